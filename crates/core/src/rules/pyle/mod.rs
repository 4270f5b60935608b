//! Pyle, by Christian Freeling (2011): single-coloured stacks on every square of an 8x8 or 10x10
//! board, moving by their height, joined toward a stack of eight. This module holds the position
//! and the rules of play over it: the win, passes and the draws (neither side can move; the third
//! repetition, our choice). Each other idea has its own module: the options ([`options`]), the
//! setup protocol's stages and choices ([`setup`]), the arrangement rule and the quick start's
//! random arrangement ([`arrangement`]), how the pieces move ([`slides`], along the rays of
//! [`rays`]), notation and position text ([`text`]), and positions saved in an earlier form
//! ([`old`]).
//!
//! Squares are those of [`BoardShape::full`]: `rank * size + file`, a1 = 0. Sets of squares are
//! `u128` bitboards.

mod arrangement;
mod old;
mod options;
mod rays;
mod setup;
mod slides;
mod text;

pub use arrangement::{Arrangement, ArrangementError, ArrangementProblem, arrangement_of_deal, check_arrangement};
pub use options::{PyleBoard, PyleOptions, PyleStart};
pub use setup::{ARRANGEMENTS_LISTED, PyleStage};

use super::bits::squares;
use super::hash::mix;
use super::{
    BoardShape, Game, GameEvent, GameInfo, GameResult, IllegalMove, NotationError, Outcome, Phase, Player,
    PositionError, Side,
};
use rays::{Geometry, MAX_SQUARES};
use std::fmt;

/// The height that wins: the first player to make a stack this tall or taller wins.
pub const WIN_HEIGHT: u8 = 8;
/// A stack this tall or taller cannot move.
pub const FROZEN: u8 = 4;

/// A Pyle move: the whole piece on `from` slides to `to` (an empty square, or a friendly piece it
/// joins); a pass, when the player has no move; or a step of the setup protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PyleMove {
    Slide {
        from: u8,
        to: u8,
    },
    Pass,
    /// Player One sets out the men.
    Arrange(Arrangement),
    /// Player Two chooses to move first; Player One will choose the colours.
    MoveFirst,
    /// The chooser takes this colour: Player Two (then Player One moves first), or Player One
    /// after Player Two chose to move first.
    Take(Side),
}

// ---------------------------------------------------------------------------------------------
// Hashing

/// A cell: 0 when empty, else the height, with [`BLACK`] set for a black piece.
const BLACK: u8 = 0x80;
const HEIGHT: u8 = 0x7f;

/// Hash term of a piece (a non-empty cell) on a square.
fn piece_key(square: u8, cell: u8) -> u64 {
    mix((1 << 20) | ((square as u64) << 8) | cell as u64)
}

/// Hash term of Black to move.
const SIDE_KEY: u64 = mix(1 << 40);

/// Hash term of a stage of the setup protocol and Player One's colour (none for a game in play
/// with Player One at White, as every quick start is), and of the deal while the men are set out.
fn setup_key(stage: PyleStage, player_one: Side, deal: u64) -> u64 {
    match (stage, player_one) {
        (PyleStage::Play, Side::White) => 0,
        (PyleStage::Arrange, _) => mix(mix(2 << 40) ^ deal),
        _ => mix((3 << 40) | (stage as u64) << 8 | player_one as u64),
    }
}

// ---------------------------------------------------------------------------------------------
// The position

/// One move since the last join, and the position before it (as its board hash), which the
/// repetition rule counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct MoveSinceJoin {
    hash: u64,
    mv: PyleMove,
}

