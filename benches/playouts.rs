//! Random playouts per second of each game, natively on one core: how fast the rules run; and the
//! computer player's search speed in positions per second.
//! Run with `cargo bench --bench playouts` (optionally `-- SECONDS` per measurement, default 3).

use checkerbox_core::ai::Evaluate;
use checkerbox_core::ai::level::Levelled;
use checkerbox_core::ai::playout::random_playout;
use checkerbox_core::ai::search::choose_move;
use checkerbox_core::games::GameId;
use checkerbox_core::level::Strength;
use checkerbox_core::rules::Game;
use checkerbox_core::with_game;
use checkerbox_core::words::Words;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::{Duration, Instant};

/// What [`measure`] saw: playouts and plies per second, and how many of the playouts were cut off
/// at [`MAX_PLIES`], of how many.
struct Speed {
    games: f64,
    plies: f64,
    capped: u64,
    played: u64,
}

/// Plays random games from the start for about `seconds`.
fn measure<G: Game>(options: G::Options, seconds: f64) -> Speed {
    let start = G::new_game(options);
    let mut rng = SmallRng::seed_from_u64(2005);
    let mut moves = Vec::with_capacity(128);
    let (mut games, mut plies, mut capped) = (0u64, 0u64, 0u64);
    let begin = Instant::now();
    while begin.elapsed() < Duration::from_secs_f64(seconds) {
        for _ in 0..100 {
            let mut pos = start.clone();
            let playout = random_playout(&mut pos, &mut rng, &mut moves, MAX_PLIES);
            capped += playout.result.is_none() as u64;
            plies += playout.plies as u64;
            games += 1;
        }
    }
    let secs = begin.elapsed().as_secs_f64();
    Speed { games: games as f64 / secs, plies: plies as f64 / secs, capped, played: games }
}

/// Searches positions from random games with the computer player's budget; returns positions
/// visited per second and the mean depth reached.
fn search_speed<G: Evaluate>(options: G::Options, budget: u64, seconds: f64) -> (f64, f64) {
    let mut rng = SmallRng::seed_from_u64(2011);
    let mut moves = Vec::new();
    let (mut nodes, mut depth, mut searches) = (0u64, 0u64, 0u64);
    let begin = Instant::now();
    while begin.elapsed() < Duration::from_secs_f64(seconds) {
        let mut pos = G::new_game(options);
        let plies = rand::RngExt::random_range(&mut rng, 0..20);
        random_playout(&mut pos, &mut rng, &mut moves, plies);
        if let Some(choice) = choose_move(&pos, budget, &mut rng) {
            nodes += choice.nodes;
            depth += choice.depth as u64;
            searches += 1;
        }
    }
    (nodes as f64 / begin.elapsed().as_secs_f64(), depth as f64 / searches.max(1) as f64)
}

/// A playout is cut off after this many plies and counted as such: random play can go round in
/// circles where the rules let it (a game without a repetition rule, say).
const MAX_PLIES: usize = 1_000;

fn main() {
    let seconds: f64 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(3.0);
    println!("random playouts from the start position, one core, {seconds} s each");
    for game in GameId::ALL {
        with_game!(game, |G| {
            for options in G::variants() {
                let Speed { games, plies, capped, played } = measure::<G>(options, seconds);
                let label = G::variant_line(options);
                println!(
                    "{label:<56} {games:>10.0} playouts/s  {plies:>12.0} plies/s  {:>6.1} plies/game  {capped} of \
                     {played} cut off at {MAX_PLIES} plies",
                    plies / games
                );
            }
        });
    }
    println!("computer player at the hard level, from random early positions");
    for game in GameId::ALL {
        with_game!(game, |G| {
            let hard = G::level_budget(Strength::Hard).expect("the hard level counts positions");
            for options in G::variants() {
                let (speed, depth) = search_speed::<G>(options, hard, seconds);
                println!(
                    "{:<56} {speed:>10.0} positions/s  mean depth {depth:.1}  ({hard} positions a move)",
                    G::variant_line(options)
                );
            }
        });
    }
}
