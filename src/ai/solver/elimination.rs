//! A strong test that a solitaire position is dead: whether each colour can still be brought
//! down to one checker, judged from the order its removals would need.
//!
//! A checker `x` can only ever be removed by seeing a friend `y` on one of its lines, and then
//! every checker between them must already be gone while `y` is still there. So each choice of
//! `y` (an *option* of `x`) says "these go before `x`, `y` goes after". Whatever option `x` ends
//! up using, the checkers common to all its options' between-sets go before it, and so does
//! everything that must go before those. An option is impossible when:
//! - a checker between `x` and `y`, or one that must go before `x`, never goes;
//! - `y`, which must stay until `x` goes, must go before `x` or before a checker between them;
//! - `x` must go before a checker between them, or before itself (a cycle).
//!
//! Dropping impossible options makes the must-go-first sets grow, which may drop more: the test
//! repeats until nothing changes. A checker left with no option can never be removed ("stuck",
//! like the chosen-last checkers).
//!
//! In a solved game, every removed checker saw a friend that was removed later or survived, so
//! following "removed by seeing" (`x` to `y`, over the options left) from any checker leads to
//! its colour's survivor: some checker must be reachable from every other of its colour. When
//! none is, the goal is out of reach. This catches what counting and the split test cannot: on
//! deal 32 a white in a corner can only be seen along a file through a black checker that
//! itself needs that whole file emptied first, so nothing can ever be removed by seeing it, yet
//! it can never be removed either. Deals like it took the search tens of millions of positions
//! to refute.
//!
//! The test ignores the alternation of colours and, with the harder rule, the enemy a removed
//! checker must also see: both only forbid more, so a position it calls dead is dead.

use crate::rules::bits::squares;

/// Per pair of squares on one line (rank, file or diagonal): the squares strictly between them.
const fn between_table() -> [[u32; 32]; 32] {
    let mut table = [[0u32; 32]; 32];
    let mut x = 0;
    while x < 32 {
        let mut y = 0;
        while y < 32 {
            let (df, dr) = ((y % 4) as i32 - (x % 4) as i32, (y / 4) as i32 - (x / 4) as i32);
            if x != y && (df == 0 || dr == 0 || df == dr || df == -dr) {
                let (sf, sr) = (df.signum(), dr.signum());
                let (mut f, mut r) = ((x % 4) as i32 + sf, (x / 4) as i32 + sr);
                while f != (y % 4) as i32 || r != (y / 4) as i32 {
                    table[x][y] |= 1 << (r * 4 + f);
                    f += sf;
                    r += sr;
                }
            }
            y += 1;
        }
        x += 1;
    }
    table
}

static BETWEEN: [[u32; 32]; 32] = between_table();

/// Closes a relation held as sets (`related[x]`, for each `x` of `members`) under itself: what
/// is related to something related to `x` is related to `x`. Sets of squares outside `members`
/// are taken as empty.
fn close(related: &mut [u32; 32], members: u32) {
    loop {
        let mut grew = false;
        for x in squares(members) {
            let x = x as usize;
            let closed = squares(related[x] & members).fold(related[x], |acc, z| acc | related[z as usize]);
            if closed != related[x] {
                related[x] = closed;
                grew = true;
            }
        }
        if !grew {
            return;
        }
    }
}

