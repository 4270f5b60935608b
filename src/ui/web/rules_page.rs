//! The rules pages: each game's rules in our own words, crediting its designer, with a way to play.

use super::nav::Nav;
use super::play::GamePage;
use crate::games::GameId;
use crate::with_game;
use leptos::prelude::*;

#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let info = game.info();
    let body = with_game!(game, |G| <G as GamePage>::rules());
    let play = view! {
        <p>
            <button class="primary" data-testid="rules-play" on:click=move |_| nav.dialog.set(Some(game))>
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
