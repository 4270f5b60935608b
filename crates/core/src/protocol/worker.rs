//! The computer's worker: its state between questions (the players of the game being played, a
//! solitaire solver's table) and the computer's move, thought over whole or, for the master on its
//! clock, a slice at a time ([`SLICE_MS`]), its table kept from slice to slice, so that the worker
//! reads its messages in between: a new question, or [`STOP`], ends the thinking at once, and
//! nothing it learnt is lost.

use super::error::WorkerError;
use super::jobs::{self, KeptSolver};
use super::messages::{Answer, Ranked, Reply, Request, STOP, TOP_MOVES, Task};
use crate::ai::bot::{AlphaBetaBot, Bot, Thought};
use crate::ai::clock::Clock;
use crate::ai::level::Levelled;
use crate::ai::score::Score;
use crate::ai::search::{Progress, TranspositionTable, Tuning, WIN, is_decisive, root_scores, search};
use crate::ai::{Evaluate, Proof};
use crate::games::GameId;
use crate::level::{MASTER_MS, Strength};
use crate::rules::Game;
use crate::with_game;
use rand::rngs::SmallRng;
use rand::{Rng, RngExt, SeedableRng};
use std::any::Any;
use std::cell::Cell;
use std::ops::ControlFlow;
use std::rc::Rc;

/// How long a slice of the master's thinking lasts (ms): the longest a message waits.
pub const SLICE_MS: f64 = 100.0;

/// What the worker needs from where it runs: a clock in milliseconds, and a way to send a message
/// to the page before the answer (the thinking as it goes).
#[derive(Clone, Copy)]
pub struct Host {
    pub now: fn() -> f64,
    pub post: fn(&str),
}

/// Work done a slice at a time: each turn returns `Continue` while there is more, or `Break`
/// with the answer.
type Slice = Box<dyn FnMut(&mut Worker) -> ControlFlow<Result<Answer, WorkerError>>>;

/// The work in hand, and the question it answers.
struct Job {
    id: u64,
    slice: Slice,
}

/// The worker's state between questions: the solitaire solver of the game last asked about, whose
/// table answers the next question about the same game at once, the players of the game being
/// played, kept so that the master keeps what it learnt from move to move, and the work in hand.
pub struct Worker {
    host: Host,
    solver: KeptSolver,
    /// Players of one game, by level; each a `Box<dyn Bot<G>>` of that game.
    players: Vec<(GameId, Strength, Box<dyn Any>)>,
    job: Option<Job>,
}

impl Worker {
    pub fn new(host: Host) -> Worker {
        Worker { host, solver: KeptSolver::default(), players: Vec::new(), job: None }
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
        reply.unwrap_or(Reply { id: 0, outcome: Err(WorkerError::NothingAsked) })
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
            Err(e) => return Some(Reply { id: 0, outcome: Err(WorkerError::UnreadableRequest(e.to_string())) }),
        };
        let game = request.game;
        if let Some(level) = request.sliced() {
            let taken = with_game!(game, |G| self.take_in_hand::<G>(game, level, &request, rng));
            return taken.err().map(|why| Reply { id: request.id, outcome: Err(why) });
        }
        let outcome = match request.task {
            Task::Move => with_game!(game, |G| self.think::<G>(game, &request, rng)),
            Task::Review => with_game!(game, |G| review::<G>(&request)),
            Task::Analyse => with_game!(game, |G| analyse::<G>(&request)),
            Task::Solve => with_game!(game, |G| jobs::solve::<G>(game, &mut self.solver, &request)),
            Task::Decide => with_game!(game, |G| jobs::decide::<G>(game, &mut self.solver, &request)),
            Task::SolvableDeal => with_game!(game, |G| jobs::solvable_deal::<G>(game, &request)),
            Task::Playouts => with_game!(game, |G| jobs::playouts::<G>(&request, rng)),
            Task::Upgrade => Err(WorkerError::UpgradeElsewhere),
        };
        Some(Reply { id: request.id, outcome })
    }

    /// The move of a level limited by positions (or of the plain search within the budget),
    /// thought over whole.
    fn think<G: Levelled>(
        &mut self,
        game: GameId,
        request: &Request,
        rng: &mut impl Rng,
    ) -> Result<Answer, WorkerError> {
        let pos: G = request.read()?;
        let thought = match request.level {
            Some(level) => {
                let limit = G::level_budget(level).unwrap_or(request.budget);
                self.player::<G>(game, level, rng.random()).think(&pos, &mut { limit })
            }
            None => AlphaBetaBot::<G>::plain("plain", rng.random()).think(&pos, &mut { request.budget }),
        }
        .ok_or(WorkerError::GameOver)?;
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
    ) -> Result<(), WorkerError> {
        let pos: G = request.read()?;
        if pos.result().is_some() {
            return Err(WorkerError::GameOver);
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
                    let thinking = Answer::Thinking { depth: p.depth, score: Score::from_raw(p.score), nodes: p.nodes };
                    if let Ok(text) = serde_json::to_string(&Reply { id, outcome: Ok(thinking) }) {
                        post(&text);
                    }
                }
            });
            let Some(thought) = w.player::<G>(game, level, 0).think(&pos, &mut clock) else {
                return ControlFlow::Break(Err(WorkerError::GameOver));
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
    let line = notation(pos, &thought.line);
    Answer::Move {
        text: pos.move_text(thought.best),
        depth: thought.depth,
        nodes: thought.nodes,
        proven: thought.proven,
        score: thought.score.map(Score::from_raw),
        line,
        only: false,
    }
}

