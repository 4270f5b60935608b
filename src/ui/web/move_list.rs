//! The move list: the setup's decisions in words, in a section of their own, then every move of
//! the game in notation, White and Black side by side, numbered from 1, with a mark where
//! something happened (a stack won). It follows the newest move; a click on an entry shows the
//! position after it. How the list is laid out is decided natively in [`crate::ui::move_rows`].

use crate::ui::move_rows::{MoveRows, current};
use checkerbox_core::review::Verdict;
use leptos::html::Div;
use leptos::prelude::*;

pub use crate::ui::any_session::ListedMove;

/// The list. `shown` is how many moves the board shows (`None`: the game as it stands);
/// `first_name` names who begins; `on_show` asks for the position after that many moves.
#[component]
pub fn MoveList(
    #[prop(into)] moves: Signal<Vec<ListedMove>>,
    #[prop(into)] shown: Signal<Option<usize>>,
    first_name: String,
    on_show: Callback<usize>,
    /// A review's verdict on each move, where judged: marked after it (?!, ?, ??).
    #[prop(default = None)]
    verdicts: Option<Memo<Vec<Option<Verdict>>>>,
) -> impl IntoView {
    let scroller = NodeRef::<Div>::new();
    // The entry standing for the position shown, by its moves after.
    let highlighted = Memo::new(move |_| moves.with(|m| current(m, shown.get())));
    // One entry, a button. Which one is shown is a class of its own, so that the entries are
    // rebuilt only when the moves change, and one clicked (or chosen with Enter) keeps the focus.
    let entry = move |m: ListedMove, latest: bool| {
        let after = m.after;
        let mut class = String::from("move");
        if m.setup {
            class.push_str(" setup-step");
        }
        if m.forced {
            class.push_str(" forced");
        }
        if latest {
            class.push_str(" latest");
        }
        let current = move || highlighted.get() == Some(after);
        // A review's mark of the move (?!, ?, ??), once judged.
        let verdict = move || verdicts.and_then(|v| v.with(|v| v.get(after.checked_sub(1)?).copied().flatten()));
        let mark = move || {
            verdict().and_then(|v| Some(view! { <span class=format!("verdict-mark {}", v.plural().replace(' ', "-")) title=v.words()>{v.mark()?}</span> }))
        };
        let title = if m.forced {
            "no move was possible, so the turn passed".to_string()
        } else {
            m.events.iter().map(|(_, t)| t.as_str()).collect::<Vec<_>>().join(" ")
        };
        // A setup step's words say what its events would mark.
        let marks = (!m.setup).then(|| {
            m.events
                .iter()
                .map(|(side, _)| {
                    let class = format!("event-mark {}", side.word());
                    view! { <span class=class aria-hidden="true"></span> }
                })
                .collect_view()
        });
        view! {
            <button class=class class:current=current title=title data-after=after.to_string()
                aria-current=move || current().then_some("step")
                on:click=move |_| on_show.run(after)>
                {m.text}
                {marks}
                {mark}
            </button>
        }
    };
    let entries = move || {
        let listed = moves.get();
        let latest = listed.last().map(|m| m.after);
        let MoveRows { setup, rows } = MoveRows::of(listed);
        let entry = move |m: ListedMove| {
            let is_latest = latest == Some(m.after);
            entry(m, is_latest)
        };
        let setup = (!setup.is_empty()).then(|| {
            view! {
                <div class="setup-steps" data-testid="setup-list">
                    <h3 class="move-section">"Setup"</h3>
                    <ol>{setup.into_iter().map(|m| view! { <li>{entry(m)}</li> }).collect_view()}</ol>
                </div>
            }
        });
        let rows = rows
            .into_iter()
            .enumerate()
            .map(|(row, places)| {
                let cells = places
                    .into_iter()
                    .map(|place| match place {
                        Some(m) => entry(m).into_any(),
                        None => view! { <span class="move-gap" aria-hidden="true">"\u{2026}"</span> }.into_any(),
                    })
                    .collect_view();
                view! {
                    <li>
                        <span class="move-number">{format!("{}.", row + 1)}</span>
                        {cells}
                    </li>
                }
            })
            .collect_view();
        view! {
            {setup}
            <ol class="move-rows">{rows}</ol>
        }
    };
    // Follow the newest move, or the one shown: once the list is drawn, in the next frame (the
    // effect may run before the entries are).
    Effect::new(move |_| {
        let (shown, highlighted) = (shown.get(), highlighted.get());
        request_animation_frame(move || follow(scroller, shown, highlighted));
    });
    view! {
        <section class="panel move-list">
            <h2>"Moves"</h2>
            <Show when=move || moves.with(|m| m.is_empty())>
                <p class="hint">{format!("No moves yet. {first_name} begins.")}</p>
            </Show>
            <div class="move-scroll" node_ref=scroller data-testid="move-list">{entries}</div>
        </section>
    }
}

/// Scrolls the list to the newest entry, or to the entry `highlighted` of the position shown.
fn follow(scroller: NodeRef<Div>, shown: Option<usize>, highlighted: Option<usize>) {
    let Some(el) = scroller.try_get_untracked().flatten() else { return };
    let after = match (shown, highlighted) {
        (None, _) => return el.set_scroll_top(el.scroll_height()),
        // The start, before the first entry.
        (Some(_), None) => return el.set_scroll_top(0),
        (Some(_), Some(after)) => after,
    };
    if let Ok(Some(cell)) = el.query_selector(&format!("[data-after=\"{after}\"]")) {
        let cell: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(cell);
        let (top, bottom) = (cell.offset_top(), cell.offset_top() + cell.offset_height());
        if top < el.scroll_top() || bottom > el.scroll_top() + el.client_height() {
            el.set_scroll_top(top - el.client_height() / 2);
        }
    }
}
