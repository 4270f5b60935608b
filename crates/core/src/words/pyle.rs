//! Pyle's words for its variants, scores, players and results, as records and the page say them.

use super::Words;
use crate::rules::pyle::{Pyle, PyleOptions, PyleStage, PyleStart};
use crate::rules::{Game, GameResult, Outcome, Player, Side};

impl Words for Pyle {
    fn variant_line(options: PyleOptions) -> String {
        let size = options.board.size();
        let start = match options.start {
            PyleStart::Quick => "quick start",
            PyleStart::Protocol => "full setup",
        };
        let repetition = if options.repetition_draw { "repetition draws" } else { "no repetition draws" };
        format!("Pyle {size}\u{00d7}{size} \u{00b7} {start} \u{00b7} {repetition}")
    }

    /// Nothing to tell until the men move.
    fn score_text(&self, side: Side) -> Option<String> {
        (self.stage() == PyleStage::Play).then(|| format!("tallest {}", self.tallest(side)))
    }

    fn result_text(&self, result: GameResult) -> String {
        match result.outcome {
            Outcome::Win(side) => format!("{} wins with a stack of {}", side.name(), self.tallest(side)),
            Outcome::Draw if self.occurrences() >= 3 => "Drawn: the same position came up a third time".into(),
            Outcome::Draw => "Drawn: neither side can move".into(),
            _ => "The game is over".into(),
        }
    }

    /// In a game begun with the setup protocol the players are Player One and Player Two, and
    /// keep those names beside their colours.
    fn side_name(&self, side: Side) -> String {
        let player = self.player_of(side).name();
        match (self.options().start, self.stage()) {
            (PyleStart::Quick, _) => side.name().into(),
            (PyleStart::Protocol, PyleStage::Play) => format!("{} ({player})", side.name()),
            (PyleStart::Protocol, _) => player.into(),
        }
    }

    fn seat_names(options: PyleOptions) -> [&'static str; 2] {
        match options.start {
            PyleStart::Quick => [Side::White.name(), Side::Black.name()],
            PyleStart::Protocol => [Player::One.name(), Player::Two.name()],
        }
    }
}