/// The seed of the searches that explain (a review, an analysis): the same question always gets
/// the same answer, so that a game reviewed twice is judged the same.
const EXPLAINED: u64 = 0;

/// The part of its budget the computer gives the game's exact solver first when it explains a
/// position (a review's, each move's of an analysis), where the game has one (Sight Reduction):
/// one part in this many. A proof is the surest answer it has; the search, which tries no solver
/// of its own, has the whole budget after it.
const PROOF_SHARE: u64 = 2;

/// A position of a game under review: the [`explained`] move within the budget and, unless the
/// solver proved it, whether it is the only one that holds: its score is no found loss, and every
/// other move, each searched (within the budget again) as deep as that search went, up to four
/// plies, is a found loss.
fn review<G: Evaluate>(request: &Request) -> Result<Answer, WorkerError> {
    let pos: G = request.read()?;
    let thought = explained(&pos, request.budget).ok_or(WorkerError::GameOver)?;
    if thought.proven {
        return Ok(move_answer(&pos, thought));
    }
    let holds = thought.score.is_some_and(|s| !(is_decisive(s) && s < 0));
    let only = holds && {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let (scored, _) = root_scores(&pos, thought.depth.clamp(1, 4), request.budget);
        let others: Vec<i32> = scored.iter().filter(|(mv, _)| *mv != thought.best).map(|(_, s)| *s).collect();
        moves.len() > 1 && others.len() + 1 == moves.len() && others.iter().all(|&s| is_decisive(s) && s < 0)
    };
    let mut answer = move_answer(&pos, thought);
    if let Answer::Move { only: slot, .. } = &mut answer {
        *slot = only;
    }
    Ok(answer)
}

/// The most moves in a row, each the only legal one, that [`explained`] plays through.
const FORCED_IN_A_ROW: usize = 64;

/// What the computer makes of `pos` when it explains (a review, an analysis): the solver's
/// proof, where the game's solver finds one within its share of `budget` ([`PROOF_SHARE`]);
/// else the tuned search with the game's whole knowledge within `budget`, in a fresh table and
/// seeded alike each time, so that a question always gets the same answer; its score
/// [`blended`], to `pos`'s side to move. Where a position has only one move the search has
/// nothing to choose and scores nothing, so the move is played and the next position searched,
/// its line put after it. None where `pos` has no move.
fn explained<G: Evaluate>(pos: &G, budget: u64) -> Option<Thought<G::Move>> {
    let spent = match proved(pos, budget / PROOF_SHARE) {
        Ok(proof) => return Some(proof),
        Err(spent) => spent,
    };
    let look = |p: &G| {
        let mut table = TranspositionTable::for_nodes(budget);
        search(p, budget, &mut SmallRng::seed_from_u64(EXPLAINED), Tuning::STRONG, &mut table)
    };
    let mut choice = look(pos)?;
    let (mut at, mut forced) = (pos.clone(), Vec::new());
    let score = loop {
        if choice.depth > 0 || forced.len() == FORCED_IN_A_ROW {
            break blended(choice.score, choice.shallower);
        }
        forced.push(choice.best);
        at.play(choice.best);
        if let Some(result) = at.result() {
            choice.line.clear();
            break Score::ended(result.outcome, at.to_move()).raw();
        }
        match look(&at) {
            Some(next) => choice = next,
            None => {
                choice.line.clear();
                break at.evaluate_finely();
            }
        }
    };
    let score = if at.to_move() == pos.to_move() { score } else { -score };
    let line = forced.iter().copied().chain(choice.line).collect::<Vec<_>>();
    let nodes = spent + choice.nodes;
    Some(Thought { best: line[0], score: Some(score), depth: choice.depth, nodes, line, proven: false })
}

