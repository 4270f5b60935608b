//! The solitaire's goal, and the tests that prove it out of reach without searching. Checkers
//! are only ever taken away, so one with no friend anywhere along the lines it could ever see
//! one on (nor, with one-or-two, next to it) stays to the end: two such checkers of one colour
//! (or one besides its chosen-last checker) make the goal unreachable, and with one-or-two a
//! single one does. On a fuller board the stronger test of `elimination` follows.

use super::{Run, elimination};
use crate::rules::bits::squares;
use crate::rules::sight_reduction::sight;

/// The fewest checkers on the board for the elimination test to be worth its cost: below this,
/// the cheap tests and the table do as well.
const ELIMINATION_FROM: u32 = 16;

/// What one elimination test costs, in positions expanded: it takes about as long as two.
pub(super) const ELIMINATION_COST: u64 = 2;

impl Run<'_> {
    /// Checkers of `set` (whose enemies are `enemy`) that can never be removed, however the
    /// board empties: no friend on their lines of sight (nor, with one-or-two, touching them or
    /// on their rank or file), or, with the harder rule and no pair possible, no enemy on any of
    /// their eight lines. The chosen-last checkers are not counted here.
    #[inline]
    pub(super) fn stranded(&self, set: u32, enemy: u32) -> u32 {
        let mut out = 0;
        for s in squares(set & !self.ctx.kept) {
            let i = s as usize;
            let single =
                self.single_lines[i] & set != 0 && (!self.ctx.rules.harder || self.enemy_lines[i] & enemy != 0);
            let pair = self.pair_lines[i] & set != 0;
            if !single && !pair {
                out |= 1 << s;
            }
        }
        out
    }

    /// The squares related to any checker of `set` by the friend relation: the ranks and files
    /// of its checkers (with the easier rule their diagonals too; with one-or-two their
    /// neighbours).
    #[inline]
    fn reach(&self, set: u32) -> u32 {
        let rows = {
            let mut t = set | set >> 1 | set >> 2 | set >> 3;
            t &= 0x1111_1111;
            t * 0xF
        };
        let files = {
            let mut f = set | set >> 16;
            f |= f >> 8;
            f |= f >> 4;
            (f & 0xF) * 0x1111_1111
        };
        let mut out = rows | files;
        if self.ctx.rules.easier {
            for d in sight::Dir::DIAGONAL {
                let mut ray = set;
                for _ in 0..3 {
                    ray |= sight::step(ray, d);
                }
                out |= ray;
            }
        }
        if self.ctx.one_or_two {
            out |= sight::touching(set);
        }
        out
    }

    /// Whether `set` splits into two or more groups no checker of one of which can ever see (or
    /// pair with) one of another: each group keeps a checker to the end.
    #[inline]
    pub(super) fn split(&self, set: u32) -> bool {
        if set == 0 {
            return false;
        }
        let mut group = set & set.wrapping_neg();
        loop {
            let grown = self.reach(group) & set;
            if grown == group {
                return grown != set;
            }
            group = grown;
        }
    }

    /// The goal of the solitaire.
    #[inline]
    pub(super) fn goal(&self, own: u32, other: u32) -> bool {
        if self.ctx.one_or_two { own | other == 0 } else { own.count_ones() == 1 && other.count_ones() == 1 }
    }

    /// An upper bound on the checkers that can still be removed in the solitaire; the goal is
    /// reachable only if it equals [`Run::goal_distance`].
    #[inline]
    pub(super) fn removal_bound(&self, own: u32, other: u32) -> u32 {
        let (so, sx) = (self.stranded(own, other), self.stranded(other, own));
        if self.ctx.one_or_two {
            return (own & !so).count_ones() + (other & !sx).count_ones();
        }
        // Each colour keeps at least one checker, and every stranded or kept one; the colours
        // alternate, the mover first.
        let free = |set: u32, stranded: u32| {
            let n = set.count_ones();
            n.saturating_sub(((stranded | (set & self.ctx.kept)).count_ones()).max(1))
        };
        let (a_own, a_other) = (free(own, so), free(other, sx));
        (2 * a_own).min(2 * a_other + 1)
    }

    /// Checkers to remove to reach the goal, if it can be reached at all by counting.
    #[inline]
    pub(super) fn goal_distance(&self, own: u32, other: u32) -> Option<u32> {
        if self.ctx.one_or_two {
            return Some((own | other).count_ones());
        }
        let (m, o) = (own.count_ones(), other.count_ones());
        // Mover first: the mover removes one more than the other colour, or as many.
        (m >= 1 && o >= 1 && (m == o || m == o + 1)).then(|| m + o - 2)
    }

    /// The cheap test: the goal cannot be reached from here.
    #[inline]
    pub(super) fn hopeless(&self, own: u32, other: u32) -> bool {
        match self.goal_distance(own, other) {
            None => true,
            Some(d) => {
                self.removal_bound(own, other) < d || (!self.ctx.one_or_two && (self.split(own) || self.split(other)))
            }
        }
    }

    /// The strong test of [`elimination`], where it applies (not with one-or-two, whose pairs
    /// need no sight, nor on a board of fewer than [`ELIMINATION_FROM`] checkers): `false` when a
    /// colour can no longer come down to its last checker. It is charged to the budget as
    /// [`ELIMINATION_COST`] positions, so that a budget keeps meaning about the same time.
    #[inline]
    pub(super) fn may_narrow(&mut self, own: u32, other: u32) -> bool {
        if self.ctx.one_or_two || (own | other).count_ones() < ELIMINATION_FROM {
            return true;
        }
        self.nodes += ELIMINATION_COST;
        elimination::can_narrow(own, other, self.ctx.kept, &self.single_lines)
    }
}
