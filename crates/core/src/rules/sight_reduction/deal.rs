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

/// Why a number is not a deal, in a player's words: deals are numbered from 1 (0 stands for a
/// position set out by hand) to the largest number a deal is drawn from, `u64::MAX`.
pub const NOT_A_DEAL: &str = "A deal is a whole number from 1 to 18,446,744,073,709,551,615.";

/// The deal a player typed or a record names, or why it is none ([`NOT_A_DEAL`]): a number
/// that is negative, zero, a fraction or too large is refused, never taken for another deal.
pub fn read_deal(text: &str) -> Result<u64, &'static str> {
    match text.trim().parse::<u64>() {
        Ok(deal @ 1..) => Ok(deal),
        _ => Err(NOT_A_DEAL),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_is_a_whole_number_from_one_to_the_largest() {
        assert_eq!(read_deal("17"), Ok(17));
        assert_eq!(read_deal(" 20261127 "), Ok(20_261_127));
        assert_eq!(read_deal(&u64::MAX.to_string()), Ok(u64::MAX));
        for refused in ["-5", "0", "1.5", "99999999999999999999999", "", "seven", "1e3"] {
            assert_eq!(read_deal(refused), Err(NOT_A_DEAL), "{refused}");
        }
        // The words name the range's end as the parse has it.
        let written: String = u64::MAX.to_string().chars().rev().enumerate().fold(String::new(), |mut s, (i, c)| {
            if i > 0 && i % 3 == 0 {
                s.insert(0, ',');
            }
            s.insert(0, c);
            s
        });
        assert!(NOT_A_DEAL.contains(&format!("from 1 to {written}.")), "{written}");
    }
}
