//! The page's one computer worker, as a policy: which question is in flight, which is left to
//! finish, when the worker is told to stop, replaced, or trusted no more. [`Dispatcher`] does
//! nothing itself: each of its methods says what the page must do ([`Command`]: post a text,
//! start a worker, hand a reply to the askers), so that the whole policy is tested here, and the
//! page's worker glue only carries the commands out.

use crate::ui::settings::Settings;
use checkerbox_core::games::GameId;
use checkerbox_core::level::Strength;
use checkerbox_core::protocol::{Answer, PageReply, READY, Request, STOP, Task};

/// The answer to a question abandoned for another one.
pub const ABANDONED: &str = "another question took its place";

/// A question abandoned for another is left to finish, its answer ignored, when it visits no more
/// positions than this (the hard level's, and so the hint's) and no other is finishing: the
/// worker then keeps what the master and the solver learnt, where replacing it would lose that
/// and take as long. A longer question (the solver's) is stopped by replacing the worker.
pub const LEFT_TO_FINISH: u64 = Strength::Hard.budget().expect("the hard level counts positions");

/// A worker that has not said [`READY`] this long after starting is taken for broken
/// ([`Dispatcher::start_up_over`]).
pub const START_UP_MS: u32 = 8_000;

/// The longest the master thinks on a person's time in one turn: a person who leaves the app
/// open does not leave the computer thinking for ever.
const PONDER_MS: u32 = 30_000;

/// How long an answer may take before the worker is taken for dead: ten seconds, plus a second
/// for every 100,000 positions (many times what a search takes natively, so that a slow phone
/// has room: `cargo bench --bench search_speed`), plus the time it was given; the question asked
/// after one left to finish waits for that one too ([`Dispatcher::ask`]).
fn give_up_ms(budget: u64, ms: u32) -> u32 {
    10_000u32.saturating_add((budget / 100).min(u32::MAX as u64 / 2) as u32).saturating_add(ms)
}

/// A question for the worker.
#[derive(Clone, Debug)]
pub struct Question {
    task: Task,
    game: GameId,
    position: String,
    /// Positions it may visit, where no level says.
    budget: u64,
    /// The level that answers a move, and the master's thinking time.
    level: Option<(Strength, u32)>,
}

impl Question {
    /// "What would `level` play in `position`?", the master thinking as long as `settings` say.
    pub fn move_of(game: GameId, position: String, level: Strength, settings: Settings) -> Self {
        let ms = settings.master_seconds * 1_000;
        Question { task: Task::Move, game, position, budget: 0, level: Some((level, ms)) }
    }

    /// "Think over `position`, a person's turn, as the master would, until told to stop": the
    /// master keeps what it learns in its table, so that its answer to the person's move starts
    /// from there. Its answer, if it ever comes, is nobody's.
    pub fn ponder(game: GameId, position: String) -> Self {
        Question { task: Task::Move, game, position, budget: 0, level: Some((Strength::Master, PONDER_MS)) }
    }

    /// `task` about `position`, within `budget` positions (the hint, the solver's questions).
    pub fn task(task: Task, game: GameId, position: String, budget: u64) -> Self {
        Question { task, game, position, budget, level: None }
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

    /// The request that asks it as question `id`.
    fn request(self, id: u64) -> Request {
        let Question { task, game, position, budget, level } = self;
        Request { id, game, position, budget, task, level: level.map(|l| l.0), ms: level.map(|l| l.1) }
    }
}

/// What the page must do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start a worker of this generation in place of the running one (stopped): its messages
    /// and failures go to the dispatcher with the generation, and [`START_UP_MS`] after it
    /// starts, [`Dispatcher::start_up_over`]. Should it not start, [`Dispatcher::start_failed`].
    Start(u64),
    /// Stop the running worker, and start none.
    Dismiss,
    /// Post this text to the running worker.
    Post(String),
    /// Hand this answer to the askers: the question is no longer in flight.
    Deliver(PageReply),
    /// Tell the askers how the thinking on the question in flight goes ([`Answer::Thinking`]).
    Progress(PageReply),
}

