//! What the computer knows about Basic beyond the rules.
//!
//! Basic is a race: every move, a step or a bear-off, takes exactly one "pip" off the mover's
//! count (a checker's pips are the steps to its farthest row, plus one to bear it off), and the
//! first to run out wins. With equal counts the side to move wins, so the race alone is decided
//! before the game starts; what changes it is a turn lost: a side whose checkers are all covered
//! sits out, and its opponent gains a tempo. So the evaluation counts the race, and then who is
//! blocking whom: checkers buried under enemy checkers cannot move, and a side with few free
//! checkers is close to sitting out.

use super::Evaluate;
use crate::rules::Game;
use crate::rules::basic::{Basic, CHECKERS};

/// One pip of the race: one move.
const PIP: i32 = 100;
/// Being on move is worth half a move: with equal counts the side to move wins the race.
const TEMPO: i32 = PIP / 2;
/// Each enemy checker above one of yours: it cannot move until they are gone.
const BURIED: i32 = 6;
/// Penalty for having only this many free checkers (not under an enemy checker) on the board:
/// with none, the side sits out whenever it is its turn.
const FEW_FREE: [i32; 4] = [90, 35, 12, 4];

impl Evaluate for Basic {
    type Solver = ();

    fn evaluate(&self) -> i32 {
        let me = self.to_move();
        // Per side (by colour index): pips left, enemy checkers above its checkers, free checkers.
        let mut pips = [0i32; 2];
        let mut buried = [0i32; 2];
        let mut free = [0i32; 2];
        let mut occupied = self.occupied();
        while occupied != 0 {
            let s = occupied.trailing_zeros() as u8;
            occupied &= occupied - 1;
            let h = self.height(s) as u32;
            let black = self.black_levels(s);
            let rank = self.grid().rank[s as usize] as i32;
            // Pips of a checker on this square: steps to the farthest row, and one to bear off.
            let to_go = [8 - rank, rank + 1];
            let whites = h as i32 - black.count_ones() as i32;
            let blacks = black.count_ones() as i32;
            pips[0] += whites * to_go[0];
            pips[1] += blacks * to_go[1];
            // Walk down from the top, counting the enemy checkers above each checker.
            let mut above = [0i32; 2];
            for level in (0..h).rev() {
                let c = (black >> level & 1) as usize;
                let enemies_above = above[1 - c];
                buried[c] += enemies_above;
                if enemies_above == 0 {
                    free[c] += 1;
                }
                above[c] += 1;
            }
        }
        let off = self.borne_off();
        let mut score = [0i32; 2];
        for c in 0..2 {
            score[c] = -pips[c] * PIP - buried[c] * BURIED;
            let on_board = (CHECKERS - off[c]) as i32;
            if on_board > 0
                && let Some(&penalty) = FEW_FREE.get(free[c] as usize)
            {
                score[c] -= penalty;
            }
        }
        let i = me.index();
        score[i] - score[1 - i] + TEMPO
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::playout::random_playout;
    use crate::ai::search::{WIN, choose_move};
    use crate::ai::trials;
    use crate::rules::basic::{BasicMove, BasicOptions};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn pos(text: &str) -> Basic {
        Basic::from_position_text(text).unwrap()
    }

    #[test]
    fn the_race_is_counted_in_moves_and_the_side_to_move_is_ahead_when_level() {
        let start = Basic::new_game(BasicOptions::default());
        assert_eq!(start.evaluate(), TEMPO, "the start is level, and White is on move");
        // One pip ahead, against a side on move.
        let p = pos("8x8 black off:11-11 g7=w c3=b");
        assert_eq!(p.evaluate(), -PIP + TEMPO, "Black needs 3 moves, White 2");
    }

    #[test]
    fn takes_the_bear_off_that_wins() {
        // White's last checker is on h8, Black's on b2: bearing off ends the game at once.
        let p = pos("8x8 white off:11-11 h8=w b2=b");
        let choice = choose_move(&p, 10_000, &mut SmallRng::seed_from_u64(1)).unwrap();
        assert_eq!(choice.best, BasicMove::BearOff { from: p.grid().parse("h8").unwrap(), level: 1 });
        // With two to bear off and the race lost, the only way is to cover Black's last checker and
        // keep it covered: d4-e5, then h8-off while Black sits out.
        let p = pos("8x8 white off:10-11 d4=w h8=w e5=b");
        let choice = choose_move(&p, 50_000, &mut SmallRng::seed_from_u64(3)).unwrap();
        assert_eq!(p.move_text(choice.best), "d4-e5", "{choice:?}");
        assert!(choice.score >= WIN - 20, "it sees the win: {choice:?}");
        let mut after = p.clone();
        after.play(choice.best);
        let mut moves = Vec::new();
        after.legal_moves(&mut moves);
        assert_eq!(moves, [BasicMove::Pass]);
    }

    #[test]
    fn always_answers_a_legal_move_within_its_budget() {
        trials::answers_legally_within_budget(60, 3_000, |game| {
            (Basic::new_game(BasicOptions { black_first: game % 2 == 1 }), game as usize * 3)
        });
    }

    #[test]
    fn beats_random_play_with_either_colour() {
        // Wins as White and as Black: White wins a race without a turn lost, so Black's wins show
        // that it blocks.
        let wins = trials::wins_against_random(2009, 5_000, |_| Basic::new_game(BasicOptions::default()));
        assert!(wins[0] + wins[1] >= 11 && wins[1] >= 5, "the computer won {wins:?} of 6 + 6 against random moves");
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let mut pos = Basic::new_game(BasicOptions::default());
        random_playout(&mut pos, &mut SmallRng::seed_from_u64(5), &mut Vec::new(), 10_000);
        assert!(pos.result().is_some());
        assert_eq!(choose_move(&pos, 1_000, &mut SmallRng::seed_from_u64(5)), None);
    }

    /// A race leaves no loss in one to avoid in random games (`takes_the_bear_off_that_wins`
    /// shows the one way to stop a bear-off: covering the last checker).
    #[test]
    fn every_level_takes_a_win() {
        trials::every_level_takes_a_win_and_avoids_a_loss([4, 0], |_| Basic::new_game(BasicOptions::default()));
    }

    #[test]
    fn the_master_wins_won_endgames() {
        trials::the_master_wins_won_endgames(2, |_| Basic::new_game(BasicOptions::default()));
    }
}
