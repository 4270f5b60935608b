//! The board of every game: the squares of any [`BoardShape`] with their names, the stacks on
//! them, decoration (open classes on squares, and a layer of arrows and labels), trays beside it
//! for what left the board, moves animated, and clicks, keys and drag and drop reported as the
//! squares they reach. It knows geometry, not rules: what a square means is the screen's business.

use super::stack::{Arriving, discs, height_badge, pile};
use crate::ui::cursor::{self, Arrow};
use crate::ui::number::svg_number;
use crate::ui::view::Spot;
use checkerbox_core::rules::{BoardShape, Side, stack_text};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::PointerEvent;

/// A square's width in SVG units.
const SQ: f64 = 100.0;
/// Room around the board for the file letters and rank numbers.
const MARGIN: f64 = 38.0;
/// Board units a press must travel before it is a drag rather than a click.
const DRAG_START: f64 = 12.0;

/// What the board shows of a game is plain data, made natively ([`crate::ui::any_session`],
/// [`crate::ui::decor`]).
pub use crate::ui::any_session::{Pieces, Tray};
pub use crate::ui::decor::{Decor, Shape};

/// Where a press on the board began.
#[derive(Clone, Copy)]
struct Press {
    square: u8,
    x: f64,
    y: f64,
    /// The press itself already selected the square (so its release is not a second click).
    selected_it: bool,
}

/// The style of the box around a board of `shape`: the drawing's width over its height, frame
/// included, for the page's style to size it by (a ratio CSS reads in `calc`, and no float to
/// write), so that boards of every shape can be given the same height.
pub fn aspect_style(shape: BoardShape) -> String {
    let side = |squares: u8| u32::from(squares) * SQ as u32 + 2 * MARGIN as u32;
    format!("--aspect:{}/{}", side(shape.files), side(shape.ranks))
}