/// A Pyle position: the pieces, whose turn it is, and — when repetition draws are on — the moves
/// since the last join, which say how often each position has occurred (a join can never be
/// undone, so no earlier position can come back).
///
/// A square is one byte: 0 when empty, else the height, with [`BLACK`] set for a black piece.
pub struct Pyle {
    options: PyleOptions,
    geometry: &'static Geometry,
    cells: [u8; MAX_SQUARES],
    /// Per side: the squares of its pieces.
    pieces: [u128; 2],
    /// Pieces of either side that move diagonally (men and triples) and orthogonally (doubles
    /// and triples); the rest (4 or taller) cannot move.
    diagonal: u128,
    orthogonal: u128,
    side: Side,
    /// Where the game stands in the setup protocol.
    stage: PyleStage,
    /// The colour Player One plays (White until the colours are given out).
    player_one: Side,
    /// Hash of the pieces and the side to move.
    board_hash: u64,
    /// The moves since the last join (kept only with repetition draws on), oldest first.
    earlier: Vec<MoveSinceJoin>,
    /// Hash of `earlier`, 0 when it is empty.
    earlier_hash: u64,
    /// A Bloom filter of the positions in `earlier` (bit `hash >> 56`): most positions have not
    /// occurred before, and this says so without looking through `earlier`.
    seen: [u64; 4],
    /// How many times this position has occurred since the last join (this time included).
    occurrences: u8,
    /// Whoever made a stack of 8 or more.
    winner: Option<Side>,
}

impl Clone for Pyle {
    /// With room for a few more moves since the last join: a copy is made to play a move in it.
    fn clone(&self) -> Self {
        let mut earlier = Vec::new();
        if !self.earlier.is_empty() {
            earlier.reserve_exact(self.earlier.len() + 4);
            earlier.extend_from_slice(&self.earlier);
        }
        Pyle { earlier, ..*self }
    }
}

impl PartialEq for Pyle {
    /// The pieces, the side to move, the stage and who plays which colour, the rules in force and
    /// the moves since the last join: what the position text writes. Once the men are set out the
    /// deal is not compared (it says how the game began).
    fn eq(&self, other: &Self) -> bool {
        self.options.board == other.options.board
            && self.options.repetition_draw == other.options.repetition_draw
            && self.cells == other.cells
            && self.side == other.side
            && self.stage == other.stage
            && self.player_one == other.player_one
            && (self.stage != PyleStage::Arrange || self.options.deal == other.options.deal)
            && self.earlier == other.earlier
    }
}

impl fmt::Debug for Pyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pyle({}; deal {})", self.position_text(), self.options.deal)
    }
}

impl Pyle {
    fn empty(options: PyleOptions) -> Pyle {
        Pyle {
            options,
            geometry: options.board.geometry(),
            cells: [0; MAX_SQUARES],
            pieces: [0; 2],
            diagonal: 0,
            orthogonal: 0,
            side: Side::White,
            stage: PyleStage::Play,
            player_one: Side::White,
            board_hash: 0,
            earlier: Vec::new(),
            earlier_hash: 0,
            seen: [0; 4],
            occurrences: 1,
            winner: None,
        }
    }

    /// Puts `cell` (0 for nothing) on `square`, keeping the sets and the hash.
    fn put(&mut self, square: u8, cell: u8) {
        let s = square as usize;
        let bit = 1u128 << square;
        let old = self.cells[s];
        if old != 0 {
            self.board_hash ^= piece_key(square, old);
        }
        self.cells[s] = cell;
        self.pieces[0] &= !bit;
        self.pieces[1] &= !bit;
        self.diagonal &= !bit;
        self.orthogonal &= !bit;
        if cell != 0 {
            self.board_hash ^= piece_key(square, cell);
            self.pieces[(cell & BLACK != 0) as usize] |= bit;
            let height = cell & HEIGHT;
            if height == 1 || height == 3 {
                self.diagonal |= bit;
            }
            if height == 2 || height == 3 {
                self.orthogonal |= bit;
            }
        }
    }

    fn set_side(&mut self, side: Side) {
        if side != self.side {
            self.board_hash ^= SIDE_KEY;
            self.side = side;
        }
    }

    /// The quick start's arrangement, or any other legal one (the setup protocol's): `white` and
    /// `black` are the men's squares; `first` moves first.
    pub fn from_arrangement(
        options: PyleOptions,
        white: &[u8],
        black: &[u8],
        first: Side,
    ) -> Result<Pyle, ArrangementError> {
        check_arrangement(options.board, white, black)?;
        let mut pos = Pyle::empty(options);
        pos.set_out(white, black);
        pos.set_side(first);
        Ok(pos)
    }