/// Whether each colour of the position (`a`, `b`, in either order: who moves does not matter)
/// might still come down to one checker: `false` proves the solitaire goal out of reach.
/// `lines[s]` holds the squares a checker on `s` may see a friend on (its rank and file; with
/// the easier rule its diagonals too); `kept` holds the chosen-last checkers, which stay to the
/// end.
pub fn can_narrow(a: u32, b: u32, kept: u32, lines: &[u32; 32]) -> bool {
    let occupied = a | b;
    // Per checker, the friends it may still be removed by seeing.
    let mut options = [0u32; 32];
    for x in squares(occupied & !kept) {
        let friends = if a >> x & 1 == 1 { a } else { b };
        options[x as usize] = lines[x as usize] & friends;
    }
    // Checkers that never go: the kept ones, and those with no option (left).
    let mut stuck = squares(occupied).fold(kept, |acc, x| if options[x as usize] == 0 { acc | 1 << x } else { acc });
    loop {
        // What must go before each checker (if it goes at all), closed under "before".
        let mut first = [0u32; 32];
        for x in squares(occupied & !stuck) {
            let x = x as usize;
            first[x] = squares(options[x]).fold(u32::MAX, |acc, y| acc & BETWEEN[x][y as usize]) & occupied;
        }
        close(&mut first, occupied & !stuck);
        let mut dropped = false;
        for x in squares(occupied & !stuck) {
            let x = x as usize;
            for y in squares(options[x]) {
                // The option fails if a checker that must go first never goes, if `y` must go
                // before `x` (or before a checker between them), or if `x` must go before one of
                // those (or before itself: a cycle).
                let between = BETWEEN[x][y as usize] & occupied;
                let waits = squares(between).fold(first[x], |acc, z| acc | first[z as usize]);
                if (between | first[x]) & stuck != 0 || waits >> y & 1 == 1 || waits >> x & 1 == 1 {
                    options[x] &= !(1 << y);
                    dropped = true;
                }
            }
            if options[x] == 0 {
                stuck |= 1 << x;
            }
        }
        if !dropped {
            break;
        }
    }
    // Each colour: some checker (its survivor) that every other one leads to; `reach[x]` holds
    // `x` and every checker it leads to.
    [a, b].into_iter().all(|set| {
        let mut reach = [0u32; 32];
        for x in squares(set) {
            reach[x as usize] = options[x as usize] | 1 << x;
        }
        close(&mut reach, set);
        squares(set).fold(set, |acc, x| acc & reach[x as usize]) != 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sight_reduction::sight::{self, SightRules};
    use crate::rules::sight_reduction::{SightMode, SightMove, SightOptions, SightReduction};
    use crate::rules::{Game, Side};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};
    use std::collections::HashMap;

    const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..SightOptions::STANDARD };

    /// Rank and file lines, as the standard rules see friends.
    fn orthogonal() -> [u32; 32] {
        super::super::LINES.0
    }

    /// Where a checker may see a friend, under the easier rule or not.
    fn friend_lines(easier: bool) -> [u32; 32] {
        let (orth, diag) = &super::super::LINES;
        std::array::from_fn(|s| if easier { orth[s] | diag[s] } else { orth[s] })
    }

    fn sets(rows: [&str; 8]) -> (u32, u32) {
        let (mut white, mut black) = (0, 0);
        for (i, row) in rows.iter().enumerate() {
            let rank = 7 - i;
            for (file, c) in row.chars().enumerate() {
                let bit = 1u32 << (rank * 4 + file);
                match c {
                    'W' => white |= bit,
                    'B' => black |= bit,
                    _ => {}
                }
            }
        }
        (white, black)
    }

    /// The plain search over the rules' removals, with a table of positions seen and nothing
    /// else: whether the mover (`own`) and the other colour, alternating, can come down to one
    /// checker each, never removing a `kept` one.
    fn plain(own: u32, other: u32, kept: u32, rules: SightRules, seen: &mut HashMap<(u32, u32, u32), bool>) -> bool {
        if own.count_ones() == 1 && other.count_ones() == 1 {
            return true;
        }
        if let Some(&known) = seen.get(&(own, other, kept)) {
            return known;
        }
        let solvable = squares(sight::removable(own, other, rules) & !kept)
            .any(|s| plain(other, own & !(1 << s), kept, rules, seen));
        seen.insert((own, other, kept), solvable);
        solvable
    }

    #[test]
    fn a_checker_nothing_can_ever_be_removed_by_seeing_ends_the_hope() {
        // Deal 32. The white a8 has only blacks on its rank; down its file, a7 is black, and a7
        // can only go by seeing a1, once a2–a6 (all white) are gone. So a8 can never be removed
        // (it would need a7 gone and a white still on a2–a6), and no white can ever be removed by
        // seeing it: a8 must be the last white, and the last-but-one can never go.
        let deal = SightReduction::new_game(SightOptions { deal: 32, ..SOLITAIRE });
        let (white, black) = sets(["WBBB", "BWWW", "WBBW", "WBWB", "WWBB", "WWWB", "WWBW", "BBBB"]);
        assert_eq!((deal.pieces(Side::White), deal.pieces(Side::Black)), (white, black));
        assert!(!can_narrow(white, black, 0, &orthogonal()));
        // Its colour-swapped and mirrored twins are as dead; the colour split test alone does not
        // see it, and the first deal is alive.
        assert!(!can_narrow(black, white, 0, &orthogonal()));
        assert!(!can_narrow(white.reverse_bits(), black.reverse_bits(), 0, &orthogonal()));
        let first = SightReduction::new_game(SOLITAIRE);
        assert!(can_narrow(first.pieces(Side::White), first.pieces(Side::Black), 0, &orthogonal()));
    }

    #[test]
    fn two_checkers_waiting_for_each_other_both_stay() {
        // a5 (white) can only see a7 once a6 is gone; a6 (black) can only see a4 once a5 is gone:
        // both stay to the end. White's d1 sees nothing and stays too: two whites for good.
        let (white, black) = sets(["W...", "W...", "B...", "W...", "B...", "....", "....", "...W"]);
        assert!(!can_narrow(white, black, 0, &orthogonal()));
    }

    #[test]
    fn a_chosen_last_checker_blocks_for_good() {
        // c1 can only be removed by seeing a1 across b1. Keeping b1 to the end strands c1 beside
        // the whites that can go; keeping b2 instead leaves the way open.
        let (white, black) = sets(["....", "....", "....", "....", "....", "W...", ".B..", "WBW."]);
        assert!(can_narrow(white, black, 0, &orthogonal()));
        assert!(!can_narrow(white, black, 1 << 1, &orthogonal()));
        assert!(can_narrow(white, black, 1 << 5, &orthogonal()));
    }

    #[test]
    fn never_calls_a_solvable_position_dead() {
        // Positions along random games of numbered deals, from 18 checkers down, under each sight
        // rule, with and without two checkers chosen to stay; each one the test calls dead is
        // checked against the plain search.
        let mut rng = SmallRng::seed_from_u64(32);
        let mut moves = Vec::new();
        for (harder, easier) in [(false, false), (true, false), (false, true), (true, true)] {
            let options = SightOptions { harder, easier, ..SOLITAIRE };
            let rules = options.rules();
            let lines = friend_lines(easier);
            let mut seen = HashMap::new();
            let (mut dead, mut alive) = (0, 0);
            for deal in 1..=150 {
                let mut pos = SightReduction::new_game(SightOptions { deal, ..options });
                let keep = deal % 2 == 0;
                let mut kept = 0;
                while pos.result().is_none() {
                    let (own, other) = (pos.pieces(pos.to_move()), pos.pieces(pos.to_move().other()));
                    if keep && kept == 0 && (own | other).count_ones() <= 18 {
                        // The lowest checker of each colour stays to the end.
                        kept = 1 << own.trailing_zeros() | 1 << other.trailing_zeros();
                    }
                    if (own | other).count_ones() <= 18 {
                        if can_narrow(own, other, kept, &lines) {
                            alive += 1;
                        } else {
                            dead += 1;
                            let solvable = plain(own, other, kept, rules, &mut seen);
                            assert!(!solvable, "deal {deal}, {rules:?}, kept {kept:#x}: {pos:?} is solvable");
                        }
                    }
                    pos.legal_moves(&mut moves);
                    moves.retain(|&mv| !matches!(mv, SightMove::Remove(s) if kept >> s & 1 == 1));
                    let Some(&mv) = moves.get(rng.random_range(0..moves.len().max(1))) else { break };
                    pos.play(mv);
                }
            }
            assert!(dead >= 500 && alive >= 20, "{rules:?}: {dead} dead, {alive} alive");
        }
    }

    #[test]
    fn every_position_on_the_way_to_a_solution_is_alive() {
        // Solutions built backwards from their last two checkers: each checker added (Black's
        // first, as the last removal is Black's) can be removed in the position it makes, with
        // its colour to move. Every position on the way is solvable, up to a full board, so the
        // test must let each through, with or without the survivors chosen to stay.
        let mut rng = SmallRng::seed_from_u64(6);
        for (harder, easier) in [(false, false), (true, false), (false, true), (true, true)] {
            let rules = SightOptions { harder, easier, ..SOLITAIRE }.rules();
            let lines = friend_lines(easier);
            let mut checked = 0;
            while checked < 3_000 {
                let w = rng.random_range(0..32u32);
                let b = (w + rng.random_range(1..32u32)) % 32;
                let (mut white, mut black) = (1u32 << w, 1u32 << b);
                let survivors = white | black;
                let mut adding_black = true;
                'build: while (white | black).count_ones() < 32 {
                    for _ in 0..64 {
                        let s = rng.random_range(0..32u32);
                        if (white | black) >> s & 1 == 1 {
                            continue;
                        }
                        let (own, other) = if adding_black { (black | 1 << s, white) } else { (white | 1 << s, black) };
                        if sight::removable(own, other, rules) >> s & 1 == 0 {
                            continue;
                        }
                        if adding_black {
                            black = own;
                        } else {
                            white = own;
                        }
                        adding_black = !adding_black;
                        for kept in [0, survivors] {
                            assert!(
                                can_narrow(white, black, kept, &lines),
                                "{rules:?} kept {kept:#x}: {white:#x} {black:#x}"
                            );
                        }
                        checked += 1;
                        continue 'build;
                    }
                    break;
                }
            }
        }
    }
}
