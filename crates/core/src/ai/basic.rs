//! What the computer knows about Basic beyond the rules.
//!
//! Basic is a race: every move, a step or a bear-off, takes exactly one "pip" off the mover's
//! count (a checker's pips are the steps to its farthest row, plus one to bear it off), and the
//! first to run out wins. With equal counts the side to move wins, so the race alone is decided
//! before the game starts; what changes it is a turn lost: a side whose checkers are all covered
//! sits out, and its opponent gains a tempo. So both evaluations count the race, and then who is
//! blocking whom, from one [`census`] of the board:
//! - the plain one ([`FIRST`], kept unchanged so that the middle levels and the arena's
//!   yardstick keep their strength) only says that checkers buried under enemy checkers cannot
//!   move, and that a side with few free checkers is close to sitting out;
//! - the master's ([`FITTED`]) weighs more of what the census counts, with weights fitted to
//!   how games ended (see [`FITTED`]).

use super::Evaluate;
use super::Weighed;
use super::level::Levelled;
use super::score::Margins;
use super::solitaire::Solitaire;
use crate::level::Strength;
use crate::rules::basic::{Basic, CHECKERS};
use crate::rules::{Game, Side};

/// One pip of the race: one move.
const PIP: i32 = 100;
/// Being on move is worth half a move: with equal counts the side to move wins the race.
const TEMPO: i32 = PIP / 2;

/// How many free checkers a side may have for the few-free table to weigh it: 0, 1, 2 or 3.
const FEW_FREE: usize = 4;

/// What the census counts of one side's checkers.
#[derive(Clone, Copy, Debug)]
struct Count {
    /// Moves its checkers need to finish the race.
    pips: i32,
    /// Over each of its checkers, the enemy checkers above it, summed.
    buried: i32,
    /// Its checkers with no enemy checker above them: they can move once their own side's
    /// checkers above them have gone.
    free: i32,
    /// The pips of its free checkers.
    free_pips: i32,
    /// Its checkers on the board.
    on_board: i32,
    /// Its checkers on its farthest row: all they can do is bear off.
    farthest: i32,
    /// Stacks it has on top: the checkers it can move now.
    tops: i32,
    /// Enemy checkers in the stacks it has on top.
    held: i32,
    /// Its moves, were it on move: one or two steps from each top, or a bear-off.
    moves: i32,
}

/// Counts both sides' checkers, by colour index ([`Side::index`]), in one pass over the stacks.
/// Without `FULL`, only what the plain evaluation weighs (pips, buried, free, on the board): it
/// searches the middle levels and the arena's yardstick on the clock too, so it keeps its speed.
fn census<const FULL: bool>(pos: &Basic) -> [Count; 2] {
    let mut count = [Count::NONE; 2];
    let off = pos.borne_off();
    for (c, counted) in count.iter_mut().enumerate() {
        counted.on_board = (CHECKERS - off[c]) as i32;
    }
    let sides = [Side::White, Side::Black];
    let farthest = sides.map(Basic::farthest_rank);
    let mut occupied = pos.occupied();
    while occupied != 0 {
        let s = occupied.trailing_zeros() as u8;
        occupied &= occupied - 1;
        let h = pos.height(s) as u32;
        let black = pos.black_levels(s);
        let rank = pos.grid().rank[s as usize];
        // Pips of a checker on this square: steps to the farthest row, and one to bear off.
        let to_go = [8 - rank as i32, rank as i32 + 1];
        let blacks = black.count_ones() as i32;
        let of_colour = [h as i32 - blacks, blacks];
        for c in 0..2 {
            count[c].pips += of_colour[c] * to_go[c];
        }
        if FULL {
            let top = (black >> (h - 1) & 1) as usize;
            count[top].tops += 1;
            count[top].held += of_colour[1 - top];
            // A step forward, one or two, or (on the farthest row, where none is left) a bear-off.
            count[top].moves += Basic::forward(sides[top], s).len().max(1) as i32;
            for c in 0..2 {
                if rank == farthest[c] {
                    count[c].farthest += of_colour[c];
                }
            }
        }
        // Walk down from the top, counting the enemy checkers above each checker.
        let mut above = [0i32; 2];
        for level in (0..h).rev() {
            let c = (black >> level & 1) as usize;
            let enemies_above = above[1 - c];
            count[c].buried += enemies_above;
            if enemies_above == 0 {
                count[c].free += 1;
                if FULL {
                    count[c].free_pips += to_go[c];
                }
            }
            above[c] += 1;
        }
    }
    count
}

