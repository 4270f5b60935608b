//! What the computer knows about Byte beyond the rules.

use super::Evaluate;
use super::level::Levelled;
use super::score::Margins;
use super::solitaire::Solitaire;
use crate::rules::Game;
use crate::rules::Side;
use crate::rules::bits::squares;
use crate::rules::byte::{Byte, ByteMove, FULL};

/// Value of a stack won, against which stacks on the board are weighed.
const STACK_WON: i32 = 1000;

/// What the master counts for each stack of a side's own that touches no other (see
/// [`Byte::free_stacks`]): a move in hand. A stack that touches another can only merge, and a
/// side left with no basic move must merge, most often building a stack for the opponent to
/// finish; the side with more moves in hand makes the other run out first.
const FREE_STACK: i32 = 2000;

impl Evaluate for Byte {
    type Solver = ();

    /// A stack won ([`STACK_WON`]) puts a side clearly ahead, and two and a half (or one and a
    /// move in hand, to the master: [`FREE_STACK`]) winning; a stack of six on top, slightly.
    const MARGINS: Margins = Margins { slight: 250, clear: STACK_WON, winning: 2_500 };

    /// Stacks won decide the game; on the board, whoever holds the top of a tall stack is closest
    /// to winning it, so each stack counts for its top checker's side, growing with the square of
    /// its height. A stack of seven is worth a third of a won stack.
    fn evaluate(&self) -> i32 {
        let me = self.to_move();
        let won = self.stacks_won();
        let mut score = STACK_WON * (won[me.index()] as i32 - won[me.other().index()] as i32);
        for s in squares(self.occupied()) {
            let h = self.height(s) as i32;
            let value = h * h * 7;
            let top = self.checker(s, h as u8).unwrap_or(Side::White);
            score += if top == me { value } else { -value };
        }
        score
    }

    /// The plain evaluation, and the moves each side has in hand: its stacks free to make a
    /// basic move ([`FREE_STACK`]).
    fn evaluate_finely(&self) -> i32 {
        let me = self.to_move();
        let in_hand = self.free_stacks(me) as i32 - self.free_stacks(me.other()) as i32;
        self.evaluate() + FREE_STACK * in_hand
    }

    /// A merge that makes a full stack wins it.
    fn noisy(&self, mv: ByteMove) -> bool {
        match mv {
            ByteMove::Merge { from, level, to } => self.height(from) + 1 - level + self.height(to) >= FULL,
            _ => false,
        }
    }
}

impl Levelled for Byte {}

/// Byte has no solitaire.
impl Solitaire for Byte {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::playout::random_playout;
    use crate::ai::search::{WIN, choose_move};
    use crate::ai::trials;
    use crate::level::Strength;
    use crate::rules::Outcome;
    use crate::rules::byte::ByteOptions;
    use crate::rules::grid::GRID_8;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn sq(name: &str) -> u8 {
        GRID_8.parse(name).unwrap()
    }

    fn stack(text: &str) -> Vec<Side> {
        text.chars().map(|c| if c == 'b' { Side::Black } else { Side::White }).collect()
    }

    #[test]
    fn takes_the_stack_that_wins_the_game() {
        // White has won one stack; merging c3 and d4 either way makes eight with White on top.
        let (c3, d4, h8, a1) = (stack("bw"), stack("wbbbbw"), stack("w"), stack("bbbbbbb"));
        let stacks = [(sq("c3"), &c3[..]), (sq("d4"), &d4[..]), (sq("h8"), &h8[..]), (sq("a1"), &a1[..])];
        let pos = Byte::from_stacks(ByteOptions::default(), &stacks, Side::White, [1, 0]).unwrap();
        let choice = choose_move(&pos, 10_000, &mut SmallRng::seed_from_u64(3)).unwrap();
        let mut after = pos.clone();
        after.play(choice.best);
        assert_eq!(after.result().map(|r| r.outcome), Some(Outcome::Win(Side::White)), "{:?}", choice.best);
        assert!(choice.score >= WIN - 1);
    }

