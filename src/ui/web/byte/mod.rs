//! Byte's screens: what it adds to the shared play screen (the side view) and its new-game
//! choices. Its rules page is `assets/rules/byte.html`.

use super::options::{checkbox, radio};
use super::play_context::{GamePage, Play};
use super::side_view;
use checkerbox_core::rules::byte::{Byte, ByteBoard, ByteOptions};
use leptos::prelude::*;

impl GamePage for Byte {
    fn panels(play: Play<Byte>) -> AnyView {
        side_view::of_selection(play)
    }

    fn lesson_panels(play: Play<Byte>) -> AnyView {
        side_view::of_selection(play)
    }

    fn options_form(options: RwSignal<ByteOptions>, _refused: RwSignal<bool>) -> AnyView {
        let size_choice =
            move |value: ByteBoard, label| radio(options, "board", value, |o| o.board, |o, v| o.board = v, label);
        view! {
            <fieldset>
                <legend>"Board"</legend>
                {size_choice(ByteBoard::Eight, "8\u{00d7}8 standard \u{00b7} 3 stacks")}
                {size_choice(ByteBoard::Ten, "10\u{00d7}10 international \u{00b7} 5 stacks")}
            </fieldset>
            <fieldset>
                <legend>"Variant"</legend>
                {checkbox(options, "merge-first", |o| o.merge_first, |o, on| o.merge_first = on,
                    "Merge first: while a merge is possible, basic moves are not")}
            </fieldset>
        }
        .into_any()
    }
}
