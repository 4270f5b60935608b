//! The two-player proof: whether the side to move wins, by a search that tries first the moves
//! leaving the opponent the fewest removals; and for a lost position, the move that resists best.

use super::moves::{Child, MAX_MOVES, to_move};
use super::{BudgetSpent, Run, Solver, Stats};
use crate::rules::sight_reduction::sight;
use crate::rules::sight_reduction::{SightMode, SightMove, SightReduction, SightStage};
use crate::rules::{Game, Outcome, Side};

/// Table values, two-player: the side to move wins or loses.
const WINS: u8 = 1;
const LOSES: u8 = 0;

impl Solver {
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
        if pos.options().mode != SightMode::TwoPlayer || pos.stage() != SightStage::Remove {
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
        if pos.options().mode != SightMode::TwoPlayer || pos.stage() != SightStage::Remove {
            return (None, 0);
        }
        let side = pos.to_move();
        let (own, other) = (pos.pieces(side), pos.pieces(side.other()));
        let mut run = self.run(pos, budget);
        let answer = run.resist(own, other).ok().flatten();
        (answer, run.nodes)
    }
}

impl Run<'_> {
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
