//! The Sight Reduction solver on numbered deals, natively on one core: for each solitaire rule
//! set, the share of deals 1..=N solvable (and not decided within the app's budget) and the
//! median and worst time to decide one (with a fresh table each deal), and the time to the full
//! answer (for a lost deal, with its longest line); then the positions expanded per second.
//! Run with `cargo bench --bench solver` (optionally `-- N` deals, default 200, the name of one
//! rule set, such as `standard`, to bench it alone, and `--each` for a line per deal). With
//! `-- --positions N` it prints the deals instead, one JSON line each (`{"rules", "deal",
//! "position"}`), for the same benchmark in wasm: `node tools/solver-bench-wasm.mjs` (see the
//! README). With `-- --two-player N` it proves instead the two-player game's first N deals from
//! their start, and prints how many the first player wins and the time the proofs take.

use checkerbox_core::ai::sight_reduction::solver::{QUESTION_BUDGET, Solver};
use checkerbox_core::rules::Game;
use checkerbox_core::rules::sight_reduction::{SightMode, SightMove, SightOptions, SightReduction};
use std::time::Instant;

const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..SightOptions::STANDARD };

/// The deal with its chosen-last picks made: the first white and the first black checker (in
/// square order) kept.
fn start(options: SightOptions) -> SightReduction {
    let mut pos = SightReduction::new_game(options);
    let mut moves = Vec::new();
    while pos.stage() != checkerbox_core::rules::sight_reduction::SightStage::Remove {
        pos.legal_moves(&mut moves);
        let first = moves.iter().copied().find(|m| matches!(m, SightMove::Keep(_))).expect("a pick");
        pos.play(first);
    }
    pos
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let deals: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(200);
    let positions = args.iter().any(|a| a == "--positions");
    if args.iter().any(|a| a == "--two-player") {
        return two_player(deals);
    }
    let each = args.iter().any(|a| a == "--each");
    let only = args.iter().find(|a| !a.starts_with("--") && a.parse::<u64>().is_err());
    let sights = [("standard", false, false), ("harder", true, false), ("easier", false, true), ("both", true, true)];
    let mut sets = Vec::new();
    for (one_or_two, chosen_last) in [(false, false), (true, false), (false, true)] {
        for (name, harder, easier) in sights {
            let extra = if one_or_two {
                " +1or2"
            } else if chosen_last {
                " +chosen"
            } else {
                ""
            };
            sets.push((
                format!("{name}{extra}"),
                SightOptions { one_or_two, chosen_last, harder, easier, ..SOLITAIRE },
            ));
        }
    }
    sets.retain(|(name, _)| only.is_none_or(|o| name == o));
    if positions {
        for (name, options) in &sets {
            for deal in 1..=deals {
                let position = start(SightOptions { deal, ..*options }).position_text();
                println!("{}", serde_json::json!({ "rules": name, "deal": deal, "position": position }));
            }
        }
        return;
    }
    println!(
        "Sight Reduction solitaire, deals 1..={deals}, fresh table per deal, times in ms, \
         at most {QUESTION_BUDGET} positions a question (as in the app)"
    );
    println!(
        "{:<18} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>11} {:>12}",
        "rules", "solvable", "undecided", "median", "p90", "worst", "full med", "full max", "nodes max", "nodes/s"
    );
    for (name, options) in sets {
        let (mut decide, mut full, mut solvable, mut undecided) = (Vec::new(), Vec::new(), 0, 0);
        let (mut nodes, mut secs, mut max_nodes) = (0u64, 0f64, 0u64);
        for deal in 1..=deals {
            let pos = start(SightOptions { deal, ..options });
            // Deciding alone: the time to the first proof, without the longest line of a lost deal.
            let begin = Instant::now();
            let (solves, _) = Solver::new().decide_solitaire(&pos, QUESTION_BUDGET);
            let decided = begin.elapsed().as_secs_f64();
            solvable += usize::from(solves == Some(true));
            undecided += usize::from(solves.is_none());
            // The full answer, as a hint asks it, within the budget the app gives it.
            let begin = Instant::now();
            let (verdict, stats) = Solver::new().solve_solitaire(&pos, QUESTION_BUDGET);
            let t = begin.elapsed().as_secs_f64();
            if each {
                println!(
                    "{name} deal {deal}: {verdict:?} decide {:.2} ms, full {:.2} ms, {} nodes",
                    decided * 1e3,
                    t * 1e3,
                    stats.nodes
                );
            }
            decide.push(decided * 1e3);
            full.push(t * 1e3);
            nodes += stats.nodes;
            secs += t;
            max_nodes = max_nodes.max(stats.nodes);
        }
        decide.sort_by(f64::total_cmp);
        full.sort_by(f64::total_cmp);
        println!(
            "{:<18} {:>8.1}% {:>8.1}% {:>9.2} {:>9.2} {:>9.2} {:>9.2} {:>9.2} {:>11} {:>12.0}",
            name,
            100.0 * solvable as f64 / deals as f64,
            100.0 * undecided as f64 / deals as f64,
            percentile(&decide, 0.5),
            percentile(&decide, 0.9),
            decide[decide.len() - 1],
            percentile(&full, 0.5),
            full[full.len() - 1],
            max_nodes,
            nodes as f64 / secs,
        );
    }
}

/// The two-player game's deals 1..=`deals` proven from their start (White to move), each with a
/// fresh table: who wins, and how long the proofs take.
fn two_player(deals: u64) {
    let (mut first_wins, mut times, mut most) = (0, Vec::new(), (0, 0));
    for deal in 1..=deals {
        let pos = SightReduction::new_game(SightOptions { deal, ..SightOptions::STANDARD });
        let begin = Instant::now();
        let (answer, stats) = Solver::new().prove_with_stats(&pos, u64::MAX);
        times.push(begin.elapsed().as_secs_f64());
        first_wins += usize::from(answer.is_some_and(|(wins, _)| wins));
        most = most.max((stats.nodes, deal));
    }
    times.sort_by(f64::total_cmp);
    println!(
        "Sight Reduction two-player, deals 1..={deals} proven from the start: the first player wins {first_wins} \
         ({:.0}%); time median {:.2} s, p90 {:.2} s, worst {:.2} s; most positions {} (deal {})",
        100.0 * first_wins as f64 / deals as f64,
        percentile(&times, 0.5),
        percentile(&times, 0.9),
        times[times.len() - 1],
        most.0,
        most.1
    );
}
