//! The play screen every game shares: it makes the screen's [`PlayContext`] from a game in
//! progress, keeps the game saved, and lays out the small components that read the context
//! ([`view`]); what a player can do on it is the context's methods ([`verbs`]), the keys are
//! [`keys`], what the board shows is [`shown`], and the words are [`words`].
//!
//! Only [`play_screen`], which boxes the session and makes the game's panels, is compiled per
//! game: the rest reads the game through its [`AnySession`].

mod analysis;
pub mod aside;
mod deeds;
mod editor;
mod effects;
mod keys;
mod mistakes;
mod review;
pub mod shown;
mod verbs;
mod view;
mod words;

use super::ai::drive_computer;
use super::board::Decor;
use super::nav::Nav;
use super::play_context::{GamePage, Play, PlayContext};
use super::reviewer::Reviewer;
use super::settings::Prefs;
use super::share::link_to;
use super::study;
use crate::ui::any_session::AnySession;
use crate::ui::clicks::Note;
use crate::ui::play_state::PlayState;
use checkerbox_core::games::GameId;
use checkerbox_core::session::Session;
use leptos::prelude::*;

/// What a game adds to the play screen, made once the screen's context exists: its panels, and
/// its placement editor.
type GameParts = Box<dyn FnOnce(PlayContext) -> (AnyView, ViewFn)>;

/// The play screen of `game`, for `session`, the library's game `id`.
pub fn play_screen<G: GamePage>(game: GameId, id: String, session: Session<G>) -> impl IntoView {
    let table = RwSignal::new(Box::new(session) as Box<dyn AnySession>);
    let parts: GameParts = Box::new(|ctx| {
        let play = Play::<G>::of(ctx);
        (G::panels(play), ViewFn::from(move || G::arrange_editor(play)))
    });
    shared_screen(game, id, table, parts)
}

/// The play screen, for any game: `parts` adds the game's own.
fn shared_screen(game: GameId, id: String, table: RwSignal<Box<dyn AnySession>>, parts: GameParts) -> impl IntoView {
    let plain = context(game, id, table);
    let reviewable = !table.with_untracked(|t| t.solitaire());
    let review = study::rooms().filter(|_| reviewable).map(|rooms| (rooms.reviewer)(&plain));
    let ctx = PlayContext { reviewable, review, ..plain };
    provide_context(ctx);
    effects::keep_saved(ctx);
    effects::follow_other_tabs(ctx);
    effects::sound_each_move(ctx);
    effects::face_the_persons_colour(ctx);
    keys::listen(ctx);
    let (panels, arrange_editor) = parts(ctx);
    let screen = view::play_view(panels, arrange_editor);
    if let Some(tool) = ctx.nav.then.try_update_value(Option::take).flatten() {
        // Once the screen is drawn: the review's panel is brought into view.
        request_animation_frame(move || ctx.study(tool));
    }
    screen
}

/// The boards the study page sets in the game's board's place (see [`view`]'s board area).
pub fn study_boards() -> AnyView {
    let ctx = expect_context::<PlayContext>();
    view! {
        {ctx.review.map(|reviewer| view! { <mistakes::PracticeBoard reviewer=reviewer /> })}
        <analysis::AnalysisBoard />
        <editor::EditorBoard />
    }
    .into_any()
}

/// The review's panel, on the study page.
pub fn review_panel(reviewer: Reviewer) -> AnyView {
    view! { <review::ReviewPanel reviewer=reviewer /> }.into_any()
}

/// The screen's context, for the game in `table`, the library's game `id` (none in a lesson).
pub fn context(game: GameId, id: String, table: RwSignal<Box<dyn AnySession>>) -> PlayContext {
    let (shape, seats) = table.with_untracked(|t| (t.shape(), t.seats()));
    let nav = expect_context::<Nav>();
    let mut state = PlayState::default();
    if let Some(told) = nav.told.try_update_value(Option::take).flatten() {
        state.tell(Note::Info(told));
    }
    let screen = RwSignal::new(state);
    let prefs = expect_context::<Prefs>();
    let revision = Memo::new(move |_| table.with(|t| t.revision()));
    let played = Memo::new(move |_| table.with(|t| t.played()));
    let viewing = Memo::new(move |_| screen.with(PlayState::viewing));
    let mine = Memo::new(move |_| viewing.get().is_none() && table.with(|t| t.person_to_move()));
    let link = {
        let id = id.clone();
        Memo::new(move |_| table.with(|t| link_to(t.as_ref(), &id)))
    };
    PlayContext {
        game,
        id: StoredValue::new(id),
        shape,
        seats,
        table,
        screen,
        revision,
        played,
        shown: Memo::new(move |_| screen.with(|s| s.shown(played.get()))),
        viewing,
        phase: Memo::new(move |_| table.with(|t| t.phase())),
        mine,
        selection: Memo::new(move |_| screen.with(|s| s.selection(revision.get()))),
        pointed: RwSignal::new(None),
        overlay: RwSignal::new(Decor::default()),
        flipped: RwSignal::new(false),
        over: Memo::new(move |_| table.with(|t| t.result_text())),
        listed: Memo::new(move |_| table.with(|t| t.listed())),
        computer: drive_computer(game, table),
        sharing: RwSignal::new(false),
        link,
        nav,
        prefs,
        targets_shown: Signal::derive(move || prefs.get().hints),
        judge: None,
        reviewable: false,
        review: None,
        other_board: RwSignal::new(None),
    }
}
