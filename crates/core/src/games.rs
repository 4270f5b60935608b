//! The games of the app: one closed list, and the one dispatch from it to each game's rules, AI,
//! screen and new-game options. Saved games, links, the worker protocol, routing and the rules
//! pages name a game by its [`GameId`]; this file is the only one outside a game's own modules
//! that names a game's types.
//!
//! To add a game: a variant here, its [`GameInfo`] (in its rules module), and one arm in
//! [`with_game!`] naming its position type.

use crate::rules::{Game, GameInfo};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de};
use std::fmt;
use std::str::FromStr;

/// Every game of the app, in the order the home screen shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    Byte,
    Basic,
    Pyle,
    SightReduction,
}

/// Runs `$body` with `$G` standing for the position type of the game `$id`. The one dispatch from
/// a [`GameId`] to a game's types:
///
/// ```
/// # use checkerbox_core::{games::GameId, rules::Game, with_game};
/// let name = with_game!(GameId::Byte, |G| G::info().name);
/// assert_eq!(name, "Byte");
/// ```
#[macro_export]
macro_rules! with_game {
    ($id:expr, |$G:ident| $body:expr) => {
        match $id {
            $crate::games::GameId::Byte => {
                type $G = $crate::rules::byte::Byte;
                $body
            }
            $crate::games::GameId::Pyle => {
                type $G = $crate::rules::pyle::Pyle;
                $body
            }
            $crate::games::GameId::Basic => {
                type $G = $crate::rules::basic::Basic;
                $body
            }
            $crate::games::GameId::SightReduction => {
                type $G = $crate::rules::sight_reduction::SightReduction;
                $body
            }
        }
    };
}

impl GameId {
    pub const ALL: [GameId; 4] = [GameId::Byte, GameId::Basic, GameId::Pyle, GameId::SightReduction];

    /// Name, designer, year and a line about the game.
    pub fn info(self) -> &'static GameInfo {
        with_game!(self, |G| <G as crate::rules::Game>::info())
    }

    /// The stable text id used in saved games, links and worker messages.
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The game whose positions are `G`'s. Every game's type is registered here (a test holds
    /// each to its id), so this never fails.
    pub fn of<G: Game>() -> GameId {
        G::info().id.parse().expect("every game is registered")
    }

    /// The game a person or another tool names: by its id or its name, in any case
    /// ("Sight Reduction", "sight-reduction").
    pub fn named(text: &str) -> Result<GameId, UnknownGame> {
        let text = text.trim();
        GameId::ALL
            .into_iter()
            .find(|g| g.id().eq_ignore_ascii_case(text) || g.info().name.eq_ignore_ascii_case(text))
            .ok_or_else(|| UnknownGame(text.to_string()))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A text that names no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Checkerbox has no game called \u{201c}{}\u{201d}", self.0)
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(text: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL.into_iter().find(|g| g.id() == text).ok_or_else(|| UnknownGame(text.to_string()))
    }
}

/// Written as its text id ([`GameId::id`]), as saved games, links and messages always named it.
impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

/// Read from its text id; another text is refused with [`UnknownGame`]'s words.
impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameId, D::Error> {
        String::deserialize(deserializer)?.parse().map_err(de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_reads_back_from_its_id() {
        for game in GameId::ALL {
            assert_eq!(game.id().parse(), Ok(game));
            assert_eq!(game.to_string(), game.id());
        }
        assert_eq!("chess".parse::<GameId>(), Err(UnknownGame("chess".into())));
        assert_eq!("Byte".parse::<GameId>(), Err(UnknownGame("Byte".into())), "ids are exact");
        assert_eq!(GameId::named(" sight reduction "), Ok(GameId::SightReduction));
        assert_eq!(GameId::named("PYLE"), Ok(GameId::Pyle));
        assert_eq!(GameId::named("chess"), Err(UnknownGame("chess".into())));
    }

    #[test]
    fn a_game_is_written_as_its_id_and_an_unknown_id_is_refused_in_words() {
        for game in GameId::ALL {
            let json = serde_json::to_string(&game).unwrap();
            assert_eq!(json, format!("\"{}\"", game.id()));
            assert_eq!(serde_json::from_str::<GameId>(&json).unwrap(), game);
            assert_eq!(with_game!(game, |G| GameId::of::<G>()), game);
        }
        let why = serde_json::from_str::<GameId>("\"chess\"").unwrap_err().to_string();
        assert!(why.starts_with("Checkerbox has no game called \u{201c}chess\u{201d}"), "{why}");
        assert!(serde_json::from_str::<GameId>("7").is_err());
    }

    #[test]
    fn ids_and_names_are_distinct_and_every_game_is_credited() {
        let ids: std::collections::HashSet<_> = GameId::ALL.iter().map(|g| g.id()).collect();
        assert_eq!(ids.len(), GameId::ALL.len());
        for game in GameId::ALL {
            let info = game.info();
            assert!(!info.name.is_empty() && !info.designer.is_empty() && !info.blurb.is_empty());
        }
        assert_eq!(GameId::Pyle.info().designer, "Christian Freeling");
        assert_eq!(GameId::SightReduction.info().designer, "Rich Hutnik");
    }

    #[test]
    fn the_dispatch_reaches_each_game_and_its_own_rules() {
        use crate::rules::Game;
        for game in GameId::ALL {
            let id = with_game!(game, |G| G::info().id);
            assert_eq!(id, game.id());
            let variants = with_game!(game, |G| G::variants().len());
            assert!(variants >= 1, "{game} offers its variants");
        }
    }
}
