//! Why a worker gives no answer: [`WorkerError`], whose words are what the page shows.

use super::messages::Task;
use crate::games::GameId;
use std::fmt;

/// Why a worker gives no answer to a question. Its `Display` is in the words the page shows after
/// "The solver could not answer:" or "The computer could not move:".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerError {
    /// The message is no question the worker reads, for this reason (the JSON reader's); the
    /// reply cannot name the question, so its id is 0.
    UnreadableRequest(String),
    /// The position asked about is none of its game's, for this reason (the rules').
    UnreadablePosition(String),
    /// A move was asked where the game is over.
    GameOver,
    /// A solitaire question about a game without a solitaire solver.
    NoSolver { game: GameId, task: Task },
    /// A solitaire question about a position of a two-player game.
    NotSolitaire(Task),
    /// The solver did not decide within the budget.
    Undecided,
    /// None of the `tried` deals from number `from` on could be shown solvable.
    NoSolvableDeal { from: u64, tried: u64 },
    /// An upgrade asked of the computer's worker, which does not carry the old readers.
    UpgradeElsewhere,
    /// Another question asked of the upgrade worker, which answers only upgrades.
    NotAnUpgrade(Task),
    /// A saved game not brought up to date, in the words of [`crate::session::upgraded`].
    NotUpgraded(String),
    /// Nothing was asked of [`super::Worker::answer`].
    NothingAsked,
}

impl fmt::Display for WorkerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorkerError::UnreadableRequest(why) => write!(f, "unreadable request: {why}"),
            WorkerError::UnreadablePosition(why) => write!(f, "unreadable position: {why}"),
            WorkerError::GameOver => f.write_str("the game is over"),
            WorkerError::NoSolver { game, task } => write!(f, "{game} has no solver for {task:?}"),
            WorkerError::NotSolitaire(Task::SolvableDeal) => f.write_str("only a solitaire has solvable deals"),
            WorkerError::NotSolitaire(_) => f.write_str("only a solitaire is solved"),
            WorkerError::Undecided => f.write_str("the solver could not decide in the time allowed"),
            WorkerError::NoSolvableDeal { from, tried } => {
                write!(f, "none of the {tried} deals from {from} could be shown solvable")
            }
            WorkerError::UpgradeElsewhere => {
                f.write_str("the upgrade worker brings earlier games up to date, not this one")
            }
            WorkerError::NotAnUpgrade(task) => write!(f, "the upgrade worker does not answer {task:?}"),
            WorkerError::NotUpgraded(why) => f.write_str(why),
            WorkerError::NothingAsked => f.write_str("nothing was asked"),
        }
    }
}

impl std::error::Error for WorkerError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_says_what_the_page_always_said() {
        let byte: GameId = "byte".parse().unwrap();
        let said = [
            (WorkerError::UnreadableRequest("EOF".into()), "unreadable request: EOF"),
            (WorkerError::UnreadablePosition("no board".into()), "unreadable position: no board"),
            (WorkerError::GameOver, "the game is over"),
            (WorkerError::NoSolver { game: byte, task: Task::Decide }, "byte has no solver for Decide"),
            (WorkerError::NotSolitaire(Task::Solve), "only a solitaire is solved"),
            (WorkerError::NotSolitaire(Task::Decide), "only a solitaire is solved"),
            (WorkerError::NotSolitaire(Task::SolvableDeal), "only a solitaire has solvable deals"),
            (WorkerError::Undecided, "the solver could not decide in the time allowed"),
            (
                WorkerError::NoSolvableDeal { from: 20_261_122, tried: 200 },
                "none of the 200 deals from 20261122 could be shown solvable",
            ),
            (WorkerError::UpgradeElsewhere, "the upgrade worker brings earlier games up to date, not this one"),
            (WorkerError::NotAnUpgrade(Task::Move), "the upgrade worker does not answer Move"),
            (WorkerError::NotUpgraded("the saved game is damaged (EOF)".into()), "the saved game is damaged (EOF)"),
            (WorkerError::NothingAsked, "nothing was asked"),
        ];
        for (error, words) in said {
            assert_eq!(error.to_string(), words);
        }
    }
}
