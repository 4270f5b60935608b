//! An exact solver for Sight Reduction: whether a solitaire position can still reach its goal
//! (with a hint, or when it cannot, the longest line still possible), and the exact result of a
//! two-player position within a node budget (and, when it is lost, the best resistance).
//!
//! It works on the two `u32` sets of [`sight`], always seen from the side to move: the mover's
//! checkers and the other colour's. Every rule is symmetric in the colours (the solitaire's goal
//! too), so a position and its colour-swapped twin with the other side to move are the same
//! problem, and the table needs no side-to-move bit. The table is also keyed by the smallest of
//! the position's mirror images: the 4 × 8 board's left-right mirror (files a↔d), its top-bottom
//! mirror (ranks 1↔8) and both. Orthogonal and diagonal lines of sight and the eight-neighbourhood
//! map onto themselves under each mirror, so every rule (standard, harder, easier, pairs) is
//! symmetric under them; the chosen-last checkers are mapped too, so only the mirrors that keep
//! them in place are used.
//!
//! The solitaire search proves positions solvable or dead, pruned by a cheap test: a checker
//! with no friend anywhere along the lines it could ever see one on (nor, with one-or-two, next
//! to it) can never be removed, as checkers are only ever taken away; two such checkers of one
//! colour (or one besides its chosen-last checker) make the goal unreachable, and with one-or-two
//! a single one does. Where the board is still full enough, a stronger test follows on each new
//! position: from the order its removals would need, whether each colour can still come down to
//! one checker at all (see [`elimination`]); it proves some full deals lost at once that the
//! cheap test took tens of millions of positions to refute. When a search runs long, the exact
//! question with the colours free to go in any order is asked alongside it (see
//! [`Run::restarting`]): every lost deal among the standard rules' first 200 that still took the
//! search millions of positions to refute is lost for that reason, and proven so in a few
//! milliseconds (deal 11 in about half a second); and the orders it finds give lines with the
//! colours taking turns, which solved in milliseconds the solvable deals the search took seconds
//! over (66 and 106). Children are tried in an order that keeps options open: fewest checkers
//! left stranded first, then most removals left for both colours. The search for a solution
//! restarts with a doubled node limit and other tie-breaks whenever it runs long (see
//! [`Run::restarting`]): on the standard rules this took the 90th percentile of 200 deals from
//! over a second to about 10 ms. When the position is lost, a second search finds the most
//! checkers that can still be removed, bounded by the cheap test, within an allowance of its own
//! ([`LONGEST_BUDGET`]).

mod duel;
mod elimination;
mod moves;
mod pruning;
mod solitaire;
mod symmetry;
mod table;

pub use solitaire::{LONGEST_BUDGET, Verdict};
pub use symmetry::{Mirror, canonical_key};

use crate::rules::Game;
use crate::rules::sight_reduction::sight::{NEIGHBOURS, SightRules};
use crate::rules::sight_reduction::{SightMode, SightReduction};
use symmetry::canonical;
use table::ProofTable;

/// What a call cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions expanded (table hits and pruned positions not counted), each elimination test
    /// counted as [`pruning::ELIMINATION_COST`] more: the work the budget limits.
    pub nodes: u64,
    /// Positions in the table after the call.
    pub stored: usize,
}

/// Positions the solver may expand for one player's question on the page (a hint, "still
/// solvable?", and for the daily deal each deal tried); the solver bench asks within it too. A
/// fresh deal needs far fewer; a position it cannot decide within this gets an honest "could not
/// decide" rather than a long wait.
pub const QUESTION_BUDGET: u64 = 8_000_000;

/// Squares on the lines through each square (rank, file, diagonals), the square itself left out.
const fn line_tables() -> ([u32; 32], [u32; 32]) {
    let (mut orth, mut diag) = ([0u32; 32], [0u32; 32]);
    let mut s = 0;
    while s < 32 {
        let (f, r) = (s % 4, s / 4);
        orth[s] = ((0xFu32 << (4 * r)) | (0x1111_1111u32 << f)) & !(1 << s);
        let mut t = 0;
        while t < 32 {
            let (g, q) = (t % 4, t / 4);
            let (df, dr) = (g as i32 - f as i32, q as i32 - r as i32);
            if t != s && (df == dr || df == -dr) {
                diag[s] |= 1 << t;
            }
            t += 1;
        }
        s += 1;
    }
    (orth, diag)
}

static LINES: ([u32; 32], [u32; 32]) = line_tables();

/// The rules a table's entries hold under: they are cleared when these change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Context {
    rules: SightRules,
    one_or_two: bool,
    solitaire: bool,
    kept: u32,
}

/// The solver: its table, reusable across calls on positions of the same rules (it is cleared
/// when they change).
pub struct Solver {
    table: ProofTable,
    context: Option<Context>,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

/// The search out of budget.
struct BudgetSpent;

/// One call's search state.
struct Run<'a> {
    table: &'a mut ProofTable,
    ctx: Context,
    mirrors: Vec<Mirror>,
    /// Per square: where a friend must stand for the checker to be removed alone someday.
    single_lines: [u32; 32],
    /// Per square: where an enemy must stand, with the harder rule.
    enemy_lines: [u32; 32],
    /// Per square: where a partner must stand for a pair someday (none without one-or-two).
    pair_lines: [u32; 32],
    nodes: u64,
    budget: u64,
    /// Which restart this is: the ordering's tie-breaks differ from one to the next.
    restart: u64,
}

impl Solver {
    pub fn new() -> Solver {
        Solver { table: ProofTable::default(), context: None }
    }

    /// Positions in the table.
    pub fn stored(&self) -> usize {
        self.table.len()
    }

    /// Forgets every position.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    fn run(&mut self, pos: &SightReduction, budget: u64) -> Run<'_> {
        let o = pos.options();
        let ctx = Context {
            rules: o.rules(),
            one_or_two: o.one_or_two,
            solitaire: o.mode == SightMode::Solitaire,
            kept: pos.kept(),
        };
        if self.context != Some(ctx) {
            self.table.clear();
            self.context = Some(ctx);
        }
        self.table.prepare(budget);
        let (orth, diag) = (&LINES.0, &LINES.1);
        let mut single_lines = [0; 32];
        let mut enemy_lines = [0; 32];
        let mut pair_lines = [0; 32];
        for s in 0..32 {
            single_lines[s] = if ctx.rules.easier { orth[s] | diag[s] } else { orth[s] };
            enemy_lines[s] = orth[s] | diag[s];
            pair_lines[s] = if ctx.one_or_two { orth[s] | NEIGHBOURS[s] } else { 0 };
        }
        let mirrors = Mirror::keeping(ctx.kept);
        Run {
            table: &mut self.table,
            ctx,
            mirrors,
            single_lines,
            enemy_lines,
            pair_lines,
            nodes: 0,
            budget,
            restart: 0,
        }
    }
}

impl Run<'_> {
    #[inline]
    fn key(&self, own: u32, other: u32) -> u64 {
        canonical(own, other, &self.mirrors)
    }

    #[inline]
    fn tick(&mut self) -> Result<(), BudgetSpent> {
        self.nodes += 1;
        if self.nodes > self.budget { Err(BudgetSpent) } else { Ok(()) }
    }
}
