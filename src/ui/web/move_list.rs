//! The move list: every move of the game in notation, White and Black side by side, numbered,
//! with a mark where something happened (a stack won). It follows the newest move; a click on a
//! move shows the position after it.

use checkerbox_core::rules::Side;
use leptos::html::Div;
use leptos::prelude::*;

pub use crate::ui::any_session::ListedMove;

/// The list. `shown` is how many moves the board shows (`None`: the game as it stands);
/// `first` is the side that moved first (White's moves are in the left column), called
/// `first_name`; `on_show` asks for the position after that many moves.
#[component]
pub fn MoveList(
    #[prop(into)] moves: Signal<Vec<ListedMove>>,
    #[prop(into)] shown: Signal<Option<usize>>,
    first: Side,
    first_name: String,
    on_show: Callback<usize>,
) -> impl IntoView {
    let scroller = NodeRef::<Div>::new();
    // Black moving first leaves White's first place empty.
    let offset = usize::from(first == Side::Black);
    // The rows are rebuilt only when the moves change; which one is shown is a class of its own,
    // so that a move clicked (or chosen with Enter) keeps the focus.
    let rows = move || {
        let moves = moves.get();
        let count = moves.len();
        let places: Vec<Option<(usize, &ListedMove)>> =
            (0..offset).map(|_| None).chain(moves.iter().enumerate().map(|(k, m)| Some((k + 1, m)))).collect();
        places
            .chunks(2)
            .enumerate()
            .map(|(row, pair)| {
                let cells = pair
                    .iter()
                    .map(|place| {
                        let Some((after, m)) = *place else {
                            return view! { <span class="move-gap" aria-hidden="true">"\u{2026}"</span> }.into_any();
                        };
                        let mut class = String::from("move");
                        if m.forced {
                            class.push_str(" forced");
                        }
                        if after == count {
                            class.push_str(" latest");
                        }
                        let current = move || shown.get().unwrap_or(count) == after;
                        let title = if m.forced {
                            "no move was possible, so the turn passed".to_string()
                        } else {
                            m.events.iter().map(|(_, t)| t.as_str()).collect::<Vec<_>>().join(" ")
                        };
                        let marks = m
                            .events
                            .iter()
                            .map(|(side, _)| {
                                let class = format!("event-mark {}", side.word());
                                view! { <span class=class aria-hidden="true"></span> }
                            })
                            .collect_view();
                        view! {
                            <button class=class class:current=current title=title data-after=after.to_string()
                                aria-current=move || current().then_some("step")
                                on:click=move |_| on_show.run(after)>
                                {m.text.clone()}
                                {marks}
                            </button>
                        }
                        .into_any()
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
    // Follow the newest move, or the one shown.
    Effect::new(move |_| {
        let count = moves.with(Vec::len);
        let current = shown.get().unwrap_or(count);
        let Some(el) = scroller.get() else { return };
        if current == count {
            el.set_scroll_top(el.scroll_height());
        } else if let Ok(Some(cell)) = el.query_selector(&format!("[data-after=\"{current}\"]")) {
            let cell: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(cell);
            let (top, bottom) = (cell.offset_top(), cell.offset_top() + cell.offset_height());
            if top < el.scroll_top() || bottom > el.scroll_top() + el.client_height() {
                el.set_scroll_top(top - el.client_height() / 2);
            }
        }
    });
    view! {
        <section class="panel move-list">
            <h2>"Moves"</h2>
            <Show when=move || moves.with(|m| m.is_empty())>
                <p class="hint">{format!("No moves yet. {first_name} begins.")}</p>
            </Show>
            <div class="move-scroll" node_ref=scroller>
                <ol data-testid="move-list">{rows}</ol>
            </div>
        </section>
    }
}
