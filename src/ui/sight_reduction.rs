//! Sight Reduction as the play screen sees it: one checker on a square, removed with one click (a
//! pair with a click on each), placed with one click in the deterministic setup, swapped by
//! clicking a white and a black checker in the fair setup; and the words for its refusals,
//! variants, players and results. What a click means is decided by [`super::clicks`].

use super::view::{GameView, Gesture, SetupStep, Spot};
use checkerbox_core::protocol::{Answer, Solution};
use checkerbox_core::rules::sight_reduction::sight::{self, SQUARES};
use checkerbox_core::rules::sight_reduction::{SightMove, SightReduction, SightStage};
use checkerbox_core::rules::{Game, Side};
use checkerbox_core::words::Words;

fn name(pos: &SightReduction, s: u8) -> String {
    if s < SQUARES { pos.shape().name(s) } else { format!("square {s}") }
}

/// Whether the checker on `s`, of the side to move, has a partner to be removed with.
fn has_partner(pos: &SightReduction, s: u8) -> bool {
    let me = pos.to_move();
    pos.options().one_or_two && sight::partners(pos.pieces(me) & !pos.kept(), pos.occupied(), s) != 0
}

impl GameView for SightReduction {
    /// Every removed checker goes to its owner's tray.
    const TRAY: Option<&'static str> = Some("removed");
    const STACKS: bool = false;

    fn stack_at(&self, s: u8) -> Vec<Side> {
        self.owner(s).map_or_else(Vec::new, |side| vec![side])
    }

    /// A removal, placement or pick points from its square at itself (one click); a pair or a
    /// swap from its lower square to its higher (a click on each, in either order).
    fn gesture(mv: SightMove) -> Option<Gesture> {
        match mv {
            SightMove::Remove(s) | SightMove::Place(s) | SightMove::Keep(s) => {
                Some(Gesture { from: s, layer: 1, to: Spot::Square(s) })
            }
            SightMove::Pair(a, b) | SightMove::Swap(a, b) => Some(Gesture { from: a, layer: 1, to: Spot::Square(b) }),
            _ => None,
        }
    }

    /// Only a swap carries a checker to another square; removals, pairs, placements and the
    /// choice of the last checkers are made where the checkers are.
    fn travels(mv: SightMove) -> bool {
        matches!(mv, SightMove::Swap(..))
    }

    /// One click on a checker is its removal (or pick); on an empty square, a placement. Two of
    /// one's own checkers clicked one after the other are a pair (with one-or-two), a white and a
    /// black one a swap (while Player One rearranges). Anything else is a change of mind.
    fn attempt(&self, from: u8, _layer: u8, to: Spot) -> Option<SightMove> {
        let Spot::Square(to) = to else { return None };
        let me = self.to_move();
        let (low, high) = (from.min(to), from.max(to));
        match self.stage() {
            SightStage::Remove if to == from => self.owner(from).map(|_| SightMove::Remove(from)),
            SightStage::Remove
                if self.options().one_or_two && self.owner(from) == Some(me) && self.owner(to) == Some(me) =>
            {
                Some(SightMove::Pair(low, high))
            }
            SightStage::Place if to == from => Some(SightMove::Place(from)),
            SightStage::Keep if to == from => self.owner(from).map(|_| SightMove::Keep(from)),
            SightStage::Swap if to != from => match (self.owner(from), self.owner(to)) {
                (Some(x), Some(y)) if x != y => Some(SightMove::Swap(low, high)),
                _ => None,
            },
            _ => None,
        }
    }

    fn no_move_reason(&self, s: u8) -> String {
        if self.result().is_some() {
            return "The game is over.".into();
        }
        let me = self.to_move();
        let at = name(self, s);
        match (self.stage(), self.owner(s)) {
            (SightStage::Remove, None) => format!("There is no checker on {at}."),
            (SightStage::Remove, Some(o)) if o != me => format!("The checker on {at} is {}'s.", o.name()),
            (SightStage::Remove, Some(_)) => {
                let why = match self.check_move(SightMove::Remove(s)) {
                    Ok(()) => return format!("{} has no move from {at} now.", me.name()),
                    Err(why) => why.0,
                };
                let why = why.strip_prefix("it ").unwrap_or(&why);
                if self.options().one_or_two && !has_partner(self, s) && self.kept() & 1 << s == 0 {
                    format!("{at} {why}, and no {} checker touches or faces it to go with it.", me.word())
                } else {
                    format!("{at} {why}.")
                }
            }
            (SightStage::Keep, _) => format!("Pick one of {}'s checkers to keep to the end.", me.name()),
            (SightStage::Place, _) => format!("{at} is taken: place a {} checker on an empty square.", me.word()),
            (SightStage::Swap, _) if self.moved() & 1 << s != 0 => {
                format!("The checker on {at} has been swapped already: each checker is moved once at most.")
            }
            (SightStage::Swap, _) => format!("There is no checker on {at}."),
            _ => "Nothing is moved on the board now: choose with the buttons.".into(),
        }
    }

