//! The Byte screen: board, side view, stacks won, move list and controls.
//!
//! What a click means is decided in [`crate::ui::byte_clicks`]; this wires it, the session and the
//! computer player to what is on screen. The selection is view state: it belongs to the position
//! it was made in and lapses as soon as anything is played or undone.

use super::ai::{Computer, drive_computer};
use super::app::{Nav, Screen};
use super::board::{Board, BoardPicture, Mark};
use super::move_list::{ListedMove, MoveList};
use super::saved;
use super::side_view::{SideStack, SideView};
use crate::rules::byte::Byte;
use crate::rules::grid::squares;
use crate::rules::{Game, Outcome, Side};
use crate::session::{Seat, Session};
use crate::ui::byte_clicks::{Note, Reaction, Selection, as_lift, click_square, movable_levels, pick_level};
use leptos::prelude::*;

/// How the game ended, in words.
fn result_text(pos: &Byte) -> Option<String> {
    let result = pos.result()?;
    let [w, b] = result.score.unwrap_or([0, 0]);
    Some(match result.outcome {
        Outcome::Win(side) => {
            let (mine, theirs) = if side == Side::White { (w, b) } else { (b, w) };
            format!("{} wins, {mine} stack{} to {theirs}", side.name(), if mine == 1 { "" } else { "s" })
        }
        _ => "The game is over".into(),
    })
}

/// Who plays `side`, as the score panel names them, and a detail in smaller print.
fn seat_label(seats: [Seat; 2], side: Side) -> (String, Option<&'static str>) {
    match (seats[side.index()], seats) {
        (Seat::Computer(strength), _) => (format!("{} \u{00b7} computer", side.name()), Some(strength.name())),
        (Seat::Person, [Seat::Person, Seat::Person]) => (side.name().to_string(), None),
        (Seat::Person, _) => (format!("{} \u{00b7} you", side.name()), None),
    }
}

