//! The library: every game played here, kept in the browser's database ([`idb`]) as it is
//! played, one record per game, each change written in a transaction of its own that checks the
//! game's revision ([`crate::ui::library`]); and for each game of the app, the one in progress.
//! A reload, a closed tab or a new game loses nothing; the library screen lists them to continue,
//! review, export or delete.
//!
//! The tab reads the whole library once as the app starts and then keeps its copy up to date, so
//! screens read it at once; other tabs' changes come as news ([`tabs`]). Where a write fails
//! (storage full or turned off) the game stays in memory and [`Signals::refused`] says why, for
//! the play screen to tell the player. Games kept in local storage by earlier versions move over
//! as the app starts ([`local`]).

mod idb;
mod local;
mod space;
mod tabs;

pub use local::{OldEntry, earlier, hand_over, put_off, put_off_notice, upgraded};
pub use space::space;

use crate::ui::library::{Arrival, Kept, Library, Write, WriteError, check_base, is_full};
use crate::ui::view::GameView;
use checkerbox_core::games::GameId;
use checkerbox_core::rules::Game;
use checkerbox_core::session::Session;
use checkerbox_core::with_game;
use idb::{ASIDE, CURRENT, Failure, GAMES};
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::*;
use web_sys::IdbDatabase;

/// How many unreadable entries are kept aside, newest first.
pub const SET_ASIDE_KEPT: usize = 3;

/// What screens follow of the library.
#[derive(Clone, Copy)]
pub struct Signals {
    /// The last game this tab followed to a newer state stored by another tab.
    pub news: RwSignal<Option<News>>,
    /// Why the last write failed, until one succeeds.
    pub refused: RwSignal<Option<WriteError>>,
    /// Counts every change of the library, for its screen to list it again.
    pub changed: RwSignal<u32>,
}

/// A game followed to its newer stored state.
#[derive(Clone, Debug, PartialEq)]
pub struct News {
    pub id: String,
    pub game: GameId,
    pub record: String,
    /// This tab's own move was refused, as made on an older state.
    pub refused_here: bool,
}

#[derive(Default)]
struct State {
    db: Option<IdbDatabase>,
    library: Library,
    /// Whether the browser was asked to keep the library for good, this time.
    asked_to_persist: bool,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::default());
    // Made outside any owner ([`open`]), so they live as long as the page.
    static SIGNALS: Signals = Signals {
        news: RwSignal::new(None),
        refused: RwSignal::new(None),
        changed: RwSignal::new(0),
    };
}

fn with<R>(f: impl FnOnce(&mut State) -> R) -> R {
    STATE.with(|s| f(&mut s.borrow_mut()))
}

pub fn signals() -> Signals {
    SIGNALS.with(|s| *s)
}

fn db() -> Option<IdbDatabase> {
    with(|s| s.db.clone())
}

/// The database, or why there is none.
fn database() -> Result<IdbDatabase, Failure> {
    db().ok_or(Failure { name: "NotSupported".into(), code: 0 })
}

/// The time now, in milliseconds since 1970.
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// Opens the database and reads the library, moving games kept in local storage by the version
/// before over to it; where the browser has no database for the page, the library lives in
/// memory and every write says so.
pub async fn open() {
    // Made here, before the app is mounted, so that no screen owns them (and disposes of them).
    signals();
    let db = idb::open().await.ok();
    let (games, current) = match &db {
        Some(db) => load(db).await.unwrap_or_default(),
        None => Default::default(),
    };
    with(|s| {
        s.library = Library::load(games, current);
        s.db = db;
    });
    local::take_over();
    local::move_over();
    tabs::listen();
    rescue_when_leaving();
}

/// Has the page, as it leaves, put the games whose writes have not landed in local storage
/// ([`local::rescue`]): a move made just before the tab is closed is not lost.
fn rescue_when_leaving() {
    let Some(window) = web_sys::window() else { return };
    let leaving = Closure::<dyn Fn()>::new(|| with(|s| local::rescue(&s.library.unsettled())));
    let _ = window.add_event_listener_with_callback("pagehide", leaving.as_ref().unchecked_ref());
    leaving.forget();
}

