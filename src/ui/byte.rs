//! Byte as the play screen sees it: stacks on dark squares, moves made by lifting from a level,
//! and the words for its stacks won. What a click means is decided by [`super::clicks`].

use super::view::{GameView, Gesture, Spot};
use checkerbox_core::rules::byte::{Byte, ByteMove};
use checkerbox_core::rules::{Game, Side};

impl GameView for Byte {
    const TRAY: Option<&'static str> = Some("stacks won");

    fn tally(&self) -> Option<(&'static str, [u8; 2])> {
        Some(("Stacks won", self.stacks_won()))
    }

    fn stack_at(&self, s: u8) -> Vec<Side> {
        self.stack(s)
    }

    /// A basic move lifts the whole stack, from level 1.
    fn gesture(mv: ByteMove) -> Option<Gesture> {
        match mv {
            ByteMove::Step { from, to } => Some(Gesture { from, layer: 1, to: Spot::Square(to) }),
            ByteMove::Merge { from, level, to } => Some(Gesture { from, layer: level, to: Spot::Square(to) }),
            ByteMove::Pass => None,
        }
    }

    /// A click on an empty square is a basic move (or a lift that cannot go there); a click on a
    /// touching stack, lifting a checker of one's own, is a merge. Any other stack clicked is a
    /// change of mind. Nothing leaves a Byte board by hand.
    fn attempt(&self, from: u8, layer: u8, to: Spot) -> Option<ByteMove> {
        let Spot::Square(to) = to else { return None };
        if self.height(to) == 0 {
            return Some(if layer > 1 {
                ByteMove::Merge { from, level: layer, to }
            } else {
                ByteMove::Step { from, to }
            });
        }
        let adjacent = self.grid().neighbours[from as usize] >> to & 1 == 1;
        (adjacent && self.checker(from, layer) == Some(self.to_move())).then_some(ByteMove::Merge {
            from,
            level: layer,
            to,
        })
    }

    fn no_move_reason(&self, s: u8) -> String {
        let me = self.to_move();
        let name = self.grid().name(s);
        if self.stack(s).contains(&me) {
            format!("{} has no legal move from {name} now.", me.name())
        } else {
            format!("None of the checkers on {name} is {}'s.", me.name())
        }
    }

    fn layer_refusal(&self, s: u8, level: u8) -> String {
        let me = self.to_move().name();
        if self.checker(s, level) != Some(self.to_move()) {
            format!("Level {level} is not {me}'s checker.")
        } else {
            format!(
                "The checker at level {level} has nowhere to go: it must land higher, on a touching stack, without \
                 making more than 8."
            )
        }
    }

