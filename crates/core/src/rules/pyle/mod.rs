//! Pyle, by Christian Freeling (2011): single-coloured stacks on every square of an 8x8 or 10x10
//! board, moving by their height, joined toward a stack of eight. The rules of play are in this
//! file: the setup protocol's stages and choices, movement, the win, passes, the draws (neither
//! side can move; the third repetition, our choice), notation and position text. The arrangement
//! rule and the quick start's random arrangement are in [`arrangement`]; the rays the move
//! generator follows in [`rays`].
//!
//! Squares are those of [`BoardShape::full`]: `rank * size + file`, a1 = 0. Sets of squares are
//! `u128` bitboards (the move generator works on 8x8 in `u64`). Moves are found a piece at a time
//! from precomputed rays: in each direction, the first piece met ends the line.
//!
//! **The setup protocol** is made of moves, so that undo, saving, the move list and the computer
//! treat it as they treat the rest of the game. Player One sets out the men ([`PyleMove::Arrange`]);
//! Player Two then chooses to move first ([`PyleMove::MoveFirst`], and Player One then chooses a
//! colour, [`PyleMove::Take`]) or takes a colour (and Player One then moves first). Until the
//! colours are given out Player One holds White's place: White "moves" to set out the men, Black to
//! choose, so the players alternate as everywhere else.

mod arrangement;
mod rays;

pub use arrangement::{Arrangement, ArrangementError, ArrangementProblem, arrangement_of_deal, check_arrangement};

use super::bits::squares;
use super::hash::mix;
use super::saved;
use super::{
    BoardShape, Game, GameEvent, GameInfo, GameResult, IllegalMove, NotationError, Outcome, Phase, Player,
    PositionError, Side,
};
use rays::{Bits, GEOMETRY_8, GEOMETRY_10, Geometry, MAX_SQUARES, RAYS_8, RAYS_10, Rays, reach};
use serde::de::{MapAccess, value::MapAccessDeserializer};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The height that wins: the first player to make a stack this tall or taller wins.
pub const WIN_HEIGHT: u8 = 8;
/// A stack this tall or taller cannot move.
pub const FROZEN: u8 = 4;

/// The two boards Pyle is played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PyleBoard {
    /// 8x8, 8 men each.
    #[default]
    Eight,
    /// 10x10, 10 men each.
    Ten,
}

impl PyleBoard {
    /// Squares a side.
    pub fn size(self) -> u8 {
        match self {
            PyleBoard::Eight => 8,
            PyleBoard::Ten => 10,
        }
    }

    /// Men of each colour: one per row.
    pub fn men(self) -> u8 {
        self.size()
    }

    /// The board's squares and their names.
    pub fn shape(self) -> BoardShape {
        BoardShape::full(self.size())
    }

    fn geometry(self) -> &'static Geometry {
        match self {
            PyleBoard::Eight => &GEOMETRY_8,
            PyleBoard::Ten => &GEOMETRY_10,
        }
    }
}

/// How a game begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PyleStart {
    /// **Ours**: the arrangement numbered `deal`, White first.
    #[default]
    Quick,
    /// The setup protocol: Player One sets out the men, then Player Two and Player One choose.
    Protocol,
}

/// What the new-game dialog chooses for Pyle. Fields added later take their defaults in older
/// saves (`#[serde(default)]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct PyleOptions {
    pub board: PyleBoard,
    pub start: PyleStart,
    /// **Ours**: the third occurrence of the same position, with the same player to move, is a draw.
    pub repetition_draw: bool,
    /// Which random arrangement the quick start deals ([`arrangement_of_deal`]), and which
    /// arrangements the protocol's first move lists as its sample. Once the men are on the board it
    /// says how a game began, not what a position is: positions in play compare and hash equal
    /// whatever their deal, and one read from a text has deal 0.
    pub deal: u64,
}

