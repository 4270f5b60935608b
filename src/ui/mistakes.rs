//! "Learn from your mistakes": one side's faults in a finished [`Review`], one at a time, from
//! the position before each. The player tries a move there and the search judges the position
//! after it, on the review's own scale ([`Review::judge_try`]); a try as good as the review's
//! best is found, and after two misses the better move is shown. Then the next fault.

use crate::ui::review::{LINE_SHOWN, Review};
use checkerbox_core::ai::score::Score;
use checkerbox_core::rules::Side;

/// Misses before the better move is shown.
pub const MISSES_BEFORE_SHOWN: u32 = 2;

/// Where the player is with the fault at hand.
#[derive(Clone, Debug, PartialEq)]
pub enum Try {
    /// Waiting for the player's move.
    Finding,
    /// The search is looking at the position after this try.
    Judging(String),
    /// The last try missed: what it would have been, in words.
    Missed(String),
    /// The last try was as good as the review's best, in words.
    Found(String),
    /// Missed twice: what the last try would have been, and the better move is shown.
    Shown(String),
}

/// One side's faults, and the one at hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    pub side: Side,
    /// The faults, by the number of the move (from 0): the position before fault `j` is the one
    /// after `j` moves.
    faults: Vec<usize>,
    at: usize,
    misses: u32,
    pub state: Try,
}

impl Practice {
    /// The faults `side` made in `review`, from the first; none without any.
    pub fn of(review: &Review, side: Side) -> Option<Practice> {
        let faults = review.faults(side);
        (!faults.is_empty()).then_some(Practice { side, faults, at: 0, misses: 0, state: Try::Finding })
    }

    /// The move of the fault at hand (from 0), which is the number of moves before it.
    pub fn fault(&self) -> usize {
        self.faults[self.at]
    }

    /// Which fault this is, and of how many: (1, 3).
    pub fn place(&self) -> (usize, usize) {
        (self.at + 1, self.faults.len())
    }

    pub fn last(&self) -> bool {
        self.at + 1 == self.faults.len()
    }

    /// Whether this fault is over: found or shown.
    pub fn settled(&self) -> bool {
        matches!(self.state, Try::Found(_) | Try::Shown(_))
    }

    /// A try of the move written `text`: whether the search is to judge it (the state is then
    /// [`Try::Judging`]). The move played in the game needs no search, and a fault settled or a
    /// try being judged takes no other.
    pub fn tried(&mut self, review: &Review, text: &str) -> bool {
        if self.settled() || matches!(self.state, Try::Judging(_)) {
            return false;
        }
        let played = review.played(self.fault()).map(|(played, _)| played == text);
        if played == Some(true) {
            self.miss(format!("{text} is the move played in the game."));
            return false;
        }
        self.state = Try::Judging(text.to_string());
        true
    }

    /// What the search saw after the try being judged: `after`, to `after_to_move`.
    pub fn judged(&mut self, review: &Review, after: Score, after_to_move: Side) {
        let Try::Judging(text) = &self.state else { return };
        let text = text.clone();
        match review.judge_try(self.fault(), &text, after, after_to_move) {
            Some(verdict) if !verdict.faulty() => {
                let best = review.seen(self.fault()).map(|s| s.best.as_str()).filter(|b| *b != text);
                let also = best.map(|b| format!(" The computer's choice was {b}.")).unwrap_or_default();
                self.state = Try::Found(format!("Yes: {text} is {}.{also}", verdict.words()));
            }
            Some(verdict) => self.miss(format!("{text} would be {} too.", verdict.words())),
            None => self.state = Try::Finding,
        }
    }

    /// The search could not judge the try: it is no miss, and may be tried again.
    pub fn unjudged(&mut self, why: &str) {
        self.state = Try::Missed(format!("The computer could not judge that move: {why}. Try again."));
    }

    fn miss(&mut self, said: String) {
        self.misses += 1;
        self.state = if self.misses >= MISSES_BEFORE_SHOWN {
            Try::Shown(said)
        } else {
            Try::Missed(format!("{said} Try again."))
        };
    }

    /// Gives up on this fault: the better move is shown.
    pub fn show(&mut self) {
        if !self.settled() {
            self.state = Try::Shown(String::new());
        }
    }

    /// On to the next fault; false after the last.
    pub fn next_fault(&mut self) -> bool {
        if self.last() {
            return false;
        }
        self.at += 1;
        self.misses = 0;
        self.state = Try::Finding;
        true
    }

    /// What the fault was, and what is asked, with the side called `name`: "Fault 1 of 3:
    /// White played c3-d4 here, a blunder. Find a better move for White."
    pub fn asked(&self, review: &Review, name: &str) -> String {
        let (k, n) = self.place();
        let j = self.fault();
        let played = review.played(j).map_or("", |(text, _)| text);
        let verdict = review.verdict(j).map_or("a fault", |v| v.words());
        format!("Fault {k} of {n}: {name} played {played} here, {verdict}. Find a better move for {name}.")
    }

    /// What is said of the last try, and its kind (a class: "wrong", "right"), once there is one.
    pub fn said(&self) -> Option<(&'static str, String)> {
        match &self.state {
            Try::Finding => None,
            Try::Judging(text) => Some(("", format!("Looking at {text}\u{2026}"))),
            Try::Missed(said) => Some(("wrong", said.clone())),
            Try::Found(said) => Some(("right", said.clone())),
            Try::Shown(_) => None,
        }
    }

