//! Strong tests that a solitaire position is dead, from the order its removals would need:
//! whether each colour can still be brought down to one checker, with the colours free to go in
//! any order. They ignore the colours' turns and the harder rule's enemy, which only forbid more,
//! so a position they call dead is dead.
//!
//! A checker `x` is only ever removed by seeing a friend `y` (an *option* of `x`), once every
//! checker between them is gone and while `y` is still there: each option says "these go before
//! `x`, `y` goes after". Dropping the options these orders make impossible tightens the orders,
//! which may drop more ([`Choices::narrow`]); a checker left with no option stays to the end.
//! Following "removed by seeing" from any checker leads to its colour's survivor: when no checker
//! of a colour can be reached from all the others, the goal is out of reach.
//!
//! [`can_narrow`] is that narrowing alone, cheap enough for every position of a search.
//! [`OrderSearch`] decides the question exactly, one choice of survivor or friend at a time; the
//! orders it finds give lines with the colours taking turns, solutions to try.

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
    Choices::new(a, b, kept, lines).narrow().is_some()
}

/// What is still open in an order-free game: per checker, the friends it may still be removed
/// by seeing; the checkers that never go; and those known to go.
#[derive(Clone, Copy)]
struct Choices {
    colours: [u32; 2],
    options: [u32; 32],
    stuck: u32,
    /// Checkers chosen to go by seeing a friend ([`Choices::going`] adds every other checker of
    /// a colour whose survivor is known).
    goes: u32,
}

impl Choices {
    fn new(a: u32, b: u32, kept: u32, lines: &[u32; 32]) -> Choices {
        let mut options = [0u32; 32];
        for x in squares((a | b) & !kept) {
            let friends = if a >> x & 1 == 1 { a } else { b };
            options[x as usize] = lines[x as usize] & friends;
        }
        let stuck = squares(a | b).fold(kept, |acc, x| if options[x as usize] == 0 { acc | 1 << x } else { acc });
        Choices { colours: [a, b], options, stuck, goes: 0 }
    }

    fn occupied(&self) -> u32 {
        self.colours[0] | self.colours[1]
    }

    /// The checkers that must go: those chosen to, and every checker but the survivor of a colour
    /// whose survivor is known (a stuck checker, as only one can stay).
    fn going(&self) -> u32 {
        let survivors_known = self.colours.into_iter().filter(|&set| set & self.stuck != 0);
        survivors_known.fold(self.goes, |acc, set| acc | set & !self.stuck)
    }

    /// Drops impossible options until nothing changes; then each colour's possible survivors
    /// (those every checker of it leads to), or `None` when a colour has none: dead. Whatever
    /// option `x` uses, what lies between it and all its options goes first, and so does all that
    /// must go before those; once a colour's survivor is known, a going checker with one option
    /// goes before that friend. An option `y` of `x` is impossible when a checker between them,
    /// or one that must go before `x`, never goes; when `y` must go before `x` or before a checker
    /// between them; or when `x` must go before one of those, or itself.
    fn narrow(&mut self) -> Option<[u32; 2]> {
        let occupied = self.occupied();
        loop {
            let going = self.going();
            let open = occupied & !self.stuck;
            // What must go before each checker (if it goes at all), closed under "before".
            let mut first = [0u32; 32];
            for x in squares(open) {
                let x = x as usize;
                first[x] = squares(self.options[x]).fold(u32::MAX, |acc, y| acc & BETWEEN[x][y as usize]) & occupied;
            }
            for x in squares(going & open) {
                if self.options[x as usize].count_ones() == 1 {
                    first[self.options[x as usize].trailing_zeros() as usize] |= 1 << x;
                }
            }
            close(&mut first, open);
            let mut dropped = false;
            for x in squares(open) {
                let x = x as usize;
                for y in squares(self.options[x]) {
                    let between = BETWEEN[x][y as usize] & occupied;
                    let waits = squares(between).fold(first[x], |acc, z| acc | first[z as usize]);
                    if (between | first[x]) & self.stuck != 0 || waits >> y & 1 == 1 || waits >> x & 1 == 1 {
                        self.options[x] &= !(1 << y);
                        dropped = true;
                    }
                }
                if self.options[x] == 0 {
                    self.stuck |= 1 << x;
                }
            }
            if !dropped {
                break;
            }
        }
        // `reach[x]` holds `x` and every checker it leads to.
        let mut survivors = [0; 2];
        for (i, set) in self.colours.into_iter().enumerate() {
            let mut reach = [0u32; 32];
            for x in squares(set) {
                reach[x as usize] = self.options[x as usize] | 1 << x;
            }
            close(&mut reach, set);
            survivors[i] = squares(set).fold(set, |acc, x| acc & reach[x as usize]);
            if survivors[i] == 0 {
                return None;
            }
        }
        Some(survivors)
    }