/// The board. `trays` are White's and Black's; `carried` is the selected square and the level it
/// lifts from, when the person at the screen may move it (a drag carries it); `on_spot` receives
/// each square (or target tray) clicked, pressed, or dropped on; `on_point` the square the person
/// points at (hovers, focuses, or last touched), `None` when they point at none.
#[component]
pub fn Board(
    shape: BoardShape,
    #[prop(into)] pieces: Signal<Pieces>,
    #[prop(into)] decor: Signal<Decor>,
    #[prop(into)] trays: Signal<[Tray; 2]>,
    #[prop(into)] flipped: Signal<bool>,
    #[prop(into)] carried: Signal<Option<(u8, u8)>>,
    on_spot: Callback<Spot>,
    #[prop(optional)] on_point: Option<Callback<Option<u8>>>,
) -> impl IntoView {
    let on_point = move |square: Option<u8>| {
        if let Some(f) = on_point {
            f.run(square);
        }
    };
    let on_square = move |s: u8| on_spot.run(Spot::Square(s));
    let (files, ranks) = (shape.files as usize, shape.ranks as usize);
    let width = files as f64 * SQ + 2.0 * MARGIN;
    let height = ranks as f64 * SQ + 2.0 * MARGIN;
    // Top-left corner of a (file, rank) square on screen.
    let corner = move |file: usize, rank: usize, flipped: bool| {
        let (col, row) = if flipped { (files - 1 - file, rank) } else { (file, ranks - 1 - rank) };
        (MARGIN + col as f64 * SQ, MARGIN + row as f64 * SQ)
    };
    let centre = move |s: u8, flipped: bool| {
        let (file, rank) = shape.file_rank(s);
        let (x, y) = corner(file as usize, rank as usize, flipped);
        (x + SQ / 2.0, y + SQ / 2.0)
    };
    // The used square under a point of the board, if any.
    let square_at = move |x: f64, y: f64| {
        let (col, row) = (((x - MARGIN) / SQ).floor(), ((y - MARGIN) / SQ).floor());
        if col < 0.0 || row < 0.0 || col >= files as f64 || row >= ranks as f64 {
            return None;
        }
        let (col, row) = (col as usize, row as usize);
        let (file, rank) = if flipped.get_untracked() { (files - 1 - col, row) } else { (col, ranks - 1 - row) };
        shape.at(file as u8, rank as u8)
    };

    let squares = move || {
        let flipped = flipped.get();
        (0..files * ranks)
            .map(|i| {
                let (file, rank) = (i % files, i / files);
                let (x, y) = corner(file, rank, flipped);
                let dark = BoardShape::is_dark(file as u8, rank as u8);
                let class = if dark { "square dark" } else { "square light" };
                view! { <rect class=class x={svg_number(x)} y={svg_number(y)} width={svg_number(SQ)} height={svg_number(SQ)} /> }
            })
            .collect_view()
    };
    let labels = move || {
        let flipped = flipped.get();
        let files_row = (0..files).map(move |i| {
            let (x, _) = corner(i, 0, flipped);
            let letter = ((b'a' + i as u8) as char).to_string();
            view! {
                <text class="coord" x={svg_number(x + SQ / 2.0)} y={svg_number(height - 9.0)}>{letter.clone()}</text>
                <text class="coord" x={svg_number(x + SQ / 2.0)} y=29>{letter}</text>
            }
        });
        let ranks_col = (0..ranks).map(move |i| {
            let (_, y) = corner(0, i, flipped);
            view! {
                <text class="coord" x={svg_number(MARGIN / 2.0)} y={svg_number(y + SQ / 2.0 + 10.0)}>{(i + 1).to_string()}</text>
                <text class="coord" x={svg_number(width - MARGIN / 2.0)} y={svg_number(y + SQ / 2.0 + 10.0)}>{(i + 1).to_string()}</text>
            }
        });
        view! { {files_row.collect_view()} {ranks_col.collect_view()} }
    };
    let marks = move || {
        let flipped = flipped.get();
        decor.with(|d| {
            d.marks
                .iter()
                .map(|&(s, class)| {
                    let (cx, cy) = centre(s, flipped);
                    // A fill and a two-tone outline (a dark edge around a light core): what shows of
                    // each is the class's business, and the outline reads on both square colours.
                    let (x, y) = (cx - SQ / 2.0, cy - SQ / 2.0);
                    view! {
                        <g class=format!("mark {class}") data-at=shape.name(s)>
                            <rect class="mark-fill" x={svg_number(x)} y={svg_number(y)} width={svg_number(SQ)} height={svg_number(SQ)} />
                            <rect class="mark-edge" x={svg_number(x + 5.0)} y={svg_number(y + 5.0)} width={svg_number(SQ - 10.0)} height={svg_number(SQ - 10.0)} rx=6 />
                            <rect class="mark-core" x={svg_number(x + 5.0)} y={svg_number(y + 5.0)} width={svg_number(SQ - 10.0)} height={svg_number(SQ - 10.0)} rx=6 />
                        </g>
                    }
                })
                .collect_view()
        })
    };
    // Moves shown when the pieces were last drawn, for the rule in [`Pieces::moves`].
    let drawn = StoredValue::new(pieces.with_untracked(|p| p.moves));
    let stacks = move || {
        let flipped = flipped.get();
        pieces.with(|p| {
            let forward = p.moves > drawn.get_value();
            drawn.set_value(p.moves);
            let moving = p.motion.filter(|_| forward).map(|m| {
                let ((fx, fy), (tx, ty)) = (centre(m.from, flipped), centre(m.to, flipped));
                (m, fx - tx, fy - ty)
            });
            let standing = p.stacks.iter().map(|(s, checkers)| {
                let (cx, cy) = centre(*s, flipped);
                let arriving = moving.filter(|(m, _, _)| m.to == *s).map(|(m, dx, dy)| Arriving {
                    count: m.count as usize,
                    dx,
                    dy,
                    levels_up: m.to_level as f64 - m.from_level as f64,
                });
                view! { <g class="stack">{discs(cx, cy, checkers, arriving)}</g> }
            });
            let leaving = p.leaving.iter().filter(|_| forward).map(|(s, checkers)| {
                let (cx, cy) = centre(*s, flipped);
                pile(cx, cy, checkers, None, "stack leaving")
            });
            view! { {standing.collect_view()} {leaving.collect_view()} }
        })
    };
    // Above the arrows: an arrow never hides how tall a stack is.
    let badges = move || {
        let flipped = flipped.get();
        pieces.with(|p| {
            p.stacks
                .iter()
                .map(|(s, checkers)| {
                    let (cx, cy) = centre(*s, flipped);
                    height_badge(cx, cy, checkers.len())
                })
                .collect_view()
        })
    };
    let shapes = move || {
        let flipped = flipped.get();
        decor.with(|d| {
            d.shapes
                .iter()
                .map(|shape_| match shape_ {
                    Shape::Arrow { from, to, class } => {
                        arrow(centre(*from, flipped), centre(*to, flipped), class).into_any()
                    }
                    Shape::Line { from, to, class } => {
                        let ((x1, y1), (x2, y2)) = (centre(*from, flipped), centre(*to, flipped));
                        view! {
                            <g class=format!("sight-line {class}")>
                                <line class="line-edge" x1={svg_number(x1)} y1={svg_number(y1)} x2={svg_number(x2)} y2={svg_number(y2)} />
                                <line class="line-core" x1={svg_number(x1)} y1={svg_number(y1)} x2={svg_number(x2)} y2={svg_number(y2)} />
                                <circle class="line-edge" cx={svg_number(x2)} cy={svg_number(y2)} r=40 />
                                <circle class="line-core" cx={svg_number(x2)} cy={svg_number(y2)} r=40 />
                            </g>
                        }
                        .into_any()
                    }
                    Shape::Label { square, text, class } => {
                        let (cx, cy) = centre(*square, flipped);
                        view! {
                            <g class=format!("square-label {class}")>
                                <rect x={svg_number(cx - SQ / 2.0 + 4.0)} y={svg_number(cy - SQ / 2.0 + 4.0)} width=40 height=26 rx=6 />
                                <text x={svg_number(cx - SQ / 2.0 + 24.0)} y={svg_number(cy - SQ / 2.0 + 23.0)}>{text.clone()}</text>
                            </g>
                        }
                        .into_any()
                    }
                })
                .collect_view()
        })
    };
    let targets = move || {
        let flipped = flipped.get();
        decor.with(|d| {
            d.marks
                .iter()
                .filter(|(_, class)| *class == "target")
                .map(|&(s, _)| {
                    let (cx, cy) = centre(s, flipped);
                    view! { <circle class="target-dot" cx={svg_number(cx)} cy={svg_number(cy)} r=13 /> }
                })
                .collect_view()
        })
    };
    // Transparent squares on top name each square and what is on it, for assistive technology
    // (in words) and tests (`data-stack`, bottom first, `w`/`b`) alike, and take the keyboard:
    // the board is one Tab stop, the square under the cursor; the arrows move the cursor as the
    // board is seen ([`cursor::next`]) and Enter or Space acts on its square.
    let cursor = RwSignal::new(0u8);
    let keys = move |e: web_sys::KeyboardEvent, s: u8| {
        let to = match e.key().as_str() {
            "Enter" | " " => {
                e.prevent_default();
                return on_square(s);
            }
            "Home" => 0,
            "End" => shape.count() - 1,
            key => match Arrow::of_key(key) {
                Some(arrow) => cursor::next(shape, flipped.get_untracked(), s, arrow),
                None => return,
            },
        };
        // The play screen's own keys (the arrows step through the moves) are not for the board.
        e.prevent_default();
        e.stop_propagation();
        cursor.set(to);
        let square = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|el| {
            el.parent_element()?.query_selector(&format!("[data-square=\"{}\"]", shape.name(to))).ok()?
        });
        if let Some(el) = square.and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok()) {
            let _ = el.focus();
        }
    };
    let hits = move || {
        let flipped = flipped.get();
        (0..shape.count())
            .map(|s| {
                let (cx, cy) = centre(s, flipped);
                let name = shape.name(s);
                let checkers = move || {
                    pieces
                        .with(|p| p.stacks.iter().find(|(sq, _)| *sq == s).map(|(_, c)| c.clone()).unwrap_or_default())
                };
                let stack = move || stack_text::write(&checkers());
                let words = name.clone();
                let label = move || {
                    let said = cursor::square_label(&words, &checkers());
                    decor.with(|d| d.spoken(s, said))
                };
                view! {
                    <rect class="hit" data-square=name data-stack=stack aria-label=label role="button"
                        tabindex=move || if cursor.get() == s { "0" } else { "-1" }
                        x={svg_number(cx - SQ / 2.0)} y={svg_number(cy - SQ / 2.0)} width={svg_number(SQ)} height={svg_number(SQ)}
                        on:focus=move |_| {
                            cursor.set(s);
                            on_point(Some(s));
                        }
                        on:blur=move |_| on_point(None)
                        on:keydown=move |e| keys(e, s)
                    />
                }
            })
            .collect_view()
    };

    // --- Pointer: click, or press and drag to a square; mouse, pen and touch alike --------------
    let press = StoredValue::new(None::<Press>);
    let ghost = RwSignal::new(None::<(u8, f64, f64)>);
    // The point of the board under the pointer, in board units.
    let board_point = move |e: &PointerEvent| {
        let el = e.current_target()?.dyn_into::<web_sys::Element>().ok()?;
        let r = el.get_bounding_client_rect();
        let scale = (r.width() / width).min(r.height() / height);
        let left = r.left() + (r.width() - width * scale) / 2.0;
        let top = r.top() + (r.height() - height * scale) / 2.0;
        (scale > 0.0).then(|| ((e.client_x() as f64 - left) / scale, (e.client_y() as f64 - top) / scale))
    };
    let has_stack = move |s: u8| pieces.with_untracked(|p| p.stacks.iter().any(|(sq, _)| *sq == s));
    // The square pointed at, reported when it changes.
    let pointed = StoredValue::new(None::<u8>);
    let point = move |square: Option<u8>| {
        if pointed.get_value() != square {
            pointed.set_value(square);
            on_point(square);
        }
    };
    let on_down = move |e: PointerEvent| {
        if e.button() != 0 {
            return;
        }
        let Some((x, y)) = board_point(&e) else { return };
        let Some(square) = square_at(x, y) else { return };
        point(Some(square));
        e.prevent_default();
        if let Some(el) = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            let _ = el.set_pointer_capture(e.pointer_id());
        }
        // A press on a stack not yet selected is its click (it selects it, or completes a move
        // onto it); the release then only ends a drag.
        let selected_it = has_stack(square) && carried.get_untracked().map(|(s, _)| s) != Some(square);
        if selected_it {
            on_square(square);
        }
        press.set_value(Some(Press { square, x, y, selected_it }));
    };
    let on_move = move |e: PointerEvent| {
        if press.get_value().is_none() {
            point(board_point(&e).and_then(|(x, y)| square_at(x, y)));
        }
        let Some(p) = press.get_value() else { return };
        let Some((x, y)) = board_point(&e) else { return };
        let dragging = ghost.get_untracked().is_some();
        if !dragging && (x - p.x).hypot(y - p.y) < DRAG_START {
            return;
        }
        // Only the selected stack can be carried, and only when it can move.
        if carried.get_untracked().is_some_and(|(s, _)| s == p.square) {
            ghost.set(Some((p.square, x, y)));
        }
    };
    let on_up = move |e: PointerEvent| {
        let Some(p) = press.get_value() else { return };
        press.set_value(None);
        let dragged = ghost.get_untracked().is_some();
        ghost.set(None);
        if dragged {
            match board_point(&e).and_then(|(x, y)| square_at(x, y)) {
                Some(target) if target != p.square => on_square(target),
                Some(_) => {}
                // Dropped off the board: on a tray that takes the checkers, they go there.
                None if over_target_tray(&e) => on_spot.run(Spot::Off),
                None => {}
            }
        } else if !p.selected_it {
            on_square(p.square);
        }
    };
    let on_cancel = move |_: PointerEvent| {
        press.set_value(None);
        ghost.set(None);
    };
    // A finger leaves the board as it lifts: what it touched stays pointed at.
    let on_leave = move |e: PointerEvent| {
        if e.pointer_type() != "touch" {
            point(None);
        }
    };
    // The checkers a drag carries: those lifted, from the chosen level up.
    let in_hand = move || {
        let (square, x, y) = ghost.get()?;
        let from = carried.get_untracked().map_or(1, |(_, layer)| layer.max(1) as usize);
        let checkers = pieces.with(|p| {
            p.stacks.iter().find(|(s, _)| *s == square).map(|(_, c)| c.get(from - 1..).unwrap_or_default().to_vec())
        })?;
        Some(view! { <g class="ghost" data-testid="drag-ghost">{pile(x, y - 10.0, &checkers, None, "stack")}</g> })
    };

    // Moves shown when each tray was last drawn, for the same rule as the pieces'.
    let tray_drawn = [0, 1].map(|i| StoredValue::new(trays.with_untracked(|t: &[Tray; 2]| t[i].moves)));
    let tray = move |side: Side| {
        let label = move || trays.with(|t| t[side.index()].label.clone());
        let piles = move || {
            trays.with(|t| {
                let tray = &t[side.index()];
                let drawn = tray_drawn[side.index()];
                let arrived = tray.fresh && tray.moves > drawn.get_value();
                drawn.set_value(tray.moves);
                let last = tray.piles.len().saturating_sub(1);
                tray.piles
                    .iter()
                    .enumerate()
                    .map(|(k, checkers)| {
                        let class = if arrived && k == last { "stack tray-pile fresh" } else { "stack tray-pile" };
                        let stack = stack_text::write(checkers);
                        view! {
                            <svg class="tray-svg" viewBox="0 0 90 112" preserveAspectRatio="xMinYMax slice" data-stack=stack>
                                {pile(45.0, 70.0, checkers, None, class)}
                            </svg>
                        }
                    })
                    .collect_view()
            })
        };
        let name = side.word();
        let target = move || trays.with(|t| t[side.index()].target);
        if trays.with_untracked(|t| t[side.index()].label.is_empty()) {
            return ().into_any();
        }
        view! {
            <div class=format!("tray {name}") class:target=target data-testid=format!("tray-{name}")
                role=move || target().then_some("button") tabindex=move || target().then_some("0")
                on:click=move |_| if target() { on_spot.run(Spot::Off) }
                on:keydown=move |e| if target() && (e.key() == "Enter" || e.key() == " ") {
                    e.prevent_default();
                    on_spot.run(Spot::Off);
                }>
                <span class="tray-label">{label}</span>
                <span class="tray-piles">{piles}</span>
            </div>
        }
        .into_any()
    };
    let top_side = move || if flipped.get() { Side::White } else { Side::Black };
    view! {
        <div class="board-and-trays">
            {move || tray(top_side())}
            <svg class="board" viewBox=format!("0 0 {} {}", svg_number(width), svg_number(height)) role="group" aria-label="board"
                on:pointerdown=on_down on:pointermove=on_move on:pointerup=on_up on:pointercancel=on_cancel
                on:pointerleave=on_leave>
                <rect class="board-frame" x=0 y=0 width={svg_number(width)} height={svg_number(height)} rx=10 />
                {squares}
                {labels}
                {marks}
                {stacks}
                {shapes}
                {badges}
                {targets}
                {hits}
                {in_hand}
            </svg>
            {move || tray(top_side().other())}
        </div>
    }
}

/// Whether a pointer event happened over a tray that is a target.
fn over_target_tray(e: &PointerEvent) -> bool {
    let under = window().document().and_then(|d| d.element_from_point(e.client_x() as f32, e.client_y() as f32));
    under.and_then(|el| el.closest(".tray.target").ok().flatten()).is_some()
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