/// A question the dispatcher took: its id, how long to wait for its answer before giving up
/// ([`Dispatcher::give_up`]), and what the page must do to ask it.
#[derive(Debug)]
pub struct Asked {
    pub id: u64,
    pub give_up_ms: u32,
    pub commands: Vec<Command>,
}

/// The question in flight: its id, whether the worker thinks it over a slice at a time
/// ([`Request::sliced`]), so that it can be told to stop rather than replaced, and whether it is
/// short enough to be left to finish ([`LEFT_TO_FINISH`]).
#[derive(Clone, Copy, Debug)]
struct InFlight {
    id: u64,
    sliced: bool,
    short: bool,
}

/// The worker running, or starting.
#[derive(Debug)]
struct Running {
    /// Tells its messages from those of a worker it replaced.
    generation: u64,
    /// Whether it has said [`READY`]: a message posted before could be lost.
    ready: bool,
    /// A question waiting for it to be ready.
    queued: Option<String>,
}

/// The policy for the page's one worker, answering one question at a time.
#[derive(Debug)]
pub struct Dispatcher {
    next_id: u64,
    /// The last worker's generation.
    generations: u64,
    running: Option<Running>,
    /// The question asked last, if it is not answered yet: the only one whose answer is still
    /// wanted. The worker may first be finishing `finishing`.
    in_flight: Option<InFlight>,
    /// A short question abandoned but left to finish, until its answer comes: at most one, so
    /// that abandoned questions never queue up before the one in flight.
    finishing: Option<u64>,
}

impl Default for Dispatcher {
    fn default() -> Self {
        Dispatcher { next_id: 1, generations: 0, running: None, in_flight: None, finishing: None }
    }
}

impl Dispatcher {
    /// Makes sure a worker is running or starting: the page asks once its first screen is
    /// painted, unless a question ([`Dispatcher::ask`]) has started one sooner.
    pub fn warm_up(&mut self) -> Vec<Command> {
        if self.running.is_some() { Vec::new() } else { self.restart() }
    }

    /// Replaces the worker with a fresh one. The question in flight stays so: its answer, from the
    /// worker replaced, never comes, and it is given up in time.
    pub fn restart(&mut self) -> Vec<Command> {
        self.generations += 1;
        self.running = Some(Running { generation: self.generations, ready: false, queued: None });
        self.finishing = None;
        vec![Command::Start(self.generations)]
    }

    /// The worker of `generation` could not be started: none runs.
    pub fn start_failed(&mut self, generation: u64) {
        if self.is_current(generation) {
            self.running = None;
        }
    }

    /// [`START_UP_MS`] have passed since the worker of `generation` started: if it is still the
    /// one and has not said [`READY`], it is taken for broken.
    pub fn start_up_over(&mut self, generation: u64) -> Vec<Command> {
        match &self.running {
            Some(r) if r.generation == generation && !r.ready => {
                self.failed(generation, "the computer player did not start".into())
            }
            _ => Vec::new(),
        }
    }

    /// Asks `question`, abandoning any earlier one (whose asker hears [`ABANDONED`]). Its wait
    /// is its own time, and the time of a question left to finish before it. A worker still
    /// starting gets it when it says it is ready.
    pub fn ask(&mut self, question: Question) -> Result<Asked, String> {
        let id = self.next_id;
        self.next_id += 1;
        let short = question.finishes_soon();
        let own_ms = question.give_up_ms();
        let request = question.request(id);
        let sliced = request.sliced().is_some();
        // Written first: a question that cannot be sent abandons none.
        let text = serde_json::to_string(&request).map_err(|e| format!("the position could not be sent: {e}"))?;
        let mut commands = Vec::new();
        if let Some(InFlight { id: old, .. }) = self.in_flight {
            commands.extend(self.cancel(old));
            commands.push(Command::Deliver(PageReply { id: old, outcome: Err(ABANDONED.into()) }));
        }
        let waiting = if self.finishing.is_some() { give_up_ms(LEFT_TO_FINISH, 0) } else { 0 };
        commands.extend(self.warm_up());
        match &mut self.running {
            Some(running) if running.ready => commands.push(Command::Post(text)),
            Some(running) => running.queued = Some(text),
            None => {}
        }
        self.in_flight = Some(InFlight { id, sliced, short });
        Ok(Asked { id, give_up_ms: own_ms.saturating_add(waiting), commands })
    }

