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

mod elimination;
mod table;

use crate::rules::Game;
use crate::rules::bits::squares;
use crate::rules::hash::mix;
use crate::rules::sight_reduction::sight::{self, NEIGHBOURS, SightRules};
use crate::rules::sight_reduction::{SightMode, SightMove, SightReduction, Stage};
use crate::rules::{Outcome, Side};
use elimination::{Found, OrderSearch};
use table::ProofTable;

/// What the solitaire solver says about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The goal can still be reached. `hint` is a move that keeps it reachable (`None` only when
    /// the goal is reached already).
    Solvable { hint: Option<SightMove> },
    /// The goal cannot be reached. `longest` is the most checkers that can still be removed
    /// (a pair counts two, a pass none), and `first` the first move of such a line (`None` when
    /// there is no move). `exact` is false when the search for the longest line ran out of its
    /// allowance ([`LONGEST_BUDGET`]): `longest` is then the longest line found, a lower bound.
    Lost { longest: u32, first: Option<SightMove>, exact: bool },
    /// The budget ran out, or the position is not the solver's business (a setup stage, or the
    /// other mode).
    Unknown,
}

/// What a call cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions expanded (table hits and pruned positions not counted), each elimination test
    /// counted as [`ELIMINATION_COST`] more: the work the budget limits.
    pub nodes: u64,
    /// Positions in the table after the call.
    pub stored: usize,
}

/// Table values, solitaire: solvable; dead (longest line not known yet); or the longest line of a
/// dead position (0..=32).
const SOLVABLE: u8 = 0xFF;
const DEAD: u8 = 0xFE;
/// Table values, two-player: the side to move wins or loses.
const WINS: u8 = 1;
const LOSES: u8 = 0;

/// Positions the solver may expand for one player's question on the page (a hint, "still
/// solvable?", and for the daily deal each deal tried); the solver bench asks within it too. A
/// fresh deal needs far fewer; a position it cannot decide within this gets an honest "could not
/// decide" rather than a long wait.
pub const QUESTION_BUDGET: u64 = 8_000_000;

/// Positions the search for a lost position's longest line may expand, once the position is
/// proven lost: the "no" matters more than how far it still goes, and on a lost full deal the
/// whole line can cost more than the budget.
pub const LONGEST_BUDGET: u64 = 500_000;

/// Most moves a position can have: 16 single removals and at most six pairs from each checker's
/// lower square.
const MAX_MOVES: usize = 128;

/// The node limit of a solitaire search's first run; each restart doubles it.
const FIRST_LIMIT: u64 = 2_000;

/// The fewest checkers on the board for the elimination test to be worth its cost. Below this,
/// the cheap tests and the table do as well: on the standard rules' 200 deals, testing from 22
/// checkers up left three times as many deals undecided within the budget, and testing
/// everywhere was slower on the deals it decided.
const ELIMINATION_FROM: u32 = 16;

/// What one elimination test costs, in positions expanded: it takes about as long as two.
const ELIMINATION_COST: u64 = 2;

/// The ordering's tie-break: a pseudo-random share of this much, below one point of the score.
const NOISE: u64 = 64;

/// One of the board's four symmetries: a square set's image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mirror {
    Identity,
    /// Files a↔d.
    Files,
    /// Ranks 1↔8.
    Ranks,
    /// Both (a half turn).
    Both,
}

impl Mirror {
    pub const ALL: [Mirror; 4] = [Mirror::Identity, Mirror::Files, Mirror::Ranks, Mirror::Both];

    /// The image of a set of squares.
    #[inline(always)]
    pub fn apply(self, set: u32) -> u32 {
        match self {
            Mirror::Identity => set,
            Mirror::Files => flip_ranks(set).reverse_bits(),
            Mirror::Ranks => flip_ranks(set),
            // Square i ↦ 31 − i: rank r ↦ 7 − r, file f ↦ 3 − f.
            Mirror::Both => set.reverse_bits(),
        }
    }
}

/// Ranks 1↔8: the four-bit ranks in reverse order.
#[inline(always)]
fn flip_ranks(set: u32) -> u32 {
    let y = set.swap_bytes();
    ((y & 0x0F0F_0F0F) << 4) | ((y >> 4) & 0x0F0F_0F0F)
}

