//! The worker's jobs besides the computer's move: the playouts benchmark, for every game, and for
//! Sight Reduction's solitaire the solver's verdict on a position and the first solvable deal from
//! a number (the daily deal).

use super::messages::{Answer, Request, Solution};
use crate::ai::playout::{PLAYOUT_PLIES, random_playout};
use crate::ai::sight_reduction::solvable_deal;
use crate::ai::sight_reduction::solver::{Solver, Verdict};
use crate::rules::Game;
use crate::rules::sight_reduction::SightReduction;
use rand::Rng;

/// How many deals from the asked number on [`super::Task::SolvableDeal`] tries: about one deal in
/// twenty is lost under the standard rules, so running out is all but impossible.
const DEALS_TRIED: u64 = 200;

/// What the worker says when the budget runs out before the solver decides.
const UNDECIDED: &str = "the solver could not decide in the time allowed";

/// Plays the request's budget of random playouts (at most a million) from its position.
pub(super) fn playouts<G: Game>(request: &Request, rng: &mut impl Rng) -> Result<Answer, String> {
    let start: G = request.read()?;
    let playouts = request.budget.min(1_000_000);
    let mut moves = Vec::new();
    let plies =
        (0..playouts).map(|_| random_playout(&mut start.clone(), rng, &mut moves, PLAYOUT_PLIES).plies as u64).sum();
    Ok(Answer::Played { playouts, plies })
}

/// The solitaire position a solver task asks about.
fn solitaire(request: &Request) -> Result<SightReduction, String> {
    let pos: SightReduction = request.read()?;
    if !pos.options().solitaire() {
        return Err("only a solitaire is solved".into());
    }
    Ok(pos)
}

/// Whether the solitaire position asked about can still reach its goal.
pub(super) fn decide(solver: &mut Solver, request: &Request) -> Result<Answer, String> {
    let pos = solitaire(request)?;
    match solver.decide_solitaire(&pos, request.budget) {
        (Some(solvable), stats) => Ok(Answer::Decided { solvable, nodes: stats.nodes }),
        (None, _) => Err(UNDECIDED.into()),
    }
}

/// The solver's verdict on the solitaire position asked about, its moves in notation.
pub(super) fn solve(solver: &mut Solver, request: &Request) -> Result<Answer, String> {
    let pos = solitaire(request)?;
    let (verdict, stats) = solver.solve_solitaire(&pos, request.budget);
    let text = |mv: Option<_>| mv.map(|mv| pos.move_text(mv));
    let solution = match verdict {
        Verdict::Solvable { hint } => Solution::Solvable { hint: text(hint) },
        Verdict::Lost { longest, first, exact } => Solution::Lost { longest, first: text(first), exact },
        Verdict::Unknown => return Err(UNDECIDED.into()),
    };
    Ok(Answer::Solved { solution, nodes: stats.nodes })
}

