//! The library: every game played here, kept in the browser's local storage as it is played, each
//! under its own id (`checkerbox.games.<id>`), and for each game of the app the one in progress
//! (`checkerbox.<game>.current`). A reload, a closed tab or a new game loses nothing; the library
//! screen lists them to continue, review, export or delete.
//!
//! Storage can refuse (full, or blocked by the browser's settings): [`save`] says so, and the play
//! screen tells the player at once and offers the export, instead of losing the game on reload.
//! An entry that cannot be read is set aside under `checkerbox.unreadable.<time>`, never dropped in
//! silence; only the last [`SET_ASIDE_KEPT`] are kept, so they cannot pile up.
//!
//! Games kept by earlier versions ([`earlier`]) are read by the upgrade worker, which alone reads
//! their old shapes, and kept again here as this version keeps them ([`upgraded`]) before the app
//! starts (`super::earlier_games`).

use crate::ui::view::GameView;
use checkerbox_core::games::GameId;
use checkerbox_core::rules::Game;
use checkerbox_core::session::{RecordError, Session};
use checkerbox_core::with_game;
use std::cell::RefCell;

const PREFIX: &str = "checkerbox.games.";
/// Where versions before positions were saved as their text kept the games. Those versions cannot
/// read a record of today's, and would set it aside as unreadable in a tab still running one; so
/// today's are kept apart, under [`PREFIX`], and an entry found here is brought up to date and
/// moved there when the app starts ([`earlier`]).
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
/// (milliseconds since 1970), then the game's record (a [`checkerbox_core::session::Record`] as JSON). A
/// line of its own, not a JSON wrapper, so that the record is stored and read back as it is.
struct Stored<'a> {
    game: GameId,
    updated: u64,
    record: &'a str,
}