/// The table key of a position (mover's checkers, other colour's): the smallest image under the
/// mirrors given.
#[inline]
fn canonical(own: u32, other: u32, mirrors: &[Mirror]) -> u64 {
    mirrors.iter().map(|m| (m.apply(own) as u64) << 32 | m.apply(other) as u64).min().unwrap_or(0)
}

/// The canonical key of a position (Remove stage) as the solver's table sees it: the mover's and
/// the other colour's checkers under the mirrors that keep the chosen-last checkers in place.
pub fn canonical_key(pos: &SightReduction) -> u64 {
    let side = pos.to_move();
    let mirrors: Vec<Mirror> = Mirror::ALL.into_iter().filter(|m| m.apply(pos.kept()) == pos.kept()).collect();
    canonical(pos.pieces(side), pos.pieces(side.other()), &mirrors)
}

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

/// A move as the set of checkers it removes (none for a pass), with its ordering score.
#[derive(Clone, Copy, Default)]
struct Child {
    removed: u32,
    score: i32,
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
        let mirrors = Mirror::ALL.into_iter().filter(|m| m.apply(ctx.kept) == ctx.kept).collect();
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

    /// Solves a solitaire position: solvable (with a hint) or lost (with the longest line still
    /// possible), within `budget` positions expanded; [`Verdict::Unknown`] when the budget runs
    /// out, in a setup stage (the chosen-last picks) or for a two-player position.
    pub fn solve_solitaire(&mut self, pos: &SightReduction, budget: u64) -> (Verdict, Stats) {
        if pos.options().mode != SightMode::Solitaire || pos.stage() != Stage::Remove {
            return (Verdict::Unknown, Stats { nodes: 0, stored: self.table.len() });
        }
        let side = pos.to_move();
        let (own, other) = (pos.pieces(side), pos.pieces(side.other()));
        let mut run = self.run(pos, budget);
        let verdict = run.solitaire_root(own, other).unwrap_or(Verdict::Unknown);
        let nodes = run.nodes;
        (verdict, Stats { nodes, stored: self.table.len() })
    }

    /// Only whether a solitaire position can still reach its goal: [`Solver::solve_solitaire`]
    /// without the longest line of a lost position (which may cost more than the verdict).
    /// `None` where that one says [`Verdict::Unknown`].
    pub fn decide_solitaire(&mut self, pos: &SightReduction, budget: u64) -> (Option<bool>, Stats) {
        if pos.options().mode != SightMode::Solitaire || pos.stage() != Stage::Remove {
            return (None, Stats { nodes: 0, stored: self.table.len() });
        }
        let side = pos.to_move();
        let (own, other) = (pos.pieces(side), pos.pieces(side.other()));
        let mut run = self.run(pos, budget);
        let answer = run.restarting((own, other), |first| first.is_some(), |run| run.solvable(own, other)).ok();
        let nodes = run.nodes;
        (answer, Stats { nodes, stored: self.table.len() })
    }

    /// The exact result of a two-player position (in its game itself, no setup stage left):
    /// whether the side to move wins, and a winning move when it does (`None` when it loses, or
    /// when the game is over). `None` when the budget runs out or the position is not a
    /// two-player one in its Remove stage.
    pub fn prove(&mut self, pos: &SightReduction, budget: u64) -> Option<(bool, Option<SightMove>)> {
        self.prove_with_stats(pos, budget).0
    }

    /// [`Solver::prove`], with what it cost.
    pub fn prove_with_stats(
        &mut self,
        pos: &SightReduction,
        budget: u64,
    ) -> (Option<(bool, Option<SightMove>)>, Stats) {
        if pos.options().mode != SightMode::TwoPlayer || pos.stage() != Stage::Remove {
            return (None, Stats { nodes: 0, stored: self.table.len() });
        }
        if let Some(result) = pos.result() {
            let wins = result.outcome == Outcome::Win(pos.to_move());
            return (Some((wins, None)), Stats { nodes: 0, stored: self.table.len() });
        }
        let side: Side = pos.to_move();
        let (own, other) = (pos.pieces(side), pos.pieces(side.other()));
        let mut run = self.run(pos, budget);
        let answer = run.prove_root(own, other).ok();
        let nodes = run.nodes;
        (answer, Stats { nodes, stored: self.table.len() })
    }

