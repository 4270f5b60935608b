//! Alpha-beta search (negamax) with iterative deepening and a transposition table, limited by a
//! node budget or a clock ([`Limit`]).
//!
//! Two tunings share the code: [`Tuning::PLAIN`], kept unchanged so that the arena's fixed
//! yardstick and the app's lower levels keep their strength, and [`Tuning::STRONG`], which adds
//! killer moves, principal variation search, a quiescence search and the game's finer
//! evaluation. A player may keep its [`TranspositionTable`] between the moves of a game, so that what it
//! learnt about the position it expected is not thrown away.

use super::Evaluate;
use crate::rules::{Game, Outcome};
use rand::Rng;
use rand::seq::SliceRandom;

/// Score of a won game; wins sooner score higher (`WIN - plies`).
pub const WIN: i32 = 1_000_000;

/// Most transposition table entries (a power of two) of the plain search: enough to remember a
/// good share of the positions the hard level visits. Smaller budgets get less.
const PLAIN_TABLE: u64 = 1 << 18;
/// Most entries of any table (a power of two), for the strongest level's long thinking.
const MAX_TABLE: usize = 1 << 20;
/// Deepest iteration ever started.
const MAX_DEPTH: u32 = 64;

/// How deep the quiescence search follows noisy moves past the depth.
const QUIESCENCE_PLIES: u32 = 6;

/// The score of a finished game `ply` plies from the root, to the side to move.
fn terminal<G: Game>(pos: &G, ply: usize) -> i32 {
    match pos.result().map(|r| r.outcome) {
        Some(Outcome::Win(side)) if side == pos.to_move() => WIN - ply as i32,
        Some(Outcome::Win(_) | Outcome::Stuck) => -WIN + ply as i32,
        Some(Outcome::Solved) => WIN - ply as i32,
        Some(Outcome::Draw) | None => 0,
    }
}

/// The most plies from the root a win or a loss the search finds can be.
pub(super) const FARTHEST_WIN: u32 = MAX_DEPTH + QUIESCENCE_PLIES;

/// Whether a score is a win or a loss found by the search, rather than an evaluation.
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= WIN - FARTHEST_WIN as i32
}

/// A score `ply` plies from the root, as the table keeps it: a win or loss counted from the
/// position itself, not from the root, so that a table kept between moves (whose roots differ)
/// gives every win its true distance.
fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if is_decisive(s) && s > 0 => s + ply as i32,
        s if is_decisive(s) => s - ply as i32,
        s => s,
    }
}

/// The table's score read back `ply` plies from the root.
fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if is_decisive(s) && s > 0 => s - ply as i32,
        s if is_decisive(s) => s + ply as i32,
        s => s,
    }
}

/// How the search orders and narrows its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Try first the two moves that last refuted a sibling at the same depth ("killers").
    pub killers: bool,
    /// Search all but the first move with a null window, again in full only if one proves better
    /// (principal variation search): cheap when the first move is usually the best.
    pub pvs: bool,
    /// Past the depth, follow the game's noisy moves ([`Evaluate::noisy`]) to a quiet position.
    pub quiescence: bool,
    /// Judge positions by what the game's knowledge has grown to ([`Evaluate::evaluate_finely`]),
    /// not by the evaluation the yardstick was fixed with.
    pub finely: bool,
}

impl Tuning {
    /// The plain search, kept unchanged as the arena's fixed yardstick: the table's move first,
    /// the rest in shuffled order.
    pub const PLAIN: Tuning = Tuning { killers: false, pvs: false, quiescence: false, finely: false };
    /// The strongest level's search.
    pub const STRONG: Tuning = Tuning { killers: true, pvs: true, quiescence: true, finely: true };
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<M> {
    hash: u64,
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<M>,
}

/// The transposition table: what the search learnt of the positions it met, by position hash.
/// One entry per slot, always replaced (the newest knowledge is the likeliest to be asked again).
pub struct TranspositionTable<M> {
    entries: Vec<Option<Entry<M>>>,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table fit for a search of about `nodes` positions.
    pub fn for_nodes(nodes: u64) -> TranspositionTable<M> {
        let mut table = TranspositionTable { entries: Vec::new() };
        table.fit(nodes);
        table
    }

