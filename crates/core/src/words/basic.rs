//! Basic's words for its variants, scores, players and results, as records and the page say them.

use super::Words;
use crate::rules::basic::{Basic, BasicOptions, CHECKERS};
use crate::rules::{GameResult, Outcome, Side};

impl Words for Basic {
    fn variant_line(options: BasicOptions) -> String {
        format!("Basic 8\u{00d7}8 \u{00b7} {} moves first", options.first().name())
    }

    fn score_text(&self, side: Side) -> Option<String> {
        Some(format!("{} of {CHECKERS} off", self.borne_off()[side.index()]))
    }

    fn result_text(&self, result: GameResult) -> String {
        match result.outcome {
            Outcome::Win(side) => format!("{} wins: all {CHECKERS} borne off", side.name()),
            _ => "The game is over".into(),
        }
    }
}
