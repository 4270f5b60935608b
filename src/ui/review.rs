//! A game's review as the play screen holds it: which positions the worker has looked at, which
//! to ask about next, and what its answers make of each move ([`checkerbox_core::review`]): the
//! verdicts, the better moves, the graph's points and each side's summary.

use crate::ui::any_session::AnySession;
use crate::ui::opinion::opinion;
use checkerbox_core::ai::score::{Margins, Score};
use checkerbox_core::review::{self, Seen, Verdict};
use checkerbox_core::rules::Side;
use serde::{Deserialize, Serialize};

/// How many moves of a better line the review says: the first few are what a player follows.
pub const LINE_SHOWN: usize = 5;

/// A position's answer as it is kept: the best move, its line, the raw score, whether it alone
/// holds.
type KeptSeen = (String, Vec<String>, i32, bool);

/// What is kept of a review between visits: the moves of the game it looked at (a revision is
/// only this visit's), and each position's answer.
#[derive(Serialize, Deserialize)]
struct Kept {
    moves: Vec<String>,
    seen: Vec<Option<KeptSeen>>,
}

/// A move of the game, as the review judges it.
#[derive(Clone, Debug, PartialEq)]
struct Move {
    text: String,
    by: Side,
    /// A move chosen on the board: not a forced pass, nor a step of the setup.
    judged: bool,
}

/// The review of one state of a game (its revision): the questions and the answers so far.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub revision: u64,
    margins: Margins,
    /// For each position (after 0 to n moves): its text, when a search there means something.
    asks: Vec<Option<String>>,
    to_move: Vec<Side>,
    moves: Vec<Move>,
    seen: Vec<Option<Seen>>,
    /// The last position's score to its side to move, when the rules ended the game there.
    end: Option<Score>,
}

impl Review {
    /// A review of `game` as it stands, its standings read with `margins`; nothing looked at yet.
    pub fn of(game: &dyn AnySession, margins: Margins) -> Review {
        let history = game.history();
        let n = history.len();
        // A position whose only move the app played (a pass) is worth what the next one is: a
        // search there has nothing to choose, and says nothing.
        let asks = (0..=n)
            .map(|k| {
                let (text, searchable) = game.searchable_at(k);
                (searchable && !history.get(k).is_some_and(|p| p.forced)).then_some(text)
            })
            .collect();
        let moves = history
            .iter()
            .enumerate()
            .map(|(j, p)| Move {
                text: p.text.clone(),
                by: p.by,
                judged: !p.forced && game.setup_step_played(j).is_none(),
            })
            .collect();
        let to_move: Vec<Side> = (0..=n).map(|k| game.to_move_at(k)).collect();
        let end = game.position_outcome().map(|outcome| Score::ended(outcome, to_move[n]));
        Review { revision: game.revision(), margins, asks, to_move, moves, seen: vec![None; n + 1], end }
    }

    /// The next position to ask the worker about, and its text: the last one not answered, so
    /// that a review goes from the game's end back to its start, and each move's verdict, which
    /// the positions after it may change ([`Review::worths`]), is whole when it is shown; none
    /// once every one is answered.
    pub fn next(&self) -> Option<(usize, String)> {
        self.asks.iter().zip(&self.seen).enumerate().rev().find_map(|(k, (ask, seen))| match (ask, seen) {
            (Some(text), None) => Some((k, text.clone())),
            _ => None,
        })
    }

    /// The answers so far, to keep between visits (JSON).
    pub fn kept(&self) -> String {
        let seen = self
            .seen
            .iter()
            .map(|s| s.as_ref().map(|s| (s.best.clone(), s.line.clone(), s.score.raw(), s.only)))
            .collect();
        let moves = self.moves.iter().map(|m| m.text.clone()).collect();
        serde_json::to_string(&Kept { moves, seen }).unwrap_or_default()
    }

    /// Takes up the answers [`Review::kept`] wrote, if they are of this very game (the same
    /// moves): whether they were.
    pub fn take_up(&mut self, kept: &str) -> bool {
        let Ok(kept) = serde_json::from_str::<Kept>(kept) else { return false };
        let same =
            kept.moves.len() == self.moves.len() && kept.moves.iter().zip(&self.moves).all(|(a, b)| *a == b.text);
        if !same || kept.seen.len() != self.seen.len() {
            return false;
        }
        self.seen = kept
            .seen
            .into_iter()
            .map(|s| s.map(|(best, line, raw, only)| Seen { best, line, score: Score::from_raw(raw), only }))
            .collect();
        true
    }

