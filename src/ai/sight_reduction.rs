//! What the computer knows about Sight Reduction beyond the rules: for the ordinary search in the
//! two-player game, an evaluation; a proven win from the solver once the end is near enough to
//! prove; and, for the solitaire, the first solvable deal from a number (the daily deal).
//!
//! The player who cannot remove loses, so what counts is how many removals each side has left in
//! reserve: checkers that can go now, and checkers that still see a friend at all. A side with
//! few removable checkers is close to being stuck.

use super::solver::Solver;
use super::{Evaluate, Proof};
use crate::rules::Game;
use crate::rules::sight_reduction::{SightMove, SightOptions, SightReduction, Stage};

/// Worth of one checker removable now.
const REMOVABLE: i32 = 12;
/// Worth of one checker on the board: a reserve of later removals.
const CHECKER: i32 = 3;

impl Evaluate for SightReduction {
    /// Removable checkers and checkers left, the side to move's less the other's. Zero while the
    /// board is still being set up.
    fn evaluate(&self) -> i32 {
        if self.stage() != Stage::Remove {
            return 0;
        }
        let me = self.to_move();
        let worth = |side| REMOVABLE * self.removable(side).count_ones() as i32 + CHECKER * self.count(side) as i32;
        worth(me) - worth(me.other())
    }

    type Solver = Solver;

    /// The solver's proof, where it is found within the budget. A full deal is proven in about
    /// 0.2 s natively (the median of 60 deals; 3 s at the 90th percentile), so a player keeping
    /// its solver proves the game within its first moves.
    /// When it proves a loss, the rest of the budget goes to the best resistance.
    fn prove(&self, solver: &mut Solver, budget: u64) -> (Proof<SightMove>, u64) {
        let (answer, stats) = solver.prove_with_stats(self, budget);
        match answer {
            Some((true, Some(best))) => (Proof::Win(best), stats.nodes),
            Some((false, _)) => {
                let (resist, more) = solver.resist(self, budget.saturating_sub(stats.nodes));
                (Proof::Loss(resist), stats.nodes + more)
            }
            _ => (Proof::Unknown, stats.nodes),
        }
    }
}

/// The first deal from `options.deal` on (trying `tries` of them) that the solitaire of these
/// options can solve, each decided within `budget` positions: a deal not decided in time is
/// passed over, so that the number found is known to be solvable. With the chosen-last rule, a
/// deal solvable without it is solvable for some choice of the last two: the player picks them.
pub fn solvable_deal(options: SightOptions, tries: u64, budget: u64) -> Option<u64> {
    let mut solver = Solver::new();
    (options.deal..options.deal.saturating_add(tries)).find(|&deal| {
        let pos = SightReduction::new_game(SightOptions { deal, chosen_last: false, ..options });
        solver.clear();
        solver.decide_solitaire(&pos, budget).0 == Some(true)
    })
}

#[cfg(test)]
mod tests {
    use crate::ai::trials;
    use crate::rules::Game;
    use crate::rules::sight_reduction::{SightOptions, SightReduction};

    #[test]
    fn always_answers_a_legal_move_within_its_budget() {
        trials::answers_legally_within_budget(40, 3_000, |game| {
            let options = SightOptions {
                one_or_two: game % 3 == 0,
                harder: game % 4 == 1,
                deal: game,
                ..SightOptions::default()
            };
            (SightReduction::new_game(options), game as usize % 12)
        });
    }

    #[test]
    fn beats_random_play_with_either_colour() {
        let wins = trials::wins_against_random(2011, 5_000, |game| {
            SightReduction::new_game(SightOptions { deal: game + 100, ..SightOptions::default() })
        });
        assert!(wins[0] + wins[1] >= 10, "the computer won only {wins:?} of 6 + 6 against random moves");
    }

    #[test]
    fn every_level_takes_a_win_and_avoids_a_loss() {
        trials::every_level_takes_a_win_and_avoids_a_loss([4, 4], |game| {
            SightReduction::new_game(SightOptions { deal: game, ..SightOptions::default() })
        });
    }

    #[test]
    fn a_player_keeping_its_solver_proves_a_full_deal_over_several_tries() {
        use crate::ai::bot::{AlphaBetaBot, Bot};
        use crate::ai::{Evaluate, Proof};
        // Deal 7 is won for White, the side to move: a proof of about 300,000 positions.
        let pos = SightReduction::new_game(SightOptions { deal: 7, ..SightOptions::default() });
        let (proof, nodes) = pos.prove(&mut Default::default(), u64::MAX);
        assert!(matches!(proof, Proof::Win(_)) && nodes > 200_000, "{proof:?} in {nodes}");
        // Each try may take half of 100,000 positions: too few for one, enough for several.
        let mut strong = AlphaBetaBot::strong("master", 1);
        let tries = (1..=20).find(|_| strong.think(&pos, &mut 100_000u64).is_some_and(|t| t.proven));
        assert!(tries.is_some_and(|k| k > 1), "proven at try {tries:?}");
        // A player that forgets its solver never gets there.
        let mut plain = AlphaBetaBot::plain("hard", 1);
        assert!((0..20).all(|_| !plain.think(&pos, &mut 100_000u64).unwrap().proven));
    }

    #[test]
    fn the_master_wins_won_endgames() {
        trials::the_master_wins_won_endgames(2, |game| {
            SightReduction::new_game(SightOptions { deal: game, ..SightOptions::default() })
        });
    }
}
