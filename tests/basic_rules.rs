//! Basic's rules, tested on the situations of Mark Steere's rule sheet (seeds/003) and of
//! RULES.md, plus notation, position texts, perft and a property test against the independent
//! reference generator. The sheet's figures are missing, so each figure's situation is rebuilt from
//! its caption and text; the comments say which figure or sentence a test comes from.
//!
//! Positions must account for every checker: on the board + borne off = 12 of each colour. Test
//! positions are padded with checkers borne off.

mod basic_reference;
mod perft_check;
mod seeded;

use basic_reference::{RefMove, RefPos, fast_key, fast_keys, ref_move_by_key};
use checkerbox_core::rules::basic::{Basic, BasicMove, BasicOptions};
use checkerbox_core::rules::grid::GRID_8;
use checkerbox_core::rules::saved::Earlier;
use checkerbox_core::rules::{Game, GameEvent, GameResult, IllegalMove, NotationError, Outcome, PositionError, Side};
use checkerbox_core::session::{Seat, Session};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use seeded::seeded;

const WHITE_FIRST: BasicOptions = BasicOptions { black_first: false };
const BLACK_FIRST: BasicOptions = BasicOptions { black_first: true };

/// A dark square by name.
fn sq(name: &str) -> u8 {
    GRID_8.parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A position from its text; panics with the reason if it is refused.
fn pos(text: &str) -> Basic {
    Basic::from_position_text(text).unwrap_or_else(|e| panic!("bad test position {text:?}: {e}"))
}

fn moves(pos: &Basic) -> Vec<BasicMove> {
    let mut out = Vec::new();
    pos.legal_moves(&mut out);
    out
}

/// The legal moves as text, sorted.
fn texts(pos: &Basic) -> Vec<String> {
    let mut t: Vec<String> = moves(pos).into_iter().map(|m| pos.move_text(m)).collect();
    t.sort();
    t
}

/// `"wbw"` → White, Black, White (bottom first).
fn sides(text: &str) -> Vec<Side> {
    text.chars().map(|c| if c == 'b' { Side::Black } else { Side::White }).collect()
}

/// The move written `text`, with the level it would lift from here, legal or not.
fn mv(pos: &Basic, text: &str) -> BasicMove {
    if text == "pass" {
        return BasicMove::Pass;
    }
    let (from, to) = text.split_once('-').unwrap();
    let from = sq(from);
    let level = pos.height(from);
    if to == "off" { BasicMove::BearOff { from, level } } else { BasicMove::Step { from, level, to: sq(to) } }
}

fn after(pos: &Basic, text: &str) -> Basic {
    let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e} in {}", pos.position_text()));
    let mut next = pos.clone();
    next.play(m);
    next
}

/// The reason a move is refused; panics if it is accepted.
fn refusal(pos: &Basic, m: BasicMove) -> String {
    match pos.check_move(m) {
        Ok(()) => panic!("{} ({m:?}) should be illegal in {}", pos.move_text(m), pos.position_text()),
        Err(IllegalMove(why)) => why,
    }
}

fn assert_illegal(pos: &Basic, text: &str, reason_contains: &str) {
    let m = mv(pos, text);
    let why = refusal(pos, m);
    assert!(why.contains(reason_contains), "reason for {text} was {why:?}, expected it to mention {reason_contains:?}");
    assert!(!moves(pos).contains(&m), "{text} is refused but listed by legal_moves");
    assert_eq!(pos.parse_move(text), Err(NotationError::Illegal(IllegalMove(why))));
}

/// The reference generator agrees with the fast one on this position.
fn assert_reference_agrees(pos: &Basic) {
    assert_eq!(fast_keys(pos), RefPos::from_basic(pos).legal_keys(), "{}", pos.position_text());
}

// ---------------------------------------------------------------------------------------------
// Setup (Fig. 1)

/// Fig. 1, "Initial setup": "The checkers are set up on the board in the usual way."
#[test]
fn figure_1_the_usual_setup_twelve_each_white_first() {
    let start = Basic::new_game(WHITE_FIRST);
    assert_eq!(start.to_move(), Side::White);
    assert_eq!(start.borne_off(), [0, 0]);
    assert_eq!(start.result(), None);
    for s in 0..32 {
        let rank = GRID_8.rank[s as usize] + 1;
        let expected = match rank {
            1..=3 => sides("w"),
            6..=8 => sides("b"),
            _ => vec![],
        };
        assert_eq!(start.stack(s), expected, "{}", GRID_8.name(s));
    }
    assert_eq!(start.checkers_on_board(Side::White), 12);
    assert_eq!(start.checkers_on_board(Side::Black), 12);
    assert_eq!(RefPos::from_basic(&start), RefPos::start(false));
    assert_eq!(BasicOptions::default(), WHITE_FIRST, "White moves first unless chosen otherwise");
    // White's first moves: every checker one square diagonally forward, onto a friend or not.
    assert_eq!(moves(&start).len(), 21);
    assert!(texts(&start).contains(&"a1-b2".to_string()), "a1 may step onto b2's checker");
    assert_reference_agrees(&start);
}