    /// What the worker saw in the position after `k` moves.
    pub fn saw(&mut self, k: usize, seen: Seen) {
        if let Some(slot) = self.seen.get_mut(k) {
            *slot = Some(seen);
        }
    }

    /// Positions looked at, of those to look at.
    pub fn progress(&self) -> (usize, usize) {
        let total = self.asks.iter().filter(|a| a.is_some()).count();
        (self.seen.iter().filter(|s| s.is_some()).count(), total)
    }

    pub fn done(&self) -> bool {
        self.next().is_none()
    }

    /// The score of the position after `k` moves, to `side`: the search's, the result's at the
    /// end, or after a forced pass, the next position's.
    fn score_at(&self, k: usize, side: Side) -> Option<Score> {
        let score = match (&self.seen[k], self.end) {
            (Some(seen), _) => seen.score,
            (None, Some(end)) if k + 1 == self.seen.len() => end,
            _ if self.moves.get(k).is_some_and(|m| !m.judged) && self.asks[k].is_none() => {
                return self.score_at(k + 1, side);
            }
            _ => return None,
        };
        Some(score.as_seen_by(self.to_move[k], side))
    }

    /// Each position's worth, to its side to move, where known: its score ([`Review::score_at`]),
    /// or, where the game went on to show more, the worth of the position after the move played
    /// there, to the side that played it. A position is worth at least the move played from it,
    /// and the position after it was looked at a ply nearer what follows: a blunder's price, once
    /// the opponent takes it, is no longer past the search's horizon. Found in one pass back from
    /// the end, so that the graph, the marks and the summary cost a walk of the game, not its
    /// square; None for a position not seen yet.
    fn worths(&self) -> Vec<Option<Score>> {
        let mut worths: Vec<Option<Score>> = vec![None; self.seen.len()];
        for k in (0..self.seen.len()).rev() {
            let Some(own) = self.score_at(k, self.to_move[k]) else { continue };
            let after =
                worths.get(k + 1).copied().flatten().map(|w| w.as_seen_by(self.to_move[k + 1], self.to_move[k]));
            worths[k] = Some(match after {
                Some(after) if after.raw() > own.raw() => after,
                _ => own,
            });
        }
        worths
    }

    /// The worth of the position after `k` moves ([`Review::worths`]), to `side`.
    fn worth_in(&self, worths: &[Option<Score>], k: usize, side: Side) -> Option<Score> {
        Some(worths.get(k).copied().flatten()?.as_seen_by(self.to_move[k], side))
    }

    /// The verdict on move `j` (from 0), once both positions around it are looked at.
    pub fn verdict(&self, j: usize) -> Option<Verdict> {
        self.verdict_in(&self.worths(), j)
    }

    /// Move `j` where it is judged, with what the search saw before it and the worth of the
    /// position after it to its mover: what its verdict and its loss are read from.
    fn around(&self, worths: &[Option<Score>], j: usize) -> Option<(&Move, &Seen, Score)> {
        let mv = self.moves.get(j).filter(|m| m.judged)?;
        Some((mv, self.seen[j].as_ref()?, self.worth_in(worths, j + 1, mv.by)?))
    }

    fn verdict_in(&self, worths: &[Option<Score>], j: usize) -> Option<Verdict> {
        let (mv, before, after) = self.around(worths, j)?;
        Some(review::judge(before, &mv.text, after, self.margins))
    }

    /// What the mover lost with move `j`.
    fn loss_in(&self, worths: &[Option<Score>], j: usize) -> Option<f64> {
        let (_, before, after) = self.around(worths, j)?;
        Some(review::loss(before.score, after, self.margins))
    }

    /// The better move than move `j`, with its line, where the move was a fault.
    pub fn better(&self, j: usize) -> Option<&Seen> {
        self.better_in(self.verdict(j)?, j)
    }

    /// The better move than move `j`, whose verdict is `verdict`.
    fn better_in(&self, verdict: Verdict, j: usize) -> Option<&Seen> {
        verdict.faulty().then(|| self.seen[j].as_ref()).flatten()
    }

