//! Messages between the page and the AI worker, and the worker's whole job ([`Worker::receive`]
//! and [`Worker::work`]), kept here so that it is native code with native tests; the worker
//! binary only passes JSON through and gives the worker its turns.
//!
//! The master thinks a slice at a time ([`SLICE_MS`]), its table kept from slice to slice, so that
//! the worker reads its messages in between: a new question, or [`STOP`], ends the thinking at
//! once, and nothing it learnt is lost.
//!
//! The worker does three jobs: the computer's move in any game, and for Sight Reduction's
//! solitaire the solver's verdict on a position and the first solvable deal from a number (the
//! daily deal). All of them run there, never on the page's thread.

use crate::ai::Evaluate;
use crate::ai::bot::{AlphaBetaBot, Bot, Thought};
use crate::ai::clock::Clock;
use crate::ai::level::Levelled;
use crate::ai::playout::{PLAYOUT_PLIES, random_playout};
use crate::ai::search::{Progress, is_decisive};
use crate::ai::sight_reduction::solvable_deal;
use crate::ai::sight_reduction::solver::{Solver, Verdict};
use crate::games::GameId;
use crate::level::{MASTER_MS, Strength};
use crate::rules::Game;
use crate::rules::sight_reduction::SightReduction;
use crate::with_game;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::cell::Cell;
use std::ops::ControlFlow;
use std::rc::Rc;

/// What the worker says once it listens: messages sent before that could be lost, so the page
/// holds its question until it hears this.
pub const READY: &str = "ready";

/// The page's word for "drop the question in hand": the worker stops thinking it over, and keeps
/// what it learnt.
pub const STOP: &str = "stop";

/// How long a slice of the master's thinking lasts (ms): the longest a message waits.
pub const SLICE_MS: f64 = 100.0;

/// How many deals from the asked number on [`Task::SolvableDeal`] tries: about one deal in
/// twenty is lost under the standard rules, so running out is all but impossible.
const DEALS_TRIED: u64 = 200;

/// What the page wants done with a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Task {
    /// "What would you play?"
    #[default]
    Move,
    /// Sight Reduction's solitaire: "can this still reach its goal, and how?"
    Solve,
    /// Sight Reduction's solitaire: only "can this still reach its goal?", which may be answered
    /// far sooner than how far a lost position can still go.
    Decide,
    /// Sight Reduction's solitaire: "which is the first deal from this one's number on that can
    /// be solved under its rules?"
    SolvableDeal,
    /// A benchmark of the rules' speed where the worker runs: `budget` random playouts from the
    /// position (`node tools/wasm-speed.mjs` compares it with native).
    Playouts,
    /// A game kept by an earlier version (`position` is its saved record), as this version keeps
    /// it ([`crate::session::upgraded`]). Asked of the upgrade worker ([`upgrade`]), the only
    /// code that reads the old saved shapes: neither the page, which everyone loads first, nor
    /// the computer's worker carries them.
    Upgrade,
}

/// The page asks a question about a position of a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u64,
    /// [`crate::rules::GameInfo::id`].
    pub game: String,
    /// The position's text ([`crate::rules::Game::position_text`]); for [`Task::Upgrade`], the
    /// saved game's record (JSON).
    pub position: String,
    /// Positions the search (or the solver, per deal) may visit, when no level is given.
    pub budget: u64,
    /// Older pages asked only for moves.
    #[serde(default)]
    pub task: Task,
    /// For a move: the level that plays it, whose player and limit then replace `budget`.
    #[serde(default)]
    pub level: Option<Strength>,
    /// The master level's thinking time (default [`MASTER_MS`]).
    #[serde(default)]
    pub ms: Option<u32>,
}

impl Request {
    /// The level on the clock a move is asked of, if it is: the worker thinks such a move over a
    /// slice at a time, so that it can be dropped without stopping the worker.
    pub fn sliced(&self) -> Option<Strength> {
        self.level.filter(|level| self.task == Task::Move && level.budget().is_none())
    }
}

/// The worker answers, or says what was wrong. It crosses as a [`Wire`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "Wire", try_from = "Wire")]
pub struct Reply {
    pub id: u64,
    pub outcome: Result<Answer, String>,
}

/// An answer to each [`Task`].
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// A move and how hard the computer looked for it.
    Move {
        /// The move in the game's notation.
        text: String,
        /// Deepest full search, in plies (0 when the move was proven to win).
        depth: u32,
        /// Positions visited.
        nodes: u64,
        /// The solver proved that this move wins, whatever the opponent does.
        proven: bool,
        /// The position's worth to the side to move, as the search saw it.
        score: Option<i32>,
        /// The moves it expects, this one first, in the game's notation.
        line: Vec<String>,
    },
    /// Not an answer yet: how the thinking goes, sent after each completed iteration of a search
    /// on the clock.
    Thinking { depth: u32, score: i32, nodes: u64 },
    /// The solver's verdict on a solitaire position.
    Solved { solution: Solution, nodes: u64 },
    /// Whether a solitaire position can still reach its goal.
    Decided { solvable: bool, nodes: u64 },
    /// The first solvable deal's number.
    Deal { number: u64 },
    /// Random playouts played, and the moves they made in all.
    Played { playouts: u64, plies: u64 },
    /// The saved game, as this version saves it.
    Upgraded { record: String },
}

