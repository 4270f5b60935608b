//! "Learn from your mistakes" on the play screen, in the board's place: the position before one
//! of a side's faults, on a board of its own (a [`PlayContext`] of that position, as a lesson's
//! step has), where the player tries a move. The worker judges the position after it and
//! [`Practice`] (native) says what the try was; a miss is taken back.

use super::super::ai::{Advice, Advisor, effect};
use super::super::play_context::PlayContext;
use super::super::reviewer::Reviewer;
use super::aside;
use super::shown::ShownBoard;
use crate::ui::clicks::Reaction;
use crate::ui::mistakes::{Practice, Try};
use crate::ui::review::Review;
use crate::ui::view::Spot;
use checkerbox_core::ai::score::Score;
use checkerbox_core::protocol::{Answer, Task};
use checkerbox_core::review::BUDGET;
use leptos::html::Div;
use leptos::prelude::*;

/// The practice board, set out afresh for each fault.
#[component]
pub fn PracticeBoard(reviewer: Reviewer) -> impl IntoView {
    aside::in_place(move || reviewer.practice.with(|p| p.as_ref().map(Practice::fault)), attempt)
}

/// The position before the fault after `j` moves, where the player tries a move.
fn attempt(j: usize) -> AnyView {
    let main = expect_context::<PlayContext>();
    // Only the play screen, which has a reviewer, has a practice board.
    let Some(reviewer) = main.review else { return ().into_any() };
    let plain = match aside::context_at(main, j) {
        Ok(ctx) => ctx,
        Err(refused) => return refused,
    };
    let advisor = Advisor::new();
    let ctx =
        PlayContext { judge: Some(Callback::new(move |reaction| tried(reviewer, plain, advisor, reaction))), ..plain };
    effect(move || heard(reviewer, ctx, advisor));
    // Once shown, the better move is drawn (a miss is taken back: the board is before the fault).
    aside::draw_better(ctx, move || with_both(reviewer, |p, r| p.better_move(r).map(str::to_string)).flatten());
    let name = main.table.with_untracked(|t| {
        let side = reviewer.practice.with_untracked(|p| p.as_ref().map(|p| p.side));
        side.map(|s| t.side_name_at(j, s)).unwrap_or_default()
    });
    let asked = move || with_both(reviewer, |p, r| p.asked(r, &name)).unwrap_or_default();
    let said = move || with_both(reviewer, |p, _| p.said()).flatten();
    let shown_words = move || with_both(reviewer, |p, r| p.shown(r)).flatten();
    let settled = move || reviewer.practice.with(|p| p.as_ref().is_some_and(Practice::settled));
    let last = move || reviewer.practice.with(|p| p.as_ref().is_none_or(Practice::last));
    let next = move |_| {
        if reviewer.practice.try_update(|p| p.as_mut().is_some_and(Practice::next_fault)) != Some(true) {
            reviewer.practice.set(None);
        }
    };
    // The squares of the game's move and of the better one, for the browser tests.
    let squares = move |text: Option<String>| {
        let text = text?;
        let g = main.table.with_untracked(|t| t.gesture_of_text_at(j, &text))?;
        let shape = main.shape;
        let to = match g.to {
            Spot::Square(s) => shape.name(s),
            Spot::Off => "off".into(),
        };
        Some(format!("{text} {} {to}", shape.name(g.from)))
    };
    let played = squares(with_both(reviewer, |_, r| r.played(j).map(|(t, _)| t.to_string())).flatten());
    let better = squares(with_both(reviewer, |_, r| r.seen(j).map(|s| s.best.clone())).flatten());
    let top = NodeRef::<Div>::new();
    aside::reveal(top);
    let note = move || aside::note(ctx);
    view! {
        <div class="practice" data-testid="practice" node_ref=top data-played=played data-better=better>
            <p class="practice-asked" data-testid="practice-asked">{asked}</p>
            <div class="board-wrap">
                <ShownBoard ctx=ctx />
            </div>
            <p class=move || format!("practice-said {}", said().map_or("", |s| s.0)) data-testid="practice-said" aria-live="polite">
                {move || said().map(|s| s.1).or_else(shown_words).unwrap_or_else(note)}
            </p>
            <div class="card-actions">
                <Show when=move || !settled()>
                    <button data-testid="practice-show" on:click=move |_| give_up(reviewer, ctx, j)>
                        "Show me"
                    </button>
                </Show>
                <Show when=settled>
                    <button class="primary" data-testid="practice-next" on:click=next>
                        {move || if last() { "Done" } else { "Next fault" }}
                    </button>
                </Show>
                <button data-testid="practice-stop" on:click=move |_| reviewer.practice.set(None)>"Back to the game"</button>
            </div>
        </div>
    }
    .into_any()
}

