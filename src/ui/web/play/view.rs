//! The play screen as a player sees it, in small components that read the screen's
//! [`PlayContext`]: the head (status, the game's end, the review bar or the news, a decision off
//! the board, the notices), the board, the actions under it, and the side column (the game's own
//! panels, the players, the move list, the computer's panel).
//!
//! None names a game type: the page carries one copy of the screen's markup, not one per game.

use super::super::ai::Computer;
use super::super::board::aspect;
use super::super::computer_panel::{computer_panel, hint_control};
use super::super::library;
use super::super::make_room::MakeRoom;
use super::super::move_list::MoveList;
use super::super::nav::Screen;
use super::super::play_context::PlayContext;
use super::super::share::{ShareDialog, copy, record_text, share_link};
use super::super::study;
use super::deeds::{DeedButtons, DrawOffer};
use super::shown::ShownBoard;
use super::words::{self, seat_label};
use crate::ui::address::Tool;
use crate::ui::clicks::Note;
use crate::ui::ending;
use crate::ui::library::WriteError;
use crate::ui::play_state::review_place;
use checkerbox_core::rules::{Phase, Side};
use checkerbox_core::session::Seat;
use leptos::prelude::*;

fn ctx() -> PlayContext {
    expect_context::<PlayContext>()
}

/// The play screen, with the game's own `panels` and, while the person sets out the men, its
/// `arrange_editor` in the board's place.
pub fn play_view(panels: AnyView, arrange_editor: ViewFn) -> impl IntoView {
    let ctx = ctx();
    // A game's trays are both labelled, or it has none.
    let trays_shown = if ctx.table.with_untracked(|t| t.has_trays()) { 2 } else { 0 };
    view! {
        // Laid out in four areas (see style/main.css): on a desktop the board takes the height on
        // the left and the rest stands beside it; on a phone they follow each other, the status
        // and any game-over card above the board.
        <div class="play" data-game=ctx.game.id() style=("--aspect", aspect(ctx.shape))
            style=("--tray-rows", trays_shown.to_string())>
            <PlayHead />
            <BoardArea arrange_editor=arrange_editor />
            <PlayActions />
            <SideColumn panels=panels />
        </div>
    }
}

/// Above the board: what the player needs to know now.
#[component]
fn PlayHead() -> impl IntoView {
    let ctx = ctx();
    let variant = ctx.table.with_untracked(|t| t.variant_line());
    // A board in the game's board's place has its own way back: the bar would be a second.
    let reviewing = Memo::new(move |_| ctx.viewing.get().is_some() && !ctx.board_aside());
    view! {
        <div class="play-head">
            <div class="status-line">
                <span class="status" data-testid="status" aria-live="polite">{move || words::status(ctx)}</span>
                <span class="variant">{variant}</span>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{move || words::announce(ctx)}</p>
            <GameOver />
            // While looking back, the review bar takes the news line's place (built once per
            // review, so that the focus stays on a button pressed).
            {move || if reviewing.get() {
                view! { <ReviewBar /> }.into_any()
            } else {
                view! { <p class="news" data-testid="news" aria-live="polite">{move || ctx.table.with(|t| t.news())}</p> }.into_any()
            }}
            <Decision />
            <DrawOffer />
            <StorageRefused />
            <FriendLink />
        </div>
    }
}

