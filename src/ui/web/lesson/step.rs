//! One step of a lesson on the screen: its position on the play screen's board, marks, trays and
//! side view; what it says and asks; the learner's clicks and answers judged; and the way on.

use super::super::board::{Decor, Shape, aspect};
use super::super::nav::{Nav, Screen};
use super::super::play;
use super::super::play::aside::reveal;
use super::super::play::shown::ShownBoard;
use super::super::play_context::PlayContext;
use super::super::remembered;
use super::{Feedback, MISSES_BEFORE_HINT, Tutor};
use crate::ui::address::Tool;
use crate::ui::clicks::{Note, Reaction};
use crate::ui::play_state::PlayState;
use crate::ui::view::Spot;
use checkerbox_core::tutorial::{self, Exercise, Judgement, Lesson, Step, said};
use leptos::html::Div;
use leptos::prelude::*;

/// The screen of the tutor's step, set out afresh.
pub fn step_screen(tutor: Tutor) -> AnyView {
    let step = tutor.step();
    let table = match (tutor.kit.set_out)(step) {
        Ok(table) => RwSignal::new(table),
        Err(why) => return view! { <p class="note refused" role="alert">{why}</p> }.into_any(),
    };
    let plain = play::context(tutor.game, String::new(), table);
    let ctx = PlayContext {
        targets_shown: Signal::derive(|| true),
        judge: Some(Callback::new(move |reaction| judge(tutor, plain, reaction))),
        ..plain
    };
    ctx.overlay.set(step_marks(ctx, step));
    // Escape lets go of the selection, as on the play screen.
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            ctx.screen.update(PlayState::escape);
        }
    });
    on_cleanup(move || keys.remove());
    let panels = (tutor.kit.panels)(ctx);
    let info = tutor.game.info();
    let lesson = tutor.lesson();
    // Each step starts with its words in view: after scrolling down to the board or to Next
    // step, the next step's words would be left half off the top.
    let top = NodeRef::<Div>::new();
    reveal(top);
    let shown_feedback = move || match tutor.feedback.get() {
        Feedback::None => None,
        Feedback::Info(t) => Some(("lesson-feedback", t)),
        Feedback::Wrong(t) => Some(("lesson-feedback wrong", said::not_quite(&t))),
        Feedback::Right(t) => Some(("lesson-feedback right", t)),
    };
    let show_hint = move || tutor.misses.get() >= MISSES_BEFORE_HINT && !tutor.done();
    let step_of = format!("Step {} of {}", tutor.step_at.get_untracked() + 1, lesson.steps.len());
    view! {
        <div class="play lesson" data-game=tutor.game.id() data-lesson=lesson.id.as_str() data-expects=move || expects(ctx, step)>
            <div class="board-column">
                <div class="status-line" node_ref=top>
                    <span class="status" data-testid="lesson-title">{format!("{} \u{00b7} {}", info.name, lesson.title)}</span>
                    <span class="variant" data-testid="lesson-step">{step_of}</span>
                </div>
                <p class="lesson-say" data-testid="lesson-say">{step.say.as_str()}</p>
                {task_view(tutor, ctx)}
                <div class="board-wrap" style=("--aspect", aspect(ctx.shape))>
                    <ShownBoard ctx=ctx />
                </div>
                <p class=move || shown_feedback().map_or("lesson-feedback", |(c, _)| c) data-testid="lesson-feedback" aria-live="polite">
                    {move || shown_feedback().map(|(_, t)| t).unwrap_or_default()}
                </p>
                <Show when=show_hint>
                    <p class="lesson-hint" data-testid="lesson-hint">{said::hint(&step.hint)}</p>
                </Show>
                {controls(tutor)}
                // A solitaire has its solver instead.
                {(!ctx.table.with_untracked(|t| t.solitaire())).then(|| view! {
                    <p>
                        <button data-testid="lesson-analyse" title="A game between two people from this position, on the analysis board"
                            on:click=move |_| analyse(tutor, ctx)>"Analyse this position"</button>
                    </p>
                })}
            </div>
            <aside class="side-column">
                {panels}
                {lesson_list(tutor)}
            </aside>
        </div>
    }
    .into_any()
}

/// Opens the step's position, as it stands, as a game between two people, on its analysis
/// board.
fn analyse(tutor: Tutor, ctx: PlayContext) {
    let record = ctx.table.with_untracked(|t| t.branched(t.played()).ok());
    if let Some(record) = record {
        ctx.nav.then.set_value(Some(Tool::Analyse(None)));
        ctx.nav.start(tutor.game, record);
    }
}

/// The step's own marks and arrows, drawn over the board like a game's overlay.
fn step_marks(ctx: PlayContext, step: &Step) -> Decor {
    let shape = ctx.shape;
    let square = |name: &str| shape.parse(name).ok();
    Decor {
        marks: step.marks.iter().filter_map(|n| square(n)).map(|sq| (sq, "lesson-mark")).collect(),
        shapes: step
            .arrows
            .iter()
            .filter_map(|(a, b)| Some(Shape::Arrow { from: square(a)?, to: square(b)?, class: "lesson-arrow" }))
            .collect(),
    }
}

