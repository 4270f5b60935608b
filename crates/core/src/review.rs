//! A game looked back on: each move judged by how much of the mover's standing it gave away, as
//! the search saw the position before it and the one after it.
//!
//! A search's score becomes a *standing* from −1 (lost) to 1 (won): a win it found or proved is
//! 1, and the game's evaluation points `p` give `tanh(0.7 · p / clear)`, where `clear` is the
//! game's margin for "clearly ahead" ([`Margins`]): one scale for every game, each in its own
//! points (a stack won in Byte, a checker borne off in Basic). A move's *loss* is the mover's
//! standing before it, as the search's best move keeps it, less the standing after it.

use crate::ai::score::{Margins, Score};

/// Positions the search may visit in each position of a game reviewed: the app's budget, which
/// `cargo bench --bench review` measures and compares with deeper reviews.
pub const BUDGET: u64 = 1_000_000;

/// A position as the search saw it, to the side to move there.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    /// The move it would play, in the game's notation.
    pub best: String,
    /// The moves it expects, `best` first.
    pub line: Vec<String>,
    pub score: Score,
    /// Every other move was found to lose, where `best` does not.
    pub only: bool,
}

/// What a move was, judged by what it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The search's own choice, or as good.
    Best,
    /// The search's choice where every other move was found to lose.
    OnlyMove,
    /// Lost less than [`INACCURACY`].
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
    /// A win the search had found or proved, given up.
    ThrewAwayWin,
}

/// Losses from which a move is an inaccuracy, a mistake, a blunder: a tenth of the scale is about
/// the "slightly ahead" margin, and a blunder gives away about as much as "clearly ahead".
pub const INACCURACY: f64 = 0.1;
pub const MISTAKE: f64 = 0.25;
pub const BLUNDER: f64 = 0.45;

/// A loss this small is the best move's own (the search's points wobble a little).
const AS_GOOD: f64 = 0.01;

impl Verdict {
    /// Every verdict, best first: the order of a summary.
    pub const ALL: [Verdict; 7] = [
        Verdict::OnlyMove,
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
        Verdict::ThrewAwayWin,
    ];

    /// The verdict in a player's words: "a mistake".
    pub fn words(self) -> &'static str {
        match self {
            Verdict::OnlyMove => "the only move that holds",
            Verdict::Best => "the best move",
            Verdict::Good => "a good move",
            Verdict::Inaccuracy => "an inaccuracy",
            Verdict::Mistake => "a mistake",
            Verdict::Blunder => "a blunder",
            Verdict::ThrewAwayWin => "threw away a won game",
        }
    }

    /// Its name in a summary's table, and its class and test id: "mistakes".
    pub fn plural(self) -> &'static str {
        match self {
            Verdict::OnlyMove => "only moves",
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracies",
            Verdict::Mistake => "mistakes",
            Verdict::Blunder => "blunders",
            Verdict::ThrewAwayWin => "wins thrown away",
        }
    }

    /// `n` moves of this verdict, in words: "1 mistake", "2 blunders".
    pub fn counted(self, n: usize) -> String {
        let one = match self {
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
            Verdict::ThrewAwayWin => "win thrown away",
            Verdict::OnlyMove => "only move",
            _ => self.plural(),
        };
        if n == 1 { format!("1 {one}") } else { format!("{n} {}", self.plural()) }
    }

    /// The mark after a move in the move list, as annotators write them; none for a sound move.
    pub fn mark(self) -> Option<&'static str> {
        match self {
            Verdict::OnlyMove => Some("!"),
            Verdict::Best | Verdict::Good => None,
            Verdict::Inaccuracy => Some("?!"),
            Verdict::Mistake => Some("?"),
            Verdict::Blunder | Verdict::ThrewAwayWin => Some("??"),
        }
    }

    /// Whether the better move is worth showing: the move lost something that matters.
    pub fn faulty(self) -> bool {
        matches!(self, Verdict::Inaccuracy | Verdict::Mistake | Verdict::Blunder | Verdict::ThrewAwayWin)
    }
}

/// Whether `score` says its side wins: a win found within the search's depth, or proved.
pub fn is_win(score: Score) -> bool {
    matches!(score, Score::WinIn(_) | Score::ProvenWin)
}

/// The standing `score` gives its side, from −1 (lost) to 1 (won).
pub fn standing(score: Score, margins: Margins) -> f64 {
    match score {
        Score::ProvenWin | Score::WinIn(_) => 1.0,
        Score::ProvenLoss | Score::LossIn(_) => -1.0,
        Score::Points(points) => (0.7 * f64::from(points) / f64::from(margins.clear.max(1))).tanh(),
    }
}

/// The verdict on move `played`: `before` what the search saw in the position it was played in,
/// `after` the score of the position it led to, both to the mover.
pub fn judge(before: &Seen, played: &str, after: Score, margins: Margins) -> Verdict {
    let lost = loss(before.score, after, margins);
    if is_win(before.score) && !is_win(after) {
        Verdict::ThrewAwayWin
    } else if played == before.best && before.only {
        Verdict::OnlyMove
    } else if played == before.best || lost <= AS_GOOD {
        Verdict::Best
    } else if lost < INACCURACY {
        Verdict::Good
    } else if lost < MISTAKE {
        Verdict::Inaccuracy
    } else if lost < BLUNDER {
        Verdict::Mistake
    } else {
        Verdict::Blunder
    }
}

