//! Pyle's screens: what it adds to the shared play screen (how stacks move, with the selected
//! stack's rule lit, and the placement editor of the setup protocol) and its new-game choices.
//! Its rules page is `assets/rules/pyle.html`.

mod editor;

use super::options::{checkbox, radio};
use super::play_context::{GamePage, Play};
use checkerbox_core::rules::Game;
use checkerbox_core::rules::pyle::{FROZEN, Pyle, PyleBoard, PyleOptions, PyleStart};
use leptos::prelude::*;

/// The four rows of the movement table: the heights each covers, and how they move.
const HOW: [(&str, u8, u8, &str); 4] = [
    ("1", 1, 1, "diagonally"),
    ("2", 2, 2, "orthogonally"),
    ("3", 3, 3, "diagonally or orthogonally"),
    ("4+", FROZEN, u8::MAX, "cannot move"),
];

impl GamePage for Pyle {
    fn panels(play: Play<Pyle>) -> AnyView {
        // The selected piece: its height and square.
        let selected = Memo::new(move |_| {
            let sel = play.state.selection.get()?;
            play.session.with(|s| {
                let pos = s.position();
                let h = pos.height(sel.square);
                (h > 0).then(|| (h, pos.shape().name(sel.square)))
            })
        });
        let row = move |(label, low, high, how): (&'static str, u8, u8, &'static str)| {
            let lit = move || selected.get().is_some_and(|(h, _)| (low..=high).contains(&h));
            view! {
                <tr class:chosen=lit data-height=label>
                    <th scope="row">{label}</th>
                    <td>{how}</td>
                </tr>
            }
        };
        let caption = move || match selected.get() {
            Some((h, square)) if h >= FROZEN => {
                format!("The stack of {h} on {square} stays where it is; your pieces may still join it.")
            }
            Some((h, square)) => {
                let piece = if h == 1 { "man".to_string() } else { format!("stack of {h}") };
                format!(
                    "The {piece} on {square} slides any distance over empty squares; it may end on a friendly piece \
                     to join it, never on or over any other."
                )
            }
            None => "Pieces slide any distance over empty squares. First to a stack of 8 wins.".to_string(),
        };
        view! {
            <section class="panel pyle-moves" data-testid="how-stacks-move">
                <h2>"How stacks move"</h2>
                <table>
                    <thead><tr><th scope="col">"height"</th><th scope="col">"moves"</th></tr></thead>
                    <tbody>{HOW.map(row).into_iter().collect_view()}</tbody>
                </table>
                <p class="hint">{caption}</p>
            </section>
        }
        .into_any()
    }

    /// The dialog calls this once as it opens: each opening deals a new arrangement.
    /// The table of how far a piece of each height moves explains a lesson's position too.
    fn lesson_panels(play: Play<Pyle>) -> AnyView {
        Self::panels(play)
    }

    fn options_form(options: RwSignal<PyleOptions>, _refused: RwSignal<bool>) -> AnyView {
        options.update(|o| o.deal = rand::random());
        let size_choice =
            move |value: PyleBoard, label| radio(options, "board", value, |o| o.board, |o, v| o.board = v, label);
        let start_choice =
            move |value: PyleStart, label| radio(options, "start", value, |o| o.start, |o, v| o.start = v, label);
        view! {
            <fieldset>
                <legend>"Board"</legend>
                {size_choice(PyleBoard::Eight, "8\u{00d7}8 \u{00b7} 8 men each")}
                {size_choice(PyleBoard::Ten, "10\u{00d7}10 \u{00b7} 10 men each")}
            </fieldset>
            <fieldset>
                <legend>"Start"</legend>
                {start_choice(PyleStart::Quick, "Quick start: a random arrangement, White moves first")}
                {start_choice(PyleStart::Protocol, "Full setup: Player One sets out the men, Player Two chooses")}
                <p class="hint">
                    "In the full setup Player Two then chooses to move first (and Player One picks the colours) "
                    "or picks a colour (and Player One moves first)."
                </p>
            </fieldset>
            <fieldset>
                <legend>"Variant"</legend>
                {checkbox(options, "repetition", |o| o.repetition_draw, |o, on| o.repetition_draw = on,
                    "Repetition draws (third time the same position)")}
            </fieldset>
        }
        .into_any()
    }

    fn arrange_editor(play: Play<Pyle>) -> AnyView {
        editor::editor(play).into_any()
    }
}