/// RULES.md: "White moves first (ours; option: Black first)".
#[test]
fn black_first_option() {
    let start = Basic::new_game(BLACK_FIRST);
    assert_eq!(start.to_move(), Side::Black);
    assert_eq!(start.options(), BLACK_FIRST);
    assert_eq!(RefPos::from_basic(&start), RefPos::start(true));
    assert_eq!(texts(&start).len(), 21);
    assert!(texts(&start).contains(&"f6-e5".to_string()));
    assert_illegal(&start, "c3-d4", "the checker on c3 is White's");
    assert!(start.position_text().starts_with("8x8 black-first black off:0-0 a1=w "));
    // The same board with the other side to move hashes differently.
    let white = Basic::new_game(WHITE_FIRST);
    assert_ne!(start.position_hash(), white.position_hash());
    assert_reference_agrees(&start);
}

// ---------------------------------------------------------------------------------------------
// The move (Fig. 2), stacking (Fig. 3), bearing off (Fig. 4)

/// Fig. 2, "Move diagonally forward one square": "A single checker is moved diagonally forward one
/// square." White's d4 goes to c5 or e5 — not back, not sideways, not two squares.
#[test]
fn figure_2_move_diagonally_forward_one_square() {
    let p = pos("8x8 white off:11-11 d4=w e7=b");
    assert_eq!(texts(&p), ["d4-c5", "d4-e5"]);
    for back in ["d4-c3", "d4-e3"] {
        assert_illegal(&p, back, "a checker moves one square diagonally forward");
    }
    assert_illegal(&p, "d4-f6", "a checker moves one square diagonally forward");
    assert_illegal(&p, "d4-b6", "a checker moves one square diagonally forward");
    assert_eq!(p.parse_move("d4-d5"), Err(NotationError::UnusedSquare("d5".into())));
    let n = after(&p, "d4-e5");
    assert_eq!(n.height(sq("d4")), 0);
    assert_eq!(n.stack(sq("e5")), sides("w"));
    assert_eq!(n.to_move(), Side::Black);
    // Black's forward is down.
    assert_eq!(texts(&n), ["e7-d6", "e7-f6"]);
    assert_illegal(&n, "e7-d8", "never back");
    // A checker on the edge has one square forward.
    let edge = pos("8x8 white off:11-11 a3=w e7=b");
    assert_eq!(texts(&edge), ["a3-b4"]);
    assert_reference_agrees(&p);
    assert_reference_agrees(&n);
    assert_reference_agrees(&edge);
}