/// What a move gave away of its mover's standing: none when it did better than the search
/// expected.
pub fn loss(before: Score, after: Score, margins: Margins) -> f64 {
    (standing(before, margins) - standing(after, margins)).max(0.0)
}

/// How accurately a side played, from 0 to 100: each move's accuracy is
/// `103.1668 · e^(−0.04354 · d) − 3.1669`, kept within 0 and 100, where `d` is the move's loss
/// counted in winning chances (50 points of the 100 for each unit of standing); the side's is
/// their mean. A side that lost nothing scores 100. None for a side with no move judged.
pub fn accuracy(losses: &[f64]) -> Option<f64> {
    if losses.is_empty() {
        return None;
    }
    let each = |loss: &f64| (103.1668 * (-0.04354 * 50.0 * loss).exp() - 3.1669).clamp(0.0, 100.0);
    Some(losses.iter().map(each).sum::<f64>() / losses.len() as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Evaluate;
    use crate::rules::byte::Byte;

    const BYTE: Margins = <Byte as Evaluate>::MARGINS;

    fn seen(best: &str, score: Score) -> Seen {
        Seen { best: best.into(), line: vec![best.into()], score, only: false }
    }

    #[test]
    fn the_standing_runs_from_lost_to_won_on_each_games_own_points() {
        assert_eq!(standing(Score::WinIn(3), BYTE), 1.0);
        assert_eq!(standing(Score::ProvenLoss, BYTE), -1.0);
        assert_eq!(standing(Score::Points(0), BYTE), 0.0);
        let clearly = standing(Score::Points(BYTE.clear), BYTE);
        assert!((0.55..0.65).contains(&clearly), "{clearly}");
        assert_eq!(standing(Score::Points(-BYTE.clear), BYTE), -clearly);
        assert!(standing(Score::Points(BYTE.winning), BYTE) > 0.9);
    }

    #[test]
    fn a_move_that_hands_over_a_stack_is_a_blunder() {
        // Even before; after it, the opponent has a stack more (the evaluation's STACK_WON).
        let before = seen("d2-e3", Score::Points(40));
        assert_eq!(judge(&before, "b2-a3", Score::Points(40 - 1_000), BYTE), Verdict::Blunder);
        assert_eq!(judge(&before, "b2-a3", Score::Points(40 - 500), BYTE), Verdict::Mistake);
        assert_eq!(judge(&before, "b2-a3", Score::Points(40 - 250), BYTE), Verdict::Inaccuracy);
        assert_eq!(judge(&before, "b2-a3", Score::Points(40 - 100), BYTE), Verdict::Good);
    }

    #[test]
    fn the_searchs_own_move_or_one_as_good_is_best_and_a_win_given_up_is_said() {
        let won = seen("d2-e3", Score::WinIn(5));
        assert_eq!(judge(&won, "d2-e3", Score::WinIn(4), BYTE), Verdict::Best);
        assert_eq!(judge(&won, "b2-a3", Score::WinIn(6), BYTE), Verdict::Best, "another way to win");
        assert_eq!(judge(&won, "b2-a3", Score::Points(2_000), BYTE), Verdict::ThrewAwayWin);
        let even = seen("d2-e3", Score::Points(0));
        assert_eq!(judge(&even, "b2-a3", Score::Points(5), BYTE), Verdict::Best, "better than expected");
        assert_eq!(judge(&even, "b2-a3", Score::LossIn(7), BYTE), Verdict::Blunder);
    }

    #[test]
    fn the_only_move_that_holds_is_said_so_and_only_when_played() {
        let only = Seen { only: true, ..seen("d2-e3", Score::Points(-300)) };
        assert_eq!(judge(&only, "d2-e3", Score::Points(-300), BYTE), Verdict::OnlyMove);
        assert_eq!(judge(&only, "b2-a3", Score::LossIn(6), BYTE), Verdict::Blunder);
        assert_eq!(Verdict::OnlyMove.mark(), Some("!"));
        assert!(!Verdict::OnlyMove.faulty());
    }

    #[test]
    fn accuracy_is_100_for_no_loss_and_falls_with_each_loss() {
        assert_eq!(accuracy(&[]), None);
        let perfect = accuracy(&[0.0, 0.0]).unwrap();
        assert!((perfect - 100.0).abs() < 0.01, "{perfect}");
        let one_blunder = accuracy(&[0.0, 0.0, 0.0, 1.0]).unwrap();
        assert!((70.0..80.0).contains(&one_blunder), "{one_blunder}");
        assert_eq!(accuracy(&[2.0]), Some(0.0), "never below 0");
        assert!(accuracy(&[0.1]).unwrap() > accuracy(&[0.2]).unwrap());
    }

    #[test]
    fn each_verdict_has_its_words_and_only_faults_their_marks() {
        assert_eq!(
            (Verdict::Mistake.counted(1), Verdict::Blunder.counted(3)),
            ("1 mistake".into(), "3 blunders".into())
        );
        for verdict in Verdict::ALL {
            assert!(!verdict.words().is_empty() && !verdict.plural().is_empty());
            assert!(verdict.counted(1).starts_with("1 ") && verdict.counted(2).starts_with("2 "));
            assert_eq!(verdict.faulty(), !matches!(verdict, Verdict::OnlyMove | Verdict::Best | Verdict::Good));
        }
    }
}
