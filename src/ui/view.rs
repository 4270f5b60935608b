//! What the play screen needs to know about a game beyond its rules: what stands on each square,
//! how a player makes a move by pointing, and the words for its variants, scores and results.
//! Plain Rust, implemented by each game in its own module and tested natively.

use crate::rules::{Game, GameResult, Side};

/// Where a move puts what it lifts: a square, or off the board (bearing off, into the mover's
/// tray).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Spot {
    Square(u8),
    Off,
}

/// How a player makes a move by pointing: pick up the checkers of `from` from `layer` (1 = the
/// bottom) upward, and put them on `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gesture {
    pub from: u8,
    pub layer: u8,
    pub to: Spot,
}

/// A game as the play screen sees it.
pub trait GameView: Game {
    /// What the trays beside the board hold, such as "stacks won"; `None` for a game in which
    /// nothing leaves the board (then there are no trays).
    const TRAY: Option<&'static str>;

    /// The checkers on square `s`, bottom first (empty when there are none).
    fn stack_at(&self, s: u8) -> Vec<Side>;

    /// How a player makes `mv` on the board; `None` for a move the app plays itself (a pass).
    fn gesture(mv: Self::Move) -> Option<Gesture>;

    /// The move a player pointing from `from` (lifting from `layer`) to `to` is trying to make,
    /// even if it is illegal, so that the refusal can say why; `None` when the click reads better
    /// as a change of mind (selecting `to` instead).
    fn attempt(&self, from: u8, layer: u8, to: Spot) -> Option<Self::Move>;

    /// Whether `mv` carries checkers from square to square. A move made by pointing at the checkers
    /// concerned (Sight Reduction's removal of one or two, a placement) does not: the board shows
    /// them leaving, or arriving, where they are.
    fn travels(_mv: Self::Move) -> bool {
        true
    }

    /// Why the player to move has no move from square `s`.
    fn no_move_reason(&self, s: u8) -> String;

    /// Why `layer` of square `s` cannot be lifted.
    fn layer_refusal(&self, s: u8, layer: u8) -> String;

    /// What to tell a player who lifts from `layer` of `s`, where `higher` is the next layer that
    /// can move too, if any (so that lifting from higher up is discoverable).
    fn layer_hint(&self, s: u8, layer: u8, higher: Option<u8>) -> Option<String>;

    /// The board and variant, as a line under the title: "Byte 8×8 · first to 2 of 3 stacks".
    fn variant_line(options: Self::Options) -> String;

    /// A side's standing so far, for the players panel: "1 stack won".
    fn score_text(&self, side: Side) -> Option<String>;

    /// The checkers of each side (by [`Side::index`]) that have left the board, where each left
    /// it alone: the trays of a game set up part-way through begin with them, since no move of
    /// its record carried them off. None by default: a Byte position counts its stacks won, but
    /// does not say what was in them, so its trays show only the stacks won in the record (the
    /// players panel gives the score).
    fn singles_off(&self) -> [u32; 2] {
        [0; 2]
    }

    /// How the game ended, in words: "White wins, 2 stacks to 1".
    fn result_text(&self, result: GameResult) -> String;

    /// Who plays `side`, as the status line and the players panel name them: "White"; in a game
    /// whose players learn their colours during it, "Player One" until then, and after that
    /// "White (Player One)".
    fn side_name(&self, side: Side) -> String {
        side.name().into()
    }

    /// Whether a game with these options is a solitaire: one person plays both colours, and the
    /// new-game dialog offers no opponent.
    fn solitaire(_options: Self::Options) -> bool {
        false
    }

    /// The two players as the new-game dialog seats them, Player One first.
    fn seat_names(_options: Self::Options) -> [&'static str; 2] {
        [Side::White.name(), Side::Black.name()]
    }

    /// What the player to move decides, when it is not a move on the board ("choose a colour"),
    /// said after their name: "Player One, choose a colour".
    fn decision(&self) -> Option<String> {
        None
    }

    /// The move as the move list shows it: its notation, unless that is too long for the list
    /// (Pyle's arrangement: "set out").
    fn short_text(&self, mv: Self::Move) -> String {
        self.move_text(mv)
    }

    /// What the news line says of a pass forced on `side` in this position: that it had no
    /// move; `None` for a pass that is only a formality (a setup step that waits for the other
    /// player).
    fn pass_news(&self, side: Side) -> Option<String> {
        Some(format!("{} had no move and passed.", self.side_name(side)))
    }

    /// The words on the button for a choice of [`crate::rules::Phase::Choose`].
    fn choice_text(&self, mv: Self::Move) -> String {
        self.move_text(mv)
    }

    /// Every occupied square and its checkers, bottom first.
    fn pieces(&self) -> Vec<(u8, Vec<Side>)> {
        (0..self.shape().count()).map(|s| (s, self.stack_at(s))).filter(|(_, stack)| !stack.is_empty()).collect()
    }
}

/// The checkers a move carries, for the board to animate: `count` checkers leave `from` from
/// `from_level` upward and land on `to` from `to_level` upward (levels from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Motion {
    pub from: u8,
    pub to: u8,
    pub count: u8,
    pub from_level: u8,
    pub to_level: u8,
}

/// How `mv`, played in `before`, moves checkers from square to square; `None` for a move that
/// moves none or takes them off the board.
pub fn motion<G: GameView>(before: &G, mv: G::Move) -> Option<Motion> {
    let g = G::gesture(mv)?;
    let Spot::Square(to) = g.to else { return None };
    if !G::travels(mv) {
        return None;
    }
    let height = before.stack_at(g.from).len() as u8;
    let count = height.checked_sub(g.layer)? + 1;
    let to_level = before.stack_at(to).len() as u8 + 1;
    Some(Motion { from: g.from, to, count, from_level: g.layer, to_level })
}
