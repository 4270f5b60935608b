//! The new-game dialog: the game's own choices of board and variant, then who plays whom and how
//! strong the computer is. It offers the last choices again.

use super::dialog::{modal, trap_tab};
use super::home::unfinished_moves;
use super::nav::Nav;
use super::play_context::GamePage;
use super::remembered::{self, LastChoices};
use checkerbox_core::games::GameId;
use checkerbox_core::level::Strength;
use checkerbox_core::session::{Record, Seat};
use checkerbox_core::with_game;
use leptos::prelude::*;

/// Who plays, as the dialog offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opponent {
    People,
    ComputerBlack,
    ComputerWhite,
    /// A friend on another device: the moves travel as links.
    ByLink,
    /// The computer plays itself, and the person watches.
    Watch,
}

impl Opponent {
    /// Who played, and how strong the computer was (if it played).
    fn from_seats(seats: [Seat; 2]) -> (Opponent, Option<Strength>) {
        match seats {
            [Seat::Person, Seat::Computer(s)] => (Opponent::ComputerBlack, Some(s)),
            [Seat::Computer(s), Seat::Person] => (Opponent::ComputerWhite, Some(s)),
            [Seat::Person, Seat::Friend] => (Opponent::ByLink, None),
            [Seat::Computer(s), Seat::Computer(_)] => (Opponent::Watch, Some(s)),
            _ => (Opponent::People, None),
        }
    }

    fn seats(self, strength: Strength) -> [Seat; 2] {
        match self {
            Opponent::People => [Seat::Person, Seat::Person],
            Opponent::ComputerBlack => [Seat::Person, Seat::Computer(strength)],
            Opponent::ComputerWhite => [Seat::Computer(strength), Seat::Person],
            Opponent::ByLink => [Seat::Person, Seat::Friend],
            Opponent::Watch => [Seat::Computer(strength), Seat::Computer(strength)],
        }
    }
}

#[component]
pub fn NewGameDialog(game: GameId) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let close = move || nav.dialog.set(None);
    let dialog = NodeRef::<leptos::html::Div>::new();
    modal(dialog, Callback::new(move |_| close()));
    let chosen = with_game!(game, |G| untrack(|| Chosen::of::<G>(game)));
    let form = untrack(|| dialog_body(game, chosen));
    view! {
        <div class="dialog-backdrop" on:click=move |_| close()>
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title" data-game=game.id()
                tabindex="-1" node_ref=dialog on:click=|e| e.stop_propagation() on:keydown=trap_tab>
                <h2 id="new-game-title">{format!("New game of {}", game.info().name)}</h2>
                {form}
            </div>
        </div>
    }
}

/// What the dialog needs of its game, whose type only this knows: the rest of the dialog is the
/// same for every game, and so is built once, not once per game.
struct Chosen {
    /// The game's own choices of board and variant.
    form: AnyView,
    /// Whether the options chosen make a solitaire (then no opponent is offered).
    solitaire: Signal<bool>,
    /// The two players as the options chosen name them, Player One first.
    seat_names: Signal<[&'static str; 2]>,
    /// Who played the last game, offered again.
    last_seats: [Seat; 2],
    /// Starts a game with the options chosen and these seats (a solitaire's are its own).
    start: Callback<[Seat; 2]>,
    /// The form refuses a value typed in it: no game starts until it is put right.
    refused: RwSignal<bool>,
}

impl Chosen {
    fn of<G: GamePage>(game: GameId) -> Chosen {
        let nav = expect_context::<Nav>();
        let last: LastChoices<G> = remembered::last_choices(game);
        let options = RwSignal::new(last.options);
        let refused = RwSignal::new(false);
        let start = Callback::new(move |seats: [Seat; 2]| {
            if refused.get_untracked() {
                return;
            }
            let options = options.get_untracked();
            let seats = if G::solitaire(options) { [Seat::Person, Seat::Person] } else { seats };
            let chosen = LastChoices::<G> { options, seats };
            remembered::remember(game, &chosen);
            if let Ok(record) = Record::new_game(&G::new_game(options), seats).to_json() {
                nav.start(game, record);
            }
        });
        Chosen {
            form: G::options_form(options, refused),
            solitaire: Signal::derive(move || G::solitaire(options.get())),
            seat_names: Signal::derive(move || G::seat_names(options.get())),
            last_seats: last.seats,
            start,
            refused,
        }
    }
}

fn dialog_body(game: GameId, chosen: Chosen) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let Chosen { form, solitaire, seat_names, last_seats, start, refused } = chosen;
    // The game in progress is not lost: say where it stays.
    let replaces = unfinished_moves(nav, game).map(|moves| {
        format!("Your unfinished game ({moves} move{}) stays in Your games.", if moves == 1 { "" } else { "s" })
    });
    let (last_opponent, last_strength) = Opponent::from_seats(last_seats);
    let opponent = RwSignal::new(last_opponent);
    let strength = RwSignal::new(last_strength.unwrap_or_default());
    let start = move |_| start.run(opponent.get_untracked().seats(strength.get_untracked()));
    // The seats are White and Black, or Player One and Player Two where the players learn their
    // colours during the game.
    let choice = move |value: Opponent, testid: &'static str| {
        let label = move || {
            let [one, two] = seat_names.get();
            match value {
                Opponent::ComputerBlack => format!("You play {one}, the computer {two}"),
                Opponent::ComputerWhite => format!("You play {two}, the computer {one}"),
                Opponent::People => "Two players on this device".to_string(),
                Opponent::ByLink => {
                    format!("You play {one}, a friend on another device {two}: send each move as a link")
                }
                Opponent::Watch => "Watch the computer play itself".to_string(),
            }
        };
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
                    prop:disabled=move || matches!(opponent.get(), Opponent::People | Opponent::ByLink)
                    on:change=move |_| strength.set(value) />
                {value.name()}
            </label>
        }
    };
    view! {
        {form}
        <p class="hint" hidden=move || !solitaire.get()>"A solitaire: you play both colours."</p>
        <fieldset hidden=move || solitaire.get()>
            <legend>"Players"</legend>
            {choice(Opponent::ComputerBlack, "vs-computer-black")}
            {choice(Opponent::ComputerWhite, "vs-computer-white")}
            {choice(Opponent::People, "two-players")}
            {choice(Opponent::ByLink, "by-link")}
            {choice(Opponent::Watch, "watch")}
        </fieldset>
        <fieldset hidden=move || solitaire.get()
            class=move || if matches!(opponent.get(), Opponent::People | Opponent::ByLink) { "muted" } else { "" }>
            <legend>"Computer"</legend>
            <div class="choices-row">{Strength::ALL.map(strength_choice).into_iter().collect_view()}</div>
        </fieldset>
        {replaces.map(|text| view! { <p class="hint" data-testid="replaces">{text}</p> })}
        <div class="dialog-actions">
            <button on:click=move |_| nav.dialog.set(None)>"Cancel"</button>
            <button class="primary" data-testid="start" on:click=start prop:disabled=refused>"Start"</button>
        </div>
    }
}
