//! Basic's screens: what it adds to the shared play screen (the side view of the selected stack),
//! its new-game choice (who moves first) and its rules page.

mod rules;

use super::play::{GamePage, Play};
use super::side_view::{SideStack, SideView};
use crate::rules::basic::{Basic, BasicOptions};
use crate::ui::clicks::Clicks;
use leptos::prelude::*;

impl GamePage for Basic {
    const TRAY: Option<&'static str> = Some("borne off");

    /// The side view shows what lies buried in the selected stack; only its top checker moves.
    fn panels(play: Play<Basic>) -> AnyView {
        let stack = Memo::new(move |_| {
            let sel = play.selection.get()?;
            play.session.with(|s| {
                let pos = s.position();
                play.legal.with(|l| {
                    let clicks = Clicks { pos, legal: l, mine: play.mine.get() };
                    (pos.height(sel.square) > 0).then(|| SideStack {
                        square: pos.grid().name(sel.square),
                        checkers: pos.stack(sel.square),
                        chosen: clicks.layer(sel),
                        movable: if clicks.mine { clicks.movable_layers(sel.square) } else { 0 },
                    })
                })
            })
        });
        view! { <SideView stack=stack on_pick=play.pick_layer /> }.into_any()
    }

    fn options_form(options: RwSignal<BasicOptions>) -> AnyView {
        view! {
            <fieldset>
                <legend>"Who starts"</legend>
                <label class="choice">
                    <input type="checkbox" data-testid="black-first" prop:checked=move || options.get().black_first
                        on:change=move |e| options.update(|o| o.black_first = event_target_checked(&e)) />
                    "Black moves first"
                </label>
            </fieldset>
        }
        .into_any()
    }

    fn rules() -> AnyView {
        rules::rules().into_any()
    }
}
