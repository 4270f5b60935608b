//! Byte's words for its variants, scores, players and results, as records and the page say them.

use super::Words;
use crate::rules::byte::{Byte, ByteOptions};
use crate::rules::{Game, GameResult, Outcome, Side};

impl Words for Byte {
    fn variant_line(options: ByteOptions) -> String {
        let b = options.board;
        let size = b.size();
        let merge_first = if options.merge_first { " \u{00b7} merge first" } else { "" };
        format!("Byte {size}\u{00d7}{size}{merge_first} \u{00b7} first to {} of {} stacks", b.majority(), b.stacks())
    }

    fn score_text(&self, side: Side) -> Option<String> {
        let won = self.stacks_won()[side.index()];
        Some(format!("{won} of {} stacks", self.options().board.majority()))
    }

    fn result_text(&self, result: GameResult) -> String {
        let [w, b] = result.score.unwrap_or([0, 0]);
        match result.outcome {
            Outcome::Win(side) => {
                let (mine, theirs) = if side == Side::White { (w, b) } else { (b, w) };
                format!("{} wins, {mine} stack{} to {theirs}", side.name(), if mine == 1 { "" } else { "s" })
            }
            _ => "The game is over".into(),
        }
    }
}
