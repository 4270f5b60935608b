//! The computer's panel on the play screen: how its thinking goes while it thinks, and that the
//! master thinks on the person's time too; on request, who it thinks is ahead, in words
//! ([`crate::ui::opinion`]), with its score as a number on a second request, and the line it
//! expects; the controls for watching it play itself (pause, step, pace); and, for a person to
//! move, a hint: the move it would play, shown on the board and not played.

use super::ai::{Advice, Advisor, Computer, Moved, NOT_A_MOVE, Pace, effect};
use super::play_context::PlayContext;
use crate::ui::number::{seconds, thousands};
use crate::ui::opinion::{margins, opinion};
use checkerbox_core::ai::score::Score;
use checkerbox_core::level::Strength;
use checkerbox_core::protocol::{Answer, Task};
use checkerbox_core::rules::Side;
use checkerbox_core::session::Seat;
use leptos::prelude::*;

/// The positions a hint may visit: the hard level's usual number, searched by the plain search
/// (strong, and quick: positions, not the master's clock). In every game alike, whatever a game
/// gives its own hard level: Sight Reduction's thinks far less, to spread its levels out.
const HINT_POSITIONS: u64 = Strength::Hard.budget().expect("the hard level counts positions");

/// How hard the computer looked for its last move.
fn effort(m: &Moved) -> String {
    // A proof that visits no position: a win in one, or what an earlier proof already settled.
    let proof = || match m.nodes {
        0 => "no search needed".to_string(),
        nodes => format!("{} positions in {} s", thousands(nodes), seconds(m.ms)),
    };
    if m.proven {
        format!("The computer has proved that it wins from here, whatever the reply ({}).", proof())
    } else if m.score == Some(Score::ProvenLoss) {
        format!(
            "The computer has proved that it loses against best play, and chose the move that leaves \
             the fewest winning replies ({}).",
            proof()
        )
    } else if m.score.is_none() && m.nodes > 0 {
        format!(
            "The computer played {} random games to the end to choose its move ({} s).",
            thousands(m.nodes),
            seconds(m.ms)
        )
    } else if m.nodes == 0 {
        "The computer had only one possible move.".to_string()
    } else {
        format!(
            "The computer looked {} move{} ahead ({} positions in {} s) for its last move.",
            m.depth,
            if m.depth == 1 { "" } else { "s" },
            thousands(m.nodes),
            seconds(m.ms)
        )
    }
}

/// The panel, for a game with `seats`, played by `computer`.
pub fn computer_panel(state: PlayContext) -> impl IntoView {
    let (game, computer, seats) = (state.game, state.computer, state.seats);
    let table = state.table;
    let revision = state.revision;
    let plays = seats.iter().any(|s| matches!(s, Seat::Computer(_)));
    let watching = Seat::all_computer(seats);
    let show_view = RwSignal::new(false);
    let show_number = RwSignal::new(false);
    let margins = margins(game);
    // What `score`, to `side`, says in words.
    let said = move |score, side: Side| {
        let (me, other) = table.with(|t| (t.side_name(side), t.side_name(side.other())));
        opinion(score, margins, &me, &other, show_number.get())
    };

    let thinking = move || match computer.state.get() {
        Computer::Thinking { depth, score } => Some({
            let deep = if depth == 0 {
                "The computer is thinking\u{2026}".to_string()
            } else {
                format!(
                    "The computer is thinking\u{2026} {depth} move{} deep so far.",
                    if depth == 1 { "" } else { "s" }
                )
            };
            let view = score
                .filter(|_| show_view.get())
                .map(|score| format!(" Now {}.", said(score, table.with(|t| t.to_move()))));
            deep + &view.unwrap_or_default()
        }),
        _ => None,
    };
    let moved = move || match computer.state.get() {
        Computer::Moved(m) if m.at == revision.get() => Some(m),
        _ => None,
    };
    let view_text = move || {
        let m = moved()?;
        let score = m.score.filter(|_| show_view.get())?;
        let line = if m.line.len() > 1 { format!(" It expects {}.", m.line.join(" ")) } else { String::new() };
        Some(format!("After its move {}, {}.{line}", m.line.first().cloned().unwrap_or_default(), said(score, m.by)))
    };

    view! {
        <section class="panel computer" data-testid="computer-panel" hidden=!plays>
            <h2>"Computer"</h2>
            <p class="hint" data-testid="thinking" aria-live="polite">{thinking}</p>
            {move || moved().map(|m| view! { <p class="hint ai-effort" data-testid="ai-effort">{effort(&m)}</p> })}
            <p class="hint" data-testid="pondering" hidden=move || !computer.pondering.get()>
                "The computer is thinking on your time, too."
            </p>
            {watching.then(|| view! {
                <div class="watch-controls" role="group" aria-label="watching the computer">
                    <button data-testid="pause" on:click=move |_| computer.paused.update(|p| *p = !*p)>
                        {move || if computer.paused.get() { "Resume" } else { "Pause" }}
                    </button>
                    <button data-testid="step" disabled=move || !computer.paused.get() || computer.step.get()
                        on:click=move |_| computer.step.set(true)>"One move"</button>
                    <span class="choices-row">
                        {Pace::ALL.map(|pace| view! {
                            <label class="choice inline">
                                <input type="radio" name="pace" data-testid=format!("pace-{}", pace.name())
                                    prop:checked=move || computer.pace.get() == pace
                                    on:change=move |_| computer.pace.set(pace) />
                                {pace.name()}
                            </label>
                        }).into_iter().collect_view()}
                    </span>
                </div>
            })}
            {plays.then(|| view! {
                {toggle("show-view", "Say who it thinks is ahead, and the moves it expects", show_view, None)}
                {toggle("show-number", "Show its score as a number", show_number, Some(show_view))}
                <p class="hint" data-testid="computer-view" aria-live="polite">{view_text}</p>
            })}
        </section>
    }
}