/// What a click on the step's board led to, judged: a wrong click is a miss, a move is right or
/// wrong for the step, and a right move is played.
fn judge(tutor: Tutor, ctx: PlayContext, reaction: Reaction) {
    if tutor.done() {
        return;
    }
    // The buttons of a question or a game stand above the board.
    let elsewhere = match tutor.step().task {
        Exercise::Move { .. } => None,
        Exercise::Answer { .. } => Some("This step asks a question: answer it with a button above the board."),
        Exercise::Play => Some("This step is a game: start it with the button above the board."),
    };
    if let Some(what) = elsewhere {
        return tutor.feedback.set(Feedback::Info(what.into()));
    }
    let revision = ctx.revision.get_untracked();
    let selected = Reaction { selection: reaction.selection, play: None, note: None };
    ctx.screen.update(|s| {
        s.react(selected, revision, false);
    });
    if let Some(why) = crate::ui::lesson::miss(&reaction) {
        return tutor.miss(why.to_string());
    }
    match (reaction.play, reaction.note) {
        (Some(k), _) => match ctx.table.with_untracked(|t| (t.judge(&tutor.step().task, k), t.move_text(k))) {
            (Judgement::Right, text) => {
                ctx.table.update(|t| {
                    let _ = t.play(k);
                });
                tutor.feedback.set(Feedback::Right(said::right(&said::played(&text.unwrap_or_default()))));
            }
            (Judgement::Wrong(why), _) => tutor.miss(why),
        },
        (None, Some(Note::Info(what))) => tutor.feedback.set(Feedback::Info(what)),
        // Refusals, and checkers that cannot move, are misses (above).
        (None, _) => tutor.feedback.set(Feedback::None),
    }
}

/// What the step asks beyond a move on the board: a question's answers, or the game to play out.
fn task_view(tutor: Tutor, ctx: PlayContext) -> AnyView {
    let answer = move |i: usize| match tutorial::judge_answer(&tutor.step().task, i) {
        Judgement::Right => {
            let why = match &tutor.step().task {
                Exercise::Answer { choices, .. } => choices.get(i).map_or("", |c| c.why.as_str()),
                _ => "",
            };
            tutor.feedback.set(Feedback::Right(said::right(why)));
        }
        Judgement::Wrong(why) => tutor.miss(why),
    };
    let play_it_out = move |_| {
        let record = ctx.table.with_untracked(|t| t.restarted(tutorial::play_it_out::seats(t.player_to_move())).ok());
        if let Some(record) = record {
            ctx.nav.start(tutor.game, record);
        }
    };
    let done = move || tutor.done();
    match &tutor.step().task {
        Exercise::Move { .. } => ().into_any(),
        Exercise::Answer { question, choices } => view! {
            <div class="lesson-question" role="group" aria-label="answers">
                <p class="question">{question.as_str()}</p>
                <div class="lesson-answers">
                    {choices.iter().enumerate().map(|(i, c)| view! {
                        <button data-testid=format!("answer-{i}") disabled=done on:click=move |_| answer(i)>{c.label.as_str()}</button>
                    }).collect_view()}
                </div>
            </div>
        }
        .into_any(),
        Exercise::Play => view! {
            <p>
                <button class="primary" data-testid="lesson-play" on:click=play_it_out>
                    "Play it out against the computer"
                </button>
            </p>
        }
        .into_any(),
    }
}

/// Next (once the step is done), start again, and the rules.
fn controls(tutor: Tutor) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let (game, k) = (tutor.game, tutor.k);
    let next = move |_| {
        if tutor.last_step() {
            match tutor.lessons.get(k + 1) {
                Some(_) => nav.go(Screen::Lesson(game, k + 1)),
                None => nav.go(Screen::Home),
            }
        } else {
            tutor.go_to(tutor.step_at.get_untracked() + 1);
        }
    };
    let next_label = move || match (tutor.last_step(), tutor.lessons.get(k + 1)) {
        (false, _) => "Next step".to_string(),
        (true, Some(l)) => format!("Next lesson: {}", l.title),
        (true, None) => "Back to the games".to_string(),
    };
    view! {
        <div class="controls">
            <Show when=move || tutor.done()>
                <button class="primary" data-testid="lesson-next" on:click=next>{next_label}</button>
            </Show>
            <button data-testid="lesson-restart" on:click=move |_| tutor.go_to(0)>"Start the lesson again"</button>
            <button on:click=move |_| nav.go(Screen::Rules(game))>"Rules"</button>
        </div>
    }
}

/// The game's lessons, the learner's own ticked, this one marked.
fn lesson_list(tutor: Tutor) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let progress = remembered::progress();
    let game = tutor.game;
    let items = tutor
        .lessons
        .iter()
        .enumerate()
        .map(|(i, l): (usize, &Lesson)| {
            let class = if i == tutor.k { "lesson-link current" } else { "lesson-link" };
            let tick = if progress.is_done(&l.id) { "\u{2713} " } else { "" };
            view! {
                <li>
                    <button class=class data-testid=format!("lesson-{}", i + 1) on:click=move |_| nav.go(Screen::Lesson(game, i))>
                        {format!("{tick}{}. {}", i + 1, l.title)}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="panel">
            <h2>{format!("Learn {}", game.info().name)}</h2>
            <ol class="lesson-list">{items}</ol>
        </section>
    }
}

/// What the step expects, for the browser tests that walk the lessons: the squares of the first
/// accepted move's gesture, or the right answer's index.
fn expects(ctx: PlayContext, step: &Step) -> Option<String> {
    match &step.task {
        // Read in the step's position: once the right move is played, there is nothing to expect.
        Exercise::Move { .. } if ctx.played.get() > 0 => None,
        Exercise::Move { accept, .. } => ctx.table.with(|t| {
            let g = t.gesture(t.find(accept.first()?)?)?;
            let to = match g.to {
                Spot::Square(s) => t.shape().name(s),
                Spot::Off => "off".into(),
            };
            Some(format!("{} {to}", t.shape().name(g.from)))
        }),
        Exercise::Answer { choices, .. } => choices.iter().position(|c| c.right).map(|i| format!("answer-{i}")),
        Exercise::Play => None,
    }
}
