//! Pyle's setup protocol, made of moves so that undo, saving, the move list and the computer treat
//! it as they treat the rest of the game. Player One sets out the men ([`PyleMove::Arrange`]);
//! Player Two then chooses to move first ([`PyleMove::MoveFirst`], and Player One then chooses a
//! colour, [`PyleMove::Take`]) or takes a colour (and Player One then moves first). Until the
//! colours are given out Player One holds White's place: White "moves" to set out the men, Black to
//! choose, so the players alternate as everywhere else.

use super::{Arrangement, Pyle, PyleMove, PyleOptions, arrangement_of_deal};
use crate::rules::hash::mix;
use crate::rules::{IllegalMove, Side};
use serde::Deserialize;

/// Where a game stands in the setup protocol. A quick start begins at `Play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum PyleStage {
    /// Player One sets out the men.
    Arrange,
    /// Player Two chooses: to move first, or a colour.
    TwoChooses,
    /// Player Two chose to move first: Player One chooses a colour.
    OneChooses,
    /// The men move.
    Play,
}

impl PyleStage {
    /// Who decides in this stage (before the men move): the side holding that player's place.
    pub(super) fn chooser(self) -> Side {
        match self {
            PyleStage::TwoChooses => Side::Black,
            _ => Side::White,
        }
    }
}

/// How many arrangements [`Game::legal_moves`] lists when Player One is to set out the men: the
/// computer as Player One judges these, and random games choose among them.
///
/// [`Game::legal_moves`]: crate::rules::Game::legal_moves
pub const ARRANGEMENTS_LISTED: u64 = 12;

impl Pyle {
    /// The start of the setup protocol: an empty board, Player One to set out the men.
    pub(super) fn protocol_start(options: PyleOptions) -> Pyle {
        Pyle { stage: PyleStage::Arrange, ..Pyle::empty(options) }
    }

    /// Where the game stands in the setup protocol.
    pub fn stage(&self) -> PyleStage {
        self.stage
    }

    /// The colour Player One plays (White until the colours are given out).
    pub fn player_one(&self) -> Side {
        self.player_one
    }

    /// The moves of a setup stage: a sample of arrangements, or the choices.
    pub(super) fn setup_moves(&self, out: &mut Vec<PyleMove>) {
        match self.stage {
            PyleStage::Arrange => out.extend((0..ARRANGEMENTS_LISTED).map(|k| {
                let (white, black) = arrangement_of_deal(self.options.board, mix(self.options.deal ^ mix(k)));
                let arrangement = Arrangement::new(self.options.board, &white, &black);
                PyleMove::Arrange(arrangement.expect("a dealt arrangement is legal"))
            })),
            PyleStage::TwoChooses => {
                out.extend([PyleMove::MoveFirst, PyleMove::Take(Side::White), PyleMove::Take(Side::Black)])
            }
            PyleStage::OneChooses => out.extend([PyleMove::Take(Side::White), PyleMove::Take(Side::Black)]),
            PyleStage::Play => {}
        }
    }

    /// Why a move is not the one this stage asks for, if it is not.
    pub(super) fn check_stage(&self, mv: PyleMove) -> Result<(), IllegalMove> {
        let no = |s: &str| Err(IllegalMove(s.into()));
        match (self.stage, mv) {
            (PyleStage::Arrange, PyleMove::Arrange(a)) => {
                a.check(self.options.board).map_err(|e| IllegalMove(e.to_string()))
            }
            (PyleStage::Arrange, _) => no("Player One must first set out the men"),
            (PyleStage::TwoChooses, PyleMove::MoveFirst | PyleMove::Take(_)) => Ok(()),
            (PyleStage::TwoChooses, _) => no("Player Two must first choose to move first, or a colour"),
            (PyleStage::OneChooses, PyleMove::Take(_)) => Ok(()),
            (PyleStage::OneChooses, _) => no("Player One must first choose a colour"),
            (PyleStage::Play, PyleMove::Arrange(_)) => no("the men are already set out"),
            (PyleStage::Play, PyleMove::MoveFirst | PyleMove::Take(_)) => no("the colours are already chosen"),
            (PyleStage::Play, _) => Ok(()),
        }
    }

    /// Plays a move of the setup protocol, and hands the turn to the other player: the chooser's
    /// place, or once the colours are given out, the colour of whoever moves first.
    pub(super) fn play_setup(&mut self, mv: PyleMove) {
        let (stage, side) = match (self.stage, mv) {
            (_, PyleMove::Arrange(a)) => {
                let (white, black) = a.squares(self.options.board);
                self.set_out(&white, &black);
                (PyleStage::TwoChooses, PyleStage::TwoChooses.chooser())
            }
            (_, PyleMove::MoveFirst) => (PyleStage::OneChooses, PyleStage::OneChooses.chooser()),
            // Player Two takes a colour; Player One moves first with the other.
            (PyleStage::TwoChooses, PyleMove::Take(colour)) => {
                self.player_one = colour.other();
                (PyleStage::Play, self.player_one)
            }
            // Player One takes a colour; Player Two, who chose to, moves first with the other.
            (_, PyleMove::Take(colour)) => {
                self.player_one = colour;
                (PyleStage::Play, colour.other())
            }
            (stage, PyleMove::Slide { .. } | PyleMove::Pass) => (stage, self.side),
        };
        self.stage = stage;
        self.set_side(side);
    }

    /// What a move of the setup protocol decides, as the news line says it.
    pub(super) fn setup_news(&self, mv: PyleMove) -> Option<String> {
        Some(match (self.stage, mv) {
            (_, PyleMove::Arrange(_)) => "Player One has set out the men.".into(),
            (_, PyleMove::MoveFirst) => "Player Two chooses to move first. Player One chooses a colour.".into(),
            (PyleStage::TwoChooses, PyleMove::Take(c)) => {
                format!("Player Two takes {}. Player One plays {} and moves first.", c.name(), c.other().name())
            }
            (_, PyleMove::Take(c)) => {
                format!("Player One takes {}. Player Two plays {} and moves first.", c.name(), c.other().name())
            }
            _ => return None,
        })
    }
}
