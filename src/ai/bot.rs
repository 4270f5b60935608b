//! Players as values behind one trait, so that the arena, the tests and (later) the worker play any
//! of them alike: today's alpha-beta search with each game's evaluation, and two yardsticks that
//! know nothing of any game, a plain UCT player (UCB1, uniformly random playouts) and a random
//! player. Each is deterministic for its seed and its limit in positions.

use super::Evaluate;
use super::playout::random_playout;
use super::search::{Limit, choose_move_within};
use crate::rules::{Game, Outcome, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A player of `G`.
pub trait Bot<G: Game> {
    /// What the arena calls it: "alpha-beta", "uct".
    fn name(&self) -> String;

    /// A legal move for the side to move; `None` only when the game is over.
    fn choose(&mut self, pos: &G) -> Option<G::Move>;
}

/// How a bot's thinking is limited: made afresh for each move.
pub type LimitFor = Box<dyn Fn() -> Box<dyn Limit> + Send>;

impl Limit for Box<dyn Limit> {
    fn reached(&mut self, nodes: u64) -> bool {
        (**self).reached(nodes)
    }

    fn expected_nodes(&self) -> u64 {
        (**self).expected_nodes()
    }
}

/// Uniformly random legal moves.
pub struct RandomBot {
    rng: SmallRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot { rng: SmallRng::seed_from_u64(seed) }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, pos: &G) -> Option<G::Move> {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        (!moves.is_empty()).then(|| moves[self.rng.random_range(0..moves.len())])
    }
}

/// The alpha-beta search with the game's evaluation ([`super::search`]).
pub struct AlphaBetaBot {
    rng: SmallRng,
    limit: LimitFor,
    name: String,
}

impl AlphaBetaBot {
    pub fn new(name: &str, seed: u64, limit: LimitFor) -> Self {
        AlphaBetaBot { rng: SmallRng::seed_from_u64(seed), limit, name: name.into() }
    }
}

impl<G: Evaluate> Bot<G> for AlphaBetaBot {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, pos: &G) -> Option<G::Move> {
        choose_move_within(pos, (self.limit)(), &mut self.rng).map(|c| c.best)
    }
}

/// Plain UCT: a tree grown one node per playout, children chosen by UCB1, and uniformly random
/// playouts to the end of the game; no knowledge of any game. Its limit counts playouts.
pub struct UctBot {
    rng: SmallRng,
    limit: LimitFor,
}

impl UctBot {
    pub fn new(seed: u64, limit: LimitFor) -> Self {
        UctBot { rng: SmallRng::seed_from_u64(seed), limit }
    }
}

/// The exploration constant of UCB1 (√2, the textbook value for rewards in 0..1).
const EXPLORATION: f64 = std::f64::consts::SQRT_2;
/// A playout this long is called a draw (games that may go on for ever).
const PLAYOUT_PLIES: usize = 1_000;

struct Node<M> {
    /// The move that led here (none at the root).
    mv: Option<M>,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<M>,
    visits: f64,
    /// Rewards won by the side that made `mv`.
    reward: f64,
    /// The side that made `mv`.
    mover: Side,
}

