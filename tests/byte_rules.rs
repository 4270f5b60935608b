//! Byte's rules, tested on the situations of the rule sheets themselves (seeds/000: Steere's sheet,
//! seeds/001: the second-hand summary) and of RULES.md, plus notation and perft. The sheets'
//! figures are missing, so each figure's situation is rebuilt from its text; the comments say
//! which figure or sentence a test comes from.
//!
//! Positions must account for every checker (on the board + 8 × stacks won = 24 on 8x8, 40 on
//! 10x10): test positions are padded with stacks won or with far-away stacks.

mod byte_reference;
mod perft_check;

use byte_reference::{RefPos, fast_keys};
use checkerbox_core::rules::byte::{Byte, ByteBoard, ByteMove, ByteOptions};
use checkerbox_core::rules::grid::{DarkGrid, GRID_8, GRID_10};
use checkerbox_core::rules::{Game, GameResult, IllegalMove, NotationError, Outcome, PositionError, Side};

const EIGHT: ByteOptions = ByteOptions { board: ByteBoard::Eight, merge_first: false };
const TEN: ByteOptions = ByteOptions { board: ByteBoard::Ten, merge_first: false };
const EIGHT_MERGE_FIRST: ByteOptions = ByteOptions { board: ByteBoard::Eight, merge_first: true };
const TEN_MERGE_FIRST: ByteOptions = ByteOptions { board: ByteBoard::Ten, merge_first: true };

fn grid(options: ByteOptions) -> &'static DarkGrid {
    match options.board {
        ByteBoard::Eight => &GRID_8,
        ByteBoard::Ten => &GRID_10,
    }
}

