//! The library: every game played here, kept in the browser's local storage as it is played, each
//! under its own id (`checkerbox.games.<id>`), and for each game of the app the one in progress
//! (`checkerbox.<game>.current`). A reload, a closed tab or a new game loses nothing; the library
//! screen lists them to continue, review, export or delete.
//!
//! Storage can refuse (full, or blocked by the browser's settings): [`save`] says so, and the play
//! screen tells the player at once and offers the export, instead of losing the game on reload.
//! An entry that cannot be read is set aside under `checkerbox.unreadable.<time>`, never dropped in
//! silence; only the last [`SET_ASIDE_KEPT`] are kept, so they cannot pile up.

use crate::games::GameId;
use crate::rules::Game;
use crate::session::{RecordError, Session};
use crate::ui::view::GameView;
use crate::with_game;

const PREFIX: &str = "checkerbox.games.";
/// Where versions before positions were saved as their text kept the games. Those versions cannot
/// read a record of today's, and would set it aside as unreadable in a tab still running one; so
/// today's are kept apart, under [`PREFIX`], and an entry found here is read and moved there the
/// next time it is saved.
const EARLIER_PREFIX: &str = "checkerbox.library.";
const SET_ASIDE_PREFIX: &str = "checkerbox.unreadable.";
/// How many unreadable entries are kept aside, newest first.
pub const SET_ASIDE_KEPT: usize = 3;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn current_key(game: GameId) -> String {
    format!("checkerbox.{game}.current")
}

/// Where the first versions kept each game's one saved game.
fn old_key(game: GameId) -> String {
    format!("checkerbox.{game}.game")
}

/// A library entry as stored: a first line with the game's id and when it last changed
/// (milliseconds since 1970), then the game's record (a [`crate::session::Record`] as JSON). A
/// line of its own, not a JSON wrapper, so that the record is stored and read back as it is.
struct Stored<'a> {
    game: GameId,
    updated: u64,
    record: &'a str,
}

impl<'a> Stored<'a> {
    fn write(game: GameId, record: &str) -> String {
        format!("{game} {}\n{record}", js_sys::Date::now() as u64)
    }