    /// White's standing after `k` moves, from −1 to 1, once known: the graph's point.
    pub fn standing(&self, k: usize) -> Option<f64> {
        self.standing_in(&self.worths(), k)
    }

    fn standing_in(&self, worths: &[Option<Score>], k: usize) -> Option<f64> {
        Some(review::standing(self.worth_in(worths, k, Side::White)?, self.margins))
    }

    /// What the search saw in the position after `k` moves, once it has looked.
    pub fn seen(&self, k: usize) -> Option<&Seen> {
        self.seen.get(k)?.as_ref()
    }

    /// Move `j` (from 0) as it is written, and the side that played it.
    pub fn played(&self, j: usize) -> Option<(&str, Side)> {
        self.moves.get(j).map(|m| (m.text.as_str(), m.by))
    }

    /// What a try of `text` from the position after `j` moves, instead of move `j`, would be:
    /// `after` is the position after it, as its side to move `after_to_move` sees it.
    pub fn judge_try(&self, j: usize, text: &str, after: Score, after_to_move: Side) -> Option<Verdict> {
        let by = self.moves.get(j)?.by;
        Some(review::judge(self.seen(j)?, text, after.as_seen_by(after_to_move, by), self.margins))
    }

    /// Each position's standing for White, where known: the graph's line.
    pub fn standings(&self) -> Vec<Option<f64>> {
        let worths = self.worths();
        (0..self.seen.len()).map(|k| self.standing_in(&worths, k)).collect()
    }

    /// How many of `side`'s moves got each verdict ([`Verdict::ALL`]'s order), and their
    /// accuracy ([`review::accuracy`]).
    pub fn summary(&self, side: Side) -> ([usize; Verdict::ALL.len()], Option<f64>) {
        let mut counts = [0; Verdict::ALL.len()];
        let mut losses = Vec::new();
        let worths = self.worths();
        for (j, _) in self.moves.iter().enumerate().filter(|(_, m)| m.by == side) {
            if let (Some(verdict), Some(loss)) = (self.verdict_in(&worths, j), self.loss_in(&worths, j)) {
                counts[Verdict::ALL.iter().position(|v| *v == verdict).unwrap_or(0)] += 1;
                losses.push(loss);
            }
        }
        (counts, review::accuracy(&losses))
    }

    /// What the computer thinks of the position after `k` moves, in words ([`opinion`]), each
    /// side called by its name in `names` (White's first), with its points when `number`:
    /// "It thinks White is clearly ahead (White +1000)."
    pub fn standing_words(&self, k: usize, names: &[String; 2], number: bool) -> Option<String> {
        let score = self.worth_in(&self.worths(), k, Side::White)?;
        let said = opinion(score, self.margins, &names[0], &names[1], number);
        let mut chars = said.chars();
        Some(chars.next().map(|c| c.to_uppercase().chain(chars).collect::<String>() + ".").unwrap_or_default())
    }

    /// What the review says of move `k` (from 0), played from the position after `k` moves, by
    /// the side called `name`: "White played c3-d4 here: a mistake. Better was e3-f4, then f6-g5
    /// d2-e3." The line is cut after [`LINE_SHOWN`] moves. None before it is judged.
    pub fn move_words(&self, k: usize, name: &str) -> Option<String> {
        let verdict = self.verdict(k)?;
        let played = &self.moves[k].text;
        let mut said = format!("{name} played {played} here: {}.", verdict.words());
        if let Some(better) = self.better_in(verdict, k) {
            said.push_str(&format!(" Better was {}", better.best));
            if better.line.len() > 1 {
                let then: Vec<&str> = better.line[1..].iter().take(LINE_SHOWN - 1).map(String::as_str).collect();
                said.push_str(&format!(", then {}", then.join(" ")));
            }
            // A line cut short ends in an ellipsis, not a full stop as well.
            said.push_str(if better.line.len() > LINE_SHOWN { " \u{2026}" } else { "." });
        }
        Some(said)
    }

    /// The move the review would have played instead of move `k`, where that one was a fault.
    pub fn better_move(&self, k: usize) -> Option<&str> {
        self.better(k).map(|seen| seen.best.as_str())
    }

    /// Each move's verdict, where judged: the move list's marks.
    pub fn verdicts(&self) -> Vec<Option<Verdict>> {
        let worths = self.worths();
        (0..self.moves.len()).map(|j| self.verdict_in(&worths, j)).collect()
    }

