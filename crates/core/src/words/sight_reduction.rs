//! SightReduction's words for its variants, scores, players and results, as records and the page say them.

use super::Words;
use crate::rules::sight_reduction::{SightOptions, SightReduction, SightSetup, SightStage};
use crate::rules::{Game, GameResult, Outcome, Side};

impl Words for SightReduction {
    fn variant_line(options: SightOptions) -> String {
        let o = options.normalised();
        // Deal 0 is a position set out by hand (a lesson's, or one read from a text).
        let deal = if o.deal == 0 { "a set position".to_string() } else { format!("deal {}", o.deal) };
        let mut parts: Vec<String> = Vec::new();
        if o.solitaire() {
            parts.push("Sight Reduction solitaire".into());
            parts.push(deal);
            if o.chosen_last {
                parts.push("chosen last".into());
            }
        } else {
            parts.push("Sight Reduction".into());
            parts.push(match o.setup {
                SightSetup::Deal => deal,
                SightSetup::Fair => format!("fair setup from {deal}"),
                SightSetup::Placement => "placement setup".into(),
            });
        }
        for (on, words) in [(o.one_or_two, "one or two"), (o.harder, "harder"), (o.easier, "easier")] {
            if on {
                parts.push(words.into());
            }
        }
        parts.join(" \u{00b7} ")
    }

    fn score_text(&self, side: Side) -> Option<String> {
        Some(format!("{} left", self.count(side)))
    }

    fn result_text(&self, result: GameResult) -> String {
        match result.outcome {
            Outcome::Win(side) => {
                format!("{} wins: {} cannot remove a checker", self.side_name(side), self.side_name(side.other()))
            }
            Outcome::Solved if self.options().one_or_two => "Solved: the board is empty".into(),
            Outcome::Solved => "Solved: one white and one black checker left".into(),
            Outcome::Stuck => format!(
                "Stuck: {} cannot remove a checker, with {} white and {} black left",
                self.to_move().name(),
                self.count(Side::White),
                self.count(Side::Black)
            ),
            Outcome::Draw => "The game is over".into(),
        }
    }

    /// In the fair setup the players are named by seat until Player Two has chosen a colour, and
    /// then by colour and seat.
    fn side_name(&self, side: Side) -> String {
        let player = self.player_of(side).name();
        match self.options().setup {
            SightSetup::Fair if !self.options().solitaire() => {
                let before = matches!(
                    self.stage(),
                    SightStage::Offer
                        | SightStage::ToSwap
                        | SightStage::Swap
                        | SightStage::ToOffer
                        | SightStage::Colour
                );
                if before { player.into() } else { format!("{} ({player})", side.name()) }
            }
            _ => side.name().into(),
        }
    }

    fn seat_names(options: SightOptions) -> [&'static str; 2] {
        let o = options.normalised();
        if !o.solitaire() && o.setup == SightSetup::Fair {
            ["Player One", "Player Two"]
        } else {
            [Side::White.name(), Side::Black.name()]
        }
    }

    fn solitaire(options: SightOptions) -> bool {
        options.solitaire()
    }
}
