//! An independent, deliberately naive Byte move generator, written straight from RULES.md
//! ("Byte") and Steere's rule sheet, to check the fast implementation against. It shares nothing
//! with `checkerbox_core::rules::byte` but the `Side` type: the board is a plain
//! `Vec<Vec<Side>>` with one stack (bottom first) per (file, rank) square, light squares included
//! and always empty; distances are computed on the spot; nothing is cached.
//!
//! Moves are compared with the fast implementation through text keys such as `step c3-d4`,
//! `merge c3:1-d4` and `pass`, which each side renders on its own.
#![allow(dead_code)]
// The merge conditions are written exactly as RULES.md states them.
#![allow(clippy::int_plus_one)]

use checkerbox_core::rules::Game;
use checkerbox_core::rules::Side;
use checkerbox_core::rules::byte::{Byte, ByteBoard, ByteMove, ByteOptions};

/// A square as (file, rank), both 0-based: a1 = (0, 0).
pub type Sq = (i32, i32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RefMove {
    Step {
        from: Sq,
        to: Sq,
    },
    /// `level` is 1-based: 1 lifts the whole stack.
    Merge {
        from: Sq,
        level: usize,
        to: Sq,
    },
    Pass,
}

/// A Byte position, the slow and obvious way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPos {
    pub size: i32,
    /// `cells[rank * size + file]`: the stack there, bottom checker first.
    pub cells: Vec<Vec<Side>>,
    pub to_move: Side,
    /// Stacks of eight won: [White, Black].
    pub won: [u32; 2],
    pub merge_first: bool,
}

pub fn side_index(s: Side) -> usize {
    match s {
        Side::White => 0,
        Side::Black => 1,
    }
}

pub fn square_name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

impl RefPos {
    /// The starting position from RULES.md: one checker on every dark square (a1 is dark) of
    /// ranks 2 to size-1, White on rank 2, Black on rank 3, alternating; White moves first.
    pub fn start(size: i32, merge_first: bool) -> RefPos {
        let mut cells = vec![Vec::new(); (size * size) as usize];
        for rank in 0..size {
            for file in 0..size {
                let rank_1_based = rank + 1;
                let dark = (file + rank) % 2 == 0;
                if dark && (2..=size - 1).contains(&rank_1_based) {
                    let colour = if rank_1_based % 2 == 0 { Side::White } else { Side::Black };
                    cells[(rank * size + file) as usize].push(colour);
                }
            }
        }
        RefPos { size, cells, to_move: Side::White, won: [0, 0], merge_first }
    }

    /// The same position as a fast one, rebuilt square by square through the public API.
    pub fn from_byte(pos: &Byte) -> RefPos {
        let g = pos.grid();
        let size = g.size as i32;
        let mut cells = vec![Vec::new(); (size * size) as usize];
        for s in 0..g.count {
            let (f, r) = (g.file[s as usize] as i32, g.rank[s as usize] as i32);
            cells[(r * size + f) as usize] = pos.stack(s);
        }
        let w = pos.stacks_won();
        RefPos {
            size,
            cells,
            to_move: pos.to_move(),
            won: [w[0] as u32, w[1] as u32],
            merge_first: pos.options().merge_first,
        }
    }

    pub fn options(&self) -> ByteOptions {
        ByteOptions {
            board: if self.size == 8 { ByteBoard::Eight } else { ByteBoard::Ten },
            merge_first: self.merge_first,
        }
    }

    /// All the checkers of the game: ranks 2 to size-1, half of each rank.
    pub fn total_checkers(&self) -> u32 {
        ((self.size - 2) * self.size / 2) as u32
    }

    pub fn stacks_to_win(&self) -> u32 {
        let stacks = self.total_checkers() / 8;
        stacks / 2 + 1
    }

    pub fn winner(&self) -> Option<Side> {
        [Side::White, Side::Black].into_iter().find(|&s| self.won[side_index(s)] >= self.stacks_to_win())
    }

    pub fn on_board(&self, s: Sq) -> bool {
        s.0 >= 0 && s.1 >= 0 && s.0 < self.size && s.1 < self.size
    }

    pub fn stack(&self, s: Sq) -> &Vec<Side> {
        &self.cells[(s.1 * self.size + s.0) as usize]
    }

    fn stack_mut(&mut self, s: Sq) -> &mut Vec<Side> {
        &mut self.cells[(s.1 * self.size + s.0) as usize]
    }

    pub fn checkers_on_board(&self) -> u32 {
        self.cells.iter().map(|c| c.len() as u32).sum()
    }

    /// Every square holding a stack.
    pub fn stacks(&self) -> Vec<Sq> {
        let mut out = Vec::new();
        for rank in 0..self.size {
            for file in 0..self.size {
                if !self.stack((file, rank)).is_empty() {
                    out.push((file, rank));
                }
            }
        }
        out
    }