    /// Puts a man on each of `white`'s and `black`'s squares.
    fn set_out(&mut self, white: &[u8], black: &[u8]) {
        for (men, cell) in [(white, 1), (black, 1 | BLACK)] {
            for &s in men {
                self.put(s, cell);
            }
        }
    }

    /// A position from its pieces, `(square, height)` for each side, with no moves since the last
    /// join. Says what is wrong instead of building a position no game reaches: each side has all
    /// its men (8 on 8x8, 10 on 10x10) on distinct squares, and a stack of 8 or more — at most one
    /// — belongs to the player who just moved.
    pub fn from_pieces(
        options: PyleOptions,
        white: &[(u8, u8)],
        black: &[(u8, u8)],
        to_move: Side,
    ) -> Result<Pyle, String> {
        let shape = options.board.shape();
        let men = options.board.men() as u32;
        let mut pos = Pyle::empty(options);
        for (side, list) in [(Side::White, white), (Side::Black, black)] {
            let mut total = 0u32;
            for &(square, height) in list {
                if square >= shape.count() {
                    return Err(format!("square number {square} is not on this board"));
                }
                if pos.cells[square as usize] != 0 {
                    return Err(format!("two pieces on {}", shape.name(square)));
                }
                if height == 0 || height as u32 > men {
                    return Err(format!("the piece on {} is {height} high; a side has {men} men", shape.name(square)));
                }
                total += height as u32;
                let black = if side == Side::Black { BLACK } else { 0 };
                pos.put(square, height | black);
            }
            if total != men {
                return Err(format!(
                    "{} has {total} men on the board; each side has {men}, and none ever leaves",
                    side.name()
                ));
            }
        }
        let tall: Vec<u8> = (0..shape.count()).filter(|&s| pos.height(s) >= WIN_HEIGHT).collect();
        match tall.as_slice() {
            [] => {}
            [s] => {
                let owner = pos.owner(*s).unwrap_or(Side::White);
                if owner == to_move {
                    return Err(format!(
                        "{owner}'s stack of {} on {} ended the game on {owner}'s own move, so it cannot be {owner}'s \
                         turn",
                        pos.height(*s),
                        shape.name(*s),
                        owner = owner.name()
                    ));
                }
                pos.winner = Some(owner);
            }
            _ => return Err("two stacks of 8 or more: the game ends when the first is made".into()),
        }
        pos.set_side(to_move);
        Ok(pos)
    }

    /// The board's squares.
    pub fn board(&self) -> PyleBoard {
        self.options.board
    }

    /// Height of the piece on `square` (0 when empty).
    pub fn height(&self, square: u8) -> u8 {
        self.cells.get(square as usize).map_or(0, |c| c & HEIGHT)
    }

    /// Whose piece stands on `square`.
    pub fn owner(&self, square: u8) -> Option<Side> {
        match self.cells.get(square as usize) {
            None | Some(0) => None,
            Some(c) if c & BLACK != 0 => Some(Side::Black),
            Some(_) => Some(Side::White),
        }
    }

    /// The squares of `side`'s pieces.
    pub fn pieces_of(&self, side: Side) -> u128 {
        self.pieces[side.index()]
    }

    /// The squares of pieces that cannot move (4 or taller), of either side.
    pub fn frozen(&self) -> u128 {
        self.occupied() & !(self.diagonal | self.orthogonal)
    }

    /// Occupied squares.
    pub fn occupied(&self) -> u128 {
        self.pieces[0] | self.pieces[1]
    }

    /// The tallest piece of `side`.
    pub fn tallest(&self, side: Side) -> u8 {
        squares(self.pieces[side.index()]).map(|s| self.height(s)).max().unwrap_or(0)
    }

    /// How many times the present position has occurred since the last join, this time included
    /// (always 1 with repetition draws off).
    pub fn occurrences(&self) -> u8 {
        self.occurrences
    }

    /// How many moves have been played since the last join (0 with repetition draws off).
    pub fn plies_since_join(&self) -> usize {
        self.earlier.len()
    }