impl Default for PyleOptions {
    fn default() -> Self {
        PyleOptions { board: PyleBoard::Eight, start: PyleStart::Quick, repetition_draw: true, deal: 1 }
    }
}

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

/// Where a game stands in the setup protocol. A quick start begins at `Play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum Stage {
    /// Player One sets out the men.
    Arrange,
    /// Player Two chooses: to move first, or a colour.
    TwoChooses,
    /// Player Two chose to move first: Player One chooses a colour.
    OneChooses,
    /// The men move.
    Play,
}

impl Stage {
    /// Who decides in this stage (before the men move): the side holding that player's place.
    fn chooser(self) -> Side {
        match self {
            Stage::TwoChooses => Side::Black,
            _ => Side::White,
        }
    }

    /// The word for the stage in a position text.
    fn word(self) -> &'static str {
        match self {
            Stage::Arrange => "arrange",
            Stage::TwoChooses => "two-chooses",
            Stage::OneChooses => "one-chooses",
            Stage::Play => "play",
        }
    }
}

/// How many arrangements [`Game::legal_moves`] lists when Player One is to set out the men: the
/// computer as Player One judges these, and random games choose among them.
pub const ARRANGEMENTS_LISTED: u64 = 12;

// ---------------------------------------------------------------------------------------------
// Hashing and the pinned random generator

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
fn setup_key(stage: Stage, player_one: Side, deal: u64) -> u64 {
    match (stage, player_one) {
        (Stage::Play, Side::White) => 0,
        (Stage::Arrange, _) => mix(mix(2 << 40) ^ deal),
        _ => mix((3 << 40) | (stage as u64) << 8 | player_one as u64),
    }
}

// ---------------------------------------------------------------------------------------------
// The position

