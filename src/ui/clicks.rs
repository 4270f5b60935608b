//! What a click on the board means, for every game: select a square, show where it can go, play
//! a move, change one's mind, or hear why a move is refused. Driven only by the legal moves and the
//! game's [`GameView`], so it is written once and tested natively; a game adds only its own
//! refinements (Byte's choice of the level to lift from, through [`Clicks::pick_layer`]). It is
//! compiled once too, not once per game, to keep the page's download small: a game's part is read
//! into plain gestures and a position object as the clicks are made ([`Clicks::new`]).
//!
//! Two kinds of gesture serve games whose moves are not a lift from one square to another (Sight
//! Reduction's): a gesture that points from a square at itself is made with one click on that
//! square (a removal, a placement on an empty square), at once when it is the square's only move;
//! and a move that the game also reads from the gesture the other way round ([`GameView::attempt`]
//! giving the same move: a pair of checkers removed together) is made by clicking its two squares
//! in either order. In games with neither (Byte, Basic, Pyle) a click on a square selects it, and
//! a click on a target makes the move.

use super::view::{GameView, Gesture, Spot};

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
    /// A move tried and refused, and why.
    Refused(String),
    /// A checker or stack clicked that the player cannot move (an enemy's, a buried one, one with
    /// no legal move), and why: told like [`Note::Info`] in a game, but a miss in a lesson.
    CannotMove(String),
}

/// What a click leads to: a move to play is named by its place among the legal moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reaction {
    pub selection: Option<Selection>,
    pub play: Option<usize>,
    pub note: Option<Note>,
}

#[cfg(test)]
impl Reaction {
    /// The move the click plays, read from the legal moves the clicks were given: what the games'
    /// click tests compare.
    pub fn played<M: Copy>(&self, legal: &[M]) -> Option<M> {
        self.play.map(|k| legal[k])
    }
}

/// What a click asks of the position beyond its legal moves' gestures, through [`GameView`]: an
/// object, so that the clicks are compiled once for every game rather than once for each.
trait Pointed {
    fn occupied(&self, s: u8) -> bool;
    fn over(&self) -> bool;
    /// The move pointing from `from` (lifting from `layer`) to `to` tries to make
    /// ([`GameView::attempt`]): its notation, and why it is refused (none when it is legal).
    fn attempt(&self, from: u8, layer: u8, to: Spot) -> Option<(String, Option<String>)>;
    fn no_move_reason(&self, s: u8) -> String;
    fn layer_refusal(&self, s: u8, layer: u8) -> String;
    fn layer_hint(&self, s: u8, layer: u8, higher: Option<u8>) -> Option<String>;
}

/// A game's position seen as [`Pointed`].
struct Seen<'a, G>(&'a G);

impl<G: GameView> Pointed for Seen<'_, G> {
    fn occupied(&self, s: u8) -> bool {
        !self.0.stack_at(s).is_empty()
    }

    fn over(&self) -> bool {
        self.0.result().is_some()
    }

    fn attempt(&self, from: u8, layer: u8, to: Spot) -> Option<(String, Option<String>)> {
        let mv = self.0.attempt(from, layer, to)?;
        Some((self.0.move_text(mv), self.0.check_move(mv).err().map(|why| why.to_string())))
    }

    fn no_move_reason(&self, s: u8) -> String {
        self.0.no_move_reason(s)
    }

    fn layer_refusal(&self, s: u8, layer: u8) -> String {
        self.0.layer_refusal(s, layer)
    }

    fn layer_hint(&self, s: u8, layer: u8, higher: Option<u8>) -> Option<String> {
        self.0.layer_hint(s, layer, higher)
    }
}

/// A position, the gestures of its legal moves, and whether the person at the screen may move
/// now: everything a click is read against. A move is named by its place among the legal moves.
pub struct Clicks<'a> {
    pos: Box<dyn Pointed + 'a>,
    /// Each legal move made by pointing, with its gesture; and for a move that pointing the other
    /// way round makes too (a pair: either checker first), that gesture as well.
    gestures: Vec<(usize, Gesture)>,
    pub mine: bool,
}

