//! What every modal dialog does with the keyboard: it takes the focus when it opens, keeps it
//! (Tab and Shift+Tab go round its own controls), closes on Escape, and gives the focus back to
//! where it was when it closes. A dialog calls [`modal`] with its root element's `NodeRef` and
//! its close callback, and puts [`trap_tab`] on its root's `keydown`.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The controls of a dialog the Tab key goes through.
const FOCUSABLE: &str = "button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, \
     [tabindex]:not([tabindex=\"-1\"])";

/// Focuses the dialog `root` once it is drawn, closes it on Escape, and on close gives the focus
/// back to what had it before.
pub fn modal<E>(root: NodeRef<E>, close: Callback<()>)
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    let before = document().active_element().and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    Effect::new(move |_| {
        if let Some(el) = root.get().and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    });
    let escape = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            close.run(());
        }
    });
    let before = StoredValue::new_local(before);
    on_cleanup(move || {
        escape.remove();
        if let Some(el) = before.try_update_value(Option::take).flatten() {
            let _ = el.focus();
        }
    });
}

/// Keeps Tab inside the dialog whose root the event bubbled to.
pub fn trap_tab(e: web_sys::KeyboardEvent) {
    if e.key() != "Tab" {
        return;
    }
    let Some(root) = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Ok(list) = root.query_selector_all(FOCUSABLE) else { return };
    let controls: Vec<web_sys::HtmlElement> =
        (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect();
    let (Some(first), Some(last)) = (controls.first(), controls.last()) else { return };
    let active = document().active_element();
    let at = |el: &web_sys::HtmlElement| active.as_ref().is_some_and(|a| a == el.unchecked_ref::<web_sys::Element>());
    let leaving_start = e.shift_key() && (at(first) || active.as_ref() == Some(root.unchecked_ref()));
    if leaving_start {
        e.prevent_default();
        let _ = last.focus();
    } else if !e.shift_key() && at(last) {
        e.prevent_default();
        let _ = first.focus();
    }
}
