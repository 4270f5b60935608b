//! Basic, by Mark Steere (2009): checkers move one square diagonally forward, onto an empty
//! square or on top of any stack, and bear off from the farthest row; the first to bear off all
//! twelve wins. Every rule of the game is in this module; its notation and position text are in
//! [`text`], the reading of positions saved in an earlier form in [`old`], and square names come
//! from [`super::grid`].
//!
//! Squares are the 32 dark squares of the 8x8 board, numbered as in [`super::grid`] (rank by rank
//! from White's side, left to right), so a set of squares fits a `u32` bitboard.

mod old;
mod text;

use super::grid::{DarkGrid, GRID_8};
use super::hash::mix;
use super::{
    BoardShape, Game, GameEvent, GameInfo, GameResult, IllegalMove, NotationError, Outcome, PositionError, Side,
};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// Checkers of each colour.
pub const CHECKERS: u8 = 12;
/// The tallest stack there can be: every checker of the game on one square.
pub const MAX_HEIGHT: u8 = 2 * CHECKERS;
/// Dark squares of the board.
const SQUARES: usize = 32;

/// What the new-game dialog chooses for Basic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BasicOptions {
    /// Black moves first (our option; the sheet does not say who starts, and we let White).
    pub black_first: bool,
}

impl BasicOptions {
    /// The side that makes the first move.
    pub fn first(self) -> Side {
        if self.black_first { Side::Black } else { Side::White }
    }
}

/// A Basic move. Squares are dark-square indices of [`GRID_8`]; `level` is the level (1 = the
/// bottom) of the checker lifted, which is always the top of its stack: the move carries it so that
/// the screen knows, from the move alone, which checker is lifted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BasicMove {
    /// The top checker of `from` moves one square diagonally forward, onto `to` (empty or not).
    Step { from: u8, level: u8, to: u8 },
    /// The top checker of `from`, on the mover's farthest row, leaves the board.
    BearOff { from: u8, level: u8 },
    /// Every checker of the side to move is covered: the turn is skipped.
    Pass,
}

/// A Basic position: the stacks, whose turn it is, and the checkers each side has borne off.
///
/// A stack is a height and a colour mask whose bit `k` is set when the checker at level `k + 1` is
/// Black; besides, one bitboard per side of the squares whose top checker is that side's (the
/// checkers it may move). Copying a position copies no heap memory.
#[derive(Clone, Debug)]
pub struct Basic {
    options: BasicOptions,
    height: [u8; SQUARES],
    black: [u32; SQUARES],
    /// Per side: squares whose top checker is that side's.
    tops: [u32; 2],
    side: Side,
    off: [u8; 2],
    hash: u64,
}

impl PartialEq for Basic {
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.height == other.height
            && self.black == other.black
            && self.side == other.side
            && self.off == other.off
    }
}

// ---------------------------------------------------------------------------------------------
// Tables: the hash terms, filled on first use, and the steps, built at compile time

/// Hash term of Black to move.
const SIDE_KEY: u64 = mix(0xba51_c000_0000);

/// `KEYS[square * MAX_HEIGHT + level - 1][colour]`: the hash term of a checker of that colour (0
/// White, 1 Black) at that level of that square. The hash of a position is the exclusive or of
/// its checkers' terms, and [`SIDE_KEY`] when Black is to move: a move changes two terms. Filled
/// on first use rather than at compile time, so that the page does not carry the table's random
/// numbers (which do not compress); the search still reads its terms from a table.
static KEYS: LazyLock<[[u64; 2]; SQUARES * MAX_HEIGHT as usize]> = LazyLock::new(|| {
    std::array::from_fn(|i| [mix(0x8a5c_0000 | (i as u64) << 1), mix(0x8a5c_0000 | (i as u64) << 1 | 1)])
});

fn key(square: usize, level: u8, colour: usize) -> u64 {
    KEYS[square * MAX_HEIGHT as usize + level as usize - 1][colour]
}

/// Where a checker of one side can step from a square: up to two squares diagonally forward.
#[derive(Clone, Copy)]
struct Steps {
    count: u8,
    to: [u8; 2],
}