/// Reads the practice and its review together, while both are there.
fn with_both<R>(reviewer: Reviewer, f: impl FnOnce(&Practice, &Review) -> R) -> Option<R> {
    reviewer.practice.with(|p| reviewer.review.with(|r| Some(f(p.as_ref()?, r.as_ref()?))))
}

/// A click on the practice board: a selection is shown as on the play screen, and a move is
/// tried: played on the practice board and judged by the worker (the game's own move needs no
/// search, and a move that ends the game none either).
fn tried(reviewer: Reviewer, ctx: PlayContext, advisor: Advisor, reaction: Reaction) {
    let revision = ctx.revision.get_untracked();
    let Some(k) = ctx.screen.try_update(|s| s.react(reaction, revision, false)).flatten() else { return };
    let Some(text) = ctx.table.with_untracked(|t| t.move_text(k)) else { return };
    let ask = reviewer.practice.try_update(|p| {
        reviewer.review.with_untracked(|r| match (p, r) {
            (Some(p), Some(r)) => p.tried(r, &text),
            _ => false,
        })
    });
    if ask != Some(true) {
        return;
    }
    ctx.table.update(|t| {
        let _ = t.play(k);
    });
    let (outcome, to_move, position, revision) =
        ctx.table.with_untracked(|t| (t.position_outcome(), t.to_move(), t.position_text(), t.revision()));
    match outcome {
        Some(outcome) => judged(reviewer, ctx, Score::ended(outcome, to_move)),
        None => advisor.ask(Task::Review, ctx.game, position, revision, BUDGET),
    }
}

/// The worker's answer about the position after a try.
fn heard(reviewer: Reviewer, ctx: PlayContext, advisor: Advisor) {
    let Some(Advice::Answered { task: Task::Review, revision, answer }) = advisor.advice.try_get() else { return };
    if ctx.revision.try_get_untracked() != Some(revision) {
        return;
    }
    match answer {
        Ok(Answer::Move { score: Some(score), .. }) => judged(reviewer, ctx, score),
        Ok(_) => unjudged(reviewer, ctx, "it answered something else"),
        Err(why) => unjudged(reviewer, ctx, &why),
    }
}

/// The position after the try is worth `score` to its side to move: the try is found, or taken
/// back.
fn judged(reviewer: Reviewer, ctx: PlayContext, score: Score) {
    let to_move = ctx.table.with_untracked(|t| t.to_move());
    reviewer.practice.update(|p| {
        reviewer.review.with_untracked(|r| {
            if let (Some(p), Some(r)) = (p, r) {
                p.judged(r, score, to_move);
            }
        })
    });
    if reviewer.practice.with_untracked(|p| p.as_ref().is_some_and(|p| !matches!(p.state, Try::Found(_)))) {
        take_back(ctx);
    }
}

fn unjudged(reviewer: Reviewer, ctx: PlayContext, why: &str) {
    reviewer.practice.update(|p| {
        if let Some(p) = p {
            p.unjudged(why);
        }
    });
    take_back(ctx);
}

/// "Show me": the better move is shown, on the position before the fault (a try still being
/// judged is taken back; its answer, when it comes, is for nothing).
fn give_up(reviewer: Reviewer, ctx: PlayContext, j: usize) {
    reviewer.practice.update(|p| {
        if let Some(p) = p {
            p.show();
        }
    });
    if ctx.table.with_untracked(|t| t.played()) > j {
        take_back(ctx);
    }
}

fn take_back(ctx: PlayContext) {
    ctx.table.update(|t| {
        t.undo();
    });
}
