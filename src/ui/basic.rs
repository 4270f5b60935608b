//! Basic as the play screen sees it: stacks on dark squares, of which only the top checker ever
//! moves, one square forward or off the board into its owner's tray; and the words for checkers
//! borne off. What a click means is decided by [`super::clicks`].

use super::view::{GameView, Gesture, Spot};
use checkerbox_core::rules::basic::{Basic, BasicMove};
use checkerbox_core::rules::{Game, Side};

impl GameView for Basic {
    const TRAY: Option<&'static str> = Some("borne off");

    fn tally(&self) -> Option<(&'static str, [u8; 2])> {
        Some(("Borne off", self.borne_off()))
    }

    fn stack_at(&self, s: u8) -> Vec<Side> {
        self.stack(s)
    }

    /// A move lifts only the top checker: the layer is the height of the stack it leaves.
    fn gesture(mv: BasicMove) -> Option<Gesture> {
        match mv {
            BasicMove::Step { from, level, to } => Some(Gesture { from, layer: level, to: Spot::Square(to) }),
            BasicMove::BearOff { from, level } => Some(Gesture { from, layer: level, to: Spot::Off }),
            BasicMove::Pass => None,
        }
    }

    /// The tray is a bear-off; an empty square is a step (refused with its reason if it is not
    /// one); a stack one square forward of one's own checker is a step onto it. Any other stack
    /// clicked is a change of mind.
    fn attempt(&self, from: u8, layer: u8, to: Spot) -> Option<BasicMove> {
        let to = match to {
            Spot::Off => return Some(BasicMove::BearOff { from, level: layer }),
            Spot::Square(to) => to,
        };
        let step = BasicMove::Step { from, level: layer, to };
        let me = self.to_move();
        let onto = self.top(from) == Some(me) && Basic::forward(me, from).any(|t| t == to);
        (self.height(to) == 0 || onto).then_some(step)
    }

    fn no_move_reason(&self, s: u8) -> String {
        let me = self.to_move();
        let name = self.grid().name(s);
        if self.result().is_some() {
            return "The game is over.".into();
        }
        match self.top(s) {
            Some(top) if top == me => format!("{} has no move from {name} now.", me.name()),
            Some(_) if self.stack(s).contains(&me) => format!(
                "{}'s checkers on {name} are covered by {}'s: only the top checker of a stack can move.",
                me.name(),
                me.other().name()
            ),
            Some(top) if self.height(s) == 1 => format!("The checker on {name} is {}'s.", top.name()),
            _ => format!("None of the checkers on {name} is {}'s.", me.name()),
        }
    }

    fn layer_refusal(&self, s: u8, layer: u8) -> String {
        if layer < self.height(s) {
            "Only the top checker of a stack can move.".into()
        } else {
            match self.top(s) {
                Some(top) if top != self.to_move() => {
                    format!("The top checker of {} is {}'s.", self.grid().name(s), top.name())
                }
                _ => format!("{} has no move from {} now.", self.to_move().name(), self.grid().name(s)),
            }
        }
    }

    /// There is never a choice of layer: only the top checker moves.
    fn layer_hint(&self, _s: u8, _layer: u8, _higher: Option<u8>) -> Option<String> {
        None
    }

