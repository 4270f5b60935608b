//! Pyle's rules, tested on the situations of RULES.md ("Pyle") and of Christian Freeling's post
//! (seeds/004): the arrangement rule and its messages, the quick start's deals, each height's
//! movement with blocking, no landing on an enemy, joining, the win at 8 (on 8x8 and 10x10), the
//! pass, the draw when neither side can move, the repetition draw (ours) on and off, notation,
//! position texts and records with every error; then move counts (perft) from the issue's
//! arrangements and a comparison with the naive generator in `pyle_reference` over thousands of
//! random positions.

mod perft_check;
mod pyle_reference;

use checkerbox_core::level::Strength;
use checkerbox_core::rules::pyle::{
    Arrangement, ArrangementProblem, Pyle, PyleBoard, PyleMove, PyleOptions, PyleStage, PyleStart, arrangement_of_deal,
    check_arrangement,
};
use checkerbox_core::rules::saved::Earlier;
use checkerbox_core::rules::{
    BoardShape, Game, IllegalMove, NotationError, Outcome, Phase, Player, PositionError, Side,
};
use checkerbox_core::session::{Seat, Session};
use pyle_reference::RefPos;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

const EIGHT: PyleOptions =
    PyleOptions { board: PyleBoard::Eight, start: PyleStart::Quick, repetition_draw: true, deal: 1 };
const TEN: PyleOptions = PyleOptions { board: PyleBoard::Ten, start: PyleStart::Quick, repetition_draw: true, deal: 1 };

