//! The solitaire search: whether the goal can still be reached (with a hint), and when it cannot,
//! the longest line still possible. Children are tried in an order that keeps options open, and
//! a search that runs long restarts with new tie-breaks, asking the order question of
//! `elimination` between runs (see [`Run::restarting`]). A lost position's longest line is
//! searched within an allowance of its own ([`LONGEST_BUDGET`]), bounded by the cheap tests.

use super::elimination::{Found, OrderSearch};
use super::moves::{Child, MAX_MOVES, to_move};
use super::pruning::ELIMINATION_COST;
use super::{BudgetSpent, Run, Solver, Stats};
use crate::rules::Game;
use crate::rules::hash::mix;
use crate::rules::sight_reduction::{SightMode, SightMove, SightReduction, SightStage};

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

/// Table values, solitaire: solvable; dead (longest line not known yet); or the longest line of a
/// dead position (0..=32).
const SOLVABLE: u8 = 0xFF;
const DEAD: u8 = 0xFE;

/// Positions the search for a lost position's longest line may expand, once the position is
/// proven lost: the "no" matters more than how far it still goes, and on a lost full deal the
/// whole line can cost more than the budget.
pub const LONGEST_BUDGET: u64 = 500_000;

/// The node limit of a solitaire search's first run; each restart doubles it.
const FIRST_LIMIT: u64 = 2_000;

/// The ordering's tie-break: a pseudo-random share of this much, below one point of the score.
const NOISE: u64 = 64;

impl Solver {
    /// Solves a solitaire position: solvable (with a hint) or lost (with the longest line still
    /// possible), within `budget` positions expanded; [`Verdict::Unknown`] when the budget runs
    /// out, in a setup stage (the chosen-last picks) or for a two-player position.
    pub fn solve_solitaire(&mut self, pos: &SightReduction, budget: u64) -> (Verdict, Stats) {
        if pos.options().mode != SightMode::Solitaire || pos.stage() != SightStage::Remove {
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
        if pos.options().mode != SightMode::Solitaire || pos.stage() != SightStage::Remove {
            return (None, Stats { nodes: 0, stored: self.table.len() });
        }
        let side = pos.to_move();
        let (own, other) = (pos.pieces(side), pos.pieces(side.other()));
        let mut run = self.run(pos, budget);
        let answer = run.restarting((own, other), |first| first.is_some(), |run| run.solvable(own, other)).ok();
        let nodes = run.nodes;
        (answer, Stats { nodes, stored: self.table.len() })
    }
}

impl Run<'_> {
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

    /// Runs `search` from the position (`own`, `other`) with a node limit that doubles, and new
    /// tie-breaks, at each restart, until it finishes or the budget runs out: searches for a
    /// solution are heavy-tailed, and a restart loses no proof, as the table keeps them.
    ///
    /// Between runs, the order question ([`OrderSearch`]) gets as much work as the run before it,
    /// going on where it stopped. No order at all proves the position lost (`answer(None)`); a
    /// line that the rules accept proves it solvable (`answer(Some(removed))`, its first removal)
    /// and puts its positions in the table. Once it has no line left to offer, it is asked no more.
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::sight_reduction::solver::QUESTION_BUDGET;
    use crate::rules::sight_reduction::SightOptions;

    const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..SightOptions::STANDARD };

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
        // Deal 30 is lost because no order of removals brings each colour down to one: the order
        // search, asked at the first restart, proves it long before the game search would. A hint then says so, with
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
