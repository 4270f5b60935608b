//! Navigation: which screen is shown, the new-game and settings dialogs, and why a link led
//! nowhere. A leaf module, provided as context by the app's root: the screens use it and import
//! nothing else of the root, so the root and the screens do not import each other.

use super::library;
use crate::ui::address::{Place, STUDY_PAGE, Tool};
use checkerbox_core::games::GameId;
use leptos::prelude::*;

/// Asked before the play page loads the study page while the browser is not keeping its game.
const LEAVING: &str = "This browser is not keeping your game, and this opens on another page of Checkerbox, where the game will not be. Leave it anyway? (To keep it, save it as a file or keep its link first.)";

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
    /// The new-game dialog, open for this game (on the study page: see [`Nav::new_game`]).
    pub dialog: RwSignal<Option<GameId>>,
    /// The settings dialog is open (on the study page: see [`Nav::open_settings`]).
    pub settings: RwSignal<bool>,
    /// Why the last link followed led nowhere, shown on the home screen.
    pub lost: RwSignal<Option<String>>,
    /// What the next play screen says first (why it shows the game as another tab left it).
    pub told: StoredValue<Option<String>>,
    /// A study tool the next play screen opens on its game (the analysis board for a lesson's
    /// position, or what the play page's button asked for).
    pub then: StoredValue<Option<Tool>>,
    /// Whether this page holds the study's rooms (`super::study`): the study page does; the play
    /// page leads to it for them.
    pub studies: bool,
}

impl Nav {
    pub fn new(studies: bool) -> Nav {
        Nav {
            screen: RwSignal::new(Screen::Home),
            dialog: RwSignal::new(None),
            settings: RwSignal::new(false),
            lost: RwSignal::new(None),
            told: StoredValue::new(None),
            then: StoredValue::new(None),
            studies,
        }
    }

    /// Shows `screen`; on the play page, a screen of the study's loads the study page at its
    /// address.
    pub fn go(self, screen: Screen) {
        if !self.studies && screen.place().studied() {
            self.visit_study(screen.place(), false);
        } else {
            self.screen.set(screen);
        }
    }

    /// Opens the new-game dialog of `game`; the play page loads the study page for it, over the
    /// game's screen.
    pub fn new_game(self, game: GameId) {
        if self.studies {
            self.dialog.set(Some(game));
        } else {
            self.visit_study(Place::Study(game, Tool::NewGame), false);
        }
    }

    /// Opens the settings; the play page loads the study page for them, over the game's screen
    /// if a game is shown.
    pub fn open_settings(self) {
        if self.studies {
            return self.settings.set(true);
        }
        let place = match self.screen.get_untracked() {
            Screen::Play(game) => Place::Study(game, Tool::Settings),
            _ => Place::Settings,
        };
        self.visit_study(place, false);
    }

    /// Loads the study page at `place`: a step in the history, or in place of this page's
    /// address (`instead`), so that Back does not lead to an address that leads on again. Where
    /// the browser is not keeping a game of this page, which the study page would then not
    /// find, the player is asked first.
    pub fn visit_study(self, place: Place, instead: bool) {
        if library::signals().refused.with_untracked(Option::is_some)
            && !window().confirm_with_message(LEAVING).unwrap_or(false)
        {
            return;
        }
        // What this page has still to tell the player goes with them.
        library::hand_over();
        let url = format!("{STUDY_PAGE}{}", place.hash());
        let location = window().location();
        let _ = if instead { location.replace(&url) } else { location.assign(&url) };
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