fn pos(text: &str) -> Pyle {
    Pyle::from_position_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn shape(p: &Pyle) -> BoardShape {
    p.shape()
}

/// A move by its squares, legal or not.
fn slide(p: &Pyle, text: &str) -> PyleMove {
    let (a, b) = text.split_once('-').unwrap();
    PyleMove::Slide { from: shape(p).parse(a).unwrap(), to: shape(p).parse(b).unwrap() }
}

fn play(p: &mut Pyle, text: &str) {
    let mv = p.parse_move(text).unwrap_or_else(|e| panic!("{text} in {p:?}: {e}"));
    p.play(mv);
}

fn refusal(p: &Pyle, text: &str) -> String {
    let mv = if text == "pass" { PyleMove::Pass } else { slide(p, text) };
    match p.check_move(mv) {
        Ok(()) => panic!("{text} should be illegal in {p:?}"),
        Err(IllegalMove(why)) => {
            assert!(!legal(p).contains(&mv), "{text} is refused but listed");
            why
        }
    }
}

fn legal(p: &Pyle) -> Vec<PyleMove> {
    let mut out = Vec::new();
    p.legal_moves(&mut out);
    out
}

/// The fast implementation's legal moves as sorted keys, rendered from the board's square names.
fn fast_keys(p: &Pyle) -> Vec<String> {
    let s = shape(p);
    let mut keys: Vec<String> = legal(p)
        .into_iter()
        .map(|m| match m {
            PyleMove::Slide { from, to } => format!("{}-{}", s.name(from), s.name(to)),
            PyleMove::Pass => "pass".into(),
            other => panic!("{other:?} is not a move of play"),
        })
        .collect();
    keys.sort();
    keys
}

/// Moves from `from` (by name), sorted.
fn from_square(p: &Pyle, from: &str) -> Vec<String> {
    fast_keys(p).into_iter().filter(|k| k.split('-').next() == Some(from)).collect()
}

fn sorted(keys: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
    v.sort();
    v
}

/// The naive generator agrees with the fast one on a position with no history.
fn assert_reference_agrees(p: &Pyle) {
    assert_eq!(fast_keys(p), RefPos::parse(&p.position_text()).legal_keys(), "{p:?}");
}

fn outcome(p: &Pyle) -> Option<Outcome> {
    p.result().map(|r| r.outcome)
}

/// The men's squares of an arrangement written as a position text's piece lists.
fn men(board: PyleBoard, list: &str) -> Vec<u8> {
    list.split(',').map(|n| board.shape().parse(n).unwrap()).collect()
}

const ARRANGEMENTS: [&str; 5] = [
    "8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
    "8 b W:h1,d2,e3,b4,c5,a6,f7,g8 B:a1,b2,d3,f4,e5,g6,h7,c8",
    "8 w W:a1,b2,c3,d4,e5,f6,g7,h8 B:h1,g2,f3,e4,d5,c6,b7,a8",
    "10 w W:d1,a2,h3,j4,f5,b6,c7,g8,i9,e10 B:i1,c2,b3,g4,j5,d6,e7,f8,a9,h10",
    "10 b W:a1,h2,e3,b4,i5,f6,c7,j8,g9,d10 B:h1,a2,d3,g4,j5,c6,f7,i8,b9,e10",
];

// ---------------------------------------------------------------------------------------------
// The arrangement rule and the quick start

#[test]
fn the_issues_arrangements_are_legal() {
    for text in ARRANGEMENTS {
        let words: Vec<&str> = text.split(' ').collect();
        let board = if words[0] == "8" { PyleBoard::Eight } else { PyleBoard::Ten };
        let (white, black) = (men(board, &words[2][2..]), men(board, &words[3][2..]));
        assert_eq!(check_arrangement(board, &white, &black), Ok(()), "{text}");
        let first = if words[1] == "w" { Side::White } else { Side::Black };
        let options = PyleOptions { board, deal: 0, ..PyleOptions::default() };
        let p = Pyle::from_arrangement(options, &white, &black, first).unwrap();
        assert_eq!(p, pos(text));
        assert_eq!(p.position_text(), text, "read exactly as written");
    }
}

#[test]
fn illegal_arrangements_name_their_rows_and_columns() {
    let b = PyleBoard::Eight;
    let black = men(b, "d1,f2,c3,e4,b5,g6,h7,a8");
    let check = |white: &str| check_arrangement(b, &men(b, white), &black).unwrap_err();

    // White's f1 moved to g1: column f has no white man, column g two.
    let e = check("g1,c2,h3,a4,g5,d6,b7,e8");
    assert_eq!(
        e.to_string(),
        "Column f has no white man. Column g has two white men. Every row and every column must hold exactly one \
         white and one black man."
    );
    assert_eq!((e.rows(), e.columns()), (vec![], vec![5, 6]));

    // White's a4 moved to a3: row 3 has two white men, row 4 none.
    let e = check("f1,c2,h3,a3,g5,d6,b7,e8");
    assert_eq!(
        e.to_string(),
        "Row 3 has two white men. Row 4 has no white man. Every row and every column must hold exactly one white \
         and one black man."
    );
    assert_eq!((e.rows(), e.columns()), (vec![2, 3], vec![]));

    // White's f1 on Black's d1.
    let e = check("d1,c2,h3,a4,g5,d6,b7,e8");
    assert_eq!(
        e.to_string(),
        "Two men stand on d1. Column d has two white men. Column f has no white man. Every row and every column \
         must hold exactly one white and one black man."
    );
    assert_eq!(e.doubled(), [3]);
    assert_eq!(e.columns(), [3, 5]);

    // A man short.
    let e = check("f1,c2,h3,a4,g5,d6,b7");
    assert_eq!(
        e.to_string(),
        "White has seven men on the board, not 8. Row 8 has no white man. Column e has no white man. Every row and \
         every column must hold exactly one white and one black man."
    );
    assert_eq!(e.problems[0], ArrangementProblem::Count { side: Side::White, placed: 7, needed: 8 });

    // A square off the board, and a row with both colours wrong.
    let e = check_arrangement(b, &[64, 0, 1, 2, 4, 5, 6, 7], &black).unwrap_err();
    assert!(e.to_string().starts_with("Square number 64 is not on the board. Row 1 has seven white men."), "{e}");
    // Black's a8 moved to h8.
    let e = check_arrangement(b, &men(b, "f1,c2,h3,a4,g5,d6,b7,e8"), &men(b, "d1,f2,c3,e4,b5,g6,h7,h8")).unwrap_err();
    assert!(e.to_string().starts_with("Column a has no black man. Column h has two black men."), "{e}");

    // The constructor refuses what the rule refuses.
    let white = men(b, "g1,c2,h3,a4,g5,d6,b7,e8");
    assert_eq!(
        Pyle::from_arrangement(EIGHT, &white, &black, Side::White).unwrap_err(),
        check("g1,c2,h3,a4,g5,d6,b7,e8")
    );
}

#[test]
fn every_deal_is_a_legal_arrangement_white_first() {
    for options in [EIGHT, TEN] {
        for deal in 0..2_000 {
            let (white, black) = arrangement_of_deal(options.board, deal);
            assert_eq!(check_arrangement(options.board, &white, &black), Ok(()), "deal {deal}");
            let p = Pyle::new_game(PyleOptions { deal, ..options });
            assert_eq!(p.to_move(), Side::White);
            assert_eq!(p.options().deal, deal);
            assert_eq!(p.result(), None);
            let n = options.board.men() as usize;
            assert_eq!(p.pieces_of(Side::White).count_ones() as usize, n);
            assert_eq!(p.pieces_of(Side::Black).count_ones() as usize, n);
        }
    }
}

#[test]
fn deals_are_pinned_and_spread_evenly() {
    // The generator is written out in the rules (splitmix64): a deal is the same arrangement in every
    // version. These texts change only if the dealing itself changes.
    let a = Pyle::new_game(EIGHT).position_text();
    let b = Pyle::new_game(PyleOptions { deal: 2, ..EIGHT }).position_text();
    let c = Pyle::new_game(TEN).position_text();
    println!("deal 1, 8x8: {a}\ndeal 2, 8x8: {b}\ndeal 1, 10x10: {c}");
    assert_eq!(a, DEAL_1_EIGHT);
    assert_eq!(b, DEAL_2_EIGHT);
    assert_eq!(c, DEAL_1_TEN);
    // Every square holds a white man in about one deal in eight, and a black one as often.
    let deals = 8_000;
    let mut count = [[0u32; 64]; 2];
    for deal in 0..deals {
        let (white, black) = arrangement_of_deal(PyleBoard::Eight, deal);
        white.iter().for_each(|&s| count[0][s as usize] += 1);
        black.iter().for_each(|&s| count[1][s as usize] += 1);
    }
    for side in count {
        for (s, &n) in side.iter().enumerate() {
            assert!((850..1150).contains(&n), "square {s}: {n} of {deals}");
        }
    }
}

const DEAL_1_EIGHT: &str = "8 w W:e1,d2,c3,h4,f5,g6,a7,b8 B:a1,e2,h3,b4,c5,f6,d7,g8";
const DEAL_2_EIGHT: &str = "8 w W:f1,c2,h3,e4,b5,d6,a7,g8 B:c1,f2,b3,d4,g5,e6,h7,a8";
const DEAL_1_TEN: &str = "10 w W:e1,c2,i3,b4,j5,d6,a7,g8,h9,f10 B:h1,i2,f3,d4,c5,b6,g7,a8,e9,j10";

// ---------------------------------------------------------------------------------------------
// Movement

/// White: a man on d4, b2 and a8, a double on h1, a triple on c7. Black: a man on f6 and g1, a
/// double on a5, a stack of 4 on h8.
const MOVES: &str = "8 w W:h1:2,b2,d4,c7:3,a8 B:g1,a5:2,f6,h8:4";

#[test]
fn a_man_slides_diagonally_over_empty_squares() {
    let p = pos(MOVES);
    assert_eq!(
        from_square(&p, "d4"),
        sorted(&["d4-e5", "d4-c5", "d4-b6", "d4-a7", "d4-e3", "d4-f2", "d4-c3", "d4-b2"])
    );
    assert_eq!(refusal(&p, "d4-d5"), "a single man moves diagonally");
    assert_eq!(refusal(&p, "d4-g7"), "it cannot pass over the piece on f6");
    assert_eq!(refusal(&p, "d4-a1"), "it cannot pass over the piece on b2", "a friendly piece blocks too");
    assert_eq!(refusal(&p, "d4-f6"), "it cannot land on an enemy piece");
    assert_eq!(refusal(&p, "d4-h8"), "it cannot pass over the piece on f6");
    assert_eq!(refusal(&p, "d4-e6"), "a piece moves in a straight line, and d4 to e6 is not one");
    assert_eq!(refusal(&p, "d4-d4"), "a piece must move to another square");
    assert_reference_agrees(&p);
}

#[test]
fn a_double_slides_orthogonally() {
    let p = pos(MOVES);
    assert_eq!(from_square(&p, "h1"), sorted(&["h1-h2", "h1-h3", "h1-h4", "h1-h5", "h1-h6", "h1-h7"]));
    assert_eq!(refusal(&p, "h1-g2"), "a stack of 2 moves orthogonally");
    assert_eq!(refusal(&p, "h1-h8"), "it cannot land on an enemy piece");
    assert_eq!(refusal(&p, "h1-e1"), "it cannot pass over the piece on g1");
    assert_eq!(refusal(&p, "h1-g1"), "it cannot land on an enemy piece");
}

#[test]
fn a_triple_slides_both_ways() {
    let p = pos(MOVES);
    let expected = [
        "c7-c8", "c7-c6", "c7-c5", "c7-c4", "c7-c3", "c7-c2", "c7-c1", "c7-d7", "c7-e7", "c7-f7", "c7-g7", "c7-h7",
        "c7-b7", "c7-a7", "c7-d8", "c7-b8", "c7-d6", "c7-e5", "c7-f4", "c7-g3", "c7-h2", "c7-b6",
    ];
    assert_eq!(from_square(&p, "c7"), sorted(&expected));
    assert_eq!(refusal(&p, "c7-a5"), "it cannot land on an enemy piece");
    assert_eq!(refusal(&p, "c7-e6"), "a piece moves in a straight line, and c7 to e6 is not one");
}

#[test]
fn a_stack_of_four_or_more_cannot_move() {
    let p = pos("8 b W:h1:2,b2,d4,c7:3,a8 B:g1,a5:2,f6,h8:4");
    assert!(from_square(&p, "h8").is_empty());
    assert_eq!(refusal(&p, "h8-h7"), "a stack of 4 or more cannot move, and this one is 4 high");
    assert_eq!(refusal(&p, "h8-g7"), "a stack of 4 or more cannot move, and this one is 4 high");
    let p = pos("8 w W:d4:6,a1,b1 B:a8:5,h1,g1,f1");
    assert_eq!(refusal(&p, "d4-d5"), "a stack of 4 or more cannot move, and this one is 6 high");
    assert_reference_agrees(&p);
}

#[test]
fn only_ones_own_pieces_move() {
    let p = pos(MOVES);
    assert_eq!(refusal(&p, "f6-e5"), "the piece on f6 is Black's");
    assert_eq!(refusal(&p, "e5-d6"), "there is no piece on e5");
    assert_eq!(refusal(&p, "pass"), "you can move, so you may not pass");
}

#[test]
fn a_join_makes_one_taller_stack_of_one_colour_and_stops_the_move() {
    let mut p = pos(MOVES);
    // The man on a8 slides down the long diagonal onto the double on h1.
    assert!(from_square(&p, "a8").contains(&"a8-h1".to_string()));
    assert!(p.is_join(slide(&p, "a8-h1")));
    assert!(p.events(slide(&p, "a8-h1")).is_empty(), "a join below 8 is shown by the move itself");
    play(&mut p, "a8-h1");
    let h1 = shape(&p).parse("h1").unwrap();
    assert_eq!((p.owner(h1), p.height(h1)), (Some(Side::White), 3));
    assert_eq!(p.height(shape(&p).parse("a8").unwrap()), 0);
    assert_eq!(p.position_text(), "8 b W:h1:3,b2,d4,c7:3 B:g1,a5:2,f6,h8:4");
    // Now a triple: it moves both ways.
    play(&mut p, "f6-e7");
    assert!(from_square(&p, "h1").contains(&"h1-c6".to_string()));
    assert!(from_square(&p, "h1").contains(&"h1-h7".to_string()));
    // A man joins a man: a double, which moves orthogonally.
    play(&mut p, "b2-c3");
    play(&mut p, "e7-f6");
    play(&mut p, "d4-c3");
    assert_eq!(p.position_text(), "8 b W:h1:3,c3:2,c7:3 B:g1,a5:2,f6,h8:4");
    assert_reference_agrees(&p);
}

// ---------------------------------------------------------------------------------------------
// The end of the game

#[test]
fn the_first_stack_of_eight_wins_on_8x8() {
    let mut p = pos("8 w W:c3:3,c7:5 B:a1,h1:2,h3:2,b6:3");
    let mv = slide(&p, "c3-c7");
    let events = p.events(mv);
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].text, "White makes a stack of 8 on c7.");
    assert_eq!(events[0].side, Side::White);
    assert_eq!(events[0].square, shape(&p).parse("c7").ok());
    assert_eq!(events[0].checkers, [], "the winning stack stays on the board");
    p.play(mv);
    assert_eq!(outcome(&p), Some(Outcome::Win(Side::White)));
    assert!(legal(&p).is_empty());
    assert_eq!(p.check_move(slide(&p, "b6-b5")), Err(IllegalMove("the game is over".into())));
    assert_eq!(p.position_text(), "8 b W:c7:8 B:a1,h1:2,h3:2,b6:3");
    assert_eq!(pos(&p.position_text()), p);
    assert!(RefPos::parse(&p.position_text()).legal_moves().is_empty());
}

