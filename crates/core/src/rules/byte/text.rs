//! Byte's notation and position text: how moves and positions are written, and read back checked.
//!
//! A move is `c3-d4` (a basic move, or a merge of the whole stack), `c3:2-d4` (a merge lifting the
//! checker at level 2 of c3, counted from the bottom, with those above it) or `pass`.
//!
//! A position is `8x8 white won:0-0 c3=w d4=wbb`: the board, `merge-first` when that rule is on,
//! the side to move, the stacks won by White and by Black, then each stack, its checkers bottom
//! first.

use super::{Byte, ByteBoard, ByteMove, ByteOptions, FULL};
use crate::rules::bits::squares;
use crate::rules::stack_text;
use crate::rules::{IllegalMove, NotationError, PositionError, Side};

/// How a position text is written, for the error that says so.
const POSITION_FORMAT: &str = "a board (8x8 or 10x10), merge-first if it is on, the side to move, the stacks won, then the \
     stacks bottom first: 8x8 white won:0-0 c3=w d4=wbb";

/// A move as the move list writes it.
pub(super) fn move_text(pos: &Byte, mv: ByteMove) -> String {
    let name = |s| pos.grid.name(s);
    match mv {
        ByteMove::Step { from, to } | ByteMove::Merge { from, level: 1, to } => {
            format!("{}-{}", name(from), name(to))
        }
        ByteMove::Merge { from, level, to } => format!("{}:{level}-{}", name(from), name(to)),
        ByteMove::Pass => "pass".into(),
    }
}

/// Reads a move (not yet checked for legality).
pub(super) fn read_move(pos: &Byte, text: &str) -> Result<ByteMove, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let mv = if text.eq_ignore_ascii_case("pass") { ByteMove::Pass } else { pos.parse_shape(text)? };
    Ok(mv)
}

/// The position text (described above).
pub(super) fn position_text(pos: &Byte) -> String {
    let stacks: Vec<(u8, Vec<Side>)> = squares(pos.occupied).map(|s| (s, pos.stack(s))).collect();
    write(pos, &stacks, pos.side, pos.won)
}

/// The text of `pos` with `stacks` on its board, `to_move` to move and `won` the stacks won.
pub(super) fn write(pos: &Byte, stacks: &[(u8, Vec<Side>)], to_move: Side, won: [u8; 2]) -> String {
    let size = pos.options.board.size();
    let mut text = format!("{size}x{size}");
    if pos.options.merge_first {
        text.push_str(" merge-first");
    }
    let [w, b] = won;
    text.push_str(&format!(" {} won:{w}-{b}", to_move.word()));
    for (s, checkers) in stacks {
        text.push_str(&format!(" {}={}", pos.grid.name(*s), stack_text::write(checkers)));
    }
    text
}

/// Reads a position text, refusing what no game reaches.
pub(super) fn read_position(text: &str) -> Result<Byte, PositionError> {
    let malformed = || PositionError::Malformed { text: text.trim().to_string(), expected: POSITION_FORMAT };
    let mut words = text.split_whitespace().peekable();
    let board = match words.next() {
        Some("8x8") => ByteBoard::Eight,
        Some("10x10") => ByteBoard::Ten,
        _ => return Err(malformed()),
    };
    let merge_first = words.next_if_eq(&"merge-first").is_some();
    let options = ByteOptions { board, merge_first };
    let side = match words.next() {
        Some("white") => Side::White,
        Some("black") => Side::Black,
        _ => return Err(malformed()),
    };
    let won =
        words.next().and_then(|w| w.strip_prefix("won:")).and_then(|w| w.split_once('-')).ok_or_else(malformed)?;
    let won = [won.0.parse().map_err(|_| malformed())?, won.1.parse().map_err(|_| malformed())?];
    let mut stacks = Vec::new();
    for word in words {
        let (square, stack) = word.split_once('=').ok_or_else(malformed)?;
        let square = board.grid().parse(square)?;
        stacks.push((square, stack_text::read(stack).map_err(PositionError::Impossible)?));
    }
    let stacks: Vec<(u8, &[Side])> = stacks.iter().map(|(s, c)| (*s, c.as_slice())).collect();
    Byte::from_stacks(options, &stacks, side, won).map_err(PositionError::Impossible)
}

impl Byte {
    /// Parses `from-to`, `from:level-to` into a move (not yet checked for legality).
    fn parse_shape(&self, text: &str) -> Result<ByteMove, NotationError> {
        let malformed =
            || NotationError::Malformed { text: text.to_string(), expected: "a move such as c3-d4, c3:2-d4 or pass" };
        let (head, to) = text.split_once('-').ok_or_else(malformed)?;
        let (from, level) = match head.split_once(':') {
            Some((from, level)) => {
                let level: u8 = level.parse().map_err(|_| malformed())?;
                if !(1..FULL).contains(&level) {
                    return Err(NotationError::Illegal(IllegalMove(format!(
                        "level {level} does not exist: levels run from 1 (the bottom) to 7"
                    ))));
                }
                (from, level)
            }
            None => (head, 1),
        };
        let from = self.grid.parse(from.trim())?;
        let to = self.grid.parse(to.trim())?;
        Ok(if level == 1 && self.height(to) == 0 {
            ByteMove::Step { from, to }
        } else {
            ByteMove::Merge { from, level, to }
        })
    }
}
