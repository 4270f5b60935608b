//! The board's drawing in SVG units, for any [`BoardShape`] and seen from either side: where each
//! square is drawn, the square under a point, the file letters and rank numbers around it, the
//! drawing's size and proportions for the page's style, and when a press has travelled far enough
//! to be a drag. Plain Rust, tested natively; the board's component only draws with it.

use checkerbox_core::rules::BoardShape;

/// A square's width in SVG units.
pub const SQ: f64 = 100.0;
/// Room around the board for the file letters and rank numbers.
pub const MARGIN: f64 = 38.0;
/// Board units a press must travel before it is a drag rather than a click.
const DRAG_START: f64 = 12.0;

/// A board of `shape` as drawn: White's side at the bottom, or Black's when `flipped`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawing {
    pub shape: BoardShape,
    pub flipped: bool,
}

/// One square of the board's rectangle, used by the game or not: its top-left corner, and
/// whether it is dark.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    pub x: f64,
    pub y: f64,
    pub dark: bool,
}

/// A file letter or a rank number in the frame, and the point its text is anchored at (its
/// middle, on its baseline).
#[derive(Clone, Debug, PartialEq)]
pub struct Coordinate {
    pub text: String,
    pub x: f64,
    pub y: f64,
}

/// An element's box on the page, in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl Drawing {
    pub fn new(shape: BoardShape, flipped: bool) -> Drawing {
        Drawing { shape, flipped }
    }

    /// The drawing's width and height, frame included.
    pub fn size(self) -> (f64, f64) {
        let side = |squares: u8| f64::from(squares) * SQ + 2.0 * MARGIN;
        (side(self.shape.files), side(self.shape.ranks))
    }

    /// The top-left corner of the square at (`file`, `rank`), 0-based.
    fn corner_at(self, file: u8, rank: u8) -> (f64, f64) {
        let (files, ranks) = (self.shape.files, self.shape.ranks);
        let (col, row) = if self.flipped { (files - 1 - file, rank) } else { (file, ranks - 1 - rank) };
        (MARGIN + f64::from(col) * SQ, MARGIN + f64::from(row) * SQ)
    }

    /// Every square of the board's rectangle, the unused light ones of a dark-squares board too,
    /// rank by rank from rank 1.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        let files = self.shape.files;
        (0..files * self.shape.ranks).map(move |i| {
            let (file, rank) = (i % files, i / files);
            let (x, y) = self.corner_at(file, rank);
            Cell { x, y, dark: BoardShape::is_dark(file, rank) }
        })
    }

    /// The top-left corner of used square `s`.
    pub fn corner(self, s: u8) -> (f64, f64) {
        let (file, rank) = self.shape.file_rank(s);
        self.corner_at(file, rank)
    }

    /// The centre of used square `s`.
    pub fn centre(self, s: u8) -> (f64, f64) {
        let (x, y) = self.corner(s);
        (x + SQ / 2.0, y + SQ / 2.0)
    }

    /// The used square under the point (`x`, `y`) of the drawing: none in the frame, outside the
    /// drawing, or on a square the game does not use.
    pub fn square_at(self, x: f64, y: f64) -> Option<u8> {
        let (files, ranks) = (self.shape.files, self.shape.ranks);
        let (col, row) = (((x - MARGIN) / SQ).floor(), ((y - MARGIN) / SQ).floor());
        if col < 0.0 || row < 0.0 || col >= f64::from(files) || row >= f64::from(ranks) {
            return None;
        }
        let (col, row) = (col as u8, row as u8);
        let (file, rank) = if self.flipped { (files - 1 - col, row) } else { (col, ranks - 1 - row) };
        self.shape.at(file, rank)
    }

    /// The file letters, under and over each file, then the rank numbers, left and right of each
    /// rank: each in the middle of its strip of the frame.
    pub fn coordinates(self) -> impl Iterator<Item = Coordinate> {
        let (width, height) = self.size();
        let files = self.shape.files;
        // Two labels a file, then two a rank, counted by one index: a plain map, which the page's
        // wasm keeps smaller than nested iterators.
        (0..2 * (files + self.shape.ranks)).map(move |k| {
            let (k, second) = (k / 2, k % 2 == 1);
            if k < files {
                let text = char::from(b'a' + k).to_string();
                let x = self.corner_at(k, 0).0 + SQ / 2.0;
                Coordinate { text, x, y: if second { 29.0 } else { height - 9.0 } }
            } else {
                let rank = k - files;
                let y = self.corner_at(0, rank).1 + SQ / 2.0 + 10.0;
                Coordinate {
                    text: (rank + 1).to_string(),
                    x: if second { width - MARGIN / 2.0 } else { MARGIN / 2.0 },
                    y,
                }
            }
        })
    }

    /// The point of the drawing shown at (`x`, `y`) on the page when the drawing is fitted into
    /// the box `on` as SVG fits it by default (scaled to fit, centred); none for an empty box.
    pub fn point_at(self, on: Rect, x: f64, y: f64) -> Option<(f64, f64)> {
        let (width, height) = self.size();
        let scale = (on.width / width).min(on.height / height);
        let left = on.left + (on.width - width * scale) / 2.0;
        let top = on.top + (on.height - height * scale) / 2.0;
        (scale > 0.0).then(|| ((x - left) / scale, (y - top) / scale))
    }
}