    /// The moves since the last join, oldest first (none with repetition draws off).
    pub fn moves_since_join(&self) -> Vec<PyleMove> {
        self.earlier.iter().map(|e| e.mv).collect()
    }

    /// A hash of the pieces and the side to move only: equal boards hash equal, however reached.
    /// ([`Game::position_hash`] also covers the moves since the last join.)
    pub fn board_hash(&self) -> u64 {
        self.board_hash
    }
}

static INFO: GameInfo = GameInfo {
    id: "pyle",
    name: "Pyle",
    designer: "Christian Freeling",
    year: 2011,
    blurb: "Single-coloured stacks that move by their height: first to a stack of eight.",
};

impl Game for Pyle {
    type Move = PyleMove;
    type Options = PyleOptions;

    fn info() -> &'static GameInfo {
        &INFO
    }

    /// Both boards, with and without repetition draws, and the setup protocol (which changes only
    /// how the game begins) with them on.
    fn variants() -> Vec<PyleOptions> {
        let quick = PyleOptions::default();
        [PyleBoard::Eight, PyleBoard::Ten]
            .into_iter()
            .flat_map(|board| {
                [
                    PyleOptions { board, ..quick },
                    PyleOptions { board, repetition_draw: false, ..quick },
                    PyleOptions { board, start: PyleStart::Protocol, ..quick },
                ]
            })
            .collect()
    }

    fn shape(&self) -> BoardShape {
        self.options.board.shape()
    }

    /// Without the repetition draw, men can wander for ever where nothing else can move.
    fn may_go_on_forever(options: PyleOptions) -> bool {
        !options.repetition_draw
    }

    /// The quick start: the arrangement numbered `options.deal`, White first; or the setup
    /// protocol's empty board.
    fn new_game(options: PyleOptions) -> Pyle {
        if options.start == PyleStart::Protocol {
            return Pyle::protocol_start(options);
        }
        let (white, black) = arrangement_of_deal(options.board, options.deal);
        Pyle::from_arrangement(options, &white, &black, Side::White)
            .expect("a dealt arrangement has one man of each colour in every row and column")
    }

    fn options(&self) -> PyleOptions {
        self.options
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn player_of(&self, side: Side) -> Player {
        Player::playing(side, self.player_one)
    }

    fn phase(&self) -> Phase {
        match self.stage {
            PyleStage::Arrange => Phase::Arrange,
            PyleStage::TwoChooses | PyleStage::OneChooses => Phase::Choose,
            PyleStage::Play => Phase::Play,
        }
    }

    fn legal_moves(&self, out: &mut Vec<PyleMove>) {
        out.clear();
        if self.stage != PyleStage::Play {
            return self.setup_moves(out);
        }
        if self.winner.is_some() || self.occurrences >= 3 {
            return;
        }
        self.slides(self.side, out);
        if out.is_empty() && self.can_move(self.side.other()) {
            out.push(PyleMove::Pass);
        }
    }

    fn play(&mut self, mv: PyleMove) {
        if !matches!(mv, PyleMove::Slide { .. } | PyleMove::Pass) {
            return self.play_setup(mv);
        }
        let before = self.board_hash;
        let mut joined = false;
        if let PyleMove::Slide { from, to } = mv {
            let cell = self.cells[from as usize];
            let target = self.cells[to as usize];
            if target == 0 {
                // The piece changes squares: its bit moves in each set it belongs to.
                let bits = (1u128 << from) | (1u128 << to);
                self.cells[from as usize] = 0;
                self.cells[to as usize] = cell;
                self.pieces[self.side.index()] ^= bits;
                let height = cell & HEIGHT;
                if height == 1 || height == 3 {
                    self.diagonal ^= bits;
                }
                if height == 2 || height == 3 {
                    self.orthogonal ^= bits;
                }
                self.board_hash ^= piece_key(from, cell) ^ piece_key(to, cell);
            } else {
                self.put(from, 0);
                joined = true;
                let height = (cell & HEIGHT) + (target & HEIGHT);
                self.put(to, height | (cell & BLACK));
                if height >= WIN_HEIGHT {
                    self.winner = Some(self.side);
                }
            }
        }
        self.side = self.side.other();
        self.board_hash ^= SIDE_KEY;
        if !self.options.repetition_draw {
            return;
        }
        if joined {
            self.earlier.clear();
            self.earlier_hash = 0;
            self.seen = [0; 4];
            self.occurrences = 1;
            return;
        }
        self.earlier.push(MoveSinceJoin { hash: before, mv });
        self.earlier_hash = mix(self.earlier_hash ^ before);
        let bit = |hash: u64| ((hash >> 62) as usize, 1u64 << (hash >> 56 & 63));
        let (word, mask) = bit(before);
        self.seen[word] |= mask;
        let now = self.board_hash;
        let (word, mask) = bit(now);
        self.occurrences = if self.seen[word] & mask == 0 {
            1
        } else {
            // Earlier positions with this side to move are every other one, from the second newest.
            let seen = self.earlier.iter().rev().skip(1).step_by(2).filter(|e| e.hash == now).count();
            1 + seen.min(254) as u8
        };
    }

    fn check_move(&self, mv: PyleMove) -> Result<(), IllegalMove> {
        if self.result().is_some() {
            return Err(IllegalMove("the game is over".into()));
        }
        self.check_stage(mv)?;
        match mv {
            PyleMove::Slide { from, to } => self.check_slide(from, to),
            PyleMove::Pass if self.can_move(self.side) => Err(IllegalMove("you can move, so you may not pass".into())),
            PyleMove::Pass | PyleMove::Arrange(_) | PyleMove::MoveFirst | PyleMove::Take(_) => Ok(()),
        }
    }

    fn result(&self) -> Option<GameResult> {
        let outcome = if self.stage != PyleStage::Play {
            return None;
        } else if let Some(side) = self.winner {
            Outcome::Win(side)
        } else if self.occurrences >= 3 || !(self.can_move(self.side) || self.can_move(self.side.other())) {
            Outcome::Draw
        } else {
            return None;
        };
        Some(GameResult { outcome, score: None })
    }

    /// The pieces, the side to move, the stage and Player One's colour, and the moves since the
    /// last join (which decide what a repetition will do): positions that compare equal hash equal.
    fn position_hash(&self) -> u64 {
        self.board_hash ^ self.earlier_hash ^ setup_key(self.stage, self.player_one, self.options.deal)
    }

    fn is_pass(mv: PyleMove) -> bool {
        mv == PyleMove::Pass
    }

    fn move_text(&self, mv: PyleMove) -> String {
        text::move_text(self, mv)
    }

    fn parse_move(&self, text: &str) -> Result<PyleMove, NotationError> {
        let mv = text::read_move(self, text)?;
        self.check_move(mv)?;
        Ok(mv)
    }
    /// A join that makes a stack of 8 or more wins the game: the event names the stack. Joins are
    /// otherwise shown by the move itself. A step of the setup protocol says what it decided.
    fn events(&self, mv: PyleMove) -> Vec<GameEvent> {
        if let Some(text) = self.setup_news(mv) {
            return vec![GameEvent { side: self.side, square: None, checkers: Vec::new(), text }];
        }
        let PyleMove::Slide { from, to } = mv else { return Vec::new() };
        if !self.is_join(mv) {
            return Vec::new();
        }
        let height = self.height(from) + self.height(to);
        if height < WIN_HEIGHT {
            return Vec::new();
        }
        let side = self.side;
        let text = format!("{} makes a stack of {height} on {}.", side.name(), self.shape().name(to));
        // The winning stack stays on the board: nothing leaves it.
        vec![GameEvent { side, square: Some(to), checkers: Vec::new(), text }]
    }

    fn position_text(&self) -> String {
        text::position_text(self)
    }

    fn from_position_text(text: &str) -> Result<Pyle, PositionError> {
        text::read_position(text)
    }

    fn edited(&self, stacks: &[(u8, Vec<Side>)], to_move: Side, _tally: [u8; 2]) -> Result<Pyle, PositionError> {
        text::read_position(&text::edited_text(self, stacks, to_move)?)
    }
}
