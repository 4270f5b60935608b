//! Positions are saved as their position text; those saved before, as a JSON object of each
//! game's own shape, still open: the worker reads them ([`saved::Earlier`]) and gives the page the
//! record with the position's text in their place ([`upgraded`]); the page itself reads only
//! the text.
//! `tests/saved/<game id>.jsonl` holds objects written by that old writer (every variant, from
//! the start and after 1, 3, 9 and 40 random moves).

use checkerbox_core::games::GameId;
use checkerbox_core::rules::byte::Byte;
use checkerbox_core::rules::{Game, saved};
use checkerbox_core::session::{RecordError, Seat, Session, upgraded};
use checkerbox_core::with_game;
use checkerbox_core::words::Words;

fn old_objects<G: Game>() -> Vec<String> {
    let path = format!("{}/tests/saved/{}.jsonl", env!("CARGO_MANIFEST_DIR"), G::info().id);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(str::to_string).collect()
}

/// Each old object reads, is written again as its position text, and that reads back as the same
/// position; a library record around it is brought up to date and opens as a game, which the
/// page's reader refuses before.
fn old_saves_open<G: saved::Old + Words>() {
    let objects = old_objects::<G>();
    assert!(objects.len() >= 10, "{} old objects", G::info().id);
    for object in objects {
        assert!(object.starts_with('{'), "{object}");
        let saved::Earlier(pos) =
            serde_json::from_str::<saved::Earlier<G>>(&object).unwrap_or_else(|e| panic!("{object}: {e}"));
        let text = pos.position_text();
        let back = G::from_position_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, pos, "{text}");
        assert_eq!(back.position_hash(), pos.position_hash(), "{text}");

        let seats = serde_json::to_string(&[Seat::Person, Seat::Friend]).unwrap();
        let record = format!(r#"{{"game":"{}","seats":{seats},"start":{object},"moves":[]}}"#, G::info().id);
        assert!(Session::<G>::from_json(&record).is_err(), "the page reads no old record");
        let record = upgraded::<G>(&record).unwrap_or_else(|e| panic!("{record}: {e}"));
        let session = Session::<G>::from_json(&record).unwrap_or_else(|e| panic!("{record}: {e}"));
        // (A session plays a forced pass or setup step at once, as it does for any start.)
        assert_eq!(session.position(), Session::new(pos, [Seat::Person, Seat::Friend]).position());
    }
}

#[test]
fn games_saved_before_still_open() {
    for game in GameId::ALL {
        with_game!(game, |G| old_saves_open::<G>());
    }
}

/// A damaged position, old or new, is refused in words, and nothing panics.
#[test]
fn damaged_positions_are_refused_with_a_reason() {
    let damaged = |start: &str| {
        let record = format!(r#"{{"game":"byte","seats":["Person","Person"],"start":{start},"moves":[]}}"#);
        upgraded::<Byte>(&record).expect_err(&record)
    };
    let why = damaged(r#""8x8 white won:0-0 c3=wwwwwwwwww""#);
    assert!(why.starts_with("the saved game is damaged"), "{why}");
    let why = damaged(
        r#"{"options":{"board":"Eight","merge_first":false},"to_move":"White","stacks_won":[0,0],"stacks":{"z9":"w"}}"#,
    );
    assert!(why.contains("z9"), "{why}");
    let why = damaged("17");
    assert!(why.contains("a Byte position"), "{why}");
    // The page reads today's records, and says the same of a damaged one.
    let record = r#"{"game":"byte","seats":["Person","Person"],"start":"8x8 white won:0-0 c3=wwwwwwwwww","moves":[]}"#;
    let read = Session::<Byte>::from_json(record);
    assert!(
        matches!(&read, Err(RecordError::Unreadable(why)) if why.starts_with("the saved game is damaged")),
        "{read:?}"
    );
}
