//! The browser's database (IndexedDB), as the library keeps games in it: its schema, and its
//! requests and transactions as futures (a promise resolved by their own events, so no closure
//! is kept per request).

use crate::ui::library::Kept;
use checkerbox_core::games::GameId;
use js_sys::{Array, Object, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    IdbDatabase, IdbObjectStoreParameters, IdbOpenDbRequest, IdbRequest, IdbTransaction, IdbTransactionMode,
    IdbVersionChangeEvent,
};

const NAME: &str = "checkerbox";
/// The schema's version. 1: [`GAMES`], [`CURRENT`] and [`ASIDE`]. A later version adds its
/// changes in [`upgrade`], under its number, so that a database of any earlier version is
/// brought up to it step by step.
const VERSION: u32 = 1;
/// One record per game, by its id, with indexes by game and by last change.
pub const GAMES: &str = "games";
/// Each game's game in progress: `{game, id}`, by game.
pub const CURRENT: &str = "current";
/// Entries that could not be read, set aside rather than dropped: the text as found, by time.
pub const ASIDE: &str = "aside";

/// Why the database failed, as the browser said: its `DOMException`'s name and code.
#[derive(Clone, Debug)]
pub struct Failure {
    pub name: String,
    pub code: u16,
}

impl Failure {
    fn of(error: Option<web_sys::DomException>) -> Failure {
        match error {
            Some(e) => Failure { name: e.name(), code: e.code() },
            None => Failure { name: "UnknownError".into(), code: 0 },
        }
    }

    /// What a call threw.
    pub fn thrown(value: JsValue) -> Failure {
        Failure::of(value.dyn_into().ok())
    }
}

/// A promise settled by the first of `settle`'s two events.
async fn settled(settle: impl FnOnce(&js_sys::Function, &js_sys::Function)) -> bool {
    let mut settle = Some(settle);
    let promise = Promise::new(&mut |resolve, reject| {
        if let Some(settle) = settle.take() {
            settle(&resolve, &reject);
        }
    });
    JsFuture::from(promise).await.is_ok()
}

/// The result of `request`, once it has succeeded.
pub async fn done(request: IdbRequest) -> Result<JsValue, Failure> {
    let ok = settled(|resolve, reject| {
        request.set_onsuccess(Some(resolve));
        request.set_onerror(Some(reject));
    })
    .await;
    if ok { request.result().map_err(Failure::thrown) } else { Err(Failure::of(request.error().ok().flatten())) }
}

/// Waits for `tx` to commit.
pub async fn committed(tx: &IdbTransaction) -> Result<(), Failure> {
    let ok = settled(|resolve, reject| {
        tx.set_oncomplete(Some(resolve));
        tx.set_onerror(Some(reject));
        tx.set_onabort(Some(reject));
    })
    .await;
    if ok { Ok(()) } else { Err(Failure::of(tx.error())) }
}

/// A transaction over `stores`, to write if `write`.
pub fn transaction(db: &IdbDatabase, stores: &[&str], write: bool) -> Result<IdbTransaction, Failure> {
    let names: Array = stores.iter().map(|s| JsValue::from_str(s)).collect();
    let mode = if write { IdbTransactionMode::Readwrite } else { IdbTransactionMode::Readonly };
    db.transaction_with_str_sequence_and_mode(&names, mode).map_err(Failure::thrown)
}

/// Opens the database, creating or upgrading its schema. The tab closes it when a newer version
/// of the app in another tab needs to upgrade it, rather than block that tab.
pub async fn open() -> Result<IdbDatabase, Failure> {
    let factory = web_sys::window()
        .and_then(|w| w.indexed_db().ok().flatten())
        .ok_or(Failure { name: "NotSupported".into(), code: 0 })?;
    let request: IdbOpenDbRequest = factory.open_with_u32(NAME, VERSION).map_err(Failure::thrown)?;
    let upgrading = {
        let request = request.clone();
        Closure::<dyn FnMut(IdbVersionChangeEvent)>::new(move |e: IdbVersionChangeEvent| {
            if let Ok(db) = request.result().and_then(|db| db.dyn_into::<IdbDatabase>()) {
                upgrade(&db, e.old_version() as u32);
            }
        })
    };
    request.set_onupgradeneeded(Some(upgrading.as_ref().unchecked_ref()));
    let db: IdbDatabase = done(request.clone().into()).await?.unchecked_into();
    drop(upgrading);
    let closing = Closure::<dyn FnMut()>::new({
        let db = db.clone();
        move || db.close()
    });
    db.set_onversionchange(Some(closing.as_ref().unchecked_ref()));
    // As long as the database, which lives as long as the page.
    closing.forget();
    Ok(db)
}

/// Brings the schema from version `old` to [`VERSION`].
fn upgrade(db: &IdbDatabase, old: u32) {
    if old < 1 {
        let by = |key: &str| {
            let p = IdbObjectStoreParameters::new();
            p.set_key_path(&JsValue::from_str(key));
            p
        };
        if let Ok(games) = db.create_object_store_with_optional_parameters(GAMES, &by("id")) {
            let _ = games.create_index_with_str("game", "game");
            let _ = games.create_index_with_str("updated", "updated");
        }
        let _ = db.create_object_store_with_optional_parameters(CURRENT, &by("game"));
        let _ = db.create_object_store(ASIDE);
    }
}

fn set(object: &Object, key: &str, value: JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}

fn field(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// A game as the database holds it.
pub fn to_js(id: &str, kept: &Kept) -> JsValue {
    let object = Object::new();
    set(&object, "id", id.into());
    set(&object, "game", kept.game.id().into());
    set(&object, "updated", (kept.updated as f64).into());
    set(&object, "revision", kept.revision.into());
    set(&object, "record", kept.record.as_str().into());
    object.into()
}

/// A game read back from the database: its id, and the game if every field reads (neither from
/// `undefined`, what a read of an id not stored gives).
pub fn from_js(value: &JsValue) -> (Option<String>, Option<Kept>) {
    let id = field(value, "id").as_string();
    let kept = (|| {
        let game = GameId::named(&field(value, "game").as_string()?).ok()?;
        let updated = field(value, "updated").as_f64()? as u64;
        let revision = field(value, "revision").as_f64()? as u32;
        let record = field(value, "record").as_string()?;
        Some(Kept { game, updated, revision, record })
    })();
    (id, kept)
}

/// `game`'s game in progress is `id`, as [`CURRENT`] holds it.
pub fn current_to_js(game: GameId, id: &str) -> JsValue {
    let object = Object::new();
    set(&object, "game", game.id().into());
    set(&object, "id", id.into());
    object.into()
}

pub fn current_from_js(value: &JsValue) -> Option<(GameId, String)> {
    Some((GameId::named(&field(value, "game").as_string()?).ok()?, field(value, "id").as_string()?))
}
