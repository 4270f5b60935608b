//! How a Byte position was saved before it was saved as its position text ([`saved`]): an object
//! of its options, the side to move, the stacks won and the stacks, still read and checked as
//! strictly, so that a game saved then opens and a corrupt one is refused with a reason.

use super::{Byte, ByteOptions};
use crate::rules::{Side, saved, stack_text};
use serde::Deserialize;
use serde::de::{MapAccess, value::MapAccessDeserializer};
use std::collections::BTreeMap;

/// The object, as the earlier versions wrote it.
#[derive(Deserialize)]
struct ByteRecord {
    options: ByteOptions,
    to_move: Side,
    stacks_won: [u8; 2],
    /// Square name to stack, bottom first: `"c3": "wbw"`.
    stacks: BTreeMap<String, String>,
}

impl saved::Old for Byte {
    fn read_old<'de, A: MapAccess<'de>>(map: A) -> Result<Byte, A::Error> {
        use serde::de::Error;
        let record = ByteRecord::deserialize(MapAccessDeserializer::new(map))?;
        let grid = record.options.board.grid();
        let mut stacks = Vec::with_capacity(record.stacks.len());
        for (square, text) in &record.stacks {
            let square = grid.parse(square).map_err(A::Error::custom)?;
            stacks.push((square, stack_text::read(text).map_err(A::Error::custom)?));
        }
        let stacks: Vec<(u8, &[Side])> = stacks.iter().map(|(s, c)| (*s, c.as_slice())).collect();
        Byte::from_stacks(record.options, &stacks, record.to_move, record.stacks_won).map_err(A::Error::custom)
    }
}