/// Every game stored, and each game's game in progress; a record that does not read as a game is
/// set aside.
async fn load(db: &IdbDatabase) -> Result<(Vec<(String, Kept)>, Vec<(GameId, String)>), Failure> {
    let tx = idb::transaction(db, &[GAMES, CURRENT], false)?;
    let fail = Failure::thrown;
    let all = idb::done(tx.object_store(GAMES).map_err(fail)?.get_all().map_err(fail)?).await?;
    let currents = idb::done(tx.object_store(CURRENT).map_err(fail)?.get_all().map_err(fail)?).await?;
    let mut games = Vec::new();
    for value in js_sys::Array::from(&all).iter() {
        match idb::from_js(&value) {
            (Some(id), Some(kept)) => games.push((id, kept)),
            (Some(id), None) => set_aside_stored(id),
            (None, _) => {}
        }
    }
    let current = js_sys::Array::from(&currents).iter().filter_map(|v| idb::current_from_js(&v)).collect();
    Ok((games, current))
}

/// A new id for a game: the time and a random part, in base 36, unique enough for one browser
/// and for the friend's browser a link reaches.
pub fn new_id() -> String {
    let mut n = now() * 1_000 + (js_sys::Math::random() * 1_000.0) as u64;
    let mut id = Vec::new();
    while n > 0 {
        id.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
    }
    id.iter().rev().collect()
}

/// Keeps `record` (a session's record as JSON) as the game `id` of `game`, and makes it that
/// game's game in progress: at once in this tab, and in the database as soon as the write before
/// it is done. Where `id` is another game's, nothing is written, and the page says this game is
/// not kept.
pub fn save(game: GameId, id: &str, record: &str) {
    match with(|s| s.library.change(game, id, record.to_string(), now())) {
        Ok(Some(write)) => wasm_bindgen_futures::spawn_local(write_all(write)),
        Ok(None) => {}
        Err(why) => signals().refused.set(Some(why)),
    }
}

/// Makes `write`, then the writes of the same game that waited for it.
async fn write_all(mut write: Write) {
    let signals = signals();
    loop {
        let outcome = match db() {
            Some(db) => store(&db, &write).await,
            None => Err(WriteError::Refused("no database".into())),
        };
        let next = with(|s| s.library.written(&write.id, &outcome));
        match outcome {
            Ok(()) => {
                signals.refused.set(None);
                tabs::tell(&write.id);
                if write.kept.revision >= 2 && !with(|s| std::mem::replace(&mut s.asked_to_persist, true)) {
                    space::ask_to_persist();
                }
            }
            Err(WriteError::Stale) => follow(&write.id, true).await,
            Err(why) => signals.refused.set(Some(why)),
        }
        signals.changed.update(|n| *n += 1);
        match next {
            Some(next) => write = next,
            None => return,
        }
    }
}

fn write_error(failure: Failure) -> WriteError {
    if is_full(&failure.name, failure.code) { WriteError::Full } else { WriteError::Refused(failure.name) }
}

/// Writes `write` in one transaction, if the game is still stored at the revision it was made on.
async fn store(db: &IdbDatabase, write: &Write) -> Result<(), WriteError> {
    let refused = |e: JsValue| write_error(Failure::thrown(e));
    let tx = idb::transaction(db, &[GAMES, CURRENT], true).map_err(write_error)?;
    let games = tx.object_store(GAMES).map_err(refused)?;
    let stored = idb::done(games.get(&JsValue::from_str(&write.id)).map_err(refused)?).await.map_err(write_error)?;
    let revision = idb::from_js(&stored).1.map(|k| k.revision);
    if let Err(stale) = check_base(revision, write.base) {
        let _ = tx.abort();
        return Err(stale);
    }
    games.put(&idb::to_js(&write.id, &write.kept)).map_err(refused)?;
    if write.current {
        let current = tx.object_store(CURRENT).map_err(refused)?;
        current.put(&idb::current_to_js(write.kept.game, &write.id)).map_err(refused)?;
    }
    idb::committed(&tx).await.map_err(write_error)
}

