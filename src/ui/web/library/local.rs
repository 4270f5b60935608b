//! Games kept in local storage by the versions before the database, or by a page that left
//! before its last writes landed ([`rescue`]), moved over to it as the app starts: today's
//! records at once ([`move_over`]); older shapes once the upgrade worker has brought them up to
//! date ([`earlier`], [`upgraded`], run by `super::super::earlier_games`).
//! A local storage entry is removed only once the database has given its copy back; one that
//! cannot be read is set aside under `checkerbox.unreadable.<time>`, never dropped in silence.

use super::SET_ASIDE_KEPT;
use crate::ui::library::{Kept, read_local, write_local};
use checkerbox_core::games::GameId;
use std::cell::RefCell;

/// Where the versions before the database kept each game, by its id.
const PREFIX: &str = "checkerbox.games.";
/// Where versions before positions were saved as their text kept the games.
const EARLIER_PREFIX: &str = "checkerbox.library.";
const SET_ASIDE_PREFIX: &str = "checkerbox.unreadable.";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Where those versions kept the id of each game's game in progress.
fn current_key(game: GameId) -> String {
    format!("checkerbox.{game}.current")
}

/// Where the first versions kept each game's one saved game.
fn old_key(game: GameId) -> String {
    format!("checkerbox.{game}.game")
}

/// Every key of local storage that begins with `prefix`.
fn keys(prefix: &str) -> Vec<String> {
    let Some(storage) = storage() else { return Vec::new() };
    let count = storage.length().unwrap_or(0);
    (0..count).filter_map(|i| storage.key(i).ok().flatten()).filter(|k| k.starts_with(prefix)).collect()
}

fn is_current(storage: &web_sys::Storage, game: GameId, id: &str) -> bool {
    storage.get_item(&current_key(game)).ok().flatten().as_deref() == Some(id)
}

