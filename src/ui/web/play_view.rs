//! The play screen as a player sees it: the status line, the board with its banner and trays, the
//! decisions and confirmations, the controls and notices, the players panel and the move list.
//!
//! It names no game type. [`super::play::play_screen`] reads a game (through its
//! [`crate::ui::any_session::AnySession`]) into the plain signals and callbacks of [`PlayScreen`], and this
//! view is built from those: so the page carries one copy of the screen's markup, not one per
//! game. (Built inside a function generic over the game, every closure of the view would be a
//! type of its own for each game, and so would the whole view tree: a copy for each game.)

use super::ai::{Computer, ComputerPlayer};
use super::board::{Board, Decor, Pieces, Tray, aspect_style};
use super::move_list::{ListedMove, MoveList};
use super::nav::{Nav, Screen};
use super::share::{ShareDialog, copy};
use crate::ui::clicks::Note;
use crate::ui::view::Spot;
use checkerbox_core::games::GameId;
use checkerbox_core::rules::{BoardShape, Side};
use checkerbox_core::session::Seat;
use leptos::prelude::*;

/// A player's row in the players panel.
pub struct PlayerRow {
    pub to_move: Signal<bool>,
    /// Their standing so far ("1 stack won").
    pub score: Signal<Option<String>>,
    /// Who plays here, and a detail in smaller print ("White · computer", "hard").
    pub label: Signal<(String, Option<&'static str>)>,
    /// Whether their colour is decided (else their chip shows none).
    pub decided: Signal<bool>,
}

/// Everything the play screen shows and every way to act on it, for one game in progress.
pub struct PlayScreen {
    pub game: GameId,
    pub shape: BoardShape,
    pub seats: [Seat; 2],
    /// The board and variant, under the title.
    pub variant: String,
    /// Whose turn it is, or how the game ended.
    pub status: Signal<String>,
    /// What the last moves did; said until the next move.
    pub news: Signal<String>,
    /// Said to a screen reader after each move.
    pub announce: Signal<Option<String>>,
    /// The session's revision: a dismissed banner stays away until it changes.
    pub revision: Memo<u64>,

    // Review: the position after `viewing` moves, while looking back.
    pub viewing: RwSignal<Option<usize>>,
    /// How many moves the board shows.
    pub shown: Memo<usize>,
    /// How many moves have been played.
    pub played: Signal<usize>,
    /// One move on (true) or back.
    pub step_view: Callback<bool>,
    /// Show the position after this many moves.
    pub show: Callback<usize>,
    /// A new game from the position looked at.
    pub branch: Callback<()>,

    // A decision off the board.
    /// The choices the person at the screen has now, as (id, words on the button).
    pub choices: Memo<Vec<(String, String)>>,
    /// Take the choice at this index of `choices`.
    pub choose: Callback<usize>,
    /// What the player to move decides: "Player One, choose a colour."
    pub decision: Signal<Option<String>>,
    /// Whether the person at the screen sets out the men, in `arrange_editor`.
    pub arranging: Memo<bool>,
    pub arrange_editor: ViewFn,

    // The board.
    pub pieces: Memo<Pieces>,
    pub decor: Memo<Decor>,
    pub trays: Memo<[Tray; 2]>,
    pub flipped: RwSignal<bool>,
    pub carried: Memo<Option<(u8, u8)>>,
    pub on_spot: Callback<Spot>,
    pub pointed: RwSignal<Option<u8>>,
    /// How the game ended, in words.
    pub over: Memo<Option<String>>,
    /// Start again with these seats.
    pub restart: Callback<[Seat; 2]>,
    /// The words on the button that swaps the seats ("Swap colours").
    pub swap_label: &'static str,

    /// The move waiting for Confirm, in words.
    pub pending: Signal<Option<String>>,
    pub confirm: Callback<()>,
    pub cancel: Callback<()>,

    pub can_undo: Signal<bool>,
    pub can_redo: Signal<bool>,
    pub undo: Callback<()>,
    pub redo: Callback<()>,
    /// The hint's button and words, where there is one.
    pub hint: Option<(AnyView, AnyView)>,
    /// The share dialog is open.
    pub sharing: RwSignal<bool>,
    /// The game as a record, for the share dialog.
    pub record: Callback<(), String>,
    /// The browser refused to keep the game.
    pub refused: RwSignal<bool>,
    /// The game is played by link, and it is the friend's move (or the game is over).
    pub by_link: bool,
    pub friends_turn: Signal<bool>,
    pub link: Memo<String>,
    /// What the last click led to.
    pub note: RwSignal<Option<Note>>,
    pub computer: ComputerPlayer,

