//! The review's panel on the play screen ([`Reviewer`] runs it): each side's summary, a graph of
//! the game, and for the position shown, the move played from it and the better one (the board
//! draws it as an arrow).

use super::super::play_context::PlayContext;
use super::super::reviewer::Reviewer;
use crate::ui::review::Review;
use checkerbox_core::review::Verdict;
use checkerbox_core::rules::Side;
use leptos::prelude::*;

/// The review's panel beside the board.
#[component]
pub fn ReviewPanel(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let begun = move || reviewer.review.with(Option::is_some);
    let progress = move || reviewer.review.with(|r| r.as_ref().map(Review::progress).unwrap_or_default());
    let finished = move || reviewer.review.with(|r| r.as_ref().is_some_and(Review::done));
    view! {
        <section class="panel review-panel" data-testid="review-panel" id="review-panel">
            <h2>"Review"</h2>
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
                        disabled=move || ctx.table.with(|t| t.computer_strength().is_some())>
                        {move || if begun() { "Go on with the review" } else { "Review this game" }}
                    </button>
                </Show>
                <Show when=move || reviewer.running.get()>
                    <button data-testid="review-stop" on:click=move |_| reviewer.stop()>"Stop"</button>
                </Show>
            </div>
            <Show when=begun>
                <Summary reviewer=reviewer />
                <Graph reviewer=reviewer />
                <ShownWords reviewer=reviewer />
            </Show>
        </section>
    }
}

/// Each side's accuracy and faults.
#[component]
fn Summary(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let row = move |side: Side| {
        let name = ctx.table.with(|t| t.side_name(side));
        let (counts, accuracy) = reviewer.review.with(|r| r.as_ref().map(|r| r.summary(side)).unwrap_or_default());
        let faults: Vec<String> =
            Verdict::ALL.iter().zip(counts).filter(|(v, n)| v.faulty() && *n > 0).map(|(v, n)| v.counted(n)).collect();
        let accuracy = accuracy.map_or_else(|| "\u{2013}".to_string(), |a| format!("{}%", a.round() as u32));
        let faults = if faults.is_empty() { "no faults".to_string() } else { faults.join(", ") };
        view! {
            <tr data-testid=format!("review-{}", side.word())>
                <th scope="row">{name}</th>
                <td>{accuracy}</td>
                <td>{faults}</td>
            </tr>
        }
    };
    view! {
        <table class="review-summary">
            <thead><tr><th>""</th><th title="How close each move came to the computer's best, on average (see the rules page)">"Accuracy"</th><th>"Faults"</th></tr></thead>
            <tbody>{move || row(Side::White)}{move || row(Side::Black)}</tbody>
        </table>
    }
}

/// The game as a line: White's standing after each move, above the middle when White is ahead;
/// a fault marked where it was played; a click goes to that position. Drawn in whole numbers (two
/// units a move, a thousand a unit of standing), so that the page carries no float formatting.
#[component]
fn Graph(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let standings = Memo::new(move |_| reviewer.review.with(|r| r.as_ref().map(Review::standings).unwrap_or_default()));
    let width = move || standings.with(|s| s.len().saturating_sub(1).max(1));
    let area = move || {
        standings.with(|s| {
            let mut d = String::from("M0,0");
            for (k, y) in s.iter().enumerate() {
                if let Some(y) = y {
                    d.push_str(&format!(" L{},{}", 2 * k, (-y * 1_000.0).round() as i32));
                }
            }
            d.push_str(&format!(" L{},0 Z", 2 * s.len().saturating_sub(1)));
            d
        })
    };
    let faults = move || {
        reviewer.marks.get().into_iter().enumerate().filter_map(|(j, v)| {
            let v = v.filter(|v| v.faulty())?;
            let x = (2 * (j + 1)).to_string();
            Some(view! { <line class=format!("fault {}", v.plural().replace(' ', "-")) x1=x.clone() x2=x y1="-1000" y2="1000" vector-effect="non-scaling-stroke" /> })
        }).collect_view()
    };
    let columns = move || {
        (0..=width()).map(|k| {
            view! { <rect class="graph-step" x=(2 * k as i64 - 1).to_string() y="-1000" width="2" height="2000" data-k=k.to_string()
                on:click=move |_| ctx.show(k)><title>{format!("After {k} moves")}</title></rect> }
        }).collect_view()
    };
    let shown_x = move || (2 * ctx.shown.get()).to_string();
    view! {
        <svg class="review-graph" data-testid="review-graph" role="img" aria-label="The game's standing, move by move"
            viewBox=move || format!("0 -1000 {} 2000", 2 * width()) preserveAspectRatio="none">
            <defs>
                <clipPath id="white-half"><rect x="-2" y="-1000" width="1000000" height="1000" /></clipPath>
                <clipPath id="black-half"><rect x="-2" y="0" width="1000000" height="1000" /></clipPath>
            </defs>
            <path class="white-ahead" d=area clip-path="url(#white-half)" />
            <path class="black-ahead" d=area clip-path="url(#black-half)" />
            <line class="middle" x1="0" x2=move || (2 * width()).to_string() y1="0" y2="0" vector-effect="non-scaling-stroke" />
            {faults}
            <line class="shown" x1=shown_x x2=shown_x y1="-1000" y2="1000" vector-effect="non-scaling-stroke" />
            {columns}
        </svg>
    }
}

/// For the position shown: who stands better, and the move played from it, judged.
#[component]
fn ShownWords(reviewer: Reviewer) -> impl IntoView {
    let ctx = expect_context::<PlayContext>();
    let said = move || {
        let k = ctx.shown.get();
        let names = ctx.table.with(|t| [t.side_name(Side::White), t.side_name(Side::Black)]);
        let mover = ctx.table.with(|t| t.history().get(k).map(|p| t.side_name(p.by)));
        reviewer.review.with(|r| {
            let r = r.as_ref()?;
            let standing = r.standing_words(k, &names);
            let played = mover.and_then(|name| r.move_words(k, &name));
            Some((standing.unwrap_or_default(), played.unwrap_or_default()))
        })
    };
    move || {
        said().map(|(standing, played)| {
            view! {
                <p data-testid="review-standing">{standing}</p>
                <p data-testid="review-move">{played}</p>
            }
        })
    }
}
