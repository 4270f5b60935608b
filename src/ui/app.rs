//! The page's frame: the screens, navigation between them, and the app's root component.

use super::{ai, byte_game, home, new_game, rules_page, saved};
use crate::rules::Game;
use crate::rules::byte::{Byte, ByteOptions};
use crate::session::{Seat, Session};
use leptos::prelude::*;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Screen {
    Home,
    /// The rules page of the game with this id.
    Rules(&'static str),
    /// A new Byte game. Setting the screen always rebuilds it, so a second game with the same
    /// settings starts afresh too.
    Byte {
        options: ByteOptions,
        seats: [Seat; 2],
    },
    /// The saved Byte game, continued.
    ByteContinued,
}

/// Navigation, shared by every screen through context.
#[derive(Clone, Copy)]
pub struct Nav {
    pub screen: RwSignal<Screen>,
    /// The new-game dialog, open for the game with this id.
    pub dialog: RwSignal<Option<&'static str>>,
}

/// Mounts the app on the page.
pub fn start() {
    crate::report_panics();
    mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    let nav = Nav { screen: RwSignal::new(Screen::Home), dialog: RwSignal::new(None) };
    provide_context(nav);
    provide_context(ai::Ai::new());
    let screen = move || match nav.screen.get() {
        Screen::Home => view! { <home::Home /> }.into_any(),
        Screen::Rules(id) => view! { <rules_page::RulesPage id=id /> }.into_any(),
        Screen::Byte { options, seats } => {
            let session = Session::new(Byte::new_game(options), seats);
            view! { <byte_game::ByteGame session=session /> }.into_any()
        }
        Screen::ByteContinued => match saved::load::<Byte>() {
            Some(Ok(session)) => view! { <byte_game::ByteGame session=session /> }.into_any(),
            _ => view! { <home::Home /> }.into_any(),
        },
    };
    view! {
        <header class="topbar">
            <button class="brand" on:click=move |_| nav.screen.set(Screen::Home) aria-label="home">
                <span class="brand-mark"></span>
                "Checkerbox"
            </button>
            <nav class="topnav">
                <button on:click=move |_| nav.screen.set(Screen::Home)>"Games"</button>
                <button on:click=move |_| nav.screen.set(Screen::Rules("byte"))>"Rules"</button>
            </nav>
        </header>
        <main>{screen}</main>
        {move || nav.dialog.get().map(|id| view! { <new_game::NewGameDialog id=id /> })}
        <footer class="footer">
            "Byte and Basic are games by Mark Steere, Pyle by Christian Freeling, Sight Reduction by Rich Hutnik. "
            "Checkerbox runs entirely in your browser, offline once loaded."
        </footer>
    }
}