/// Fig. 3, "Move forward and stack": "When moving to an already occupied square, simply place your
/// checker on top of the stack. There are no restrictions on stack height or composition."
#[test]
fn figure_3_move_forward_and_stack() {
    // White's c3 onto Black's d4: the stack is Black, White, and Black's checker is covered.
    let p = pos("8x8 white off:10-10 c3=w d4=b h6=b a1=w");
    assert!(texts(&p).contains(&"c3-d4".to_string()));
    let n = after(&p, "c3-d4");
    assert_eq!(n.stack(sq("d4")), sides("bw"));
    assert_eq!(n.top(sq("d4")), Some(Side::White));
    // Black's d4 checker is buried: only h6 moves.
    assert_eq!(texts(&n), ["h6-g5"]);
    assert_illegal(&n, "d4-c3", "covered");
    assert_reference_agrees(&n);

    // Onto a tall mixed stack: no limit on height or colours. e5 holds ten; White's d4 tops it.
    let tall = pos("8x8 white off:2-5 d4=w e5=wbwbwbwbbw a1=w c1=w e1=w g1=w b8=b d8=b");
    assert!(texts(&tall).contains(&"d4-e5".to_string()));
    let n = after(&tall, "d4-e5");
    assert_eq!(n.stack(sq("e5")), sides("wbwbwbwbbww"));
    assert_eq!(n.height(sq("e5")), 11);
    // Only the top checker of e5 moves: the one at level 11.
    let from_e5: Vec<BasicMove> =
        moves(&n).into_iter().filter(|m| matches!(m, BasicMove::Step { from, .. } if *from == sq("e5"))).collect();
    assert!(from_e5.is_empty(), "Black is to move: {from_e5:?}");
    let white_again = after(&after(&tall, "d4-e5"), "b8-a7");
    let from_e5: Vec<BasicMove> = moves(&white_again)
        .into_iter()
        .filter(|m| matches!(m, BasicMove::Step { from, .. } if *from == sq("e5")))
        .collect();
    assert_eq!(
        from_e5,
        [
            BasicMove::Step { from: sq("e5"), level: 11, to: sq("d6") },
            BasicMove::Step { from: sq("e5"), level: 11, to: sq("f6") }
        ]
    );
    // Lifting a buried checker is refused.
    let buried = BasicMove::Step { from: sq("e5"), level: 10, to: sq("d6") };
    assert_eq!(white_again.check_move(buried), Err(IllegalMove("only the top checker of a stack can move".into())));
    assert_reference_agrees(&tall);
    assert_reference_agrees(&white_again);

    // Every checker of the game on one square: a stack of 24 is still a stack.
    let all = pos(&format!("8x8 white off:0-0 d4={}", "bw".repeat(12)));
    assert_eq!(all.height(sq("d4")), 24);
    assert_eq!(texts(&all), ["d4-c5", "d4-e5"]);
    let n = after(&all, "d4-e5");
    assert_eq!(n.height(sq("d4")), 23);
    assert_eq!(texts(&n), ["d4-c3", "d4-e3"], "Black's checker is on top now");
    assert_reference_agrees(&all);
}

/// Fig. 4, "Bear off from farthest row": "Players can bear off a checker from their farthest row,
/// removing it from play." RULES.md: "instead of moving, remove one exposed checker of yours that
/// stands on your farthest row."
#[test]
fn figure_4_bear_off_from_the_farthest_row() {
    let p = pos("8x8 white off:4-5 h8=bw c7=w a1=w c1=w e1=w g1=w b2=w d2=w b4=bbbbb a3=b");
    assert!(texts(&p).contains(&"h8-off".to_string()));
    let bear = mv(&p, "h8-off");
    assert_eq!(bear, BasicMove::BearOff { from: sq("h8"), level: 2 });
    assert_eq!(
        p.events(bear),
        [GameEvent {
            side: Side::White,
            square: Some(sq("h8")),
            checkers: vec![Side::White],
            text: "White bears off from h8: 5 of 12 off.".into()
        }]
    );
    let n = after(&p, "h8-off");
    assert_eq!(n.borne_off(), [5, 5]);
    assert_eq!(n.stack(sq("h8")), sides("b"), "the Black checker under it is exposed again");
    assert_eq!(n.checkers_on_board(Side::White), 7);
    // Moves leave no events.
    assert!(p.events(mv(&p, "c7-d8")).is_empty());
    // The farthest row has no step forward: from there a checker can only bear off.
    assert_illegal(&p, "h8-g7", "never back");
    assert_reference_agrees(&p);
    assert_reference_agrees(&n);

    // Black's farthest row is rank 1.
    let b = pos("8x8 black off:11-11 c1=b h8=w");
    assert_eq!(texts(&b), ["c1-off"]);
    assert_eq!(
        after(&b, "c1-off").result(),
        Some(GameResult { outcome: Outcome::Win(Side::Black), score: Some([11, 12]) })
    );
    assert_reference_agrees(&b);
}

/// RULES.md: bearing off only "from your farthest row"; the sheet: "from their farthest row".
#[test]
fn no_bearing_off_from_anywhere_else() {
    let p = pos("8x8 white off:10-11 g7=w c3=w h8=b");
    for text in ["g7-off", "c3-off"] {
        assert_illegal(&p, text, "you can bear off only from your farthest row (rank 8)");
    }
    // h8 is White's farthest row, but the checker there is Black's.
    assert_illegal(&p, "h8-off", "the checker on h8 is Black's");
    assert!(!texts(&p).iter().any(|t| t.ends_with("-off")));
    let b = pos("8x8 black off:11-10 b2=b e5=b a7=w");
    assert_illegal(&b, "b2-off", "you can bear off only from your farthest row (rank 1)");
    assert_illegal(&b, "a7-off", "the checker on a7 is White's");
    assert_illegal(&b, "f6-off", "there is no checker on f6");
    assert_reference_agrees(&p);
    assert_reference_agrees(&b);
}

// ---------------------------------------------------------------------------------------------
// No passing, sitting out (the sheet's "NO PASSING")

