//! The app's root: the screens, following the address bar, and the frame around them.

use super::ai;
use super::home::Home;
use super::lesson::lesson_screen;
use super::library;
use super::library_page::LibraryPage;
use super::nav::{Nav, Screen};
use super::new_game::NewGameDialog;
use super::offline::UpdateBanner;
use super::play::{self, play_screen};
use super::reviewer::Reviewer;
use super::rules_page::RulesPage;
use super::settings::{Prefs, SettingsDialog};
use super::share::{self, LinkTrouble};
use super::study::{Rooms, Study};
use crate::ui::address::{self, Place, Tool};
use checkerbox_core::games::GameId;
use checkerbox_core::session::Session;
use checkerbox_core::with_game;
use leptos::prelude::*;

/// Goes where an address leads: for a game, its game in progress, or the new-game dialog if there
/// is none; home, with the reason, if it leads nowhere.
fn follow(nav: Nav, trouble: LinkTrouble, hash: &str) {
    let target = address::parse(hash);
    if target.as_ref().is_ok_and(|place| *place == nav.screen.get_untracked().place()) {
        return;
    }
    // Back or Forward leaves whatever dialog was open behind.
    nav.dialog.set(None);
    // The play page hands the study's places to the study page, in this address's place.
    if let Ok(place) = target.as_ref()
        && place.studied()
        && !nav.studies
    {
        return nav.visit_study(*place, true);
    }
    let redirect_home = || {
        nav.go(Screen::Home);
        // The address is corrected in place, not pushed: Back must not lead to it again.
        let _ = window().location().replace(&Place::Home.hash());
    };
    match target {
        Ok(Place::Home) => nav.go(Screen::Home),
        Ok(Place::Rules(game)) => nav.go(Screen::Rules(game)),
        Ok(Place::Lesson(game, k)) => nav.go(Screen::Lesson(game, k)),
        Ok(Place::Library) => nav.go(Screen::Library),
        Ok(Place::Settings) => {
            redirect_home();
            nav.open_settings();
        }
        // A game's own address, or a study tool's on it: its game in progress (for a tool, drawn
        // afresh even where it is shown already, to open the tool once drawn, and the address
        // becomes the game's own); the new-game dialog if there is none.
        Ok(place @ (Place::Play(game) | Place::Study(game, _))) => {
            match nav.record(game).map(|(_, record)| readable(game, &record)) {
                Some(true) => {
                    if let Place::Study(_, tool) = place {
                        nav.then.set_value(Some(tool));
                        let _ = window().location().replace(&Place::Play(game).hash());
                    }
                    nav.go(Screen::Play(game));
                }
                // No game of it: home, with the new-game dialog (or the settings asked for).
                None => {
                    redirect_home();
                    match place {
                        Place::Study(_, Tool::Settings) => nav.open_settings(),
                        _ => nav.new_game(game),
                    }
                }
                // The home screen says why the saved game cannot be continued.
                Some(false) => redirect_home(),
            }
        }
        // A game sent as a link: opened, and the address becomes the game's own (replaced, so
        // that Back does not open the link again); or home, saying why not.
        Ok(Place::Link(game)) => match share::open_link(nav, hash) {
            Ok(()) => {
                let _ = window().location().replace(&Place::Play(game).hash());
            }
            Err(why) => {
                trouble.0.set(Some(why));
                redirect_home();
            }
        },
        Err(why) => {
            nav.lost.set(Some(why));
            redirect_home();
        }
    }
}