#[test]
fn eight_wins_on_10x10_too_and_more_than_eight_as_well() {
    // Ten men each, but 8 is enough.
    let mut p = pos("10 w W:a1,c3:3,c7:5,j10 B:a10,b10:2,h1:3,j1:4");
    assert_eq!(outcome(&p), None);
    play(&mut p, "c3-c7");
    assert_eq!(outcome(&p), Some(Outcome::Win(Side::White)));
    // A join that makes 9 wins; one that makes 7 does not.
    let p = pos("10 b W:a1,c3:3,c7:5,j10 B:a10:3,b9,a2:6");
    assert_eq!(p.events(slide(&p, "a10-j1")), [], "a slide to an empty square");
    assert_eq!(refusal(&p, "a10-a1"), "it cannot pass over the piece on a2");
    assert_eq!(refusal(&p, "a10-j1"), "it cannot pass over the piece on b9");
    let events = p.events(slide(&p, "a10-a2"));
    assert_eq!(events[0].text, "Black makes a stack of 9 on a2.");
    assert_eq!(events[0].checkers, []);
    let mut q = p.clone();
    play(&mut q, "a10-a2");
    assert_eq!(outcome(&q), Some(Outcome::Win(Side::Black)));
    let mut seven = pos("10 b W:a1,c3:3,c7:5,j10 B:a10:3,b9,a2:4,j5:2");
    play(&mut seven, "a10-a2");
    assert_eq!(outcome(&seven), None);
    assert_eq!(seven.tallest(Side::Black), 7);
}

