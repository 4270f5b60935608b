//! Random playouts per second of each game, natively on one core: how fast the rules run.
//! Run with `cargo bench --bench playouts` (optionally `-- SECONDS` per measurement, default 3).

use checkerbox::ai::playout::random_playout;
use checkerbox::rules::Game;
use checkerbox::rules::byte::{Byte, ByteBoard, ByteOptions};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::{Duration, Instant};

/// Plays random games from the start for about `seconds`; returns (playouts, plies) per second.
fn measure<G: Game>(options: G::Options, seconds: f64) -> (f64, f64) {
    let start = G::new_game(options);
    let mut rng = SmallRng::seed_from_u64(2005);
    let mut moves = Vec::with_capacity(128);
    let (mut games, mut plies) = (0u64, 0u64);
    let begin = Instant::now();
    while begin.elapsed() < Duration::from_secs_f64(seconds) {
        for _ in 0..100 {
            let mut pos = start.clone();
            let playout = random_playout(&mut pos, &mut rng, &mut moves, MAX_PLIES);
            assert!(playout.result.is_some(), "a random game ran past {MAX_PLIES} plies");
            plies += playout.plies as u64;
            games += 1;
        }
    }
    let secs = begin.elapsed().as_secs_f64();
    (games as f64 / secs, plies as f64 / secs)
}

/// Far beyond any game seen; a game this long is a bug.
const MAX_PLIES: usize = 100_000;

fn main() {
    let seconds: f64 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(3.0);
    println!("random playouts from the start position, one core, {seconds} s each");
    for (label, options) in [
        ("Byte 8x8", ByteOptions::default()),
        ("Byte 10x10", ByteOptions { board: ByteBoard::Ten, merge_first: false }),
        ("Byte 8x8, merge first", ByteOptions { board: ByteBoard::Eight, merge_first: true }),
    ] {
        let (games, plies) = measure::<Byte>(options, seconds);
        println!("{label:<24} {games:>10.0} playouts/s  {plies:>12.0} plies/s  {:>6.1} plies/game", plies / games);
    }
}
