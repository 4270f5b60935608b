//! The AI worker: a web worker that answers [`checkerbox::protocol::Request`]s with moves.
//! All the work is in [`checkerbox::protocol::answer`]; this only moves messages.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    checkerbox::report_panics();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        let request = e.data().as_string().unwrap_or_default();
        let reply = checkerbox::protocol::answer(&request, &mut rand::rng());
        if let Ok(text) = serde_json::to_string(&reply) {
            let _ = reply_to.post_message(&JsValue::from_str(&text));
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(checkerbox::protocol::READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the AI worker runs in the browser; the page starts it");
}
