//! The Sight Reduction solver (`ai::solver`) against a plain exhaustive search written here: no
//! table, no ordering, no symmetry, only recursion over the rules' `legal_moves` and `play`. On
//! thousands of seeded random positions of up to 12 checkers, under every rule set (the
//! solitaire standard, harder, easier and both, each alone, with one-or-two and with chosen last;
//! the two-player game the same four ways, with and without one-or-two), they must agree: solvable
//! or not, and the hint keeps it solvable; for a lost solitaire, the longest line and a first move
//! that starts one; for the two-player game, who wins, and the winning move wins.

mod seeded;

use checkerbox_core::ai::sight_reduction::solver::{Solver, Verdict};
use checkerbox_core::rules::sight_reduction::{
    SightMode, SightMove, SightOptions, SightReduction, SightSetup, SightStage,
};
use checkerbox_core::rules::{BoardShape, Game, Outcome, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use seeded::seeded;

const STANDARD: SightOptions = SightOptions::STANDARD;
const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..STANDARD };

/// Positions per rule set.
const POSITIONS: u64 = 2000;

const SIGHTS: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

/// Checkers a move removes.
fn removed(mv: SightMove) -> u32 {
    match mv {
        SightMove::Remove(_) => 1,
        SightMove::Pair(..) => 2,
        _ => 0,
    }
}

fn after(pos: &SightReduction, mv: SightMove) -> SightReduction {
    let mut next = *pos;
    next.play(mv);
    next
}

