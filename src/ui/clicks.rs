//! What a click on the board means, for every game: select a square, show where it can go, play
//! a move, change one's mind, or hear why a move is refused. Driven only by the legal moves and the
//! game's [`GameView`], so it is written once and tested natively; a game adds only its own
//! refinements (Byte's choice of the level to lift from, through [`Clicks::pick_layer`]).

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
    fn gestures(&self) -> impl Iterator<Item = (G::Move, Gesture)> + '_ {
        self.legal.iter().filter_map(|&m| G::gesture(m).map(|g| (m, g)))
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
                Spot::Square(square) if occupied => self.select(square),
                _ => none,
            };
        };
        let layer = self.layer(sel);
        if spot == Spot::Square(sel.square) {
            let square = sel.square;
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
                Spot::Square(square) if occupied => self.select(square),
                _ => none,
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
