//! The levels a person picks from, each a player ([`super::bot`]) and a limit: from a beginner
//! who makes human mistakes to the strongest, which thinks on a clock.

use super::Evaluate;
use super::bot::{AlphaBetaBot, BeginnerBot, Bot};
use super::clock::Clock;
use super::search::Limit;

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
    /// Five million positions a move (about a second in the browser's worker; a game may give it
    /// fewer): the search as first written, as the arena's yardstick `ab` is.
    Hard,
    /// The strongest: the tuned search with the game's finer evaluation, keeping its table (and
    /// the game's solver, where it has one) from move to move, and UCT where the evaluation knows
    /// nothing; on a clock (two seconds a move by default, a setting).
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
    /// `None` for the master, which thinks on a clock. A game may give a level fewer
    /// ([`Evaluate::level_budget`]), never more, so these bound every game's.
    pub const fn budget(self) -> Option<u64> {
        match self {
            Strength::Beginner => Some(20_000),
            Strength::Easy => Some(2_000),
            Strength::Medium => Some(100_000),
            Strength::Hard => Some(5_000_000),
            Strength::Master => None,
        }
    }

    /// This level's player. The master keeps what it learnt from move to move, so one player
    /// should play a whole game.
    pub fn player<G: Evaluate>(self, seed: u64) -> Box<dyn Bot<G>> {
        match self {
            Strength::Beginner => Box::new(BeginnerBot::new(seed)),
            Strength::Master => Box::new(AlphaBetaBot::strong(self.name(), seed)),
            _ => Box::new(AlphaBetaBot::plain(self.name(), seed)),
        }
    }

    /// This level's limit for one move in `G`: its positions there, or for the master `clock()`.
    pub fn limit<G: Evaluate>(self, clock: impl FnOnce() -> Clock) -> Box<dyn Limit> {
        match G::level_budget(self) {
            Some(nodes) => Box::new(nodes),
            None => Box::new(clock()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::with_game;

    /// The page's estimates of how long a level may take ([`Strength::budget`]) hold in every
    /// game, the same levels think on the clock everywhere, and each level above the beginner
    /// (which has a policy of its own) thinks more than the one below.
    #[test]
    fn every_games_levels_think_within_the_usual_budgets_and_in_order() {
        for game in GameId::ALL {
            let budgets = Strength::ALL.map(|level| with_game!(game, |G| <G as Evaluate>::level_budget(level)));
            for (level, budget) in Strength::ALL.into_iter().zip(budgets) {
                assert_eq!(budget.is_none(), level.budget().is_none(), "{game:?} {level:?}");
                assert!(budget <= level.budget(), "{game:?} {level:?}: {budget:?}");
            }
            let searched: Vec<u64> = budgets[1..].iter().map(|b| b.unwrap_or(u64::MAX)).collect();
            assert!(searched.is_sorted_by(|a, b| a < b), "{game:?}: {searched:?}");
        }
    }
}
