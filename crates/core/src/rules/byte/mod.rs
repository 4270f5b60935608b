//! Byte, by Mark Steere (2005): stacks on the dark squares of an 8x8 or 10x10 board, built up to
//! eight and won by whoever holds the top checker. Every rule of the game is in this module; its
//! notation and position text are in [`text`], the reading of positions saved in an earlier form
//! in [`old`], and the board geometry in [`super::grid`].

mod old;
mod text;

use super::bits::squares;
use super::grid::{DarkGrid, GRID_8, GRID_10, MAX_SQUARES};
use super::hash::mix;
use super::{
    BoardShape, Game, GameEvent, GameInfo, GameResult, IllegalMove, NotationError, Outcome, PositionError, Side,
};
use serde::{Deserialize, Serialize};

/// A stack of this many checkers leaves the board at once.
pub const FULL: u8 = 8;

/// The two boards Byte is played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ByteBoard {
    /// Standard Byte: 8x8, 12 + 12 checkers, 3 stacks to form.
    #[default]
    Eight,
    /// International Byte: 10x10, 20 + 20 checkers, 5 stacks to form.
    Ten,
}

impl ByteBoard {
    /// Squares a side.
    pub fn size(self) -> u8 {
        match self {
            ByteBoard::Eight => 8,
            ByteBoard::Ten => 10,
        }
    }

    /// Checkers of each colour: one per dark square of every other rank from 2 to size − 1.
    pub fn checkers_each(self) -> u8 {
        self.size() * (self.size() - 2) / 4
    }

    /// How many stacks of eight the game forms: all the checkers, eight at a time.
    pub fn stacks(self) -> u8 {
        2 * self.checkers_each() / FULL
    }

    /// The board's geometry.
    pub fn grid(self) -> &'static DarkGrid {
        match self {
            ByteBoard::Eight => &GRID_8,
            ByteBoard::Ten => &GRID_10,
        }
    }

    /// Stacks a player must win: a majority of them.
    pub fn majority(self) -> u8 {
        self.stacks() / 2 + 1
    }
}

/// What the new-game dialog chooses for Byte.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByteOptions {
    pub board: ByteBoard,
    /// "Merge first" (from a second-hand summary, not Steere's sheet): while any merge is
    /// available, basic moves are not.
    pub merge_first: bool,
}

/// A Byte move. Squares are dark-square indices of the position's [`DarkGrid`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ByteMove {
    /// A basic move: an isolated stack slides one diagonal step to an empty square.
    Step { from: u8, to: u8 },
    /// Lift the checker at `level` (1 = bottom) of `from`, with all above it, onto `to`.
    Merge { from: u8, level: u8, to: u8 },
    /// No move was possible.
    Pass,
}

/// A Byte position: the board, whose turn it is, and the stacks each side has won.
///
/// Stacks are two bytes a square: a height, and a colour mask whose bit `k` is set when the
/// checker at level `k + 1` is Black. Copying a position copies no heap memory.
#[derive(Clone, Debug)]
pub struct Byte {
    options: ByteOptions,
    grid: &'static DarkGrid,
    height: [u8; MAX_SQUARES],
    black: [u8; MAX_SQUARES],
    occupied: u64,
    /// Per side: squares whose stack holds a checker of that side (where its merges start).
    holds: [u64; 2],
    /// Per side: squares whose bottom checker is that side's (the stacks it may move).
    owns: [u64; 2],
    side: Side,
    won: [u8; 2],
    hash: u64,
}

impl PartialEq for Byte {
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.height == other.height
            && self.black == other.black
            && self.side == other.side
            && self.won == other.won
    }
}

/// Hash term of a stack on a square: unique per (square, height, colours).
fn stack_key(square: u8, height: u8, black: u8) -> u64 {
    mix(((square as u64) << 9) | (1u64 << height) | black as u64)
}

/// Hash term of Black to move.
const SIDE_KEY: u64 = mix(1 << 40);

fn won_key(side: Side, count: u8) -> u64 {
    mix((1 << 41) | ((side.index() as u64) << 8) | count as u64)
}

