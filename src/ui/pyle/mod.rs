//! Pyle as the play screen sees it: single-coloured stacks on every square, moved whole, and the
//! words for its variants, its tallest stacks and how a game ended. What a click means is decided
//! by [`super::clicks`].

pub mod arrangement;

use super::view::{GameView, Gesture, SetupStep, Spot};
use checkerbox_core::rules::pyle::{FROZEN, Pyle, PyleMove, PyleStage};
use checkerbox_core::rules::{Game, Side};
use checkerbox_core::words::Words;

/// How a piece of `height` moves, in a few words.
pub fn how_it_moves(height: u8) -> &'static str {
    match height {
        0 => "",
        1 => "moves diagonally",
        2 => "moves orthogonally",
        3 => "moves diagonally or orthogonally",
        _ => "cannot move",
    }
}

/// "a single man", "a stack of 3".
fn piece_words(height: u8) -> String {
    if height == 1 { "a single man".into() } else { format!("a stack of {height}") }
}

impl GameView for Pyle {
    /// Nothing leaves a Pyle board: the stack of 8 that wins stays where it was made.
    const TRAY: Option<&'static str> = None;

    fn stack_at(&self, s: u8) -> Vec<Side> {
        self.owner(s).map_or_else(Vec::new, |side| vec![side; self.height(s) as usize])
    }

    /// A piece always moves whole: from level 1.
    fn gesture(mv: PyleMove) -> Option<Gesture> {
        match mv {
            PyleMove::Slide { from, to } => Some(Gesture { from, layer: 1, to: Spot::Square(to) }),
            PyleMove::Pass | PyleMove::Arrange(_) | PyleMove::MoveFirst | PyleMove::Take(_) => None,
        }
    }

    /// A click on an empty square is a slide, legal or not (the refusal says why). A click on a
    /// friendly piece the selection can join is that join; on any other piece it is a change of
    /// mind. Nothing leaves a Pyle board.
    fn attempt(&self, from: u8, _layer: u8, to: Spot) -> Option<PyleMove> {
        let Spot::Square(to) = to else { return None };
        let mv = PyleMove::Slide { from, to };
        if self.height(to) == 0 || self.check_move(mv).is_ok() { Some(mv) } else { None }
    }

    fn no_move_reason(&self, s: u8) -> String {
        let me = self.to_move();
        let name = self.shape().name(s);
        let height = self.height(s);
        match self.owner(s) {
            None => format!("There is no piece on {name}."),
            Some(side) if side != me => format!("The piece on {name} is {}'s.", side.name()),
            Some(_) if height >= FROZEN => {
                format!("The stack of {height} on {name} cannot move: a stack of 4 or more stays where it is.")
            }
            Some(_) => format!(
                "{} on {name} {} but is hemmed in: every way is blocked by the edge or an enemy piece.",
                capitalised(&piece_words(height)),
                how_it_moves(height)
            ),
        }
    }

    fn layer_refusal(&self, s: u8, _layer: u8) -> String {
        format!("In Pyle a piece moves whole: the whole stack on {} moves together.", self.shape().name(s))
    }

    /// Nothing to say: a piece is never lifted from higher up.
    fn layer_hint(&self, _s: u8, _layer: u8, _higher: Option<u8>) -> Option<String> {
        None
    }

    fn decision(&self) -> Option<String> {
        match self.stage() {
            PyleStage::Arrange => Some("set out the men".into()),
            PyleStage::TwoChooses => Some("choose: move first, or take a colour".into()),
            PyleStage::OneChooses => Some("choose a colour (Player Two moves first)".into()),
            PyleStage::Play => None,
        }
    }

    /// Each step of the setup protocol is a decision, said with the chooser's name.
    fn setup_step(&self, mv: PyleMove) -> Option<SetupStep> {
        let chooser = self.side_name(self.to_move());
        let words = match (self.stage(), mv) {
            (PyleStage::Play, _) | (_, PyleMove::Slide { .. } | PyleMove::Pass) => return None,
            (_, PyleMove::Arrange(_)) => format!("{chooser} set out the men"),
            (_, PyleMove::MoveFirst) => format!("{chooser} chose to move first"),
            (_, PyleMove::Take(colour)) => format!("{chooser} took {}", colour.name()),
        };
        Some(SetupStep::Decision(words))
    }

    /// The men are set out in the editor, and the choices made with the buttons, named as they
    /// are labelled.
    fn setup_instruction(&self) -> Option<String> {
        Some(
            match self.stage() {
                PyleStage::Arrange => "put one white and one black man in every row and column, then click Done",
                PyleStage::TwoChooses => "click Move first, or take a colour and let Player One move first",
                PyleStage::OneChooses => "click the colour to take; Player Two moves first with the other",
                PyleStage::Play => return None,
            }
            .into(),
        )
    }

