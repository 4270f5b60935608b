//! The home screen: every game, who designed it, and a way in, including back into a saved game.

use super::app::{Nav, Screen};
use super::saved::{self, Saved};
use crate::catalog::games;
use crate::rules::Game;
use crate::rules::byte::Byte;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let mut notices = Vec::new();
    let cards = games()
        .into_iter()
        .map(|entry| {
            let info = entry.info;
            let credit = format!("by {} ({})", info.designer, info.year);
            let saved = if info.id == Byte::info().id { saved::check::<Byte>() } else { Saved::None };
            if let Saved::Unreadable(why) = &saved {
                notices.push(format!(
                    "Your saved {} game could not be read, so it was kept aside and not loaded: {why}.",
                    info.name
                ));
            }
            let resume = match saved {
                Saved::InProgress(moves) => Some(view! {
                    <button class="primary" data-testid=format!("continue-{}", info.id)
                        on:click=move |_| nav.screen.set(Screen::ByteContinued)>
                        {format!("Continue ({moves} move{})", if moves == 1 { "" } else { "s" })}
                    </button>
                }),
                _ => None,
            };
            let actions = if entry.playable {
                let play_class = if resume.is_some() { "" } else { "primary" };
                view! {
                    <div class="card-actions">
                        {resume}
                        <button class=play_class data-testid=format!("play-{}", info.id) on:click=move |_| nav.dialog.set(Some(info.id))>
                            "New game"
                        </button>
                        <button on:click=move |_| nav.screen.set(Screen::Rules(info.id))>"Rules"</button>
                    </div>
                }
                .into_any()
            } else {
                view! { <div class="card-actions"><span class="coming">"Coming soon"</span></div> }.into_any()
            };
            view! {
                <article class=if entry.playable { "game-card" } else { "game-card soon" } data-game=info.id>
                    <h2>{info.name}</h2>
                    <p class="credit">{credit}</p>
                    <p class="blurb">{entry.blurb}</p>
                    {actions}
                </article>
            }
        })
        .collect_view();
    let notices = notices.into_iter().map(|n| view! { <p class="notice" role="status">{n}</p> }).collect_view();
    let lost = move || {
        nav.lost.get().map(|why| {
            let mut why = why;
            if let Some(first) = why.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            view! { <p class="notice" role="status" data-testid="lost">{format!("{why}. Here are the games.")}</p> }
        })
    };
    view! {
        <section class="home">
            <h1>"Games for a checkers set"</h1>
            <p class="lead">"Play with a friend on this device, or against the computer. Nothing to install, no account, and nothing leaves your browser."</p>
            {lost}
            {notices}
            <div class="cards">{cards}</div>
        </section>
    }
}
