//! Resigning, and offering and answering a draw ([`Deed`]): the buttons beside the controls, and
//! the offer the person to move may accept. What may be done when is the session's
//! ([`checkerbox_core::session::Session::check`]).

use super::super::play_context::PlayContext;
use checkerbox_core::session::Deed;
use leptos::prelude::*;

/// "Resign" (asked again before it is done) and "Offer a draw", when the person to move may; and
/// a line while their offer waits for their move.
#[component]
pub fn DeedButtons() -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let asking = RwSignal::new(false);
    let may = move |deed| ctx.mine.get() && ctx.table.with(|t| t.may(deed));
    let offering = move || ctx.table.with(|t| t.offering_draw()) && ctx.viewing.get().is_none();
    view! {
        <Show when=move || may(Deed::Resign) && !asking.get()>
            <button data-testid="resign" on:click=move |_| asking.set(true)>"Resign"</button>
        </Show>
        <Show when=move || may(Deed::OfferDraw)>
            <button data-testid="offer-draw" title="Offer a draw with your next move"
                on:click=move |_| ctx.act(Deed::OfferDraw)>"Offer a draw"</button>
        </Show>
        <Show when=move || asking.get() && may(Deed::Resign)>
            <div class="confirm-move" role="group" aria-label="resign the game" data-testid="resign-ask">
                <span>"Resign this game?"</span>
                <button class="primary" data-testid="resign-yes"
                    on:click=move |_| { asking.set(false); ctx.act(Deed::Resign) }>"Resign"</button>
                <button data-testid="resign-no" on:click=move |_| asking.set(false)>"Play on"</button>
            </div>
        </Show>
        <Show when=offering>
            <p class="hint" data-testid="draw-offered">"You offer a draw: make your move, and the other side answers on their turn."</p>
        </Show>
    }
}

/// A draw offered to the person to move: accept it, or move to play on.
#[component]
pub fn DrawOffer() -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let offerer = move || {
        let may = ctx.mine.get() && ctx.table.with(|t| t.may(Deed::AcceptDraw));
        may.then(|| ctx.table.with(|t| t.draw_offered().map(|p| t.side_name(t.side_of(p)))))?
    };
    move || {
        offerer().map(|name| view! {
            <div class="notice" data-testid="draw-offer" role="alert">
                <p>{format!("{name} offers a draw. Accept it, or make a move to play on.")}</p>
                <div class="card-actions">
                    <button class="primary" data-testid="accept-draw" on:click=move |_| ctx.act(Deed::AcceptDraw)>"Accept the draw"</button>
                </div>
            </div>
        })
    }
}
