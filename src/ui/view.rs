//! What the play screen needs to know about a game beyond its rules: what stands on each square,
//! how a player makes a move by pointing, and the words for its variants, scores and results.
//! Plain Rust, implemented by each game in its own module and tested natively.

use checkerbox_core::rules::Side;
use checkerbox_core::words::Words;

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

/// A move of a game's setup, as the move list tells of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupStep {
    /// A decision, in words: "Player One swapped a1 and d1".
    Decision(String),
    /// A pass that only hands the turn back to the player deciding: the list leaves it out.
    Formality,
}

/// A game as the play screen sees it.
pub trait GameView: Words {
    /// What the trays beside the board hold, such as "stacks won"; `None` for a game in which
    /// nothing leaves the board (then there are no trays).
    const TRAY: Option<&'static str>;

    /// Whether checkers stack on a square (a position editor puts one on another, else in its
    /// place).
    const STACKS: bool = true;

    /// What each side has taken off the board where the game counts it, in words ("stacks won")
    /// and numbers, indexed by [`Side::index`]: what a position editor lets the player set.
    fn tally(&self) -> Option<(&'static str, [u8; 2])> {
        None
    }

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

    /// The checkers of each side (by [`Side::index`]) that have left the board, where each left
    /// it alone: the trays of a game set up part-way through begin with them, since no move of
    /// its record carried them off. None by default: a Byte position counts its stacks won, but
    /// does not say what was in them, so its trays show only the stacks won in the record (the
    /// players panel gives the score).
    fn singles_off(&self) -> [u32; 2] {
        [0; 2]
    }

    /// What the player to move decides, when it is not a move on the board ("choose a colour"),
    /// said after their name: "Player One, choose a colour".
    fn decision(&self) -> Option<String> {
        None
    }

    /// What `mv`, played here, is in the game's setup, for the move list to tell of it in a
    /// section of its own; `None` for a move of the game itself, which the list numbers.
    fn setup_step(&self, _mv: Self::Move) -> Option<SetupStep> {
        None
    }

    /// What the player to move does now, when it is a step of the setup: what to click, said in
    /// the status after their name ("click a white checker and a black one to swap them").
    fn setup_instruction(&self) -> Option<String> {
        None
    }

    /// What the news line says of a pass forced on `side` in this position: that it had no
    /// move; `None` for a pass that is only a formality (a setup step that waits for the other
    /// player).
    fn pass_news(&self, side: Side) -> Option<String> {
        Some(format!("{} had no move and passed.", self.side_name(side)))
    }

    /// The words on the button for a choice of [`checkerbox_core::rules::Phase::Choose`].
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
