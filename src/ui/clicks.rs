//! What a click on the board means, for every game: select a square, show where it can go, play
//! a move, change one's mind, or hear why a move is refused. Driven only by the legal moves and the
//! game's [`GameView`], so it is written once and tested natively; a game adds only its own
//! refinements (Byte's choice of the level to lift from, through [`Clicks::pick_layer`]).
//!
//! Two kinds of gesture serve games whose moves are not a lift from one square to another (Sight
//! Reduction's): a gesture that points from a square at itself is made with one click on that
//! square (a removal, a placement on an empty square), at once when it is the square's only move;
//! and a move that the game also reads from the gesture the other way round ([`GameView::attempt`]
//! giving the same move: a pair of checkers removed together) is made by clicking its two squares
//! in either order. Games with neither (Byte, Basic, Pyle) behave as before.

use super::view::{GameView, Gesture, Spot};
use crate::rules::Game;

/// The selected square, and the layer the player picked to lift from, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selection {
    pub square: u8,
    pub picked: Option<u8>,
}

/// A line under the board: what just happened, or why a click did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    Info(String),
    Refused(String),
}

/// What a click leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reaction<M> {
    pub selection: Option<Selection>,
    pub play: Option<M>,
    pub note: Option<Note>,
}

/// A position, its legal moves, and whether the person at the screen may move now: everything a
/// click is read against.
pub struct Clicks<'a, G: Game> {
    pub pos: &'a G,
    pub legal: &'a [G::Move],
    pub mine: bool,
}