/// Whether a game's record replays.
fn readable(game: GameId, record: &str) -> bool {
    with_game!(game, |G| Session::<G>::from_json(record).is_ok())
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Mounts the play page's app: none of the study's rooms.
pub fn start_play() {
    start(None);
}

/// Mounts the study page's app: every room.
pub fn start_study() {
    start(Some(Rooms {
        lesson: |game, k| with_game!(game, |G| untrack(|| lesson_screen::<G>(game, k)).into_any()),
        library: || view! { <LibraryPage /> }.into_any(),
        reviewer: |ctx| Reviewer::new(ctx.game, ctx.id, ctx.table, ctx.revision),
        boards: play::study_boards,
        panel: play::review_panel,
        new_game: |game| view! { <NewGameDialog game=game /> }.into_any(),
        settings: || {
            let nav = expect_context::<Nav>();
            view! { <SettingsDialog on_close=Callback::new(move |_| nav.settings.set(false)) /> }.into_any()
        },
    }));
}

/// Mounts the app on the page, with the study's `rooms` where this page holds them.
fn start(rooms: Option<Rooms>) {
    crate::report_panics();
    // The library is open before the app is mounted (and Leptos's own executor is set up).
    wasm_bindgen_futures::spawn_local(async move {
        library::open().await;
        super::earlier_games::then(move || mount_to_body(move || view! { <App rooms=rooms /> }));
    });
}

/// The play screen of `game`: its game in progress, as kept in memory, else as saved.
fn play(nav: Nav, game: GameId) -> AnyView {
    let Some((id, record)) = nav.record(game) else { return view! { <Home /> }.into_any() };
    with_game!(game, |G| match Session::<G>::from_json(&record) {
        Ok(session) => untrack(|| play_screen::<G>(game, id, session)).into_any(),
        Err(_) => view! { <Home /> }.into_any(),
    })
}

/// "Byte and Basic are games by Mark Steere, …": every designer credited, from the registry.
fn credits() -> String {
    let mut by: Vec<(&str, Vec<&str>)> = Vec::new();
    for game in GameId::ALL {
        let info = game.info();
        match by.iter_mut().find(|(designer, _)| *designer == info.designer) {
            Some((_, names)) => names.push(info.name),
            None => by.push((info.designer, vec![info.name])),
        }
    }
    let parts: Vec<String> = by
        .iter()
        .map(|(designer, names)| match names.as_slice() {
            [one] => format!("{one} is by {designer}"),
            [init @ .., last] => format!("{} and {last} are by {designer}", init.join(", ")),
            [] => String::new(),
        })
        .collect();
    format!("{}.", parts.join("; "))
}

#[component]
fn App(rooms: Option<Rooms>) -> impl IntoView {
    let nav = Nav::new(rooms.is_some());
    provide_context(nav);
    provide_context(Study(rooms));
    provide_context(ai::Ai::new());
    Prefs::provide();
    let trouble = LinkTrouble(RwSignal::new(None));
    provide_context(trouble);
    // The address follows the screen (a new history entry each time, for the Back button), and
    // the screen follows the address when the person goes back, forward, or edits it.
    follow(nav, trouble, &current_hash());
    Effect::new(move |_| {
        let screen = nav.screen.get();
        // Every screen opens at its top, wherever the last one was scrolled to.
        window().scroll_to_with_x_and_y(0.0, 0.0);
        if screen != Screen::Home {
            nav.lost.set(None);
            trouble.0.set(None);
        }
        if address::parse(&current_hash()).ok() != Some(screen.place()) {
            let _ = window().location().set_hash(&screen.place().hash());
        }
    });
    // The app lives as long as the page, and so do these listeners.
    let _ = window_event_listener(leptos::ev::hashchange, move |_| follow(nav, trouble, &current_hash()));
    // A page that Back brings back from the browser's memory shows what it showed when left, but
    // the game and the settings may have moved on on the other page since: it is read afresh.
    let _ = window_event_listener(leptos::ev::pageshow, |e| {
        if e.persisted() {
            let _ = window().location().reload();
        }
    });
    let screen = move || match nav.screen.get() {
        Screen::Home => view! { <Home /> }.into_any(),
        Screen::Rules(game) => view! { <RulesPage game=game /> }.into_any(),
        Screen::Play(game) => play(nav, game),
        // Only the study page shows these (the play page's `Nav::go` leads there).
        Screen::Library => rooms.map(|r| (r.library)()).unwrap_or_else(|| view! { <Home /> }.into_any()),
        Screen::Lesson(game, k) => rooms.map(|r| (r.lesson)(game, k)).unwrap_or_else(|| view! { <Home /> }.into_any()),
    };
    // In a game, the top bar offers its rules.
    let rules_link = move || match nav.screen.get() {
        Screen::Play(game) | Screen::Lesson(game, _) => {
            Some(view! { <button on:click=move |_| nav.go(Screen::Rules(game))>"Rules"</button> })
        }
        _ => None,
    };
    view! {
        <header class="topbar">
            <button class="brand" on:click=move |_| nav.go(Screen::Home) aria-label="home">
                <span class="brand-mark"></span>
                <span class="brand-name">"Checkerbox"</span>
            </button>
            <nav class="topnav">
                <button on:click=move |_| nav.go(Screen::Home)>"Games"</button>
                <button data-testid="your-games" on:click=move |_| nav.go(Screen::Library)>"Your games"</button>
                <button data-testid="settings" aria-label="Settings" on:click=move |_| nav.open_settings()>
                    <span class="nav-icon" aria-hidden="true">"\u{2699}"</span>
                    <span class="nav-label">"Settings"</span>
                </button>
                {rules_link}
            </nav>
        </header>
        <UpdateBanner />
        <main>{screen}</main>
        {move || rooms.and_then(|r| Some((r.new_game)(nav.dialog.get()?)))}
        {move || rooms.filter(|_| nav.settings.get()).map(|r| (r.settings)())}
        <footer class="footer">
            {credits()}
            " Checkerbox runs entirely in your browser: nothing you play leaves it."
        </footer>
    }
}
