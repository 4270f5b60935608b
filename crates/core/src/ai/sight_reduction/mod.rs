//! What the computer knows about Sight Reduction beyond the rules: for the ordinary search in the
//! two-player game, an evaluation; the solver's proofs, of the removals (a whole deal is proven
//! within a player's first moves) and of the fair setup's choices; and, for the solitaire, the
//! solver's verdicts and the first solvable deal from a number (the daily deal), which the worker
//! offers through [`Solitaire`].
//!
//! The player who cannot remove loses, so what counts is how many removals each side has left in
//! reserve: checkers that can go now, and checkers that still see a friend at all. A side with
//! few removable checkers is close to being stuck.

pub mod solver;

use super::level::Levelled;
use super::score::Margins;
use super::solitaire::{Solitaire, SolitaireVerdict, Unsolved};
use super::{Evaluate, Proof};
use crate::level::Strength;
use crate::rules::Game;
use crate::rules::sight_reduction::{SightMove, SightOptions, SightReduction, SightStage};
use solver::{Solver, Verdict};

/// Worth of one checker removable now.
const REMOVABLE: i32 = 12;
/// Worth of one checker on the board: a reserve of later removals.
const CHECKER: i32 = 3;

/// How many deals from the asked number on [`Solitaire::solvable_deal`] tries: about one deal in
/// twenty is lost under the standard rules, so running out is all but impossible.
const DEALS_TRIED: u64 = 200;

impl Evaluate for SightReduction {
    /// In removals in reserve ([`REMOVABLE`]): one more is slightly ahead, three clearly, six
    /// winning.
    const MARGINS: Margins = Margins { slight: REMOVABLE, clear: 3 * REMOVABLE, winning: 6 * REMOVABLE };

    /// Removable checkers and checkers left, the side to move's less the other's. Zero while the
    /// board is still being set up.
    fn evaluate(&self) -> i32 {
        if self.stage() != SightStage::Remove {
            return 0;
        }
        let me = self.to_move();
        let worth = |side| REMOVABLE * self.removable(side).count_ones() as i32 + CHECKER * self.count(side) as i32;
        worth(me) - worth(me.other())
    }

    /// The placement setup. Against plain UCT at 100 ms a move, the master searching it with an
    /// evaluation of zero scored 32.5% (200 games); placing by UCT, 52% (100 games).
    fn judged_by_playouts(&self) -> bool {
        self.stage() == SightStage::Place
    }

    type Solver = Solver;

    /// The solver's proof, where it is found within the budget. A full deal is proven in about
    /// 0.2 s natively (the median of the first 100 deals; 2.3 s at the 90th percentile), so a
    /// player keeping its solver proves the game within its first moves. When it proves a loss,
    /// the best resistance is [`Evaluate::resist`]'s. The fair setup's choices are proven
    /// through to the removals they lead to ([`fair_setup`]).
    fn prove(&self, solver: &mut Solver, budget: u64) -> (Proof<SightMove>, u64) {
        let mut spent = 0;
        let proof = if self.stage() == SightStage::Remove {
            let (answer, stats) = solver.prove_with_stats(self, budget);
            spent = stats.nodes;
            match answer {
                Some((true, Some(best))) => Proof::Win(best),
                Some((false, _)) => Proof::Loss,
                _ => Proof::Unknown(None),
            }
        } else if self.stage().is_fair_setup() {
            match fair_setup(self, solver, budget, &mut spent) {
                Known::Wins(best) => Proof::Win(best),
                Known::Loses => Proof::Loss,
                Known::Open(hope) => Proof::Unknown(hope),
            }
        } else {
            Proof::Unknown(None)
        };
        (proof, spent)
    }

    /// The solver's best resistance in the removals ([`Solver::resist`]).
    fn resist(&self, solver: &mut Solver, budget: u64) -> (Option<SightMove>, u64) {
        solver.resist(self, budget)
    }
}

impl Levelled for SightReduction {
    /// A deal decides the game, and with the usual budgets medium and hard played nearly as
    /// exactly as the master: fewer positions spread the levels out, each clearly above the one
    /// below (`cargo bench --bench arena -- sight-reduction hard medium --games 200 --deals
    /// --judge`, and so on; the README gives the figures).
    fn level_budget(level: Strength) -> Option<u64> {
        match level {
            Strength::Easy => Some(200),
            Strength::Medium => Some(2_000),
            Strength::Hard => Some(50_000),
            _ => level.budget(),
        }
    }
}

/// The solitaire's solver, on the solitaire's positions only.
impl Solitaire for SightReduction {
    fn solve_solitaire(
        &self,
        solver: &mut Solver,
        budget: u64,
    ) -> Result<(SolitaireVerdict<SightMove>, u64), Unsolved> {
        solitaire(self)?;
        let (verdict, stats) = solver.solve_solitaire(self, budget);
        let verdict = match verdict {
            Verdict::Solvable { hint } => SolitaireVerdict::Solvable { hint },
            Verdict::Lost { longest, first, exact } => SolitaireVerdict::Lost { longest, first, exact },
            Verdict::Unknown => return Err(Unsolved::Undecided),
        };
        Ok((verdict, stats.nodes))
    }

    fn decide_solitaire(&self, solver: &mut Solver, budget: u64) -> Result<(bool, u64), Unsolved> {
        solitaire(self)?;
        match solver.decide_solitaire(self, budget) {
            (Some(solvable), stats) => Ok((solvable, stats.nodes)),
            (None, _) => Err(Unsolved::Undecided),
        }
    }