#[test]
fn a_player_who_cannot_move_passes() {
    // White's stacks are frozen; Black can move.
    let mut p = pos("8 w W:a1:4,h8:4 B:d4,e5,c3,f6,a8,h1,b7,g2");
    assert_eq!(legal(&p), [PyleMove::Pass]);
    assert_eq!(p.check_move(PyleMove::Pass), Ok(()));
    assert_eq!(p.parse_move("pass"), Ok(PyleMove::Pass));
    assert_eq!(refusal(&p, "a1-a2"), "a stack of 4 or more cannot move, and this one is 4 high");
    p.play(PyleMove::Pass);
    assert_eq!(p.to_move(), Side::Black);
    assert_eq!(outcome(&p), None);
    assert_eq!(refusal(&p, "pass"), "you can move, so you may not pass");
    // A man hemmed in by the edge and an enemy piece has no move either.
    let p = pos("8 w W:a1,b1:7 B:b2:2,h8:6");
    assert_eq!(legal(&p), [PyleMove::Pass]);
    assert_reference_agrees(&p);
}

#[test]
fn the_game_is_drawn_when_neither_side_can_move() {
    // The source's "two stacks of four" each.
    let p = pos("8 w W:a1:4,h8:4 B:a8:4,h1:4");
    assert_eq!(outcome(&p), Some(Outcome::Draw));
    assert!(legal(&p).is_empty());
    assert_eq!(p.check_move(PyleMove::Pass), Err(IllegalMove("the game is over".into())));
    // A man hemmed in, and frozen stacks.
    let p = pos("8 b W:a1,b1:7 B:b2:4,a2:4");
    assert_eq!(outcome(&p), Some(Outcome::Draw));
    assert!(RefPos::parse(&p.position_text()).legal_moves().is_empty());
}

// ---------------------------------------------------------------------------------------------
// Repetition (ours)

/// Each side has one man and a frozen stack: the men can shuffle back and forth for ever.
const SHUFFLE: &str = "8 w W:a1:7,c1 B:c8,h8:7";
const CYCLE: [&str; 4] = ["c1-d2", "c8-d7", "d2-c1", "d7-c8"];

#[test]
fn the_third_occurrence_of_a_position_is_a_draw() {
    let mut p = pos(SHUFFLE);
    assert_eq!(p.occurrences(), 1);
    for m in CYCLE {
        play(&mut p, m);
    }
    assert_eq!(p.occurrences(), 2, "the start again, White to move");
    assert_eq!(p.board_hash(), pos(SHUFFLE).board_hash(), "the same board hashes the same");
    assert_ne!(p.position_hash(), pos(SHUFFLE).position_hash(), "its history differs");
    assert_eq!(outcome(&p), None);
    for (k, m) in CYCLE.iter().enumerate() {
        play(&mut p, m);
        assert_eq!(outcome(&p), (k == 3).then_some(Outcome::Draw), "after {m}");
    }
    assert_eq!(p.occurrences(), 3);
    assert!(legal(&p).is_empty());
    assert_eq!(p.check_move(slide(&p, "c1-d2")), Err(IllegalMove("the game is over".into())));
    // The position text carries the moves since the last join, so the draw survives it.
    assert_eq!(p.position_text(), format!("{SHUFFLE} history:{}", [CYCLE, CYCLE].concat().join(",")));
    let back = pos(&p.position_text());
    assert_eq!(back, p);
    assert_eq!(back.position_hash(), p.position_hash());
    assert_eq!(outcome(&back), Some(Outcome::Draw));
    // And so does the reference's count.
    let mut r = RefPos::parse(SHUFFLE);
    for m in [CYCLE, CYCLE].concat() {
        let mv = r.move_by_key(m).unwrap();
        r.play(mv);
    }
    assert_eq!(r.occurrences(), 3);
    assert!(r.legal_moves().is_empty());
}

#[test]
fn without_repetition_draws_the_shuffle_goes_on() {
    let mut p = pos(&format!("{SHUFFLE} norep"));
    assert!(!p.options().repetition_draw);
    for _ in 0..5 {
        for m in CYCLE {
            play(&mut p, m);
        }
    }
    assert_eq!(outcome(&p), None);
    assert_eq!(p.occurrences(), 1, "not counted");
    assert_eq!(p.position_text(), format!("{SHUFFLE} norep"));
    assert_eq!(p, pos(&format!("{SHUFFLE} norep")));
    assert_eq!(p.position_hash(), pos(&format!("{SHUFFLE} norep")).position_hash());
}

