//! The levels a person picks from, by name and by how many positions each may think over a move:
//! what a game in progress, its record and the page say of the computer, with no search in sight
//! (the players themselves are the computer's, `ai::level`).

/// How hard the computer player tries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Strength {
    /// Two plies ahead, and now and then a worse move than it saw: a person new to the game.
    Beginner,
    /// A few plies ahead at most: it overlooks things.
    Easy,
    /// What a newcomer meets first: it sees simple tactics, and can be beaten.
    #[default]
    Medium,
    /// The plain search over millions of positions a move (a game may give it fewer), as the
    /// arena's yardstick `ab` is.
    Hard,
    /// The strongest: the tuned search with the game's finer evaluation, keeping its table (and
    /// the game's solver, where it has one) from move to move, and UCT where the evaluation knows
    /// nothing; on a clock ([`MASTER_MS`] a move by default, a setting).
    Master,
}

/// The strongest level's thinking time when the person has not chosen one.
pub const MASTER_MS: u32 = 2_000;

impl Strength {
    pub const ALL: [Strength; 5] =
        [Strength::Beginner, Strength::Easy, Strength::Medium, Strength::Hard, Strength::Master];

    pub fn name(self) -> &'static str {
        match self {
            Strength::Beginner => "beginner",
            Strength::Easy => "easy",
            Strength::Medium => "medium",
            Strength::Hard => "hard",
            Strength::Master => "master",
        }
    }

    /// Positions a move for the levels limited by positions (the same strength on any machine);
    /// `None` for the master, which thinks on a clock. A game may give a level fewer, never more,
    /// so these bound every game's: the page estimates a level's time from them.
    pub const fn budget(self) -> Option<u64> {
        match self {
            Strength::Beginner => Some(20_000),
            Strength::Easy => Some(2_000),
            Strength::Medium => Some(100_000),
            Strength::Hard => Some(5_000_000),
            Strength::Master => None,
        }
    }
}
