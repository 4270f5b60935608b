//! The upgrade worker: a web worker that brings games kept by an earlier version up to date
//! ([`checkerbox_core::protocol::upgrade`]). Apart from the computer's worker so that neither it nor the
//! page carries the readers of the old saved shapes: the page starts this one only when the
//! browser holds such games (`src/ui/web/earlier_games.rs`), and the service worker does not
//! fetch it ahead.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    checkerbox::report_panics();
    fn post(text: &str) {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let _ = scope.post_message(&JsValue::from_str(text));
    }
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let reply = checkerbox_core::protocol::upgrade(&e.data().as_string().unwrap_or_default());
        if let Ok(text) = serde_json::to_string(&reply) {
            post(&text);
        }
    });
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(checkerbox_core::protocol::READY);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the upgrade worker runs in the browser; the page starts it");
}
