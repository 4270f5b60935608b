//! Trials every game's computer player is put through by that game's own tests, which choose the
//! starting positions and say what result they ask for.

use super::Evaluate;
use super::playout::random_playout;
use super::search::choose_move;
use crate::rules::{Outcome, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Searches with `budget` in `games` positions: `start(game)` gives a start and how many random
/// moves to play from it. Every answer must be legal and stay within the budget.
pub fn answers_legally_within_budget<G: Evaluate>(games: u64, budget: u64, start: impl Fn(u64) -> (G, usize)) {
    let mut rng = SmallRng::seed_from_u64(11);
    let mut moves = Vec::new();
    for game in 0..games {
        let (mut pos, plies) = start(game);
        random_playout(&mut pos, &mut rng, &mut moves, plies);
        if pos.result().is_some() {
            continue;
        }
        let choice = choose_move(&pos, budget, &mut rng).unwrap();
        assert!(pos.check_move(choice.best).is_ok(), "{:?} in {}", choice.best, pos.position_text());
        assert!(choice.nodes <= budget);
    }
}

/// Plays 12 games from `start(game)`, the computer searching with `budget` as White in the even
/// games and as Black in the odd ones, against uniformly random moves; returns its wins as White
/// and as Black.
pub fn wins_against_random<G: Evaluate>(seed: u64, budget: u64, start: impl Fn(u64) -> G) -> [u32; 2] {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut moves = Vec::new();
    let mut wins = [0; 2];
    for game in 0..12 {
        let computer = if game % 2 == 0 { Side::White } else { Side::Black };
        let mut pos = start(game);
        while pos.result().is_none() {
            let mv = if pos.to_move() == computer {
                choose_move(&pos, budget, &mut rng).unwrap().best
            } else {
                pos.legal_moves(&mut moves);
                moves[rng.random_range(0..moves.len())]
            };
            pos.play(mv);
        }
        wins[computer.index()] += (pos.result().unwrap().outcome == Outcome::Win(computer)) as u32;
    }
    wins
}
