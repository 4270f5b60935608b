//! Each game's game in progress, kept in the browser's local storage so that a reload or a closed
//! tab loses nothing, and the settings of its last new game. A record that cannot be read is set
//! aside (kept under another key), never silently dropped, and the home screen says why.

use crate::ai::search::Strength;
use crate::games::GameId;
use crate::rules::Game;
use crate::session::{RecordError, Seat, Session};
use crate::tutorial::Progress;
use crate::with_game;
use serde::{Deserialize, Serialize};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Where a game's game in progress is kept (the key Byte's first saves used, so they still load).
fn key(game: GameId) -> String {
    format!("checkerbox.{game}.game")
}

fn settings_key(game: GameId) -> String {
    format!("checkerbox.{game}.settings")
}

/// Saves the game's record (quietly does nothing where the browser keeps no storage).
pub fn save(game: GameId, record: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(&key(game), record);
    }
}

/// The saved record of a game, as text.
pub fn record(game: GameId) -> Option<String> {
    storage()?.get_item(&key(game)).ok()?
}

/// The saved game, if there is one: `Err` says why it cannot be read.
pub fn load<G: Game>(game: GameId) -> Option<Result<Session<G>, RecordError>> {
    record(game).map(|text| Session::from_json(&text))
}

/// Moves an unreadable record out of the way, to `….unreadable.<time>` (a new key each time, so
/// no earlier one is overwritten), so that a new game can be saved. Where the copy cannot be
/// made (storage full), the record stays where it is: it is never dropped.
fn set_aside(game: GameId) {
    if let Some(storage) = storage()
        && let Ok(Some(text)) = storage.get_item(&key(game))
        && storage.set_item(&format!("{}.unreadable.{}", key(game), js_sys::Date::now() as u64), &text).is_ok()
    {
        let _ = storage.remove_item(&key(game));
    }
}

/// What the saved game of one game looks like from the home screen.
pub enum Saved {
    None,
    /// An unfinished game, with this many moves played.
    InProgress(usize),
    /// A record that could not be read, and why; it has been set aside.
    Unreadable(RecordError),
}

/// The moves of a game worth continuing: one that has begun and not ended.
pub fn unfinished_moves<G: Game>(session: &Session<G>) -> Option<usize> {
    (session.position().result().is_none() && !session.played().is_empty()).then(|| session.played().len())
}

/// Looks at the saved game of `game`, setting an unreadable record aside.
pub fn check(game: GameId) -> Saved {
    let saved = with_game!(game, |G| load::<G>(game).map(|s| s.map(|s| unfinished_moves(&s))));
    match saved {
        None | Some(Ok(None)) => Saved::None,
        Some(Ok(Some(moves))) => Saved::InProgress(moves),
        Some(Err(why)) => {
            set_aside(game);
            Saved::Unreadable(why)
        }
    }
}

/// What the new-game dialog chose last time for a game: offered again, since most players start
/// another game alike.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Settings<G: Game> {
    pub options: G::Options,
    pub seats: [Seat; 2],
}

impl<G: Game> Default for Settings<G> {
    /// A newcomer plays White against the computer at a middle strength.
    fn default() -> Self {
        Settings { options: G::Options::default(), seats: [Seat::Person, Seat::Computer(Strength::default())] }
    }
}

/// The last settings chosen for `game`; else those of its saved game; else the defaults.
pub fn settings<G: Game>(game: GameId) -> Settings<G> {
    let chosen = storage().and_then(|s| s.get_item(&settings_key(game)).ok()?);
    if let Some(settings) = chosen.and_then(|text| serde_json::from_str(&text).ok()) {
        return settings;
    }
    match load::<G>(game) {
        Some(Ok(s)) => Settings { options: s.position().options(), seats: s.seats() },
        _ => Settings::default(),
    }
}

pub fn remember<G: Game>(game: GameId, settings: &Settings<G>) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(settings)) {
        let _ = storage.set_item(&settings_key(game), &text);
    }
}

/// Whether `game` has a saved game, and whether it can be read.
pub fn readable(game: GameId) -> Option<bool> {
    with_game!(game, |G| load::<G>(game).map(|s| s.is_ok()))
}

/// Where the tutorial's progress is kept, and whether the welcome was put away.
const PROGRESS_KEY: &str = "checkerbox.lessons";
const WELCOMED_KEY: &str = "checkerbox.welcomed";

/// The lessons finished (none where the browser keeps nothing).
pub fn progress() -> Progress {
    storage().and_then(|s| s.get_item(PROGRESS_KEY).ok()?).map(|text| Progress::read(&text)).unwrap_or_default()
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
        || GameId::ALL.into_iter().any(|g| record(g).is_some())
}

pub fn put_welcome_away() {
    if let Some(storage) = storage() {
        let _ = storage.set_item(WELCOMED_KEY, "1");
    }
}