/// The dark square at (file, rank), 0-based, if it is on the board.
const fn dark_at(file: i32, rank: i32) -> Option<u8> {
    if file < 0 || rank < 0 || file > 7 || rank > 7 { None } else { Some((rank * 4 + file / 2) as u8) }
}

/// `STEPS[side][square]`: the squares one diagonal step forward (up for White, down for Black).
/// Only squares of the farthest row have none.
const STEPS: [[Steps; SQUARES]; 2] = {
    let mut table = [[Steps { count: 0, to: [0; 2] }; SQUARES]; 2];
    let mut side = 0;
    while side < 2 {
        let forward = if side == 0 { 1 } else { -1 };
        let mut s = 0;
        while s < SQUARES {
            let rank = (s / 4) as i32;
            let file = ((s % 4) * 2) as i32 + rank % 2;
            let mut d = -1;
            while d <= 1 {
                if let Some(t) = dark_at(file + d, rank + forward) {
                    let st = &mut table[side][s];
                    st.to[st.count as usize] = t;
                    st.count += 1;
                }
                d += 2;
            }
            s += 1;
        }
        side += 1;
    }
    table
};

/// The farthest row of each side, 0-based: White's is rank 8, Black's rank 1.
const FARTHEST: [u8; 2] = [7, 0];

// ---------------------------------------------------------------------------------------------
// The position

