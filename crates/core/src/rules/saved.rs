//! How a position is saved (in a game's record, which the library keeps) and sent to the
//! computer's worker: as its [`Game::position_text`], a JSON string. That is the one text a
//! position has, which records and links already carry and every game reads back checked, so
//! the page holds no second reader and writer of each game's positions.
//!
//! Positions saved before were JSON objects, one shape per game. They are still read, so that no
//! game saved in a browser is lost, but not by the page: each game keeps the reader of its old
//! object ([`Old`]), which only [`Earlier`] calls, and only the upgrade worker
//! (`src/bin/upgrade.rs`) reads through that ([`crate::session::upgraded`]), when the page hands
//! it a game kept by an earlier version. The tests read objects that the old writer wrote
//! (`tests/saved/`).

use super::Game;
use serde::Deserializer;
use serde::de::{self, MapAccess, Visitor};
use std::fmt;
use std::marker::PhantomData;

/// How a game reads an object saved by an earlier version, if its positions ever were saved so.
/// A game new since then has none to read and keeps the default, which refuses the object.
pub trait Old: Game {
    /// Reads the old object, checked as strictly as a position text is.
    fn read_old<'de, A: MapAccess<'de>>(_map: A) -> Result<Self, A::Error> {
        Err(de::Error::custom(format!("this is not how a {} position is saved", Self::info().name)))
    }
}

/// Reads a position text, where a position is saved as its text.
struct Text<G>(PhantomData<G>);

impl<'de, G: Game> Visitor<'de> for Text<G> {
    type Value = G;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a {} position", G::info().name)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<G, E> {
        G::from_position_text(text).map_err(E::custom)
    }
}

/// A position saved by this version or an earlier one: its text, or an old object.
pub struct Earlier<G>(pub G);

impl<'de, G: Old> serde::Deserialize<'de> for Earlier<G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TextOrObject(PhantomData)).map(Earlier)
    }
}

struct TextOrObject<G>(PhantomData<G>);

impl<'de, G: Old> Visitor<'de> for TextOrObject<G> {
    type Value = G;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        Text::<G>(PhantomData).expecting(f)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<G, E> {
        Text(PhantomData).visit_str(text)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<G, A::Error> {
        G::read_old(map)
    }
}
