//! The Byte screen: board, side view, stacks won, move list and controls, and what a click means.
//!
//! Selection is view state and lives here: a selected stack and the level to lift from. The rules
//! decide what is legal and, when a click asks for something illegal, say why.

use super::ai::Ai;
use super::board::{Board, BoardPicture, Mark};
use super::move_list::{ListedMove, MoveList};
use super::side_view::{SideStack, SideView};
use super::{Nav, Screen, saved};
use crate::ai::search::DEFAULT_BUDGET;
use crate::rules::byte::{Byte, ByteMove};
use crate::rules::grid::squares;
use crate::rules::{Game, Outcome, Side};
use crate::session::{Seat, Session};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;

/// The computer's move is shown no sooner than this after the player's, so both can be followed.
const MIN_THINK_MS: f64 = 450.0;

/// The selected stack and the level its lifts start from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Selection {
    square: u8,
    level: u8,
}

/// A line under the board: what just happened, or why a click did nothing.
#[derive(Clone, Debug, PartialEq)]
enum Note {
    Info(String),
    Refused(String),
}

/// The level a move lifts from (a basic move moves the whole stack: level 1).
fn lift_level(mv: ByteMove) -> Option<(u8, u8, u8)> {
    match mv {
        ByteMove::Step { from, to } => Some((from, 1, to)),
        ByteMove::Merge { from, level, to } => Some((from, level, to)),
        ByteMove::Pass => None,
    }
}

/// Levels of `square` with at least one legal move, as bits.
fn movable_levels(legal: &[ByteMove], square: u8) -> u8 {
    legal
        .iter()
        .filter_map(|m| lift_level(*m))
        .filter(|(f, _, _)| *f == square)
        .fold(0, |m, (_, l, _)| m | 1 << (l - 1))
}

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

fn now() -> f64 {
    js_sys::Date::now()
}