    fn choice_text(&self, mv: PyleMove) -> String {
        match (self.stage(), mv) {
            (_, PyleMove::MoveFirst) => "Move first".into(),
            (PyleStage::TwoChooses, PyleMove::Take(side)) => format!("Take {} (Player One moves first)", side.name()),
            (_, PyleMove::Take(side)) => format!("Take {}", side.name()),
            _ => self.move_text(mv),
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| std::iter::once(c.to_ascii_uppercase()).chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::clicks::{Clicks, Note, Selection};
    use crate::ui::view::motion;
    use checkerbox_core::rules::pyle::PyleBoard;
    use checkerbox_core::rules::pyle::{PyleOptions, PyleStart};

    fn pos(text: &str) -> (Pyle, Vec<PyleMove>) {
        let p = Pyle::from_position_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        (p, legal)
    }

    fn sq(name: &str) -> u8 {
        PyleBoard::Eight.shape().parse(name).unwrap()
    }

    fn at(name: &str) -> Spot {
        Spot::Square(sq(name))
    }

    fn select_at(name: &str) -> Option<Selection> {
        Some(Selection { square: sq(name), picked: None })
    }

    const START: &str = "8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8";

    #[test]
    fn select_a_man_and_click_where_it_slides() {
        let (p, legal) = pos(START);
        let clicks = Clicks::new(&p, &legal, true);
        let r = clicks.click(None, at("a4"));
        assert_eq!(r.selection, select_at("a4"));
        assert_eq!(r.note, None);
        let mut targets = clicks.targets(r.selection.unwrap());
        targets.sort();
        // a4: up to b5 is Black's; down b3, c2 is White's (a join).
        assert_eq!(targets, [at("c2"), at("b3")]);
        let r = clicks.click(r.selection, at("b3"));
        assert_eq!(r.played(&legal), Some(PyleMove::Slide { from: sq("a4"), to: sq("b3") }));
        // A join is clicked on the friendly piece.
        let r = clicks.click(select_at("a4"), at("c2"));
        assert_eq!(r.played(&legal), Some(PyleMove::Slide { from: sq("a4"), to: sq("c2") }));
    }

    #[test]
    fn an_illegal_slide_says_why_and_keeps_the_selection() {
        let (p, legal) = pos(START);
        let clicks = Clicks::new(&p, &legal, true);
        let r = clicks.click(select_at("a4"), at("a5"));
        assert_eq!(r.selection, select_at("a4"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t == "a4-a5: a single man moves diagonally."), "{r:?}");
        let r = clicks.click(select_at("c2"), at("f5"));
        assert_eq!(r.selection, select_at("c2"));
        assert!(
            matches!(&r.note, Some(Note::Refused(t)) if t == "c2-f5: it cannot pass over the piece on e4."),
            "{r:?}"
        );
    }

    #[test]
    fn another_piece_clicked_is_a_change_of_mind() {
        let (p, legal) = pos(START);
        let clicks = Clicks::new(&p, &legal, true);
        // An enemy piece: selected instead, with the reason it is not White's.
        let r = clicks.click(select_at("a4"), at("h7"));
        assert_eq!(r.selection, select_at("h7"));
        assert!(matches!(&r.note, Some(Note::CannotMove(t)) if t == "The piece on h7 is Black's."), "{r:?}");
        // An enemy piece in reach of the selection, which it cannot land on: selected instead.
        let r = clicks.click(select_at("c2"), at("e4"));
        assert_eq!(r.selection, select_at("e4"));
        // A friendly piece out of reach: selected instead.
        let r = clicks.click(select_at("a4"), at("e8"));
        assert_eq!(r.selection, select_at("e8"));
        assert_eq!(r.play, None);
        // Clicking the selection again lets go: there is no higher layer to lift.
        assert_eq!(clicks.click(select_at("a4"), at("a4")).selection, None);
    }

    #[test]
    fn a_frozen_stack_says_it_cannot_move() {
        let (p, legal) = pos("8 w W:d4:4,a1,b1,c1,h8 B:a8,b8,c8,d8,e8,f8,g8,h7");
        let clicks = Clicks::new(&p, &legal, true);
        let r = clicks.click(None, at("d4"));
        assert!(matches!(&r.note, Some(Note::CannotMove(t)) if t.contains("stack of 4 on d4 cannot move")), "{r:?}");
        assert_eq!(clicks.targets(r.selection.unwrap()), []);
        let r = clicks.click(r.selection, at("d5"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("a stack of 4 or more cannot move")), "{r:?}");
    }

    #[test]
    fn the_whole_stack_moves() {
        let (p, legal) = pos("8 w W:d4:3,a1,b1,c1,h8,g8 B:a8,b8,c8,d8,e8,f8,g7,h6");
        assert_eq!(p.stack_at(sq("d4")), [Side::White; 3]);
        let m = motion(&p, PyleMove::Slide { from: sq("d4"), to: sq("b2") }).unwrap();
        assert_eq!((m.count, m.from_level, m.to_level), (3, 1, 1));
        let m = motion(&p, PyleMove::Slide { from: sq("d4"), to: sq("a1") }).unwrap();
        assert_eq!((m.count, m.to_level), (3, 2));
        let clicks = Clicks::new(&p, &legal, true);
        assert_eq!(clicks.movable_layers(sq("d4")), 1);
        let r = clicks.pick_layer(select_at("d4"), 2);
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("moves whole")), "{r:?}");
        assert_eq!(motion(&p, PyleMove::Pass), None);
    }

