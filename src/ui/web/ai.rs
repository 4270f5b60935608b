//! The computer player, as the page sees it: one web worker that answers one question at a time,
//! driven by [`Dispatcher`]'s policy, whose commands [`Ai`] carries out; [`drive_computer`],
//! which asks it whenever it is the computer's turn in a session and plays its answer (over any
//! game's [`AnySession`], so every game screen gets its computer opponent from here); and
//! [`Advisor`], through which a screen asks the worker's solver about a position.

use super::settings::Prefs;
use crate::ui::any_session::AnySession;
use crate::ui::dispatcher::{Asked, Command, Dispatcher, Question, START_UP_MS};
use checkerbox_core::ai::score::Score;
use checkerbox_core::games::GameId;
use checkerbox_core::protocol::{Answer, PageReply, Task};
use checkerbox_core::rules::Side;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::ops::DerefMut;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The computer's move is shown no sooner than this after it was asked for, so that a person can
/// follow both moves.
const MIN_THINK_MS: f64 = 450.0;

/// Why there is no move when the worker answers a move with something else (a fault of the app):
/// said in words, the answer left out (printing it would cost the page its `Debug` code).
pub const NOT_A_MOVE: &str = "it answered with something other than a move";

/// A running worker with its handlers, which live exactly as long as it does.
struct Running {
    worker: Worker,
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

/// The page's one worker and its policy.
#[derive(Default)]
struct Shell {
    /// The policy: what is asked, left to finish, stopped or replaced.
    dispatcher: Dispatcher,
    /// The worker the policy drives, while one runs.
    running: Option<Running>,
}

/// Handle to the page's one worker, provided as context by the app (made once, at start).
#[derive(Clone, Copy)]
pub struct Ai {
    /// The answer to the question in flight when it comes, and how its thinking goes meanwhile
    /// ([`Answer::Thinking`]): one signal for both, so that the page carries one.
    replies: RwSignal<Option<PageReply>>,
    /// Reached through [`Ai::shell`] alone.
    shell: StoredValue<Shell, LocalStorage>,
}

impl Ai {
    /// Starts the worker once the first screen is painted, or at the first question if that comes
    /// sooner: its files do not compete with the first board's for the line, and are seldom
    /// still loading when the computer is first asked.
    pub fn new() -> Ai {
        let ai = Ai { replies: RwSignal::new(None), shell: StoredValue::new_local(Shell::default()) };
        // A failure here is reported when the computer is first asked for a move.
        after_first_paint(move || ai.dispatch(Dispatcher::warm_up));
        ai
    }

    /// The shell, borrowed: only to ask the policy or to reach the worker, never while a command
    /// is carried out (which may start or stop the worker). One way in, so that the page carries
    /// one copy of the borrowing code.
    fn shell(self) -> Option<impl DerefMut<Target = Shell>> {
        self.shell.try_write_value()
    }

    /// Carries out what `policy` tells the dispatcher to do. Only a question's asker hears of a
    /// failure ([`Ai::ask`]): other failures are the next question's to meet.
    fn dispatch(self, policy: impl FnOnce(&mut Dispatcher) -> Vec<Command>) {
        let commands = self.shell().map(|mut s| policy(&mut s.dispatcher)).unwrap_or_default();
        self.obey(commands);
    }

    /// Carries out `commands`, every one: the first failure, if any.
    fn obey(self, commands: Vec<Command>) -> Option<&'static str> {
        let mut failed = None;
        for command in commands {
            let why = match command {
                Command::Start(generation) => self.start(generation),
                Command::Dismiss => {
                    self.set_running(None);
                    None
                }
                Command::Post(text) => self.post(&text),
                Command::Deliver(reply) | Command::Progress(reply) => {
                    self.replies.try_set(Some(reply));
                    None
                }
            };
            failed = failed.or(why);
        }
        failed
    }