    /// The computer's panel: first in the side column when the computer plays itself.
    pub computer_panel: AnyView,
    pub watching: bool,
    /// The game's own panels.
    pub panels: AnyView,
    pub rows: [PlayerRow; 2],
    pub listed: Memo<Vec<ListedMove>>,
    /// Who moves first, by name.
    pub first_name: String,
}

fn player_row(side: Side, row: PlayerRow) -> impl IntoView {
    let PlayerRow { to_move, score, label, decided } = row;
    let chip = move || format!("score-chip {}", if decided.get() { side.word() } else { "undecided" });
    view! {
        <div class="score-row" class:to-move=move || to_move.get() data-testid=format!("score-{}", side.word())>
            <span class=chip></span>
            <span class="player">
                {move || label.get().0}
                {move || label.get().1.map(|d| view! { <small class="seat-detail">{d}</small> })}
            </span>
            <span class="won">{move || score.get()}</span>
        </div>
    }
}

/// The play screen.
pub fn play_view(screen: PlayScreen) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let PlayScreen {
        game,
        shape,
        seats,
        variant,
        status,
        news,
        announce,
        revision,
        viewing,
        shown,
        played,
        step_view,
        show,
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
        pending,
        confirm,
        cancel,
        can_undo,
        can_redo,
        undo,
        redo,
        hint,
        sharing,
        record,
        refused,
        by_link,
        friends_turn,
        link,
        note,
        computer,
        computer_panel,
        watching,
        panels,
        rows: [white, black],
        listed,
        first_name,
    } = screen;
    let link_copied = RwSignal::new(None::<String>);
    // The banner can be put away to look at the final position: until the position changes.
    let banner_dismissed_at = RwSignal::new(None::<u64>);
    let show_banner = move || {
        over.with(Option::is_some) && viewing.get().is_none() && banner_dismissed_at.get() != Some(revision.get())
    };
    let swapped = [seats[1], seats[0]];
    // The Confirm button takes the focus when a move waits for it: Enter confirms, Escape cancels,
    // and the keyboard player needs no extra key.
    let confirm_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = confirm_button.get() {
            let _ = button.focus();
        }
    });
    let failure = move || match computer.state.get() {
        Computer::Failed(why) => Some(why),
        _ => None,
    };
    let (hint_button, hint_words) = hint.unzip();
    let (panel_first, panel_last) = if watching { (Some(computer_panel), None) } else { (None, Some(computer_panel)) };
    let trays_shown = trays.with_untracked(|t| t.iter().filter(|tray| !tray.label.is_empty()).count());
    let layout = format!("{};--tray-rows:{trays_shown}", aspect_style(shape));
    view! {
        // Laid out in four areas (see style/main.css): on a desktop the board takes the height on
        // the left and the rest stands beside it; on a phone they follow each other, the status
        // and any game-over card above the board.
        <div class="play" data-game=game.id() style=layout>
            <div class="play-head">
                <div class="status-line">
                    <span class="status" data-testid="status" aria-live="polite">{move || status.get()}</span>
                    <span class="variant">{variant}</span>
                </div>
                <p class="visually-hidden" aria-live="polite" data-testid="announce">{move || announce.get()}</p>
                // The end of the game stands beside (or on a phone above) the board, never over it.
                <Show when=show_banner>
                    <div class="game-over" data-testid="game-over" role="alert">
                        <p class="game-over-title">{move || over.get().unwrap_or_default()}</p>
                        <div class="game-over-actions">
                            <button class="primary" data-testid="rematch" on:click=move |_| restart.run(seats)>"Rematch"</button>
                            {(swapped != seats).then(|| view! {
                                <button data-testid="swap" on:click=move |_| restart.run(swapped)>{swap_label}</button>
                            })}
                            <button on:click=move |_| nav.dialog.set(Some(game))>"New game"</button>
                            <button on:click=move |_| banner_dismissed_at.set(Some(revision.get_untracked()))>"Close"</button>
                        </div>
                    </div>
                </Show>
                // While looking back, the review bar takes the news line's place.
                <Show
                    when=move || viewing.get().is_some()
                    fallback=move || view! { <p class="news" data-testid="news" aria-live="polite">{move || news.get()}</p> }
                >
                    // Built once per review, so that the focus stays on a button pressed.
                    <div class="review-bar" data-testid="review" role="status">
                        <span>{move || format!("Move {} of {}", shown.get(), played.get())}</span>
                        <button aria-label="previous move" on:click=move |_| step_view.run(false) disabled=move || shown.get() == 0>"\u{25c0}"</button>
                        <button aria-label="next move" on:click=move |_| step_view.run(true)>"\u{25b6}"</button>
                        <button class="primary" data-testid="back-to-game" on:click=move |_| viewing.set(None)>"Back to the game"</button>
                        <button data-testid="branch" title="A new game from this position, the moves so far kept" on:click=move |_| branch.run(())>"Play on from here"</button>
                    </div>
                </Show>
                {move || (!choices.with(Vec::is_empty)).then(|| view! {
                    <div class="decision" data-testid="choices" role="group" aria-label="choose">
                        <p>{move || decision.get()}</p>
                        <div class="decision-actions">
                            {choices.get().into_iter().enumerate().map(|(k, (id, text))| view! {
                                <button class="primary" data-testid=format!("choice-{id}") on:click=move |_| choose.run(k)>{text}</button>
                            }).collect_view()}
                        </div>
                    </div>
                })}
            </div>
            <div class="board-area">
                {move || arranging.get().then(|| arrange_editor.run())}
                // While the person sets out the men, the editor's board takes the board's place.
                <Show when=move || !arranging.get()>
                    <div class="board-wrap">
                        <Board shape=shape pieces=pieces decor=decor trays=trays flipped=flipped carried=carried on_spot=on_spot
                            on_point=Callback::new(move |s| pointed.set(s)) />
                    </div>
                </Show>
            </div>
            <div class="play-actions">
                {move || pending.get().map(|text| view! {
                    <div class="confirm-move" data-testid="confirm" role="group" aria-label="confirm the move">
                        <span>{format!("Play {text}?")}</span>
                        <button class="primary" data-testid="confirm-move" node_ref=confirm_button on:click=move |_| confirm.run(())>"Confirm"</button>
                        <button data-testid="cancel-move" on:click=move |_| cancel.run(())>"Cancel"</button>
                    </div>
                })}
                <Show when=move || refused.get()>
                    <div class="notice refused" role="alert" data-testid="storage-refused">
                        <p>"This browser would not keep this game: its storage is full, or turned off. The game is here until you close the page; save it as a file or keep its link, so that it is not lost."</p>
                        <button class="primary" on:click=move |_| sharing.set(true)>"Keep this game"</button>
                    </div>
                </Show>
                {by_link.then(|| view! {
                    <Show when=move || friends_turn.get()>
                        <div class="notice friend-link" data-testid="friend-link">
                            <p>{move || if over.with(Option::is_some) {
                                "The game is over. Send your friend this link, so that they see the end."
                            } else {
                                "Your move is made. Send your friend this link: they open it, play their move, and send you a link back."
                            }}</p>
                            <div class="card-actions">
                                <input readonly class="link-field" data-testid="friend-link-text" prop:value=move || link.get()
                                    on:focus=|e| if let Some(input) = e.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok()) { input.select() } />
                                <button class="primary" data-testid="copy-friend-link"
                                    on:click=move |_| copy(&link.get_untracked(), "the link", link_copied)>"Copy the link"</button>
                            </div>
                            <p class="hint" aria-live="polite" data-testid="copied">{move || link_copied.get()}</p>
                        </div>
                    </Show>
                })}
                <div class="controls">
                    <button data-testid="undo" title="Undo (Ctrl+Z)" on:click=move |_| undo.run(()) disabled=move || !can_undo.get()>"Undo"</button>
                    <button data-testid="redo" title="Redo (Ctrl+Y)" on:click=move |_| redo.run(()) disabled=move || !can_redo.get()>"Redo"</button>
                    <button data-testid="flip" on:click=move |_| flipped.update(|f| *f = !*f) title="Turn the board around">"Flip"</button>
                    <button data-testid="new-game" on:click=move |_| nav.dialog.set(Some(game))>"New game"</button>
                    <button on:click=move |_| nav.go(Screen::Rules(game))>"Rules"</button>
                    <button data-testid="share" on:click=move |_| sharing.set(true) title="The game as a record or a link">"Keep or send"</button>
                    {hint_button}
                </div>
                {hint_words}
                <Show when=move || sharing.get()>
                    {move || view! {
                        <ShareDialog game=game record=record.run(()) link=link.get_untracked() on_close=Callback::new(move |_| sharing.set(false)) />
                    }}
                </Show>
                <p class=move || match note.get() { Some(Note::Refused(_)) => "note refused", _ => "note" } data-testid="note" aria-live="polite">
                    {move || match note.get() { Some(Note::Info(t) | Note::Refused(t) | Note::CannotMove(t)) => t, None => String::new() }}
                </p>
                {move || failure().map(|why| view! {
                    <p class="note refused" data-testid="computer-failed" role="alert">
                        {format!("The computer could not move: {why}. ")}
                        <button on:click=move |_| computer.retry()>"Try again"</button>
                    </p>
                })}
            </div>
            <aside class="side-column">
                // Watching the computer play itself, its panel comes first, so that on a phone the
                // controls are right under the board; else the game's own panels do.
                {panel_first}
                {panels}
                <section class="panel scores">
                    <h2>"Players"</h2>
                    {player_row(Side::White, white)}
                    {player_row(Side::Black, black)}
                </section>
                <MoveList moves=listed shown=viewing first_name=first_name on_show=show />
                {panel_last}
            </aside>
        </div>
    }
}
