//! The lesson screen, one for every game: a step's position on the shared board with its marks
//! and arrows, what the step says, and the learner's try judged by
//! [`checkerbox_core::tutorial::judge`]. A wrong try is explained and may be retried; after two
//! misses the hint shows. Every wrong click is a miss, a checker that cannot move as much as a
//! move refused ([`crate::ui::lesson::miss`]). Lessons are data ([`checkerbox_core::tutorial`],
//! fetched from `assets/lessons/` by [`super::beside`]): this screen knows no lesson.

use super::beside::lessons;
use super::board::{Board, Decor, Pieces, Shape, Tray, aspect_style};
use super::nav::{Nav, Screen};
use super::remembered;
use crate::ui::any_session::AnySession;
use crate::ui::clicks::{Note, Selection};
use crate::ui::view::{GameView, Spot};
use checkerbox_core::games::GameId;
use checkerbox_core::rules::{BoardShape, Side};
use checkerbox_core::session::{Seat, Session};
use checkerbox_core::tutorial::{self, Exercise, Judgement, Lesson, Step, said};
use leptos::html::Div;
use leptos::prelude::*;

/// Misses before the hint shows.
const MISSES_BEFORE_HINT: u32 = 2;

/// What the learner sees of their last try.
#[derive(Clone, Debug, PartialEq)]
enum Feedback {
    None,
    /// Something to know that is no try (the level a lift starts from, the buttons to use).
    Info(String),
    /// A miss, and why.
    Wrong(String),
    /// Done, and what is said about it ([`said::right`]).
    Right(String),
}

/// The screen for lesson `k` of `game` (a lesson past the last shows the last), whose positions
/// are `G`'s.
pub fn lesson_screen<G: GameView>(game: GameId, k: usize) -> impl IntoView {
    lesson_page(game, k, |step| {
        let start = tutorial::position::<G>(step)?;
        Ok(Box::new(Session::as_given(start, [Seat::Person, Seat::Person])) as Box<dyn AnySession>)
    })
}

type SetOut = fn(&Step) -> Result<Box<dyn AnySession>, String>;

/// The lesson screen, for any game, once its lessons are fetched: `set_out` sets out a step's
/// position.
fn lesson_page(game: GameId, k: usize, set_out: SetOut) -> AnyView {
    let fetched = RwSignal::new(None);
    leptos::task::spawn_local(async move {
        // Nobody to tell if the learner left meanwhile.
        let _ = fetched.try_set(Some(lessons(game).await));
    });
    (move || match fetched.get() {
        None => view! { <p class="note">"Opening the lesson\u{2026}"</p> }.into_any(),
        Some(Ok(taught)) => untrack(|| lesson(game, k, &taught.lessons, set_out)),
        Some(Err(why)) => {
            let said = format!("The lesson could not be opened: {why}.");
            view! { <p class="note refused" role="alert" data-testid="lesson-failed">{said}</p> }.into_any()
        }
    })
    .into_any()
}

