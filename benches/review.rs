//! The review natively, through the worker's own code ([`Worker::answer`]), as the page asks it:
//! self-play games of each two-player game (the easy level against itself, so that there are
//! faults to find) reviewed at the app's budget ([`review::BUDGET`]) and at `--deep` times it.
//! Prints, per game, the time a position and a whole game take, and how far the app's review
//! agrees with the deep one: the share of moves given the same verdict, and of the deep review's
//! blunders the app's finds too; a long run tells its tally so far every 10 games, on the error
//! stream.
//!
//! ```text
//! cargo bench --bench review [-- --games 50 --plies 40 --deep 20 --game byte --budget 1000000]
//! ```
//!
//! `--budget Q` reviews at Q positions a position in place of the app's budget (and the deep
//! review at `--deep` times Q): how the agreement goes with the budget, before the app's is changed.
//! `--ladder 1,3,10` reviews each game at those multiples of the budget too, each against the one
//! deep review, and prints a line for each: how much more than the app's budget a review needs to
//! find the deep review's blunders.
//!
//! With `--missed`, it prints each of the deep review's blunders that the app's missed, with what
//! each review saw and the positions' texts. `--depths TEXT` (with `--game`) asks about the one
//! position TEXT at 1, 3, 10, 20 and 60 times the budget, and prints how deep each search went,
//! what it made of the position and the line it expects: how much deeper a review must look to
//! see what it missed. With `--show-blunder`, it prints instead the link of the first game whose
//! review at the app's budget finds a blunder (the browser tests' games). `--level L` has another
//! level than the easy one play the games (`beginner` makes blunders in every game); not the
//! master, which is on the clock.

use checkerbox::ui::any_session::AnySession;
use checkerbox::ui::opinion::margins;
use checkerbox::ui::review::Review;
use checkerbox::ui::view::GameView;
use checkerbox_core::ai::Evaluate;
use checkerbox_core::ai::score::Score;
use checkerbox_core::games::GameId;
use checkerbox_core::level::Strength;
use checkerbox_core::protocol::{Answer, Host, Request, Task, Worker};
use checkerbox_core::record::link;
use checkerbox_core::review::{self, Seen, Verdict};
use checkerbox_core::rules::Game;
use checkerbox_core::session::{Seat, Session};
use checkerbox_core::with_game;
use checkerbox_core::words::Words;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::Instant;

struct Options {
    games: u64,
    plies: usize,
    deep: u64,
    budget: u64,
    only: Option<GameId>,
    show_blunder: bool,
    missed: bool,
    depths: Option<String>,
    level: Strength,
    /// The multiples of `budget` the app's review is tried at, each against the one deep review.
    ladder: Vec<u64>,
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1));
    let number = |name: &str, default: u64| value(name).and_then(|v| v.parse().ok()).unwrap_or(default);
    Options {
        games: number("--games", 50),
        plies: number("--plies", 40) as usize,
        deep: number("--deep", 20),
        budget: number("--budget", review::BUDGET),
        only: value("--game").map(|g| g.parse().expect("a game's id: byte, basic, pyle, sight-reduction")),
        show_blunder: args.iter().any(|a| a == "--show-blunder"),
        missed: args.iter().any(|a| a == "--missed"),
        depths: value("--depths").cloned(),
        level: value("--level").map_or(Strength::Easy, |l| {
            Strength::ALL
                .into_iter()
                .find(|s| s.name() == l && s.budget().is_some())
                .expect("a level limited by positions: beginner, easy, medium, hard")
        }),
        ladder: value("--ladder")
            .map_or(vec![1], |l| l.split(',').map(|m| m.parse().expect("multiples of the budget: 1,3,10")).collect()),
    }
}

/// A game of `level` against itself, `plies` moves at most, from the first variant.
fn self_play<G: GameView + Evaluate>(level: Strength, seed: u64, plies: usize) -> Session<G> {
    let mut session = Session::new(G::new_game(G::variants()[0]), [Seat::Person; 2]);
    let mut players = [level.player::<G>(seed), level.player::<G>(seed + 1)];
    let budget = level.budget().unwrap_or(100_000);
    while session.played().len() < plies && session.result().is_none() {
        let side = session.position().to_move().index();
        let Some(thought) = players[side].think(session.position(), &mut { budget }) else {
            break;
        };
        session.play(thought.best).expect("the player's move is legal");
    }
    session
}

/// The worker's review of `position` within `budget` positions (its request's id `k`).
fn asked(worker: &mut Worker, game: GameId, k: usize, position: String, budget: u64) -> Answer {
    let request = Request { id: k as u64, game, position, budget, task: Task::Review, level: None, ms: None };
    let text = serde_json::to_string(&request).expect("a request serialises");
    let reply = worker.answer(&text, &mut SmallRng::seed_from_u64(k as u64));
    reply.outcome.unwrap_or_else(|e| panic!("{game}: {e:?}"))
}

fn worker() -> Worker {
    Worker::new(Host { now: checkerbox_core::ai::clock::native_now, post: |_| {} })
}

/// The game reviewed with `budget` positions a position, and the time it took (ms).
fn reviewed(game: GameId, session: &dyn AnySession, budget: u64) -> (Review, f64) {
    let mut worker = worker();
    let mut review = Review::of(session, margins(game));
    let clock = Instant::now();
    while let Some((k, position)) = review.next() {
        let Answer::Move { text, line, score, only, .. } = asked(&mut worker, game, k, position, budget) else {
            panic!("{game}: a move")
        };
        review.saw(k, Seen { best: text, line, score: score.unwrap_or(Score::Points(0)), only });
    }
    (review, clock.elapsed().as_secs_f64() * 1_000.0)
}

