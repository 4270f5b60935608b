//! Trials every game's computer player is put through by that game's own tests, which choose the
//! starting positions and say what result they ask for.

use super::Evaluate;
use super::bot::Bot;
use super::clock::Clock;
use super::level::Levelled;
use super::playout::random_playout;
use super::search::{Limit, WIN, choose_move};
use crate::level::Strength;
use crate::rules::{Game, Outcome, Side};
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

/// The players of every level.
fn every_level<G: Evaluate>(seed: u64) -> Vec<(Strength, Box<dyn Bot<G>>)> {
    Strength::ALL.into_iter().map(|level| (level, level.player(seed))).collect()
}

/// A level's limit for one move, made as the move is asked for (a clock starts then): the master
/// on a short clock, so that tests stay quick.
fn limit_of<G: Levelled>(level: Strength) -> Box<dyn Limit> {
    level.limit::<G>(|| Clock::native(100.0))
}

/// Whether `mv` ends the game at once with a win for the side that plays it.
fn wins_at_once<G: Game>(pos: &G, mv: G::Move) -> bool {
    let mut after = pos.clone();
    after.play(mv);
    after.result().is_some_and(|r| r.outcome == Outcome::Win(pos.to_move()))
}

/// Whether, after `mv`, the other side has a move that wins at once.
fn allows_a_win<G: Game>(pos: &G, mv: G::Move) -> bool {
    let mut after = pos.clone();
    after.play(mv);
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    after.result().is_none() && replies.iter().any(|&r| wins_at_once(&after, r))
}

/// Looks along random games from `start(game)` for positions of two kinds: `wanted[0]` where the
/// side to move can win at once, and `wanted[1]` where some moves let the other side win at once
/// and others do not. Every level must take the win and avoid the loss (the beginner too: it
/// looks two plies ahead, far enough to see both).
pub fn every_level_takes_a_win_and_avoids_a_loss<G: Levelled>(wanted: [usize; 2], start: impl Fn(u64) -> G) {
    let [wanted, wanted_dangers] = wanted;
    let (mut wins, mut dangers) = (Vec::new(), Vec::new());
    let mut rng = SmallRng::seed_from_u64(21);
    let mut moves = Vec::new();
    for game in 0..2_000 {
        let mut pos = start(game);
        while pos.result().is_none() && (wins.len() < wanted || dangers.len() < wanted_dangers) {
            pos.legal_moves(&mut moves);
            if moves.iter().any(|&m| wins_at_once(&pos, m)) {
                if wins.len() < wanted {
                    wins.push(pos.clone());
                }
            } else {
                let losing = moves.iter().filter(|&&m| allows_a_win(&pos, m)).count();
                if losing > 0 && losing < moves.len() && dangers.len() < wanted_dangers {
                    dangers.push(pos.clone());
                }
            }
            pos.play(moves[rng.random_range(0..moves.len())]);
        }
        if wins.len() == wanted && dangers.len() == wanted_dangers {
            break;
        }
    }
    assert_eq!([wins.len(), dangers.len()], [wanted, wanted_dangers], "random games gave too few test positions");
    for (k, pos) in wins.iter().chain(&dangers).enumerate() {
        for (level, mut bot) in every_level::<G>(k as u64) {
            let best = bot.think(pos, &mut *limit_of::<G>(level)).expect("a move").best;
            let text = pos.move_text(best);
            if k < wanted {
                assert!(wins_at_once(pos, best), "{level:?} missed the win in {} with {text}", pos.position_text());
            } else {
                assert!(!allows_a_win(pos, best), "{level:?} lost at once in {} with {text}", pos.position_text());
            }
        }
    }
}

/// Looks along random games from `start(game)` for positions that the plain search proves won,
/// and has the master (on a short clock) play them out against the medium level: it must win.
pub fn the_master_wins_won_endgames<G: Levelled>(wanted: usize, start: impl Fn(u64) -> G) {
    let mut rng = SmallRng::seed_from_u64(23);
    let mut moves = Vec::new();
    let mut won = Vec::new();
    for game in 0..500 {
        let mut pos = start(game);
        while pos.result().is_none() && won.len() < wanted {
            if let Some(choice) = choose_move(&pos, 50_000, &mut rng)
                && choice.score >= WIN - 12
            {
                won.push(pos.clone());
                break;
            }
            pos.legal_moves(&mut moves);
            pos.play(moves[rng.random_range(0..moves.len())]);
        }
        if won.len() == wanted {
            break;
        }
    }
    assert_eq!(won.len(), wanted, "random games gave too few won endgames");
    for (k, start) in won.into_iter().enumerate() {
        let winner = start.to_move();
        let mut master = Strength::Master.player::<G>(k as u64);
        let mut defender = Strength::Medium.player::<G>(k as u64);
        let mut pos = start.clone();
        for _ in 0..200 {
            if pos.result().is_some() {
                break;
            }
            let mv = if pos.to_move() == winner {
                master.think(&pos, &mut Clock::native(100.0))
            } else {
                defender.think(&pos, &mut *limit_of::<G>(Strength::Medium))
            };
            pos.play(mv.expect("a move").best);
        }
        let outcome = pos.result().map(|r| r.outcome);
        assert_eq!(outcome, Some(Outcome::Win(winner)), "the master did not win from {}", start.position_text());
    }
}
