//! What the computer knows about Byte beyond the rules.

use super::Evaluate;
use crate::rules::Game;
use crate::rules::Side;
use crate::rules::byte::Byte;
use crate::rules::grid::squares;

/// Value of a stack won, against which stacks on the board are weighed.
const STACK_WON: i32 = 1000;

impl Evaluate for Byte {
    /// Stacks won decide the game; on the board, whoever holds the top of a tall stack is closest
    /// to winning it, so each stack counts for its top checker's side, growing with the square of
    /// its height. A stack of seven is worth a third of a won stack.
    fn evaluate(&self) -> i32 {
        let me = self.to_move();
        let won = self.stacks_won();
        let mut score = STACK_WON * (won[me.index()] as i32 - won[me.other().index()] as i32);
        for s in squares(self.occupied()) {
            let h = self.height(s) as i32;
            let value = h * h * 7;
            let top = self.checker(s, h as u8).unwrap_or(Side::White);
            score += if top == me { value } else { -value };
        }
        score
    }
}
