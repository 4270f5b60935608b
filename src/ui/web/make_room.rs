//! "Delete finished games older than …": the way to make room when the browser's storage is full,
//! with the number of games each choice deletes, said before anything is deleted.

use super::library;
use crate::ui::library::{AGES, finished_before};
use leptos::prelude::*;

/// The choice of age and the button that deletes; `then` runs once they are deleted (to keep
/// again what could not be kept).
#[component]
pub fn MakeRoom(then: Callback<()>) -> impl IntoView {
    let age = RwSignal::new(1usize);
    let changed = library::signals().changed;
    // (id, finished, last changed) of every game, as the library lists them.
    let games = Memo::new(move |_| {
        changed.get();
        library::list().0.into_iter().map(|g| (g.id, g.finished, g.updated)).collect::<Vec<_>>()
    });
    let now = js_sys::Date::now() as u64;
    let chosen = move || {
        let days = AGES.get(age.get()).map_or(30, |(days, _)| *days);
        games.with(|g| finished_before(g, days, now).into_iter().map(str::to_string).collect::<Vec<_>>())
    };
    let label = move || match chosen().len() {
        0 => "No finished game is that old".to_string(),
        1 => "Delete 1 finished game".to_string(),
        n => format!("Delete {n} finished games"),
    };
    view! {
        <div class="make-room" data-testid="make-room">
            <label>
                "Finished games older than "
                <select data-testid="make-room-age" on:change=move |e| age.set(event_target_value(&e).parse().unwrap_or(1))>
                    {AGES.iter().enumerate().map(|(k, (_, words))| view! { <option value=k.to_string() selected=k == 1>{*words}</option> }).collect_view()}
                </select>
            </label>
            <button data-testid="make-room-delete" disabled=move || chosen().is_empty() on:click=move |_| {
                let ids = chosen();
                library::remove(&ids.iter().map(String::as_str).collect::<Vec<_>>());
                then.run(());
            }>{label}</button>
        </div>
    }
}
