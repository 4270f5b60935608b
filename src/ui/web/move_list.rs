//! The move list: every move of the game in notation, White and Black side by side, numbered.

use leptos::prelude::*;

/// A move as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ListedMove {
    pub text: String,
    /// Played by the app because nothing else was possible (a pass).
    pub forced: bool,
}

/// The list; the newest move is highlighted and scrolled into view.
#[component]
pub fn MoveList(#[prop(into)] moves: Signal<Vec<ListedMove>>) -> impl IntoView {
    let rows = move || {
        let moves = moves.get();
        let last = moves.len().saturating_sub(1);
        moves
            .chunks(2)
            .enumerate()
            .map(|(row, pair)| {
                let cells = pair
                    .iter()
                    .enumerate()
                    .map(|(k, m)| {
                        let mut class = String::from("move");
                        if m.forced {
                            class.push_str(" forced");
                        }
                        if row * 2 + k == last {
                            class.push_str(" latest");
                        }
                        let title = if m.forced { "no move was possible, so the turn passed" } else { "" };
                        view! { <span class=class title=title>{m.text.clone()}</span> }
                    })
                    .collect_view();
                view! {
                    <li>
                        <span class="move-number">{format!("{}.", row + 1)}</span>
                        {cells}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="panel move-list">
            <h2>"Moves"</h2>
            <Show when=move || moves.with(|m| m.is_empty())>
                <p class="hint">"No moves yet. White begins."</p>
            </Show>
            <ol data-testid="move-list">{rows}</ol>
        </section>
    }
}