/// The end of the game, beside (or on a phone above) the board, never over it; it can be put
/// away to look at the final position, until the position changes.
#[component]
fn GameOver() -> impl IntoView {
    let ctx = ctx();
    let seats = ctx.seats;
    let swapped = [seats[1], seats[0]];
    let swap_label = words::swap_label(ctx);
    let dismissed_at = RwSignal::new(None::<u64>);
    let shared = RwSignal::new(None::<String>);
    let summary = move || {
        let moves = ctx.table.with(|t| t.history().iter().filter(|p| !p.forced).count());
        let id = ctx.id.get_value();
        let ended = library::updated(&id).unwrap_or_else(library::now);
        ending::summary(moves, ending::started(&id).map(|began| ended.saturating_sub(began)))
    };
    // Each side's standing unbroken, the dot ending the first, so that a narrow card breaks the
    // line between them and not inside one.
    let standing = move || {
        let each: Vec<String> = ctx.table.with(|t| {
            [Side::White, Side::Black]
                .into_iter()
                .filter_map(|s| t.score_text(s).map(|x| format!("{}: {x}", t.side_name(s))))
                .collect()
        });
        let last = each.len().saturating_sub(1);
        each.into_iter()
            .enumerate()
            .map(|(i, text)| {
                let text = if i < last { format!("{text} \u{00b7}") } else { text };
                view! { <span class="unbroken">{text}</span>{(i < last).then_some(" ")} }
            })
            .collect_view()
    };
    let shown = Memo::new(move |_| {
        ctx.over.with(Option::is_some) && ctx.viewing.get().is_none() && dismissed_at.get() != Some(ctx.revision.get())
    });
    move || {
        shown.get().then(|| view! {
            <div class="game-over" data-testid="game-over" role="alert">
                <p class="game-over-title">{move || ctx.over.get().unwrap_or_default()}</p>
                <p class="game-over-summary" data-testid="game-over-summary">{summary}</p>
                <p class="game-over-summary" data-testid="game-over-standing">{standing}</p>
                <div class="game-over-actions">
                    <button class="primary" data-testid="rematch" on:click=move |_| ctx.restart(seats)>"Rematch"</button>
                    {(swapped != seats).then(|| view! {
                        <button data-testid="swap" on:click=move |_| ctx.restart(swapped)>{swap_label}</button>
                    })}
                    <button on:click=move |_| ctx.nav.new_game(ctx.game)>"New game"</button>
                    {ctx.reviewable.then(|| view! {
                        <button data-testid="review-game" on:click=move |_| ctx.study(Tool::Review)>"Review this game"</button>
                    })}
                    <button data-testid="share-game" on:click=move |_| share_link(&ctx.link.get_untracked(), shared)>"Share"</button>
                    <button on:click=move |_| dismissed_at.set(Some(ctx.revision.get_untracked()))>"Close"</button>
                </div>
                <p class="hint" aria-live="polite" data-testid="shared">{move || shared.get()}</p>
            </div>
    })
    }
}

/// Looking back: where in the game, the steps, and the ways back. Built once per review, so
/// that the focus stays on a button pressed.
#[component]
fn ReviewBar() -> impl IntoView {
    let ctx = ctx();
    let place = move || ctx.listed.with(|listed| review_place(listed, ctx.shown.get()));
    view! {
        <div class="review-bar" data-testid="review" role="status">
            <span data-testid="review-place">{place}</span>
            <button aria-label="previous move" on:click=move |_| ctx.step(false) disabled=move || ctx.shown.get() == 0>"\u{25c0}"</button>
            <button aria-label="next move" on:click=move |_| ctx.step(true)>"\u{25b6}"</button>
            <button class="primary" data-testid="back-to-game" on:click=move |_| ctx.back_to_game()>"Back to the game"</button>
            <button data-testid="branch" title="A new game from this position, the moves so far kept" on:click=move |_| ctx.branch()>"Play on from here"</button>
        </div>
    }
}

/// A decision off the board, for the person at the screen: its buttons are the legal moves, in
/// their order.
#[component]
fn Decision() -> impl IntoView {
    let ctx = ctx();
    let choices = Memo::new(move |_| {
        if !ctx.mine.get() || ctx.phase.get() != Phase::Choose {
            return Vec::new();
        }
        ctx.table.with(|t| t.choices())
    });
    let decision =
        move || ctx.table.with(|t| t.decision().map(|what| format!("{}, {what}.", t.side_name(t.to_move()))));
    move || {
        (!choices.with(Vec::is_empty)).then(|| {
            view! {
                <div class="decision" data-testid="choices" role="group" aria-label="choose">
                    <p>{decision}</p>
                    <div class="decision-actions">
                        {choices.get().into_iter().enumerate().map(|(k, (id, text))| view! {
                            <button class="primary" data-testid=format!("choice-{id}") on:click=move |_| ctx.choose(k)>{text}</button>
                        }).collect_view()}
                    </div>
                </div>
            }
        })
    }
}

/// Where the browser refuses to keep the game: said at once, with the way to keep it, and where
/// its storage is full, the old finished games that could make room (the game is kept again once
/// they are gone).
#[component]
fn StorageRefused() -> impl IntoView {
    let ctx = ctx();
    let refused = library::signals().refused;
    let keep_again = Callback::new(move |_| {
        if let Ok(record) = ctx.table.with_untracked(|t| t.saved()) {
            library::save(ctx.game, &ctx.id.get_value(), &record);
        }
    });
    move || {
        refused.get().map(|why| {
            let full = why == WriteError::Full;
            let said = why.said();
            view! {
                <div class="notice refused" role="alert" data-testid="storage-refused">
                    <p>{said}</p>
                    <div class="card-actions">
                        <button class="primary" on:click=move |_| ctx.sharing.set(true)>"Keep this game"</button>
                    </div>
                    {full.then(|| view! { <MakeRoom then=keep_again /> })}
                </div>
            }
        })
    }
}

