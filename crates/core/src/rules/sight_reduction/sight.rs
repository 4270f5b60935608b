//! Lines of sight on the 4 × 8 half board, on bitboards: which checkers see a friend (or an enemy)
//! along ranks, files and diagonals, which pairs may go together, and where the deterministic
//! setup lets a checker be placed. Pure functions of `u32` sets, with no position type, so that a
//! solver can call them on its own boards.
//!
//! Square `i` is `(rank - 1) * 4 + file` (a = 0): bit `i` of a set. Ranks run 1..8 upward from
//! White's side, files a..d left to right, as in [`crate::rules::BoardShape::rect`]`(4, 8)`.

/// Files and ranks of the board.
pub const FILES: u8 = 4;
pub const RANKS: u8 = 8;
/// Squares of the board, all used.
pub const SQUARES: u8 = FILES * RANKS;
/// Every square.
pub const ALL: u32 = u32::MAX;

/// The squares of file a and of file d.
const FILE_A: u32 = 0x1111_1111;
const FILE_D: u32 = 0x8888_8888;

/// The eight directions a checker looks in. The first four (`N`, `E`, `NE`, `NW`) lead to higher
/// square numbers, the last four back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    N,
    E,
    NE,
    NW,
    S,
    W,
    SW,
    SE,
}

impl Dir {
    /// Along ranks and files.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    /// Along diagonals.
    pub const DIAGONAL: [Dir; 4] = [Dir::NE, Dir::NW, Dir::SW, Dir::SE];
    pub const ALL: [Dir; 8] = [Dir::N, Dir::E, Dir::NE, Dir::NW, Dir::S, Dir::W, Dir::SW, Dir::SE];

    /// The way back.
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::NE => Dir::SW,
            Dir::NW => Dir::SE,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
            Dir::SW => Dir::NE,
            Dir::SE => Dir::NW,
        }
    }

    /// (file, rank) step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, 1),
            Dir::E => (1, 0),
            Dir::NE => (1, 1),
            Dir::NW => (-1, 1),
            Dir::S => (0, -1),
            Dir::W => (-1, 0),
            Dir::SW => (-1, -1),
            Dir::SE => (1, -1),
        }
    }

    /// Whether a step this way leads to a higher square number.
    pub const fn upward(self) -> bool {
        matches!(self, Dir::N | Dir::E | Dir::NE | Dir::NW)
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// Every square of `set` moved one step in direction `d`; squares stepping off the board vanish.
#[inline(always)]
pub const fn step(set: u32, d: Dir) -> u32 {
    match d {
        Dir::N => set << 4,
        Dir::S => set >> 4,
        Dir::E => (set << 1) & !FILE_A,
        Dir::W => (set >> 1) & !FILE_D,
        Dir::NE => (set << 5) & !FILE_A,
        Dir::NW => (set << 3) & !FILE_D,
        Dir::SE => (set >> 3) & !FILE_A,
        Dir::SW => (set >> 5) & !FILE_D,
    }
}

/// The squares from `s` outward in direction `d`, `s` excluded, to the edge.
const fn ray(s: u8, d: Dir) -> u32 {
    let (df, dr) = d.delta();
    let (mut f, mut r) = ((s % FILES) as i8 + df, (s / FILES) as i8 + dr);
    let mut set = 0;
    while f >= 0 && f < FILES as i8 && r >= 0 && r < RANKS as i8 {
        set |= 1 << (r as u32 * FILES as u32 + f as u32);
        f += df;
        r += dr;
    }
    set
}

const fn rays() -> [[u32; SQUARES as usize]; 8] {
    let mut table = [[0; SQUARES as usize]; 8];
    let mut k = 0;
    while k < 8 {
        let mut s = 0;
        while s < SQUARES {
            table[k][s as usize] = ray(s, Dir::ALL[k]);
            s += 1;
        }
        k += 1;
    }
    table
}

/// `RAYS[d][s]`: the squares seen from `s` in direction `d` on an empty board.
static RAYS: [[u32; SQUARES as usize]; 8] = rays();

const fn neighbour_table() -> [u32; SQUARES as usize] {
    let mut table = [0; SQUARES as usize];
    let mut s = 0;
    while s < SQUARES {
        let bit = 1u32 << s;
        let mut k = 0;
        while k < 8 {
            table[s as usize] |= step(bit, Dir::ALL[k]);
            k += 1;
        }
        s += 1;
    }
    table
}

/// `NEIGHBOURS[s]`: the up to eight squares touching `s`, diagonally included.
pub static NEIGHBOURS: [u32; SQUARES as usize] = neighbour_table();

/// The squares touching any square of `set` (8-neighbourhood), `set` itself excluded unless
/// touched.
#[inline]
pub fn touching(set: u32) -> u32 {
    Dir::ALL.iter().fold(0, |t, &d| t | step(set, d))
}

/// The squares seen from `s` in direction `d`, up to and including the first occupied one.
#[inline]
pub fn line(s: u8, d: Dir, occupied: u32) -> u32 {
    let ray = RAYS[d.index()][s as usize];
    match first_met(s, d, occupied) {
        Some(t) => ray & !RAYS[d.index()][t as usize],
        None => ray,
    }
}

/// The first occupied square met from `s` in direction `d`, if any.
#[inline]
pub fn first_met(s: u8, d: Dir, occupied: u32) -> Option<u8> {
    let met = RAYS[d.index()][s as usize] & occupied;
    if met == 0 {
        None
    } else if d.upward() {
        Some(met.trailing_zeros() as u8)
    } else {
        Some(31 - met.leading_zeros() as u8)
    }
}

/// The squares (occupied or not) from which the first checker met in direction `d`, across empty
/// squares, belongs to `target`. `empty` is the set of empty squares.
#[inline]
pub fn seeing(target: u32, empty: u32, d: Dir) -> u32 {
    let back = d.opposite();
    // Squares right behind a target checker see it; an empty square that sees it passes the sight
    // on to the square behind it.
    let near = step(target, back);
    let mut lit = near & empty;
    match d {
        Dir::N | Dir::S => {
            // Rays of up to 7 squares: a Kogge–Stone fill through empty squares.
            let shift = |x: u32, k: u32| if d == Dir::N { x >> (4 * k) } else { x << (4 * k) };
            let mut pro = empty;
            lit |= pro & shift(lit, 1);
            pro &= shift(pro, 1);
            lit |= pro & shift(lit, 2);
            pro &= shift(pro, 2);
            lit |= pro & shift(lit, 4);
        }
        _ => {
            // Rays of at most 3 squares across the board's width.
            lit |= step(lit, back) & empty;
            lit |= step(lit, back) & empty;
        }
    }
    near | step(lit, back)
}

/// The squares from which the first checker met in at least one of `dirs` belongs to `target`.
#[inline]
pub fn seeing_any(target: u32, empty: u32, dirs: &[Dir]) -> u32 {
    dirs.iter().fold(0, |seen, &d| seen | seeing(target, empty, d))
}

/// How checkers must see to be removed one at a time: the sight rules of one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SightRules {
    /// The removed checker must also see an enemy, in any of the eight directions.
    pub harder: bool,
    /// A friend seen diagonally counts too.
    pub easier: bool,
}