/// The plain solitaire search: whether the goal can be reached, and if not, the most checkers
/// that can still be removed.
fn plain_solitaire(pos: &SightReduction) -> (bool, u32) {
    match pos.result().map(|r| r.outcome) {
        Some(Outcome::Solved) => return (true, 0),
        Some(_) => return (false, 0),
        None => {}
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut longest = 0;
    for &mv in &moves {
        let (solvable, rest) = plain_solitaire(&after(pos, mv));
        if solvable {
            return (true, 0);
        }
        longest = longest.max(removed(mv) + rest);
    }
    (false, longest)
}

/// The plain two-player search: whether the side to move wins.
fn plain_wins(pos: &SightReduction) -> bool {
    if let Some(result) = pos.result() {
        return result.outcome == Outcome::Win(pos.to_move());
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.iter().any(|&mv| !plain_wins(&after(pos, mv)))
}

/// A random position of 2 to `most` checkers, often packed into a few files and ranks so that
/// they see each other; `(white, black)`.
fn random_sets(rng: &mut SmallRng, most: u32) -> (u32, u32) {
    let n = rng.random_range(2..=most);
    let region = if rng.random_bool(0.7) {
        let (files, ranks) = (rng.random_range(2..=4u32), rng.random_range(2..=6u32));
        let (f0, r0) = (rng.random_range(0..=4 - files), rng.random_range(0..=8 - ranks));
        let mut set = 0u32;
        for r in r0..r0 + ranks {
            for f in f0..f0 + files {
                set |= 1 << (r * 4 + f);
            }
        }
        set
    } else {
        u32::MAX
    };
    let n = n.min(region.count_ones());
    let (mut white, mut black) = (0u32, 0u32);
    let squares: Vec<u32> = (0..32).filter(|s| region >> s & 1 == 1).collect();
    let mut placed = 0;
    while placed < n {
        let s = squares[rng.random_range(0..squares.len())];
        if (white | black) >> s & 1 == 1 {
            continue;
        }
        // Mostly balanced colours, sometimes not at all.
        if rng.random_bool(0.5) {
            white |= 1 << s;
        } else {
            black |= 1 << s;
        }
        placed += 1;
    }
    (white, black)
}

/// A position of these rules; for chosen last, with one white and one black checker kept
/// (`None` when a colour has none).
fn random_position(rng: &mut SmallRng, options: SightOptions, most: u32) -> Option<SightReduction> {
    let (white, black) = random_sets(rng, most);
    let side = if rng.random_bool(0.5) { Side::White } else { Side::Black };
    if !options.chosen_last {
        return Some(SightReduction::from_sets(options, white, black, side).unwrap());
    }
    if white == 0 || black == 0 {
        return None;
    }
    let pick = |rng: &mut SmallRng, set: u32| {
        let squares: Vec<u8> = (0..32).filter(|s| set >> s & 1 == 1).collect();
        squares[rng.random_range(0..squares.len())]
    };
    let (kw, kb) = (pick(rng, white), pick(rng, black));
    let shape = BoardShape::rect(4, 8);
    let cells: String = (0..32)
        .map(|s| {
            if white >> s & 1 == 1 {
                'W'
            } else if black >> s & 1 == 1 {
                'B'
            } else {
                '.'
            }
        })
        .collect();
    let mut text = format!("{cells} {} solitaire", if side == Side::White { 'w' } else { 'b' });
    for (on, word) in [(options.harder, "harder"), (options.easier, "easier")] {
        if on {
            text.push(' ');
            text.push_str(word);
        }
    }
    text.push_str(&format!(" chosen-last last:{},{}", shape.name(kw), shape.name(kb)));
    let pos = SightReduction::from_position_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(pos.stage(), SightStage::Remove);
    assert_eq!(pos.kept().count_ones(), 2);
    Some(pos)
}

/// Checks the solver on `POSITIONS` random positions of a solitaire rule set; returns how many
/// were solvable.
fn check_solitaire(options: SightOptions, seed: u64) -> u64 {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut solver = Solver::new();
    let (mut checked, mut solvable) = (0, 0);
    while checked < POSITIONS {
        let most = if options.one_or_two { 11 } else { 12 };
        let Some(pos) = random_position(&mut rng, options, most) else { continue };
        checked += 1;
        let (plain, plain_longest) = plain_solitaire(&pos);
        let (verdict, _) = solver.solve_solitaire(&pos, u64::MAX);
        let (decided, _) = solver.decide_solitaire(&pos, u64::MAX);
        assert_eq!(decided, Some(plain), "{pos:?}");
        match verdict {
            Verdict::Solvable { hint } => {
                solvable += 1;
                assert!(plain, "{pos:?}: the solver says solvable, the plain search lost");
                match hint {
                    None => assert_eq!(pos.result().map(|r| r.outcome), Some(Outcome::Solved), "{pos:?}"),
                    Some(mv) => {
                        assert!(pos.check_move(mv).is_ok(), "{pos:?}: illegal hint {mv:?}");
                        assert!(plain_solitaire(&after(&pos, mv)).0, "{pos:?}: the hint {mv:?} loses");
                    }
                }
            }
            Verdict::Lost { longest, first, exact } => {
                assert!(exact, "{pos:?}: the longest line not found");
                assert!(!plain, "{pos:?}: the solver says lost, the plain search solved it");
                assert_eq!(longest, plain_longest, "{pos:?}: longest line");
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                if pos.result().is_some() {
                    moves.clear();
                }
                match first {
                    None => assert!(moves.is_empty(), "{pos:?}: no first move, but there are moves"),
                    Some(mv) => {
                        assert!(moves.contains(&mv), "{pos:?}: illegal first move {mv:?}");
                        assert_eq!(removed(mv) + plain_solitaire(&after(&pos, mv)).1, longest, "{pos:?}: {mv:?}");
                    }
                }
            }
            Verdict::Unknown => panic!("{pos:?}: unknown without a budget"),
        }
    }
    solvable
}

/// Checks the solver on `POSITIONS` random two-player positions; returns how many the side to
/// move wins.
fn check_two_player(options: SightOptions, seed: u64) -> u64 {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut solver = Solver::new();
    let mut wins = 0;
    for _ in 0..POSITIONS {
        let most = if options.one_or_two { 11 } else { 12 };
        let pos = random_position(&mut rng, options, most).unwrap();
        let plain = plain_wins(&pos);
        let (won, mv) = solver.prove(&pos, u64::MAX).unwrap_or_else(|| panic!("{pos:?}: unknown"));
        assert_eq!(won, plain, "{pos:?}");
        wins += won as u64;
        match mv {
            Some(mv) => {
                assert!(won, "{pos:?}: a move given for a loss");
                assert!(pos.check_move(mv).is_ok(), "{pos:?}: illegal move {mv:?}");
                assert!(!plain_wins(&after(&pos, mv)), "{pos:?}: {mv:?} does not win");
            }
            None => assert!(!won || pos.result().is_some(), "{pos:?}: a win without its move"),
        }
        if !won && pos.result().is_none() {
            check_resistance(&mut solver, &pos);
        }
    }
    wins
}

/// The opponent's winning replies after `mv`, and all its replies, by the plain search.
fn winning_replies(pos: &SightReduction, mv: SightMove) -> (u64, u64) {
    let next = after(pos, mv);
    let mut replies = Vec::new();
    next.legal_moves(&mut replies);
    let winning = replies.iter().filter(|&&r| !plain_wins(&after(&next, r))).count();
    (winning as u64, replies.len() as u64)
}

/// In a lost position, the solver's resistance is legal and leaves the opponent the smallest
/// share of winning replies there is.
fn check_resistance(solver: &mut Solver, pos: &SightReduction) {
    let (resist, _) = solver.resist(pos, u64::MAX);
    let mv = resist.unwrap_or_else(|| panic!("{pos:?}: no resistance"));
    assert!(pos.check_move(mv).is_ok(), "{pos:?}: illegal resistance {mv:?}");
    let (w, t) = winning_replies(pos, mv);
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for other in moves {
        let (w2, t2) = winning_replies(pos, other);
        assert!(w * t2 <= w2 * t, "{pos:?}: {mv:?} leaves {w}/{t} winning replies, {other:?} {w2}/{t2}");
    }
}

#[test]
fn the_solitaire_solver_agrees_with_the_plain_search() {
    let mut seed = 0;
    for (one_or_two, chosen_last) in [(false, false), (true, false), (false, true)] {
        for (harder, easier) in SIGHTS {
            seed += 1;
            let options = SightOptions { one_or_two, chosen_last, harder, easier, ..SOLITAIRE };
            seeded(&format!("{options:?}"), seed..seed + 1, |seed| {
                let solvable = check_solitaire(options, seed);
                eprintln!("{options:?}: {solvable} of {POSITIONS} solvable");
                // The positions are neither all won nor all lost.
                assert!(solvable > 0 && solvable < POSITIONS, "{options:?}: {solvable} of {POSITIONS} solvable");
            });
        }
    }
}

#[test]
fn the_two_player_solver_agrees_with_the_plain_search() {
    let mut seed = 100;
    for one_or_two in [false, true] {
        for (harder, easier) in SIGHTS {
            seed += 1;
            let options = SightOptions { one_or_two, harder, easier, ..STANDARD };
            seeded(&format!("{options:?}"), seed..seed + 1, |seed| {
                let wins = check_two_player(options, seed);
                eprintln!("{options:?}: {wins} of {POSITIONS} won");
                assert!(wins > 0 && wins < POSITIONS, "{options:?}: {wins} of {POSITIONS} won");
            });
        }
    }
}

#[test]
fn the_two_player_solver_gives_up_when_the_budget_runs_out() {
    let pos = SightReduction::new_game(STANDARD);
    let mut solver = Solver::new();
    assert_eq!(solver.prove(&pos, 10), None);
    // And answers again afterwards, from a small position.
    let small = SightReduction::from_sets(STANDARD, 0b11, 0b1100_0000, Side::White).unwrap();
    assert_eq!(solver.prove(&small, 1_000).map(|(won, _)| won), Some(plain_wins(&small)));
}

#[test]
fn setup_stages_are_not_the_solvers_business() {
    let mut solver = Solver::new();
    let picking = SightReduction::new_game(SightOptions { chosen_last: true, ..SOLITAIRE });
    assert_eq!(picking.stage(), SightStage::Keep);
    assert_eq!(solver.solve_solitaire(&picking, u64::MAX).0, Verdict::Unknown);
    let fair = SightReduction::new_game(SightOptions { setup: SightSetup::Fair, ..STANDARD });
    assert_eq!(solver.prove(&fair, u64::MAX), None);
    let placing = SightReduction::new_game(SightOptions { setup: SightSetup::Placement, ..STANDARD });
    assert_eq!(solver.prove(&placing, u64::MAX), None);
    // Each mode's call refuses the other mode.
    assert_eq!(solver.prove(&SightReduction::new_game(SOLITAIRE), u64::MAX), None);
    assert_eq!(solver.solve_solitaire(&SightReduction::new_game(STANDARD), u64::MAX).0, Verdict::Unknown);
}