    fn read(text: &'a str) -> Result<Stored<'a>, String> {
        let damaged = || "the saved game is damaged".to_string();
        let (head, record) = text.split_once('\n').ok_or_else(damaged)?;
        let (game, updated) = head.split_once(' ').ok_or_else(damaged)?;
        let game = GameId::named(game).map_err(|e| e.to_string())?;
        // Whole milliseconds; a fraction, which no version wrote, is dropped rather than refused.
        let updated = updated.split('.').next().and_then(|ms| ms.parse().ok()).ok_or_else(damaged)?;
        Ok(Stored { game, updated, record })
    }
}

/// A new id for a game: the time and a random part, in base 36, unique enough for one browser
/// and for the friend's browser a link reaches.
pub fn new_id() -> String {
    let mut n = js_sys::Date::now() as u64 * 1_000 + (js_sys::Math::random() * 1_000.0) as u64;
    let mut id = Vec::new();
    while n > 0 {
        id.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
    }
    id.iter().rev().collect()
}

/// Why the browser would not keep a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused;

/// Keeps `record` (a session's record as JSON) as the game `id` of `game`, and makes it that game's
/// game in progress.
pub fn save(game: GameId, id: &str, record: &str) -> Result<(), Refused> {
    let storage = storage().ok_or(Refused)?;
    let text = Stored::write(game, record);
    let write = || {
        storage.set_item(&format!("{PREFIX}{id}"), &text)?;
        storage.set_item(&current_key(game), id)
    };
    if write().is_ok() {
        let _ = storage.remove_item(&format!("{EARLIER_PREFIX}{id}"));
        return Ok(());
    }
    // Full: what was set aside goes first, then one more try.
    for key in keys(SET_ASIDE_PREFIX) {
        let _ = storage.remove_item(&key);
    }
    write().map_err(|_| Refused)
}

/// Every key of local storage that begins with `prefix`.
fn keys(prefix: &str) -> Vec<String> {
    let Some(storage) = storage() else { return Vec::new() };
    let count = storage.length().unwrap_or(0);
    (0..count).filter_map(|i| storage.key(i).ok().flatten()).filter(|k| k.starts_with(prefix)).collect()
}

/// The id of every game kept, under [`PREFIX`] or where an earlier version kept it, each once.
fn ids() -> Vec<String> {
    let mut ids = Vec::new();
    for prefix in [PREFIX, EARLIER_PREFIX] {
        for key in keys(prefix) {
            let id = key[prefix.len()..].to_string();
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    ids
}

/// The key the game `id` is kept under, and what is kept there: under [`PREFIX`], or else where
/// an earlier version kept it (an earlier entry beside today's, of a game saved again since, is
/// passed over).
fn kept(storage: &web_sys::Storage, id: &str) -> Option<(String, String)> {
    [PREFIX, EARLIER_PREFIX].into_iter().find_map(|prefix| {
        let key = format!("{prefix}{id}");
        storage.get_item(&key).ok().flatten().map(|text| (key, text))
    })
}

/// The record of the game `id`, as JSON, and its game; `Err` when it is there but unreadable.
fn entry(id: &str) -> Option<Result<(GameId, String), String>> {
    let (_, text) = kept(&storage()?, id)?;
    Some(Stored::read(&text).map(|s| (s.game, s.record.to_string())))
}

/// The game `id`'s record, if the library holds it readable.
pub fn record(id: &str) -> Option<(GameId, String)> {
    entry(id)?.ok()
}

/// Moves the game saved by the first versions (one per game, no id) into the library. One that
/// cannot be read is left where it is, unless `set_aside_unreadable`: then it is set aside, and
/// the reason returned.
fn migrate(game: GameId, set_aside_unreadable: bool) -> Option<String> {
    let storage = storage()?;
    let old = storage.get_item(&old_key(game)).ok()??;
    match with_game!(game, |G| Session::<G>::from_json(&old).map(|_| ())) {
        Ok(()) => {
            if save(game, &new_id(), &old).is_ok() {
                let _ = storage.remove_item(&old_key(game));
            }
            None
        }
        Err(why) if set_aside_unreadable => {
            set_aside(&old_key(game));
            Some(why.to_string())
        }
        Err(_) => None,
    }
}

/// The id and record of `game`'s game in progress.
pub fn current(game: GameId) -> Option<(String, String)> {
    migrate(game, false);
    let id = storage()?.get_item(&current_key(game)).ok()??;
    let (_, record) = record(&id)?;
    Some((id, record))
}

fn is_current(storage: &web_sys::Storage, game: GameId, id: &str) -> bool {
    storage.get_item(&current_key(game)).ok().flatten().as_deref() == Some(id)
}

/// Forgets game `id` (and, if it was in progress, that it was).
pub fn remove(id: &str) {
    let Some(storage) = storage() else { return };
    let _ = storage.remove_item(&format!("{PREFIX}{id}"));
    let _ = storage.remove_item(&format!("{EARLIER_PREFIX}{id}"));
    for game in GameId::ALL {
        if is_current(&storage, game, id) {
            let _ = storage.remove_item(&current_key(game));
        }
    }
}

/// Moves an unreadable entry out of the library, keeping the newest few set aside.
fn set_aside(key: &str) {
    let Some(storage) = storage() else { return };
    if let Ok(Some(text)) = storage.get_item(key) {
        // Named by the time, one later for each already set aside in the same millisecond.
        let mut at = js_sys::Date::now() as u64;
        while storage.get_item(&format!("{SET_ASIDE_PREFIX}{at}")).ok().flatten().is_some() {
            at += 1;
        }
        let aside = format!("{SET_ASIDE_PREFIX}{at}");
        if storage.set_item(&aside, &text).is_err() {
            return;
        }
        let _ = storage.remove_item(key);
    }
    let mut aside = keys(SET_ASIDE_PREFIX);
    // Newest first: the keys end in the time they were set aside.
    aside.sort_by_key(|k| std::cmp::Reverse(k[SET_ASIDE_PREFIX.len()..].parse::<u64>().unwrap_or(0)));
    for old in aside.iter().skip(SET_ASIDE_KEPT) {
        let _ = storage.remove_item(old);
    }
}

/// A game of the library as its list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    pub id: String,
    pub game: GameId,
    pub updated: u64,
    /// "8x8 board"
    pub variant: String,
    /// "You (White) against the computer (hard)"
    pub players: String,
    pub moves: usize,
    /// "White wins 2–1", or whose turn it is.
    pub state: String,
    pub finished: bool,
}

fn listed<G: Game + GameView>(id: String, game: GameId, updated: u64, session: &Session<G>) -> Listed {
    let pos = session.position();
    let names = G::seat_names(pos.options());
    let seats = session.seats();
    let players = format!("{} ({}) and {} ({})", names[0], seats[0].word(), names[1], seats[1].word());
    let (state, finished) = match pos.result() {
        Some(r) => (pos.result_text(r), true),
        None => (format!("{} to move", pos.side_name(pos.to_move())), false),
    };
    let moves = session.played().iter().filter(|p| !p.forced).count();
    Listed { id, game, updated, variant: G::variant_line(pos.options()), players, moves, state, finished }
}

/// Every readable game of the library, the latest played first, and why each unreadable one was
/// set aside.
pub fn list() -> (Vec<Listed>, Vec<String>) {
    let (mut games, mut problems) = (Vec::new(), Vec::new());
    let Some(storage) = storage() else { return (games, problems) };
    for id in ids() {
        let Some((key, text)) = kept(&storage, &id) else { continue };
        let read = Stored::read(&text).map_err(RecordError::Unreadable).and_then(|stored| {
            let game = stored.game;
            with_game!(game, |G| Session::<G>::from_json(stored.record).map(|s| listed(
                id.clone(),
                game,
                stored.updated,
                &s
            )))
        });
        match read {
            // A game left before its first move is not worth listing, nor keeping, once another
            // game has taken its place.
            Ok(game) if game.moves == 0 && !is_current(&storage, game.game, &game.id) => {
                let _ = storage.remove_item(&key);
            }
            Ok(game) => games.push(game),
            Err(why) => {
                set_aside(&key);
                problems.push(format!("A saved game could not be read, so it was set aside: {why}."));
            }
        }
    }
    games.sort_by_key(|g| std::cmp::Reverse(g.updated));
    (games, problems)
}

/// A game in progress whose record no longer reads: set aside, so the next game can be saved; the
/// reason, for the home screen.
pub fn check(game: GameId) -> Option<String> {
    if let Some(why) = migrate(game, true) {
        return Some(why);
    }
    let storage = storage()?;
    let id = storage.get_item(&current_key(game)).ok()??;
    let (key, text) = kept(&storage, &id)?;
    let why = match Stored::read(&text) {
        Err(why) => why,
        Ok(stored) => match with_game!(game, |G| Session::<G>::from_json(stored.record).map(|_| ())) {
            Ok(()) => return None,
            Err(why) => why.to_string(),
        },
    };
    set_aside(&key);
    Some(why)
}