/// A search's score as a review weighs it: the mean of its last two iterations, a ply apart,
/// where neither found a win or a loss, so that an evaluation leaning toward the side to move
/// at the leaves does not swing the standing from one position of the game to the next (and
/// every move by a ply's worth); else the deepest alone.
fn blended(score: i32, shallower: Option<i32>) -> i32 {
    match shallower {
        Some(shallower) if !is_decisive(score) && !is_decisive(shallower) => (score + shallower) / 2,
        _ => score,
    }
}

/// The solver's answer about `pos`, where it proves the result within `budget` positions: a win
/// and its move, or a loss and the move that resists it best, with the positions the solver
/// visited; else those positions alone, which the answer that follows still counts.
fn proved<G: Evaluate>(pos: &G, budget: u64) -> Result<Thought<G::Move>, u64> {
    let mut solver = G::Solver::default();
    let (proof, proving) = pos.prove(&mut solver, budget);
    let (best, score, nodes) = match proof {
        Proof::Win(best) => (best, WIN, proving),
        Proof::Loss => match pos.resist(&mut solver, budget.saturating_sub(proving)) {
            (Some(best), resisting) => (best, -WIN, proving + resisting),
            (None, resisting) => return Err(proving + resisting),
        },
        Proof::Unknown(_) => return Err(proving),
    };
    Ok(Thought { best, score: Some(score), depth: 0, nodes, line: vec![best], proven: true })
}

/// The moves of `line`, played one after another from `pos`, in the game's notation.
fn notation<G: Game>(pos: &G, line: &[G::Move]) -> Vec<String> {
    let mut after = pos.clone();
    line.iter()
        .map(|&mv| {
            let text = after.move_text(mv);
            after.play(mv);
            text
        })
        .collect()
}

/// A position on an analysis board: each move's worth, as the [`explained`] search sees the position
/// after it within an equal share of the budget, the best [`TOP_MOVES`] kept, best first.
fn analyse<G: Evaluate>(request: &Request) -> Result<Answer, WorkerError> {
    let pos: G = request.read()?;
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if pos.result().is_some() || moves.is_empty() {
        return Err(WorkerError::GameOver);
    }
    let share = (request.budget / moves.len() as u64).max(1);
    let mut nodes = 0;
    let mut ranked: Vec<Ranked> = moves
        .into_iter()
        .map(|mv| {
            let mut after = pos.clone();
            after.play(mv);
            let text = pos.move_text(mv);
            let (score, line) = match after.result() {
                Some(result) => (Score::ended(result.outcome, after.to_move()), Vec::new()),
                None => match explained(&after, share) {
                    Some(thought) => {
                        nodes += thought.nodes;
                        (Score::from_raw(thought.score.unwrap_or_default()), notation(&after, &thought.line))
                    }
                    None => (Score::Points(after.evaluate_finely()), Vec::new()),
                },
            };
            let score = score.as_seen_by(after.to_move(), pos.to_move());
            Ranked { line: std::iter::once(text).chain(line).collect(), score }
        })
        .collect();
    ranked.sort_by_key(|r| std::cmp::Reverse(r.score.raw()));
    ranked.truncate(TOP_MOVES);
    Ok(Answer::Top { moves: ranked, nodes })
}