/// One move since the last join, and the position before it (as its board hash), which the
/// repetition rule counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Earlier {
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
    stage: Stage,
    /// The colour Player One plays (White until the colours are given out).
    player_one: Side,
    /// Hash of the pieces and the side to move.
    board_hash: u64,
    /// The moves since the last join (kept only with repetition draws on), oldest first.
    earlier: Vec<Earlier>,
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
            && (self.stage != Stage::Arrange || self.options.deal == other.options.deal)
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
            stage: Stage::Play,
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

    /// The start of the setup protocol: an empty board, Player One to set out the men.
    fn protocol_start(options: PyleOptions) -> Pyle {
        Pyle { stage: Stage::Arrange, ..Pyle::empty(options) }
    }

    /// Puts a man on each of `white`'s and `black`'s squares.
    fn set_out(&mut self, white: &[u8], black: &[u8]) {
        for (men, cell) in [(white, 1), (black, 1 | BLACK)] {
            for &s in men {
                self.put(s, cell);
            }
        }
    }

    /// Where the game stands in the setup protocol.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The colour Player One plays (White until the colours are given out).
    pub fn player_one(&self) -> Side {
        self.player_one
    }

    /// The moves of a setup stage: a sample of arrangements, or the choices.
    fn setup_moves(&self, out: &mut Vec<PyleMove>) {
        match self.stage {
            Stage::Arrange => out.extend((0..ARRANGEMENTS_LISTED).map(|k| {
                let (white, black) = arrangement_of_deal(self.options.board, mix(self.options.deal ^ mix(k)));
                let arrangement = Arrangement::new(self.options.board, &white, &black);
                PyleMove::Arrange(arrangement.expect("a dealt arrangement is legal"))
            })),
            Stage::TwoChooses => {
                out.extend([PyleMove::MoveFirst, PyleMove::Take(Side::White), PyleMove::Take(Side::Black)])
            }
            Stage::OneChooses => out.extend([PyleMove::Take(Side::White), PyleMove::Take(Side::Black)]),
            Stage::Play => {}
        }
    }

    /// Why a move is not the one this stage asks for, if it is not.
    fn check_stage(&self, mv: PyleMove) -> Result<(), IllegalMove> {
        let no = |s: &str| Err(IllegalMove(s.into()));
        match (self.stage, mv) {
            (Stage::Arrange, PyleMove::Arrange(a)) => {
                a.check(self.options.board).map_err(|e| IllegalMove(e.to_string()))
            }
            (Stage::Arrange, _) => no("Player One must first set out the men"),
            (Stage::TwoChooses, PyleMove::MoveFirst | PyleMove::Take(_)) => Ok(()),
            (Stage::TwoChooses, _) => no("Player Two must first choose to move first, or a colour"),
            (Stage::OneChooses, PyleMove::Take(_)) => Ok(()),
            (Stage::OneChooses, _) => no("Player One must first choose a colour"),
            (Stage::Play, PyleMove::Arrange(_)) => no("the men are already set out"),
            (Stage::Play, PyleMove::MoveFirst | PyleMove::Take(_)) => no("the colours are already chosen"),
            (Stage::Play, _) => Ok(()),
        }
    }

    /// Plays a move of the setup protocol, and hands the turn to the other player: the chooser's
    /// place, or once the colours are given out, the colour of whoever moves first.
    fn play_setup(&mut self, mv: PyleMove) {
        let (stage, side) = match (self.stage, mv) {
            (_, PyleMove::Arrange(a)) => {
                let (white, black) = a.squares(self.options.board);
                self.set_out(&white, &black);
                (Stage::TwoChooses, Stage::TwoChooses.chooser())
            }
            (_, PyleMove::MoveFirst) => (Stage::OneChooses, Stage::OneChooses.chooser()),
            // Player Two takes a colour; Player One moves first with the other.
            (Stage::TwoChooses, PyleMove::Take(colour)) => {
                self.player_one = colour.other();
                (Stage::Play, self.player_one)
            }
            // Player One takes a colour; Player Two, who chose to, moves first with the other.
            (_, PyleMove::Take(colour)) => {
                self.player_one = colour;
                (Stage::Play, colour.other())
            }
            (stage, PyleMove::Slide { .. } | PyleMove::Pass) => (stage, self.side),
        };
        self.stage = stage;
        self.set_side(side);
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

    /// This position as reached by `moves` (the moves since the last join, oldest first) from the
    /// position they lead back to: checks that they are legal and do not go on after the game
    /// ended, and counts the positions they pass through. (None of them can be a join: taking a
    /// move back leaves the square it went to empty.)
    fn with_moves_since_join(self, moves: &[PyleMove]) -> Result<Pyle, String> {
        if moves.is_empty() {
            return Ok(self);
        }
        if !self.options.repetition_draw {
            return Err("without repetition draws, no earlier moves are kept".into());
        }
        let shape = self.shape();
        // Take the moves back, newest first.
        let mut start = self.clone();
        for (k, &mv) in moves.iter().enumerate().rev() {
            let mover = start.side.other();
            start.set_side(mover);
            if let PyleMove::Slide { from, to } = mv {
                let (cell, gone) = (start.cells[to as usize], start.cells[from as usize]);
                if start.owner(to) != Some(mover) || gone != 0 || from == to {
                    return Err(format!(
                        "earlier move {} ({}) cannot have been played: {}'s piece would now stand on {}, and {} \
                         would be empty",
                        k + 1,
                        self.move_text(mv),
                        mover.name(),
                        shape.name(to),
                        shape.name(from)
                    ));
                }
                start.put(to, 0);
                start.put(from, cell);
            }
        }
        // Then play them again, checking each.
        for (k, &mv) in moves.iter().enumerate() {
            let text = start.move_text(mv);
            if let Err(why) = start.check_move(mv) {
                return Err(format!("earlier move {} ({text}) is not legal: {why}", k + 1));
            }
            start.play(mv);
        }
        debug_assert!(start.cells == self.cells && start.side == self.side);
        Ok(start)
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

    /// The moves since the last join, oldest first (none with repetition draws off).
    pub fn moves_since_join(&self) -> Vec<PyleMove> {
        self.earlier.iter().map(|e| e.mv).collect()
    }

    /// A hash of the pieces and the side to move only: equal boards hash equal, however reached.
    /// ([`Game::position_hash`] also covers the moves since the last join.)
    pub fn board_hash(&self) -> u64 {
        self.board_hash
    }

    /// Whether the move lands on a friendly piece.
    pub fn is_join(&self, mv: PyleMove) -> bool {
        matches!(mv, PyleMove::Slide { to, .. } if self.height(to) > 0)
    }

    /// Adds every move of `side`'s pieces to `out` (whoever is to move; no pass): what the
    /// evaluation measures mobility and joins with.
    pub fn slides(&self, side: Side, out: &mut Vec<PyleMove>) {
        self.each_slide(side, |from, to| out.push(PyleMove::Slide { from, to }));
    }

    /// Calls `f(from, to)` for every move of `side`'s pieces, whoever is to move.
    #[inline]
    pub fn each_slide(&self, side: Side, mut f: impl FnMut(u8, u8)) {
        if self.geometry.size == 8 {
            self.each_slide_in(&RAYS_8, side, &mut f)
        } else {
            self.each_slide_in(&RAYS_10, side, &mut f)
        }
    }

    /// Men, doubles and triples in turn: each piece's squares within reach, less those of enemy
    /// pieces.
    #[inline(always)]
    fn each_slide_in<B: Bits>(&self, rays: &Rays<B>, side: Side, f: &mut impl FnMut(u8, u8)) {
        let own = B::of(self.pieces[side.index()]);
        let enemy = B::of(self.pieces[side.other().index()]);
        let occupied = own | enemy;
        let (diagonal, orthogonal) = (own & B::of(self.diagonal), own & B::of(self.orthogonal));
        macro_rules! each {
            ($movers:expr, $first:literal, $last:literal) => {
                let mut movers = $movers;
                while movers != B::ZERO {
                    let from = movers.pop();
                    let to = reach::<B, $first, $last>(rays, from as usize, occupied) & !enemy;
                    to.each(|to| f(from, to));
                }
            };
        }
        each!(diagonal & !orthogonal, 0, 4);
        each!(orthogonal & !diagonal, 4, 8);
        each!(diagonal & orthogonal, 0, 8);
    }

    /// The squares the piece on `from` can move to (empty squares, and friendly pieces it would
    /// join), whoever is to move: none for an empty square or a piece of 4 or more.
    pub fn targets(&self, from: u8) -> u128 {
        let Some(side) = self.owner(from) else { return 0 };
        let enemy = self.pieces[side.other().index()];
        let occupied = self.occupied();
        let s = from as usize;
        let reached = match (self.geometry.size, self.height(from)) {
            (8, 1) => reach::<u64, 0, 4>(&RAYS_8, s, occupied as u64) as u128,
            (8, 2) => reach::<u64, 4, 8>(&RAYS_8, s, occupied as u64) as u128,
            (8, 3) => reach::<u64, 0, 8>(&RAYS_8, s, occupied as u64) as u128,
            (_, 1) => reach::<u128, 0, 4>(&RAYS_10, s, occupied),
            (_, 2) => reach::<u128, 4, 8>(&RAYS_10, s, occupied),
            (_, 3) => reach::<u128, 0, 8>(&RAYS_10, s, occupied),
            _ => 0,
        };
        reached & !enemy
    }

    /// Whether `side` has a move: a piece of 1 to 3 with an empty or friendly square next to it in
    /// one of its directions.
    pub fn can_move(&self, side: Side) -> bool {
        let own = self.pieces[side.index()];
        let open = !self.pieces[side.other().index()];
        let (diagonal, orthogonal) = (own & self.diagonal, own & self.orthogonal);
        self.geometry.steps.iter().enumerate().any(|(d, step)| {
            let movers = if d < 4 { diagonal } else { orthogonal };
            movers.shifted(step.delta) & step.arrive & open != 0
        })
    }

    /// Why a slide is not legal, if it is not.
    fn check_slide(&self, from: u8, to: u8) -> Result<(), IllegalMove> {
        let no = |s: String| Err(IllegalMove(s));
        let shape = self.shape();
        if from >= shape.count() || to >= shape.count() {
            return no("that square is not on the board".into());
        }
        let (name_from, name_to) = (shape.name(from), shape.name(to));
        let Some(owner) = self.owner(from) else {
            return no(format!("there is no piece on {name_from}"));
        };
        if owner != self.side {
            return no(format!("the piece on {name_from} is {}'s", owner.name()));
        }
        if from == to {
            return no("a piece must move to another square".into());
        }
        let height = self.height(from);
        if height >= FROZEN {
            return no(format!("a stack of 4 or more cannot move, and this one is {height} high"));
        }
        let n = self.geometry.size as i32;
        let (from_file, from_rank) = (from as i32 % n, from as i32 / n);
        let (df, dr) = (to as i32 % n - from_file, to as i32 / n - from_rank);
        let diagonal = df.abs() == dr.abs();
        if !diagonal && df != 0 && dr != 0 {
            return no(format!("a piece moves in a straight line, and {name_from} to {name_to} is not one"));
        }
        match (height, diagonal) {
            (1, false) => return no("a single man moves diagonally".into()),
            (2, true) => return no("a stack of 2 moves orthogonally".into()),
            _ => {}
        }
        let (sf, sr) = (df.signum(), dr.signum());
        for k in 1..df.abs().max(dr.abs()) {
            let s = ((from_rank + k * sr) * n + from_file + k * sf) as u8;
            if self.cells[s as usize] != 0 {
                return no(format!("it cannot pass over the piece on {}", shape.name(s)));
            }
        }
        if self.owner(to).is_some_and(|o| o != self.side) {
            return no("it cannot land on an enemy piece".into());
        }
        Ok(())
    }

    /// Parses `from-to` (not yet checked for legality).
    fn parse_slide(shape: BoardShape, text: &str) -> Result<PyleMove, NotationError> {
        let malformed =
            || NotationError::Malformed { text: text.to_string(), expected: "a move such as b2-e5, or pass" };
        let (from, to) = text.split_once('-').ok_or_else(malformed)?;
        if from.trim().is_empty() || to.trim().is_empty() {
            return Err(malformed());
        }
        Ok(PyleMove::Slide { from: shape.parse(from.trim())?, to: shape.parse(to.trim())? })
    }

    /// Pieces of `side`, written `c2` or `e4:3`, in square order.
    fn pieces_text(&self, side: Side) -> Vec<String> {
        let shape = self.shape();
        squares(self.pieces[side.index()])
            .map(|s| match self.height(s) {
                1 => shape.name(s),
                h => format!("{}:{h}", shape.name(s)),
            })
            .collect()
    }

    /// Reads pieces written `c2` or `e4:3`.
    fn read_pieces<'a>(
        shape: BoardShape,
        words: impl Iterator<Item = &'a str>,
        malformed: impl Fn() -> PositionError,
    ) -> Result<Vec<(u8, u8)>, PositionError> {
        let mut out = Vec::new();
        for word in words {
            let (square, height) = match word.split_once(':') {
                Some((square, height)) => {
                    let h: u8 = height.parse().map_err(|_| malformed())?;
                    (square, h)
                }
                None => (word, 1),
            };
            out.push((shape.parse(square)?, height));
        }
        Ok(out)
    }

    /// Builds a position from what a text or a record says: in play, the pieces, the side to move,
    /// Player One's colour and the moves since the last join; in the setup protocol, the stage and
    /// the men set out (none before the arrangement), with nobody's move implied.
    fn build(parts: Parts, moves: &[PyleMove]) -> Result<Pyle, String> {
        let Parts { mut options, stage, player_one, white, black, to_move } = parts;
        if stage == Stage::Play {
            let mut pos = Pyle::from_pieces(options, &white, &black, to_move)?.with_moves_since_join(moves)?;
            pos.player_one = player_one;
            return Ok(pos);
        }
        options.start = PyleStart::Protocol;
        if !moves.is_empty() || player_one != Side::White || to_move != stage.chooser() {
            return Err(format!("nobody has moved a man yet, so {} cannot be as written", stage.word()));
        }
        if stage == Stage::Arrange {
            if !(white.is_empty() && black.is_empty()) {
                return Err("the men are not set out yet".into());
            }
            return Ok(Pyle::protocol_start(options));
        }
        if white.iter().chain(&black).any(|&(_, height)| height != 1) {
            return Err("the men have just been set out, so there are no stacks".into());
        }
        let squares = |men: &[(u8, u8)]| men.iter().map(|&(s, _)| s).collect::<Vec<_>>();
        let (white, black) = (squares(&white), squares(&black));
        let mut pos = Pyle::from_arrangement(options, &white, &black, stage.chooser()).map_err(|e| e.to_string())?;
        pos.stage = stage;
        Ok(pos)
    }

    /// Reads an arrangement written as a move (`W:f1,c2,… B:d1,…`) and checks the arrangement rule.
    fn parse_arrangement(&self, text: &str) -> Result<PyleMove, NotationError> {
        let malformed = || NotationError::Malformed {
            text: text.to_string(),
            expected: "the men's squares, White's then Black's: W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8",
        };
        let shape = self.shape();
        let mut words = text.split_whitespace();
        let mut list = |prefix: &str| -> Result<Vec<u8>, NotationError> {
            let word = words.next().and_then(|w| w.strip_prefix(prefix)).ok_or_else(malformed)?;
            word.split(',').filter(|w| !w.is_empty()).map(|w| shape.parse(w)).collect()
        };
        let (white, black) = (list("W:")?, list("B:")?);
        if words.next().is_some() {
            return Err(malformed());
        }
        let arrangement = Arrangement::new(self.options.board, &white, &black);
        Ok(PyleMove::Arrange(arrangement.map_err(|e| NotationError::Illegal(IllegalMove(e.to_string())))?))
    }

    /// What a move of the setup protocol decides, as the news line says it.
    fn setup_news(&self, mv: PyleMove) -> Option<String> {
        Some(match (self.stage, mv) {
            (_, PyleMove::Arrange(_)) => "Player One has set out the men.".into(),
            (_, PyleMove::MoveFirst) => "Player Two chooses to move first. Player One chooses a colour.".into(),
            (Stage::TwoChooses, PyleMove::Take(c)) => {
                format!("Player Two takes {}. Player One plays {} and moves first.", c.name(), c.other().name())
            }
            (_, PyleMove::Take(c)) => {
                format!("Player One takes {}. Player Two plays {} and moves first.", c.name(), c.other().name())
            }
            _ => return None,
        })
    }
}

