//! The analysis board's thinking, as the page holds it: the worker ranks the best moves of the
//! position ([`checkerbox_core::protocol::Task::Analyse`]) within a budget that grows while the
//! player lets it think, each answer replacing the last; and the ranked moves in words.

use crate::ui::number::thousands;
use crate::ui::review::LINE_SHOWN;
use checkerbox_core::ai::score::Score;
use checkerbox_core::protocol::Ranked;

/// The budgets asked for in turn, each answer a deeper look than the one before; the last stays.
pub const BUDGETS: [u64; 4] = [40_000, 200_000, 1_000_000, 5_000_000];

/// The budget to ask for after an answer within `asked`: none after the last.
pub fn next_budget(asked: u64) -> Option<u64> {
    BUDGETS.iter().copied().find(|&b| b > asked)
}

/// The best moves of one position (a revision of the analysis board's game), as far as the
/// worker has looked.
#[derive(Clone, Debug, PartialEq)]
pub struct Top {
    pub revision: u64,
    /// The positions the worker might visit, over all the moves.
    pub budget: u64,
    pub moves: Vec<Ranked>,
}

/// A ranked move in words: its notation, the position's worth with it, and the moves expected
/// after it (cut after [`LINE_SHOWN`] in all, with an ellipsis).
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub text: String,
    pub value: String,
    pub then: String,
}

impl Top {
    /// Each move in words, its worth to the side to move, called `mover`, the other `other`.
    pub fn rows(&self, mover: &str, other: &str) -> Vec<Row> {
        self.moves
            .iter()
            .map(|ranked| {
                let rest = ranked.line.get(1..).unwrap_or_default();
                let mut then = rest.iter().take(LINE_SHOWN - 1).cloned().collect::<Vec<_>>().join(" ");
                if rest.len() > LINE_SHOWN - 1 {
                    then.push_str(" \u{2026}");
                }
                Row {
                    text: ranked.line.first().cloned().unwrap_or_default(),
                    value: value(ranked.score, mover, other),
                    then,
                }
            })
            .collect()
    }

    /// How far the worker looked, in words: "Looked at up to 200,000 positions."
    pub fn depth_words(&self) -> String {
        format!("Looked at up to {} positions.", thousands(self.budget))
    }
}

/// `score`, to the side called `mover`, in a few words: "White +182", "even", "Black wins in 3
/// moves", "White wins (proved)".
pub fn value(score: Score, mover: &str, other: &str) -> String {
    let moves = |plies: u32| {
        let n = plies.div_ceil(2).max(1);
        format!("{n} move{}", if n == 1 { "" } else { "s" })
    };
    match score {
        Score::ProvenWin => format!("{mover} wins (proved)"),
        Score::ProvenLoss => format!("{other} wins (proved)"),
        Score::WinIn(plies) => format!("{mover} wins in {}", moves(plies)),
        Score::LossIn(plies) => format!("{other} wins in {}", moves(plies)),
        Score::Points(0) => "even".to_string(),
        Score::Points(p) if p > 0 => format!("{mover} +{p}"),
        Score::Points(p) => format!("{other} +{}", p.unsigned_abs()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_grows_answer_by_answer_and_then_stays() {
        assert_eq!(next_budget(0), Some(BUDGETS[0]));
        assert_eq!(next_budget(BUDGETS[0]), Some(BUDGETS[1]));
        assert_eq!(next_budget(BUDGETS[3]), None);
    }

    #[test]
    fn each_move_is_said_with_its_worth_and_its_line() {
        let line = |moves: &[&str]| moves.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        let top = Top {
            revision: 3,
            budget: 1_000_000,
            moves: vec![
                Ranked { line: line(&["c3-d4", "f6-e5", "d4:2-e5"]), score: Score::WinIn(5) },
                Ranked {
                    line: line(&["a3-b4", "b6-a5", "b4-c5", "d6-b4", "a3-b4", "h6-g5"]),
                    score: Score::Points(-40),
                },
                Ranked { line: line(&["e3-f4"]), score: Score::Points(0) },
            ],
        };
        let rows = top.rows("White", "Black");
        assert_eq!(
            rows[0],
            Row { text: "c3-d4".into(), value: "White wins in 3 moves".into(), then: "f6-e5 d4:2-e5".into() }
        );
        assert_eq!((rows[1].value.as_str(), rows[1].then.as_str()), ("Black +40", "b6-a5 b4-c5 d6-b4 a3-b4 \u{2026}"));
        assert_eq!((rows[2].value.as_str(), rows[2].then.as_str()), ("even", ""));
        assert_eq!(top.depth_words(), "Looked at up to 1,000,000 positions.");
        assert_eq!(value(Score::ProvenLoss, "White", "Black"), "Black wins (proved)");
        assert_eq!(value(Score::LossIn(1), "White", "Black"), "Black wins in 1 move");
    }
}
