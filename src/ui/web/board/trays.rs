//! The trays beside the board: what each side has taken off it, pile by pile, the newest seen
//! arriving; and a tray that takes the selected checkers is a target for a click, a key or a drop.

use super::super::stack::pile;
use super::Tray;
use crate::ui::view::Spot;
use checkerbox_core::rules::{Side, stack_text};
use leptos::prelude::*;

/// Both trays, White's and Black's.
#[derive(Clone, Copy)]
pub(super) struct Trays {
    trays: Signal<[Tray; 2]>,
    /// Moves shown when each tray was last drawn, for the rule in [`Tray::moves`].
    drawn: [StoredValue<usize>; 2],
    on_spot: Callback<Spot>,
}

impl Trays {
    pub(super) fn new(trays: Signal<[Tray; 2]>, on_spot: Callback<Spot>) -> Trays {
        let drawn = [0, 1].map(|i| StoredValue::new(trays.with_untracked(|t| t[i].moves)));
        Trays { trays, drawn, on_spot }
    }

    /// `side`'s tray; nothing for a tray without a label.
    pub(super) fn tray(self, side: Side) -> AnyView {
        if self.trays.with_untracked(|t| t[side.index()].label.is_empty()) {
            return ().into_any();
        }
        let label = move || self.trays.with(|t| t[side.index()].label.clone());
        let name = side.word();
        let target = move || self.trays.with(|t| t[side.index()].target);
        let on_spot = self.on_spot;
        view! {
            <div class=format!("tray {name}") class:target=target data-testid=format!("tray-{name}")
                role=move || target().then_some("button") tabindex=move || target().then_some("0")
                on:click=move |_| if target() { on_spot.run(Spot::Off) }
                on:keydown=move |e| if target() && (e.key() == "Enter" || e.key() == " ") {
                    e.prevent_default();
                    on_spot.run(Spot::Off);
                }>
                <span class="tray-label">{label}</span>
                <span class="tray-piles">{move || self.piles(side)}</span>
            </div>
        }
        .into_any()
    }

    /// The piles in `side`'s tray, oldest first; the newest is seen arriving when it came with the
    /// moves grown since the tray was last drawn.
    fn piles(self, side: Side) -> impl IntoView + use<> {
        self.trays.with(|t| {
            let tray = &t[side.index()];
            let drawn = self.drawn[side.index()];
            let arrived = tray.fresh && tray.moves > drawn.get_value();
            drawn.set_value(tray.moves);
            let last = tray.piles.len().saturating_sub(1);
            tray.piles
                .iter()
                .enumerate()
                .map(|(k, checkers)| {
                    let class = if arrived && k == last { "stack tray-pile fresh" } else { "stack tray-pile" };
                    let stack = stack_text::write(checkers);
                    view! {
                        <svg class="tray-svg" viewBox="0 0 90 112" preserveAspectRatio="xMinYMax slice" data-stack=stack>
                            {pile(45.0, 70.0, checkers, None, class)}
                        </svg>
                    }
                })
                .collect_view()
        })
    }
}
