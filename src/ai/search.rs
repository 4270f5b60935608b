//! Alpha-beta search (negamax) with iterative deepening, a transposition table and a node budget.
//!
//! The budget is counted in positions visited, not in seconds: the same budget gives the same
//! strength on any machine, and a test sees exactly what a player gets.

use super::Evaluate;
use crate::rules::{Game, Outcome};
use rand::Rng;
use rand::seq::SliceRandom;

/// Score of a won game; wins sooner score higher (`WIN - plies`).
pub const WIN: i32 = 1_000_000;

/// How hard the computer player tries: the positions it may visit per move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Strength {
    /// A few moves ahead at most: it overlooks things, as a beginner does.
    Easy,
    /// What a newcomer meets first: it sees simple tactics, and can be beaten.
    #[default]
    Medium,
    /// As far as about half a second in the browser's worker allows on the development machine
    /// (the browser tests print the time of each answer; `cargo bench --bench playouts` measures
    /// the native speed).
    Hard,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Easy, Strength::Medium, Strength::Hard];

    /// Positions visited per move.
    pub fn budget(self) -> u64 {
        match self {
            Strength::Easy => 2_000,
            Strength::Medium => 100_000,
            Strength::Hard => 5_000_000,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Strength::Easy => "easy",
            Strength::Medium => "medium",
            Strength::Hard => "hard",
        }
    }
}

/// Most transposition table entries (a power of two): a few MiB, enough to remember a good share
/// of the positions the hardest search visits. Smaller budgets get a smaller table.
const MAX_TABLE: usize = 1 << 18;
/// Deepest iteration ever started.
const MAX_DEPTH: u32 = 64;

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

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice<M> {
    pub best: M,
    /// From the mover's point of view.
    pub score: i32,
    /// Deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
}

/// When a search must stop: a number of positions (the app's levels, exact and the same on every
/// machine), or something else a caller counts, such as a clock in the native arena.
pub trait Limit {
    /// Whether the search, having visited `nodes` positions, must stop.
    fn reached(&mut self, nodes: u64) -> bool;

    /// About how many positions the search may visit, to size its table.
    fn expected_nodes(&self) -> u64;
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

struct Searcher<G: Game, L: Limit> {
    table: Vec<Option<Entry<G::Move>>>,
    nodes: u64,
    limit: L,
    /// Scratch move lists, one per ply, so the search allocates nothing as it goes.
    lists: Vec<Vec<G::Move>>,
}

/// Sentinel for a search cut short by the budget.
struct OutOfBudget;

impl<G: Evaluate, L: Limit> Searcher<G, L> {
    fn negamax(&mut self, pos: &G, depth: u32, ply: usize, mut alpha: i32, beta: i32) -> Result<i32, OutOfBudget> {
        if self.limit.reached(self.nodes) {
            return Err(OutOfBudget);
        }
        self.nodes += 1;
        if let Some(result) = pos.result() {
            return Ok(match result.outcome {
                Outcome::Win(side) if side == pos.to_move() => WIN - ply as i32,
                Outcome::Win(_) | Outcome::Stuck => -WIN + ply as i32,
                Outcome::Draw => 0,
                Outcome::Solved => WIN - ply as i32,
            });
        }
        if depth == 0 {
            return Ok(pos.evaluate());
        }
        let hash = pos.position_hash();
        let slot = hash as usize & (self.table.len() - 1);
        let mut hinted = None;
        if let Some(e) = self.table[slot].filter(|e| e.hash == hash) {
            hinted = e.best;
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return Ok(e.score),
                    Bound::Lower if e.score >= beta => return Ok(e.score),
                    Bound::Upper if e.score <= alpha => return Ok(e.score),
                    _ => {}
                }
            }
        }
        if self.lists.len() <= ply {
            self.lists.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        pos.legal_moves(&mut moves);
        if let Some(i) = hinted.and_then(|h| moves.iter().position(|m| *m == h)) {
            moves.swap(0, i);
        }
        let alpha0 = alpha;
        let mut best = (i32::MIN, None);
        let mut outcome = Ok(());
        for &mv in &moves {
            let mut child = pos.clone();
            child.play(mv);
            let score = match self.negamax(&child, depth - 1, ply + 1, -beta, -alpha) {
                Ok(s) => -s,
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            };
            if score > best.0 {
                best = (score, Some(mv));
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.lists[ply] = moves;
        outcome?;
        let bound = if best.0 <= alpha0 {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Some(Entry { hash, depth, score: best.0, bound, best: best.1 });
        Ok(best.0)
    }
}

/// Chooses a move for the side to move within `budget` positions visited. Moves of equal value
/// are chosen among at random (`rng`), so the computer does not always play the same game.
/// `None` only when the game is over.
pub fn choose_move<G: Evaluate>(pos: &G, budget: u64, rng: &mut impl Rng) -> Option<Choice<G::Move>> {
    choose_move_within(pos, budget, rng)
}

/// [`choose_move`] within any [`Limit`].
pub fn choose_move_within<G: Evaluate>(pos: &G, limit: impl Limit, rng: &mut impl Rng) -> Option<Choice<G::Move>> {
    let mut root = Vec::new();
    pos.legal_moves(&mut root);
    root.shuffle(rng);
    let first = *root.first()?;
    let mut choice = Choice { best: first, score: 0, depth: 0, nodes: 0 };
    if root.len() == 1 {
        return Some(choice);
    }
    let entries = (limit.expected_nodes().min(MAX_TABLE as u64) as usize).next_power_of_two().clamp(1 << 10, MAX_TABLE);
    let mut s = Searcher { table: vec![None; entries], nodes: 0, limit, lists: Vec::new() };
    for depth in 1..=MAX_DEPTH {
        let mut alpha = -WIN - 1;
        let mut best = None;
        let mut finished = true;
        for &mv in &root {
            let mut child = pos.clone();
            child.play(mv);
            match s.negamax(&child, depth - 1, 1, -WIN - 1, -alpha) {
                Ok(score) if -score > alpha => {
                    alpha = -score;
                    best = Some(mv);
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
            choice =
                Choice { best: mv, score: alpha, depth: if finished { depth } else { choice.depth }, nodes: s.nodes };
            let i = root.iter().position(|m| *m == mv).unwrap_or(0);
            root[..=i].rotate_right(1);
        }
        if !finished || alpha.abs() >= WIN - MAX_DEPTH as i32 {
            break;
        }
    }
    choice.nodes = s.nodes;
    Some(choice)
}