impl<'a, G: GameView> Clicks<'a, G> {
    /// The legal moves made by pointing, with their gestures.
    fn own_gestures(&self) -> impl Iterator<Item = (G::Move, Gesture)> + '_ {
        self.legal.iter().filter_map(|&m| G::gesture(m).map(|g| (m, g)))
    }

    /// The gestures of the legal moves, and for a move that pointing the other way round makes too
    /// (a pair: either checker first), that gesture as well.
    fn gestures(&self) -> impl Iterator<Item = (G::Move, Gesture)> + '_ {
        self.own_gestures().flat_map(move |(m, g)| {
            let reversed = match g.to {
                Spot::Square(to) if to != g.from && self.pos.attempt(to, g.layer, Spot::Square(g.from)) == Some(m) => {
                    Some((m, Gesture { from: to, layer: g.layer, to: Spot::Square(g.from) }))
                }
                _ => None,
            };
            std::iter::once((m, g)).chain(reversed)
        })
    }

    /// The legal move made by one click on `square` (its gesture points from `square` at itself).
    pub fn one_click(&self, square: u8) -> Option<G::Move> {
        self.own_gestures().find(|(_, g)| g.from == square && g.to == Spot::Square(square)).map(|(m, _)| m)
    }

    /// Why a click on `square` alone makes no move, in a game where one click makes moves (none
    /// in the others, where such a click only selects).
    fn one_click_refusal(&self, square: u8) -> Option<Note> {
        let one_click_game = self.own_gestures().any(|(_, g)| g.to == Spot::Square(g.from));
        if !one_click_game {
            return None;
        }
        let attempt = self.pos.attempt(square, 1, Spot::Square(square))?;
        let why = self.pos.check_move(attempt).err()?;
        Some(Note::Refused(format!("{}: {why}.", self.pos.move_text(attempt))))
    }

    /// A click on `square` with nothing selected (or as a change of mind): its one-click move when
    /// that is all the square can do, else the square selected (if it holds checkers), else why a
    /// click there makes no move.
    fn first_click(&self, square: u8, occupied: bool) -> Reaction<G::Move> {
        if let Some(mv) = self.one_click(square)
            && (!occupied || self.gestures().filter(|(_, g)| g.from == square).count() == 1)
        {
            return Reaction { selection: None, play: Some(mv), note: None };
        }
        if occupied {
            return self.select(square);
        }
        Reaction { selection: None, play: None, note: self.one_click_refusal(square) }
    }

    /// Layers of `square` that have a legal move, as bits (bit `k` = layer `k + 1`).
    pub fn movable_layers(&self, square: u8) -> u32 {
        self.gestures().filter(|(_, g)| g.from == square).fold(0, |m, (_, g)| m | 1 << (g.layer - 1))
    }

    /// The layer lifted from: the one picked, else the lowest that can move, else the bottom.
    pub fn layer(&self, sel: Selection) -> u8 {
        sel.picked.unwrap_or_else(|| match self.movable_layers(sel.square) {
            0 => 1,
            movable => movable.trailing_zeros() as u8 + 1,
        })
    }

    /// Where a click would move the selection to.
    pub fn targets(&self, sel: Selection) -> Vec<Spot> {
        let layer = self.layer(sel);
        self.gestures().filter(|(_, g)| g.from == sel.square && g.layer == layer).map(|(_, g)| g.to).collect()
    }

    /// The next layer above `layer` of `square` that can move.
    fn higher_layer(&self, square: u8, layer: u8) -> Option<u8> {
        let above = self.movable_layers(square) & u32::MAX.checked_shl(layer as u32).unwrap_or(0);
        (above != 0).then(|| above.trailing_zeros() as u8 + 1)
    }

    /// Lifting from `layer` of `sel.square`, with the hint that says how to go higher.
    fn lift_from(&self, square: u8, layer: u8, picked: bool) -> Reaction<G::Move> {
        let note = self.pos.layer_hint(square, layer, self.higher_layer(square, layer)).map(Note::Info);
        let selection = Some(Selection { square, picked: picked.then_some(layer) });
        Reaction { selection, play: None, note }
    }

    /// Selects `square`, saying why if it has no move for the player.
    fn select(&self, square: u8) -> Reaction<G::Move> {
        if self.movable_layers(square) == 0 {
            let note = Some(Note::Info(self.pos.no_move_reason(square)));
            return Reaction { selection: Some(Selection { square, picked: None }), play: None, note };
        }
        let sel = Selection { square, picked: None };
        self.lift_from(square, self.layer(sel), false)
    }

    /// A click on a board square or a tray (`spot`), with `selection` the square selected before.
    pub fn click(&self, selection: Option<Selection>, spot: Spot) -> Reaction<G::Move> {
        let occupied = match spot {
            Spot::Square(s) => !self.pos.stack_at(s).is_empty(),
            Spot::Off => false,
        };
        let none = Reaction { selection: None, play: None, note: None };
        if !self.mine {
            let note = self.pos.result().is_none().then(|| Note::Info("The computer is thinking.".into()));
            let selection = match spot {
                Spot::Square(square) if occupied => Some(Selection { square, picked: None }),
                _ => selection,
            };
            return Reaction { selection, play: None, note };
        }
        let Some(sel) = selection else {
            return match spot {
                Spot::Square(square) => self.first_click(square, occupied),
                Spot::Off => none,
            };
        };
        let layer = self.layer(sel);
        if spot == Spot::Square(sel.square) {
            let square = sel.square;
            // A second click on the selection makes its one-click move, or says why it cannot.
            if let Some(mv) = self.one_click(square) {
                return Reaction { selection: None, play: Some(mv), note: None };
            }
            if let Some(why) = self.one_click_refusal(square) {
                return Reaction { selection: None, play: None, note: Some(why) };
            }
            // Clicking the selection again lifts from the next layer up, then lets go.
            return match self.higher_layer(square, layer) {
                Some(higher) => self.lift_from(square, higher, true),
                None => Reaction { selection: None, play: None, note: None },
            };
        }
        let wanted = Gesture { from: sel.square, layer, to: spot };
        if let Some((mv, _)) = self.gestures().find(|(_, g)| *g == wanted) {
            return Reaction { selection: None, play: Some(mv), note: None };
        }
        match self.pos.attempt(sel.square, layer, spot) {
            None => match spot {
                Spot::Square(square) => self.first_click(square, occupied),
                Spot::Off => none,
            },
            Some(attempt) => {
                let text = self.pos.move_text(attempt);
                let why = match self.pos.check_move(attempt) {
                    Err(why) => format!("{text}: {why}."),
                    Ok(()) => format!("{text} is not possible now."),
                };
                Reaction { selection, play: None, note: Some(Note::Refused(why)) }
            }
        }
    }

    /// A click on one checker of the selected stack (in the side view): lift from there.
    pub fn pick_layer(&self, selection: Option<Selection>, layer: u8) -> Reaction<G::Move> {
        let keep = |note| Reaction { selection, play: None, note };
        let Some(sel) = selection.filter(|_| self.mine) else { return keep(None) };
        let movable = layer >= 1 && self.movable_layers(sel.square).checked_shr(layer as u32 - 1).unwrap_or(0) & 1 == 1;
        if movable {
            return self.lift_from(sel.square, layer, true);
        }
        keep(Some(Note::Refused(self.pos.layer_refusal(sel.square, layer))))
    }
}
