//! What the play screen's small components and a game's own panels read: the game in progress,
//! the screen's own state ([`PlayState`]), and what is made of them once for all readers. The
//! screen provides one [`PlayContext`] (in [`super::play`]); what a player can do with it is its
//! methods, there too.
//!
//! A game adds its panels and its placement editor through [`GamePage`], reading its own types
//! through [`Play`]; everything else reads the game through [`AnySession`], whatever the game, so
//! that it is compiled once rather than once per game.

use super::ai::ComputerPlayer;
use super::board::Decor;
use super::nav::Nav;
use super::reviewer::Reviewer;
use super::settings::Prefs;
use crate::ui::any_session::{AnySession, ListedMove};
use crate::ui::clicks::{Reaction, Selection};
use crate::ui::play_state::PlayState;
use crate::ui::view::GameView;
use checkerbox_core::games::GameId;
use checkerbox_core::rules::{BoardShape, Game, Phase};
use checkerbox_core::session::{Seat, Session};
use leptos::prelude::*;
use std::marker::PhantomData;

/// What a game adds to the shared screens.
pub trait GamePage: GameView {
    /// Panels beside the board that only this game has (Byte: the side view).
    fn panels(play: Play<Self>) -> AnyView;

    /// The new-game dialog's choices of board and variant. The form sets `refused` while a
    /// value typed in it is refused (saying why beside it): the dialog then starts no game.
    fn options_form(options: RwSignal<Self::Options>, refused: RwSignal<bool>) -> AnyView;

    /// The placement editor shown in the board's place while the person at the screen sets out
    /// the men ([`Phase::Arrange`]); it plays the arrangement through `play.session`, and draws
    /// the computer's hint (the screen's, an arrangement) with a way to take it, as the hint's
    /// words say. Only a game with such a phase (Pyle) has one.
    fn arrange_editor(_play: Play<Self>) -> AnyView {
        ().into_any()
    }

    /// The panels the lesson screen shows beside the board: those that explain a position (the
    /// side view), none of those that play.
    fn lesson_panels(_play: Play<Self>) -> AnyView {
        ().into_any()
    }
}

/// The play screen's state, whatever the game, provided as context to its components.
#[derive(Clone, Copy)]
pub struct PlayContext {
    pub game: GameId,
    /// The game's id in the library, which its link names.
    pub id: StoredValue<String>,
    pub shape: BoardShape,
    pub seats: [Seat; 2],
    /// The game in progress; a game's panels read it through [`Play::session`], typed.
    pub table: RwSignal<Box<dyn AnySession>>,
    /// The selection, the move waiting for Confirm, the hint, the review and the note.
    pub screen: RwSignal<PlayState>,
    /// The session's revision: what the selection, a hint and a panel's answers are about.
    pub revision: Memo<u64>,
    /// How many moves have been played, and how many the board shows (fewer in a review).
    pub played: Memo<usize>,
    pub shown: Memo<usize>,
    /// Looking back at the position after this many moves.
    pub viewing: Memo<Option<usize>>,
    pub phase: Memo<Phase>,
    /// Whether the person at the screen may move now (and is not looking at an earlier position).
    pub mine: Memo<bool>,
    pub selection: Memo<Option<Selection>>,
    /// The square the person points at on the board (hovers, focuses, or last touched).
    pub pointed: RwSignal<Option<u8>>,
    /// What the game's panels draw over the board (lines of sight), on top of the shared marks;
    /// shown with the game's latest position only, not in a review of earlier ones.
    pub overlay: RwSignal<Decor>,
    pub flipped: RwSignal<bool>,
    /// How the game ended, in words.
    pub over: Memo<Option<String>>,
    pub listed: Memo<Vec<ListedMove>>,
    pub computer: ComputerPlayer,
    /// The share dialog is open.
    pub sharing: RwSignal<bool>,
    /// The game's link, as it stands.
    pub link: Memo<String>,
    pub nav: Nav,
    pub prefs: Prefs,
    /// Whether the board marks where the selection can go: the player's setting in a game,
    /// always in a lesson.
    pub targets_shown: Signal<bool>,
    /// In a lesson, what a click led to goes to the lesson, to be judged, rather than played.
    pub judge: Option<Callback<Reaction>>,
    /// Whether the game can be reviewed and analysed: a library's game, not a solitaire (a
    /// lesson's cannot).
    pub reviewable: bool,
    /// The game's review, on the study page's play screen.
    pub review: Option<Reviewer>,
    /// A board of another kind stands in the game's board's place.
    pub other_board: RwSignal<Option<OtherBoard>>,
}

