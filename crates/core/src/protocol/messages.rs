//! What the page asks a worker and what it answers: a [`Request`], and a [`Reply`] that carries
//! an [`Answer`] to its [`Task`], or says why it cannot ([`WorkerError`]); the page reads the
//! reply as a [`PageReply`], the error in words. All cross as JSON.

use super::error::WorkerError;
use crate::ai::score::Score;
use crate::games::GameId;
use crate::level::Strength;
use crate::rules::Game;
use serde::{Deserialize, Serialize};

/// What the worker says once it listens: messages sent before that could be lost, so the page
/// holds its question until it hears this.
pub const READY: &str = "ready";

/// The page's word for "drop the question in hand": the worker stops thinking it over, and keeps
/// what it learnt.
pub const STOP: &str = "stop";

/// What the page wants done with a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Task {
    /// "What would you play?"
    #[default]
    Move,
    /// Sight Reduction's solitaire: "can this still reach its goal, and how?"
    Solve,
    /// Sight Reduction's solitaire: only "can this still reach its goal?", which may be answered
    /// far sooner than how far a lost position can still go.
    Decide,
    /// Sight Reduction's solitaire: "which is the first deal from this one's number on that can
    /// be solved under its rules?"
    SolvableDeal,
    /// A benchmark of the rules' speed where the worker runs: `budget` random playouts from the
    /// position (`node tools/wasm-speed.mjs` compares it with native).
    Playouts,
    /// A game's review: the move of the plain search within `budget` positions, as for a move,
    /// and whether it is the only one that holds (every other move was found to lose).
    Review,
    /// An analysis board's question: the best few moves, each with the worth of the position it
    /// leads to and the line expected after it, `budget` shared among all the moves.
    Analyse,
    /// A game kept by an earlier version (`position` is its saved record), as this version keeps
    /// it ([`crate::session::upgraded`]). Asked of the upgrade worker ([`super::upgrade()`]), the only
    /// code that reads the old saved shapes: neither the page, which everyone loads first, nor
    /// the computer's worker carries them.
    Upgrade,
}

/// The page asks a question about a position of a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u64,
    /// The game, sent as its text id.
    pub game: GameId,
    /// The position's text ([`crate::rules::Game::position_text`]); for [`Task::Upgrade`], the
    /// saved game's record (JSON).
    pub position: String,
    /// Positions the search (or the solver, per deal) may visit, when no level is given.
    pub budget: u64,
    /// Older pages asked only for moves.
    #[serde(default)]
    pub task: Task,
    /// For a move: the level that plays it, whose player and limit then replace `budget`.
    #[serde(default)]
    pub level: Option<Strength>,
    /// The master level's thinking time (default [`crate::level::MASTER_MS`]).
    #[serde(default)]
    pub ms: Option<u32>,
}

impl Request {
    /// The level on the clock a move is asked of, if it is: the worker thinks such a move over a
    /// slice at a time, so that it can be dropped without stopping the worker.
    pub fn sliced(&self) -> Option<Strength> {
        self.level.filter(|level| self.task == Task::Move && level.budget().is_none())
    }

    /// The position it asks about, of game `G`.
    pub(super) fn read<G: Game>(&self) -> Result<G, WorkerError> {
        G::from_position_text(&self.position).map_err(|e| WorkerError::UnreadablePosition(e.to_string()))
    }
}

/// The worker answers, or says why it cannot. It crosses as one flat object (the `wire` module).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "super::wire::TypedWire", try_from = "super::wire::TypedWire")]
pub struct Reply {
    pub id: u64,
    pub outcome: Result<Answer, WorkerError>,
}

/// A [`Reply`] as the page reads it: the answer, or why there is none in words (the worker's, or
/// the page's own when the worker fails it). Read from the same JSON by a reader of what the page
/// needs only, not of the error's details.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "super::wire::Wire")]
pub struct PageReply {
    pub id: u64,
    pub outcome: Result<Answer, String>,
}

/// An answer to each [`Task`].
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// A move and how hard the computer looked for it.
    Move {
        /// The move in the game's notation.
        text: String,
        /// Deepest full search, in plies (0 when the move was proven to win).
        depth: u32,
        /// Positions visited.
        nodes: u64,
        /// The solver proved that this move wins, whatever the opponent does.
        proven: bool,
        /// The position's worth to the side to move, as the search saw it; `None` from a player
        /// that does not score positions.
        score: Option<Score>,
        /// The moves it expects, this one first, in the game's notation.
        line: Vec<String>,
        /// Asked for a review: every other move was found to lose, where this one does not.
        only: bool,
    },
    /// Not an answer yet: how the thinking goes, sent after each completed iteration of a search
    /// on the clock.
    Thinking { depth: u32, score: Score, nodes: u64 },
    /// The solver's verdict on a solitaire position.
    Solved { solution: Solution, nodes: u64 },
    /// Whether a solitaire position can still reach its goal.
    Decided { solvable: bool, nodes: u64 },
    /// The first solvable deal's number.
    Deal { number: u64 },
    /// Random playouts played, and the moves they made in all.
    Played { playouts: u64, plies: u64 },
    /// The saved game, as this version saves it.
    Upgraded { record: String },
    /// The best moves, best first ([`TOP_MOVES`] at most), and the positions visited.
    Top { moves: Vec<Ranked>, nodes: u64 },
}

/// How many moves an analysis tells of.
pub const TOP_MOVES: usize = 3;

/// A move as an analysis ranks it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// The move, and the moves expected after it, in the game's notation.
    pub line: Vec<String>,
    /// The position's worth with this move, to the side to move.
    pub score: Score,
}

/// A solitaire position's fate, moves in the game's notation.
#[derive(Clone, Debug, PartialEq)]
pub enum Solution {
    /// The goal can still be reached; `hint` keeps it reachable (none once it is reached).
    Solvable { hint: Option<String> },
    /// It cannot: at most `longest` more checkers can go, the first of them by `first`; when
    /// not `exact`, at least that many (the solver's allowance for the longest line ran out).
    Lost { longest: u32, first: Option<String>, exact: bool },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_names_its_game_by_its_id_as_it_always_did() {
        for game in GameId::ALL {
            let id = game.id();
            let sent = format!(
                r#"{{"id":3,"game":"{id}","position":"a position","budget":100,"task":"solvable-deal","level":"Master","ms":500}}"#
            );
            let request: Request = serde_json::from_str(&sent).unwrap();
            assert_eq!((request.game, request.task, request.level), (game, Task::SolvableDeal, Some(Strength::Master)));
            assert_eq!(serde_json::to_string(&request).unwrap(), sent);
            // As the first pages asked, only for moves.
            let first = format!(r#"{{"id":3,"game":"{id}","position":"a position","budget":100}}"#);
            let request: Request = serde_json::from_str(&first).unwrap();
            assert_eq!((request.game, request.task, request.level, request.ms), (game, Task::Move, None, None));
        }
    }

    #[test]
    fn a_request_for_a_game_checkerbox_does_not_have_is_refused_in_words() {
        let chess = r#"{"id":3,"game":"chess","position":"","budget":100}"#;
        let why = serde_json::from_str::<Request>(chess).unwrap_err().to_string();
        assert!(why.starts_with("Checkerbox has no game called \u{201c}chess\u{201d}"), "{why}");
    }
}
