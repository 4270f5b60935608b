//! Games between two bots and what they show: one game from a varied opening, and the tally of
//! many with the score's 95% interval and the Elo difference it means. The arena command
//! (`cargo bench --bench arena`) runs games on every core through these.

use checkerbox_core::ai::bot::{Bot, LimitFor};
use checkerbox_core::rules::{Game, Outcome, Player};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::{AtomicU32, Ordering};

/// A game this long is called a draw, unless the run sets its own cap: some games may go on for
/// ever, and two searches that each think they are ahead can shuffle for hundreds of moves.
pub const MAX_PLIES: usize = 2_000;

/// How a game ended for the first bot (`a`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

/// A player and how long it may think each move.
pub struct Entrant<G: Game> {
    pub bot: Box<dyn Bot<G>>,
    pub limit: LimitFor,
}

impl<G: Game> Entrant<G> {
    pub fn new(bot: Box<dyn Bot<G>>, limit: LimitFor) -> Self {
        Entrant { bot, limit }
    }

    /// Its move, within a fresh limit.
    pub fn choose(&mut self, pos: &G) -> Option<G::Move> {
        let mut limit = (self.limit)();
        self.bot.think(pos, &mut *limit).map(|t| t.best)
    }
}

/// Runs `job` once for each number in `0..count`, on every core, each thread taking the next
/// number as it finishes one (games differ in length); returns how many threads it started.
pub fn on_every_core(count: u32, job: impl Fn(u32) + Sync) -> usize {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicU32::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= count {
                        break;
                    }
                    job(k);
                }
            });
        }
    });
    threads
}

/// The start of a pair's games: `opening` random moves from the start, seeded by `seed`, so that
/// the two games of a pair begin alike.
pub fn opening<G: Game>(options: G::Options, seed: u64, opening: usize) -> G {
    let mut pos = G::new_game(options);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut moves = Vec::new();
    for _ in 0..opening {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        pos.play(moves[rng.random_range(0..moves.len())]);
    }
    pos
}

/// How one game went for the first bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedGame {
    pub score: Score,
    /// Its length: with the clock, this says how long a run of games takes.
    pub plies: usize,
    /// Whether it was stopped at the cap on plies, undecided, and called a draw.
    pub cut_off: bool,
}

/// Plays one game from `start`, `a` as `a_seat` and `b` in the other seat, calling it a draw if
/// it is still undecided after `max_plies`.
pub fn play<G: Game>(
    start: &G,
    a: &mut Entrant<G>,
    b: &mut Entrant<G>,
    a_seat: Player,
    max_plies: usize,
) -> PlayedGame {
    play_watched(start, a, b, a_seat, max_plies, |_, _| {})
}

/// As [`play`], showing `watch` each position and the move chosen there (the fit command keeps
/// what it counts of each position; the arena can list a game's moves).
pub fn play_watched<G: Game>(
    start: &G,
    a: &mut Entrant<G>,
    b: &mut Entrant<G>,
    a_seat: Player,
    max_plies: usize,
    mut watch: impl FnMut(&G, G::Move),
) -> PlayedGame {
    let mut pos = start.clone();
    let mut plies = 0;
    while plies < max_plies && pos.result().is_none() {
        let chosen = if pos.player_of(pos.to_move()) == a_seat { a.choose(&pos) } else { b.choose(&pos) };
        let Some(mv) = chosen else { break };
        watch(&pos, mv);
        pos.play(mv);
        plies += 1;
    }
    let result = pos.result();
    let score = match result.map(|r| r.outcome) {
        Some(Outcome::Win(side)) if pos.player_of(side) == a_seat => Score::Win,
        Some(Outcome::Win(_)) => Score::Loss,
        _ => Score::Draw,
    };
    PlayedGame { score, plies, cut_off: result.is_none() && plies == max_plies }
}

/// Wins, draws and losses of the first bot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn add(&mut self, score: Score) {
        match score {
            Score::Win => self.wins += 1,
            Score::Draw => self.draws += 1,
            Score::Loss => self.losses += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The share of points: a win 1, a draw ½.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// The score's 95% interval (normal approximation over the games' points).
    pub fn interval(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        let s = self.score();
        let squares = (self.wins as f64 + self.draws as f64 / 4.0) / n;
        let spread = 1.96 * ((squares - s * s).max(0.0) / n).sqrt();
        ((s - spread).max(0.0), (s + spread).min(1.0))
    }

    /// The Elo difference the score means, and half its 95% interval (infinite at 0% or 100%).
    pub fn elo(&self) -> (f64, f64) {
        let (low, high) = self.interval();
        (elo(self.score()), (elo(high) - elo(low)) / 2.0)
    }
}

