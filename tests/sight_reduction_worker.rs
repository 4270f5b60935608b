//! Sight Reduction through the computer's worker, as the page asks it: the master's proofs in its
//! moves, and the solitaire's solver (its verdict, whether a position can still reach its goal,
//! the first solvable deal) answered in notation, or refused in words.

use checkerbox_core::ai::clock::native_now;
use checkerbox_core::ai::score::Score;
use checkerbox_core::ai::sight_reduction::solver::{Solver, Verdict};
use checkerbox_core::protocol::{Answer, Host, Reply, Solution, Task, Worker, WorkerError};
use checkerbox_core::rules::sight_reduction::{SightMode, SightOptions, SightReduction};
use checkerbox_core::rules::{Game, Side};
use rand::SeedableRng;
use rand::rngs::SmallRng;

const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..SightOptions::STANDARD };

fn worker() -> Worker {
    Worker::new(Host { now: native_now, post: |_| {} })
}

/// `task` about `pos` within `budget` positions, answered whole by a new worker.
fn ask_for(task: Task, pos: &SightReduction, budget: u64) -> Reply {
    let request = serde_json::json!({
        "id": 7, "game": "sight-reduction", "position": pos.position_text(), "budget": budget, "task": task,
    });
    worker().answer(&request.to_string(), &mut SmallRng::seed_from_u64(1))
}

/// A solitaire position of White's checkers `white` and Black's `black`, White to move.
fn solitaire(white: u32, black: u32) -> SightReduction {
    SightReduction::from_sets(SOLITAIRE, white, black, Side::White).unwrap()
}

#[test]
fn a_proof_found_in_a_later_slice_decides_the_masters_move() {
    // Deal 7 is won for White from the start, but its proof is too big for one slice: the first
    // slices search, a later one proves, and the proof is the answer.
    let rng = &mut SmallRng::seed_from_u64(1);
    let mut w = worker();
    let start = SightReduction::new_game(SightOptions { deal: 7, ..SightOptions::STANDARD });
    let master = serde_json::json!({
        "id": 1, "game": "sight-reduction", "position": start.position_text(), "budget": 0, "level": "Master",
        "ms": 10_000,
    });
    assert!(w.receive(&master.to_string(), rng).is_none());
    let mut slices = 0;
    let reply = loop {
        slices += 1;
        if let Some(reply) = w.work() {
            break reply;
        }
    };
    let Ok(Answer::Move { proven, score, .. }) = reply.outcome else { panic!("{reply:?}") };
    assert!(proven && score == Some(Score::ProvenWin), "{reply:?}");
    assert!(slices > 1, "proven in the first slice: make the proof bigger");
}

#[test]
fn the_computer_plays_a_proven_win_when_the_end_is_near() {
    // White a1 a2 a3 against Black c1 c3: White removes a3, Black one of its two, White a2, and
    // Black, down to one checker, is stuck. Every line is that short, so it is proven.
    let (white, black) = (1 | 1 << 4 | 1 << 8, 1 << 2 | 1 << 10);
    let pos = SightReduction::from_sets(SightOptions::STANDARD, white, black, Side::White).unwrap();
    let (wins, best) = Solver::new().prove(&pos, u64::MAX).expect("small enough");
    assert!(wins);
    let reply = ask_for(Task::Move, &pos, 20_000);
    let Ok(Answer::Move { text, proven, depth, .. }) = reply.outcome else { panic!("{reply:?}") };
    assert!(proven && depth == 0);
    assert_eq!(Some(text), best.map(|mv| pos.move_text(mv)));
}

#[test]
fn a_solitaire_is_solved_with_a_legal_hint() {
    let pos = SightReduction::new_game(SightOptions { deal: 1, ..SOLITAIRE });
    let reply = ask_for(Task::Solve, &pos, 50_000_000);
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
    // Two white checkers that can never see each other (a1 and b2), and one black: White is stuck
    // at once.
    let reply = ask_for(Task::Solve, &solitaire(1 | 1 << 5, 1 << 31), 1_000);
    assert!(
        matches!(
            reply.outcome,
            Ok(Answer::Solved { solution: Solution::Lost { longest: 0, first: None, exact: true }, .. })
        ),
        "{reply:?}"
    );
    // A goal reached: solvable, with nothing left to do.
    let reply = ask_for(Task::Solve, &solitaire(1, 1 << 31), 1_000);
    assert!(matches!(reply.outcome, Ok(Answer::Solved { solution: Solution::Solvable { hint: None }, .. })));
}

#[test]
fn a_solitaire_is_decided_alone() {
    let deal = SightReduction::new_game(SightOptions { deal: 4242, ..SOLITAIRE });
    let reply = ask_for(Task::Decide, &deal, 50_000_000);
    assert!(matches!(reply.outcome, Ok(Answer::Decided { solvable: true, .. })), "{reply:?}");
    let reply = ask_for(Task::Decide, &solitaire(1 | 1 << 5, 1 << 31), 1_000);
    assert!(matches!(reply.outcome, Ok(Answer::Decided { solvable: false, .. })), "{reply:?}");
    let deal = SightReduction::new_game(SightOptions { deal: 6, ..SOLITAIRE });
    assert_eq!(ask_for(Task::Decide, &deal, 2).outcome, Err(WorkerError::Undecided));
}

#[test]
fn the_first_solvable_deal_is_found_from_a_number() {
    let pos = SightReduction::new_game(SightOptions { deal: 20_261_122, ..SOLITAIRE });
    let reply = ask_for(Task::SolvableDeal, &pos, 50_000_000);
    let Ok(Answer::Deal { number }) = reply.outcome else { panic!("{reply:?}") };
    assert!(number >= 20_261_122);
    let found = SightReduction::new_game(SightOptions { deal: number, ..SOLITAIRE });
    assert!(matches!(Solver::new().solve_solitaire(&found, u64::MAX).0, Verdict::Solvable { .. }));
}

#[test]
fn solver_questions_outside_the_solitaire_are_refused() {
    let two_player = SightReduction::new_game(SightOptions::STANDARD);
    let refused = [
        (Task::Solve, "only a solitaire is solved"),
        (Task::Decide, "only a solitaire is solved"),
        (Task::SolvableDeal, "only a solitaire has solvable deals"),
    ];
    for (task, words) in refused {
        let why = ask_for(task, &two_player, 1000).outcome.unwrap_err();
        assert_eq!(why, WorkerError::NotSolitaire(task));
        assert_eq!(why.to_string(), words);
    }
    // Too small a budget: said, not guessed.
    let deal = SightReduction::new_game(SightOptions { deal: 6, ..SOLITAIRE });
    let why = ask_for(Task::Solve, &deal, 2).outcome.unwrap_err();
    assert_eq!(why, WorkerError::Undecided);
    assert_eq!(why.to_string(), "the solver could not decide in the time allowed");
}