    fn singles_off(&self) -> [u32; 2] {
        self.borne_off().map(u32::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::clicks::{Clicks, Note, Selection};
    use crate::ui::view::{Spot, motion};
    use checkerbox_core::rules::basic::BasicOptions;
    use checkerbox_core::rules::grid::GRID_8;
    use checkerbox_core::rules::{GameResult, Outcome};
    use checkerbox_core::words::Words;

    fn sq(name: &str) -> u8 {
        GRID_8.parse(name).unwrap()
    }

    fn at(name: &str) -> Spot {
        Spot::Square(sq(name))
    }

    fn select_at(name: &str) -> Option<Selection> {
        Some(Selection { square: sq(name), picked: None })
    }

    fn position(text: &str) -> (Basic, Vec<BasicMove>) {
        let pos = Basic::from_position_text(text).unwrap();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        (pos, legal)
    }

    fn start() -> (Basic, Vec<BasicMove>) {
        let pos = Basic::new_game(BasicOptions::default());
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        (pos, legal)
    }

    #[test]
    fn select_then_click_a_target_plays_the_move() {
        let (pos, legal) = start();
        let clicks = Clicks::new(&pos, &legal, true);
        let r = clicks.click(None, at("c3"));
        assert_eq!(r.selection, select_at("c3"));
        assert_eq!(r.note, None);
        let mut targets = clicks.targets(r.selection.unwrap());
        targets.sort();
        assert_eq!(targets, [at("b4"), at("d4")]);
        let r = clicks.click(r.selection, at("d4"));
        assert_eq!(r.played(&legal), Some(BasicMove::Step { from: sq("c3"), level: 1, to: sq("d4") }));
        assert_eq!(r.selection, None);
        // Onto a friend: a1's only target is b2, where a White checker stands.
        assert_eq!(clicks.targets(select_at("a1").unwrap()), [at("b2")]);
        assert_eq!(
            clicks.click(select_at("a1"), at("b2")).played(&legal),
            Some(BasicMove::Step { from: sq("a1"), level: 1, to: sq("b2") })
        );
    }

    #[test]
    fn only_the_top_checker_is_lifted() {
        // c3 holds White, Black, White: the top, at level 3, moves.
        let (pos, legal) = position("8x8 white off:9-10 c3=wbw a1=w h6=b");
        let clicks = Clicks::new(&pos, &legal, true);
        let sel = clicks.click(None, at("c3")).selection.unwrap();
        assert_eq!(clicks.layer(sel), 3);
        assert_eq!(clicks.movable_layers(sq("c3")), 1 << 2);
        let r = clicks.click(Some(sel), at("d4"));
        let step = BasicMove::Step { from: sq("c3"), level: 3, to: sq("d4") };
        assert_eq!(r.played(&legal), Some(step));
        let m = motion(&pos, step).unwrap();
        assert_eq!((m.from, m.to, m.count, m.from_level, m.to_level), (sq("c3"), sq("d4"), 1, 3, 1));
        // Clicking the selection again lets go: there is no higher layer.
        assert_eq!(clicks.click(Some(sel), at("c3")).selection, None);
        // The side view refuses the buried checkers.
        let r = clicks.pick_layer(Some(sel), 1);
        assert_eq!(r.note, Some(Note::Refused("Only the top checker of a stack can move.".into())));
        assert_eq!(r.selection, Some(sel));
        assert_eq!(clicks.pick_layer(Some(sel), 3).selection, Some(Selection { square: sq("c3"), picked: Some(3) }));
        assert_eq!(motion(&pos, BasicMove::Pass), None);
    }

    #[test]
    fn the_tray_is_a_target_from_the_farthest_row() {
        let (pos, legal) = position("8x8 white off:9-10 h8=bw c7=w a1=w h6=b");
        let clicks = Clicks::new(&pos, &legal, true);
        let sel = clicks.click(None, at("h8")).selection;
        assert_eq!(clicks.targets(sel.unwrap()), [Spot::Off]);
        let r = clicks.click(sel, Spot::Off);
        assert_eq!(r.played(&legal), Some(BasicMove::BearOff { from: sq("h8"), level: 2 }));
        assert_eq!(r.selection, None);
        assert_eq!(motion(&pos, BasicMove::BearOff { from: sq("h8"), level: 2 }), None, "it leaves the board");
        // c7 steps to the farthest row, but does not bear off from where it is.
        let mut targets = clicks.targets(select_at("c7").unwrap());
        targets.sort();
        assert_eq!(targets, [at("b8"), at("d8")]);
        let r = clicks.click(select_at("c7"), Spot::Off);
        assert_eq!(
            r.note,
            Some(Note::Refused("c7-off: you can bear off only from your farthest row (rank 8).".into()))
        );
        assert_eq!(r.selection, select_at("c7"));
    }

    #[test]
    fn a_refused_click_says_why_and_keeps_the_selection() {
        let (pos, legal) = start();
        let clicks = Clicks::new(&pos, &legal, true);
        for (to, why) in [
            ("e5", "c3-e5: a checker moves one square diagonally forward."),
            ("c5", "c3-c5: a checker moves one square diagonally forward."),
        ] {
            let r = clicks.click(select_at("c3"), at(to));
            assert_eq!(r.note, Some(Note::Refused(why.into())), "{to}");
            assert_eq!(r.selection, select_at("c3"));
            assert_eq!(r.play, None);
        }
        // Backward onto an empty square.
        let (pos, legal) = position("8x8 white off:10-11 d4=w a1=w h8=b");
        let clicks = Clicks::new(&pos, &legal, true);
        let r = clicks.click(select_at("d4"), at("c3"));
        assert_eq!(
            r.note,
            Some(Note::Refused("d4-c3: a checker moves one square diagonally forward, never back.".into()))
        );
    }

    #[test]
    fn a_click_on_an_unrelated_stack_changes_the_selection() {
        let (pos, legal) = start();
        let clicks = Clicks::new(&pos, &legal, true);
        // b2 is behind c3, and g3 is far: both are a change of mind.
        assert_eq!(clicks.click(select_at("c3"), at("b2")).selection, select_at("b2"));
        assert_eq!(clicks.click(select_at("c3"), at("g3")).selection, select_at("g3"));
        // A Black checker is selected to look at, with the reason it does not move.
        let r = clicks.click(select_at("c3"), at("f6"));
        assert_eq!(r.selection, select_at("f6"));
        assert_eq!(r.note, Some(Note::CannotMove("The checker on f6 is Black's.".into())));
        // From there, a click on a White checker selects it.
        assert_eq!(clicks.click(select_at("f6"), at("e3")).selection, select_at("e3"));
    }

    #[test]
    fn covered_checkers_are_shown_with_a_reason() {
        let (pos, legal) = position("8x8 white off:9-9 c3=wb d4=bbw a1=w");
        let clicks = Clicks::new(&pos, &legal, true);
        let r = clicks.click(None, at("c3"));
        assert_eq!(r.selection, select_at("c3"));
        assert_eq!(
            r.note,
            Some(Note::CannotMove(
                "White's checkers on c3 are covered by Black's: only the top checker of a stack can move.".into()
            ))
        );
        let (pos, legal) = position("8x8 white off:10-9 c3=bb d4=bw a1=w");
        let clicks = Clicks::new(&pos, &legal, true);
        let r = clicks.click(None, at("c3"));
        assert_eq!(r.note, Some(Note::CannotMove("None of the checkers on c3 is White's.".into())));
        // d4's top is White's: it moves.
        assert_eq!(clicks.click(None, at("d4")).note, None);
    }

    #[test]
    fn nothing_moves_while_the_computer_thinks() {
        let (pos, legal) = start();
        let clicks = Clicks::new(&pos, &legal, false);
        let r = clicks.click(select_at("c3"), at("d4"));
        assert_eq!(r.play, None);
        assert_eq!(r.selection, select_at("c3"));
    }

    #[test]
    fn words_for_the_variant_the_score_and_the_result() {
        assert_eq!(Basic::variant_line(BasicOptions::default()), "Basic 8\u{00d7}8 \u{00b7} White moves first");
        assert_eq!(
            Basic::variant_line(BasicOptions { black_first: true }),
            "Basic 8\u{00d7}8 \u{00b7} Black moves first"
        );
        let (pos, _) = position("8x8 white off:3-5 a1=w c1=w e1=w g1=w b2=w d2=w f2=w h2=w a3=w b4=bbbbbbb");
        assert_eq!(pos.score_text(Side::White).as_deref(), Some("3 of 12 off"));
        assert_eq!(pos.score_text(Side::Black).as_deref(), Some("5 of 12 off"));
        let win = GameResult { outcome: Outcome::Win(Side::White), score: Some([12, 5]) };
        assert_eq!(pos.result_text(win), "White wins: all 12 borne off");
    }
}