    /// Question `id` was never handed to a worker (none would start, or it refused the text): it
    /// is not in flight.
    pub fn withdraw(&mut self, id: u64) {
        if self.in_flight.is_some_and(|q| q.id == id) {
            self.in_flight = None;
            if let Some(running) = &mut self.running {
                running.queued = None;
            }
        }
    }

    /// Abandons question `id` if it is the one in flight (an asker cancels only its own). The
    /// master's thinking is told to stop, and the worker keeps what the master learnt. Other work
    /// cannot be interrupted: a short question is left to finish (its answer is ignored), unless
    /// another is finishing already, and a long one is stopped by replacing the worker. A question
    /// not sent yet (the worker is starting) is not sent at all.
    pub fn cancel(&mut self, id: u64) -> Vec<Command> {
        let Some(asked) = self.in_flight.filter(|q| q.id == id) else { return Vec::new() };
        self.in_flight = None;
        match &mut self.running {
            None => Vec::new(),
            Some(running) if !running.ready => {
                running.queued = None;
                Vec::new()
            }
            Some(_) if asked.sliced => vec![Command::Post(STOP.into())],
            Some(_) if asked.short && self.finishing.is_none() => {
                self.finishing = Some(id);
                Vec::new()
            }
            Some(_) => self.restart(),
        }
    }

    /// Abandons question `id`, which took too long, and the worker with it: a worker that does not
    /// answer in time is not trusted with the next question.
    pub fn give_up(&mut self, id: u64) -> Vec<Command> {
        if self.in_flight.is_some_and(|q| q.id == id) {
            self.in_flight = None;
            self.restart()
        } else {
            Vec::new()
        }
    }

    /// The worker of `generation` said `text` (`None`: not a text). Only the question in flight's
    /// answer is handed on, and its thinking while it thinks; the answer to one left to finish
    /// frees the worker of it; a reply naming no question (id 0: the worker could not read the
    /// question) answers the one in flight.
    pub fn received(&mut self, generation: u64, text: Option<&str>) -> Vec<Command> {
        let Some(running) = self.running.as_mut().filter(|r| r.generation == generation) else { return Vec::new() };
        if text == Some(READY) {
            running.ready = true;
            return running.queued.take().map(Command::Post).into_iter().collect();
        }
        let reply = text.and_then(|t| serde_json::from_str::<PageReply>(t).ok());
        let answered = reply.as_ref().filter(|r| !matches!(r.outcome, Ok(Answer::Thinking { .. })));
        if answered.is_some_and(|r| self.finishing == Some(r.id)) {
            self.finishing = None;
        }
        let Some(InFlight { id, .. }) = self.in_flight else { return Vec::new() };
        match reply {
            // Not the answer yet: how the thinking goes.
            Some(reply @ PageReply { outcome: Ok(Answer::Thinking { .. }), .. }) => {
                if reply.id == id {
                    vec![Command::Progress(reply)]
                } else {
                    Vec::new()
                }
            }
            Some(reply) if reply.id == id || reply.id == 0 => {
                self.in_flight = None;
                vec![Command::Deliver(PageReply { id, ..reply })]
            }
            // The answer to a question abandoned since.
            Some(_) => Vec::new(),
            None => self.failed(generation, "the computer sent an unreadable answer".into()),
        }
    }

    /// The worker of `generation` failed (it crashed, would not load, or said what cannot be
    /// read): if it is still the one running, it goes, and the question in flight ends with
    /// `why`. A worker that failed is not trusted with the next question, which starts another.
    pub fn failed(&mut self, generation: u64, why: String) -> Vec<Command> {
        if !self.is_current(generation) {
            return Vec::new();
        }
        self.running = None;
        self.finishing = None;
        let mut commands = vec![Command::Dismiss];
        if let Some(InFlight { id, .. }) = self.in_flight.take() {
            commands.push(Command::Deliver(PageReply { id, outcome: Err(why) }));
        }
        commands
    }

