//! Pyle's geometry, for the move generator: the steps of each board and, for every square and
//! direction, the ray outward from it, so that the squares a piece reaches are found with a few
//! bit operations (the first piece met in each direction ends the line).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitXor, Not};

/// Most squares of any board (10x10).
pub(super) const MAX_SQUARES: usize = 100;
/// The eight directions as (file, rank) steps: the four diagonals, then the four orthogonals.
const DIRECTIONS: [(i8, i8); 8] = [(1, 1), (-1, 1), (1, -1), (-1, -1), (0, 1), (0, -1), (1, 0), (-1, 0)];

/// One step in a direction on one board: how far the square number moves, and the squares a
/// step may arrive on (not across the left or right edge, not off the board).
#[derive(Clone, Copy)]
pub(super) struct RayStep {
    pub(super) delta: i32,
    pub(super) arrive: u128,
}

/// The steps of one board size, in the order of [`DIRECTIONS`].
pub(super) struct Geometry {
    pub(super) size: u8,
    pub(super) steps: [RayStep; 8],
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
    let mut steps = [RayStep { delta: 0, arrive: 0 }; 8];
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
        steps[d] = RayStep { delta: dr as i32 * n as i32 + df as i32, arrive };
        d += 1;
    }
    Geometry { size, steps }
}

pub(super) static GEOMETRY_8: Geometry = geometry(8);
pub(super) static GEOMETRY_10: Geometry = geometry(10);

/// A set of squares as the move generator works on it: `u128` for 10x10, and `u64` for 8x8,
/// where it is faster.
pub(super) trait Bits:
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

/// Rays of one board, for the move generator: `ray[d][s]` is every square from `s` outward in
/// direction `d` of [`DIRECTIONS`] (not `s` itself), and `beyond[d][k]` the ray beyond the first
/// piece met, looked up by where that piece lies in the set of pieces on the ray: by its square
/// (the set's trailing zeros) in the directions that count squares up, by the set's leading zeros
/// in those that count down. When no piece is met, `k` is the set's width and the entry empty.
pub(super) struct Rays<B> {
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

pub(super) static RAYS_8: Rays<u64> = rays_64(rays(8, 64));
pub(super) static RAYS_10: Rays<u128> = rays(10, 128);

/// The squares a piece on `from` reaches in the directions `FIRST..LAST` of [`DIRECTIONS`]: the
/// empty squares up to the first piece met in each, and that piece.
#[inline(always)]
pub(super) fn reach<B: Bits, const FIRST: usize, const LAST: usize>(rays: &Rays<B>, from: usize, occupied: B) -> B {
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
