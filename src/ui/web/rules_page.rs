//! The rules pages: each game's rules in our own words, crediting its designer, with the lessons
//! that teach them and a way to play.
//!
//! The rules themselves are static HTML beside the page, `assets/rules/<game id>.html` (copied
//! into the build's `rules/`), fetched when a player opens them ([`super::beside`]), so that the
//! wasm, which every first load pays for, does not carry them, read or not. Each ends with its
//! rules linked to the lessons that teach them, written there from the lessons (and checked
//! against them by `tests/rules_pages.rs`), so that the page reads no lessons to show them.

use super::beside::fetch_text;
use super::nav::Nav;
use checkerbox_core::games::GameId;
use leptos::prelude::*;

#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let info = game.info();
    let text = RwSignal::new(None::<Result<String, String>>);
    // Nobody to tell if the player left the page meanwhile.
    leptos::task::spawn_local(async move {
        let _ = text.try_set(Some(fetch_text(&format!("rules/{}.html", game.id())).await));
    });
    let body = move || match text.get() {
        None => view! { <p class="note">"Opening the rules\u{2026}"</p> }.into_any(),
        Some(Ok(html)) => view! { <div class="rules-text" data-testid="rules-text" inner_html=html></div> }.into_any(),
        Some(Err(why)) => {
            let said = format!("The rules could not be opened: {why}.");
            view! { <p class="note refused" role="alert" data-testid="rules-failed">{said}</p> }.into_any()
        }
    };
    let play = view! {
        <p>
            <button class="primary" data-testid="rules-play" on:click=move |_| nav.new_game(game)>
                {format!("Play {}", info.name)}
            </button>
        </p>
    };
    view! {
        <article class="rules" data-game=game.id()>
            <h1>{info.name}" \u{2014} rules"</h1>
            <p class="credit">{format!("A game by {}, {}.", info.designer, info.year)}</p>
            {body}
            {play}
        </article>
    }
}
