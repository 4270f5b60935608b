//! The rules pages: each game's rules in our own words, crediting its designer, with the lessons
//! that teach them and a way to play.
//!
//! The rules themselves are static HTML beside the page, `assets/rules/<game id>.html` (copied
//! into the build's `rules/`), fetched when a player opens them ([`super::beside`]), so that the
//! wasm, which every first load pays for, does not carry them, read or not. So are the lessons
//! the rules link to.

use super::beside::{fetch_text, lessons};
use super::nav::{Nav, Screen};
use checkerbox_core::games::GameId;
use leptos::prelude::*;

#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let info = game.info();
    let text = RwSignal::new(None::<Result<String, String>>);
    let taught = RwSignal::new(None);
    // The rules and the lessons are fetched side by side; nobody to tell if the player left the
    // page meanwhile.
    leptos::task::spawn_local(async move {
        let _ = text.try_set(Some(fetch_text(&format!("rules/{}.html", game.id())).await));
    });
    leptos::task::spawn_local(async move {
        // Without its lessons, the page still has its rules: the list is left out.
        let _ = taught.try_set(lessons(game).await.ok());
    });
    let body = move || match text.get() {
        None => view! { <p class="note">"Opening the rules\u{2026}"</p> }.into_any(),
        Some(Ok(html)) => view! { <div class="rules-text" data-testid="rules-text" inner_html=html></div> }.into_any(),
        Some(Err(why)) => {
            let said = format!("The rules could not be opened: {why}.");
            view! { <p class="note refused" role="alert" data-testid="rules-failed">{said}</p> }.into_any()
        }
    };
    // Each rule, with the lesson that teaches it.
    let lessons = move || {
        taught.get().map(|taught| view! {
        <h2>"Learn it on the board"</h2>
        <ul class="rule-lessons" data-testid="rule-lessons">
            {taught.rules.iter().filter_map(|(rule, what)| {
                let k = taught.lessons.iter().position(|l| l.steps.iter().any(|s| s.teaches.contains(rule)))?;
                let title = &taught.lessons[k].title;
                Some(view! {
                    <li>
                        {what.as_str()}" \u{2014} "
                        <button class="link" data-testid=format!("rule-{rule}") on:click=move |_| nav.go(Screen::Lesson(game, k))>
                            {format!("lesson {}: {title}", k + 1)}
                        </button>
                    </li>
                })
            }).collect_view()}
        </ul>
    })
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
