//! The board's symmetries and the table key they give a position. The 4 × 8 board's mirrors
//! (files a↔d, ranks 1↔8, both) map lines of sight and the eight-neighbourhood onto themselves,
//! so every rule is symmetric under them and a position shares its key with its mirror images.
//! The chosen-last checkers must map onto themselves too: only the mirrors that keep them are used.

use crate::rules::Game;
use crate::rules::sight_reduction::SightReduction;

/// One of the board's four symmetries: a square set's image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mirror {
    Identity,
    /// Files a↔d.
    Files,
    /// Ranks 1↔8.
    Ranks,
    /// Both (a half turn).
    Both,
}

impl Mirror {
    pub const ALL: [Mirror; 4] = [Mirror::Identity, Mirror::Files, Mirror::Ranks, Mirror::Both];

    /// The image of a set of squares.
    #[inline(always)]
    pub fn apply(self, set: u32) -> u32 {
        match self {
            Mirror::Identity => set,
            Mirror::Files => flip_ranks(set).reverse_bits(),
            Mirror::Ranks => flip_ranks(set),
            // Square i ↦ 31 − i: rank r ↦ 7 − r, file f ↦ 3 − f.
            Mirror::Both => set.reverse_bits(),
        }
    }

    /// The mirrors that keep the chosen-last checkers `kept` in place: those a key may use.
    pub(super) fn keeping(kept: u32) -> Vec<Mirror> {
        Mirror::ALL.into_iter().filter(|m| m.apply(kept) == kept).collect()
    }
}

/// Ranks 1↔8: the four-bit ranks in reverse order.
#[inline(always)]
fn flip_ranks(set: u32) -> u32 {
    let y = set.swap_bytes();
    ((y & 0x0F0F_0F0F) << 4) | ((y >> 4) & 0x0F0F_0F0F)
}

/// The table key of a position (mover's checkers, other colour's): the smallest image under the
/// mirrors given.
#[inline]
pub(super) fn canonical(own: u32, other: u32, mirrors: &[Mirror]) -> u64 {
    mirrors.iter().map(|m| (m.apply(own) as u64) << 32 | m.apply(other) as u64).min().unwrap_or(0)
}

/// The canonical key of a position (Remove stage) as the solver's table sees it: the mover's and
/// the other colour's checkers under the mirrors that keep the chosen-last checkers in place.
pub fn canonical_key(pos: &SightReduction) -> u64 {
    let side = pos.to_move();
    canonical(pos.pieces(side), pos.pieces(side.other()), &Mirror::keeping(pos.kept()))
}

#[cfg(test)]
mod tests {
    use super::super::{Solver, Verdict};
    use super::*;
    use crate::rules::Side;
    use crate::rules::hash::mix;
    use crate::rules::sight_reduction::sight::{self, SightRules};
    use crate::rules::sight_reduction::{SightMode, SightOptions, deal_squares};

    const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..SightOptions::STANDARD };

    fn mirrored(pos: &SightReduction, m: Mirror) -> SightReduction {
        let (w, b) = (m.apply(pos.pieces(Side::White)), m.apply(pos.pieces(Side::Black)));
        SightReduction::from_sets(pos.options(), w, b, pos.to_move()).unwrap()
    }

    #[test]
    fn mirrors_are_the_board_symmetries() {
        // a1 (0) ↦ d1 (3), a8 (28), d8 (31).
        assert_eq!(Mirror::Files.apply(1), 1 << 3);
        assert_eq!(Mirror::Ranks.apply(1), 1 << 28);
        assert_eq!(Mirror::Both.apply(1), 1 << 31);
        // b3 (9) ↦ c3 (10), b6 (21), c6 (22).
        assert_eq!(Mirror::Files.apply(1 << 9), 1 << 10);
        assert_eq!(Mirror::Ranks.apply(1 << 9), 1 << 21);
        assert_eq!(Mirror::Both.apply(1 << 9), 1 << 22);
        let mut x = 7u64;
        for _ in 0..1000 {
            x = mix(x);
            let set = x as u32;
            for m in Mirror::ALL {
                assert_eq!(m.apply(m.apply(set)), set, "{m:?} is its own inverse");
                assert_eq!(m.apply(set).count_ones(), set.count_ones());
            }
            assert_eq!(Mirror::Files.apply(Mirror::Ranks.apply(set)), Mirror::Both.apply(set));
        }
    }

    #[test]
    fn the_rules_are_symmetric_under_each_mirror() {
        let mut x = 11u64;
        for _ in 0..2000 {
            x = mix(x);
            let keep = mix(x ^ 3) as u32 | mix(x ^ 5) as u32;
            let (w, b) = (x as u32 & keep, !(x as u32) & keep);
            for (harder, easier) in [(false, false), (true, false), (false, true), (true, true)] {
                let rules = SightRules { harder, easier };
                for m in Mirror::ALL {
                    let (mw, mb) = (m.apply(w), m.apply(b));
                    assert_eq!(sight::removable(mw, mb, rules), m.apply(sight::removable(w, b, rules)));
                    let mut pairs = Vec::new();
                    sight::each_pair(w, w | b, |a, c| pairs.push(m.apply(1 << a | 1 << c)));
                    let mut images = Vec::new();
                    sight::each_pair(mw, mw | mb, |a, c| images.push(1u32 << a | 1 << c));
                    pairs.sort_unstable();
                    images.sort_unstable();
                    assert_eq!(pairs, images);
                }
            }
        }
    }

    #[test]
    fn mirror_images_share_the_key_and_the_verdict() {
        let mut solver = Solver::new();
        let mut x = 99u64;
        for i in 0..300 {
            x = mix(x);
            let keep = mix(x ^ 1) as u32 & mix(x ^ 2) as u32 & mix(x ^ 4) as u32;
            let (w, b) = (x as u32 & keep, !(x as u32) & keep);
            let options = SightOptions { one_or_two: i % 2 == 1, easier: i % 3 == 1, ..SOLITAIRE };
            let pos = SightReduction::from_sets(options, w, b, Side::White).unwrap();
            let mut fresh = Solver::new();
            let (verdict, _) = fresh.solve_solitaire(&pos, u64::MAX);
            for m in Mirror::ALL {
                let image = mirrored(&pos, m);
                assert_eq!(canonical_key(&image), canonical_key(&pos), "{pos:?} {m:?}");
                let (v, _) = Solver::new().solve_solitaire(&image, u64::MAX);
                let (shared, _) = solver.solve_solitaire(&image, u64::MAX);
                let verdict_kind = |v: Verdict| match v {
                    Verdict::Solvable { .. } => None,
                    Verdict::Lost { longest, .. } => Some(longest),
                    Verdict::Unknown => panic!("unknown"),
                };
                assert_eq!(verdict_kind(v), verdict_kind(verdict), "{pos:?} {m:?}");
                assert_eq!(verdict_kind(shared), verdict_kind(verdict), "{pos:?} {m:?}");
                // The hint is a legal move of the image.
                if let Verdict::Solvable { hint: Some(mv) } = v {
                    assert!(image.check_move(mv).is_ok(), "{image:?} {mv:?}");
                }
            }
        }
    }

    #[test]
    fn the_colours_swapped_share_the_key() {
        let (w, b) = deal_squares(5);
        let (w, b) = (w & 0x00FF_F0F0, b & 0x00FF_F0F0);
        let pos = SightReduction::from_sets(SOLITAIRE, w, b, Side::White).unwrap();
        let swapped = SightReduction::from_sets(SOLITAIRE, b, w, Side::Black).unwrap();
        assert_eq!(canonical_key(&pos), canonical_key(&swapped));
    }
}
