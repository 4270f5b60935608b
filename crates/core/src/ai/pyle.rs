//! What the computer knows about Pyle beyond the rules.
//!
//! Eight men in one stack win, and a stack of 4 or more never moves again: so a side builds one
//! frozen base and brings every other man onto it by stacks of 1 to 3. A second frozen stack
//! locks men away for good (8 can no longer be reached: on 8x8 every man is needed, on 10x10 two
//! frozen stacks leave at most 2 men to add to the taller), and a stack one join short of 8 is a
//! threat the other side must block.

use super::Evaluate;
use super::level::Levelled;
use super::score::Margins;
use super::solitaire::Solitaire;
use crate::rules::bits::squares;
use crate::rules::pyle::{FROZEN, Pyle, PyleStage, WIN_HEIGHT};
use crate::rules::{Game, Side};

/// A threat to complete 8 with the move: as good as won.
const THREAT_TO_MOVE: i32 = 5_000;
/// The side that just moved threatens 8: one threat can perhaps be blocked, two hardly.
const ONE_THREAT: i32 = 900;
const TWO_THREATS: i32 = 3_000;
/// A side that can no longer win (two frozen stacks, or men that can never reach its base).
const CANNOT_WIN: i32 = 2_500;

/// What the master counts for each move one side needs more than the other to make 8
/// ([`moves_to_win`]): Pyle is a race to join.
const RACE_MOVE: i32 = 500;
/// The moves the race counts for a side that can never make 8 ([`winnable`]): more than any
/// side that still can needs ([`moves_to_win`]: at most 7 joins and a move for each of 10 men).
const NO_WIN: i32 = 18;
/// The moves the race adds for each man or base the other side's pieces hem in ([`hemmed_in`]).
const HEMMED: i32 = 3;
/// Moves without a join that the master's evaluation lets pass unfaded, as play between joins
/// ([`faded`]).
const IDLE_GRACE: i32 = 10;
/// Moves without a join past [`IDLE_GRACE`] that bring the master's evaluation to 0, the
/// draw's worth ([`faded`]).
const IDLE_SPENT: i32 = 30;

/// What one side has going for it.
#[derive(Default)]
struct Sense {
    /// Points for its stacks and chances.
    value: i32,
    /// Joins that would make 8 or more.
    threats: i32,
    cannot_win: bool,
    /// Its pieces that can join a friend in one move, or be joined by one.
    joinable: u128,
}

/// Whether `side` can still make 8: not with two frozen stacks, and not when the men it would
/// need can never reach its frozen base. A man stays on squares of its own colour, so a man on
/// the other colour than the base gets there only inside a taller mover: picked up by a double
/// (a triple landing on it would freeze), or joined by another such man.
fn can_still_win(pos: &Pyle, side: Side) -> bool {
    let mine = pos.pieces_of(side);
    let frozen = mine & pos.frozen();
    match frozen.count_ones() {
        0 => return true,
        1 => {}
        _ => return false,
    }
    let n = pos.board().size();
    let colour = |s: u8| (s % n + s / n) % 2;
    let base = frozen.trailing_zeros() as u8;
    let (mut reach, mut stranded, mut doubles) = (pos.height(base) as u32, 0, 0);
    for s in squares(mine & !frozen) {
        match pos.height(s) {
            1 if colour(s) != colour(base) => stranded += 1,
            h => {
                reach += h as u32;
                doubles += (h == 2) as u32;
            }
        }
    }
    if stranded >= 2 || doubles > 0 {
        reach += stranded;
    }
    reach >= WIN_HEIGHT as u32
}

