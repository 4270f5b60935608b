//! What a click on the Byte board or side view means: pure view logic, without the web, so that
//! it is tested natively. The rules say what is legal (and why not); this decides what a player's
//! click was trying to do.

use crate::rules::Game;
use crate::rules::byte::{Byte, ByteMove};

/// The selected stack, and the level the player picked in the side view, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selection {
    pub square: u8,
    pub picked: Option<u8>,
}

/// A line under the board: what just happened, or why a click did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    Info(String),
    Refused(String),
}

/// What a click leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reaction {
    pub selection: Option<Selection>,
    pub play: Option<ByteMove>,
    pub note: Option<Note>,
}

/// A move as (from, level lifted from, to); a basic move lifts the whole stack, from level 1.
pub fn as_lift(mv: ByteMove) -> Option<(u8, u8, u8)> {
    match mv {
        ByteMove::Step { from, to } => Some((from, 1, to)),
        ByteMove::Merge { from, level, to } => Some((from, level, to)),
        ByteMove::Pass => None,
    }
}

/// Levels of `square` with at least one legal move, as bits (bit `k` = level `k + 1`).
pub fn movable_levels(legal: &[ByteMove], square: u8) -> u8 {
    legal.iter().filter_map(|m| as_lift(*m)).filter(|(f, _, _)| *f == square).fold(0, |m, (_, l, _)| m | 1 << (l - 1))
}

impl Selection {
    /// The level lifted from: the one picked, else the lowest that can move, else the bottom.
    pub fn level(&self, legal: &[ByteMove]) -> u8 {
        self.picked.unwrap_or_else(|| match movable_levels(legal, self.square) {
            0 => 1,
            movable => movable.trailing_zeros() as u8 + 1,
        })
    }

    /// Squares a click would move the selection to.
    pub fn targets(&self, legal: &[ByteMove]) -> Vec<u8> {
        let level = self.level(legal);
        legal
            .iter()
            .filter_map(|m| as_lift(*m))
            .filter(|&(from, l, _)| from == self.square && l == level)
            .map(|(_, _, to)| to)
            .collect()
    }
}

/// Selects `square`, saying why if it has no move for the player.
fn select(pos: &Byte, legal: &[ByteMove], square: u8) -> Reaction {
    let selection = Some(Selection { square, picked: None });
    let note = (movable_levels(legal, square) == 0).then(|| {
        let me = pos.to_move();
        let name = pos.grid().name(square);
        Note::Info(if pos.stack(square).contains(&me) {
            format!("{} has no legal move from {name} now.", me.name())
        } else {
            format!("None of the checkers on {name} is {}'s.", me.name())
        })
    });
    Reaction { selection, play: None, note }
}

/// A click on a board square. `mine` says whether the player may move now (else a click only
/// shows a stack); `legal` is the legal moves of the position.
pub fn click_square(pos: &Byte, legal: &[ByteMove], mine: bool, selection: Option<Selection>, square: u8) -> Reaction {
    let occupied = pos.height(square) > 0;
    let keep = |note| Reaction { selection, play: None, note: Some(note) };
    if !mine {
        let note = pos.result().is_none().then(|| Note::Info("The computer is thinking.".into()));
        let selection = if occupied { Some(Selection { square, picked: None }) } else { selection };
        return Reaction { selection, play: None, note };
    }
    let Some(sel) = selection else {
        return if occupied { select(pos, legal, square) } else { Reaction { selection, play: None, note: None } };
    };
    if sel.square == square {
        return Reaction { selection: None, play: None, note: None };
    }
    let level = sel.level(legal);
    let attempt = if occupied || level > 1 {
        ByteMove::Merge { from: sel.square, level, to: square }
    } else {
        ByteMove::Step { from: sel.square, to: square }
    };
    if legal.contains(&attempt) {
        return Reaction { selection: None, play: Some(attempt), note: None };
    }
    let adjacent = pos.grid().neighbours[sel.square as usize] >> square & 1 == 1;
    // A click on another stack is a change of mind, unless it looks like a merge attempt with a
    // checker of the player's own: then the player wants to know why that merge is not allowed.
    let merge_attempt = adjacent && pos.checker(sel.square, level) == Some(pos.to_move());
    if occupied && !merge_attempt {
        return select(pos, legal, square);
    }
    match pos.check_move(attempt) {
        Err(why) => keep(Note::Refused(format!("{}: {why}.", pos.move_text(attempt)))),
        Ok(()) => keep(Note::Refused(format!("{} is not possible now.", pos.move_text(attempt)))),
    }
}

