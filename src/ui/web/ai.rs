//! The computer player, as the page sees it: one web worker that answers one question at a time;
//! [`drive_computer`], which asks it whenever it is the computer's turn in a session and plays
//! its answer (generic over the game, so every game screen gets its computer opponent from here);
//! and [`Advisor`], through which a screen asks the worker's solver about a position.

use crate::protocol::{Answer, READY, Reply, Request, Task};
use crate::rules::Game;
use crate::session::Session;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The computer's move is shown no sooner than this after it was asked for, so that a person can
/// follow both moves.
const MIN_THINK_MS: f64 = 450.0;
/// A worker that has not said [`READY`] this long after starting is taken for broken.
const START_UP_MS: u32 = 8_000;

/// How long an answer may take before the worker is taken for dead: ten seconds, plus a second
/// for every 100,000 positions (a hard search, 5 million, takes about half a second on the
/// development machine, so this leaves room for a slow phone).
fn give_up_ms(budget: u64) -> u32 {
    10_000 + (budget / 100).min(u32::MAX as u64 / 2) as u32
}

/// A running worker with its handlers, which live exactly as long as it does.
struct Running {
    worker: Worker,
    /// Tells this worker's messages from those of a worker it replaced.
    generation: u64,
    /// Whether it has said [`READY`].
    ready: bool,
    /// A question waiting for it to be ready.
    queued: Option<String>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(Event)>,
}

impl Drop for Running {
    /// Detaches the handlers before they are freed, and stops the worker.
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

// The page has one worker, and one [`Ai`] handle to it (made by the app at start).
thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
    /// The question the worker has (or has queued): the only one whose answer is still wanted.
    static IN_FLIGHT: Cell<Option<u64>> = const { Cell::new(None) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
    static GENERATIONS: Cell<u64> = const { Cell::new(0) };
}

/// Whether the worker of this generation is the one running.
fn is_current(generation: u64) -> bool {
    RUNNING.with(|r| r.borrow().as_ref().is_some_and(|r| r.generation == generation))
}

/// Handle to the worker, provided as context by the app.
#[derive(Clone, Copy)]
pub struct Ai {
    /// The answer to the question in flight, when it comes.
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

    /// Ends the question in flight with `why`, and drops the worker of `generation` if it is
    /// still the one running: a worker that failed is not trusted with the next question.
    fn fail(self, generation: u64, why: String) {
        if !is_current(generation) {
            return;
        }
        RUNNING.with(|r| r.borrow_mut().take());
        if let Some(id) = IN_FLIGHT.take() {
            self.replies.try_set(Some(Reply { id, outcome: Err(why) }));
        }
    }