/// How an evaluation weighs a side's counts, in hundredths of a move (a pip is [`PIP`]). Its
/// `Debug` form is Rust, as the fit command prints fitted weights to paste here.
#[derive(Debug)]
struct Weights {
    /// For being on move.
    tempo: i32,
    /// Taken off (added, where negative) for having exactly this many free checkers while some
    /// are on the board: with none, the side sits out whenever it is its turn.
    few_free: [i32; FEW_FREE],
    /// What one of each count is worth to its side: a count of weights.
    each: Count,
}

impl Count {
    const NONE: Count =
        Count { pips: 0, buried: 0, free: 0, free_pips: 0, on_board: 0, farthest: 0, tops: 0, held: 0, moves: 0 };

    /// The counts weighed by `w`.
    fn times(&self, w: &Count) -> i32 {
        self.pips * w.pips
            + self.buried * w.buried
            + self.free * w.free
            + self.free_pips * w.free_pips
            + self.on_board * w.on_board
            + self.farthest * w.farthest
            + self.tops * w.tops
            + self.held * w.held
            + self.moves * w.moves
    }

    /// The counts in the order of Basic's terms ([`Weighed::TERMS`]).
    fn listed(&self) -> [i32; 9] {
        [
            self.pips,
            self.buried,
            self.free,
            self.free_pips,
            self.on_board,
            self.farthest,
            self.tops,
            self.held,
            self.moves,
        ]
    }

    /// The entry of a few-free table that applies to this side: its free checkers, where it has
    /// fewer than the table lists and some checkers still on the board.
    fn few_free(&self) -> Option<usize> {
        let free = self.free as usize;
        (self.on_board > 0 && free < FEW_FREE).then_some(free)
    }

    fn from_listed(listed: [i32; 9]) -> Count {
        let [pips, buried, free, free_pips, on_board, farthest, tops, held, moves] = listed;
        Count { pips, buried, free, free_pips, on_board, farthest, tops, held, moves }
    }
}

impl Weights {
    /// The weights in the order of Basic's terms ([`Weighed::TERMS`]): the tempo, a weight for
    /// each count, then the few-free table.
    fn listed(&self) -> Vec<i32> {
        let mut listed = vec![self.tempo];
        listed.extend(self.each.listed());
        listed.extend(self.few_free);
        listed
    }

    fn value(&self, c: &Count) -> i32 {
        let mut v = c.times(&self.each);
        if let Some(k) = c.few_free() {
            v -= self.few_free[k];
        }
        v
    }

    /// How good `pos` is for the side to move, from the census `FULL` or not (without, the
    /// weights of what it leaves out must be nought).
    fn judge<const FULL: bool>(&self, pos: &Basic) -> i32 {
        let count = census::<FULL>(pos);
        let i = pos.to_move().index();
        self.value(&count[i]) - self.value(&count[1 - i]) + self.tempo
    }
}

/// The plain evaluation, kept unchanged so that the arena's yardstick keeps its strength: the
/// race, a little taken off for each buried checker and for having few free checkers, and
/// nothing else.
const FIRST: Weights =
    Weights { tempo: TEMPO, few_free: [90, 35, 12, 4], each: Count { pips: -PIP, buried: -6, ..Count::NONE } };

