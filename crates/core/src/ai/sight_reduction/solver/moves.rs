//! The moves of a position, as the sets of checkers they remove.

use super::Run;
use crate::rules::bits::squares;
use crate::rules::sight_reduction::SightMove;
use crate::rules::sight_reduction::sight;

/// Most moves a position can have: 16 single removals and at most six pairs from each checker's
/// lower square.
pub(super) const MAX_MOVES: usize = 128;

/// A move as the set of checkers it removes (none for a pass), with its ordering score.
#[derive(Clone, Copy, Default)]
pub(super) struct Child {
    pub(super) removed: u32,
    pub(super) score: i32,
}

/// The move that removes `removed` (of the side to move).
pub(super) fn to_move(removed: u32) -> SightMove {
    match removed.count_ones() {
        0 => SightMove::Pass,
        1 => SightMove::Remove(removed.trailing_zeros() as u8),
        _ => SightMove::Pair(removed.trailing_zeros() as u8, 31 - removed.leading_zeros() as u8),
    }
}

impl Run<'_> {
    /// The checkers the side to move may remove alone.
    #[inline]
    pub(super) fn singles(&self, own: u32, other: u32) -> u32 {
        sight::removable(own, other, self.ctx.rules) & !self.ctx.kept
    }

    /// The moves of the side to move (as removed sets), into `out`; returns how many. In the
    /// solitaire with one-or-two, a colour with no checkers left passes.
    #[inline]
    pub(super) fn moves(&self, own: u32, other: u32, out: &mut [Child; MAX_MOVES]) -> usize {
        let mut n = 0;
        if self.ctx.solitaire && self.ctx.one_or_two && own == 0 {
            if other != 0 {
                out[0] = Child { removed: 0, score: 0 };
                n = 1;
            }
            return n;
        }
        for s in squares(self.singles(own, other)) {
            out[n] = Child { removed: 1 << s, score: 0 };
            n += 1;
        }
        if self.ctx.one_or_two {
            sight::each_pair(own & !self.ctx.kept, own | other, |a, b| {
                out[n] = Child { removed: 1 << a | 1 << b, score: 0 };
                n += 1;
            });
        }
        n
    }
}
