//! Players as values behind one trait, so that the arena, the worker and the tests play any of
//! them alike: the alpha-beta search with each game's evaluation (plain, or tuned and keeping its
//! table between moves), a beginner who weighs its moves and sometimes takes a worse one, and two
//! yardsticks that know nothing of any game, a plain UCT player (UCB1, uniformly random playouts)
//! and a random player. How long a player thinks is given with each move ([`Limit`]); for a given
//! seed and a limit in positions, every player is deterministic.

use super::playout::{PLAYOUT_PLIES, random_playout};
use super::search::{self, Limit, TranspositionTable, Tuning, is_decisive, root_scores};
use super::{Evaluate, Proof};
use crate::rules::{Game, Outcome, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A move a player chose, and what it thought of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought<M> {
    pub best: M,
    /// The position's worth to the mover as the search sees it ([`search::WIN`] for a win);
    /// `None` from a player that does not score positions.
    pub score: Option<i32>,
    /// Deepest full search, in plies.
    pub depth: u32,
    /// Positions visited (or playouts played).
    pub nodes: u64,
    /// The moves it expects, `best` first.
    pub line: Vec<M>,
    /// The game's solver proved that `best` wins, whatever the opponent does.
    pub proven: bool,
}

impl<M: Copy> Thought<M> {
    /// A move chosen without looking ahead.
    fn bare(best: M, nodes: u64) -> Thought<M> {
        Thought { best, score: None, depth: 0, nodes, line: vec![best], proven: false }
    }
}

/// A player of `G`.
pub trait Bot<G: Game> {
    /// What the arena calls it: "alpha-beta", "uct".
    fn name(&self) -> String;

    /// A legal move for the side to move, thought over within `limit`; `None` only when the
    /// game is over.
    fn think(&mut self, pos: &G, limit: &mut dyn Limit) -> Option<Thought<G::Move>>;
}

/// How a player's thinking is limited: made afresh for each move.
pub type LimitFor = Box<dyn Fn() -> Box<dyn Limit> + Send>;

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

    fn think(&mut self, pos: &G, _limit: &mut dyn Limit) -> Option<Thought<G::Move>> {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        (!moves.is_empty()).then(|| Thought::bare(moves[self.rng.random_range(0..moves.len())], 0))
    }
}

/// The share of a move's budget a solver's proof may take, one part in this many, for a player
/// that forgets its solver after each move: its proof, tried too early (most of the game, where
/// it cannot finish), costs the search little.
const PROOF_SHARE: u64 = 20;
/// The same for a player keeping its solver: each try goes on where the last one stopped, so a
/// proof too big for one move is found over several, and once found the game is played exactly.
const KEPT_PROOF_SHARE: u64 = 2;

/// The alpha-beta search with the game's evaluation ([`super::search`]), after a try of the
/// game's exact solver where it has one ([`Evaluate::prove`]).
pub struct AlphaBetaBot<G: Evaluate> {
    rng: SmallRng,
    name: String,
    tuning: Tuning,
    /// Kept between moves, when the player keeps it; else each move starts afresh.
    table: Option<TranspositionTable<G::Move>>,
    /// The solver, when the player keeps it between moves (and between the slices of one move).
    solver: Option<G::Solver>,
    /// The strong player's UCT, for the positions its evaluation cannot judge
    /// ([`Evaluate::judged_by_playouts`]).
    playouts: Option<UctBot<G::Move>>,
    /// The position last found to have no move the solver settles: proven lost with no
    /// resistance found, or, for a player that forgets its solver, no win proven in its one try.
    /// A move thought over a slice at a time (the worker's) then goes straight to the search in
    /// its later slices.
    no_win: Option<u64>,
}

impl<G: Evaluate> AlphaBetaBot<G> {
    /// The plain search ([`Tuning::PLAIN`]), with a fresh table each move: the app's middle
    /// levels, and (at the hard level's budget) the arena's fixed yardstick.
    pub fn plain(name: &str, seed: u64) -> Self {
        AlphaBetaBot {
            rng: SmallRng::seed_from_u64(seed),
            name: name.into(),
            tuning: Tuning::PLAIN,
            table: None,
            solver: None,
            playouts: None,
            no_win: None,
        }
    }

    /// The tuned search, keeping its table and its solver from move to move of one game.
    pub fn strong(name: &str, seed: u64) -> Self {
        AlphaBetaBot {
            rng: SmallRng::seed_from_u64(seed),
            name: name.into(),
            tuning: Tuning::STRONG,
            table: Some(TranspositionTable::for_nodes(0)),
            solver: Some(G::Solver::default()),
            playouts: Some(UctBot::new(seed)),
            no_win: None,
        }
    }

