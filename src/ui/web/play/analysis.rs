//! The analysis board, in the game's board's place: a position of the game on a board of its own
//! (a [`PlayContext`] of it, both sides played by the person here), where moves are played freely
//! and taken back, the game itself untouched; and on request the computer's best moves there
//! ([`crate::ui::analysis`]), kept up to date while it looks deeper, the best drawn as an arrow.

use super::super::ai::{Advice, Advisor, effect};
use super::super::computer_panel::toggle;
use super::super::play_context::{OtherBoard, PlayContext};
use super::aside;
use super::shown::ShownBoard;
use crate::ui::analysis::{Top, next_budget};
use checkerbox_core::protocol::{Answer, Task};
use leptos::html::Div;
use leptos::prelude::*;

/// The analysis board, set out afresh each time it is opened.
#[component]
pub fn AnalysisBoard() -> impl IntoView {
    let main = expect_context::<PlayContext>();
    aside::in_place(move || main.other_board.get().and_then(OtherBoard::analysis), analysis)
}

/// The board of the position after `k` moves of the game, and what the computer makes of it.
fn analysis(k: usize) -> AnyView {
    let main = expect_context::<PlayContext>();
    let ctx = match aside::context_at(main, k) {
        Ok(ctx) => ctx,
        Err(refused) => return refused,
    };
    let table = ctx.table;
    let thinking = RwSignal::new(false);
    let top = RwSignal::new(None::<Top>);
    let trouble = RwSignal::new(None::<String>);
    // The game's computer, to move, has the one worker first: asking meanwhile would abandon its
    // move.
    let busy = Memo::new(move |_| main.computers_move());
    think(ctx, thinking, busy, top, trouble);
    // The best move, once known for the position on the board, is drawn.
    aside::draw_better(ctx, move || {
        let revision = ctx.revision.get();
        let best = top.with(|t| t.as_ref().filter(|t| t.revision == revision)?.moves.first()?.line.first().cloned());
        best.filter(|_| thinking.get())
    });
    let branch = move || {
        table.with(|t| t.history().get(k..).unwrap_or_default().iter().map(|p| p.text.clone()).collect::<Vec<_>>())
    };
    let said = format!(
        "Analysing the position after {k} move{}: play moves for both sides; the game itself is not changed.",
        if k == 1 { "" } else { "s" }
    );
    let top_el = NodeRef::<Div>::new();
    aside::reveal(top_el);
    let back = move |_| main.close_board(k);
    view! {
        <div class="analysis" data-testid="analysis" node_ref=top_el>
            <p class="analysis-said">{said}</p>
            <div class="board-wrap">
                <ShownBoard ctx=ctx />
            </div>
            <p class="note" aria-live="polite">{move || aside::note(ctx)}</p>
            <p class="analysis-branch" data-testid="analysis-branch">
                {move || { let moves = branch(); if moves.is_empty() { String::new() } else { format!("Played here: {}", moves.join(" ")) } }}
            </p>
            <div class="card-actions">
                <button aria-label="take back a move" data-testid="analysis-back" on:click=move |_| ctx.undo(false)
                    disabled=move || table.with(|t| t.played() <= k)>"\u{25c0}"</button>
                <button aria-label="play the move again" data-testid="analysis-forth" on:click=move |_| ctx.undo(true)
                    disabled=move || !table.with(|t| t.can_redo())>"\u{25b6}"</button>
                <button class="primary" data-testid="analysis-close" on:click=back>"Back to the game"</button>
            </div>
            <TopMoves ctx=ctx thinking=thinking top=top trouble=trouble />
        </div>
    }
    .into_any()
}

/// While `thinking`, and the worker not `busy` with the game's move, asks it for the best moves
/// of the position on `ctx`'s board, again and deeper after each answer, and keeps the latest
/// answer in `top`, or in `trouble` why there is none.
fn think(
    ctx: PlayContext,
    thinking: RwSignal<bool>,
    busy: Memo<bool>,
    top: RwSignal<Option<Top>>,
    trouble: RwSignal<Option<String>>,
) {
    let advisor = Advisor::new();
    let asked = StoredValue::new(0u64);
    let ask = move |budget: u64| {
        asked.set_value(budget);
        let (position, revision, over) = ctx.table.with_untracked(|t| (t.position_text(), t.revision(), t.over()));
        if over {
            trouble.set(Some("the game is over in this position".into()));
        } else {
            trouble.set(None);
            advisor.ask(Task::Analyse, ctx.game, position, revision, budget);
        }
    };
    // A new position, or the player's request: asked afresh from the smallest budget.
    effect(move || {
        ctx.revision.track();
        if thinking.get() && !busy.get() {
            top.update(|t| *t = t.take().filter(|t| t.revision == ctx.revision.get_untracked()));
            ask(next_budget(0).unwrap_or_default());
        } else {
            advisor.cancel();
        }
    });
    effect(move || {
        let Some(Advice::Answered { task: Task::Analyse, revision, answer }) = advisor.advice.try_get() else { return };
        let wanted = thinking.try_get_untracked() == Some(true) && busy.try_get_untracked() == Some(false);
        if ctx.revision.try_get_untracked() != Some(revision) || !wanted {
            return;
        }
        match answer {
            Ok(Answer::Top { moves, .. }) => {
                let budget = asked.get_value();
                top.set(Some(Top { revision, budget, moves }));
                if let Some(deeper) = next_budget(budget) {
                    ask(deeper);
                }
            }
            Ok(_) => trouble.set(Some("it answered something else".into())),
            Err(why) => trouble.set(Some(why)),
        }
    });
}

/// The computer's best moves, on request: each with its worth and line, a click playing it.
#[component]
fn TopMoves(
    ctx: PlayContext,
    thinking: RwSignal<bool>,
    top: RwSignal<Option<Top>>,
    trouble: RwSignal<Option<String>>,
) -> impl IntoView {
    let rows = move || {
        let revision = ctx.revision.get();
        let (mover, other) = ctx.table.with(|t| {
            let side = t.to_move();
            (t.side_name(side), t.side_name(side.other()))
        });
        top.with(|t| t.as_ref().filter(|t| t.revision == revision).map(|t| (t.rows(&mover, &other), t.depth_words())))
    };
    let play = move |text: String| {
        ctx.table.update(|t| {
            let _ = t.play_text(&text);
        });
    };
    view! {
        <section class="panel top-moves" data-testid="top-moves">
            <h2>"The computer's best moves"</h2>
            {toggle("analysis-think", "Show them, looking deeper as it thinks", thinking, None)}
            <Show when=move || thinking.get()>
                {move || match (rows(), trouble.get()) {
                    (_, Some(why)) => view! { <p class="note" data-testid="top-trouble">{format!("The computer cannot look: {why}.")}</p> }.into_any(),
                    (None, None) => view! { <p class="hint">"Looking\u{2026}"</p> }.into_any(),
                    (Some((rows, depth)), None) => view! {
                        <ol class="top-move-list">
                            {rows.into_iter().map(|row| {
                                let text = row.text.clone();
                                view! {
                                    <li data-testid="top-move">
                                        <button class="top-move" on:click=move |_| play(text.clone())>{row.text}</button>
                                        <span class="top-value">{row.value}</span>
                                        <span class="top-line">{row.then}</span>
                                    </li>
                                }
                            }).collect_view()}
                        </ol>
                        <p class="hint" data-testid="top-depth">{depth}</p>
                    }.into_any(),
                }}
            </Show>
        </section>
    }
}
