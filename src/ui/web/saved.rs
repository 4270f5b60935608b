//! The game in progress, kept in the browser's local storage so that a reload or a closed tab
//! loses nothing. A record that cannot be read is set aside (kept under another key), never
//! silently dropped, and the home screen says why.

use crate::rules::Game;
use crate::session::{Record, Session};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn key<G: Game>() -> String {
    format!("checkerbox.{}.game", G::info().id)
}

/// Saves the game (quietly does nothing where the browser keeps no storage).
pub fn save<G: Game>(session: &Session<G>) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(&session.record())) {
        let _ = storage.set_item(&key::<G>(), &text);
    }
}

/// The saved game, if there is one: `Err` says why it cannot be read.
pub fn load<G: Game>() -> Option<Result<Session<G>, String>> {
    let text = storage()?.get_item(&key::<G>()).ok()??;
    Some(
        serde_json::from_str::<Record<G>>(&text)
            .map_err(|e| format!("it is not a saved game ({e})"))
            .and_then(Session::from_record),
    )
}

/// Moves an unreadable record out of the way, to `….unreadable.<time>` (a new key each time, so
/// no earlier one is overwritten), so that a new game can be saved.
fn set_aside<G: Game>() {
    if let Some(storage) = storage()
        && let Ok(Some(text)) = storage.get_item(&key::<G>())
    {
        let _ = storage.set_item(&format!("{}.unreadable.{}", key::<G>(), js_sys::Date::now() as u64), &text);
        let _ = storage.remove_item(&key::<G>());
    }
}

/// What the saved game of one game looks like from the home screen.
pub enum Saved {
    None,
    /// An unfinished game, with this many moves played.
    InProgress(usize),
    /// A record that could not be read, and why; it has been set aside.
    Unreadable(String),
}

/// The moves of a game worth continuing: one that has begun and not ended.
pub fn unfinished_moves<G: Game>(session: &Session<G>) -> Option<usize> {
    (session.position().result().is_none() && !session.played().is_empty()).then(|| session.played().len())
}

/// Looks at the saved game, setting an unreadable record aside.
pub fn check<G: Game>() -> Saved {
    match load::<G>() {
        Some(Ok(s)) => unfinished_moves(&s).map_or(Saved::None, Saved::InProgress),
        None => Saved::None,
        Some(Err(why)) => {
            set_aside::<G>();
            Saved::Unreadable(why)
        }
    }
}