/// A solitaire position's fate, moves in the game's notation.
#[derive(Clone, Debug, PartialEq)]
pub enum Solution {
    /// The goal can still be reached; `hint` keeps it reachable (none once it is reached).
    Solvable { hint: Option<String> },
    /// It cannot: at most `longest` more checkers can go, the first of them by `first`; when
    /// not `exact`, at least that many (the solver's allowance for the longest line ran out).
    Lost { longest: u32, first: Option<String>, exact: bool },
}

/// A [`Reply`] as it crosses between the worker and the page: one flat object, the fields of its
/// kind of answer set, `error` instead when there is none. The page reads every reply, and a
/// derived reader of the nested `Result`, [`Answer`] and [`Solution`] cost it 3 KB of its gzipped
/// wasm; this one reader costs a fraction of that.
#[derive(Default, Serialize, Deserialize)]
struct Wire {
    /// Always there, as is `kind`: a reply without them is refused, not taken for another.
    id: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    kind: Kind,
    /// A move's text, a solvable position's hint, a lost one's first move, or an upgraded record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    text: Option<String>,
    #[serde(default)]
    depth: u32,
    #[serde(default)]
    nodes: u64,
    #[serde(default)]
    proven: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    score: Option<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    line: Vec<String>,
    #[serde(default)]
    solvable: bool,
    #[serde(default)]
    longest: u32,
    #[serde(default)]
    exact: bool,
    #[serde(default)]
    number: u64,
    #[serde(default)]
    playouts: u64,
    #[serde(default)]
    plies: u64,
}

/// Which [`Answer`] a [`Wire`] carries.
#[derive(Clone, Copy, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Kind {
    #[default]
    Move,
    Thinking,
    Solved,
    Decided,
    Deal,
    Played,
    Upgraded,
}

impl From<Reply> for Wire {
    fn from(reply: Reply) -> Wire {
        let answer = match reply.outcome {
            Ok(answer) => answer,
            Err(why) => return Wire { id: reply.id, error: Some(why), ..Wire::default() },
        };
        let wire = Wire { id: reply.id, ..Wire::default() };
        match answer {
            Answer::Move { text, depth, nodes, proven, score, line } => {
                Wire { kind: Kind::Move, text: Some(text), depth, nodes, proven, score, line, ..wire }
            }
            Answer::Thinking { depth, score, nodes } => {
                Wire { kind: Kind::Thinking, depth, score: Some(score), nodes, ..wire }
            }
            Answer::Solved { solution: Solution::Solvable { hint }, nodes } => {
                Wire { kind: Kind::Solved, solvable: true, text: hint, nodes, ..wire }
            }
            Answer::Solved { solution: Solution::Lost { longest, first, exact }, nodes } => {
                Wire { kind: Kind::Solved, longest, text: first, exact, nodes, ..wire }
            }
            Answer::Decided { solvable, nodes } => Wire { kind: Kind::Decided, solvable, nodes, ..wire },
            Answer::Deal { number } => Wire { kind: Kind::Deal, number, ..wire },
            Answer::Played { playouts, plies } => Wire { kind: Kind::Played, playouts, plies, ..wire },
            Answer::Upgraded { record } => Wire { kind: Kind::Upgraded, text: Some(record), ..wire },
        }
    }
}

impl TryFrom<Wire> for Reply {
    type Error = String;

    fn try_from(w: Wire) -> Result<Reply, String> {
        let answer = match (w.error, w.kind) {
            (Some(why), _) => Err(why),
            (None, Kind::Move) => {
                let text = w.text.ok_or("a move without its text")?;
                let Wire { depth, nodes, proven, score, line, .. } = w;
                Ok(Answer::Move { text, depth, nodes, proven, score, line })
            }
            (None, Kind::Thinking) => {
                let score = w.score.ok_or("thinking without a score")?;
                Ok(Answer::Thinking { depth: w.depth, score, nodes: w.nodes })
            }
            (None, Kind::Solved) => {
                let solution = match w.solvable {
                    true => Solution::Solvable { hint: w.text },
                    false => Solution::Lost { longest: w.longest, first: w.text, exact: w.exact },
                };
                Ok(Answer::Solved { solution, nodes: w.nodes })
            }
            (None, Kind::Decided) => Ok(Answer::Decided { solvable: w.solvable, nodes: w.nodes }),
            (None, Kind::Deal) => Ok(Answer::Deal { number: w.number }),
            (None, Kind::Played) => Ok(Answer::Played { playouts: w.playouts, plies: w.plies }),
            (None, Kind::Upgraded) => Ok(Answer::Upgraded { record: w.text.ok_or("an upgrade without its record")? }),
        };
        Ok(Reply { id: w.id, outcome: answer })
    }
}

/// What the worker needs from where it runs: a clock in milliseconds, and a way to send a message
/// to the page before the answer (the thinking as it goes).
#[derive(Clone, Copy)]
pub struct Host {
    pub now: fn() -> f64,
    pub post: fn(&str),
}

