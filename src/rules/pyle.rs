//! Pyle, by Christian Freeling (2011): single-coloured stacks on every square of an 8x8 or 10x10
//! board, moving by their height, joined toward a stack of eight. Every rule of the game is in this
//! file: the arrangement rule and the quick start's random arrangement, movement, the win, passes,
//! the draws (neither side can move; the third repetition, our choice), notation and position text.
//!
//! Squares are those of [`BoardShape::full`]: `rank * size + file`, a1 = 0. Sets of squares are
//! `u128` bitboards (the move generator works on 8x8 in `u64`). Moves are found a piece at a time
//! from precomputed rays: in each direction, the first piece met ends the line.

use super::hash::mix;
use super::{
    BoardShape, Game, GameEvent, GameInfo, GameResult, IllegalMove, NotationError, Outcome, PositionError, Side,
};
use serde::{Deserialize, Serialize};
use std::fmt::{self, Display};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitXor, Not};

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

/// What the new-game dialog chooses for Pyle.
///
/// Only the quick start exists so far: `new_game` deals a random legal arrangement numbered `deal`,
/// White first. The full setup protocol (Player One's placement, Player Two's choice) will add a
/// field saying how the game begins; fields added later take their defaults in older saves
/// (`#[serde(default)]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct PyleOptions {
    pub board: PyleBoard,
    /// **Ours**: the third occurrence of the same position, with the same player to move, is a draw.
    pub repetition_draw: bool,
    /// Which random arrangement the quick start deals ([`arrangement_of_deal`]). It says how a game
    /// began, not what a position is: positions compare and hash equal whatever their deal, and a
    /// position read from a text has deal 0.
    pub deal: u64,
}

impl Default for PyleOptions {
    fn default() -> Self {
        PyleOptions { board: PyleBoard::Eight, repetition_draw: true, deal: 1 }
    }
}

/// A Pyle move: the whole piece on `from` slides to `to` (an empty square, or a friendly piece it
/// joins); or a pass, when the player has no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PyleMove {
    Slide { from: u8, to: u8 },
    Pass,
}

// ---------------------------------------------------------------------------------------------
// Geometry

/// Most squares of any board (10x10).
const MAX_SQUARES: usize = 100;
/// The eight directions as (file, rank) steps: the four diagonals, then the four orthogonals.
const DIRECTIONS: [(i8, i8); 8] = [(1, 1), (-1, 1), (1, -1), (-1, -1), (0, 1), (0, -1), (1, 0), (-1, 0)];

/// One step in a direction on one board: how far the square number moves, and the squares a
/// step may arrive on (not across the left or right edge, not off the board).
#[derive(Clone, Copy)]
struct Step {
    delta: i32,
    arrive: u128,
}

/// The steps of one board size, in the order of [`DIRECTIONS`].
struct Geometry {
    size: u8,
    steps: [Step; 8],
}

const fn geometry(size: u8) -> Geometry {
    let n = size as u32;
    let board: u128 = (1u128 << (n * n)) - 1;
    let mut first_file = 0u128;
    let mut r = 0;
    while r < n {
        first_file |= 1 << (r * n);
        r += 1;
    }
    let last_file = first_file << (n - 1);
    let mut steps = [Step { delta: 0, arrive: 0 }; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = DIRECTIONS[d];
        let mut arrive = board;
        // A step to the right must not arrive on the first file (that would wrap), and to the left
        // not on the last.
        if df > 0 {
            arrive &= !first_file;
        } else if df < 0 {
            arrive &= !last_file;
        }
        steps[d] = Step { delta: dr as i32 * n as i32 + df as i32, arrive };
        d += 1;
    }
    Geometry { size, steps }
}

static GEOMETRY_8: Geometry = geometry(8);
static GEOMETRY_10: Geometry = geometry(10);