    /// With every choice made (each going checker down to one friend), what each going checker
    /// waits for ("goes before" it), if that has no cycle: then removing the checkers in any
    /// order that respects it is a game, but for the colours' turns.
    fn before(&self) -> Option<[u32; 32]> {
        let going = self.occupied() & !self.stuck;
        let mut before = [0u32; 32];
        for x in squares(going) {
            let y = self.options[x as usize].trailing_zeros() as usize;
            before[x as usize] |= BETWEEN[x as usize][y] & self.occupied();
            if going >> y & 1 == 1 {
                before[y] |= 1 << x;
            }
        }
        let mut gone = 0;
        loop {
            let next =
                squares(going & !gone).filter(|&x| before[x as usize] & !gone == 0).fold(0, |acc, x| acc | 1 << x);
            if next == 0 {
                return (gone == going).then_some(before);
            }
            gone |= next;
        }
    }

    /// Narrows, then tries each option of each open checker ahead and drops those whose
    /// narrowing fails, until none does. `None` when dead; `narrowings` counts the work.
    fn settle(&mut self, narrowings: &mut u64) -> Option<[u32; 2]> {
        *narrowings += 1;
        let mut survivors = self.narrow()?;
        loop {
            let going = self.going();
            let mut dropped = false;
            for x in squares(self.occupied() & !self.stuck) {
                if going >> x & 1 == 1 && self.options[x as usize].count_ones() == 1 {
                    continue;
                }
                for y in squares(self.options[x as usize]) {
                    *narrowings += 1;
                    if self.choose(x, y).narrow().is_none() {
                        self.options[x as usize] &= !(1 << y);
                        dropped = true;
                    }
                }
            }
            if !dropped {
                return Some(survivors);
            }
            *narrowings += 1;
            survivors = self.narrow()?;
        }
    }

    /// These choices with `x` going by seeing `y`.
    fn choose(&self, x: u8, y: u8) -> Choices {
        let mut next = *self;
        next.options[x as usize] = 1 << y;
        next.goes |= 1 << x;
        next
    }

    /// These choices with `x` its colour's survivor.
    fn survive(&self, x: u8) -> Choices {
        let mut next = *self;
        next.options[x as usize] = 0;
        next.stuck |= 1 << x;
        next
    }
}

/// One open choice of the order search: the choices so far, the checker being decided, whether
/// its survival is still to be tried, and the friends still to try for it.
struct Branch {
    choices: Choices,
    checker: u8,
    friends: u32,
    survives: bool,
}

/// What the order search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// No order of removals brings each colour down to one checker, even with the colours free
    /// to go in any order: the solitaire goal is out of reach.
    NoOrder,
    /// A line of removals that reaches the goal with the colours taking turns, the first
    /// colour given first, that the caller accepted.
    Line(Vec<u8>),
    /// Orders exist, but none was found whose removals can take turns (or that the caller
    /// accepted): nothing is proven.
    NoLine,
}

/// How many steps the search for a line that takes turns may take on one complete set of
/// choices, and how many of those steps cost as much as one narrowing.
const LINE_STEPS: u32 = 4_096;
const STEPS_PER_NARROWING: u64 = 16;