/// The checkers of `own` that may be removed alone: each sees a checker of `own` along its rank
/// or file (or, with the easier rule, its diagonals), the first checker met that way across empty
/// squares; with the harder rule it also sees a checker of `enemy` in one of the eight directions.
#[inline]
pub fn removable(own: u32, enemy: u32, rules: SightRules) -> u32 {
    let empty = !(own | enemy);
    let friend_dirs: &[Dir] = if rules.easier { &Dir::ALL } else { &Dir::ORTHOGONAL };
    let mut out = own & seeing_any(own, empty, friend_dirs);
    if rules.harder && out != 0 {
        out &= seeing_any(enemy, empty, &Dir::ALL);
    }
    out
}

/// The checkers of `own` that may go together with the one on `s` under the one-or-two rule: those
/// touching it (in any of the eight directions) and those it sees along its rank and file (the
/// first checker met, across empty squares). `s` itself is never among them.
#[inline]
pub fn partners(own: u32, occupied: u32, s: u8) -> u32 {
    let mut seen = NEIGHBOURS[s as usize];
    for d in Dir::ORTHOGONAL {
        if let Some(t) = first_met(s, d, occupied) {
            seen |= 1 << t;
        }
    }
    seen & own & !(1 << s)
}

/// The partners of `s` on higher squares: each pair once, from its lower square.
#[inline]
fn partners_above(own: u32, occupied: u32, s: u8) -> u32 {
    let bit = 1u32 << s;
    let mut seen = step(bit, Dir::N) | step(bit, Dir::E) | step(bit, Dir::NE) | step(bit, Dir::NW);
    for d in [Dir::N, Dir::E] {
        if let Some(t) = first_met(s, d, occupied) {
            seen |= 1 << t;
        }
    }
    seen & own
}

