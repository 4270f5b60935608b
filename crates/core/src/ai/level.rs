//! Each level a person picks from ([`Strength`]) as a player ([`super::bot`]) and a limit: from a
//! beginner who makes human mistakes to the strongest, which thinks on a clock.

use super::Evaluate;
use super::bot::{AlphaBetaBot, BeginnerBot, Bot};
use super::clock::Clock;
use super::search::Limit;
use crate::level::Strength;

impl Strength {
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
    pub fn limit<G: Levelled>(self, clock: impl FnOnce() -> Clock) -> Box<dyn Limit> {
        match G::level_budget(self) {
            Some(nodes) => Box::new(nodes),
            None => Box::new(clock()),
        }
    }
}

/// A game's own positions a move for each level.
pub trait Levelled: Evaluate {
    /// Positions a move for `level` in this game: [`Strength::budget`], or fewer in a game where
    /// the plain search gains less from depth, so that each level still clearly beats the one
    /// below. Never more, and `None` for exactly the levels where [`Strength::budget`] is: the
    /// page estimates a level's time, and the worker decides whether it thinks on the clock,
    /// from [`Strength::budget`] alone, whatever the game (a test below holds this).
    fn level_budget(level: Strength) -> Option<u64> {
        level.budget()
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
            let budgets = Strength::ALL.map(|level| with_game!(game, |G| <G as Levelled>::level_budget(level)));
            for (level, budget) in Strength::ALL.into_iter().zip(budgets) {
                assert_eq!(budget.is_none(), level.budget().is_none(), "{game:?} {level:?}");
                assert!(budget <= level.budget(), "{game:?} {level:?}: {budget:?}");
            }
            let searched: Vec<u64> = budgets[1..].iter().map(|b| b.unwrap_or(u64::MAX)).collect();
            assert!(searched.is_sorted_by(|a, b| a < b), "{game:?}: {searched:?}");
        }
    }
}
