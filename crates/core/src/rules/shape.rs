//! Which squares of a rectangular board a game uses, and what they are called: the geometry that
//! notation, position texts and the board on screen share, whatever the game.
//!
//! Squares are numbered 0.. over the used squares only, rank by rank from rank 1 (White's side),
//! left to right. On a dark-squares board a1 is dark, so numbering matches [`super::grid`].

use super::NotationError;

/// The squares a game is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardShape {
    /// Files (columns), lettered from a.
    pub files: u8,
    /// Ranks (rows), numbered from 1.
    pub ranks: u8,
    /// Only the dark squares are used (a1 is dark).
    pub dark_only: bool,
}

impl BoardShape {
    /// The dark squares of a size × size board (Byte, Basic).
    pub const fn dark(size: u8) -> BoardShape {
        BoardShape { files: size, ranks: size, dark_only: true }
    }

    /// Every square of a size × size board (Pyle).
    pub const fn full(size: u8) -> BoardShape {
        BoardShape { files: size, ranks: size, dark_only: false }
    }

    /// Every square of a board `files` wide and `ranks` tall (Sight Reduction's 4 × 8).
    pub const fn rect(files: u8, ranks: u8) -> BoardShape {
        BoardShape { files, ranks, dark_only: false }
    }

    /// Whether (file, rank), both 0-based, is a dark square: a1 is.
    pub const fn is_dark(file: u8, rank: u8) -> bool {
        (file + rank).is_multiple_of(2)
    }

    /// How many squares are used.
    pub fn count(self) -> u8 {
        let all = self.files as u16 * self.ranks as u16;
        if self.dark_only { all.div_ceil(2) as u8 } else { all as u8 }
    }

    /// Used squares per rank (for a dark-squares board with an even width).
    fn per_rank(self) -> u8 {
        if self.dark_only { self.files / 2 } else { self.files }
    }

    /// (file, rank), both 0-based, of square `s`.
    pub fn file_rank(self, s: u8) -> (u8, u8) {
        let rank = s / self.per_rank();
        let k = s % self.per_rank();
        let file = if self.dark_only { k * 2 + rank % 2 } else { k };
        (file, rank)
    }

    /// The used square at (file, rank), 0-based, if there is one.
    pub fn at(self, file: u8, rank: u8) -> Option<u8> {
        let used = file < self.files && rank < self.ranks && (!self.dark_only || Self::is_dark(file, rank));
        used.then(|| rank * self.per_rank() + if self.dark_only { file / 2 } else { file })
    }

    /// The square's name, such as `c3`.
    pub fn name(self, s: u8) -> String {
        let (file, rank) = self.file_rank(s);
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }

    /// Reads a square name such as `c3`, saying whether it is off the board or a square the game
    /// does not use.
    pub fn parse(self, text: &str) -> Result<u8, NotationError> {
        let no_such = || NotationError::NoSuchSquare(text.to_string());
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(no_such)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase() || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(no_such());
        }
        let file = letter as u32 - 'a' as u32;
        let rank: u32 = digits.parse().map_err(|_| no_such())?;
        if file >= self.files as u32 || rank == 0 || rank > self.ranks as u32 {
            return Err(no_such());
        }
        self.at(file as u8, rank as u8 - 1).ok_or_else(|| NotationError::UnusedSquare(text.to_ascii_lowercase()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_reads_back_from_its_name_on_every_shape() {
        for shape in [
            BoardShape::dark(8),
            BoardShape::dark(10),
            BoardShape::full(8),
            BoardShape::full(10),
            BoardShape::rect(4, 8),
        ] {
            for s in 0..shape.count() {
                let (file, rank) = shape.file_rank(s);
                assert_eq!(shape.at(file, rank), Some(s), "{shape:?} {s}");
                assert_eq!(shape.parse(&shape.name(s)), Ok(s), "{shape:?} {s}");
            }
        }
        assert_eq!(BoardShape::dark(8).count(), 32);
        assert_eq!(BoardShape::full(10).count(), 100);
        assert_eq!(BoardShape::rect(4, 8).count(), 32);
    }

    #[test]
    fn names_say_which_squares_are_used() {
        let dark = BoardShape::dark(8);
        assert_eq!(dark.name(0), "a1");
        assert_eq!(dark.name(4), "b2");
        assert_eq!(dark.parse("b1"), Err(NotationError::UnusedSquare("b1".into())));
        assert_eq!(dark.parse("i1"), Err(NotationError::NoSuchSquare("i1".into())));
        assert_eq!(BoardShape::full(8).parse("b1"), Ok(1));
        let half = BoardShape::rect(4, 8);
        assert_eq!(half.parse("d8").map(|s| half.name(s)), Ok("d8".into()));
        assert_eq!(half.parse("e1"), Err(NotationError::NoSuchSquare("e1".into())));
        assert_eq!(half.parse("a9"), Err(NotationError::NoSuchSquare("a9".into())));
    }
}
