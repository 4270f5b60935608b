//! What the lesson screen says of a try, in one place. A lesson's texts give only the reasons
//! (why an answer is right or wrong, why a move is not the one asked for, a hint); the words that
//! say how the try went are added here, once, so that no lesson repeats them and none is said
//! twice. [`LEADS`] lists those words, for the test that keeps them out of the lessons.

/// The words this module puts before a lesson's own text; no lesson text starts with one.
pub const LEADS: [&str; 4] = ["Right", "Not quite", "Try again", "Hint"];

/// Said of a right try, a move or an answer: `about` is what was right about it, a sentence
/// (the reason the answer is right, or [`played`]).
pub fn right(about: &str) -> String {
    format!("Right. {about}")
}

/// What a right move was, for [`right`]: the move, `text` in the game's notation.
pub fn played(text: &str) -> String {
    format!("You played {text}.")
}

/// Said of a miss, a move or an answer or a click: `why` it is not what was asked.
pub fn not_quite(why: &str) -> String {
    format!("Not quite. {why} Try again.")
}

/// The hint a step gives after misses.
pub fn hint(text: &str) -> String {
    format!("Hint: {text}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_try_is_told_once_how_it_went() {
        assert_eq!(right(&played("c3-d4")), "Right. You played c3-d4.");
        assert_eq!(right("Three is a majority."), "Right. Three is a majority.");
        assert_eq!(not_quite("It cannot go there."), "Not quite. It cannot go there. Try again.");
        assert_eq!(hint("Count the ranks."), "Hint: Count the ranks.");
        for said in [right("x"), not_quite("x"), hint("x")] {
            assert!(LEADS.iter().any(|lead| said.starts_with(lead)), "{said} is led by a word of LEADS");
        }
    }
}
