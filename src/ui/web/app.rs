//! The page's frame: the screens, navigation between them, and the app's root component.

use super::{ai, byte_game, home, new_game, rules_page, saved};
use crate::rules::Game;
use crate::rules::byte::{Byte, ByteOptions};
use crate::session::{Seat, Session};
use crate::ui::address::{self, Place};
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

impl Screen {
    /// Where the address bar says this screen is.
    fn place(self) -> Place {
        match self {
            Screen::Home => Place::Home,
            Screen::Rules(id) => Place::Rules(id),
            Screen::Byte { .. } | Screen::ByteContinued => Place::Play(Byte::info().id),
        }
    }
}

/// Navigation, shared by every screen through context.
#[derive(Clone, Copy)]
pub struct Nav {
    pub screen: RwSignal<Screen>,
    /// The new-game dialog, open for the game with this id.
    pub dialog: RwSignal<Option<&'static str>>,
    /// Why the last link followed led nowhere, shown on the home screen.
    pub lost: RwSignal<Option<String>>,
}

impl Nav {
    /// Goes where an address leads: for a game, the game in progress, or the new-game dialog if
    /// there is none; home, with the reason, if it leads nowhere.
    fn follow(self, hash: &str) {
        let target = address::parse(hash);
        if target.as_ref().is_ok_and(|place| *place == self.screen.get_untracked().place()) {
            return;
        }
        // Back or Forward leaves whatever dialog was open behind.
        self.dialog.set(None);
        let redirect_home = || {
            self.screen.set(Screen::Home);
            // The address is corrected in place, not pushed: Back must not lead to it again.
            let _ = window().location().replace(&Place::Home.hash());
        };
        match target {
            Ok(Place::Home) => self.screen.set(Screen::Home),
            Ok(Place::Rules(id)) => self.screen.set(Screen::Rules(id)),
            Ok(Place::Play(id)) => match saved::load::<Byte>() {
                Some(Ok(_)) => self.screen.set(Screen::ByteContinued),
                None => {
                    redirect_home();
                    self.dialog.set(Some(id));
                }
                // The home screen says why the saved game cannot be continued.
                Some(Err(_)) => redirect_home(),
            },
            Err(why) => {
                self.lost.set(Some(why));
                redirect_home();
            }
        }
    }
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Mounts the app on the page.
pub fn start() {
    crate::report_panics();
    mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    let nav = Nav { screen: RwSignal::new(Screen::Home), dialog: RwSignal::new(None), lost: RwSignal::new(None) };
    provide_context(nav);
    provide_context(ai::Ai::new());
    // The address follows the screen (a new history entry each time, for the Back button), and
    // the screen follows the address when the person goes back, forward, or edits it.
    nav.follow(&current_hash());
    Effect::new(move |_| {
        let screen = nav.screen.get();
        if screen != Screen::Home {
            nav.lost.set(None);
        }
        if address::parse(&current_hash()).ok() != Some(screen.place()) {
            let _ = window().location().set_hash(&screen.place().hash());
        }
    });
    // The app lives as long as the page, and so does this listener.
    let _ = window_event_listener(leptos::ev::hashchange, move |_| nav.follow(&current_hash()));
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
            "Checkerbox runs entirely in your browser: nothing you play leaves it."
        </footer>
    }
}
