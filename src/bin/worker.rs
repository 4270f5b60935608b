//! The AI worker: a web worker that answers [`checkerbox_core::protocol::Request`]s: moves, and a
//! game's solitaire solver's answers. All the work is in [`checkerbox_core::protocol::Worker`]; this
//! only moves messages, and gives the work in hand its slices, one timer turn each, so that the
//! messages that come meanwhile are read in between.

#[cfg(target_arch = "wasm32")]
fn main() {
    use checkerbox_core::protocol::{Reply, Worker};
    use gloo_timers::callback::Timeout;
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    checkerbox::report_panics();
    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }
    fn post(text: &str) {
        let _ = scope().post_message(&JsValue::from_str(text));
    }
    fn send(reply: Option<Reply>) {
        if let Some(text) = reply.and_then(|r| serde_json::to_string(&r).ok()) {
            post(&text);
        }
    }
    /// The worker, and whether its next slice is already due.
    struct Shell {
        worker: RefCell<Worker>,
        due: Cell<bool>,
    }
    /// Gives the work in hand its next slice on the next timer turn, unless it is due already.
    fn keep_on(shell: Rc<Shell>) {
        if shell.due.get() || !shell.worker.borrow().busy() {
            return;
        }
        shell.due.set(true);
        Timeout::new(0, move || {
            shell.due.set(false);
            let reply = shell.worker.borrow_mut().work();
            send(reply);
            keep_on(shell);
        })
        .forget();
    }
    let host = checkerbox_core::protocol::Host { now: js_sys::Date::now, post };
    let shell = Rc::new(Shell { worker: RefCell::new(Worker::new(host)), due: Cell::new(false) });
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let message = e.data().as_string().unwrap_or_default();
        let reply = shell.worker.borrow_mut().receive(&message, &mut rand::rng());
        send(reply);
        keep_on(shell.clone());
    });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(checkerbox_core::protocol::READY);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the AI worker runs in the browser; the page starts it");
}
