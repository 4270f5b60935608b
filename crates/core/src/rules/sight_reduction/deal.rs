//! Numbered deals: the random setup, 16 white and 16 black checkers on the 32 squares, replayable
//! from its number on any machine and in any version of the app.

use super::sight::SQUARES;
use crate::rules::hash::SplitMix64;

/// White's and Black's squares (as sets) in the deal numbered `deal`; every one of the
/// C(32, 16) deals is equally likely.
///
/// Pinned: splitmix64 ([`SplitMix64`]) seeded with `deal` draws a permutation of the 32 squares
/// (Fisher–Yates from the top, [`SplitMix64::permutation`]); its first 16 squares hold White's
/// checkers, the other 16 Black's. The tests list the squares of a few deals.
pub fn deal_squares(deal: u64) -> (u32, u32) {
    let order = SplitMix64(deal).permutation(SQUARES);
    let white = order[..16].iter().fold(0u32, |set, &s| set | 1 << s);
    (white, !white)
}