#[component]
pub fn ByteGame(session: Session<Byte>) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let ai = expect_context::<Ai>();
    let options = session.position().options();
    let seats = session.seats();
    let session = RwSignal::new(session);
    // Every change is saved at once, so a reload or a closed tab loses nothing.
    Effect::new(move |_| session.with(saved::save));
    let selection = RwSignal::new(None::<Selection>);
    let note = RwSignal::new(None::<Note>);
    // How hard the computer looked for its last move: (depth, positions, milliseconds).
    let effort = RwSignal::new(None::<(u32, u64, f64)>);
    // A person playing Black alone against the computer sees the board from Black's side.
    let flipped = RwSignal::new(seats == [Seat::Computer, Seat::Person]);
    let grid = session.with_untracked(|s| s.position().grid());

    let legal = Memo::new(move |_| {
        let mut moves = Vec::new();
        session.with(|s| s.position().legal_moves(&mut moves));
        moves
    });

    // --- What a click means -------------------------------------------------------------------
    let select = move |square: u8| {
        let movable = legal.with(|l| movable_levels(l, square));
        let level = if movable == 0 { 1 } else { movable.trailing_zeros() as u8 + 1 };
        selection.set(Some(Selection { square, level }));
        if movable == 0 {
            let pos = session.with(|s| s.position().clone());
            let me = pos.to_move();
            let text = if !pos.stack(square).contains(&me) {
                format!("None of the checkers on {} is {}'s.", grid.name(square), me.name())
            } else {
                format!("{} has no legal move from {} now.", me.name(), grid.name(square))
            };
            note.set(Some(Note::Info(text)));
        } else {
            note.set(None);
        }
    };
    let play = move |mv: ByteMove| {
        let mut refused = None;
        session.update(|s| refused = s.play(mv).err());
        match refused {
            Some(why) => note.set(Some(Note::Refused(why.0))),
            None => {
                selection.set(None);
                note.set(None);
            }
        }
    };
    let on_square = Callback::new(move |square: u8| {
        let (person, pos) = session.with(|s| (s.person_to_move(), s.position().clone()));
        if !person {
            if pos.result().is_none() {
                note.set(Some(Note::Info("The computer is thinking.".into())));
            }
            if pos.height(square) > 0 {
                selection.set(Some(Selection { square, level: 1 }));
            }
            return;
        }
        let occupied = pos.height(square) > 0;
        let Some(sel) = selection.get_untracked() else {
            if occupied {
                select(square);
            }
            return;
        };
        if sel.square == square {
            selection.set(None);
            note.set(None);
            return;
        }
        let attempt = if occupied || sel.level > 1 {
            ByteMove::Merge { from: sel.square, level: sel.level, to: square }
        } else {
            ByteMove::Step { from: sel.square, to: square }
        };
        if legal.with(|l| l.contains(&attempt)) {
            play(attempt);
            return;
        }
        let adjacent = grid.neighbours[sel.square as usize] >> square & 1 == 1;
        let movable_here = legal.with(|l| movable_levels(l, square)) != 0;
        if occupied && !adjacent {
            select(square);
        } else if occupied && movable_here && pos.checker(sel.square, sel.level) != Some(pos.to_move()) {
            // The selected stack could not move anyway: the player is choosing another stack.
            select(square);
        } else if let Err(why) = pos.check_move(attempt) {
            note.set(Some(Note::Refused(format!("{}: {}.", pos.move_text(attempt), why))));
        }
    });
    let on_pick = Callback::new(move |level: u8| {
        let Some(sel) = selection.get_untracked() else { return };
        let pos = session.with(|s| s.position().clone());
        if legal.with(|l| movable_levels(l, sel.square)) >> (level - 1) & 1 == 1 {
            selection.set(Some(Selection { level, ..sel }));
            note.set(None);
        } else if pos.checker(sel.square, level) != Some(pos.to_move()) {
            note.set(Some(Note::Refused(format!("Level {level} is not {}'s checker.", pos.to_move().name()))));
        } else {
            note.set(Some(Note::Refused(format!(
                "The checker at level {level} has nowhere to go: it must land higher, on a neighbouring stack, without making more than 8."
            ))));
        }
    });

    // --- The computer --------------------------------------------------------------------------
    // (request id, session revision it was asked for, when it was asked)
    let pending = StoredValue::new(None::<(u64, u64, f64)>);
    Effect::new(move |_| {
        let ask = session.with(|s| s.computer_to_move().then(|| (s.revision(), serde_json::to_value(s.position()))));
        let asked = match ask {
            Some((revision, Ok(position))) => {
                ai.ask(Byte::info().id, position, DEFAULT_BUDGET).map(|id| (id, revision, now()))
            }
            _ => None,
        };
        pending.set_value(asked);
    });
    Effect::new(move |_| {
        let Some(reply) = ai.replies.get() else { return };
        let Some((id, revision, asked_at)) = pending.get_value() else { return };
        if reply.id != id && reply.id != 0 {
            return;
        }
        match reply.outcome {
            Ok(answer) => {
                effort.set(Some((answer.depth, answer.nodes, now() - asked_at)));
                let text = answer.text;
                let apply = move || {
                    let mut refused = None;
                    session.try_update(|s| {
                        if s.revision() == revision {
                            refused = s.play_text(&text).err();
                        }
                    });
                    if let Some(why) = refused {
                        note.try_set(Some(Note::Refused(format!("The computer's move {text} was refused: {why}."))));
                    }
                };
                let wait = (MIN_THINK_MS - (now() - asked_at)).max(0.0);
                Timeout::new(wait as u32, apply).forget();
            }
            Err(why) => note.set(Some(Note::Refused(format!("The computer could not move: {why}.")))),
        }
    });

    // --- What the screen shows -----------------------------------------------------------------
    let picture = Signal::derive(move || {
        session.with(|s| {
            let pos = s.position();
            let stacks = squares(pos.occupied()).map(|sq| (sq, pos.stack(sq))).collect();
            let mut marks = Vec::new();
            if let Some((from, _, to)) = s.played().iter().rev().find_map(|p| lift_level(p.mv)) {
                marks.push((from, Mark::LastFrom));
                marks.push((to, Mark::LastTo));
            }
            if let Some(sel) = selection.get() {
                marks.push((sel.square, Mark::Selected));
                if s.person_to_move() {
                    legal.with(|l| {
                        for (from, level, to) in l.iter().filter_map(|m| lift_level(*m)) {
                            if from == sel.square && level == sel.level {
                                marks.push((to, Mark::Target));
                            }
                        }
                    });
                }
            }
            BoardPicture { stacks, marks, flipped: flipped.get() }
        })
    });
    let side_stack = Signal::derive(move || {
        let sel = selection.get()?;
        session.with(|s| {
            let pos = s.position();
            (pos.height(sel.square) > 0).then(|| SideStack {
                square: grid.name(sel.square),
                checkers: pos.stack(sel.square),
                chosen: sel.level,
                movable: if s.person_to_move() { legal.with(|l| movable_levels(l, sel.square)) } else { 0 },
            })
        })
    });
    let listed = Signal::derive(move || {
        session.with(|s| s.played().iter().map(|p| ListedMove { text: p.text.clone(), forced: p.forced }).collect())
    });
    let status = move || {
        session.with(|s| {
            let pos = s.position();
            if let Some(text) = result_text(pos) {
                return text;
            }
            let side = pos.to_move();
            let turn = match (s.seats()[side.index()], s.seats()) {
                (Seat::Computer, _) => format!("{} (computer) is thinking\u{2026}", side.name()),
                (Seat::Person, [Seat::Person, Seat::Person]) => format!("{} to move", side.name()),
                (Seat::Person, _) => format!("Your move ({})", side.name().to_lowercase()),
            };
            // A pass the app played must not go unnoticed: say so until the next move.
            match s.played().last() {
                Some(last) if last.forced => format!("{} had no move and passed \u{00b7} {turn}", last.by.name()),
                _ => turn,
            }
        })
    };
    let player_label = move |side: Side| {
        session.with(|s| match (s.seats()[side.index()], s.seats()) {
            (Seat::Computer, _) => format!("{} \u{00b7} computer", side.name()),
            (Seat::Person, [Seat::Person, Seat::Person]) => side.name().to_string(),
            (Seat::Person, _) => format!("{} \u{00b7} you", side.name()),
        })
    };
    let score_row = move |side: Side| {
        let won = move || session.with(|s| s.position().stacks_won()[side.index()]);
        let to_move = move || session.with(|s| s.position().result().is_none() && s.position().to_move() == side);
        let class = if side == Side::White { "score-chip white" } else { "score-chip black" };
        view! {
            <div class="score-row" class:to-move=to_move data-testid=format!("score-{}", side.name().to_lowercase())>
                <span class=class></span>
                <span class="player">{move || player_label(side)}</span>
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
    let over = move || session.with(|s| result_text(s.position()));
    let show_banner = RwSignal::new(true);
    Effect::new(move |_| {
        if over().is_some() {
            show_banner.set(true);
        }
    });
    let undo = move || {
        session.update(|s| {
            s.undo();
        });
        selection.set(None);
        note.set(None);
    };
    let redo = move || {
        session.update(|s| {
            s.redo();
        });
        selection.set(None);
        note.set(None);
    };
    // Keys: Escape drops the selection, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes.
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        let command = e.ctrl_key() || e.meta_key();
        match e.key().as_str() {
            "Escape" => {
                selection.set(None);
                note.set(None);
            }
            "z" | "Z" if command && !e.shift_key() => undo(),
            "y" | "Y" | "z" | "Z" if command => redo(),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
    let size = options.board.size();
    let variant = format!(
        "Byte {size}\u{00d7}{size}{} \u{00b7} first to {} of {} stacks",
        if options.merge_first { " \u{00b7} merge first" } else { "" },
        options.board.majority(),
        options.board.stacks()
    );

    view! {
        <div class="play">
            <div class="board-column">
                <div class="status-line">
                    <span class="status" data-testid="status">{status}</span>
                    <span class="variant">{variant}</span>
                </div>
                <div class="board-wrap">
                    <Board grid=grid picture=picture on_square=on_square />
                    <Show when=move || over().is_some() && show_banner.get()>
                        <div class="game-over" data-testid="game-over" role="alert">
                            <p class="game-over-title">{move || over().unwrap_or_default()}</p>
                            <div class="game-over-actions">
                                <button class="primary" on:click=move |_| nav.dialog.set(Some(Byte::info().id))>"New game"</button>
                                <button on:click=move |_| show_banner.set(false)>"Look at the board"</button>
                            </div>
                        </div>
                    </Show>
                </div>
                <p class=move || match note.get() { Some(Note::Refused(_)) => "note refused", _ => "note" } data-testid="note" aria-live="polite">
                    {move || match note.get() { Some(Note::Info(t) | Note::Refused(t)) => t, None => String::new() }}
                </p>
            </div>
            <aside class="side-column">
                <section class="panel scores">
                    <h2>"Stacks won"</h2>
                    {score_row(Side::White)}
                    {score_row(Side::Black)}
                </section>
                <SideView stack=side_stack on_pick=on_pick />
                <MoveList moves=listed />
                <Show when=move || effort.get().is_some()>
                    <p class="hint ai-effort" data-testid="ai-effort">
                        {move || effort.get().map(|(depth, nodes, ms)| format!(
                            "The computer looked {depth} moves ahead ({} positions in {:.1} s) for its last move.",
                            thousands(nodes),
                            ms / 1000.0
                        ))}
                    </p>
                </Show>
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
