//! A search's score as the page reads it: [`Score`], decoded here alone from the raw `i32` that
//! the search and the players work with ([`search::WIN`] for a proof, `WIN` less the plies to a
//! win the search found, else the game's evaluation); and the [`Margins`] by which a game says
//! how far ahead its evaluation's points put a side.

use super::search::{self, FARTHEST_WIN, WIN};
use crate::rules::{Outcome, Side};

/// What a search made of a position, to the side it is told to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The game's solver proved that this side wins with best play, however long the game still
    /// goes.
    ProvenWin,
    /// The solver proved that this side loses against best play.
    ProvenLoss,
    /// The search found a win for this side within this many plies (both sides' moves).
    WinIn(u32),
    /// The search found that this side loses within this many plies against best play.
    LossIn(u32),
    /// The game's evaluation, in its own points: more is better for this side.
    Points(i32),
}

impl Score {
    /// The score a raw `i32` of the search or of a player says. Any value is read (the page reads
    /// it from the worker): past `WIN` is a proof too.
    pub fn from_raw(raw: i32) -> Score {
        match raw {
            r if r >= WIN => Score::ProvenWin,
            r if r <= -WIN => Score::ProvenLoss,
            r if search::is_decisive(r) && r > 0 => Score::WinIn((WIN - r) as u32),
            r if search::is_decisive(r) => Score::LossIn((WIN + r) as u32),
            r => Score::Points(r),
        }
    }

    /// The score of a position the rules ended, to `to_move`, its side to move: a win is proved.
    pub fn ended(outcome: Outcome, to_move: Side) -> Score {
        match outcome {
            Outcome::Win(side) if side == to_move => Score::ProvenWin,
            Outcome::Win(_) => Score::ProvenLoss,
            _ => Score::Points(0),
        }
    }

    /// The same score as the other side sees it: the search's own negation of its raw value, so
    /// that a win found in n plies is the other's loss in n, and points change sign.
    pub fn to_other_side(self) -> Score {
        Score::from_raw(-self.raw())
    }

    /// This score, which is `seen_by`'s, as `side` sees it.
    pub fn as_seen_by(self, seen_by: Side, side: Side) -> Score {
        if seen_by == side { self } else { self.to_other_side() }
    }

    /// The raw `i32` that reads back as this score: a found win's plies kept within what the
    /// search can find (1 to [`FARTHEST_WIN`]), and points within the evaluation's range, so that
    /// neither reads back as another kind of score.
    pub fn raw(self) -> i32 {
        let plies = |p: u32| p.clamp(1, FARTHEST_WIN) as i32;
        let most = WIN - FARTHEST_WIN as i32 - 1;
        match self {
            Score::ProvenWin => WIN,
            Score::ProvenLoss => -WIN,
            Score::WinIn(p) => WIN - plies(p),
            Score::LossIn(p) => -WIN + plies(p),
            Score::Points(points) => points.clamp(-most, most),
        }
    }
}

/// How far ahead a game's evaluation points ([`Score::Points`]) put a side, for the page to say
/// in words: from `slight` a side is slightly ahead, from `clear` clearly, from `winning` it is
/// winning. Each game says its own ([`super::Evaluate::MARGINS`]): their points differ by
/// hundreds of times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Margins {
    pub slight: i32,
    pub clear: i32,
    pub winning: i32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raw_score_reads_as_a_proof_a_found_win_or_points() {
        assert_eq!(Score::from_raw(WIN), Score::ProvenWin);
        assert_eq!(Score::from_raw(-WIN), Score::ProvenLoss);
        assert_eq!(Score::from_raw(WIN - 1), Score::WinIn(1));
        assert_eq!(Score::from_raw(-WIN + 3), Score::LossIn(3));
        assert_eq!(Score::from_raw(WIN - FARTHEST_WIN as i32), Score::WinIn(FARTHEST_WIN));
        assert_eq!(Score::from_raw(WIN - FARTHEST_WIN as i32 - 1), Score::Points(WIN - FARTHEST_WIN as i32 - 1));
        assert_eq!(Score::from_raw(0), Score::Points(0));
        assert_eq!(Score::from_raw(-182), Score::Points(-182));
        // Whatever the worker sends.
        assert_eq!(Score::from_raw(i32::MAX), Score::ProvenWin);
        assert_eq!(Score::from_raw(i32::MIN), Score::ProvenLoss);
    }

    #[test]
    fn every_score_reads_back_from_its_raw_value() {
        let scores = [
            Score::ProvenWin,
            Score::ProvenLoss,
            Score::WinIn(1),
            Score::WinIn(FARTHEST_WIN),
            Score::LossIn(2),
            Score::Points(0),
            Score::Points(-2_500),
            Score::Points(40),
        ];
        for score in scores {
            assert_eq!(Score::from_raw(score.raw()), score, "{score:?}");
        }
        for raw in [WIN, -WIN, WIN - 5, -WIN + 70, 0, 1, -1, 12_345] {
            assert_eq!(Score::from_raw(raw).raw(), raw);
        }
        for (score, other) in [
            (Score::ProvenWin, Score::ProvenLoss),
            (Score::WinIn(3), Score::LossIn(3)),
            (Score::Points(-182), Score::Points(182)),
        ] {
            assert_eq!((score.to_other_side(), other.to_other_side()), (other, score));
            assert_eq!(score.as_seen_by(Side::White, Side::Black), other);
            assert_eq!(score.as_seen_by(Side::Black, Side::Black), score);
        }
        // Out of range, a score is kept to its own kind.
        assert_eq!(Score::from_raw(Score::WinIn(0).raw()), Score::WinIn(1));
        assert_eq!(Score::from_raw(Score::LossIn(500).raw()), Score::LossIn(FARTHEST_WIN));
        assert!(matches!(Score::from_raw(Score::Points(i32::MAX).raw()), Score::Points(_)));
        assert!(matches!(Score::from_raw(Score::Points(i32::MIN).raw()), Score::Points(_)));
    }

    #[test]
    fn every_games_margins_rise_from_its_start_to_far_below_a_win() {
        use crate::ai::Evaluate;
        use crate::games::GameId;
        use crate::rules::Game;
        for game in GameId::ALL {
            crate::with_game!(game, |G| {
                let Margins { slight, clear, winning } = G::MARGINS;
                assert!(0 < slight && slight < clear && clear < winning, "{game}");
                assert!(matches!(Score::from_raw(winning * 10), Score::Points(_)), "{game}");
                for options in G::variants() {
                    let start = G::new_game(options);
                    // A dealt start may leave a side slightly ahead, by the plain evaluation (the
                    // master's sees further: Pyle's race).
                    assert!(start.evaluate().abs() < clear, "{game} starts close: {}", start.evaluate());
                }
            });
        }
    }
}
