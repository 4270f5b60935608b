//! Pyle's placement editor, as plain Rust: the men Player One has put down so far, what a click
//! does to them, a random fill, and what is wrong with the arrangement, row by row and column by
//! column, for the screen to highlight. The arrangement becomes a move only when it is legal
//! ([`Draft::to_move`]); until then the editor may hold anything.

use checkerbox_core::rules::Side;
use checkerbox_core::rules::pyle::{
    Arrangement, ArrangementError, ArrangementProblem, PyleBoard, PyleMove, arrangement_of_deal, check_arrangement,
};
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

/// The men on the editor's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub board: PyleBoard,
    /// What stands on each square.
    men: Vec<Option<Side>>,
}

impl Draft {
    /// An empty board.
    pub fn new(board: PyleBoard) -> Draft {
        Draft { board, men: vec![None; board.shape().count() as usize] }
    }

    /// The men of `mv` (the computer's hint), if it is a legal arrangement on `board`.
    pub fn from_move(board: PyleBoard, mv: PyleMove) -> Option<Draft> {
        let PyleMove::Arrange(arrangement) = mv else { return None };
        arrangement.check(board).ok()?;
        let (white, black) = arrangement.squares(board);
        Some(Draft::with_men(board, &white, &black))
    }

    /// White's men on `white`'s squares and Black's on `black`'s; squares off the board are left out.
    fn with_men(board: PyleBoard, white: &[u8], black: &[u8]) -> Draft {
        let mut draft = Draft::new(board);
        for (men, side) in [(white, Side::White), (black, Side::Black)] {
            for &s in men {
                if let Some(cell) = draft.men.get_mut(s as usize) {
                    *cell = Some(side);
                }
            }
        }
        draft
    }

    /// The men of `other` that this draft does not hold (the square empty, or a man of the other
    /// colour on it): what the editor draws of the hint, so that the player sees where their men
    /// and the computer's differ, and nothing once they agree.
    pub fn lacks(&self, other: &Draft) -> Vec<(u8, Side)> {
        (0..other.men.len() as u8)
            .filter_map(|s| other.at(s).filter(|&side| self.at(s) != Some(side)).map(|side| (s, side)))
            .collect()
    }

    /// What stands on `square`.
    pub fn at(&self, square: u8) -> Option<Side> {
        self.men.get(square as usize).copied().flatten()
    }

    /// The men, as the board draws them.
    pub fn pieces(&self) -> Vec<(u8, Vec<Side>)> {
        (0..self.men.len() as u8).filter_map(|s| self.at(s).map(|side| (s, vec![side]))).collect()
    }

    /// The squares of `side`'s men.
    pub fn squares(&self, side: Side) -> Vec<u8> {
        (0..self.men.len() as u8).filter(|&s| self.at(s) == Some(side)).collect()
    }

    /// A click on `square` with `pen` chosen: an empty square gets a man of that colour, a man is
    /// taken off. Returns the colour of a man taken off, so that the editor can offer to put it
    /// down elsewhere (moving a man by hand is two clicks).
    pub fn click(&mut self, square: u8, pen: Side) -> Option<Side> {
        let cell = self.men.get_mut(square as usize)?;
        match cell.take() {
            Some(side) => Some(side),
            None => {
                *cell = Some(pen);
                None
            }
        }
    }

    pub fn clear(&mut self) {
        self.men.iter_mut().for_each(|m| *m = None);
    }

    /// Fills the board with a random legal arrangement that keeps the men already down, when they
    /// can be kept (no two of a colour share a row or a column, and a legal arrangement contains
    /// them); otherwise a fresh random arrangement.
    pub fn fill(&mut self, rng: &mut impl Rng) {
        let n = self.board.size() as usize;
        let fixed = |side: Side| {
            let mut by_row = vec![None; n];
            for s in self.squares(side) {
                let (file, rank) = (s as usize % n, s as usize / n);
                if by_row[rank].is_some() {
                    return None;
                }
                by_row[rank] = Some(file as u8);
            }
            Some(by_row)
        };
        if let (Some(white), Some(black)) = (fixed(Side::White), fixed(Side::Black)) {
            for _ in 0..2_000 {
                let (w, b) = (complete(&white, rng), complete(&black, rng));
                if let (Some(w), Some(b)) = (w, b)
                    && w.iter().zip(&b).all(|(x, y)| x != y)
                {
                    self.set(&w, &b);
                    return;
                }
            }
        }
        let (white, black) = arrangement_of_deal(self.board, rng.random());
        *self = Draft::with_men(self.board, &white, &black);
    }

    /// Puts White's man of row `r` on file `white[r]`, and Black's on `black[r]`.
    fn set(&mut self, white: &[u8], black: &[u8]) {
        let n = self.board.size();
        self.clear();
        for (rank, (&w, &b)) in (0..n).zip(white.iter().zip(black)) {
            self.men[(rank * n + w) as usize] = Some(Side::White);
            self.men[(rank * n + b) as usize] = Some(Side::Black);
        }
    }

    /// What is wrong with the arrangement, if anything.
    pub fn problems(&self) -> Result<(), ArrangementError> {
        check_arrangement(self.board, &self.squares(Side::White), &self.squares(Side::Black))
    }

    /// Rows and columns that already hold two men of a colour: wrong however the rest is placed,
    /// so the editor marks them at once (0-based ranks, then files).
    pub fn crowded(&self) -> (Vec<u8>, Vec<u8>) {
        let Err(error) = self.problems() else { return (Vec::new(), Vec::new()) };
        let (mut ranks, mut files) = (Vec::new(), Vec::new());
        for problem in error.problems {
            match problem {
                ArrangementProblem::Row { rank, white, black } if white > 1 || black > 1 => ranks.push(rank),
                ArrangementProblem::Column { file, white, black } if white > 1 || black > 1 => files.push(file),
                _ => {}
            }
        }
        (ranks, files)
    }