impl Basic {
    /// The board's geometry (square names, files and ranks).
    pub fn grid(&self) -> &'static DarkGrid {
        &GRID_8
    }

    /// Height of the stack on `square` (0 when empty).
    pub fn height(&self, square: u8) -> u8 {
        self.height.get(square as usize).copied().unwrap_or(0)
    }

    /// The levels (bit `k` = level `k + 1`) of the stack on `square` that hold a Black checker.
    pub fn black_levels(&self, square: u8) -> u32 {
        self.black.get(square as usize).copied().unwrap_or(0)
    }

    /// The side of the checker at `level` (1 = bottom) of the stack on `square`.
    pub fn checker(&self, square: u8, level: u8) -> Option<Side> {
        (level >= 1 && level <= self.height(square)).then(|| colour_side(self.black_levels(square) >> (level - 1) & 1))
    }

    /// The side of the top checker on `square`, if any.
    pub fn top(&self, square: u8) -> Option<Side> {
        self.checker(square, self.height(square))
    }

    /// The stack on `square`, bottom checker first.
    pub fn stack(&self, square: u8) -> Vec<Side> {
        (1..=self.height(square)).filter_map(|l| self.checker(square, l)).collect()
    }

    /// Bitboard (bit = square) of the squares whose top checker is `side`'s: its exposed checkers.
    pub fn tops(&self, side: Side) -> u32 {
        self.tops[side.index()]
    }

    /// Bitboard of occupied squares.
    pub fn occupied(&self) -> u32 {
        self.tops[0] | self.tops[1]
    }

    /// Checkers borne off so far, indexed by [`Side::index`].
    pub fn borne_off(&self) -> [u8; 2] {
        self.off
    }

    /// Checkers of `side` on the board.
    pub fn checkers_on_board(&self, side: Side) -> u8 {
        CHECKERS - self.off[side.index()]
    }

    /// The farthest row of `side` (0-based rank), where its checkers bear off: rank 8 for White,
    /// rank 1 for Black.
    pub fn farthest_rank(side: Side) -> u8 {
        FARTHEST[side.index()]
    }

    /// The squares one step diagonally forward of `square`, for `side`.
    pub fn forward(side: Side, square: u8) -> impl ExactSizeIterator<Item = u8> {
        let st = STEPS[side.index()].get(square as usize).copied().unwrap_or(Steps { count: 0, to: [0; 2] });
        st.to.into_iter().take(st.count as usize)
    }

    /// Takes the top checker off `square`; returns its colour (0 White, 1 Black).
    #[inline]
    fn lift(&mut self, square: usize) -> usize {
        let h = self.height[square] - 1;
        let colour = (self.black[square] >> h & 1) as usize;
        self.black[square] &= !(1 << h);
        self.height[square] = h;
        self.hash ^= key(square, h + 1, colour);
        let bit = 1u32 << square;
        self.tops[colour] &= !bit;
        if h > 0 {
            self.tops[(self.black[square] >> (h - 1) & 1) as usize] |= bit;
        }
        colour
    }

    /// Puts a checker of `colour` (0 White, 1 Black) on top of `square`.
    #[inline]
    fn drop_on(&mut self, square: usize, colour: usize) {
        let h = self.height[square];
        let bit = 1u32 << square;
        self.tops[0] &= !bit;
        self.tops[1] &= !bit;
        self.tops[colour] |= bit;
        self.black[square] |= (colour as u32) << h;
        self.height[square] = h + 1;
        self.hash ^= key(square, h + 1, colour);
    }

    fn empty(options: BasicOptions) -> Basic {
        Basic {
            options,
            height: [0; SQUARES],
            black: [0; SQUARES],
            tops: [0; 2],
            side: Side::White,
            off: [0; 2],
            hash: 0,
        }
    }

    /// Builds a position from stacks (bottom checker first) and the checkers borne off. Used by
    /// saved games, position texts and tests; says what is wrong instead of building a position no
    /// game can reach. Only what is certain is refused: the checkers must add up to twelve of each
    /// colour, a checker on its own first row has never moved (so nothing is under it), and a
    /// finished game has one winner, who made the last move.
    pub fn from_stacks(
        options: BasicOptions,
        stacks: &[(u8, &[Side])],
        side: Side,
        off: [u8; 2],
    ) -> Result<Basic, String> {
        let mut pos = Basic::empty(options);
        for &(square, checkers) in stacks {
            if square as usize >= SQUARES {
                return Err(format!("square {square} is not on this board"));
            }
            let name = GRID_8.name(square);
            if pos.height[square as usize] > 0 {
                return Err(format!("two stacks on {name}"));
            }
            if checkers.is_empty() {
                return Err(format!("the stack on {name} has no checkers"));
            }
            if checkers.len() > MAX_HEIGHT as usize {
                return Err(format!(
                    "the stack on {name} has {} checkers, but the game has only {MAX_HEIGHT}",
                    checkers.len()
                ));
            }
            for (k, &c) in checkers.iter().enumerate() {
                // A checker on its own first row is where it started: nothing ever goes under it.
                let first_row = Basic::farthest_rank(c.other());
                if k > 0 && GRID_8.rank[square as usize] == first_row {
                    return Err(format!(
                        "a {} checker on {name} above the bottom cannot happen: a checker on its own first row \
                         has never moved, and nothing goes under a checker",
                        c.word()
                    ));
                }
                pos.drop_on(square as usize, c.index());
            }
        }
        for s in [Side::White, Side::Black] {
            let on_board: u32 =
                (0..SQUARES as u8).map(|q| pos.stack(q).iter().filter(|&&c| c == s).count() as u32).sum();
            let gone = off[s.index()] as u32;
            if on_board + gone != CHECKERS as u32 {
                return Err(format!(
                    "the {} checkers do not add up: {on_board} on the board and {gone} borne off, but each side has \
                     {CHECKERS}",
                    s.word()
                ));
            }
        }
        if off == [CHECKERS; 2] {
            return Err(format!("both sides cannot have borne off all {CHECKERS}: the game ends at the first"));
        }
        if let Some(winner) = [Side::White, Side::Black].into_iter().find(|s| off[s.index()] == CHECKERS)
            && side == winner
        {
            return Err(format!(
                "{} has borne off all {CHECKERS} and won, so {} made the last move and it is {}'s turn, not {}'s",
                winner.name(),
                winner.name(),
                winner.other().name(),
                winner.name()
            ));
        }
        pos.off = off;
        pos.side = side;
        if side == Side::Black {
            pos.hash ^= SIDE_KEY;
        }
        Ok(pos)
    }

    /// Why lifting the checker at `level` of `from` is not allowed to the side to move, if it is not.
    fn check_lift(&self, from: u8, level: u8) -> Result<(), IllegalMove> {
        let no = |s: String| Err(IllegalMove(s));
        if from as usize >= SQUARES {
            return no("there is no such square".into());
        }
        let name = GRID_8.name(from);
        let h = self.height(from);
        if h == 0 {
            return no(format!("there is no checker on {name}"));
        }
        let me = self.side;
        if self.top(from) != Some(me) {
            let other = me.other().name();
            return no(if self.stack(from).contains(&me) {
                format!("your checkers on {name} are covered by {other}'s: only the top checker of a stack can move")
            } else if h == 1 {
                format!("the checker on {name} is {other}'s")
            } else {
                format!("none of the checkers on {name} is {}'s", me.name())
            });
        }
        if level > h {
            return no(format!("{name} has only {h} checker{}", if h == 1 { "" } else { "s" }));
        }
        if level < h {
            return no("only the top checker of a stack can move".into());
        }
        Ok(())
    }

    fn check_step(&self, from: u8, level: u8, to: u8) -> Result<(), IllegalMove> {
        self.check_lift(from, level)?;
        if to as usize >= SQUARES {
            return Err(IllegalMove("there is no such square".into()));
        }
        if Basic::forward(self.side, from).any(|t| t == to) {
            return Ok(());
        }
        let backward = Basic::forward(self.side.other(), from).any(|t| t == to);
        let why = if backward {
            "a checker moves one square diagonally forward, never back"
        } else if self.grid().rank[from as usize] == FARTHEST[self.side.index()] {
            "a checker moves one square diagonally forward; from the farthest row it can only bear off"
        } else {
            "a checker moves one square diagonally forward"
        };
        Err(IllegalMove(why.into()))
    }

    fn check_bear_off(&self, from: u8, level: u8) -> Result<(), IllegalMove> {
        self.check_lift(from, level)?;
        let far = FARTHEST[self.side.index()];
        if self.grid().rank[from as usize] != far {
            return Err(IllegalMove(format!("you can bear off only from your farthest row (rank {})", far + 1)));
        }
        Ok(())
    }
}