/// How the pairs of games went for the first bot. A pair is two games from one start with the
/// seats swapped, so a split pair (a win and a loss) is one where the same seat won both: the
/// start decided it between these two players, whatever their strength. Where most pairs split,
/// the score says more about the openings than about the players; and where most split pairs
/// went to one seat, the game favours that seat between these two players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pairs {
    pub won_both: u32,
    /// The split pairs, by the seat that won both games: Player One's, then Player Two's.
    pub split: [u32; 2],
    pub lost_both: u32,
    /// Pairs with a draw in them.
    pub drawn: u32,
}

impl Pairs {
    /// From the games' scores in the order they were dealt, games 2n and 2n+1 sharing a start,
    /// the first bot in Player One's seat in game 2n (an unpaired last game is left out).
    pub fn of(scores: &[Score]) -> Pairs {
        let mut pairs = Pairs::default();
        for pair in scores.chunks_exact(2) {
            match (pair[0], pair[1]) {
                (Score::Win, Score::Win) => pairs.won_both += 1,
                (Score::Loss, Score::Loss) => pairs.lost_both += 1,
                (Score::Win, Score::Loss) => pairs.split[0] += 1,
                (Score::Loss, Score::Win) => pairs.split[1] += 1,
                _ => pairs.drawn += 1,
            }
        }
        pairs
    }
}

/// The Elo difference of a score.
pub fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

#[cfg(test)]
mod tests {
    use super::*;
    use checkerbox_core::ai::bot::{RandomBot, UctBot};
    use checkerbox_core::rules::basic::Basic;

    #[test]
    fn the_score_its_interval_and_elo() {
        let even = Tally { wins: 40, draws: 20, losses: 40 };
        assert_eq!(even.score(), 0.5);
        assert!(elo(even.score()).abs() < 1e-9);
        let (low, high) = even.interval();
        assert!((high - 0.5 - (0.5 - low)).abs() < 1e-9 && high - low > 0.1 && high - low < 0.2, "{low} {high}");
        let strong = Tally { wins: 150, draws: 10, losses: 40 };
        assert!((strong.score() - 0.775).abs() < 1e-9);
        let (diff, error) = strong.elo();
        assert!((diff - 215.0).abs() < 2.0 && error > 20.0 && error < 80.0, "{diff} ± {error}");
        assert_eq!(Tally { wins: 10, draws: 0, losses: 0 }.elo().0, f64::INFINITY);
    }

    #[test]
    fn pairs_are_counted_by_how_their_two_games_went() {
        use Score::*;
        let scores = [Win, Win, Win, Loss, Loss, Win, Loss, Loss, Draw, Win, Loss, Draw, Win];
        let pairs = Pairs::of(&scores);
        assert_eq!(pairs, Pairs { won_both: 1, split: [1, 1], lost_both: 1, drawn: 2 }, "the last game has no pair");
        let seconds = Pairs::of(&[Loss, Win, Loss, Win, Win, Loss]);
        assert_eq!(seconds.split, [1, 2], "Player Two's seat won two pairs, Player One's one");
    }

    #[test]
    fn a_game_is_the_same_for_the_same_seeds_and_colours_alternate() {
        let limit = || -> LimitFor { Box::new(|| Box::new(50u64)) };
        let game = |seat| {
            let mut a = Entrant::new(Box::new(UctBot::new(1)), limit());
            let mut b = Entrant::new(Box::new(RandomBot::new(2)), limit());
            play(&opening::<Basic>(Default::default(), 9, 4), &mut a, &mut b, seat, MAX_PLIES)
        };
        let played = game(Player::One);
        assert_eq!(game(Player::One), played, "the same result in as many plies");
        // Basic ends when a side has borne off its 12 checkers, 84 moves (steps and bearings
        // off) from the start: a game from a 4-move opening has at least 80 plies left.
        assert!(played.plies >= 80 && !played.cut_off, "{played:?}");
        let mut tally = Tally::default();
        tally.add(played.score);
        tally.add(game(Player::Two).score);
        assert_eq!(tally.games(), 2);
    }

    #[test]
    fn every_job_runs_once() {
        let done: Vec<AtomicU32> = (0..50).map(|_| AtomicU32::new(0)).collect();
        let threads = on_every_core(50, |k| {
            done[k as usize].fetch_add(1, Ordering::Relaxed);
        });
        assert!(threads >= 1);
        assert!(done.iter().all(|d| d.load(Ordering::Relaxed) == 1));
    }

    #[test]
    fn a_game_still_undecided_at_the_cap_is_a_draw_cut_off() {
        let limit = || -> LimitFor { Box::new(|| Box::new(50u64)) };
        let mut a = Entrant::new(Box::new(UctBot::new(1)), limit());
        let mut b = Entrant::new(Box::new(RandomBot::new(2)), limit());
        let played = play(&opening::<Basic>(Default::default(), 9, 4), &mut a, &mut b, Player::One, 10);
        assert_eq!(played, PlayedGame { score: Score::Draw, plies: 10, cut_off: true });
    }
}
