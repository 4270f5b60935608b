//! Navigation: which screen is shown, the new-game dialog, and why a link led nowhere. A leaf
//! module, provided as context by the app's root: the screens use it and import nothing else of
//! the root, so the root and the screens do not import each other.

use super::library;
use crate::ui::address::Place;
use checkerbox_core::games::GameId;
use leptos::prelude::*;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    /// The rules page of a game.
    Rules(GameId),
    /// Playing a game: its game in progress. Setting it always rebuilds the screen (a signal's
    /// `set` notifies even when the value is the same), so a new game with the same settings
    /// starts afresh.
    Play(GameId),
    /// The library: every game played here.
    Library,
    /// A lesson of a game's tutorial. Setting it rebuilds the screen too, so a lesson restarts.
    Lesson(GameId, usize),
}

impl Screen {
    /// Where the address bar says this screen is.
    pub fn place(self) -> Place {
        match self {
            Screen::Home => Place::Home,
            Screen::Rules(game) => Place::Rules(game),
            Screen::Play(game) => Place::Play(game),
            Screen::Library => Place::Library,
            Screen::Lesson(game, k) => Place::Lesson(game, k),
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
    /// What the next play screen says first (why it shows the game as another tab left it).
    pub told: StoredValue<Option<String>>,
    /// The next play screen opens its analysis board at its latest position (a lesson's position
    /// analysed).
    pub analyse_next: StoredValue<bool>,
}

impl Nav {
    pub fn new() -> Nav {
        Nav {
            screen: RwSignal::new(Screen::Home),
            dialog: RwSignal::new(None),
            lost: RwSignal::new(None),
            told: StoredValue::new(None),
            analyse_next: StoredValue::new(false),
        }
    }

    pub fn go(self, screen: Screen) {
        self.screen.set(screen);
    }

    /// The id and record of the game in progress of `game`, as the library has it (in memory
    /// too, so a game goes on across screens even where the browser keeps nothing).
    pub fn record(self, game: GameId) -> Option<(String, String)> {
        library::current(game)
    }

    /// Starts a new game from its record (see [`checkerbox_core::session::Record`]) as the game in progress
    /// of that game; the one it follows stays in the library.
    pub fn start(self, game: GameId, record: String) {
        self.open(game, &library::new_id(), record);
    }

    /// Plays the library's game `id` of `game`, from `record`.
    pub fn open(self, game: GameId, id: &str, record: String) {
        library::save(game, id, &record);
        self.dialog.set(None);
        self.go(Screen::Play(game));
    }
}
