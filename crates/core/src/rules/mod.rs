//! The rules of every game, as pure Rust with no web dependency.
//!
//! Each game is one module implementing [`Game`]. What is common to all games (sessions, undo,
//! saving, the AI's search, the worker protocol) talks to a game only through that trait; what is
//! particular to one (its board on screen, its evaluation) uses the game's own types.

pub mod basic;
pub mod bits;
pub mod byte;
pub mod grid;
pub mod hash;
pub mod perft;
pub mod pyle;
pub mod saved;
pub mod shape;
pub mod sight_reduction;
pub mod stack_text;

pub use shape::BoardShape;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::{self, Debug, Display};
use std::hash::Hash;

/// One of the two sides. In a solitaire the one person plays both, in turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    White,
    Black,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black: the index into per-side arrays such as scores.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side's name as players say it.
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }

    /// The side's name in lower case ("white"), as notation, classes and test ids write it.
    pub fn word(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// The two players, as the new-game dialog seats them. In most games Player One plays White from
/// the start; where the players learn their colours during the game (Pyle's setup protocol, Sight
/// Reduction's fair setup) Player One holds White's place until the colours are given out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    One,
    Two,
}

impl Player {
    /// 0 for Player One, 1 for Player Two: the index into the session's seats.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The player who plays `side`, when Player One plays `player_one`.
    pub fn playing(side: Side, player_one: Side) -> Player {
        if side == player_one { Player::One } else { Player::Two }
    }

    /// The player who sits at `side` in a game whose colours are fixed from the start.
    pub fn seated_at(side: Side) -> Player {
        Player::playing(side, Side::White)
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::One => "Player One",
            Player::Two => "Player Two",
        }
    }
}

/// What the player to move is deciding, so that the screen shows what the decision needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// A move on the board, made by pointing.
    Play,
    /// One of a few named choices (who moves first, which colour): made with buttons.
    Choose,
    /// Setting out the men (Pyle's arrangement): made in a placement editor. The moves of this
    /// phase are far too many to list, so [`Game::legal_moves`] lists a sample of them.
    Arrange,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Two-player game won by this side.
    Win(Side),
    /// Two-player game drawn.
    Draw,
    /// Solitaire reached its goal.
    Solved,
    /// Solitaire can no longer reach its goal.
    Stuck,
}

/// The end of a game: the outcome and, for games that count something (Byte's stacks won), the
/// count per side, indexed by [`Side::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub outcome: Outcome,
    pub score: Option<[u8; 2]>,
}

/// What the app says about a game: shown on the home screen and the rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable id used in saved games, links and worker messages.
    pub id: &'static str,
    pub name: &'static str,
    pub designer: &'static str,
    pub year: u16,
    /// One line that tells a newcomer what the game is like.
    pub blurb: &'static str,
}

/// Something that happens on the board beyond the move itself, worth telling a player about: a
/// stack won, a checker borne off, a checker removed. The screen animates it, says it in the
/// status line, marks the move in the move list, and keeps what left the board in a tray.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEvent {
    /// The side credited with it.
    pub side: Side,
    /// Where it happened (a square of [`Game::shape`]).
    pub square: Option<u8>,
    /// The checkers that left the board, bottom first: none when nothing left it (a win made on
    /// the board).
    pub checkers: Vec<Side>,
    /// What happened, as one sentence: "White wins the stack on d4."
    pub text: String,
}

/// Why a move cannot be played here, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub String);

impl Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IllegalMove {}

/// Why a piece of move text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Nothing was written.
    Empty,
    /// The text is not of any form the game's notation has.
    Malformed { text: String, expected: &'static str },
    /// A square name that is not on this board (or not a square at all).
    NoSuchSquare(String),
    /// A square the game does not use, such as a light square in Byte.
    UnusedSquare(String),
    /// The text names a move, but the rules do not allow it here.
    Illegal(IllegalMove),
}

impl Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("no move was given"),
            NotationError::Malformed { text, expected } => {
                write!(f, "\u{201c}{text}\u{201d} is not a move: expected {expected}")
            }
            NotationError::NoSuchSquare(s) => write!(f, "\u{201c}{s}\u{201d} is not a square on this board"),
            NotationError::UnusedSquare(s) => write!(f, "{s} is a light square, which this game does not use"),
            NotationError::Illegal(why) => Display::fmt(why, f),
        }
    }
}

impl std::error::Error for NotationError {}

/// Why a position text (see [`Game::position_text`]) was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text is not in the game's position format.
    Malformed { text: String, expected: &'static str },
    /// A square that is not on the board, or not used by the game.
    Square(NotationError),
    /// Well formed, but no game can reach it (the checkers do not add up, say).
    Impossible(String),
}

