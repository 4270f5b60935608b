//! What the boards that stand in the game's board's place share (the practice board, the
//! analysis board, the position editor): each is set out afresh when it opens, is brought into
//! view, and says what a click on it led to; the practice and analysis boards are the game as it
//! stood, and draw a better move.

use super::super::ai::effect;
use super::super::board::Decor;
use super::super::play_context::PlayContext;
use super::shown::mark_better;
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

/// The game as it stood after `k` moves of `main`'s, on a board of its own facing as the game's
/// does, both sides played by the person here; or, where it cannot be set out, why, to show in
/// its place.
pub fn context_at(main: PlayContext, k: usize) -> Result<PlayContext, AnyView> {
    match main.table.with_untracked(|t| t.practice_at(k)) {
        Ok(table) => {
            Ok(PlayContext { flipped: main.flipped, ..super::context(main.game, String::new(), RwSignal::new(table)) })
        }
        Err(why) => {
            let said = format!("This position could not be set out: {why}.");
            Err(view! { <p class="note refused" role="alert">{said}</p> }.into_any())
        }
    }
}

/// Draws `better`, a move of the latest position on `ctx`'s board, as the better move (the green
/// arrow), while there is one.
pub fn draw_better(ctx: PlayContext, better: impl Fn() -> Option<String> + 'static) {
    effect(move || {
        let mut decor = Decor::default();
        if let Some(better) = better() {
            ctx.table.with_untracked(|t| mark_better(t.as_ref(), t.played(), &better, &mut decor));
        }
        ctx.overlay.set(decor);
    });
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