    /// For a two-player position its side to move loses: the move that leaves the opponent the
    /// smallest share of winning replies, the likeliest to lead a fallible opponent astray (of
    /// equal shares, the one with the most replies). `None` when there is no move or the budget
    /// runs out, with the positions visited.
    pub fn resist(&mut self, pos: &SightReduction, budget: u64) -> (Option<SightMove>, u64) {
        if pos.options().mode != SightMode::TwoPlayer || pos.stage() != Stage::Remove {
            return (None, 0);
        }
        let side = pos.to_move();
        let (own, other) = (pos.pieces(side), pos.pieces(side.other()));
        let mut run = self.run(pos, budget);
        let answer = run.resist(own, other).ok().flatten();
        (answer, run.nodes)
    }
}

/// The move that removes `removed` (of the side to move).
fn to_move(removed: u32) -> SightMove {
    match removed.count_ones() {
        0 => SightMove::Pass,
        1 => SightMove::Remove(removed.trailing_zeros() as u8),
        _ => SightMove::Pair(removed.trailing_zeros() as u8, 31 - removed.leading_zeros() as u8),
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

    /// The checkers the side to move may remove alone.
    #[inline]
    fn singles(&self, own: u32, other: u32) -> u32 {
        sight::removable(own, other, self.ctx.rules) & !self.ctx.kept
    }

    /// The moves of the side to move (as removed sets), into `out`; returns how many. In the
    /// solitaire with one-or-two, a colour with no checkers left passes.
    #[inline]
    fn moves(&self, own: u32, other: u32, out: &mut [Child; MAX_MOVES]) -> usize {
        let mut n = 0;
        if self.ctx.solitaire && self.ctx.one_or_two && own == 0 {
            if other != 0 {
                out[0] = Child { removed: 0, score: 0 };
                n = 1;
            }
            return n;
        }
        for s in squares(self.singles(own, other)) {
            out[n] = Child { removed: 1 << s, score: 0 };
            n += 1;
        }
        if self.ctx.one_or_two {
            sight::each_pair(own & !self.ctx.kept, own | other, |a, b| {
                out[n] = Child { removed: 1 << a | 1 << b, score: 0 };
                n += 1;
            });
        }
        n
    }

    /// Checkers of `set` (whose enemies are `enemy`) that can never be removed, however the
    /// board empties: no friend on their lines of sight (nor, with one-or-two, touching them or
    /// on their rank or file), or, with the harder rule and no pair possible, no enemy on any of
    /// their eight lines. The chosen-last checkers are not counted here.
    #[inline]
    fn stranded(&self, set: u32, enemy: u32) -> u32 {
        let mut out = 0;
        for s in squares(set & !self.ctx.kept) {
            let i = s as usize;
            let single =
                self.single_lines[i] & set != 0 && (!self.ctx.rules.harder || self.enemy_lines[i] & enemy != 0);
            let pair = self.pair_lines[i] & set != 0;
            if !single && !pair {
                out |= 1 << s;
            }
        }
        out
    }

    /// The squares related to any checker of `set` by the friend relation: the ranks and files
    /// of its checkers (with the easier rule their diagonals too; with one-or-two their
    /// neighbours).
    #[inline]
    fn reach(&self, set: u32) -> u32 {
        let rows = {
            let mut t = set | set >> 1 | set >> 2 | set >> 3;
            t &= 0x1111_1111;
            t * 0xF
        };
        let files = {
            let mut f = set | set >> 16;
            f |= f >> 8;
            f |= f >> 4;
            (f & 0xF) * 0x1111_1111
        };
        let mut out = rows | files;
        if self.ctx.rules.easier {
            for d in sight::Dir::DIAGONAL {
                let mut ray = set;
                for _ in 0..3 {
                    ray |= sight::step(ray, d);
                }
                out |= ray;
            }
        }
        if self.ctx.one_or_two {
            out |= sight::touching(set);
        }
        out
    }

    /// Whether `set` splits into two or more groups no checker of one of which can ever see (or
    /// pair with) one of another: each group keeps a checker to the end.
    #[inline]
    fn split(&self, set: u32) -> bool {
        if set == 0 {
            return false;
        }
        let mut group = set & set.wrapping_neg();
        loop {
            let grown = self.reach(group) & set;
            if grown == group {
                return grown != set;
            }
            group = grown;
        }
    }

    /// The goal of the solitaire.
    #[inline]
    fn goal(&self, own: u32, other: u32) -> bool {
        if self.ctx.one_or_two { own | other == 0 } else { own.count_ones() == 1 && other.count_ones() == 1 }
    }

    /// An upper bound on the checkers that can still be removed in the solitaire; the goal is
    /// reachable only if it equals [`Run::goal_distance`].
    #[inline]
    fn removal_bound(&self, own: u32, other: u32) -> u32 {
        let (so, sx) = (self.stranded(own, other), self.stranded(other, own));
        if self.ctx.one_or_two {
            return (own & !so).count_ones() + (other & !sx).count_ones();
        }
        // Each colour keeps at least one checker, and every stranded or kept one; the colours
        // alternate, the mover first.
        let free = |set: u32, stranded: u32| {
            let n = set.count_ones();
            n.saturating_sub(((stranded | (set & self.ctx.kept)).count_ones()).max(1))
        };
        let (a_own, a_other) = (free(own, so), free(other, sx));
        (2 * a_own).min(2 * a_other + 1)
    }

    /// Checkers to remove to reach the goal, if it can be reached at all by counting.
    #[inline]
    fn goal_distance(&self, own: u32, other: u32) -> Option<u32> {
        if self.ctx.one_or_two {
            return Some((own | other).count_ones());
        }
        let (m, o) = (own.count_ones(), other.count_ones());
        // Mover first: the mover removes one more than the other colour, or as many.
        (m >= 1 && o >= 1 && (m == o || m == o + 1)).then(|| m + o - 2)
    }

    /// The cheap test: the goal cannot be reached from here.
    #[inline]
    fn hopeless(&self, own: u32, other: u32) -> bool {
        match self.goal_distance(own, other) {
            None => true,
            Some(d) => {
                self.removal_bound(own, other) < d || (!self.ctx.one_or_two && (self.split(own) || self.split(other)))
            }
        }
    }

    /// The strong test of [`elimination`], where it applies (not with one-or-two, whose pairs
    /// need no sight, nor on a board of fewer than [`ELIMINATION_FROM`] checkers): `false` when a
    /// colour can no longer come down to its last checker. It is charged to the budget as
    /// [`ELIMINATION_COST`] positions, so that a budget keeps meaning about the same time.
    #[inline]
    fn may_narrow(&mut self, own: u32, other: u32) -> bool {
        if self.ctx.one_or_two || (own | other).count_ones() < ELIMINATION_FROM {
            return true;
        }
        self.nodes += ELIMINATION_COST;
        elimination::can_narrow(own, other, self.ctx.kept, &self.single_lines)
    }

    /// Fills in the ordering scores of the children and sorts them, best first.
    fn order(&self, own: u32, other: u32, children: &mut [Child]) {
        if children.len() < 2 {
            return;
        }
        for c in children.iter_mut() {
            let after = own & !c.removed;
            // The other colour moves next: its options, and ours after; stranded checkers of ours
            // are what loses the game.
            let stranded = self.stranded(after, other).count_ones() as i32;
            let next = self.singles(other, after).count_ones() as i32;
            let ours = self.singles(after, other).count_ones() as i32;
            let score = -64 * (stranded + 4 * self.split(after) as i32) + next + ours;
            // The first run leaves ties to the sort; each restart breaks them its own way.
            let tie = if self.restart == 0 { 0 } else { mix(c.removed as u64 ^ self.restart) % NOISE };
            c.score = 64 * score + tie as i32;
        }
        children.sort_unstable_by_key(|c| -c.score);
    }

    /// Runs `search` from the position (`own`, `other`) with a node limit that doubles, and a new
    /// ordering, at each restart, until it finishes or the budget runs out. Searches for a
    /// solution are heavy-tailed: a bad first choice can cost millions of positions to refute
    /// where another ordering finds a solution at once. A restart throws away no proof: the
    /// table keeps the dead and solvable positions found.
    ///
    /// Between runs, the order question of [`elimination::OrderSearch`] gets as much work as the
    /// run before it, going on where it stopped. When no order of removals can bring each colour
    /// down to one, the position is lost (`answer(None)`): the lost deals the search took
    /// millions of positions to refute are lost this way. When an order gives a line with the
    /// colours taking turns that the rules accept, the position is solvable, and the line's
    /// first removal a hint (`answer(Some(removed))`); every position on the line goes into the
    /// table as solvable. Once it has gone through every order without a line the rules accept
    /// (none took turns within its steps, or, with the harder rule, none kept an enemy in sight),
    /// it is asked no more.
    fn restarting<T>(
        &mut self,
        (own, other): (u32, u32),
        answer: impl Fn(Option<u32>) -> T,
        mut search: impl FnMut(&mut Self) -> Result<T, BudgetSpent>,
    ) -> Result<T, BudgetSpent> {
        let budget = self.budget;
        let mut limit = FIRST_LIMIT;
        let mut order = (!self.ctx.one_or_two).then(|| OrderSearch::new(own, other, self.ctx.kept, &self.single_lines));
        let mut narrowings = 0;
        loop {
            self.budget = budget.min(self.nodes.saturating_add(limit));
            match search(self) {
                Err(BudgetSpent) if self.budget < budget => {
                    if let Some(question) = order.as_mut() {
                        let allowance = limit.min(budget.saturating_sub(self.nodes)) / ELIMINATION_COST;
                        let before = narrowings;
                        let found = question
                            .run(&mut narrowings, before + allowance, &mut |line| self.line_solves(own, other, line));
                        self.nodes += (narrowings - before) * ELIMINATION_COST;
                        match found {
                            Some(Found::NoOrder) => {
                                self.budget = budget;
                                let key = self.key(own, other);
                                self.table.insert(key, DEAD);
                                return Ok(answer(None));
                            }
                            Some(Found::Line(line)) if !line.is_empty() => {
                                self.budget = budget;
                                let (mut mover, mut waiting) = (own, other);
                                for &x in &line {
                                    let key = self.key(mover, waiting);
                                    self.table.insert(key, SOLVABLE);
                                    (mover, waiting) = (waiting, mover & !(1 << x));
                                }
                                return Ok(answer(Some(1 << line[0])));
                            }
                            Some(Found::NoLine | Found::Line(_)) => order = None,
                            None => {}
                        }
                    }
                    limit = limit.saturating_mul(2);
                    self.restart += 1;
                }
                answer => {
                    self.budget = budget;
                    return answer;
                }
            }
        }
    }

    /// Whether removing `line`, one checker a turn from the mover (`own`) on, is a game that
    /// reaches the goal under these rules.
    fn line_solves(&self, mut own: u32, mut other: u32, line: &[u8]) -> bool {
        for &x in line {
            if self.singles(own, other) >> x & 1 == 0 {
                return false;
            }
            (own, other) = (other, own & !(1 << x));
        }
        self.goal(own, other)
    }

    /// Whether the goal can be reached.
    fn solvable(&mut self, own: u32, other: u32) -> Result<bool, BudgetSpent> {
        if self.goal(own, other) {
            return Ok(true);
        }
        if self.hopeless(own, other) {
            return Ok(false);
        }
        let key = self.key(own, other);
        if let Some(v) = self.table.get(key) {
            return Ok(v == SOLVABLE);
        }
        if !self.may_narrow(own, other) {
            self.table.insert(key, DEAD);
            return Ok(false);
        }
        self.tick()?;
        let mut children = [Child::default(); MAX_MOVES];
        let n = self.moves(own, other, &mut children);
        let children = &mut children[..n];
        self.order(own, other, children);
        for c in children.iter() {
            if self.solvable(other, own & !c.removed)? {
                self.table.insert(key, SOLVABLE);
                return Ok(true);
            }
        }
        self.table.insert(key, DEAD);
        Ok(false)
    }

    /// The most checkers that can still be removed, from a position where the goal cannot be
    /// reached (all of whose successors are dead too).
    fn longest(&mut self, own: u32, other: u32) -> Result<u32, BudgetSpent> {
        let bound = self.removal_bound(own, other);
        if bound == 0 {
            return Ok(0);
        }
        let key = self.key(own, other);
        match self.table.get(key) {
            Some(v) if v <= 32 => return Ok(v as u32),
            Some(SOLVABLE) => return Ok(self.goal_distance(own, other).unwrap_or(0)),
            _ => {}
        }
        self.tick()?;
        let mut children = [Child::default(); MAX_MOVES];
        let n = self.moves(own, other, &mut children);
        let children = &mut children[..n];
        self.order(own, other, children);
        let mut best = 0;
        for c in children.iter() {
            let v = c.removed.count_ones() + self.longest(other, own & !c.removed)?;
            best = best.max(v);
            if best >= bound {
                break;
            }
        }
        self.table.insert(key, best as u8);
        Ok(best)
    }

    fn solitaire_root(&mut self, own: u32, other: u32) -> Result<Verdict, BudgetSpent> {
        if self.goal(own, other) {
            return Ok(Verdict::Solvable { hint: None });
        }
        let mut children = [Child::default(); MAX_MOVES];
        let n = self.moves(own, other, &mut children);
        let children = &mut children[..n];
        self.order(own, other, children);
        if !self.hopeless(own, other) && self.may_narrow(own, other) {
            let hint = self.restarting(
                (own, other),
                |first| first,
                |run| {
                    for c in children.iter() {
                        if run.solvable(other, own & !c.removed)? {
                            return Ok(Some(c.removed));
                        }
                    }
                    Ok(None)
                },
            )?;
            if let Some(removed) = hint {
                self.table.insert(self.key(own, other), SOLVABLE);
                return Ok(Verdict::Solvable { hint: Some(to_move(removed)) });
            }
        }
        // Lost: its longest line, within the allowance for it; failing that, the longest found,
        // and at least the line the ordering's first choices make.
        let (mut longest, mut first) = self.dive(own, other);
        let budget = self.budget;
        self.budget = budget.min(self.nodes.saturating_add(LONGEST_BUDGET));
        let mut exact = true;
        let mut best = None;
        for c in children.iter() {
            match self.longest(other, own & !c.removed) {
                Ok(v) => {
                    let v = v + c.removed.count_ones();
                    if best.is_none_or(|(most, _)| v > most) {
                        best = Some((v, to_move(c.removed)));
                    }
                }
                Err(BudgetSpent) => {
                    exact = false;
                    break;
                }
            }
        }
        self.budget = budget;
        match best {
            Some((most, mv)) if exact || most > longest => (longest, first) = (most, Some(mv)),
            _ => {}
        }
        if exact {
            self.table.insert(self.key(own, other), longest as u8);
        }
        Ok(Verdict::Lost { longest, first, exact })
    }

    /// The line the ordering's first choices make, from a lost position: how many checkers it
    /// removes, and its first move.
    fn dive(&self, mut own: u32, mut other: u32) -> (u32, Option<SightMove>) {
        let (mut removed, mut first) = (0, None);
        let mut children = [Child::default(); MAX_MOVES];
        loop {
            let n = self.moves(own, other, &mut children);
            if n == 0 {
                return (removed, first);
            }
            self.order(own, other, &mut children[..n]);
            let c = children[0];
            first.get_or_insert(to_move(c.removed));
            removed += c.removed.count_ones();
            (own, other) = (other, own & !c.removed);
        }
    }

    /// Orders two-player moves: those leaving the opponent fewest removals first.
    fn order_duel(&self, own: u32, other: u32, children: &mut [Child]) {
        for c in children.iter_mut() {
            let after = own & !c.removed;
            c.score =
                -(self.singles(other, after).count_ones() as i32) + self.singles(after, other).count_ones() as i32;
        }
        children.sort_unstable_by_key(|c| -c.score);
    }

    /// Whether the opponent (`own` to move) has a move at all.
    #[inline]
    fn can_move(&self, own: u32, other: u32) -> bool {
        self.singles(own, other) != 0 || (self.ctx.one_or_two && sight::has_pair(own & !self.ctx.kept, own | other))
    }

    /// Whether the side to move wins the two-player game.
    fn wins(&mut self, own: u32, other: u32) -> Result<bool, BudgetSpent> {
        let key = self.key(own, other);
        if let Some(v) = self.table.get(key) {
            return Ok(v == WINS);
        }
        self.tick()?;
        let mut children = [Child::default(); MAX_MOVES];
        let n = self.moves(own, other, &mut children);
        let children = &mut children[..n];
        // A move after which the opponent cannot move wins at once.
        let won = children.iter().any(|c| !self.can_move(other, own & !c.removed));
        let mut result = won;
        if !won {
            self.order_duel(own, other, children);
            for c in children.iter() {
                if !self.wins(other, own & !c.removed)? {
                    result = true;
                    break;
                }
            }
        }
        self.table.insert(key, if result { WINS } else { LOSES });
        Ok(result)
    }

    fn prove_root(&mut self, own: u32, other: u32) -> Result<(bool, Option<SightMove>), BudgetSpent> {
        let mut children = [Child::default(); MAX_MOVES];
        let n = self.moves(own, other, &mut children);
        let children = &mut children[..n];
        if let Some(c) = children.iter().find(|c| !self.can_move(other, own & !c.removed)) {
            return Ok((true, Some(to_move(c.removed))));
        }
        self.order_duel(own, other, children);
        for c in children.iter() {
            if !self.wins(other, own & !c.removed)? {
                self.table.insert(self.key(own, other), WINS);
                return Ok((true, Some(to_move(c.removed))));
            }
        }
        self.table.insert(self.key(own, other), LOSES);
        Ok((false, None))
    }

    fn resist(&mut self, own: u32, other: u32) -> Result<Option<SightMove>, BudgetSpent> {
        let mut children = [Child::default(); MAX_MOVES];
        let n = self.moves(own, other, &mut children);
        let mut replies = [Child::default(); MAX_MOVES];
        // (winning replies, replies, move): the fewest winning per reply, then the most replies.
        let mut best: Option<(u32, u32, u32)> = None;
        for c in &children[..n] {
            let after = own & !c.removed;
            let m = self.moves(other, after, &mut replies);
            let mut winning = 0;
            for r in &replies[..m] {
                if !self.wins(after, other & !r.removed)? {
                    winning += 1;
                }
            }
            let better = best.is_none_or(|(w, t, _)| {
                let (mine, theirs) = (u64::from(winning) * u64::from(t), u64::from(w) * m as u64);
                mine < theirs || (mine == theirs && m as u32 > t)
            });
            if better {
                best = Some((winning, m as u32, c.removed));
            }
        }
        Ok(best.map(|(_, _, removed)| to_move(removed)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sight_reduction::{SightOptions, deal_squares};

    const SOLITAIRE: SightOptions = SightOptions {
        mode: SightMode::Solitaire,
        setup: crate::rules::sight_reduction::SightSetup::Deal,
        one_or_two: false,
        harder: false,
        easier: false,
        chosen_last: false,
        deal: 1,
    };

    fn mirrored(pos: &SightReduction, m: Mirror) -> SightReduction {
        let (w, b) = (m.apply(pos.pieces(Side::White)), m.apply(pos.pieces(Side::Black)));
        SightReduction::from_sets(pos.options(), w, b, pos.to_move()).unwrap()
    }

    #[test]
    fn mirrors_are_the_board_symmetries() {
        // a1 (0) ↦ d1 (3), a8 (28), d8 (31).
        assert_eq!(Mirror::Files.apply(1), 1 << 3);
        assert_eq!(Mirror::Ranks.apply(1), 1 << 28);
        assert_eq!(Mirror::Both.apply(1), 1 << 31);
        // b3 (9) ↦ c3 (10), b6 (21), c6 (22).
        assert_eq!(Mirror::Files.apply(1 << 9), 1 << 10);
        assert_eq!(Mirror::Ranks.apply(1 << 9), 1 << 21);
        assert_eq!(Mirror::Both.apply(1 << 9), 1 << 22);
        let mut x = 7u64;
        for _ in 0..1000 {
            x = mix(x);
            let set = x as u32;
            for m in Mirror::ALL {
                assert_eq!(m.apply(m.apply(set)), set, "{m:?} is its own inverse");
                assert_eq!(m.apply(set).count_ones(), set.count_ones());
            }
            assert_eq!(Mirror::Files.apply(Mirror::Ranks.apply(set)), Mirror::Both.apply(set));
        }
    }

    #[test]
    fn the_rules_are_symmetric_under_each_mirror() {
        let mut x = 11u64;
        for _ in 0..2000 {
            x = mix(x);
            let keep = mix(x ^ 3) as u32 | mix(x ^ 5) as u32;
            let (w, b) = (x as u32 & keep, !(x as u32) & keep);
            for (harder, easier) in [(false, false), (true, false), (false, true), (true, true)] {
                let rules = SightRules { harder, easier };
                for m in Mirror::ALL {
                    let (mw, mb) = (m.apply(w), m.apply(b));
                    assert_eq!(sight::removable(mw, mb, rules), m.apply(sight::removable(w, b, rules)));
                    let mut pairs = Vec::new();
                    sight::each_pair(w, w | b, |a, c| pairs.push(m.apply(1 << a | 1 << c)));
                    let mut images = Vec::new();
                    sight::each_pair(mw, mw | mb, |a, c| images.push(1u32 << a | 1 << c));
                    pairs.sort_unstable();
                    images.sort_unstable();
                    assert_eq!(pairs, images);
                }
            }
        }
    }

    #[test]
    fn mirror_images_share_the_key_and_the_verdict() {
        let mut solver = Solver::new();
        let mut x = 99u64;
        for i in 0..300 {
            x = mix(x);
            let keep = mix(x ^ 1) as u32 & mix(x ^ 2) as u32 & mix(x ^ 4) as u32;
            let (w, b) = (x as u32 & keep, !(x as u32) & keep);
            let options = SightOptions { one_or_two: i % 2 == 1, easier: i % 3 == 1, ..SOLITAIRE };
            let pos = SightReduction::from_sets(options, w, b, Side::White).unwrap();
            let mut fresh = Solver::new();
            let (verdict, _) = fresh.solve_solitaire(&pos, u64::MAX);
            for m in Mirror::ALL {
                let image = mirrored(&pos, m);
                assert_eq!(canonical_key(&image), canonical_key(&pos), "{pos:?} {m:?}");
                let (v, _) = Solver::new().solve_solitaire(&image, u64::MAX);
                let (shared, _) = solver.solve_solitaire(&image, u64::MAX);
                let verdict_kind = |v: Verdict| match v {
                    Verdict::Solvable { .. } => None,
                    Verdict::Lost { longest, .. } => Some(longest),
                    Verdict::Unknown => panic!("unknown"),
                };
                assert_eq!(verdict_kind(v), verdict_kind(verdict), "{pos:?} {m:?}");
                assert_eq!(verdict_kind(shared), verdict_kind(verdict), "{pos:?} {m:?}");
                // The hint is a legal move of the image.
                if let Verdict::Solvable { hint: Some(mv) } = v {
                    assert!(image.check_move(mv).is_ok(), "{image:?} {mv:?}");
                }
            }
        }
    }

    #[test]
    fn the_colours_swapped_share_the_key() {
        let (w, b) = deal_squares(5);
        let (w, b) = (w & 0x00FF_F0F0, b & 0x00FF_F0F0);
        let pos = SightReduction::from_sets(SOLITAIRE, w, b, Side::White).unwrap();
        let swapped = SightReduction::from_sets(SOLITAIRE, b, w, Side::Black).unwrap();
        assert_eq!(canonical_key(&pos), canonical_key(&swapped));
    }

    #[test]
    fn a_fresh_deal_is_decided() {
        let pos = SightReduction::new_game(SOLITAIRE);
        let (verdict, stats) = Solver::new().solve_solitaire(&pos, u64::MAX);
        assert_ne!(verdict, Verdict::Unknown);
        assert!(stats.nodes > 0);
        // A tiny budget gives up.
        let (verdict, _) = Solver::new().solve_solitaire(&pos, 3);
        assert_eq!(verdict, Verdict::Unknown);
    }

    #[test]
    fn a_deal_no_order_can_solve_is_decided_at_once() {
        // Deal 30 cost the search two million positions to refute; the order search, asked at the
        // first restart, proves it lost in a few hundred narrowings. A hint then says so, with
        // the longest line it found in its allowance (not the longest: that needs the whole tree).
        let pos = SightReduction::new_game(SightOptions { deal: 30, ..SOLITAIRE });
        let (answer, stats) = Solver::new().decide_solitaire(&pos, 20_000);
        assert_eq!(answer, Some(false));
        assert!(stats.nodes < 20_000, "{stats:?}");
        match Solver::new().solve_solitaire(&pos, QUESTION_BUDGET) {
            (Verdict::Lost { longest, first: Some(first), exact: false }, stats) => {
                assert!(longest >= 20 && pos.check_move(first).is_ok(), "{longest} {first:?}");
                assert!(stats.nodes <= 20_000 + LONGEST_BUDGET + MAX_MOVES as u64, "{stats:?}");
            }
            other => panic!("{other:?}"),
        }
        // With one-or-two, whose pairs need no sight, the order search is not asked.
        let pairs = SightReduction::new_game(SightOptions { deal: 30, one_or_two: true, ..SOLITAIRE });
        assert_eq!(Solver::new().decide_solitaire(&pairs, 20_000).0, Some(true));
    }
}