/// Whether `side` could still make 8 were nothing in its way, as the master judges it: every man
/// it needs must end on one square, the winning stack's, which is the frozen base's if it has one
/// (two frozen stacks lock too many men away), else any square of either colour. A man stays on
/// squares of its own colour, so a man on the other colour gets there only inside a taller
/// mover: joined with another such man (a double), or joined with a double, one already
/// standing or one that two men of the square's colour can make (a triple joining a man freezes
/// a second stack). So two triples and two men on squares of different colours can never make
/// 8, though they look three joins from it: a master blind to this made that shape and then
/// shuffled, far ahead by its count, until the game was called a draw. [`can_still_win`], which
/// the plain evaluation keeps unchanged, reasons so only from a frozen base, and without the
/// double two men of its colour can make.
///
/// A man walled in ([`walled_in`]: each diagonal square off the board or under the other side's
/// frozen stack, which never moves) can never move, nor be joined by a man: it joins the others
/// only if a double comes to it along a rank or file (one standing, or two men of one colour
/// make; each carries one man), or a triple while no base is frozen (the 4 it makes is the base).
/// A base walled in so (a corner's one diagonal square taken by the other side's frozen stack,
/// say) takes men only inside doubles and triples.
fn winnable(pos: &Pyle, side: Side) -> bool {
    let mine = pos.pieces_of(side);
    let frozen = mine & pos.frozen();
    if frozen.count_ones() > 1 {
        return false;
    }
    let n = pos.board().size();
    let colour = |s: u8| ((s % n + s / n) % 2) as usize;
    // Only the other side's frozen stacks wall a man in: its own is the base it joins, and the
    // edges alone never do.
    let walls = pos.pieces_of(side.other()) & pos.frozen();
    // The movers taller than a man (their men, and how many are doubles), the free men on each
    // colour, and the walled-in men a taller mover could still reach.
    let (mut movers, mut doubles, mut men, mut walled) = (0u32, 0u32, [0u32; 2], 0u32);
    for s in squares(mine & !frozen) {
        match pos.height(s) {
            1 if walls != 0 && walled_in(n, s, walls) => walled += u32::from(open_orthogonally(n, s, pos.frozen())),
            1 => men[colour(s)] += 1,
            h => {
                movers += h as u32;
                doubles += u32::from(h == 2);
            }
        }
    }
    let base = squares(frozen).next();
    let height = base.map_or(0, |s| pos.height(s) as u32);
    // What a sealed base of `height` takes: no man alone, so men come in doubles (two of one
    // colour) and triples (a double that picked up a man), along a rank or file; `walled` more
    // men are left for the doubles to fetch.
    let sealed = |height: u32, walled: u32| {
        let (pairs, singles) = (men[0] / 2 + men[1] / 2, men[0] % 2 + men[1] % 2);
        let carried = singles.min(doubles + pairs);
        let fetched = walled.min(doubles + pairs - carried);
        height + movers + 2 * pairs + carried + fetched >= WIN_HEIGHT as u32
    };
    if let Some(base) = base.filter(|&s| walled_in(n, s, walls)) {
        return if open_orthogonally(n, base, pos.frozen()) {
            sealed(height, walled)
        } else {
            height >= WIN_HEIGHT as u32
        };
    }
    // With no base yet, a triple may join a walled-in man and make the base there, sealed.
    let on_walled = base.is_none() && walled > 0 && movers > doubles * 2 && sealed(1, walled - 1);
    on_walled
        || [0, 1].into_iter().filter(|&c| base.is_none_or(|s| colour(s) == c)).any(|c| {
            let (home, away) = (men[c], men[1 - c]);
            let carried = if away >= 2 || doubles > 0 || home >= 2 { away } else { 0 };
            // Each double (standing, or made of two men of one colour) can carry one man more; a
            // lone man away takes one, and those left fetch walled-in men.
            let spare = (doubles + home / 2 + away / 2).saturating_sub(away % 2);
            height + movers + home + carried + walled.min(spare) >= WIN_HEIGHT as u32
        })
}

/// Once `side` has frozen its one base, how many of its men, and the base, have the other side's
/// pieces on every diagonal square they have: such a man cannot move, and no man can join either
/// while those stay; joined there, they wall it in for good ([`winnable`]).
fn hemmed_in(pos: &Pyle, side: Side) -> i32 {
    let mine = pos.pieces_of(side);
    let frozen = mine & pos.frozen();
    if frozen.count_ones() != 1 {
        return 0;
    }
    let men = squares(mine & !pos.frozen()).filter(|&s| pos.height(s) == 1);
    let (n, theirs) = (pos.board().size(), pos.pieces_of(side.other()));
    men.chain(squares(frozen)).filter(|&s| walled_in(n, s, theirs)).count() as i32
}

/// The squares one step from `s` in the given (file, rank) directions on an `n`x`n` board, as a
/// set (the board's edge cuts the steps off).
fn neighbours(n: u8, s: u8, steps: [(i8, i8); 4]) -> u128 {
    let (file, rank) = ((s % n) as i8, (s / n) as i8);
    steps.iter().fold(0, |set, &(df, dr)| {
        let (f, r) = (file + df, rank + dr);
        if (0..n as i8).contains(&f) && (0..n as i8).contains(&r) { set | 1 << (r * n as i8 + f) } else { set }
    })
}

