//! The computer player, as the page sees it: one web worker that answers one question at a time;
//! [`drive_computer`], which asks it whenever it is the computer's turn in a session and plays
//! its answer (over any game's [`AnySession`], so every game screen gets its computer opponent from
//! here);
//! and [`Advisor`], through which a screen asks the worker's solver about a position.

use super::settings::Prefs;
use crate::ui::any_session::AnySession;
use crate::ui::settings::Settings;
use checkerbox_core::ai::score::Score;
use checkerbox_core::games::GameId;
use checkerbox_core::level::Strength;
use checkerbox_core::protocol::{Answer, PageReply, READY, Request, STOP, Task};
use checkerbox_core::rules::Side;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The computer's move is shown no sooner than this after it was asked for, so that a person can
/// follow both moves.
const MIN_THINK_MS: f64 = 450.0;
/// The answer to a question abandoned for another one.
const ABANDONED: &str = "another question took its place";

/// A question abandoned for another is left to finish, its answer ignored, when it visits no more
/// positions than this (the hard level's, and so the hint's) and no other is finishing
/// ([`FINISHING`]): the worker then keeps what the master and the solver learnt, where replacing
/// it would lose that and take as long. A longer question (the solver's) is stopped by replacing
/// the worker.
const LEFT_TO_FINISH: u64 = Strength::Hard.budget().expect("the hard level counts positions");

/// A worker that has not said [`READY`] this long after starting is taken for broken.
const START_UP_MS: u32 = 8_000;

/// How long an answer may take before the worker is taken for dead: ten seconds, plus a second
/// for every 100,000 positions (many times what a search takes natively, so that a slow phone
/// has room: `cargo bench --bench search_speed`), plus the time it was given; the question asked
/// after one left to finish waits for that one too ([`Ai::ask`]).
fn give_up_ms(budget: u64, ms: u32) -> u32 {
    10_000u32.saturating_add((budget / 100).min(u32::MAX as u64 / 2) as u32).saturating_add(ms)
}

/// The longest the master thinks on a person's time in one turn: a person who leaves the app
/// open does not leave the computer thinking for ever.
const PONDER_MS: u32 = 30_000;

/// A question for the worker.
struct WorkerQuestion {
    task: Task,
    game: GameId,
    position: String,
    /// Positions it may visit, where no level says.
    budget: u64,
    /// The level that answers a move, and the master's thinking time.
    level: Option<(Strength, u32)>,
}

impl WorkerQuestion {
    /// "What would `level` play in `position`?", the master thinking as long as `settings` say.
    fn move_of(game: GameId, position: String, level: Strength, settings: Settings) -> Self {
        let ms = settings.master_seconds * 1_000;
        WorkerQuestion { task: Task::Move, game, position, budget: 0, level: Some((level, ms)) }
    }

    /// "Think over `position`, a person's turn, as the master would, until told to stop": the
    /// master keeps what it learns in its table, so that its answer to the person's move starts
    /// from there. Its answer, if it ever comes, is nobody's.
    fn ponder(game: GameId, position: String) -> Self {
        WorkerQuestion { task: Task::Move, game, position, budget: 0, level: Some((Strength::Master, PONDER_MS)) }
    }

    /// Whether the worker, once it has it, may be left to finish it ([`LEFT_TO_FINISH`]).
    fn finishes_soon(&self) -> bool {
        match self.level.map(|(level, _)| level.budget()) {
            Some(Some(nodes)) => nodes <= LEFT_TO_FINISH,
            // The master on its clock is thought over in slices, and told to stop.
            Some(None) => false,
            None => self.budget <= LEFT_TO_FINISH,
        }
    }

    fn give_up_ms(&self) -> u32 {
        match self.level.map(|(level, ms)| (level.budget(), ms)) {
            // A level that counts positions, or the master on its clock.
            Some((Some(nodes), _)) => give_up_ms(nodes, 0),
            Some((None, ms)) => give_up_ms(0, ms),
            None => give_up_ms(self.budget, 0),
        }
    }
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
    /// The question asked last, if it is not answered yet: the only one whose answer is still
    /// wanted. The worker may first be finishing [`FINISHING`].
    static IN_FLIGHT: Cell<Option<InFlight>> = const { Cell::new(None) };
    /// A short question abandoned but left to finish ([`LEFT_TO_FINISH`]), until its answer comes:
    /// at most one, so that abandoned questions never queue up before the one in flight.
    static FINISHING: Cell<Option<u64>> = const { Cell::new(None) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
    static GENERATIONS: Cell<u64> = const { Cell::new(0) };
}

/// The question in flight: its id, whether the worker thinks it over a slice at a time
/// ([`Request::sliced`]), so that it can be told to stop rather than replaced, and whether it is
/// short enough to be left to finish ([`LEFT_TO_FINISH`]).
#[derive(Clone, Copy)]
struct InFlight {
    id: u64,
    sliced: bool,
    short: bool,
}

/// Whether the worker of this generation is the one running.
fn is_current(generation: u64) -> bool {
    RUNNING.with(|r| r.borrow().as_ref().is_some_and(|r| r.generation == generation))
}

/// Handle to the worker, provided as context by the app.
#[derive(Clone, Copy)]
pub struct Ai {
    /// The answer to the question in flight, when it comes.
    replies: RwSignal<Option<PageReply>>,
    /// How the thinking on the question in flight goes: (its id, depth, score to the mover).
    thinking: RwSignal<Option<(u64, u32, Score)>>,
}

impl Ai {
    /// Starts the worker at once, so that the first question does not wait for it to load.
    pub fn new() -> Ai {
        let ai = Ai { replies: RwSignal::new(None), thinking: RwSignal::new(None) };
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
        FINISHING.set(None);
        if let Some(InFlight { id, .. }) = IN_FLIGHT.take() {
            self.replies.try_set(Some(PageReply { id, outcome: Err(why) }));
        }
    }

