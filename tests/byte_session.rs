//! A Byte game in progress: undo against the computer, forced passes, records. The session is
//! generic; these are its Byte situations (the conformance suite covers every game's records).

use checkerbox_core::level::Strength;
use checkerbox_core::rules::byte::{Byte, ByteOptions};
use checkerbox_core::rules::{Game, Side};
use checkerbox_core::session::{RecordError, Seat, Session};

fn text_moves(s: &Session<Byte>) -> Vec<&str> {
    s.played().iter().map(|p| p.text.as_str()).collect()
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too() {
    let mut s = Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person, Seat::Computer(Strength::Hard)]);
    assert!(!s.can_undo());
    s.play_text("d2-c3").unwrap();
    assert!(s.computer_strength().is_some());
    s.play_text("a3-b4").unwrap();
    assert!(s.person_to_move());
    assert!(s.undo());
    assert!(s.played().is_empty());
    assert_eq!(s.position(), &Byte::new_game(ByteOptions::default()));
    assert!(s.redo());
    assert_eq!(text_moves(&s), ["d2-c3", "a3-b4"]);
    assert!(s.person_to_move());
}

#[test]
fn only_the_master_thinks_on_the_persons_time_and_only_while_the_person_is_to_move() {
    let start = || Byte::new_game(ByteOptions::default());
    let mut s = Session::new(start(), [Seat::Person, Seat::Computer(Strength::Master)]);
    assert!(s.ponders(), "the person is to move against the master");
    s.play_text("d2-c3").unwrap();
    assert!(!s.ponders(), "the master's own turn");
    s.play_text("a3-b4").unwrap();
    assert!(s.ponders());
    for seats in [
        [Seat::Person, Seat::Computer(Strength::Hard)],
        [Seat::Person, Seat::Person],
        [Seat::Computer(Strength::Master); 2],
    ] {
        assert!(!Session::new(start(), seats).ponders(), "{seats:?}");
    }
}

#[test]
fn undo_between_people_is_one_move_and_a_new_move_clears_redo() {
    let mut s = Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person; 2]);
    s.play_text("d2-c3").unwrap();
    s.play_text("a3-b4").unwrap();
    let rev = s.revision();
    assert!(s.undo());
    assert!(s.revision() > rev);
    assert_eq!(text_moves(&s), ["d2-c3"]);
    s.play_text("e3-d4").unwrap();
    assert!(!s.can_redo());
    assert!(!s.redo());
}

#[test]
fn forced_passes_are_played_and_undone_with_the_move_before_them() {
    use checkerbox_core::rules::Side::{Black, White};
    let g = &checkerbox_core::rules::grid::GRID_8;
    let sq = |name| g.parse(name).unwrap();
    // Black's only checker sits on a White-bottomed stack that touches nothing: Black can
    // neither merge nor make a basic move, so after any White move Black must pass.
    let stacks: [(u8, &[Side]); 3] = [(sq("a1"), &[White]), (sq("e5"), &[White, Black]), (sq("h8"), &[White; 5])];
    let start = Byte::from_stacks(ByteOptions::default(), &stacks, White, [1, 1]).unwrap();
    let mut s = Session::new(start.clone(), [Seat::Person; 2]);
    s.play_text("a1-b2").unwrap();
    assert_eq!(text_moves(&s), ["a1-b2", "pass"]);
    assert!(s.played()[1].forced && s.played()[1].by == Black);
    assert_eq!(s.position().to_move(), White);
    assert!(s.undo());
    assert_eq!(s.position(), &start);
    assert!(s.redo());
    assert_eq!(text_moves(&s), ["a1-b2", "pass"]);
}

