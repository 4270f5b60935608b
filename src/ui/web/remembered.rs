//! What the browser keeps besides the games themselves (those are in [`super::library`]): each
//! game's last new-game choices, the lessons done, and whether the welcome was put away.

use super::library;
use checkerbox_core::games::GameId;
use checkerbox_core::level::Strength;
use checkerbox_core::rules::Game;
use checkerbox_core::session::{Seat, Session};
use checkerbox_core::tutorial::LessonProgress;
use checkerbox_core::words::Words;
use serde::{Deserialize, Serialize};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn settings_key(game: GameId) -> String {
    format!("checkerbox.{game}.settings")
}

/// What the new-game dialog chose last time for a game: offered again, since most players start
/// another game alike.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct LastChoices<G: Game> {
    pub options: G::Options,
    pub seats: [Seat; 2],
}

impl<G: Game> Default for LastChoices<G> {
    /// A newcomer plays White against the computer at a middle strength.
    fn default() -> Self {
        LastChoices { options: G::Options::default(), seats: [Seat::Person, Seat::Computer(Strength::default())] }
    }
}

/// The last choices made for `game`; else those of its saved game; else the defaults.
pub fn last_choices<G: Words>(game: GameId) -> LastChoices<G> {
    let chosen = storage().and_then(|s| s.get_item(&settings_key(game)).ok()?);
    if let Some(settings) = chosen.and_then(|text| serde_json::from_str(&text).ok()) {
        return settings;
    }
    let current = library::current(game).and_then(|(_, record)| Session::<G>::from_json(&record).ok());
    match current {
        Some(s) => LastChoices { options: s.position().options(), seats: s.seats() },
        None => LastChoices::default(),
    }
}

pub fn remember<G: Game>(game: GameId, settings: &LastChoices<G>) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(settings)) {
        let _ = storage.set_item(&settings_key(game), &text);
    }
}

/// Where the tutorial's progress is kept, and whether the welcome was put away.
const PROGRESS_KEY: &str = "checkerbox.lessons";
const WELCOMED_KEY: &str = "checkerbox.welcomed";

/// The lessons finished (none where the browser keeps nothing).
pub fn progress() -> LessonProgress {
    storage().and_then(|s| s.get_item(PROGRESS_KEY).ok()?).map(|text| LessonProgress::read(&text)).unwrap_or_default()
}

/// Marks a lesson finished.
pub fn lesson_done(id: &'static str) {
    let mut progress = progress();
    progress.mark(id);
    if let Some(storage) = storage() {
        let _ = storage.set_item(PROGRESS_KEY, &progress.write());
    }
}

/// Whether the first-time visitor's welcome was put away (or a lesson or a game was begun).
pub fn welcomed() -> bool {
    storage().and_then(|s| s.get_item(WELCOMED_KEY).ok()?).is_some()
        || !progress().is_empty()
        || GameId::ALL.into_iter().any(|g| library::current(g).is_some())
        // Games of an earlier version, not yet opened, are a player's who has been here.
        || library::put_off_notice().is_some()
}

pub fn put_welcome_away() {
    if let Some(storage) = storage() {
        let _ = storage.set_item(WELCOMED_KEY, "1");
    }
}
