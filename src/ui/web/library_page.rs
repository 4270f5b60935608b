//! The library screen, "Your games": every game played here, unfinished ones first, to continue,
//! look through move by move (and branch off from any position, on the play screen), save or send,
//! or delete; and the way in for a game's record or link from elsewhere.

use super::library::{self, Listed};
use super::nav::Nav;
use super::share::ImportDialog;
use leptos::prelude::*;

/// "23 Nov, 14:05": when a game was last played.
fn when(ms: u64) -> String {
    let d = js_sys::Date::new(&(ms as f64).into());
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let month = MONTHS.get(d.get_month() as usize).copied().unwrap_or("");
    format!("{} {month} {}, {:02}:{:02}", d.get_date(), d.get_full_year(), d.get_hours(), d.get_minutes())
}

#[component]
pub fn LibraryPage() -> impl IntoView {
    let nav = expect_context::<Nav>();
    // Bumped after a deletion, to list again.
    let changed = RwSignal::new(0u32);
    // Listed again when this tab or another changes the library.
    let news = library::signals().changed;
    let listing = Memo::new(move |_| {
        changed.get();
        news.get();
        library::list()
    });
    let importing = RwSignal::new(false);
    // The game asked to be deleted, waiting for "Yes".
    let deleting = RwSignal::new(None::<String>);
    let open = move |entry: &Listed| {
        if let Some((game, record)) = library::record(&entry.id) {
            nav.open(game, &entry.id, record);
        }
    };
    let row = move |entry: Listed| {
        let (id, id_for_delete, id_for_confirm) = (entry.id.clone(), entry.id.clone(), entry.id.clone());
        let asking = move || deleting.get().as_deref() == Some(id.as_str());
        let moves = match entry.moves {
            1 => "1 move".to_string(),
            n => format!("{n} moves"),
        };
        let verb = if entry.finished { "Look through" } else { "Continue" };
        let opened = entry.clone();
        view! {
            <li class="library-row" data-testid="library-game" data-game=entry.game.id() class:finished=entry.finished>
                <div class="library-what">
                    <strong>{entry.game.info().name}</strong>
                    <span class="variant">{entry.variant.clone()}</span>
                    <span>{format!("{} \u{00b7} {moves} \u{00b7} {}", entry.state, when(entry.updated))}</span>
                    <small class="seat-detail">{entry.players.clone()}</small>
                </div>
                <div class="card-actions">
                    <Show when=asking fallback=move || {
                        let opened = opened.clone();
                        let id = id_for_delete.clone();
                        view! {
                            <button class="primary" data-testid="library-open" on:click=move |_| open(&opened)>{verb}</button>
                            <button data-testid="library-delete" on:click=move |_| deleting.set(Some(id.clone()))>"Delete"</button>
                        }
                    }>
                        {
                            let id = id_for_confirm.clone();
                            view! {
                                <span>"Delete this game?"</span>
                                <button class="primary" data-testid="library-delete-yes" on:click=move |_| {
                                    library::remove(&[&id]);
                                    deleting.set(None);
                                    changed.update(|n| *n += 1);
                                }>"Delete"</button>
                                <button on:click=move |_| deleting.set(None)>"Keep it"</button>
                            }
                        }
                    </Show>
                </div>
            </li>
        }
    };
    let section = move |title: &'static str, finished: bool| {
        move || {
            let games: Vec<Listed> =
                listing.with(|(g, _)| g.iter().filter(|e| e.finished == finished).cloned().collect());
            (!games.is_empty()).then(|| {
                view! {
                    <h2>{title}</h2>
                    <ul class="library-list">{games.into_iter().map(row).collect_view()}</ul>
                }
            })
        }
    };
    let empty = move || listing.with(|(g, _)| g.is_empty());
    let problems = move || {
        listing
            .with(|(_, p)| p.iter().map(|p| view! { <p class="notice" role="status">{p.clone()}</p> }).collect_view())
    };
    view! {
        <section class="library">
            <h1>"Your games"</h1>
            <p class="lead">"Every game you play here is kept in this browser as you play. Open one to go on, or to look through it move by move and play on from any position."</p>
            <div class="card-actions">
                <button data-testid="import" on:click=move |_| importing.set(true)>"Open a record or a link\u{2026}"</button>
            </div>
            {problems}
            <Show when=empty>
                <p class="hint" data-testid="library-empty">"No games yet: start one from the games."</p>
            </Show>
            {section("Unfinished", false)}
            {section("Finished", true)}
            <Show when=move || importing.get()>
                <ImportDialog on_close=Callback::new(move |_| importing.set(false)) />
            </Show>
        </section>
    }
}