/// Work done a slice at a time: each turn returns `Continue` while there is more, or `Break`
/// with the answer.
type Slice = Box<dyn FnMut(&mut Worker) -> ControlFlow<Result<Answer, String>>>;

/// The work in hand, and the question it answers.
struct Job {
    id: u64,
    slice: Slice,
}

/// The worker's state between questions: the solver's table of proven positions, which answers
/// the next question about the same game at once, the players of the game being played, kept
/// so that the master keeps what it learnt from move to move, and the work in hand.
pub struct Worker {
    host: Host,
    solver: Solver,
    /// Players of one game, by level; each a `Box<dyn Bot<G>>` of that game.
    players: Vec<(GameId, Strength, Box<dyn Any>)>,
    job: Option<Job>,
}

impl Worker {
    pub fn new(host: Host) -> Worker {
        Worker { host, solver: Solver::default(), players: Vec::new(), job: None }
    }

    /// The player of `level` for game `G`, kept from earlier questions (players of other games
    /// are let go: one game is played at a time); a new one is seeded with `seed`.
    fn player<G: Evaluate>(&mut self, game: GameId, level: Strength, seed: u64) -> &mut Box<dyn Bot<G>> {
        self.players.retain(|(g, ..)| *g == game);
        let k = match self.players.iter().position(|(_, l, _)| *l == level) {
            Some(k) => k,
            None => {
                let player: Box<dyn Bot<G>> = level.player(seed);
                self.players.push((game, level, Box::new(player)));
                self.players.len() - 1
            }
        };
        self.players[k].2.downcast_mut().expect("a game's players are of that game")
    }

    /// Whether there is work in hand: the worker binary then gives it [`Worker::work`] turns.
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }

    /// One slice of the work in hand; the reply once a question is answered.
    pub fn work(&mut self) -> Option<Reply> {
        let mut job = self.job.take()?;
        match (job.slice)(self) {
            ControlFlow::Continue(()) => {
                self.job = Some(job);
                None
            }
            ControlFlow::Break(outcome) => Some(Reply { id: job.id, outcome }),
        }
    }

    /// Every question answered whole: the worker's work where nothing else waits for it (tests,
    /// the native speed benchmark).
    pub fn answer(&mut self, message: &str, rng: &mut impl Rng) -> Reply {
        let mut reply = self.receive(message, rng);
        while reply.is_none() && self.busy() {
            reply = self.work();
        }
        reply.unwrap_or(Reply { id: 0, outcome: Err("nothing was asked".into()) })
    }

    /// Reads a message from the page: a question (JSON) or [`STOP`]. Whatever it is, the work in
    /// hand is dropped (what the players learnt stays). A question is answered at once, or, for
    /// the master's move, taken in hand for [`Worker::work`]. Never panics on bad input.
    pub fn receive(&mut self, message: &str, rng: &mut impl Rng) -> Option<Reply> {
        self.job = None;
        if message == STOP {
            return None;
        }
        let request: Request = match serde_json::from_str(message) {
            Ok(r) => r,
            Err(e) => return Some(Reply { id: 0, outcome: Err(format!("unreadable request: {e}")) }),
        };
        let game = match request.game.parse::<GameId>() {
            Ok(game) => game,
            Err(unknown) => return Some(Reply { id: request.id, outcome: Err(unknown.to_string()) }),
        };
        if let Some(level) = request.sliced() {
            let taken = with_game!(game, |G| self.take_in_hand::<G>(game, level, &request, rng));
            return taken.err().map(|why| Reply { id: request.id, outcome: Err(why) });
        }
        let outcome = match (request.task, game) {
            (Task::Move, _) => {
                with_game!(game, |G| self.think::<G>(game, &request, rng))
            }
            (Task::Solve, GameId::SightReduction) => self.solve(&request),
            (Task::Decide, GameId::SightReduction) => self.decide(&request),
            (Task::SolvableDeal, GameId::SightReduction) => find_deal(&request),
            (Task::Playouts, _) => with_game!(game, |G| playouts::<G>(&request, rng)),
            (Task::Upgrade, _) => Err("the upgrade worker brings earlier games up to date, not this one".into()),
            (task, _) => Err(format!("{game} has no solver for {task:?}")),
        };
        Some(Reply { id: request.id, outcome })
    }

    /// The solitaire position a solver task asks about.
    fn solitaire(request: &Request) -> Result<SightReduction, String> {
        let pos: SightReduction = read(request)?;
        if !pos.options().solitaire() {
            return Err("only a solitaire is solved".into());
        }
        Ok(pos)
    }

    fn decide(&mut self, request: &Request) -> Result<Answer, String> {
        let pos = Worker::solitaire(request)?;
        match self.solver.decide_solitaire(&pos, request.budget) {
            (Some(solvable), stats) => Ok(Answer::Decided { solvable, nodes: stats.nodes }),
            (None, _) => Err(UNDECIDED.into()),
        }
    }

    fn solve(&mut self, request: &Request) -> Result<Answer, String> {
        let pos = Worker::solitaire(request)?;
        let (verdict, stats) = self.solver.solve_solitaire(&pos, request.budget);
        let text = |mv: Option<_>| mv.map(|mv| pos.move_text(mv));
        let solution = match verdict {
            Verdict::Solvable { hint } => Solution::Solvable { hint: text(hint) },
            Verdict::Lost { longest, first, exact } => Solution::Lost { longest, first: text(first), exact },
            Verdict::Unknown => return Err(UNDECIDED.into()),
        };
        Ok(Answer::Solved { solution, nodes: stats.nodes })
    }
}