/// `position` reviewed at growing budgets: each search's depth, score and move, and its time.
fn print_depths(game: GameId, position: &str, budget: u64) {
    for times in [1, 3, 10, 20, 60] {
        let clock = Instant::now();
        let answer = asked(&mut worker(), game, 0, position.to_string(), budget * times);
        let ms = clock.elapsed().as_secs_f64() * 1_000.0;
        if let Answer::Move { depth, score, line, .. } = answer {
            println!("{times:>2}x: depth {depth:>2}, {score:?}, {ms:.0} ms: {}", line.join(" "));
        }
    }
}

/// A blunder of the deep review's that the app's missed: each review's verdict, the mover's
/// standing before and after it, and what each search saw before and after.
fn print_missed(g: u64, j: usize, played: &str, reviews: [(&Review, Option<Verdict>); 2]) {
    println!("game {g}, move {} ({played}):", j + 1);
    for ((review, verdict), name) in reviews.into_iter().zip(["app's", "deep"]) {
        let standing = |k: usize| review.standing(k).map(|x| format!("{x:+.2}")).unwrap_or_default();
        let seen = |k: usize| {
            review
                .seen(k)
                .map(|s| format!("{:?}, {}", s.score, s.line.iter().take(6).cloned().collect::<Vec<_>>().join(" ")))
        };
        println!(
            "  {name} review: {verdict:?}, White's standing {} then {}; before: {}; after: {}",
            standing(j),
            standing(j + 1),
            seen(j).unwrap_or_default(),
            seen(j + 1).unwrap_or_default()
        );
    }
}

/// The agreement of the app's reviews with the deep ones, over the games so far.
#[derive(Default)]
struct Tally {
    /// Positions a position the app's review had.
    budget: u64,
    games: u64,
    positions: usize,
    ms: f64,
    deep_ms: f64,
    judged: usize,
    same: usize,
    deep_blunders: usize,
    found: usize,
}

impl Tally {
    fn add(&mut self, app: &Review, deep: &Review, ms: f64, deep_ms: f64) {
        self.games += 1;
        self.positions += app.progress().1;
        self.ms += ms;
        self.deep_ms += deep_ms;
        for (a, d) in app.verdicts().into_iter().zip(deep.verdicts()) {
            if let (Some(a), Some(d)) = (a, d) {
                self.judged += 1;
                self.same += usize::from(a == d);
                if blunder(Some(d)) {
                    self.deep_blunders += 1;
                    self.found += usize::from(blunder(Some(a)));
                }
            }
        }
    }

    fn line(&self, o: &Options) -> String {
        let share =
            |a: usize, b: usize| if b == 0 { "-".to_string() } else { format!("{:.1}%", 100.0 * a as f64 / b as f64) };
        let games = self.games.max(1) as f64;
        format!(
            "{} games of up to {} plies, {} positions: {:.1} ms a position, {:.0} ms a game at {} positions a position ({:.0} ms a game at {}x the app's budget); \
             verdicts the same as the deep review's: {} of {} moves ({}); its blunders found: {} of {} ({})",
            self.games,
            o.plies,
            self.positions,
            self.ms / self.positions.max(1) as f64,
            self.ms / games,
            self.budget,
            self.deep_ms / games,
            o.deep,
            self.same,
            self.judged,
            share(self.same, self.judged),
            self.found,
            self.deep_blunders,
            share(self.found, self.deep_blunders),
        )
    }
}

fn blunder(v: Option<Verdict>) -> bool {
    matches!(v, Some(Verdict::Blunder | Verdict::ThrewAwayWin))
}

fn main() {
    let o = options();
    if let Some(position) = &o.depths {
        print_depths(o.only.expect("--depths needs --game"), position, o.budget);
        return;
    }
    for game in GameId::ALL.into_iter().filter(|g| o.only.is_none_or(|only| only == *g)) {
        with_game!(game, |G| {
            if G::solitaire(G::variants()[0]) {
                return;
            }
            let mut tallies: Vec<Tally> =
                o.ladder.iter().map(|m| Tally { budget: o.budget * m, ..Tally::default() }).collect();
            for g in 0..o.games {
                let session = self_play::<G>(o.level, g * 2 + 1, o.plies);
                let (app, took) = reviewed(game, &session, o.budget * o.ladder[0]);
                if o.show_blunder {
                    if let Some(j) = app.verdicts().iter().position(|v| blunder(*v)) {
                        println!(
                            "{game} game {g}: move {} ({}) is {}",
                            j + 1,
                            session.played()[j].text,
                            app.move_words(j, "the mover").unwrap_or_default()
                        );
                        println!("{}", link::write(&session.record(), "review1"));
                        return;
                    }
                    continue;
                }
                let (deep, deep_took) = reviewed(game, &session, o.budget * o.deep);
                if o.missed {
                    for (j, (a, d)) in app.verdicts().into_iter().zip(deep.verdicts()).enumerate() {
                        if blunder(d) && !blunder(a) {
                            print_missed(g, j, &session.played()[j].text, [(&app, a), (&deep, d)]);
                            println!("  before: {}", session.searchable_at(j).0);
                            println!("  after: {}", session.searchable_at(j + 1).0);
                        }
                    }
                }
                tallies[0].add(&app, &deep, took, deep_took);
                for tally in &mut tallies[1..] {
                    let (app, took) = reviewed(game, &session, tally.budget);
                    tally.add(&app, &deep, took, deep_took);
                }
                if (g + 1) % 10 == 0 && g + 1 < o.games {
                    for tally in &tallies {
                        eprintln!("{game} so far: {}", tally.line(&o));
                    }
                }
            }
            if !o.show_blunder {
                for tally in &tallies {
                    println!("{game}: {}", tally.line(&o));
                }
            }
        });
    }
}
