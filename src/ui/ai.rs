//! The computer player, as the page sees it: one web worker that answers one question at a time,
//! and [`drive_computer`], which asks it whenever it is the computer's turn in a session and plays
//! its answer. Generic over the game, so every game screen gets its computer opponent from here.

use crate::protocol::{READY, Reply, Request};
use crate::rules::Game;
use crate::session::Session;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The computer's move is shown no sooner than this after it was asked for, so that a person can
/// follow both moves.
const MIN_THINK_MS: f64 = 450.0;
/// A worker silent this long after a question is taken for dead (a search takes about a second).
const GIVE_UP_MS: u32 = 20_000;

/// A running worker with its handlers (kept so that they live exactly as long as it does).
struct Running {
    worker: Worker,
    /// Tells this worker's messages from those of a worker it replaced.
    generation: u64,
    /// Whether it has said [`READY`].
    ready: bool,
    /// A question waiting for it to be ready.
    queued: Option<String>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(ErrorEvent)>,
}

thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
    /// The request the worker is working on: the only one whose answer is still wanted.
    static IN_FLIGHT: Cell<Option<u64>> = const { Cell::new(None) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
    static GENERATIONS: Cell<u64> = const { Cell::new(0) };
}

/// Handle to the worker, provided as context by the app.
#[derive(Clone, Copy)]
pub struct Ai {
    /// The answer to the request in flight, when it comes.
    replies: RwSignal<Option<Reply>>,
}

impl Ai {
    /// Starts the worker at once, so that the first question does not wait for it to load.
    pub fn new() -> Ai {
        let ai = Ai { replies: RwSignal::new(None) };
        // A failure here is reported when the computer is first asked for a move.
        let _ = ai.warm_up();
        ai
    }

    /// Makes sure a worker is running (or starting).
    fn warm_up(self) -> Result<(), String> {
        if RUNNING.with(|r| r.borrow().is_none()) {
            let running = self.spawn()?;
            RUNNING.with(|r| *r.borrow_mut() = Some(running));
        }
        Ok(())
    }

    /// Starts a worker: a classic worker on Trunk's loader shim (see TOOLCHAIN.md).
    fn spawn(self) -> Result<Running, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Classic);
        let worker = Worker::new_with_options("./worker_loader.js", &options)
            .map_err(|_| "the browser would not start the computer player".to_string())?;
        let replies = self.replies;
        let generation = GENERATIONS.with(|g| g.replace(g.get() + 1));
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            if e.data().as_string().as_deref() == Some(READY) {
                RUNNING.with(|r| {
                    if let Some(running) = r.borrow_mut().as_mut().filter(|r| r.generation == generation) {
                        running.ready = true;
                        if let Some(text) = running.queued.take() {
                            let _ = running.worker.post_message(&JsValue::from_str(&text));
                        }
                    }
                });
                return;
            }
            let Some(id) = IN_FLIGHT.get() else { return };
            let reply = e.data().as_string().and_then(|text| serde_json::from_str::<Reply>(&text).ok());
            let reply = reply.unwrap_or(Reply { id, outcome: Err("the computer sent an unreadable answer".into()) });
            if reply.id == id {
                IN_FLIGHT.set(None);
                replies.try_set(Some(reply));
            }
        });
        let on_error = Closure::<dyn Fn(ErrorEvent)>::new(move |e: ErrorEvent| {
            // A worker that failed is not trusted with the next question.
            let current = RUNNING.with(|r| {
                let mut r = r.borrow_mut();
                let current = r.as_ref().is_some_and(|r| r.generation == generation);
                if current {
                    r.take().inspect(|r| r.worker.terminate());
                }
                current
            });
            if let Some(id) = IN_FLIGHT.get().filter(|_| current) {
                IN_FLIGHT.set(None);
                let outcome = Err(format!("the computer player stopped ({})", e.message()));
                replies.try_set(Some(Reply { id, outcome }));
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Running { worker, generation, ready: false, queued: None, _on_message: on_message, _on_error: on_error })
    }

    /// Asks for a move, abandoning any earlier question; returns the request's id.
    fn ask(self, game: &str, position: serde_json::Value, budget: u64) -> Result<u64, String> {
        self.cancel();
        let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
        let text = serde_json::to_string(&Request { id, game: game.to_string(), position, budget })
            .map_err(|e| format!("the position could not be sent: {e}"))?;
        self.warm_up()?;
        // A worker still starting gets the question when it says it is ready.
        let posted = RUNNING.with(|r| match r.borrow_mut().as_mut() {
            Some(running) if running.ready => running.worker.post_message(&JsValue::from_str(&text)).is_ok(),
            Some(running) => {
                running.queued = Some(text);
                true
            }
            None => false,
        });
        if !posted {
            return Err("the computer player did not take the question".into());
        }
        IN_FLIGHT.set(Some(id));
        Ok(id)
    }

    /// Abandons the question in flight. A search cannot be interrupted, so the worker is stopped
    /// (a new one starts with the next question) rather than left to finish unwanted work.
    fn cancel(self) {
        if IN_FLIGHT.take().is_some() {
            self.restart();
        }
    }

    /// Replaces the worker with a fresh one (after a failure, the old one is not trusted).
    fn restart(self) {
        RUNNING.with(|r| r.borrow_mut().take()).inspect(|r| r.worker.terminate());
        let _ = self.warm_up();
    }
}

