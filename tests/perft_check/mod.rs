//! Move counts checked two ways, the one check every game's rules tests make: the rules' perft
//! against an independent naive generator's at each depth, both printed, and both against the
//! counts a test pins.

use checkerbox_core::rules::Game;
use checkerbox_core::rules::perft::perft;

/// Counts from `pos` (written `text`) to depths 1, 2, …: `naive(depth)` must agree at each, and
/// both equal `expected`.
pub fn check<G: Game>(text: &str, pos: &G, mut naive: impl FnMut(u32) -> u64, expected: &[u64]) {
    for (k, &want) in expected.iter().enumerate() {
        let depth = k as u32 + 1;
        let (fast, naive) = (perft(pos, depth), naive(depth));
        println!("perft {depth} of {text}: {fast} (naive {naive})");
        assert_eq!(fast, naive, "depth {depth} of {text}: the naive generator disagrees");
        assert_eq!(fast, want, "depth {depth} of {text}");
    }
}