/// Bit mask of levels `lo..=hi` (1-based) as bits `lo-1..=hi-1`; empty when `lo > hi`.
const fn levels(lo: u8, hi: u8) -> u8 {
    if lo > hi {
        return 0;
    }
    let upto_hi = if hi >= 8 { u8::MAX } else { (1u8 << hi) - 1 };
    upto_hi & !((1u8 << (lo - 1)) - 1)
}

/// `LIFTABLE[a][b]`: the levels of a stack of `a` that may be lifted onto a stack of `b` under
/// both merge conditions (see [`Byte::liftable`]); a table because move generation asks it for
/// every pair of touching stacks.
const LIFTABLE: [[u8; 9]; 9] = {
    let mut table = [[0; 9]; 9];
    let mut a = 1;
    while a <= 8 {
        let mut b = 1;
        while b <= 8 {
            let lowest = if a + b > FULL { a + b - (FULL - 1) } else { 1 };
            table[a as usize][b as usize] = levels(lowest, if a < b { a } else { b });
            b += 1;
        }
        a += 1;
    }
    table
};

impl Byte {
    /// The board's geometry.
    pub fn grid(&self) -> &'static DarkGrid {
        self.grid
    }

    /// Height of the stack on `square` (0 when empty).
    pub fn height(&self, square: u8) -> u8 {
        self.height[square as usize]
    }

    /// The side of the checker at `level` (1 = bottom) of the stack on `square`.
    pub fn checker(&self, square: u8, level: u8) -> Option<Side> {
        (level >= 1 && level <= self.height(square))
            .then(|| if self.black[square as usize] >> (level - 1) & 1 == 1 { Side::Black } else { Side::White })
    }

    /// The stack on `square`, bottom checker first.
    pub fn stack(&self, square: u8) -> Vec<Side> {
        (1..=self.height(square)).filter_map(|l| self.checker(square, l)).collect()
    }

    /// Bitboard of occupied squares.
    pub fn occupied(&self) -> u64 {
        self.occupied
    }

    /// Stacks of eight won so far, indexed by [`Side::index`].
    pub fn stacks_won(&self) -> [u8; 2] {
        self.won
    }

    /// How many stacks `side` owns that touch no other stack, free to make a basic move.
    pub fn free_stacks(&self, side: Side) -> u32 {
        self.free(side).count() as u32
    }

    /// The squares of the stacks `side` owns (its checker at the bottom) that touch no other
    /// stack: the stacks that may make a basic move.
    fn free(&self, side: Side) -> impl Iterator<Item = u8> + '_ {
        squares(self.owns[side.index()]).filter(|&s| !self.touches_another(s))
    }

    /// Checkers on the board, of both colours.
    pub fn checkers_on_board(&self) -> u32 {
        squares(self.occupied).map(|s| self.height(s) as u32).sum()
    }

    /// Levels (as a bit mask, bit `k` = level `k + 1`) of the stack on `square` held by `side`.
    fn levels_of(&self, square: u8, side: Side) -> u8 {
        let s = square as usize;
        let all = levels(1, self.height[s]);
        match side {
            Side::Black => self.black[s],
            Side::White => all & !self.black[s],
        }
    }

    /// Levels of `from` that may be lifted onto `to` under both merge conditions, whoever owns them:
    /// the checker must land higher (`level <= height(to)`) and the result stay at most eight.
    fn liftable(&self, from: u8, to: u8) -> u8 {
        LIFTABLE[self.height(from) as usize][self.height(to) as usize]
    }

    /// Whether some stack touches `square` diagonally.
    fn touches_another(&self, square: u8) -> bool {
        self.grid.neighbours[square as usize] & self.occupied != 0
    }

    /// For an isolated stack, the bitboard of its nearest other stacks and their distance.
    fn nearest(&self, square: u8) -> Option<(u64, u8)> {
        let others = self.occupied & !(1u64 << square);
        if others == 0 {
            return None;
        }
        let within = &self.grid.within[square as usize];
        let d = (1..within.len()).find(|&r| within[r] & others != 0)?;
        Some((within[d] & others, d as u8))
    }

    /// Whether a step from `from` to `to` brings the stack closer to one of its nearest stacks.
    fn approaches(&self, from: u8, to: u8) -> bool {
        self.nearest(from).is_some_and(|(near, d)| self.grid.within[to as usize][d as usize - 1] & near != 0)
    }

    /// Adds every merge of the side to move to `out`.
    fn merges(&self, out: &mut Vec<ByteMove>) {
        for from in squares(self.holds[self.side.index()]) {
            let mine = self.levels_of(from, self.side);
            for to in squares(self.grid.neighbours[from as usize] & self.occupied) {
                for bit in squares((mine & self.liftable(from, to)) as u64) {
                    out.push(ByteMove::Merge { from, level: bit + 1, to });
                }
            }
        }
    }

    /// Adds every basic move of the side to move to `out`.
    fn steps(&self, out: &mut Vec<ByteMove>) {
        for from in self.free(self.side) {
            let Some((near, d)) = self.nearest(from) else { continue };
            for to in self.grid.step[from as usize] {
                if to != super::grid::OFF && self.grid.within[to as usize][d as usize - 1] & near != 0 {
                    out.push(ByteMove::Step { from, to });
                }
            }
        }
    }

    fn set_stack(&mut self, square: u8, height: u8, black: u8) {
        let s = square as usize;
        if self.height[s] > 0 {
            self.hash ^= stack_key(square, self.height[s], self.black[s]);
        }
        self.height[s] = height;
        self.black[s] = if height == 0 { 0 } else { black & levels(1, height) };
        let bit = 1u64 << square;
        self.occupied &= !bit;
        for set in self.holds.iter_mut().chain(self.owns.iter_mut()) {
            *set &= !bit;
        }
        if height > 0 {
            self.hash ^= stack_key(square, height, self.black[s]);
            self.occupied |= bit;
            let black = self.black[s];
            let (w, b) = (Side::White.index(), Side::Black.index());
            if black != levels(1, height) {
                self.holds[w] |= bit;
            }
            if black != 0 {
                self.holds[b] |= bit;
            }
            self.owns[if black & 1 == 1 { b } else { w }] |= bit;
        }
    }

    /// Builds a position from stacks (bottom checker first) and the stacks already won. Used by
    /// saved games and tests; says what is wrong instead of building an impossible position.
    pub fn from_stacks(
        options: ByteOptions,
        stacks: &[(u8, &[Side])],
        side: Side,
        won: [u8; 2],
    ) -> Result<Byte, String> {
        let mut pos = Byte::empty(options);
        for &(square, checkers) in stacks {
            if square >= pos.grid.count {
                return Err(format!("square {square} is not on this board"));
            }
            if pos.height(square) > 0 {
                return Err(format!("two stacks on {}", pos.grid.name(square)));
            }
            let h = checkers.len();
            if h == 0 || h >= FULL as usize {
                return Err(format!("the stack on {} has {h} checkers; a stack holds 1 to 7", pos.grid.name(square)));
            }
            let black = checkers.iter().enumerate().fold(0u8, |m, (k, c)| m | ((*c == Side::Black) as u8) << k);
            pos.set_stack(square, h as u8, black);
        }
        let b = options.board;
        let each = b.checkers_each() as u32;
        let stacks_won = won[0] as u32 + won[1] as u32;
        if pos.checkers_on_board() + FULL as u32 * stacks_won != 2 * each {
            return Err(format!(
                "the checkers do not add up: {} on the board and {stacks_won} stacks won, but the game has {}",
                pos.checkers_on_board(),
                2 * each
            ));
        }
        // Each colour has its own checkers on the board, and the rest in the stacks won.
        for side in [Side::White, Side::Black] {
            let on_board: u32 = squares(pos.occupied).map(|s| pos.levels_of(s, side).count_ones()).sum();
            if on_board > each || on_board + FULL as u32 * stacks_won < each {
                return Err(format!(
                    "{on_board} {} checkers on the board cannot happen: each side has {each}, and {stacks_won} \
                     stacks of eight have left the board",
                    side.word()
                ));
            }
        }
        // The game ends the moment a side reaches the majority, so no side ever has more.
        if won.iter().any(|&w| w > b.majority()) || won.iter().all(|&w| w == b.majority()) {
            return Err(format!("stacks won {won:?} cannot happen: the game ends when a side wins {}", b.majority()));
        }
        pos.side = side;
        if side == Side::Black {
            pos.hash ^= SIDE_KEY;
        }
        for s in [Side::White, Side::Black] {
            pos.won[s.index()] = won[s.index()];
            pos.hash ^= won_key(s, 0) ^ won_key(s, won[s.index()]);
        }
        Ok(pos)
    }

    fn empty(options: ByteOptions) -> Byte {
        Byte {
            options,
            grid: options.board.grid(),
            height: [0; MAX_SQUARES],
            black: [0; MAX_SQUARES],
            occupied: 0,
            holds: [0; 2],
            owns: [0; 2],
            side: Side::White,
            won: [0; 2],
            hash: won_key(Side::White, 0) ^ won_key(Side::Black, 0),
        }
    }

    /// Why `mv` is not a legal merge, if it is not.
    fn check_merge(&self, from: u8, level: u8, to: u8) -> Result<(), IllegalMove> {
        let no = |s: &str| Err(IllegalMove(s.to_string()));
        let n = self.grid.count;
        if from >= n || to >= n || self.height(from) == 0 {
            return no("there is no stack there to lift from");
        }
        if self.height(to) == 0 {
            return no("only a whole stack on its own can move to an empty square");
        }
        if self.grid.neighbours[from as usize] & (1u64 << to) == 0 {
            return no("stacks must be diagonally adjacent to merge");
        }
        let Some(owner) = self.checker(from, level) else {
            return no("that stack has no checker at that level");
        };
        if owner != self.side {
            return no("you can only lift a checker of your own colour");
        }
        if level > self.height(to) {
            return no("a lifted checker must land higher than it was, not level with it or lower");
        }
        let total = self.height(to) + self.height(from) - level + 1;
        if total > FULL {
            return Err(IllegalMove(format!("that would make a stack of {total}; a stack holds at most 8")));
        }
        Ok(())
    }

    fn check_step(&self, from: u8, to: u8) -> Result<(), IllegalMove> {
        let no = |s: &str| Err(IllegalMove(s.to_string()));
        let n = self.grid.count;
        if from >= n || to >= n || self.height(from) == 0 {
            return no("there is no stack there to move");
        }
        if self.grid.neighbours[from as usize] & (1u64 << to) == 0 {
            return no("a stack moves one diagonal step at a time");
        }
        if self.height(to) > 0 {
            return no("a basic move goes to an empty square; moving onto a stack is a merge");
        }
        if self.checker(from, 1) != Some(self.side) {
            return no("only a stack whose bottom checker is yours can make a basic move");
        }
        if self.touches_another(from) {
            return no("a stack that touches another cannot make a basic move");
        }
        if !self.approaches(from, to) {
            return no("a basic move must bring the stack closer to its nearest stack");
        }
        if self.options.merge_first {
            // Checking a move is not a hot path: the generator answers, rather than a twin of it.
            let mut merges = Vec::new();
            self.merges(&mut merges);
            if !merges.is_empty() {
                return no("merge first is on: while a merge is possible, basic moves are not");
            }
        }
        Ok(())
    }
}

