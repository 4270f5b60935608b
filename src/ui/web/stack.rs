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
/// The bottom checker's side: it says who owns the stack, so it is thicker than the others' and
/// drawn in the checker's own colour (not its rim's shade), a band that reads on a phone (16 units
/// are 5.6 px on a 10x10 board 374 px wide, over 4 px of it clear of the outlines).
const BAND: f64 = 16.0;
/// How far the top of a pile may rise above its bottom checker and still fit its square: taller
/// stacks (Basic has no limit) draw their checkers above the bottom one thinner. A pile of eight
/// reaches as high as it did before the band.
const RISE: f64 = 8.0 * THICK - BAND;

/// The thickness each checker above the bottom one of a pile of `h` is drawn with.
fn thickness(h: usize) -> f64 {
    if h > 1 { THICK.min(RISE / (h - 1) as f64) } else { THICK }
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

/// A checker's classes: its face's, its side's, and its side's as the band of a stack's bottom
/// checker.
fn classes(side: Side) -> [&'static str; 3] {
    match side {
        Side::White => ["checker white", "checker-rim white", "checker-band white"],
        Side::Black => ["checker black", "checker-rim black", "checker-band black"],
    }
}

/// Checker `level` (0 the bottom one) of a pile whose bottom checker's side ends at `ground`,
/// each checker above that one `thick`: its face, an ellipse, over its side, the face's lower
/// half carried down by the side's height. The bottom checker's side is its band.
fn disc(cx: f64, ground: f64, level: usize, thick: f64, side: Side) -> impl IntoView + use<> {
    let [face, rim, band] = classes(side);
    let (height, edge) = if level == 0 { (BAND, band) } else { (thick, rim) };
    let y = ground - BAND - level as f64 * thick;
    let [left, y, height, rx, ry, across] = [cx - RX, y, height, RX, RY, 2.0 * RX].map(svg_number);
    view! {
        <g>
            <path class=edge d=format!("M{left},{y}v{height}a{rx},{ry} 0 0 0 {across},0v-{height}z") />
            <ellipse class=face cx={svg_number(cx)} cy=y rx=rx ry=ry />
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
    // The bottom checker sits low in the square so that a pile of eight still fits inside it.
    let ground = cy + 22.0 + THICK;
    let h = checkers.len();
    let thick = thickness(h);
    let moved = arriving.map_or(0, |a| a.count.min(h));
    let (stay, go) = checkers.split_at(h - moved);
    let draw = move |(level, side): (usize, &Side)| disc(cx, ground, level, thick, *side);
    let staying = (0..).zip(stay).map(draw).collect_view();
    let travelling = arriving.filter(|_| moved > 0).map(|a| {
        let discs = (h - moved..).zip(go).map(draw).collect_view();
        // From where they stood: the old square, and as many levels lower as they climbed.
        let (dx, dy) = (format!("{}px", svg_number(a.dx)), format!("{}px", svg_number(a.dy + a.levels_up * thick)));
        view! { <g class="arriving" style=("--dx", dx) style=("--dy", dy)>{discs}</g> }
    });
    view! { {staying}{travelling} }
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