/// "You must either move or bear off a checker during your turn if you can": pass is refused
/// while any move exists; "but not both": a move is one step or one bear-off.
#[test]
fn you_must_move_if_you_can() {
    let start = Basic::new_game(WHITE_FIRST);
    assert_illegal(&start, "pass", "you can move, so you may not pass");
    assert!(!moves(&start).contains(&BasicMove::Pass));
    // A single exposed checker is enough: Black's f6 must move although the rest are covered.
    let p = pos("8x8 black off:10-9 d4=bw f6=b c5=bw");
    assert_eq!(texts(&p), ["f6-e5", "f6-g5"]);
    assert_illegal(&p, "pass", "you may not pass");
    assert_reference_agrees(&p);
}

/// "If all of your checkers are covered by enemy checkers, you must sit the game out until one of
/// your checkers becomes exposed." The turn is a pass, which the session plays by itself; the
/// turn comes back as soon as a checker is uncovered.
#[test]
fn sitting_out_while_covered_and_the_turn_coming_back() {
    // White's c3 covers Black's last checker on d4? Not yet: White to move steps onto it.
    let p = pos("8x8 white off:9-11 c3=w d4=b a1=w g1=w");
    let covered = after(&p, "c3-d4");
    assert_eq!(covered.to_move(), Side::Black);
    assert_eq!(moves(&covered), [BasicMove::Pass], "every Black checker is covered");
    assert_eq!(covered.check_move(BasicMove::Pass), Ok(()));
    assert_eq!(covered.parse_move("pass"), Ok(BasicMove::Pass));
    assert_illegal(&covered, "d4-c3", "your checkers on d4 are covered by White's");
    assert_reference_agrees(&covered);

    // In a session the pass is played for Black, and White moves again.
    let mut session = Session::new(p.clone(), [Seat::Person; 2]);
    session.play_text("c3-d4").unwrap();
    let played = session.played();
    assert_eq!(played.len(), 2);
    assert_eq!((played[1].text.as_str(), played[1].by, played[1].forced), ("pass", Side::Black, true));
    assert_eq!(session.position().to_move(), Side::White);
    // White keeps Black covered while moving its others: Black sits out again.
    session.play_text("a1-b2").unwrap();
    assert_eq!(session.played().len(), 4);
    assert!(session.played()[3].forced);
    // White moves off d4: Black's checker is exposed and its turn comes back.
    session.play_text("d4-e5").unwrap();
    assert_eq!(session.played().len(), 5, "no pass: Black can move");
    let now = session.position();
    assert_eq!(now.to_move(), Side::Black);
    assert_eq!(texts(now), ["d4-c3", "d4-e3"]);
    assert_reference_agrees(now);
}

// ---------------------------------------------------------------------------------------------
// The end (the sheet's "OBJECT OF THE GAME")

/// "The first player to bear off all of his checkers wins": the game ends at the twelfth.
#[test]
fn the_game_ends_when_all_twelve_are_borne_off() {
    let p = pos("8x8 white off:11-3 b8=w c3=bbbbbbbbb");
    let bear = mv(&p, "b8-off");
    assert_eq!(p.events(bear)[0].text, "White bears off from b8: 12 of 12 off.");
    let end = after(&p, "b8-off");
    assert_eq!(end.result(), Some(GameResult { outcome: Outcome::Win(Side::White), score: Some([12, 3]) }));
    assert!(moves(&end).is_empty(), "a finished game has no move, not even a pass");
    assert!(RefPos::from_basic(&end).legal_moves().is_empty());
    assert_eq!(end.check_move(BasicMove::Pass), Err(IllegalMove("the game is over".into())));
    assert_eq!(end.check_move(mv(&end, "c3-b2")), Err(IllegalMove("the game is over".into())));
    assert!(end.parse_move("pass").is_err());
    // Eleven is not yet the end.
    let q = pos("8x8 white off:10-3 b8=w d8=w c3=bbbbbbbbb");
    let n = after(&q, "b8-off");
    assert_eq!(n.result(), None);
    assert_eq!(n.borne_off(), [11, 3]);
    assert_eq!(texts(&n), ["c3-b2", "c3-d2"]);
}

// ---------------------------------------------------------------------------------------------
// Notation: `c3-d4`, `h8-off`, `pass`