    /// Diagonal steps between two squares on an empty board.
    pub fn distance(a: Sq, b: Sq) -> i32 {
        (a.0 - b.0).abs().max((a.1 - b.1).abs())
    }

    /// The diagonal neighbours of a square that are on the board.
    pub fn diagonal_neighbours(&self, s: Sq) -> Vec<Sq> {
        [(1, 1), (-1, 1), (1, -1), (-1, -1)]
            .into_iter()
            .map(|(df, dr)| (s.0 + df, s.1 + dr))
            .filter(|&t| self.on_board(t))
            .collect()
    }

    fn merges(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        for a in self.stacks() {
            for b in self.diagonal_neighbours(a) {
                let (ha, hb) = (self.stack(a).len(), self.stack(b).len());
                if hb == 0 {
                    continue;
                }
                for i in 1..=ha {
                    // The checker at level i is the mover's, it lands at level hb + 1 > i, and the
                    // result is at most 8 high.
                    if self.stack(a)[i - 1] == self.to_move && hb >= i && hb + ha - i + 1 <= 8 {
                        out.push(RefMove::Merge { from: a, level: i, to: b });
                    }
                }
            }
        }
        out
    }

    fn steps(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        let all = self.stacks();
        for &a in &all {
            if self.stack(a)[0] != self.to_move {
                continue;
            }
            if self.diagonal_neighbours(a).iter().any(|&n| !self.stack(n).is_empty()) {
                continue;
            }
            let others: Vec<Sq> = all.iter().copied().filter(|&o| o != a).collect();
            let Some(nearest) = others.iter().map(|&o| Self::distance(a, o)).min() else { continue };
            for t in self.diagonal_neighbours(a) {
                // t is empty: a touches nothing.
                let closer = others.iter().any(|&o| Self::distance(a, o) == nearest && Self::distance(t, o) < nearest);
                if closer {
                    out.push(RefMove::Step { from: a, to: t });
                }
            }
        }
        out
    }

    /// Every legal move; empty when the game is over, `[Pass]` when the side to move is stuck.
    pub fn legal_moves(&self) -> Vec<RefMove> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let mut out = self.merges();
        // Merge first: steps only when there is no merge.
        if !self.merge_first || out.is_empty() {
            out.extend(self.steps());
        }
        if out.is_empty() {
            out.push(RefMove::Pass);
        }
        out
    }

    pub fn play(&mut self, m: RefMove) {
        match m {
            RefMove::Step { from, to } => {
                let s = std::mem::take(self.stack_mut(from));
                *self.stack_mut(to) = s;
            }
            RefMove::Merge { from, level, to } => {
                let lifted = self.stack_mut(from).split_off(level - 1);
                self.stack_mut(to).extend(lifted);
                if self.stack(to).len() == 8 {
                    let top = self.stack(to)[7];
                    self.won[side_index(top)] += 1;
                    self.stack_mut(to).clear();
                }
            }
            RefMove::Pass => {}
        }
        self.to_move = match self.to_move {
            Side::White => Side::Black,
            Side::Black => Side::White,
        };
    }

    pub fn key(m: RefMove) -> String {
        match m {
            RefMove::Step { from, to } => format!("step {}-{}", square_name(from), square_name(to)),
            RefMove::Merge { from, level, to } => {
                format!("merge {}:{}-{}", square_name(from), level, square_name(to))
            }
            RefMove::Pass => "pass".to_string(),
        }
    }

    /// Keys of every legal move, sorted.
    pub fn legal_keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = self.legal_moves().into_iter().map(Self::key).collect();
        keys.sort();
        keys
    }

    /// Leaf nodes of the move tree `depth` plies deep (passes are moves; a finished game has none).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = self.clone();
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// The reference key of a fast move, using only the grid's square names.
pub fn fast_key(pos: &Byte, m: ByteMove) -> String {
    let g = pos.grid();
    match m {
        ByteMove::Step { from, to } => format!("step {}-{}", g.name(from), g.name(to)),
        ByteMove::Merge { from, level, to } => format!("merge {}:{}-{}", g.name(from), level, g.name(to)),
        ByteMove::Pass => "pass".to_string(),
    }
}

/// Keys of every legal move of the fast implementation, sorted.
pub fn fast_keys(pos: &Byte) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut keys: Vec<String> = moves.into_iter().map(|m| fast_key(pos, m)).collect();
    keys.sort();
    keys
}

/// The reference move with this key, if the reference thinks it legal.
pub fn ref_move_by_key(pos: &RefPos, key: &str) -> Option<RefMove> {
    pos.legal_moves().into_iter().find(|&m| RefPos::key(m) == key)
}
