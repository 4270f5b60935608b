//! Games kept by an earlier version, brought up to date before the app starts. Their starts were
//! saved as objects of each game's old shape; the page reads only position texts, and the
//! upgrade worker (`src/bin/upgrade.rs`), which alone carries the readers of the old shapes and
//! is fetched only then, rewrites each record with its start's text
//! ([`checkerbox_core::session::upgraded`]). The library then keeps it as today's ([`library::upgraded`]),
//! and reads and checks it whole when it is opened, as every saved game. Only a browser that ran
//! an earlier version has any; once they are brought up to date, the app starts at once again.

use super::ai::start_worker;
use super::library::{self, OldEntry};
use checkerbox_core::protocol::{Answer, PageReply, READY, Request, Task};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent};

/// How long the worker may take to start and answer, before the app starts without it.
const GIVE_UP_MS: u32 = 10_000;

/// Brings the games kept by an earlier version up to date, then runs `start`: at once when there
/// are none, else when the worker has answered for every one, or failed (those it did not answer
/// for stay where they are, for the next start).
pub fn then(start: impl FnOnce() + 'static) {
    let earlier: Vec<Option<OldEntry>> = library::earlier().into_iter().map(Some).collect();
    if earlier.is_empty() {
        return start();
    }
    // Said on the page meanwhile, which is otherwise blank until the app starts; taken away again
    // before it starts.
    let document = web_sys::window().and_then(|w| w.document());
    let said = document.as_ref().zip(document.as_ref().and_then(|d| d.body())).and_then(|(document, body)| {
        let said = document.create_element("p").ok()?;
        said.set_class_name("note upgrading");
        let _ = said.set_attribute("role", "status");
        said.set_text_content(Some("Bringing your saved games up to date\u{2026}"));
        body.append_child(&said).ok()?;
        Some(said)
    });
    let start = Rc::new(RefCell::new(Some(start)));
    let finish = move |why: Option<String>| {
        if let Some(start) = start.borrow_mut().take() {
            if let Some(why) = why {
                library::put_off(why);
            }
            if let Some(said) = &said {
                said.remove();
            }
            start();
        }
    };
    let Some(worker) = start_worker("./upgrade_loader.js") else {
        return finish(Some("this browser would not start the part of Checkerbox that reads them".into()));
    };
    // The games not yet answered for, the k-th asked as question k + 1.
    let waiting = Rc::new(RefCell::new(earlier));
    let on_message = {
        let (worker, finish) = (worker.clone(), finish.clone());
        Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let Some(text) = e.data().as_string() else { return };
            if text == READY {
                for (k, earlier) in waiting.borrow().iter().enumerate().filter_map(|(k, w)| Some((k, w.as_ref()?))) {
                    let request = Request {
                        id: k as u64 + 1,
                        game: earlier.game,
                        position: earlier.record.clone(),
                        budget: 0,
                        task: Task::Upgrade,
                        level: None,
                        ms: None,
                    };
                    if let Ok(request) = serde_json::to_string(&request) {
                        let _ = worker.post_message(&JsValue::from_str(&request));
                    }
                }
                return;
            }
            let Ok(PageReply { id, outcome }) = serde_json::from_str::<PageReply>(&text) else { return };
            let taken = id.checked_sub(1).and_then(|k| waiting.borrow_mut().get_mut(k as usize)?.take());
            match (taken, outcome) {
                (Some(earlier), Ok(Answer::Upgraded { record })) => library::upgraded(earlier, Ok(record)),
                (Some(earlier), Err(why)) => library::upgraded(earlier, Err(why)),
                // Another answer is the worker's fault, not the game's: it stays for next time.
                _ => {}
            }
            if id == 0 {
                // The worker could not read the question (a page and a worker of different
                // builds): no game is to blame.
                worker.terminate();
                return finish(Some("the part of Checkerbox that reads them did not understand the page".into()));
            }
            if waiting.borrow().iter().all(Option::is_none) {
                worker.terminate();
                finish(None);
            }
        })
    };
    let on_error = {
        let (worker, finish) = (worker.clone(), finish.clone());
        Closure::<dyn Fn(Event)>::new(move |_: Event| {
            worker.terminate();
            finish(Some("the part of Checkerbox that reads them stopped".into()));
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The worker lives until it has answered or failed; the handlers with it.
    on_message.forget();
    on_error.forget();
    Timeout::new(GIVE_UP_MS, move || {
        worker.terminate();
        finish(Some("the part of Checkerbox that reads them did not answer in time".into()));
    })
    .forget();
}