impl<'a> Clicks<'a> {
    pub fn new<G: GameView>(pos: &'a G, legal: &[G::Move], mine: bool) -> Self {
        let mut gestures = Vec::new();
        for (k, &m) in legal.iter().enumerate() {
            let Some(g) = G::gesture(m) else { continue };
            gestures.push((k, g));
            if let Spot::Square(to) = g.to
                && to != g.from
                && pos.attempt(to, g.layer, Spot::Square(g.from)) == Some(m)
            {
                gestures.push((k, Gesture { from: to, layer: g.layer, to: Spot::Square(g.from) }));
            }
        }
        Clicks { pos: Box::new(Seen(pos)), gestures, mine }
    }

    fn gestures(&self) -> impl Iterator<Item = (usize, Gesture)> + '_ {
        self.gestures.iter().copied()
    }

    /// The legal move made by one click on `square` (its gesture points from `square` at itself;
    /// no reversed gesture does).
    pub fn one_click(&self, square: u8) -> Option<usize> {
        self.gestures().find(|(_, g)| g.from == square && g.to == Spot::Square(square)).map(|(m, _)| m)
    }

    /// Why a click on `square` alone makes no move, in a game where one click makes moves (none
    /// in the others, where such a click only selects).
    fn one_click_refusal(&self, square: u8) -> Option<Note> {
        let one_click_game = self.gestures().any(|(_, g)| g.to == Spot::Square(g.from));
        if !one_click_game {
            return None;
        }
        let (text, why) = self.pos.attempt(square, 1, Spot::Square(square))?;
        Some(Note::Refused(format!("{text}: {}.", why?)))
    }

    /// A click on `square` with nothing selected (or as a change of mind): its one-click move when
    /// that is all the square can do, else the square selected (if it holds checkers), else why a
    /// click there makes no move.
    fn first_click(&self, square: u8, occupied: bool) -> Reaction {
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
    fn lift_from(&self, square: u8, layer: u8, picked: bool) -> Reaction {
        let note = self.pos.layer_hint(square, layer, self.higher_layer(square, layer)).map(Note::Info);
        let selection = Some(Selection { square, picked: picked.then_some(layer) });
        Reaction { selection, play: None, note }
    }

    /// Selects `square`, saying why if it has no move for the player.
    fn select(&self, square: u8) -> Reaction {
        if self.movable_layers(square) == 0 {
            let note = Some(Note::CannotMove(self.pos.no_move_reason(square)));
            return Reaction { selection: Some(Selection { square, picked: None }), play: None, note };
        }
        let sel = Selection { square, picked: None };
        self.lift_from(square, self.layer(sel), false)
    }

    /// A click on a board square or a tray (`spot`), with `selection` the square selected before.
    pub fn click(&self, selection: Option<Selection>, spot: Spot) -> Reaction {
        let occupied = match spot {
            Spot::Square(s) => self.pos.occupied(s),
            Spot::Off => false,
        };
        let none = Reaction { selection: None, play: None, note: None };
        if !self.mine {
            let note = (!self.pos.over()).then(|| Note::Info("The computer is thinking.".into()));
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
            Some((text, refusal)) => {
                let why = match refusal {
                    Some(why) => format!("{text}: {why}."),
                    None => format!("{text} is not possible now."),
                };
                Reaction { selection, play: None, note: Some(Note::Refused(why)) }
            }
        }
    }

    /// A click on one checker of the selected stack (in the side view): lift from there.
    pub fn pick_layer(&self, selection: Option<Selection>, layer: u8) -> Reaction {
        let keep = |note| Reaction { selection, play: None, note };
        let Some(sel) = selection.filter(|_| self.mine) else { return keep(None) };
        let movable = layer >= 1 && self.movable_layers(sel.square).checked_shr(layer as u32 - 1).unwrap_or(0) & 1 == 1;
        if movable {
            return self.lift_from(sel.square, layer, true);
        }
        keep(Some(Note::Refused(self.pos.layer_refusal(sel.square, layer))))
    }
}