/// The reward of a finished (or cut off) playout for `side`: 1 for a win, ½ for a draw.
fn reward(outcome: Option<Outcome>, side: Side) -> f64 {
    match outcome {
        Some(Outcome::Win(winner)) if winner == side => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

impl<G: Game> Bot<G> for UctBot {
    fn name(&self) -> String {
        "uct".into()
    }

    fn choose(&mut self, pos: &G) -> Option<G::Move> {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        match moves.as_slice() {
            [] => return None,
            [only] => return Some(*only),
            _ => {}
        }
        let mut tree = vec![Node {
            mv: None,
            parent: 0,
            children: Vec::new(),
            untried: moves,
            visits: 0.0,
            reward: 0.0,
            mover: pos.to_move().other(),
        }];
        let mut limit = (self.limit)();
        let mut scratch = Vec::new();
        let mut playouts = 0;
        while !limit.reached(playouts) {
            playouts += 1;
            // Selection: down the tree by UCB1 while every move of a node has been tried.
            let (mut node, mut state) = (0, pos.clone());
            while tree[node].untried.is_empty() && !tree[node].children.is_empty() {
                let log = tree[node].visits.ln();
                let ucb = |c: &Node<G::Move>| c.reward / c.visits + EXPLORATION * (log / c.visits).sqrt();
                node = *tree[node]
                    .children
                    .iter()
                    .max_by(|&&a, &&b| ucb(&tree[a]).total_cmp(&ucb(&tree[b])))
                    .expect("a node with children");
                state.play(tree[node].mv.expect("a child has its move"));
            }
            // Expansion: one untried move, chosen at random.
            if !tree[node].untried.is_empty() {
                let k = self.rng.random_range(0..tree[node].untried.len());
                let mv = tree[node].untried.swap_remove(k);
                let mover = state.to_move();
                state.play(mv);
                let mut untried = Vec::new();
                state.legal_moves(&mut untried);
                tree.push(Node {
                    mv: Some(mv),
                    parent: node,
                    children: Vec::new(),
                    untried,
                    visits: 0.0,
                    reward: 0.0,
                    mover,
                });
                let child = tree.len() - 1;
                tree[node].children.push(child);
                node = child;
            }
            // Playout, then the result backed up to the root.
            let outcome =
                random_playout(&mut state, &mut self.rng, &mut scratch, PLAYOUT_PLIES).result.map(|r| r.outcome);
            loop {
                let n = &mut tree[node];
                n.visits += 1.0;
                n.reward += reward(outcome, n.mover);
                if node == 0 {
                    break;
                }
                node = n.parent;
            }
        }
        // The most visited move: the most trusted.
        let best = tree[0].children.iter().max_by(|&&a, &&b| tree[a].visits.total_cmp(&tree[b].visits));
        best.and_then(|&c| tree[c].mv).or_else(|| tree[0].untried.first().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::with_game;

    fn nodes(n: u64) -> LimitFor {
        Box::new(move || Box::new(n))
    }

    /// Every bot answers with a legal move in positions along random games of every two-player
    /// variant of every game.
    fn legal_answers<G: Evaluate>() {
        let mut bots: Vec<Box<dyn Bot<G>>> = vec![
            Box::new(RandomBot::new(1)),
            Box::new(UctBot::new(2, nodes(200))),
            Box::new(AlphaBetaBot::new("ab", 3, nodes(2_000))),
        ];
        let mut rng = SmallRng::seed_from_u64(4);
        let mut moves = Vec::new();
        for options in G::variants() {
            let mut pos = G::new_game(options);
            for _ in 0..40 {
                if pos.result().is_some() {
                    break;
                }
                for bot in &mut bots {
                    let mv = bot.choose(&pos).expect("a move while the game goes on");
                    assert!(pos.check_move(mv).is_ok(), "{} chose {mv:?} in {}", bot.name(), pos.position_text());
                }
                pos.legal_moves(&mut moves);
                pos.play(moves[rng.random_range(0..moves.len())]);
            }
        }
    }

    #[test]
    fn every_bot_answers_legally_in_every_game() {
        for game in GameId::ALL {
            with_game!(game, |G| legal_answers::<G>());
        }
    }

    #[test]
    fn uct_beats_random_play_at_byte() {
        use crate::rules::byte::Byte;
        let mut uct_wins = 0;
        for game in 0..6u64 {
            let mut pos = Byte::new_game(Default::default());
            let uct_side = if game.is_multiple_of(2) { Side::White } else { Side::Black };
            let mut uct = UctBot::new(game, nodes(300));
            let mut random = RandomBot::new(game);
            while pos.result().is_none() {
                let mv =
                    if pos.to_move() == uct_side { Bot::<Byte>::choose(&mut uct, &pos) } else { random.choose(&pos) };
                pos.play(mv.unwrap());
            }
            uct_wins += (pos.result().unwrap().outcome == Outcome::Win(uct_side)) as u32;
        }
        assert!(uct_wins >= 5, "UCT won {uct_wins} of 6 against random play");
    }
}
