//! The board's keyboard cursor and what a screen reader says of a square: plain Rust, tested
//! natively. The board is one Tab stop; the arrow keys move a cursor over its squares as they are
//! seen on screen (the board may be turned), and Enter acts on the square under it.

use checkerbox_core::rules::{BoardShape, Side};

/// An arrow key, as seen on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    /// The arrow a key names (`ArrowUp`, …), if any.
    fn of_key(key: &str) -> Option<Arrow> {
        match key {
            "ArrowUp" => Some(Arrow::Up),
            "ArrowDown" => Some(Arrow::Down),
            "ArrowLeft" => Some(Arrow::Left),
            "ArrowRight" => Some(Arrow::Right),
            _ => None,
        }
    }
}

/// The square the cursor goes to from `from` for `arrow`. Sideways, it is the next used square of
/// the same rank in that direction; up or down, the nearest used square (by file) of the next rank
/// in that direction that has one. Of two as near (on a dark-square board, where the square
/// straight ahead is light) it takes the one on screen right going to an odd rank (2, 4, …) and
/// on screen left going to an even one, so that repeated presses zigzag up one pair of files
/// rather than drift across the board. At an edge the cursor stays.
pub fn next(shape: BoardShape, flipped: bool, from: u8, arrow: Arrow) -> u8 {
    let (file, rank) = shape.file_rank(from);
    let (file, rank) = (file as i32, rank as i32);
    // Screen right and screen up, in board files and ranks.
    let (right, up) = if flipped { (-1, -1) } else { (1, 1) };
    let at = |f: i32, r: i32| {
        (0..shape.files as i32).contains(&f).then_some(())?;
        (0..shape.ranks as i32).contains(&r).then_some(())?;
        shape.at(f as u8, r as u8)
    };
    match arrow {
        Arrow::Left | Arrow::Right => {
            let step = if arrow == Arrow::Right { right } else { -right };
            (1..shape.files as i32).find_map(|k| at(file + step * k, rank)).unwrap_or(from)
        }
        Arrow::Up | Arrow::Down => {
            let step = if arrow == Arrow::Up { up } else { -up };
            (1..shape.ranks as i32)
                .find_map(|k| {
                    let r = rank + step * k;
                    // Nearest file first; of two as near, as the doc says.
                    let side = if r % 2 == 1 { right } else { -right };
                    (0..shape.files as i32).flat_map(|d| [d * side, -d * side]).find_map(|df| at(file + df, r))
                })
                .unwrap_or(from)
        }
    }
}

/// The square a key sends the cursor to from `from`: an arrow as [`next`] says, Home the first
/// square (a1), End the last; none for any other key.
pub fn moved_by_key(shape: BoardShape, flipped: bool, from: u8, key: &str) -> Option<u8> {
    match key {
        "Home" => Some(0),
        "End" => Some(shape.count() - 1),
        key => Arrow::of_key(key).map(|arrow| next(shape, flipped, from, arrow)),
    }
}

/// What a screen reader says of a square and the checkers on it, bottom first: "d4, empty",
/// "d4, white checker", "d4, stack of 3 from the bottom: white, black, black".
pub fn square_label(name: &str, checkers: &[Side]) -> String {
    let colour = |s: &Side| s.word();
    match checkers {
        [] => format!("{name}, empty"),
        [one] => format!("{name}, {} checker", colour(one)),
        many => {
            let colours: Vec<&str> = many.iter().map(colour).collect();
            format!("{name}, stack of {} from the bottom: {}", many.len(), colours.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(shape: BoardShape, flipped: bool, from: &str, arrows: &[Arrow]) -> String {
        let mut s = shape.parse(from).unwrap();
        for &a in arrows {
            s = next(shape, flipped, s, a);
        }
        shape.name(s)
    }

    #[test]
    fn on_a_dark_square_board_the_cursor_keeps_to_the_dark_squares() {
        let byte = BoardShape::dark(8);
        assert_eq!(go(byte, false, "a1", &[Arrow::Right]), "c1");
        assert_eq!(go(byte, false, "a1", &[Arrow::Up]), "b2", "the nearest dark square of rank 2");
        assert_eq!(go(byte, false, "c3", &[Arrow::Up]), "d4", "of b4 and d4, the one to the right");
        assert_eq!(go(byte, false, "c3", &[Arrow::Down]), "d2");
        assert_eq!(go(byte, false, "h2", &[Arrow::Right, Arrow::Up]), "g3", "at the edge it stays, then goes up");
        assert_eq!(go(byte, false, "a1", &[Arrow::Down, Arrow::Left]), "a1");
        assert_eq!(go(byte, false, "a1", &[Arrow::Up; 2]), "a3", "zigzag, not drift");
        assert_eq!(go(byte, false, "a1", &[Arrow::Up; 7]), "b8");
    }

    #[test]
    fn on_a_turned_board_the_arrows_follow_the_screen() {
        let byte = BoardShape::dark(8);
        assert_eq!(go(byte, true, "c3", &[Arrow::Up]), "b2", "up the screen is down the board");
        assert_eq!(go(byte, true, "c3", &[Arrow::Right]), "a3");
        let half = BoardShape::rect(4, 8);
        assert_eq!(go(half, true, "b2", &[Arrow::Left, Arrow::Down]), "c3");
    }

    #[test]
    fn on_a_full_board_every_square_is_reached() {
        let half = BoardShape::rect(4, 8);
        assert_eq!(go(half, false, "a1", &[Arrow::Right, Arrow::Up]), "b2");
        assert_eq!(go(half, false, "d8", &[Arrow::Right, Arrow::Up]), "d8");
        let mut seen = std::collections::HashSet::new();
        let mut s = 0;
        for _ in 0..8 {
            for _ in 0..4 {
                seen.insert(s);
                s = next(half, false, s, Arrow::Right);
            }
            s = next(half, false, half.parse("a1").unwrap().max(s - 3), Arrow::Up);
        }
        assert_eq!(seen.len(), 32);
    }

    #[test]
    fn home_and_end_reach_the_first_and_last_squares_and_other_keys_nothing() {
        let byte = BoardShape::dark(8);
        let c3 = byte.parse("c3").unwrap();
        let to = |key| moved_by_key(byte, false, c3, key).map(|s| byte.name(s));
        assert_eq!([to("Home"), to("End"), to("ArrowUp")], [Some("a1".into()), Some("h8".into()), Some("d4".into())]);
        assert_eq!(moved_by_key(byte, true, c3, "ArrowUp").map(|s| byte.name(s)), Some("b2".into()));
        assert_eq!([to("Enter"), to("a"), to("Tab")], [None, None, None]);
    }

    #[test]
    fn a_square_is_said_in_words() {
        assert_eq!(square_label("d4", &[]), "d4, empty");
        assert_eq!(square_label("d4", &[Side::White]), "d4, white checker");
        assert_eq!(
            square_label("d4", &[Side::White, Side::Black, Side::Black]),
            "d4, stack of 3 from the bottom: white, black, black"
        );
    }
}