/// Whether a man on `s` can never move: each of its diagonal squares is off the board or in
/// `walls` (frozen stacks, which never move).
fn walled_in(n: u8, s: u8, walls: u128) -> bool {
    neighbours(n, s, [(1, 1), (-1, 1), (1, -1), (-1, -1)]) & !walls == 0
}

/// Whether a double or triple could ever come onto `s` along a rank or file: one of its
/// orthogonal squares is on the board and holds no frozen stack.
fn open_orthogonally(n: u8, s: u8, frozen: u128) -> bool {
    neighbours(n, s, [(0, 1), (0, -1), (1, 0), (-1, 0)]) & !frozen != 0
}

fn sense(pos: &Pyle, side: Side) -> Sense {
    let mine = pos.pieces_of(side);
    let frozen = mine & pos.frozen();
    // The base: the frozen stack if there is one, else the tallest.
    let base = squares(if frozen != 0 { frozen } else { mine }).max_by_key(|&s| pos.height(s));
    let base_height = base.map_or(0, |s| pos.height(s)) as i32;
    let mut sense = Sense { cannot_win: !can_still_win(pos, side), ..Sense::default() };
    let frozen_count = frozen.count_ones();
    let mut value = 30 * base_height * base_height;
    for s in squares(mine & !pos.frozen()) {
        if Some(s) != base {
            let h = pos.height(s) as i32;
            value += 8 * h * h;
        }
    }
    let mut mobility = 0;
    for from in squares(mine & !pos.frozen()) {
        let reach = pos.targets(from);
        mobility += reach.count_ones() as i32;
        if reach & mine != 0 {
            sense.joinable |= reach & mine | 1 << from;
        }
        let moving = pos.height(from);
        for to in squares(reach & mine) {
            let target = pos.height(to);
            let made = moving + target;
            if made >= WIN_HEIGHT {
                sense.threats += 1;
            } else if Some(to) == base && target >= FROZEN {
                // Growing the base.
                value += 25 * moving as i32 * made as i32;
            } else if made < FROZEN || frozen_count == 0 {
                // Two movers that could make a taller mover, or the first base.
                value += 6 * made as i32;
            }
        }
    }
    value += 3 * mobility;
    sense.value = value;
    sense
}

/// The fewest moves `side` could still make 8 in, were nothing in its way: a join for each piece
/// past the first of the tallest it needs (all of its men on 8x8), and one more move for each of
/// its pieces that cannot join a friend in one move, nor be joined by one (`sense.joinable`),
/// less as many as it could leave out (on 10x10, where 8 of 10 men win). The opponent's blocks
/// and the men that can never reach the base are the plain evaluation's to count.
fn moves_to_win(pos: &Pyle, side: Side, sense: &Sense) -> i32 {
    let mine = pos.pieces_of(side);
    // Heights, tallest first: at most one piece per man.
    let mut heights = [0u8; 10];
    for (k, s) in squares(mine).enumerate() {
        heights[k] = pos.height(s);
    }
    heights.sort_unstable_by(|a, b| b.cmp(a));
    let (mut made, mut needed) = (0u32, 0i32);
    for h in heights {
        if made >= WIN_HEIGHT as u32 {
            break;
        }
        made += h as u32;
        needed += 1;
    }
    let spare = mine.count_ones() as i32 - needed;
    let lonely = (mine & !sense.joinable).count_ones() as i32;
    needed - 1 + (lonely - spare).max(0)
}

impl Evaluate for Pyle {
    type Solver = ();

    /// In moves of the master's race ([`RACE_MOVE`]), which a dealt start may already give a
    /// side several of: one ahead (or a threat to make 8) is slightly ahead, three (or the
    /// other's having no way left to win) clearly, eight (or a threat to make 8 with the move)
    /// winning.
    const MARGINS: Margins = Margins { slight: RACE_MOVE, clear: 3 * RACE_MOVE, winning: 8 * RACE_MOVE };

    /// Progress toward 8 (the base's height squared, the movers', the joins within reach),
    /// mobility, threats to complete 8, and the dead end of a second frozen stack; each side's
    /// joins are the other's to block, so each side's count is weighed against the other's.
    /// Before the men move nothing is known of either side's colour: the search looks on to the
    /// positions in play, where the evaluation means something.
    fn evaluate(&self) -> i32 {
        if self.stage() != PyleStage::Play {
            return 0;
        }
        let me = self.to_move();
        judge(&sense(self, me), &sense(self, me.other()))
    }