    /// The move the game's solver settles in `pos`, within this player's share of `limit`: a
    /// proven win; for a player keeping its solver, also the best resistance to a proven loss,
    /// or the one choice the solver left open. `None` when the search is to choose.
    fn proven(&mut self, pos: &G, limit: &dyn Limit) -> Option<Thought<G::Move>> {
        let hash = pos.position_hash();
        if self.no_win == Some(hash) {
            return None;
        }
        let won =
            |best, nodes| Thought { best, score: Some(search::WIN), depth: 0, nodes, line: vec![best], proven: true };
        let Some(kept) = &mut self.solver else {
            // One try, afresh, and only a win taken: the plain player, kept unchanged as the
            // arena's yardstick.
            let (proof, nodes) = pos.prove(&mut G::Solver::default(), limit.remaining_nodes() / PROOF_SHARE);
            let Proof::Win(best) = proof else {
                self.no_win = Some(hash);
                return None;
            };
            return Some(won(best, nodes));
        };
        let budget = limit.remaining_nodes() / KEPT_PROOF_SHARE;
        match pos.prove(kept, budget) {
            (Proof::Win(best), nodes) => Some(won(best, nodes)),
            (Proof::Loss, nodes) => {
                let (resist, more) = pos.resist(kept, budget.saturating_sub(nodes));
                if resist.is_none() {
                    self.no_win = Some(hash);
                }
                let score = Some(-search::WIN);
                resist.map(|best| Thought {
                    best,
                    score,
                    depth: 0,
                    nodes: nodes + more,
                    line: vec![best],
                    proven: false,
                })
            }
            (Proof::Unknown(hope), nodes) => hope.map(|hope| Thought::bare(hope, nodes)),
        }
    }
}

impl<G: Evaluate> Bot<G> for AlphaBetaBot<G> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn think(&mut self, pos: &G, limit: &mut dyn Limit) -> Option<Thought<G::Move>> {
        if let Some(uct) = self.playouts.as_mut().filter(|_| pos.judged_by_playouts()) {
            return uct.think(pos, limit);
        }
        if let Some(settled) = self.proven(pos, limit) {
            return Some(settled);
        }
        let choice = match &mut self.table {
            Some(table) => {
                table.fit(limit.expected_nodes());
                search::search(pos, limit, &mut self.rng, self.tuning, table)
            }
            None => search::choose_move_within(pos, limit, &mut self.rng),
        }?;
        Some(Thought {
            best: choice.best,
            score: Some(choice.score),
            depth: choice.depth,
            nodes: choice.nodes,
            line: choice.line,
            proven: false,
        })
    }
}

/// A beginner: it looks two plies ahead, never misses a win it sees nor walks into a loss it
/// sees, and otherwise often takes its best-looking move but sometimes the second or third, as a
/// person new to a game does. Its mistakes are plausible moves, never random ones.
pub struct BeginnerBot {
    rng: SmallRng,
}

impl BeginnerBot {
    pub fn new(seed: u64) -> Self {
        BeginnerBot { rng: SmallRng::seed_from_u64(seed) }
    }
}

/// How far the beginner looks, in plies.
const BEGINNER_DEPTH: u32 = 2;
/// The chance that the beginner passes over its best-looking move for the next one (and so on).
const BEGINNER_SLIP: f64 = 0.25;

impl<G: Evaluate> Bot<G> for BeginnerBot {
    fn name(&self) -> String {
        "beginner".into()
    }

    fn think(&mut self, pos: &G, limit: &mut dyn Limit) -> Option<Thought<G::Move>> {
        let (mut scored, nodes) = root_scores(pos, BEGINNER_DEPTH, limit);
        // Best first; among equals, as the moves were shuffled.
        for k in (1..scored.len()).rev() {
            scored.swap(k, self.rng.random_range(0..=k));
        }
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let &(top, top_score) = scored.first()?;
        // A win seen is taken; a loss seen is avoided while anything else remains.
        let sensible: Vec<_> = if is_decisive(top_score) {
            vec![(top, top_score)]
        } else {
            scored.into_iter().filter(|&(_, s)| !is_decisive(s)).collect()
        };
        let mut k = 0;
        while k + 1 < sensible.len() && self.rng.random_bool(BEGINNER_SLIP) {
            k += 1;
        }
        let (best, score) = sensible[k];
        Some(Thought { score: Some(score), depth: BEGINNER_DEPTH, ..Thought::bare(best, nodes) })
    }
}