/// Calls `f(a, b)`, `a < b`, for every pair of `own`'s checkers that may be removed together,
/// in the order of `a`, then of `b`.
#[inline]
pub fn each_pair(own: u32, occupied: u32, mut f: impl FnMut(u8, u8)) {
    let mut rest = own;
    while rest != 0 {
        let a = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let mut above = partners_above(own, occupied, a);
        while above != 0 {
            let b = above.trailing_zeros() as u8;
            above &= above - 1;
            f(a, b);
        }
    }
}

/// Whether `own` has a pair that may be removed together.
#[inline]
pub fn has_pair(own: u32, occupied: u32) -> bool {
    // Two touching checkers, or two on a rank or file with nothing between them.
    let touching = [Dir::N, Dir::E, Dir::NE, Dir::NW].iter().any(|&d| step(own, d) & own != 0);
    touching || {
        let empty = !occupied;
        own & (seeing(own, empty, Dir::N) | seeing(own, empty, Dir::E)) != 0
    }
}

/// Where a side with checkers `own` may place its next checker in the deterministic setup, the
/// other side having `enemy`: its first checker anywhere empty; then an empty square touching an
/// enemy checker (in any of the eight directions), or anywhere empty if there is none.
#[inline]
pub fn placements(own: u32, enemy: u32) -> u32 {
    let empty = !(own | enemy);
    if own == 0 {
        return empty;
    }
    match touching(enemy) & empty {
        0 => empty,
        next_to_enemy => next_to_enemy,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Squares by name, for readable tests.
    fn sq(name: &str) -> u8 {
        let b = name.as_bytes();
        (b[1] - b'1') * FILES + (b[0] - b'a')
    }

    fn set(names: &str) -> u32 {
        names.split_whitespace().fold(0, |s, n| s | 1 << sq(n))
    }

    /// The slow way: walk from every square.
    fn seeing_slow(target: u32, empty: u32, d: Dir) -> u32 {
        (0..SQUARES)
            .filter(|&s| first_met(s, d, !empty).is_some_and(|t| target >> t & 1 == 1))
            .fold(0, |m, s| m | 1 << s)
    }

    #[test]
    fn steps_never_wrap_around_the_board() {
        assert_eq!(step(set("d1"), Dir::E), 0);
        assert_eq!(step(set("a2"), Dir::W), 0);
        assert_eq!(step(set("d1"), Dir::NE), 0);
        assert_eq!(step(set("a1"), Dir::NW), 0);
        assert_eq!(step(set("a8"), Dir::N), 0);
        assert_eq!(step(set("b2"), Dir::SW), set("a1"));
        assert_eq!(step(set("b2"), Dir::SE), set("c1"));
        assert_eq!(NEIGHBOURS[sq("a1") as usize], set("b1 a2 b2"));
        assert_eq!(NEIGHBOURS[sq("c5") as usize], set("b4 c4 d4 b5 d5 b6 c6 d6"));
        assert_eq!(RAYS[Dir::NE.index()][sq("a1") as usize], set("b2 c3 d4"));
        assert_eq!(RAYS[Dir::S.index()][sq("c4") as usize], set("c3 c2 c1"));
    }

    #[test]
    fn a_line_of_sight_runs_to_the_first_checker_met() {
        let occupied = set("a1 a5 c3");
        assert_eq!(line(sq("a1"), Dir::N, occupied), set("a2 a3 a4 a5"));
        assert_eq!(first_met(sq("a1"), Dir::N, occupied), Some(sq("a5")));
        assert_eq!(line(sq("a1"), Dir::NE, occupied), set("b2 c3"));
        assert_eq!(line(sq("a1"), Dir::E, occupied), set("b1 c1 d1"));
        assert_eq!(first_met(sq("a1"), Dir::E, occupied), None);
        assert_eq!(first_met(sq("c3"), Dir::SW, occupied), Some(sq("a1")));
        assert_eq!(partners(occupied, occupied, sq("a1")), set("a5"));
        assert_eq!(placements(0, set("a1")), !set("a1"));
        assert_eq!(placements(set("d8"), set("a1")), set("a2 b1 b2"));
    }

    #[test]
    fn the_fill_agrees_with_walking_on_many_boards() {
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..2_000 {
            x = crate::rules::hash::mix(x);
            let (target, other) = (x as u32, (x >> 32) as u32 & !(x as u32));
            // Sparse boards too, where lines are long.
            let keep = crate::rules::hash::mix(x ^ 1) as u32 & crate::rules::hash::mix(x ^ 2) as u32;
            let (target, other) = (target & keep, other & keep);
            let empty = !(target | other);
            for d in Dir::ALL {
                assert_eq!(seeing(target, empty, d), seeing_slow(target, empty, d), "{d:?} {target:#x} {other:#x}");
            }
        }
    }
}
