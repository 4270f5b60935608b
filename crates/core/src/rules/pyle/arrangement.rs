//! How a Pyle game is set out: the arrangement rule (every row and every column holds one white
//! and one black man) with its reasons in a player's words, the arrangement as a move of Player
//! One's, and the quick start's pinned random arrangement.

use super::PyleBoard;
use crate::rules::Side;
use crate::rules::hash::SplitMix64;
use std::fmt::{self, Display};

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
    // How many men stand on each square.
    let mut standing = vec![0u8; count as usize];
    let mut off = Vec::new();
    for (side, men) in [(Side::White, white), (Side::Black, black)] {
        for &s in men {
            if s >= count {
                if !off.contains(&s) {
                    off.push(s);
                }
                continue;
            }
            standing[s as usize] = standing[s as usize].saturating_add(1);
            let (file, rank) = (s % n, s / n);
            rows[rank as usize][side.index()] = rows[rank as usize][side.index()].saturating_add(1);
            columns[file as usize][side.index()] = columns[file as usize][side.index()].saturating_add(1);
        }
    }
    problems.extend(off.into_iter().map(|square| ArrangementProblem::OffBoard { square }));
    let doubled = (0..count).filter(|&s| standing[s as usize] > 1);
    problems.extend(doubled.map(|square| ArrangementProblem::Doubled { square }));
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

/// Player One's arrangement of the men, as a move: small and `Copy`, as every move is. In each row,
/// White's file and Black's file (one byte per row, White's in the low four bits); rows past the
/// board's are zero. Made only from a legal arrangement ([`Arrangement::new`]), but a move from
/// elsewhere is checked again ([`Arrangement::check`]) before it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrangement {
    rows: [u8; 10],
}

impl Arrangement {
    /// The arrangement of men on `white`'s and `black`'s squares, if it is legal on `board`.
    pub fn new(board: PyleBoard, white: &[u8], black: &[u8]) -> Result<Arrangement, ArrangementError> {
        check_arrangement(board, white, black)?;
        let n = board.size();
        let mut rows = [0u8; 10];
        for &s in white {
            rows[(s / n) as usize] |= s % n;
        }
        for &s in black {
            rows[(s / n) as usize] |= (s % n) << 4;
        }
        Ok(Arrangement { rows })
    }

    /// White's squares and Black's, row by row, on `board`.
    pub fn squares(self, board: PyleBoard) -> (Vec<u8>, Vec<u8>) {
        let n = board.size();
        let rows = &self.rows[..n as usize];
        (
            rows.iter().zip(0..).map(|(&r, rank)| rank * n + (r & 15)).collect(),
            rows.iter().zip(0..).map(|(&r, rank)| rank * n + (r >> 4)).collect(),
        )
    }

    /// Whether this is a legal arrangement on `board`: a move made for another board, or
    /// assembled by hand, is not.
    pub fn check(self, board: PyleBoard) -> Result<(), ArrangementError> {
        let n = board.size();
        let fits =
            self.rows[n as usize..].iter().all(|&r| r == 0) && self.rows.iter().all(|&r| r & 15 < n && r >> 4 < n);
        if !fits {
            let problems = vec![ArrangementProblem::Count { side: Side::White, placed: 0, needed: n }];
            return Err(ArrangementError { board, problems });
        }
        let (white, black) = self.squares(board);
        check_arrangement(board, &white, &black)
    }
}
