//! Several tabs, one library: a tab that writes or deletes a game tells the others by its id
//! (a `BroadcastChannel`), and each reads that game back from the database and follows it.

use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{BroadcastChannel, MessageEvent};

const CHANNEL: &str = "checkerbox.library";

thread_local! {
    static CHANNEL_OPEN: RefCell<Option<BroadcastChannel>> = const { RefCell::new(None) };
}

/// Listens to the other tabs, for as long as the page lives.
pub fn listen() {
    let Ok(channel) = BroadcastChannel::new(CHANNEL) else { return };
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(|e: MessageEvent| {
        if let Some(id) = e.data().as_string() {
            wasm_bindgen_futures::spawn_local(async move { super::follow(&id, false).await });
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    CHANNEL_OPEN.with(|c| c.replace(Some(channel)));
}

/// Tells the other tabs that the game `id` changed.
pub fn tell(id: &str) {
    CHANNEL_OPEN.with(|c| {
        if let Some(channel) = c.borrow().as_ref() {
            let _ = channel.post_message(&JsValue::from_str(id));
        }
    });
}