#[test]
fn notation_round_trips() {
    for options in [WHITE_FIRST, BLACK_FIRST] {
        let start = Basic::new_game(options);
        for m in moves(&start) {
            assert_eq!(start.parse_move(&start.move_text(m)), Ok(m));
        }
    }
    let start = Basic::new_game(WHITE_FIRST);
    assert_eq!(start.parse_move("c3-d4"), Ok(BasicMove::Step { from: sq("c3"), level: 1, to: sq("d4") }));
    assert_eq!(start.parse_move(" C3-D4 "), Ok(BasicMove::Step { from: sq("c3"), level: 1, to: sq("d4") }));
    let p = pos("8x8 white off:10-10 h8=bw c3=w b2=b");
    assert_eq!(p.parse_move("h8-off"), Ok(BasicMove::BearOff { from: sq("h8"), level: 2 }));
    assert_eq!(p.parse_move("h8-OFF"), Ok(BasicMove::BearOff { from: sq("h8"), level: 2 }));
    assert_eq!(p.move_text(BasicMove::BearOff { from: sq("h8"), level: 2 }), "h8-off");
    let covered = pos("8x8 black off:10-11 c3=bw a1=w");
    assert_eq!(covered.parse_move("pass"), Ok(BasicMove::Pass));
    assert_eq!(covered.parse_move("PASS"), Ok(BasicMove::Pass));
    assert_eq!(covered.move_text(BasicMove::Pass), "pass");
    assert!(Basic::is_pass(BasicMove::Pass));
    assert!(!Basic::is_pass(BasicMove::BearOff { from: 0, level: 1 }));
    assert_eq!(Basic::info().id, "basic");
    assert_eq!(Basic::info().designer, "Mark Steere");
}

