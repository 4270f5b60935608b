//! The position editor's board as the page holds it: the checkers on each square, the side to
//! move, and what a click on a square does (put a checker of a colour, or take the top one off).
//! Whether a game reaches the position is the game's own check
//! ([`checkerbox_core::rules::Game::edited`]).

use checkerbox_core::rules::Side;

/// What a click on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Puts a checker of this colour on the square: on top of those there in a game whose
    /// checkers stack, in place of the one there in another.
    Put(Side),
    /// Takes the top checker off.
    TakeOff,
}

/// A position being set out.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    /// Each square and its checkers (none on a square not yet used): a plain list, cheaper in
    /// the page than a map.
    squares: Vec<(u8, Vec<Side>)>,
    pub to_move: Side,
    /// What each side has taken off the board, where the game counts it
    /// ([`crate::ui::view::GameView::tally`]).
    pub tally: [u8; 2],
    pub tool: Tool,
    stacking: bool,
}

impl Editor {
    /// The editor of a board with `stacks` on it (bottom first), `to_move` to move and `tally`
    /// taken off, in a game whose checkers stack (`stacking`) or not.
    pub fn new(stacks: Vec<(u8, Vec<Side>)>, to_move: Side, tally: [u8; 2], stacking: bool) -> Editor {
        Editor { squares: stacks, to_move, tally, tool: Tool::Put(Side::White), stacking }
    }

    /// A click on `square`, with the tool in hand.
    pub fn click(&mut self, square: u8) {
        let at = match self.squares.iter().position(|(s, _)| *s == square) {
            Some(at) => at,
            None => {
                self.squares.push((square, Vec::new()));
                self.squares.len() - 1
            }
        };
        let stack = &mut self.squares[at].1;
        match self.tool {
            Tool::Put(side) if self.stacking => stack.push(side),
            Tool::Put(side) => *stack = vec![side],
            Tool::TakeOff => {
                stack.pop();
            }
        }
    }

    /// Takes every checker off.
    pub fn clear(&mut self) {
        self.squares.clear();
    }

    /// Each occupied square and its checkers, bottom first, in square order.
    pub fn stacks(&self) -> Vec<(u8, Vec<Side>)> {
        let mut stacks: Vec<(u8, Vec<Side>)> = self.squares.iter().filter(|(_, c)| !c.is_empty()).cloned().collect();
        stacks.sort_unstable_by_key(|(s, _)| *s);
        stacks
    }
}

/// What the editor says of its position: that it can be played, or why no game reaches it.
pub fn verdict(checked: &Result<String, String>) -> String {
    match checked {
        Ok(_) => "A game can reach this position.".to_string(),
        Err(why) => format!("No game reaches this position: {why}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Side = Side::White;
    const B: Side = Side::Black;

    #[test]
    fn checkers_are_put_on_top_and_taken_off_from_the_top() {
        let mut editor = Editor::new(vec![(3, vec![W]), (5, vec![])], W, [0, 0], true);
        assert_eq!(editor.stacks(), vec![(3, vec![W])], "an empty square is no stack");
        editor.tool = Tool::Put(B);
        editor.click(3);
        editor.click(7);
        assert_eq!(editor.stacks(), vec![(3, vec![W, B]), (7, vec![B])]);
        editor.tool = Tool::TakeOff;
        editor.click(3);
        editor.click(7);
        editor.click(9);
        assert_eq!(editor.stacks(), vec![(3, vec![W])]);
        editor.clear();
        assert!(editor.stacks().is_empty());
    }

    #[test]
    fn where_checkers_do_not_stack_one_takes_the_others_place() {
        let mut editor = Editor::new(vec![(3, vec![W])], B, [0, 0], false);
        editor.tool = Tool::Put(B);
        editor.click(3);
        assert_eq!((editor.stacks(), editor.to_move), (vec![(3, vec![B])], B));
    }

    #[test]
    fn the_verdict_says_why_no_game_reaches_a_position() {
        assert_eq!(verdict(&Ok("{}".into())), "A game can reach this position.");
        assert_eq!(
            verdict(&Err("the checkers do not add up".into())),
            "No game reaches this position: the checkers do not add up."
        );
    }
}
