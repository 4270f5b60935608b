//! The fit command: fits the weights of a master's evaluation that is a weighted sum of terms
//! (Basic's) to how games of the master against itself ended, on every core, and prints them
//! beside the weights in use, with how well each foretells the outcomes of games held out of
//! the fit, and as Rust to paste into the game's module.
//!
//! ```text
//! cargo bench --bench fit -- basic [--games N] [--positions Q] [--opening P] [--max-plies L]
//! cargo bench --bench fit -- basic --games 2000 --positions 30000
//! ```
//!
//! The master thinks `--positions` positions a move (default 30,000: many short games say more
//! than a few long ones), from `--opening` random moves (default 8, so that the games cover more
//! than the master's own lines); a game undecided after `--max-plies` (default 600) is left
//! out. Every fifth game is held out of the fit, to compare the weights on games they were not
//! fitted to. The games are played with the weights in use, so one run is one round: paste what
//! it prints, rebuild, and run again for the next. Whether new weights play better is for games
//! to show, the new master against the old or against hard in the arena
//! (`cargo bench --bench arena -- basic master hard`).

use checkerbox_core::ai::Weighed;
use checkerbox_core::games::GameId;
use checkerbox_core::rules::basic::Basic;
use checkerbox_lab::arena::on_every_core;
use checkerbox_lab::fit::{Sample, in_units, log_loss, logistic, rescaled, self_play};
use std::sync::Mutex;
use std::time::Instant;

struct Options {
    games: u32,
    positions: u64,
    opening: usize,
    max_plies: usize,
}

/// A ridge penalty small beside the likelihood of hundreds of thousands of positions: it keeps
/// a term that was always nought at nought, and hardly moves the others.
const RIDGE: f64 = 1e-2;

fn usage(why: &str) -> ! {
    eprintln!(
        "{why}\nusage: cargo bench --bench fit -- basic [--games N] [--positions Q] [--opening P] [--max-plies L]"
    );
    std::process::exit(2)
}

/// The number after option `args[k]`, in its range.
fn number<T: std::str::FromStr>(args: &[String], k: usize) -> T {
    args.get(k + 1)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| usage(&format!("{} takes a whole number in its range", args[k])))
}

fn options() -> (GameId, Options) {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let mut o = Options { games: 2_000, positions: 30_000, opening: 8, max_plies: 600 };
    let mut game = None;
    let mut k = 0;
    while k < args.len() {
        match args[k].as_str() {
            "--games" => o.games = number(&args, k),
            "--positions" => o.positions = number(&args, k),
            "--opening" => o.opening = number(&args, k),
            "--max-plies" => o.max_plies = number(&args, k),
            name if game.is_none() && !name.starts_with("--") => {
                game = Some(GameId::named(name).unwrap_or_else(|e| usage(&e.to_string())));
                k += 1;
                continue;
            }
            other => usage(&format!("what is {other:?}?")),
        }
        k += 2;
    }
    (game.unwrap_or_else(|| usage("which game?")), o)
}

fn run<G: Weighed>(options: G::Options, o: &Options) {
    let played: Mutex<Vec<(u32, Vec<Sample>)>> = Mutex::new(Vec::new());
    let clock = Instant::now();
    let threads = on_every_core(o.games, |game| {
        let samples = self_play::<G>(options, game.into(), o.positions, o.opening, o.max_plies);
        let mut played = played.lock().expect("no thread panicked");
        played.push((game, samples));
        if played.len().is_multiple_of(100) {
            eprintln!("{} games played", played.len());
        }
    });
    // In the order of the games, so that a run's result does not hang on which thread was first.
    let mut played = played.into_inner().expect("no thread panicked");
    played.sort_by_key(|(game, _)| *game);
    let decided = played.iter().filter(|(_, samples)| !samples.is_empty()).count();
    let (mut fitted_on, mut held_out) = (Vec::new(), Vec::new());
    for (game, samples) in played {
        let into = if game % 5 == 4 { &mut held_out } else { &mut fitted_on };
        into.extend(samples);
    }
    println!(
        "{} games of the master against itself at {} positions a move from {}-move random openings: {decided} decided, {} positions to fit and {} held out, on {threads} threads in {:.0?}",
        o.games,
        o.positions,
        o.opening,
        fitted_on.len(),
        held_out.len(),
        clock.elapsed()
    );
    let w = logistic(&fitted_on, RIDGE);
    let Some(fitted) = in_units::<G>(&w) else {
        eprintln!("the games did not show what {} is worth: play more of them", G::TERMS[G::UNIT.0]);
        std::process::exit(1)
    };
    let in_use = G::finer_weights();
    let in_use_scaled = rescaled(&fitted_on, &in_use.iter().map(|&w| f64::from(w)).collect::<Vec<_>>());
    if held_out.is_empty() {
        println!("no games held out: every fifth game is, from the fifth on");
    } else {
        println!(
            "log loss on the held-out games (lower foretells better; a coin: {:.4}): fitted {:.4}, in use {:.4} (scaled to fit)",
            std::f64::consts::LN_2,
            log_loss(&held_out, &w),
            log_loss(&held_out, &in_use_scaled)
        );
    }
    println!("{:<24}{:>8}{:>8}", "term", "fitted", "in use");
    for ((name, new), old) in G::TERMS.iter().zip(&fitted).zip(&in_use) {
        println!("{name:<24}{new:>8}{old:>8}");
    }
    println!("{}", G::weights_source(&fitted));
}

fn main() {
    let (game, o) = options();
    match game {
        GameId::Basic => run::<Basic>(Default::default(), &o),
        other => usage(&format!("{other}'s evaluation is not a sum of weighed terms: only basic's is")),
    }
}