    /// The graph of the game as SVG markup, for an `<svg>` of [`Review::graph_box`]: White's
    /// standing after each move, shaded white above the middle and black below; a line where each
    /// fault was played and one at the position `shown`; and a column for each position, named by
    /// `data-k`, that a click goes to. In whole numbers (two units a move, a thousand a unit of
    /// standing), so that no float is formatted.
    pub fn graph(&self, shown: usize) -> String {
        let n = self.seen.len().saturating_sub(1);
        let mut area = String::from("M0,0");
        for (k, y) in self.standings().into_iter().enumerate() {
            if let Some(y) = y {
                area.push_str(&format!(" L{},{}", 2 * k, (-y * 1_000.0).round() as i32));
            }
        }
        area.push_str(&format!(" L{},0 Z", 2 * n));
        let vertical = |class: &str, x: usize| {
            format!(
                r#"<line class="{class}" x1="{x}" x2="{x}" y1="-1000" y2="1000" vector-effect="non-scaling-stroke"/>"#
            )
        };
        let mut svg = format!(
            r#"<defs><clipPath id="white-half"><rect x="-2" y="-1000" width="1000000" height="1000"/></clipPath><clipPath id="black-half"><rect x="-2" y="0" width="1000000" height="1000"/></clipPath></defs><path class="white-ahead" d="{area}" clip-path="url(#white-half)"/><path class="black-ahead" d="{area}" clip-path="url(#black-half)"/><line class="middle" x1="0" x2="{}" y1="0" y2="0" vector-effect="non-scaling-stroke"/>"#,
            2 * n.max(1)
        );
        for (j, verdict) in self.verdicts().into_iter().enumerate() {
            if let Some(v) = verdict.filter(|v| v.faulty()) {
                svg.push_str(&vertical(&format!("fault {}", v.plural().replace(' ', "-")), 2 * (j + 1)));
            }
        }
        svg.push_str(&vertical("shown", 2 * shown));
        for k in 0..=n {
            let title = match k {
                0 => "The start".to_string(),
                1 => "After 1 move".to_string(),
                k => format!("After {k} moves"),
            };
            svg.push_str(&format!(
                r#"<rect class="graph-step" x="{}" y="-1000" width="2" height="2000" data-k="{k}"><title>{title}</title></rect>"#,
                (2 * k as i64) - 1
            ));
        }
        svg
    }

    /// The `viewBox` of [`Review::graph`].
    pub fn graph_box(&self) -> String {
        format!("0 -1000 {} 2000", 2 * self.seen.len().saturating_sub(1).max(1))
    }

    /// Each side's row of the summary: its name from `names` (White's first), its accuracy ("88%")
    /// and its faults in words ("1 inaccuracy, 2 blunders", or "no faults"). Until the review is
    /// done the accuracy is "…": a review goes from the end back, and a mean over the last moves
    /// alone (often a game's worst) would say little of the whole game.
    pub fn summary_rows(&self, names: &[String; 2]) -> [(String, String, String); 2] {
        let done = self.done();
        [Side::White, Side::Black].map(|side| {
            let (counts, accuracy) = self.summary(side);
            let faults: Vec<String> = Verdict::ALL
                .iter()
                .zip(counts)
                .filter(|(v, n)| v.faulty() && *n > 0)
                .map(|(v, n)| v.counted(n))
                .collect();
            let accuracy = match accuracy {
                _ if !done => "\u{2026}".to_string(),
                Some(a) => format!("{}%", a.round() as u32),
                None => "\u{2013}".to_string(),
            };
            let faults = if faults.is_empty() { "no faults".to_string() } else { faults.join(", ") };
            (names[side.index()].clone(), accuracy, faults)
        })
    }