/// The order question, as a depth-first search over [`Choices`] that can stop when its
/// allowance runs out and go on later where it stopped. It settles each set of choices by trying
/// every option ahead ("singleton consistency"). Each complete set whose "goes before" has no
/// cycle is an order; from it a line that takes turns is sought, each checker going once all it
/// waits for are gone: a solution of the solitaire, as far as the lines of sight go.
pub struct OrderSearch {
    stack: Vec<Branch>,
    /// The start, until it is settled.
    start: Option<Choices>,
    /// Whether an order was found.
    orderable: bool,
}

impl OrderSearch {
    /// The question for a position (as [`can_narrow`] takes it): `a`'s colour goes first.
    pub fn new(a: u32, b: u32, kept: u32, lines: &[u32; 32]) -> OrderSearch {
        OrderSearch { stack: Vec::new(), start: Some(Choices::new(a, b, kept, lines)), orderable: false }
    }

    /// Searches on until it has found what it can, or until `narrowings` (the work, one per
    /// narrowing) reaches `limit` (`None`). The start is always settled, and the last step may
    /// pass the limit by one settling (a few hundred narrowings at most). A line is offered to
    /// `accept` (which may check what the search does not, such as the harder rule's enemy in
    /// sight) and returned if taken.
    pub fn run(&mut self, narrowings: &mut u64, limit: u64, accept: &mut impl FnMut(&[u8]) -> bool) -> Option<Found> {
        if let Some(start) = self.start.take()
            && let Some(line) = self.open(start, narrowings, accept)
        {
            return Some(Found::Line(line));
        }
        while *narrowings < limit {
            let Some(top) = self.stack.last_mut() else {
                return Some(if self.orderable { Found::NoLine } else { Found::NoOrder });
            };
            // Its survival first: that finds an order that takes turns far sooner than friends
            // first.
            let next = if top.survives {
                top.survives = false;
                top.choices.survive(top.checker)
            } else if top.friends != 0 {
                let y = top.friends.trailing_zeros() as u8;
                top.friends &= top.friends - 1;
                top.choices.choose(top.checker, y)
            } else {
                self.stack.pop();
                continue;
            };
            if let Some(line) = self.open(next, narrowings, accept) {
                return Some(Found::Line(line));
            }
        }
        match self.stack.is_empty() {
            true => Some(if self.orderable { Found::NoLine } else { Found::NoOrder }),
            false => None,
        }
    }

    /// Settles `choices` and, unless they are dead or complete, pushes the choice that comes
    /// next: the open checker with the fewest ways left. Complete choices that make an order
    /// give a line, if one that takes turns is found and accepted.
    fn open(
        &mut self,
        mut choices: Choices,
        narrowings: &mut u64,
        accept: &mut impl FnMut(&[u8]) -> bool,
    ) -> Option<Vec<u8>> {
        let survivors = choices.settle(narrowings)?;
        let going = choices.going();
        let mut best: Option<(u32, u8, bool)> = None;
        for x in squares(choices.occupied() & !choices.stuck) {
            let friends = choices.options[x as usize].count_ones();
            if going >> x & 1 == 1 && friends == 1 {
                continue;
            }
            let colour = usize::from(choices.colours[0] >> x & 1 == 0);
            let survives = choices.colours[colour] & choices.stuck == 0 && survivors[colour] >> x & 1 == 1;
            let ways = friends + u32::from(survives);
            if best.is_none_or(|(fewest, _, _)| ways < fewest) {
                best = Some((ways, x, survives));
            }
        }
        if let Some((_, checker, survives)) = best {
            let friends = choices.options[checker as usize];
            self.stack.push(Branch { choices, checker, friends, survives });
            return None;
        }
        let before = choices.before()?;
        self.orderable = true;
        let mut steps = LINE_STEPS;
        let line = taking_turns(&choices, &before, &mut steps);
        *narrowings += u64::from(LINE_STEPS - steps) / STEPS_PER_NARROWING;
        line.filter(|line| accept(line))
    }
}

