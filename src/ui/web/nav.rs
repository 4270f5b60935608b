//! Navigation: which screen is shown, the new-game dialog, and why a link led nowhere. A leaf
//! module, provided as context by the app's root: the screens use it and import nothing else of
//! the root, so the root and the screens do not import each other.

use crate::games::GameId;
use crate::ui::address::Place;
use leptos::prelude::*;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    /// The rules page of a game.
    Rules(GameId),
    /// Playing a game: its game in progress. The number changes with every new game, so that a
    /// second game with the same settings is built afresh.
    Play(GameId, u64),
}

impl Screen {
    /// Where the address bar says this screen is.
    pub fn place(self) -> Place {
        match self {
            Screen::Home => Place::Home,
            Screen::Rules(game) => Place::Rules(game),
            Screen::Play(game, _) => Place::Play(game),
        }
    }
}

/// Navigation, shared by every screen through context.
#[derive(Clone, Copy)]
pub struct Nav {
    pub screen: RwSignal<Screen>,
    /// The new-game dialog, open for this game.
    pub dialog: RwSignal<Option<GameId>>,
    /// Why the last link followed led nowhere, shown on the home screen.
    pub lost: RwSignal<Option<String>>,
    /// A game just started, as a saved-game record, for the play screen to take up: it is also
    /// saved, but it must start even where the browser keeps nothing.
    fresh: StoredValue<Option<(GameId, String)>>,
    games_started: StoredValue<u64>,
}

impl Nav {
    pub fn new() -> Nav {
        Nav {
            screen: RwSignal::new(Screen::Home),
            dialog: RwSignal::new(None),
            lost: RwSignal::new(None),
            fresh: StoredValue::new(None),
            games_started: StoredValue::new(0),
        }
    }

    pub fn go(self, screen: Screen) {
        self.screen.set(screen);
    }

    /// Continues the game in progress of `game`.
    pub fn resume(self, game: GameId) {
        self.go(Screen::Play(game, self.games_started.get_value()));
    }

    /// Starts a new game from its record (see [`crate::session::Record`]), replacing the game in
    /// progress of that game.
    pub fn start(self, game: GameId, record: String) {
        self.fresh.set_value(Some((game, record)));
        self.dialog.set(None);
        self.games_started.update_value(|n| *n += 1);
        self.resume(game);
    }

    /// The record of a game just started, if it is of `game`; taken once.
    pub fn take_fresh(self, game: GameId) -> Option<String> {
        let fresh = self.fresh.get_value().filter(|(g, _)| *g == game)?;
        self.fresh.set_value(None);
        Some(fresh.1)
    }
}