static INFO: GameInfo = GameInfo {
    id: "byte",
    name: "Byte",
    designer: "Mark Steere",
    year: 2005,
    blurb: "Merge stacks toward eight; the top checker takes the stack. Win the majority.",
};

impl Game for Byte {
    type Move = ByteMove;
    type Options = ByteOptions;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn variants() -> Vec<ByteOptions> {
        let boards = [ByteBoard::Eight, ByteBoard::Ten];
        boards
            .into_iter()
            .flat_map(|board| [false, true].map(|merge_first| ByteOptions { board, merge_first }))
            .collect()
    }

    fn shape(&self) -> BoardShape {
        self.grid.shape
    }

    /// One checker on every dark square of ranks 2 to size−1, White on rank 2 and the colours
    /// alternating by rank; White moves first.
    fn new_game(options: ByteOptions) -> Byte {
        let mut pos = Byte::empty(options);
        let size = options.board.size();
        for s in 0..pos.grid.count {
            let rank = pos.grid.rank[s as usize];
            if rank >= 1 && rank + 1 < size {
                pos.set_stack(s, 1, rank.is_multiple_of(2) as u8);
            }
        }
        pos
    }

    fn options(&self) -> ByteOptions {
        self.options
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<ByteMove>) {
        out.clear();
        if self.result().is_some() {
            return;
        }
        self.merges(out);
        if !self.options.merge_first || out.is_empty() {
            self.steps(out);
        }
        if out.is_empty() {
            out.push(ByteMove::Pass);
        }
    }