/// The upgrade worker's whole job (`src/bin/upgrade.rs`): the answer to a [`Task::Upgrade`].
pub fn upgrade(message: &str) -> Reply {
    let request: Request = match serde_json::from_str(message) {
        Ok(r) => r,
        Err(e) => return Reply { id: 0, outcome: Err(format!("unreadable request: {e}")) },
    };
    let outcome = match (request.task, request.game.parse::<GameId>()) {
        (Task::Upgrade, Ok(game)) => with_game!(game, |G| crate::session::upgraded::<G>(&request.position))
            .map(|record| Answer::Upgraded { record }),
        (Task::Upgrade, Err(unknown)) => Err(unknown.to_string()),
        (task, _) => Err(format!("the upgrade worker does not answer {task:?}")),
    };
    Reply { id: request.id, outcome }
}

/// What the worker says when the budget runs out before the solver decides.
const UNDECIDED: &str = "the solver could not decide in the time allowed";

/// The position a request carries.
fn read<G: Game>(request: &Request) -> Result<G, String> {
    G::from_position_text(&request.position).map_err(|e| format!("unreadable position: {e}"))
}

impl Worker {
    /// The move of a level limited by positions (or of the plain search within the budget),
    /// thought over whole.
    fn think<G: Levelled>(&mut self, game: GameId, request: &Request, rng: &mut impl Rng) -> Result<Answer, String> {
        let pos: G = read(request)?;
        let thought = match request.level {
            Some(level) => {
                let limit = G::level_budget(level).unwrap_or(request.budget);
                self.player::<G>(game, level, rng.random()).think(&pos, &mut { limit })
            }
            None => AlphaBetaBot::<G>::plain("plain", rng.random()).think(&pos, &mut { request.budget }),
        }
        .ok_or("the game is over")?;
        Ok(move_answer(&pos, thought))
    }

    /// Takes the move of `level`, on the clock, in hand: each slice thinks on in the player's kept
    /// table, the thinking reported as it goes deeper; the answer is the deepest slice's (the
    /// last, unless cut short).
    fn take_in_hand<G: Levelled>(
        &mut self,
        game: GameId,
        level: Strength,
        request: &Request,
        rng: &mut impl Rng,
    ) -> Result<(), String> {
        let pos: G = read(request)?;
        if pos.result().is_some() {
            return Err("the game is over".into());
        }
        self.player::<G>(game, level, rng.random());
        let Host { now, post } = self.host;
        let (id, end) = (request.id, now() + request.ms.unwrap_or(MASTER_MS).clamp(MIN_MS, MAX_MS) as f64);
        // The deepest iteration told so far: each slice starts again from the first (quickly,
        // from the table), and only news is told.
        let told = Rc::new(Cell::new(0));
        let mut deepest: Option<Thought<G::Move>> = None;
        // Positions visited by all the slices.
        let mut visited = 0;
        let slice = move |w: &mut Worker| {
            let left = (end - now()).max(0.0);
            let told = told.clone();
            let mut clock = Clock::slice(now, SLICE_MS, left).reporting(move |p: &Progress| {
                if p.depth > told.get() {
                    told.set(p.depth);
                    let thinking = Answer::Thinking { depth: p.depth, score: p.score, nodes: p.nodes };
                    if let Ok(text) = serde_json::to_string(&Reply { id, outcome: Ok(thinking) }) {
                        post(&text);
                    }
                }
            });
            let Some(thought) = w.player::<G>(game, level, 0).think(&pos, &mut clock) else {
                return ControlFlow::Break(Err("the game is over".into()));
            };
            visited += thought.nodes;
            let settled = thought.proven || thought.score.is_some_and(is_decisive);
            match &mut deepest {
                // A proof (depth 0) or a win the search found decides the move, however deep the
                // slices before it looked.
                _ if settled => deepest = Some(thought),
                Some(d) if thought.depth < d.depth => {}
                // A slice may find the same move with a shorter line (one it had no time to look
                // past): the longer line is kept.
                Some(d) if thought.best == d.best && thought.line.len() < d.line.len() => {
                    *d = Thought { line: std::mem::take(&mut d.line), ..thought };
                }
                _ => deepest = Some(thought),
            }
            if left > SLICE_MS && !settled {
                return ControlFlow::Continue(());
            }
            let thought = Thought { nodes: visited, ..deepest.take().expect("a slice has thought") };
            ControlFlow::Break(Ok(move_answer(&pos, thought)))
        };
        self.job = Some(Job { id, slice: Box::new(slice) });
        Ok(())
    }
}

/// The answer that tells `thought`, a move in `pos`, and the line it expects, in notation.
fn move_answer<G: Game>(pos: &G, thought: Thought<G::Move>) -> Answer {
    let mut after = pos.clone();
    let line = thought
        .line
        .iter()
        .map(|&mv| {
            let text = after.move_text(mv);
            after.play(mv);
            text
        })
        .collect();
    Answer::Move {
        text: pos.move_text(thought.best),
        depth: thought.depth,
        nodes: thought.nodes,
        proven: thought.proven,
        score: thought.score,
        line,
    }
}