/// What the computer is doing, for the screen to show.
#[derive(Clone, Debug, PartialEq)]
pub enum Computer {
    /// Not its turn.
    Waiting,
    Thinking,
    /// It played; how hard it looked: plies deep, positions visited, milliseconds.
    Moved {
        depth: u32,
        nodes: u64,
        ms: f64,
    },
    /// It could not move, and why; [`ComputerPlayer::retry`] asks again.
    Failed(String),
}

/// The computer's side of one game screen.
#[derive(Clone, Copy)]
pub struct ComputerPlayer {
    pub state: RwSignal<Computer>,
    retry: RwSignal<u32>,
    ai: Ai,
}

impl ComputerPlayer {
    /// Asks again after a failure, of a fresh worker.
    pub fn retry(&self) {
        self.ai.restart();
        self.retry.update(|n| *n += 1);
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Plays the computer's moves in `session`: asks the worker whenever it becomes the computer's
/// turn, and plays the answer if the game is still where it was asked. Undo, redo or a new game
/// while it thinks abandon the question.
pub fn drive_computer<G: Game>(session: RwSignal<Session<G>>) -> ComputerPlayer {
    let ai = expect_context::<Ai>();
    let player = ComputerPlayer { state: RwSignal::new(Computer::Waiting), retry: RwSignal::new(0), ai };
    let state = player.state;
    // The revision at which the computer is to move, and how strong it is: a memo, so that updates that change nothing
    // do not ask twice.
    let wanted = Memo::new(move |_| session.with(|s| s.computer_strength().map(|strength| (s.revision(), strength))));
    // (request id, revision asked about, when it was asked)
    let pending = StoredValue::new(None::<(u64, u64, f64)>);
    Effect::new(move |_| {
        player.retry.track();
        match wanted.get() {
            Some((revision, strength)) => {
                let asked = session
                    .with_untracked(|s| serde_json::to_value(s.position()))
                    .map_err(|e| format!("the position could not be sent: {e}"))
                    .and_then(|position| ai.ask(G::info().id, position, strength.budget()));
                match asked {
                    Ok(id) => {
                        pending.set_value(Some((id, revision, now())));
                        state.set(Computer::Thinking);
                        Timeout::new(GIVE_UP_MS, move || {
                            if pending.try_get_value().flatten().is_some_and(|p| p.0 == id) {
                                ai.cancel();
                                pending.set_value(None);
                                state.set(Computer::Failed("it did not answer in time".into()));
                            }
                        })
                        .forget();
                    }
                    Err(why) => {
                        pending.set_value(None);
                        state.set(Computer::Failed(why));
                    }
                }
            }
            None => {
                if pending.get_value().is_some() {
                    ai.cancel();
                    pending.set_value(None);
                }
                // What it was doing, or failing to do, is moot now; its last move's report stays.
                if matches!(state.get_untracked(), Computer::Thinking | Computer::Failed(_)) {
                    state.set(Computer::Waiting);
                }
            }
        }
    });
    on_cleanup(move || ai.cancel());
    Effect::new(move |_| {
        let Some(reply) = ai.replies.get() else { return };
        let Some((_, revision, asked_at)) = pending.get_value().filter(|p| p.0 == reply.id) else { return };
        pending.set_value(None);
        let answer = match reply.outcome {
            Ok(answer) => answer,
            Err(why) => return state.set(Computer::Failed(why)),
        };
        let ms = now() - asked_at;
        let apply = move || {
            let played = session.try_maybe_update(|s| {
                if s.revision() != revision {
                    return (false, None);
                }
                let result = s.play_text(&answer.text);
                (result.is_ok(), Some(result))
            });
            match played.flatten() {
                Some(Ok(())) => {
                    state.try_set(Computer::Moved { depth: answer.depth, nodes: answer.nodes, ms });
                }
                Some(Err(why)) => {
                    state.try_set(Computer::Failed(format!("its move {} was refused: {why}", answer.text)));
                }
                None => {}
            }
        };
        Timeout::new((MIN_THINK_MS - ms).max(0.0) as u32, apply).forget();
    });
    player
}