    fn layer_refusal(&self, s: u8, _layer: u8) -> String {
        format!("{} holds a single checker.", name(self, s))
    }

    /// How to finish what the click began: the second checker of a pair, or of a swap.
    fn layer_hint(&self, s: u8, _layer: u8, _higher: Option<u8>) -> Option<String> {
        let me = self.to_move();
        let at = name(self, s);
        match self.stage() {
            SightStage::Remove if has_partner(self, s) => Some(if self.removable(me) & 1 << s != 0 {
                format!(
                    "Click {at} again to remove it alone, or a {} checker it touches or faces to remove both.",
                    me.word()
                )
            } else {
                format!("Click a {} checker that {at} touches or faces, to remove both.", me.word())
            }),
            SightStage::Swap => {
                let other = if self.owner(s) == Some(Side::White) { Side::Black } else { Side::White };
                Some(format!("Click a {} checker to swap with the one on {at}.", other.word()))
            }
            _ => None,
        }
    }

    /// Half the squares are each side's once the board is full (and before, while the checkers
    /// are placed, nothing has been removed).
    fn singles_off(&self) -> [u32; 2] {
        match self.stage() {
            SightStage::Place => [0; 2],
            _ => [Side::White, Side::Black].map(|side| (SQUARES as u32 / 2).saturating_sub(self.count(side))),
        }
    }

    fn decision(&self) -> Option<String> {
        Some(
            match self.stage() {
                SightStage::Offer if self.moved() == 0 => "rearrange up to four checkers: swap two, or keep the board",
                SightStage::Offer => "swap two more checkers, or keep the board",
                SightStage::Colour => "choose a colour",
                SightStage::Order => "choose who moves first",
                _ => return None,
            }
            .into(),
        )
    }

    /// The fair setup's passes only hand the turn back to Player One: nothing to report.
    fn pass_news(&self, side: Side) -> Option<String> {
        (!self.stage().is_pass()).then(|| format!("{} had no move and passed.", self.side_name(side)))
    }

    /// The fair setup's choices and swaps, the placements and the chosen-last picks, each said
    /// with its player's name; Player Two's passes in the fair setup are formalities.
    fn setup_step(&self, mv: SightMove) -> Option<SetupStep> {
        let me = self.side_name(self.to_move());
        let words = match mv {
            SightMove::Pass if self.stage().is_pass() => return Some(SetupStep::Formality),
            SightMove::Remove(_) | SightMove::Pair(..) | SightMove::Pass => return None,
            SightMove::Rearrange => format!("{me} chose to swap"),
            SightMove::Done => format!("{me} kept the board"),
            SightMove::Swap(a, b) => format!("{me} swapped {} and {}", name(self, a), name(self, b)),
            SightMove::Colour(side) => format!("{me} took {}", side.name()),
            SightMove::First => format!("{me} chose to move first"),
            SightMove::Second => format!("{me} let {} move first", self.side_name(self.to_move().other())),
            SightMove::Place(s) => format!("{me} placed {}", name(self, s)),
            SightMove::Keep(s) => format!("{me} keeps {} to the end", name(self, s)),
        };
        Some(SetupStep::Decision(words))
    }

    /// What to click: the choices' buttons by their words, the checkers to swap (and whether
    /// another swap may follow), where a checker may be placed, a checker to keep.
    fn setup_instruction(&self) -> Option<String> {
        let me = self.to_move();
        Some(match self.stage() {
            SightStage::Offer if self.moved() == 0 => {
                "click Swap two checkers to rearrange up to four checkers, or Keep the board".into()
            }
            SightStage::Offer => "click Swap two checkers to swap two more, or Keep the board".into(),
            SightStage::Swap if self.moved() == 0 => {
                "click a white checker and a black one to swap them (the first of up to two swaps)".into()
            }
            SightStage::Swap => "click a white checker and a black one to swap them (the second and last swap)".into(),
            SightStage::Colour => "click Play White or Play Black to choose your colour".into(),
            SightStage::Order => "click Move first, or Let Player Two move first".into(),
            SightStage::Place => {
                let anywhere = sight::placements(self.pieces(me), self.pieces(me.other())) == !self.occupied();
                if anywhere {
                    format!("click any empty square to place a {} checker", me.word())
                } else {
                    format!(
                        "click an empty square next to a {} checker (diagonals count) to place a {} one",
                        me.other().word(),
                        me.word()
                    )
                }
            }
            SightStage::Keep => format!("click a {} checker to keep it to the end", me.word()),
            SightStage::ToSwap | SightStage::ToOffer | SightStage::ToPlay | SightStage::Remove => return None,
        })
    }

