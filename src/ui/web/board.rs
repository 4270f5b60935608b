//! The checkerboard of the games that use only its dark squares: squares, coordinates, stacks and
//! the marks that show the selection, the legal targets and the last move. It draws what it is
//! given and reports which square was clicked; what a click means is the game screen's business.

use super::stack::pile;
use crate::rules::Side;
use crate::rules::grid::DarkGrid;
use leptos::prelude::*;

/// A square's width in SVG units.
const SQ: f64 = 100.0;
/// Room around the board for the file letters and rank numbers.
const MARGIN: f64 = 30.0;

/// What a square is marked with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Selected,
    Target,
    LastFrom,
    LastTo,
}

impl Mark {
    fn class(self) -> &'static str {
        match self {
            Mark::Selected => "mark selected",
            Mark::Target => "mark target",
            Mark::LastFrom => "mark last-from",
            Mark::LastTo => "mark last-to",
        }
    }
}

/// Everything the board shows, computed by the game screen.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct BoardPicture {
    /// Stacks as (square, checkers bottom first).
    pub stacks: Vec<(u8, Vec<Side>)>,
    pub marks: Vec<(u8, Mark)>,
}

/// The board. `flipped` puts Black's side at the bottom; `on_square` receives the dark square
/// clicked. Squares, coordinates and click areas are redrawn only when the board turns; stacks
/// and marks whenever the picture changes.
#[component]
pub fn Board(
    grid: &'static DarkGrid,
    #[prop(into)] picture: Signal<BoardPicture>,
    #[prop(into)] flipped: Signal<bool>,
    on_square: Callback<u8>,
) -> impl IntoView {
    let n = grid.size as usize;
    let side = n as f64 * SQ + 2.0 * MARGIN;
    // Top-left corner of a (file, rank) square on screen.
    let corner = move |file: usize, rank: usize, flipped: bool| {
        let (col, row) = if flipped { (n - 1 - file, rank) } else { (file, n - 1 - rank) };
        (MARGIN + col as f64 * SQ, MARGIN + row as f64 * SQ)
    };
    let squares = move || {
        let flipped = flipped.get();
        (0..n * n)
            .map(|i| {
                let (file, rank) = (i % n, i / n);
                let (x, y) = corner(file, rank, flipped);
                let class = if (file + rank) % 2 == 0 { "square dark" } else { "square light" };
                view! { <rect class=class x=x y=y width=SQ height=SQ /> }
            })
            .collect_view()
    };
    let labels = move || {
        let flipped = flipped.get();
        (0..n)
            .map(|i| {
                let (fx, _) = corner(i, 0, flipped);
                let (_, ry) = corner(0, i, flipped);
                let file = ((b'a' + i as u8) as char).to_string();
                view! {
                    <text class="coord" x=fx + SQ / 2.0 y=side - 9.0>{file.clone()}</text>
                    <text class="coord" x=fx + SQ / 2.0 y=21.0>{file}</text>
                    <text class="coord" x=MARGIN / 2.0 y=ry + SQ / 2.0 + 6.0>{(i + 1).to_string()}</text>
                    <text class="coord" x=side - MARGIN / 2.0 y=ry + SQ / 2.0 + 6.0>{(i + 1).to_string()}</text>
                }
            })
            .collect_view()
    };
    let centre = move |s: u8, flipped: bool| {
        let (x, y) = corner(grid.file[s as usize] as usize, grid.rank[s as usize] as usize, flipped);
        (x + SQ / 2.0, y + SQ / 2.0)
    };
    let marks = move || {
        let flipped = flipped.get();
        picture.with(|p| {
            p.marks
                .iter()
                .map(|&(s, mark)| {
                    let (cx, cy) = centre(s, flipped);
                    view! {
                        <rect class=mark.class() data-at=grid.name(s) x=cx - SQ / 2.0 y=cy - SQ / 2.0 width=SQ height=SQ />
                    }
                })
                .collect_view()
        })
    };
    let stacks = move || {
        let flipped = flipped.get();
        picture.with(|p| {
            p.stacks
                .iter()
                .map(|(s, checkers)| {
                    let (cx, cy) = centre(*s, flipped);
                    pile(cx, cy, checkers)
                })
                .collect_view()
        })
    };
    let targets = move || {
        let flipped = flipped.get();
        picture.with(|p| {
            p.marks
                .iter()
                .filter(|(_, m)| *m == Mark::Target)
                .map(|&(s, _)| {
                    let (cx, cy) = centre(s, flipped);
                    view! { <circle class="target-dot" cx=cx cy=cy r=12.0 /> }
                })
                .collect_view()
        })
    };
    // Transparent squares on top catch every click, whatever is drawn below. Each names its
    // square and stack (bottom first, `w`/`b`), for assistive technology and tests alike.
    let hits = move || {
        let flipped = flipped.get();
        (0..grid.count)
            .map(|s| {
                let (cx, cy) = centre(s, flipped);
                let name = grid.name(s);
                let stack = move || {
                    picture.with(|p| {
                        p.stacks
                            .iter()
                            .find(|(sq, _)| *sq == s)
                            .map(|(_, c)| {
                                c.iter().map(|c| if *c == Side::White { 'w' } else { 'b' }).collect::<String>()
                            })
                            .unwrap_or_default()
                    })
                };
                view! {
                    <rect
                        class="hit"
                        data-square=name.clone()
                        data-stack=stack
                        aria-label=name
                        role="button"
                        tabindex="0"
                        x=cx - SQ / 2.0
                        y=cy - SQ / 2.0
                        width=SQ
                        height=SQ
                        on:click=move |_| on_square.run(s)
                        on:keydown=move |e| {
                            // Tab to a square, Enter or Space to click it: the board without a mouse.
                            if e.key() == "Enter" || e.key() == " " {
                                e.prevent_default();
                                on_square.run(s);
                            }
                        }
                    />
                }
            })
            .collect_view()
    };
    view! {
        <svg class="board" viewBox=format!("0 0 {side} {side}") role="img" aria-label="board">
            <rect class="board-frame" x=0 y=0 width=side height=side rx=10 />
            {squares}
            {labels}
            {marks}
            {stacks}
            {targets}
            {hits}
        </svg>
    }
}
