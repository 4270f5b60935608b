//! Sight Reduction's exact solver: whether a solitaire position can still reach its goal (with a
//! hint, or else the longest line still possible), and who wins a two-player position (or, when
//! it is lost, the move that resists best), each within a budget of positions expanded.
//!
//! Positions are two `u32` square sets seen from the side to move: the mover's checkers and the
//! other colour's. Every rule is symmetric in the colours, so the table needs no side-to-move
//! bit; and under the board's mirrors, so a position is keyed by its smallest mirror image.

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
    /// Positions expanded (table hits and pruned positions not counted), with the elimination
    /// and order tests' work counted in positions too: the work the budget limits.
    pub nodes: u64,
    /// Positions in the table after the call.
    pub stored: usize,
}

/// Positions the solver may expand for one player's question on the page (a hint, "still
/// solvable?", each deal tried for the daily deal), and in the solver bench: past it the answer
/// is an honest "could not decide" rather than a long wait.
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