    /// Starts a worker: a classic worker on Trunk's loader shim (see TOOLCHAIN.md).
    fn spawn(self) -> Result<Running, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Classic);
        let worker = Worker::new_with_options("./worker_loader.js", &options)
            .map_err(|_| "the browser would not start the computer player".to_string())?;
        let generation = GENERATIONS.with(|g| g.replace(g.get() + 1));
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            if !is_current(generation) {
                return;
            }
            let text = e.data().as_string();
            if text.as_deref() == Some(READY) {
                RUNNING.with(|r| {
                    if let Some(running) = r.borrow_mut().as_mut() {
                        running.ready = true;
                        if let Some(question) = running.queued.take() {
                            let _ = running.worker.post_message(&JsValue::from_str(&question));
                        }
                    }
                });
                return;
            }
            let Some(id) = IN_FLIGHT.get() else { return };
            match text.and_then(|t| serde_json::from_str::<Reply>(&t).ok()) {
                // Id 0: the worker could not read the question, so it could not name it.
                Some(reply) if reply.id == id || reply.id == 0 => {
                    IN_FLIGHT.set(None);
                    self.replies.try_set(Some(Reply { id, ..reply }));
                }
                Some(_) => {} // the answer to a question abandoned since
                None => self.fail(generation, "the computer sent an unreadable answer".into()),
            }
        });
        let on_error = Closure::<dyn Fn(Event)>::new(move |e: Event| {
            // A script that fails to load raises a plain event; a crash, an ErrorEvent.
            let what = e.dyn_ref::<ErrorEvent>().map(ErrorEvent::message).unwrap_or_else(|| "it could not load".into());
            self.fail(generation, format!("the computer player stopped ({what})"));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Timeout::new(START_UP_MS, move || {
            let silent = RUNNING.with(|r| r.borrow().as_ref().is_some_and(|r| r.generation == generation && !r.ready));
            if silent {
                self.fail(generation, "the computer player did not start".into());
            }
        })
        .forget();
        Ok(Running { worker, generation, ready: false, queued: None, _on_message: on_message, _on_error: on_error })
    }

    /// Asks a question, abandoning any earlier one; returns the question's id.
    fn ask(self, task: Task, game: &str, position: serde_json::Value, budget: u64) -> Result<u64, String> {
        self.cancel();
        let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
        let text = serde_json::to_string(&Request { id, game: game.to_string(), position, budget, task })
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

    /// Abandons the question in flight. A search cannot be interrupted, so the worker is replaced
    /// rather than left to finish unwanted work.
    fn cancel(self) {
        if IN_FLIGHT.take().is_some() {
            self.restart();
        }
    }

    /// Replaces the worker with a fresh one.
    fn restart(self) {
        RUNNING.with(|r| r.borrow_mut().take());
        let _ = self.warm_up();
    }
}

/// What the computer is doing, for the screen to show.
#[derive(Clone, Debug, PartialEq)]
pub enum Computer {
    /// Not its turn.
    Waiting,
    Thinking,
    /// It played; how hard it looked: plies deep, positions visited, milliseconds from question
    /// to answer, whether it proved the move wins; and the revision its move made, since the
    /// report is about that position only.
    Moved {
        depth: u32,
        nodes: u64,
        ms: f64,
        proven: bool,
        at: u64,
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
    // The revision at which the computer is to move, and how strong it is: a memo, so that
    // updates that change nothing do not ask twice.
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
                    .and_then(|position| ai.ask(Task::Move, G::info().id, position, strength.budget()));
                match asked {
                    Ok(id) => {
                        pending.set_value(Some((id, revision, now())));
                        state.set(Computer::Thinking);
                        Timeout::new(give_up_ms(strength.budget()), move || {
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
        let (text, depth, nodes, proven) = match reply.outcome {
            Ok(Answer::Move { text, depth, nodes, proven }) => (text, depth, nodes, proven),
            Ok(other) => return state.set(Computer::Failed(format!("it answered something else: {other:?}"))),
            Err(why) => return state.set(Computer::Failed(why)),
        };
        let ms = now() - asked_at;
        let apply = move || {
            let played = session.try_maybe_update(|s| {
                if s.revision() != revision {
                    return (false, None);
                }
                let result = s.play_text(&text).map(|()| s.revision());
                (result.is_ok(), Some(result))
            });
            match played.flatten() {
                Some(Ok(at)) => {
                    state.try_set(Computer::Moved { depth, nodes, ms, proven, at });
                }
                Some(Err(why)) => {
                    state.try_set(Computer::Failed(format!("its move {text} was refused: {why}")));
                }
                None => {}
            }
        };
        Timeout::new((MIN_THINK_MS - ms).max(0.0) as u32, apply).forget();
    });
    player
}

/// What the solver said, or is being asked.
#[derive(Clone, Debug, PartialEq)]
pub enum Advice {
    /// Nothing asked about this position.
    Idle,
    Asking(Task),
    /// The answer to `task` about the position at `revision`.
    Answered {
        task: Task,
        revision: u64,
        answer: Result<Answer, String>,
    },
}

/// A screen's questions to the worker's solver (the hint, "still solvable?", the daily deal): one
/// at a time, each about one revision of the game. Asking abandons the question before.
#[derive(Clone, Copy)]
pub struct Advisor {
    pub advice: RwSignal<Advice>,
    /// (request id, task, revision asked about)
    pending: StoredValue<Option<(u64, Task, u64)>>,
    ai: Ai,
}

impl Advisor {
    /// An advisor for the screen being built: it hears the worker's replies while the screen
    /// lives, and abandons its question when the screen goes.
    pub fn new() -> Advisor {
        let ai = expect_context::<Ai>();
        let advisor = Advisor { advice: RwSignal::new(Advice::Idle), pending: StoredValue::new(None), ai };
        Effect::new(move |_| {
            let Some(reply) = ai.replies.get() else { return };
            let Some((_, task, revision)) = advisor.pending.get_value().filter(|p| p.0 == reply.id) else { return };
            advisor.pending.set_value(None);
            advisor.advice.set(Advice::Answered { task, revision, answer: reply.outcome });
        });
        on_cleanup(move || {
            if advisor.pending.try_get_value().flatten().is_some() {
                ai.cancel();
            }
        });
        advisor
    }

    /// Asks `task` about `position` (of `game`, at `revision`), within `budget` positions.
    pub fn ask(self, task: Task, game: &str, position: serde_json::Value, revision: u64, budget: u64) {
        match self.ai.ask(task, game, position, budget) {
            Ok(id) => {
                self.pending.set_value(Some((id, task, revision)));
                self.advice.set(Advice::Asking(task));
                Timeout::new(give_up_ms(budget), move || {
                    if self.pending.try_get_value().flatten().is_some_and(|p| p.0 == id) {
                        self.ai.cancel();
                        self.pending.set_value(None);
                        let answer = Err("it did not answer in time".to_string());
                        self.advice.set(Advice::Answered { task, revision, answer });
                    }
                })
                .forget();
            }
            Err(why) => self.advice.set(Advice::Answered { task, revision, answer: Err(why) }),
        }
    }
}
