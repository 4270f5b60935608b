//! The play screen every game shares, read from a game: the session and its saving, the computer
//! player, clicks, undo and redo and keys, review, and the words of the status line, the banner,
//! the move list and the players panel. A game fills it with its own panels through [`GamePage`].
//! What it shows is laid out, once for every game, in [`super::play_view`].
//!
//! What a click means is decided natively in [`crate::ui::clicks`]. The selection is view state: it
//! belongs to the position it was made in and lapses as soon as anything is played or undone.

use super::ai::{Computer, drive_computer};
use super::board::{Decor, Pieces, Shape, Tray};
use super::computer_panel::{computer_panel, hint_control};
use super::library;
use super::move_list::ListedMove;
use super::nav::Nav;
use super::play_view::{PlayScreen, PlayerRow, play_view};
use super::settings::Prefs;
use super::share::{link_to, record_text};
use super::sound::{self, Cue};
use crate::ai::Evaluate;
use crate::games::GameId;
use crate::rules::{Game, Phase, Player, Side};
use crate::session::{Seat, Session};
use crate::ui::clicks::{Clicks, Note, Reaction, Selection};
use crate::ui::view::{GameView, Spot, motion};
use leptos::prelude::*;

/// What a game adds to the shared screens.
pub trait GamePage: GameView + Evaluate {
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

/// The play screen's state, for a game's own panels.
pub struct Play<G: Game> {
    pub session: RwSignal<Session<G>>,
    pub legal: Memo<Vec<G::Move>>,
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

impl<G: Game> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Play<G> {}

/// Where the selected checkers can go, and from which level: `choice` when the stack has more
/// than one level that can move (or one was picked), so the level is worth showing.
#[derive(Clone, Debug, PartialEq)]
struct Lift {
    square: u8,
    layer: u8,
    choice: bool,
    targets: Vec<Spot>,
}

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
    let nav = expect_context::<Nav>();
    let options = session.position().options();
    let shape = session.position().shape();
    let seats = session.seats();
    let session = RwSignal::new(session);
    // The game is saved as soon as it starts and after every change, so a reload, Back or a
    // closed tab loses nothing; and kept in memory, for when the browser keeps nothing. Where the
    // browser refuses to keep it, the player is told at once and offered the export.
    let refused = RwSignal::new(false);
    let saved_id = id.clone();
    Effect::new(move |_| {
        if let Ok(record) = session.with(|s| serde_json::to_string(&s.record())) {
            refused.set(library::save(game, &saved_id, &record).is_err());
            nav.keep(game, &saved_id, record);
        }
    });
    let sharing = RwSignal::new(false);
    let by_link = seats.contains(&Seat::Friend);
    let watching = Seat::all_computer(seats);
    let link = {
        let id = id.clone();
        Memo::new(move |_| session.with(|s| link_to(s, &id)))
    };
    let computer = drive_computer(session);
    // A sound for each move played from now on (not for the game loaded, nor for an undo).
    let heard = StoredValue::new(session.with_untracked(|s| s.played().len()));
    Effect::new(move |_| {
        let (count, cue) = session.with(|s| {
            let cue = match (s.position().result(), s.played().last()) {
                (Some(_), _) => Cue::End,
                (None, Some(last)) if !last.events.is_empty() => Cue::Event,
                _ => Cue::Move,
            };
            (s.played().len(), cue)
        });
        let before = heard.get_value();
        heard.set_value(count);
        if count > before && expect_context::<Prefs>().get_untracked().sound {
            sound::play(cue);
        }
    });
    let revision = Memo::new(move |_| session.with(|s| s.revision()));
    let pointed = RwSignal::new(None::<u8>);
    let overlay = RwSignal::new(Decor::default());
    // How many moves the board shows, when the person looks back at an earlier position.
    let viewing = RwSignal::new(None::<usize>);
    let legal = Memo::new(move |_| {
        let mut moves = Vec::new();
        session.with(|s| s.position().legal_moves(&mut moves));
        moves
    });
    let mine = Memo::new(move |_| viewing.get().is_none() && session.with(|s| s.person_to_move()));
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
        session.with(|s| {
            let pos = s.position();
            let colours_known = pos.phase() == Phase::Play;
            [Side::White, Side::Black].into_iter().find(|&side| colours_known && pos.player_of(side) == person)
        })
    });
    let flipped = RwSignal::new(false);
    Effect::new(move |_| flipped.set(persons_colour.get() == Some(Side::Black)));

    // --- Clicks ---------------------------------------------------------------------------------
    let prefs = expect_context::<Prefs>();
    // A move chosen on the board that waits for Confirm (a setting), with the revision it is for.
    let pending = RwSignal::new(None::<(G::Move, u64)>);
    // The computer's hint, shown on the board for the position it is about.
    let hint = RwSignal::new(None::<(G::Move, u64)>);
    let play_now = move |mv: G::Move| {
        pending.set(None);
        // Notifies only when the move was played.
        let refused = session
            .try_maybe_update(|s| {
                let played = s.play(mv);
                (played.is_ok(), played.err())
            })
            .flatten();
        if let Some(why) = refused {
            note.set(Some(Note::Refused(why.0)));
        }
    };
    let react = move |reaction: Reaction<G::Move>| {
        chosen.set(reaction.selection.map(|s| (s, revision.get_untracked())));
        note.set(reaction.note);
        pending.set(None);
        match reaction.play {
            // A move made on the board waits for Confirm, when the player asked for that.
            Some(mv) if prefs.get_untracked().confirm && G::gesture(mv).is_some() => {
                pending.set(Some((mv, revision.get_untracked())));
            }
            Some(mv) => play_now(mv),
            None => {}
        }
    };
    let clicks = move |f: &dyn Fn(&Clicks<G>) -> Reaction<G::Move>| {
        session.with_untracked(|s| {
            legal.with_untracked(|l| f(&Clicks { pos: s.position(), legal: l, mine: mine.get_untracked() }))
        })
    };
    let phase = Memo::new(move |_| session.with(|s| s.position().phase()));
    let on_spot = Callback::new(move |spot: Spot| {
        if phase.get_untracked() != Phase::Play && viewing.get_untracked().is_none() {
            let what = session.with_untracked(|s| s.position().decision()).unwrap_or_default();
            return note.set(Some(Note::Info(format!("Nothing moves on the board yet: first, {what}."))));
        }
        if let Some(k) = viewing.get_untracked() {
            let text = format!(
                "You are looking at the position after move {k}. Press \u{201c}Back to the game\u{201d} (or End) to play on."
            );
            return note.set(Some(Note::Info(text)));
        }
        react(clicks(&|c| c.click(selection.get_untracked(), spot)));
    });
    let pick_layer = Callback::new(move |layer: u8| react(clicks(&|c| c.pick_layer(selection.get_untracked(), layer))));
    // Undo or redo; `try_maybe_update` notifies only when something changed, so a no-op asks the
    // computer nothing.
    let step_back_or_forth = move |step: fn(&mut Session<G>) -> bool| {
        viewing.set(None);
        let changed = session.try_maybe_update(|s| {
            let changed = step(s);
            (changed, changed)
        });
        if changed == Some(true) {
            note.set(None);
        }
    };
    let undo = move || step_back_or_forth(Session::undo);
    let redo = move || step_back_or_forth(Session::redo);
    // Review: look at the position after `k` moves; the latest is the game itself.
    let show = move |k: usize| {
        let count = session.with_untracked(|s| s.played().len());
        viewing.set((k < count).then_some(k));
        note.set(None);
    };
    let step_view = move |forward: bool| {
        let count = session.with_untracked(|s| s.played().len());
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
        let count = session.with(|s| s.played().len());
        viewing.get().map_or(count, |k| k.min(count))
    });
    // The position shown, and the last move that moved something (the last move, or the one the
    // passes after it followed) for the board to animate when it steps forward to it.
    let pieces = Memo::new(move |_| {
        let k = shown.get();
        session.with(|s| {
            let played = &s.played()[..k];
            let mut picture = Pieces { stacks: s.position_at(k).pieces(), moves: k, ..Pieces::default() };
            let moved = played.iter().rposition(|p| G::gesture(p.mv).is_some());
            if let Some(j) = moved.filter(|&j| played[j + 1..].iter().all(|p| p.forced)) {
                picture.motion = motion(s.position_at(j), played[j].mv);
                picture.leaving = played[j]
                    .events
                    .iter()
                    .filter(|e| !e.checkers.is_empty())
                    .filter_map(|e| e.square.map(|sq| (sq, e.checkers.clone())))
                    .collect();
            }
            picture
        })
    });
    // What the person's selection can do: read by the board's marks, the trays and a drag.
    let lift = Memo::new(move |_| {
        let sel = selection.get().filter(|_| mine.get())?;
        session.with(|s| {
            legal.with(|l| {
                let clicks = Clicks { pos: s.position(), legal: l, mine: true };
                Some(Lift {
                    square: sel.square,
                    layer: clicks.layer(sel),
                    choice: sel.picked.is_some() || clicks.movable_layers(sel.square).count_ones() > 1,
                    targets: clicks.targets(sel),
                })
            })
        })
    });
    let trays = Memo::new(move |_| {
        let k = shown.get();
        session.with(|s| {
            let mut trays: [Tray; 2] = Default::default();
            for (j, played) in s.played()[..k].iter().enumerate() {
                for event in played.events.iter().filter(|e| !e.checkers.is_empty()) {
                    let tray = &mut trays[event.side.index()];
                    tray.piles.push(event.checkers.clone());
                    tray.fresh = j + 1 == k;
                }
            }
            for (side, tray) in [Side::White, Side::Black].into_iter().zip(trays.iter_mut()) {
                tray.label = G::TRAY.map(|what| format!("{} \u{00b7} {what}", side.name())).unwrap_or_default();
                tray.moves = k;
            }
            // The mover's tray is a target when the selection can leave the board.
            if lift.with(|l| l.as_ref().is_some_and(|l| l.targets.contains(&Spot::Off))) {
                let tray = &mut trays[s.position().to_move().index()];
                tray.target = true;
                tray.label.push_str(" \u{00b7} click here to move off the board");
            }
            trays
        })
    });
    let decor = Memo::new(move |_| {
        let k = shown.get();
        session.with(|s| {
            let mut decor = Decor::default();
            let last = s.played()[..k].iter().rev().filter(|p| !p.forced).find_map(|p| G::gesture(p.mv));
            if let Some(g) = last {
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
            let unplayed =
                [(pending.get(), "selected", Some("selected"), "pending"), (hint.get(), "hinted", None, "hint")];
            for (shown, from_mark, to_mark, class) in unplayed {
                let at_hand = shown.filter(|(_, at)| *at == revision.get() && viewing.get().is_none());
                if let Some(g) = at_hand.and_then(|(mv, _)| G::gesture(mv)) {
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
        })
    });
    // What a drag may carry: the selection, when it can move, from the level it lifts.
    let carried =
        Memo::new(move |_| lift.with(|l| l.as_ref().filter(|l| !l.targets.is_empty()).map(|l| (l.square, l.layer))));
    let (first, first_name) = session.with_untracked(|s| {
        let start = s.position_at(0);
        (start.to_move(), start.side_name(start.to_move()))
    });

    // --- Words ----------------------------------------------------------------------------------
    let listed = Memo::new(move |_| {
        session.with(|s| {
            s.played()
                .iter()
                .enumerate()
                .map(|(k, p)| ListedMove {
                    text: s.position_at(k).short_text(p.mv),
                    forced: p.forced,
                    events: p.events.iter().map(|e| (e.side, e.text.clone())).collect(),
                })
                .collect()
        })
    });
    let over = Memo::new(move |_| session.with(|s| s.position().result().map(|r| s.position().result_text(r))));
    let status = Signal::derive(move || {
        session.with(|s| {
            let pos = s.position();
            if let Some(text) = over.get() {
                return text;
            }
            let side = pos.to_move();
            let name = pos.side_name(side);
            // "Your move (black)", but "Your move (White (Player One))".
            let own = if name == side.name() { side.word().to_string() } else { name.clone() };
            match (s.seats()[s.player_to_move().index()], s.seats(), computer.state.get(), pos.decision()) {
                (Seat::Computer(_), _, Computer::Failed(_), _) => format!("{name} (computer) could not move"),
                (Seat::Computer(_), _, _, _) if computer.held() => {
                    format!("Paused: {name} (computer) to move")
                }
                (Seat::Computer(_), _, _, _) => format!("{name} (computer) is thinking\u{2026}"),
                (Seat::Friend, _, _, _) => format!("{name}: your friend's move. Send them the link."),
                (Seat::Person, [Seat::Person, Seat::Person], _, Some(what)) => format!("{name} to {what}"),
                (Seat::Person, [Seat::Person, Seat::Person], _, None) => format!("{name} to move"),
                (Seat::Person, _, _, Some(what)) => format!("Your turn ({own}) to {what}"),
                (Seat::Person, _, _, None) => format!("Your move ({own})"),
            }
        })
    });
    // What the last moves did: a stack won, a turn passed. Said until the next move.
    let news = Signal::derive(move || {
        session.with(|s| {
            let played = s.played();
            let last_chosen = played.iter().rposition(|p| !p.forced);
            let mut lines: Vec<String> = Vec::new();
            if let Some(i) = last_chosen {
                lines.extend(played[i].events.iter().map(|e| e.text.clone()));
            }
            // Each pass named as the position it was played in names its player.
            let first_pass = last_chosen.map_or(0, |i| i + 1);
            lines.extend(
                played[first_pass..].iter().zip(first_pass..).filter_map(|(p, k)| s.position_at(k).pass_news(p.by)),
            );
            lines.join(" ")
        })
    });
    // Said to a screen reader after each move: who played what (the last move a player chose),
    // and how the game ended.
    let announce = Signal::derive(move || {
        session.with(|s| {
            let k = s.played().iter().rposition(|p| !p.forced)?;
            let p = &s.played()[k];
            let mut said = format!("{} played {}.", s.position_at(k).side_name(p.by), p.text);
            if let Some(end) = over.get() {
                said.push(' ');
                said.push_str(&end);
            }
            Some(said)
        })
    });
    let player_row = move |side: Side| PlayerRow {
        to_move: Signal::derive(move || {
            session.with(|s| s.position().result().is_none() && s.position().to_move() == side)
        }),
        score: Signal::derive(move || session.with(|s| s.position().score_text(side))),
        label: Signal::derive(move || {
            session.with(|s| {
                let pos = s.position();
                seat_label(seats, pos.player_of(side), pos.side_name(side))
            })
        }),
        // A player whose colour is not decided yet has no colour chip.
        decided: Signal::derive(move || session.with(|s| s.position().side_name(side).starts_with(side.name()))),
    };

    // --- The end of the game --------------------------------------------------------------------
    let restart = Callback::new(move |seats: [Seat; 2]| {
        let record = session.with_untracked(|s| serde_json::to_string(&s.restarted(seats).record()));
        if let Ok(record) = record {
            nav.start(game, record);
        }
    });
    // A new game from the position looked at: its moves so far, then the players' own.
    let branch = Callback::new(move |()| {
        let record = session.with_untracked(|s| {
            let chosen = s.played()[..shown.get_untracked()].iter().filter(|p| !p.forced).count();
            serde_json::to_string(&s.record().truncated(chosen))
        });
        if let Ok(record) = record {
            nav.start(game, record);
        }
    });
    // Where the players learn their colours in the game, a swap trades the roles.
    let swap_label = if G::seat_names(options)[0] == Side::White.name() { "Swap colours" } else { "Swap roles" };

    // A decision off the board: the person at the screen sets out the men in the editor, or
    // chooses with a button.
    let arranging = Memo::new(move |_| mine.get() && phase.get() == Phase::Arrange);
    // The choices are the legal moves, in their order: choice k is legal move k.
    let choices = Memo::new(move |_| {
        if !mine.get() || phase.get() != Phase::Choose {
            return Vec::new();
        }
        session.with(|s| {
            let pos = s.position();
            legal.with(|l| l.iter().map(|&mv| (pos.move_text(mv), pos.choice_text(mv))).collect::<Vec<_>>())
        })
    });
    let choose = Callback::new(move |k: usize| {
        let offered = choices.with_untracked(|c| k < c.len());
        if let Some(mv) = legal.with_untracked(|l| l.get(k).copied()).filter(|_| offered) {
            react(Reaction { selection: None, play: Some(mv), note: None });
        }
    });
    let decision = Signal::derive(move || {
        session.with(|s| {
            let pos = s.position();
            pos.decision().map(|what| format!("{}, {what}.", pos.side_name(pos.to_move())))
        })
    });

    let play = Play { session, legal, mine, selection, pick_layer, pointed, overlay, revision };
    play_view(PlayScreen {
        game,
        shape,
        seats,
        variant: G::variant_line(options),
        status,
        news,
        announce,
        revision,
        viewing,
        shown,
        played: Signal::derive(move || session.with(|s| s.played().len())),
        step_view: Callback::new(step_view),
        show: Callback::new(show),
        branch,
        choices,
        choose,
        decision,
        arranging,
        arrange_editor: ViewFn::from(move || G::arrange_editor(play)),
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
            let (mv, _) = pending.get().filter(|(_, at)| *at == revision.get())?;
            Some(session.with_untracked(|s| s.position().move_text(mv)))
        }),
        confirm: Callback::new(move |()| {
            if let Some((mv, _)) = pending.get_untracked() {
                play_now(mv);
            }
        }),
        cancel: Callback::new(move |()| pending.set(None)),
        can_undo: Signal::derive(move || session.with(|s| s.can_undo())),
        can_redo: Signal::derive(move || session.with(|s| s.can_redo())),
        undo: Callback::new(move |()| undo()),
        redo: Callback::new(move |()| redo()),
        hint: hint_control(play, hint, seats),
        sharing,
        record: Callback::new(move |()| session.with_untracked(|s| record_text(s))),
        refused,
        by_link,
        friends_turn: Signal::derive(move || {
            session.with(|s| s.seats()[s.player_to_move().index()] == Seat::Friend || s.position().result().is_some())
        }),
        link,
        note,
        computer,
        computer_panel: computer_panel(play, computer, seats).into_any(),
        watching,
        panels: G::panels(play),
        rows: [player_row(Side::White), player_row(Side::Black)],
        listed,
        first: (first, first_name),
    })
}
