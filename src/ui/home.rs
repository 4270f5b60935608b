//! The home screen: every game, who designed it, and a way in.

use super::{Nav, Screen};
use crate::catalog::games;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let cards = games()
        .into_iter()
        .map(|entry| {
            let info = entry.info;
            let credit = format!("by {} ({})", info.designer, info.year);
            let actions = if entry.playable {
                view! {
                    <div class="card-actions">
                        <button class="primary" data-testid=format!("play-{}", info.id) on:click=move |_| nav.dialog.set(Some(info.id))>
                            "Play"
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
    view! {
        <section class="home">
            <h1>"Games for a checkers set"</h1>
            <p class="lead">"Play with a friend on this device, against the computer, or alone. Nothing to install, and it works offline."</p>
            <div class="cards">{cards}</div>
        </section>
    }
}
