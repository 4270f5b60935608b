//! The board of every game: the squares of any [`BoardShape`] with their names, the stacks on
//! them, decoration (open classes on squares, and a layer of arrows and labels), trays beside it
//! for what left the board, moves animated, and clicks, keys and drag and drop reported as the
//! squares they reach. It knows geometry, not rules: what a square means is the screen's business.
//!
//! The component only wires its parts: the drawing's layers (`layers`), the checkers and their
//! motion (`pieces`), the squares that take the keyboard (`keys`), the pointer's press, drag and
//! drop (`drag`), and the trays (`trays`). Where each thing is drawn is plain Rust, tested
//! natively: [`crate::ui::board_geometry`].

mod drag;
mod keys;
mod layers;
mod pieces;
mod trays;

use crate::ui::board_geometry::Drawing;
use crate::ui::number::svg_number;
use crate::ui::view::Spot;
use checkerbox_core::rules::{BoardShape, Side};
use leptos::prelude::*;

/// What the board shows of a game is plain data, made natively ([`crate::ui::any_session`],
/// [`crate::ui::decor`]).
pub use crate::ui::any_session::{Pieces, Tray};
pub use crate::ui::board_geometry::aspect;
pub use crate::ui::decor::{Decor, Shape};

/// What every part of the board reads and whom it tells: the board's props but the trays, each a
/// copy.
#[derive(Clone, Copy)]
struct Model {
    shape: BoardShape,
    pieces: Signal<Pieces>,
    decor: Signal<Decor>,
    flipped: Signal<bool>,
    carried: Signal<Option<(u8, u8)>>,
    on_spot: Callback<Spot>,
    on_point: Option<Callback<Option<u8>>>,
}

impl Model {
    /// The board as it is seen now; a view that reads it is drawn again when the board turns.
    fn drawing(self) -> Drawing {
        Drawing::new(self.shape, self.flipped.get())
    }

    /// The board as it is seen now, for an event: read without tracking.
    fn drawing_now(self) -> Drawing {
        Drawing::new(self.shape, self.flipped.get_untracked())
    }

    /// Tells the screen square `s` was clicked, pressed, dropped on, or acted on by a key.
    fn square(self, s: u8) {
        self.on_spot.run(Spot::Square(s));
    }

    /// Tells the screen the square pointed at, if it listens.
    fn point(self, square: Option<u8>) {
        if let Some(f) = self.on_point {
            f.run(square);
        }
    }
}

/// The board. `trays` are White's and Black's; `carried` is the selected square and the level it
/// lifts from, when the person at the screen may move it (a drag carries it); `on_spot` receives
/// each square (or target tray) clicked, pressed, or dropped on; `on_point` the square the person
/// points at (hovers, focuses, or last touched), `None` when they point at none.
#[component]
pub fn Board(
    shape: BoardShape,
    #[prop(into)] pieces: Signal<Pieces>,
    #[prop(into)] decor: Signal<Decor>,
    #[prop(into)] trays: Signal<[Tray; 2]>,
    #[prop(into)] flipped: Signal<bool>,
    #[prop(into)] carried: Signal<Option<(u8, u8)>>,
    on_spot: Callback<Spot>,
    #[prop(optional)] on_point: Option<Callback<Option<u8>>>,
) -> impl IntoView {
    let m = Model { shape, pieces, decor, flipped, carried, on_spot, on_point };
    let (width, height) = Drawing::new(shape, false).size();
    let drag = drag::Drag::new(m);
    let beside = trays::Trays::new(trays, on_spot);
    let top_side = move || if flipped.get() { Side::White } else { Side::Black };
    view! {
        <div class="board-and-trays">
            {move || beside.tray(top_side())}
            <svg class="board" viewBox=format!("0 0 {} {}", svg_number(width), svg_number(height)) role="group" aria-label="board"
                on:pointerdown=move |e| drag.down(e) on:pointermove=move |e| drag.moved(e) on:pointerup=move |e| drag.up(e)
                on:pointercancel=move |_| drag.cancel() on:pointerleave=move |e| drag.leave(e)>
                <rect class="board-frame" x=0 y=0 width={svg_number(width)} height={svg_number(height)} rx=10 />
                {layers::squares(m)}
                {layers::coordinates(m)}
                {layers::marks(m)}
                {pieces::stacks(m)}
                {layers::shapes(m)}
                {pieces::badges(m)}
                {layers::targets(m)}
                {keys::squares(m)}
                {pieces::in_hand(m, drag.ghost)}
            </svg>
            {move || beside.tray(top_side().other())}
        </div>
    }
}
