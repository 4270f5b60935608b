//! The games of the app, playable or still to come: the home screen lists these, and a new game
//! is registered here (and in [`crate::protocol::answer`] for its AI).

use crate::rules::byte::Byte;
use crate::rules::{Game, GameInfo};

/// A game on the home screen.
pub struct Entry {
    pub info: &'static GameInfo,
    /// One line that tells a newcomer what the game is like.
    pub blurb: &'static str,
    pub playable: bool,
}

static BASIC: GameInfo = GameInfo { id: "basic", name: "Basic", designer: "Mark Steere", year: 2009 };
static PYLE: GameInfo = GameInfo { id: "pyle", name: "Pyle", designer: "Christian Freeling", year: 2011 };
static SIGHT_REDUCTION: GameInfo =
    GameInfo { id: "sight-reduction", name: "Sight Reduction", designer: "Rich Hutnik", year: 2011 };

/// Every game, in the order the home screen shows them.
pub fn games() -> [Entry; 4] {
    [
        Entry {
            info: Byte::info(),
            blurb: "Merge stacks toward eight; the top checker takes the stack. Win the majority.",
            playable: true,
        },
        Entry {
            info: &BASIC,
            blurb: "Move forward, pile on, and be first to bear all your checkers off.",
            playable: false,
        },
        Entry {
            info: &PYLE,
            blurb: "Single-coloured stacks that move by their height: first to a stack of eight.",
            playable: false,
        },
        Entry {
            info: &SIGHT_REDUCTION,
            blurb: "Remove your checkers while they can see a friend, on half a board. Also a solitaire.",
            playable: false,
        },
    ]
}
