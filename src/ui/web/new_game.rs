//! The new-game dialog: board, variant and who plays whom.

use super::app::{Nav, Screen};
use super::saved;
use crate::ai::search::Strength;
use crate::rules::Game;
use crate::rules::byte::{Byte, ByteBoard, ByteOptions};
use crate::session::Seat;
use leptos::prelude::*;

/// Who plays, as the dialog offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opponent {
    People,
    ComputerBlack,
    ComputerWhite,
}

impl Opponent {
    /// Who played the last game, and how strong the computer was (if it played).
    fn from_seats(seats: [Seat; 2]) -> (Opponent, Option<Strength>) {
        match seats {
            [Seat::Person, Seat::Computer(s)] => (Opponent::ComputerBlack, Some(s)),
            [Seat::Computer(s), Seat::Person] => (Opponent::ComputerWhite, Some(s)),
            _ => (Opponent::People, None),
        }
    }

    fn seats(self, strength: Strength) -> [Seat; 2] {
        match self {
            Opponent::People => [Seat::Person, Seat::Person],
            Opponent::ComputerBlack => [Seat::Person, Seat::Computer(strength)],
            Opponent::ComputerWhite => [Seat::Computer(strength), Seat::Person],
        }
    }
}

#[component]
pub fn NewGameDialog(id: &'static str) -> impl IntoView {
    let nav = expect_context::<Nav>();
    // The dialog offers the settings of the last game again: most players start another alike.
    // The saved game is read once, for its settings and to warn that starting replaces it.
    let last = saved::load::<Byte>().and_then(Result::ok);
    let replaces = last.as_ref().and_then(saved::unfinished_moves).map(|moves| {
        format!("Starting replaces your unfinished game ({moves} move{}).", if moves == 1 { "" } else { "s" })
    });
    let (last_options, (last_opponent, last_strength)) = match &last {
        Some(last) => (last.position().options(), Opponent::from_seats(last.seats())),
        None => (ByteOptions::default(), (Opponent::ComputerBlack, None)),
    };
    let board = RwSignal::new(last_options.board);
    let merge_first = RwSignal::new(last_options.merge_first);
    let opponent = RwSignal::new(last_opponent);
    let strength = RwSignal::new(last_strength.unwrap_or_default());
    let close = move || nav.dialog.set(None);
    let start = move |_| {
        let options = ByteOptions { board: board.get_untracked(), merge_first: merge_first.get_untracked() };
        nav.screen.set(Screen::Byte { options, seats: opponent.get_untracked().seats(strength.get_untracked()) });
        close();
    };
    let choice = move |value: Opponent, label: &'static str, testid: &'static str| {
        view! {
            <label class="choice">
                <input type="radio" name="opponent" data-testid=testid
                    prop:checked=move || opponent.get() == value
                    on:change=move |_| opponent.set(value) />
                {label}
            </label>
        }
    };
    let strength_choice = move |value: Strength| {
        view! {
            <label class="choice inline">
                <input type="radio" name="strength" data-testid=format!("strength-{}", value.name())
                    prop:checked=move || strength.get() == value
                    prop:disabled=move || opponent.get() == Opponent::People
                    on:change=move |_| strength.set(value) />
                {value.name()}
            </label>
        }
    };
    let size_choice = move |value: ByteBoard, label: &'static str| {
        view! {
            <label class="choice">
                <input type="radio" name="board" prop:checked=move || board.get() == value on:change=move |_| board.set(value) />
                {label}
            </label>
        }
    };
    view! {
        <div class="dialog-backdrop" on:click=move |_| close()>
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title" data-game=id
                on:click=|e| e.stop_propagation()>
                <h2 id="new-game-title">"New game of Byte"</h2>
                <fieldset>
                    <legend>"Board"</legend>
                    {size_choice(ByteBoard::Eight, "8\u{00d7}8 standard \u{00b7} 3 stacks")}
                    {size_choice(ByteBoard::Ten, "10\u{00d7}10 international \u{00b7} 5 stacks")}
                </fieldset>
                <fieldset>
                    <legend>"Variant"</legend>
                    <label class="choice">
                        <input type="checkbox" data-testid="merge-first" prop:checked=move || merge_first.get()
                            on:change=move |e| merge_first.set(event_target_checked(&e)) />
                        "Merge first: while a merge is possible, basic moves are not"
                    </label>
                </fieldset>
                <fieldset>
                    <legend>"Players"</legend>
                    {choice(Opponent::ComputerBlack, "You play White, the computer Black", "vs-computer-black")}
                    {choice(Opponent::ComputerWhite, "You play Black, the computer White", "vs-computer-white")}
                    {choice(Opponent::People, "Two players on this device", "two-players")}
                </fieldset>
                <fieldset class=move || if opponent.get() == Opponent::People { "muted" } else { "" }>
                    <legend>"Computer"</legend>
                    <div class="choices-row">{Strength::ALL.map(strength_choice).into_iter().collect_view()}</div>
                </fieldset>
                {replaces.map(|text| view! { <p class="hint" data-testid="replaces">{text}</p> })}
                <div class="dialog-actions">
                    <button on:click=move |_| close()>"Cancel"</button>
                    <button class="primary" data-testid="start" on:click=start>"Start"</button>
                </div>
            </div>
        </div>
    }
}