    #[test]
    fn nothing_moves_while_the_computer_thinks() {
        let (p, legal) = pos(START);
        let r = Clicks::new(&p, &legal, false).click(select_at("a4"), at("b3"));
        assert_eq!(r.play, None);
    }

    #[test]
    fn words_for_the_variant_the_score_and_the_result() {
        let ten = PyleOptions { board: PyleBoard::Ten, repetition_draw: false, deal: 3, ..PyleOptions::default() };
        assert_eq!(Pyle::variant_line(ten), "Pyle 10\u{00d7}10 \u{00b7} quick start \u{00b7} no repetition draws");
        assert_eq!(
            Pyle::variant_line(PyleOptions::default()),
            "Pyle 8\u{00d7}8 \u{00b7} quick start \u{00b7} repetition draws"
        );
        let (p, _) = pos("8 b W:d4:8 B:a8,b8,c8,d8,e8,f8:3");
        assert_eq!(p.score_text(Side::White).as_deref(), Some("tallest 8"));
        assert_eq!(p.score_text(Side::Black).as_deref(), Some("tallest 3"));
        assert_eq!(p.result_text(p.result().unwrap()), "White wins with a stack of 8");
        let (stuck, _) = pos("8 w W:a1:4,h8:4 B:a8:4,h1:4");
        assert_eq!(stuck.result_text(stuck.result().unwrap()), "Drawn: neither side can move");
    }

    #[test]
    fn the_protocol_names_the_players_and_their_decisions() {
        let options = PyleOptions { start: PyleStart::Protocol, ..PyleOptions::default() };
        assert_eq!(Pyle::seat_names(options), ["Player One", "Player Two"]);
        assert_eq!(Pyle::seat_names(PyleOptions::default()), ["White", "Black"]);
        assert!(Pyle::variant_line(options).contains("full setup"));
        let mut p = Pyle::new_game(options);
        assert_eq!(p.side_name(p.to_move()), "Player One");
        assert_eq!(p.decision().as_deref(), Some("set out the men"));
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        assert_eq!(Pyle::gesture(moves[0]), None, "made in the editor, not by pointing");
        p.play(moves[0]);
        assert_eq!(p.side_name(p.to_move()), "Player Two");
        assert_eq!(p.choice_text(PyleMove::MoveFirst), "Move first");
        assert_eq!(p.choice_text(PyleMove::Take(Side::Black)), "Take Black (Player One moves first)");
        p.play(PyleMove::MoveFirst);
        assert_eq!(p.choice_text(PyleMove::Take(Side::Black)), "Take Black");
        p.play(PyleMove::Take(Side::Black));
        assert_eq!(p.side_name(Side::White), "White (Player Two)");
        assert_eq!(p.side_name(Side::Black), "Black (Player One)");
        assert_eq!(p.decision(), None);
    }

    /// Each step of the full setup in words, with its chooser's name; a quick start has none.
    #[test]
    fn the_setup_steps_are_told_in_words() {
        let decision = |p: &Pyle, mv| match p.setup_step(mv) {
            Some(SetupStep::Decision(words)) => words,
            other => panic!("{mv:?} is a decision, not {other:?}"),
        };
        let options = PyleOptions { start: PyleStart::Protocol, ..PyleOptions::default() };
        let mut p = Pyle::new_game(options);
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        assert_eq!(decision(&p, moves[0]), "Player One set out the men");
        p.play(moves[0]);
        assert_eq!(decision(&p, PyleMove::Take(Side::White)), "Player Two took White");
        assert_eq!(decision(&p, PyleMove::MoveFirst), "Player Two chose to move first");
        p.play(PyleMove::MoveFirst);
        assert_eq!(decision(&p, PyleMove::Take(Side::Black)), "Player One took Black");
        p.play(PyleMove::Take(Side::Black));
        p.legal_moves(&mut moves);
        assert_eq!(p.setup_step(moves[0]), None, "the men move");
        let (quick, moves) = pos(START);
        assert_eq!(quick.setup_step(moves[0]), None);
    }

    /// What to click at each step of the full setup; nothing once the men move.
    #[test]
    fn each_setup_step_says_what_to_click() {
        let options = PyleOptions { start: PyleStart::Protocol, ..PyleOptions::default() };
        let mut p = Pyle::new_game(options);
        assert_eq!(
            p.setup_instruction().as_deref(),
            Some("put one white and one black man in every row and column, then click Done")
        );
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        p.play(moves[0]);
        assert_eq!(
            p.setup_instruction().as_deref(),
            Some("click Move first, or take a colour and let Player One move first")
        );
        p.play(PyleMove::MoveFirst);
        assert_eq!(
            p.setup_instruction().as_deref(),
            Some("click the colour to take; Player Two moves first with the other")
        );
        p.play(PyleMove::Take(Side::Black));
        assert_eq!(p.setup_instruction(), None);
        assert_eq!(pos(START).0.setup_instruction(), None);
    }
}
