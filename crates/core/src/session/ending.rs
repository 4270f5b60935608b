//! The ends of a game that its rules do not make: a player resigns, or the two agree a draw.
//!
//! Each is a deed of the player to move, written among the moves of a record or a link as words of
//! its own, so that every record, link and saved game carries it and reads it back:
//! - `resign`: the player to move gives the game up, and the other wins;
//! - `offer draw`: the player to move offers a draw, then makes their move as usual;
//! - `accept draw`: the other player, on their next turn, takes it: the game is drawn. Any move
//!   instead declines it.
//!
//! Only in a two-player game, once the setup is over; a draw is offered only between people (the
//! computer neither offers one nor answers).

use crate::rules::Player;

/// How a game ended other than by its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This player resigned: the other won.
    Resigned(Player),
    /// A draw offered and accepted.
    Agreed,
}

/// What a player may do besides moving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deed {
    Resign,
    OfferDraw,
    AcceptDraw,
}

impl Deed {
    pub const ALL: [Deed; 3] = [Deed::Resign, Deed::OfferDraw, Deed::AcceptDraw];

    /// The deed as records and links write it among the moves.
    pub fn word(self) -> &'static str {
        match self {
            Deed::Resign => "resign",
            Deed::OfferDraw => "offer draw",
            Deed::AcceptDraw => "accept draw",
        }
    }

    /// Reads [`Deed::word`], in any case and spacing: no game's notation has these words.
    pub fn read(text: &str) -> Option<Deed> {
        let words: Vec<String> = text.split_whitespace().map(str::to_ascii_lowercase).collect();
        Deed::ALL.into_iter().find(|deed| deed.word().split(' ').eq(words.iter().map(String::as_str)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_deed_reads_back_from_its_word_and_nothing_else_reads_as_one() {
        for deed in Deed::ALL {
            assert_eq!(Deed::read(deed.word()), Some(deed));
            assert_eq!(Deed::read(&format!("  {}  ", deed.word().to_uppercase())), Some(deed));
        }
        for other in ["", "resigns", "draw", "offer", "offer draw now", "c3-d4", "pass", "keep a1"] {
            assert_eq!(Deed::read(other), None, "{other}");
        }
    }
}