impl Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Malformed { text, expected } => {
                write!(f, "\u{201c}{text}\u{201d} is not a position: expected {expected}")
            }
            PositionError::Square(e) => Display::fmt(e, f),
            PositionError::Impossible(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<NotationError> for PositionError {
    fn from(e: NotationError) -> Self {
        PositionError::Square(e)
    }
}

impl From<IllegalMove> for NotationError {
    fn from(why: IllegalMove) -> Self {
        NotationError::Illegal(why)
    }
}

/// A game's rules and a position of it. Implemented by the position type itself, so that a value
/// is a whole game state: cheap to clone, and saved as its position text ([`Game::position_text`],
/// in a record whose start is that text: [`crate::session::Record`]).
///
/// Passes, skipped turns and setup choices are moves like any other: [`Game::legal_moves`] is empty
/// exactly when the game is over, which keeps the UI and the AI free of special cases. The
/// [`Game::phase`] tells the screen how the move is made.
pub trait Game: Clone + Debug + PartialEq + Send + Sync + 'static {
    /// A move, small and `Copy` so that search can hold many.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// What the new-game dialog chooses (board size, variants).
    type Options: Copy + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// The game's name and designer.
    fn info() -> &'static GameInfo;

    /// One value for every board and variant the new-game dialog offers: the conformance suite
    /// plays them all, and the benchmark measures them.
    fn variants() -> Vec<Self::Options>;

    /// The squares this position is played on.
    fn shape(&self) -> BoardShape;

    /// Whether a game with these options may go on for ever (Pyle without its repetition draw),
    /// so that nobody, the conformance suite included, waits for every game to end.
    fn may_go_on_forever(_options: Self::Options) -> bool {
        false
    }

    /// The starting position for these options.
    fn new_game(options: Self::Options) -> Self;

    /// The options this game was started with.
    fn options(&self) -> Self::Options;

    /// The side whose turn it is.
    fn to_move(&self) -> Side;

    /// Who plays `side`'s pieces, and so whose seat decides when `side` is to move. Players
    /// alternate: every move hands the turn to the other player, setup moves included.
    fn player_of(&self, side: Side) -> Player {
        Player::seated_at(side)
    }

    /// What kind of decision the move to make is.
    fn phase(&self) -> Phase {
        Phase::Play
    }

    /// Clears `out` and fills it with every legal move; empty only when the game is over. In
    /// [`Phase::Arrange`] it lists a sample, the same for the same position, and
    /// [`Game::check_move`] judges any arrangement. Reusing one vector keeps search and playouts
    /// free of allocation.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Plays a move. The move must be legal (from [`Game::legal_moves`] or accepted by
    /// [`Game::check_move`]); an illegal one may leave a position the rules cannot reach.
    fn play(&mut self, mv: Self::Move);

    /// Whether `mv` is legal here and, if not, why, in a player's words.
    fn check_move(&self, mv: Self::Move) -> Result<(), IllegalMove>;

    /// `None` while the game goes on.
    fn result(&self) -> Option<GameResult>;

    /// A 64-bit hash of the whole position (board, side to move, scores), for repetition and the
    /// AI's transposition table.
    fn position_hash(&self) -> u64;

    /// Whether this move is a pass (a turn the player could not use).
    fn is_pass(mv: Self::Move) -> bool;

    /// The move in the game's notation.
    fn move_text(&self, mv: Self::Move) -> String;

    /// Reads a move in the game's notation and checks it is legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, NotationError>;

    /// What `mv`, played here, does beyond moving (a stack won, say): none for most moves.
    fn events(&self, mv: Self::Move) -> Vec<GameEvent>;

    /// The whole position as one short line of text: how a position is saved, sent to the AI
    /// worker, written in records and links, and given in tests and lessons.
    /// [`Game::from_position_text`] reads it back as an equal position. Options that only say how
    /// a game began are left out once they no longer decide the position (Pyle's deal once its
    /// men are set out).
    fn position_text(&self) -> String;

    /// Reads a [`Game::position_text`], refusing what no game can reach.
    fn from_position_text(text: &str) -> Result<Self, PositionError>;

    /// This position with `stacks` on its board instead (each square's checkers, bottom first),
    /// `to_move` to move, in play, and `tally` for what each side has taken off the board where
    /// the game counts it (Byte's stacks won, Basic's checkers borne off; the others ignore it),
    /// its options kept: what a position editor makes. Read as a position text is, so that it is
    /// refused in the same words when no game reaches it.
    fn edited(&self, stacks: &[(u8, Vec<Side>)], to_move: Side, tally: [u8; 2]) -> Result<Self, PositionError>;
}
