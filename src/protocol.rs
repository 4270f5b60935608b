//! Messages between the page and the AI worker, and the worker's whole job ([`answer`]), kept
//! here so that it is native code with native tests; the worker binary only passes JSON through.

use crate::ai::Evaluate;
use crate::ai::search::choose_move;
use crate::games::GameId;
use crate::with_game;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// What the worker says once it listens: messages sent before that could be lost, so the page
/// holds its question until it hears this.
pub const READY: &str = "ready";

/// The page asks: "in this position of this game, what would you play?"
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u64,
    /// [`crate::rules::GameInfo::id`].
    pub game: String,
    /// The position as the game serialises it.
    pub position: serde_json::Value,
    /// Positions the search may visit.
    pub budget: u64,
}

/// The worker answers with a move in the game's notation, or says what was wrong.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u64,
    pub outcome: Result<Answer, String>,
}

/// A move and how hard the computer looked for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The move in the game's notation.
    pub text: String,
    /// Deepest full search, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// Answers one request (given as JSON) with a reply. Never panics on bad input.
pub fn answer(request: &str, rng: &mut impl Rng) -> Reply {
    let request: Request = match serde_json::from_str(request) {
        Ok(r) => r,
        Err(e) => return Reply { id: 0, outcome: Err(format!("unreadable request: {e}")) },
    };
    let outcome = match request.game.parse::<GameId>() {
        Ok(game) => with_game!(game, |G| think::<G>(&request, rng), else Err(format!("no computer player for {game}"))),
        Err(unknown) => Err(unknown.to_string()),
    };
    Reply { id: request.id, outcome }
}

fn think<G: Evaluate>(request: &Request, rng: &mut impl Rng) -> Result<Answer, String> {
    let pos: G = serde_json::from_value(request.position.clone()).map_err(|e| format!("unreadable position: {e}"))?;
    let choice = choose_move(&pos, request.budget, rng).ok_or("the game is over")?;
    Ok(Answer { text: pos.move_text(choice.best), depth: choice.depth, nodes: choice.nodes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn ask(game: &str, position: serde_json::Value) -> Reply {
        let request = Request { id: 7, game: game.into(), position, budget: 20_000 };
        answer(&serde_json::to_string(&request).unwrap(), &mut SmallRng::seed_from_u64(1))
    }

    #[test]
    fn every_playable_game_answers_a_legal_move_in_notation() {
        for game in GameId::playable_games() {
            with_game!(game, |G| {
                for options in G::variants() {
                    let start = G::new_game(options);
                    let reply = ask(game.id(), serde_json::to_value(G::new_game(options)).unwrap());
                    assert_eq!(reply.id, 7);
                    let answer = reply.outcome.expect("a move");
                    assert!(start.parse_move(&answer.text).is_ok(), "{game}: {} is legal", answer.text);
                    assert!(answer.depth >= 1 && answer.nodes <= 20_000, "{answer:?}");
                }
            }, else unreachable!());
        }
    }

    #[test]
    fn bad_requests_get_a_reason_not_a_panic() {
        for garbage in ["", "{", "null", "[1,2]", "{\"id\":1}"] {
            assert!(answer(garbage, &mut SmallRng::seed_from_u64(1)).outcome.is_err(), "{garbage}");
        }
        assert!(ask("chess", serde_json::json!({})).outcome.unwrap_err().contains("chess"));
        for game in GameId::ALL {
            let why = ask(game.id(), serde_json::json!({"stacks": {"c3": "wwwwwwwww"}})).outcome.unwrap_err();
            assert!(why.contains("unreadable position") || why.contains("no computer player"), "{game}: {why}");
        }
    }
}
