//! What the computer thinks of a position, in words: who is ahead and by how much as the game's
//! own evaluation counts ([`Margins`]: slightly, clearly, winning), or the win it found or
//! proved; the evaluation's points only when asked for.

use checkerbox_core::ai::Evaluate;
use checkerbox_core::ai::score::{Margins, Score};
use checkerbox_core::games::GameId;
use checkerbox_core::with_game;

/// How far ahead `game`'s evaluation points put a side.
pub fn margins(game: GameId) -> Margins {
    with_game!(game, |G| <G as Evaluate>::MARGINS)
}

/// What `score` says, in words: the score is to the side named `name`, the other side is
/// `other`, and `margins` read its points. With `number`, the points follow, to the side ahead:
/// "it thinks White is slightly ahead (White +182)".
pub fn opinion(score: Score, margins: Margins, name: &str, other: &str, number: bool) -> String {
    let found = |winner: &str, plies: u32| {
        let moves = plies.div_ceil(2).max(1);
        format!("it sees a win for {winner} within {moves} move{}", if moves == 1 { "" } else { "s" })
    };
    let points = match score {
        // The solver's proof: the result with best play, however long the game still goes.
        Score::ProvenWin => return format!("it has proved that {name} wins with best play"),
        Score::ProvenLoss => return format!("it has proved that {other} wins with best play"),
        Score::WinIn(plies) => return found(name, plies),
        Score::LossIn(plies) => return found(other, plies),
        Score::Points(points) => points,
    };
    let ahead = if points > 0 { name } else { other };
    let lead = points.unsigned_abs();
    let at_least = |margin: i32| lead >= margin.unsigned_abs();
    let words = if at_least(margins.winning) {
        format!("it thinks {ahead} is winning")
    } else if at_least(margins.clear) {
        format!("it thinks {ahead} is clearly ahead")
    } else if at_least(margins.slight) {
        format!("it thinks {ahead} is slightly ahead")
    } else {
        "it thinks the game is even".to_string()
    };
    match (number, lead) {
        (false, _) => words,
        (true, 0) => words + " (0)",
        (true, lead) => format!("{words} ({ahead} +{lead})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MARGINS: Margins = Margins { slight: 100, clear: 300, winning: 800 };

    fn said(score: Score) -> String {
        opinion(score, MARGINS, "White", "Black", false)
    }

    #[test]
    fn points_say_who_is_ahead_and_how_far_by_the_games_margins() {
        assert_eq!(said(Score::Points(0)), "it thinks the game is even");
        assert_eq!(said(Score::Points(99)), "it thinks the game is even");
        assert_eq!(said(Score::Points(-99)), "it thinks the game is even");
        assert_eq!(said(Score::Points(100)), "it thinks White is slightly ahead");
        assert_eq!(said(Score::Points(-182)), "it thinks Black is slightly ahead");
        assert_eq!(said(Score::Points(300)), "it thinks White is clearly ahead");
        assert_eq!(said(Score::Points(-799)), "it thinks Black is clearly ahead");
        assert_eq!(said(Score::Points(800)), "it thinks White is winning");
        assert_eq!(said(Score::Points(i32::MIN)), "it thinks Black is winning");
    }

    #[test]
    fn the_number_is_said_only_when_asked_for_to_the_side_ahead() {
        let with_number = |points| opinion(Score::Points(points), MARGINS, "White", "Black", true);
        assert_eq!(with_number(182), "it thinks White is slightly ahead (White +182)");
        assert_eq!(with_number(-1_500), "it thinks Black is winning (Black +1500)");
        assert_eq!(with_number(-12), "it thinks the game is even (Black +12)");
        assert_eq!(with_number(0), "it thinks the game is even (0)");
        // A win has no points to tell.
        let win = opinion(Score::WinIn(3), MARGINS, "White", "Black", true);
        assert_eq!(win, "it sees a win for White within 2 moves");
    }

    #[test]
    fn a_win_found_is_said_in_moves_and_a_proof_as_the_result_with_best_play() {
        assert_eq!(said(Score::WinIn(1)), "it sees a win for White within 1 move");
        assert_eq!(said(Score::WinIn(4)), "it sees a win for White within 2 moves");
        assert_eq!(said(Score::LossIn(5)), "it sees a win for Black within 3 moves");
        assert_eq!(said(Score::ProvenWin), "it has proved that White wins with best play");
        assert_eq!(said(Score::ProvenLoss), "it has proved that Black wins with best play");
    }

    #[test]
    fn each_game_has_its_own_margins() {
        let all: Vec<Margins> = GameId::ALL.into_iter().map(margins).collect();
        // Their points differ by hundreds of times: no one scale would do.
        let slightest = all.iter().map(|m| m.slight).min().unwrap_or_default();
        let widest = all.iter().map(|m| m.slight).max().unwrap_or_default();
        assert!(widest >= 20 * slightest, "{all:?}");
    }
}
