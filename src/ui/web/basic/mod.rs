//! Basic's screens: what it adds to the shared play screen (the side view of the selected stack)
//! and its new-game choice (who moves first). Its rules page is `assets/rules/basic.html`.

use super::options::checkbox;
use super::play_context::{GamePage, Play};
use super::side_view;
use checkerbox_core::rules::basic::{Basic, BasicOptions};
use leptos::prelude::*;

impl GamePage for Basic {
    /// The side view shows what lies buried in the selected stack; only its top checker moves.
    fn panels(play: Play<Basic>) -> AnyView {
        side_view::of_selection(play)
    }

    fn lesson_panels(play: Play<Basic>) -> AnyView {
        side_view::of_selection(play)
    }

    fn options_form(options: RwSignal<BasicOptions>, _refused: RwSignal<bool>) -> AnyView {
        view! {
            <fieldset>
                <legend>"Who starts"</legend>
                {checkbox(options, "black-first", |o| o.black_first, |o, on| o.black_first = on, "Black moves first")}
            </fieldset>
        }
        .into_any()
    }
}
