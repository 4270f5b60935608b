//! What the board shows: the position (the game's, or an earlier one in a review), the trays,
//! the marks and arrows, and what a drag may carry.

use super::super::board::{Board, Decor, Pieces, Shape, Tray};
use super::super::play_context::PlayContext;
use crate::ui::any_session::{AnySession, Lift};
use crate::ui::view::Spot;
use leptos::prelude::*;

/// The board's signals, made once for the screen.
#[derive(Clone, Copy)]
pub struct Shown {
    pub pieces: Memo<Pieces>,
    pub decor: Memo<Decor>,
    pub trays: Memo<[Tray; 2]>,
    /// The selected square and the level it lifts from, when it can move: what a drag carries.
    pub carried: Memo<Option<(u8, u8)>>,
}

/// The board of `ctx`, as [`shown`] makes it: a click on it goes to [`PlayContext::click`]. The
/// play screen's, a lesson step's, and the boards that stand in the game's board's place.
#[component]
pub fn ShownBoard(ctx: PlayContext) -> impl IntoView {
    let board = shown(ctx);
    view! {
        <Board shape=ctx.shape pieces=board.pieces decor=board.decor trays=board.trays flipped=ctx.flipped
            carried=board.carried on_spot=Callback::new(move |spot| ctx.click(spot))
            on_point=Callback::new(move |s| ctx.pointed.set(s)) />
    }
}

pub fn shown(ctx: PlayContext) -> Shown {
    let table = ctx.table;
    let pieces = Memo::new(move |_| {
        let k = ctx.shown.get();
        table.with(|t| t.pieces(k))
    });
    // What the person's selection can do: read by the board's marks, the trays and a drag.
    let lift = Memo::new(move |_| {
        let sel = ctx.selection.get().filter(|_| ctx.mine.get())?;
        table.with(|t| Some(t.lift(sel)))
    });
    let trays = Memo::new(move |_| {
        let k = ctx.shown.get();
        let mut trays = table.with(|t| t.trays(k));
        // The mover's tray is a target when the selection can leave the board.
        if lift.with(|l| l.as_ref().is_some_and(|l| l.targets.contains(&Spot::Off))) {
            let tray = &mut trays[table.with(|t| t.to_move()).index()];
            tray.target = true;
            tray.label.push_str(" \u{00b7} click here to move off the board");
        }
        trays
    });
    let carried =
        Memo::new(move |_| lift.with(|l| l.as_ref().filter(|l| !l.targets.is_empty()).map(|l| (l.square, l.layer))));
    Shown { pieces, decor: Memo::new(move |_| decor(ctx, lift)), trays, carried }
}

/// The marks and arrows over the board: the last move, the selection and where it can go, the
/// move waiting for Confirm, the hint, a review's better move, and the game's own overlay.
fn decor(ctx: PlayContext, lift: Memo<Option<Lift>>) -> Decor {
    let (table, k) = (ctx.table, ctx.shown.get());
    let mut decor = Decor::default();
    if let Some(g) = table.with(|t| t.last_gesture(k)) {
        decor.marks.push((g.from, "last-from"));
        if let Spot::Square(to) = g.to {
            decor.marks.push((to, "last-to"));
            decor.shapes.push(Shape::Arrow { from: g.from, to, class: "last-move" });
        }
    }
    if let Some(sel) = ctx.selection.get() {
        decor.marks.push((sel.square, "selected"));
    }
    lift.with(|lift| {
        let Some(lift) = lift else { return };
        if ctx.targets_shown.get() {
            decor.marks.extend(lift.targets.iter().filter_map(|t| match t {
                Spot::Square(s) => Some((*s, "target")),
                Spot::Off => None,
            }));
        }
        if lift.choice {
            let text = format!("\u{2191}{}", lift.layer);
            decor.shapes.push(Shape::Label { square: lift.square, text, class: "lift-level" });
        }
    });
    // The review's better move than the one played from the position shown.
    if let Some(better) = ctx.review.and_then(|r| r.better_at(k)) {
        table.with(|t| mark_better(t.as_ref(), k, &better, &mut decor));
    }
    if ctx.viewing.get().is_some() {
        return decor;
    }
    // Moves shown on the board but not played, for the position they are about: the one waiting
    // for Confirm (its squares selected), and the computer's hint.
    let revision = ctx.revision.get();
    let (pending, hint) = ctx.screen.with(|s| (s.pending(revision), s.hint(revision)));
    for (shown, from_mark, to_mark, class) in
        [(pending, "selected", Some("selected"), "pending"), (hint, "hinted", None, "hint")]
    {
        if let Some(g) = shown.and_then(|k| table.with(|t| t.gesture(k))) {
            decor.marks.push((g.from, from_mark));
            if let Spot::Square(to) = g.to {
                decor.marks.extend(to_mark.map(|mark| (to, mark)));
                decor.shapes.push(Shape::Arrow { from: g.from, to, class });
            }
        }
    }
    ctx.overlay.with(|o| {
        decor.marks.extend(o.marks.iter().copied());
        decor.shapes.extend(o.shapes.iter().cloned());
    });
    decor
}

/// Marks the better move `text`, from the position after `k` moves, and draws it as an arrow.
pub fn mark_better(table: &dyn AnySession, k: usize, text: &str, decor: &mut Decor) {
    if let Some(g) = table.gesture_of_text_at(k, text) {
        decor.marks.push((g.from, "better-from"));
        if let Spot::Square(to) = g.to {
            decor.shapes.push(Shape::Arrow { from: g.from, to, class: "better" });
        }
    }
}
