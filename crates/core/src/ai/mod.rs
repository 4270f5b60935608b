//! The computer opponent: a search generic over [`Game`], plus each game's own knowledge (an
//! evaluation, and a solitaire solver where it has one: [`solitaire`]) in its own module. Pure
//! Rust, so it runs natively in tests and benchmarks and in the browser's worker alike.

mod basic;
pub mod bot;
mod byte;
pub mod clock;
pub mod level;
pub mod playout;
mod pyle;
pub mod score;
pub mod search;
pub mod sight_reduction;
pub mod solitaire;
#[cfg(test)]
mod trials;
mod weighed;

use crate::rules::Game;
use score::Margins;
pub use weighed::Weighed;

/// What the search needs to know about a game beyond its rules.
pub trait Evaluate: Game {
    /// How good the position is for the side to move, in points far smaller than
    /// [`search::WIN`]. Called only on positions where the game goes on.
    fn evaluate(&self) -> i32;

    /// How far ahead the evaluation's points put a side, for the page to say in words: a game's
    /// own, as its points are.
    const MARGINS: Margins;

    /// The strongest level's evaluation, where the game's knowledge has grown past
    /// [`Evaluate::evaluate`]: that one is kept unchanged, so that the plain search (the app's
    /// middle levels and the arena's fixed yardstick) keeps its strength. The same by default.
    fn evaluate_finely(&self) -> i32 {
        self.evaluate()
    }

    /// Whether `mv` changes the balance at once (Byte: it completes a stack). The tuned search
    /// looks at such moves past its depth (a quiescence search), so that it does not judge a
    /// position in the middle of a fight for a stack.
    fn noisy(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Whether the evaluation knows nothing of this position, where random playouts to the end
    /// judge it better: the strongest player searches such positions by UCT instead (Sight
    /// Reduction's placement setup, where nothing is removed until the board is full).
    fn judged_by_playouts(&self) -> bool {
        false
    }

    /// What the game's exact solver remembers: a player that keeps it from move to move finds
    /// each proof where the last one left off. `()` for a game without a solver.
    type Solver: Default;

    /// The exact result of the position, where the game's solver proves it within `budget`
    /// positions (a game without a solver never does), with the positions it visited.
    fn prove(&self, _solver: &mut Self::Solver, _budget: u64) -> (Proof<Self::Move>, u64) {
        (Proof::Unknown(None), 0)
    }

    /// In a position proven lost, the move likeliest to lead a fallible opponent astray, where
    /// the solver finds it within `budget` positions, with the positions it visited.
    fn resist(&self, _solver: &mut Self::Solver, _budget: u64) -> (Option<Self::Move>, u64) {
        (None, 0)
    }
}

/// What a solver proved of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof<M> {
    /// The side to move wins by this move, whatever the opponent does.
    Win(M),
    /// The side to move loses against best play (its best resistance: [`Evaluate::resist`]).
    Loss,
    /// Not proven (no solver, or not within the budget). The move, where the solver proved
    /// every other move lost but could not settle this one, is the one left to hope for.
    Unknown(Option<M>),
}
