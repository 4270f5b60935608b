//! The study's rooms: the lessons, the library, and on the play screen the review, learning from
//! mistakes, the analysis board and the position editor; with them the new-game dialog and the
//! settings, which a visitor opening a game's link does not need.
//!
//! The app is built as two pages: the play page (`index.html`, `src/main.rs`), which a visitor
//! loads first and which leaves these rooms out so that its wasm is small, and the study page
//! (`study.html`, `src/bin/study.rs`), the whole app. Each starts the root with the rooms it
//! holds (`super::app::start_play`, `start_study`);
//! on the play page, a way into one loads the study page at that room's address
//! ([`super::nav::Nav::visit_study`]), which the service worker has fetched after the first board.

use super::play_context::PlayContext;
use super::reviewer::Reviewer;
use checkerbox_core::games::GameId;
use leptos::prelude::*;

/// The study's rooms, each made by a plain function, so that a page that holds none carries none
/// of their code.
#[derive(Clone, Copy)]
pub struct Rooms {
    /// A lesson of a game's tutorial.
    pub lesson: fn(GameId, usize) -> AnyView,
    /// Every game played here.
    pub library: fn() -> AnyView,
    /// The play screen's reviewer of its game.
    pub reviewer: fn(&PlayContext) -> Reviewer,
    /// The boards set in the game's board's place: practice, analysis, the editor.
    pub boards: fn() -> AnyView,
    /// The review's panel beside the board.
    pub panel: fn(Reviewer) -> AnyView,
    /// The new-game dialog of a game.
    pub new_game: fn(GameId) -> AnyView,
    /// The settings dialog.
    pub settings: fn() -> AnyView,
}

/// The rooms this page holds, if any (provided by the root).
#[derive(Clone, Copy)]
pub struct Study(pub Option<Rooms>);

/// The rooms this page holds, if any.
pub fn rooms() -> Option<Rooms> {
    use_context::<Study>().and_then(|study| study.0)
}
