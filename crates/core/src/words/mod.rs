//! A game's words, as its record and the page both say them: the line under its title, each
//! side's standing, how it ended, who plays each side. Each game's own in its file here.

mod basic;
mod byte;
mod pyle;
mod sight_reduction;

use crate::rules::{Game, GameResult, Side};

/// What a game says of its variants, players, scores and results.
pub trait Words: Game {
    /// The board and variant, as a line under the title: "Byte 8×8 · first to 2 of 3 stacks".
    fn variant_line(options: Self::Options) -> String;

    /// A side's standing so far, for the players panel: "1 stack won".
    fn score_text(&self, side: Side) -> Option<String>;

    /// How the game ended, in words: "White wins, 2 stacks to 1".
    fn result_text(&self, result: GameResult) -> String;

    /// Who plays `side`, as the status line and the players panel name them: "White"; in a game
    /// whose players learn their colours during it, "Player One" until then, and after that
    /// "White (Player One)".
    fn side_name(&self, side: Side) -> String {
        side.name().into()
    }

    /// The two players as the new-game dialog seats them, Player One first.
    fn seat_names(_options: Self::Options) -> [&'static str; 2] {
        [Side::White.name(), Side::Black.name()]
    }

    /// Whether a game with these options is a solitaire: one person plays both colours, and the
    /// new-game dialog offers no opponent.
    fn solitaire(_options: Self::Options) -> bool {
        false
    }
}
