//! A stack of checkers drawn in SVG as a pile of discs seen slightly from the side, so that both
//! its height and the colour of every checker read at a glance.

use crate::ui::number::svg_number;
use checkerbox_core::rules::Side;
use leptos::prelude::*;

/// Disc radius across and its foreshortened depth, and each checker's thickness, in board units
/// (a square is 100).
const RX: f64 = 36.0;
const RY: f64 = 14.0;
const THICK: f64 = 9.0;
/// How far the top of a pile may rise above its bottom checker and still fit its square: taller
/// stacks (Basic has no limit) draw their checkers thinner.
const RISE: f64 = 7.0 * THICK;

/// The thickness each checker of a pile of `h` is drawn with.
fn thickness(h: usize) -> f64 {
    if h > 8 { RISE / (h - 1) as f64 } else { THICK }
}

/// The top checkers of a pile that have just arrived, and where they came from: `dx`, `dy` from
/// the centre of their old square, and `levels_up` levels higher than they stood there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arriving {
    pub count: usize,
    pub dx: f64,
    pub dy: f64,
    pub levels_up: f64,
}

fn colours(side: Side) -> (&'static str, &'static str) {
    match side {
        Side::White => ("checker white", "checker-rim white"),
        Side::Black => ("checker black", "checker-rim black"),
    }
}

fn disc(cx: f64, y: f64, thick: f64, side: Side) -> impl IntoView + use<> {
    let (top, rim) = colours(side);
    view! {
        <g>
            <ellipse class=rim cx={svg_number(cx)} cy={svg_number(y + thick)} rx={svg_number(RX)} ry={svg_number(RY)} />
            <rect class=rim x={svg_number(cx - RX)} y={svg_number(y)} width={svg_number(2.0 * RX)} height={svg_number(thick)} />
            <ellipse class=top cx={svg_number(cx)} cy={svg_number(y)} rx={svg_number(RX)} ry={svg_number(RY)} />
        </g>
    }
}

/// The pile of `checkers` (bottom first) centred in the square whose centre is (`cx`, `cy`), in a
/// group of class `class`, with its height badge. `arriving` checkers are drawn travelling in from
/// their old place.
pub fn pile(cx: f64, cy: f64, checkers: &[Side], arriving: Option<Arriving>, class: &str) -> impl IntoView + use<> {
    let badge = height_badge(cx, cy, checkers.len());
    view! { <g class=class.to_string()>{discs(cx, cy, checkers, arriving)}{badge}</g> }
}

/// The discs of a pile, as [`pile`] draws them, without its badge: the board draws its badges in a
/// layer of their own, above the arrows, so that an arrow never hides a stack's height.
pub fn discs(cx: f64, cy: f64, checkers: &[Side], arriving: Option<Arriving>) -> impl IntoView + use<> {
    // The bottom disc sits low in the square so that a pile of seven still fits inside it.
    let base = cy + 22.0;
    let h = checkers.len();
    let thick = thickness(h);
    let moved = arriving.map_or(0, |a| a.count.min(h));
    let staying =
        checkers[..h - moved].iter().enumerate().map(|(k, side)| disc(cx, base - k as f64 * thick, thick, *side));
    let travelling = arriving.filter(|_| moved > 0).map(|a| {
        let discs = checkers[h - moved..]
            .iter()
            .enumerate()
            .map(|(k, side)| disc(cx, base - (h - moved + k) as f64 * thick, thick, *side))
            .collect_view();
        // From where they stood: the old square, and as many levels lower as they climbed.
        let style = format!("--dx:{}px;--dy:{}px", svg_number(a.dx), svg_number(a.dy + a.levels_up * thick));
        view! { <g class="arriving" style=style>{discs}</g> }
    });
    view! { {staying.collect_view()}{travelling} }
}

/// The height of a pile of `h` checkers in the square centred at (`cx`, `cy`), in a badge at its
/// corner; none for a single checker.
pub fn height_badge(cx: f64, cy: f64, h: usize) -> Option<impl IntoView + use<>> {
    (h > 1).then(|| {
        view! {
            <g class="height-badge">
                <circle cx={svg_number(cx + 32.0)} cy={svg_number(cy - 32.0)} r=18 />
                <text x={svg_number(cx + 32.0)} y={svg_number(cy - 23.5)}>{h.to_string()}</text>
            </g>
        }
    })
}
