//! How a Pyle position was saved before it was saved as its position text ([`saved`]): an object
//! of its parts, still read and checked as strictly, so that a game saved then opens and a
//! corrupt one is refused with a reason.

use super::text::PyleTextParts;
use super::{Pyle, PyleMove, PyleOptions, PyleStage};
use crate::rules::{PositionError, Side, saved};
use serde::Deserialize;
use serde::de::{MapAccess, value::MapAccessDeserializer};

/// The object, as the earlier versions wrote it.
#[derive(Deserialize)]
struct PyleRecord {
    options: PyleOptions,
    to_move: Side,
    /// Pieces written `c2` or `e4:3`.
    white: Vec<String>,
    black: Vec<String>,
    /// The moves since the last join, oldest first.
    #[serde(default)]
    history: Vec<String>,
    /// Where the game stands in the setup protocol.
    #[serde(default = "playing")]
    stage: PyleStage,
    /// The colour Player One plays.
    #[serde(default = "white")]
    player_one: Side,
}

fn playing() -> PyleStage {
    PyleStage::Play
}

fn white() -> Side {
    Side::White
}

impl saved::Old for Pyle {
    fn read_old<'de, A: MapAccess<'de>>(map: A) -> Result<Pyle, A::Error> {
        use serde::de::Error;
        let record = PyleRecord::deserialize(MapAccessDeserializer::new(map))?;
        let shape = record.options.board.shape();
        let bad = |what: &str| A::Error::custom(format!("{what:?} is not a piece such as c2 or e4:3"));
        let read = |list: &[String]| -> Result<Vec<(u8, u8)>, A::Error> {
            Pyle::read_pieces(shape, list.iter().map(String::as_str), || PositionError::Impossible(String::new()))
                .map_err(|e| match e {
                    PositionError::Square(e) => A::Error::custom(e),
                    _ => bad(&list.join(",")),
                })
        };
        let (white, black) = (read(&record.white)?, read(&record.black)?);
        let mut moves = Vec::with_capacity(record.history.len());
        for m in &record.history {
            moves.push(if m == "pass" {
                PyleMove::Pass
            } else {
                Pyle::parse_slide(shape, m).map_err(A::Error::custom)?
            });
        }
        let parts = PyleTextParts {
            options: record.options,
            stage: record.stage,
            player_one: record.player_one,
            white,
            black,
            to_move: record.to_move,
        };
        Pyle::build(parts, &moves).map_err(A::Error::custom)
    }
}