    fn play(&mut self, mv: ByteMove) {
        match mv {
            ByteMove::Step { from, to } => {
                let (h, b) = (self.height(from), self.black[from as usize]);
                self.set_stack(from, 0, 0);
                self.set_stack(to, h, b);
            }
            ByteMove::Merge { from, level, to } => {
                let (hf, bf) = (self.height(from), self.black[from as usize]);
                let (ht, bt) = (self.height(to), self.black[to as usize]);
                let lifted = hf - level + 1;
                let merged = bt | (bf >> (level - 1)) << ht;
                self.set_stack(from, level - 1, bf);
                if ht + lifted >= FULL {
                    let top = if merged >> (FULL - 1) & 1 == 1 { Side::Black } else { Side::White };
                    self.set_stack(to, 0, 0);
                    let i = top.index();
                    self.hash ^= won_key(top, self.won[i]) ^ won_key(top, self.won[i] + 1);
                    self.won[i] += 1;
                } else {
                    self.set_stack(to, ht + lifted, merged);
                }
            }
            ByteMove::Pass => {}
        }
        self.side = self.side.other();
        self.hash ^= SIDE_KEY;
    }

    fn check_move(&self, mv: ByteMove) -> Result<(), IllegalMove> {
        if self.result().is_some() {
            return Err(IllegalMove("the game is over".into()));
        }
        match mv {
            ByteMove::Step { from, to } => self.check_step(from, to),
            ByteMove::Merge { from, level, to } => self.check_merge(from, level, to),
            ByteMove::Pass => {
                let mut moves = Vec::new();
                self.legal_moves(&mut moves);
                if moves == [ByteMove::Pass] {
                    Ok(())
                } else {
                    Err(IllegalMove("you can move, so you may not pass".into()))
                }
            }
        }
    }