/// Played by link, on the friend's move (or at the end): the link to send, the one thing to do.
#[component]
fn FriendLink() -> impl IntoView {
    let ctx = ctx();
    let copied = RwSignal::new(None::<String>);
    let select = |e: leptos::ev::FocusEvent| {
        if let Some(input) =
            e.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
        {
            input.select();
        }
    };
    let said = move || {
        if ctx.over.with(Option::is_some) {
            "The game is over. Send your friend this link, so that they see the end."
        } else {
            "Your move is made. Send your friend this link: they open it, play their move, and send you a link back."
        }
    };
    ctx.seats.contains(&Seat::Friend).then(|| view! {
        <Show when=move || ctx.friends_move() || ctx.over.with(Option::is_some)>
            <div class="notice friend-link" data-testid="friend-link">
                <p>{said}</p>
                <div class="card-actions">
                    <input readonly class="link-field" data-testid="friend-link-text" prop:value=move || ctx.link.get() on:focus=select />
                    <button class="primary" data-testid="copy-friend-link"
                        on:click=move |_| copy(&ctx.link.get_untracked(), "the link", copied)>"Copy the link"</button>
                </div>
                <p class="hint" aria-live="polite" data-testid="copied">{move || copied.get()}</p>
            </div>
        </Show>
    })
}

/// The board, or in its place while the person sets out the men the game's editor, while they
/// learn from their mistakes the board of the position before one, while they analyse the
/// analysis board, and while they set up a position the editor.
#[component]
fn BoardArea(arrange_editor: ViewFn) -> impl IntoView {
    let ctx = ctx();
    let arranging = Memo::new(move |_| ctx.mine.get() && ctx.phase.get() == Phase::Arrange);
    let aside = Memo::new(move |_| ctx.board_aside());
    view! {
        <div class="board-area">
            {move || arranging.get().then(|| arrange_editor.run())}
            {study::rooms().map(|rooms| (rooms.boards)())}
            <Show when=move || !arranging.get() && !aside.get()>
                <div class="board-wrap">
                    <ShownBoard ctx=ctx />
                </div>
            </Show>
        </div>
    }
}

/// Under the board: a move waiting for Confirm, the controls, the hint, and what the last click
/// led to.
#[component]
fn PlayActions() -> impl IntoView {
    let ctx = ctx();
    let (hint_button, hint_words) = hint_control(ctx).unzip();
    let sharing = Memo::new(move |_| ctx.sharing.get());
    // A board in the game's board's place has its own buttons.
    view! {
        <div class="play-actions" hidden=move || ctx.board_aside()>
            <ConfirmMove />
            <div class="controls">
                <button data-testid="undo" title="Undo (Ctrl+Z)" on:click=move |_| ctx.undo(false) disabled=move || !ctx.table.with(|t| t.can_undo())>"Undo"</button>
                <button data-testid="redo" title="Redo (Ctrl+Y)" on:click=move |_| ctx.undo(true) disabled=move || !ctx.table.with(|t| t.can_redo())>"Redo"</button>
                <button data-testid="flip" on:click=move |_| ctx.flipped.update(|f| *f = !*f) title="Turn the board around">"Flip"</button>
                <button data-testid="new-game" on:click=move |_| ctx.nav.new_game(ctx.game)>"New game"</button>
                <button on:click=move |_| ctx.nav.go(Screen::Rules(ctx.game))>"Rules"</button>
                <DeedButtons />
                <button data-testid="share" on:click=move |_| ctx.sharing.set(true) title="The game as a record or a link">"Keep or send"</button>
                {hint_button}
            </div>
            {hint_words}
            {move || sharing.get().then(|| view! {
                <ShareDialog game=ctx.game record=ctx.table.with_untracked(|t| record_text(t.as_ref())) link=ctx.link.get_untracked()
                    on_close=Callback::new(move |_| ctx.sharing.set(false)) />
            })}
            <NoteLine />
        </div>
    }
}

/// The move waiting for Confirm; its button takes the focus, so that Enter confirms and Escape
/// cancels, and the keyboard player needs no extra key.
#[component]
fn ConfirmMove() -> impl IntoView {
    let ctx = ctx();
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = button.get() {
            let _ = button.focus();
        }
    });
    let pending = move || {
        let k = ctx.screen.with(|s| s.pending(ctx.revision.get()))?;
        ctx.table.with_untracked(|t| t.move_text(k))
    };
    move || {
        pending().map(|text| {
            view! {
                <div class="confirm-move" data-testid="confirm" role="group" aria-label="confirm the move">
                    <span>{format!("Play {text}?")}</span>
                    <button class="primary" data-testid="confirm-move" node_ref=button on:click=move |_| ctx.confirm()>"Confirm"</button>
                    <button data-testid="cancel-move" on:click=move |_| ctx.cancel()>"Cancel"</button>
                </div>
            }
        })
    }
}