/// Every version wrote records with serde_json's compact writer, so a start saved as an object
/// (the shapes before positions were saved as their text) reads `"start":{`: those are the
/// upgrade worker's to bring up to date.
fn is_old_shape(record: &str) -> bool {
    record.contains(r#""start":{"#)
}

/// Moves today's games from local storage into the database, each removed from local storage
/// once the database gives it back, and with them which game is in progress. One the database
/// already holds as recently changed is only removed.
pub fn move_over() {
    let Some(storage) = storage() else { return };
    for key in keys(PREFIX) {
        let Ok(Some(text)) = storage.get_item(&key) else { continue };
        let (game, updated, record) = match read_local(&text) {
            Ok(read) => read,
            Err(why) => {
                set_aside(&key);
                NOT_BROUGHT.with(|n| n.borrow_mut().push((None, why)));
                continue;
            }
        };
        if is_old_shape(record) {
            continue;
        }
        let id = key[PREFIX.len()..].to_string();
        let current = is_current(&storage, game, &id);
        if super::updated(&id).is_some_and(|here| here >= updated) {
            let _ = storage.remove_item(&key);
            continue;
        }
        move_to_library(key, id, Kept { game, updated, revision: 0, record: record.to_string() }, current);
    }
}

/// Puts `games` (id, state, whether in progress), whose latest states the database may not
/// hold, in local storage, which writes at once: the page is leaving (closed, reloaded or gone
/// elsewhere), and a write still in flight may never land. The next start moves each over
/// where the database's copy is older ([`move_over`]), and removes it where not.
pub fn rescue(games: &[(&str, &Kept, bool)]) {
    let Some(storage) = storage() else { return };
    for (id, kept, current) in games {
        if storage.set_item(&format!("{PREFIX}{id}"), &write_local(kept)).is_ok() && *current {
            let _ = storage.set_item(&current_key(kept.game), id);
        }
    }
}

/// Keeps `kept`, found under `key`, in the library as the game `id` (its game's game in progress
/// if `current`), and removes it from local storage, and which game was in progress with it,
/// once the database gives it back.
fn move_to_library(key: String, id: String, kept: Kept, current: bool) {
    let game = kept.game;
    super::adopt(id, kept, current, move |verified| {
        if verified && let Some(storage) = storage() {
            let _ = storage.remove_item(&key);
            if current {
                let _ = storage.remove_item(&current_key(game));
            }
        }
    });
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
    /// it is known, until a screen has told the player ([`told_of`], [`told`]).
    static NOT_BROUGHT: RefCell<Vec<(Option<GameId>, String)>> = const { RefCell::new(Vec::new()) };
    /// Why they were not brought up to date at all this time ([`put_off`]).
    static PUT_OFF: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Every game kept by an earlier version: in its library; the first versions' one game of each
/// game; and those kept with their start as it was under today's prefix by the version before
/// positions were texts. An entry whose game cannot be told is set aside at once, with its reason.
pub fn earlier() -> Vec<OldEntry> {
    let Some(storage) = storage() else { return Vec::new() };
    let mut found = Vec::new();
    for key in keys(EARLIER_PREFIX) {
        let Ok(Some(text)) = storage.get_item(&key) else { continue };
        let id = key[EARLIER_PREFIX.len()..].to_string();
        match read_local(&text) {
            // Kept again since in the library, by a version that moved it and failed to remove
            // it, or beside a tab of an earlier version that went on playing it: the older of the
            // two is set aside, not dropped.
            Ok((_, updated, _)) if super::updated(&id).is_some_and(|today| today >= updated) => set_aside(&key),
            Ok((game, updated, record)) => {
                found.push(OldEntry { game, id: Some(id), updated, record: record.to_string(), key })
            }
            Err(why) => {
                set_aside(&key);
                NOT_BROUGHT.with(|n| n.borrow_mut().push((None, why)));
            }
        }
    }
    for key in keys(PREFIX) {
        let Ok(Some(text)) = storage.get_item(&key) else { continue };
        if let Ok((game, updated, record)) = read_local(&text)
            && is_old_shape(record)
        {
            let id = Some(key[PREFIX.len()..].to_string());
            found.push(OldEntry { key, game, id, updated, record: record.to_string() });
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

/// Keeps `earlier` in the library, its record brought up to date by the worker (`Ok`), and
/// removes it from local storage once the database gives it back; or sets it aside with the
/// worker's reason, which the next screen tells the player (the home screen, when it was a game
/// in progress).
pub fn upgraded(earlier: OldEntry, outcome: Result<String, String>) {
    let Some(storage) = storage() else { return };
    let current = match &earlier.id {
        Some(id) => is_current(&storage, earlier.game, id),
        None => true,
    };
    match outcome {
        Ok(record) => {
            let id = earlier.id.unwrap_or_else(super::new_id);
            let kept = Kept { game: earlier.game, updated: earlier.updated, revision: 0, record };
            move_to_library(earlier.key, id, kept, current);
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

/// Why games of an earlier version were set aside, each said once, and the notice of those put
/// off: for the library screen.
pub fn told() -> Vec<String> {
    let told = NOT_BROUGHT.with(|n| n.take());
    let mut said: Vec<String> = told
        .into_iter()
        .map(|(_, why)| format!("A saved game could not be read, so it was set aside: {why}."))
        .collect();
    said.extend(put_off_notice());
    said
}

/// Where the reasons not yet said go with the player to the next page of this tab (the study
/// page), for this tab's session only.
const UNTOLD: &str = "checkerbox.untold";

/// Hands the reasons not yet said ([`told`]) to the next page of this tab.
pub fn hand_over() {
    let untold = NOT_BROUGHT.with(|n| n.take());
    if untold.is_empty() {
        return;
    }
    let lines: Vec<String> = untold
        .iter()
        .map(|(game, why)| format!("{}\t{}", game.map(|g| g.to_string()).unwrap_or_default(), why.replace('\n', " ")))
        .collect();
    if let Some(session) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = session.set_item(UNTOLD, &lines.join("\n"));
    }
}

/// Takes up the reasons an earlier page of this tab handed over ([`hand_over`]).
pub fn take_over() {
    let Some(session) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) else { return };
    if let Ok(Some(text)) = session.get_item(UNTOLD) {
        let _ = session.remove_item(UNTOLD);
        let handed = text
            .lines()
            .filter_map(|line| line.split_once('\t'))
            .map(|(game, why)| (game.parse().ok(), why.to_string()));
        NOT_BROUGHT.with(|n| n.borrow_mut().extend(handed));
    }
}

/// Why `game`'s game in progress, kept by an earlier version, was set aside: said once.
pub fn told_of(game: GameId) -> Option<String> {
    NOT_BROUGHT.with(|n| {
        let mut n = n.borrow_mut();
        n.iter().position(|(g, _)| *g == Some(game)).map(|k| n.remove(k).1)
    })
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
