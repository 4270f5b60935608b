//! Sight Reduction's rules, tested on the situations of RULES.md ("Sight Reduction") and of Rich
//! Hutnik's sheet (seeds/002): the numbered deals, open and blocked sight, the harder and easier
//! rules alone and together, pairs under one-or-two (touching, and seeing each other across empty
//! squares), the loss of a player who cannot remove, the fair setup (its four-checker limit, the
//! colour and the first move) and the deterministic one (first checker anywhere, then next to an
//! enemy, or anywhere when no square is), the solitaire with its goals (chosen last, one-or-two's
//! empty board and skipped colour), notation, position texts and records with their errors; then
//! move counts (perft) from the issue's positions and a comparison with the naive generator in
//! `sight_reduction_reference` over random games of every variant and random positions.

mod perft_check;
mod seeded;
mod sight_reduction_reference;

use checkerbox_core::rules::saved::Earlier;
use checkerbox_core::rules::sight_reduction::sight::{self, SightRules};
use checkerbox_core::rules::sight_reduction::{
    SightMode, SightMove, SightOptions, SightReduction, SightSetup, SightStage, deal_squares,
};
use checkerbox_core::rules::{
    BoardShape, Game, IllegalMove, NotationError, Outcome, Phase, Player, PositionError, Side,
};
use checkerbox_core::session::Session;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use seeded::seeded;
use sight_reduction_reference::RefPos;

const STANDARD: SightOptions = SightOptions::STANDARD;
const FAIR: SightOptions = SightOptions { setup: SightSetup::Fair, ..STANDARD };
const PLACEMENT: SightOptions = SightOptions { setup: SightSetup::Placement, ..STANDARD };
const SOLITAIRE: SightOptions = SightOptions { mode: SightMode::Solitaire, ..STANDARD };
const CHOSEN_LAST: SightOptions = SightOptions { chosen_last: true, ..SOLITAIRE };

fn shape() -> BoardShape {
    BoardShape::rect(4, 8)
}

