//! The page's side of the AI worker: starts it once, posts requests, and drops every answer into
//! a signal that the game screen watches. Answers carry the request's id, so a game screen
//! recognises (and ignores) answers to questions it no longer asks.

use crate::protocol::{Reply, Request};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

/// Handle to the worker, provided as context by the app.
#[derive(Clone, Copy)]
pub struct Ai {
    /// The latest answer, whoever asked.
    pub replies: RwSignal<Option<Reply>>,
}

impl Ai {
    /// Starts the worker (a classic worker on Trunk's loader shim, see TOOLCHAIN.md).
    pub fn start() -> Ai {
        let replies = RwSignal::new(None);
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Classic);
        match Worker::new_with_options("./worker_loader.js", &options) {
            Ok(worker) => {
                let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                    let reply = e.data().as_string().and_then(|text| serde_json::from_str::<Reply>(&text).ok());
                    let reply = reply.unwrap_or(Reply { id: 0, outcome: Err("the computer sent nonsense".into()) });
                    replies.try_set(Some(reply));
                });
                worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                // The worker lives as long as the page, and so does its handler.
                on_message.forget();
                WORKER.with(|w| *w.borrow_mut() = Some(worker));
            }
            Err(_) => replies.set(Some(Reply { id: 0, outcome: Err("the computer player could not start".into()) })),
        }
        Ai { replies }
    }

    /// Asks for a move; returns the request's id, or `None` if the worker is not running.
    pub fn ask(&self, game: &str, position: serde_json::Value, budget: u64) -> Option<u64> {
        let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
        let request = Request { id, game: game.to_string(), position, budget };
        let text = serde_json::to_string(&request).ok()?;
        WORKER.with(|w| w.borrow().as_ref().map(|w| w.post_message(&JsValue::from_str(&text)).is_ok()))?.then_some(id)
    }
}
