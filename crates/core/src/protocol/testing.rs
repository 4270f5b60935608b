//! A worker for the protocol's tests, and the questions they ask it.

use super::messages::{Reply, Task};
use super::worker::{Host, Worker};
use crate::games::GameId;
use crate::rules::Game;
use crate::with_game;
use rand::SeedableRng;
use rand::rngs::SmallRng;

thread_local! {
    /// What the worker sent before its answers.
    pub static POSTED: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A worker that keeps what it sends before its answers in [`POSTED`].
pub fn worker() -> Worker {
    Worker::new(Host {
        now: crate::ai::clock::native_now,
        post: |text| POSTED.with(|p| p.borrow_mut().push(text.into())),
    })
}

/// `task` about `position` of `game` (a text id, which may name no game), answered whole by a new
/// worker.
pub fn ask_for(task: Task, game: &str, position: String, budget: u64) -> Reply {
    let request = serde_json::json!({"id": 7, "game": game, "position": position, "budget": budget, "task": task});
    worker().answer(&request.to_string(), &mut SmallRng::seed_from_u64(1))
}

/// The plain search's move in `position` of `game`.
pub fn ask(game: &str, position: String) -> Reply {
    ask_for(Task::Move, game, position, 20_000)
}

/// The start of `game` (its text id), with the default options.
pub fn start_of(game: &str) -> String {
    let game: GameId = game.parse().unwrap();
    with_game!(game, |G| G::new_game(Default::default()).position_text())
}

/// Whether `mv` is legal in `position` of `game`.
pub fn legal(game: &str, position: &str, mv: &str) -> bool {
    let game: GameId = game.parse().unwrap();
    with_game!(game, |G| G::from_position_text(position).is_ok_and(|pos| pos.parse_move(mv).is_ok()))
}