fn sq(name: &str) -> u8 {
    shape().parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A set of squares by name.
fn set(names: &str) -> u32 {
    names.split_whitespace().fold(0, |m, n| m | 1 << sq(n))
}

/// A position text from White's and Black's squares and what follows the board.
fn board(white: &str, black: &str, rest: &str) -> String {
    let mut cells = ['.'; 32];
    white.split_whitespace().for_each(|n| cells[sq(n) as usize] = 'W');
    black.split_whitespace().for_each(|n| cells[sq(n) as usize] = 'B');
    format!("{} {rest}", cells.iter().collect::<String>())
}

fn pos(text: &str) -> SightReduction {
    SightReduction::from_position_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(p: &SightReduction) -> Vec<SightMove> {
    let mut out = Vec::new();
    p.legal_moves(&mut out);
    out
}

/// The legal moves' texts, sorted.
fn keys(p: &SightReduction) -> Vec<String> {
    let mut k: Vec<String> = legal(p).into_iter().map(|m| p.move_text(m)).collect();
    k.sort();
    k
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn play(p: &mut SightReduction, text: &str) {
    let mv = p.parse_move(text).unwrap_or_else(|e| panic!("{text} in {p:?}: {e}"));
    p.play(mv);
}

/// Why the move written `text` is refused (it must read as a move, and not be listed).
fn refusal(p: &SightReduction, text: &str) -> String {
    match p.parse_move(text) {
        Ok(mv) => panic!("{text} should be illegal in {p:?}, but reads as {mv:?}"),
        Err(NotationError::Illegal(IllegalMove(why))) => why,
        Err(e) => panic!("{text} should read as an illegal move in {p:?}, not: {e}"),
    }
}

fn outcome(p: &SightReduction) -> Option<Outcome> {
    p.result().map(|r| r.outcome)
}

/// The naive generator agrees on the moves and the end.
fn assert_reference_agrees(p: &SightReduction) {
    let text = p.position_text();
    let r = RefPos::parse(&text);
    assert_eq!(keys(p), r.legal_keys(), "{text}");
    let mine = match outcome(p) {
        None => None,
        Some(Outcome::Win(Side::White)) => Some("white wins"),
        Some(Outcome::Win(Side::Black)) => Some("black wins"),
        Some(Outcome::Solved) => Some("solved"),
        Some(Outcome::Stuck) => Some("stuck"),
        Some(Outcome::Draw) => Some("draw"),
    };
    assert_eq!(mine, r.outcome(), "{text}");
}

// ---------------------------------------------------------------------------------------------
// Deals

#[test]
fn deals_are_pinned_and_spread_evenly() {
    // The generator is written out (splitmix64 in `rules::hash`, Fisher–Yates over the 32
    // squares): these squares change only if dealing itself changes, which it must not.
    let white_squares = |deal: u64| {
        let (white, black) = deal_squares(deal);
        assert_eq!((white.count_ones(), black.count_ones(), white & black), (16, 16, 0), "deal {deal}");
        checkerbox_core::rules::bits::squares(white).map(|s| shape().name(s)).collect::<Vec<_>>().join(",")
    };
    for (deal, squares) in [
        (0, "b1,c1,c2,d2,a3,c3,b4,c4,a5,b5,c5,a6,b6,c6,c7,b8"),
        (1, "c1,d1,c2,b3,d3,a4,b4,c4,a6,b6,c6,a7,b7,d7,a8,d8"),
        (2, "a1,d1,a2,a3,b3,a4,b4,a5,c5,d5,d6,a7,b7,c7,c8,d8"),
        (12345, "a2,b2,c2,a3,b3,c3,d3,c4,d5,b6,a7,c7,d7,b8,c8,d8"),
    ] {
        println!("deal {deal}: White on {}", white_squares(deal));
        assert_eq!(white_squares(deal), squares, "deal {deal}");
    }
    let p = SightReduction::new_game(STANDARD);
    assert_eq!(p.position_text(), "BBWWBBWBBWBWWWWBBBBBWWWBWWBWWBBW w deal:1");
    assert_eq!((p.to_move(), p.stage(), p.phase(), p.result()), (Side::White, SightStage::Remove, Phase::Play, None));
    assert_eq!(p.options().deal, 1);
    assert_eq!(SightReduction::new_game(STANDARD), p, "new_game is pure");
    assert_ne!(SightReduction::new_game(SightOptions { deal: 2, ..STANDARD }), p);
    // Every square holds a white checker in about half the deals.
    let deals = 4_000;
    let mut count = [0u32; 32];
    for deal in 0..deals {
        let (white, _) = deal_squares(deal);
        checkerbox_core::rules::bits::squares(white).for_each(|s| count[s as usize] += 1);
    }
    for (s, &n) in count.iter().enumerate() {
        assert!((1_800..2_200).contains(&n), "square {s}: white in {n} deals of {deals}");
    }
}

// ---------------------------------------------------------------------------------------------
// Sight

/// White: a1 and a4 see each other up the a-file across a2 and a3; c1 sees a1 along rank 1 across
/// b1; c3 is blocked below by Black's c2 and sees nothing else along its lines (a1 only
/// diagonally, across b2); d8 is blocked by Black's d6 and b8. Black: c2, b8, d6.
fn sight_board(rest: &str) -> SightReduction {
    pos(&board("a1 a4 c1 c3 d8", "c2 b8 d6", rest))
}

#[test]
fn a_checker_goes_when_it_sees_a_friend_along_its_rank_or_file() {
    let p = sight_board("w");
    assert_eq!(keys(&p), ["a1", "a4", "c1"]);
    assert_eq!(p.removable(Side::White), set("a1 a4 c1"));
    assert_eq!(refusal(&p, "c3"), "it sees no white checker along its rank or file");
    assert_eq!(refusal(&p, "d8"), "it sees no white checker along its rank or file");
    assert_eq!(refusal(&p, "c2"), "the checker on c2 is Black's");
    assert_eq!(refusal(&p, "b1"), "there is no checker on b1");
    // An orthogonal neighbour is seen.
    let p = pos(&board("b4 b5", "a4 c4 a5 c5 b3 b6", "w"));
    assert_eq!(keys(&p), ["b4", "b5"]);
    assert_reference_agrees(&p);
    // Removing a checker opens a line: after a4 goes, nothing changes for a1 (it still sees c1).
    let mut p = sight_board("w");
    play(&mut p, "a4");
    assert_eq!(p.to_move(), Side::Black);
    assert_eq!(p.pieces(Side::White), set("a1 c1 c3 d8"));
    assert_reference_agrees(&p);
}

#[test]
fn the_harder_rule_asks_for_an_enemy_in_sight_too() {
    // a1 sees only friends; a4 sees Black's c2 diagonally across b3; c1 sees c2 beside it.
    let p = sight_board("w harder");
    assert_eq!(keys(&p), ["a4", "c1"]);
    assert_eq!(refusal(&p, "a1"), "it sees no black checker, as the harder rule requires");
    assert_eq!(refusal(&p, "c3"), "it sees no white checker along its rank or file");
    assert_reference_agrees(&p);
}

#[test]
fn the_easier_rule_counts_a_friend_seen_diagonally() {
    // c3 sees a1 diagonally across b2.
    let p = sight_board("w easier");
    assert_eq!(keys(&p), ["a1", "a4", "c1", "c3"]);
    assert_eq!(refusal(&p, "d8"), "it sees no white checker along its rank, file or diagonals");
    assert_reference_agrees(&p);
    // A diagonal neighbour is a friend in sight; one behind an enemy is not.
    let p = pos(&board("a1 b2 d4", "c3", "w easier"));
    assert_eq!(keys(&p), ["a1", "b2"]);
}

#[test]
fn harder_and_easier_combine() {
    // c3: a friend diagonally (a1), an enemy beside it (c2). a1 sees no enemy.
    let p = sight_board("w harder easier");
    assert_eq!(keys(&p), ["a4", "c1", "c3"]);
    assert_eq!(refusal(&p, "a1"), "it sees no black checker, as the harder rule requires");
    assert_eq!(refusal(&p, "d8"), "it sees no white checker along its rank, file or diagonals");
    assert_reference_agrees(&p);
    // The sets a solver reads agree.
    let (w, b) = (p.pieces(Side::White), p.pieces(Side::Black));
    assert_eq!(sight::removable(w, b, SightRules { harder: true, easier: true }), set("a4 c1 c3"));
    assert_eq!(sight::removable(w, b, SightRules::default()), set("a1 a4 c1"));
}

#[test]
fn a_player_who_cannot_remove_loses() {
    // Black's c2, b8 and d6 see no black checker.
    let p = sight_board("b");
    assert_eq!(legal(&p), []);
    assert_eq!(outcome(&p), Some(Outcome::Win(Side::White)));
    assert_eq!(refusal(&p, "c2"), "the game is over");
    assert_reference_agrees(&p);
    // With no checker at all, too.
    let p = pos(&board("a1 b1", "", "b"));
    assert_eq!(outcome(&p), Some(Outcome::Win(Side::White)));
    // A whole random game ends with the loser to move.
    let mut p = SightReduction::new_game(SightOptions { deal: 9, ..STANDARD });
    let mut rng = SmallRng::seed_from_u64(9);
    while p.result().is_none() {
        let moves = legal(&p);
        p.play(moves[rng.random_range(0..moves.len())]);
    }
    assert_eq!(outcome(&p), Some(Outcome::Win(p.to_move().other())));
    assert!(!p.can_remove(p.to_move()));
}

// ---------------------------------------------------------------------------------------------
// One or two

/// White: a1 and b2 touch diagonally; a1 and a5 see each other up the a-file, a5 and a8 too; a5
/// and c5 along rank 5 across b5; a8 and c8 along rank 8 across b8; c5 and c8 are parted by
/// Black's c6. b2 sees no friend along its lines. Black: c6 and d3.
fn pairs_board(rest: &str) -> SightReduction {
    pos(&board("a1 b2 a5 a8 c5 c8", "c6 d3", rest))
}

#[test]
fn two_checkers_that_touch_or_see_each_other_may_go_together() {
    let p = pairs_board("w one-or-two");
    assert_eq!(keys(&p), sorted(&["a1", "a5", "a8", "c5", "c8", "a1+b2", "a1+a5", "a5+a8", "a5+c5", "a8+c8"]));
    assert_reference_agrees(&p);
    // b2 cannot go alone, but may with a1; either way round in writing.
    assert_eq!(refusal(&p, "b2"), "it sees no white checker along its rank or file");
    assert_eq!(p.parse_move("b2+a1"), Ok(SightMove::Pair(sq("a1"), sq("b2"))));
    assert_eq!(p.move_text(SightMove::Pair(sq("a1"), sq("b2"))), "a1+b2");
    assert_eq!(refusal(&p, "c5+c8"), "c5 and c8 neither touch nor see each other along a rank or file");
    assert_eq!(refusal(&p, "b2+a8"), "b2 and a8 neither touch nor see each other along a rank or file");
    assert_eq!(refusal(&p, "c5+c6"), "the checker on c6 is Black's");
    assert_eq!(refusal(&p, "a1+a1"), "a pair is two different checkers");
    assert_eq!(
        p.check_move(SightMove::Pair(sq("b2"), sq("a1"))).unwrap_err().0,
        "a pair is written lower square first: a1+b2"
    );
    let mut q = p;
    play(&mut q, "a5+c5");
    assert_eq!(q.pieces(Side::White), set("a1 b2 a8 c8"));
    assert_eq!(q.to_move(), Side::Black);
    // Without the rule, no pair.
    let p = pairs_board("w");
    assert_eq!(keys(&p), ["a1", "a5", "a8", "c5", "c8"]);
    assert_eq!(refusal(&p, "a1+b2"), "only one checker goes at a time: the one-or-two rule is off");
}

#[test]
fn harder_and_easier_change_single_removals_only() {
    // Harder: b2 sees no enemy and no friend along its lines, yet goes with a1.
    let p = pairs_board("w one-or-two harder");
    let k = keys(&p);
    assert!(k.contains(&"a1+b2".to_string()), "{k:?}");
    assert!(!k.contains(&"a1".to_string()), "a1 sees no black checker: {k:?}");
    assert_reference_agrees(&p);
    // Easier: b2 now goes alone too (a1 diagonally); the pairs are the same.
    let p = pairs_board("w one-or-two easier");
    assert!(keys(&p).contains(&"b2".to_string()));
    let pairs = |p: &SightReduction| keys(p).into_iter().filter(|k| k.contains('+')).collect::<Vec<_>>();
    assert_eq!(pairs(&p), pairs(&pairs_board("w one-or-two")));
    assert_eq!(pairs(&pairs_board("w one-or-two harder easier")), pairs(&p));
    let mut count = 0;
    p.each_pair(Side::White, |_, _| count += 1);
    assert_eq!(count, 5);
}

#[test]
fn a_player_may_remove_their_last_two_and_then_loses() {
    let mut p = pos(&board("a1 b1", "c8 d8 a8", "w one-or-two"));
    play(&mut p, "a1+b1");
    assert_eq!(p.count(Side::White), 0);
    assert_eq!(outcome(&p), None, "Black still has a move");
    play(&mut p, "c8");
    assert_eq!(outcome(&p), Some(Outcome::Win(Side::Black)), "White has nothing left to remove");
    assert_reference_agrees(&p);
}

// ---------------------------------------------------------------------------------------------
// Solitaire

#[test]
fn the_solitaire_removes_white_black_white_and_is_solved_at_one_each() {
    let mut p = pos(&board("a1 a2", "c7 c8", "w solitaire"));
    assert_eq!(keys(&p), ["a1", "a2"]);
    assert_eq!(p.player_of(Side::White), Player::One);
    play(&mut p, "a1");
    assert_eq!((p.to_move(), outcome(&p)), (Side::Black, None));
    assert_eq!(keys(&p), ["c7", "c8"]);
    play(&mut p, "c8");
    assert_eq!(outcome(&p), Some(Outcome::Solved));
    assert_eq!(legal(&p), []);
    assert_reference_agrees(&p);
    // Stuck before the goal is lost.
    let p = pos(&board("a1 c2 d8", "a3 b4", "w solitaire"));
    assert_eq!(outcome(&p), Some(Outcome::Stuck));
    assert_reference_agrees(&p);
    // A deal starts with White.
    let p = SightReduction::new_game(SOLITAIRE);
    assert_eq!(
        (p.to_move(), p.stage(), p.count(Side::White), p.count(Side::Black)),
        (Side::White, SightStage::Remove, 16, 16)
    );
}

#[test]
fn chosen_last_picks_the_two_to_keep_first() {
    let mut p = SightReduction::new_game(CHOSEN_LAST);
    assert_eq!((p.stage(), p.phase(), p.to_move()), (SightStage::Keep, Phase::Play, Side::White));
    assert_eq!(legal(&p).len(), 16);
    assert!(legal(&p).iter().all(|m| matches!(m, SightMove::Keep(_))));
    assert_eq!(refusal(&p, "a1"), "pick one of White's checkers to keep to the end", "a1 is Black's in deal 1");
    assert_eq!(refusal(&p, "c2+c1"), "first pick the white and then the black checker to keep to the end");
    play(&mut p, "keep c1");
    assert_eq!((p.stage(), p.to_move()), (SightStage::Keep, Side::Black));
    assert_eq!(p.position_text(), "BBWWBBWBBWBWWWWBBBBBWWWBWWBWWBBW b solitaire chosen-last last:c1 deal:1");
    play(&mut p, "a1");
    assert_eq!((p.stage(), p.to_move(), p.kept()), (SightStage::Remove, Side::White, set("a1 c1")));
    assert_eq!(p.move_text(SightMove::Keep(sq("a1"))), "keep a1");
    // The kept checkers never go, even when they see a friend.
    assert!(p.removable(Side::White) & set("c1") == 0);
    assert_eq!(refusal(&p, "c1"), "it is the white checker chosen to stay to the end");
    assert_eq!(pos(&p.position_text()), p);

    // The goal with kept checkers: a1 is kept, so b1 must go.
    let mut p = pos(&board("a1 b1", "c8 d8", "w solitaire chosen-last last:a1,c8"));
    assert_eq!(keys(&p), ["b1"]);
    assert_reference_agrees(&p);
    play(&mut p, "b1");
    assert_eq!(keys(&p), ["d8"]);
    play(&mut p, "d8");
    assert_eq!(outcome(&p), Some(Outcome::Solved));
    assert_eq!(p.pieces(Side::White) | p.pieces(Side::Black), set("a1 c8"));
    // Stuck when only a kept checker could go.
    let p = pos(&board("a1 b1", "c8 d8", "w solitaire chosen-last last:a1,c8 harder"));
    assert_eq!(outcome(&p), Some(Outcome::Stuck));
}

#[test]
fn with_one_or_two_the_solitaire_clears_the_board_and_skips_an_empty_colour() {
    let mut p = pos(&board("a1 b1 d1", "a8 b8", "w solitaire one-or-two"));
    play(&mut p, "a1+b1");
    assert_eq!(keys(&p), ["a8", "a8+b8", "b8"]);
    play(&mut p, "a8+b8");
    // White's lone d1 can go neither alone nor in a pair: stuck, short of the empty board.
    assert!(keys(&p).is_empty());
    assert_eq!(outcome(&p), Some(Outcome::Stuck));
    let mut p = pos(&board("a1 b1 c1 d1", "a8 b8", "w solitaire one-or-two"));
    play(&mut p, "a1+b1");
    play(&mut p, "a8+b8");
    assert_eq!((p.to_move(), keys(&p)), (Side::White, sorted(&["c1", "d1", "c1+d1"])));
    play(&mut p, "c1+d1");
    assert_eq!(outcome(&p), Some(Outcome::Solved), "the board is empty");
    // A colour with none left passes while the other clears its own.
    let mut p = pos(&board("a1 b1 c1 d1", "", "b solitaire one-or-two"));
    assert_eq!(legal(&p), [SightMove::Pass]);
    assert_reference_agrees(&p);
    play(&mut p, "pass");
    assert_eq!(p.to_move(), Side::White);
    play(&mut p, "a1+b1");
    assert_eq!(legal(&p), [SightMove::Pass]);
    play(&mut p, "pass");
    play(&mut p, "c1+d1");
    assert_eq!(outcome(&p), Some(Outcome::Solved));
    // No pass otherwise: not with checkers left, not without one-or-two, not for two players.
    let p = pos(&board("a1 b1 c1 d1", "a8 b8", "w solitaire one-or-two"));
    assert_eq!(refusal(&p, "pass"), "only a colour with no checkers left is skipped");
    let p = pos(&board("a1 b1", "", "b one-or-two"));
    assert_eq!(outcome(&p), Some(Outcome::Win(Side::White)));
    let p = pos(&board("a1 b1", "a8 b8", "w"));
    assert_eq!(refusal(&p, "pass"), "there is no passing: a player who cannot remove a checker loses");
}

// ---------------------------------------------------------------------------------------------
// The deterministic setup

#[test]
fn each_side_places_its_first_checker_anywhere_then_next_to_an_enemy() {
    let mut p = SightReduction::new_game(PLACEMENT);
    assert_eq!((p.stage(), p.phase(), p.to_move(), p.occupied()), (SightStage::Place, Phase::Play, Side::White, 0));
    assert_eq!(legal(&p).len(), 32, "White's first checker goes anywhere");
    assert_eq!(p.result(), None);
    play(&mut p, "b5");
    assert_eq!(legal(&p).len(), 31, "Black's first checker goes anywhere too, next to White's or not");
    play(&mut p, "d1");
    // White's next must touch Black's d1: c1, c2, d2.
    assert_eq!(keys(&p), ["c1", "c2", "d2"]);
    assert_eq!(refusal(&p, "a8"), "it touches no black checker, and a checker goes next to one while there is room");
    assert_eq!(refusal(&p, "d1"), "d1 is taken");
    assert_reference_agrees(&p);
    play(&mut p, "c2");
    // Black's next must touch a white checker: around b5 or c2.
    assert_eq!(
        keys(&p),
        sorted(&["a4", "b4", "c4", "a5", "c5", "a6", "b6", "c6", "b1", "c1", "b2", "d2", "b3", "c3", "d3"])
    );
    assert_reference_agrees(&p);
    assert_eq!(refusal(&p, "b5+c2"), "the checkers are still being placed: place one on an empty square");
}

#[test]
fn a_checker_goes_anywhere_when_no_empty_square_touches_an_enemy() {
    // Black's rank 1 is walled in by White's rank 2: White may place anywhere empty.
    let p = pos(&board("a2 b2 c2 d2", "a1 b1 c1 d1", "w placement place"));
    assert_eq!(legal(&p).len(), 24);
    assert_reference_agrees(&p);
    // Black must still go next to White: rank 3.
    let p = pos(&board("a2 b2 c2 d2 a8", "a1 b1 c1 d1", "b placement place"));
    assert_eq!(keys(&p), ["a3", "a7", "b3", "b7", "b8", "c3", "d3"]);
    assert_eq!(sight::placements(p.pieces(Side::Black), p.pieces(Side::White)), set("a3 b3 c3 d3 a7 b7 b8"));
}

#[test]
fn when_the_board_is_full_white_removes_first() {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut p = SightReduction::new_game(PLACEMENT);
    let mut placed = 0;
    while p.stage() == SightStage::Place {
        let before = p.player_of(p.to_move());
        let moves = legal(&p);
        assert_reference_agrees(&p);
        p.play(moves[rng.random_range(0..moves.len())]);
        assert_ne!(p.player_of(p.to_move()), before);
        placed += 1;
    }
    assert_eq!((placed, p.count(Side::White), p.count(Side::Black)), (32, 16, 16));
    assert_eq!((p.stage(), p.to_move()), (SightStage::Remove, Side::White));
    assert!(p.position_text().ends_with(" w placement"), "{}", p.position_text());
}

// ---------------------------------------------------------------------------------------------
// The fair setup

#[test]
fn player_one_rearranges_at_most_four_checkers_two_by_two() {
    let mut p = SightReduction::new_game(FAIR);
    let dealt = SightReduction::new_game(STANDARD);
    assert_eq!((p.stage(), p.phase(), p.player_of(p.to_move())), (SightStage::Offer, Phase::Choose, Player::One));
    assert_eq!(legal(&p), [SightMove::Rearrange, SightMove::Done]);
    assert_eq!(
        refusal(&p, "a1<>c1"),
        "Player One must first choose to swap two checkers or to keep the board (swap or done)"
    );
    play(&mut p, "swap");
    // Player Two passes (the app plays it), then Player One swaps.
    assert_eq!(
        (p.stage(), p.player_of(p.to_move()), legal(&p)),
        (SightStage::ToSwap, Player::Two, vec![SightMove::Pass])
    );
    assert_eq!(refusal(&p, "white"), "Player Two has nothing to do now but pass");
    play(&mut p, "pass");
    assert_eq!((p.stage(), p.phase(), p.player_of(p.to_move())), (SightStage::Swap, Phase::Play, Player::One));
    assert_eq!(legal(&p).len(), 16 * 16, "any white with any black");
    assert_eq!(refusal(&p, "c1<>d1"), "both are white: a swap exchanges a white checker and a black one");
    // Deal 1: a1 and b1 are black, c1 and d1 white.
    play(&mut p, "c1<>a1");
    assert_eq!(p.moved(), set("a1 c1"));
    assert_eq!((p.stage(), legal(&p)), (SightStage::ToOffer, vec![SightMove::Pass]));
    play(&mut p, "pass");
    assert_eq!((p.stage(), p.player_of(p.to_move())), (SightStage::Offer, Player::One));
    play(&mut p, "swap");
    play(&mut p, "pass");
    assert_eq!(legal(&p).len(), 15 * 15, "the swapped checkers stay where they are");
    assert_eq!(
        refusal(&p, "a1<>b1"),
        "the checker on a1 has been swapped already: up to four checkers are rearranged, each once"
    );
    play(&mut p, "b1<>d1");
    // Four checkers moved: the rearrangement is over, and Player Two chooses a colour.
    assert_eq!((p.stage(), p.phase(), p.player_of(p.to_move())), (SightStage::Colour, Phase::Choose, Player::Two));
    assert_eq!(p.moved(), 0);
    let changed = (p.pieces(Side::White) ^ dealt.pieces(Side::White)).count_ones();
    assert_eq!(changed, 4);
    assert_eq!(p.count(Side::White), 16);
    assert_eq!(refusal(&p, "swap"), "Player Two must first choose a colour (white or black)");
    assert_eq!(legal(&p), [SightMove::Colour(Side::White), SightMove::Colour(Side::Black)]);
}

#[test]
fn player_two_takes_a_colour_and_player_one_decides_who_moves_first() {
    let mut p = SightReduction::new_game(FAIR);
    play(&mut p, "done");
    assert_eq!((p.stage(), p.to_move()), (SightStage::Colour, Side::Black));
    // Player Two takes White: Player One plays Black, and decides from Black's place.
    let mut q = p;
    play(&mut q, "white");
    assert_eq!(
        (q.stage(), q.phase(), q.to_move(), q.player_one()),
        (SightStage::Order, Phase::Choose, Side::Black, Side::Black)
    );
    assert_eq!((q.player_of(Side::Black), q.player_of(Side::White)), (Player::One, Player::Two));
    assert_eq!(legal(&q), [SightMove::First, SightMove::Second]);
    let mut first = q;
    play(&mut first, "first");
    assert_eq!(
        (first.stage(), first.to_move(), legal(&first)),
        (SightStage::ToPlay, Side::White, vec![SightMove::Pass])
    );
    play(&mut first, "pass");
    assert_eq!((first.stage(), first.to_move()), (SightStage::Remove, Side::Black), "Player One, Black, removes first");
    let mut second = q;
    play(&mut second, "second");
    assert_eq!(
        (second.stage(), second.to_move()),
        (SightStage::Remove, Side::White),
        "Player Two, White, removes first"
    );
    assert!(second.position_text().contains(" w fair one:black"), "{}", second.position_text());
    // Player Two takes Black: Player One plays White.
    play(&mut p, "black");
    assert_eq!((p.to_move(), p.player_of(Side::White)), (Side::White, Player::One));
    play(&mut p, "second");
    assert_eq!((p.to_move(), p.player_of(p.to_move())), (Side::Black, Player::Two));
    assert_eq!(refusal(&p, "first"), "the setup is over: a turn removes checkers now");
}

#[test]
fn every_move_of_every_setup_hands_the_turn_to_the_other_player() {
    let paths: &[&[&str]] = &[
        &["done"],
        &["swap", "pass", "a1<>c1", "pass", "done"],
        &["swap", "pass", "a1<>c1", "pass", "swap", "pass", "b1<>d1"],
    ];
    for path in paths {
        for colour in ["white", "black"] {
            for order in [&["first", "pass"][..], &["second"]] {
                let mut p = SightReduction::new_game(FAIR);
                let texts: Vec<&str> = path.iter().chain([&colour]).chain(order.iter()).copied().collect();
                for text in texts.iter().chain(["", ""].iter()) {
                    let mv = if text.is_empty() { legal(&p)[0] } else { p.parse_move(text).unwrap() };
                    let (player, side) = (p.player_of(p.to_move()), p.to_move());
                    p.play(mv);
                    assert_ne!(p.player_of(p.to_move()), player, "after {text:?} in {texts:?}");
                    // The side to move changes too, but when Player Two takes White: Player One
                    // then decides from Black's place, where Player Two chose.
                    let keeps_side = mv == SightMove::Colour(Side::White);
                    assert_eq!(p.to_move() == side, keeps_side, "after {text:?} in {texts:?}");
                }
            }
        }
    }
}

#[test]
fn the_setups_positions_are_written_and_read_back() {
    let mut p = SightReduction::new_game(SightOptions { deal: 1, ..FAIR });
    let mut texts = Vec::new();
    for text in ["swap", "pass", "a1<>c1", "pass", "swap", "pass", "b1<>d1", "white", "first", "pass", "", ""] {
        let back = pos(&p.position_text());
        assert_eq!(back, p, "{}", p.position_text());
        assert_eq!(back.position_hash(), p.position_hash());
        assert_eq!(legal(&back), legal(&p));
        assert_eq!(back.options().deal, 1, "the position's text, which records keep, keeps the deal");
        texts.push(p.position_text()[33..].to_string());
        let mv = if text.is_empty() { legal(&p)[0] } else { p.parse_move(text).unwrap() };
        p.play(mv);
    }
    assert_eq!(
        texts,
        [
            "w fair offer deal:1",
            "b fair to-swap deal:1",
            "w fair swap deal:1",
            "b fair to-offer moved:a1,c1 deal:1",
            "w fair offer moved:a1,c1 deal:1",
            "b fair to-swap moved:a1,c1 deal:1",
            "w fair swap moved:a1,c1 deal:1",
            "b fair colour deal:1",
            "b fair order one:black deal:1",
            "w fair to-play one:black deal:1",
            "b fair one:black deal:1",
            "w fair one:black deal:1",
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Notation and position texts

#[test]
fn moves_are_written_and_read_back() {
    let p = pairs_board("w one-or-two");
    for (text, mv) in [
        ("a1", SightMove::Remove(sq("a1"))),
        ("a5+c5", SightMove::Pair(sq("a5"), sq("c5"))),
        ("pass", SightMove::Pass),
        ("swap", SightMove::Rearrange),
        ("done", SightMove::Done),
        ("a1<>c3", SightMove::Swap(sq("a1"), sq("c3"))),
        ("white", SightMove::Colour(Side::White)),
        ("black", SightMove::Colour(Side::Black)),
        ("first", SightMove::First),
        ("second", SightMove::Second),
        ("keep b5", SightMove::Keep(sq("b5"))),
    ] {
        assert_eq!(p.move_text(mv), text);
    }
    assert_eq!(p.move_text(SightMove::Place(sq("d8"))), "d8");
    assert_eq!(p.parse_move(" A1 "), Ok(SightMove::Remove(sq("a1"))));
    assert_eq!(p.parse_move("c5+a5"), Ok(SightMove::Pair(sq("a5"), sq("c5"))));
    assert_eq!(p.move_text(SightMove::Remove(40)), "square 40");
}

#[test]
fn every_kind_of_bad_move_text_is_told_apart() {
    let p = pairs_board("w one-or-two");
    assert_eq!(p.parse_move("  "), Err(NotationError::Empty));
    for text in ["a1-a2", "a1+", "+a1", "<>b2", "a1 a2", "keep", "🙂"] {
        assert!(matches!(p.parse_move(text), Err(NotationError::Malformed { .. })), "{text}: {:?}", p.parse_move(text));
    }
    for text in ["e1", "a9", "a0", "z", "a1+e5", "keep a10"] {
        assert!(matches!(p.parse_move(text), Err(NotationError::NoSuchSquare(_))), "{text}: {:?}", p.parse_move(text));
    }
    assert!(matches!(p.parse_move("b2"), Err(NotationError::Illegal(_))));
    assert!(matches!(p.parse_move("white"), Err(NotationError::Illegal(_))));
}

#[test]
fn the_issues_positions_read_as_written() {
    for text in POSITIONS {
        let p = pos(text);
        assert_eq!(p.position_text(), text);
        assert_eq!(
            (p.stage(), p.options().setup, p.options().mode),
            (SightStage::Remove, SightSetup::Deal, SightMode::TwoPlayer)
        );
        assert_reference_agrees(&p);
    }
    let full = "BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW b solitaire one-or-two harder easier";
    assert_eq!(pos(full).position_text(), full);
}

#[test]
fn every_kind_of_bad_position_text_is_told_apart() {
    let malformed = |t: &str| matches!(SightReduction::from_position_text(t), Err(PositionError::Malformed { .. }));
    let impossible = |t: &str| match SightReduction::from_position_text(t) {
        Err(PositionError::Impossible(why)) => why,
        other => panic!("{t}: expected an impossible position, got {other:?}"),
    };
    let start = POSITIONS[0];
    for t in [
        "",
        "BBWW w",
        &start.replace(" w", " x"),
        &start.replace("BBWW", "BBWX"),
        &format!("{start} harder harder"),
        &format!("{start} sideways"),
        &format!("{start} swap swap"),
        &start.replace(" w", ""),
    ] {
        assert!(malformed(t), "{t:?}");
    }
    assert!(matches!(
        SightReduction::from_position_text(&format!("{start} fair swap moved:a1,z9")),
        Err(PositionError::Square(NotationError::NoSuchSquare(_)))
    ));
    assert_eq!(impossible(&format!("{start} fair placement")), "a game has one setup: fair or placement, not both");
    assert!(impossible(&format!("{start} solitaire fair")).contains("a solitaire starts from a deal"));
    assert_eq!(impossible(&format!("{start} chosen-last")), "chosen-last is a rule of the solitaire");
    assert!(impossible(&format!("{start} solitaire one-or-two chosen-last")).contains("chosen-last does not go"));
    assert!(impossible(&format!("{start} solitaire last:c1")).contains("last: names"));
    assert!(
        impossible(&format!("{start} solitaire chosen-last last:a1")).contains("one white checker, then one black")
    );
    assert_eq!(impossible(&format!("{start} solitaire chosen-last last:c1")), "Black picks the next checker to keep");
    assert!(impossible(&format!("{start} swap")).contains("stage of the fair setup"));
    assert!(impossible(&format!("{start} place")).contains("only the placement setup"));
    assert!(impossible(&format!("{start} fair moved:a1,c1")).contains("that is over"));
    assert!(impossible(&format!("{start} fair swap moved:a1,b1")).contains("do not add up"));
    assert!(impossible(&format!("{} fair to-offer", start.replace(" w", " b"))).contains("do not add up"));
    assert!(impossible(&format!("{start} fair colour")).contains("Player Two's turn"));
    assert!(impossible(&format!("{start} fair offer one:black")).contains("Player One plays Black only once"));
    assert!(impossible(&format!("{start} one:black")).contains("Player One plays Black only once"));
    assert!(impossible(&board("a1", "b1", "w fair swap")).contains("all 16 white and 16 black"));
    assert!(impossible(&board("a1 b1", "c1", "w placement place")).contains("places next"));
    assert!(impossible(&board("a1 b1 c1", "c2", "w placement place")).contains("cannot be"));
    assert!(impossible(&format!("{start} placement place")).contains("the placing is over"));
    // A game saved before positions were saved as their text (its options beside the text), whose
    // options are not the position's.
    let p = pos(start);
    let json = serde_json::json!({ "options": p.options(), "position": p.position_text() }).to_string();
    // (The worker reads those, through `Earlier`; the page does not.)
    let earlier = |json: &str| serde_json::from_str::<Earlier<SightReduction>>(json).map(|e| e.0);
    assert_eq!(earlier(&json).ok(), Some(p));
    let record =
        format!(r#"{{"game":"{}","seats":["Person","Person"],"start":{json},"moves":[]}}"#, SightReduction::info().id);
    assert!(Session::<SightReduction>::from_json(&record).is_err());
    let other = json.replace("\"harder\":false", "\"harder\":true");
    assert!(earlier(&other).unwrap_err().to_string().contains("not those of the position"));
}

// ---------------------------------------------------------------------------------------------
// Move counts

const POSITIONS: [&str; 5] = [
    "BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w",
    "BWBWWWBBBBWBBWWWBBWWWBBWWBWBBBWW w",
    ".BWW.WW.WB.B.WBWBBW.BBWW..WBBBBW w",
    "..B.WWB...W.B.WWBB.WWB..WB.BBB.W b",
    "..BWW..BBB.WW...B......W..W....B w",
];

/// Counts to depth 1–4, fast and naive, printed and compared.
fn perft(rules: &str, expected: [[u64; 4]; 5]) {
    for (text, want) in POSITIONS.iter().zip(expected) {
        let text = format!("{text}{rules}");
        let r = RefPos::parse(&text);
        perft_check::check(&text, &pos(&text), |depth| r.perft(depth), &want);
    }
}

#[test]
fn perft_standard() {
    perft(
        "",
        [[12, 148, 1_642, 18_868], [15, 213, 2_917, 38_114], [9, 82, 640, 5_123], [10, 81, 689, 4_478], [2, 4, 4, 0]],
    );
}

#[test]
fn perft_harder() {
    perft(
        " harder",
        [[11, 136, 1_408, 16_223], [15, 213, 2_917, 38_113], [9, 72, 556, 3_892], [10, 80, 672, 4_261], [2, 4, 4, 0]],
    );
}

#[test]
fn perft_easier() {
    perft(
        " easier",
        [
            [15, 240, 3_374, 50_454],
            [15, 227, 3_166, 45_137],
            [12, 134, 1_464, 14_979],
            [10, 81, 721, 5_062],
            [3, 16, 38, 161],
        ],
    );
}

#[test]
fn perft_harder_and_easier() {
    perft(
        " harder easier",
        [
            [14, 224, 2_947, 44_019],
            [15, 227, 3_154, 44_963],
            [12, 121, 1_304, 12_036],
            [10, 80, 704, 4_823],
            [3, 16, 38, 158],
        ],
    );
}

#[test]
fn perft_one_or_two() {
    perft(
        " one-or-two",
        [
            [39, 1_452, 47_319, 1_507_013],
            [37, 1_361, 42_459, 1_324_248],
            [25, 612, 12_010, 232_751],
            [21, 341, 5_452, 62_080],
            [4, 19, 37, 84],
        ],
    );
}

// ---------------------------------------------------------------------------------------------
// The naive generator, over random games and random positions

/// Every move the rules could be asked about: removals, pairs and placements of every square and
/// pair of squares, and the setup's moves.
fn every_move() -> Vec<SightMove> {
    let mut all = vec![
        SightMove::Pass,
        SightMove::Rearrange,
        SightMove::Done,
        SightMove::First,
        SightMove::Second,
        SightMove::Colour(Side::White),
        SightMove::Colour(Side::Black),
    ];
    for a in 0..33 {
        all.extend([SightMove::Remove(a), SightMove::Place(a), SightMove::Keep(a)]);
        for b in 0..33 {
            all.extend([SightMove::Pair(a, b), SightMove::Swap(a, b)]);
        }
    }
    all
}

/// The rules agree with themselves: `check_move` accepts exactly the legal moves.
fn assert_check_agrees(p: &SightReduction, all: &[SightMove]) {
    let listed = legal(p);
    for &mv in all {
        assert_eq!(p.check_move(mv).is_ok(), listed.contains(&mv), "{mv:?} in {p:?}");
    }
}

#[test]
fn random_games_of_every_variant_agree_with_the_naive_generator() {
    let all = every_move();
    let variants = SightReduction::variants();
    assert_eq!(variants.len(), 36);
    seeded("random games", 0..(variants.len() as u64 * 25), |seed| {
        let options = SightOptions { deal: seed, ..variants[(seed % variants.len() as u64) as usize] };
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut p = SightReduction::new_game(options);
        let mut plies = 0;
        loop {
            if matches!(p.stage(), SightStage::Remove | SightStage::Place) {
                assert_reference_agrees(&p);
            }
            if plies % 4 == 0 {
                assert_check_agrees(&p, &all);
            }
            let moves = legal(&p);
            assert_eq!(moves.is_empty(), p.result().is_some(), "{p:?}");
            for &m in &moves {
                assert_eq!(p.parse_move(&p.move_text(m)), Ok(m));
            }
            assert_eq!(pos(&p.position_text()), p);
            let Some(&mv) = moves.get(rng.random_range(0..moves.len().max(1))) else { break };
            let player = p.player_of(p.to_move());
            let removed = p.events(mv).iter().filter(|e| !e.checkers.is_empty()).count() as u32;
            let before = p.occupied().count_ones();
            p.play(mv);
            assert_ne!(p.player_of(p.to_move()), player, "players alternate: {mv:?}");
            if matches!(mv, SightMove::Remove(_) | SightMove::Pair(..)) {
                assert_eq!(before - p.occupied().count_ones(), removed, "an event for each checker removed");
            }
            plies += 1;
            assert!(plies < 200);
        }
        assert_eq!(p.options(), options.normalised());
    });
}

#[test]
fn random_positions_agree_with_the_naive_generator() {
    let all = every_move();
    seeded("random positions", 0..3_000, |seed| {
        let mut rng = SmallRng::seed_from_u64(seed);
        // From full to nearly empty boards.
        let density = rng.random_range(0.05..1.0);
        let mut cells = String::new();
        for _ in 0..32 {
            cells.push(match rng.random_range(0.0..1.0) {
                x if x < density / 2.0 => 'W',
                x if x < density => 'B',
                _ => '.',
            });
        }
        let mut text = format!("{cells} {}", if rng.random_range(0..2) == 0 { "w" } else { "b" });
        // Words in the order the position text writes them.
        for word in ["solitaire", "one-or-two", "harder", "easier"] {
            if rng.random_range(0..3) == 0 {
                text.push(' ');
                text.push_str(word);
            }
        }
        let p = pos(&text);
        assert_eq!(p.position_text(), text);
        assert_reference_agrees(&p);
        assert_check_agrees(&p, &all);
        // The solver's sets agree with the moves.
        let me = p.to_move();
        let singles = legal(&p).iter().fold(0u32, |m, mv| if let SightMove::Remove(s) = mv { m | 1 << s } else { m });
        assert_eq!(p.removable(me), singles);
        assert_eq!(p.can_remove(me), legal(&p).iter().any(|m| *m != SightMove::Pass));
    });
}

#[test]
fn a_deal_is_named_in_the_position_text_so_records_and_links_replay_it() {
    let dealt = SightReduction::new_game(SightOptions { deal: 123, ..SOLITAIRE });
    let text = dealt.position_text();
    assert!(text.ends_with(" solitaire deal:123"), "{text}");
    let read = SightReduction::from_position_text(&text).expect("reads back");
    assert_eq!(read.options().deal, 123);
    assert_eq!(read.position_text(), text);
    let board = text.split(' ').next().unwrap();
    assert!(SightReduction::from_position_text(&format!("{board} w deal:x")).is_err());
    assert!(SightReduction::from_position_text(&format!("{board} w deal:1 deal:2")).is_err());
    let placed = SightReduction::new_game(SightOptions { deal: 5, ..PLACEMENT });
    assert!(!placed.position_text().contains("deal:"), "a placement game has no deal");
}
