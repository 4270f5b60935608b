//! The solitaire's helpers: a hint, "still solvable?", a new deal (solvable unless the player
//! asks for any) and today's deal. The solver
//! runs in the worker ([`Advisor`]); this panel asks and says what it answered, in words.

use super::super::ai::{Advice, Advisor};
use super::super::nav::Nav;
use super::super::play_context::Play;
use crate::ui::sight_reduction::{SolverQuestion, solver_words, untouched};
use checkerbox_core::ai::sight_reduction::solver::QUESTION_BUDGET;
use checkerbox_core::games::GameId;
use checkerbox_core::protocol::{Answer, Solution, Task};
use checkerbox_core::rules::Game;
use checkerbox_core::rules::sight_reduction::{SightMove, SightOptions, SightReduction};
use checkerbox_core::session::Record;
use leptos::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// Today's deal number: the local date as digits (20261122), before the solver moves on to the
/// first solvable deal from it.
fn today() -> u64 {
    let d = js_sys::Date::new_0();
    d.get_full_year() as u64 * 10_000 + (d.get_month() as u64 + 1) * 100 + d.get_date() as u64
}

/// The panel, for a solitaire's play screen; it also returns the hint to mark on the board, while
/// it is about the position shown.
pub fn solver_panel(play: Play<SightReduction>) -> (AnyView, Signal<Option<SightMove>>) {
    let advisor = Advisor::new();
    let daily = RwSignal::new(false);
    let question = RwSignal::new(SolverQuestion::Hint);
    let game = GameId::SightReduction;
    let over = Memo::new(move |_| play.session.with(|s| s.result().is_some()));
    // "Still solvable?" needs only the verdict, which comes far sooner than how far a lost
    // position can still go; a hint needs the whole answer.
    let ask = move |q: SolverQuestion| {
        question.set(q);
        let task = if q == SolverQuestion::Hint { Task::Solve } else { Task::Decide };
        let position = play.session.with_untracked(|s| s.position().position_text());
        advisor.ask(task, game, position, play.state.revision.get_untracked(), QUESTION_BUDGET);
    };
    // What the solver said about the position shown (an answer about an earlier one is moot).
    let current = Memo::new(move |_| match advisor.advice.get() {
        Advice::Answered { task: Task::Solve | Task::Decide, revision, answer }
            if revision == play.state.revision.get() =>
        {
            Some(answer)
        }
        _ => None,
    });
    let sought = move || if daily.get() { "today\u{2019}s deal" } else { "a deal that can be solved" };
    let said = move || match advisor.advice.get() {
        Advice::Asking(Task::SolvableDeal) => format!("Looking for {}\u{2026}", sought()),
        Advice::Asking(_) => "Thinking\u{2026}".to_string(),
        Advice::Answered { task: Task::SolvableDeal, answer: Err(why), .. } => {
            format!("Could not find {}: {why}.", sought())
        }
        _ => {
            let untouched = play.session.with(|s| untouched(s.position()));
            current.get().map(|answer| solver_words(question.get(), &answer, untouched)).unwrap_or_default()
        }
    };
    let hint = Signal::derive(move || match (question.get(), current.get()) {
        (SolverQuestion::Hint, Some(Ok(Answer::Solved { solution: Solution::Solvable { hint: Some(h) }, .. }))) => {
            play.session.with(|s| s.position().parse_move(&h).ok())
        }
        _ => None,
    });
    let busy = move || matches!(advisor.advice.get(), Advice::Asking(_));
    let view = view! {
        <section class="panel solver" data-testid="solver">
            <h2>"Help"</h2>
            <div class="solver-actions">
                <button data-testid="hint" on:click=move |_| ask(SolverQuestion::Hint) disabled=move || over.get() || busy()>"Hint"</button>
                <button data-testid="still-solvable" on:click=move |_| ask(SolverQuestion::StillSolvable) disabled=move || over.get() || busy()>"Still solvable?"</button>
            </div>
            <p class="solver-answer" data-testid="solver-answer" aria-live="polite">{said}</p>
            {deals(play, advisor, daily)}
        </section>
    };
    (view.into_any(), hint)
}

/// "New deal" may give any deal, solvable or not: the player's choice, kept while the page is
/// open (by default it gives a deal the solver has solved).
static ANY_DEAL: AtomicBool = AtomicBool::new(false);

/// "New deal" and "Today's deal": each a deal the solver finds solvable from a number (a random
/// one, or the date; `daily` says which it looks for), unless the player asks for any deal. The
/// deal found starts under the same rules, with the same seats.
fn deals(play: Play<SightReduction>, advisor: Advisor, daily: RwSignal<bool>) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let start_deal = move |deal: u64| {
        let record = play.session.with_untracked(|s| {
            let options = SightOptions { deal, ..s.position().options() };
            Record::new_game(&SightReduction::new_game(options), s.seats()).to_json()
        });
        if let Ok(record) = record {
            nav.start(GameId::SightReduction, record);
        }
    };
    let seek = move |from: u64, today: bool| {
        daily.set(today);
        let options = play.session.with_untracked(|s| SightOptions { deal: from, ..s.position().options() });
        let position = SightReduction::new_game(options).position_text();
        let revision = play.state.revision.get_untracked();
        advisor.ask(Task::SolvableDeal, GameId::SightReduction, position, revision, QUESTION_BUDGET);
    };
    Effect::new(move |_| {
        if let Advice::Answered { task: Task::SolvableDeal, answer: Ok(Answer::Deal { number }), .. } =
            advisor.advice.get()
        {
            start_deal(number);
        }
    });
    let new_deal = move |_| match rand::random_range(super::DEALS) {
        any if ANY_DEAL.load(Ordering::Relaxed) => start_deal(any),
        from => seek(from, false),
    };
    let seeking = move || matches!(advisor.advice.get(), Advice::Asking(Task::SolvableDeal));
    let busy = move || matches!(advisor.advice.get(), Advice::Asking(_));
    view! {
        <div class="solver-actions">
            <button data-testid="new-deal" on:click=new_deal disabled=seeking>"New deal"</button>
            <button data-testid="daily-deal" on:click=move |_| seek(today(), true) disabled=busy>"Today\u{2019}s deal"</button>
        </div>
        <label class="choice">
            <input type="checkbox" data-testid="any-deal" prop:checked=ANY_DEAL.load(Ordering::Relaxed)
                on:change=move |e| ANY_DEAL.store(event_target_checked(&e), Ordering::Relaxed) />
            "New deal: any deal, solvable or not"
        </label>
    }
}
