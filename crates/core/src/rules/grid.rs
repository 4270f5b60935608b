//! Geometry of the dark squares of a square checkerboard, shared by the games that use only them.
//!
//! Squares are numbered 0.. over the dark squares, rank by rank from White's side (rank 1 first),
//! left to right; a1 is dark. Sets of squares are `u64` bitboards (10x10 has 50 dark squares).
//! Every table is built at compile time, so a position only holds a `&'static DarkGrid`.

use super::NotationError;
use super::shape::BoardShape;

/// Most dark squares of any supported board (10x10).
pub const MAX_SQUARES: usize = 50;
/// Sentinel in [`DarkGrid::step`] for "off the board".
pub const OFF: u8 = u8::MAX;

/// The four diagonal directions as (file, rank) steps, in the order [`DarkGrid::step`] uses.
pub const DIAGONALS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Precomputed geometry of one board size.
#[derive(Debug)]
pub struct DarkGrid {
    /// The squares and their names, shared with every other board.
    pub shape: BoardShape,
    /// Squares per side (8 or 10).
    pub size: u8,
    /// Number of dark squares (size² / 2).
    pub count: u8,
    /// File (0 = a) of each square.
    pub file: [u8; MAX_SQUARES],
    /// Rank (0 = rank 1) of each square.
    pub rank: [u8; MAX_SQUARES],
    /// The square one diagonal step away in each of [`DIAGONALS`], or [`OFF`].
    pub step: [[u8; 4]; MAX_SQUARES],
    /// Bitboard of the diagonal neighbours of each square.
    pub neighbours: [u64; MAX_SQUARES],
    /// `within[s][r]`: bitboard of squares at most `r` diagonal steps from `s`.
    pub within: [[u64; 10]; MAX_SQUARES],
}

const fn build(size: u8) -> DarkGrid {
    let half = size / 2;
    let count = size * half;
    let mut g = DarkGrid {
        shape: BoardShape::dark(size),
        size,
        count,
        file: [0; MAX_SQUARES],
        rank: [0; MAX_SQUARES],
        step: [[OFF; 4]; MAX_SQUARES],
        neighbours: [0; MAX_SQUARES],
        within: [[0; 10]; MAX_SQUARES],
    };
    let mut s = 0;
    while s < count as usize {
        let rank = s as u8 / half;
        g.rank[s] = rank;
        g.file[s] = (s as u8 % half) * 2 + rank % 2;
        s += 1;
    }
    let mut s = 0;
    while s < count as usize {
        let mut d = 0;
        while d < 4 {
            let f = g.file[s] as i8 + DIAGONALS[d].0;
            let r = g.rank[s] as i8 + DIAGONALS[d].1;
            if f >= 0 && r >= 0 && f < size as i8 && r < size as i8 {
                let t = r as u8 * half + f as u8 / 2;
                g.step[s][d] = t;
                g.neighbours[s] |= 1 << t;
            }
            d += 1;
        }
        let mut t = 0;
        while t < count as usize {
            let dist = distance_of(g.file[s], g.rank[s], g.file[t], g.rank[t]);
            let mut r = dist as usize;
            while r < 10 {
                g.within[s][r] |= 1 << t;
                r += 1;
            }
            t += 1;
        }
        s += 1;
    }
    g
}

const fn distance_of(f1: u8, r1: u8, f2: u8, r2: u8) -> u8 {
    let df = f1.abs_diff(f2);
    let dr = r1.abs_diff(r2);
    if df > dr { df } else { dr }
}

/// The 8x8 board.
pub static GRID_8: DarkGrid = build(8);
/// The 10x10 (international) board.
pub static GRID_10: DarkGrid = build(10);

impl DarkGrid {
    /// Diagonal steps between two dark squares on an empty board: the larger of the file and
    /// rank differences.
    pub fn distance(&self, a: u8, b: u8) -> u8 {
        let (a, b) = (a as usize, b as usize);
        distance_of(self.file[a], self.rank[a], self.file[b], self.rank[b])
    }

    /// The square's name, such as `c3`.
    pub fn name(&self, s: u8) -> String {
        self.shape.name(s)
    }

    /// The dark square at this file and rank (0-based), if it is one.
    pub fn at(&self, file: u8, rank: u8) -> Option<u8> {
        self.shape.at(file, rank)
    }

    /// Reads a square name such as `c3`, saying whether it is off the board or a light square.
    pub fn parse(&self, text: &str) -> Result<u8, NotationError> {
        self.shape.parse(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bits::squares;

    #[test]
    fn names_and_indices_agree() {
        for g in [&GRID_8, &GRID_10] {
            for s in 0..g.count {
                assert_eq!(g.parse(&g.name(s)), Ok(s));
            }
        }
        assert_eq!(GRID_8.name(0), "a1");
        assert_eq!(GRID_8.name(4), "b2");
        assert_eq!(GRID_8.parse("b1"), Err(NotationError::UnusedSquare("b1".into())));
        assert_eq!(GRID_8.parse("i1"), Err(NotationError::NoSuchSquare("i1".into())));
        assert_eq!(GRID_10.parse("j10").map(|s| GRID_10.name(s)), Ok("j10".into()));
    }

    #[test]
    fn numbering_matches_the_board_shape() {
        for g in [&GRID_8, &GRID_10] {
            for s in 0..g.count {
                assert_eq!(g.shape.file_rank(s), (g.file[s as usize], g.rank[s as usize]));
            }
            assert_eq!(g.shape.count(), g.count);
        }
    }

    #[test]
    fn neighbours_and_distance() {
        let g = &GRID_8;
        let c3 = g.parse("c3").unwrap();
        let names: Vec<String> = squares(g.neighbours[c3 as usize]).map(|s| g.name(s)).collect();
        assert_eq!(names, ["b2", "d2", "b4", "d4"]);
        assert_eq!(g.distance(g.parse("a1").unwrap(), g.parse("h8").unwrap()), 7);
        assert_eq!(g.distance(g.parse("a1").unwrap(), g.parse("g1").unwrap()), 6);
        assert_eq!(squares(g.neighbours[0]).count(), 1);
    }
}