/// A checkbox of the panel, `testid`, which says `words` and sets `on`; hidden while `shown`, if
/// given, is off. One for both, so that the page draws them with one copy of the code.
pub fn toggle(testid: &'static str, words: &'static str, on: RwSignal<bool>, shown: Option<RwSignal<bool>>) -> AnyView {
    view! {
        <label class="choice" hidden=move || shown.is_some_and(|s| !s.get())>
            <input type="checkbox" data-testid=testid prop:checked=move || on.get()
                on:change=move |e| on.set(event_target_checked(&e)) />
            {words}
        </label>
    }
    .into_any()
}

/// The hint: a button for the play screen's controls, and the words that go with it; the move
/// is shown on the board through the screen's state ([`crate::ui::play_state::PlayState::show_hint`]).
/// `None` where no person plays here, or in a solitaire (which has its own hint).
pub fn hint_control(state: PlayContext) -> Option<(AnyView, AnyView)> {
    let (game, seats) = (state.game, state.seats);
    let table = state.table;
    let revision = state.revision;
    let solitaire = table.with_untracked(|t| t.solitaire());
    if solitaire || !seats.contains(&Seat::Person) {
        return None;
    }
    // The hint: asked of the worker, shown as an arrow on the board while the position lasts.
    let advisor = Advisor::new();
    let ask_hint = move |_| {
        let position = table.with_untracked(|t| t.position_text());
        advisor.ask(Task::Move, game, position, revision.get_untracked(), HINT_POSITIONS);
    };
    let hint_text = Memo::new(move |_| match advisor.advice.get() {
        Advice::Answered { task: Task::Move, revision: at, answer } if at == revision.get() => Some(match answer {
            Ok(Answer::Move { text, .. }) => Ok(text),
            Ok(_) => Err(NOT_A_MOVE.into()),
            Err(why) => Err(why),
        }),
        _ => None,
    });
    effect(move || {
        let shown = hint_text.get().and_then(Result::ok).and_then(|text| table.with_untracked(|t| t.find(&text)));
        let at = revision.get_untracked();
        state.screen.update(|s| s.show_hint(shown, at));
    });
    let asking = move || matches!(advisor.advice.get(), Advice::Asking(Task::Move));

    let button = view! {
        <button data-testid="hint" disabled=move || !state.mine.get() || asking() on:click=ask_hint
            title="The move the computer would play here, shown on the board">"Hint"</button>
    };
    let words = view! {
        <p class="hint" data-testid="hint-text" aria-live="polite">{move || match hint_text.get() {
            _ if asking() => "Thinking\u{2026}".to_string(),
            // A whole arrangement is no move to read: the game's editor draws it and offers it
            // (`GamePage::arrange_editor`).
            Some(Ok(_)) if state.phase.get() == checkerbox_core::rules::Phase::Arrange => {
                "The computer's arrangement is drawn on the board: press \u{201c}Use this arrangement\u{201d} to take it."
                    .to_string()
            }
            Some(Ok(text)) => format!("The computer would play {text}."),
            Some(Err(why)) => format!("No hint: {why}."),
            None => String::new(),
        }}</p>
    };
    Some((button.into_any(), words.into_any()))
}
