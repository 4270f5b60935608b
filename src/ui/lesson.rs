//! What the lesson screen makes of a click on the board that plays no move, the same for every
//! game: a miss, counted towards the hint, or a note. A click on a checker the learner cannot move
//! is as wrong as a move refused, so both are misses; a checker selected that can go is not. (A
//! move played is judged apart, by [`checkerbox_core::tutorial::judge`].)

use super::clicks::{Note, Reaction};

/// Why `reaction`, to a click in a step that asks for a move, is a miss: the clicks refused a
/// move, or the checker or stack clicked cannot move. `None` when the click plays a move, selects
/// a checker that can go, or does nothing.
pub fn miss(reaction: &Reaction) -> Option<&str> {
    match (reaction.play, &reaction.note) {
        (None, Some(Note::Refused(why) | Note::CannotMove(why))) => Some(why),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::any_session::AnySession;
    use crate::ui::clicks::Selection;
    use crate::ui::view::{GameView, Spot};
    use checkerbox_core::rules::basic::Basic;
    use checkerbox_core::rules::byte::Byte;
    use checkerbox_core::rules::pyle::Pyle;
    use checkerbox_core::rules::sight_reduction::SightReduction;
    use checkerbox_core::session::{Seat, Session};

    /// What the lesson screen hears of clicks on `squares`, one after the other, in `position`
    /// (a lesson's step, in game `G`'s position text): the last click's reaction.
    fn clicks<G: GameView>(position: &str, squares: &[&str]) -> Reaction {
        let pos = G::from_position_text(position).unwrap_or_else(|e| panic!("{position}: {e}"));
        let table: Box<dyn AnySession> = Box::new(Session::as_given(pos, [Seat::Person; 2]));
        let mut selection: Option<Selection> = None;
        let mut last = None;
        for name in squares {
            let square = table.shape().parse(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            let reaction = table.click(selection, Spot::Square(square), true);
            selection = reaction.selection;
            last = Some(reaction);
        }
        last.expect("a click")
    }

    fn is_miss<G: GameView>(position: &str, squares: &[&str]) -> bool {
        let reaction = clicks::<G>(position, squares);
        let missed = miss(&reaction);
        assert!(missed.is_none_or(|why| !why.is_empty()), "{squares:?}: a miss says why");
        missed.is_some()
    }

    #[test]
    fn byte_a_stack_that_is_not_yours_is_a_miss() {
        // Byte's third step: b2 is White's; e5 has White on top but Black at the bottom.
        let step = "8x8 white won:1-1 b2=wbb e5=bww h8=bb";
        assert!(is_miss::<Byte>(step, &["e5"]));
        assert!(is_miss::<Byte>(step, &["h8"]));
        assert!(!is_miss::<Byte>(step, &["b2"]));
        // Selected, b2 cannot step away from its nearest stack: refused.
        assert!(is_miss::<Byte>(step, &["b2", "a1"]));
    }

    #[test]
    fn basic_an_enemy_or_covered_checker_is_a_miss() {
        let step = "8x8 white off:10-10 c3=w d4=b f6=bw";
        assert!(is_miss::<Basic>(step, &["d4"]));
        assert!(!is_miss::<Basic>(step, &["c3"]));
        assert!(!is_miss::<Basic>(step, &["f6"]));
        // Backwards: refused.
        assert!(is_miss::<Basic>(step, &["c3", "b2"]));
        // Black to move: its checker on e5 is covered by White's.
        let covered = "8x8 black off:11-10 e5=bw b6=b";
        assert!(is_miss::<Basic>(covered, &["e5"]));
        assert!(!is_miss::<Basic>(covered, &["b6"]));
    }

    #[test]
    fn pyle_a_frozen_stack_or_an_enemy_is_a_miss() {
        let step = "8 w W:b2,d4:4,g7:3 B:f2,a8:4,h3:3";
        assert!(is_miss::<Pyle>(step, &["d4"]));
        assert!(is_miss::<Pyle>(step, &["f2"]));
        assert!(!is_miss::<Pyle>(step, &["b2"]));
        assert!(!is_miss::<Pyle>(step, &["g7"]));
        // A single man moves diagonally, not up its file: refused.
        assert!(is_miss::<Pyle>(step, &["b2", "b3"]));
    }

    #[test]
    fn sight_reduction_a_checker_that_cannot_go_is_a_miss() {
        // b4 touches c3 only corner to corner, and sees no friend: it cannot go.
        let step = "....B.....W..W......B.W........B w";
        assert!(is_miss::<SightReduction>(step, &["b4"]));
        // Black's checker, on White's turn.
        assert!(is_miss::<SightReduction>(step, &["a2"]));
        // Clicked again, it is refused: a miss too.
        assert!(is_miss::<SightReduction>(step, &["b4", "b4"]));
        // c3 is removed with one click: a move, judged apart, not a miss here.
        let removed = clicks::<SightReduction>(step, &["c3"]);
        assert!(removed.play.is_some() && miss(&removed).is_none());
        // With one-or-two, c3 can go only with d4: selected, with a note, and no miss.
        let pairs = "....BB....W....W....W......BW... w one-or-two";
        let selected = clicks::<SightReduction>(pairs, &["c3"]);
        assert!(matches!(selected.note, Some(Note::Info(_))) && miss(&selected).is_none(), "{selected:?}");
    }
}