/// A board in the game's board's place, of the position after this many moves of the game (the
/// review's practice board is the reviewer's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherBoard {
    /// The analysis board.
    Analysis(usize),
    /// The position editor.
    Editor(usize),
}

impl OtherBoard {
    /// Where the analysis board stands, if it is this.
    pub fn analysis(self) -> Option<usize> {
        match self {
            OtherBoard::Analysis(k) => Some(k),
            OtherBoard::Editor(_) => None,
        }
    }

    /// Where the position editor stands, if it is this.
    pub fn editor(self) -> Option<usize> {
        match self {
            OtherBoard::Editor(k) => Some(k),
            OtherBoard::Analysis(_) => None,
        }
    }
}

impl PlayContext {
    /// Whether a board of another position stands in the game's board's place: the player is
    /// analysing, setting up a position, or trying the review's faults again.
    pub fn board_aside(&self) -> bool {
        self.other_board.with(Option::is_some) || self.review.is_some_and(|r| r.practice.with(Option::is_some))
    }

    /// Whether the computer is to move in the game: its move comes first, since the page's one
    /// worker would be asked for both (a review or the best moves wait).
    pub fn computers_move(&self) -> bool {
        self.table.with(|t| t.computer_strength().is_some())
    }

    /// Whether the game is played by link, and it is the friend's move.
    pub fn friends_move(&self) -> bool {
        self.table.with(|t| !t.over() && t.seats()[t.player_to_move().index()] == Seat::Friend)
    }
}

/// The play screen's session as a game's own panels see it: of their game's type.
pub struct SessionSignal<G: Game> {
    table: RwSignal<Box<dyn AnySession>>,
    game: PhantomData<fn() -> G>,
}

impl<G: Game> Clone for SessionSignal<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for SessionSignal<G> {}

/// Why the screen's table is always the panels' game's session: the screen is built from it.
const SAME_GAME: &str = "a game's panels are given their own game's screen";

/// The session behind `table`, which the screen built from a `Session<G>`.
fn typed<G: Game>(table: &dyn AnySession) -> &Session<G> {
    table.as_any().downcast_ref().expect(SAME_GAME)
}

fn typed_mut<G: Game>(table: &mut dyn AnySession) -> &mut Session<G> {
    table.as_any_mut().downcast_mut().expect(SAME_GAME)
}

impl<G: Game> SessionSignal<G> {
    pub fn with<R>(&self, f: impl FnOnce(&Session<G>) -> R) -> R {
        self.table.with(|t| f(typed(t.as_ref())))
    }

    pub fn with_untracked<R>(&self, f: impl FnOnce(&Session<G>) -> R) -> R {
        self.table.with_untracked(|t| f(typed(t.as_ref())))
    }

    /// Changes the session and notifies its readers (`None` when the screen is gone).
    pub fn try_update<R>(&self, f: impl FnOnce(&mut Session<G>) -> R) -> Option<R> {
        self.table.try_update(|t| f(typed_mut(t.as_mut())))
    }
}

/// The play screen's state, for a game's own panels: the shared state, and the game in its own
/// types.
pub struct Play<G: Game> {
    pub session: SessionSignal<G>,
    pub legal: Memo<Vec<G::Move>>,
    pub state: PlayContext,
}

impl<G: Game> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Play<G> {}

impl<G: Game> Play<G> {
    /// The panels' view of `state`, whose session is a `Session<G>`.
    pub fn of(state: PlayContext) -> Self {
        let session = SessionSignal::<G> { table: state.table, game: PhantomData };
        let legal = Memo::new(move |_| session.with(Session::legal_moves));
        Play { session, legal, state }
    }
}