/// A set of squares as the move generator works on it: `u128` for 10x10, and `u64` for 8x8,
/// where it is faster.
trait Bits:
    Copy + Eq + BitAnd<Output = Self> + BitOr<Output = Self> + BitXor<Output = Self> + Not<Output = Self> + BitAndAssign
{
    const ZERO: Self;
    /// The low squares of a `u128` set.
    fn of(set: u128) -> Self;
    /// Every square moved `delta` squares up (or down, when negative).
    fn shifted(self, delta: i32) -> Self;
    /// Takes the lowest square out of the set, which must not be empty.
    fn pop(&mut self) -> u8;
    fn trailing_zeros(self) -> usize;
    fn leading_zeros(self) -> usize;
    /// Calls `f` with each square of the set, lowest first.
    fn each(self, f: impl FnMut(u8));
}

/// Calls `f` with each square of a `u64` set, lowest first, numbered from `base`.
#[inline(always)]
fn each_64(mut set: u64, base: u8, mut f: impl FnMut(u8)) {
    while set != 0 {
        f(base + set.trailing_zeros() as u8);
        set &= set - 1;
    }
}

impl Bits for u64 {
    const ZERO: u64 = 0;
    #[inline(always)]
    fn each(self, f: impl FnMut(u8)) {
        each_64(self, 0, f)
    }
    #[inline(always)]
    fn trailing_zeros(self) -> usize {
        u64::trailing_zeros(self) as usize
    }
    #[inline(always)]
    fn leading_zeros(self) -> usize {
        u64::leading_zeros(self) as usize
    }
    #[inline(always)]
    fn of(set: u128) -> u64 {
        set as u64
    }
    #[inline(always)]
    fn shifted(self, delta: i32) -> u64 {
        if delta >= 0 { self << delta } else { self >> -delta }
    }
    #[inline(always)]
    fn pop(&mut self) -> u8 {
        let s = Bits::trailing_zeros(*self) as u8;
        *self &= *self - 1;
        s
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    /// Half by half: 64-bit steps are cheaper.
    #[inline(always)]
    fn each(self, mut f: impl FnMut(u8)) {
        each_64(self as u64, 0, &mut f);
        each_64((self >> 64) as u64, 64, f);
    }
    #[inline(always)]
    fn trailing_zeros(self) -> usize {
        u128::trailing_zeros(self) as usize
    }
    #[inline(always)]
    fn leading_zeros(self) -> usize {
        u128::leading_zeros(self) as usize
    }
    #[inline(always)]
    fn of(set: u128) -> u128 {
        set
    }
    #[inline(always)]
    fn shifted(self, delta: i32) -> u128 {
        if delta >= 0 { self << delta } else { self >> -delta }
    }
    #[inline(always)]
    fn pop(&mut self) -> u8 {
        let s = Bits::trailing_zeros(*self) as u8;
        *self &= *self - 1;
        s
    }
}

/// The squares of a bitboard, lowest first.
pub fn squares(mut set: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let s = set.trailing_zeros() as u8;
            set &= set - 1;
            s
        })
    })
}

/// Rays of one board, for the move generator: `ray[d][s]` is every square from `s` outward in
/// direction `d` of [`DIRECTIONS`] (not `s` itself), and `beyond[d][k]` the ray beyond the first
/// piece met, looked up by where that piece lies in the set of pieces on the ray: by its square
/// (the set's trailing zeros) in the directions that count squares up, by the set's leading zeros
/// in those that count down. When no piece is met, `k` is the set's width and the entry empty.
struct Rays<B> {
    ray: [[B; 128]; 8],
    beyond: [[B; 129]; 8],
}

/// Whether each of [`DIRECTIONS`] counts square numbers up.
const UP: [bool; 8] = [true, true, false, false, true, false, true, false];

/// The rays of a `size` board, as `u128` sets `width` bits wide (64 or 128).
const fn rays(size: u8, width: usize) -> Rays<u128> {
    let n = size as i32;
    let squares = (n * n) as usize;
    let mut ray = [[0u128; 128]; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = DIRECTIONS[d];
        let mut s = 0;
        while s < squares {
            let (mut f, mut r) = ((s as i32 % n) + df as i32, (s as i32 / n) + dr as i32);
            while f >= 0 && f < n && r >= 0 && r < n {
                ray[d][s] |= 1 << (r * n + f);
                f += df as i32;
                r += dr as i32;
            }
            s += 1;
        }
        d += 1;
    }
    let mut beyond = [[0u128; 129]; 8];
    let mut d = 0;
    while d < 8 {
        let mut k = 0;
        while k < width {
            let square = if UP[d] { k } else { width - 1 - k };
            if square < squares {
                beyond[d][k] = ray[d][square];
            }
            k += 1;
        }
        d += 1;
    }
    Rays { ray, beyond }
}

