//! Pyle's placement editor: Player One sets out the men on the shared board, a click at a time
//! (a click puts a man of the chosen colour down, or takes one off), or fills the board at random
//! and adjusts it. Rows and columns that already hold two men of a colour are marked as soon as
//! they do; "Done" plays the arrangement, or is refused with every reason, the rows and columns at
//! fault marked. The computer's hint, an arrangement, is drawn as dashed rings where its men
//! differ from the player's, with "Use this arrangement" to take it into the draft: the player
//! may still adjust it before Done, as with a random fill. What a click does, and which men the
//! hint holds, is decided natively in [`crate::ui::pyle::arrangement`].

use super::super::board::{Board, Decor, Pieces, Tray, aspect};
use super::super::play_context::Play;
use crate::ui::pyle::arrangement::Draft;
use crate::ui::view::Spot;
use checkerbox_core::rules::pyle::{ArrangementError, Pyle};
use checkerbox_core::rules::{Game, Side};
use leptos::prelude::*;

pub fn editor(play: Play<Pyle>) -> impl IntoView {
    let (board, shape) = play.session.with_untracked(|s| (s.position().board(), s.position().shape()));
    let draft = RwSignal::new(Draft::new(board));
    let pen = RwSignal::new(Side::White);
    // What was wrong when "Done" was last pressed: shown until the men change.
    let refused = RwSignal::new(None::<ArrangementError>);
    let pieces = Memo::new(move |_| Pieces { stacks: draft.with(Draft::pieces), ..Pieces::default() });
    // The computer's hint, when it is about this position, and its men if it is an arrangement
    // (read again where needed rather than kept in a memo: each memo's type costs the page).
    let hinted = move || play.state.screen.with(|s| s.hint(play.state.revision.get()));
    let hint = move || {
        let k = hinted()?;
        play.legal.with(|legal| Draft::from_move(board, *legal.get(k)?))
    };
    let decor = Memo::new(move |_| {
        draft.with(|d| {
            let mut decor = Decor::default();
            let (ranks, files) = d.crowded();
            decor.marks.extend(d.lines(&ranks, &files).into_iter().map(|s| (s, "crowded")));
            refused.with(|e| {
                if let Some(e) = e {
                    decor.marks.extend(d.lines(&e.rows(), &e.columns()).into_iter().map(|s| (s, "offending")));
                    decor.marks.extend(e.doubled().into_iter().map(|s| (s, "offending")));
                }
            });
            if let Some(h) = hint() {
                decor.marks.extend(d.lacks(&h).into_iter().map(|(s, side)| (s, ghost_class(side))));
            }
            decor
        })
    });
    let changed = move |f: &dyn Fn(&mut Draft)| {
        draft.update(|d| f(d));
        refused.set(None);
    };
    let on_spot = Callback::new(move |spot: Spot| {
        let Spot::Square(s) = spot else { return };
        let taken = draft.try_update(|d| d.click(s, pen.get_untracked())).flatten();
        // A man taken off is ready to be put down elsewhere: moving one is two clicks.
        if let Some(side) = taken {
            pen.set(side);
        }
        refused.set(None);
    });
    let done = move |_| match draft.with_untracked(Draft::to_move) {
        Ok(mv) => {
            // Refused only if the turn has passed meanwhile, which the screen then shows.
            let _ = play.session.try_update(|s| s.play(mv));
        }
        Err(e) => refused.set(Some(e)),
    };
    let men = board.men();
    let count = move |side: Side| draft.with(|d| d.squares(side).len());
    let pen_button = move |side: Side| {
        view! {
            <button data-testid=format!("pen-{}", side.word())
                aria-pressed=move || (pen.get() == side).to_string()
                on:click=move |_| pen.set(side)>
                {side.name()}
            </button>
        }
    };
    let problems = move || {
        refused.get().map(|e| {
            view! {
                <ul class="editor-problems" data-testid="arrangement-problems" role="alert">
                    {e.problems.iter().map(|p| view! { <li>{p.describe(board)}</li> }).collect_view()}
                </ul>
            }
        })
    };
    view! {
        <div class="arrangement-editor" data-testid="arrangement-editor">
            <div class="board-wrap" style=("--aspect", aspect(shape))>
                <Board shape=shape pieces=pieces decor=decor trays=Signal::derive(<[Tray; 2]>::default)
                    flipped=Signal::derive(|| false) carried=Signal::derive(|| None) on_spot=on_spot />
            </div>
            <p class="editor-hint" data-testid="editor-hint" hidden=move || hinted().is_none()>
                "Dashed rings: the computer's arrangement."
                <button data-testid="use-hint" on:click=move |_| {
                    if let Some(h) = hint() {
                        changed(&|d| *d = h.clone());
                    }
                }>"Use this arrangement"</button>
            </p>
            <div class="editor-tools" role="toolbar" aria-label="setting out the men">
                <span class="pen" role="group" aria-label="colour to put down">
                    {pen_button(Side::White)}
                    {pen_button(Side::Black)}
                </span>
                <button data-testid="random-fill" on:click=move |_| changed(&|d| d.fill(&mut rand::rng()))
                    title="Fill the board at random, keeping the men already down where it can">"Random fill"</button>
                <button data-testid="clear" on:click=move |_| changed(&Draft::clear)>"Clear"</button>
                <span class="editor-count" data-testid="men-count">
                    {move || format!("White {}/{men} \u{00b7} Black {}/{men}", count(Side::White), count(Side::Black))}
                </span>
                <button class="primary" data-testid="arrange-done" on:click=done>"Done"</button>
            </div>
            <p class="hint">
                "Click an empty square to put a man of the chosen colour there, a man to take it off. Every row and "
                "every column must hold one white and one black man; rows and columns marked red already hold two "
                "of a colour."
            </p>
            {problems}
        </div>
    }
}

/// The class of a hinted man the draft lacks: a ring of its colour.
fn ghost_class(side: Side) -> &'static str {
    match side {
        Side::White => "hint-man hint-white",
        Side::Black => "hint-man hint-black",
    }
}
