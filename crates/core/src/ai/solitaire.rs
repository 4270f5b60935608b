//! A game's solitaire solver, where it has one: its verdict on a position, whether the position
//! can still reach its goal, and the first deal it shows solvable. Asked of every game alike (the
//! worker names none); a game without such a solver keeps the defaults, which say so.

use super::Evaluate;

/// What a solitaire solver says of a position, its moves `M`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolitaireVerdict<M> {
    /// The goal can still be reached; `hint` keeps it reachable (none once it is reached).
    Solvable { hint: Option<M> },
    /// It cannot: at most `longest` more checkers can go, the first of them by `first` (none when
    /// nothing can go); when not `exact`, at least that many (the solver's allowance for the
    /// longest line ran out).
    Lost { longest: u32, first: Option<M>, exact: bool },
}

/// Why a solitaire question has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsolved {
    /// The game has no solitaire solver.
    NoSolver,
    /// The position is not a solitaire's (the game's two-player mode).
    NotSolitaire,
    /// The solver did not decide within the budget (or the position is none it judges, such as
    /// a setup stage).
    Undecided,
    /// None of the `tried` deals from number `from` on could be shown solvable.
    NoSolvableDeal { from: u64, tried: u64 },
}

/// A game's solitaire solver, which keeps what it learnt in the game's [`Evaluate::Solver`]. The
/// defaults: the game has none.
pub trait Solitaire: Evaluate<Solver: 'static> {
    /// The solver's verdict on the position, within `budget` positions, with the positions it
    /// visited.
    fn solve_solitaire(
        &self,
        _solver: &mut Self::Solver,
        _budget: u64,
    ) -> Result<(SolitaireVerdict<Self::Move>, u64), Unsolved> {
        Err(Unsolved::NoSolver)
    }

    /// Only whether the position can still reach its goal, which may be known far sooner than how
    /// far a lost position can still go, with the positions visited.
    fn decide_solitaire(&self, _solver: &mut Self::Solver, _budget: u64) -> Result<(bool, u64), Unsolved> {
        Err(Unsolved::NoSolver)
    }

    /// The first deal from this position's deal number on, under its options, that the solver
    /// shows solvable, each deal decided within `budget` positions (the daily deal).
    fn solvable_deal(&self, _budget: u64) -> Result<u64, Unsolved> {
        Err(Unsolved::NoSolver)
    }
}
