//! How a position is saved (in a game's record, which the library keeps) and sent to the
//! computer's worker: as its [`Game::position_text`], a JSON string. That is the one text a
//! position has, which records and links already carry and every game reads back checked, so
//! the page holds no second reader and writer of each game's positions (they were 15 KB of its
//! gzipped wasm, the old readers kept below 8 KB of them).
//!
//! Positions saved before were JSON objects, one shape per game. They are still read, so that no
//! game saved in a browser is lost: each game keeps the reader of its old object ([`Old`]), and
//! its tests read objects that the old writer wrote (`tests/saved/`).

use super::Game;
use serde::de::{self, MapAccess, Visitor};
use serde::{Deserializer, Serializer};
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

/// Writes `position` as its position text.
pub fn write<G: Game, S: Serializer>(position: &G, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&position.position_text())
}

/// Reads a position written by [`write`], or an old object.
pub fn read<'de, G: Old, D: Deserializer<'de>>(deserializer: D) -> Result<G, D::Error> {
    deserializer.deserialize_any(Position(PhantomData))
}

struct Position<G>(PhantomData<G>);

impl<'de, G: Old> Visitor<'de> for Position<G> {
    type Value = G;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a {} position", G::info().name)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<G, E> {
        G::from_position_text(text).map_err(E::custom)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<G, A::Error> {
        G::read_old(map)
    }
}

/// Implements `Serialize` and `Deserialize` for a game through [`write`] and [`read`] (the game
/// implements [`Old`]).
macro_rules! saved_as_text {
    ($game:ty) => {
        impl serde::Serialize for $game {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::rules::saved::write(self, serializer)
            }
        }

        impl<'de> serde::Deserialize<'de> for $game {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::rules::saved::read(deserializer)
            }
        }
    };
}
pub(crate) use saved_as_text;