    /// Grows the table (never shrinks it) to fit a search of about `nodes` positions, keeping
    /// nothing when it grows: the entries' slots depend on the size.
    pub fn fit(&mut self, nodes: u64) {
        let entries = (nodes.min(MAX_TABLE as u64) as usize).next_power_of_two().clamp(1 << 10, MAX_TABLE);
        if self.entries.len() < entries {
            self.entries = vec![None; entries];
        }
    }

    fn slot(&self, hash: u64) -> usize {
        hash as usize & (self.entries.len() - 1)
    }

    /// Keeps `entry` in its slot, in place of whatever was there.
    fn store(&mut self, entry: Entry<M>) {
        let slot = self.slot(entry.hash);
        self.entries[slot] = Some(entry);
    }

    /// The best move the table remembers for the position of this hash.
    pub fn remembered(&self, hash: u64) -> Option<M> {
        self.get(hash).and_then(|e| e.best)
    }

    fn get(&self, hash: u64) -> Option<Entry<M>> {
        self.entries[self.slot(hash)].filter(|e| e.hash == hash)
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<M> {
    pub best: M,
    /// From the mover's point of view.
    pub score: i32,
    /// Deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
    /// The moves it expects, `best` first: the principal variation, carried on from the table.
    pub line: Vec<M>,
    /// The score of the iteration before the one `score` is from, a ply shallower, where there
    /// was one: an evaluation that leans toward the side to move at the search's leaves swings
    /// with the depth's parity, and the two together do not.
    pub shallower: Option<i32>,
}

/// How the thinking goes, told after each completed iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub depth: u32,
    /// From the mover's point of view.
    pub score: i32,
    pub nodes: u64,
}

/// When a search must stop: a number of positions (the app's lower levels, exact and the same on
/// every machine), or a clock (the strongest level in the worker, and the native arena).
pub trait Limit {
    /// Whether the search, having visited `nodes` positions, must stop.
    fn reached(&mut self, nodes: u64) -> bool;

    /// About how many positions the search may visit, to size its table.
    fn expected_nodes(&self) -> u64;

    /// About how many positions it may visit before this limit is reached: less than
    /// [`Limit::expected_nodes`] for a slice of a longer thinking, which sizes the table for the
    /// whole.
    fn remaining_nodes(&self) -> u64 {
        self.expected_nodes()
    }

    /// Told after each completed iteration: a player on a clock shows its thinking with it.
    fn progress(&mut self, _progress: &Progress) {}
}

/// A node budget: at most this many positions.
impl Limit for u64 {
    fn reached(&mut self, nodes: u64) -> bool {
        nodes >= *self
    }

    fn expected_nodes(&self) -> u64 {
        *self
    }
}

impl<L: Limit + ?Sized> Limit for &mut L {
    fn reached(&mut self, nodes: u64) -> bool {
        (**self).reached(nodes)
    }

    fn expected_nodes(&self) -> u64 {
        (**self).expected_nodes()
    }

    fn remaining_nodes(&self) -> u64 {
        (**self).remaining_nodes()
    }

    fn progress(&mut self, progress: &Progress) {
        (**self).progress(progress)
    }
}

struct Searcher<'t, G: Game, L: Limit> {
    table: &'t mut TranspositionTable<G::Move>,
    tuning: Tuning,
    nodes: u64,
    limit: L,
    /// Scratch move lists, one per ply, so the search allocates nothing as it goes.
    lists: Vec<Vec<G::Move>>,
    /// Per ply, the last two moves that caused a cut-off there.
    killers: Vec<[Option<G::Move>; 2]>,
    /// Per ply, the best line found from there in the current node (a triangular principal
    /// variation): cut short where the table answered, which under principal variation search
    /// it does on the line only with a win or a loss.
    pv: Vec<Vec<G::Move>>,
}

/// Sentinel for a search cut short by the budget.
struct OutOfBudget;

impl<'t, G: Evaluate, L: Limit> Searcher<'t, G, L> {
    fn new(table: &'t mut TranspositionTable<G::Move>, tuning: Tuning, limit: L) -> Self {
        Searcher { table, tuning, nodes: 0, limit, lists: Vec::new(), killers: Vec::new(), pv: Vec::new() }
    }