#[test]
fn a_join_starts_the_count_afresh() {
    let mut p = pos("8 w W:a1:6,c1,e1 B:h8:7,c8");
    for m in CYCLE {
        play(&mut p, m);
    }
    assert_eq!(p.occurrences(), 2);
    play(&mut p, "c1-d2");
    play(&mut p, "c8-d7");
    assert_eq!(p.moves_since_join().len(), 6);
    play(&mut p, "e1-d2");
    assert!(p.moves_since_join().is_empty());
    assert_eq!(p.position_text(), "8 b W:a1:6,d2:2 B:d7,h8:7");
    assert_eq!(p.position_hash(), p.board_hash());
    // The positions before the join can never come back; the count starts again at 1.
    assert_eq!(p.occurrences(), 1);
}

#[test]
fn passes_count_toward_a_repetition() {
    // White is frozen and passes; Black's man shuffles.
    let mut p = pos("8 w W:a1:4,h8:4 B:h1:7,c8");
    for m in ["pass", "c8-d7", "pass", "d7-c8"].repeat(2) {
        play(&mut p, m);
    }
    assert_eq!(outcome(&p), Some(Outcome::Draw));
    assert_eq!(p.position_text(), "8 w W:a1:4,h8:4 B:h1:7,c8 history:pass,c8-d7,pass,d7-c8,pass,c8-d7,pass,d7-c8");
    assert_eq!(pos(&p.position_text()), p);
}

// ---------------------------------------------------------------------------------------------
// Notation and position texts

#[test]
fn moves_are_written_and_read_back() {
    let p = pos(MOVES);
    for mv in legal(&p) {
        let text = p.move_text(mv);
        assert_eq!(p.parse_move(&text), Ok(mv));
        assert_eq!(p.parse_move(&format!("  {} ", text.to_uppercase())), Ok(mv), "case and spaces do not matter");
    }
    assert_eq!(p.move_text(slide(&p, "a8-h1")), "a8-h1");
    assert_eq!(p.move_text(PyleMove::Pass), "pass");
    let ten = pos(ARRANGEMENTS[3]);
    assert_eq!(ten.parse_move("e10-f9"), Ok(slide(&ten, "e10-f9")));
    assert_eq!(ten.move_text(slide(&ten, "j4-i3")), "j4-i3");
}

#[test]
fn every_kind_of_bad_move_text_is_told_apart() {
    let p = pos(MOVES);
    assert_eq!(p.parse_move(""), Err(NotationError::Empty));
    assert_eq!(p.parse_move("   "), Err(NotationError::Empty));
    for text in ["d4e5", "d4-", "-e5", "d4:2-e5x", "pass please"] {
        match p.parse_move(text) {
            Err(NotationError::Malformed { .. } | NotationError::NoSuchSquare(_)) => {}
            other => panic!("{text}: {other:?}"),
        }
    }
    assert!(
        matches!(p.parse_move("d4e5"), Err(NotationError::Malformed { expected, .. }) if expected.contains("b2-e5"))
    );
    assert_eq!(p.parse_move("i1-h2"), Err(NotationError::NoSuchSquare("i1".into())));
    assert_eq!(p.parse_move("d4-d9"), Err(NotationError::NoSuchSquare("d9".into())));
    assert_eq!(p.parse_move("d4-d5"), Err(NotationError::Illegal(IllegalMove("a single man moves diagonally".into()))));
    assert_eq!(
        p.parse_move("pass"),
        Err(NotationError::Illegal(IllegalMove("you can move, so you may not pass".into())))
    );
    assert_eq!(
        p.parse_move("d4-f6").unwrap_err().to_string(),
        "it cannot land on an enemy piece",
        "the reason is what the player reads"
    );
}

#[test]
fn position_texts_read_back_exactly() {
    let texts = [
        ARRANGEMENTS[0],
        ARRANGEMENTS[3],
        MOVES,
        "8 b W:h1:3,b2,d4,c7:3 B:g1,a5:2,f6,h8:4",
        "10 w W:a1,c3:3,c7:5,j10 B:h1:3,j1:4,a10,b10:2 norep",
        "8 b W:a1:7,d2 B:c8,h8:7 history:c1-d2",
        "8 w W:a1:4,h8:4 B:h1:7,c8 history:pass,c8-d7,pass,d7-c8",
        "8 b W:c7:8 B:a1,h1:2,h3:2,b6:3",
    ];
    for text in texts {
        let p = pos(text);
        assert_eq!(p.position_text(), text);
        assert_eq!(pos(text).position_hash(), p.position_hash());
        let back = pos(&p.position_text());
        assert_eq!(back, p, "{text}");
        assert_eq!(back.position_hash(), p.position_hash());
    }
    // Pieces may be listed in any order; they are written in square order.
    assert_eq!(pos("8 w W:e8,b7,d6,g5,a4,h3,c2,f1 B:d1,f2,c3,e4,b5,g6,h7,a8").position_text(), ARRANGEMENTS[0]);
}

