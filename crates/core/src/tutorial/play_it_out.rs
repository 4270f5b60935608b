//! Who plays the game a game's lessons end with ([`super::Exercise::Play`]): the learner, from the
//! side to move, against the computer at its gentlest level, since the lessons are for people new
//! to the game.

use crate::level::Strength;
use crate::rules::Player;
use crate::session::Seat;

/// The computer's level in that game.
pub const OPPONENT: Strength = Strength::Beginner;

/// The seats of that game, `to_move` being the player to move in the lesson's position: the
/// learner makes the first move.
pub fn seats(to_move: Player) -> [Seat; 2] {
    let mut seats = [Seat::Computer(OPPONENT); 2];
    seats[to_move.index()] = Seat::Person;
    seats
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_learner_moves_first_against_the_gentlest_computer() {
        assert_eq!(OPPONENT, Strength::ALL[0], "no level is gentler");
        assert_eq!(seats(Player::One), [Seat::Person, Seat::Computer(Strength::Beginner)]);
        assert_eq!(seats(Player::Two), [Seat::Computer(Strength::Beginner), Seat::Person]);
    }
}