/// A click on a checker in the side view: choose it as the level to lift from.
pub fn pick_level(pos: &Byte, legal: &[ByteMove], mine: bool, selection: Option<Selection>, level: u8) -> Reaction {
    let keep = |note| Reaction { selection, play: None, note };
    let Some(sel) = selection.filter(|_| mine) else { return keep(None) };
    if movable_levels(legal, sel.square) >> (level - 1) & 1 == 1 {
        return Reaction { selection: Some(Selection { picked: Some(level), ..sel }), play: None, note: None };
    }
    let me = pos.to_move().name();
    keep(Some(Note::Refused(if pos.checker(sel.square, level) != Some(pos.to_move()) {
        format!("Level {level} is not {me}'s checker.")
    } else {
        format!(
            "The checker at level {level} has nowhere to go: it must land higher, on a touching stack, \
             without making more than 8."
        )
    })))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::byte::ByteOptions;
    use crate::rules::grid::GRID_8;

    fn sq(name: &str) -> u8 {
        GRID_8.parse(name).unwrap()
    }

    fn after(moves: &[&str]) -> (Byte, Vec<ByteMove>) {
        let mut pos = Byte::new_game(ByteOptions::default());
        for m in moves {
            let mv = pos.parse_move(m).unwrap();
            pos.play(mv);
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        (pos, legal)
    }

    fn select_at(name: &str) -> Option<Selection> {
        Some(Selection { square: sq(name), picked: None })
    }

    #[test]
    fn select_then_click_a_target_plays_the_move() {
        let (pos, legal) = after(&[]);
        let r = click_square(&pos, &legal, true, None, sq("d2"));
        assert_eq!(r.selection, select_at("d2"));
        let mut targets = r.selection.unwrap().targets(&legal);
        targets.sort();
        assert_eq!(targets, [sq("c3"), sq("e3")]);
        let r = click_square(&pos, &legal, true, r.selection, sq("c3"));
        assert_eq!(r.play, Some(ByteMove::Merge { from: sq("d2"), level: 1, to: sq("c3") }));
        assert_eq!(r.selection, None);
    }

    #[test]
    fn an_illegal_target_says_why_and_keeps_the_selection() {
        let (pos, legal) = after(&[]);
        let r = click_square(&pos, &legal, true, select_at("d2"), sq("c1"));
        assert_eq!(r.selection, select_at("d2"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("touches another cannot make a basic move")));
        // Clicking the selected stack again drops it; clicking a far stack selects that one.
        assert_eq!(click_square(&pos, &legal, true, select_at("d2"), sq("d2")).selection, None);
        assert_eq!(click_square(&pos, &legal, true, select_at("d2"), sq("h6")).selection, select_at("h6"));
    }

    #[test]
    fn a_stack_of_the_opponent_is_shown_with_a_reason() {
        let (pos, legal) = after(&[]);
        let r = click_square(&pos, &legal, true, None, sq("c3"));
        assert_eq!(r.selection, select_at("c3"));
        assert!(matches!(&r.note, Some(Note::Info(t)) if t.contains("None of the checkers on c3 is White's")));
    }

    #[test]
    fn the_side_view_picks_a_higher_level() {
        // White's b4 holds White, Black, White: level 1 goes to a5 or c5, level 3 only to c5.
        let (pos, legal) = after(&["b6-a5", "a7-b8", "b2-a3", "c3-d4", "d4-c5", "a3-b4"]);
        let sel = click_square(&pos, &legal, true, None, sq("b4")).selection;
        assert_eq!(sel.unwrap().level(&legal), 1);
        let r = pick_level(&pos, &legal, true, sel, 3);
        assert_eq!(r.selection.unwrap().targets(&legal), [sq("c5")]);
        let played = click_square(&pos, &legal, true, r.selection, sq("c5")).play;
        assert_eq!(played, Some(ByteMove::Merge { from: sq("b4"), level: 3, to: sq("c5") }));
        // Level 2 is Black's.
        let r = pick_level(&pos, &legal, true, sel, 2);
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("not White's")));
        assert_eq!(r.selection, sel);
    }

    fn position(stacks: &[(&str, &str)], won: [u8; 2]) -> (Byte, Vec<ByteMove>) {
        use crate::rules::Side;
        let stacks: Vec<(u8, Vec<Side>)> = stacks
            .iter()
            .map(|(sq_name, s)| {
                (sq(sq_name), s.chars().map(|c| if c == 'b' { Side::Black } else { Side::White }).collect())
            })
            .collect();
        let refs: Vec<(u8, &[Side])> = stacks.iter().map(|(s, c)| (*s, c.as_slice())).collect();
        let pos = Byte::from_stacks(ByteOptions::default(), &refs, Side::White, won).unwrap();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        (pos, legal)
    }

    #[test]
    fn the_refusals_the_rule_sheet_names_reach_the_player() {
        // "Don't make 9": White's 6-stack on d4 onto the 3-stack on e5.
        let (pos, legal) = position(&[("d4", "wwwbbb"), ("e5", "bwb"), ("a1", "wbwbwbw")], [1, 0]);
        // Selecting d4 offers level 2 at once, the lowest that can move (it makes exactly eight).
        assert_eq!(select_at("d4").unwrap().level(&legal), 2);
        let bottom = Some(Selection { square: sq("d4"), picked: Some(1) });
        let r = click_square(&pos, &legal, true, bottom, sq("e5"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("stack of 9")), "{r:?}");
        assert_eq!(r.play, None);
        // "Move closer": c3's nearest stack is a7, four steps away; b2 would be five.
        let (pos, legal) = position(&[("c3", "w"), ("h8", "wwwbbbb"), ("a7", "wwwbbbb"), ("h2", "b")], [1, 0]);
        let r = click_square(&pos, &legal, true, select_at("c3"), sq("b2"));
        assert!(matches!(&r.note, Some(Note::Refused(t)) if t.contains("closer to its nearest stack")), "{r:?}");
        assert_eq!(
            click_square(&pos, &legal, true, select_at("c3"), sq("d4")).play,
            Some(ByteMove::Step { from: sq("c3"), to: sq("d4") })
        );
    }

    #[test]
    fn nothing_moves_while_the_computer_thinks() {
        let (pos, legal) = after(&[]);
        let r = click_square(&pos, &legal, false, select_at("d2"), sq("c3"));
        assert_eq!(r.play, None);
        assert_eq!(r.selection, select_at("c3"));
        assert_eq!(pick_level(&pos, &legal, false, select_at("d2"), 1).selection, select_at("d2"));
    }
}
