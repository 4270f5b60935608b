//! The play screen every game shares, read from a game: the session and its saving, the computer
//! player, clicks, undo and redo and keys, review, and the words of the status line, the banner,
//! the move list and the players panel. A game fills it with its own panels through [`GamePage`].
//! What it shows is laid out, once for every game, in [`super::play_view`].
//!
//! The screen reads the game through a [`AnySession`], whatever the game, so it is compiled once: only
//! [`play_screen`], which boxes the session and makes the game's panels, is compiled per game.
//!
//! What a click means is decided natively in [`crate::ui::clicks`]. The selection is view state: it
//! belongs to the position it was made in and lapses as soon as anything is played or undone.

use super::ai::{Computer, drive_computer};
use super::board::{Decor, Shape};
use super::computer_panel::{computer_panel, hint_control};
use super::library;
use super::nav::Nav;
use super::play_view::{PlayScreen, PlayerRow, play_view};
use super::settings::Prefs;
use super::share::{link_to, record_text};
use super::sound::{self, Cue};
use crate::ui::any_session::AnySession;
use crate::ui::clicks::{Note, Reaction, Selection};
use crate::ui::view::{GameView, Spot};
use checkerbox_core::games::GameId;
use checkerbox_core::rules::{Game, Phase, Player, Side};
use checkerbox_core::session::{Seat, Session};
use leptos::prelude::*;
use std::marker::PhantomData;

/// What a game adds to the shared screens.
pub trait GamePage: GameView {
    /// Panels beside the board that only this game has (Byte: the side view).
    fn panels(play: Play<Self>) -> AnyView;

    /// The new-game dialog's choices of board and variant.
    fn options_form(options: RwSignal<Self::Options>) -> AnyView;

    /// The placement editor shown in the board's place while the person at the screen sets out
    /// the men ([`Phase::Arrange`]); it plays the arrangement through `play.session`. Only a game
    /// with such a phase (Pyle) has one.
    fn arrange_editor(_play: Play<Self>) -> AnyView {
        ().into_any()
    }
}

/// The play screen's state, whatever the game: what the shared screens read and the game's panels
/// build on.
#[derive(Clone, Copy)]
pub struct PlayState {
    /// The game in progress; a game's panels read it through [`Play::session`], typed.
    pub table: RwSignal<Box<dyn AnySession>>,
    /// Whether the person at the screen may move now (and is not looking at an earlier position).
    pub mine: Memo<bool>,
    pub selection: Memo<Option<Selection>>,
    /// Lift from this layer of the selected square (Byte's side view).
    pub pick_layer: Callback<u8>,
    /// The square the person points at on the board (hovers, focuses, or last touched).
    pub pointed: RwSignal<Option<u8>>,
    /// What the game's panels draw over the board (lines of sight, a hint), on top of the shared
    /// marks; shown with the game's latest position only, not in a review of earlier ones.
    pub overlay: RwSignal<Decor>,
    /// The session's revision: what a panel's answers are about.
    pub revision: Memo<u64>,
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
    pub state: PlayState,
}

impl<G: Game> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Play<G> {}

impl<G: Game> Play<G> {
    fn of(state: PlayState) -> Self {
        let session = SessionSignal::<G> { table: state.table, game: PhantomData };
        let legal = Memo::new(move |_| session.with(Session::legal_moves));
        Play { session, legal, state }
    }
}

/// What a game adds to the play screen, made once the screen's state exists: its panels, and
/// its placement editor.
type GameParts = Box<dyn FnOnce(PlayState) -> (AnyView, ViewFn)>;

/// The player called `name`, in `player`'s seat, as the players panel names them, and a detail in
/// smaller print.
fn seat_label(seats: [Seat; 2], player: Player, name: String) -> (String, Option<&'static str>) {
    match (seats[player.index()], seats) {
        (Seat::Computer(strength), _) => (format!("{name} \u{00b7} computer"), Some(strength.name())),
        (Seat::Friend, _) => (format!("{name} \u{00b7} friend"), Some("by link")),
        (Seat::Person, [Seat::Person, Seat::Person]) => (name, None),
        (Seat::Person, _) => (format!("{name} \u{00b7} you"), None),
    }
}