/// A dark square of the 8x8 board by name.
fn sq(name: &str) -> u8 {
    GRID_8.parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A dark square of the 10x10 board by name.
fn sq10(name: &str) -> u8 {
    GRID_10.parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// `"wbw"` → White, Black, White (bottom first).
fn sides(text: &str) -> Vec<Side> {
    text.chars()
        .map(|c| match c {
            'w' => Side::White,
            'b' => Side::Black,
            _ => panic!("bad checker {c:?}"),
        })
        .collect()
}

/// A position from `(square name, stack bottom first)` pairs.
fn position(options: ByteOptions, stacks: &[(&str, &str)], side: Side, won: [u8; 2]) -> Byte {
    let g = grid(options);
    let owned: Vec<(u8, Vec<Side>)> =
        stacks.iter().map(|(s, c)| (g.parse(s).unwrap_or_else(|e| panic!("{s}: {e}")), sides(c))).collect();
    let list: Vec<(u8, &[Side])> = owned.iter().map(|(s, c)| (*s, c.as_slice())).collect();
    Byte::from_stacks(options, &list, side, won).unwrap_or_else(|e| panic!("bad test position: {e}"))
}

fn moves(pos: &Byte) -> Vec<ByteMove> {
    let mut out = Vec::new();
    pos.legal_moves(&mut out);
    out
}

fn sorted(mut v: Vec<ByteMove>) -> Vec<ByteMove> {
    v.sort_by_key(|m| format!("{m:?}"));
    v
}

fn step(from: &str, to: &str) -> ByteMove {
    ByteMove::Step { from: sq(from), to: sq(to) }
}

fn merge(from: &str, level: u8, to: &str) -> ByteMove {
    ByteMove::Merge { from: sq(from), level, to: sq(to) }
}

/// The reason a move is refused; panics if it is accepted.
fn refusal(pos: &Byte, mv: ByteMove) -> String {
    match pos.check_move(mv) {
        Ok(()) => panic!("{} ({mv:?}) should be illegal in {pos:?}", pos.move_text(mv)),
        Err(IllegalMove(why)) => why,
    }
}

fn assert_legal(pos: &Byte, mv: ByteMove) {
    assert_eq!(pos.check_move(mv), Ok(()), "{} ({mv:?})", pos.move_text(mv));
    assert!(moves(pos).contains(&mv), "{} missing from legal_moves", pos.move_text(mv));
}

fn assert_illegal(pos: &Byte, mv: ByteMove, reason_contains: &str) {
    let why = refusal(pos, mv);
    assert!(
        why.contains(reason_contains),
        "reason for {} was {why:?}, expected it to mention {reason_contains:?}",
        pos.move_text(mv)
    );
    assert!(!moves(pos).contains(&mv), "{} is refused but listed by legal_moves", pos.move_text(mv));
}

/// The reference generator agrees with the fast one on this position.
fn assert_reference_agrees(pos: &Byte) {
    assert_eq!(fast_keys(pos), RefPos::from_byte(pos).legal_keys(), "{pos:?}");
}

// ---------------------------------------------------------------------------------------------
// Setup

#[test]
fn setup_8x8_twelve_each_white_on_rank_2_black_on_rank_7_white_first() {
    let pos = Byte::new_game(EIGHT);
    assert_eq!(pos.to_move(), Side::White);
    assert_eq!(pos.stacks_won(), [0, 0]);
    assert_eq!(pos.checkers_on_board(), 24);
    assert_eq!(pos.result(), None);
    let (mut white, mut black) = (0, 0);
    for s in 0..GRID_8.count {
        let rank = GRID_8.rank[s as usize] + 1;
        match rank {
            1 | 8 => assert_eq!(pos.height(s), 0, "rank {rank} starts empty"),
            _ => {
                assert_eq!(pos.height(s), 1);
                let expected = if rank.is_multiple_of(2) { Side::White } else { Side::Black };
                assert_eq!(pos.checker(s, 1), Some(expected), "{}", GRID_8.name(s));
                if expected == Side::White { white += 1 } else { black += 1 }
            }
        }
    }
    assert_eq!((white, black), (12, 12));
    for name in ["b2", "d2", "f2", "h2"] {
        assert_eq!(pos.stack(sq(name)), [Side::White]);
    }
    for name in ["a7", "c7", "e7", "g7"] {
        assert_eq!(pos.stack(sq(name)), [Side::Black]);
    }
    assert_eq!(RefPos::from_byte(&pos), RefPos::start(8, false));
}

#[test]
fn setup_10x10_twenty_each_white_on_rank_2_black_on_rank_9_white_first() {
    let pos = Byte::new_game(TEN);
    assert_eq!(pos.to_move(), Side::White);
    assert_eq!(pos.checkers_on_board(), 40);
    let (mut white, mut black) = (0, 0);
    for s in 0..GRID_10.count {
        let rank = GRID_10.rank[s as usize] + 1;
        match rank {
            1 | 10 => assert_eq!(pos.height(s), 0, "rank {rank} starts empty"),
            _ => {
                assert_eq!(pos.height(s), 1);
                let expected = if rank.is_multiple_of(2) { Side::White } else { Side::Black };
                assert_eq!(pos.checker(s, 1), Some(expected), "{}", GRID_10.name(s));
                if expected == Side::White { white += 1 } else { black += 1 }
            }
        }
    }
    assert_eq!((white, black), (20, 20));
    assert_eq!(pos.stack(sq10("b2")), [Side::White]);
    assert_eq!(pos.stack(sq10("i9")), [Side::Black]);
    assert_eq!(pos.stack(sq10("a9")), [Side::Black]);
    assert_eq!(pos.height(sq10("a1")), 0);
    assert_eq!(pos.height(sq10("j10")), 0);
    assert_eq!(RefPos::from_byte(&pos), RefPos::start(10, false));
}

#[test]
fn options_default_is_8x8_without_merge_first() {
    assert_eq!(ByteOptions::default(), EIGHT);
    assert_eq!(Byte::new_game(EIGHT_MERGE_FIRST).options(), EIGHT_MERGE_FIRST);
    assert_eq!(Byte::new_game(TEN_MERGE_FIRST).options(), TEN_MERGE_FIRST);
}

#[test]
fn from_stacks_checks_the_checkers_add_up() {
    // 24 on 8x8: one checker short, or one too many, is refused.
    assert!(Byte::from_stacks(EIGHT, &[(sq("c3"), &[Side::White; 7])], Side::White, [1, 1]).is_err());
    assert!(
        Byte::from_stacks(EIGHT, &[(sq("c3"), &[Side::White; 7]), (sq("h8"), &[Side::Black; 2])], Side::White, [1, 1])
            .is_err()
    );
    assert!(
        Byte::from_stacks(EIGHT, &[(sq("c3"), &[Side::White; 7]), (sq("h8"), &[Side::Black])], Side::White, [1, 1])
            .is_ok()
    );
    // A stack of 8 never stands on the board.
    assert!(Byte::from_stacks(EIGHT, &[(sq("c3"), &[Side::White; 8])], Side::White, [1, 1]).is_err());
    // 40 on 10x10.
    assert!(
        Byte::from_stacks(TEN, &[(sq10("c3"), &[Side::White; 7]), (sq10("h8"), &[Side::Black])], Side::White, [2, 2])
            .is_ok()
    );
    assert!(
        Byte::from_stacks(TEN, &[(sq10("c3"), &[Side::White; 7]), (sq10("h8"), &[Side::Black])], Side::White, [1, 1])
            .is_err()
    );
    // Each colour adds up too: 24 checkers, but all White, is no Byte position.
    let all_white: Vec<(u8, &[Side])> =
        ["a1", "c1", "e1", "g1"].iter().map(|s| (sq(s), &[Side::White; 6][..])).collect();
    let why = Byte::from_stacks(EIGHT, &all_white, Side::White, [0, 0]).unwrap_err();
    assert!(why.contains("24 white checkers"), "{why}");
    // With one stack won, between 4 and 12 of a colour may remain on the board.
    let three_white: [(u8, &[Side]); 2] = [(sq("a1"), &[Side::White; 3]), (sq("h8"), &[Side::Black; 7])];
    let pad: [(u8, &[Side]); 1] = [(sq("c1"), &[Side::Black; 6])];
    let stacks: Vec<_> = three_white.iter().chain(&pad).copied().collect();
    let why = Byte::from_stacks(EIGHT, &stacks, Side::White, [0, 1]).unwrap_err();
    assert!(why.contains("3 white checkers"), "{why}");
}

// ---------------------------------------------------------------------------------------------
// Basic moves (Figure 3) and "move closer" (Figure 4)

/// Figure 3, "Basic Move": a stack not adjacent to any other, bottom checker White, slides the
/// whole stack one diagonal step; it must move closer to its closest stack (h8, four away), so
/// d4-e5 is the only basic move.
#[test]
fn figure_3_basic_move_of_an_isolated_stack() {
    let pos = position(EIGHT, &[("d4", "wbw"), ("h8", "bbbbb")], Side::White, [1, 1]);
    assert_eq!(moves(&pos), [step("d4", "e5")]);
    assert_reference_agrees(&pos);
    for away in ["c3", "e3", "c5"] {
        assert_illegal(&pos, step("d4", away), "closer");
    }
    // Not a diagonal step.
    assert!(pos.check_move(step("d4", "d6")).is_err());
    assert!(pos.check_move(step("d4", "f6")).is_err());

    let mut after = pos.clone();
    after.play(step("d4", "e5"));
    assert_eq!(after.height(sq("d4")), 0);
    assert_eq!(after.stack(sq("e5")), sides("wbw"), "the whole stack moves, in order");
    assert_eq!(after.to_move(), Side::Black);
    assert_eq!(after.checkers_on_board(), 8);
    // Black's h8 stack may now approach e5 (three away) through g7, its only neighbour.
    assert_eq!(moves(&after), [step("h8", "g7")]);
}

/// Figure 4, "Move Closer": four stacks (bottoms shown); the White stack's closest stack is the
/// Black-bottomed one five moves away, and either of the two moves shown brings it closer.
/// Rebuilt: White b2; Black-bottomed g3 five away; two other stacks six away (h8, b8).
#[test]
fn figure_4_move_closer_to_the_closest_stack() {
    let pos = position(EIGHT, &[("b2", "ww"), ("g3", "bw"), ("h8", "bb"), ("b8", "wb")], Side::White, [1, 1]);
    assert_legal(&pos, step("b2", "c1"));
    assert_legal(&pos, step("b2", "c3"));
    assert_illegal(&pos, step("b2", "a1"), "closer");
    assert_illegal(&pos, step("b2", "a3"), "closer");
    let from_b2: Vec<ByteMove> =
        moves(&pos).into_iter().filter(|m| matches!(m, ByteMove::Step { from, .. } if *from == sq("b2"))).collect();
    assert_eq!(sorted(from_b2), sorted(vec![step("b2", "c1"), step("b2", "c3")]));
    // b8's closest is g3 too (five away): only c7 approaches it.
    assert_eq!(sorted(moves(&pos)), sorted(vec![step("b2", "c1"), step("b2", "c3"), step("b8", "c7")]));
    assert_reference_agrees(&pos);
}

/// Figure 4's last sentence: "If two or more stacks are equally close (and nearest) to a stack
/// you wish to move, pick one and move closer to it." d4's nearest stacks are b6 and f2 (both two
/// away); h8 is farther (four) and does not count.
#[test]
fn move_closer_with_a_tie_between_two_nearest_stacks() {
    let pos = position(EIGHT, &[("d4", "ww"), ("b6", "bb"), ("f2", "bw"), ("h8", "bb")], Side::White, [1, 1]);
    assert_legal(&pos, step("d4", "c5")); // towards b6
    assert_legal(&pos, step("d4", "e3")); // towards f2
    assert_illegal(&pos, step("d4", "c3"), "closer");
    // e5 is closer to h8, but h8 is not one of the nearest stacks.
    assert_illegal(&pos, step("d4", "e5"), "closer");
    assert_eq!(sorted(moves(&pos)), sorted(vec![step("d4", "c5"), step("d4", "e3")]));
    assert_reference_agrees(&pos);
}

/// Second-hand summary (seeds/001), "Some move examples": "White's turn. He has the following
/// moving options: (a) move d5 to c4 approaching the nearest stack at b5; (b) move e2 to d3
/// approaching b5 or d5."
///
/// That summary's board has a1 light (d5, b5, e2 are light squares on ours), so the situation is
/// mirrored top to bottom (rank r → 9 − r): d5→d4, c4→c5, b5→b4, e2→e7, d3→d6.
/// - d4's nearest stack is b4 (two away), e7 is three away: d4-c5 approaches b4.
/// - e7's nearest stacks are b4 and d4, both three away: e7-d6 approaches both.
///
/// By the rules as written these are not the only moves: d4-c3 approaches b4 just as well (the
/// mirror of the summary's d5-c6), and e7-f6 approaches d4 (the mirror of e2-f3); the summary
/// gives examples. Everything else is refused.
#[test]
fn summary_move_examples_approach_b5_and_the_b5_d5_tie() {
    let pos = position(EIGHT, &[("d4", "wbw"), ("e7", "wwb"), ("b4", "bb")], Side::White, [1, 1]);
    assert_legal(&pos, step("d4", "c5")); // (a)
    assert_legal(&pos, step("e7", "d6")); // (b)
    let mut after = pos.clone();
    after.play(step("e7", "d6"));
    let d6 = sq("d6");
    assert_eq!(GRID_8.distance(d6, sq("b4")), 2, "d6 is closer to b4 (was 3)");
    assert_eq!(GRID_8.distance(d6, sq("d4")), 2, "d6 is closer to d4 (was 3)");

    assert_eq!(
        sorted(moves(&pos)),
        sorted(vec![step("d4", "c5"), step("d4", "c3"), step("e7", "d6"), step("e7", "f6")])
    );
    // e5 would bring d4 closer to e7, which is not its nearest stack.
    assert_illegal(&pos, step("d4", "e5"), "closer");
    assert_illegal(&pos, step("d4", "e3"), "closer");
    assert_illegal(&pos, step("e7", "d8"), "closer");
    assert_illegal(&pos, step("e7", "f8"), "closer");
    // b4 is Black's.
    assert_illegal(&pos, step("b4", "c5"), "bottom");
    assert_reference_agrees(&pos);
}

/// "If two stacks on the board are adjacent, you cannot move either stack to an unoccupied square."
#[test]
fn no_basic_move_for_stacks_that_touch() {
    let pos = position(EIGHT, &[("c3", "w"), ("d4", "w"), ("g7", "bbbbbb")], Side::White, [1, 1]);
    for to in ["b2", "d2", "b4"] {
        assert_illegal(&pos, step("c3", to), "touches");
    }
    for to in ["c5", "e5", "e3"] {
        assert_illegal(&pos, step("d4", to), "touches");
    }
    // Only merges are left to White.
    assert_eq!(sorted(moves(&pos)), sorted(vec![merge("c3", 1, "d4"), merge("d4", 1, "c3")]));
    assert_reference_agrees(&pos);
}

/// "If you own the bottom checker in that stack, you may slide the entire stack": a stack with an
/// opponent's bottom cannot make a basic move, even with your checkers on top.
#[test]
fn only_stacks_with_your_bottom_checker_make_basic_moves() {
    let pos = position(EIGHT, &[("d4", "bww"), ("h8", "wbbbb")], Side::White, [1, 1]);
    for to in ["c3", "e3", "c5", "e5"] {
        assert_illegal(&pos, step("d4", to), "bottom");
    }
    // White's own stack h8 moves (towards d4).
    assert_eq!(moves(&pos), [step("h8", "g7")]);
    let black = position(EIGHT, &[("d4", "bww"), ("h8", "wbbbb")], Side::Black, [1, 1]);
    assert_eq!(moves(&black), [step("d4", "e5")]);
    assert_illegal(&black, step("h8", "g7"), "bottom");
    assert_reference_agrees(&pos);
    assert_reference_agrees(&black);
}

// ---------------------------------------------------------------------------------------------
// Merging (Figures 5 and 6)

/// Figure 5, "Move Up", as the summary describes its upper left corner: Black's stack a7 is
/// Black, White, Black (bottom first) and b8 holds two White checkers. "Black cannot merge his
/// level three checker horizontally to the same level. But he can merge his level one checker up
/// to level three", making a stack of five.
#[test]
fn figure_5_merge_up_only_not_to_the_same_level() {
    let pos = position(EIGHT, &[("a7", "bwb"), ("b8", "ww"), ("e3", "www")], Side::Black, [1, 1]);
    // Level 3 onto a stack of 2 would land at level 3: the same level.
    assert_illegal(&pos, merge("a7", 3, "b8"), "higher");
    // Level 2 is White's.
    assert_illegal(&pos, merge("a7", 2, "b8"), "own colour");
    assert_legal(&pos, merge("a7", 1, "b8"));
    assert_eq!(moves(&pos), [merge("a7", 1, "b8")]);
    assert_reference_agrees(&pos);

    let mut after = pos.clone();
    after.play(merge("a7", 1, "b8"));
    assert_eq!(after.height(sq("a7")), 0);
    assert_eq!(after.stack(sq("b8")), sides("wwbwb"), "a stack of five, the lifted checker at level 3");
    assert_eq!(after.checker(sq("b8"), 3), Some(Side::Black));

    // "... and more": onto a taller stack the level-1 checker lands higher still (level 4), and
    // now the level-3 checker goes up too (to level 4).
    let taller = position(EIGHT, &[("a7", "bwb"), ("b8", "www"), ("e3", "ww")], Side::Black, [1, 1]);
    assert_eq!(sorted(moves(&taller)), sorted(vec![merge("a7", 1, "b8"), merge("a7", 3, "b8")]));
    let mut after = taller.clone();
    after.play(merge("a7", 1, "b8"));
    assert_eq!(after.stack(sq("b8")), sides("wwwbwb"));
    let mut after = taller.clone();
    after.play(merge("a7", 3, "b8"));
    assert_eq!(after.stack(sq("a7")), sides("bw"), "the level-3 checker leaves, the rest stays");
    assert_eq!(after.stack(sq("b8")), sides("wwwb"));
    assert_reference_agrees(&taller);

    // Onto a shorter stack a checker would land lower: refused too.
    let lower = position(EIGHT, &[("a7", "wbb"), ("b8", "w"), ("e3", "wwww")], Side::Black, [1, 1]);
    assert_illegal(&lower, merge("a7", 2, "b8"), "higher");
    assert_illegal(&lower, merge("a7", 3, "b8"), "higher");
    assert_eq!(moves(&lower), [ByteMove::Pass]);
}

/// Figure 6, "Don't Make 9", as the summary describes its lower right corner: Black cannot lift
/// the bottom checker of the larger stack (g1, six high) onto the smaller (h2, three high): that
/// makes nine. With no other move, Black must lift the Black checker of the smaller stack (level
/// 2, with the White checker above it) onto the larger one: exactly eight, White's checker on
/// top, so the stack goes to White.
#[test]
fn figure_6_dont_make_nine_and_the_forced_move_wins_the_stack_for_white() {
    // a7, far away, makes the totals: 8 of each colour on the board, 4 of each in the stack won.
    // Its Black checkers are buried on a White bottom with no neighbour, so they cannot move.
    let pos = position(EIGHT, &[("g1", "bwwwww"), ("h2", "wbw"), ("a7", "wbbbbbb")], Side::Black, [0, 1]);
    let why = refusal(&pos, merge("g1", 1, "h2"));
    assert!(why.contains('9'), "reason {why:?} should say it makes 9");
    assert_eq!(moves(&pos), [merge("h2", 2, "g1")], "the forced move");
    assert_reference_agrees(&pos);

    let mut after = pos.clone();
    after.play(merge("h2", 2, "g1"));
    assert_eq!(after.height(sq("g1")), 0, "the stack of eight leaves the board at once");
    assert_eq!(after.stack(sq("h2")), [Side::White]);
    assert_eq!(after.stacks_won(), [1, 1], "the stack goes to White, whose checker is on top");
    assert_eq!(after.checkers_on_board(), 8);
    assert_eq!(after.result(), None, "1 to 1: the game goes on");
    assert_eq!(after.to_move(), Side::White);
}

/// The summary's merge examples together: "Black's turn. He has two possible moves": the upper
/// left corner (Figure 5) and the lower right corner (Figure 6). A White pair on d4 pads the total.
#[test]
fn summary_merge_examples_black_has_exactly_two_moves() {
    let pos = position(
        EIGHT,
        &[("a7", "bwb"), ("b8", "ww"), ("g1", "bwwwww"), ("h2", "wbw"), ("d4", "ww")],
        Side::Black,
        [0, 1],
    );
    assert_eq!(sorted(moves(&pos)), sorted(vec![merge("a7", 1, "b8"), merge("h2", 2, "g1")]));
    assert_illegal(&pos, merge("a7", 3, "b8"), "higher");
    assert_illegal(&pos, merge("g1", 1, "h2"), "9");
    assert_reference_agrees(&pos);
}

/// RULES.md: "Moving a whole stack (i = 1) onto a neighbour is a merge and needs no ownership
/// beyond level 1" — the checkers above may be anyone's; but a checker above level 1 is lifted
/// only by its owner.
#[test]
fn whole_stack_merge_needs_no_ownership_beyond_level_1() {
    let pos = position(EIGHT, &[("c3", "wbb"), ("d4", "b"), ("h8", "wwww")], Side::White, [1, 1]);
    assert_legal(&pos, merge("c3", 1, "d4"));
    assert_illegal(&pos, merge("c3", 2, "d4"), "own colour");
    assert_illegal(&pos, merge("d4", 1, "c3"), "own colour");
    let mut after = pos.clone();
    after.play(merge("c3", 1, "d4"));
    assert_eq!(after.stack(sq("d4")), sides("bwbb"));
    assert_eq!(after.height(sq("c3")), 0);
    assert_reference_agrees(&pos);

    // Black: d4 whole onto c3 (lands at 4); c3's Black checkers at levels 2 and 3 onto d4 would
    // land at level 2 — not higher for level 2, lower for level 3.
    let black = position(EIGHT, &[("c3", "wbb"), ("d4", "b"), ("h8", "wwww")], Side::Black, [1, 1]);
    assert_eq!(moves(&black), [merge("d4", 1, "c3")]);
    assert_illegal(&black, merge("c3", 2, "d4"), "higher");
    assert_illegal(&black, merge("c3", 3, "d4"), "higher");
    assert_reference_agrees(&black);
}

#[test]
fn merges_need_adjacent_stacks_and_existing_levels() {
    let pos = position(EIGHT, &[("c3", "ww"), ("e5", "ww"), ("d4", "bbbb")], Side::White, [1, 1]);
    // Not adjacent.
    assert!(pos.check_move(merge("c3", 1, "e5")).is_err());
    // No level 3 on a stack of 2, no level 0.
    assert!(pos.check_move(merge("c3", 3, "d4")).is_err());
    assert!(pos.check_move(merge("c3", 0, "d4")).is_err());
    // A merge onto an empty square is not a merge.
    assert!(pos.check_move(merge("c3", 2, "b2")).is_err());
    assert!(pos.check_move(merge("c3", 1, "b2")).is_err());
    // Nothing to lift.
    assert!(pos.check_move(merge("b2", 1, "c3")).is_err());
    assert_legal(&pos, merge("c3", 1, "d4"));
    assert_legal(&pos, merge("c3", 2, "d4"));
    assert_reference_agrees(&pos);
}

/// A basic move goes to an empty square; moving a whole stack onto a neighbour is the level-1
/// merge. legal_moves never lists a Step onto an occupied square, so check_move must refuse it
/// too (play() treats a Step as a slide to an empty square).
#[test]
fn a_step_onto_an_occupied_square_is_not_legal() {
    let start = Byte::new_game(EIGHT);
    let mv = step("b2", "c3");
    assert!(!moves(&start).contains(&mv));
    assert!(moves(&start).contains(&merge("b2", 1, "c3")));
    let accepted = start.check_move(mv).is_ok();
    let mut after = start.clone();
    if accepted {
        after.play(mv);
    }
    assert!(
        !accepted,
        "check_move accepts Step b2-c3 onto the occupied c3 at the 8x8 start, which legal_moves does not list; \
         playing it leaves {} checkers on the board (c3 = {:?})",
        after.checkers_on_board(),
        after.stack(sq("c3")),
    );
}

// ---------------------------------------------------------------------------------------------
// Passing

/// "If you have no moves available you must forfeit your turn and continue to forfeit your turn
/// until you can move again." Black's only checker is on top of a two-stack beside a single
/// checker: it would land at level 2, not higher. h8 is White's.
#[test]
fn forced_pass_when_no_move_and_no_pass_when_a_move_exists() {
    let pos = position(EIGHT, &[("c3", "wb"), ("d4", "w"), ("h8", "wwwww")], Side::Black, [1, 1]);
    assert_eq!(moves(&pos), [ByteMove::Pass]);
    assert_eq!(pos.check_move(ByteMove::Pass), Ok(()));
    assert_eq!(pos.parse_move("pass"), Ok(ByteMove::Pass));
    assert_reference_agrees(&pos);
    let mut after = pos.clone();
    after.play(ByteMove::Pass);
    assert_eq!(after.to_move(), Side::White);
    assert_eq!(after.stack(sq("c3")), sides("wb"), "a pass changes nothing on the board");
    assert_eq!(after.checkers_on_board(), pos.checkers_on_board());
    // White can move, so White may not pass.
    assert!(moves(&after).len() > 1);
    assert!(!moves(&after).contains(&ByteMove::Pass));
    assert_illegal(&after, ByteMove::Pass, "pass");
    assert!(matches!(after.parse_move("pass"), Err(NotationError::Illegal(_))));

    // Not one Black checker on the board: Black passes too.
    let none = position(EIGHT, &[("c3", "www"), ("d4", "wwwww")], Side::Black, [1, 1]);
    assert_eq!(moves(&none), [ByteMove::Pass]);
    assert_reference_agrees(&none);
    // At the start, White has moves: no pass.
    assert!(Byte::new_game(EIGHT).check_move(ByteMove::Pass).is_err());
}

// ---------------------------------------------------------------------------------------------
// End of the game

/// "The player who wins the majority of the three stacks wins the game" (Figure 2: Black wins
/// two of three). 8x8: White has one stack, makes a second — White on top — and wins at once.
#[test]
fn game_ends_at_2_of_3_on_8x8() {
    let pos = position(EIGHT, &[("c3", "wwww"), ("d4", "bwww"), ("h8", "bbbbbbb"), ("a1", "b")], Side::White, [1, 0]);
    assert_eq!(pos.result(), None);
    assert_legal(&pos, merge("c3", 1, "d4"));
    let mut after = pos.clone();
    after.play(merge("c3", 1, "d4"));
    assert_eq!(after.stacks_won(), [2, 0]);
    assert_eq!(after.result(), Some(GameResult { outcome: Outcome::Win(Side::White), score: Some([2, 0]) }));
    assert!(moves(&after).is_empty(), "no moves once the game is over");
    assert!(RefPos::from_byte(&after).legal_moves().is_empty());
    assert!(after.check_move(ByteMove::Pass).is_err());
    assert!(after.check_move(step("h8", "g7")).is_err());
    assert!(after.parse_move("pass").is_err());
    assert_eq!(after.checkers_on_board(), 8);

    // Figure 2: of the three stacks Black wins two. With one each, White must lift its stack
    // (Black on top) onto Black's six: the stack of eight has Black on top, and Black wins.
    let pos = position(EIGHT, &[("c3", "wb"), ("d4", "bbbbbb")], Side::White, [1, 1]);
    assert_eq!(moves(&pos), [merge("c3", 1, "d4")]);
    let mut after = pos.clone();
    after.play(merge("c3", 1, "d4"));
    assert_eq!(after.stacks_won(), [1, 2]);
    assert_eq!(after.result(), Some(GameResult { outcome: Outcome::Win(Side::Black), score: Some([1, 2]) }));
    assert!(moves(&after).is_empty());
    assert_eq!(after.checkers_on_board(), 0);
}

/// International Byte: "five stacks of eight are formed", so three are needed: a second stack
/// does not end the game, a third does.
#[test]
fn game_ends_at_3_of_5_on_10x10() {
    let pos = position(
        TEN,
        &[("c3", "wwww"), ("d4", "bwww"), ("j10", "bbbbbbb"), ("j6", "bbbbbbb"), ("a9", "wwwwwww"), ("f10", "bww")],
        Side::White,
        [1, 0],
    );
    let mut after = pos.clone();
    let mv = ByteMove::Merge { from: sq10("c3"), level: 1, to: sq10("d4") };
    assert_eq!(after.check_move(mv), Ok(()));
    after.play(mv);
    assert_eq!(after.stacks_won(), [2, 0]);
    assert_eq!(after.result(), None, "2 of 5 is not a majority");
    assert!(!moves(&after).is_empty());

    let pos = position(
        TEN,
        &[("c3", "wwww"), ("d4", "bwww"), ("j10", "bbbbbbb"), ("j6", "bbbbbbb"), ("a9", "ww")],
        Side::White,
        [2, 0],
    );
    assert_eq!(pos.result(), None);
    let mut after = pos.clone();
    after.play(mv);
    assert_eq!(after.stacks_won(), [3, 0]);
    assert_eq!(after.result(), Some(GameResult { outcome: Outcome::Win(Side::White), score: Some([3, 0]) }));
    assert!(moves(&after).is_empty());
    assert!(after.check_move(ByteMove::Pass).is_err());
}

// ---------------------------------------------------------------------------------------------
// Merge first (the summary's "Merging takes precedence over moving which takes precedence over
// passing"; an option, off by default)

#[test]
fn merge_first_forbids_basic_moves_while_a_merge_exists() {
    let stacks = [("c3", "w"), ("d4", "b"), ("g7", "www"), ("a7", "bbb")];
    let plain = position(EIGHT, &stacks, Side::White, [1, 1]);
    let strict = position(EIGHT_MERGE_FIRST, &stacks, Side::White, [1, 1]);
    // Default: merging is not compulsory (Steere's sheet).
    assert_eq!(sorted(moves(&plain)), sorted(vec![merge("c3", 1, "d4"), step("g7", "f6")]));
    // Merge first: only the merge.
    assert_eq!(moves(&strict), [merge("c3", 1, "d4")]);
    assert_illegal(&strict, step("g7", "f6"), "merge first");
    assert!(matches!(strict.parse_move("g7-f6"), Err(NotationError::Illegal(_))));
    assert_eq!(plain.parse_move("g7-f6"), Ok(step("g7", "f6")));
    assert_reference_agrees(&plain);
    assert_reference_agrees(&strict);
}

#[test]
fn merge_first_allows_basic_moves_when_no_merge_exists() {
    // c3 and d4 touch, but hold no White checker; White's only checkers are the isolated g7 and
    // a1's level 2, with no neighbour to merge onto. So White has no merge, and steps are legal.
    let stacks = [("c3", "bb"), ("d4", "b"), ("g7", "www"), ("a1", "bw")];
    let strict = position(EIGHT_MERGE_FIRST, &stacks, Side::White, [1, 1]);
    assert_eq!(moves(&strict), [step("g7", "f6")]);
    assert_legal(&strict, step("g7", "f6"));
    assert_reference_agrees(&strict);
    // Black, in the same position, has merges: only those.
    let black = position(EIGHT_MERGE_FIRST, &stacks, Side::Black, [1, 1]);
    assert!(moves(&black).iter().all(|m| matches!(m, ByteMove::Merge { .. })));
    assert_reference_agrees(&black);
}

// ---------------------------------------------------------------------------------------------
// Notation: `c3-d4` (basic move or whole-stack merge), `c3:2-d4`, `pass`

#[test]
fn notation_round_trips() {
    let start = Byte::new_game(EIGHT);
    // A whole-stack merge.
    assert_eq!(start.parse_move("b2-c3"), Ok(merge("b2", 1, "c3")));
    assert_eq!(start.move_text(merge("b2", 1, "c3")), "b2-c3");
    // A basic move.
    let pos = position(EIGHT, &[("d4", "wbw"), ("h8", "bbbbb")], Side::White, [1, 1]);
    assert_eq!(pos.parse_move("d4-e5"), Ok(step("d4", "e5")));
    assert_eq!(pos.move_text(step("d4", "e5")), "d4-e5");
    // A merge from level 2.
    let pos = position(EIGHT, &[("c3", "bw"), ("d4", "bb"), ("h8", "wwww")], Side::White, [1, 1]);
    assert_eq!(pos.parse_move("c3:2-d4"), Ok(merge("c3", 2, "d4")));
    assert_eq!(pos.move_text(merge("c3", 2, "d4")), "c3:2-d4");
    // "c3:1-d4" is the whole stack, written c3-d4.
    let black = position(EIGHT, &[("c3", "bw"), ("d4", "bb"), ("h8", "wwww")], Side::Black, [1, 1]);
    assert_eq!(black.parse_move("c3:1-d4"), Ok(merge("c3", 1, "d4")));
    assert_eq!(black.move_text(merge("c3", 1, "d4")), "c3-d4");
    // Pass.
    let stuck = position(EIGHT, &[("c3", "wb"), ("d4", "w"), ("h8", "wwwww")], Side::Black, [1, 1]);
    assert_eq!(stuck.parse_move("pass"), Ok(ByteMove::Pass));
    assert_eq!(stuck.move_text(ByteMove::Pass), "pass");
    // Every legal move of the starts round-trips.
    for options in [EIGHT, TEN, EIGHT_MERGE_FIRST, TEN_MERGE_FIRST] {
        let pos = Byte::new_game(options);
        for m in moves(&pos) {
            assert_eq!(pos.parse_move(&pos.move_text(m)), Ok(m));
        }
    }
    // 10x10 squares with two-digit ranks.
    let ten = Byte::new_game(TEN);
    let m = ten.parse_move("i9-j10");
    assert!(matches!(m, Err(NotationError::Illegal(_))), "i9 is Black's: {m:?}");
    assert_eq!(ten.parse_move("b2-a3"), Ok(ByteMove::Merge { from: sq10("b2"), level: 1, to: sq10("a3") }));
}

#[test]
fn notation_errors_are_typed() {
    let start = Byte::new_game(EIGHT);
    assert_eq!(start.parse_move(""), Err(NotationError::Empty));
    assert_eq!(start.parse_move("   "), Err(NotationError::Empty));
    for garbage in ["hello", "c3", "c3d4", "b2 c3", "pass pass", "c3:x-d4", "c3:-d4", ":"] {
        let r = start.parse_move(garbage);
        assert!(matches!(r, Err(NotationError::Malformed { .. })), "{garbage:?} gave {r:?}");
    }
    // Off the board.
    assert_eq!(start.parse_move("i1-h2"), Err(NotationError::NoSuchSquare("i1".into())));
    assert_eq!(start.parse_move("a7-a9"), Err(NotationError::NoSuchSquare("a9".into())));
    assert_eq!(start.parse_move("b2-c0"), Err(NotationError::NoSuchSquare("c0".into())));
    assert_eq!(start.parse_move("j10-i9"), Err(NotationError::NoSuchSquare("j10".into())));
    assert!(matches!(start.parse_move("z9-a1"), Err(NotationError::NoSuchSquare(_))));
    assert!(matches!(start.parse_move("c3--d4"), Err(NotationError::NoSuchSquare(_))));
    assert!(matches!(start.parse_move("--"), Err(NotationError::NoSuchSquare(_))));
    // Light squares.
    assert_eq!(start.parse_move("b1-c2"), Err(NotationError::UnusedSquare("b1".into())));
    assert_eq!(start.parse_move("b2-b3"), Err(NotationError::UnusedSquare("b3".into())));
    // Well formed but illegal.
    for illegal in ["c3-d4", "b2-a1", "b2:2-c3", "c3:9-d4", "c3:0-d4", "a1-b2", "pass"] {
        let r = start.parse_move(illegal);
        assert!(matches!(r, Err(NotationError::Illegal(_))), "{illegal:?} gave {r:?}");
    }
    // On 10x10, j10 is a square.
    let ten = Byte::new_game(TEN);
    assert!(matches!(ten.parse_move("j10-i9"), Err(NotationError::Illegal(_))));
    assert_eq!(ten.parse_move("k1-j2"), Err(NotationError::NoSuchSquare("k1".into())));
    assert_eq!(ten.parse_move("a11-b10"), Err(NotationError::NoSuchSquare("a11".into())));
}

// ---------------------------------------------------------------------------------------------
// Position text: `8x8 white won:0-0 b2=w …`, the board, merge-first if on, the side to move, the
// stacks won (White's first), then the stacks bottom first, square by square

/// An error message as a player reads it: no Rust or serde wording.
fn assert_players_words(message: &str) {
    assert!(!message.is_empty());
    for jargon in ["expected value", "invalid type", "at line", "column", "serde", "Err(", "Some(", "{", "}"] {
        assert!(!message.contains(jargon), "{message:?} says {jargon:?}");
    }
}

#[test]
fn position_text_examples() {
    // The 8x8 start: rank by rank from White's side, each rank left to right.
    let start = Byte::new_game(EIGHT);
    let text = "8x8 white won:0-0 b2=w d2=w f2=w h2=w a3=b c3=b e3=b g3=b b4=w d4=w f4=w h4=w a5=b c5=b e5=b g5=b \
                b6=w d6=w f6=w h6=w a7=b c7=b e7=b g7=b";
    assert_eq!(start.position_text(), text);
    assert_eq!(Byte::from_position_text(text), Ok(start.clone()));
    assert!(Byte::new_game(EIGHT_MERGE_FIRST).position_text().starts_with("8x8 merge-first white won:0-0 b2=w "));

    // 10x10 with merge first, Black to move and stacks won: read in any order, written square by
    // square; spaces between words do not matter.
    let ten = position(
        TEN_MERGE_FIRST,
        &[("a1", "wbw"), ("c3", "wwbbw"), ("h8", "b"), ("j10", "bbbwwww")],
        Side::Black,
        [2, 1],
    );
    let text = "10x10 merge-first black won:2-1 a1=wbw c3=wwbbw h8=b j10=bbbwwww";
    assert_eq!(ten.position_text(), text);
    let read = Byte::from_position_text("  10x10  merge-first black won:2-1 j10=bbbwwww h8=b\tc3=wwbbw a1=wbw ");
    assert_eq!(read, Ok(ten.clone()));
    let read = read.unwrap();
    assert_eq!(read.options(), TEN_MERGE_FIRST);
    assert_eq!(read.to_move(), Side::Black);
    assert_eq!(read.stacks_won(), [2, 1]);
    assert_eq!(read.stack(sq10("j10")), sides("bbbwwww"));
    assert_eq!(read.position_hash(), ten.position_hash());
    assert_eq!(read.position_text(), text);

    // Each kind of error, in a player's words.
    let error = |text: &str| Byte::from_position_text(text).expect_err(text);
    for malformed in [
        "9x9 white won:0-0",
        "",
        "8X8 white won:0-0",
        "8x8 green won:0-0",
        "8x8 white",
        "8x8 white won:0",
        "8x8 white won:a-0",
        "8x8 white won:0-0 c3",
        "8x8 merge-first merge-first white won:0-0",
    ] {
        let e = error(malformed);
        assert!(matches!(e, PositionError::Malformed { .. }), "{malformed:?} gave {e:?}");
        let message = e.to_string();
        assert!(message.contains("is not a position: expected a board (8x8 or 10x10)"), "{message}");
        assert_players_words(&message);
    }
    let e = error("8x8 white won:1-1 b1=w c3=wwwwwww");
    assert_eq!(e, PositionError::Square(NotationError::UnusedSquare("b1".into())));
    assert_eq!(e.to_string(), "b1 is a light square, which this game does not use");
    for (off, square) in [("8x8 white won:1-1 i1=w c3=wwwwwww", "i1"), ("8x8 white won:1-1 a9=w", "a9")] {
        let e = error(off);
        assert_eq!(e, PositionError::Square(NotationError::NoSuchSquare(square.into())), "{off:?}");
        assert_eq!(e.to_string(), format!("\u{201c}{square}\u{201d} is not a square on this board"));
    }
    // j10 is a square of 10x10 only.
    assert!(matches!(error("8x8 white won:1-1 j10=w"), PositionError::Square(NotationError::NoSuchSquare(_))));
    let e = error("8x8 white won:1-1 c3=wxb");
    assert!(matches!(e, PositionError::Impossible(_)), "{e:?}");
    assert!(e.to_string().contains("a stack is written with w and b"), "{e}");
    assert_players_words(&e.to_string());
    let e = error("8x8 white won:0-0 c3=w");
    assert!(matches!(e, PositionError::Impossible(_)), "{e:?}");
    assert_eq!(e.to_string(), "the checkers do not add up: 1 on the board and 0 stacks won, but the game has 24");
    // More that no game reaches: a stack of eight standing, two stacks on a square, all the
    // checkers of one colour, a game that went on after its end.
    for impossible in [
        "8x8 white won:1-1 c3=wwwwwwww",
        "8x8 white won:1-1 c3=wwww c3=bbbb",
        "8x8 white won:0-0 a1=wwwwww c1=wwwwww e1=wwwwww g1=wwwwww",
        "8x8 white won:3-0",
        "10x10 black won:4-1",
    ] {
        let e = error(impossible);
        assert!(matches!(e, PositionError::Impossible(_)), "{impossible:?} gave {e:?}");
        assert_players_words(&e.to_string());
    }
}

// ---------------------------------------------------------------------------------------------
// Perft: leaf nodes of the move tree from the start (passes count as moves), checked against the
// independent reference generator, and pinned.

const PERFT_8: [u64; 4] = [35, 1_116, 32_349, 864_299];
const PERFT_10: [u64; 3] = [63, 3_756, 211_753];
const PERFT_8_MERGE_FIRST: [u64; 4] = [35, 1_108, 31_851, 824_541];

/// Counts from the start of `options`, against the reference generator's from the same start.
fn perft(options: ByteOptions, expected: &[u64]) {
    let start = Byte::new_game(options);
    let reference = RefPos::start(options.board.size() as i32, options.merge_first);
    assert_eq!(RefPos::from_byte(&start), reference);
    perft_check::check(&start.position_text(), &start, |depth| reference.perft(depth), expected);
}

#[test]
fn perft_8x8() {
    perft(EIGHT, &PERFT_8);
}

#[test]
fn perft_10x10() {
    perft(TEN, &PERFT_10);
}

#[test]
fn perft_8x8_merge_first() {
    perft(EIGHT_MERGE_FIRST, &PERFT_8_MERGE_FIRST);
}

/// A position built with from_stacks (as a saved game is read back) equals the same position
/// reached by play, so it must hash the same: the AI's transposition table and repetition checks
/// mix the two.
#[test]
fn from_stacks_hashes_like_the_same_position_reached_by_play() {
    let start = Byte::new_game(EIGHT);
    let owned: Vec<(u8, Vec<Side>)> =
        (0..GRID_8.count).filter(|&s| start.height(s) > 0).map(|s| (s, start.stack(s))).collect();
    let list: Vec<(u8, &[Side])> = owned.iter().map(|(s, c)| (*s, c.as_slice())).collect();
    let built = Byte::from_stacks(EIGHT, &list, Side::White, [0, 0]).unwrap();
    assert_eq!(built, start);
    assert_eq!(built.position_hash(), start.position_hash(), "new_game vs from_stacks of the 8x8 start");
}

#[test]
fn only_pass_is_a_pass() {
    assert!(Byte::is_pass(ByteMove::Pass));
    assert!(!Byte::is_pass(step("c3", "d4")));
    assert!(!Byte::is_pass(merge("c3", 1, "d4")));
    assert_eq!(Byte::info().id, "byte");
    assert_eq!(Byte::info().designer, "Mark Steere");
}