    fn result(&self) -> Option<GameResult> {
        let majority = self.options.board.majority();
        let winner = [Side::White, Side::Black].into_iter().find(|s| self.won[s.index()] >= majority)?;
        Some(GameResult { outcome: Outcome::Win(winner), score: Some(self.won) })
    }

    fn position_hash(&self) -> u64 {
        self.hash
    }

    fn is_pass(mv: ByteMove) -> bool {
        mv == ByteMove::Pass
    }

    fn move_text(&self, mv: ByteMove) -> String {
        text::move_text(self, mv)
    }

    fn parse_move(&self, text: &str) -> Result<ByteMove, NotationError> {
        let mv = text::read_move(self, text)?;
        self.check_move(mv)?;
        Ok(mv)
    }

    /// A merge that makes eight wins the stack for the side of its top checker.
    fn events(&self, mv: ByteMove) -> Vec<GameEvent> {
        let ByteMove::Merge { from, level, to } = mv else { return Vec::new() };
        let mut stack = self.stack(to);
        stack.extend(self.stack(from).into_iter().skip(level as usize - 1));
        if stack.len() < FULL as usize {
            return Vec::new();
        }
        let side = stack[FULL as usize - 1];
        let text = format!("{} wins the stack of eight on {}.", side.name(), self.grid.name(to));
        vec![GameEvent { side, square: Some(to), checkers: stack, text }]
    }

    fn position_text(&self) -> String {
        text::position_text(self)
    }

    fn from_position_text(text: &str) -> Result<Byte, PositionError> {
        text::read_position(text)
    }

    fn edited(&self, stacks: &[(u8, Vec<Side>)], to_move: Side, tally: [u8; 2]) -> Result<Byte, PositionError> {
        text::read_position(&text::write(self, stacks, to_move, tally))
    }
}
