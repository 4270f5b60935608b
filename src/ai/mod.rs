//! The computer opponent: a search generic over [`Game`], plus each game's own knowledge (an
//! evaluation) in its own module. Pure Rust, so it runs natively in tests and benchmarks and in
//! the browser's worker alike.

pub mod arena;
mod basic;
pub mod bot;
mod byte;
pub mod clock;
pub mod level;
pub mod playout;
mod pyle;
pub mod search;
pub mod sight_reduction;
pub mod solver;
#[cfg(test)]
mod trials;

use crate::rules::Game;

/// What the search needs to know about a game beyond its rules.
pub trait Evaluate: Game {
    /// How good the position is for the side to move, in points far smaller than
    /// [`search::WIN`]. Called only on positions where the game goes on.
    fn evaluate(&self) -> i32;

    /// Whether `mv` changes the balance at once (Byte: it completes a stack). The tuned search
    /// looks at such moves past its depth (a quiescence search), so that it does not judge a
    /// position in the middle of a fight for a stack.
    fn noisy(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A move proven to win whatever the opponent does, found within `budget` positions by an
    /// exact solver, with the positions it visited; `None` for a game without one (the search
    /// plays on), or when no win is proven in time.
    fn proven_win(&self, _budget: u64) -> Option<(Self::Move, u64)> {
        None
    }
}