#[test]
fn notation_errors_are_typed_and_in_a_players_words() {
    let start = Basic::new_game(WHITE_FIRST);
    assert_eq!(start.parse_move(""), Err(NotationError::Empty));
    assert_eq!(start.parse_move("  "), Err(NotationError::Empty));
    for garbage in ["hello", "c3", "c3d4", "c3 d4", "off", "pass pass", "c3:2-d4x"] {
        let r = start.parse_move(garbage);
        let ok = matches!(r, Err(NotationError::Malformed { .. }) | Err(NotationError::NoSuchSquare(_)));
        assert!(ok, "{garbage:?} gave {r:?}");
    }
    let e = start.parse_move("c3d4").unwrap_err();
    assert_eq!(e.to_string(), "\u{201c}c3d4\u{201d} is not a move: expected a move such as c3-d4, h8-off or pass");
    assert_eq!(start.parse_move("i1-h2"), Err(NotationError::NoSuchSquare("i1".into())));
    assert_eq!(start.parse_move("c3-d9"), Err(NotationError::NoSuchSquare("d9".into())));
    assert_eq!(start.parse_move("c3-of"), Err(NotationError::NoSuchSquare("of".into())));
    assert_eq!(start.parse_move("b1-c2"), Err(NotationError::UnusedSquare("b1".into())));
    assert_eq!(start.parse_move("c3-c4"), Err(NotationError::UnusedSquare("c4".into())));
    let illegal = |text: &str| match start.parse_move(text) {
        Err(NotationError::Illegal(IllegalMove(why))) => why,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(illegal("d4-e5"), "there is no checker on d4");
    assert_eq!(illegal("f6-e5"), "the checker on f6 is Black's");
    assert_eq!(illegal("c3-b2"), "a checker moves one square diagonally forward, never back");
    assert_eq!(illegal("c3-e5"), "a checker moves one square diagonally forward");
    assert_eq!(illegal("c3-off"), "you can bear off only from your farthest row (rank 8)");
    assert_eq!(illegal("pass"), "you can move, so you may not pass");
    // A move that names a buried checker, or a level the stack does not have.
    let p = pos("8x8 white off:10-11 c3=ww a1=b");
    let low = BasicMove::Step { from: sq("c3"), level: 1, to: sq("d4") };
    assert_eq!(p.check_move(low), Err(IllegalMove("only the top checker of a stack can move".into())));
    let high = BasicMove::Step { from: sq("c3"), level: 3, to: sq("d4") };
    assert_eq!(p.check_move(high), Err(IllegalMove("c3 has only 2 checkers".into())));
    let mixed = pos("8x8 white off:10-10 c3=wbb a1=w");
    assert_eq!(
        mixed.check_move(mv(&mixed, "c3-d4")),
        Err(IllegalMove("your checkers on c3 are covered by Black's: only the top checker of a stack can move".into()))
    );
    let black_stack = pos("8x8 white off:11-10 c3=bb a1=w");
    assert_eq!(
        black_stack.check_move(mv(&black_stack, "c3-d4")),
        Err(IllegalMove("none of the checkers on c3 is White's".into()))
    );
}

// ---------------------------------------------------------------------------------------------
// Position text: `8x8 [black-first] white off:0-0 a1=w c3=wbw …`

/// An error message as a player reads it: no Rust or serde wording.
fn assert_players_words(message: &str) {
    assert!(!message.is_empty());
    for jargon in ["expected value", "invalid type", "at line", "column", "serde", "Err(", "Some(", "{", "}"] {
        assert!(!message.contains(jargon), "{message:?} says {jargon:?}");
    }
}

#[test]
fn position_text_examples() {
    let start = Basic::new_game(WHITE_FIRST);
    let text = "8x8 white off:0-0 a1=w c1=w e1=w g1=w b2=w d2=w f2=w h2=w a3=w c3=w e3=w g3=w b6=b d6=b f6=b h6=b \
                a7=b c7=b e7=b g7=b b8=b d8=b f8=b h8=b";
    assert_eq!(start.position_text(), text);
    assert_eq!(Basic::from_position_text(text), Ok(start.clone()));
    assert_eq!(Basic::from_position_text(text).unwrap().position_hash(), start.position_hash());

    // Black first, Black to move, checkers borne off and stacks: read in any order, written square
    // by square; spaces between words do not matter.
    let text = "8x8 black-first black off:7-8 a1=w c3=wbw d4=bbw h8=bw";
    let p = pos("  8x8 black-first   black off:7-8 h8=bw\td4=bbw c3=wbw a1=w ");
    assert_eq!(p.position_text(), text);
    assert_eq!(p.options(), BLACK_FIRST);
    assert_eq!(p.to_move(), Side::Black);
    assert_eq!(p.borne_off(), [7, 8]);
    assert_eq!(p.stack(sq("c3")), sides("wbw"));
    assert_eq!(pos(text).position_hash(), p.position_hash());
    // The same position reached by play hashes the same.
    let played = after(&pos("8x8 white off:7-8 a1=w c3=wbw d4=bb h8=bw b6=w"), "b6-a7");
    let built = pos("8x8 black off:7-8 a1=w c3=wbw d4=bb h8=bw a7=w");
    assert_eq!(played, built);
    assert_eq!(played.position_hash(), built.position_hash());

    // Saved: the position text, checked alike, which the page reads in a record; and the object
    // saved before, still read (by the upgrade worker, through `Earlier`) and checked, which the
    // page does not read.
    let earlier = |json: &str| serde_json::from_str::<Earlier<Basic>>(json).map(|e| e.0);
    let json = format!("{text:?}");
    assert_eq!(earlier(&json).unwrap(), p);
    let old = r#"{"options":{"black_first":true},"to_move":"Black","borne_off":[7,8],"stacks":{"a1":"w","c3":"wbw","d4":"bbw","h8":"bw"}}"#;
    assert_eq!(earlier(old).unwrap(), p);
    let record = |start: &str| format!(r#"{{"game":"basic","seats":["Person","Person"],"start":{start},"moves":[]}}"#);
    assert!(Session::<Basic>::from_json(&record(&json)).is_ok());
    assert!(Session::<Basic>::from_json(&record(old)).is_err(), "the page reads no old object");
    for bad in [json.replace("off:7-8", "off:7-7"), old.replace("[7,8]", "[7,7]")] {
        let why = earlier(&bad).unwrap_err().to_string();
        assert!(why.contains("the black checkers do not add up"), "{why}");
    }
}

#[test]
fn every_position_error_kind() {
    let error = |text: &str| Basic::from_position_text(text).expect_err(text);
    // Malformed.
    for malformed in [
        "",
        "10x10 white off:0-0",
        "8X8 white off:0-0",
        "8x8 green off:0-0",
        "8x8 white",
        "8x8 white won:0-0",
        "8x8 white off:0",
        "8x8 white off:a-0",
        "8x8 white off:0-300",
        "8x8 white off:12-12 c3",
        "8x8 black-first black-first white off:0-0",
    ] {
        let e = error(malformed);
        assert!(matches!(e, PositionError::Malformed { .. }), "{malformed:?} gave {e:?}");
        let message = e.to_string();
        assert!(message.contains("is not a position: expected 8x8, black-first if Black moved first"), "{message}");
        assert_players_words(&message);
    }
    // Squares.
    let e = error("8x8 white off:11-11 b1=w c3=b");
    assert_eq!(e, PositionError::Square(NotationError::UnusedSquare("b1".into())));
    assert_eq!(e.to_string(), "b1 is a light square, which this game does not use");
    let e = error("8x8 white off:11-11 i1=w c3=b");
    assert_eq!(e, PositionError::Square(NotationError::NoSuchSquare("i1".into())));
    assert_eq!(e.to_string(), "\u{201c}i1\u{201d} is not a square on this board");
    // Impossible, each in a player's words.
    for (impossible, says) in [
        ("8x8 white off:11-11 c3=wxb", "a stack is written with w and b"),
        ("8x8 white off:0-0 c3=w", "the white checkers do not add up: 1 on the board and 0 borne off"),
        ("8x8 white off:11-10 c3=w d4=b", "the black checkers do not add up"),
        ("8x8 white off:13-11 d4=b", "the white checkers do not add up"),
        ("8x8 white off:11-11 c3=w c3=b", "two stacks on c3"),
        ("8x8 white off:11-11 c3=w d4=", "the stack on d4 has no checkers"),
        ("8x8 white off:0-0 d4=wbwbwbwbwbwbwbwbwbwbwbwbw", "a stack of 25 checkers cannot happen"),
        ("8x8 black off:12-12", "both sides cannot have borne off all 12"),
        ("8x8 white off:12-11 c3=b", "White has borne off all 12 and won, so White made the last move"),
        ("8x8 black off:11-12 c3=w", "Black has borne off all 12"),
        ("8x8 white off:10-11 a1=bw c3=w", "a white checker on a1 above the bottom cannot happen"),
        ("8x8 white off:11-10 h8=wb c3=b", "a black checker on h8 above the bottom cannot happen"),
    ] {
        let e = error(impossible);
        assert!(matches!(e, PositionError::Impossible(_)), "{impossible:?} gave {e:?}");
        assert!(e.to_string().contains(says), "{impossible:?}: {e}");
        assert_players_words(&e.to_string());
    }
    // What is possible is accepted: a finished game with the loser to move, a Black checker on
    // White's first row above White's (it came down), one stack of all 24.
    assert_eq!(pos("8x8 black off:12-5 c3=bbbbbbb").result().map(|r| r.outcome), Some(Outcome::Win(Side::White)));
    assert_eq!(pos("8x8 white off:10-11 a1=wb c3=w").stack(sq("a1")), sides("wb"));
}

// ---------------------------------------------------------------------------------------------
// Perft: leaf nodes of the move tree from the start (passes count as moves; a finished game has
// none), checked against the independent reference generator, and pinned.

const PERFT_WHITE_FIRST: [u64; 6] = [21, 441, 8_715, 172_179, 3_238_830, 60_858_485];
/// The start is symmetric (turn the board around and swap the colours), so Black first gives the
/// same counts; to depth 5, to save time.
const PERFT_BLACK_FIRST: [u64; 5] = [21, 441, 8_715, 172_179, 3_238_830];

/// Counts from the start of `options`, against the reference generator's from the same start.
fn perft(options: BasicOptions, expected: &[u64]) {
    let start = Basic::new_game(options);
    let mut reference = RefPos::start(options.black_first);
    assert_eq!(RefPos::from_basic(&start), reference);
    perft_check::check(&start.position_text(), &start, |depth| reference.perft(depth), expected);
}

#[test]
fn perft_white_first() {
    perft(WHITE_FIRST, &PERFT_WHITE_FIRST);
}

#[test]
fn perft_black_first() {
    perft(BLACK_FIRST, &PERFT_BLACK_FIRST);
}

// ---------------------------------------------------------------------------------------------
// Property: fast and naive agree on thousands of seeded random positions, and on what each move
// does.

/// A random position no game may reach, but that the rules accept: the checkers of each colour
/// not borne off are dropped on random squares (a checker never under another on its own first
/// row), on stacks of any height.
fn random_position(rng: &mut SmallRng) -> Basic {
    let mut off = [rng.random_range(0..=12u8), rng.random_range(0..=12u8)];
    if off == [12, 12] {
        off[rng.random_range(0..2)] = rng.random_range(0..12);
    }
    // Few squares, so that stacks grow tall.
    let spread = rng.random_range(1..=32u8);
    let mut stacks: Vec<Vec<Side>> = vec![Vec::new(); 32];
    let mut checkers: Vec<Side> = [Side::White, Side::Black]
        .into_iter()
        .flat_map(|s| std::iter::repeat_n(s, 12 - off[s.index()] as usize))
        .collect();
    // Shuffle.
    for i in (1..checkers.len()).rev() {
        checkers.swap(i, rng.random_range(0..=i));
    }
    let chosen: Vec<usize> = (0..spread).map(|_| rng.random_range(0..32)).collect();
    for c in checkers {
        for tries in 0.. {
            let s = if tries < 20 { chosen[rng.random_range(0..chosen.len())] } else { rng.random_range(0..32) };
            // A checker on its own first row has never moved: nothing is under it.
            let first_row = if c == Side::White { 0 } else { 7 };
            if stacks[s].is_empty() || GRID_8.rank[s] != first_row {
                stacks[s].push(c);
                break;
            }
        }
    }
    let mut side = if rng.random_bool(0.5) { Side::White } else { Side::Black };
    if let Some(winner) = [Side::White, Side::Black].into_iter().find(|s| off[s.index()] == 12) {
        side = winner.other();
    }
    let mut text = format!(
        "8x8{} {} off:{}-{}",
        if rng.random_bool(0.5) { " black-first" } else { "" },
        side.name().to_lowercase(),
        off[0],
        off[1]
    );
    for (s, stack) in stacks.iter().enumerate() {
        if !stack.is_empty() {
            let letters: String = stack.iter().map(|c| if *c == Side::White { 'w' } else { 'b' }).collect();
            text.push_str(&format!(" {}={letters}", GRID_8.name(s as u8)));
        }
    }
    pos(&text)
}

/// Fast and naive agree on the legal moves, on what check_move accepts, and on where every move
/// leads (the board, the side to move and the checkers borne off).
fn agree(p: &Basic, sweep: bool) {
    let reference = RefPos::from_basic(p);
    let keys = fast_keys(p);
    assert_eq!(keys, reference.legal_keys(), "legal moves of {}", p.position_text());
    let mut legal = Vec::new();
    p.legal_moves(&mut legal);
    for &m in &legal {
        assert_eq!(p.check_move(m), Ok(()), "{} refused in {}", p.move_text(m), p.position_text());
        let key = fast_key(p, m);
        let rm = ref_move_by_key(&reference, &key).unwrap_or_else(|| panic!("{key} unknown to the reference"));
        let mut fast_next = p.clone();
        fast_next.play(m);
        let mut ref_next = reference.clone();
        ref_next.play(rm);
        assert_eq!(RefPos::from_basic(&fast_next), ref_next, "{key} in {}", p.position_text());
        let events = p.events(m);
        assert_eq!(events.len(), matches!(rm, RefMove::BearOff { .. }) as usize, "events of {key}");
        let back = Basic::from_position_text(&fast_next.position_text()).unwrap();
        assert_eq!(back.position_hash(), fast_next.position_hash(), "hash after {key} in {}", p.position_text());
    }
    // Moves from everywhere to everywhere: accepted exactly when listed.
    for from in (0..32u8).filter(|_| sweep) {
        for level in [p.height(from), p.height(from).wrapping_sub(1), p.height(from) + 1] {
            let bear = BasicMove::BearOff { from, level };
            assert_eq!(p.check_move(bear).is_ok(), legal.contains(&bear), "{bear:?} in {}", p.position_text());
            for to in 0..32u8 {
                let step = BasicMove::Step { from, level, to };
                assert_eq!(p.check_move(step).is_ok(), legal.contains(&step), "{step:?} in {}", p.position_text());
            }
        }
    }
    let pass_ok = p.check_move(BasicMove::Pass).is_ok();
    assert_eq!(pass_ok, legal == [BasicMove::Pass], "pass in {}", p.position_text());
}

#[test]
fn fast_and_naive_agree_on_random_positions() {
    seeded("random positions", 0..3_000, |seed| {
        let mut rng = SmallRng::seed_from_u64(seed);
        agree(&random_position(&mut rng), seed % 5 == 0);
    });
}

#[test]
fn fast_and_naive_agree_along_random_games() {
    let mut positions = 0;
    seeded("random games", 1_000..1_060, |seed| {
        let mut rng = SmallRng::seed_from_u64(seed);
        let options = if seed % 2 == 0 { WHITE_FIRST } else { BLACK_FIRST };
        let mut p = Basic::new_game(options);
        let mut reference = RefPos::start(options.black_first);
        loop {
            agree(&p, positions % 20 == 0);
            positions += 1;
            let legal = moves(&p);
            if legal.is_empty() {
                assert!(p.result().is_some());
                assert_eq!(
                    reference.winner(),
                    p.result().map(|r| match r.outcome {
                        Outcome::Win(s) => s,
                        other => panic!("{other:?}"),
                    })
                );
                break;
            }
            let m = legal[rng.random_range(0..legal.len())];
            let rm = ref_move_by_key(&reference, &fast_key(&p, m)).unwrap();
            p.play(m);
            reference.play(rm);
            assert_eq!(RefPos::from_basic(&p), reference);
        }
    });
    assert!(positions > 5_000, "only {positions} positions");
}
