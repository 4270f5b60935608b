//! The play screen's keys: Escape drops the selection (or ends a review), Ctrl+Z undoes, Ctrl+Y
//! or Ctrl+Shift+Z redoes, the arrow keys, Home and End step through the game.

use super::super::play_context::PlayContext;
use crate::ui::play_state::PlayState;
use leptos::prelude::*;

/// Listens to the keys while the screen lives.
pub fn listen(ctx: PlayContext) {
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        // Not under the new-game dialog, not while another board stands in the game's (the
        // analysis or the practice board: they are not the game), not in a form field, not again and again while a key is
        // held down (except for stepping through the moves), and never the browser's own
        // shortcuts (Alt+Left is Back).
        let stepping = matches!(e.key().as_str(), "ArrowLeft" | "ArrowRight");
        let in_field = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if ctx.nav.dialog.get_untracked().is_some()
            || ctx.sharing.get_untracked()
            || untrack(|| ctx.board_aside())
            || in_field
            || e.alt_key()
            || (e.repeat() && !stepping)
        {
            return;
        }
        let command = e.ctrl_key() || e.meta_key();
        let plain = !command && !e.shift_key();
        let reviewing = ctx.viewing.get_untracked().is_some();
        match e.key().as_str() {
            "Escape" => ctx.screen.update(PlayState::escape),
            "z" | "Z" if command && !e.shift_key() => ctx.undo(false),
            "y" | "Y" | "z" | "Z" if command => ctx.undo(true),
            "ArrowLeft" if plain => ctx.step(false),
            "ArrowRight" if plain => ctx.step(true),
            "Home" if plain => ctx.show(0),
            "End" if plain && reviewing => ctx.back_to_game(),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
}
