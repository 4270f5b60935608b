//! What a Pyle game is played with, as the new-game dialog chooses it: the board, how the game
//! begins, the repetition draw and the deal.

use super::rays::{GEOMETRY_8, GEOMETRY_10, Geometry};
use crate::rules::BoardShape;
use serde::{Deserialize, Serialize};

/// The two boards Pyle is played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PyleBoard {
    /// 8x8, 8 men each.
    #[default]
    Eight,
    /// 10x10, 10 men each.
    Ten,
}

impl PyleBoard {
    /// Squares a side.
    pub fn size(self) -> u8 {
        match self {
            PyleBoard::Eight => 8,
            PyleBoard::Ten => 10,
        }
    }

    /// Men of each colour: one per row.
    pub fn men(self) -> u8 {
        self.size()
    }

    /// The board's squares and their names.
    pub fn shape(self) -> BoardShape {
        BoardShape::full(self.size())
    }

    pub(super) fn geometry(self) -> &'static Geometry {
        match self {
            PyleBoard::Eight => &GEOMETRY_8,
            PyleBoard::Ten => &GEOMETRY_10,
        }
    }
}

/// How a game begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PyleStart {
    /// **Ours**: the arrangement numbered `deal`, White first.
    #[default]
    Quick,
    /// The setup protocol: Player One sets out the men, then Player Two and Player One choose.
    Protocol,
}

/// What the new-game dialog chooses for Pyle. Fields added later take their defaults in older
/// saves (`#[serde(default)]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct PyleOptions {
    pub board: PyleBoard,
    pub start: PyleStart,
    /// **Ours**: the third occurrence of the same position, with the same player to move, is a draw.
    pub repetition_draw: bool,
    /// Which random arrangement the quick start deals ([`arrangement_of_deal`]), and which
    /// arrangements the protocol's first move lists as its sample. Once the men are on the board it
    /// says how a game began, not what a position is: positions in play compare and hash equal
    /// whatever their deal, and one read from a text has deal 0.
    ///
    /// [`arrangement_of_deal`]: super::arrangement_of_deal
    pub deal: u64,
}

impl Default for PyleOptions {
    fn default() -> Self {
        PyleOptions { board: PyleBoard::Eight, start: PyleStart::Quick, repetition_draw: true, deal: 1 }
    }
}