/// What a position text or a saved position says, before it is checked.
struct Parts {
    options: PyleOptions,
    stage: Stage,
    player_one: Side,
    white: Vec<(u8, u8)>,
    black: Vec<(u8, u8)>,
    to_move: Side,
}

static INFO: GameInfo = GameInfo {
    id: "pyle",
    name: "Pyle",
    designer: "Christian Freeling",
    year: 2011,
    blurb: "Single-coloured stacks that move by their height: first to a stack of eight.",
};

/// How [`Game::position_text`] is written, for the error that says so.
const POSITION_FORMAT: &str = "the board size (8 or 10), the side to move (w or b), White's pieces and Black's, a stack \
     with its height, then one:black if Player One plays Black, then norep if repetition draws are off, or the \
     moves since the last join: 8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8 or 8 b W:f1,d3:2,... \
     B:... history:c2-d3,pass; in the setup, 8 arrange deal:1, or 8 two-chooses (or one-chooses) and the men";

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
            Stage::Arrange => Phase::Arrange,
            Stage::TwoChooses | Stage::OneChooses => Phase::Choose,
            Stage::Play => Phase::Play,
        }
    }

    fn legal_moves(&self, out: &mut Vec<PyleMove>) {
        out.clear();
        if self.stage != Stage::Play {
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
        self.earlier.push(Earlier { hash: before, mv });
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
        let outcome = if self.stage != Stage::Play {
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
        match mv {
            PyleMove::Slide { from, to } => {
                let shape = self.shape();
                let name = |s: u8| if s < shape.count() { shape.name(s) } else { format!("square {s}") };
                format!("{}-{}", name(from), name(to))
            }
            PyleMove::Pass => "pass".into(),
            PyleMove::Arrange(a) => {
                let (white, black) = a.squares(self.options.board);
                let shape = self.shape();
                let names = |men: Vec<u8>| men.into_iter().map(|s| shape.name(s)).collect::<Vec<_>>().join(",");
                format!("W:{} B:{}", names(white), names(black))
            }
            PyleMove::MoveFirst => "first".into(),
            PyleMove::Take(side) => side.word().into(),
        }
    }

    fn parse_move(&self, text: &str) -> Result<PyleMove, NotationError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(NotationError::Empty);
        }
        let mv = match text.to_ascii_lowercase().as_str() {
            "pass" => PyleMove::Pass,
            "first" => PyleMove::MoveFirst,
            "white" => PyleMove::Take(Side::White),
            "black" => PyleMove::Take(Side::Black),
            _ if text.starts_with("W:") => self.parse_arrangement(text)?,
            _ => Pyle::parse_slide(self.shape(), text)?,
        };
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

    /// `8 w W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8`: the board size, the side to move,
    /// White's pieces and Black's in square order (a stack with its height: `e4:3`); then
    /// `one:black` when Player One plays Black; then `norep` when repetition draws are off, or,
    /// when moves have been played since the last join, `history:` and those moves, oldest first
    /// (`history:c2-d3,f7-e6,pass`): the earlier positions are these moves taken back, and the
    /// repetition rule counts them. In the setup protocol the stage takes the side's place:
    /// `8 arrange deal:17` before the men are set out, `8 two-chooses W:… B:…` and
    /// `8 one-chooses W:… B:…` while the players choose.
    fn position_text(&self) -> String {
        let size = self.options.board.size();
        let pieces =
            format!("W:{} B:{}", self.pieces_text(Side::White).join(","), self.pieces_text(Side::Black).join(","));
        let mut text = match self.stage {
            Stage::Arrange => format!("{size} arrange deal:{}", self.options.deal),
            Stage::TwoChooses | Stage::OneChooses => format!("{size} {} {pieces}", self.stage.word()),
            Stage::Play => format!("{size} {} {pieces}", if self.side == Side::White { 'w' } else { 'b' }),
        };
        if self.player_one == Side::Black {
            text.push_str(" one:black");
        }
        if !self.options.repetition_draw {
            text.push_str(" norep");
        } else if !self.earlier.is_empty() {
            // Each move written in the position it was played in: the squares are all it needs.
            let moves: Vec<String> = self.earlier.iter().map(|e| self.move_text(e.mv)).collect();
            text.push_str(" history:");
            text.push_str(&moves.join(","));
        }
        text
    }

    fn from_position_text(text: &str) -> Result<Pyle, PositionError> {
        let malformed = || PositionError::Malformed { text: text.trim().to_string(), expected: POSITION_FORMAT };
        let mut words = text.split_whitespace().peekable();
        let board = match words.next() {
            Some("8") => PyleBoard::Eight,
            Some("10") => PyleBoard::Ten,
            _ => return Err(malformed()),
        };
        let shape = board.shape();
        let (stage, to_move) = match words.next() {
            Some("w") => (Stage::Play, Side::White),
            Some("b") => (Stage::Play, Side::Black),
            Some("arrange") => (Stage::Arrange, Side::White),
            Some("two-chooses") => (Stage::TwoChooses, Side::Black),
            Some("one-chooses") => (Stage::OneChooses, Side::White),
            _ => return Err(malformed()),
        };
        let mut options = PyleOptions { board, repetition_draw: true, deal: 0, ..PyleOptions::default() };
        let (mut white, mut black) = (Vec::new(), Vec::new());
        if stage == Stage::Arrange {
            let deal = words.next().and_then(|w| w.strip_prefix("deal:")).ok_or_else(malformed)?;
            options.deal = deal.parse().map_err(|_| malformed())?;
        } else {
            let mut list = |prefix: &str| -> Result<Vec<(u8, u8)>, PositionError> {
                let word = words.next().and_then(|w| w.strip_prefix(prefix)).ok_or_else(malformed)?;
                let items = word.split(',').filter(|w| !w.is_empty());
                Pyle::read_pieces(shape, items, malformed)
            };
            white = list("W:")?;
            black = list("B:")?;
        }
        let player_one = if words.next_if_eq(&"one:black").is_some() { Side::Black } else { Side::White };
        let mut moves = Vec::new();
        match words.next() {
            None => {}
            Some("norep") => options.repetition_draw = false,
            Some(word) => {
                let history = word.strip_prefix("history:").ok_or_else(malformed)?;
                for m in history.split(',') {
                    moves.push(if m == "pass" { PyleMove::Pass } else { Pyle::parse_slide(shape, m)? });
                }
            }
        }
        if words.next().is_some() {
            return Err(malformed());
        }
        let parts = Parts { options, stage, player_one, white, black, to_move };
        Pyle::build(parts, &moves).map_err(PositionError::Impossible)
    }
}

