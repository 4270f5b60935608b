//! Transparent squares over the drawing that name each square and what is on it, for assistive
//! technology (in words) and tests (`data-stack`, bottom first, `w`/`b`) alike, and take the
//! keyboard: the board is one Tab stop, the square under the cursor; the arrows, Home and End move
//! the cursor as the board is seen ([`cursor::moved_by_key`]) and Enter or Space acts on its
//! square.

use super::Model;
use crate::ui::board_geometry::{Drawing, SQ};
use crate::ui::cursor;
use crate::ui::number::svg_number;
use checkerbox_core::rules::stack_text;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

/// A named square over each used square of the board.
pub(super) fn squares(m: Model) -> impl IntoView + use<> {
    // The square that takes the Tab stop.
    let at = RwSignal::new(0u8);
    move || {
        let drawing = m.drawing();
        (0..m.shape.count()).map(|s| square(m, drawing, at, s)).collect_view()
    }
}

/// Square `s`'s named square: its name, its stack, what a screen reader says of it.
fn square(m: Model, drawing: Drawing, at: RwSignal<u8>, s: u8) -> impl IntoView + use<> {
    let (x, y) = drawing.corner(s);
    let name = m.shape.name(s);
    let checkers =
        move || m.pieces.with(|p| p.stacks.iter().find(|(sq, _)| *sq == s).map(|(_, c)| c.clone()).unwrap_or_default());
    let stack = move || stack_text::write(&checkers());
    let words = name.clone();
    let label = move || {
        let said = cursor::square_label(&words, &checkers());
        m.decor.with(|d| d.spoken(s, said))
    };
    view! {
        <rect class="hit" data-square=name data-stack=stack aria-label=label role="button"
            tabindex=move || if at.get() == s { "0" } else { "-1" }
            x={svg_number(x)} y={svg_number(y)} width={svg_number(SQ)} height={svg_number(SQ)}
            on:focus=move |_| {
                at.set(s);
                m.point(Some(s));
            }
            on:blur=move |_| m.point(None)
            on:keydown=move |e| key(m, at, e, s)
        />
    }
}

/// A key pressed on square `s`: Enter or Space acts on it; a key that moves the cursor moves it
/// there and the focus with it.
fn key(m: Model, at: RwSignal<u8>, e: KeyboardEvent, s: u8) {
    let key = e.key();
    if key == "Enter" || key == " " {
        e.prevent_default();
        return m.square(s);
    }
    let Some(to) = cursor::moved_by_key(m.shape, m.flipped.get_untracked(), s, &key) else { return };
    // The play screen's own keys (the arrows step through the moves) are not for the board.
    e.prevent_default();
    e.stop_propagation();
    at.set(to);
    let square = e
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.parent_element()?.query_selector(&format!("[data-square=\"{}\"]", m.shape.name(to))).ok()?);
    if let Some(el) = square.and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}