    /// The scratch move list of `ply`, filled with the legal moves of `pos`: lent out, and given
    /// back with [`Searcher::give_back`].
    fn moves_at(&mut self, pos: &G, ply: usize) -> Vec<G::Move> {
        if self.lists.len() <= ply {
            self.lists.resize_with(ply + 1, Vec::new);
            self.killers.resize(ply + 1, [None; 2]);
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        pos.legal_moves(&mut moves);
        moves
    }

    fn give_back(&mut self, moves: Vec<G::Move>, ply: usize) {
        self.lists[ply] = moves;
    }

    fn negamax(&mut self, pos: &G, depth: u32, ply: usize, mut alpha: i32, beta: i32) -> Result<i32, OutOfBudget> {
        if self.pv.len() <= ply + 1 {
            self.pv.resize_with(ply + 2, Vec::new);
        }
        self.pv[ply].clear();
        if self.limit.reached(self.nodes) {
            return Err(OutOfBudget);
        }
        self.nodes += 1;
        if pos.result().is_some() {
            return Ok(terminal(pos, ply));
        }
        if depth == 0 {
            return if self.tuning.quiescence {
                self.quiesce(pos, ply, alpha, beta, QUIESCENCE_PLIES)
            } else {
                Ok(self.evaluate(pos))
            };
        }
        let hash = pos.position_hash();
        let mut hinted = None;
        // Under principal variation search, a node searched with an open window lies on the
        // expected line: it is searched even when the table knows its value, so that the line is
        // found whole (a cut there left it short, down to the move alone, once the master thought
        // again from its kept table). Its move from the table still goes first, so it costs little;
        // a win or loss the table knows is still taken at once.
        let on_line = self.tuning.pvs && beta - alpha > 1;
        let mut known = None;
        if let Some(e) = self.table.get(hash) {
            hinted = e.best;
            known = Some(e.depth);
            let score = from_table(e.score, ply);
            if e.depth >= depth && (!on_line || is_decisive(score)) {
                match e.bound {
                    Bound::Exact => return Ok(score),
                    Bound::Lower if score >= beta => return Ok(score),
                    Bound::Upper if score <= alpha => return Ok(score),
                    _ => {}
                }
            }
        }
        let mut moves = self.moves_at(pos, ply);
        self.order(&mut moves, hinted, ply);
        let alpha0 = alpha;
        let mut best = (i32::MIN, None);
        let mut outcome = Ok(());
        for (k, &mv) in moves.iter().enumerate() {
            let mut child = pos.clone();
            child.play(mv);
            let searched = if self.tuning.pvs && k > 0 {
                match self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha) {
                    Ok(s) if -s > alpha && -s < beta => self.negamax(&child, depth - 1, ply + 1, -beta, -alpha),
                    other => other,
                }
            } else {
                self.negamax(&child, depth - 1, ply + 1, -beta, -alpha)
            };
            let score = match searched {
                Ok(s) => -s,
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            };
            if score > best.0 {
                best = (score, Some(mv));
            }
            if score > alpha && score < beta {
                let (here, below) = self.pv.split_at_mut(ply + 1);
                here[ply].clear();
                here[ply].push(mv);
                here[ply].extend_from_slice(&below[0]);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if self.tuning.killers && self.killers[ply][0] != Some(mv) {
                    self.killers[ply] = [Some(mv), self.killers[ply][0]];
                }
                break;
            }
        }
        self.give_back(moves, ply);
        outcome?;
        let bound = if best.0 <= alpha0 {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // A node on the line, searched again less deep than the table knew it, leaves the deeper
        // entry as it was.
        if !(on_line && known.is_some_and(|d| d > depth)) {
            self.table.store(Entry { hash, depth, score: to_table(best.0, ply), bound, best: best.1 });
        }
        Ok(best.0)
    }

    /// A position past the depth: its evaluation if the side to move stands on it, or better, a
    /// noisy move's outcome (for at most `plies` more moves).
    fn quiesce(&mut self, pos: &G, ply: usize, mut alpha: i32, beta: i32, plies: u32) -> Result<i32, OutOfBudget> {
        let stand = self.evaluate(pos);
        if stand >= beta || plies == 0 {
            return Ok(stand);
        }
        alpha = alpha.max(stand);
        let moves = self.moves_at(pos, ply);
        let mut best = stand;
        let mut outcome = Ok(());
        for &mv in moves.iter().filter(|&&mv| pos.noisy(mv)) {
            if self.limit.reached(self.nodes) {
                outcome = Err(OutOfBudget);
                break;
            }
            self.nodes += 1;
            let mut child = pos.clone();
            child.play(mv);
            let score = match child.result() {
                Some(_) => -terminal(&child, ply + 1),
                None => match self.quiesce(&child, ply + 1, -beta, -alpha, plies - 1) {
                    Ok(s) => -s,
                    Err(e) => {
                        outcome = Err(e);
                        break;
                    }
                },
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.give_back(moves, ply);
        outcome.map(|()| best)
    }

    /// The position's worth to the side to move, by the evaluation this tuning asks for.
    fn evaluate(&self, pos: &G) -> i32 {
        if self.tuning.finely { pos.evaluate_finely() } else { pos.evaluate() }
    }

    /// Puts the table's move first, then (when tuned so) this ply's killers.
    fn order(&self, moves: &mut [G::Move], hinted: Option<G::Move>, ply: usize) {
        let mut front = 0;
        let killers = if self.tuning.killers { self.killers[ply] } else { [None; 2] };
        for wanted in [hinted, killers[0], killers[1]].into_iter().flatten() {
            if let Some(i) = moves[front..].iter().position(|m| *m == wanted) {
                moves.swap(front, front + i);
                front += 1;
            }
        }
    }

    /// The moves expected from `pos` on: `found` (the principal variation, which begins with the
    /// best move), carried on from the table to `plies` moves where it was cut short; each move
    /// checked legal (a table entry may belong to another position with the same slot).
    fn line(&self, pos: &G, found: &[G::Move], plies: u32) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut pos = pos.clone();
        for &mv in found {
            if pos.result().is_some() || pos.check_move(mv).is_err() {
                break;
            }
            line.push(mv);
            pos.play(mv);
        }
        while line.len() < plies as usize && pos.result().is_none() {
            let Some(mv) = self.table.remembered(pos.position_hash()) else { break };
            if pos.check_move(mv).is_err() {
                break;
            }
            line.push(mv);
            pos.play(mv);
        }
        line
    }
}

/// Chooses a move for the side to move within `budget` positions visited, with the plain search
/// and a fresh table. Moves of equal value are chosen among at random (`rng`), so the computer
/// does not always play the same game. `None` only when the game is over.
pub fn choose_move<G: Evaluate>(pos: &G, budget: u64, rng: &mut impl Rng) -> Option<Choice<G::Move>> {
    choose_move_within(pos, budget, rng)
}

/// [`choose_move`] within any [`Limit`].
pub fn choose_move_within<G: Evaluate>(pos: &G, limit: impl Limit, rng: &mut impl Rng) -> Option<Choice<G::Move>> {
    let mut table = TranspositionTable::for_nodes(limit.expected_nodes().min(PLAIN_TABLE));
    search(pos, limit, rng, Tuning::PLAIN, &mut table)
}

/// The search itself: iterative deepening from the root, with the given tuning, in `table`
/// (sized by the caller; it may hold what earlier searches of the same game learnt).
pub fn search<G: Evaluate>(
    pos: &G,
    limit: impl Limit,
    rng: &mut impl Rng,
    tuning: Tuning,
    table: &mut TranspositionTable<G::Move>,
) -> Option<Choice<G::Move>> {
    let mut root = Vec::new();
    pos.legal_moves(&mut root);
    root.shuffle(rng);
    // What an earlier search of this position thought best is tried first (and played, should
    // the limit allow nothing more).
    if let Some(i) = table.remembered(pos.position_hash()).and_then(|b| root.iter().position(|m| *m == b)) {
        root[..=i].rotate_right(1);
    }
    let first = *root.first()?;
    let mut choice = Choice { best: first, score: 0, depth: 0, nodes: 0, line: vec![first], shallower: None };
    if root.len() == 1 {
        return Some(choice);
    }
    let mut s = Searcher::new(table, tuning, limit);
    // The principal variation of the last iteration that found a best move.
    let mut found = vec![first];
    // Whether the choice's score is exact at its depth (not from an iteration cut short).
    let mut exact = true;
    for depth in 1..=MAX_DEPTH {
        let mut alpha = -WIN - 1;
        let mut best = None;
        let mut finished = true;
        for (k, &mv) in root.iter().enumerate() {
            let mut child = pos.clone();
            child.play(mv);
            let searched = if tuning.pvs && k > 0 {
                match s.negamax(&child, depth - 1, 1, -alpha - 1, -alpha) {
                    Ok(score) if -score > alpha => {
                        let full = s.negamax(&child, depth - 1, 1, -WIN - 1, -alpha);
                        // Shown better than the best so far, though not by how much: it is the best.
                        if full.is_err() {
                            best = Some(mv);
                            found = vec![mv];
                        }
                        full
                    }
                    other => other,
                }
            } else {
                s.negamax(&child, depth - 1, 1, -WIN - 1, -alpha)
            };
            match searched {
                Ok(score) if -score > alpha => {
                    alpha = -score;
                    best = Some(mv);
                    found.clear();
                    found.push(mv);
                    found.extend_from_slice(&s.pv[1]);
                }
                Ok(_) => {}
                Err(OutOfBudget) => {
                    finished = false;
                    break;
                }
            }
        }
        // A partial iteration searched the previous best first, so its best is still sound.
        if let Some(mv) = best {
            choice.best = mv;
            if depth > 1 {
                choice.shallower = Some(choice.score);
            }
            choice.score = alpha;
            exact = finished;
            if finished {
                choice.depth = depth;
            }
            let i = root.iter().position(|m| *m == mv).unwrap_or(0);
            root[..=i].rotate_right(1);
        }
        if finished {
            s.limit.progress(&Progress { depth, score: alpha, nodes: s.nodes });
        }
        if !finished || is_decisive(alpha) {
            break;
        }
    }
    // The root's entry, so that a later search of this position starts from this best (and
    // plays it, should its limit allow nothing more).
    if choice.depth > 0 {
        s.table.store(Entry {
            hash: pos.position_hash(),
            depth: choice.depth,
            score: choice.score,
            bound: if exact { Bound::Exact } else { Bound::Lower },
            best: Some(choice.best),
        });
    }
    choice.nodes = s.nodes;
    choice.line = s.line(pos, &found, choice.depth.max(1));
    Some(choice)
}

/// Every root move's score, each searched `depth` plies deep with a full window, and the
/// positions visited (for the beginner, who weighs its moves rather than finding the best).
/// Costly: for shallow depths only. Moves not reached within `limit` are left out; the first
/// always gets its score.
pub fn root_scores<G: Evaluate>(pos: &G, depth: u32, limit: impl Limit) -> (Vec<(G::Move, i32)>, u64) {
    let mut root = Vec::new();
    pos.legal_moves(&mut root);
    let mut table = TranspositionTable::for_nodes(1 << 12);
    let mut s = Searcher::new(&mut table, Tuning::PLAIN, limit);
    let mut scored = Vec::new();
    for mv in root {
        let mut child = pos.clone();
        child.play(mv);
        match s.negamax(&child, depth.saturating_sub(1), 1, -WIN - 1, WIN + 1) {
            Ok(score) => scored.push((mv, -score)),
            Err(OutOfBudget) if scored.is_empty() => scored.push((mv, -child.evaluate())),
            Err(OutOfBudget) => break,
        }
    }
    (scored, s.nodes)
}