    fn choice_text(&self, mv: SightMove) -> String {
        match mv {
            SightMove::Rearrange => "Swap two checkers".into(),
            SightMove::Done => "Keep the board".into(),
            SightMove::Colour(side) => format!("Play {}", side.name()),
            SightMove::First => "Move first".into(),
            SightMove::Second => "Let Player Two move first".into(),
            other => self.move_text(other),
        }
    }
}

/// One line of sight drawn from a checker: to the first checker met one way, whether that one is
/// a friend, and whether it counts toward the checker's removal under the game's rules (a friend
/// along a rank or file, or diagonally with the easier rule; an enemy anywhere with the harder).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sighting {
    pub to: u8,
    pub friend: bool,
    pub counts: bool,
}

/// What the checker on `s` sees, as the board draws it: along its rank and file, and along its
/// diagonals when a rule looks that way (the easier for friends, the harder for enemies). Empty
/// for an empty square.
pub fn sightings(pos: &SightReduction, s: u8) -> Vec<Sighting> {
    let Some(side) = pos.owner(s) else { return Vec::new() };
    let rules = pos.options().rules();
    let diagonals = rules.easier || rules.harder;
    sight::Dir::ALL
        .into_iter()
        .filter(|d| diagonals || sight::Dir::ORTHOGONAL.contains(d))
        .filter_map(|d| sight::first_met(s, d, pos.occupied()).map(|to| (d, to)))
        .map(|(d, to)| {
            let friend = pos.owner(to) == Some(side);
            let orthogonal = sight::Dir::ORTHOGONAL.contains(&d);
            let counts = if friend { orthogonal || rules.easier } else { rules.harder };
            Sighting { to, friend, counts }
        })
        .collect()
}

/// Which question the player asked: a hint ([`checkerbox_core::protocol::Task::Solve`]) or only the verdict
/// ([`checkerbox_core::protocol::Task::Decide`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverQuestion {
    Hint,
    StillSolvable,
}

/// Whether nothing is removed from the deal (nor chosen to stay) yet: a lost verdict is then
/// about the deal itself.
pub fn untouched(pos: &SightReduction) -> bool {
    pos.occupied().count_ones() == SQUARES as u32 && pos.kept() == 0
}