impl<'a> Stored<'a> {
    fn write(game: GameId, updated: u64, record: &str) -> String {
        format!("{game} {updated}\n{record}")
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
    keep(game, id, js_sys::Date::now() as u64, record, true)
}

/// Keeps `record` as the game `id` of `game`, last changed at `updated`, and, if `current`, as
/// that game's game in progress.
fn keep(game: GameId, id: &str, updated: u64, record: &str, current: bool) -> Result<(), Refused> {
    let storage = storage().ok_or(Refused)?;
    let text = Stored::write(game, updated, record);
    let write = || {
        storage.set_item(&format!("{PREFIX}{id}"), &text)?;
        if current { storage.set_item(&current_key(game), id) } else { Ok(()) }
    };
    if write().is_ok() {
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

/// The key the game `id` is kept under, and what is kept there.
fn kept(storage: &web_sys::Storage, id: &str) -> Option<(String, String)> {
    let key = format!("{PREFIX}{id}");
    storage.get_item(&key).ok().flatten().map(|text| (key, text))
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

/// A game kept by an earlier version, whose record this version reads only once the worker has
/// brought it up to date.
pub struct OldEntry {
    /// Where it is kept.
    key: String,
    pub game: GameId,
    /// Its id in the library; none for the first versions' one game of each game, kept as the
    /// game in progress (it gets an id when it is moved).
    id: Option<String>,
    updated: u64,
    /// As saved then (JSON).
    pub record: String,
}

thread_local! {
    /// Why games kept by an earlier version could not be brought up to date, with their game when
    /// it is known, until a screen has told the player ([`check`], [`list`]).
    static NOT_BROUGHT: RefCell<Vec<(Option<GameId>, String)>> = const { RefCell::new(Vec::new()) };
    /// Why they were not brought up to date at all this time ([`put_off`]).
    static PUT_OFF: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// When the game `id` was last changed, as kept under [`PREFIX`], if it is kept there.
fn updated(storage: &web_sys::Storage, id: &str) -> Option<u64> {
    let (_, text) = kept(storage, id)?;
    Stored::read(&text).ok().map(|s| s.updated)
}

/// Every game kept by an earlier version: in its library; the first versions' one game of each
/// game; and those the version before this one moved into today's library with their start as it
/// was (it rewrote a record only when it was played on), which today's reader refuses. An entry
/// whose game cannot be told is set aside at once, with its reason.
pub fn earlier() -> Vec<OldEntry> {
    let Some(storage) = storage() else { return Vec::new() };
    let mut found = Vec::new();
    for key in keys(EARLIER_PREFIX) {
        let Ok(Some(text)) = storage.get_item(&key) else { continue };
        let id = key[EARLIER_PREFIX.len()..].to_string();
        match Stored::read(&text) {
            // Kept again since under today's key, by a version that moved it and failed to remove
            // it, or beside a tab of an earlier version that went on playing it: the older of the
            // two is set aside, not dropped.
            Ok(stored) if updated(&storage, &id).is_some_and(|today| today >= stored.updated) => set_aside(&key),
            Ok(stored) => found.push(OldEntry {
                game: stored.game,
                id: Some(id),
                updated: stored.updated,
                record: stored.record.to_string(),
                key,
            }),
            Err(why) => {
                set_aside(&key);
                NOT_BROUGHT.with(|n| n.borrow_mut().push((None, why)));
            }
        }
    }
    for key in keys(PREFIX) {
        let Ok(Some(text)) = storage.get_item(&key) else { continue };
        // Every version wrote records with serde_json's compact writer, so an object start reads
        // `"start":{`: found without parsing every game kept at every start. A record damaged
        // otherwise is the library's to set aside when it reads it, as any other.
        if let Ok(stored) = Stored::read(&text)
            && stored.record.contains(r#""start":{"#)
        {
            let id = Some(key[PREFIX.len()..].to_string());
            let (game, updated, record) = (stored.game, stored.updated, stored.record.to_string());
            found.push(OldEntry { key, game, id, updated, record });
        }
    }
    for game in GameId::ALL {
        if let Ok(Some(record)) = storage.get_item(&old_key(game)) {
            let updated = js_sys::Date::now() as u64;
            found.push(OldEntry { key: old_key(game), game, id: None, updated, record });
        }
    }
    found
}

/// Keeps `earlier` as this version keeps games, its record brought up to date by the worker
/// (`Ok`), or sets it aside with the worker's reason, which the next screen tells the player
/// (the home screen, when it was a game in progress). Where the browser refuses to keep it, it
/// stays where it was, and the player is told.
pub fn upgraded(earlier: OldEntry, outcome: Result<String, String>) {
    let Some(storage) = storage() else { return };
    let current = match &earlier.id {
        Some(id) => is_current(&storage, earlier.game, id),
        None => true,
    };
    match outcome {
        Ok(record) => {
            let id = earlier.id.unwrap_or_else(new_id);
            let kept_as = format!("{PREFIX}{id}");
            // An older copy under today's key (see [`earlier`]) is set aside, not overwritten.
            if kept_as != earlier.key && kept(&storage, &id).is_some() {
                set_aside(&kept_as);
            }
            match keep(earlier.game, &id, earlier.updated, &record, current) {
                Ok(()) if kept_as != earlier.key => {
                    let _ = storage.remove_item(&earlier.key);
                }
                Ok(()) => {}
                Err(Refused) => put_off("this browser would not keep them: its storage may be full".into()),
            }
        }
        Err(why) => {
            set_aside(&earlier.key);
            NOT_BROUGHT.with(|n| n.borrow_mut().push((current.then_some(earlier.game), why)));
        }
    }
}

/// Games kept by an earlier version wait for another start: they could not be brought up to date
/// now (`why`). They are left where they are, and the home and library screens say so.
pub fn put_off(why: String) {
    PUT_OFF.with(|p| p.replace(Some(why)));
}

/// What the home and library screens say of games put off ([`put_off`]).
pub fn put_off_notice() -> Option<String> {
    PUT_OFF.with(|p| p.borrow().clone()).map(|why| {
        format!("Games kept by an earlier version of Checkerbox could not be opened this time ({why}); they are kept, and will be opened the next time it starts.")
    })
}

/// The id and record of `game`'s game in progress.
pub fn current(game: GameId) -> Option<(String, String)> {
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
    // The newest few are kept: the oldest goes while there are more (the keys end in the time
    // they were set aside), so no sort is compiled in for so few.
    let time = |k: &String| k[SET_ASIDE_PREFIX.len()..].parse::<u64>().unwrap_or(0);
    while aside.len() > SET_ASIDE_KEPT {
        let Some((oldest, _)) = aside.iter().enumerate().rev().min_by_key(|(_, k)| time(k)) else { break };
        let _ = storage.remove_item(&aside.remove(oldest));
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
    let told = NOT_BROUGHT.with(|n| n.take());
    problems.extend(
        told.into_iter().map(|(_, why)| format!("A saved game could not be read, so it was set aside: {why}.")),
    );
    problems.extend(put_off_notice());
    for key in keys(PREFIX) {
        let id = key[PREFIX.len()..].to_string();
        let Some(text) = storage.get_item(&key).ok().flatten() else { continue };
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
            // The latest played first: each goes after those played later or at the same time.
            Ok(game) => games.insert(games.partition_point(|g: &Listed| g.updated >= game.updated), game),
            Err(why) => {
                set_aside(&key);
                problems.push(format!("A saved game could not be read, so it was set aside: {why}."));
            }
        }
    }
    (games, problems)
}

/// A game in progress whose record no longer reads: set aside, so the next game can be saved; the
/// reason, for the home screen. So is one kept by an earlier version that could not be brought
/// up to date ([`upgraded`]).
pub fn check(game: GameId) -> Option<String> {
    let told = NOT_BROUGHT.with(|n| {
        let mut n = n.borrow_mut();
        n.iter().position(|(g, _)| *g == Some(game)).map(|k| n.remove(k).1)
    });
    if told.is_some() {
        return told;
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