    /// The plain evaluation, and the race: the moves each side still needs to make 8
    /// ([`RACE_MOVE`] for each move one side is ahead), where a side that can never make it
    /// ([`winnable`]) is [`NO_WIN`] moves away: the other side still gains by each move it
    /// comes nearer, and neither side walks into such a dead end for a move's gain. The sum
    /// fades toward 0 while no one joins ([`faded`]).
    fn evaluate_finely(&self) -> i32 {
        if self.stage() != PyleStage::Play {
            return 0;
        }
        let me = self.to_move();
        let (mine, theirs) = (sense(self, me), sense(self, me.other()));
        let to_win = |side, sense| {
            if winnable(self, side) { moves_to_win(self, side, sense) + HEMMED * hemmed_in(self, side) } else { NO_WIN }
        };
        let ahead = to_win(me.other(), &theirs) - to_win(me, &mine);
        faded(judge(&mine, &theirs) + RACE_MOVE * ahead, self.plies_since_join())
    }
}

/// `score` brought nearer 0 as the moves since the last join pile up past [`IDLE_GRACE`], a
/// part in [`IDLE_SPENT`] a move, and 0 from then on. Only a join brings Pyle nearer its end,
/// and a shuffle ends at best in the repetition draw; but a side far ahead by the race, with
/// every join it sees blocked or a move's loss within its depth, saw no reason to join and
/// shuffled for hundreds of moves. Faded so, a line that joins gets its lead back: the side
/// ahead comes to take its joins, the side behind to avoid them, as a draw is its hope. Where
/// no join is to be had, the position is worth what the draw is, and the master no longer
/// walks through every position it can reach to keep clear of the third repetition.
fn faded(score: i32, idle: usize) -> i32 {
    let past = (idle as i32 - IDLE_GRACE).clamp(0, IDLE_SPENT);
    score * (IDLE_SPENT - past) / IDLE_SPENT
}

impl Levelled for Pyle {}

/// Pyle has no solitaire.
impl Solitaire for Pyle {}