fn colour_side(bit: u32) -> Side {
    if bit & 1 == 1 { Side::Black } else { Side::White }
}

static INFO: GameInfo = GameInfo {
    id: "basic",
    name: "Basic",
    designer: "Mark Steere",
    year: 2009,
    blurb: "Move forward, pile on, and be first to bear all your checkers off.",
};

impl Game for Basic {
    type Move = BasicMove;
    type Options = BasicOptions;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn variants() -> Vec<BasicOptions> {
        vec![BasicOptions { black_first: false }, BasicOptions { black_first: true }]
    }

    fn shape(&self) -> BoardShape {
        GRID_8.shape
    }

    /// The usual checkers setup: White on the dark squares of ranks 1 to 3, Black on ranks 6 to 8.
    fn new_game(options: BasicOptions) -> Basic {
        let mut pos = Basic::empty(options);
        for s in 0..SQUARES {
            match GRID_8.rank[s] {
                0..=2 => pos.drop_on(s, Side::White.index()),
                5..=7 => pos.drop_on(s, Side::Black.index()),
                _ => {}
            }
        }
        pos.side = options.first();
        if pos.side == Side::Black {
            pos.hash ^= SIDE_KEY;
        }
        pos
    }

    fn options(&self) -> BasicOptions {
        self.options
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<BasicMove>) {
        out.clear();
        if self.off[0] == CHECKERS || self.off[1] == CHECKERS {
            return;
        }
        let me = self.side.index();
        let mut set = self.tops[me];
        if set == 0 {
            out.push(BasicMove::Pass);
            return;
        }
        let steps = &STEPS[me];
        while set != 0 {
            let s = set.trailing_zeros() as usize;
            set &= set - 1;
            let (from, level) = (s as u8, self.height[s]);
            let st = steps[s];
            match st.count {
                // Only the farthest row has no step forward: there the checker bears off.
                0 => out.push(BasicMove::BearOff { from, level }),
                1 => out.push(BasicMove::Step { from, level, to: st.to[0] }),
                _ => {
                    out.push(BasicMove::Step { from, level, to: st.to[0] });
                    out.push(BasicMove::Step { from, level, to: st.to[1] });
                }
            }
        }
    }