/// The master's weights, fitted to how games ended: games of the master playing itself, every
/// position labelled with whether its side to move went on to win, and a logistic regression of
/// that on the two sides' counts, scaled so that a pip is [`PIP`]. The fit command does this one
/// round a run, its games played with the weights in use (`cargo bench --bench fit -- basic`, on
/// Basic's terms as [`Weighed`] lists them). It fits the tempo with the rest, and one run's games
/// only: keeping the tempo at half a move ([`TEMPO`]), as here, or pooling two rounds' games, is a
/// choice made by hand. The arena checks the result:
/// `cargo bench --bench arena -- basic master hard`.
///
/// The weights are read together, not alone: the counts move together (a checker that moves
/// onto an enemy checker leaves that one buried, makes one of its own side's tops and takes
/// away a free checker of the other side), so a weight that looks odd by itself, such as having
/// no free checker scoring above having one, is what fits alongside the others. What they say
/// as a whole: beyond the race, a side is better off with more checkers still on the board
/// (fewer borne off for the same pips: more ways to move and to cover, and harder to shut in),
/// on top of more stacks, with its free checkers far from home, and with few of them waiting on
/// the farthest row, where all they can do is bear off.
const FITTED: Weights = Weights {
    tempo: TEMPO,
    few_free: [-192, -97, 56, 58],
    each: Count {
        pips: -PIP,
        buried: -26,
        free: -36,
        free_pips: 26,
        on_board: 165,
        farthest: -93,
        tops: 29,
        held: -25,
        moves: 5,
    },
};

impl Evaluate for Basic {
    type Solver = ();

    /// In moves of the race ([`PIP`]): one ahead is slightly ahead (being on move is half of
    /// one), three clearly, eight winning.
    const MARGINS: Margins = Margins { slight: PIP, clear: 3 * PIP, winning: 8 * PIP };

    fn evaluate(&self) -> i32 {
        FIRST.judge::<false>(self)
    }

    fn evaluate_finely(&self) -> i32 {
        FITTED.judge::<true>(self)
    }
}

impl Levelled for Basic {
    /// The plain evaluation sees little beyond the race, so depth buys the middle levels little:
    /// easy and medium think less here, so that each level clearly beats the one below
    /// (`cargo bench --bench arena -- basic hard medium --games 200`, and so on).
    fn level_budget(level: Strength) -> Option<u64> {
        match level {
            Strength::Easy => Some(1_000),
            Strength::Medium => Some(30_000),
            _ => level.budget(),
        }
    }
}

/// Basic has no solitaire.
impl Solitaire for Basic {}