/// The play screen of `game`, for `session`, the library's game `id`.
pub fn play_screen<G: GamePage>(game: GameId, id: String, session: Session<G>) -> impl IntoView {
    let table = RwSignal::new(Box::new(session) as Box<dyn AnySession>);
    let parts: GameParts = Box::new(|state| {
        let play = Play::<G>::of(state);
        (G::panels(play), ViewFn::from(move || G::arrange_editor(play)))
    });
    shared_screen(game, id, table, parts)
}

/// The play screen, for any game: `parts` adds the game's own.
fn shared_screen(game: GameId, id: String, table: RwSignal<Box<dyn AnySession>>, parts: GameParts) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let (shape, seats) = table.with_untracked(|t| (t.shape(), t.seats()));
    // The game is saved as soon as it starts and after every change, so a reload, Back or a
    // closed tab loses nothing; and kept in memory, for when the browser keeps nothing. Where the
    // browser refuses to keep it, the player is told at once and offered the export.
    let refused = RwSignal::new(false);
    let saved_id = id.clone();
    Effect::new(move |_| {
        if let Ok(record) = table.with(|t| t.saved()) {
            refused.set(library::save(game, &saved_id, &record).is_err());
            nav.keep(game, &saved_id, record);
        }
    });
    let sharing = RwSignal::new(false);
    let by_link = seats.contains(&Seat::Friend);
    let watching = Seat::all_computer(seats);
    let link = {
        let id = id.clone();
        Memo::new(move |_| table.with(|t| link_to(t.as_ref(), &id)))
    };
    let computer = drive_computer(game, table);
    // A sound for each move played from now on (not for the game loaded, nor for an undo).
    let heard = StoredValue::new(table.with_untracked(|t| t.played()));
    Effect::new(move |_| {
        let (count, cue) = table.with(|t| {
            let cue = if t.over() {
                Cue::End
            } else if t.last_did_more() {
                Cue::Event
            } else {
                Cue::Move
            };
            (t.played(), cue)
        });
        let before = heard.get_value();
        heard.set_value(count);
        if count > before && expect_context::<Prefs>().get_untracked().sound {
            sound::play(cue);
        }
    });
    let revision = Memo::new(move |_| table.with(|t| t.revision()));
    let pointed = RwSignal::new(None::<u8>);
    let overlay = RwSignal::new(Decor::default());
    // How many moves the board shows, when the person looks back at an earlier position.
    let viewing = RwSignal::new(None::<usize>);
    let mine = Memo::new(move |_| viewing.get().is_none() && table.with(|t| t.person_to_move()));
    // (selection, revision it was made at)
    let chosen = RwSignal::new(None::<(Selection, u64)>);
    let selection = Memo::new(move |_| {
        chosen.get().filter(|(_, r)| *r == revision.get() && viewing.get().is_none()).map(|(s, _)| s)
    });
    let note = RwSignal::new(None::<Note>);
    // A person playing Black against the computer or a friend by link sees the board from Black's
    // side, from the moment the colours are known (at the start, in most games).
    let persons_colour = Memo::new(move |_| {
        let person = match seats {
            [Seat::Person, Seat::Person] => return None,
            [Seat::Person, _] => Player::One,
            [_, Seat::Person] => Player::Two,
            _ => return None,
        };
        table.with(|t| {
            let colours_known = t.phase() == Phase::Play;
            [Side::White, Side::Black].into_iter().find(|&side| colours_known && t.player_of(side) == person)
        })
    });
    let flipped = RwSignal::new(false);
    Effect::new(move |_| flipped.set(persons_colour.get() == Some(Side::Black)));

    // --- Clicks ---------------------------------------------------------------------------------
    // Moves are named by their place among the legal moves, kept with the revision they are for.
    let prefs = expect_context::<Prefs>();
    // A move chosen on the board that waits for Confirm (a setting).
    let pending = RwSignal::new(None::<(usize, u64)>);
    // The computer's hint, shown on the board for the position it is about.
    let hint = RwSignal::new(None::<(usize, u64)>);
    let play_now = move |k: usize| {
        pending.set(None);
        // Notifies only when the move was played.
        let refused = table
            .try_maybe_update(|t| {
                let played = t.play(k);
                (played.is_ok(), played.err())
            })
            .flatten();
        if let Some(why) = refused {
            note.set(Some(Note::Refused(why)));
        }
    };
    let react = move |reaction: Reaction| {
        chosen.set(reaction.selection.map(|s| (s, revision.get_untracked())));
        note.set(reaction.note);
        pending.set(None);
        match reaction.play {
            // A move made on the board waits for Confirm, when the player asked for that.
            Some(k) if prefs.get_untracked().confirm && table.with_untracked(|t| t.gesture(k)).is_some() => {
                pending.set(Some((k, revision.get_untracked())));
            }
            Some(k) => play_now(k),
            None => {}
        }
    };
    let phase = Memo::new(move |_| table.with(|t| t.phase()));
    let on_spot = Callback::new(move |spot: Spot| {
        if phase.get_untracked() != Phase::Play && viewing.get_untracked().is_none() {
            let what = table.with_untracked(|t| t.decision()).unwrap_or_default();
            return note.set(Some(Note::Info(format!("Nothing moves on the board yet: first, {what}."))));
        }
        if let Some(k) = viewing.get_untracked() {
            let text = format!(
                "You are looking at the position after move {k}. Press \u{201c}Back to the game\u{201d} (or End) to play on."
            );
            return note.set(Some(Note::Info(text)));
        }
        let mine = mine.get_untracked();
        react(table.with_untracked(|t| t.click(selection.get_untracked(), spot, mine)));
    });
    let pick_layer = Callback::new(move |layer: u8| {
        let mine = mine.get_untracked();
        react(table.with_untracked(|t| t.pick_layer(selection.get_untracked(), layer, mine)));
    });
    // Undo or redo; `try_maybe_update` notifies only when something changed, so a no-op asks the
    // computer nothing.
    let step_back_or_forth = move |forth: bool| {
        viewing.set(None);
        let changed = table.try_maybe_update(|t| {
            let changed = if forth { t.redo() } else { t.undo() };
            (changed, changed)
        });
        if changed == Some(true) {
            note.set(None);
        }
    };
    let undo = move || step_back_or_forth(false);
    let redo = move || step_back_or_forth(true);
    // Review: look at the position after `k` moves; the latest is the game itself.
    let show = move |k: usize| {
        let count = table.with_untracked(|t| t.played());
        viewing.set((k < count).then_some(k));
        note.set(None);
    };
    let step_view = move |forward: bool| {
        let count = table.with_untracked(|t| t.played());
        let now = viewing.get_untracked().unwrap_or(count);
        show(if forward { (now + 1).min(count) } else { now.saturating_sub(1) });
    };
    // Keys: Escape drops the selection (or ends a review), Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z
    // redoes, the arrow keys, Home and End step through the game.
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        // Not under the new-game dialog, not in a form field, not again and again while a key is
        // held down (except for stepping through the moves), and never the browser's own
        // shortcuts (Alt+Left is Back).
        let stepping = matches!(e.key().as_str(), "ArrowLeft" | "ArrowRight");
        let in_field = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if nav.dialog.get_untracked().is_some()
            || sharing.get_untracked()
            || in_field
            || e.alt_key()
            || (e.repeat() && !stepping)
        {
            return;
        }
        let command = e.ctrl_key() || e.meta_key();
        let plain = !command && !e.shift_key();
        match e.key().as_str() {
            "Escape" if viewing.get_untracked().is_some() => viewing.set(None),
            "Escape" => {
                chosen.set(None);
                note.set(None);
                pending.set(None);
            }
            "z" | "Z" if command && !e.shift_key() => undo(),
            "y" | "Y" | "z" | "Z" if command => redo(),
            "ArrowLeft" if plain => step_view(false),
            "ArrowRight" if plain => step_view(true),
            "Home" if plain => show(0),
            "End" if plain && viewing.get_untracked().is_some() => viewing.set(None),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());

    // --- What the board shows -------------------------------------------------------------------
    // The moves shown: all of them, or as many as the review asks for.
    let shown = Memo::new(move |_| {
        let count = table.with(|t| t.played());
        viewing.get().map_or(count, |k| k.min(count))
    });
    // The position shown, and the last move that moved something, for the board to animate when
    // it steps forward to it.
    let pieces = Memo::new(move |_| {
        let k = shown.get();
        table.with(|t| t.pieces(k))
    });
    // What the person's selection can do: read by the board's marks, the trays and a drag.
    let lift = Memo::new(move |_| {
        let sel = selection.get().filter(|_| mine.get())?;
        table.with(|t| Some(t.lift(sel)))
    });
    let trays = Memo::new(move |_| {
        let k = shown.get();
        let mut trays = table.with(|t| t.trays(k));
        // The mover's tray is a target when the selection can leave the board.
        if lift.with(|l| l.as_ref().is_some_and(|l| l.targets.contains(&Spot::Off))) {
            let tray = &mut trays[table.with(|t| t.to_move()).index()];
            tray.target = true;
            tray.label.push_str(" \u{00b7} click here to move off the board");
        }
        trays
    });
    let decor = Memo::new(move |_| {
        let k = shown.get();
        let mut decor = Decor::default();
        if let Some(g) = table.with(|t| t.last_gesture(k)) {
            decor.marks.push((g.from, "last-from"));
            if let Spot::Square(to) = g.to {
                decor.marks.push((to, "last-to"));
                decor.shapes.push(Shape::Arrow { from: g.from, to, class: "last-move" });
            }
        }
        if let Some(sel) = selection.get() {
            decor.marks.push((sel.square, "selected"));
        }
        lift.with(|lift| {
            let Some(lift) = lift else { return };
            let squares = lift.targets.iter().filter_map(|t| match t {
                Spot::Square(s) => Some((*s, "target")),
                Spot::Off => None,
            });
            // Where the selection can go is marked unless the player turned the hints off.
            if prefs.get().hints {
                decor.marks.extend(squares);
            }
            if lift.choice {
                let text = format!("\u{2191}{}", lift.layer);
                decor.shapes.push(Shape::Label { square: lift.square, text, class: "lift-level" });
            }
        });
        // Moves shown on the board but not played, for the position they are about: the one
        // waiting for Confirm (its squares selected), and the computer's hint.
        let unplayed = [(pending.get(), "selected", Some("selected"), "pending"), (hint.get(), "hinted", None, "hint")];
        for (shown, from_mark, to_mark, class) in unplayed {
            let at_hand = shown.filter(|(_, at)| *at == revision.get() && viewing.get().is_none());
            if let Some(g) = at_hand.and_then(|(k, _)| table.with(|t| t.gesture(k))) {
                decor.marks.push((g.from, from_mark));
                if let Spot::Square(to) = g.to {
                    decor.marks.extend(to_mark.map(|mark| (to, mark)));
                    decor.shapes.push(Shape::Arrow { from: g.from, to, class });
                }
            }
        }
        if viewing.get().is_none() {
            overlay.with(|o| {
                decor.marks.extend(o.marks.iter().copied());
                decor.shapes.extend(o.shapes.iter().cloned());
            });
        }
        decor
    });
    // What a drag may carry: the selection, when it can move, from the level it lifts.
    let carried =
        Memo::new(move |_| lift.with(|l| l.as_ref().filter(|l| !l.targets.is_empty()).map(|l| (l.square, l.layer))));
    let first_name = table.with_untracked(|t| t.side_name_at(0, t.to_move_at(0)));

    // --- Words ----------------------------------------------------------------------------------
    let listed = Memo::new(move |_| table.with(|t| t.listed()));
    let over = Memo::new(move |_| table.with(|t| t.result_text()));
    let status = Signal::derive(move || {
        if let Some(text) = over.get() {
            return text;
        }
        table.with(|t| {
            let name = t.side_name(t.to_move());
            let seats = t.seats();
            match (seats[t.player_to_move().index()], seats, computer.state.get()) {
                (Seat::Computer(_), _, Computer::Failed(_)) => format!("{name} (computer) could not move"),
                (Seat::Computer(_), _, _) if computer.held() => format!("Paused: {name} (computer) to move"),
                (Seat::Computer(_), _, _) => format!("{name} (computer) is thinking\u{2026}"),
                (Seat::Friend, _, _) => format!("{name}: your friend's move. Send them the link."),
                (Seat::Person, seats, _) => t.persons_turn(seats == [Seat::Person; 2]),
            }
        })
    });
    // What the last moves did: a stack won, a turn passed. Said until the next move.
    let news = Signal::derive(move || table.with(|t| t.news()));
    // Said to a screen reader after each move: who played what (the last move a player chose),
    // and how the game ended.
    let announce = Signal::derive(move || {
        let mut said = table.with(|t| t.last_played())?;
        if let Some(end) = over.get() {
            said.push(' ');
            said.push_str(&end);
        }
        Some(said)
    });
    let player_row = move |side: Side| PlayerRow {
        to_move: Signal::derive(move || table.with(|t| !t.over() && t.to_move() == side)),
        score: Signal::derive(move || table.with(|t| t.score_text(side))),
        label: Signal::derive(move || table.with(|t| seat_label(seats, t.player_of(side), t.side_name(side)))),
        // A player whose colour is not decided yet has no colour chip.
        decided: Signal::derive(move || table.with(|t| t.side_name(side).starts_with(side.name()))),
    };

    // --- The end of the game --------------------------------------------------------------------
    let restart = Callback::new(move |seats: [Seat; 2]| {
        if let Ok(record) = table.with_untracked(|t| t.restarted(seats)) {
            nav.start(game, record);
        }
    });
    // A new game from the position looked at: its moves so far, then the players' own.
    let branch = Callback::new(move |()| {
        if let Ok(record) = table.with_untracked(|t| t.branched(shown.get_untracked())) {
            nav.start(game, record);
        }
    });
    // Where the players learn their colours in the game, a swap trades the roles.
    let swap_label = table.with_untracked(|t| t.seat_names()[0] == Side::White.name());
    let swap_label = if swap_label { "Swap colours" } else { "Swap roles" };

    // A decision off the board: the person at the screen sets out the men in the editor, or
    // chooses with a button.
    let arranging = Memo::new(move |_| mine.get() && phase.get() == Phase::Arrange);
    // The choices are the legal moves, in their order: choice k is legal move k.
    let choices = Memo::new(move |_| {
        if !mine.get() || phase.get() != Phase::Choose {
            return Vec::new();
        }
        table.with(|t| t.choices())
    });
    let choose = Callback::new(move |k: usize| {
        if choices.with_untracked(|c| k < c.len()) {
            react(Reaction { selection: None, play: Some(k), note: None });
        }
    });
    let decision = Signal::derive(move || {
        table.with(|t| t.decision().map(|what| format!("{}, {what}.", t.side_name(t.to_move()))))
    });

    let state = PlayState { table, mine, selection, pick_layer, pointed, overlay, revision };
    let (panels, arrange_editor) = parts(state);
    play_view(PlayScreen {
        game,
        shape,
        seats,
        variant: table.with_untracked(|t| t.variant_line()),
        status,
        news,
        announce,
        revision,
        viewing,
        shown,
        played: Signal::derive(move || table.with(|t| t.played())),
        step_view: Callback::new(step_view),
        show: Callback::new(show),
        branch,
        choices,
        choose,
        decision,
        arranging,
        arrange_editor,
        pieces,
        decor,
        trays,
        flipped,
        carried,
        on_spot,
        pointed,
        over,
        restart,
        swap_label,
        pending: Signal::derive(move || {
            let (k, _) = pending.get().filter(|(_, at)| *at == revision.get())?;
            table.with_untracked(|t| t.move_text(k))
        }),
        confirm: Callback::new(move |()| {
            // A move is named by its place among the legal moves of the revision it is for.
            if let Some((k, _)) = pending.get_untracked().filter(|(_, at)| *at == revision.get_untracked()) {
                play_now(k);
            }
        }),
        cancel: Callback::new(move |()| pending.set(None)),
        can_undo: Signal::derive(move || table.with(|t| t.can_undo())),
        can_redo: Signal::derive(move || table.with(|t| t.can_redo())),
        undo: Callback::new(move |()| undo()),
        redo: Callback::new(move |()| redo()),
        hint: hint_control(game, state, hint, seats),
        sharing,
        record: Callback::new(move |()| table.with_untracked(|t| record_text(t.as_ref()))),
        refused,
        by_link,
        friends_turn: Signal::derive(move || {
            table.with(|t| t.seats()[t.player_to_move().index()] == Seat::Friend || t.over())
        }),
        link,
        note,
        computer,
        computer_panel: computer_panel(game, state, computer, seats).into_any(),
        watching,
        panels,
        rows: [player_row(Side::White), player_row(Side::Black)],
        listed,
        first_name,
    })
}