    /// The moves of `side` that were faults, in order: where "learn from your mistakes" and the
    /// summary's links go.
    pub fn faults(&self, side: Side) -> Vec<usize> {
        let verdicts = self.verdicts();
        (0..self.moves.len())
            .filter(|&j| self.moves[j].by == side && verdicts[j].is_some_and(Verdict::faulty))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use checkerbox_core::ai::Evaluate;
    use checkerbox_core::rules::byte::Byte;
    use checkerbox_core::rules::{Game, Outcome};
    use checkerbox_core::session::{Seat, Session};

    const MARGINS: Margins = <Byte as Evaluate>::MARGINS;

    fn byte(moves: usize) -> Session<Byte> {
        let mut session = Session::new(Byte::new_game(Default::default()), [Seat::Person; 2]);
        for _ in 0..moves {
            let mv = session.legal_moves()[0];
            session.play(mv).unwrap();
        }
        session
    }

    fn seen(best: &str, points: i32) -> Seen {
        Seen { best: best.into(), line: vec![best.into()], score: Score::Points(points), only: false }
    }

    #[test]
    fn each_position_is_asked_about_once_from_the_end_back() {
        let game = byte(2);
        let mut review = Review::of(&game, MARGINS);
        assert_eq!(review.progress(), (0, 3));
        let (k, text) = review.next().unwrap();
        assert_eq!((k, text), (2, game.position_at(2).position_text()));
        review.saw(2, seen("x", 0));
        assert_eq!(review.next().map(|n| n.0), Some(1));
        review.saw(1, seen("y", 0));
        assert_eq!(review.verdict(1), Some(Verdict::Best), "a verdict as soon as its position is seen");
        review.saw(0, seen("z", 0));
        assert!(review.done() && review.progress() == (3, 3));
    }

    #[test]
    fn a_review_kept_is_taken_up_by_the_same_game_only() {
        let game = byte(2);
        let mut review = Review::of(&game, MARGINS);
        review.saw(0, seen("d2-e3", 0));
        review.saw(1, Seen { score: Score::WinIn(3), only: true, ..seen("f6-g5", 0) });
        let kept = review.kept();
        let mut again = Review::of(&game, MARGINS);
        assert!(again.take_up(&kept));
        assert_eq!((again.clone(), again.progress()), (review.clone(), (2, 3)));
        assert!(!Review::of(&byte(3), MARGINS).take_up(&kept), "another game");
        for bad in ["", "{", r#"{"moves":[],"seen":[null]}"#] {
            assert!(!Review::of(&game, MARGINS).take_up(bad), "{bad}");
        }
    }

    #[test]
    fn a_move_is_judged_from_both_sides_of_it_and_summed_up_per_side() {
        let game = byte(2);
        let played: Vec<String> = game.played().iter().map(|p| p.text.clone()).collect();
        let mut review = Review::of(&game, MARGINS);
        // White to move, even; White's move gave Black a stack's worth (to Black, after it).
        review.saw(0, seen("d2-e3", 0));
        assert_eq!(review.verdict(0), None, "not before the position after it is seen");
        review.saw(1, seen("f6-g5", 1_000));
        // Black's move was the search's own.
        review.saw(2, seen("b2-a3", -1_000));
        assert_eq!(review.verdict(0), Some(Verdict::Blunder));
        let better = review.better(0).unwrap();
        assert_eq!(better.best, "d2-e3");
        assert!(review.verdict(1).is_some_and(|v| !v.faulty()), "{played:?}");
        assert_eq!(review.faults(Side::White), vec![0]);
        assert!(review.faults(Side::Black).is_empty());
        let (counts, accuracy) = review.summary(Side::White);
        assert_eq!(counts[Verdict::ALL.iter().position(|v| *v == Verdict::Blunder).unwrap()], 1);
        assert!((20.0..30.0).contains(&accuracy.unwrap()), "{accuracy:?}");
        assert!(review.summary(Side::Black).1.unwrap() > 99.0);
        // White's standing: even, then a stack down (to Black, +1000 after White's move).
        let standings = review.standings();
        assert_eq!(standings[0], Some(0.0));
        assert!(standings[1].unwrap() < -0.5 && standings[2].unwrap() < -0.5, "{standings:?}");
    }

    #[test]
    fn a_price_the_search_saw_only_once_it_was_taken_is_charged_to_the_move_that_paid_it() {
        let game = byte(4);
        let mut review = Review::of(&game, MARGINS);
        // Even; after White's move the search sees Black a little ahead (an inaccuracy).
        review.saw(0, seen("d2-e3", 0));
        review.saw(1, seen("f6-g5", 300));
        assert_eq!(review.verdict(0), Some(Verdict::Inaccuracy));
        // Black's move takes the price: the search now sees White a stack down, and White's next
        // search agrees, so the position after White's move was worth that much to Black.
        review.saw(2, seen("b2-a3", -1_000));
        review.saw(3, seen("g7-h6", 1_000));
        assert_eq!(review.verdict(0), Some(Verdict::Blunder));
        assert!(review.verdict(1).is_some_and(|v| !v.faulty()), "Black's move was worth it");
        assert!(review.standings()[1].unwrap() < -0.5);
        // Where White's search after it sees White even, a loss later is White's later move's.
        let mut review = Review::of(&game, MARGINS);
        for (k, points) in [0, 300, 0, 1_000].into_iter().enumerate() {
            review.saw(k, seen("a1-a1", points));
        }
        assert_eq!((review.verdict(0), review.verdict(2)), (Some(Verdict::Inaccuracy), Some(Verdict::Blunder)));
    }

    #[test]
    fn each_worth_is_its_own_score_or_the_move_played_from_it_back_to_a_position_not_seen() {
        let game = byte(8);
        let mut review = Review::of(&game, MARGINS);
        // Each position's score to its side to move (White at even k); the sixth is not seen yet.
        let points = [0, 300, -700, 200, 900, 0, 0, 400, -50];
        for (k, p) in points.into_iter().enumerate().filter(|(k, _)| *k != 5) {
            review.saw(k, seen("a1-a1", p));
        }
        // Worked back by hand: 7 keeps its 400 (the move played gave up 350 of it); 2 is worth
        // -200, what the move played from it got; 4 has nothing seen after it.
        let worth = [0, 300, -200, 200, 900, 0, 0, 400, -50];
        let white = |k: usize| if k.is_multiple_of(2) { worth[k] } else { -worth[k] };
        let expected: Vec<Option<f64>> =
            (0..9).map(|k| (k != 5).then(|| review::standing(Score::Points(white(k)), MARGINS))).collect();
        assert_eq!(review.standings(), expected);
        assert_eq!(review.verdicts(), (0..8).map(|j| review.verdict(j)).collect::<Vec<_>>());
        assert_eq!(review.standing(2), expected[2]);
    }

    #[test]
    fn the_graph_has_a_column_a_position_its_faults_marked_and_the_summary_its_rows() {
        let game = byte(2);
        let mut review = Review::of(&game, MARGINS);
        review.saw(0, seen("d2-e3", 0));
        review.saw(1, seen("f6-g5", 1_000));
        review.saw(2, seen("b2-a3", -1_000));
        let svg = review.graph(1);
        assert_eq!(svg.matches("class=\"graph-step\"").count(), 3);
        assert_eq!(svg.matches("class=\"fault blunders\"").count(), 1, "{svg}");
        assert!(svg.contains(r#"<line class="shown" x1="2" x2="2""#), "{svg}");
        assert!(svg.contains("M0,0 L0,0 L2,") && !svg.contains('.'), "whole numbers only: {svg}");
        assert_eq!(review.graph_box(), "0 -1000 4 2000");
        let names = ["White".to_string(), "Black".to_string()];
        let [white, black] = review.summary_rows(&names);
        assert_eq!((white.0.as_str(), white.2.as_str()), ("White", "1 blunder"));
        assert_eq!((black.1.as_str(), black.2.as_str()), ("100%", "no faults"));
    }

    #[test]
    fn the_summary_gives_no_accuracy_until_every_position_is_seen() {
        let game = byte(2);
        let mut review = Review::of(&game, MARGINS);
        review.saw(2, seen("b2-a3", -1_000));
        review.saw(1, seen("f6-g5", 1_000));
        let names = ["White".to_string(), "Black".to_string()];
        let [white, black] = review.summary_rows(&names);
        assert_eq!((white.1.as_str(), black.1.as_str()), ("\u{2026}", "\u{2026}"));
        assert_eq!(black.2, "no faults", "the faults found so far are said");
        review.saw(0, seen("d2-e3", 0));
        assert_eq!(review.summary_rows(&names).map(|row| row.1), ["25%".to_string(), "100%".to_string()]);
    }

    #[test]
    fn the_review_says_what_a_move_was_and_what_was_better() {
        let game = byte(2);
        let mut review = Review::of(&game, MARGINS);
        review.saw(
            0,
            Seen {
                best: "d2-e3".into(),
                line: vec!["d2-e3".into(), "f6-g5".into()],
                score: Score::Points(0),
                only: false,
            },
        );
        review.saw(1, seen("f6-g5", 1_000));
        let played = &game.played()[0].text;
        assert_eq!(
            review.move_words(0, "White").unwrap(),
            format!("White played {played} here: a blunder. Better was d2-e3, then f6-g5.")
        );
        assert_eq!(review.better_move(0), Some("d2-e3"));
        let long: Vec<String> = (1..=8).map(|k| format!("m{k}")).collect();
        review.saw(0, Seen { best: "m1".into(), line: long, score: Score::Points(0), only: false });
        assert!(review.move_words(0, "White").unwrap().ends_with("Better was m1, then m2 m3 m4 m5 \u{2026}"));
        let names = ["White".to_string(), "Black".to_string()];
        assert_eq!(review.standing_words(0, &names, false).unwrap(), "It thinks the game is even.");
        assert_eq!(review.standing_words(1, &names, false).unwrap(), "It thinks Black is clearly ahead.");
        assert_eq!(review.standing_words(1, &names, true).unwrap(), "It thinks Black is clearly ahead (Black +1000).");
        assert_eq!(review.move_words(1, "Black"), None, "not judged yet");
        assert_eq!(review.verdicts()[0], Some(Verdict::Blunder));
    }

    #[test]
    fn a_forced_pass_is_not_asked_about_and_is_worth_the_next_position() {
        let link = "start=8x8%20white%20won:0-0%20b2=w%20d2=w%20f2=w%20h2=w%20a3=b%20c3=b%20e3=b%20g3=b%20b4=w%20d4=w%20f4=w%20h4=w%20a5=b%20c5=b%20e5=b%20g5=b%20b6=w%20d6=w%20f6=w%20h6=w%20a7=b%20c7=b%20e7=b%20g7=b&moves=d6-c7;c5-b6;f4-g5;a5-b6;f2-e3;g3-h4;b4-a3;a7-b6;d4-c3;g7-f6;d2-c3;h4:2-g5;h4-g5;e7-f6;c7:2-b6;c7-b6;b2-c3;e5-f6;b6-a5;f6:4-g5;h2-g3;g5-f6;g3-f4;e3-f4;f4-g5;c3-b2;b2:2-a3;b2-a3;a5-b4;b4:6-a3;b4:5-a3;b4-c3;c3-d4;d4-e3;e3-f4;f4:3-g5";
        let shared = checkerbox_core::record::link::read(link, checkerbox_core::games::GameId::Byte).unwrap();
        let game = Session::from_record(shared.record.of::<Byte>().unwrap()).unwrap();
        let forced: Vec<usize> = (0..game.played().len()).filter(|&k| game.played()[k].forced).collect();
        assert!(!forced.is_empty(), "Black passes late in this game");
        let mut review = Review::of(&game, MARGINS);
        // White is winning throughout, as each search says to its side to move.
        while let Some((k, _)) = review.next() {
            assert!(!forced.contains(&k), "position {k}, where a pass is forced, is not asked about");
            let score = if game.position_at(k).to_move() == Side::White { Score::WinIn(9) } else { Score::LossIn(9) };
            review.saw(k, Seen { best: "?".into(), line: Vec::new(), score, only: false });
        }
        for k in forced {
            assert_eq!(review.standing(k), Some(1.0), "worth the next position");
        }
        assert!(review.verdicts().iter().flatten().all(|v| *v == Verdict::Best), "{:?}", review.verdicts());
    }

    #[test]
    fn the_last_move_of_a_game_the_rules_ended_is_judged_by_its_result() {
        // A game of Byte played to its end by the first legal move each time.
        let mut game = Session::new(Byte::new_game(Default::default()), [Seat::Person; 2]);
        while game.result().is_none() {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        let mut review = Review::of(&game, MARGINS);
        let n = game.played().len();
        assert_eq!(review.progress().1, n, "the final position is not asked about");
        while let Some((k, _)) = review.next() {
            review.saw(k, seen("a1-b2", 0));
        }
        let last = (0..n).rev().find(|&j| !game.played()[j].forced).unwrap();
        let winner = match game.result().unwrap().outcome {
            Outcome::Win(side) => side,
            other => panic!("{other:?}"),
        };
        let standing = review.standing(n).unwrap();
        assert_eq!(standing, if winner == Side::White { 1.0 } else { -1.0 });
        if game.played()[last].by == winner {
            assert!(review.verdict(last).is_some_and(|v| !v.faulty()), "the winning move is sound");
        }
    }
}