#[test]
fn a_record_replays_to_the_same_game_and_a_bad_one_says_why() {
    let mut s = Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person, Seat::Computer(Strength::Hard)]);
    for text in ["d2-c3", "a3-b4", "f2-e3"] {
        s.play_text(text).unwrap();
    }
    let json = serde_json::to_string(&s.record()).unwrap();
    let back = Session::<Byte>::from_json(&json).unwrap();
    assert_eq!(back.position(), s.position());
    assert_eq!(text_moves(&back), text_moves(&s));
    assert_eq!(back.seats(), s.seats());

    let mut bad = s.record().of::<Byte>().unwrap();
    bad.moves[1] = "a3-a4".into();
    let why = Session::<Byte>::from_record(bad).unwrap_err();
    assert!(matches!(&why, RecordError::BadMove { number: 2, text, .. } if text == "a3-a4"), "{why:?}");
    assert!(why.to_string().starts_with("move 2 (a3-a4) cannot be played: "), "{why}");
    let mut other = s.record().of::<Byte>().unwrap();
    other.game = "pyle".parse().unwrap();
    let why = Session::<Byte>::from_record(other).unwrap_err();
    assert_eq!(why.to_string(), "it is a game of \"pyle\", not Byte");
    assert_eq!(why, RecordError::OtherGame { found: "pyle".parse().unwrap(), expected: "Byte" });
    assert!(matches!(Session::<Byte>::from_json("{\"game\":"), Err(RecordError::Unreadable(_))));
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut s = Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person; 2]);
    s.play_text("d2-c3").unwrap();
    let before = (s.position().clone(), s.played().len(), s.revision());
    assert!(s.play_text("d2-c3").is_err());
    assert!(s.play_text("nonsense").is_err());
    assert_eq!((s.position().clone(), s.played().len(), s.revision()), before);
}

#[test]
fn a_stack_won_is_an_event_of_its_move() {
    use Side::{Black, White};
    let g = &checkerbox_core::rules::grid::GRID_8;
    let sq = |name| g.parse(name).unwrap();
    // White lifts its level-2 checker of c3 onto d4's seven: eight, White on top.
    let stacks: [(u8, &[Side]); 3] = [
        (sq("c3"), &[Black, White]),
        (sq("d4"), &[White, Black, Black, Black, Black, Black, White]),
        (sq("h8"), &[White; 7]),
    ];
    let start = Byte::from_stacks(ByteOptions::default(), &stacks, White, [1, 0]).unwrap();
    let mut s = Session::new(start, [Seat::Person; 2]);
    s.play_text("c3:2-d4").unwrap();
    let events = &s.played()[0].events;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].side, White);
    assert_eq!(events[0].square, Some(sq("d4")));
    assert_eq!(events[0].checkers, [White, Black, Black, Black, Black, Black, White, White]);
    assert_eq!(events[0].text, "White wins the stack of eight on d4.");
}

#[test]
fn rematch_and_swapped_colours_start_from_the_same_position() {
    let mut s = Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person, Seat::Computer(Strength::Easy)]);
    s.play_text("d2-c3").unwrap();
    let swapped = s.restarted([Seat::Computer(Strength::Easy), Seat::Person]);
    assert!(swapped.played().is_empty());
    assert_eq!(swapped.position(), &Byte::new_game(ByteOptions::default()));
    assert_eq!(swapped.seats(), [Seat::Computer(Strength::Easy), Seat::Person]);
    assert_eq!(s.position_at(0), &Byte::new_game(ByteOptions::default()));
    assert_eq!(s.position_at(99), s.position());
}

#[test]
fn a_friends_move_is_never_undone_here() {
    let mut session = Session::new(Byte::new_game(Default::default()), [Seat::Person, Seat::Friend]);
    let mut moves = Vec::new();
    assert!(!session.can_undo());
    session.position().legal_moves(&mut moves);
    session.play(moves[0]).unwrap();
    assert!(session.can_undo(), "my move, not yet answered, can be taken back");
    assert!(!session.person_to_move() && session.computer_strength().is_none(), "the friend moves elsewhere");
    session.position().legal_moves(&mut moves);
    session.play(moves[0]).unwrap();
    assert!(!session.can_undo() && !session.undo(), "the friend's move arrived: it stays");
    assert_eq!(session.played().len(), 2);
}

#[test]
fn a_session_as_given_keeps_a_start_where_the_mover_must_pass() {
    // White's only checker is under Black's on c3: White can only pass.
    let start = Byte::from_position_text("8x8 white won:1-1 c3=bw f6=bbbbbb").unwrap();
    let new = Session::new(start.clone(), [Seat::Person, Seat::Person]);
    assert_eq!((new.played().len(), new.position().to_move()), (1, Side::Black), "the pass is played at once");
    let given = Session::as_given(start.clone(), [Seat::Person, Seat::Person]);
    assert_eq!((given.played().len(), given.position()), (0, &start), "as written");
}