/// A line that removes the going checkers of `choices`, colours taking turns (the first colour
/// first), each only once all it waits for (`before`) are gone; within `steps`.
fn taking_turns(choices: &Choices, before: &[u32; 32], steps: &mut u32) -> Option<Vec<u8>> {
    let going = choices.occupied() & !choices.stuck;
    let mut line = Vec::with_capacity(32);
    // Sets of gone checkers from which no line goes on.
    let mut dead = std::collections::HashSet::new();
    fn go(
        gone: u32,
        going: u32,
        colours: [u32; 2],
        before: &[u32; 32],
        dead: &mut std::collections::HashSet<u32>,
        line: &mut Vec<u8>,
        steps: &mut u32,
    ) -> bool {
        if gone == going {
            return true;
        }
        if *steps == 0 || dead.contains(&gone) {
            return false;
        }
        *steps -= 1;
        let mover = colours[(gone.count_ones() % 2) as usize];
        for x in squares(going & mover & !gone) {
            if before[x as usize] & !gone == 0 {
                line.push(x);
                if go(gone | 1 << x, going, colours, before, dead, line, steps) {
                    return true;
                }
                line.pop();
            }
        }
        if *steps > 0 {
            dead.insert(gone);
        }
        false
    }
    go(0, going, choices.colours, before, &mut dead, &mut line, steps).then_some(line)
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

    /// The order-free game by plain search: whether, removing checkers of either colour in any
    /// order (each seeing a friend, as `lines` allow), each colour can come down to one checker,
    /// never removing a `kept` one.
    fn order_free(a: u32, b: u32, kept: u32, lines: &[u32; 32], seen: &mut HashMap<(u32, u32), bool>) -> bool {
        if a.count_ones() == 1 && b.count_ones() == 1 {
            return true;
        }
        if let Some(&known) = seen.get(&(a, b)) {
            return known;
        }
        let empty = !(a | b);
        let sees_friend =
            |x: u8, own: u32| squares(lines[x as usize] & own).any(|y| BETWEEN[x as usize][y as usize] & !empty == 0);
        let found = squares(a & !kept).any(|x| sees_friend(x, a) && order_free(a & !(1 << x), b, kept, lines, seen))
            || squares(b & !kept).any(|x| sees_friend(x, b) && order_free(a, b & !(1 << x), kept, lines, seen));
        seen.insert((a, b), found);
        found
    }

    /// The order search run in small steps (it must go on where it stopped) until it knows
    /// whether an order exists.
    fn order_search(a: u32, b: u32, kept: u32, lines: &[u32; 32]) -> bool {
        let mut search = OrderSearch::new(a, b, kept, lines);
        let mut narrowings = 0;
        loop {
            let limit = narrowings + 7;
            match search.run(&mut narrowings, limit, &mut |_| true) {
                Some(Found::NoOrder) => return false,
                Some(_) => return true,
                None if search.orderable => return true,
                None => {}
            }
        }
    }

    #[test]
    fn the_order_search_agrees_with_the_plain_order_free_search() {
        // Random positions of 4 to 13 checkers, each sight rule's lines, with and without a
        // checker of each colour kept: the order search must answer exactly as the plain search
        // over removals in any order, both ways.
        let mut rng = SmallRng::seed_from_u64(11);
        for easier in [false, true] {
            let lines = friend_lines(easier);
            let (mut yes, mut no) = (0, 0);
            for _ in 0..4_000 {
                let n = rng.random_range(4..=13u32);
                let (mut a, mut b) = (0u32, 0u32);
                while (a | b).count_ones() < n {
                    let s = 1u32 << rng.random_range(0..32u32);
                    if (a | b) & s == 0 {
                        if rng.random_bool(0.5) { a |= s } else { b |= s }
                    }
                }
                if a == 0 || b == 0 {
                    continue;
                }
                let kept = if rng.random_bool(0.3) { 1 << a.trailing_zeros() | 1 << b.trailing_zeros() } else { 0 };
                let expected = order_free(a, b, kept, &lines, &mut HashMap::new());
                assert_eq!(
                    order_search(a, b, kept, &lines),
                    expected,
                    "easier {easier}, kept {kept:#x}: {a:#x} {b:#x}"
                );
                if expected {
                    yes += 1
                } else {
                    no += 1
                }
                // The narrowing alone never calls an orderable position dead.
                assert!(!expected || can_narrow(a, b, kept, &lines));
            }
            assert!(yes >= 150 && no >= 150, "easier {easier}: {yes} orderable, {no} not");
        }
    }

    #[test]
    fn the_deals_the_search_found_hardest_cannot_be_ordered() {
        // Among the standard rules' first 200 deals, these took the solver millions of positions
        // to refute; no order of removals brings each colour down to one, colours taking turns
        // or not.
        let lines = orthogonal();
        for deal in [30, 89, 107, 158, 196, 11] {
            let pos = SightReduction::new_game(SightOptions { deal, ..SOLITAIRE });
            let (white, black) = (pos.pieces(Side::White), pos.pieces(Side::Black));
            let mut narrowings = 0;
            let found = OrderSearch::new(white, black, 0, &lines).run(&mut narrowings, 200_000, &mut |_| true);
            assert_eq!(found, Some(Found::NoOrder), "deal {deal}");
        }
    }

    #[test]
    fn a_line_that_takes_turns_is_a_solution() {
        // Deal 106, which the game search takes long to solve: its first order gives a line at
        // once. Every line offered, on it and on random positions, is a game: each removal legal
        // for the colour whose turn it is, down to one checker of each.
        let rules = SOLITAIRE.rules();
        let lines = orthogonal();
        let replays = |own: u32, other: u32, line: &[u8]| {
            let (mut own, mut other) = (own, other);
            for &x in line {
                if sight::removable(own, other, rules) >> x & 1 == 0 {
                    return false;
                }
                (own, other) = (other, own & !(1 << x));
            }
            own.count_ones() == 1 && other.count_ones() == 1
        };
        let pos = SightReduction::new_game(SightOptions { deal: 106, ..SOLITAIRE });
        let (white, black) = (pos.pieces(Side::White), pos.pieces(Side::Black));
        let mut narrowings = 0;
        match OrderSearch::new(white, black, 0, &lines).run(&mut narrowings, 20_000, &mut |_| true) {
            Some(Found::Line(line)) => assert!(replays(white, black, &line), "{line:?}"),
            other => panic!("{other:?}"),
        }
        // Solvable positions built backwards (as below), the mover's colour the one added last.
        let mut rng = SmallRng::seed_from_u64(12);
        let mut found = 0;
        for _ in 0..1_000 {
            let w = rng.random_range(0..32u32);
            let (mut white, mut black) = (1u32 << w, 1u32 << ((w + rng.random_range(1..32u32)) % 32));
            let mut adding_black = true;
            let size = rng.random_range(4..=24u32);
            'build: while (white | black).count_ones() < size {
                for _ in 0..64 {
                    let s = rng.random_range(0..32u32);
                    let (own, other) = if adding_black { (black | 1 << s, white) } else { (white | 1 << s, black) };
                    if (white | black) >> s & 1 == 0 && sight::removable(own, other, rules) >> s & 1 == 1 {
                        (white, black) = if adding_black { (other, own) } else { (own, other) };
                        adding_black = !adding_black;
                        continue 'build;
                    }
                }
                break;
            }
            // The colour added last moves first.
            let (own, other) = if adding_black { (white, black) } else { (black, white) };
            let mut narrowings = 0;
            if let Some(Found::Line(line)) =
                OrderSearch::new(own, other, 0, &lines).run(&mut narrowings, 5_000, &mut |_| true)
            {
                assert!(replays(own, other, &line), "{own:#x} {other:#x}: {line:?}");
                found += 1;
            }
        }
        assert!(found >= 500, "{found} lines");
    }
}
