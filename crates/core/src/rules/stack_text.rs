//! How a stack of checkers is written in position texts, records and on the page: `w` and `b`,
//! bottom first (`wbw`).

use super::Side;

/// A stack written with `w` and `b`, bottom first.
pub fn write(stack: &[Side]) -> String {
    stack.iter().map(|c| if *c == Side::Black { 'b' } else { 'w' }).collect()
}

/// Reads a stack written with `w` and `b`, bottom first.
pub fn read(text: &str) -> Result<Vec<Side>, String> {
    text.chars()
        .map(|c| match c {
            'w' => Ok(Side::White),
            'b' => Ok(Side::Black),
            _ => Err(format!("a stack is written with w and b, not {c:?}")),
        })
        .collect()
}