/// 1234567 as "1,234,567".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[component]
pub fn ByteGame(session: Session<Byte>) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let options = session.position().options();
    let seats = session.seats();
    let grid = options.board.grid();
    let session = RwSignal::new(session);
    // The game is saved as soon as it starts and after every change, so a reload, Back or a
    // closed tab loses nothing. (Starting it replaced the game before; the dialog says so.)
    Effect::new(move |_| session.with(saved::save));
    let computer = drive_computer(session);
    let revision = Memo::new(move |_| session.with(|s| s.revision()));
    let legal = Memo::new(move |_| {
        let mut moves = Vec::new();
        session.with(|s| s.position().legal_moves(&mut moves));
        moves
    });
    let mine = Memo::new(move |_| session.with(|s| s.person_to_move()));
    // (selection, revision it was made at)
    let chosen = RwSignal::new(None::<(Selection, u64)>);
    let selection = Memo::new(move |_| chosen.get().filter(|(_, r)| *r == revision.get()).map(|(s, _)| s));
    let note = RwSignal::new(None::<Note>);
    // A person playing Black alone against the computer sees the board from Black's side.
    let flipped = RwSignal::new(matches!(seats, [Seat::Computer(_), Seat::Person]));

    // --- Clicks ---------------------------------------------------------------------------------
    let react = move |reaction: Reaction| {
        chosen.set(reaction.selection.map(|s| (s, revision.get_untracked())));
        note.set(reaction.note);
        if let Some(mv) = reaction.play {
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
        }
    };
    let on_square = Callback::new(move |square: u8| {
        let reaction = session.with_untracked(|s| {
            legal.with_untracked(|l| {
                click_square(s.position(), l, mine.get_untracked(), selection.get_untracked(), square)
            })
        });
        react(reaction);
    });
    let on_pick = Callback::new(move |level: u8| {
        let reaction = session.with_untracked(|s| {
            legal
                .with_untracked(|l| pick_level(s.position(), l, mine.get_untracked(), selection.get_untracked(), level))
        });
        react(reaction);
    });
    // Undo or redo; `try_maybe_update` notifies only when something changed, so a no-op asks the
    // computer nothing.
    let step_back_or_forth = move |step: fn(&mut Session<Byte>) -> bool| {
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
    // Keys: Escape drops the selection, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes.
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        // Not under the new-game dialog, and not again and again while a key is held down.
        if nav.dialog.get_untracked().is_some() || e.repeat() {
            return;
        }
        let command = e.ctrl_key() || e.meta_key();
        match e.key().as_str() {
            "Escape" => {
                chosen.set(None);
                note.set(None);
            }
            "z" | "Z" if command && !e.shift_key() => undo(),
            "y" | "Y" | "z" | "Z" if command => redo(),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());

    // --- What the screen shows ------------------------------------------------------------------
    let picture = Memo::new(move |_| {
        session.with(|s| {
            let pos = s.position();
            let stacks = squares(pos.occupied()).map(|sq| (sq, pos.stack(sq))).collect();
            let mut marks = Vec::new();
            if let Some((from, _, to)) = s.played().iter().rev().find_map(|p| as_lift(p.mv)) {
                marks.push((from, Mark::LastFrom));
                marks.push((to, Mark::LastTo));
            }
            if let Some(sel) = selection.get() {
                marks.push((sel.square, Mark::Selected));
                if mine.get() {
                    legal.with(|l| marks.extend(sel.targets(l).into_iter().map(|t| (t, Mark::Target))));
                }
            }
            BoardPicture { stacks, marks }
        })
    });
    let side_stack = Memo::new(move |_| {
        let sel = selection.get()?;
        session.with(|s| {
            let pos = s.position();
            legal.with(|l| {
                (pos.height(sel.square) > 0).then(|| SideStack {
                    square: grid.name(sel.square),
                    checkers: pos.stack(sel.square),
                    chosen: sel.level(l),
                    movable: if mine.get() { movable_levels(l, sel.square) } else { 0 },
                })
            })
        })
    });
    let listed = Memo::new(move |_| {
        session.with(|s| s.played().iter().map(|p| ListedMove { text: p.text.clone(), forced: p.forced }).collect())
    });
    let status = move || {
        session.with(|s| {
            let pos = s.position();
            if let Some(text) = result_text(pos) {
                return text;
            }
            let side = pos.to_move();
            let turn = match (s.seats()[side.index()], s.seats(), computer.state.get()) {
                (Seat::Computer(_), _, Computer::Failed(_)) => format!("{} (computer) could not move", side.name()),
                (Seat::Computer(_), _, _) => format!("{} (computer) is thinking\u{2026}", side.name()),
                (Seat::Person, [Seat::Person, Seat::Person], _) => format!("{} to move", side.name()),
                (Seat::Person, _, _) => format!("Your move ({})", side.name().to_lowercase()),
            };
            // A pass the app played must not go unnoticed: say so until the next move.
            match s.played().last() {
                Some(last) if last.forced => format!("{} had no move and passed \u{00b7} {turn}", last.by.name()),
                _ => turn,
            }
        })
    };
    let score_row = move |side: Side| {
        let won = move || session.with(|s| s.position().stacks_won()[side.index()]);
        let to_move = move || session.with(|s| s.position().result().is_none() && s.position().to_move() == side);
        let class = if side == Side::White { "score-chip white" } else { "score-chip black" };
        let (label, detail) = seat_label(seats, side);
        view! {
            <div class="score-row" class:to-move=to_move data-testid=format!("score-{}", side.name().to_lowercase())>
                <span class=class></span>
                <span class="player">
                    {label}
                    {detail.map(|d| view! { <small class="seat-detail">{d}</small> })}
                </span>
                <span class="won" title="stacks won">
                    {move || (0..options.board.stacks()).map(|k| {
                        let class = if k < won() { "won-stack filled" } else { "won-stack" };
                        view! { <span class=class></span> }
                    }).collect_view()}
                    <span class="won-count">{won}</span>
                </span>
            </div>
        }
    };
    let over = Memo::new(move |_| session.with(|s| result_text(s.position())));
    // The banner can be put away to look at the final position: until the position changes.
    let banner_dismissed_at = RwSignal::new(None::<u64>);
    let show_banner = move || over.with(Option::is_some) && banner_dismissed_at.get() != Some(revision.get());
    let size = options.board.size();
    let variant = format!(
        "Byte {size}\u{00d7}{size}{} \u{00b7} first to {} of {} stacks",
        if options.merge_first { " \u{00b7} merge first" } else { "" },
        options.board.majority(),
        options.board.stacks()
    );
    let effort = move || match computer.state.get() {
        Computer::Moved { depth, nodes, ms, at } if at == revision.get() => Some(if nodes == 0 {
            "The computer had only one possible move.".to_string()
        } else {
            format!(
                "The computer looked {depth} moves ahead ({} positions in {:.1} s) for its last move.",
                thousands(nodes),
                ms / 1000.0
            )
        }),
        _ => None,
    };
    let failure = move || match computer.state.get() {
        Computer::Failed(why) => Some(why),
        _ => None,
    };

    view! {
        <div class="play">
            <div class="board-column">
                <div class="status-line">
                    <span class="status" data-testid="status">{status}</span>
                    <span class="variant">{variant}</span>
                </div>
                <div class="board-wrap">
                    <Board grid=grid picture=picture flipped=flipped on_square=on_square />
                    <Show when=show_banner>
                        <div class="game-over" data-testid="game-over" role="alert">
                            <p class="game-over-title">{move || over.get().unwrap_or_default()}</p>
                            <div class="game-over-actions">
                                <button class="primary" on:click=move |_| nav.dialog.set(Some(Byte::info().id))>"New game"</button>
                                <button on:click=move |_| banner_dismissed_at.set(Some(revision.get_untracked()))>"Look at the board"</button>
                            </div>
                        </div>
                    </Show>
                </div>
                <p class=move || match note.get() { Some(Note::Refused(_)) => "note refused", _ => "note" } data-testid="note" aria-live="polite">
                    {move || match note.get() { Some(Note::Info(t) | Note::Refused(t)) => t, None => String::new() }}
                </p>
                {move || failure().map(|why| view! {
                    <p class="note refused" data-testid="computer-failed" role="alert">
                        {format!("The computer could not move: {why}. ")}
                        <button on:click=move |_| computer.retry()>"Try again"</button>
                    </p>
                })}
            </div>
            <aside class="side-column">
                <section class="panel scores">
                    <h2>"Stacks won"</h2>
                    {score_row(Side::White)}
                    {score_row(Side::Black)}
                </section>
                <SideView stack=side_stack on_pick=on_pick />
                <MoveList moves=listed />
                {move || effort().map(|text| view! { <p class="hint ai-effort" data-testid="ai-effort">{text}</p> })}
                <div class="controls">
                    <button data-testid="undo" title="Undo (Ctrl+Z)" on:click=move |_| undo() disabled=move || session.with(|s| !s.can_undo())>"Undo"</button>
                    <button data-testid="redo" title="Redo (Ctrl+Y)" on:click=move |_| redo() disabled=move || session.with(|s| !s.can_redo())>"Redo"</button>
                    <button on:click=move |_| flipped.update(|f| *f = !*f) title="turn the board around">"Flip"</button>
                    <button on:click=move |_| nav.dialog.set(Some(Byte::info().id))>"New game"</button>
                    <button on:click=move |_| nav.screen.set(Screen::Rules(Byte::info().id))>"Rules"</button>
                </div>
            </aside>
        </div>
    }
}