/// The first solvable deal from the number of the deal asked about.
pub(super) fn find_deal(request: &Request) -> Result<Answer, String> {
    let pos: SightReduction = request.read()?;
    let options = pos.options();
    if !options.solitaire() {
        return Err("only a solitaire has solvable deals".into());
    }
    let number = solvable_deal(options, DEALS_TRIED, request.budget)
        .ok_or_else(|| format!("none of the {DEALS_TRIED} deals from {} could be shown solvable", options.deal))?;
    Ok(Answer::Deal { number })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::protocol::Task;
    use crate::protocol::testing::ask_for;
    use crate::rules::Side;
    use crate::rules::sight_reduction::{SightMode, SightOptions};
    use crate::with_game;

    const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..SightOptions::STANDARD };

    fn solitaire(white: u32, black: u32) -> String {
        SightReduction::from_sets(SOLITAIRE, white, black, Side::White).unwrap().position_text()
    }

    #[test]
    fn playouts_are_counted_with_their_moves() {
        for game in GameId::ALL {
            let pos = with_game!(game, |G| G::new_game(G::variants()[0]).position_text());
            let reply = ask_for(Task::Playouts, game.id(), pos, 20);
            let Ok(Answer::Played { playouts, plies }) = reply.outcome else { panic!("{game}: {reply:?}") };
            assert!(playouts == 20 && plies >= 20, "{game}: {playouts} {plies}");
        }
    }

    #[test]
    fn a_solitaire_is_solved_with_a_legal_hint() {
        let pos = SightReduction::new_game(SightOptions { deal: 1, ..SOLITAIRE });
        let reply = ask_for(Task::Solve, "sight-reduction", pos.position_text(), 50_000_000);
        match reply.outcome {
            Ok(Answer::Solved { solution: Solution::Solvable { hint: Some(hint) }, .. }) => {
                assert!(pos.parse_move(&hint).is_ok(), "{hint}")
            }
            Ok(Answer::Solved { solution: Solution::Lost { first, .. }, .. }) => {
                assert!(first.is_some_and(|m| pos.parse_move(&m).is_ok()))
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_lost_solitaire_says_how_far_it_can_still_go() {
        // Two white checkers that can never see each other (a1 and b2), and one black: White is
        // stuck at once.
        let reply = ask_for(Task::Solve, "sight-reduction", solitaire(1 | 1 << 5, 1 << 31), 1_000);
        assert!(
            matches!(
                reply.outcome,
                Ok(Answer::Solved { solution: Solution::Lost { longest: 0, first: None, exact: true }, .. })
            ),
            "{reply:?}"
        );
        // A goal reached: solvable, with nothing left to do.
        let reply = ask_for(Task::Solve, "sight-reduction", solitaire(1, 1 << 31), 1_000);
        assert!(matches!(reply.outcome, Ok(Answer::Solved { solution: Solution::Solvable { hint: None }, .. })));
    }

    #[test]
    fn a_solitaire_is_decided_alone() {
        let deal = SightReduction::new_game(SightOptions { deal: 4242, ..SOLITAIRE });
        let reply = ask_for(Task::Decide, "sight-reduction", deal.position_text(), 50_000_000);
        assert!(matches!(reply.outcome, Ok(Answer::Decided { solvable: true, .. })), "{reply:?}");
        let reply = ask_for(Task::Decide, "sight-reduction", solitaire(1 | 1 << 5, 1 << 31), 1_000);
        assert!(matches!(reply.outcome, Ok(Answer::Decided { solvable: false, .. })), "{reply:?}");
        let deal = SightReduction::new_game(SightOptions { deal: 6, ..SOLITAIRE }).position_text();
        assert!(ask_for(Task::Decide, "sight-reduction", deal, 2).outcome.unwrap_err().contains("could not decide"));
    }

    #[test]
    fn the_first_solvable_deal_is_found_from_a_number() {
        let pos = SightReduction::new_game(SightOptions { deal: 20_261_122, ..SOLITAIRE });
        let reply = ask_for(Task::SolvableDeal, "sight-reduction", pos.position_text(), 50_000_000);
        let Ok(Answer::Deal { number }) = reply.outcome else { panic!("{reply:?}") };
        assert!(number >= 20_261_122);
        let found = SightReduction::new_game(SightOptions { deal: number, ..SOLITAIRE });
        assert!(matches!(Solver::new().solve_solitaire(&found, u64::MAX).0, Verdict::Solvable { .. }));
    }

    #[test]
    fn solver_questions_outside_the_solitaire_are_refused() {
        let two_player = SightReduction::new_game(SightOptions::STANDARD).position_text();
        for task in [Task::Solve, Task::Decide, Task::SolvableDeal] {
            assert!(ask_for(task, "sight-reduction", two_player.clone(), 1000).outcome.is_err());
            let byte = crate::rules::byte::Byte::new_game(Default::default()).position_text();
            assert!(ask_for(task, "byte", byte, 1000).outcome.unwrap_err().contains("no solver"));
        }
        // Too small a budget: said, not guessed.
        let deal = SightReduction::new_game(SightOptions { deal: 6, ..SOLITAIRE }).position_text();
        let why = ask_for(Task::Solve, "sight-reduction", deal, 2).outcome.unwrap_err();
        assert!(why.contains("could not decide"), "{why}");
    }
}
