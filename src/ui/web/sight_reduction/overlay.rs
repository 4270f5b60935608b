//! What Sight Reduction draws over the board: the lines of sight of the checker pointed at (or
//! selected), the checkers that can go now when the player asks to see them, and the solver's
//! hint.

use super::super::board::{Decor, Shape};
use crate::ui::sight_reduction::sightings;
use checkerbox_core::rules::Game;
use checkerbox_core::rules::sight_reduction::{SightMove, SightReduction, SightStage};

/// The overlay for `pos`: lines of sight from `focus`, the checkers `legal` can remove when
/// `removable` is asked for, and the squares of `hint`.
pub fn overlay(
    pos: &SightReduction,
    legal: &[SightMove],
    focus: Option<u8>,
    removable: bool,
    hint: Option<SightMove>,
) -> Decor {
    let mut decor = Decor::default();
    if removable && pos.stage() == SightStage::Remove && pos.result().is_none() {
        // The squares a legal move empties (a set, as the game's own), each marked once, in order.
        let mut emptied = 0u32;
        for &mv in legal {
            match mv {
                SightMove::Remove(s) => emptied |= 1 << s,
                SightMove::Pair(a, b) => emptied |= 1 << a | 1 << b,
                _ => {}
            }
        }
        decor.marks.extend((0..32).filter(|s| emptied >> s & 1 == 1).map(|s| (s, "removable")));
    }
    if let Some(mv) = hint {
        let squares = match mv {
            SightMove::Remove(s) => vec![s],
            SightMove::Pair(a, b) => vec![a, b],
            _ => Vec::new(),
        };
        decor.marks.extend(squares.into_iter().map(|s| (s, "hint")));
    }
    if let Some(from) = focus {
        for seen in sightings(pos, from) {
            let class = match (seen.friend, seen.counts) {
                (_, true) => "counts",
                (true, false) => "friend",
                (false, false) => "enemy",
            };
            decor.shapes.push(Shape::Line { from, to: seen.to, class });
        }
    }
    decor
}