/// Whether a press from `from` to `to` (points of the drawing) has travelled far enough to be a
/// drag rather than a click.
pub fn is_drag(from: (f64, f64), to: (f64, f64)) -> bool {
    (to.0 - from.0).hypot(to.1 - from.1) >= DRAG_START
}

/// The `--aspect` of the box around a board of `shape`: the drawing's width over its height,
/// frame included, for the page's style to size it by (a ratio CSS reads in `calc`, and no float
/// to write), so that boards of every shape can be given the same height.
pub fn aspect(shape: BoardShape) -> String {
    let (width, height) = Drawing::new(shape, false).size();
    format!("{}/{}", width as u32, height as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every board shape the games play on: Byte's and Basic's dark squares of 8x8, Byte's of
    /// 10x10, Pyle's every square of 8x8 and 10x10, Sight Reduction's 4 files by 8 ranks.
    const SHAPES: [BoardShape; 5] =
        [BoardShape::dark(8), BoardShape::dark(10), BoardShape::full(8), BoardShape::full(10), BoardShape::rect(4, 8)];

    fn both_ways(shape: BoardShape) -> [Drawing; 2] {
        [false, true].map(|flipped| Drawing::new(shape, flipped))
    }

    fn square(shape: BoardShape, name: &str) -> u8 {
        shape.parse(name).unwrap()
    }

    /// The name of the used square under a point, or "-".
    fn named_at(d: Drawing, x: f64, y: f64) -> String {
        d.square_at(x, y).map_or("-".into(), |s| d.shape.name(s))
    }

    #[test]
    fn the_drawing_is_its_squares_and_the_frame_around_them() {
        let sizes: Vec<_> = SHAPES.iter().map(|&s| Drawing::new(s, false).size()).collect();
        assert_eq!(sizes, [(876.0, 876.0), (1076.0, 1076.0), (876.0, 876.0), (1076.0, 1076.0), (476.0, 876.0)]);
        let styles: Vec<_> = SHAPES.iter().map(|&s| aspect(s)).collect();
        assert_eq!(styles, ["876/876", "1076/1076", "876/876", "1076/1076", "476/876"]);
    }

    #[test]
    fn a1_is_at_the_bottom_left_and_at_the_top_right_when_turned() {
        for shape in SHAPES {
            let [upright, turned] = both_ways(shape);
            let (width, height) = upright.size();
            let a1 = square(shape, "a1");
            assert_eq!(upright.corner(a1), (MARGIN, height - MARGIN - SQ), "{shape:?}");
            assert_eq!(turned.corner(a1), (width - MARGIN - SQ, MARGIN), "{shape:?}");
            // The far corner: the top right square, used on every shape the games play on.
            let last = shape.count() - 1;
            assert_eq!(upright.corner(last), (width - MARGIN - SQ, MARGIN), "{shape:?} {}", shape.name(last));
            assert_eq!(turned.corner(last), (MARGIN, height - MARGIN - SQ), "{shape:?}");
            assert_eq!(upright.centre(a1), (MARGIN + SQ / 2.0, height - MARGIN - SQ / 2.0));
        }
        // The left edge, one rank up: a2 is light, b2 the first dark square.
        let byte = Drawing::new(BoardShape::dark(8), false);
        assert_eq!(byte.corner(square(byte.shape, "b2")), (MARGIN + SQ, MARGIN + 6.0 * SQ));
        let sight = Drawing::new(BoardShape::rect(4, 8), true);
        assert_eq!(sight.centre(square(sight.shape, "d5")), (MARGIN + SQ / 2.0, MARGIN + 4.5 * SQ));
    }

    #[test]
    fn every_square_is_under_its_own_centre_and_corners() {
        for shape in SHAPES {
            for d in both_ways(shape) {
                for s in 0..shape.count() {
                    let ((x, y), (cx, cy)) = (d.corner(s), d.centre(s));
                    for (px, py) in [(cx, cy), (x, y), (x + SQ - 0.01, y + SQ - 0.01)] {
                        assert_eq!(d.square_at(px, py), Some(s), "{shape:?} {} at ({px}, {py})", shape.name(s));
                    }
                }
            }
        }
    }

    #[test]
    fn no_square_is_under_the_frame_nor_outside_the_drawing() {
        for shape in SHAPES {
            for d in both_ways(shape) {
                let (width, height) = d.size();
                let (right, bottom) = (width - MARGIN, height - MARGIN);
                let middle = (width / 2.0, height / 2.0);
                for (x, y) in [
                    (MARGIN - 0.01, middle.1),
                    (right, middle.1),
                    (middle.0, MARGIN - 0.01),
                    (middle.0, bottom),
                    (0.0, 0.0),
                    (width, height),
                    (-5.0, middle.1),
                    (middle.0, height + 40.0),
                ] {
                    assert_eq!(d.square_at(x, y), None, "{shape:?} flipped {} at ({x}, {y})", d.flipped);
                }
            }
        }
    }

    #[test]
    fn the_corners_of_the_board_are_its_corner_squares_as_seen() {
        let (m, far) = (MARGIN + 1.0, |size: f64| size - MARGIN - 1.0);
        let corners = |d: Drawing| {
            let (width, height) = d.size();
            [(m, m), (far(width), m), (m, far(height)), (far(width), far(height))].map(|(x, y)| named_at(d, x, y))
        };
        // Top left, top right, bottom left, bottom right; a light corner of a dark-squares board
        // is no square.
        let expected: [(BoardShape, [&str; 4], [&str; 4]); 5] = [
            (BoardShape::dark(8), ["-", "h8", "a1", "-"], ["-", "a1", "h8", "-"]),
            (BoardShape::dark(10), ["-", "j10", "a1", "-"], ["-", "a1", "j10", "-"]),
            (BoardShape::full(8), ["a8", "h8", "a1", "h1"], ["h1", "a1", "h8", "a8"]),
            (BoardShape::full(10), ["a10", "j10", "a1", "j1"], ["j1", "a1", "j10", "a10"]),
            (BoardShape::rect(4, 8), ["a8", "d8", "a1", "d1"], ["d1", "a1", "d8", "a8"]),
        ];
        for (shape, upright, turned) in expected {
            assert_eq!(corners(Drawing::new(shape, false)), upright, "{shape:?}");
            assert_eq!(corners(Drawing::new(shape, true)), turned, "{shape:?} turned");
        }
    }

    #[test]
    fn the_cells_are_the_whole_rectangle_dark_where_a1_is() {
        for shape in SHAPES {
            for d in both_ways(shape) {
                let cells: Vec<Cell> = d.cells().collect();
                assert_eq!(cells.len(), usize::from(shape.files) * usize::from(shape.ranks));
                assert_eq!(cells.iter().filter(|c| c.dark).count(), cells.len() / 2);
                // Each used square's cell is where the square is drawn; a1 is dark.
                for s in 0..shape.count() {
                    let (file, rank) = shape.file_rank(s);
                    let cell = cells[usize::from(rank) * usize::from(shape.files) + usize::from(file)];
                    assert_eq!((cell.x, cell.y), d.corner(s));
                    assert_eq!(cell.dark, (file + rank) % 2 == 0);
                }
            }
        }
    }

    #[test]
    fn the_letters_run_along_the_files_and_the_numbers_up_the_ranks_as_seen() {
        for shape in SHAPES {
            for d in both_ways(shape) {
                let (width, height) = d.size();
                let labels: Vec<Coordinate> = d.coordinates().collect();
                assert_eq!(labels.len(), 2 * usize::from(shape.files + shape.ranks));
                let a = &labels[..2];
                let a1 = d.centre(square(shape, "a1"));
                assert!(a.iter().all(|l| l.text == "a" && l.x == a1.0), "{shape:?}: {a:?}");
                assert_eq!([a[0].y, a[1].y], [height - 9.0, 29.0], "under the board, then over it");
                let one = &labels[2 * usize::from(shape.files)..][..2];
                assert!(one.iter().all(|l| l.text == "1" && l.y == a1.1 + 10.0), "{shape:?}: {one:?}");
                assert_eq!([one[0].x, one[1].x], [MARGIN / 2.0, width - MARGIN / 2.0]);
                let top = labels.last().unwrap();
                assert_eq!(top.text, shape.ranks.to_string());
                // The last rank is at the top, or at the bottom when the board is turned.
                assert_eq!(top.y < height / 2.0, !d.flipped, "{shape:?}");
            }
        }
    }

    #[test]
    fn a_point_on_the_page_is_found_on_the_drawing_however_it_is_fitted() {
        let d = Drawing::new(BoardShape::dark(8), false);
        let exact = Rect { left: 10.0, top: 20.0, width: 438.0, height: 438.0 };
        assert_eq!(d.point_at(exact, 10.0, 20.0), Some((0.0, 0.0)));
        assert_eq!(d.point_at(exact, 448.0, 458.0), Some((876.0, 876.0)));
        // A box wider than the drawing shows it centred, with room either side.
        let wide = Rect { left: 0.0, top: 0.0, width: 1000.0, height: 438.0 };
        assert_eq!(d.point_at(wide, 281.0, 219.0), Some((0.0, 438.0)));
        assert_eq!(d.point_at(wide, 0.0, 0.0), Some((-562.0, 0.0)), "left of the drawing");
        let sight = Drawing::new(BoardShape::rect(4, 8), true);
        let tall = Rect { left: 0.0, top: 0.0, width: 476.0, height: 1000.0 };
        assert_eq!(sight.point_at(tall, 238.0, 500.0), Some((238.0, 438.0)));
        let empty = Rect { left: 5.0, top: 5.0, width: 0.0, height: 0.0 };
        assert_eq!(d.point_at(empty, 5.0, 5.0), None);
    }

    #[test]
    fn a_press_becomes_a_drag_after_twelve_units() {
        assert!(!is_drag((100.0, 100.0), (100.0, 100.0)));
        assert!(!is_drag((100.0, 100.0), (111.9, 100.0)));
        assert!(!is_drag((100.0, 100.0), (108.0, 108.0)), "11.3 units on the diagonal");
        assert!(is_drag((100.0, 100.0), (100.0, 88.0)));
        assert!(is_drag((100.0, 100.0), (91.0, 109.0)));
    }
}
