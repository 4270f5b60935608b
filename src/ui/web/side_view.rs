//! The side view: the selected stack seen from the side, every checker from bottom to top, so a
//! player can see what lies buried and pick the level to lift from.

use super::play_context::Play;
use crate::ui::clicks::Clicks;
use crate::ui::number::svg_number;
use crate::ui::view::GameView;
use checkerbox_core::rules::Side;
use leptos::prelude::*;

const WIDTH: f64 = 150.0;
const DISC_W: f64 = 96.0;
const DISC_H: f64 = 20.0;
const GAP: f64 = 3.0;
/// Room for eight checkers.
const HEIGHT: f64 = 8.0 * (DISC_H + GAP) + 12.0;
/// Places shown at full thickness at most: a taller stack (Basic has no limit) is drawn in this
/// room with thinner checkers.
const MOST_FULL_PLACES: f64 = 12.0;

/// How a side view of `places` places is drawn: the height of the picture, the distance from one
/// checker to the next, and a checker's thickness. Eight places or fewer: room for eight; more:
/// the picture grows up to [`MOST_FULL_PLACES`], then the checkers get thinner.
fn layout(places: usize) -> (f64, f64, f64) {
    if places <= 8 {
        return (HEIGHT, DISC_H + GAP, DISC_H);
    }
    let room = (places as f64).min(MOST_FULL_PLACES) * (DISC_H + GAP);
    let pitch = room / places as f64;
    (room + 12.0, pitch, pitch * DISC_H / (DISC_H + GAP))
}

/// The stack to show and what may be done with it.
#[derive(Clone, Debug, PartialEq)]
pub struct SideStack {
    /// Square name, such as `c3`.
    pub square: String,
    /// Bottom first.
    pub checkers: Vec<Side>,
    /// The level lifted from when a target is clicked (1 = bottom).
    pub chosen: u8,
    /// Levels that have a legal move, as bits (bit `k` = level `k + 1`).
    pub movable: u32,
}

/// The side view; `on_pick` receives the level clicked.
#[component]
pub fn SideView(#[prop(into)] stack: Signal<Option<SideStack>>, on_pick: Callback<u8>) -> impl IntoView {
    let body = move || match stack.get() {
        None => view! { <p class="hint">"Select a stack to see it from the side."</p> }.into_any(),
        Some(st) => {
            let h = st.checkers.len();
            // Empty places up to eight show how far the stack is from leaving the board (Byte).
            let places = h.max(8);
            let (height, pitch, disc_h) = layout(places);
            let rx = (disc_h / 2.0).min(9.0);
            // Thin checkers are numbered at the bottom, the top and every fifth level.
            let numbered = move |level: usize| pitch >= 16.0 || level == 1 || level == h || level.is_multiple_of(5);
            let discs = st
                .checkers
                .iter()
                .enumerate()
                .map(|(k, side)| {
                    let level = k as u8 + 1;
                    let y = height - 6.0 - (k as f64 + 1.0) * pitch;
                    let mut class = format!("side-checker {}", if *side == Side::White { "white" } else { "black" });
                    if st.movable >> k & 1 == 1 {
                        class.push_str(" movable");
                    }
                    if level == st.chosen && st.movable >> k & 1 == 1 {
                        class.push_str(" chosen");
                    }
                    // Said to a screen reader: "level 2 of 3, black, can be lifted from here".
                    let liftable = if st.movable >> k & 1 == 1 { ", can be lifted from here" } else { "" };
                    let label = format!("level {level} of {h}, {}{liftable}", side.word());
                    view! {
                        <g
                            class=class
                            data-level=level.to_string()
                            role="button"
                            aria-label=label.clone()
                            tabindex="0"
                            on:click=move |_| on_pick.run(level)
                            on:keydown=move |e| {
                                if e.key() == "Enter" || e.key() == " " {
                                    e.prevent_default();
                                    on_pick.run(level);
                                }
                            }
                        >
                            <title>{label.clone()}</title>
                            {numbered(k + 1).then(|| view! {
                                <text class="level-number" x=14 y={svg_number(y + disc_h / 2.0 + 5.0)}>{level.to_string()}</text>
                            })}
                            <rect x=34 y={svg_number(y)} width={svg_number(DISC_W)} height={svg_number(disc_h)} rx={svg_number(rx)} />
                        </g>
                    }
                })
                .collect_view();
            let room = (h..places)
                .map(|k| {
                    let y = height - 6.0 - (k as f64 + 1.0) * pitch;
                    view! { <rect class="side-slot" x=34 y={svg_number(y)} width={svg_number(DISC_W)} height={svg_number(disc_h)} rx={svg_number(rx)} /> }
                })
                .collect_view();
            let caption = format!("{} \u{2014} {h} checker{}, bottom to top", st.square, if h == 1 { "" } else { "s" });
            // Lifting from higher up must be discoverable: say how, when there is a choice.
            let how = (st.movable.count_ones() > 1).then(|| {
                view! {
                    <p class="hint side-how" data-testid="side-how">
                        "Click the stack again, or a checker here, to lift from higher up."
                    </p>
                }
            });
            view! {
                <p class="side-caption">{caption}</p>
                {how}
                <svg class="side-svg" viewBox=format!("0 0 {} {}", svg_number(WIDTH), svg_number(height)) role="img" aria-label="stack seen from the side">
                    <line class="side-ground" x1=24 x2={svg_number(WIDTH - 10.0)} y1={svg_number(height - 4.0)} y2={svg_number(height - 4.0)} />
                    {room}
                    {discs}
                </svg>
            }
            .into_any()
        }
    };
    view! {
        <section class="panel side-view" data-testid="side-view">
            <h2>"Side view"</h2>
            {body}
        </section>
    }
}

/// The side view of the selected stack, for the games whose stacks hide what lies under their top
/// (Byte, Basic): a game's whole panel.
pub fn of_selection<G: GameView>(play: Play<G>) -> AnyView {
    let stack = Memo::new(move |_| {
        let sel = play.state.selection.get()?;
        play.session.with(|s| {
            let pos = s.position();
            let checkers = pos.stack_at(sel.square);
            play.legal.with(|l| {
                let clicks = Clicks::new(pos, l, play.state.mine.get());
                (!checkers.is_empty()).then(|| SideStack {
                    square: pos.shape().name(sel.square),
                    checkers,
                    chosen: clicks.layer(sel),
                    movable: if clicks.mine { clicks.movable_layers(sel.square) } else { 0 },
                })
            })
        })
    });
    view! { <SideView stack=stack on_pick=Callback::new(move |layer| play.state.pick_layer(layer)) /> }.into_any()
}