    #[test]
    fn the_finer_evaluation_counts_the_moves_each_side_has_in_hand() {
        // White owns a1 and e1, free to step; Black owns h8 (under a White checker), free, and
        // d4, which touches c3, so neither of those two may step.
        let (w, bw, c3, d4) = (stack("w"), stack("bw"), stack("wwwww"), stack("bbbbbbb"));
        let stacks =
            [(sq("a1"), &w[..]), (sq("e1"), &w[..]), (sq("h8"), &bw[..]), (sq("c3"), &c3[..]), (sq("d4"), &d4[..])];
        for side in [Side::White, Side::Black] {
            let pos = Byte::from_stacks(ByteOptions::default(), &stacks, side, [1, 0]).unwrap();
            assert_eq!([pos.free_stacks(Side::White), pos.free_stacks(Side::Black)], [2, 1]);
            let ahead = if side == Side::White { FREE_STACK } else { -FREE_STACK };
            assert_eq!(pos.evaluate_finely(), pos.evaluate() + ahead, "{side:?} to move");
        }
    }

    #[test]
    fn a_merge_that_completes_a_stack_is_noisy() {
        let (c3, d4, h8, a1) = (stack("bw"), stack("wbbbbw"), stack("w"), stack("bbbbbbb"));
        let stacks = [(sq("c3"), &c3[..]), (sq("d4"), &d4[..]), (sq("h8"), &h8[..]), (sq("a1"), &a1[..])];
        let pos = Byte::from_stacks(ByteOptions::default(), &stacks, Side::White, [1, 0]).unwrap();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let noisy: Vec<_> = moves.iter().filter(|&&m| pos.noisy(m)).map(|&m| pos.move_text(m)).collect();
        // Only the whole of c3 onto d4, or the whole of d4 onto c3, makes eight.
        assert!(!noisy.is_empty() && noisy.len() < moves.len(), "{noisy:?} of {}", moves.len());
        for &m in &moves {
            let mut after = pos.clone();
            after.play(m);
            let full = after.stacks_won() != pos.stacks_won();
            assert_eq!(pos.noisy(m), full, "{}", pos.move_text(m));
        }
    }

    #[test]
    fn always_answers_a_legal_move_within_its_budget() {
        trials::answers_legally_within_budget(60, 3_000, |game| {
            (Byte::new_game(ByteOptions::default()), game as usize % 30)
        });
    }

    #[test]
    fn beats_random_play_with_either_colour() {
        let wins = trials::wins_against_random(2005, 5_000, |_| Byte::new_game(ByteOptions::default()));
        assert!(wins[0] + wins[1] >= 11, "the computer won only {wins:?} of 6 + 6 against random moves");
    }

    #[test]
    fn a_stronger_setting_beats_a_weaker_one() {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut wins = 0;
        for game in 0..4 {
            let medium = if game % 2 == 0 { Side::White } else { Side::Black };
            let mut pos = Byte::new_game(ByteOptions::default());
            while pos.result().is_none() {
                let strength = if pos.to_move() == medium { Strength::Medium } else { Strength::Easy };
                pos.play(choose_move(&pos, strength.budget().unwrap(), &mut rng).unwrap().best);
            }
            wins += (pos.result().unwrap().outcome == Outcome::Win(medium)) as u32;
        }
        assert!(wins >= 3, "medium won only {wins} of 4 against easy");
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let mut pos = Byte::new_game(ByteOptions::default());
        random_playout(&mut pos, &mut SmallRng::seed_from_u64(5), &mut Vec::new(), 10_000);
        assert!(pos.result().is_some());
        assert_eq!(choose_move(&pos, 1_000, &mut SmallRng::seed_from_u64(5)), None);
    }

    #[test]
    fn every_level_takes_a_win_and_avoids_a_loss() {
        trials::every_level_takes_a_win_and_avoids_a_loss([4, 4], |_| Byte::new_game(ByteOptions::default()));
    }

    #[test]
    fn the_master_wins_won_endgames() {
        trials::the_master_wins_won_endgames(2, |_| Byte::new_game(ByteOptions::default()));
    }
}
