//! An independent, deliberately naive Basic move generator, written straight from RULES.md
//! ("Basic") and Steere's rule sheet, to check the fast implementation against. It shares nothing
//! with `checkerbox_core::rules::basic` but the `Side` type: the board is a plain
//! `Vec<Vec<Side>>` with one stack (bottom first) per (file, rank) square, light squares included
//! and always empty; where a checker may go is worked out on the spot; nothing is cached.
//!
//! Moves are compared with the fast implementation through text keys such as `c3^2-d4` (the top
//! checker of c3, at level 2, to d4), `h8^1-off` and `pass`, which each side renders on its own.
#![allow(dead_code)]

use checkerbox_core::rules::Game;
use checkerbox_core::rules::Side;
use checkerbox_core::rules::basic::{Basic, BasicMove, BasicOptions};

/// A square as (file, rank), both 0-based: a1 = (0, 0).
pub type Sq = (i32, i32);

pub const SIZE: i32 = 8;
/// "12 each".
pub const EACH: u32 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RefMove {
    /// The exposed checker of `from` moves one square diagonally forward to `to`.
    Step { from: Sq, to: Sq },
    /// The exposed checker of `from`, on the mover's farthest row, is removed from play.
    BearOff { from: Sq },
    /// Every checker of the mover is covered: the turn is skipped.
    Pass,
}

/// A Basic position, the slow and obvious way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPos {
    /// `cells[rank * 8 + file]`: the stack there, bottom checker first.
    pub cells: Vec<Vec<Side>>,
    pub to_move: Side,
    /// Checkers borne off: [White, Black].
    pub off: [u32; 2],
    pub black_first: bool,
}

pub fn side_index(s: Side) -> usize {
    match s {
        Side::White => 0,
        Side::Black => 1,
    }
}