/// The game `id` as stored now (`None`: not stored).
async fn read(id: &str) -> Result<Option<Kept>, Failure> {
    let db = database()?;
    let tx = idb::transaction(&db, &[GAMES], false)?;
    let fail = Failure::thrown;
    let value = idb::done(tx.object_store(GAMES).map_err(fail)?.get(&JsValue::from_str(id)).map_err(fail)?).await?;
    Ok(idb::from_js(&value).1)
}

/// Reads the game `id` as stored, after another tab changed it or a write of this tab's was
/// refused as made on an older state (`refused_here`), and follows it.
async fn follow(id: &str, refused_here: bool) {
    let Ok(stored) = read(id).await else { return };
    let arrival = with(|s| s.library.arrived(id, stored.clone()));
    let signals = signals();
    if let (Arrival::Followed, Some(kept)) = (arrival, stored) {
        signals.news.set(Some(News { id: id.to_string(), game: kept.game, record: kept.record, refused_here }));
    }
    if arrival != Arrival::Unchanged {
        signals.changed.update(|n| *n += 1);
    }
}

/// When the game `id` last changed, if the library holds it.
pub fn updated(id: &str) -> Option<u64> {
    with(|s| s.library.get(id).map(|k| k.updated))
}

/// Keeps `kept`, a game moved over from local storage, as the game `id` (and as its game's game in
/// progress if `current`): in this tab's library at once, then in the database; `then` is told
/// whether the database gave it back as written, before which local storage keeps its copy.
fn adopt(id: String, kept: Kept, current: bool, then: impl FnOnce(bool) + 'static) {
    let base = with(|s| s.library.get(&id).map(|k| k.revision)).unwrap_or(0);
    let kept = Kept { revision: base + 1, ..kept };
    with(|s| {
        s.library.arrived(&id, Some(kept.clone()));
        if current {
            s.library.make_current(kept.game, &id);
        }
    });
    wasm_bindgen_futures::spawn_local(async move {
        let record = kept.record.clone();
        let write = Write { id, kept, base, current };
        let stored = match db() {
            Some(db) => store(&db, &write).await.is_ok(),
            None => false,
        };
        then(stored && read(&write.id).await.ok().flatten().is_some_and(|k| k.record == record));
    });
}

/// The game `id`'s record, if the library holds it.
pub fn record(id: &str) -> Option<(GameId, String)> {
    with(|s| s.library.get(id).map(|k| (k.game, k.record.clone())))
}

/// The id and record of `game`'s game in progress.
pub fn current(game: GameId) -> Option<(String, String)> {
    with(|s| {
        let id = s.library.current(game)?;
        Some((id.to_string(), s.library.get(id)?.record.clone()))
    })
}

/// How many games the library holds.
pub fn count() -> usize {
    with(|s| s.library.len())
}

/// Forgets the games `ids` (and, for each in progress, that it was), here and in the database.
pub fn remove(ids: &[&str]) {
    with(|s| ids.iter().for_each(|id| s.library.remove(id)));
    signals().changed.update(|n| *n += 1);
    let ids: Vec<String> = ids.iter().map(|s| s.to_string()).collect();
    wasm_bindgen_futures::spawn_local(async move {
        if delete(&ids).await.is_ok() {
            ids.iter().for_each(|id| tabs::tell(id));
        }
    });
}

async fn delete(ids: &[String]) -> Result<(), Failure> {
    let db = database()?;
    let tx = idb::transaction(&db, &[GAMES, CURRENT], true)?;
    let fail = Failure::thrown;
    let games = tx.object_store(GAMES).map_err(fail)?;
    let current = tx.object_store(CURRENT).map_err(fail)?;
    for id in ids {
        games.delete(&JsValue::from_str(id)).map_err(fail)?;
    }
    let currents = idb::done(current.get_all().map_err(fail)?).await?;
    for (game, id) in js_sys::Array::from(&currents).iter().filter_map(|v| idb::current_from_js(&v)) {
        if ids.contains(&id) {
            current.delete(&game.id().into()).map_err(fail)?;
        }
    }
    idb::committed(&tx).await
}