/// Lesson `k` of `lessons`, `game`'s.
fn lesson(game: GameId, k: usize, lessons: &'static [Lesson], set_out: SetOut) -> AnyView {
    let nav = expect_context::<Nav>();
    let k = k.min(lessons.len().saturating_sub(1));
    let Some(lesson) = lessons.get(k) else {
        return view! { <p class="notice">"This game has no lessons yet."</p> }.into_any();
    };
    let step_at = RwSignal::new(0usize);
    let misses = RwSignal::new(0u32);
    let feedback = RwSignal::new(Feedback::None);
    let selection = RwSignal::new(None::<Selection>);
    let step = move || &lesson.steps[step_at.get().min(lesson.steps.len() - 1)];
    // The step's position, and after a right move, the move played.
    let table = RwSignal::new(set_out(&lesson.steps[0]));
    let moved = move || table.with(|t| t.as_ref().is_ok_and(|t| t.played() > 0));
    let done = move || matches!(feedback.get(), Feedback::Right(_));
    let last_step = move || step_at.get() + 1 >= lesson.steps.len();
    // Reaching the last step of a lesson that ends in a game counts as finishing it; so does
    // getting its last step right.
    Effect::new(move |_| {
        if (last_step() && matches!(step().task, Exercise::Play)) || (last_step() && done()) {
            remembered::lesson_done(&lesson.id);
        }
    });
    let go_to = move |i: usize| {
        step_at.set(i);
        misses.set(0);
        feedback.set(Feedback::None);
        selection.set(None);
        table.set(set_out(&lesson.steps[i.min(lesson.steps.len() - 1)]));
    };
    // Each step starts with its words in view: after scrolling down to the board or to Next
    // step, the next step's words would be left half off the top.
    let top = NodeRef::<Div>::new();
    Effect::new(move |_| {
        step_at.track();
        if let Some(el) = top.get()
            && el.get_bounding_client_rect().top() < 0.0
        {
            el.scroll_into_view();
        }
    });
    let miss = move |why: String| {
        misses.update(|m| *m += 1);
        feedback.set(Feedback::Wrong(why));
    };
    let on_spot = Callback::new(move |spot: Spot| {
        if done() || table.with_untracked(Result::is_err) {
            return;
        }
        // The buttons of a question or a game stand above the board.
        let elsewhere = match step().task {
            Exercise::Move { .. } => None,
            Exercise::Answer { .. } => Some("This step asks a question: answer it with a button above the board."),
            Exercise::Play => Some("This step is a game: start it with the button above the board."),
        };
        if let Some(what) = elsewhere {
            return feedback.set(Feedback::Info(what.into()));
        }
        let clicked = table.with_untracked(|t| t.as_ref().ok().map(|t| t.click(selection.get_untracked(), spot, true)));
        let Some(reaction) = clicked else { return };
        selection.set(reaction.selection);
        if let Some(why) = crate::ui::lesson::miss(&reaction) {
            return miss(why.to_string());
        }
        match (reaction.play, reaction.note) {
            (Some(k), _) => {
                match table.with_untracked(|t| t.as_ref().ok().map(|t| (t.judge(&step().task, k), t.move_text(k)))) {
                    Some((Judgement::Right, text)) => {
                        table.update(|t| {
                            let _ = t.as_mut().map(|t| t.play(k));
                        });
                        feedback.set(Feedback::Right(said::right(&said::played(&text.unwrap_or_default()))));
                    }
                    Some((Judgement::Wrong(why), _)) => miss(why),
                    None => {}
                }
            }
            (None, Some(Note::Info(what))) => feedback.set(Feedback::Info(what)),
            // Refusals, and checkers that cannot move, are misses (above).
            (None, _) => feedback.set(Feedback::None),
        }
    });
    // Escape lets go of the selection, as on the play screen.
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            selection.set(None);
        }
    });
    on_cleanup(move || keys.remove());
    let answer = move |i: usize| match tutorial::judge_answer(&step().task, i) {
        Judgement::Right => {
            let why = match &step().task {
                Exercise::Answer { choices, .. } => choices.get(i).map_or("", |c| c.why.as_str()),
                _ => "",
            };
            feedback.set(Feedback::Right(said::right(why)));
        }
        Judgement::Wrong(why) => miss(why),
    };
    let play_it_out = move |_| {
        let record = table.with_untracked(|t| {
            let t = t.as_ref().ok()?;
            t.restarted(tutorial::play_it_out::seats(t.player_to_move())).ok()
        });
        if let Some(record) = record {
            nav.start(game, record);
        }
    };

    // --- The board ------------------------------------------------------------------------------
    // The board of the step's position: a lesson may move from 8×8 to 10×10.
    let shape = Memo::new(move |_| table.with(|t| t.as_ref().map(|t| t.shape()).ok()));
    let pieces = Memo::new(move |_| {
        let moves = step_at.get() * 2 + moved() as usize;
        let picture = table.with(|t| t.as_ref().map(|t| t.pieces(t.played())).unwrap_or_default());
        Pieces { moves, ..picture }
    });
    // Where the selection can go: read by the board's marks and the trays.
    let targets = Memo::new(move |_| match (selection.get(), done()) {
        (Some(sel), false) => table.with(|t| t.as_ref().map(|t| t.lift(sel).targets).unwrap_or_default()),
        _ => Vec::new(),
    });
    let decor =
        Memo::new(move |_| {
            let mut decor = Decor::default();
            table.with(|t| {
                let Ok(t) = t else { return };
                let square = |name: &str| t.shape().parse(name).ok();
                let s = step();
                decor.marks.extend(s.marks.iter().filter_map(|n| square(n)).map(|sq| (sq, "lesson-mark")));
                decor.shapes.extend(s.arrows.iter().filter_map(|(a, b)| {
                    Some(Shape::Arrow { from: square(a)?, to: square(b)?, class: "lesson-arrow" })
                }));
                if let (Some(sel), false) = (selection.get(), done()) {
                    decor.marks.push((sel.square, "selected"));
                }
                decor.marks.extend(targets.get().into_iter().filter_map(|t| match t {
                    Spot::Square(sq) => Some((sq, "target")),
                    Spot::Off => None,
                }));
            });
            decor
        });
    // Each side's tray says its score (the stacks it has won, the checkers it has borne off); the
    // mover's takes the selection when it can leave the board.
    let trays = Memo::new(move |_| {
        let mut trays: [Tray; 2] = Default::default();
        table.with(|t| {
            // A game in which nothing leaves the board has no trays.
            let Ok(t) = t.as_ref().map(AsRef::as_ref) else { return };
            if !t.has_trays() {
                return;
            }
            for side in [Side::White, Side::Black] {
                let tray = &mut trays[side.index()];
                tray.label = match t.score_text(side) {
                    Some(score) => format!("{} \u{00b7} {score}", side.name()),
                    None => side.name().to_string(),
                };
            }
            if targets.with(|targets| targets.contains(&Spot::Off)) {
                let tray = &mut trays[t.to_move_at(0).index()];
                tray.target = true;
                tray.label.push_str(" \u{00b7} click here to move off the board");
            }
        });
        trays
    });
    let carried = Signal::derive(|| None);
    // The board for `shape`. It is shown only its own shape's squares: when a step changes the
    // board's size, the board being replaced still hears of the new position first.
    let board = move |shape: BoardShape| {
        let fits = move || table.with(|t| t.as_ref().is_ok_and(|t| t.shape() == shape));
        let pieces = Signal::derive(move || if fits() { pieces.get() } else { Pieces::default() });
        let decor = Signal::derive(move || if fits() { decor.get() } else { Decor::default() });
        view! {
            <div class="board-wrap" style=aspect_style(shape)>
                <Board shape=shape pieces=pieces decor=decor trays=trays flipped=Signal::derive(|| false) carried=carried on_spot=on_spot />
            </div>
        }
    };

    // --- Words ----------------------------------------------------------------------------------
    let task_view = move || {
        match &step().task {
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
    };
    let shown = move || match feedback.get() {
        Feedback::None => None,
        Feedback::Info(t) => Some(("lesson-feedback", t)),
        Feedback::Wrong(t) => Some(("lesson-feedback wrong", said::not_quite(&t))),
        Feedback::Right(t) => Some(("lesson-feedback right", t)),
    };
    let next = move |_| {
        if last_step() {
            match lessons.get(k + 1) {
                Some(_) => nav.go(Screen::Lesson(game, k + 1)),
                None => nav.go(Screen::Home),
            }
        } else {
            go_to(step_at.get_untracked() + 1);
        }
    };
    let next_label = move || match (last_step(), lessons.get(k + 1)) {
        (false, _) => "Next step".to_string(),
        (true, Some(l)) => format!("Next lesson: {}", l.title),
        (true, None) => "Back to the games".to_string(),
    };
    let problem = move || table.with(|t| t.as_ref().err().cloned());
    // What the step expects, for the browser tests that walk the lessons: the squares of the
    // first accepted move's gesture, or the right answer's index.
    let expects = move || match &step().task {
        // Read in the step's position: once the right move is played, there is nothing to expect.
        Exercise::Move { .. } if moved() => None,
        Exercise::Move { accept, .. } => table.with(|t| {
            let t = t.as_ref().ok()?;
            let g = t.gesture(t.find(accept.first()?)?)?;
            let to = match g.to {
                Spot::Square(s) => t.shape().name(s),
                Spot::Off => "off".into(),
            };
            Some(format!("{} {to}", t.shape().name(g.from)))
        }),
        Exercise::Answer { choices, .. } => choices.iter().position(|c| c.right).map(|i| format!("answer-{i}")),
        Exercise::Play => None,
    };
    let show_hint = move || misses.get() >= MISSES_BEFORE_HINT && !done();
    let progress = remembered::progress();
    let lesson_list = lessons
        .iter()
        .enumerate()
        .map(|(i, l): (usize, &Lesson)| {
            let class = if i == k { "lesson-link current" } else { "lesson-link" };
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
    let info = game.info();
    view! {
        <div class="play lesson" data-game=game.id() data-lesson=lesson.id.as_str() data-expects=expects>
            <div class="board-column">
                <div class="status-line" node_ref=top>
                    <span class="status" data-testid="lesson-title">{format!("{} \u{00b7} {}", info.name, lesson.title)}</span>
                    <span class="variant" data-testid="lesson-step">{move || format!("Step {} of {}", step_at.get() + 1, lesson.steps.len())}</span>
                </div>
                <p class="lesson-say" data-testid="lesson-say">{move || step().say.as_str()}</p>
                {task_view}
                {move || problem().map(|why| view! { <p class="note refused">{why}</p> })}
                {move || shape.get().map(board)}
                <p class=move || shown().map_or("lesson-feedback", |(c, _)| c) data-testid="lesson-feedback" aria-live="polite">
                    {move || shown().map(|(_, t)| t).unwrap_or_default()}
                </p>
                <Show when=show_hint>
                    <p class="lesson-hint" data-testid="lesson-hint">{move || said::hint(&step().hint)}</p>
                </Show>
                <div class="controls">
                    <Show when=done>
                        <button class="primary" data-testid="lesson-next" on:click=next>{next_label}</button>
                    </Show>
                    <button data-testid="lesson-restart" on:click=move |_| go_to(0)>"Start the lesson again"</button>
                    <button on:click=move |_| nav.go(Screen::Rules(game))>"Rules"</button>
                </div>
            </div>
            <aside class="side-column">
                <section class="panel">
                    <h2>{format!("Learn {}", info.name)}</h2>
                    <ol class="lesson-list">{lesson_list}</ol>
                </section>
            </aside>
        </div>
    }
    .into_any()
}
