//! What the board shows over its squares besides the checkers: classes on squares (the selection,
//! the targets, the last move) and a layer of arrows, lines and labels. Plain data the screens
//! build natively, with what a screen reader hears of the marks on a square; the board draws it.

/// A decoration over the squares.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// An arrow from one square to another: the last move, a hint.
    Arrow { from: u8, to: u8, class: &'static str },
    /// A short label in a square's corner: the level a stack is lifted from.
    Label { square: u8, text: String, class: &'static str },
    /// A line between two square centres, ending in a ring on the second: a line of sight.
    Line { from: u8, to: u8, class: &'static str },
}

/// What the board shows over its squares, besides the checkers.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Decor {
    /// Classes for squares (`selected`, `target`, `last-to`, …), drawn as `mark <class>`.
    pub marks: Vec<(u8, &'static str)>,
    pub shapes: Vec<Shape>,
}

impl Decor {
    /// `label`, what a screen reader says of `square` ([`crate::ui::cursor::square_label`]), with
    /// what its marks add: "selected", "a move can go here", "last move", each said once (the
    /// last move's two ends are one mark to a listener). Marks that are only seen add nothing.
    pub fn spoken(&self, square: u8, mut label: String) -> String {
        for (_, class) in self.marks.iter().filter(|(s, _)| *s == square) {
            let said = match *class {
                "selected" => "selected",
                "target" => "a move can go here",
                "last-from" | "last-to" => "last move",
                _ => continue,
            };
            if !label.ends_with(said) {
                label.push_str(", ");
                label.push_str(said);
            }
        }
        label
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_squares_marks_are_said_after_it_once_each() {
        let decor = Decor {
            marks: vec![(3, "last-from"), (3, "last-to"), (3, "hinted"), (5, "selected"), (3, "target")],
            shapes: Vec::new(),
        };
        assert_eq!(decor.spoken(3, "d4, empty".into()), "d4, empty, last move, a move can go here");
        assert_eq!(decor.spoken(5, "c3, white checker".into()), "c3, white checker, selected");
        assert_eq!(decor.spoken(7, "e5, empty".into()), "e5, empty", "no mark, nothing added");
    }
}