fn other(s: Side) -> Side {
    match s {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

pub fn square_name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

/// Forward is toward the opponent: up (rank + 1) for White, down for Black.
fn forward(side: Side) -> i32 {
    match side {
        Side::White => 1,
        Side::Black => -1,
    }
}

/// Farthest row: rank 8 for White, rank 1 for Black (0-based 7 and 0).
fn farthest_rank(side: Side) -> i32 {
    match side {
        Side::White => SIZE - 1,
        Side::Black => 0,
    }
}

impl RefPos {
    /// "The checkers are set up on the board in the usual way": White on the dark squares (a1 is
    /// dark) of ranks 1 to 3, Black on ranks 6 to 8. White moves first unless Black-first is on.
    pub fn start(black_first: bool) -> RefPos {
        let mut cells = vec![Vec::new(); (SIZE * SIZE) as usize];
        for rank in 0..SIZE {
            for file in 0..SIZE {
                if (file + rank) % 2 != 0 {
                    continue;
                }
                let rank_1_based = rank + 1;
                if (1..=3).contains(&rank_1_based) {
                    cells[(rank * SIZE + file) as usize].push(Side::White);
                } else if (6..=8).contains(&rank_1_based) {
                    cells[(rank * SIZE + file) as usize].push(Side::Black);
                }
            }
        }
        let to_move = if black_first { Side::Black } else { Side::White };
        RefPos { cells, to_move, off: [0, 0], black_first }
    }

    /// The same position as a fast one, rebuilt square by square through the public API (square
    /// names only: "c3" is file c, rank 3).
    pub fn from_basic(pos: &Basic) -> RefPos {
        let mut cells = vec![Vec::new(); (SIZE * SIZE) as usize];
        for s in 0..pos.shape().count() {
            let name = pos.shape().name(s);
            let file = (name.as_bytes()[0] - b'a') as i32;
            let rank: i32 = name[1..].parse::<i32>().unwrap() - 1;
            cells[(rank * SIZE + file) as usize] = pos.stack(s);
        }
        let o = pos.borne_off();
        RefPos {
            cells,
            to_move: pos.to_move(),
            off: [o[0] as u32, o[1] as u32],
            black_first: pos.options().black_first,
        }
    }

    pub fn options(&self) -> BasicOptions {
        BasicOptions { black_first: self.black_first }
    }

    pub fn winner(&self) -> Option<Side> {
        [Side::White, Side::Black].into_iter().find(|&s| self.off[side_index(s)] == EACH)
    }

    pub fn on_board(s: Sq) -> bool {
        s.0 >= 0 && s.1 >= 0 && s.0 < SIZE && s.1 < SIZE
    }

    pub fn stack(&self, s: Sq) -> &Vec<Side> {
        &self.cells[(s.1 * SIZE + s.0) as usize]
    }

    fn stack_mut(&mut self, s: Sq) -> &mut Vec<Side> {
        &mut self.cells[(s.1 * SIZE + s.0) as usize]
    }

    /// Checkers of `side` on the board.
    pub fn count(&self, side: Side) -> u32 {
        self.cells.iter().flatten().filter(|&&c| c == side).count() as u32
    }

    /// Every legal move; empty when the game is over, `[Pass]` when every checker of the side to
    /// move is covered.
    pub fn legal_moves(&self) -> Vec<RefMove> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let me = self.to_move;
        let mut out = Vec::new();
        for rank in 0..SIZE {
            for file in 0..SIZE {
                let from = (file, rank);
                // Only exposed checkers move: the top of a stack (a single checker counts).
                if self.stack(from).last() != Some(&me) {
                    continue;
                }
                for df in [-1, 1] {
                    let to = (file + df, rank + forward(me));
                    // Onto an empty square or any stack: no limit on height or colours.
                    if Self::on_board(to) {
                        out.push(RefMove::Step { from, to });
                    }
                }
                if rank == farthest_rank(me) {
                    out.push(RefMove::BearOff { from });
                }
            }
        }
        if out.is_empty() {
            out.push(RefMove::Pass);
        }
        out
    }

    pub fn play(&mut self, m: RefMove) {
        match m {
            RefMove::Step { from, to } => {
                let c = self.stack_mut(from).pop().expect("a checker to move");
                self.stack_mut(to).push(c);
            }
            RefMove::BearOff { from } => {
                let c = self.stack_mut(from).pop().expect("a checker to bear off");
                self.off[side_index(c)] += 1;
            }
            RefMove::Pass => {}
        }
        self.to_move = other(self.to_move);
    }

    /// Takes back `m`, played by the side not to move now.
    pub fn unplay(&mut self, m: RefMove) {
        self.to_move = other(self.to_move);
        match m {
            RefMove::Step { from, to } => {
                let c = self.stack_mut(to).pop().expect("the checker that moved");
                self.stack_mut(from).push(c);
            }
            RefMove::BearOff { from } => {
                let c = self.to_move;
                self.off[side_index(c)] -= 1;
                self.stack_mut(from).push(c);
            }
            RefMove::Pass => {}
        }
    }

    /// The key of a move: the level is the height of the stack it leaves (its top checker).
    pub fn key(&self, m: RefMove) -> String {
        match m {
            RefMove::Step { from, to } => {
                format!("{}^{}-{}", square_name(from), self.stack(from).len(), square_name(to))
            }
            RefMove::BearOff { from } => format!("{}^{}-off", square_name(from), self.stack(from).len()),
            RefMove::Pass => "pass".to_string(),
        }
    }

    /// Keys of every legal move, sorted.
    pub fn legal_keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = self.legal_moves().into_iter().map(|m| self.key(m)).collect();
        keys.sort();
        keys
    }

    /// Leaf nodes of the move tree `depth` plies deep (passes are moves; a finished game has none).
    pub fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for m in moves {
            self.play(m);
            total += self.perft(depth - 1);
            self.unplay(m);
        }
        total
    }
}

/// The reference key of a fast move, using only the board's square names.
pub fn fast_key(pos: &Basic, m: BasicMove) -> String {
    let name = |s| pos.shape().name(s);
    match m {
        BasicMove::Step { from, level, to } => format!("{}^{level}-{}", name(from), name(to)),
        BasicMove::BearOff { from, level } => format!("{}^{level}-off", name(from)),
        BasicMove::Pass => "pass".to_string(),
    }
}

/// Keys of every legal move of the fast implementation, sorted.
pub fn fast_keys(pos: &Basic) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut keys: Vec<String> = moves.into_iter().map(|m| fast_key(pos, m)).collect();
    keys.sort();
    keys
}

/// The reference move with this key, if the reference thinks it legal.
pub fn ref_move_by_key(pos: &RefPos, key: &str) -> Option<RefMove> {
    pos.legal_moves().into_iter().find(|&m| pos.key(m) == key)
}
