//! Move counts: the leaves of a game's move tree to a given depth, passes counted as moves and a
//! finished game having none. Each game's tests compare them with an independent naive
//! generator's, and pin them.

use super::Game;

/// Positions `depth` moves deep from `pos` (1 at depth 0).
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play(m);
            perft(&next, depth - 1)
        })
        .sum()
}