    /// Starts the computer's worker of `generation`, in place of the one running; why not, if it
    /// does not start.
    fn start(self, generation: u64) -> Option<&'static str> {
        self.set_running(None);
        let Some(worker) = start_worker("./worker_loader.js") else {
            if let Some(mut s) = self.shell() {
                s.dispatcher.start_failed(generation);
            }
            return Some("the browser would not start the computer player");
        };
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let text = e.data().as_string();
            self.dispatch(|d| d.received(generation, text.as_deref()));
        });
        let on_error = Closure::<dyn Fn(Event)>::new(move |e: Event| {
            // A script that fails to load raises a plain event; a crash, an ErrorEvent.
            let what = e.dyn_ref::<ErrorEvent>().map(ErrorEvent::message).unwrap_or_else(|| "it could not load".into());
            self.dispatch(|d| d.failed(generation, format!("the computer player stopped ({what})")));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        after(START_UP_MS, move || {
            self.dispatch(|d| d.start_up_over(generation));
        });
        self.set_running(Some(Running { worker, _on_message: on_message, _on_error: on_error }));
        None
    }

    /// Puts `running` in place of the worker running, which stops.
    fn set_running(self, running: Option<Running>) {
        // Taken out first, so that it stops once the shell is no longer borrowed.
        let _stopped = self.shell().map(|mut s| std::mem::replace(&mut s.running, running));
    }

    /// Posts `text` to the running worker; why not, if it does not take it.
    fn post(self, text: &str) -> Option<&'static str> {
        let posted = self.shell().and_then(|s| s.running.as_ref().map(|r| r.worker.post_message(&text.into())));
        match posted {
            Some(Ok(())) => None,
            _ => Some("the computer player did not take the question"),
        }
    }

    /// Asks a question, abandoning any earlier one (whose asker hears so); returns the
    /// question's id, and how long to wait for its answer before giving up ([`Ai::give_up`]).
    fn ask(self, question: Question) -> Result<(u64, u32), String> {
        let asked = self.shell().map(|mut s| s.dispatcher.ask(question));
        let Asked { id, give_up_ms, commands } = asked.unwrap_or_else(|| Err("the page is closing".into()))?;
        if let Some(why) = self.obey(commands) {
            if let Some(mut s) = self.shell() {
                s.dispatcher.withdraw(id);
            }
            return Err(why.into());
        }
        Ok((id, give_up_ms))
    }

    /// The last answer, how a question's thinking goes left out (tracked).
    fn answer(self) -> Option<PageReply> {
        self.replies.get().filter(|r| !matches!(r.outcome, Ok(Answer::Thinking { .. })))
    }

    /// Abandons question `id` if it is the one in flight ([`Dispatcher::cancel`]).
    fn cancel(self, id: u64) {
        self.dispatch(|d| d.cancel(id));
    }

    /// Abandons question `id`, which took too long, and the worker with it.
    fn give_up(self, id: u64) {
        self.dispatch(|d| d.give_up(id));
    }

    /// Replaces the worker with a fresh one.
    fn restart(self) {
        self.dispatch(Dispatcher::restart);
    }
}

/// Runs `f` now and again whenever what it reads changes, as a Leptos effect does: boxed, so that
/// all the effects made here share one copy of Leptos's effect code, where each closure would
/// compile its own.
pub fn effect(f: impl Fn() + 'static) {
    let f: Box<dyn Fn()> = Box::new(f);
    Effect::new(move |_| f());
}

/// Runs `f` once, `ms` milliseconds from now: boxed, as [`effect`] is, for one copy of the timer's
/// code.
fn after(ms: u32, f: impl FnOnce() + 'static) {
    let f: Box<dyn FnOnce()> = Box::new(f);
    Timeout::new(ms, f).forget();
}

/// Runs `f` once the screen the app opens on (the first board, from a game's link) is painted:
/// a frame's callback runs before its paint, a timer set there after it.
pub fn after_first_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || after(0, f));
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

/// The computer's question in flight: (request id, revision asked about, when it was asked).
type Pending = StoredValue<Option<(u64, u64, f64)>>;

/// Plays the computer's moves in `table`, a game of `game`: asks the worker whenever it becomes
/// the computer's turn, and plays the answer if the game is still where it was asked. Undo, redo
/// or a new game while it thinks abandon the question.
pub fn drive_computer(game: GameId, table: RwSignal<Box<dyn AnySession>>) -> ComputerPlayer {
    let ai = expect_context::<Ai>();
    let player = ComputerPlayer {
        state: RwSignal::new(Computer::Waiting),
        paused: RwSignal::new(false),
        step: RwSignal::new(false),
        pace: RwSignal::new(Pace::Normal),
        pondering: RwSignal::new(false),
        retry: RwSignal::new(0),
        ai,
    };
    let pending: Pending = StoredValue::new(None);
    ask_on_its_turn(game, table, player, pending);
    let pondering = ponder_on_persons_time(game, table, player);
    on_cleanup(move || {
        let asked = [pending.try_get_value().flatten().map(|p| p.0), pondering.try_get_value().flatten()];
        for id in asked.into_iter().flatten() {
            ai.cancel(id);
        }
    });
    play_answers(table, player, pending);
    player
}

