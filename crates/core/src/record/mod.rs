//! A game written down to be kept or sent: as a plain text record that people and other tools can
//! read ([`text`]), and as a link ([`link`]) that opens the game on another device, which is how
//! two friends play by link with no server. Both are read as untrusted input: every reader returns
//! a typed [`RecordError`](crate::session::RecordError) in a player's words and never panics, and a
//! record is accepted only once its moves replay through the rules
//! ([`Session::from_record`](crate::session::Session::from_record)).

mod escape;
pub mod link;
pub mod text;

use crate::games::GameId;
use crate::session::{Record, Seat};
use crate::with_game;

/// The most moves a record or link may hold: far beyond any real game, small enough that a
/// hostile text cannot keep the page replaying for long.
pub const MAX_MOVES: usize = 20_000;

/// The longest record or link read, in bytes: many times the record of a long 10x10 game.
pub const MAX_LENGTH: usize = 400_000;

/// A position pasted on its own, as the rules pages and records write one ("8x8 white won:0-0
/// c3=w d4=b"): a game between two people from it, of the first game whose position it is.
pub fn from_position(text: &str) -> Option<Record<String>> {
    let text = text.trim();
    if text.len() > MAX_LENGTH {
        return None;
    }
    GameId::ALL.into_iter().find_map(|game| {
        let record = Record { game, seats: [Seat::Person; 2], start: text.to_string(), moves: Vec::new() };
        with_game!(game, |G| record.clone().of::<G>().ok().map(|_| record))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn a_position_of_each_game_pasted_on_its_own_opens_that_game() {
        for game in GameId::ALL {
            let start = with_game!(game, |G| G::new_game(Default::default()).position_text());
            let record = from_position(&format!("  {start}\n")).unwrap();
            assert_eq!((record.game, record.start.as_str(), record.moves.len()), (game, start.as_str(), 0));
        }
        assert!(from_position("8x8 white won:0-0 c3=w").is_none(), "the checkers do not add up");
        assert!(from_position("hello").is_none());
    }
}