/// The master's thinking time is kept between these (milliseconds).
const MIN_MS: u32 = 100;
const MAX_MS: u32 = 60_000;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::testing::{POSTED, ask, ask_for, legal, start_of, worker};

    #[test]
    fn a_review_answers_a_legal_move_and_whether_it_alone_holds() {
        for game in GameId::ALL {
            let start = start_of(game.id());
            let Ok(Answer::Move { text, only, score, .. }) =
                ask_for(Task::Review, game.id(), start.clone(), 20_000).outcome
            else {
                panic!("{game}: a move")
            };
            assert!(legal(game.id(), &start, &text), "{game}: {text}");
            assert!(score.is_some() && !only, "{game}: at the start many moves hold");
        }
    }

    #[test]
    fn a_review_weighs_its_last_two_depths_alike_unless_one_found_the_end() {
        assert_eq!(blended(900, Some(300)), 600);
        assert_eq!(blended(-200, Some(100)), -50);
        assert_eq!(blended(700, None), 700);
        assert_eq!(blended(WIN - 9, Some(400)), WIN - 9, "a win found is a win");
        assert_eq!(blended(300, Some(-WIN + 4)), 300, "a loss seen a ply shallower and escaped deeper");
    }

    #[test]
    fn a_review_judges_with_the_masters_knowledge() {
        use crate::ai::Evaluate;
        use crate::rules::byte::Byte;
        // Black to move, from a random game: on the board Black is slightly behind, but Black
        // has more stacks free to step (moves in hand, which the master counts), and the plain
        // search scores it below even.
        let text = "8x8 black won:0-0 f2=w h2=wb a3=bw e3=bwb b4=w d4=w h4=wbw a5=bw c5=bwb a7=b c7=b g7=bwbw";
        let Ok(Answer::Move { score: Some(Score::Points(points)), .. }) =
            ask_for(Task::Review, "byte", text.into(), 20_000).outcome
        else {
            panic!("a score in points")
        };
        assert!(points >= <Byte as Evaluate>::MARGINS.clear, "Black is clearly ahead, not {points}");
    }

    #[test]
    fn a_review_answers_with_the_solvers_proof_where_it_finds_one() {
        // A two-player game of Sight Reduction later on (its first legal move played 8 times),
        // which the solver settles at once.
        use crate::rules::sight_reduction::SightReduction;
        let mut pos = SightReduction::from_position_text("BBWWBBWBBWBWWWWBBBBBWWWBWWBWWBBW w deal:1").unwrap();
        for _ in 0..8 {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            pos.play(moves[0]);
        }
        assert!(pos.result().is_none());
        let position = pos.position_text();
        let Ok(Answer::Move { text, score, proven, .. }) =
            ask_for(Task::Review, "sight-reduction", position.clone(), 20_000).outcome
        else {
            panic!("a move")
        };
        assert!(proven && matches!(score, Some(Score::ProvenWin | Score::ProvenLoss)), "{score:?}");
        assert!(legal("sight-reduction", &position, &text), "{text}");
    }

    #[test]
    fn an_answer_counts_the_positions_its_solver_looked_at_before_the_search() {
        // The start of a two-player game of Sight Reduction, which the solver does not settle
        // within a small budget: the search answers, and the solver's positions count too.
        use crate::rules::sight_reduction::SightReduction;
        let pos = SightReduction::from_position_text("BBWWBBWBBWBWWWWBBBBBWWWBWWBWWBBW w deal:1").unwrap();
        let budget = 2_000;
        let Err(spent) = proved(&pos, budget / PROOF_SHARE) else { panic!("not proved within {budget}") };
        let mut table = TranspositionTable::for_nodes(budget);
        let searched = search(&pos, budget, &mut SmallRng::seed_from_u64(EXPLAINED), Tuning::STRONG, &mut table);
        let searched = searched.expect("a move").nodes;
        assert!(spent > 0 && searched > 0);
        assert_eq!(explained(&pos, budget).map(|t| t.nodes), Some(spent + searched));
    }

    #[test]
    fn a_position_with_one_move_is_worth_what_the_position_after_it_is() {
        // White's one stack has one square to step to, and so on, move after move.
        let text = "8x8 white won:1-1 a1=w f6=wwwbb h8=bb";
        let reply = ask_for(Task::Review, "byte", text.into(), 20_000).outcome;
        let Ok(Answer::Move { text: best, line, score, .. }) = reply else { panic!("a move: {reply:?}") };
        assert_eq!((best.as_str(), line.first().map(String::as_str)), ("a1-b2", Some("a1-b2")));
        assert!(line.len() > 1, "the line goes on past the forced move: {line:?}");
        assert_ne!(score, Some(Score::Points(0)), "scored, not taken for even");
    }

    #[test]
    fn a_review_and_an_analysis_answer_a_question_the_same_each_time() {
        let position = start_of("sight-reduction");
        for task in [Task::Review, Task::Analyse] {
            let request = serde_json::json!({"id": 1, "game": "sight-reduction", "position": position, "budget": 30_000, "task": task});
            let [a, b] = [1, 2].map(|seed| worker().answer(&request.to_string(), &mut SmallRng::seed_from_u64(seed)));
            assert_eq!(a, b, "{task:?}");
        }
    }

    #[test]
    fn an_analysis_ranks_the_best_moves_each_with_its_line() {
        for game in GameId::ALL {
            let start = start_of(game.id());
            let Ok(Answer::Top { moves, nodes }) = ask_for(Task::Analyse, game.id(), start.clone(), 60_000).outcome
            else {
                panic!("{game}: the top moves")
            };
            assert!(!moves.is_empty() && moves.len() <= TOP_MOVES && nodes > 0, "{game}: {moves:?}");
            assert!(moves.windows(2).all(|w| w[0].score.raw() >= w[1].score.raw()), "{game}: best first");
            for ranked in &moves {
                assert!(legal(game.id(), &start, &ranked.line[0]), "{game}: {ranked:?}");
            }
        }
    }

    #[test]
    fn an_analysis_sees_a_stack_won_and_a_finished_game_has_none() {
        // The review's position of the only move that holds (below): every move but c3:4-b4
        // hands Black a second stack.
        let text = "8x8 white won:0-1 c3=bwww b4=bbwbbwb h4=w h6=bwwb";
        let Ok(Answer::Top { moves, .. }) = ask_for(Task::Analyse, "byte", text.into(), 100_000).outcome else {
            panic!("the top moves")
        };
        assert_eq!(moves[0].line[0], "c3:4-b4", "{moves:?}");
        assert!(moves[1..].iter().all(|m| m.score.raw() < 0), "the others lose: {moves:?}");
        let over = "8x8 white won:2-0 a1=w c1=w e1=w g1=w b8=b d8=b f8=b h8=b";
        assert_eq!(ask_for(Task::Analyse, "byte", over.into(), 1_000).outcome, Err(WorkerError::GameOver));
    }

    #[test]
    fn the_only_move_that_holds_is_told_where_every_other_loses() {
        use crate::ai::search::{WIN, choose_move};
        use crate::rules::byte::Byte;
        // White to move; one stack won each way would hand Black a second stack: found by probing
        // random positions with this same question.
        let text = "8x8 white won:0-1 c3=bwww b4=bbwbbwb h4=w h6=bwwb";
        let Ok(Answer::Move { text: best, only, score, .. }) =
            ask_for(Task::Review, "byte", text.into(), 20_000).outcome
        else {
            panic!("a move")
        };
        assert_eq!((best.as_str(), only), ("c3:4-b4", true), "{score:?}");
        // Checked apart: after every other move, Black finds a win.
        let pos = Byte::from_position_text(text).unwrap();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        assert!(moves.len() > 1);
        for mv in moves.into_iter().filter(|&m| pos.move_text(m) != best) {
            let mut after = pos.clone();
            after.play(mv);
            let lost =
                after.result().is_some_and(|r| r.outcome != crate::rules::Outcome::Win(crate::rules::Side::White))
                    || choose_move(&after, 200_000, &mut SmallRng::seed_from_u64(3)).is_some_and(|c| c.score > WIN / 2);
            assert!(lost, "{} loses", pos.move_text(mv));
        }
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
        let start = start_of("byte");
        for (k, level) in Strength::ALL.into_iter().enumerate() {
            let request = Request {
                id: k as u64 + 1,
                game: "byte".parse().unwrap(),
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
        let request =
            serde_json::json!({"id": 9, "game": "pyle", "position": start_of("pyle"), "budget": 0, "level": "Easy"});
        assert!(w.answer(&request.to_string(), &mut SmallRng::seed_from_u64(1)).outcome.is_ok());
        assert!(w.players.iter().all(|(g, ..)| g.id() == "pyle"));
        let bad = serde_json::json!({"id": 9, "game": "pyle", "position": {}, "budget": 0, "level": "Grandmaster"});
        assert!(w.answer(&bad.to_string(), &mut SmallRng::seed_from_u64(1)).outcome.is_err());
    }

    /// A level thinks its own game's positions in the worker: in Basic, easy thinks 1,000 a
    /// move (2,000 in the other games).
    #[test]
    fn a_level_thinks_its_games_own_positions() {
        let mut w = worker();
        let request =
            serde_json::json!({"id": 3, "game": "basic", "position": start_of("basic"), "budget": 0, "level": "Easy"});
        let reply = w.answer(&request.to_string(), &mut SmallRng::seed_from_u64(1));
        let Ok(Answer::Move { nodes, .. }) = reply.outcome else { panic!("{reply:?}") };
        let basic: GameId = "basic".parse().unwrap();
        let easy = with_game!(basic, |G| G::level_budget(Strength::Easy));
        assert_eq!(easy, Some(1_000));
        assert!(nodes <= 1_000 && nodes > 500, "easy visited {nodes} positions");
    }

    /// The master's move in `game`'s `position`, thinking `ms`, as question `id`.
    fn master(id: u64, game: &str, position: &str, ms: u32) -> String {
        let request = Request {
            id,
            game: game.parse().unwrap(),
            position: position.into(),
            budget: 0,
            task: Task::Move,
            level: Some(Strength::Master),
            ms: Some(ms),
        };
        serde_json::to_string(&request).unwrap()
    }

    #[test]
    fn the_master_thinks_a_slice_at_a_time_and_a_new_question_or_stop_ends_it() {
        let rng = &mut SmallRng::seed_from_u64(1);
        let mut w = worker();
        let start = start_of("byte");
        assert!(w.receive(&master(1, "byte", &start, 2_000), rng).is_none(), "taken in hand");
        assert!(w.work().is_none() && w.busy(), "a slice is far from its two seconds");
        // Stopped: nothing is answered, and no work is left.
        assert!(w.receive(STOP, rng).is_none());
        assert!(!w.busy() && w.work().is_none());
        // A new question replaces one in hand, which is never answered.
        assert!(w.receive(&master(2, "byte", &start, 2_000), rng).is_none());
        w.work();
        assert!(w.receive(&master(3, "byte", &start, 300), rng).is_none());
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
        assert!(legal("byte", &start, &text));
        assert!(slices >= 3, "300 ms in slices of {SLICE_MS} ms: {slices}");
        assert!(nodes > 0, "the positions of every slice are counted");
        assert!(!w.busy(), "answered, it has nothing in hand");
        // A question limited by positions is answered at once.
        let easy = serde_json::json!({"id": 4, "game": "byte", "position": start, "budget": 0, "level": "Easy"});
        let reply = w.receive(&easy.to_string(), rng).expect("answered at once");
        assert!(reply.id == 4 && reply.outcome.is_ok() && !w.busy());
        // A question the worker cannot read is answered, not taken in hand.
        let over = serde_json::json!({"id": 5, "game": "byte", "position": {}, "budget": 0, "level": "Master"});
        assert!(w.receive(&over.to_string(), rng).is_some_and(|r| r.outcome.is_err()) && !w.busy());
    }

    #[test]
    fn a_request_without_a_task_asks_for_a_move() {
        let text =
            serde_json::json!({"id": 3, "game": "byte", "position": start_of("byte"), "budget": 1000}).to_string();
        let reply = worker().answer(&text, &mut SmallRng::seed_from_u64(1));
        assert!(matches!(reply.outcome, Ok(Answer::Move { .. })), "{reply:?}");
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
        let unknown = ask("chess", String::new());
        let Err(WorkerError::UnreadableRequest(why)) = unknown.outcome else { panic!("{unknown:?}") };
        assert!(why.contains("no game called \u{201c}chess\u{201d}"), "{why}");
        for game in GameId::ALL {
            let why = ask(game.id(), "c3=wwwwwwwww".into()).outcome.unwrap_err();
            assert!(matches!(why, WorkerError::UnreadablePosition(_)), "{game}: {why}");
            assert!(why.to_string().starts_with("unreadable position: "), "{game}: {why}");
            let why = ask_for(Task::Solve, game.id(), "[1]".into(), 10).outcome.unwrap_err();
            assert!(matches!(why, WorkerError::UnreadablePosition(_)), "{game}: {why}");
        }
        assert_eq!(worker().answer(STOP, &mut SmallRng::seed_from_u64(1)).outcome, Err(WorkerError::NothingAsked));
    }
}
