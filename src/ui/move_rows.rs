//! The move list's layout: the setup's decisions in a section of their own, then the game's moves
//! numbered from 1, White's beside Black's. Plain Rust, so that the list's shape is tested
//! natively; the list itself is drawn in `web/move_list.rs`.

use super::any_session::ListedMove;
use checkerbox_core::rules::Side;

/// The moves played, laid out as the move list shows them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveRows {
    /// The setup's decisions, in the order they were made.
    pub setup: Vec<ListedMove>,
    /// The game's moves, one numbered row (from 1) for each pair: White's place, then Black's.
    /// Black's move that no white one precedes in its row (Black moving first) leaves White's
    /// place empty.
    pub rows: Vec<[Option<ListedMove>; 2]>,
}

impl MoveRows {
    /// Lays out `listed`, the moves in the order played ([`ListedMove::setup`] says which are
    /// the setup's).
    pub fn of(listed: Vec<ListedMove>) -> MoveRows {
        let mut laid = MoveRows::default();
        for m in listed {
            if m.setup {
                laid.setup.push(m);
                continue;
            }
            match (m.by, laid.rows.last_mut()) {
                (Side::Black, Some([Some(_), black @ None])) => *black = Some(m),
                (Side::White, _) => laid.rows.push([Some(m), None]),
                (Side::Black, _) => laid.rows.push([None, Some(m)]),
            }
        }
        laid
    }
}

/// The entry that stands for the position after `shown` moves (`None`: the latest position):
/// the last entry played by then, since a move the list leaves out changes nothing on the board.
/// Given as its [`ListedMove::after`]; none before the first entry.
pub fn current(listed: &[ListedMove], shown: Option<usize>) -> Option<usize> {
    listed.iter().map(|m| m.after).take_while(|&after| shown.is_none_or(|k| after <= k)).last()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::any_session::AnySession;
    use checkerbox_core::rules::Game;
    use checkerbox_core::rules::byte::{Byte, ByteOptions};
    use checkerbox_core::rules::pyle::{Pyle, PyleOptions, PyleStart};
    use checkerbox_core::rules::sight_reduction::{SightOptions, SightReduction, SightSetup};
    use checkerbox_core::session::{Seat, Session};

    fn session<G: crate::ui::view::GameView>(start: G) -> Box<dyn AnySession> {
        Box::new(Session::new(start, [Seat::Person; 2]))
    }

    /// Plays each move written here.
    fn play(t: &mut Box<dyn AnySession>, moves: &[&str]) {
        for text in moves {
            t.play_text(text).unwrap_or_else(|why| panic!("{text}: {why}"));
        }
    }

    fn words(entries: &[ListedMove]) -> Vec<(&str, usize)> {
        entries.iter().map(|m| (m.text.as_str(), m.after)).collect()
    }

    /// Each row's places as (text, moves after it), "" for an empty place.
    fn rows(laid: &MoveRows) -> Vec<[(&str, usize); 2]> {
        laid.rows.iter().map(|pair| pair.each_ref().map(place)).collect()
    }

    fn place(p: &Option<ListedMove>) -> (&str, usize) {
        p.as_ref().map_or(("", 0), |m| (m.text.as_str(), m.after))
    }

    #[test]
    fn a_game_without_a_setup_is_numbered_in_pairs_from_its_first_move() {
        let mut t = session(Byte::new_game(ByteOptions::default()));
        let played: Vec<String> = (0..3)
            .map(|_| {
                let text = t.move_text(0).expect("a move");
                play(&mut t, &[&text]);
                text
            })
            .collect();
        let laid = MoveRows::of(t.listed());
        assert!(laid.setup.is_empty());
        assert_eq!(rows(&laid), [[(played[0].as_str(), 1), (&played[1], 2)], [(&played[2], 3), ("", 0)]]);
        assert_eq!(current(&t.listed(), None), Some(3));
        assert_eq!(current(&t.listed(), Some(2)), Some(2));
        assert_eq!(current(&t.listed(), Some(0)), None, "the start: no entry");
    }

    #[test]
    fn pyles_full_setup_is_a_section_of_decisions_and_black_may_begin_the_numbered_moves() {
        let options = PyleOptions { start: PyleStart::Protocol, ..PyleOptions::default() };
        let mut t = session(Pyle::new_game(options));
        let arrangement = t.move_text(0).expect("an arrangement is listed");
        play(&mut t, &[&arrangement, "white"]);
        // Player Two took White: Player One plays Black and moves first.
        let black = t.move_text(0).expect("Black has a slide");
        play(&mut t, &[&black]);
        let white = t.move_text(0).expect("White has a slide");
        play(&mut t, &[&white]);
        let laid = MoveRows::of(t.listed());
        assert_eq!(words(&laid.setup), [("Player One set out the men", 1), ("Player Two took White", 2)]);
        assert_eq!(rows(&laid), [[("", 0), (black.as_str(), 3)], [(white.as_str(), 4), ("", 0)]]);
        // Choosing to move first, then Player One's colour.
        let mut t = session(Pyle::new_game(options));
        play(&mut t, &[&arrangement, "first", "black"]);
        let laid = MoveRows::of(t.listed());
        assert_eq!(
            words(&laid.setup),
            [("Player One set out the men", 1), ("Player Two chose to move first", 2), ("Player One took Black", 3)]
        );
        assert!(laid.rows.is_empty());
        assert_eq!(t.side_name(t.to_move()), "White (Player Two)", "Player Two moves first");
    }

    #[test]
    fn the_fair_setup_lists_its_decisions_without_player_twos_passes() {
        // a1 and b1 black, c1 and d1 white.
        let dealt = "BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w fair offer";
        let mut t = session(SightReduction::from_position_text(dealt).unwrap());
        play(&mut t, &["swap", "a1<>c1", "done", "black", "first"]);
        // The passes the app played: after the choice to swap, after the swap, after "first".
        assert_eq!(t.played(), 8);
        let removal = t.move_text(0).expect("White removes");
        play(&mut t, &[&removal]);
        let listed = t.listed();
        let laid = MoveRows::of(listed.clone());
        assert_eq!(
            words(&laid.setup),
            [
                ("Player One chose to swap", 1),
                ("Player One swapped a1 and c1", 3),
                ("Player One kept the board", 5),
                ("Player Two took Black", 6),
                ("White (Player One) chose to move first", 7),
            ]
        );
        assert_eq!(rows(&laid), [[(removal.as_str(), 9), ("", 0)]]);
        assert!(listed.iter().all(|m| m.text != "pass"));
        // Looking back at the position after a left-out pass shows the decision before it.
        assert_eq!(current(&listed, Some(2)), Some(1));
        assert_eq!(current(&listed, Some(8)), Some(7));
        assert_eq!(current(&listed, None), Some(9));
    }

    #[test]
    fn the_placement_setup_lists_each_placement_then_numbers_the_removals() {
        let placing = SightOptions { setup: SightSetup::Placement, ..SightOptions::default() };
        let mut t = session(SightReduction::new_game(placing));
        for _ in 0..32 {
            let first = t.move_text(0).expect("a placement");
            play(&mut t, &[&first]);
        }
        let removal = t.move_text(0).expect("the board is full: White removes");
        play(&mut t, &[&removal]);
        let laid = MoveRows::of(t.listed());
        assert_eq!(laid.setup.len(), 32);
        assert_eq!(laid.setup[0].text, "White placed a1");
        assert!(laid.setup[1].text.starts_with("Black placed "), "{}", laid.setup[1].text);
        assert_eq!(rows(&laid), [[(removal.as_str(), 33), ("", 0)]]);
    }
}