/// Asks the worker for the computer's move whenever it is its turn in `table` (unless held), and
/// abandons the question when it no longer is; gives up on an answer that does not come in time.
fn ask_on_its_turn(game: GameId, table: RwSignal<Box<dyn AnySession>>, player: ComputerPlayer, pending: Pending) {
    let (ai, state) = (player.ai, player.state);
    let prefs = expect_context::<Prefs>();
    // The revision at which the computer is to move, and how strong it is: a memo, so that
    // updates that change nothing do not ask twice. Held, it is not asked (but for a step).
    let wanted = Memo::new(move |_| {
        let held = player.held();
        table.with(|t| t.computer_strength().filter(|_| !held).map(|strength| (t.revision(), strength)))
    });
    effect(move || {
        player.retry.track();
        match wanted.get() {
            Some((revision, strength)) => {
                let position = table.with_untracked(|t| t.position_text());
                match ai.ask(Question::move_of(game, position, strength, prefs.get_untracked())) {
                    Ok((id, give_up)) => {
                        pending.set_value(Some((id, revision, now())));
                        state.set(Computer::Thinking { depth: 0, score: None });
                        after(give_up, move || {
                            if pending.try_get_value().flatten().is_some_and(|p| p.0 == id) {
                                ai.give_up(id);
                                pending.set_value(None);
                                state.set(Computer::Failed("it did not answer in time".into()));
                            }
                        });
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
}

/// While a person is to move against the master, the master thinks over their position (unless
/// the settings say not to): what it learns is in its table when it is asked for its own move.
/// Any other question (the computer's move, a hint) ends this one; once a hint is answered, it
/// thinks on. Returns the pondering question's id, while there is one.
fn ponder_on_persons_time(
    game: GameId,
    table: RwSignal<Box<dyn AnySession>>,
    player: ComputerPlayer,
) -> StoredValue<Option<u64>> {
    let ai = player.ai;
    let prefs = expect_context::<Prefs>();
    let ponders_at = Memo::new(move |_| table.with(|t| (t.ponders() && prefs.get().ponder).then(|| t.revision())));
    let pondering = StoredValue::new(None::<u64>);
    let ponder = move || {
        let asked = ai.ask(Question::ponder(game, table.with_untracked(|t| t.position_text()))).ok();
        pondering.set_value(asked.map(|(id, _)| id));
        player.pondering.set(asked.is_some());
    };
    effect(move || {
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
    effect(move || {
        let Some(reply) = ai.answer() else { return };
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
    pondering
}

/// Shows how the thinking on the computer's question in flight goes, and plays its answer, if the
/// game is still where it was asked, no sooner than the pace allows; says why when there is no
/// move to play.
fn play_answers(table: RwSignal<Box<dyn AnySession>>, player: ComputerPlayer, pending: Pending) {
    let state = player.state;
    effect(move || {
        let Some(reply) = player.ai.replies.get() else { return };
        let Some((_, revision, asked_at)) = pending.get_value().filter(|p| p.0 == reply.id) else { return };
        if let Ok(Answer::Thinking { depth, score, .. }) = reply.outcome {
            return state.set(Computer::Thinking { depth, score: Some(score) });
        }
        pending.set_value(None);
        let (text, depth, nodes, proven, score, line) = match reply.outcome {
            Ok(Answer::Move { text, depth, nodes, proven, score, line, .. }) => {
                (text, depth, nodes, proven, score, line)
            }
            Ok(_) => return state.set(Computer::Failed(NOT_A_MOVE.into())),
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
        after((min_ms - ms).max(0.0) as u32, apply);
    });
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
        effect(move || {
            let Some(reply) = ai.answer() else { return };
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

    /// Drops the question asked, if its answer has not come: the screen no longer wants it. Safe
    /// as the screen goes, when its signals may be gone.
    pub fn cancel(self) {
        if let Some((id, ..)) = self.pending.try_get_value().flatten() {
            self.pending.try_set_value(None);
            self.ai.cancel(id);
        }
        self.advice.try_set(Advice::Idle);
    }

    /// Asks `task` about `position` (of `game`, at `revision`), within `budget` positions.
    pub fn ask(self, task: Task, game: GameId, position: String, revision: u64, budget: u64) {
        match self.ai.ask(Question::task(task, game, position, budget)) {
            Ok((id, give_up)) => {
                self.pending.set_value(Some((id, task, revision)));
                self.advice.set(Advice::Asking(task));
                after(give_up, move || {
                    if self.pending.try_get_value().flatten().is_some_and(|p| p.0 == id) {
                        self.ai.give_up(id);
                        self.pending.set_value(None);
                        let answer = Err("it did not answer in time".to_string());
                        self.advice.set(Advice::Answered { task, revision, answer });
                    }
                });
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