/// The 8x8 rays as `u64` sets.
const fn rays_64(r: Rays<u128>) -> Rays<u64> {
    let mut out = Rays { ray: [[0; 128]; 8], beyond: [[0; 129]; 8] };
    let mut d = 0;
    while d < 8 {
        let mut k = 0;
        while k < 128 {
            out.ray[d][k] = r.ray[d][k] as u64;
            out.beyond[d][k] = r.beyond[d][k] as u64;
            k += 1;
        }
        d += 1;
    }
    out
}

static RAYS_8: Rays<u64> = rays_64(rays(8, 64));
static RAYS_10: Rays<u128> = rays(10, 128);

/// The squares a piece on `from` reaches in the directions `FIRST..LAST` of [`DIRECTIONS`]: the
/// empty squares up to the first piece met in each, and that piece.
#[inline(always)]
fn reach<B: Bits, const FIRST: usize, const LAST: usize>(rays: &Rays<B>, from: usize, occupied: B) -> B {
    let mut reached = B::ZERO;
    let directions = rays.ray[FIRST..LAST].iter().zip(&rays.beyond[FIRST..LAST]).zip(&UP[FIRST..LAST]);
    for ((ray, beyond), &up) in directions {
        let ray = ray[from & 127];
        let met = ray & occupied;
        let k = if up { met.trailing_zeros() } else { met.leading_zeros() };
        reached = reached | (ray ^ beyond[k]);
    }
    reached
}

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

/// splitmix64 (Steele, Lea and Flood, 2014): the quick start's generator, written out here so that
/// a deal gives the same arrangement in every version of the app.
struct SplitMix64(u64);

impl SplitMix64 {
    /// The next number: the state mixed, as [`mix`] does, then the state stepped by the same
    /// constant `mix` adds.
    fn next(&mut self) -> u64 {
        let z = mix(self.0);
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z
    }

    /// Uniform in `0..n` (`n > 0`), by rejection.
    fn below(&mut self, n: u64) -> u64 {
        let limit = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next();
            if x < limit {
                return x % n;
            }
        }
    }

    /// A uniformly random permutation of `0..n` (Fisher–Yates, from the top).
    fn permutation(&mut self, n: u8) -> Vec<u8> {
        let mut p: Vec<u8> = (0..n).collect();
        for i in (1..n as usize).rev() {
            let j = self.below(i as u64 + 1) as usize;
            p.swap(i, j);
        }
        p
    }
}

/// The arrangement dealt as number `deal`: White's and Black's squares, one man of each colour in
/// every row and every column, every legal arrangement equally likely.
///
/// Pinned: splitmix64 seeded with `deal` draws White's files row by row as a random permutation σ,
/// then random permutations until one, δ, has no fixed point; Black's man in row `r` stands in file
/// σ(δ(r)), never on White's square since δ(r) ≠ r.
pub fn arrangement_of_deal(board: PyleBoard, deal: u64) -> (Vec<u8>, Vec<u8>) {
    let n = board.size();
    let mut rng = SplitMix64(deal);
    let sigma = rng.permutation(n);
    let delta = loop {
        let p = rng.permutation(n);
        if p.iter().enumerate().all(|(i, &x)| i != x as usize) {
            break p;
        }
    };
    let white = (0..n).map(|r| r * n + sigma[r as usize]).collect();
    let black = (0..n).map(|r| r * n + sigma[delta[r as usize] as usize]).collect();
    (white, black)
}

// ---------------------------------------------------------------------------------------------
// The arrangement rule

/// One thing wrong with an arrangement of the men.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArrangementProblem {
    /// A side has placed the wrong number of men.
    Count { side: Side, placed: usize, needed: u8 },
    /// A square number that is not on the board.
    OffBoard { square: u8 },
    /// Two men on one square.
    Doubled { square: u8 },
    /// A row (0-based rank) without exactly one man of each colour: how many it has of each.
    Row { rank: u8, white: u8, black: u8 },
    /// A column (0-based file) without exactly one man of each colour.
    Column { file: u8, white: u8, black: u8 },
}

