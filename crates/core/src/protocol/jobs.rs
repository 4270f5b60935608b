//! The worker's jobs besides the computer's move, for any game: the playouts benchmark, and what a
//! game's solitaire solver offers ([`Solitaire`]): its verdict on a position, whether the position
//! can still reach its goal, and the first solvable deal from a number (the daily deal).

use super::error::WorkerError;
use super::messages::{Answer, Request, Solution, Task};
use crate::ai::playout::{PLAYOUT_PLIES, random_playout};
use crate::ai::solitaire::{Solitaire, SolitaireVerdict, Unsolved};
use crate::games::GameId;
use crate::rules::Game;
use rand::Rng;
use std::any::Any;

/// Plays the request's budget of random playouts (at most a million) from its position.
pub(super) fn playouts<G: Game>(request: &Request, rng: &mut impl Rng) -> Result<Answer, WorkerError> {
    let start: G = request.read()?;
    let playouts = request.budget.min(1_000_000);
    let mut moves = Vec::new();
    let plies =
        (0..playouts).map(|_| random_playout(&mut start.clone(), rng, &mut moves, PLAYOUT_PLIES).plies as u64).sum();
    Ok(Answer::Played { playouts, plies })
}

/// The solver of the game last asked about its solitaire, kept for the next question: what its
/// table holds answers a question about the same game at once. One game is played at a time, so a
/// question about another lets it go.
#[derive(Default)]
pub(super) struct KeptSolver(Option<(GameId, Box<dyn Any>)>);

impl KeptSolver {
    /// The solver of `game`, whose positions are `G`'s: the one kept, or a new one.
    fn of<G: Solitaire>(&mut self, game: GameId) -> &mut G::Solver {
        let kept = match self.0.take() {
            Some((g, solver)) if g == game => solver,
            _ => Box::new(G::Solver::default()),
        };
        let (_, kept) = self.0.insert((game, kept));
        kept.downcast_mut().expect("a game's solver is of that game")
    }
}

/// The solver's verdict on the position asked about, its moves in notation.
pub(super) fn solve<G: Solitaire>(
    game: GameId,
    kept: &mut KeptSolver,
    request: &Request,
) -> Result<Answer, WorkerError> {
    let pos: G = request.read()?;
    let (verdict, nodes) =
        pos.solve_solitaire(kept.of::<G>(game), request.budget).map_err(|why| refusal(game, Task::Solve, why))?;
    let text = |mv: Option<G::Move>| mv.map(|mv| pos.move_text(mv));
    let solution = match verdict {
        SolitaireVerdict::Solvable { hint } => Solution::Solvable { hint: text(hint) },
        SolitaireVerdict::Lost { longest, first, exact } => Solution::Lost { longest, first: text(first), exact },
    };
    Ok(Answer::Solved { solution, nodes })
}

/// Whether the position asked about can still reach its goal.
pub(super) fn decide<G: Solitaire>(
    game: GameId,
    kept: &mut KeptSolver,
    request: &Request,
) -> Result<Answer, WorkerError> {
    let pos: G = request.read()?;
    let (solvable, nodes) =
        pos.decide_solitaire(kept.of::<G>(game), request.budget).map_err(|why| refusal(game, Task::Decide, why))?;
    Ok(Answer::Decided { solvable, nodes })
}

/// The first solvable deal from the number of the deal asked about.
pub(super) fn solvable_deal<G: Solitaire>(game: GameId, request: &Request) -> Result<Answer, WorkerError> {
    let pos: G = request.read()?;
    let number = pos.solvable_deal(request.budget).map_err(|why| refusal(game, Task::SolvableDeal, why))?;
    Ok(Answer::Deal { number })
}

/// Why `task` about `game` has no answer.
fn refusal(game: GameId, task: Task, why: Unsolved) -> WorkerError {
    match why {
        Unsolved::NoSolver => WorkerError::NoSolver { game, task },
        Unsolved::NotSolitaire => WorkerError::NotSolitaire(task),
        Unsolved::Undecided => WorkerError::Undecided,
        Unsolved::NoSolvableDeal { from, tried } => WorkerError::NoSolvableDeal { from, tried },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::testing::{ask_for, start_of};

    #[test]
    fn playouts_are_counted_with_their_moves() {
        for game in GameId::ALL {
            let reply = ask_for(Task::Playouts, game.id(), start_of(game.id()), 20);
            let Ok(Answer::Played { playouts, plies }) = reply.outcome else { panic!("{game}: {reply:?}") };
            assert!(playouts == 20 && plies >= 20, "{game}: {playouts} {plies}");
        }
    }

    #[test]
    fn a_game_without_a_solitaire_solver_says_so() {
        for task in [Task::Solve, Task::Decide, Task::SolvableDeal] {
            let why = ask_for(task, "byte", start_of("byte"), 1000).outcome.unwrap_err();
            assert_eq!(why, WorkerError::NoSolver { game: "byte".parse().unwrap(), task });
            assert_eq!(why.to_string(), format!("byte has no solver for {task:?}"));
        }
    }
}
