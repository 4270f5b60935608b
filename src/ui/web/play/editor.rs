//! The position editor, in the game's board's place: a position of the game set out again
//! checker by checker ([`Editor`], native), the side to move chosen, the game's own check said
//! as it goes, and a new game between two people from it once a game can reach it.

use super::super::board::{Board, Decor};
use super::super::play_context::{OtherBoard, PlayContext};
use super::aside;
use crate::ui::any_session::{Pieces, Tray};
use crate::ui::editor::{Editor, Tool, verdict};
use crate::ui::view::Spot;
use checkerbox_core::rules::Side;
use leptos::html::Div;
use leptos::prelude::*;

/// The editor, set out afresh each time it is opened.
#[component]
pub fn EditorBoard() -> impl IntoView {
    let main = expect_context::<PlayContext>();
    aside::in_place(move || main.other_board.get().and_then(OtherBoard::editor), editor)
}

/// The editor of the position after `k` moves of the game.
fn editor(k: usize) -> AnyView {
    let main = expect_context::<PlayContext>();
    let (stacks, to_move, tally, stacking) =
        main.table.with_untracked(|t| (t.stacks_at(k), t.to_move_at(k), t.tally_at(k), t.stacks_checkers()));
    let editor = RwSignal::new(Editor::new(stacks, to_move, tally.map_or([0, 0], |t| t.1), stacking));
    let checked = Memo::new(move |_| {
        editor.with(|e| main.table.with_untracked(|t| t.edited_at(k, &e.stacks(), e.to_move, e.tally)))
    });
    let pieces = Signal::derive(move || Pieces { stacks: editor.with(Editor::stacks), ..Pieces::default() });
    let on_spot = Callback::new(move |spot| {
        if let Spot::Square(s) = spot {
            editor.update(|e| e.click(s));
        }
    });
    let play = move |_| {
        if let Ok(record) = checked.get_untracked() {
            main.nav.start(main.game, record);
        }
    };
    let tool = move |t: Tool, testid: &'static str, words: &'static str| {
        view! {
            <button data-testid=testid aria-pressed=move || (editor.with(|e| e.tool) == t).to_string()
                on:click=move |_| editor.update(|e| e.tool = t)>{words}</button>
        }
    };
    let side = move |s: Side| {
        view! {
            <label class="choice">
                <input type="radio" name="editor-to-move" data-testid=format!("editor-to-move-{}", s.word())
                    prop:checked=move || editor.with(|e| e.to_move == s) on:change=move |_| editor.update(|e| e.to_move = s) />
                {s.name()}
            </label>
        }
    };
    // What each side has taken off, where the game counts it: a number each.
    let counts = tally.map(|(words, _)| {
        let count = move |s: Side| {
            view! {
                <label class="choice">
                    {s.name()}
                    <input type="number" min="0" max="9" class="quantity" data-testid=format!("editor-tally-{}", s.word())
                        prop:value=move || editor.with(|e| e.tally[s.index()].to_string())
                        on:input=move |e| {
                            let n = event_target_value(&e).trim().parse::<u8>().unwrap_or(0);
                            editor.update(|ed| ed.tally[s.index()] = n);
                        } />
                </label>
            }
        };
        view! {
            <fieldset class="editor-to-move">
                <legend>{words}</legend>
                {count(Side::White)}
                {count(Side::Black)}
            </fieldset>
        }
    });
    let top = NodeRef::<Div>::new();
    aside::reveal(top);
    view! {
        <div class="editor" data-testid="editor" node_ref=top>
            <p class="analysis-said">"Set up a position: choose what a click does, then click the squares."</p>
            <div class="card-actions editor-tools" role="group" aria-label="what a click does">
                {tool(Tool::Put(Side::White), "editor-white", "Put a white checker")}
                {tool(Tool::Put(Side::Black), "editor-black", "Put a black checker")}
                {tool(Tool::TakeOff, "editor-take-off", "Take one off")}
            </div>
            <div class="board-wrap">
                <Board shape=main.shape pieces=pieces decor=Signal::derive(Decor::default)
                    trays=Signal::derive(|| [Tray::default(), Tray::default()]) flipped=main.flipped
                    carried=Signal::derive(|| None) on_spot=on_spot />
            </div>
            <fieldset class="editor-to-move">
                <legend>"To move"</legend>
                {side(Side::White)}
                {side(Side::Black)}
            </fieldset>
            {counts}
            <p class=move || if checked.with(Result::is_ok) { "note" } else { "note refused" } data-testid="editor-verdict" aria-live="polite">
                {move || checked.with(verdict)}
            </p>
            <div class="card-actions">
                <button class="primary" data-testid="editor-play" on:click=play disabled=move || checked.with(Result::is_err)>
                    "Play from this position"
                </button>
                <button data-testid="editor-clear" on:click=move |_| editor.update(Editor::clear)>"Empty the board"</button>
                <button data-testid="editor-close" on:click=move |_| main.close_board(k)>"Back to the game"</button>
            </div>
        </div>
    }
    .into_any()
}