    /// Every square of the given rows and columns, for highlighting.
    pub fn lines(&self, ranks: &[u8], files: &[u8]) -> Vec<u8> {
        let n = self.board.size();
        (0..n * n).filter(|s| ranks.contains(&(s / n)) || files.contains(&(s % n))).collect()
    }

    /// The arrangement as Player One's move, if it is legal.
    pub fn to_move(&self) -> Result<PyleMove, ArrangementError> {
        Arrangement::new(self.board, &self.squares(Side::White), &self.squares(Side::Black)).map(PyleMove::Arrange)
    }
}

/// A random permutation (file per row) extending `fixed` (some rows' files already set, no file
/// twice), or `None` if the fixed files repeat.
fn complete(fixed: &[Option<u8>], rng: &mut impl Rng) -> Option<Vec<u8>> {
    let n = fixed.len();
    let mut free: Vec<u8> = (0..n as u8).filter(|f| !fixed.contains(&Some(*f))).collect();
    if free.len() != fixed.iter().filter(|f| f.is_none()).count() {
        return None;
    }
    free.shuffle(rng);
    let mut free = free.into_iter();
    fixed.iter().map(|f| f.or_else(|| free.next())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn sq(name: &str) -> u8 {
        PyleBoard::Eight.shape().parse(name).unwrap()
    }

    #[test]
    fn a_click_puts_a_man_down_or_takes_one_off() {
        let mut d = Draft::new(PyleBoard::Eight);
        assert_eq!(d.click(sq("c2"), Side::White), None);
        assert_eq!(d.at(sq("c2")), Some(Side::White));
        assert_eq!(d.click(sq("c2"), Side::Black), Some(Side::White), "a man is taken off, whatever the pen");
        assert_eq!(d.at(sq("c2")), None);
    }

    #[test]
    fn a_random_fill_is_legal_and_keeps_the_men_already_down() {
        let mut rng = SmallRng::seed_from_u64(1);
        for board in [PyleBoard::Eight, PyleBoard::Ten] {
            for _ in 0..50 {
                let mut d = Draft::new(board);
                d.click(0, Side::White);
                d.click(board.size() + 2, Side::Black);
                d.fill(&mut rng);
                assert_eq!(d.problems(), Ok(()));
                assert_eq!((d.at(0), d.at(board.size() + 2)), (Some(Side::White), Some(Side::Black)));
                assert!(matches!(d.to_move(), Ok(PyleMove::Arrange(_))));
            }
        }
        // Men that cannot be kept give way to a fresh arrangement.
        let mut d = Draft::new(PyleBoard::Eight);
        d.click(sq("a1"), Side::White);
        d.click(sq("b1"), Side::White);
        d.fill(&mut rng);
        assert_eq!(d.problems(), Ok(()));
    }

    #[test]
    fn crowded_lines_are_marked_at_once_and_every_problem_on_finishing() {
        let mut d = Draft::new(PyleBoard::Eight);
        d.fill(&mut SmallRng::seed_from_u64(2));
        // Move one white man along its row: its old column loses it, its new one has two.
        let from = d.squares(Side::White)[0];
        let to = (0..8u8).find(|&s| d.at(s).is_none()).unwrap();
        assert_eq!(d.click(from, Side::Black), Some(Side::White));
        d.click(to, Side::White);
        let (ranks, files) = d.crowded();
        assert_eq!(ranks, Vec::<u8>::new());
        assert_eq!(files, vec![to % 8]);
        let err = d.to_move().unwrap_err();
        assert_eq!(err.columns(), {
            let mut c = vec![from % 8, to % 8];
            c.sort();
            c
        });
        assert!(err.to_string().contains("two white men"), "{err}");
        assert_eq!(d.lines(&[], &[to % 8]).len(), 8);
    }

    #[test]
    fn a_hinted_arrangement_is_read_back_into_men_and_compared_with_the_draft() {
        for board in [PyleBoard::Eight, PyleBoard::Ten] {
            let mut dealt = Draft::new(board);
            dealt.fill(&mut SmallRng::seed_from_u64(3));
            let mv = dealt.to_move().unwrap();
            let hint = Draft::from_move(board, mv).expect("a legal arrangement");
            assert_eq!(hint, dealt, "the same men, square for square");
            assert_eq!(hint.squares(Side::White).len(), board.size() as usize);
            // An empty draft lacks every hinted man; the hint taken, nothing.
            let mut draft = Draft::new(board);
            assert_eq!(draft.lacks(&hint).len(), 2 * board.size() as usize);
            draft = hint.clone();
            assert_eq!(draft.lacks(&hint), vec![]);
            // One man changed colour: that square alone differs.
            let s = hint.squares(Side::White)[0];
            draft.click(s, Side::Black);
            draft.click(s, Side::Black);
            assert_eq!(draft.lacks(&hint), vec![(s, Side::White)]);
        }
        // Not an arrangement, or one for the other board: nothing to draw.
        assert_eq!(Draft::from_move(PyleBoard::Eight, PyleMove::Pass), None);
        assert_eq!(Draft::from_move(PyleBoard::Eight, PyleMove::Take(Side::White)), None);
        let mut ten = Draft::new(PyleBoard::Ten);
        ten.fill(&mut SmallRng::seed_from_u64(4));
        assert_eq!(Draft::from_move(PyleBoard::Eight, ten.to_move().unwrap()), None);
    }
}