/// What the last click led to, and the computer's failure to move, with the way to ask again.
#[component]
fn NoteLine() -> impl IntoView {
    let ctx = ctx();
    let note = Memo::new(move |_| ctx.screen.with(|s| s.note().cloned()));
    let failure = move || match ctx.computer.state.get() {
        Computer::Failed(why) => Some(why),
        _ => None,
    };
    view! {
        <p class=move || match note.get() { Some(Note::Refused(_)) => "note refused", _ => "note" } data-testid="note" aria-live="polite">
            {move || match note.get() { Some(Note::Info(t) | Note::Refused(t) | Note::CannotMove(t)) => t, None => String::new() }}
        </p>
        {move || failure().map(|why| view! {
            <p class="note refused" data-testid="computer-failed" role="alert">
                {format!("The computer could not move: {why}. ")}
                <button on:click=move |_| ctx.computer.retry()>"Try again"</button>
            </p>
        })}
    }
}

/// Beside the board: the game's own panels, the players, the move list, the computer's panel.
#[component]
fn SideColumn(panels: AnyView) -> impl IntoView {
    let ctx = ctx();
    // Watching the computer play itself, its panel comes first, so that on a phone the controls
    // are right under the board; else the game's own panels do.
    let watching = Seat::all_computer(ctx.seats);
    let panel = computer_panel(ctx).into_any();
    let (first, last) = if watching { (Some(panel), None) } else { (None, Some(panel)) };
    let first_name = ctx.table.with_untracked(|t| t.side_name_at(0, t.to_move_at(0)));
    // A solitaire has its solver instead; a lesson, no review. The play page has the tools'
    // buttons, which lead to the study page.
    let review = ctx.reviewable.then(|| match (ctx.review, study::rooms()) {
        (Some(reviewer), Some(rooms)) => (rooms.panel)(reviewer),
        _ => view! { <StudyLinks /> }.into_any(),
    });
    view! {
        <aside class="side-column">
            {first}
            {panels}
            <section class="panel scores">
                <h2>"Players"</h2>
                <PlayerRow side=Side::White />
                <PlayerRow side=Side::Black />
            </section>
            <MoveList moves=ctx.listed shown=ctx.viewing first_name=first_name on_show=Callback::new(move |k| ctx.show(k))
                verdicts=ctx.review.map(|r| r.marks) />
            {review}
            {last}
        </aside>
    }
}

/// The review's panel on the play page: what it does, and its buttons, which open the tools on
/// the study page.
#[component]
fn StudyLinks() -> impl IntoView {
    let ctx = ctx();
    view! {
        <section class="panel review-panel" data-testid="review-panel" id="review-panel">
            <h2>"Review and analysis"</h2>
            <p class="hint">"The computer looks at every move and says which gave ground, and what was better."</p>
            <div class="card-actions">
                <button class="primary" data-testid="review-start" on:click=move |_| ctx.study(Tool::Review)
                    disabled=move || ctx.computers_move()>"Review this game"</button>
                <ToolButtons />
            </div>
        </section>
    }
}

/// The ways to the analysis board and the position editor, for the position shown: on both
/// pages' panels; not while a board of their own is in the game's place (each has its way back).
#[component]
pub(super) fn ToolButtons() -> impl IntoView {
    let ctx = ctx();
    view! {
        <Show when=move || !ctx.board_aside()>
            <button data-testid="analyse" title="Play moves for both sides from the position shown, with the computer's best moves"
                on:click=move |_| ctx.study(Tool::Analyse(Some(ctx.shown.get_untracked()))) >"Analyse"</button>
            <button data-testid="set-up" title="Put checkers on the board and take them off, to play from that position"
                on:click=move |_| ctx.study(Tool::SetUp(Some(ctx.shown.get_untracked())))>"Set up a position"</button>
        </Show>
    }
}

/// A player's row in the players panel: their colour, who plays it, and their standing so far.
#[component]
fn PlayerRow(side: Side) -> impl IntoView {
    let ctx = ctx();
    let table = ctx.table;
    let to_move = move || table.with(|t| !t.over() && t.to_move() == side);
    let label = Memo::new(move |_| table.with(|t| seat_label(ctx.seats, t.player_of(side), t.side_name(side))));
    // A player whose colour is not decided yet has no colour chip.
    let chip = move || {
        let decided = table.with(|t| t.side_name(side).starts_with(side.name()));
        format!("score-chip {}", if decided { side.word() } else { "undecided" })
    };
    view! {
        <div class="score-row" class:to-move=to_move data-testid=format!("score-{}", side.word())>
            <span class=chip></span>
            <span class="player">
                {move || label.get().0}
                {move || label.get().1.map(|d| view! { <small class="seat-detail">{d}</small> })}
            </span>
            <span class="won">{move || table.with(|t| t.score_text(side))}</span>
        </div>
    }
}