    /// Whether the worker of this generation is the one running.
    fn is_current(&self, generation: u64) -> bool {
        self.running.as_ref().is_some_and(|r| r.generation == generation)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use checkerbox_core::ai::score::Score;
    use checkerbox_core::protocol::{Reply, WorkerError};

    const BYTE: GameId = GameId::Byte;

    /// The master's move: thought over in slices.
    fn master() -> Question {
        Question::move_of(BYTE, "a position".into(), Strength::Master, Settings::default())
    }

    /// A hint: short enough to be left to finish.
    fn hint() -> Question {
        Question::task(Task::Move, BYTE, "a position".into(), LEFT_TO_FINISH)
    }

    /// The solver's question, longer than any left to finish.
    fn solve() -> Question {
        Question::task(Task::Solve, BYTE, "a position".into(), LEFT_TO_FINISH + 1)
    }

    /// A dispatcher whose first worker (generation 1) is ready.
    fn ready() -> Dispatcher {
        let mut d = Dispatcher::default();
        assert_eq!(d.warm_up(), [Command::Start(1)]);
        assert_eq!(d.received(1, Some(READY)), []);
        d
    }

    fn ask(d: &mut Dispatcher, question: Question) -> (u64, Vec<Command>) {
        let asked = d.ask(question).expect("a question is written");
        (asked.id, asked.commands)
    }

    /// The question a posted text asks.
    fn posted(command: &Command) -> Request {
        let Command::Post(text) = command else { panic!("not a post: {command:?}") };
        serde_json::from_str(text).expect("a request")
    }

    /// The worker's reply to question `id`, as it sends it.
    fn reply(id: u64, answer: Answer) -> String {
        serde_json::to_string(&Reply { id, outcome: Ok(answer) }).unwrap()
    }

    fn moved(id: u64) -> String {
        let answer = Answer::Move {
            text: "d2-c3".into(),
            depth: 3,
            nodes: 90,
            proven: false,
            score: None,
            line: Vec::new(),
            only: false,
        };
        reply(id, answer)
    }

    fn thinking(id: u64, depth: u32) -> String {
        reply(id, Answer::Thinking { depth, score: Score::Points(40), nodes: 1_000 })
    }

    fn delivered(commands: &[Command]) -> Vec<(u64, Result<(), String>)> {
        let replies = commands.iter().filter_map(|c| match c {
            Command::Deliver(PageReply { id, outcome }) => {
                Some((*id, outcome.as_ref().map(|_| ()).map_err(Clone::clone)))
            }
            _ => None,
        });
        replies.collect()
    }

    #[test]
    fn a_question_goes_to_a_ready_worker_and_its_answer_to_the_page() {
        let mut d = ready();
        let (id, commands) = ask(&mut d, master());
        assert_eq!(commands.len(), 1);
        let request = posted(&commands[0]);
        assert_eq!((request.id, request.level, request.ms), (id, Some(Strength::Master), Some(2_000)));
        let commands = d.received(1, Some(&moved(id)));
        assert_eq!(delivered(&commands), [(id, Ok(()))]);
        // Answered: a second answer is nobody's.
        assert_eq!(d.received(1, Some(&moved(id))), []);
    }

    #[test]
    fn a_worker_still_starting_gets_the_question_when_it_is_ready() {
        let mut d = Dispatcher::default();
        let (id, commands) = ask(&mut d, hint());
        assert_eq!(commands, [Command::Start(1)], "started, the question held");
        let commands = d.received(1, Some(READY));
        assert_eq!(posted(&commands[0]).id, id);
        assert_eq!(d.received(1, Some(READY)), [], "posted once");
    }

    #[test]
    fn a_question_before_the_warm_up_starts_the_worker_and_the_warm_up_no_other() {
        let mut d = Dispatcher::default();
        let (id, commands) = ask(&mut d, master());
        assert_eq!(commands, [Command::Start(1)]);
        assert_eq!(d.warm_up(), [], "the worker starting is kept, and the question with it");
        assert_eq!(posted(&d.received(1, Some(READY))[0]).id, id);
    }

    #[test]
    fn a_question_cancelled_before_the_worker_is_ready_is_never_sent() {
        let mut d = Dispatcher::default();
        let (id, _) = ask(&mut d, solve());
        assert_eq!(d.cancel(id), [], "nothing to stop, nothing replaced");
        assert_eq!(d.received(1, Some(READY)), []);
    }

    #[test]
    fn asking_again_abandons_the_question_in_flight_and_its_asker_hears_so() {
        let mut d = ready();
        let (first, _) = ask(&mut d, master());
        let (second, commands) = ask(&mut d, master());
        assert_eq!(commands[0], Command::Post(STOP.into()), "the master is told to stop");
        assert_eq!(delivered(&commands), [(first, Err(ABANDONED.into()))]);
        assert_eq!(posted(&commands[2]).id, second);
        // The first one's answer, should it come, is dropped; the second's is delivered.
        assert_eq!(d.received(1, Some(&moved(first))), []);
        assert_eq!(delivered(&d.received(1, Some(&moved(second)))), [(second, Ok(()))]);
    }

    #[test]
    fn cancelling_the_masters_thinking_tells_it_to_stop() {
        let mut d = ready();
        let (id, _) = ask(&mut d, master());
        assert_eq!(d.cancel(id), [Command::Post(STOP.into())]);
        assert_eq!(d.cancel(id), [], "once");
    }

    #[test]
    fn an_asker_cancels_only_its_own_question() {
        let mut d = ready();
        let (id, _) = ask(&mut d, solve());
        assert_eq!(d.cancel(id + 1), []);
        assert_eq!(d.cancel(id - 1), []);
        assert_eq!(delivered(&d.received(1, Some(&moved(id)))), [(id, Ok(()))]);
    }

    #[test]
    fn a_short_question_cancelled_is_left_to_finish_and_its_answer_frees_the_worker() {
        let mut d = ready();
        let (first, _) = ask(&mut d, hint());
        assert_eq!(d.cancel(first), [], "left to finish: the worker is kept");
        // The next question waits for it too.
        let asked = d.ask(hint()).unwrap();
        assert_eq!(asked.give_up_ms, 2 * give_up_ms(LEFT_TO_FINISH, 0));
        // Its thinking and its answer are nobody's; the answer frees the worker of it.
        assert_eq!(d.received(1, Some(&thinking(first, 2))), []);
        assert_eq!(d.received(1, Some(&moved(first))), []);
        // So the question now in flight may be left to finish in its turn, and the next waits
        // only for its own time.
        assert_eq!(d.cancel(asked.id), []);
        assert_eq!(d.received(1, Some(&moved(asked.id))), []);
        assert_eq!(d.ask(hint()).unwrap().give_up_ms, give_up_ms(LEFT_TO_FINISH, 0));
    }

    #[test]
    fn a_second_short_question_abandoned_while_one_finishes_replaces_the_worker() {
        let mut d = ready();
        let (first, _) = ask(&mut d, hint());
        let (second, commands) = ask(&mut d, hint());
        assert!(!commands.contains(&Command::Start(2)), "the first is left to finish");
        assert_eq!(delivered(&commands), [(first, Err(ABANDONED.into()))]);
        let Asked { id: third, give_up_ms: wait, commands } = d.ask(hint()).unwrap();
        assert_eq!(commands[0], Command::Start(2), "at most one is left to finish");
        assert_eq!(delivered(&commands), [(second, Err(ABANDONED.into()))]);
        // Nothing is left to finish in a fresh worker: the third waits for its own time only.
        assert_eq!(wait, give_up_ms(LEFT_TO_FINISH, 0));
        // The fresh worker gets the third question when it is ready; the old one is not heard.
        assert_eq!(d.received(1, Some(&moved(third))), []);
        assert_eq!(posted(&d.received(2, Some(READY))[0]).id, third);
    }

    #[test]
    fn a_long_question_cancelled_is_stopped_by_replacing_the_worker() {
        let mut d = ready();
        let (id, _) = ask(&mut d, solve());
        assert_eq!(d.cancel(id), [Command::Start(2)]);
        // Its answer from the old worker is not heard.
        assert_eq!(d.received(1, Some(&moved(id))), []);
    }

    #[test]
    fn the_thinking_is_told_only_for_the_question_in_flight() {
        let mut d = ready();
        let (first, _) = ask(&mut d, master());
        let (second, _) = ask(&mut d, master());
        assert_eq!(d.received(1, Some(&thinking(first, 5))), []);
        let told = d.received(1, Some(&thinking(second, 3)));
        let progress = Answer::Thinking { depth: 3, score: Score::Points(40), nodes: 1_000 };
        assert_eq!(told, [Command::Progress(PageReply { id: second, outcome: Ok(progress) })]);
        // Thinking is not an answer: the question is still in flight.
        assert_eq!(delivered(&d.received(1, Some(&moved(second)))), [(second, Ok(()))]);
    }

    #[test]
    fn a_reply_naming_no_question_answers_the_one_in_flight() {
        let mut d = ready();
        let (id, _) = ask(&mut d, hint());
        let unread =
            serde_json::to_string(&Reply { id: 0, outcome: Err(WorkerError::UnreadableRequest("EOF".into())) });
        let commands = d.received(1, Some(&unread.unwrap()));
        let [(answered, Err(why))] = &delivered(&commands)[..] else { panic!("{commands:?}") };
        assert_eq!(*answered, id);
        assert!(why.contains("EOF"), "{why}");
    }

    #[test]
    fn an_unreadable_reply_fails_the_question_and_the_worker() {
        for text in [Some("{nonsense"), None] {
            let mut d = ready();
            let (id, _) = ask(&mut d, hint());
            let commands = d.received(1, text);
            assert_eq!(commands[0], Command::Dismiss);
            assert_eq!(delivered(&commands), [(id, Err("the computer sent an unreadable answer".into()))]);
            // The next question starts a fresh worker.
            assert_eq!(ask(&mut d, hint()).1, [Command::Start(2)]);
        }
        // With nothing in flight, nothing to fail.
        let mut d = ready();
        assert_eq!(d.received(1, Some("{nonsense")), []);
    }

    #[test]
    fn a_question_given_up_replaces_the_worker() {
        let mut d = ready();
        let (id, _) = ask(&mut d, master());
        assert_eq!(d.give_up(id), [Command::Start(2)]);
        assert_eq!(d.give_up(id), [], "once");
        assert_eq!(d.received(2, Some(READY)), [], "not asked again");
        assert_eq!(d.received(1, Some(&moved(id))), []);
    }

    #[test]
    fn a_failure_ends_the_question_in_flight_but_one_of_a_replaced_worker_is_ignored() {
        let mut d = ready();
        let (id, _) = ask(&mut d, solve());
        let (next, _) = ask(&mut d, master());
        // The solver's worker was replaced (generation 2): its failure is nobody's.
        assert_eq!(d.failed(1, "it crashed".into()), []);
        assert_eq!(d.start_up_over(1), []);
        let commands = d.failed(2, "it crashed".into());
        assert_eq!(commands[0], Command::Dismiss);
        assert_eq!(delivered(&commands), [(next, Err("it crashed".into()))]);
        assert_ne!(id, next);
        assert_eq!(d.failed(2, "again".into()), [], "gone already");
    }

    #[test]
    fn a_worker_silent_past_its_start_up_is_taken_for_broken() {
        let mut d = Dispatcher::default();
        let (id, _) = ask(&mut d, hint());
        let commands = d.start_up_over(1);
        assert_eq!(delivered(&commands), [(id, Err("the computer player did not start".into()))]);
        // One that said it was ready in time is kept.
        let mut d = ready();
        assert_eq!(d.start_up_over(1), []);
    }

    #[test]
    fn a_question_no_worker_took_is_withdrawn() {
        let mut d = Dispatcher::default();
        let (id, _) = ask(&mut d, hint());
        d.start_failed(1);
        d.withdraw(id);
        assert_eq!(d.received(1, Some(READY)), [], "no worker runs");
        // The next question tries a fresh worker.
        assert_eq!(ask(&mut d, hint()).1, [Command::Start(2)]);
    }

    #[test]
    fn the_waits_give_positions_and_thinking_time_room() {
        assert_eq!(master().give_up_ms(), 12_000);
        assert_eq!(hint().give_up_ms(), 60_000);
        let easy = Question::move_of(BYTE, String::new(), Strength::Easy, Settings::default());
        assert_eq!(easy.give_up_ms(), 10_020);
        assert!(easy.finishes_soon() && hint().finishes_soon());
        assert!(!master().finishes_soon() && !solve().finishes_soon());
        assert_eq!(give_up_ms(u64::MAX, u32::MAX), u32::MAX);
    }
}
