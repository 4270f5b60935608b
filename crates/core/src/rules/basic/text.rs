//! Basic's notation and position text: how moves and positions are written, and read back
//! checked.
//!
//! A move is `c3-d4` (the top checker of c3 steps to d4), `h8-off` (it bears off) or `pass`.
//!
//! A position is `8x8 white off:0-0 c3=w d4=wbb`: the board, `black-first` when Black moved
//! first, the side to move, the checkers borne off by White and by Black, then each stack, its
//! checkers bottom first.

use super::{Basic, BasicMove, BasicOptions, MAX_HEIGHT, SQUARES};
use crate::rules::grid::GRID_8;
use crate::rules::stack_text;
use crate::rules::{NotationError, PositionError, Side};

/// How a position text is written, for the error that says so.
const POSITION_FORMAT: &str = "8x8, black-first if Black moved first, the side to move, the checkers borne off, then the \
     stacks bottom first: 8x8 white off:0-0 c3=w d4=wbb";

/// Reads a stack written with `w` and `b`, bottom first, no taller than the game's checkers.
pub(super) fn read_stack(text: &str) -> Result<Vec<Side>, String> {
    if text.chars().count() > MAX_HEIGHT as usize {
        return Err(format!("a stack of {} checkers cannot happen: the game has {MAX_HEIGHT}", text.chars().count()));
    }
    stack_text::read(text)
}

/// A move as the move list writes it.
pub(super) fn move_text(mv: BasicMove) -> String {
    let name = |s: u8| if (s as usize) < SQUARES { GRID_8.name(s) } else { "?".into() };
    match mv {
        BasicMove::Step { from, to, .. } => format!("{}-{}", name(from), name(to)),
        BasicMove::BearOff { from, .. } => format!("{}-off", name(from)),
        BasicMove::Pass => "pass".into(),
    }
}

/// Reads a move (not yet checked for legality).
pub(super) fn read_move(pos: &Basic, text: &str) -> Result<BasicMove, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let mv = if text.eq_ignore_ascii_case("pass") { BasicMove::Pass } else { pos.parse_shape(text)? };
    Ok(mv)
}

/// The position text (described above).
pub(super) fn position_text(pos: &Basic) -> String {
    let stacks: Vec<(u8, Vec<Side>)> =
        (0..SQUARES as u8).filter(|&s| pos.height(s) > 0).map(|s| (s, pos.stack(s))).collect();
    write(pos, &stacks, pos.side, pos.off)
}

/// The text of `pos` with `stacks` on its board, `to_move` to move and `off` the checkers borne
/// off.
pub(super) fn write(pos: &Basic, stacks: &[(u8, Vec<Side>)], to_move: Side, off: [u8; 2]) -> String {
    let mut text = "8x8".to_string();
    if pos.options.black_first {
        text.push_str(" black-first");
    }
    let [w, b] = off;
    text.push_str(&format!(" {} off:{w}-{b}", to_move.word()));
    for (s, checkers) in stacks {
        text.push_str(&format!(" {}={}", GRID_8.name(*s), stack_text::write(checkers)));
    }
    text
}

/// Reads a position text, refusing what no game reaches.
pub(super) fn read_position(text: &str) -> Result<Basic, PositionError> {
    let malformed = || PositionError::Malformed { text: text.trim().to_string(), expected: POSITION_FORMAT };
    let mut words = text.split_whitespace().peekable();
    if words.next() != Some("8x8") {
        return Err(malformed());
    }
    let black_first = words.next_if_eq(&"black-first").is_some();
    let options = BasicOptions { black_first };
    let side = match words.next() {
        Some("white") => Side::White,
        Some("black") => Side::Black,
        _ => return Err(malformed()),
    };
    let off =
        words.next().and_then(|w| w.strip_prefix("off:")).and_then(|w| w.split_once('-')).ok_or_else(malformed)?;
    let off = [off.0.parse().map_err(|_| malformed())?, off.1.parse().map_err(|_| malformed())?];
    let mut stacks = Vec::new();
    for word in words {
        let (square, stack) = word.split_once('=').ok_or_else(malformed)?;
        let square = GRID_8.parse(square)?;
        stacks.push((square, read_stack(stack).map_err(PositionError::Impossible)?));
    }
    let stacks: Vec<(u8, &[Side])> = stacks.iter().map(|(s, c)| (*s, c.as_slice())).collect();
    Basic::from_stacks(options, &stacks, side, off).map_err(PositionError::Impossible)
}

impl Basic {
    /// Reads `from-to` or `from-off` into a move (not yet checked for legality); the level is the
    /// height of `from`, whose top checker is the one that moves.
    fn parse_shape(&self, text: &str) -> Result<BasicMove, NotationError> {
        let malformed =
            || NotationError::Malformed { text: text.to_string(), expected: "a move such as c3-d4, h8-off or pass" };
        let (from, to) = text.split_once('-').ok_or_else(malformed)?;
        let from = GRID_8.parse(from.trim())?;
        let level = self.height(from);
        let to = to.trim();
        if to.eq_ignore_ascii_case("off") {
            return Ok(BasicMove::BearOff { from, level });
        }
        let to = GRID_8.parse(to)?;
        Ok(BasicMove::Step { from, level, to })
    }
}