    fn play(&mut self, mv: BasicMove) {
        match mv {
            BasicMove::Step { from, to, .. } => {
                let colour = self.lift(from as usize);
                self.drop_on(to as usize, colour);
            }
            BasicMove::BearOff { from, .. } => {
                let colour = self.lift(from as usize);
                self.off[colour] += 1;
            }
            BasicMove::Pass => {}
        }
        self.side = self.side.other();
        self.hash ^= SIDE_KEY;
    }

    fn check_move(&self, mv: BasicMove) -> Result<(), IllegalMove> {
        if self.result().is_some() {
            return Err(IllegalMove("the game is over".into()));
        }
        match mv {
            BasicMove::Step { from, level, to } => self.check_step(from, level, to),
            BasicMove::BearOff { from, level } => self.check_bear_off(from, level),
            BasicMove::Pass if self.tops[self.side.index()] == 0 => Ok(()),
            BasicMove::Pass => Err(IllegalMove("you can move, so you may not pass".into())),
        }
    }

    fn result(&self) -> Option<GameResult> {
        let winner = [Side::White, Side::Black].into_iter().find(|s| self.off[s.index()] >= CHECKERS)?;
        Some(GameResult { outcome: Outcome::Win(winner), score: Some(self.off) })
    }

    fn position_hash(&self) -> u64 {
        self.hash
    }

    fn is_pass(mv: BasicMove) -> bool {
        mv == BasicMove::Pass
    }

    fn move_text(&self, mv: BasicMove) -> String {
        text::move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<BasicMove, NotationError> {
        let mv = text::read_move(self, text)?;
        self.check_move(mv)?;
        Ok(mv)
    }

    /// Bearing off takes a checker off the board, into its owner's tray.
    fn events(&self, mv: BasicMove) -> Vec<GameEvent> {
        let BasicMove::BearOff { from, .. } = mv else { return Vec::new() };
        let side = self.side;
        let count = self.off[side.index()] + 1;
        let text = format!("{} bears off from {}: {count} of {CHECKERS} off.", side.name(), GRID_8.name(from));
        vec![GameEvent { side, square: Some(from), checkers: vec![side], text }]
    }

    fn position_text(&self) -> String {
        text::position_text(self)
    }

    fn from_position_text(text: &str) -> Result<Basic, PositionError> {
        text::read_position(text)
    }

    fn edited(&self, stacks: &[(u8, Vec<Side>)], to_move: Side, tally: [u8; 2]) -> Result<Basic, PositionError> {
        text::read_position(&text::write(self, stacks, to_move, tally))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_go_one_square_diagonally_forward() {
        let names = |side, sq: &str| -> Vec<String> {
            Basic::forward(side, GRID_8.parse(sq).unwrap()).map(|s| GRID_8.name(s)).collect()
        };
        assert_eq!(names(Side::White, "c3"), ["b4", "d4"]);
        assert_eq!(names(Side::White, "a1"), ["b2"]);
        assert_eq!(names(Side::White, "h2"), ["g3"]);
        assert_eq!(names(Side::Black, "c3"), ["b2", "d2"]);
        assert_eq!(names(Side::Black, "h8"), ["g7"]);
        assert!(names(Side::White, "b8").is_empty());
        assert!(names(Side::Black, "c1").is_empty());
        // Only the farthest row has no step.
        for s in 0..SQUARES as u8 {
            let rank = GRID_8.rank[s as usize];
            assert_eq!(Basic::forward(Side::White, s).count() == 0, rank == 7);
            assert_eq!(Basic::forward(Side::Black, s).count() == 0, rank == 0);
        }
    }

    #[test]
    fn the_hash_is_the_checkers_and_the_side() {
        let start = Basic::new_game(BasicOptions::default());
        let mut again = Basic::from_position_text(&start.position_text()).unwrap();
        assert_eq!(again.position_hash(), start.position_hash());
        let mv = again.parse_move("c3-d4").unwrap();
        again.play(mv);
        assert_ne!(again.position_hash(), start.position_hash());
        let rebuilt = Basic::from_position_text(&again.position_text()).unwrap();
        assert_eq!(rebuilt.position_hash(), again.position_hash());
    }
}