/// How a Pyle position was saved before it was saved as its position text ([`saved`]): still
/// read, checked, so that a game saved then opens and a corrupt one is refused with a reason.
#[derive(Deserialize)]
struct PyleRecord {
    options: PyleOptions,
    to_move: Side,
    /// Pieces written `c2` or `e4:3`.
    white: Vec<String>,
    black: Vec<String>,
    /// The moves since the last join, oldest first.
    #[serde(default)]
    history: Vec<String>,
    /// Where the game stands in the setup protocol.
    #[serde(default = "playing")]
    stage: Stage,
    /// The colour Player One plays.
    #[serde(default = "white")]
    player_one: Side,
}

fn playing() -> Stage {
    Stage::Play
}

fn white() -> Side {
    Side::White
}

impl saved::Old for Pyle {
    fn read_old<'de, A: MapAccess<'de>>(map: A) -> Result<Pyle, A::Error> {
        use serde::de::Error;
        let record = PyleRecord::deserialize(MapAccessDeserializer::new(map))?;
        let shape = record.options.board.shape();
        let bad = |what: &str| A::Error::custom(format!("{what:?} is not a piece such as c2 or e4:3"));
        let read = |list: &[String]| -> Result<Vec<(u8, u8)>, A::Error> {
            Pyle::read_pieces(shape, list.iter().map(String::as_str), || PositionError::Impossible(String::new()))
                .map_err(|e| match e {
                    PositionError::Square(e) => A::Error::custom(e),
                    _ => bad(&list.join(",")),
                })
        };
        let (white, black) = (read(&record.white)?, read(&record.black)?);
        let mut moves = Vec::with_capacity(record.history.len());
        for m in &record.history {
            moves.push(if m == "pass" {
                PyleMove::Pass
            } else {
                Pyle::parse_slide(shape, m).map_err(A::Error::custom)?
            });
        }
        let parts = Parts {
            options: record.options,
            stage: record.stage,
            player_one: record.player_one,
            white,
            black,
            to_move: record.to_move,
        };
        Pyle::build(parts, &moves).map_err(A::Error::custom)
    }
}
