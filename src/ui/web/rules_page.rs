//! The rules pages: each game's rules in our own words, crediting its designer, with a way to play.

use super::nav::{Nav, Screen};
use super::play::GamePage;
use crate::games::GameId;
use crate::tutorial;
use crate::with_game;
use leptos::prelude::*;

#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let info = game.info();
    let body = with_game!(game, |G| <G as GamePage>::rules());
    // Each rule, with the lesson that teaches it.
    let taught = tutorial::lessons(game);
    let lessons = view! {
        <h2>"Learn it on the board"</h2>
        <ul class="rule-lessons" data-testid="rule-lessons">
            {taught.rules.iter().filter_map(|(rule, what)| {
                let k = taught.lessons.iter().position(|l| l.steps.iter().any(|s| s.teaches.contains(rule)))?;
                let title = taught.lessons[k].title;
                Some(view! {
                    <li>
                        {*what}" \u{2014} "
                        <button class="link" data-testid=format!("rule-{rule}") on:click=move |_| nav.go(Screen::Lesson(game, k))>
                            {format!("lesson {}: {title}", k + 1)}
                        </button>
                    </li>
                })
            }).collect_view()}
        </ul>
    };
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
            {lessons}
            {play}
        </article>
    }
}