/// The master's thinking time is kept between these (milliseconds).
const MIN_MS: u32 = 100;
const MAX_MS: u32 = 60_000;

/// Plays the request's budget of random playouts (at most a million) from its position.
fn playouts<G: Game>(request: &Request, rng: &mut impl Rng) -> Result<Answer, String> {
    let start: G = read(request)?;
    let playouts = request.budget.min(1_000_000);
    let mut moves = Vec::new();
    let plies =
        (0..playouts).map(|_| random_playout(&mut start.clone(), rng, &mut moves, PLAYOUT_PLIES).plies as u64).sum();
    Ok(Answer::Played { playouts, plies })
}

fn find_deal(request: &Request) -> Result<Answer, String> {
    let pos: SightReduction = read(request)?;
    let options = pos.options();
    if !options.solitaire() {
        return Err("only a solitaire has solvable deals".into());
    }
    let number = solvable_deal(options, DEALS_TRIED, request.budget)
        .ok_or_else(|| format!("none of the {DEALS_TRIED} deals from {} could be shown solvable", options.deal))?;
    Ok(Answer::Deal { number })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sight_reduction::{SightMode, SightOptions};
    use crate::rules::{Game, Side};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    thread_local! {
        /// What the worker sent before its answers.
        static POSTED: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    fn worker() -> Worker {
        Worker::new(Host {
            now: crate::ai::clock::native_now,
            post: |text| POSTED.with(|p| p.borrow_mut().push(text.into())),
        })
    }

    fn ask_for(task: Task, game: &str, position: String, budget: u64) -> Reply {
        let request = Request { id: 7, game: game.into(), position, budget, task, level: None, ms: None };
        worker().answer(&serde_json::to_string(&request).unwrap(), &mut SmallRng::seed_from_u64(1))
    }

    fn ask(game: &str, position: String) -> Reply {
        ask_for(Task::Move, game, position, 20_000)
    }

    const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..SightOptions::STANDARD };

    fn solitaire(white: u32, black: u32) -> String {
        SightReduction::from_sets(SOLITAIRE, white, black, Side::White).unwrap().position_text()
    }

    #[test]
    fn every_game_answers_a_legal_move_in_notation() {
        for game in GameId::ALL {
            with_game!(game, |G| {
                for options in G::variants() {
                    let start = G::new_game(options);
                    let reply = ask(game.id(), G::new_game(options).position_text());
                    assert_eq!(reply.id, 7);
                    let Ok(Answer::Move { text, depth, nodes, .. }) = reply.outcome else {
                        panic!("{game}: a move, not {:?}", reply.outcome)
                    };
                    assert!(start.parse_move(&text).is_ok(), "{game}: {text} is legal");
                    assert!(depth >= 1 && nodes <= 20_000, "{depth} {nodes}");
                }
            });
        }
    }

    #[test]
    fn every_level_answers_with_its_line_and_the_master_reports_its_thinking() {
        let mut w = worker();
        let start = crate::rules::byte::Byte::new_game(Default::default()).position_text();
        for (k, level) in Strength::ALL.into_iter().enumerate() {
            let request = Request {
                id: k as u64 + 1,
                game: "byte".into(),
                position: start.clone(),
                budget: 0,
                task: Task::Move,
                level: Some(level),
                ms: Some(300),
            };
            POSTED.with(|p| p.borrow_mut().clear());
            let reply = w.answer(&serde_json::to_string(&request).unwrap(), &mut SmallRng::seed_from_u64(1));
            let Ok(Answer::Move { text, line, score, nodes, .. }) = reply.outcome else {
                panic!("{level:?}: {reply:?}")
            };
            assert_eq!(line.first(), Some(&text), "{level:?}");
            assert!(score.is_some());
            assert!(level.budget().is_none_or(|b| nodes <= b), "{level:?} visited {nodes}");
            let posted = POSTED.with(|p| p.borrow().clone());
            if level == Strength::Master {
                assert!(!posted.is_empty(), "the master says how its thinking goes");
                for text in posted {
                    let reply: Reply = serde_json::from_str(&text).unwrap();
                    assert_eq!(reply.id, request.id);
                    assert!(matches!(reply.outcome, Ok(Answer::Thinking { depth, .. }) if depth >= 1));
                }
            }
        }
        // The master is kept for the next move of the same game; another game's players go.
        assert_eq!(w.players.iter().filter(|(_, l, _)| *l == Strength::Master).count(), 1);
        let pyle = crate::rules::pyle::Pyle::new_game(Default::default()).position_text();
        let request = serde_json::json!({"id": 9, "game": "pyle", "position": pyle, "budget": 0, "level": "Easy"});
        assert!(w.answer(&request.to_string(), &mut SmallRng::seed_from_u64(1)).outcome.is_ok());
        assert!(w.players.iter().all(|(g, ..)| *g == GameId::Pyle));
        let bad = serde_json::json!({"id": 9, "game": "pyle", "position": {}, "budget": 0, "level": "Grandmaster"});
        assert!(w.answer(&bad.to_string(), &mut SmallRng::seed_from_u64(1)).outcome.is_err());
    }

    /// A level thinks its own game's positions in the worker: in Basic, easy thinks 1,000 a
    /// move (2,000 in the other games).
    #[test]
    fn a_level_thinks_its_games_own_positions() {
        let mut w = worker();
        let start = crate::rules::basic::Basic::new_game(Default::default()).position_text();
        let request = serde_json::json!({"id": 3, "game": "basic", "position": start, "budget": 0, "level": "Easy"});
        let reply = w.answer(&request.to_string(), &mut SmallRng::seed_from_u64(1));
        let Ok(Answer::Move { nodes, .. }) = reply.outcome else { panic!("{reply:?}") };
        let easy = <crate::rules::basic::Basic as crate::ai::level::Levelled>::level_budget(Strength::Easy);
        assert_eq!(easy, Some(1_000));
        assert!(nodes <= 1_000 && nodes > 500, "easy visited {nodes} positions");
    }

    /// The master's move in `game`'s `position`, thinking `ms`, as question `id`.
    fn master(id: u64, game: GameId, position: &impl Game, ms: u32) -> String {
        let position = position.position_text();
        let request = Request {
            id,
            game: game.id().into(),
            position,
            budget: 0,
            task: Task::Move,
            level: Some(Strength::Master),
            ms: Some(ms),
        };
        serde_json::to_string(&request).unwrap()
    }

    #[test]
    fn the_master_thinks_a_slice_at_a_time_and_a_new_question_or_stop_ends_it() {
        use crate::rules::byte::Byte;
        let rng = &mut SmallRng::seed_from_u64(1);
        let mut w = worker();
        let start = Byte::new_game(Default::default());
        assert!(w.receive(&master(1, GameId::Byte, &start, 2_000), rng).is_none(), "taken in hand");
        assert!(w.work().is_none() && w.busy(), "a slice is far from its two seconds");
        // Stopped: nothing is answered, and no work is left.
        assert!(w.receive(STOP, rng).is_none());
        assert!(!w.busy() && w.work().is_none());
        // A new question replaces one in hand, which is never answered.
        assert!(w.receive(&master(2, GameId::Byte, &start, 2_000), rng).is_none());
        w.work();
        assert!(w.receive(&master(3, GameId::Byte, &start, 300), rng).is_none());
        let mut slices = 0;
        let reply = loop {
            slices += 1;
            assert!(w.busy(), "a question in hand is answered");
            if let Some(reply) = w.work() {
                break reply;
            }
        };
        assert_eq!(reply.id, 3);
        let Ok(Answer::Move { text, nodes, .. }) = reply.outcome else { panic!("{reply:?}") };
        assert!(start.parse_move(&text).is_ok());
        assert!(slices >= 3, "300 ms in slices of {SLICE_MS} ms: {slices}");
        assert!(nodes > 0, "the positions of every slice are counted");
        assert!(!w.busy(), "answered, it has nothing in hand");
        // A question limited by positions is answered at once.
        let easy = serde_json::json!({"id": 4, "game": "byte", "position": start.position_text(), "budget": 0, "level": "Easy"});
        let reply = w.receive(&easy.to_string(), rng).expect("answered at once");
        assert!(reply.id == 4 && reply.outcome.is_ok() && !w.busy());
        // A question the worker cannot read is answered, not taken in hand.
        let over = serde_json::json!({"id": 5, "game": "byte", "position": {}, "budget": 0, "level": "Master"});
        assert!(w.receive(&over.to_string(), rng).is_some_and(|r| r.outcome.is_err()) && !w.busy());
    }

    #[test]
    fn a_proof_found_in_a_later_slice_decides_the_masters_move() {
        // Deal 7 is won for White from the start, but its proof is too big for one slice: the
        // first slices search, a later one proves, and the proof is the answer.
        let rng = &mut SmallRng::seed_from_u64(1);
        let mut w = worker();
        let start = SightReduction::new_game(SightOptions { deal: 7, ..SightOptions::STANDARD });
        assert!(w.receive(&master(1, GameId::SightReduction, &start, 10_000), rng).is_none());
        let mut slices = 0;
        let reply = loop {
            slices += 1;
            if let Some(reply) = w.work() {
                break reply;
            }
        };
        let Ok(Answer::Move { proven, score, .. }) = reply.outcome else { panic!("{reply:?}") };
        assert!(proven && score == Some(crate::ai::search::WIN), "{reply:?}");
        assert!(slices > 1, "proven in the first slice: make the proof bigger");
    }

    #[test]
    fn playouts_are_counted_with_their_moves() {
        for game in GameId::ALL {
            let pos = with_game!(game, |G| G::new_game(G::variants()[0]).position_text());
            let reply = ask_for(Task::Playouts, game.id(), pos, 20);
            let Ok(Answer::Played { playouts, plies }) = reply.outcome else { panic!("{game}: {reply:?}") };
            assert!(playouts == 20 && plies >= 20, "{game}: {playouts} {plies}");
        }
    }

    #[test]
    fn a_request_without_a_task_asks_for_a_move() {
        let pos = SightReduction::new_game(SightOptions::STANDARD).position_text();
        let text = serde_json::json!({"id": 3, "game": "sight-reduction", "position": pos, "budget": 1000}).to_string();
        let reply = worker().answer(&text, &mut SmallRng::seed_from_u64(1));
        assert!(matches!(reply.outcome, Ok(Answer::Move { .. })), "{reply:?}");
    }

    #[test]
    fn the_computer_plays_a_proven_win_when_the_end_is_near() {
        // White a1 a2 a3 against Black c1 c3: White removes a3, Black one of its two, White a2,
        // and Black, down to one checker, is stuck. Every line is that short, so it is proven.
        let (white, black) = (1 | 1 << 4 | 1 << 8, 1 << 2 | 1 << 10);
        let pos = SightReduction::from_sets(SightOptions::STANDARD, white, black, Side::White).unwrap();
        let (wins, best) = Solver::new().prove(&pos, u64::MAX).expect("small enough");
        assert!(wins);
        let reply = ask("sight-reduction", pos.position_text());
        let Ok(Answer::Move { text, proven, depth, .. }) = reply.outcome else { panic!("{reply:?}") };
        assert!(proven && depth == 0);
        assert_eq!(Some(text), best.map(|mv| pos.move_text(mv)));
    }

    #[test]
    fn a_solitaire_is_solved_with_a_legal_hint() {
        let pos = SightReduction::new_game(SightOptions { deal: 1, ..SOLITAIRE });
        let reply = ask_for(Task::Solve, "sight-reduction", pos.position_text(), 50_000_000);
        match reply.outcome {
            Ok(Answer::Solved { solution: Solution::Solvable { hint: Some(hint) }, .. }) => {
                assert!(pos.parse_move(&hint).is_ok(), "{hint}")
            }
            Ok(Answer::Solved { solution: Solution::Lost { first, .. }, .. }) => {
                assert!(first.is_some_and(|m| pos.parse_move(&m).is_ok()))
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_lost_solitaire_says_how_far_it_can_still_go() {
        // Two white checkers that can never see each other (a1 and b2), and one black: White is
        // stuck at once.
        let reply = ask_for(Task::Solve, "sight-reduction", solitaire(1 | 1 << 5, 1 << 31), 1_000);
        assert!(
            matches!(
                reply.outcome,
                Ok(Answer::Solved { solution: Solution::Lost { longest: 0, first: None, exact: true }, .. })
            ),
            "{reply:?}"
        );
        // A goal reached: solvable, with nothing left to do.
        let reply = ask_for(Task::Solve, "sight-reduction", solitaire(1, 1 << 31), 1_000);
        assert!(matches!(reply.outcome, Ok(Answer::Solved { solution: Solution::Solvable { hint: None }, .. })));
    }

    #[test]
    fn a_solitaire_is_decided_alone() {
        let deal = SightReduction::new_game(SightOptions { deal: 4242, ..SOLITAIRE });
        let reply = ask_for(Task::Decide, "sight-reduction", deal.position_text(), 50_000_000);
        assert!(matches!(reply.outcome, Ok(Answer::Decided { solvable: true, .. })), "{reply:?}");
        let reply = ask_for(Task::Decide, "sight-reduction", solitaire(1 | 1 << 5, 1 << 31), 1_000);
        assert!(matches!(reply.outcome, Ok(Answer::Decided { solvable: false, .. })), "{reply:?}");
        let deal = SightReduction::new_game(SightOptions { deal: 6, ..SOLITAIRE }).position_text();
        assert!(ask_for(Task::Decide, "sight-reduction", deal, 2).outcome.unwrap_err().contains("could not decide"));
    }

    #[test]
    fn the_first_solvable_deal_is_found_from_a_number() {
        let pos = SightReduction::new_game(SightOptions { deal: 20_261_122, ..SOLITAIRE });
        let reply = ask_for(Task::SolvableDeal, "sight-reduction", pos.position_text(), 50_000_000);
        let Ok(Answer::Deal { number }) = reply.outcome else { panic!("{reply:?}") };
        assert!(number >= 20_261_122);
        let found = SightReduction::new_game(SightOptions { deal: number, ..SOLITAIRE });
        assert!(matches!(Solver::new().solve_solitaire(&found, u64::MAX).0, Verdict::Solvable { .. }));
    }

    #[test]
    fn solver_questions_outside_the_solitaire_are_refused() {
        let two_player = SightReduction::new_game(SightOptions::STANDARD).position_text();
        for task in [Task::Solve, Task::Decide, Task::SolvableDeal] {
            assert!(ask_for(task, "sight-reduction", two_player.clone(), 1000).outcome.is_err());
            let byte = crate::rules::byte::Byte::new_game(Default::default()).position_text();
            assert!(ask_for(task, "byte", byte, 1000).outcome.unwrap_err().contains("no solver"));
        }
        // Too small a budget: said, not guessed.
        let deal = SightReduction::new_game(SightOptions { deal: 6, ..SOLITAIRE }).position_text();
        let why = ask_for(Task::Solve, "sight-reduction", deal, 2).outcome.unwrap_err();
        assert!(why.contains("could not decide"), "{why}");
    }

    #[test]
    fn bad_requests_get_a_reason_not_a_panic() {
        for garbage in [
            "",
            "{",
            "null",
            "[1,2]",
            "{\"id\":1}",
            "{\"id\":1,\"game\":\"byte\",\"position\":{},\"budget\":1,\"task\":\"fly\"}",
        ] {
            let reply = worker().answer(garbage, &mut SmallRng::seed_from_u64(1));
            assert!(reply.outcome.is_err(), "{garbage}");
        }
        assert!(ask("chess", String::new()).outcome.unwrap_err().contains("chess"));
        for game in GameId::ALL {
            let why = ask(game.id(), "c3=wwwwwwwww".into()).outcome.unwrap_err();
            assert!(why.contains("unreadable position"), "{game}: {why}");
            let why = ask_for(Task::Solve, game.id(), "[1]".into(), 10).outcome.unwrap_err();
            assert!(why.contains("unreadable position") || why.contains("no solver"), "{game}: {why}");
        }
    }

    #[test]
    fn the_worker_brings_a_game_kept_by_an_earlier_version_up_to_date() {
        // A Byte start as an earlier version saved it, written by its writer (`tests/saved/`).
        let start = include_str!("../../../tests/saved/byte.jsonl").lines().next().unwrap();
        let earlier = |start: &str| {
            format!(r#"{{"game":"byte","seats":["Person",{{"Computer":"Hard"}}],"start":{start},"moves":["b6-a5"]}}"#)
        };
        let ask = |game: &str, position: String| {
            let request =
                Request { id: 3, game: game.into(), position, budget: 0, task: Task::Upgrade, level: None, ms: None };
            let reply = upgrade(&serde_json::to_string(&request).unwrap());
            assert_eq!(reply.id, 3);
            reply.outcome
        };
        let Ok(Answer::Upgraded { record }) = ask("byte", earlier(start)) else { panic!("an upgraded record") };
        let text = crate::rules::byte::Byte::new_game(Default::default()).position_text();
        assert_eq!(record, earlier(&serde_json::to_string(&text).unwrap()));
        let session = crate::session::Session::<crate::rules::byte::Byte>::from_json(&record).unwrap();
        assert_eq!(session.played().len(), 1);
        // A record of today's comes back as it is; a damaged one, with its reason.
        assert_eq!(ask("byte", record.clone()), Ok(Answer::Upgraded { record: record.clone() }));
        let damaged = start.replacen(r#":"w""#, r#":"ww""#, 1);
        let why = ask("byte", earlier(&damaged)).unwrap_err();
        assert!(why.starts_with("the saved game is damaged") && why.contains("do not add up"), "{why}");
        let why = ask("pyle", "}{".into()).unwrap_err();
        assert!(why.starts_with("the saved game is damaged"), "{why}");
        assert!(ask("chess", record.clone()).unwrap_err().contains("chess"));
        assert_eq!(upgrade("}{").id, 0);
        // The computer's worker does not carry the old readers, and says so.
        assert!(ask_for(Task::Upgrade, "byte", record, 0).outcome.unwrap_err().contains("upgrade worker"));
    }

    #[test]
    fn every_reply_crosses_to_the_page_as_it_left() {
        let answers = [
            Answer::Move {
                text: "d2-c3".into(),
                depth: 7,
                nodes: 900,
                proven: true,
                score: Some(-12),
                line: vec!["d2-c3".into(), "a3-b4".into()],
            },
            Answer::Move { text: "pass".into(), depth: 0, nodes: 0, proven: false, score: None, line: Vec::new() },
            Answer::Thinking { depth: 3, score: 40, nodes: 1_000 },
            Answer::Solved { solution: Solution::Solvable { hint: Some("b5".into()) }, nodes: 5 },
            Answer::Solved { solution: Solution::Solvable { hint: None }, nodes: 0 },
            Answer::Solved { solution: Solution::Lost { longest: 7, first: Some("c2".into()), exact: true }, nodes: 9 },
            Answer::Solved { solution: Solution::Lost { longest: 0, first: None, exact: false }, nodes: 1 },
            Answer::Decided { solvable: false, nodes: 3 },
            Answer::Deal { number: 17 },
            Answer::Played { playouts: 10, plies: 400 },
            Answer::Upgraded { record: r#"{"game":"byte"}"#.into() },
        ];
        let replies = answers.into_iter().map(Ok).chain([Err("no such game".to_string())]);
        for (id, outcome) in replies.enumerate() {
            let reply = Reply { id: id as u64, outcome };
            let text = serde_json::to_string(&reply).unwrap();
            assert_eq!(serde_json::from_str::<Reply>(&text).ok(), Some(reply), "{text}");
        }
        let broken = [
            r#"{"id":1,"kind":"move"}"#,
            r#"{"id":1,"kind":"thinking"}"#,
            r#"{"id":1,"kind":"fly"}"#,
            r#"{"kind":"deal"}"#,
            r#"{"id":1,"text":"d2-c3"}"#,
            r#"{"id":1,"kind":"upgraded"}"#,
            "[]",
        ];
        for broken in broken {
            assert!(serde_json::from_str::<Reply>(broken).is_err(), "{broken}");
        }
    }
}