/// Plain UCT: a tree grown one node per playout, children chosen by UCB1, and uniformly random
/// playouts to the end of the game; no knowledge of any game. Its limit counts playouts. Asked
/// again about the same position (the worker's slices of one move), it grows the same tree.
pub struct UctBot<M> {
    rng: SmallRng,
    /// The last position thought over (its hash) and its tree.
    kept: Option<(u64, Vec<Node<M>>)>,
}

impl<M> UctBot<M> {
    pub fn new(seed: u64) -> Self {
        UctBot { rng: SmallRng::seed_from_u64(seed), kept: None }
    }
}

/// The most nodes a UCT tree grows to; past it, playouts go on from its leaves. A node with its
/// lists takes a hundred bytes or more, and the worker on a phone has little memory to spare,
/// while the master placing on a long clock plays far more playouts than this.
const MAX_NODES: usize = 1 << 18;

/// The exploration constant of UCB1 (√2, the textbook value for rewards in 0..1).
const EXPLORATION: f64 = std::f64::consts::SQRT_2;

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

impl<G: Game> Bot<G> for UctBot<G::Move> {
    fn name(&self) -> String {
        "uct".into()
    }

    fn think(&mut self, pos: &G, limit: &mut dyn Limit) -> Option<Thought<G::Move>> {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        match moves.as_slice() {
            [] => return None,
            [only] => return Some(Thought::bare(*only, 0)),
            _ => {}
        }
        let hash = pos.position_hash();
        let mut tree = match self.kept.take() {
            Some((kept, tree)) if kept == hash => tree,
            _ => vec![Node {
                mv: None,
                parent: 0,
                children: Vec::new(),
                untried: moves,
                visits: 0.0,
                reward: 0.0,
                mover: pos.to_move().other(),
            }],
        };
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
            if !tree[node].untried.is_empty() && tree.len() < MAX_NODES {
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
        let best = best.and_then(|&c| tree[c].mv).or_else(|| tree[0].untried.first().copied())?;
        self.kept = Some((hash, tree));
        Some(Thought::bare(best, playouts))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::level::Strength;
    use crate::rules::Phase;
    use crate::with_game;

    /// Every player answers with a legal move in positions along random games of every
    /// two-player variant of every game, within its limit in positions.
    fn legal_answers<G: Evaluate>() {
        let mut bots: Vec<(Box<dyn Bot<G>>, u64)> = vec![
            (Box::new(RandomBot::new(1)), 0),
            (Box::new(UctBot::new(2)), 200),
            (Box::new(BeginnerBot::new(3)), 20_000),
            (Box::new(AlphaBetaBot::plain("plain", 4)), 2_000),
            (Box::new(AlphaBetaBot::strong("strong", 5)), 2_000),
        ];
        let mut rng = SmallRng::seed_from_u64(4);
        let mut moves = Vec::new();
        for options in G::variants() {
            let mut pos = G::new_game(options);
            for _ in 0..40 {
                if pos.result().is_some() {
                    break;
                }
                for (bot, budget) in &mut bots {
                    let mut limit = *budget;
                    let thought = bot.think(&pos, &mut limit).expect("a move while the game goes on");
                    assert!(
                        pos.check_move(thought.best).is_ok(),
                        "{} chose {:?} in {}",
                        bot.name(),
                        thought.best,
                        pos.position_text()
                    );
                    assert!(thought.proven || thought.nodes <= *budget, "{} went over its budget", bot.name());
                    assert_eq!(thought.line.first(), Some(&thought.best));
                    // The expected line is legal from the position on.
                    let mut after = pos.clone();
                    for &mv in &thought.line {
                        assert!(after.check_move(mv).is_ok(), "{}: line {:?}", bot.name(), thought.line);
                        after.play(mv);
                    }
                }
                pos.legal_moves(&mut moves);
                pos.play(moves[rng.random_range(0..moves.len())]);
            }
        }
    }

    /// The strong player's expected line reaches as deep as it looked, also when it thinks again
    /// from its kept table (as the master does, a slice at a time): a position found in the table
    /// does not cut the line short.
    fn full_lines<G: Evaluate>() {
        let mut rng = SmallRng::seed_from_u64(9);
        let mut moves = Vec::new();
        for options in G::variants() {
            let mut bot = AlphaBetaBot::<G>::strong("strong", 6);
            let mut pos = G::new_game(options);
            for _ in 0..8 {
                if pos.result().is_some() || pos.judged_by_playouts() {
                    break;
                }
                for budget in [10_000u64, 10_000, 20_000] {
                    let mut limit = budget;
                    let thought = bot.think(&pos, &mut limit).expect("a move while the game goes on");
                    // (Setup moves are chosen among a sample, not searched move by move.)
                    if thought.proven || thought.score.is_some_and(search::is_decisive) || pos.phase() != Phase::Play {
                        continue;
                    }
                    let mut end = pos.clone();
                    let mut reached = 0;
                    for &mv in &thought.line {
                        if end.result().is_some() {
                            break;
                        }
                        end.play(mv);
                        reached += 1;
                    }
                    // The one exception: a move shown better than the best at the last depth,
                    // whose full search ran out of positions, is played with no line beyond it.
                    assert!(
                        reached >= thought.depth as usize || end.result().is_some() || thought.line.len() == 1,
                        "{}: a line of {} ({:?}) at depth {} in {}",
                        G::info().name,
                        thought.line.len(),
                        thought.line,
                        thought.depth,
                        pos.position_text()
                    );
                }
                pos.legal_moves(&mut moves);
                pos.play(moves[rng.random_range(0..moves.len())]);
            }
        }
    }

    #[test]
    fn the_strong_players_line_is_as_deep_as_its_search() {
        for game in GameId::ALL {
            with_game!(game, |G| full_lines::<G>());
        }
    }

    #[test]
    fn every_player_answers_legally_in_every_game() {
        for game in GameId::ALL {
            with_game!(game, |G| legal_answers::<G>());
        }
    }

    /// Plays `games` games of Byte between two players (colours alternating), each thinking
    /// within `budget` positions a move; returns the first one's wins.
    fn wins_at_byte(
        mut a: impl FnMut(u64) -> Box<dyn Bot<Byte>>,
        mut b: impl FnMut(u64) -> Box<dyn Bot<Byte>>,
        games: u64,
        budget: [u64; 2],
    ) -> u64 {
        let mut wins = 0;
        for game in 0..games {
            let mut pos = Byte::new_game(Default::default());
            let a_side = if game.is_multiple_of(2) { Side::White } else { Side::Black };
            let (mut first, mut second) = (a(game), b(game));
            while pos.result().is_none() {
                let (bot, nodes) =
                    if pos.to_move() == a_side { (&mut first, budget[0]) } else { (&mut second, budget[1]) };
                let mut limit = nodes;
                pos.play(bot.think(&pos, &mut limit).unwrap().best);
            }
            wins += (pos.result().unwrap().outcome == Outcome::Win(a_side)) as u64;
        }
        wins
    }

    use crate::rules::byte::Byte;

    #[test]
    fn uct_beats_random_play_at_byte() {
        let wins = wins_at_byte(|g| Box::new(UctBot::new(g)), |g| Box::new(RandomBot::new(g)), 6, [300, 0]);
        assert!(wins >= 5, "UCT won {wins} of 6 against random play");
    }

    #[test]
    fn uct_asked_again_about_a_position_grows_the_same_tree() {
        // 300 playouts in three calls are 300 in one: the same tree and the same move.
        let pos = Byte::new_game(Default::default());
        let (mut once, mut thrice) = (UctBot::new(5), UctBot::new(5));
        let one = Bot::<Byte>::think(&mut once, &pos, &mut 300u64).unwrap();
        let three: Vec<_> = (0..3).map(|_| Bot::<Byte>::think(&mut thrice, &pos, &mut 100u64).unwrap()).collect();
        assert_eq!(three[2].best, one.best);
        assert_eq!(three.iter().map(|t| t.nodes).sum::<u64>(), one.nodes);
        let tree = |bot: &UctBot<_>| bot.kept.as_ref().map(|(_, tree)| (tree.len(), tree[0].visits));
        assert_eq!(tree(&thrice), tree(&once));
    }

    #[test]
    fn the_beginner_beats_random_play_and_loses_to_the_easy_level() {
        let wins = wins_at_byte(|g| Box::new(BeginnerBot::new(g)), |g| Box::new(RandomBot::new(g)), 20, [20_000, 0]);
        assert!(wins >= 15, "the beginner won {wins} of 20 against random play");
        let easy = Strength::Easy.budget().unwrap();
        let wins = wins_at_byte(|g| Strength::Easy.player(g), |g| Box::new(BeginnerBot::new(g)), 10, [easy, 20_000]);
        assert!(wins >= 7, "the easy level won {wins} of 10 against the beginner");
    }

    #[test]
    fn the_beginner_sometimes_takes_a_worse_looking_move() {
        // In a game under way, over many seeds, it does not always play its best-looking move.
        let mut pos = Byte::new_game(Default::default());
        random_playout(&mut pos, &mut SmallRng::seed_from_u64(8), &mut Vec::new(), 12);
        let (scored, _) = root_scores(&pos, BEGINNER_DEPTH, u64::MAX);
        let top = scored.iter().map(|s| s.1).max().unwrap();
        let slips = (0..40)
            .filter(|&seed| {
                let best = BeginnerBot::new(seed).think(&pos, &mut { u64::MAX }).unwrap().best;
                scored.iter().any(|&(mv, s)| mv == best && s < top)
            })
            .count();
        assert!((3..30).contains(&slips), "{slips} slips in 40");
    }

    #[test]
    fn the_strong_search_keeps_its_table_and_finds_as_good_a_move() {
        let mut pos = Byte::new_game(Default::default());
        let mut strong = AlphaBetaBot::<Byte>::strong("strong", 1);
        let mut plain = AlphaBetaBot::<Byte>::plain("plain", 1);
        let mut kept = 0;
        for _ in 0..6 {
            let s = strong.think(&pos, &mut 50_000u64).unwrap();
            let p = plain.think(&pos, &mut 50_000u64).unwrap();
            // At equal positions the tuned search looks at least as deep.
            assert!(s.depth + 1 >= p.depth, "strong {} plain {}", s.depth, p.depth);
            let table = strong.table.as_ref().expect("the strong player keeps a table");
            assert_eq!(table.remembered(pos.position_hash()), Some(s.best));
            pos.play(s.best);
            // The reply it expected: what it learnt of the position after it is there for its
            // next move, and with no time at all, it plays the move it found then.
            let Some(&reply) = s.line.get(1) else { break };
            pos.play(reply);
            let known = strong.table.as_ref().unwrap().remembered(pos.position_hash());
            if let Some(known) = known {
                kept += 1;
                assert_eq!(strong.think(&pos, &mut 0u64).unwrap().best, known);
            }
        }
        assert!(kept >= 3, "the table knew {kept} of the positions it expected");
    }

    /// What the master learns on the person's time (the page asks it to think over the person's
    /// position, [`crate::session::Session::ponders`]) is in its table for its own move: after
    /// the reply it expected, within the same positions, it looks at least as deep as a master
    /// that waited, and in at least half of them deeper; a win or loss it had seen, it sees
    /// again in fewer positions. Returns how many of the answers were deeper, and how many could be.
    fn pondering_pays<G: Evaluate>() -> (u32, u32) {
        let mut rng = SmallRng::seed_from_u64(12);
        let mut moves = Vec::new();
        let (mut deeper, mut searched) = (0, 0);
        let options = G::variants().into_iter().find(|o| G::new_game(*o).phase() == Phase::Play).unwrap();
        let mut pos = G::new_game(options);
        for _ in 0..8 {
            random_playout(&mut pos, &mut rng, &mut moves, 3);
            let mut pondered = AlphaBetaBot::<G>::strong("pondered", 1);
            let Some(expected) = pondered.think(&pos, &mut 200_000u64) else { break };
            let mut after = pos.clone();
            after.play(expected.best);
            let mut waited = AlphaBetaBot::<G>::strong("waited", 1);
            let (Some(p), Some(w)) = (pondered.think(&after, &mut 60_000u64), waited.think(&after, &mut 60_000u64))
            else {
                break;
            };
            let settled = |t: &Thought<G::Move>| t.proven || t.score.is_some_and(is_decisive);
            if settled(&w) {
                assert!(settled(&p) && p.nodes <= w.nodes, "{}: {p:?} {w:?}", after.position_text());
            } else {
                assert!(p.depth >= w.depth, "{}: {p:?} {w:?}", after.position_text());
                searched += 1;
                deeper += u32::from(p.depth > w.depth);
            }
        }
        (deeper, searched)
    }

    #[test]
    fn thinking_on_the_persons_time_lets_the_master_look_deeper() {
        // (Sight Reduction's solver settles most of its positions.)
        let counts = GameId::ALL.map(|game| with_game!(game, |G| pondering_pays::<G>()));
        let (deeper, searched) = counts.iter().fold((0, 0), |(d, s), c| (d + c.0, s + c.1));
        assert!(searched >= 20 && 2 * deeper >= searched, "deeper in (of) {counts:?}");
    }
}