/// The master's evaluation as a sum of terms, for the fit command (`cargo bench --bench fit --
/// basic`): for the side to move, being on move, then each count of its own less the
/// opponent's, then for each of 0–3 free checkers whether the opponent has exactly that many
/// (while some are on the board) less whether it has (the few-free table's weights are taken
/// off the side that has them).
impl Weighed for Basic {
    const TERMS: &'static [&'static str] = &[
        "on move",
        "pips",
        "buried",
        "free",
        "free pips",
        "on the board",
        "on the farthest row",
        "tops",
        "held",
        "moves",
        "no free checker",
        "one free checker",
        "two free checkers",
        "three free checkers",
    ];

    const UNIT: (usize, i32) = (1, -PIP);

    fn terms(&self) -> Vec<i32> {
        let count = census::<true>(self);
        let i = self.to_move().index();
        let (own, theirs) = (count[i], count[1 - i]);
        let mut terms = vec![1];
        terms.extend(own.listed().into_iter().zip(theirs.listed()).map(|(o, t)| o - t));
        let has = |c: Count, k| i32::from(c.few_free() == Some(k));
        terms.extend((0..FEW_FREE).map(|k| has(theirs, k) - has(own, k)));
        terms
    }

    fn finer_weights() -> Vec<i32> {
        FITTED.listed()
    }

    fn weights_source(weights: &[i32]) -> String {
        let each = weights.get(1..10).and_then(|w| w.try_into().ok()).map(Count::from_listed);
        let few_free = weights.get(10..14).and_then(|w| w.try_into().ok());
        match (weights.first(), each, few_free) {
            (Some(&tempo), Some(each), Some(few_free)) if weights.len() == Self::TERMS.len() => {
                format!("{:?}", Weights { tempo, few_free, each })
            }
            _ => format!("{} weights, where Basic has {} terms: {weights:?}", weights.len(), Self::TERMS.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::playout::random_playout;
    use crate::ai::search::{WIN, choose_move};
    use crate::ai::trials;
    use crate::rules::basic::{BasicMove, BasicOptions};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

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
        // White: two checkers on d4 (5 pips each), the lower under a Black one (6 off for it),
        // the upper its only free checker (35 off): -1,041. Black: d4's (4 pips, under White's
        // top: 6 off), f6's (6) and g7's (7), two free (12 off): -1,718. White is on move.
        let p = pos("8x8 white off:10-9 d4=wbw f6=b g7=b");
        assert_eq!(p.evaluate(), -1_041 + 1_718 + TEMPO);
    }

    /// The position as the other side sees it: the board turned round and every checker's colour
    /// changed, with the other side to move.
    fn turned(p: &Basic) -> Basic {
        let grid = p.grid();
        let stacks: Vec<(u8, Vec<Side>)> = (0..32)
            .filter(|&s| p.height(s) > 0)
            .map(|s| {
                let square = grid.at(7 - grid.file[s as usize], 7 - grid.rank[s as usize]).unwrap();
                (square, p.stack(s).into_iter().map(Side::other).collect())
            })
            .collect();
        let stacks: Vec<(u8, &[Side])> = stacks.iter().map(|(s, c)| (*s, c.as_slice())).collect();
        let off = p.borne_off();
        Basic::from_stacks(p.options(), &stacks, p.to_move().other(), [off[1], off[0]]).unwrap()
    }

    #[test]
    fn both_evaluations_see_either_side_alike_and_the_plain_one_counts_what_it_weighs() {
        // Along random games, each position and the same turned round for the other side.
        let mut rng = SmallRng::seed_from_u64(2009);
        let mut moves = Vec::new();
        let mut seen = 0;
        for _ in 0..20 {
            let mut p = Basic::new_game(BasicOptions::default());
            while p.result().is_none() {
                let t = turned(&p);
                assert_eq!(t.evaluate(), p.evaluate(), "{}", p.position_text());
                assert_eq!(t.evaluate_finely(), p.evaluate_finely(), "{}", p.position_text());
                // The plain evaluation's short census leaves out only what it gives no weight.
                assert_eq!(FIRST.judge::<true>(&p), p.evaluate(), "{}", p.position_text());
                seen += 1;
                p.legal_moves(&mut moves);
                p.play(moves[rng.random_range(0..moves.len())]);
            }
        }
        assert!(seen > 2_000, "{seen} positions");
    }

    #[test]
    fn the_terms_weighed_as_the_evaluations_weigh_them_give_their_values() {
        // So the fit command fits the weights these evaluations use, and what it prints for
        // them reads as they are declared.
        let weighed = |w: &Weights, p: &Basic| -> i32 { w.listed().iter().zip(p.terms()).map(|(w, t)| w * t).sum() };
        assert_eq!(Basic::TERMS.len(), FITTED.listed().len());
        let mut rng = SmallRng::seed_from_u64(77);
        let mut moves = Vec::new();
        for _ in 0..10 {
            let mut p = Basic::new_game(BasicOptions { black_first: rng.random() });
            while p.result().is_none() {
                assert_eq!(p.terms().len(), Basic::TERMS.len());
                assert_eq!(weighed(&FITTED, &p), p.evaluate_finely(), "{}", p.position_text());
                assert_eq!(weighed(&FIRST, &p), p.evaluate(), "{}", p.position_text());
                p.legal_moves(&mut moves);
                p.play(moves[rng.random_range(0..moves.len())]);
            }
        }
        assert_eq!(Basic::finer_weights(), FITTED.listed());
        let source = Basic::weights_source(&FITTED.listed());
        assert!(
            source.starts_with(
                "Weights { tempo: 50, few_free: [-192, -97, 56, 58], each: Count { pips: -100, buried: -26,"
            ),
            "{source}"
        );
        assert!(source.ends_with("moves: 5 } }"), "{source}");
    }

    #[test]
    fn the_masters_evaluation_finds_the_start_level_and_counts_the_race_first() {
        let start = Basic::new_game(BasicOptions::default());
        assert_eq!(start.evaluate_finely(), TEMPO);
        // Four pips behind, the board otherwise alike (two free checkers each, two steps open to
        // each): still more than two moves behind, though free checkers far from home count
        // for something.
        let p = pos("8x8 white off:10-10 b2=w d2=w e5=b g5=b");
        assert!(p.evaluate_finely() < -2 * PIP, "{}", p.evaluate_finely());
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
