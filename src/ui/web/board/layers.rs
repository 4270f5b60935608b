//! The board's drawing but the checkers: under them the squares, the coordinates in the frame
//! and the marks on squares; over them the decoration's arrows, lines and labels, and the
//! targets' dots.

use super::Model;
use crate::ui::board_geometry::SQ;
use crate::ui::decor::Shape;
use crate::ui::number::svg_number;
use leptos::prelude::*;

/// Every square of the board's rectangle, dark or light.
pub(super) fn squares(m: Model) -> impl IntoView + use<> {
    move || {
        m.drawing()
            .cells()
            .map(|c| {
                let class = if c.dark { "square dark" } else { "square light" };
                view! { <rect class=class x={svg_number(c.x)} y={svg_number(c.y)} width={svg_number(SQ)} height={svg_number(SQ)} /> }
            })
            .collect_view()
    }
}

/// The file letters and rank numbers in the frame.
pub(super) fn coordinates(m: Model) -> impl IntoView + use<> {
    move || {
        m.drawing()
            .coordinates()
            .map(|c| view! { <text class="coord" x={svg_number(c.x)} y={svg_number(c.y)}>{c.text}</text> })
            .collect_view()
    }
}

/// The squares' marks: each a fill and a two-tone outline (a dark edge around a light core), so
/// that the outline reads on both square colours; what shows of each is its class's business.
pub(super) fn marks(m: Model) -> impl IntoView + use<> {
    move || {
        let drawing = m.drawing();
        m.decor.with(|d| {
            d.marks
                .iter()
                .map(|&(s, class)| {
                    let (x, y) = drawing.corner(s);
                    view! {
                        <g class=format!("mark {class}") data-at=m.shape.name(s)>
                            <rect class="mark-fill" x={svg_number(x)} y={svg_number(y)} width={svg_number(SQ)} height={svg_number(SQ)} />
                            <rect class="mark-edge" x={svg_number(x + 5.0)} y={svg_number(y + 5.0)} width={svg_number(SQ - 10.0)} height={svg_number(SQ - 10.0)} rx=6 />
                            <rect class="mark-core" x={svg_number(x + 5.0)} y={svg_number(y + 5.0)} width={svg_number(SQ - 10.0)} height={svg_number(SQ - 10.0)} rx=6 />
                        </g>
                    }
                })
                .collect_view()
        })
    }
}

/// The decoration's arrows, lines of sight and labels.
pub(super) fn shapes(m: Model) -> impl IntoView + use<> {
    move || {
        let drawing = m.drawing();
        m.decor.with(|d| {
            d.shapes
                .iter()
                .map(|shape| match shape {
                    Shape::Arrow { from, to, class } => {
                        arrow(drawing.centre(*from), drawing.centre(*to), class).into_any()
                    }
                    Shape::Line { from, to, class } => {
                        line(drawing.centre(*from), drawing.centre(*to), class).into_any()
                    }
                    Shape::Label { square, text, class } => label(drawing.corner(*square), text, class).into_any(),
                })
                .collect_view()
        })
    }
}

/// A dot on each target square, over the checkers.
pub(super) fn targets(m: Model) -> impl IntoView + use<> {
    move || {
        let drawing = m.drawing();
        m.decor.with(|d| {
            d.marks
                .iter()
                .filter(|(_, class)| *class == "target")
                .map(|&(s, _)| {
                    let (cx, cy) = drawing.centre(s);
                    view! { <circle class="target-dot" cx={svg_number(cx)} cy={svg_number(cy)} r=13 /> }
                })
                .collect_view()
        })
    }
}

/// An arrow between two square centres, drawn twice (a dark edge under a light core) so that it
/// reads on dark and light squares alike.
fn arrow((x1, y1): (f64, f64), (x2, y2): (f64, f64), class: &'static str) -> impl IntoView + use<> {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    // Start off the centre of the first square, stop short of the second's centre.
    let (sx, sy) = (x1 + ux * 18.0, y1 + uy * 18.0);
    let (tip_x, tip_y) = (x2 - ux * 8.0, y2 - uy * 8.0);
    let (bx, by) = (tip_x - ux * 34.0, tip_y - uy * 34.0);
    let (px, py) = (-uy * 17.0, ux * 17.0);
    let head = [(tip_x, tip_y), (bx + px, by + py), (bx - px, by - py)]
        .map(|(x, y)| format!("{},{}", svg_number(x), svg_number(y)))
        .join(" ");
    view! {
        <g class=format!("arrow {class}")>
            <line class="arrow-edge" x1={svg_number(sx)} y1={svg_number(sy)} x2={svg_number(bx)} y2={svg_number(by)} />
            <polygon class="arrow-edge" points=head.clone() />
            <line class="arrow-core" x1={svg_number(sx)} y1={svg_number(sy)} x2={svg_number(bx)} y2={svg_number(by)} />
            <polygon class="arrow-core" points=head />
        </g>
    }
}

/// A line of sight between two square centres, ending in a ring on the second; two-tone, as an
/// arrow.
fn line((x1, y1): (f64, f64), (x2, y2): (f64, f64), class: &'static str) -> impl IntoView + use<> {
    view! {
        <g class=format!("sight-line {class}")>
            <line class="line-edge" x1={svg_number(x1)} y1={svg_number(y1)} x2={svg_number(x2)} y2={svg_number(y2)} />
            <line class="line-core" x1={svg_number(x1)} y1={svg_number(y1)} x2={svg_number(x2)} y2={svg_number(y2)} />
            <circle class="line-edge" cx={svg_number(x2)} cy={svg_number(y2)} r=40 />
            <circle class="line-core" cx={svg_number(x2)} cy={svg_number(y2)} r=40 />
        </g>
    }
}

/// A short label in the top-left corner of the square whose corner is (`x`, `y`).
fn label((x, y): (f64, f64), text: &str, class: &'static str) -> impl IntoView + use<> {
    view! {
        <g class=format!("square-label {class}")>
            <rect x={svg_number(x + 4.0)} y={svg_number(y + 4.0)} width=40 height=26 rx=6 />
            <text x={svg_number(x + 24.0)} y={svg_number(y + 23.0)}>{text.to_string()}</text>
        </g>
    }
}
