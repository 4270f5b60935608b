//! A stack of checkers drawn in SVG as a pile of discs seen slightly from the side, so that both
//! its height and the colour of every checker read at a glance.

use crate::rules::Side;
use leptos::prelude::*;

/// Disc radius across and its foreshortened depth, and each checker's thickness, in board units
/// (a square is 100).
const RX: f64 = 36.0;
const RY: f64 = 14.0;
const THICK: f64 = 9.0;

fn colours(side: Side) -> (&'static str, &'static str) {
    match side {
        Side::White => ("checker white", "checker-rim white"),
        Side::Black => ("checker black", "checker-rim black"),
    }
}

/// The pile of `checkers` (bottom first) centred in the square whose centre is (`cx`, `cy`).
pub fn pile(cx: f64, cy: f64, checkers: &[Side]) -> impl IntoView + use<> {
    // The bottom disc sits low in the square so that a pile of seven still fits inside it.
    let base = cy + 22.0;
    let discs = checkers
        .iter()
        .enumerate()
        .map(|(k, side)| {
            let y = base - k as f64 * THICK;
            let (top, rim) = colours(*side);
            view! {
                <g>
                    <ellipse class=rim cx=cx cy=y + THICK rx=RX ry=RY />
                    <rect class=rim x=cx - RX y=y width=2.0 * RX height=THICK />
                    <ellipse class=top cx=cx cy=y rx=RX ry=RY />
                </g>
            }
        })
        .collect_view();
    let h = checkers.len();
    let badge = (h > 1).then(|| {
        view! {
            <g class="height-badge">
                <circle cx=cx + 36.0 cy=cy - 36.0 r=12.0 />
                <text x=cx + 36.0 y=cy - 31.5>{h.to_string()}</text>
            </g>
        }
    });
    view! { <g class="stack">{discs}{badge}</g> }
}
