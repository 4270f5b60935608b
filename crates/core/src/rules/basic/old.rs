//! How a Basic position was saved before it was saved as its position text ([`saved`]): an
//! object of its options, the side to move, the checkers borne off and the stacks, still read and
//! checked as strictly, so that a game saved then opens and a corrupt one is refused with a reason.

use super::text::read_stack;
use super::{Basic, BasicOptions};
use crate::rules::grid::GRID_8;
use crate::rules::{Side, saved};
use serde::Deserialize;
use serde::de::{MapAccess, value::MapAccessDeserializer};
use std::collections::BTreeMap;

/// The object, as the earlier versions wrote it.
#[derive(Deserialize)]
struct BasicRecord {
    options: BasicOptions,
    to_move: Side,
    borne_off: [u8; 2],
    /// Square name to stack, bottom first: `"c3": "wbw"`.
    stacks: BTreeMap<String, String>,
}

impl saved::Old for Basic {
    fn read_old<'de, A: MapAccess<'de>>(map: A) -> Result<Basic, A::Error> {
        use serde::de::Error;
        let record = BasicRecord::deserialize(MapAccessDeserializer::new(map))?;
        let mut stacks = Vec::with_capacity(record.stacks.len());
        for (square, text) in &record.stacks {
            let square = GRID_8.parse(square).map_err(A::Error::custom)?;
            stacks.push((square, read_stack(text).map_err(A::Error::custom)?));
        }
        let stacks: Vec<(u8, &[Side])> = stacks.iter().map(|(s, c)| (*s, c.as_slice())).collect();
        Basic::from_stacks(record.options, &stacks, record.to_move, record.borne_off).map_err(A::Error::custom)
    }
}