/// Why an arrangement of the men is not a legal start, in a player's words; the rows, columns
/// and squares at fault are listed so that an editor can highlight them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrangementError {
    pub board: PyleBoard,
    pub problems: Vec<ArrangementProblem>,
}

impl ArrangementError {
    /// The offending rows (0-based ranks).
    pub fn rows(&self) -> Vec<u8> {
        self.problems
            .iter()
            .filter_map(|p| if let ArrangementProblem::Row { rank, .. } = p { Some(*rank) } else { None })
            .collect()
    }

    /// The offending columns (0-based files).
    pub fn columns(&self) -> Vec<u8> {
        self.problems
            .iter()
            .filter_map(|p| if let ArrangementProblem::Column { file, .. } = p { Some(*file) } else { None })
            .collect()
    }

    /// Squares holding two men.
    pub fn doubled(&self) -> Vec<u8> {
        self.problems
            .iter()
            .filter_map(|p| if let ArrangementProblem::Doubled { square } = p { Some(*square) } else { None })
            .collect()
    }
}

/// "no white man", "two black men", "seven men".
fn men_words(n: usize, colour: &str) -> String {
    const WORDS: [&str; 11] = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    let number = WORDS.get(n).map_or_else(|| n.to_string(), |w| w.to_string());
    let colour = if colour.is_empty() { String::new() } else { format!(" {colour}") };
    format!("{number}{colour} {}", if n < 2 { "man" } else { "men" })
}

/// "two white men and no black man", leaving out the colour that is right.
fn line_counts(white: u8, black: u8) -> String {
    let mut parts = Vec::new();
    if white != 1 {
        parts.push(men_words(white as usize, "white"));
    }
    if black != 1 {
        parts.push(men_words(black as usize, "black"));
    }
    parts.join(" and ")
}

impl ArrangementProblem {
    /// The problem as a sentence, naming squares as players do.
    pub fn describe(&self, board: PyleBoard) -> String {
        let shape = board.shape();
        let square = |s: u8| if s < shape.count() { shape.name(s) } else { format!("square number {s}") };
        match *self {
            ArrangementProblem::Count { side, placed, needed } => {
                format!("{} has {} on the board, not {needed}.", side.name(), men_words(placed, ""))
            }
            ArrangementProblem::OffBoard { square: s } => format!("Square number {s} is not on the board."),
            ArrangementProblem::Doubled { square: s } => format!("Two men stand on {}.", square(s)),
            ArrangementProblem::Row { rank, white, black } => {
                format!("Row {} has {}.", rank + 1, line_counts(white, black))
            }
            ArrangementProblem::Column { file, white, black } => {
                format!("Column {} has {}.", (b'a' + file) as char, line_counts(white, black))
            }
        }
    }
}

impl Display for ArrangementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.problems {
            write!(f, "{} ", p.describe(self.board))?;
        }
        f.write_str("Every row and every column must hold exactly one white and one black man.")
    }
}

impl std::error::Error for ArrangementError {}

