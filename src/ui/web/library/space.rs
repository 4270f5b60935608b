//! The browser's storage as the player sees it in Settings: the games kept, the space used and
//! free, and whether the browser keeps them for good or may clear them when space runs short.

use js_sys::Promise;
use wasm_bindgen_futures::JsFuture;
use web_sys::{StorageEstimate, StorageManager};

fn manager() -> Option<StorageManager> {
    let navigator = web_sys::window()?.navigator();
    // Older browsers, and pages not served securely, have none.
    js_sys::Reflect::has(&navigator, &"storage".into()).ok()?.then(|| navigator.storage())
}

async fn resolved(promise: Result<Promise, wasm_bindgen::JsValue>) -> Option<wasm_bindgen::JsValue> {
    JsFuture::from(promise.ok()?).await.ok()
}

/// Asks the browser to keep the library for good (not to clear it when space runs short, nor
/// after days without a visit), once a game has been kept: a browser may ask the player, and
/// asking on a first visit would be asking too soon.
pub fn ask_to_persist() {
    let Some(manager) = manager() else { return };
    wasm_bindgen_futures::spawn_local(async move {
        if resolved(manager.persisted()).await.and_then(|p| p.as_bool()) == Some(false) {
            let _ = resolved(manager.persist()).await;
        }
    });
}

/// What Settings says of the storage.
#[derive(Clone, Debug, PartialEq)]
pub struct Space {
    pub games: usize,
    /// Bytes used and available to the app, where the browser says.
    pub used: Option<f64>,
    pub quota: Option<f64>,
    /// Whether the browser keeps the library for good.
    pub persisted: bool,
}

/// The storage as it stands.
pub async fn space() -> Space {
    let games = super::count();
    let Some(manager) = manager() else { return Space { games, used: None, quota: None, persisted: false } };
    let estimate = resolved(manager.estimate()).await.map(StorageEstimate::from);
    let persisted = resolved(manager.persisted()).await.and_then(|p| p.as_bool()).unwrap_or(false);
    Space {
        games,
        used: estimate.as_ref().and_then(StorageEstimate::get_usage),
        quota: estimate.as_ref().and_then(StorageEstimate::get_quota),
        persisted,
    }
}