#[test]
fn every_kind_of_bad_position_text_is_told_apart() {
    let malformed = [
        "",
        "9 w W:a1 B:b2",
        "8 x W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
        "8 w B:d1,f2,c3,e4,b5,g6,h7,a8 W:f1,c2,h3,a4,g5,d6,b7,e8",
        "8 w W:f1,c2,h3,a4,g5,d6,b7,e8",
        "8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8 norep norep",
        "8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8 repetition",
        "8 w W:f1:x,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
        "8 w W:f1:999,c2,h3,a4,g5,d6,b7 B:d1,f2,c3,e4,b5,g6,h7,a8",
    ];
    for text in malformed {
        assert!(matches!(Pyle::from_position_text(text), Err(PositionError::Malformed { .. })), "{text}");
    }
    let e = Pyle::from_position_text("8 w W:i1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8");
    assert_eq!(e, Err(PositionError::Square(NotationError::NoSuchSquare("i1".into()))));
    let e = Pyle::from_position_text("8 w W:a1:4,h8:4 B:h1:7,c8 history:c8-x9");
    assert_eq!(e, Err(PositionError::Square(NotationError::NoSuchSquare("x9".into()))));

    let impossible = [
        ("8 w W:f1,c2,h3,a4,g5,d6,b7 B:d1,f2,c3,e4,b5,g6,h7,a8", "White has 7 men on the board; each side has 8"),
        ("8 w W:f1,c2,h3,a4,g5,d6,b7,e8,a1 B:d1,f2,c3,e4,b5,g6,h7,a8", "White has 9 men"),
        ("8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:f1,f2,c3,e4,b5,g6,h7,a8", "two pieces on f1"),
        ("8 w W:f1:0,c2,h3,a4,g5,d6,b7,e8:2 B:d1,f2,c3,e4,b5,g6,h7,a8", "the piece on f1 is 0 high"),
        ("8 w W:c7:8 B:a1,h1:2,h3:2,b6:3", "cannot be White's turn"),
        ("10 b W:a1:8,b1,c1 B:j10:8,j9,j8", "two stacks of 8 or more"),
        ("8 w W:a1:4,h8:4 B:h1:7,c8 norep history:pass", ""),
        // Taking back c8-d7 needs Black's man on d7.
        ("8 w W:a1:4,h8:4 B:h1:7,c8 history:pass,c8-d7", "earlier move 2 (c8-d7) cannot have been played"),
        // The pass was not forced: White could move.
        (
            "8 b W:a1:7,c1 B:h8:7,c8 history:pass",
            "earlier move 1 (pass) is not legal: you can move, so you may not pass",
        ),
        // A join in the history.
        (
            "8 b W:a1:6,d2:2 B:d7,h8:7 history:e1-d2",
            "earlier move 1 (e1-d2) is not legal: a stack of 2 moves orthogonally",
        ),
        // The game was drawn before the last move.
        (
            "8 b W:a1:7,d2 B:c8,h8:7 history:c1-d2,c8-d7,d2-c1,d7-c8,c1-d2,c8-d7,d2-c1,d7-c8,c1-d2",
            "earlier move 9 (c1-d2) is not legal: the game is over",
        ),
    ];
    for (text, why) in impossible {
        match Pyle::from_position_text(text) {
            Err(PositionError::Impossible(reason)) => assert!(reason.contains(why), "{text}: {reason}"),
            Err(PositionError::Malformed { .. }) if why.is_empty() => {}
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn saved_positions_keep_what_decides_the_game_and_refuse_what_is_wrong() {
    let mut p = Pyle::new_game(PyleOptions { deal: 77, ..EIGHT });
    let first = legal(&p).into_iter().find(|&m| !p.is_join(m)).unwrap();
    p.play(first);
    let back = pos(&p.position_text());
    assert_eq!(back, p);
    assert_eq!(back.position_hash(), p.position_hash());
    assert_eq!(back.moves_since_join(), p.moves_since_join());
    // The deal says how a game began, not what the position is: kept while the men are set out
    // (it decides the arrangements offered), not once play has begun.
    assert_eq!(back.options().deal, 0);
    let setting_out = Pyle::new_game(PyleOptions { start: PyleStart::Protocol, deal: 77, ..EIGHT });
    assert_eq!(pos(&setting_out.position_text()).options().deal, 77);
    // Damaged positions say why, as saved now and as saved before (an object of Pyle's shape).
    let bad = p.position_text().replacen("8 b ", "8 w ", 1);
    let err = Pyle::from_position_text(&bad).unwrap_err().to_string();
    assert!(err.contains("earlier move 1"), "{err}");
    let old = r#"{"options":{"board":"Eight","start":"Quick","repetition_draw":true,"deal":1},"to_move":"Black","white":["e1","d2","d4","h4","f5","g6","a7","b8"],"black":["a1","e2","h3","b4","c5","f6","d7","g8"],"history":["c3-d4"]}"#;
    // (The worker reads those, through `Earlier`; the page does not.)
    let earlier = |json: &str| serde_json::from_str::<Earlier<Pyle>>(json).map(|e| e.0);
    assert_eq!(earlier(old).unwrap().options().deal, 1);
    let record = format!(r#"{{"game":"pyle","seats":["Person","Person"],"start":{old},"moves":[]}}"#);
    assert!(Session::<Pyle>::from_json(&record).is_err());
    let bad = old.replace("\"to_move\":\"Black\"", "\"to_move\":\"White\"");
    let err = earlier(&bad).unwrap_err().to_string();
    assert!(err.contains("earlier move 1"), "{err}");
    assert!(earlier(&old.replacen("\"a", "\"k", 1)).is_err());
}

// ---------------------------------------------------------------------------------------------
// The setup protocol

const PROTOCOL: PyleOptions = PyleOptions { start: PyleStart::Protocol, ..EIGHT };
const FIRST_ARRANGEMENT: &str = "W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8";

/// Player One has set out the issue's first arrangement: Player Two chooses.
fn set_out() -> Pyle {
    let mut p = Pyle::new_game(PROTOCOL);
    play(&mut p, FIRST_ARRANGEMENT);
    p
}

#[test]
fn the_protocol_begins_with_player_one_setting_out_the_men_on_an_empty_board() {
    let p = Pyle::new_game(PROTOCOL);
    assert_eq!((p.stage(), p.phase(), p.to_move()), (PyleStage::Arrange, Phase::Arrange, Side::White));
    assert_eq!(p.player_of(p.to_move()), Player::One);
    assert_eq!(p.occupied(), 0);
    assert_eq!(p.result(), None, "an empty board is not a finished game");
    // A sample of legal arrangements is listed, the same each time for the same deal; any legal
    // arrangement is accepted.
    let listed = legal(&p);
    assert_eq!(listed.len(), 12);
    assert!(listed.iter().all(|&m| matches!(m, PyleMove::Arrange(_)) && p.check_move(m).is_ok()));
    assert_eq!(legal(&Pyle::new_game(PROTOCOL)), listed);
    assert_ne!(legal(&Pyle::new_game(PyleOptions { deal: 2, ..PROTOCOL })), listed);
    let mv = p.parse_move(FIRST_ARRANGEMENT).unwrap();
    assert!(!listed.contains(&mv));
    assert_eq!(p.move_text(mv), FIRST_ARRANGEMENT);
    // Nothing else may be played yet.
    for text in ["a1-b2", "pass", "first", "white"] {
        let err = p.parse_move(text).unwrap_err().to_string();
        assert!(err.contains("Player One must first set out the men"), "{text}: {err}");
    }
}

#[test]
fn an_illegal_arrangement_is_refused_with_its_rows_and_columns() {
    let p = Pyle::new_game(PROTOCOL);
    // White's man on c2 moved up to c3, where Black's man stands.
    let err = p.parse_move("W:f1,c3,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8").unwrap_err().to_string();
    assert!(err.contains("Two men stand on c3"), "{err}");
    assert!(err.contains("Row 2 has no white man"), "{err}");
    assert!(err.contains("Row 3 has two white men"), "{err}");
    let err = p.parse_move("W:f1,c2,h3,a4,g5,d6,b7 B:d1,f2,c3,e4,b5,g6,h7,a8").unwrap_err().to_string();
    assert!(err.contains("White has seven men on the board, not 8"), "{err}");
    assert!(err.contains("Column e has no white man"), "{err}");
    let err = p.parse_move("W:f1,c2 B:d1").unwrap_err().to_string();
    assert!(err.contains("Every row and every column must hold exactly one white and one black man"), "{err}");
    assert!(matches!(p.parse_move("W:f1,c2"), Err(NotationError::Malformed { .. })));
    assert!(matches!(p.parse_move("W:f1,z9 B:d1"), Err(NotationError::NoSuchSquare(_))));
    // A 10x10 arrangement is not one of 8x8.
    let ten = Pyle::new_game(PyleOptions { board: PyleBoard::Ten, ..PROTOCOL });
    let PyleMove::Arrange(big) = legal(&ten)[0] else { panic!() };
    assert!(p.check_move(PyleMove::Arrange(big)).is_err());
    assert!(Arrangement::new(PyleBoard::Eight, &men(PyleBoard::Eight, "a1"), &[]).is_err());
}

#[test]
fn player_two_may_take_a_colour_and_player_one_then_moves_first_with_the_other() {
    let p = set_out();
    assert_eq!((p.stage(), p.phase(), p.player_of(p.to_move())), (PyleStage::TwoChooses, Phase::Choose, Player::Two));
    assert_eq!(legal(&p), [PyleMove::MoveFirst, PyleMove::Take(Side::White), PyleMove::Take(Side::Black)]);
    assert_eq!(p.result(), None);
    for (colour, first) in [(Side::White, Side::Black), (Side::Black, Side::White)] {
        let mut q = p.clone();
        play(&mut q, &colour.name().to_lowercase());
        assert_eq!((q.stage(), q.phase()), (PyleStage::Play, Phase::Play));
        assert_eq!(q.to_move(), first, "Player One moves first, with the colour left");
        assert_eq!(q.player_of(first), Player::One);
        assert_eq!(q.player_of(colour), Player::Two);
        assert_eq!(q.player_one(), first);
        assert!(legal(&q).iter().all(|m| matches!(m, PyleMove::Slide { .. })));
        assert!(q.parse_move("first").unwrap_err().to_string().contains("the colours are already chosen"));
        assert!(q.parse_move(FIRST_ARRANGEMENT).unwrap_err().to_string().contains("already set out"));
    }
}

#[test]
fn player_two_may_move_first_and_player_one_then_chooses_the_colours() {
    let mut p = set_out();
    play(&mut p, "first");
    assert_eq!((p.stage(), p.phase(), p.player_of(p.to_move())), (PyleStage::OneChooses, Phase::Choose, Player::One));
    assert_eq!(legal(&p), [PyleMove::Take(Side::White), PyleMove::Take(Side::Black)]);
    assert!(p.parse_move("first").unwrap_err().to_string().contains("Player One must first choose a colour"));
    for colour in [Side::White, Side::Black] {
        let mut q = p.clone();
        play(&mut q, &colour.name().to_lowercase());
        assert_eq!(q.stage(), PyleStage::Play);
        assert_eq!(q.to_move(), colour.other(), "Player Two moves first, with the colour left");
        assert_eq!(q.player_of(colour), Player::One);
        assert_eq!(q.player_of(colour.other()), Player::Two);
    }
}

#[test]
fn every_step_of_the_protocol_hands_the_turn_to_the_other_player() {
    for choices in [&["white"][..], &["black"], &["first", "white"], &["first", "black"]] {
        let mut p = Pyle::new_game(PROTOCOL);
        let mut texts = vec![FIRST_ARRANGEMENT];
        texts.extend(choices);
        for text in texts {
            let before = p.player_of(p.to_move());
            play(&mut p, text);
            assert_ne!(p.player_of(p.to_move()), before, "after {text} in {choices:?}");
        }
        let mv = legal(&p)[0];
        let before = p.player_of(p.to_move());
        p.play(mv);
        assert_ne!(p.player_of(p.to_move()), before, "the first slide after {choices:?}");
    }
}

/// The master thinks on the person's time only once the men move: an arrangement's moves are
/// far too many, and a choice's too few, for thinking ahead to help.
#[test]
fn the_master_thinks_on_the_persons_time_only_in_play() {
    let mut s = Session::new(Pyle::new_game(PROTOCOL), [Seat::Person, Seat::Computer(Strength::Master)]);
    assert!(s.person_to_move() && !s.ponders(), "Player One sets out the men");
    s.play_text(FIRST_ARRANGEMENT).unwrap();
    s.play_text("first").unwrap();
    assert!(s.person_to_move() && !s.ponders(), "Player Two moves first: the person chooses a colour");
    s.play_text("black").unwrap();
    assert_eq!(s.position().phase(), Phase::Play);
    assert!(!s.ponders(), "Player One, the person, chose black: the master moves first");
    let first = legal(s.position())[0];
    s.play(first).unwrap();
    assert!(s.person_to_move() && s.ponders());
}

#[test]
fn the_protocol_s_positions_are_written_and_read_back() {
    let mut p = Pyle::new_game(PyleOptions { deal: 5, ..PROTOCOL });
    assert_eq!(p.position_text(), "8 arrange deal:5");
    for text in [FIRST_ARRANGEMENT, "first", "black"] {
        let back = pos(&p.position_text());
        assert_eq!(back, p, "{}", p.position_text());
        assert_eq!(back.position_hash(), p.position_hash());
        assert_eq!(legal(&back), legal(&p));
        play(&mut p, text);
    }
    assert_eq!(p.position_text(), "8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8 one:black");
    assert_eq!(pos(&p.position_text()).player_of(Side::White), Player::Two);
    assert_ne!(pos(&p.position_text()).position_hash(), pos(ARRANGEMENTS[0]).position_hash());
    assert_eq!(pos("8 two-chooses W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8").stage(), PyleStage::TwoChooses);
    for (text, why) in [
        ("8 arrange W:a1 B:b1", ""),
        ("8 arrange deal:x", ""),
        ("8 two-chooses W:f1,c2 B:d1", "Every row"),
        ("8 one-chooses W:f1:2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8", "no stacks"),
        ("8 two-chooses W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8 one:black", "cannot be as written"),
    ] {
        match Pyle::from_position_text(text) {
            Err(PositionError::Impossible(reason)) => assert!(reason.contains(why), "{text}: {reason}"),
            Err(PositionError::Malformed { .. }) if why.is_empty() => {}
            other => panic!("{text}: {other:?}"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Move counts

fn perft(text: &str, expected: &[u64]) {
    let r = RefPos::parse(text);
    perft_check::check(text, &pos(text), |depth| r.perft(depth), expected);
}

#[test]
fn perft_8x8_first_arrangement() {
    perft(ARRANGEMENTS[0], &[45, 2_001, 88_646, 3_858_798]);
}

#[test]
fn perft_8x8_second_arrangement_black_first() {
    perft(ARRANGEMENTS[1], &[43, 1_763, 75_605, 3_225_100]);
}

#[test]
fn perft_8x8_diagonals() {
    perft(ARRANGEMENTS[2], &[38, 1_444, 57_908, 2_323_632]);
}

#[test]
fn perft_10x10_first_arrangement() {
    perft(ARRANGEMENTS[3], &[64, 3_638, 237_686]);
}

#[test]
fn perft_10x10_second_arrangement_black_first() {
    perft(ARRANGEMENTS[4], &[102, 10_404, 1_011_857]);
}

// ---------------------------------------------------------------------------------------------
// The naive generator, over thousands of random positions

/// Random games from random deals, fast and naive in step: the same legal moves in every
/// position (passes, both draws and the win included), with repetition draws on and off.
#[test]
fn the_naive_generator_agrees_along_random_games() {
    let mut rng = SmallRng::seed_from_u64(2011);
    let mut positions = 0;
    for game in 0..240u64 {
        let board = if game % 2 == 0 { PyleBoard::Eight } else { PyleBoard::Ten };
        let options =
            PyleOptions { board, repetition_draw: game % 4 < 2, deal: rng.random(), ..PyleOptions::default() };
        let mut p = Pyle::new_game(options);
        let mut r = RefPos::parse(&p.position_text());
        for _ in 0..400 {
            positions += 1;
            let keys = fast_keys(&p);
            assert_eq!(keys, r.legal_keys(), "game {game}: {p:?}");
            assert_eq!(p.occurrences() as usize, if options.repetition_draw { r.occurrences() } else { 1 });
            let expected = r.result().map(|w| match w {
                Some(side) => Outcome::Win(side),
                None => Outcome::Draw,
            });
            assert_eq!(outcome(&p), expected, "game {game}: {p:?}");
            if keys.is_empty() {
                break;
            }
            let key = &keys[rng.random_range(0..keys.len())];
            let mv = p.parse_move(key).unwrap();
            p.play(mv);
            r.play(r.move_by_key(key).unwrap());
        }
    }
    println!("{positions} positions agree");
    assert!(positions > 20_000);
}

/// Random placements of stacks of every height (1 to 7), not reachable from any start perhaps, but
/// positions all the same: the same legal moves.
#[test]
fn the_naive_generator_agrees_on_random_placements() {
    let mut rng = SmallRng::seed_from_u64(4);
    for k in 0..3_000 {
        let size: u8 = if k % 3 == 0 { 10 } else { 8 };
        let squares = size as usize * size as usize;
        let mut free: Vec<u8> = (0..squares as u8).collect();
        let mut lists = [Vec::new(), Vec::new()];
        for list in &mut lists {
            let mut left = size as u32;
            while left > 0 {
                let h = rng.random_range(1..=left.min(7));
                let at = free.swap_remove(rng.random_range(0..free.len()));
                let name = BoardShape::full(size).name(at);
                list.push(if h == 1 { name } else { format!("{name}:{h}") });
                left -= h;
            }
        }
        let side = if rng.random_range(0..2) == 0 { "w" } else { "b" };
        let text = format!("{size} {side} W:{} B:{}", lists[0].join(","), lists[1].join(","));
        let p = pos(&text);
        let r = RefPos::parse(&text);
        assert_eq!(fast_keys(&p), r.legal_keys(), "{text}");
        assert_eq!(p.position_text(), r.text(), "the reference writes the same text");
        let can = |side| r.slides(side).is_empty();
        assert_eq!(p.can_move(Side::White), !can(Side::White), "{text}");
        assert_eq!(p.can_move(Side::Black), !can(Side::Black), "{text}");
        // Every move the naive generator refuses is refused by check_move too.
        for from in 0..squares as u8 {
            for _ in 0..3 {
                let to = rng.random_range(0..squares as u8);
                let mv = PyleMove::Slide { from, to };
                let key = p.move_text(mv);
                assert_eq!(p.check_move(mv).is_ok(), r.move_by_key(&key).is_some(), "{key} in {text}");
            }
        }
    }
}