    /// Once shown, the better move and its line, in words: "c3-d4 would be a blunder too. Better
    /// was e3-f4, then f6-g5 d2-e3."
    pub fn shown(&self, review: &Review) -> Option<String> {
        let Try::Shown(said) = &self.state else { return None };
        let seen = review.seen(self.fault())?;
        let then: Vec<&str> = seen.line.iter().skip(1).take(LINE_SHOWN - 1).map(String::as_str).collect();
        let line = if then.is_empty() { String::new() } else { format!(", then {}", then.join(" ")) };
        Some(format!("{said} Better was {}{line}.", seen.best).trim_start().to_string())
    }

    /// The move the board draws as the better one: once shown.
    pub fn better_move<'r>(&self, review: &'r Review) -> Option<&'r str> {
        matches!(self.state, Try::Shown(_)).then(|| review.seen(self.fault()).map(|s| s.best.as_str())).flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use checkerbox_core::ai::Evaluate;
    use checkerbox_core::review::Seen;
    use checkerbox_core::rules::Game;
    use checkerbox_core::rules::byte::Byte;
    use checkerbox_core::session::{Seat, Session};

    /// A review of four moves of Byte in which White's first and third were blunders.
    fn reviewed() -> (Session<Byte>, Review) {
        let mut game = Session::new(Byte::new_game(Default::default()), [Seat::Person; 2]);
        for _ in 0..4 {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        assert!(!["f2-g3", "d2-e3"].contains(&game.played()[0].text.as_str()), "the tries are not the game's move");
        let mut review = Review::of(&game, <Byte as Evaluate>::MARGINS);
        let seen = |best: &str, points| Seen {
            best: best.into(),
            line: vec![best.into(), "f6-g5".into()],
            score: Score::Points(points),
            only: false,
        };
        // To the side to move: White gives Black a stack's worth with each of its moves.
        for (k, points) in [(0, 0), (1, 1_000), (2, -1_000), (3, 2_000), (4, -2_000)] {
            review.saw(k, seen("best", points));
        }
        (game, review)
    }

    #[test]
    fn a_sides_faults_are_taken_in_order_and_none_is_no_practice() {
        let (_, review) = reviewed();
        let practice = Practice::of(&review, Side::White).unwrap();
        assert_eq!((practice.fault(), practice.place()), (0, (1, 2)));
        assert_eq!(Practice::of(&review, Side::Black), None, "Black made no fault");
        let names = practice.asked(&review, "White");
        assert!(
            names.starts_with("Fault 1 of 2: White played ")
                && names.ends_with(", a blunder. Find a better move for White."),
            "{names}"
        );
    }

    #[test]
    fn a_try_as_good_as_the_best_is_found_and_a_worse_one_missed() {
        let (_, review) = reviewed();
        let mut practice = Practice::of(&review, Side::White).unwrap();
        assert!(practice.tried(&review, "f2-g3"), "asked of the search");
        assert!(!practice.tried(&review, "d2-e3"), "one try at a time");
        // The search sees Black (to move) a stack up: as bad as the game's move.
        practice.judged(&review, Score::Points(1_000), Side::Black);
        assert_eq!(practice.said(), Some(("wrong", "f2-g3 would be a blunder too. Try again.".into())));
        assert!(practice.tried(&review, "d2-e3"));
        practice.judged(&review, Score::Points(-20), Side::Black);
        assert_eq!(
            practice.said(),
            Some(("right", "Yes: d2-e3 is the best move. The computer's choice was best.".into()))
        );
        assert!(practice.settled() && !practice.tried(&review, "x"));
        assert!(practice.next_fault());
        assert_eq!((practice.fault(), practice.state.clone()), (2, Try::Finding));
        assert!(!practice.next_fault(), "that was the last");
    }

    #[test]
    fn the_move_played_is_a_miss_and_two_misses_show_the_better_move() {
        let (game, review) = reviewed();
        let mut practice = Practice::of(&review, Side::White).unwrap();
        let played = game.played()[0].text.clone();
        assert!(!practice.tried(&review, &played), "no search for the move played");
        assert_eq!(practice.said().unwrap().1, format!("{played} is the move played in the game. Try again."));
        assert_eq!(practice.better_move(&review), None);
        assert!(practice.tried(&review, "f2-g3"));
        practice.judged(&review, Score::WinIn(3), Side::Black);
        assert_eq!(practice.said(), None);
        assert_eq!(practice.shown(&review).unwrap(), "f2-g3 would be a blunder too. Better was best, then f6-g5.");
        assert_eq!(practice.better_move(&review), Some("best"));
    }

    #[test]
    fn giving_up_shows_the_better_move_and_a_failed_search_is_no_miss() {
        let (_, review) = reviewed();
        let mut practice = Practice::of(&review, Side::White).unwrap();
        assert!(practice.tried(&review, "f2-g3"));
        practice.unjudged("it did not answer in time");
        assert_eq!(practice.said().unwrap().0, "wrong");
        assert!(practice.tried(&review, "f2-g3"), "tried again");
        practice.show();
        assert_eq!(practice.shown(&review).unwrap(), "Better was best, then f6-g5.");
    }
}