    /// Said under the board on the play screen and the lesson screen alike, so it names only the
    /// board: the lesson screen has no side view (the play screen's says how to use itself).
    fn layer_hint(&self, s: u8, level: u8, higher: Option<u8>) -> Option<String> {
        let name = self.grid().name(s);
        let at = if level == 1 { "level 1 (the whole stack)".to_string() } else { format!("level {level}") };
        match higher {
            Some(h) => Some(format!("Lifting from {at}. Click {name} again to lift from level {h}.")),
            None if level > 1 => Some(format!("Lifting from {at}. Click {name} again to let go.")),
            None => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::clicks::{Clicks, Note, Selection};
    use crate::ui::view::{Spot, motion};
    use checkerbox_core::rules::byte::ByteOptions;
    use checkerbox_core::rules::grid::GRID_8;
    use checkerbox_core::rules::{GameResult, Outcome};
    use checkerbox_core::words::Words;

    fn sq(name: &str) -> u8 {
        GRID_8.parse(name).unwrap()
    }

    fn after(moves: &[&str]) -> (Byte, Vec<ByteMove>) {
        let mut pos = Byte::new_game(ByteOptions::default());
        for m in moves {
            let mv = pos.parse_move(m).unwrap();
            pos.play(mv);
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        (pos, legal)
    }

    fn at(name: &str) -> Spot {
        Spot::Square(sq(name))
    }

    fn select_at(name: &str) -> Option<Selection> {
        Some(Selection { square: sq(name), picked: None })
    }

    #[test]
    fn select_then_click_a_target_plays_the_move() {
        let (pos, legal) = after(&[]);
        let r = Clicks::new(&pos, &legal, true).click(None, at("d2"));
        assert_eq!(r.selection, select_at("d2"));
        let mut targets = Clicks::new(&pos, &legal, true).targets(r.selection.unwrap());
        targets.sort();
        assert_eq!(targets, [at("c3"), at("e3")]);
        let r = Clicks::new(&pos, &legal, true).click(r.selection, at("c3"));
        assert_eq!(r.played(&legal), Some(ByteMove::Merge { from: sq("d2"), level: 1, to: sq("c3") }));
        assert_eq!(r.selection, None);
    }

    #[test]
    fn an_illegal_target_says_why_and_keeps_the_selection() {
        let (pos, legal) = after(&[]);
        let r = Clicks::new(&pos, &legal, true).click(select_at("d2"), at("c1"));
        assert_eq!(r.selection, select_at("d2"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("touches another cannot make a basic move")));
        // Clicking the selected stack again drops it; clicking a far stack selects that one.
        assert_eq!(Clicks::new(&pos, &legal, true).click(select_at("d2"), at("d2")).selection, None);
        assert_eq!(Clicks::new(&pos, &legal, true).click(select_at("d2"), at("h6")).selection, select_at("h6"));
    }

    #[test]
    fn a_stack_of_the_opponent_is_shown_with_a_reason() {
        let (pos, legal) = after(&[]);
        let r = Clicks::new(&pos, &legal, true).click(None, at("c3"));
        assert_eq!(r.selection, select_at("c3"));
        assert!(matches!(&r.note, Some(Note::CannotMove(t)) if t.contains("None of the checkers on c3 is White's")));
    }

    #[test]
    fn the_side_view_picks_a_higher_level() {
        // White's b4 holds White, Black, White: level 1 goes to a5 or c5, level 3 only to c5.
        let (pos, legal) = after(&["b6-a5", "a7-b8", "b2-a3", "c3-d4", "d4-c5", "a3-b4"]);
        let sel = Clicks::new(&pos, &legal, true).click(None, at("b4")).selection;
        assert_eq!(Clicks::new(&pos, &legal, true).layer(sel.unwrap()), 1);
        let r = Clicks::new(&pos, &legal, true).pick_layer(sel, 3);
        assert_eq!(Clicks::new(&pos, &legal, true).targets(r.selection.unwrap()), [at("c5")]);
        let played = Clicks::new(&pos, &legal, true).click(r.selection, at("c5")).played(&legal);
        assert_eq!(played, Some(ByteMove::Merge { from: sq("b4"), level: 3, to: sq("c5") }));
        // Level 2 is Black's.
        let r = Clicks::new(&pos, &legal, true).pick_layer(sel, 2);
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("not White's")));
        assert_eq!(r.selection, sel);
    }

    fn position(stacks: &[(&str, &str)], won: [u8; 2]) -> (Byte, Vec<ByteMove>) {
        use checkerbox_core::rules::Side;
        let stacks: Vec<(u8, Vec<Side>)> = stacks
            .iter()
            .map(|(sq_name, s)| {
                (sq(sq_name), s.chars().map(|c| if c == 'b' { Side::Black } else { Side::White }).collect())
            })
            .collect();
        let refs: Vec<(u8, &[Side])> = stacks.iter().map(|(s, c)| (*s, c.as_slice())).collect();
        let pos = Byte::from_stacks(ByteOptions::default(), &refs, Side::White, won).unwrap();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        (pos, legal)
    }

    #[test]
    fn the_refusals_the_rule_sheet_names_reach_the_player() {
        // "Don't make 9": White's 6-stack on d4 onto the 3-stack on e5.
        let (pos, legal) = position(&[("d4", "wwwbbb"), ("e5", "bwb"), ("a1", "wbwbwbw")], [1, 0]);
        // Selecting d4 offers level 2 at once, the lowest that can move (it makes exactly eight).
        assert_eq!(Clicks::new(&pos, &legal, true).layer(select_at("d4").unwrap()), 2);
        let bottom = Some(Selection { square: sq("d4"), picked: Some(1) });
        let r = Clicks::new(&pos, &legal, true).click(bottom, at("e5"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("stack of 9")), "{r:?}");
        assert_eq!(r.play, None);
        // "Move closer": c3's nearest stack is a7, four steps away; b2 would be five.
        let (pos, legal) = position(&[("c3", "w"), ("h8", "wwwbbbb"), ("a7", "wwwbbbb"), ("h2", "b")], [1, 0]);
        let r = Clicks::new(&pos, &legal, true).click(select_at("c3"), at("b2"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("closer to its nearest stack")), "{r:?}");
        assert_eq!(
            Clicks::new(&pos, &legal, true).click(select_at("c3"), at("d4")).played(&legal),
            Some(ByteMove::Step { from: sq("c3"), to: sq("d4") })
        );
    }

    #[test]
    fn nothing_moves_while_the_computer_thinks() {
        let (pos, legal) = after(&[]);
        let r = Clicks::new(&pos, &legal, false).click(select_at("d2"), at("c3"));
        assert_eq!(r.play, None);
        assert_eq!(r.selection, select_at("c3"));
        assert_eq!(Clicks::new(&pos, &legal, false).pick_layer(select_at("d2"), 1).selection, select_at("d2"));
    }

    #[test]
    fn clicking_the_selected_stack_again_lifts_from_higher_up_then_lets_go() {
        // b4 holds White, Black, White: level 1 and level 3 can move.
        let (pos, legal) = after(&["b6-a5", "a7-b8", "b2-a3", "c3-d4", "d4-c5", "a3-b4"]);
        let clicks = Clicks::new(&pos, &legal, true);
        let first = clicks.click(None, at("b4"));
        assert!(
            matches!(&first.note, Some(Note::Info(t)) if t.contains("Click b4 again") && t.contains("level 3")),
            "{first:?}"
        );
        let again = clicks.click(first.selection, at("b4"));
        assert_eq!(again.selection, Some(Selection { square: sq("b4"), picked: Some(3) }));
        assert_eq!(clicks.targets(again.selection.unwrap()), [at("c5")]);
        assert!(matches!(&again.note, Some(Note::Info(t)) if t.contains("again to let go")), "{again:?}");
        assert_eq!(
            clicks.click(again.selection, at("c5")).played(&legal),
            Some(ByteMove::Merge { from: sq("b4"), level: 3, to: sq("c5") })
        );
        assert_eq!(clicks.click(again.selection, at("b4")).selection, None);
    }

    #[test]
    fn a_move_carries_the_lifted_checkers_from_their_level_to_the_top_of_the_target() {
        let (pos, _) = after(&["b6-a5", "a7-b8", "b2-a3", "c3-d4", "d4-c5", "a3-b4"]);
        let m = motion(&pos, ByteMove::Merge { from: sq("b4"), level: 3, to: sq("c5") }).unwrap();
        assert_eq!((m.from, m.to, m.count, m.from_level, m.to_level), (sq("b4"), sq("c5"), 1, 3, 4));
        let (pos, _) = after(&[]);
        let m = motion(&pos, ByteMove::Step { from: sq("d2"), to: sq("c3") }).unwrap();
        assert_eq!((m.count, m.from_level, m.to_level), (1, 1, 2));
        assert_eq!(motion(&pos, ByteMove::Pass), None);
    }

    #[test]
    fn words_for_the_variant_the_score_and_the_result() {
        use checkerbox_core::rules::byte::ByteBoard;
        let ten = ByteOptions { board: ByteBoard::Ten, merge_first: true };
        assert_eq!(Byte::variant_line(ten), "Byte 10\u{00d7}10 \u{00b7} merge first \u{00b7} first to 3 of 5 stacks");
        let (pos, _) = position(&[("d4", "wwwbbb"), ("e5", "bwb"), ("a1", "wbwbwbw")], [1, 0]);
        assert_eq!(pos.score_text(Side::White).as_deref(), Some("1 of 2 stacks"));
        let win = GameResult { outcome: Outcome::Win(Side::Black), score: Some([1, 2]) };
        assert_eq!(pos.result_text(win), "Black wins, 2 stacks to 1");
    }
}
