//! The review's panel on the play screen ([`Reviewer`] runs it): each side's summary, a graph of
//! the game, and for the position shown, the move played from it and the better one (the board
//! draws it as an arrow); and the ways to the analysis board and the position editor, for the
//! position shown.

use super::super::computer_panel::toggle;
use super::super::play_context::PlayContext;
use super::super::reviewer::Reviewer;
use super::view::ToolButtons;
use crate::ui::review::Review;
use checkerbox_core::rules::Side;
use checkerbox_core::session::Seat;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The review's panel beside the board.
#[component]
pub fn ReviewPanel(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let begun = move || reviewer.review.with(Option::is_some);
    let progress = move || reviewer.review.with(|r| r.as_ref().map(Review::progress).unwrap_or_default());
    let finished = move || reviewer.review.with(|r| r.as_ref().is_some_and(Review::done));
    view! {
        <section class="panel review-panel" data-testid="review-panel" id="review-panel">
            <h2>"Review and analysis"</h2>
            <Show when=move || !begun()>
                <p class="hint">"The computer looks at every move and says which gave ground, and what was better."</p>
            </Show>
            <Show when=move || reviewer.running.get()>
                <p aria-live="polite" data-testid="review-progress">
                    {move || { let (done, total) = progress(); format!("Looking at position {} of {total}\u{2026}", done + 1) }}
                </p>
                <progress max=move || progress().1.to_string() value=move || progress().0.to_string()></progress>
            </Show>
            {move || reviewer.trouble.get().map(|why| view! { <p class="note" data-testid="review-trouble">{format!("The review stopped: {why}.")}</p> })}
            <div class="card-actions">
                <Show when=move || !reviewer.running.get() && !finished()>
                    // The computer's move comes first: both ask the one worker.
                    <button class="primary" data-testid="review-start" on:click=move |_| reviewer.start()
                        disabled=move || ctx.computers_move()>
                        {move || if begun() { "Go on with the review" } else { "Review this game" }}
                    </button>
                </Show>
                <Show when=move || reviewer.running.get()>
                    <button data-testid="review-stop" on:click=move |_| reviewer.stop()>"Stop"</button>
                </Show>
                <ToolButtons />
            </div>
            <Show when=finished>
                <LearnButtons reviewer=reviewer />
            </Show>
            <Show when=begun>
                <Summary reviewer=reviewer />
                <Graph reviewer=reviewer />
                <ShownWords reviewer=reviewer />
            </Show>
        </section>
    }
}

/// "Learn from your mistakes", for each side played by a person here that made any: in a game
/// against the computer, the person's; between two people on this device, each one's by name.
#[component]
fn LearnButtons(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let learners = move || {
        let persons: Vec<(Side, String)> = ctx.table.with(|t| {
            [Side::White, Side::Black]
                .into_iter()
                .filter(|&s| ctx.seats[t.player_of(s).index()] == Seat::Person)
                .map(|s| (s, t.side_name(s)))
                .collect()
        });
        let alone = persons.len() == 1;
        let faults = |side| reviewer.review.with(|r| r.as_ref().map_or(0, |r| r.faults(side).len()));
        persons
            .into_iter()
            .filter_map(|(side, name)| {
                let n = faults(side);
                let whose = if alone { "your".to_string() } else { format!("{name}\u{2019}s") };
                (n > 0).then(|| {
                    view! {
                        <button class="primary" data-testid=format!("learn-{}", side.word()) on:click=move |_| ctx.practise(side)>
                            {format!("Learn from {whose} mistakes ({n})")}
                        </button>
                    }
                })
            })
            .collect_view()
    };
    view! { <div class="card-actions">{learners}</div> }
}

/// Each side's accuracy and faults ([`Review::summary_rows`]).
#[component]
fn Summary(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let rows = move || {
        let names = ctx.table.with(|t| [t.side_name(Side::White), t.side_name(Side::Black)]);
        let rows = reviewer.review.with(|r| r.as_ref().map(|r| r.summary_rows(&names)))?;
        Some(
            rows.into_iter()
                .zip(["review-white", "review-black"])
                .map(|((name, accuracy, faults), id)| {
                    view! { <tr data-testid=id><th scope="row">{name}</th><td>{accuracy}</td><td>{faults}</td></tr> }
                })
                .collect_view(),
        )
    };
    view! {
        <table class="review-summary">
            <thead><tr><th>""</th><th title="How close each move came to the computer's best, on average (see the rules page)">"Accuracy"</th><th>"Faults"</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The game as a line ([`Review::graph`], drawn natively as markup): a click on it goes to the
/// position under the pointer, named by the column's `data-k`.
#[component]
fn Graph(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let markup =
        Memo::new(move |_| reviewer.review.with(|r| r.as_ref().map(|r| (r.graph_box(), r.graph(ctx.shown.get())))));
    let go = move |e: leptos::ev::MouseEvent| {
        let column = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-k]").ok().flatten());
        if let Some(k) = column.and_then(|c| c.get_attribute("data-k")).and_then(|k| k.parse().ok()) {
            ctx.show(k);
        }
    };
    view! {
        <svg class="review-graph" data-testid="review-graph" role="img" aria-label="The game's standing, move by move"
            preserveAspectRatio="none" viewBox=move || markup.get().map(|m| m.0) inner_html=move || markup.get().map(|m| m.1).unwrap_or_default()
            on:click=go></svg>
    }
}

/// For the position shown: who stands better, and the move played from it, judged.
#[component]
fn ShownWords(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let number = RwSignal::new(false);
    let said = move || {
        let k = ctx.shown.get();
        let names = ctx.table.with(|t| [t.side_name(Side::White), t.side_name(Side::Black)]);
        let mover = ctx.table.with(|t| t.history().get(k).map(|p| t.side_name(p.by)));
        reviewer.review.with(|r| {
            let r = r.as_ref()?;
            let standing = r.standing_words(k, &names, number.get());
            let played = mover.and_then(|name| r.move_words(k, &name));
            Some((standing.unwrap_or_default(), played.unwrap_or_default()))
        })
    };
    view! {
        {move || {
            said().map(|(standing, played)| {
                view! {
                    <p data-testid="review-standing">{standing}</p>
                    <p data-testid="review-move">{played}</p>
                }
            })
        }}
        {toggle("review-number", "Show its score as a number", number, None)}
    }
}
