//! The AI worker: a web worker that answers [`checkerbox::protocol::Request`]s: moves, and the
//! Sight Reduction solver's answers. All the work is in [`checkerbox::protocol::Worker`]; this
//! only moves messages.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    checkerbox::report_panics();
    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }
    fn post(text: &str) {
        let _ = scope().post_message(&JsValue::from_str(text));
    }
    let host = checkerbox::protocol::Host { now: js_sys::Date::now, post };
    let mut worker = checkerbox::protocol::Worker::new(host);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let request = e.data().as_string().unwrap_or_default();
        let reply = worker.answer(&request, &mut rand::rng());
        if let Ok(text) = serde_json::to_string(&reply) {
            post(&text);
        }
    });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(checkerbox::protocol::READY);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the AI worker runs in the browser; the page starts it");
}