/// Checks the arrangement rule: each side places all its men (8 on 8x8, 10 on 10x10), one to a
/// square, so that every row and every column holds exactly one white and one black man.
/// `white` and `black` are squares of [`PyleBoard::shape`].
pub fn check_arrangement(board: PyleBoard, white: &[u8], black: &[u8]) -> Result<(), ArrangementError> {
    let n = board.size();
    let count = board.shape().count();
    let mut problems = Vec::new();
    for (side, men) in [(Side::White, white), (Side::Black, black)] {
        if men.len() != n as usize {
            problems.push(ArrangementProblem::Count { side, placed: men.len(), needed: n });
        }
    }
    let mut rows = vec![[0u8; 2]; n as usize];
    let mut columns = vec![[0u8; 2]; n as usize];
    let mut seen = vec![false; count as usize];
    let mut doubled = Vec::new();
    let mut off = Vec::new();
    for (side, men) in [(Side::White, white), (Side::Black, black)] {
        for &s in men {
            if s >= count {
                if !off.contains(&s) {
                    off.push(s);
                }
                continue;
            }
            if std::mem::replace(&mut seen[s as usize], true) && !doubled.contains(&s) {
                doubled.push(s);
            }
            let (file, rank) = (s % n, s / n);
            rows[rank as usize][side.index()] = rows[rank as usize][side.index()].saturating_add(1);
            columns[file as usize][side.index()] = columns[file as usize][side.index()].saturating_add(1);
        }
    }
    problems.extend(off.into_iter().map(|square| ArrangementProblem::OffBoard { square }));
    doubled.sort_unstable();
    problems.extend(doubled.into_iter().map(|square| ArrangementProblem::Doubled { square }));
    for (rank, [w, b]) in rows.into_iter().enumerate() {
        if (w, b) != (1, 1) {
            problems.push(ArrangementProblem::Row { rank: rank as u8, white: w, black: b });
        }
    }
    for (file, [w, b]) in columns.into_iter().enumerate() {
        if (w, b) != (1, 1) {
            problems.push(ArrangementProblem::Column { file: file as u8, white: w, black: b });
        }
    }
    if problems.is_empty() { Ok(()) } else { Err(ArrangementError { board, problems }) }
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
    /// The pieces, the side to move, the rules in force and the moves since the last join: what
    /// the position text writes. The deal is not compared (it says how the game began).
    fn eq(&self, other: &Self) -> bool {
        self.options.board == other.options.board
            && self.options.repetition_draw == other.options.repetition_draw
            && self.cells == other.cells
            && self.side == other.side
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
        for (men, cell) in [(white, 1), (black, 1 | BLACK)] {
            for &s in men {
                pos.put(s, cell);
            }
        }
        pos.set_side(first);
        Ok(pos)
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

    /// Builds a position from what a text or a record says.
    fn build(
        options: PyleOptions,
        white: &[(u8, u8)],
        black: &[(u8, u8)],
        to_move: Side,
        moves: &[PyleMove],
    ) -> Result<Pyle, String> {
        Pyle::from_pieces(options, white, black, to_move)?.with_moves_since_join(moves)
    }
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
     with its height, then norep if repetition draws are off, or the moves since the last join: 8 w \
     W:f1,c2,h3,a4,g5,d6,b7,e8 B:d1,f2,c3,e4,b5,g6,h7,a8 or 8 b W:f1,d3:2,... B:... history:c2-d3,pass";

impl Game for Pyle {
    type Move = PyleMove;
    type Options = PyleOptions;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn variants() -> Vec<PyleOptions> {
        [PyleBoard::Eight, PyleBoard::Ten]
            .into_iter()
            .flat_map(|board| [true, false].map(|repetition_draw| PyleOptions { board, repetition_draw, deal: 1 }))
            .collect()
    }

    fn shape(&self) -> BoardShape {
        self.options.board.shape()
    }

    /// Without the repetition draw, men can wander for ever where nothing else can move.
    fn may_go_on_forever(options: PyleOptions) -> bool {
        !options.repetition_draw
    }

    /// The quick start: the arrangement numbered `options.deal`, White first.
    fn new_game(options: PyleOptions) -> Pyle {
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

    fn legal_moves(&self, out: &mut Vec<PyleMove>) {
        out.clear();
        if self.winner.is_some() || self.occurrences >= 3 {
            return;
        }
        self.slides(self.side, out);
        if out.is_empty() && self.can_move(self.side.other()) {
            out.push(PyleMove::Pass);
        }
    }

    fn play(&mut self, mv: PyleMove) {
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
        match mv {
            PyleMove::Slide { from, to } => self.check_slide(from, to),
            PyleMove::Pass if self.can_move(self.side) => Err(IllegalMove("you can move, so you may not pass".into())),
            PyleMove::Pass => Ok(()),
        }
    }

    fn result(&self) -> Option<GameResult> {
        let outcome = if let Some(side) = self.winner {
            Outcome::Win(side)
        } else if self.occurrences >= 3 || !(self.can_move(self.side) || self.can_move(self.side.other())) {
            Outcome::Draw
        } else {
            return None;
        };
        Some(GameResult { outcome, score: None })
    }

    /// The pieces, the side to move, and the moves since the last join (which decide what a
    /// repetition will do): positions that compare equal hash equal.
    fn position_hash(&self) -> u64 {
        self.board_hash ^ self.earlier_hash
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
        }
    }

    fn parse_move(&self, text: &str) -> Result<PyleMove, NotationError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(NotationError::Empty);
        }
        let mv =
            if text.eq_ignore_ascii_case("pass") { PyleMove::Pass } else { Pyle::parse_slide(self.shape(), text)? };
        self.check_move(mv)?;
        Ok(mv)
    }

    /// A join that makes a stack of 8 or more wins the game: the event names the stack. Joins are
    /// otherwise shown by the move itself.
    fn events(&self, mv: PyleMove) -> Vec<GameEvent> {
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
    /// White's pieces and Black's in square order (a stack with its height: `e4:3`); then `norep`
    /// when repetition draws are off, or, when moves have been played since the last join,
    /// `history:` and those moves, oldest first (`history:c2-d3,f7-e6,pass`): the earlier
    /// positions are these moves taken back, and the repetition rule counts them.
    fn position_text(&self) -> String {
        let size = self.options.board.size();
        let side = if self.side == Side::White { 'w' } else { 'b' };
        let mut text = format!(
            "{size} {side} W:{} B:{}",
            self.pieces_text(Side::White).join(","),
            self.pieces_text(Side::Black).join(",")
        );
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
        let mut words = text.split_whitespace();
        let board = match words.next() {
            Some("8") => PyleBoard::Eight,
            Some("10") => PyleBoard::Ten,
            _ => return Err(malformed()),
        };
        let shape = board.shape();
        let to_move = match words.next() {
            Some("w") => Side::White,
            Some("b") => Side::Black,
            _ => return Err(malformed()),
        };
        let mut list = |prefix: &str| -> Result<Vec<(u8, u8)>, PositionError> {
            let word = words.next().and_then(|w| w.strip_prefix(prefix)).ok_or_else(malformed)?;
            let items = word.split(',').filter(|w| !w.is_empty());
            Pyle::read_pieces(shape, items, malformed)
        };
        let white = list("W:")?;
        let black = list("B:")?;
        let mut options = PyleOptions { board, repetition_draw: true, deal: 0 };
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
        Pyle::build(options, &white, &black, to_move, &moves).map_err(PositionError::Impossible)
    }
}

/// How a Pyle position is saved: readable, and checked when read back (as a position text is),
/// so that a corrupt or hand-edited record is refused with a reason.
#[derive(Serialize, Deserialize)]
struct PyleRecord {
    options: PyleOptions,
    to_move: Side,
    /// Pieces written `c2` or `e4:3`.
    white: Vec<String>,
    black: Vec<String>,
    /// The moves since the last join, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    history: Vec<String>,
}

impl Serialize for Pyle {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PyleRecord {
            options: self.options,
            to_move: self.side,
            white: self.pieces_text(Side::White),
            black: self.pieces_text(Side::Black),
            history: self.earlier.iter().map(|e| self.move_text(e.mv)).collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Pyle {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Pyle, D::Error> {
        use serde::de::Error;
        let record = PyleRecord::deserialize(deserializer)?;
        let shape = record.options.board.shape();
        let bad = |what: &str| D::Error::custom(format!("{what:?} is not a piece such as c2 or e4:3"));
        let read = |list: &[String]| -> Result<Vec<(u8, u8)>, D::Error> {
            Pyle::read_pieces(shape, list.iter().map(String::as_str), || PositionError::Impossible(String::new()))
                .map_err(|e| match e {
                    PositionError::Square(e) => D::Error::custom(e),
                    _ => bad(&list.join(",")),
                })
        };
        let (white, black) = (read(&record.white)?, read(&record.black)?);
        let mut moves = Vec::with_capacity(record.history.len());
        for m in &record.history {
            moves.push(if m == "pass" {
                PyleMove::Pass
            } else {
                Pyle::parse_slide(shape, m).map_err(D::Error::custom)?
            });
        }
        Pyle::build(record.options, &white, &black, record.to_move, &moves).map_err(D::Error::custom)
    }
}