/// The answer in words, for the question asked. `untouched`: nothing is removed yet, so a lost
/// position is a deal that cannot be solved at all, and there is nothing to undo.
pub fn solver_words(question: SolverQuestion, answer: &Result<Answer, String>, untouched: bool) -> String {
    const UNSOLVABLE: &str = "No: this deal cannot be solved, whatever is removed. Try a new deal, or today\u{2019}s \
                              deal, which always can be.";
    match (question, answer) {
        (_, Err(why)) => format!("The solver could not answer: {why}."),
        (SolverQuestion::Hint, Ok(Answer::Solved { solution: Solution::Solvable { hint: Some(h) }, .. })) => {
            format!("Hint: remove {h}. The goal can still be reached after it.")
        }
        (_, Ok(Answer::Solved { solution: Solution::Solvable { hint: None }, .. })) => "The goal is reached.".into(),
        (SolverQuestion::StillSolvable, Ok(Answer::Solved { solution: Solution::Solvable { .. }, .. })) => {
            "Yes: the goal can still be reached from here.".into()
        }
        (_, Ok(Answer::Decided { solvable: true, .. })) => "Yes: the goal can still be reached from here.".into(),
        (_, Ok(Answer::Decided { solvable: false, .. })) if untouched => UNSOLVABLE.into(),
        (_, Ok(Answer::Decided { solvable: false, .. })) => {
            "No: the goal cannot be reached from here any more. Undo to find another way, or ask for a hint to see \
             how far it can still go."
                .into()
        }
        (question, Ok(Answer::Solved { solution: Solution::Lost { longest, first, exact }, .. })) => {
            let no = if untouched {
                UNSOLVABLE
            } else if question == SolverQuestion::Hint {
                "No removal reaches the goal any more: undo to find another way."
            } else {
                "No: the goal cannot be reached from here any more. Undo to find another way."
            };
            let more = match (longest, first, exact) {
                (0, _, _) | (_, None, _) => " No checker can be removed now.".to_string(),
                (n, Some(f), false) => format!(" At least {n} more can still go, starting with {f}."),
                (1, Some(f), true) => format!(" Only one more checker can go ({f})."),
                (n, Some(f), true) => format!(" At most {n} more checkers can go, starting with {f}."),
            };
            format!("{no}{more}")
        }
        // A fault of the app: said in words, the answer left out (printing it would cost the page
        // the answers' `Debug` code).
        (_, Ok(_)) => "The solver answered another question.".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::clicks::{Clicks, Note, Reaction, Selection};
    use crate::ui::view::motion;
    use checkerbox_core::rules::Player;
    use checkerbox_core::rules::sight_reduction::{SightMode, SightOptions, SightSetup};

    fn sq(name: &str) -> u8 {
        checkerbox_core::rules::BoardShape::rect(4, 8).parse(name).unwrap()
    }

    /// A position text from White's and Black's squares and what follows the board.
    fn board(white: &str, black: &str, rest: &str) -> String {
        let mut cells = ['.'; 32];
        white.split_whitespace().for_each(|n| cells[sq(n) as usize] = 'W');
        black.split_whitespace().for_each(|n| cells[sq(n) as usize] = 'B');
        format!("{} {rest}", cells.iter().collect::<String>())
    }

    fn pos(text: &str) -> (SightReduction, Vec<SightMove>) {
        let p = SightReduction::from_position_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        (p, legal)
    }

    fn at(name: &str) -> Spot {
        Spot::Square(sq(name))
    }

    fn select_at(name: &str) -> Option<Selection> {
        Some(Selection { square: sq(name), picked: None })
    }

    fn refused(r: &Reaction) -> &str {
        match &r.note {
            Some(Note::Refused(t)) => t,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn info(r: &Reaction) -> &str {
        match &r.note {
            Some(Note::Info(t)) => t,
            other => panic!("expected a note, got {other:?}"),
        }
    }

    fn cannot_move(r: &Reaction) -> &str {
        match &r.note {
            Some(Note::CannotMove(t)) => t,
            other => panic!("expected why the checker cannot move, got {other:?}"),
        }
    }

    /// White on a1, c1 (seeing a1 across b1), a3 (seeing a1 up the a-file) and d8 (seeing no
    /// friend: Black's d5 blocks the d-file); Black on b3 and d5.
    fn small(rest: &str) -> String {
        board("a1 c1 a3 d8", "b3 d5", rest)
    }

    #[test]
    fn one_click_removes_a_checker_that_sees_a_friend() {
        let (p, legal) = pos(&small("w"));
        let clicks = Clicks::new(&p, &legal, true);
        let r = clicks.click(None, at("a1"));
        assert_eq!((r.played(&legal), r.selection, r.note.clone()), (Some(SightMove::Remove(sq("a1"))), None, None));
        // A checker that sees no friend is selected, with the reason.
        let r = clicks.click(None, at("d8"));
        assert_eq!(r.play, None);
        assert_eq!(cannot_move(&r), "d8 sees no white checker along its rank or file.");
        // Clicking it again says so as a refusal, and lets go.
        let r = clicks.click(r.selection, at("d8"));
        assert_eq!(refused(&r), "d8: it sees no white checker along its rank or file.");
        assert_eq!(r.selection, None);
        // An enemy checker, and an empty square.
        assert_eq!(cannot_move(&clicks.click(None, at("b3"))), "The checker on b3 is Black's.");
        assert_eq!(clicks.click(None, at("b2")), Reaction { selection: None, play: None, note: None });
        // With something selected, a click on a removable checker removes it too.
        let r = clicks.click(select_at("d8"), at("c1"));
        assert_eq!(r.played(&legal), Some(SightMove::Remove(sq("c1"))));
    }

    #[test]
    fn the_harder_and_easier_rules_give_their_reasons() {
        let (p, legal) = pos(&small("w harder"));
        let clicks = Clicks::new(&p, &legal, true);
        // c1 sees a1 across b1, but no black checker in any direction.
        assert_eq!(
            cannot_move(&clicks.click(None, at("c1"))),
            "c1 sees no black checker, as the harder rule requires."
        );
        // a3 sees Black's b3 beside it: it goes.
        assert_eq!(clicks.click(None, at("a3")).played(&legal), Some(SightMove::Remove(sq("a3"))));
        let (p, legal) = pos(&board("a1 b2", "d8", "w easier"));
        let clicks = Clicks::new(&p, &legal, true);
        assert_eq!(clicks.click(None, at("a1")).played(&legal), Some(SightMove::Remove(sq("a1"))));
        let (p, legal) = pos(&board("a1 c2 c5 c6", "d8", "w easier"));
        let clicks = Clicks::new(&p, &legal, true);
        assert_eq!(
            cannot_move(&clicks.click(None, at("a1"))),
            "a1 sees no white checker along its rank, file or diagonals."
        );
    }

    /// One-or-two. White: a1 and b1 touch; d1 sees b1 across c1; c3 touches d4 diagonally, and
    /// Black's c2, b3, d3 and c4 hide every friend along their lines, so that c3 and d4 can go only
    /// together.
    fn pairs() -> String {
        board("a1 b1 d1 c3 d4", "c2 b3 d3 c4", "w one-or-two")
    }

    #[test]
    fn a_pair_is_two_clicks_in_either_order() {
        let (p, legal) = pos(&pairs());
        let clicks = Clicks::new(&p, &legal, true);
        // a1 can go alone or with b1: the first click selects, with the hint.
        let r = clicks.click(None, at("a1"));
        assert_eq!(r.selection, select_at("a1"));
        assert_eq!(
            info(&r),
            "Click a1 again to remove it alone, or a white checker it touches or faces to remove both."
        );
        let mut targets = clicks.targets(r.selection.unwrap());
        targets.sort();
        assert_eq!(targets, [at("a1"), at("b1")]);
        assert_eq!(clicks.click(r.selection, at("b1")).played(&legal), Some(SightMove::Pair(sq("a1"), sq("b1"))));
        assert_eq!(clicks.click(r.selection, at("a1")).played(&legal), Some(SightMove::Remove(sq("a1"))));
        // The other way round: b1 first, then a1; and d1 then b1, across the empty c1.
        assert_eq!(clicks.click(select_at("b1"), at("a1")).played(&legal), Some(SightMove::Pair(sq("a1"), sq("b1"))));
        assert_eq!(clicks.click(select_at("d1"), at("b1")).played(&legal), Some(SightMove::Pair(sq("b1"), sq("d1"))));
        let mut targets = clicks.targets(Selection { square: sq("b1"), picked: None });
        targets.sort();
        assert_eq!(targets, [at("a1"), at("b1"), at("d1")]);
        // c3 cannot go alone, only with d4.
        let r = clicks.click(None, at("c3"));
        assert_eq!(r.selection, select_at("c3"));
        assert_eq!(info(&r), "Click a white checker that c3 touches or faces, to remove both.");
        assert_eq!(clicks.click(r.selection, at("d4")).played(&legal), Some(SightMove::Pair(sq("c3"), sq("d4"))));
        assert_eq!(clicks.click(select_at("d4"), at("c3")).played(&legal), Some(SightMove::Pair(sq("c3"), sq("d4"))));
        let r = clicks.click(r.selection, at("c3"));
        assert_eq!(refused(&r), "c3: it sees no white checker along its rank or file.");
        // Two that neither touch nor see each other: refused with the reason, the selection kept.
        let r = clicks.click(select_at("c3"), at("d1"));
        assert_eq!(refused(&r), "d1+c3: d1 and c3 neither touch nor see each other along a rank or file.");
        assert_eq!(r.selection, select_at("c3"));
    }

    #[test]
    fn a_checker_with_no_move_at_all_says_so() {
        let (p, legal) = pos(&board("a1 c3 c4 d8", "a2 b1 c8 d7", "w one-or-two"));
        let r = Clicks::new(&p, &legal, true).click(None, at("d8"));
        assert_eq!(
            cannot_move(&r),
            "d8 sees no white checker along its rank or file, and no white checker touches or faces it to go with it."
        );
    }

    #[test]
    fn placements_picks_and_swaps_are_clicked_on_the_board() {
        let placing = SightOptions { setup: SightSetup::Placement, ..SightOptions::default() };
        let mut p = SightReduction::new_game(placing);
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        let r = Clicks::new(&p, &legal, true).click(None, at("b5"));
        assert_eq!(r.played(&legal), Some(SightMove::Place(sq("b5"))));
        p.play(SightMove::Place(sq("b5")));
        p.play(SightMove::Place(sq("d1")));
        p.legal_moves(&mut legal);
        let clicks = Clicks::new(&p, &legal, true);
        let r = clicks.click(None, at("a8"));
        assert_eq!(refused(&r), "a8: it touches no black checker, and a checker goes next to one while there is room.");
        assert_eq!(clicks.click(None, at("c2")).played(&legal), Some(SightMove::Place(sq("c2"))));
        assert_eq!(
            cannot_move(&clicks.click(None, at("d1"))),
            "d1 is taken: place a white checker on an empty square."
        );

        let chosen = SightOptions { mode: SightMode::Solitaire, chosen_last: true, ..SightOptions::default() };
        let p = SightReduction::new_game(chosen);
        p.legal_moves(&mut legal);
        let white = checkerbox_core::rules::bits::squares(p.pieces(Side::White)).next().unwrap();
        let r = Clicks::new(&p, &legal, true).click(None, Spot::Square(white));
        assert_eq!(r.played(&legal), Some(SightMove::Keep(white)));

        let (p, legal) = pos("BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w fair swap");
        let clicks = Clicks::new(&p, &legal, true);
        let r = clicks.click(None, at("c1"));
        assert_eq!(info(&r), "Click a black checker to swap with the one on c1.");
        assert_eq!(clicks.click(r.selection, at("a1")).played(&legal), Some(SightMove::Swap(sq("a1"), sq("c1"))));
        assert_eq!(clicks.click(select_at("a1"), at("c1")).played(&legal), Some(SightMove::Swap(sq("a1"), sq("c1"))));
        // Two of one colour: a change of mind.
        assert_eq!(clicks.click(r.selection, at("d1")).selection, select_at("d1"));
        let (p, legal) = pos("WBBWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w fair swap moved:a1,c1");
        let clicks = Clicks::new(&p, &legal, true);
        assert!(cannot_move(&clicks.click(None, at("a1"))).contains("swapped already"));
    }

    #[test]
    fn a_removal_leaves_from_its_own_square_and_travels_nowhere() {
        let (p, _) = pos(&small("w"));
        assert_eq!(motion(&p, SightMove::Remove(sq("a1"))), None);
        assert!(SightReduction::travels(SightMove::Swap(sq("a1"), sq("c1"))));
        assert!(!SightReduction::travels(SightMove::Pair(sq("a1"), sq("b1"))));
        assert_eq!(p.stack_at(sq("a1")), [Side::White]);
        assert_eq!(p.stack_at(sq("b1")), []);
        assert_eq!(SightReduction::gesture(SightMove::Pass), None);
        assert_eq!(SightReduction::gesture(SightMove::Colour(Side::White)), None);
        assert_eq!(p.layer_refusal(sq("a1"), 2), "a1 holds a single checker.");
    }

    #[test]
    fn nothing_is_removed_while_the_computer_thinks() {
        let (p, legal) = pos(&small("w"));
        let r = Clicks::new(&p, &legal, false).click(None, at("a1"));
        assert_eq!(r.play, None);
    }

    #[test]
    fn words_for_variants_players_choices_and_results() {
        let o = SightOptions::default();
        assert_eq!(SightReduction::variant_line(o), "Sight Reduction \u{00b7} deal 1");
        let set = SightOptions { deal: 0, ..o };
        assert_eq!(SightReduction::variant_line(set), "Sight Reduction \u{00b7} a set position");
        let fair = SightOptions { setup: SightSetup::Fair, one_or_two: true, harder: true, deal: 7, ..o };
        assert_eq!(
            SightReduction::variant_line(fair),
            "Sight Reduction \u{00b7} fair setup from deal 7 \u{00b7} one or two \u{00b7} harder"
        );
        let solo = SightOptions { mode: SightMode::Solitaire, chosen_last: true, easier: true, ..o };
        assert_eq!(
            SightReduction::variant_line(solo),
            "Sight Reduction solitaire \u{00b7} deal 1 \u{00b7} chosen last \u{00b7} easier"
        );
        assert_eq!(SightReduction::seat_names(fair), ["Player One", "Player Two"]);
        assert_eq!(SightReduction::seat_names(o), ["White", "Black"]);

        // The fair setup names players by seat until the colours are chosen.
        let mut p = SightReduction::new_game(fair);
        assert_eq!(p.side_name(Side::White), "Player One");
        assert_eq!(p.decision().as_deref(), Some("rearrange up to four checkers: swap two, or keep the board"));
        assert_eq!(p.choice_text(SightMove::Done), "Keep the board");
        // Player Two's formal passes in the setup are not news; a pass in the game is.
        let mut waiting = p;
        waiting.play(SightMove::Rearrange);
        assert!(waiting.stage().is_pass());
        assert_eq!(waiting.pass_news(waiting.to_move()), None);
        assert_eq!(p.pass_news(Side::White).as_deref(), Some("Player One had no move and passed."));
        p.play(SightMove::Done);
        assert_eq!(p.side_name(p.to_move()), "Player Two");
        assert_eq!(p.decision().as_deref(), Some("choose a colour"));
        assert_eq!(p.choice_text(SightMove::Colour(Side::Black)), "Play Black");
        p.play(SightMove::Colour(Side::White));
        assert_eq!(p.player_of(Side::Black), Player::One);
        assert_eq!(p.side_name(Side::Black), "Black (Player One)");
        assert_eq!(p.decision().as_deref(), Some("choose who moves first"));
        assert_eq!(p.choice_text(SightMove::Second), "Let Player Two move first");

        let (won, _) = pos(&board("a1 b1", "d2", "b"));
        assert_eq!(won.result_text(won.result().unwrap()), "White wins: Black cannot remove a checker");
        assert_eq!(won.score_text(Side::White).as_deref(), Some("2 left"));
        let (solved, _) = pos(&board("a1", "d2", "w solitaire"));
        assert_eq!(solved.result_text(solved.result().unwrap()), "Solved: one white and one black checker left");
        let (stuck, _) = pos(&board("a1 c2 d8", "a3 b4", "w solitaire"));
        assert_eq!(
            stuck.result_text(stuck.result().unwrap()),
            "Stuck: White cannot remove a checker, with 3 white and 2 black left"
        );
        let (empty, _) = pos(&board("", "", "b solitaire one-or-two"));
        assert_eq!(empty.result_text(empty.result().unwrap()), "Solved: the board is empty");
    }

    /// The fair setup's steps from "BBWW…" (a1 and b1 black, c1 and d1 white).
    fn fair_steps() -> Vec<(SightReduction, SightMove)> {
        let (mut p, _) = pos("BBWWBWWWWBWBBWBWBBWWBBWWWBWBBBBW w fair offer");
        let steps = [
            SightMove::Rearrange,
            SightMove::Pass,
            SightMove::Swap(sq("a1"), sq("c1")),
            SightMove::Pass,
            SightMove::Rearrange,
            SightMove::Pass,
            SightMove::Swap(sq("b1"), sq("d1")),
            SightMove::Colour(Side::Black),
            SightMove::First,
            SightMove::Pass,
        ];
        steps
            .into_iter()
            .map(|mv| {
                let before = p;
                p.play(mv);
                (before, mv)
            })
            .collect()
    }

    #[test]
    fn the_fair_setup_is_told_in_words_without_player_twos_passes() {
        let told: Vec<_> = fair_steps().into_iter().map(|(p, mv)| p.setup_step(mv)).collect();
        let said = |words: &str| Some(SetupStep::Decision(words.into()));
        assert_eq!(
            told,
            [
                said("Player One chose to swap"),
                Some(SetupStep::Formality),
                said("Player One swapped a1 and c1"),
                Some(SetupStep::Formality),
                said("Player One chose to swap"),
                Some(SetupStep::Formality),
                said("Player One swapped b1 and d1"),
                said("Player Two took Black"),
                said("White (Player One) chose to move first"),
                Some(SetupStep::Formality),
            ]
        );
        let (order, _) = fair_steps()[8];
        assert_eq!(order.setup_step(SightMove::Second), said("White (Player One) let Black (Player Two) move first"));
        let (offer, _) = fair_steps()[0];
        assert_eq!(offer.setup_step(SightMove::Done), said("Player One kept the board"));
        // The game itself: removals are numbered moves.
        let (mut game, last) = fair_steps()[9];
        game.play(last);
        assert_eq!(game.setup_step(SightMove::Remove(sq("c1"))), None);
    }

    #[test]
    fn each_step_of_the_fair_setup_says_what_to_click() {
        let said: Vec<_> = fair_steps().into_iter().map(|(p, _)| p.setup_instruction()).collect();
        let click = |words: &str| Some(words.to_string());
        assert_eq!(
            said,
            [
                click("click Swap two checkers to rearrange up to four checkers, or Keep the board"),
                // Player Two's passes: the app plays them.
                None,
                click("click a white checker and a black one to swap them (the first of up to two swaps)"),
                None,
                click("click Swap two checkers to swap two more, or Keep the board"),
                None,
                click("click a white checker and a black one to swap them (the second and last swap)"),
                click("click Play White or Play Black to choose your colour"),
                click("click Move first, or Let Player Two move first"),
                None,
            ]
        );
        let (mut game, last) = fair_steps()[9];
        game.play(last);
        assert_eq!(game.setup_instruction(), None);
    }

    #[test]
    fn placements_and_picks_are_told_in_words() {
        let placing = SightOptions { setup: SightSetup::Placement, ..SightOptions::default() };
        let p = SightReduction::new_game(placing);
        assert_eq!(p.setup_step(SightMove::Place(sq("b5"))), Some(SetupStep::Decision("White placed b5".into())));
        let chosen = SightOptions { mode: SightMode::Solitaire, chosen_last: true, ..SightOptions::default() };
        let p = SightReduction::new_game(chosen);
        let white = checkerbox_core::rules::bits::squares(p.pieces(Side::White)).next().unwrap();
        let words = format!("White keeps {} to the end", name(&p, white));
        assert_eq!(p.setup_step(SightMove::Keep(white)), Some(SetupStep::Decision(words)));
        // The solitaire's skip of a colour with no checkers left is a move of the game, listed.
        let (skip, legal) = pos(&board("a1 b1", "", "b solitaire one-or-two"));
        assert_eq!(legal, [SightMove::Pass]);
        assert_eq!(skip.setup_step(SightMove::Pass), None);
    }

    #[test]
    fn placements_and_picks_say_what_to_click() {
        let placing = SightOptions { setup: SightSetup::Placement, ..SightOptions::default() };
        let mut p = SightReduction::new_game(placing);
        assert_eq!(p.setup_instruction().as_deref(), Some("click any empty square to place a white checker"));
        p.play(SightMove::Place(sq("b5")));
        assert_eq!(p.setup_instruction().as_deref(), Some("click any empty square to place a black checker"));
        p.play(SightMove::Place(sq("d1")));
        assert_eq!(
            p.setup_instruction().as_deref(),
            Some("click an empty square next to a black checker (diagonals count) to place a white one")
        );
        let chosen = SightOptions { mode: SightMode::Solitaire, chosen_last: true, ..SightOptions::default() };
        let p = SightReduction::new_game(chosen);
        assert_eq!(p.setup_instruction().as_deref(), Some("click a white checker to keep it to the end"));
        let (skip, _) = pos(&board("a1 b1", "", "b solitaire one-or-two"));
        assert_eq!(skip.setup_instruction(), None);
    }

    #[test]
    fn lines_of_sight_run_to_the_first_checker_met_and_say_what_counts() {
        let (p, _) = pos(&small("w"));
        let seen = |name: &str| {
            let mut v: Vec<_> =
                sightings(&p, sq(name)).iter().map(|s| (p.shape().name(s.to), s.friend, s.counts)).collect();
            v.sort();
            v
        };
        // a1 sees a3 up its file (past the empty a2) and c1 along its rank (past b1).
        assert_eq!(seen("a1"), [("a3".into(), true, true), ("c1".into(), true, true)]);
        // d8 sees Black's d5 down its file and no friend: nothing counts.
        assert_eq!(seen("d8"), [("d5".into(), false, false)]);
        assert!(sightings(&p, sq("b2")).is_empty(), "an empty square sees nothing");
        // a3 sees Black's b3 beside it, which counts only with the harder rule; with it the
        // diagonals are drawn too (a3 sees b4 empty, c5 empty, d6 empty: none met).
        assert!(seen("a3").contains(&("b3".into(), false, false)));
        let (hard, _) = pos(&small("w harder"));
        let seen_hard: Vec<_> =
            sightings(&hard, sq("a3")).iter().map(|s| (hard.shape().name(s.to), s.friend, s.counts)).collect();
        assert!(seen_hard.contains(&("b3".into(), false, true)), "{seen_hard:?}");
        // c1 looks diagonally up to b2 (empty), a3: a friend, which counts only with the easier rule.
        assert!(!sightings(&p, sq("c1")).iter().any(|s| s.to == sq("a3")));
        let (easy, _) = pos(&small("w easier"));
        assert!(sightings(&easy, sq("c1")).contains(&Sighting { to: sq("a3"), friend: true, counts: true }));
    }

    #[test]
    fn a_deal_is_untouched_until_a_checker_goes_or_is_chosen_to_stay() {
        let solo = SightOptions { mode: SightMode::Solitaire, ..SightOptions::default() };
        let mut deal = SightReduction::new_game(solo);
        assert!(untouched(&deal));
        let mut moves = Vec::new();
        deal.legal_moves(&mut moves);
        deal.play(moves[0]);
        assert!(!untouched(&deal));
        let mut chosen = SightReduction::new_game(SightOptions { chosen_last: true, ..solo });
        assert!(untouched(&chosen));
        chosen.legal_moves(&mut moves);
        let keep = moves.iter().copied().find(|m| matches!(m, SightMove::Keep(_))).expect("a pick");
        chosen.play(keep);
        assert!(!untouched(&chosen), "a checker chosen to stay");
    }

    #[test]
    fn the_solvers_answers_in_words() {
        let solved = |solution| Ok(Answer::Solved { solution, nodes: 5 });
        let hint = solved(Solution::Solvable { hint: Some("b5".into()) });
        assert_eq!(
            solver_words(SolverQuestion::Hint, &hint, false),
            "Hint: remove b5. The goal can still be reached after it."
        );
        assert_eq!(
            solver_words(SolverQuestion::StillSolvable, &hint, false),
            "Yes: the goal can still be reached from here."
        );
        let lost = solved(Solution::Lost { longest: 7, first: Some("c2".into()), exact: true });
        assert_eq!(
            solver_words(SolverQuestion::StillSolvable, &lost, false),
            "No: the goal cannot be reached from here any more. Undo to find another way. At most 7 more checkers \
             can go, starting with c2."
        );
        assert!(solver_words(SolverQuestion::Hint, &lost, false).starts_with("No removal reaches the goal any more"));
        let stuck = solved(Solution::Lost { longest: 0, first: None, exact: true });
        assert!(solver_words(SolverQuestion::Hint, &stuck, false).ends_with("No checker can be removed now."));
        assert!(
            solver_words(SolverQuestion::StillSolvable, &Ok(Answer::Decided { solvable: true, nodes: 1 }), false)
                .starts_with("Yes")
        );
        let no = Ok(Answer::Decided { solvable: false, nodes: 1 });
        assert!(solver_words(SolverQuestion::StillSolvable, &no, false).starts_with("No: the goal cannot be reached"));
        // A longest line the solver ran out of time to finish is told as a lower bound.
        let found = solved(Solution::Lost { longest: 24, first: Some("b7".into()), exact: false });
        assert!(
            solver_words(SolverQuestion::Hint, &found, false)
                .ends_with("At least 24 more can still go, starting with b7.")
        );
        let one = solved(Solution::Lost { longest: 1, first: Some("a1".into()), exact: true });
        assert!(solver_words(SolverQuestion::Hint, &one, false).ends_with("Only one more checker can go (a1)."));
        assert_eq!(
            solver_words(SolverQuestion::Hint, &Err("too big".into()), false),
            "The solver could not answer: too big."
        );
        // A deal lost before anything is removed: nothing to undo, so a new deal is offered.
        for (question, answer) in [(SolverQuestion::StillSolvable, &no), (SolverQuestion::Hint, &lost)] {
            let words = solver_words(question, answer, true);
            assert!(words.starts_with("No: this deal cannot be solved") && !words.contains("ndo"), "{words}");
        }
    }
}
