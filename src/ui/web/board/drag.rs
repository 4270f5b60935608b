//! The pointer on the board, mouse, pen and touch alike: a click, or a press carried to another
//! square as a drag (or off the board, onto a tray that takes the checkers); and the square
//! pointed at, told as it changes.

use super::Model;
use crate::ui::board_geometry::{Rect, is_drag};
use crate::ui::view::Spot;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::PointerEvent;

/// Where a press on the board began.
#[derive(Clone, Copy)]
struct Press {
    square: u8,
    x: f64,
    y: f64,
    /// The press itself already selected the square (so its release is not a second click).
    selected_it: bool,
}

/// The pointer's state between its events; its methods are the board's pointer handlers.
#[derive(Clone, Copy)]
pub(super) struct Drag {
    m: Model,
    press: StoredValue<Option<Press>>,
    /// The square whose checkers a drag carries, and the point of the board they are at.
    pub(super) ghost: RwSignal<Option<(u8, f64, f64)>>,
    /// The square pointed at, told when it changes.
    pointed: StoredValue<Option<u8>>,
}

impl Drag {
    pub(super) fn new(m: Model) -> Drag {
        Drag { m, press: StoredValue::new(None), ghost: RwSignal::new(None), pointed: StoredValue::new(None) }
    }

    /// The point of the board under the pointer, in board units.
    fn board_point(self, e: &PointerEvent) -> Option<(f64, f64)> {
        let el = e.current_target()?.dyn_into::<web_sys::Element>().ok()?;
        let r = el.get_bounding_client_rect();
        let on = Rect { left: r.left(), top: r.top(), width: r.width(), height: r.height() };
        self.m.drawing_now().point_at(on, e.client_x() as f64, e.client_y() as f64)
    }

    /// The used square under the pointer, if any.
    fn square_under(self, e: &PointerEvent) -> Option<u8> {
        let (x, y) = self.board_point(e)?;
        self.m.drawing_now().square_at(x, y)
    }

    fn point(self, square: Option<u8>) {
        if self.pointed.get_value() != square {
            self.pointed.set_value(square);
            self.m.point(square);
        }
    }

    pub(super) fn down(self, e: PointerEvent) {
        if e.button() != 0 {
            return;
        }
        let Some((x, y)) = self.board_point(&e) else { return };
        let Some(square) = self.m.drawing_now().square_at(x, y) else { return };
        self.point(Some(square));
        e.prevent_default();
        if let Some(el) = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            let _ = el.set_pointer_capture(e.pointer_id());
        }
        // A press on a stack not yet selected is its click (it selects it, or completes a move
        // onto it); the release then only ends a drag.
        let has_stack = self.m.pieces.with_untracked(|p| p.stacks.iter().any(|(s, _)| *s == square));
        let selected_it = has_stack && self.m.carried.get_untracked().map(|(s, _)| s) != Some(square);
        if selected_it {
            self.m.square(square);
        }
        self.press.set_value(Some(Press { square, x, y, selected_it }));
    }

    pub(super) fn moved(self, e: PointerEvent) {
        let Some(p) = self.press.get_value() else {
            return self.point(self.square_under(&e));
        };
        let Some((x, y)) = self.board_point(&e) else { return };
        let dragging = self.ghost.get_untracked().is_some();
        if !dragging && !is_drag((p.x, p.y), (x, y)) {
            return;
        }
        // Only the selected stack can be carried, and only when it can move.
        if self.m.carried.get_untracked().is_some_and(|(s, _)| s == p.square) {
            self.ghost.set(Some((p.square, x, y)));
        }
    }

    pub(super) fn up(self, e: PointerEvent) {
        let Some(p) = self.press.get_value() else { return };
        self.press.set_value(None);
        let dragged = self.ghost.get_untracked().is_some();
        self.ghost.set(None);
        if dragged {
            match self.square_under(&e) {
                Some(target) if target != p.square => self.m.square(target),
                Some(_) => {}
                // Dropped off the board: on a tray that takes the checkers, they go there.
                None if over_target_tray(&e) => self.m.on_spot.run(Spot::Off),
                None => {}
            }
        } else if !p.selected_it {
            self.m.square(p.square);
        }
    }

    pub(super) fn cancel(self) {
        self.press.set_value(None);
        self.ghost.set(None);
    }

    /// A finger leaves the board as it lifts: what it touched stays pointed at.
    pub(super) fn leave(self, e: PointerEvent) {
        if e.pointer_type() != "touch" {
            self.point(None);
        }
    }
}

/// Whether a pointer event happened over a tray that is a target.
fn over_target_tray(e: &PointerEvent) -> bool {
    let under = window().document().and_then(|d| d.element_from_point(e.client_x() as f32, e.client_y() as f32));
    under.and_then(|el| el.closest(".tray.target").ok().flatten()).is_some()
}
