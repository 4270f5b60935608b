//! What the boards that stand in the game's board's place share (the practice board, the
//! analysis board, the position editor): each is set out afresh when it opens, is brought into
//! view, and says what a click on it led to.

use super::super::play_context::PlayContext;
use crate::ui::clicks::Note;
use leptos::html::Div;
use leptos::prelude::*;

/// The board `build` sets out for the position after `k` moves, afresh each time `open` names
/// another `k`, while it names one.
pub fn in_place(
    open: impl Fn() -> Option<usize> + Send + Sync + 'static,
    build: fn(usize) -> AnyView,
) -> impl IntoView {
    let at = Memo::new(move |_| open());
    move || at.get().map(|k| untrack(|| build(k)))
}

/// Brings `top` into view when it opens above the top of the window: on a phone, the button that
/// opened it may be far below.
pub fn reveal(top: NodeRef<Div>) {
    Effect::new(move |_| {
        if let Some(el) = top.get()
            && el.get_bounding_client_rect().top() < 0.0
        {
            el.scroll_into_view();
        }
    });
}

/// What the last click on `ctx`'s board led to, in words.
pub fn note(ctx: PlayContext) -> String {
    match ctx.screen.with(|s| s.note().cloned()) {
        Some(Note::Info(t) | Note::Refused(t) | Note::CannotMove(t)) => t,
        None => String::new(),
    }
}