    /// Starts the computer's worker.
    fn spawn(self) -> Result<Running, String> {
        let worker =
            start_worker("./worker_loader.js").ok_or("the browser would not start the computer player".to_string())?;
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
            let reply = text.and_then(|t| serde_json::from_str::<PageReply>(&t).ok());
            // The answer to a question left to finish: the worker is free of it.
            let answered = reply.as_ref().filter(|r| !matches!(r.outcome, Ok(Answer::Thinking { .. })));
            if answered.is_some_and(|r| FINISHING.get() == Some(r.id)) {
                FINISHING.set(None);
            }
            let Some(InFlight { id, .. }) = IN_FLIGHT.get() else { return };
            match reply {
                // Not the answer yet: how the thinking goes.
                Some(PageReply { id: from, outcome: Ok(Answer::Thinking { depth, score, .. }) }) => {
                    if from == id {
                        self.thinking.try_set(Some((id, depth, score)));
                    }
                }
                // Id 0: the worker could not read the question, so it could not name it.
                Some(reply) if reply.id == id || reply.id == 0 => {
                    IN_FLIGHT.set(None);
                    self.replies.try_set(Some(PageReply { id, ..reply }));
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

    /// Asks a question, abandoning any earlier one (whose asker hears so); returns the
    /// question's id, and how long to wait for its answer before giving up: its own time, and the
    /// time of a question left to finish before it.
    fn ask(self, question: WorkerQuestion) -> Result<(u64, u32), String> {
        if let Some(InFlight { id: old, .. }) = IN_FLIGHT.get() {
            self.cancel(old);
            self.replies.set(Some(PageReply { id: old, outcome: Err(ABANDONED.into()) }));
        }
        let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
        let short = question.finishes_soon();
        let waiting = if FINISHING.get().is_some() { give_up_ms(LEFT_TO_FINISH, 0) } else { 0 };
        let give_up = question.give_up_ms().saturating_add(waiting);
        let WorkerQuestion { task, game, position, budget, level } = question;
        let request = Request { id, game, position, budget, task, level: level.map(|l| l.0), ms: level.map(|l| l.1) };
        let sliced = request.sliced().is_some();
        let text = serde_json::to_string(&request).map_err(|e| format!("the position could not be sent: {e}"))?;
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
        IN_FLIGHT.set(Some(InFlight { id, sliced, short }));
        Ok((id, give_up))
    }

    /// Abandons question `id` if it is the one in flight (an asker cancels only its own). The
    /// master's thinking is told to stop, and the worker keeps what the master learnt. Other work
    /// cannot be interrupted: a short question is left to finish (its answer is ignored), and a
    /// long one is stopped by replacing the worker.
    fn cancel(self, id: u64) {
        let Some(asked) = IN_FLIGHT.get().filter(|q| q.id == id) else { return };
        IN_FLIGHT.set(None);
        let replace = RUNNING.with(|r| match r.borrow_mut().as_mut() {
            // Not sent yet (the worker is starting): not sent at all.
            Some(running) if !running.ready => {
                running.queued = None;
                false
            }
            Some(running) if asked.sliced => {
                let _ = running.worker.post_message(&JsValue::from_str(STOP));
                false
            }
            // Left to finish, unless another is finishing already.
            Some(_) if asked.short && FINISHING.get().is_none() => {
                FINISHING.set(Some(id));
                false
            }
            Some(_) => true,
            None => false,
        });
        if replace {
            self.restart();
        }
    }

    /// Abandons question `id`, which took too long, and the worker with it: a worker that does not
    /// answer in time is not trusted with the next question.
    fn give_up(self, id: u64) {
        if IN_FLIGHT.get().is_some_and(|q| q.id == id) {
            IN_FLIGHT.set(None);
            self.restart();
        }
    }

    /// Replaces the worker with a fresh one.
    fn restart(self) {
        RUNNING.with(|r| r.borrow_mut().take());
        FINISHING.set(None);
        let _ = self.warm_up();
    }
}

/// What the computer is doing, for the screen to show.
#[derive(Clone, Debug, PartialEq)]
pub enum Computer {
    /// Not its turn.
    Waiting,
    /// Thinking: as deep as it has looked so far, and what it thinks of the position there
    /// (from its own side), once it has told.
    Thinking { depth: u32, score: Option<Score> },
    /// It played ([`Moved`]).
    Moved(Moved),
    /// It could not move, and why; [`ComputerPlayer::retry`] asks again.
    Failed(String),
}

/// A move the computer played, and how it found it.
#[derive(Clone, Debug, PartialEq)]
pub struct Moved {
    /// Plies deep, positions visited, milliseconds from question to answer.
    pub depth: u32,
    pub nodes: u64,
    pub ms: f64,
    /// It proved the move wins.
    pub proven: bool,
    /// The revision its move made: the report is about that position only.
    pub at: u64,
    /// The side that moved, and the position's worth to it as it saw it.
    pub by: Side,
    pub score: Option<Score>,
    /// The moves it expects, its own first.
    pub line: Vec<String>,
}

/// How fast the computer plays its moves when a person watches it play itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Slow, Pace::Normal, Pace::Fast];

    pub fn name(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    /// A move is shown no sooner than this after it was asked for.
    fn min_ms(self) -> f64 {
        match self {
            Pace::Slow => 2_000.0,
            Pace::Normal => MIN_THINK_MS,
            Pace::Fast => 0.0,
        }
    }
}

/// The computer's side of one game screen.
#[derive(Clone, Copy)]
pub struct ComputerPlayer {
    pub state: RwSignal<Computer>,
    /// Held: it does not move (watching the computer play itself).
    pub paused: RwSignal<bool>,
    /// One move allowed while held.
    pub step: RwSignal<bool>,
    pub pace: RwSignal<Pace>,
    /// Thinking on the person's time ([`checkerbox_core::session::Session::ponders`]).
    pub pondering: RwSignal<bool>,
    retry: RwSignal<u32>,
    ai: Ai,
}

impl ComputerPlayer {
    /// Held by a pause, and no single move allowed: it does not move now (tracked).
    pub fn held(&self) -> bool {
        self.paused.get() && !self.step.get()
    }

    /// Asks again after a failure, of a fresh worker.
    pub fn retry(&self) {
        self.ai.restart();
        self.retry.update(|n| *n += 1);
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Plays the computer's moves in `table`, a game of `game`: asks the worker whenever it becomes
/// the computer's turn, and plays the answer if the game is still where it was asked. Undo, redo
/// or a new game while it thinks abandon the question.
pub fn drive_computer(game: GameId, table: RwSignal<Box<dyn AnySession>>) -> ComputerPlayer {
    let ai = expect_context::<Ai>();
    let prefs = expect_context::<Prefs>();
    let player = ComputerPlayer {
        state: RwSignal::new(Computer::Waiting),
        paused: RwSignal::new(false),
        step: RwSignal::new(false),
        pace: RwSignal::new(Pace::Normal),
        pondering: RwSignal::new(false),
        retry: RwSignal::new(0),
        ai,
    };
    let state = player.state;
    // The revision at which the computer is to move, and how strong it is: a memo, so that
    // updates that change nothing do not ask twice. Held, it is not asked (but for a step).
    let wanted = Memo::new(move |_| {
        let held = player.held();
        table.with(|t| t.computer_strength().filter(|_| !held).map(|strength| (t.revision(), strength)))
    });
    // (request id, revision asked about, when it was asked)
    let pending = StoredValue::new(None::<(u64, u64, f64)>);
    Effect::new(move |_| {
        player.retry.track();
        match wanted.get() {
            Some((revision, strength)) => {
                let position = table.with_untracked(|t| t.position_text());
                match ai.ask(WorkerQuestion::move_of(game, position, strength, prefs.get_untracked())) {
                    Ok((id, give_up)) => {
                        pending.set_value(Some((id, revision, now())));
                        state.set(Computer::Thinking { depth: 0, score: None });
                        Timeout::new(give_up, move || {
                            if pending.try_get_value().flatten().is_some_and(|p| p.0 == id) {
                                ai.give_up(id);
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
                if let Some((id, ..)) = pending.get_value() {
                    ai.cancel(id);
                    pending.set_value(None);
                }
                // What it was doing, or failing to do, is moot now; its last move's report stays.
                if matches!(state.get_untracked(), Computer::Thinking { .. } | Computer::Failed(_)) {
                    state.set(Computer::Waiting);
                }
            }
        }
    });
    // While a person is to move against the master, the master thinks over their position (unless
    // the settings say not to): what it learns is in its table when it is asked for its own
    // move. Any other question (the computer's move, a hint) ends this one; once a hint is
    // answered, it thinks on.
    let ponders_at = Memo::new(move |_| table.with(|t| (t.ponders() && prefs.get().ponder).then(|| t.revision())));
    let pondering = StoredValue::new(None::<u64>);
    let ponder = move || {
        let asked = ai.ask(WorkerQuestion::ponder(game, table.with_untracked(|t| t.position_text()))).ok();
        pondering.set_value(asked.map(|(id, _)| id));
        player.pondering.set(asked.is_some());
    };
    Effect::new(move |_| {
        let at = ponders_at.get();
        if let Some(id) = pondering.get_value() {
            ai.cancel(id);
            pondering.set_value(None);
            player.pondering.set(false);
        }
        if at.is_some() {
            ponder();
        }
    });
    Effect::new(move |_| {
        let Some(reply) = ai.replies.get() else { return };
        match pondering.get_value() {
            // Its own end: its time is up, it settled the game, or another question took its place.
            Some(id) if id == reply.id => {
                pondering.set_value(None);
                player.pondering.set(false);
            }
            // Another question answered on the person's turn (a hint): it thinks on.
            None if reply.outcome.is_ok() && ponders_at.get_untracked().is_some() => ponder(),
            _ => {}
        }
    });
    on_cleanup(move || {
        let asked = [pending.try_get_value().flatten().map(|p| p.0), pondering.try_get_value().flatten()];
        for id in asked.into_iter().flatten() {
            ai.cancel(id);
        }
    });
    // How the thinking goes.
    Effect::new(move |_| {
        let Some((id, depth, score)) = ai.thinking.get() else { return };
        if pending.get_value().is_some_and(|p| p.0 == id) {
            state.set(Computer::Thinking { depth, score: Some(score) });
        }
    });
    Effect::new(move |_| {
        let Some(reply) = ai.replies.get() else { return };
        let Some((_, revision, asked_at)) = pending.get_value().filter(|p| p.0 == reply.id) else { return };
        pending.set_value(None);
        let (text, depth, nodes, proven, score, line) = match reply.outcome {
            Ok(Answer::Move { text, depth, nodes, proven, score, line }) => (text, depth, nodes, proven, score, line),
            Ok(other) => return state.set(Computer::Failed(format!("it answered something else: {other:?}"))),
            Err(why) => return state.set(Computer::Failed(why)),
        };
        let ms = now() - asked_at;
        let by = table.with_untracked(|t| t.to_move());
        let apply = move || {
            // Paused while the move was shown no sooner than the pace allows: it is not played
            // (asked again on resuming).
            if player.paused.try_get_untracked() == Some(true) && player.step.try_get_untracked() == Some(false) {
                state.try_set(Computer::Waiting);
                return;
            }
            let played = table.try_maybe_update(|t| {
                if t.revision() != revision {
                    return (false, None);
                }
                let result = t.play_text(&text).map(|()| t.revision());
                (result.is_ok(), Some(result))
            });
            match played.flatten() {
                Some(Ok(at)) => {
                    player.step.try_set(false);
                    state.try_set(Computer::Moved(Moved { depth, nodes, ms, proven, at, by, score, line }));
                }
                Some(Err(why)) => {
                    state.try_set(Computer::Failed(format!("its move {text} was refused: {why}")));
                }
                None => {}
            }
        };
        let min_ms = player.pace.get_untracked().min_ms();
        Timeout::new((min_ms - ms).max(0.0) as u32, apply).forget();
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
            if let Some((id, ..)) = advisor.pending.try_get_value().flatten() {
                ai.cancel(id);
            }
        });
        advisor
    }

    /// Asks `task` about `position` (of `game`, at `revision`), within `budget` positions.
    pub fn ask(self, task: Task, game: GameId, position: String, revision: u64, budget: u64) {
        self.put(WorkerQuestion { task, game, position, budget, level: None }, revision);
    }

    fn put(self, question: WorkerQuestion, revision: u64) {
        let task = question.task;
        match self.ai.ask(question) {
            Ok((id, give_up)) => {
                self.pending.set_value(Some((id, task, revision)));
                self.advice.set(Advice::Asking(task));
                Timeout::new(give_up, move || {
                    if self.pending.try_get_value().flatten().is_some_and(|p| p.0 == id) {
                        self.ai.give_up(id);
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

/// Starts one of the app's workers from its loader (the computer's `./worker_loader.js`, the
/// upgrade worker's `./upgrade_loader.js`): a classic worker on Trunk's loader shim (see
/// TOOLCHAIN.md); none if the browser would not start it.
pub fn start_worker(loader: &str) -> Option<Worker> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Classic);
    Worker::new_with_options(loader, &options).ok()
}
