//! The checkers on the board: the stacks, with the last move's checkers seen travelling in and
//! the stacks it took off seen going; each stack's height in a badge; and the checkers a drag
//! carries, under the pointer.

use super::super::stack::{Arriving, discs, height_badge, pile};
use super::Model;
use leptos::prelude::*;

/// The stacks. The last move is seen only when the moves grew since they were last drawn (the
/// rule in [`super::Pieces::moves`]): never on an undo, a turn of the board or a new selection.
pub(super) fn stacks(m: Model) -> impl IntoView + use<> {
    let drawn = StoredValue::new(m.pieces.with_untracked(|p| p.moves));
    move || {
        let drawing = m.drawing();
        m.pieces.with(|p| {
            let forward = p.moves > drawn.get_value();
            drawn.set_value(p.moves);
            let moving = p.motion.filter(|_| forward).map(|motion| {
                let ((fx, fy), (tx, ty)) = (drawing.centre(motion.from), drawing.centre(motion.to));
                (motion, fx - tx, fy - ty)
            });
            let standing = p.stacks.iter().map(|(s, checkers)| {
                let (cx, cy) = drawing.centre(*s);
                let arriving = moving.filter(|(motion, _, _)| motion.to == *s).map(|(motion, dx, dy)| Arriving {
                    count: motion.count as usize,
                    dx,
                    dy,
                    levels_up: motion.to_level as f64 - motion.from_level as f64,
                });
                view! { <g class="stack">{discs(cx, cy, checkers, arriving)}</g> }
            });
            let leaving = p.leaving.iter().filter(|_| forward).map(|(s, checkers)| {
                let (cx, cy) = drawing.centre(*s);
                pile(cx, cy, checkers, None, "stack leaving")
            });
            view! { {standing.collect_view()} {leaving.collect_view()} }
        })
    }
}

/// Each stack's height, in a layer above the arrows: an arrow never hides how tall a stack is.
pub(super) fn badges(m: Model) -> impl IntoView + use<> {
    move || {
        let drawing = m.drawing();
        m.pieces.with(|p| {
            p.stacks
                .iter()
                .map(|(s, checkers)| {
                    let (cx, cy) = drawing.centre(*s);
                    height_badge(cx, cy, checkers.len())
                })
                .collect_view()
        })
    }
}

/// The checkers a drag carries (`ghost`: from which square, to which point of the board): those
/// lifted, from the chosen level up.
pub(super) fn in_hand(m: Model, ghost: RwSignal<Option<(u8, f64, f64)>>) -> impl IntoView + use<> {
    move || {
        let (square, x, y) = ghost.get()?;
        let from = m.carried.get_untracked().map_or(1, |(_, layer)| layer.max(1) as usize);
        let checkers = m.pieces.with(|p| {
            p.stacks.iter().find(|(s, _)| *s == square).map(|(_, c)| c.get(from - 1..).unwrap_or_default().to_vec())
        })?;
        Some(view! { <g class="ghost" data-testid="drag-ghost">{pile(x, y - 10.0, &checkers, None, "stack")}</g> })
    }
}