/// The plain evaluation of a position in play, from what the side to move (`mine`) and the
/// other (`theirs`) have going for them.
fn judge(mine: &Sense, theirs: &Sense) -> i32 {
    if mine.threats > 0 {
        return THREAT_TO_MOVE + mine.value - theirs.value;
    }
    let mut score = mine.value - theirs.value;
    score -= match theirs.threats {
        0 => 0,
        1 => ONE_THREAT,
        _ => TWO_THREATS,
    };
    if mine.cannot_win != theirs.cannot_win {
        score += if mine.cannot_win { -CANNOT_WIN } else { CANNOT_WIN };
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::{TranspositionTable, Tuning, WIN, choose_move, search};
    use crate::ai::trials;
    use crate::rules::Outcome;
    use crate::rules::pyle::{PyleBoard, PyleMove, PyleOptions, PyleStart};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn pos(text: &str) -> Pyle {
        Pyle::from_position_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn takes_the_join_that_makes_eight() {
        // White's triple on c3 reaches the 5 on c7 up the file.
        let p = pos("8 w W:c3:3,c7:5 B:a1,h1:2,h3:2,b6:3");
        let choice = choose_move(&p, 10_000, &mut SmallRng::seed_from_u64(3)).unwrap();
        let mut after = p.clone();
        after.play(choice.best);
        assert_eq!(after.result().map(|r| r.outcome), Some(Outcome::Win(Side::White)), "{:?}", choice.best);
        assert!(choice.score >= WIN - 1);
    }

    #[test]
    fn blocks_the_join_that_would_make_eight() {
        // Black threatens the triple on b7 onto the 5 on e7 along rank 7. Only White's double on
        // c1, sliding up the c file to c7, can stand in the way.
        let p = pos("8 w W:a1,c1:2,h1:2,h4:3 B:b7:3,e7:5");
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        let choice = choose_move(&p, 20_000, &mut SmallRng::seed_from_u64(4)).unwrap();
        let mut after = p.clone();
        after.play(choice.best);
        after.legal_moves(&mut moves);
        for m in &moves {
            let mut reply = after.clone();
            reply.play(*m);
            assert_ne!(
                reply.result().map(|r| r.outcome),
                Some(Outcome::Win(Side::Black)),
                "after {} Black wins with {}",
                p.move_text(choice.best),
                after.move_text(*m)
            );
        }
        assert!(choice.score > -WIN / 2, "{choice:?}");
    }

    #[test]
    fn always_answers_a_legal_move_within_its_budget() {
        trials::answers_legally_within_budget(40, 3_000, |game| {
            let board = if game % 2 == 0 { PyleBoard::Eight } else { PyleBoard::Ten };
            (Pyle::new_game(PyleOptions { board, deal: game, ..PyleOptions::default() }), game as usize % 30)
        });
    }

    #[test]
    fn beats_random_play_with_either_colour() {
        let wins = trials::wins_against_random(2011, 3_000, |game| {
            Pyle::new_game(PyleOptions { deal: game, ..PyleOptions::default() })
        });
        assert!(wins[0] + wins[1] >= 10, "the computer won only {wins:?} of 6 + 6 against random moves");
    }

    /// The setup protocol up to the choice, from the arrangement dealt as `deal`.
    fn chosen_arrangement(deal: u64) -> Pyle {
        let options = PyleOptions { start: PyleStart::Protocol, deal, ..PyleOptions::default() };
        let mut p = Pyle::new_game(options);
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        p.play(moves[0]);
        p
    }

    #[test]
    fn as_player_one_it_sets_out_the_arrangement_whose_best_choice_gives_player_two_least() {
        let options = PyleOptions { start: PyleStart::Protocol, deal: 7, ..PyleOptions::default() };
        let start = Pyle::new_game(options);
        let choice = choose_move(&start, 60_000, &mut SmallRng::seed_from_u64(5)).unwrap();
        assert!(matches!(choice.best, PyleMove::Arrange(_)), "{choice:?}");
        assert_eq!(start.check_move(choice.best), Ok(()));
        assert!(choice.depth >= 3, "it looked past the choices into play: {choice:?}");
        // Balanced, as the search judges it: no other listed arrangement leaves Player Two less
        // (each searched alike, at the depth the choice was made).
        let mut moves = Vec::new();
        start.legal_moves(&mut moves);
        let budget = 20_000;
        let worth = |mv: PyleMove| {
            let mut after = start.clone();
            after.play(mv);
            -choose_move(&after, budget, &mut SmallRng::seed_from_u64(6)).unwrap().score
        };
        let best = moves.iter().map(|&m| worth(m)).max().unwrap();
        assert!(
            worth(choice.best) >= best - 200,
            "its arrangement is worth {} to it, the best {best}",
            worth(choice.best)
        );
    }

    #[test]
    fn as_player_two_it_chooses_by_search() {
        for deal in 0..4 {
            let p = chosen_arrangement(deal);
            assert_eq!(p.player_of(p.to_move()), crate::rules::Player::Two);
            let choice = choose_move(&p, 30_000, &mut SmallRng::seed_from_u64(deal)).unwrap();
            assert!(matches!(choice.best, PyleMove::MoveFirst | PyleMove::Take(_)), "{choice:?}");
            assert!(choice.depth >= 3, "{choice:?}");
            // Then Player One, if asked, takes a colour.
            let mut after = p.clone();
            after.play(PyleMove::MoveFirst);
            let colour = choose_move(&after, 30_000, &mut SmallRng::seed_from_u64(deal)).unwrap();
            assert!(matches!(colour.best, PyleMove::Take(_)), "{colour:?}");
        }
    }

    #[test]
    fn a_second_frozen_stack_is_a_dead_end() {
        // White with two stacks of 4 can never make 8; with one and four free men it can.
        let dead = pos("8 b W:a1:4,h8:4 B:a8,c8,e8,g8,b1,d1,f1,h1");
        let alive = pos("8 b W:a1:4,h8,g8,f8,e8 B:a8,c8,e6,g6,b1,d1,f1,h1");
        assert!(dead.evaluate() > alive.evaluate(), "Black is better off when White cannot win");
    }

    #[test]
    fn the_finer_evaluation_counts_the_moves_each_side_needs_to_make_eight() {
        // White: the triple on d1 joins the 5 on d4 up the file, one move. Black needs three
        // joins, and two more moves: no friend can reach the frozen 4 on a8 or the man on f6.
        let p = pos("8 w W:d4:5,d1:3 B:a8:4,h1:2,h3,f6");
        let to_win = |p: &Pyle, side| moves_to_win(p, side, &sense(p, side));
        assert_eq!([to_win(&p, Side::White), to_win(&p, Side::Black)], [1, 5]);
        assert_eq!(p.evaluate_finely(), p.evaluate() + 4 * RACE_MOVE);
        let p = pos("8 b W:d4:5,d1:3 B:a8:4,h1:2,h3,f6");
        assert_eq!(p.evaluate_finely(), p.evaluate() - 4 * RACE_MOVE);
        // On 10x10 only the tallest pieces that make 8 are needed: 5 and 3, one join. No friend
        // reaches the men on a10 and j9, nor they one, but both can be left out.
        let p = pos("10 w W:e5:5,e1:3,a10,j9 B:a9:4,b8:4,c7,d6");
        assert_eq!(to_win(&p, Side::White), 1);
    }

    /// Black's men along the back rank, out of White's way and far from 8.
    const BLACK_AWAY: &str = "B:a8,b8,c8,d8,e8,f8,g8,h8";

    #[test]
    fn men_that_can_never_meet_cannot_make_eight() {
        // Two triples and two men: on d5 and f5 (both light) the men join and make 8 with the
        // triples; on d5 and e5 (light and dark) they can never meet.
        let alive = pos(&format!("8 w W:c3:3,f3:3,d5,f5 {BLACK_AWAY}"));
        let dead = pos(&format!("8 w W:c3:3,f3:3,d5,e5 {BLACK_AWAY}"));
        assert!(winnable(&alive, Side::White));
        assert!(!winnable(&dead, Side::White));
        assert!(winnable(&dead, Side::Black));
        // The plain evaluation, kept unchanged, does not see it; the master's does, by far more
        // than a move of the race.
        assert!(can_still_win(&dead, Side::White));
        assert!(dead.evaluate_finely() < alive.evaluate_finely() - 5 * RACE_MOVE);
        // On the frozen base's colour, two men make a double that picks up the man on the other.
        let picked_up = pos(&format!("8 w W:f3:5,d5,f5,e5 {BLACK_AWAY}"));
        assert!(winnable(&picked_up, Side::White));
        let stranded = pos(&format!("8 w W:f3:5,d5:2,e5 {BLACK_AWAY}"));
        assert!(winnable(&stranded, Side::White), "a double picks up the man on e5");
        let stranded = pos(&format!("8 w W:f3:6,d5,e5 {BLACK_AWAY}"));
        assert!(!winnable(&stranded, Side::White), "the man on e5 can never reach f3");
        // Two frozen stacks lock men away for good.
        assert!(!winnable(&pos(&format!("8 w W:a1:4,h1:4 {BLACK_AWAY}")), Side::White));
    }

    #[test]
    fn a_man_walled_in_by_frozen_stacks_cannot_join() {
        // From a master's game against UCT cut off undecided: Black's man on h1 can move only
        // through g2, which holds White's frozen 5; the triple would freeze on it, and Black has
        // no double to fetch it. The base on d7 and the triple are one man short of 8.
        let walled = pos("8 b W:a1:3,g2:5 B:d7:4,b6:3,h1");
        assert!(!winnable(&walled, Side::Black));
        assert!(winnable(&walled, Side::White));
        // The old count, blind to the wall, took the man for one that could join.
        assert!(can_still_win(&walled, Side::Black));
        // The wall open: g2 empty, or White's stack there not yet frozen.
        assert!(winnable(&pos("8 b W:a1:3,c2:5 B:d7:4,b6:3,h1"), Side::Black));
        assert!(winnable(&pos("8 b W:a1:5,g2:3 B:d7:4,b6:3,h1"), Side::Black));
        // A double can fetch it along the first rank or the h file (to g1, say, then to the
        // base as a triple); so can a double that two free men make.
        assert!(winnable(&pos("8 b W:a1:3,g2:5 B:d7:5,b6:2,h1"), Side::Black));
        assert!(winnable(&pos("8 b W:a1:3,g2:5 B:d7:4,b6,d6,h1,a8"), Side::Black));
        // With no base frozen yet, a triple may join it and make the base there (on 10x10, where
        // three triples join the man walled in on j1 by the 5 on i2).
        assert!(winnable(&pos("10 b W:a1:5,i2:5 B:c5:3,e5:3,g7:3,j1"), Side::Black));
        // Shut in on every side, by the edge, White's frozen stacks and its own base: no double
        // can ever come to fetch it, so the base, the double and the man on c5 make 7.
        let shut = pos("8 b W:g1:4,g2:4 B:h2:4,b6:2,c5,h1");
        assert!(can_still_win(&shut, Side::Black));
        assert!(!winnable(&shut, Side::Black));
        assert!(winnable(&pos("8 b W:f1:4,g2:4 B:h2:4,b6:2,c5,h1"), Side::Black));
        // From the one game still cut off against UCT at 600 plies: the double can fetch the man
        // on h1 or carry the man on f5 (on the other colour than the base), not both.
        let one_double = pos("8 b W:a1,g2:6,b4 B:b1:2,h1,b2:4,f5");
        assert!(!winnable(&one_double, Side::Black));
        assert!(winnable(&pos("8 b W:a1,g2:6,b4 B:b1:2,h1,b2:4,e5"), Side::Black));
    }

    #[test]
    fn a_base_walled_in_takes_men_only_in_doubles() {
        // From masters' games against UCT, drawn: Black's base in the corner a8 has one diagonal
        // square, b7, under White's frozen 4, so the man on e4 can never join it.
        let sealed = pos("8 w W:g2,c5,d6,b7:4,h8 B:d4:3,e4,a8:4");
        assert!(can_still_win(&sealed, Side::Black));
        assert!(!winnable(&sealed, Side::Black));
        // Two men of one colour make a double, which comes along the a file or the 8th rank.
        assert!(winnable(&pos("8 w W:g2,c5,d6,b7:4,h8 B:d4:2,e4,g4,a8:4"), Side::Black));
        assert!(!winnable(&pos("8 w W:g2,c5,d6,b7:4,h8 B:d4:2,e4,f4,a8:4"), Side::Black));
        // White's base on h1, sealed by Black's 5 on g2: the triple makes 7, and the man is left.
        assert!(!winnable(&pos("8 w W:h1:4,c2,e2:3 B:b1,d1,g2:5,d7"), Side::White));
        // From a master's game against UCT cut off at 2,000 plies: Black's man on h8 is walled in
        // by White's frozen 5 on g7, and a triple joining it makes a sealed base that the other
        // triple reaches, but not the man on g2.
        let walled = pos("8 w W:a1,h1,d5,g7:5 B:b2:3,g2,g8:3,h8");
        assert!(!winnable(&walled, Side::Black));
        assert!(winnable(&pos("8 w W:a1,h1,d5,g7:5 B:b2:3,g2:2,g8:3"), Side::Black));
    }

    #[test]
    fn a_base_hemmed_in_by_men_is_slower_to_reach() {
        // White's base on a1 has Black's man on b2, its one diagonal square: Black need only
        // join it there to seal the base. Elsewhere the man is no hindrance.
        let hemmed = pos("8 b W:a1:4,e3:3,e5 B:g1,b2,a3:3,c3,f4,h8");
        let free = pos("8 b W:a1:4,e3:3,e5 B:g1,d2,a3:3,c3,f4,h8");
        assert_eq!([hemmed_in(&hemmed, Side::White), hemmed_in(&free, Side::White)], [1, 0]);
        assert!(winnable(&hemmed, Side::White));
        let to_win = |p: &Pyle| moves_to_win(p, Side::White, &sense(p, Side::White));
        assert_eq!(to_win(&hemmed), to_win(&free));
        assert!(hemmed.evaluate_finely() > free.evaluate_finely() + 2 * RACE_MOVE);
        // A man in the corner with the other side's man on its one diagonal square cannot move
        // (Black's on a1, from a drawn game: White froze its stack on b2 and walled it in).
        let corner = pos("8 b W:b2,e2,h3,d4,d7,f7,g7,b8 B:a1,a5:3,f6:4");
        assert_eq!(hemmed_in(&corner, Side::Black), 1);
        // Before a base is frozen, men are not counted so: the race is still open.
        assert_eq!(hemmed_in(&pos("8 b W:b2,e2,h3,d4,d7,f7,g7,b8 B:a1,a5:3,f6:3,h6"), Side::Black), 0);
    }

    #[test]
    fn the_finer_evaluation_rises_as_the_men_join() {
        // Two triples and two men on light squares: the men join (f7:2), the double joins a
        // triple (f3:5), and the other triple is one join from 8.
        let steps = ["W:c3:3,f3:3,d5,f7", "W:c3:3,f3:3,f7:2", "W:c3:3,f3:5"]
            .map(|white| pos(&format!("8 w {white} {BLACK_AWAY}")).evaluate_finely());
        assert!(steps.is_sorted_by(|a, b| a < b), "{steps:?}");
        assert!(steps[0] > 0, "{steps:?}");
    }

    #[test]
    fn the_master_keeps_its_men_able_to_meet() {
        // Positions from the master's games against random moves, where it made the join that
        // left it one man on each colour and no double to carry either (f2-a2, a3-b2, c1-b1),
        // and then shuffled to the end: it now keeps a way to 8.
        for (k, text) in [
            "8 w W:a2,f2:2,e5:3,h5,b6 B:g3,b4,g4,c5:2,a7,e8,h8",
            "8 b W:a1,b3:2,f4,a5,c7,e7,b8 B:b2:2,h2,a3,b5,e8:3",
            "8 w W:b1,c1:2,h4,b5,f6:3 B:g1,e2,c4:2,e5,a6,g6,b7",
        ]
        .into_iter()
        .enumerate()
        {
            let p = pos(text);
            let me = p.to_move();
            assert!(winnable(&p, me), "{text}");
            let mut table = TranspositionTable::for_nodes(30_000);
            let choice =
                search(&p, 30_000, &mut SmallRng::seed_from_u64(k as u64), Tuning::STRONG, &mut table).unwrap();
            let mut after = p.clone();
            after.play(choice.best);
            assert!(winnable(&after, me), "{} in {text}", p.move_text(choice.best));
        }
    }

    #[test]
    fn the_search_takes_a_third_repetition_as_the_draw_it_is() {
        // Black's triple threatens to join the 5 on e7 from b7 (along the rank) and from b4 (along
        // the diagonal); White's man shuffles between h1 and g2, and no square it reaches blocks.
        // After one round and three more moves, g2-h1 brings back the position Black started
        // from for the third time, a draw; any other move lets Black make 8.
        let mut p = pos("8 b W:a1:7,h1 B:b7:3,e7:5");
        for mv in ["b7-b4", "h1-g2", "b4-b7", "g2-h1", "b7-b4", "h1-g2", "b4-b7"] {
            p.play(p.parse_move(mv).unwrap());
        }
        assert_eq!(p.occurrences(), 2);
        for strong in [false, true] {
            let choice = if strong {
                search(
                    &p,
                    5_000,
                    &mut SmallRng::seed_from_u64(1),
                    Tuning::STRONG,
                    &mut TranspositionTable::for_nodes(0),
                )
            } else {
                choose_move(&p, 5_000, &mut SmallRng::seed_from_u64(1))
            }
            .unwrap();
            assert_eq!(p.move_text(choice.best), "g2-h1", "{choice:?}");
            assert_eq!(choice.score, 0, "{choice:?}");
        }
    }

    #[test]
    fn a_lead_fades_to_the_draws_worth_while_no_one_joins() {
        assert_eq!([0, 10, 20, 25, 40, 400].map(|idle| faded(900, idle)), [900, 900, 600, 450, 0, 0]);
        assert_eq!(faded(-900, 20), -600, "a side behind is brought up alike");
    }

    #[test]
    fn the_master_joins_rather_than_shuffle_on() {
        // White is ahead, and for twenty moves its man and Black's have wandered without a join.
        // On the same pieces with no such moves behind it the master moves a triple about (f6-f2);
        // with them, it joins (a5-c3).
        let fresh = "8 w W:h2,c3:3,a5,f6:3 B:a1,e3:2,c5,e5,d6:2,g7";
        let idle = format!(
            "{fresh} history:h4-e1,b2-a1,e1-d2,a1-b2,d2-c1,b2-a1,c1-b2,d4-c5,b2-c1,a1-b2,c1-d2,b2-a1,\
             d2-e1,a1-b2,e1-f2,b2-a1,f2-g1,a1-b2,g1-h2,b2-a1"
        );
        let choose = |text: &str| {
            let p = pos(text);
            let mut table = TranspositionTable::for_nodes(100_000);
            let choice = search(&p, 100_000, &mut SmallRng::seed_from_u64(1), Tuning::STRONG, &mut table).unwrap();
            (p.is_join(choice.best), p.move_text(choice.best))
        };
        assert!(!choose(fresh).0, "{:?}", choose(fresh));
        assert_eq!(choose(&idle), (true, "a5-c3".to_string()));
        // The lead fades: a third of it is gone ten moves past the grace.
        let (fresh, idle) = (pos(fresh), pos(&idle));
        assert_eq!(idle.plies_since_join(), 20);
        assert_eq!(idle.evaluate_finely(), fresh.evaluate_finely() * 2 / 3);
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let p = pos("8 b W:d4:8 B:a1,b2,c3,e5,f6,g7,h8,a8");
        assert!(p.result().is_some());
        assert_eq!(choose_move(&p, 1_000, &mut SmallRng::seed_from_u64(5)), None);
    }

    #[test]
    fn every_level_takes_a_win_and_avoids_a_loss() {
        trials::every_level_takes_a_win_and_avoids_a_loss([4, 4], |game| {
            Pyle::new_game(PyleOptions { deal: game, ..PyleOptions::default() })
        });
    }

    #[test]
    fn the_master_wins_won_endgames() {
        trials::the_master_wins_won_endgames(2, |game| {
            Pyle::new_game(PyleOptions { deal: game, ..PyleOptions::default() })
        });
    }
}
