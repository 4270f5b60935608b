//! The home screen: every game, who designed it, and a way in, including back into each game's
//! game in progress and its lessons (with the learner's progress); a first-time visitor is
//! offered the lessons.

use super::library;
use super::nav::{Nav, Screen};
use super::remembered;
use super::share::{LinkTrouble, TroubleNote};
use checkerbox_core::games::GameId;
use checkerbox_core::session::Session;
use checkerbox_core::with_game;
use leptos::prelude::*;

/// The moves of `game`'s game in progress, when it has begun and not ended: worth continuing.
pub(super) fn unfinished_moves(nav: Nav, game: GameId) -> Option<usize> {
    let (_, record) = nav.record(game)?;
    with_game!(game, |G| {
        let session = Session::<G>::from_json(&record).ok()?;
        (session.result().is_none() && !session.played().is_empty()).then(|| session.played().len())
    })
}

#[component]
pub fn Home() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let mut notices = Vec::new();
    let progress = remembered::progress();
    let welcome = RwSignal::new(!remembered::welcomed());
    let cards = GameId::ALL
        .into_iter()
        .map(|game| {
            let info = game.info();
            let credit = format!("by {} ({})", info.designer, info.year);
            if let Some(why) = library::check(game) {
                notices.push(format!(
                    "Your saved {} game could not be read, so it was kept aside and not loaded: {why}.",
                    info.name
                ));
            }
            let resume = unfinished_moves(nav, game).map(|moves| view! {
                <button class="primary" data-testid=format!("continue-{game}") on:click=move |_| nav.go(Screen::Play(game))>
                    {format!("Continue ({moves} move{})", if moves == 1 { "" } else { "s" })}
                </button>
            });
            let play_class = if resume.is_some() { "" } else { "primary" };
            let (learnt, lessons) = progress.count(game);
            let next = progress.next(game);
            let learn = match learnt {
                0 => format!("Learn to play: {lessons} short lessons"),
                n if n == lessons => format!("All {lessons} lessons done \u{2713} Look again"),
                n => format!("Lessons: {n} of {lessons} done. Go on"),
            };
            view! {
                <article class="game-card" data-game=game.id()>
                    <h2>{info.name}</h2>
                    <p class="credit">{credit}</p>
                    <p class="blurb">{info.blurb}</p>
                    <div class="card-actions">
                        {resume}
                        <button class=play_class data-testid=format!("play-{game}") on:click=move |_| nav.new_game(game)>
                            "New game"
                        </button>
                        <button on:click=move |_| nav.go(Screen::Rules(game))>"Rules"</button>
                    </div>
                    <p class="card-learn">
                        <button class="link" data-testid=format!("learn-{game}") on:click=move |_| nav.go(Screen::Lesson(game, next))>{learn}</button>
                    </p>
                </article>
            }
        })
        .collect_view();
    let link_trouble = expect_context::<LinkTrouble>().0;
    notices.extend(library::put_off_notice());
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
            <TroubleNote trouble=link_trouble what="link" />
            {notices}
            <Show when=move || welcome.get()>
                <div class="notice welcome" data-testid="welcome" role="region" aria-label="welcome">
                    <p>"New to these games? Each has short lessons on a real board: a few minutes, and you can play."</p>
                    <div class="card-actions">
                        {GameId::ALL.into_iter().map(|game| view! {
                            <button class="primary" data-testid=format!("welcome-{game}") on:click=move |_| {
                                remembered::put_welcome_away();
                                nav.go(Screen::Lesson(game, 0));
                            }>{format!("Learn {}", game.info().name)}</button>
                        }).collect_view()}
                        <button data-testid="welcome-dismiss" on:click=move |_| {
                            remembered::put_welcome_away();
                            welcome.set(false);
                        }>"No thanks"</button>
                    </div>
                </div>
            </Show>
            <div class="cards">{cards}</div>
        </section>
    }
}