    /// The first solvable of `DEALS_TRIED` deals from this one's number on ([`solvable_deal`]).
    fn solvable_deal(&self, budget: u64) -> Result<u64, Unsolved> {
        solitaire(self)?;
        let options = self.options();
        solvable_deal(options, DEALS_TRIED, budget)
            .ok_or(Unsolved::NoSolvableDeal { from: options.deal, tried: DEALS_TRIED })
    }
}

/// Refuses a position of the two-player game, which the solitaire's solver does not judge.
fn solitaire(pos: &SightReduction) -> Result<(), Unsolved> {
    if pos.options().solitaire() { Ok(()) } else { Err(Unsolved::NotSolitaire) }
}

/// Whether the side to move wins a position of the removals, by the solver within what is left
/// of `budget`; `None` when it runs out.
fn removals(pos: &SightReduction, solver: &mut Solver, budget: u64, spent: &mut u64) -> Option<bool> {
    let (answer, stats) = solver.prove_with_stats(pos, budget.saturating_sub(*spent));
    *spent += stats.nodes;
    answer.map(|(wins, _)| wins)
}

/// What is known of a fair setup's choice for the player making it.
enum Known {
    Wins(SightMove),
    Loses,
    /// Not settled within the budget. The move, when every other one is proven lost, is the one
    /// left to hope for.
    Open(Option<SightMove>),
}

/// The fair setup's remaining choices (to swap or not, which swap, the colour, who moves first),
/// each followed through to the removals and proven there. Leaving the board as it is comes
/// first: that is four proofs (two colours, two orders), where a swap opens hundreds.
fn fair_setup(pos: &SightReduction, solver: &mut Solver, budget: u64, spent: &mut u64) -> Known {
    let me = pos.player_of(pos.to_move());
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.sort_by_key(|&m| m == SightMove::Rearrange);
    let mut open = Vec::new();
    for mv in moves {
        if *spent >= budget {
            return Known::Open(None);
        }
        let mut child = *pos;
        child.play(mv);
        let mover_wins = if child.stage() == SightStage::Remove {
            removals(&child, solver, budget, spent)
        } else {
            match fair_setup(&child, solver, budget, spent) {
                Known::Wins(_) => Some(true),
                Known::Loses => Some(false),
                Known::Open(_) => None,
            }
        };
        match mover_wins {
            Some(wins) if (child.player_of(child.to_move()) == me) == wins => return Known::Wins(mv),
            Some(_) => {}
            None => open.push(mv),
        }
    }
    match open[..] {
        [] => Known::Loses,
        [hope] => Known::Open(Some(hope)),
        _ => Known::Open(None),
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
    fn the_fair_setups_colour_and_order_are_chosen_by_proof() {
        use crate::ai::bot::{AlphaBetaBot, Bot};
        use crate::rules::Side;
        use crate::rules::sight_reduction::{SightMove, SightSetup, SightStage};
        let pass_on = |pos: &mut SightReduction| {
            while pos.stage().is_pass() {
                pos.play(SightMove::Pass);
            }
        };
        // Player Two wins deals 4 (as Black), 7 and 30 (as White); deal 3 is Player One's.
        for deal in [3, 4, 7, 30] {
            let mut pos =
                SightReduction::new_game(SightOptions { setup: SightSetup::Fair, deal, ..Default::default() });
            pos.play(SightMove::Done);
            pass_on(&mut pos);
            assert_eq!(pos.stage(), SightStage::Colour);
            // Whatever the colours, the removals begin on this board: whoever moves first wins
            // it or not, by the solver.
            let (white, black) = (pos.pieces(Side::White), pos.pieces(Side::Black));
            let first_wins = |side: Side| {
                let removals = SightReduction::from_sets(SightOptions::default(), white, black, side).unwrap();
                super::solver::Solver::new().prove(&removals, u64::MAX).unwrap().0
            };
            // Player One picks who moves first, so it wins if either side moving first wins for
            // it: Player Two wins only with a colour that wins moving first and moving second.
            let two_wins_as = |c: Side| first_wins(c) && !first_wins(c.other());
            let mut master = AlphaBetaBot::strong("master", deal);
            let colour = master.think(&pos, &mut 5_000_000u64).unwrap();
            let SightMove::Colour(c) = colour.best else { panic!("{colour:?}") };
            if two_wins_as(Side::White) || two_wins_as(Side::Black) {
                assert!(two_wins_as(c) && colour.proven, "deal {deal}: {colour:?}");
            }
            pos.play(colour.best);
            pass_on(&mut pos);
            assert_eq!(pos.stage(), SightStage::Order);
            let order = master.think(&pos, &mut 5_000_000u64).unwrap();
            let one = pos.player_one();
            let first = if order.best == SightMove::First { one } else { one.other() };
            let one_wins = first_wins(first) == (first == one);
            if !two_wins_as(c) {
                assert!(one_wins && order.proven, "deal {deal}: {order:?}");
            }
        }
    }

    #[test]
    fn the_master_places_by_playouts() {
        use crate::ai::bot::{AlphaBetaBot, Bot};
        use crate::rules::sight_reduction::{SightSetup, SightStage};
        let pos = SightReduction::new_game(SightOptions { setup: SightSetup::Placement, ..Default::default() });
        assert_eq!(pos.stage(), SightStage::Place);
        let thought = AlphaBetaBot::strong("master", 1).think(&pos, &mut 500u64).unwrap();
        assert!(pos.check_move(thought.best).is_ok(), "{thought:?}");
        // Playouts, not positions searched: no score, and the playouts counted.
        assert!(thought.score.is_none() && thought.nodes == 500, "{thought:?}");
    }

    #[test]
    fn the_master_wins_won_endgames() {
        trials::the_master_wins_won_endgames(2, |game| {
            SightReduction::new_game(SightOptions { deal: game, ..SightOptions::default() })
        });
    }
}