/// Moves a game whose record does not read out of the library, keeping the newest few set aside.
fn set_aside_stored(id: String) {
    with(|s| s.library.remove(&id));
    wasm_bindgen_futures::spawn_local(async move {
        let _ = move_aside(&id).await;
    });
}

async fn move_aside(id: &str) -> Result<(), Failure> {
    let db = database()?;
    let tx = idb::transaction(&db, &[GAMES, ASIDE], true)?;
    let fail = Failure::thrown;
    let (games, aside) = (tx.object_store(GAMES).map_err(fail)?, tx.object_store(ASIDE).map_err(fail)?);
    let value = idb::done(games.get(&JsValue::from_str(id)).map_err(fail)?).await?;
    // The time, as a number (a u64 would be a BigInt, which is no key), and a random fraction, so
    // that two set aside in one millisecond do not share a key.
    let at = js_sys::Date::now() + js_sys::Math::random();
    aside.put_with_key(&value, &JsValue::from_f64(at)).map_err(fail)?;
    games.delete(&JsValue::from_str(id)).map_err(fail)?;
    let keys = js_sys::Array::from(&idb::done(aside.get_all_keys().map_err(fail)?).await?);
    // Keys are times, in order: the oldest go.
    for key in keys.iter().take((keys.length() as usize).saturating_sub(SET_ASIDE_KEPT)) {
        aside.delete(&key).map_err(fail)?;
    }
    idb::committed(&tx).await
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
    let (state, finished) = match session.result_text() {
        Some(said) => (said, true),
        None => (format!("{} to move", pos.side_name(pos.to_move())), false),
    };
    let moves = session.played().iter().filter(|p| !p.forced).count();
    Listed { id, game, updated, variant: G::variant_line(pos.options()), players, moves, state, finished }
}

/// Every readable game of the library, the latest played first, and why each unreadable one was
/// set aside.
pub fn list() -> (Vec<Listed>, Vec<String>) {
    let mut problems = local::told();
    let kept: Vec<(String, Kept, bool)> =
        with(|s| s.library.games().map(|(id, k)| (id.to_string(), k.clone(), s.library.is_current(id))).collect());
    let mut games = Vec::with_capacity(kept.len());
    let mut empty = Vec::new();
    for (id, kept, current) in kept {
        let game = kept.game;
        let read = with_game!(game, |G| Session::<G>::from_json(&kept.record).map(|s| listed(
            id.clone(),
            game,
            kept.updated,
            &s
        )));
        match read {
            // A game left before its first move is not worth listing, nor keeping, once another
            // game has taken its place.
            Ok(listed) if listed.moves == 0 && !current => empty.push(id),
            // The latest played first: each goes after those played later or at the same time.
            Ok(listed) => games.insert(games.partition_point(|g: &Listed| g.updated >= listed.updated), listed),
            Err(why) => {
                set_aside_stored(id);
                problems.push(format!("A saved game could not be read, so it was set aside: {why}."));
            }
        }
    }
    if !empty.is_empty() {
        with(|s| empty.iter().for_each(|id| s.library.remove(id)));
        wasm_bindgen_futures::spawn_local(async move {
            let _ = delete(&empty).await;
        });
    }
    (games, problems)
}

/// A game in progress whose record no longer reads: set aside, so the next game can be saved; the
/// reason, for the home screen. So is one kept by an earlier version that could not be brought
/// up to date ([`upgraded`]).
pub fn check(game: GameId) -> Option<String> {
    if let Some(told) = local::told_of(game) {
        return Some(told);
    }
    let (id, record) = current(game)?;
    match with_game!(game, |G| Session::<G>::from_json(&record).map(|_| ())) {
        Ok(()) => None,
        Err(why) => {
            set_aside_stored(id);
            Some(why.to_string())
        }
    }
}
