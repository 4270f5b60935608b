//! Byte's screens: what it adds to the shared play screen (the side view), its new-game choices
//! and its rules page.

mod rules;

use super::play::{GamePage, Play};
use super::side_view::{SideStack, SideView};
use crate::rules::byte::{Byte, ByteBoard, ByteOptions};
use crate::ui::clicks::Clicks;
use leptos::prelude::*;

impl GamePage for Byte {
    const TRAY: Option<&'static str> = Some("stacks won");

    fn panels(play: Play<Byte>) -> AnyView {
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

    fn options_form(options: RwSignal<ByteOptions>) -> AnyView {
        let size_choice = move |value: ByteBoard, label: &'static str| {
            view! {
                <label class="choice">
                    <input type="radio" name="board" prop:checked=move || options.get().board == value
                        on:change=move |_| options.update(|o| o.board = value) />
                    {label}
                </label>
            }
        };
        view! {
            <fieldset>
                <legend>"Board"</legend>
                {size_choice(ByteBoard::Eight, "8\u{00d7}8 standard \u{00b7} 3 stacks")}
                {size_choice(ByteBoard::Ten, "10\u{00d7}10 international \u{00b7} 5 stacks")}
            </fieldset>
            <fieldset>
                <legend>"Variant"</legend>
                <label class="choice">
                    <input type="checkbox" data-testid="merge-first" prop:checked=move || options.get().merge_first
                        on:change=move |e| options.update(|o| o.merge_first = event_target_checked(&e)) />
                    "Merge first: while a merge is possible, basic moves are not"
                </label>
            </fieldset>
        }
        .into_any()
    }

    fn rules() -> AnyView {
        rules::rules().into_any()
    }
}
