//! Random playouts: a game played to its end by uniformly random legal moves. The benchmark
//! measures the rules' speed with them and the property tests explore the rules with them.

use crate::rules::{Game, GameResult};
use rand::{Rng, RngExt};

/// Where a random playout of a game that may go on for ever is cut off (and called a draw).
pub const PLAYOUT_PLIES: usize = 1_000;

/// How a random playout went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// `None` if the game was still going when the ply limit was reached.
    pub result: Option<GameResult>,
    /// Moves played, passes included.
    pub plies: usize,
}

/// Plays `pos` to the end with random moves, at most `max_plies` of them. `moves` is scratch
/// space, reused so that a playout allocates nothing.
pub fn random_playout<G: Game>(pos: &mut G, rng: &mut impl Rng, moves: &mut Vec<G::Move>, max_plies: usize) -> Playout {
    for plies in 0..max_plies {
        pos.legal_moves(moves);
        if moves.is_empty() {
            return Playout { result: pos.result(), plies };
        }
        let mv = moves[rng.random_range(0..moves.len())];
        pos.play(mv);
    }
    Playout { result: pos.result(), plies: max_plies }
}
