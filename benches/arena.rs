//! The arena: two bots play N games of any game and variant on every core, in pairs from the
//! same random opening with the colours swapped, and the first bot's wins, draws and losses are
//! printed with its score's 95% interval, the Elo difference, how each pair of games from one
//! start went (and which seat won the pairs the start decided), the plies a game on average
//! and the longest game's, and how many games were cut off undecided (with the tally so far
//! every 20 games, on the error stream).
//!
//! ```text
//! cargo bench --bench arena -- <game> <bot> <bot> [--games N] [--ms T | --positions Q] [--variant K] [--opening P] [--max-plies L] [--deals] [--judge] [--show]
//! cargo bench --bench arena -- byte ab uct --games 200 --ms 100
//! ```
//!
//! Bots: `random`; `uct` (plain UCT, random playouts, no knowledge); `ab` (the plain alpha-beta
//! search with the game's plain evaluation, both kept unchanged: the fixed yardstick); the app's
//! levels `beginner`, `easy`, `medium`, `hard` (in their own positions in each game, whatever
//! `--ms` or `--positions` says) and `master` (on the clock). With `--ms T`, `uct`, `ab` and
//! `master` think for T milliseconds a move (equal time); without, `uct` plays 10,000 playouts,
//! `ab` searches 100,000 positions and `master` thinks for the app's default two seconds.
//! `--positions Q` has them think for Q positions (or playouts) a move instead, the master too: a
//! run whose result nothing else the machine does can sway, the same on any machine. `--variant K`
//! picks the K-th of the game's variants (from 0, as `cargo bench --bench playouts` lists them);
//! `--opening P` random moves begin each pair's games (default 4). `--max-plies L` calls a game
//! still undecided after L plies a draw (default 2,000): two searches that each think they are
//! ahead may shuffle for hundreds of moves without either making progress, and one such game at a
//! slow level can hold up a whole run. `--deals` gives each pair its own numbered deal, in the
//! games that deal their start (Pyle's arrangement, Sight Reduction's board): a deal may favour one
//! colour, and with one deal for all, two players who both play it well split every pair whatever
//! their strength. `--judge` asks the game's exact solver (Sight Reduction has one) who wins each
//! game's start with best play, and splits the first bot's results by it: a perfect player wins
//! every game from a won start, and only the opponent's mistakes give it the others. `--show`
//! prints each game the first bot did not win, its start and moves, to see why.

use checkerbox_core::ai::Proof;
use checkerbox_core::ai::bot::{AlphaBetaBot, LimitFor, RandomBot, UctBot};
use checkerbox_core::ai::clock::Clock;
use checkerbox_core::ai::level::Levelled;
use checkerbox_core::games::GameId;
use checkerbox_core::level::{MASTER_MS, Strength};
use checkerbox_core::rules::Player;
use checkerbox_core::with_game;
use checkerbox_lab::arena::{self, Entrant, Pairs, Score, Tally, on_every_core, opening, play_watched};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

struct Options {
    game: GameId,
    bots: [String; 2],
    games: u32,
    ms: Option<u64>,
    positions: Option<u64>,
    variant: usize,
    opening: usize,
    max_plies: usize,
    deals: bool,
    judge: bool,
    show: bool,
}

/// Positions the solver may visit to judge a game's start: enough, with room to spare, for the
/// hardest of the first 100 Sight Reduction deals (the most positions any of them takes:
/// `cargo bench --bench solver -- --two-player 100`).
const JUDGE_BUDGET: u64 = 500_000_000;

fn usage(why: &str) -> ! {
    eprintln!(
        "{why}\nusage: cargo bench --bench arena -- <game> <bot> <bot> [--games N] [--ms T | --positions Q] [--variant K] [--opening P] [--max-plies L] [--deals] [--judge] [--show]"
    );
    eprintln!(
        "bots: random, uct, ab, {}; games: {}",
        Strength::ALL.map(|s| s.name()).join(", "),
        GameId::ALL.map(|g| g.id()).join(", ")
    );
    std::process::exit(2)
}

/// The number after option `args[k]`, in its range (a number too large is refused, not wrapped).
fn number<T: std::str::FromStr>(args: &[String], k: usize) -> T {
    args.get(k + 1)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| usage(&format!("{} takes a whole number in its range", args[k])))
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let mut plain = Vec::new();
    let mut o = Options {
        game: GameId::Byte,
        bots: Default::default(),
        games: 200,
        ms: None,
        positions: None,
        variant: 0,
        opening: 4,
        max_plies: arena::MAX_PLIES,
        deals: false,
        judge: false,
        show: false,
    };
    let mut k = 0;
    while k < args.len() {
        match args[k].as_str() {
            "--games" => o.games = number(&args, k),
            "--ms" => o.ms = Some(number(&args, k)),
            "--positions" => o.positions = Some(number(&args, k)),
            "--variant" => o.variant = number(&args, k),
            "--opening" => o.opening = number(&args, k),
            "--max-plies" => o.max_plies = number(&args, k),
            flag @ ("--deals" | "--judge" | "--show") => {
                match flag {
                    "--deals" => o.deals = true,
                    "--judge" => o.judge = true,
                    _ => o.show = true,
                }
                k += 1;
                continue;
            }
            other => {
                plain.push(other.to_string());
                k += 1;
                continue;
            }
        }
        k += 2;
    }
    if o.ms.is_some() && o.positions.is_some() {
        usage("--ms or --positions, not both");
    }
    let [game, a, b] = plain.as_slice() else { usage("a game and two bots, please") };
    o.game = GameId::named(game).unwrap_or_else(|e| usage(&e.to_string()));
    o.bots = [a.clone(), b.clone()];
    o
}

/// Thinking for `ms` milliseconds, or else `nodes` positions (or playouts).
fn limit(ms: Option<u64>, nodes: u64) -> LimitFor {
    match ms {
        Some(ms) => Box::new(move || Box::new(Clock::native(ms as f64))),
        None => Box::new(move || Box::new(nodes)),
    }
}

fn entrant<G: Levelled>(name: &str, seed: u64, o: &Options) -> Entrant<G> {
    let (ms, positions) = (o.ms, o.positions);
    match name {
        "random" => Entrant::new(Box::new(RandomBot::new(seed)), limit(None, 0)),
        "uct" => Entrant::new(Box::new(UctBot::new(seed)), limit(ms, positions.unwrap_or(10_000))),
        "ab" => Entrant::new(Box::new(AlphaBetaBot::plain("ab", seed)), limit(ms, positions.unwrap_or(100_000))),
        level => {
            let Some(level) = Strength::ALL.into_iter().find(|s| s.name() == level) else {
                usage(&format!("no bot called {name:?}"))
            };
            if let (Some(positions), None) = (positions, level.budget()) {
                return Entrant::new(level.player(seed), limit(None, positions));
            }
            // The master thinks on the clock: --ms, or the app's default.
            let ms = ms.unwrap_or(MASTER_MS as u64) as f64;
            Entrant::new(level.player(seed), Box::new(move || level.limit::<G>(|| Clock::native(ms))))
        }
    }
}

/// What `--ms` or `--positions` gave which bots, for the report: " (master at 200 ms a move)";
/// nothing where they gave none (the levels below the master keep their own positions).
fn limited(o: &Options) -> String {
    let limit = match (o.ms, o.positions) {
        (Some(ms), _) => format!("{ms} ms"),
        (_, Some(positions)) => format!("{positions} positions"),
        _ => return String::new(),
    };
    let [a, b] = &o.bots;
    // As `entrant` gives them: `uct` and `ab`, and the levels with no positions of their own.
    let given = |bot: &str| {
        matches!(bot, "uct" | "ab") || Strength::ALL.iter().any(|s| s.name() == bot && s.budget().is_none())
    };
    match (given(a), given(b)) {
        (false, false) => String::new(),
        (true, false) => format!(" ({a} at {limit} a move)"),
        (false, true) => format!(" ({b} at {limit} a move)"),
        (true, true) if a == b => format!(" (both at {limit} a move)"),
        (true, true) => format!(" ({a} and {b} at {limit} a move)"),
    }
}

/// `options` with deal number `deal`, for a game whose options have one (read through their
/// serialised form, so that the arena needs no game's types); the same options otherwise.
fn dealt<O: serde::Serialize + serde::de::DeserializeOwned + Copy>(options: O, deal: u64) -> O {
    let Ok(serde_json::Value::Object(mut fields)) = serde_json::to_value(options) else { return options };
    if !fields.contains_key("deal") {
        return options;
    }
    fields.insert("deal".into(), deal.into());
    serde_json::from_value(serde_json::Value::Object(fields)).unwrap_or(options)
}

fn run<G: Levelled>(o: &Options) {
    let variants = G::variants();
    let options =
        *variants.get(o.variant).unwrap_or_else(|| usage(&format!("{} has {} variants", o.game, variants.len())));
    // The first bot's tally so far, the plies of the games it counts, how many of them were cut
    // off undecided, and the longest game's plies.
    let tally = Mutex::new((Tally::default(), 0usize, 0u32, 0usize));
    // Each game's score, by its number, to see how each pair went.
    let scores: Mutex<Vec<Option<Score>>> = Mutex::new(vec![None; o.games as usize]);
    // The first bot's results from starts the solver judged won for it, lost for it, or could
    // not judge.
    let judged = Mutex::new([Tally::default(); 3]);
    // Each pair's start, judged once for both its games: whether the side to move there wins
    // (`None`: not judged).
    let verdicts: Vec<OnceLock<Option<bool>>> = (0..o.games.div_ceil(2)).map(|_| OnceLock::new()).collect();
    let clock = Instant::now();
    let threads = on_every_core(o.games, |k| {
        // Games 2n and 2n+1 share their opening; the first bot sits first in one.
        let seat = if k.is_multiple_of(2) { Player::One } else { Player::Two };
        let mut a = entrant::<G>(&o.bots[0], k as u64 * 2, o);
        let mut b = entrant::<G>(&o.bots[1], k as u64 * 2 + 1, o);
        let options = if o.deals { dealt(options, 1_000 + (k / 2) as u64) } else { options };
        let start = opening::<G>(options, 1_000 + (k / 2) as u64, o.opening);
        let mut moves = Vec::new();
        let played = play_watched(&start, &mut a, &mut b, seat, o.max_plies, |pos, mv| {
            if o.show {
                moves.push(pos.move_text(mv));
            }
        });
        let score = played.score;
        if o.show && score != Score::Win {
            println!(
                "game {k}, {} as {seat:?}: {score:?} in {} plies from {}: {}",
                o.bots[0],
                played.plies,
                start.position_text(),
                moves.join(" ")
            );
        }
        {
            let (tally, plies, cut_off, longest) = &mut *tally.lock().expect("no thread panicked");
            tally.add(score);
            *plies += played.plies;
            *longest = (*longest).max(played.plies);
            *cut_off += u32::from(played.cut_off);
            // How it stands so far, for long runs.
            if tally.games().is_multiple_of(20) {
                eprintln!(
                    "after {} games: +{} ={} -{}, {} plies a game, {} cut off",
                    tally.games(),
                    tally.wins,
                    tally.draws,
                    tally.losses,
                    *plies / tally.games() as usize,
                    cut_off
                );
            }
        }
        scores.lock().expect("no thread panicked")[k as usize] = Some(score);
        if o.judge {
            let a_moves = start.player_of(start.to_move()) == seat;
            let mover_wins = *verdicts[(k / 2) as usize].get_or_init(|| {
                match start.prove(&mut G::Solver::default(), JUDGE_BUDGET).0 {
                    Proof::Win(_) => Some(true),
                    Proof::Loss => Some(false),
                    Proof::Unknown(_) => None,
                }
            });
            let verdict = mover_wins.map_or(2, |wins| usize::from(wins != a_moves));
            judged.lock().expect("no thread panicked")[verdict].add(score);
        }
    });
    let (t, plies, cut_off, longest) = tally.into_inner().expect("no thread panicked");
    let (low, high) = t.interval();
    let (elo, error) = t.elo();
    println!(
        "{} ({:?}), {} vs {}{}, {} games from {}-move random openings{}, {} plies a game (the longest {}), {} cut off undecided at {} plies (draws), on {threads} threads in {:.0?}",
        o.game.info().name,
        options,
        o.bots[0],
        o.bots[1],
        limited(o),
        t.games(),
        o.opening,
        if o.deals { ", a deal for each pair" } else { "" },
        plies / t.games().max(1) as usize,
        longest,
        cut_off,
        o.max_plies,
        clock.elapsed()
    );
    // Where the interval reaches 0% or 100%, its end in Elo is infinite: the ends are shown.
    let elo = if error.is_finite() {
        format!("Elo {elo:+.0} \u{00b1} {error:.0}")
    } else {
        format!("Elo {elo:+.0} (95%: {:+.0} to {:+.0})", arena::elo(low), arena::elo(high))
    };
    println!(
        "{}: +{} ={} -{}  score {:.1}% [{:.1}%, {:.1}%]  {elo}",
        o.bots[0],
        t.wins,
        t.draws,
        t.losses,
        100.0 * t.score(),
        100.0 * low,
        100.0 * high,
    );
    let scores: Vec<Score> = scores.into_inner().expect("no thread panicked").into_iter().flatten().collect();
    let pairs = Pairs::of(&scores);
    println!(
        "{} by pairs (one start, seats swapped): won both {}, split {} (the same seat won both: Player One's {}, Player Two's {}), lost both {}, with a draw {}",
        o.bots[0],
        pairs.won_both,
        pairs.split[0] + pairs.split[1],
        pairs.split[0],
        pairs.split[1],
        pairs.lost_both,
        pairs.drawn
    );
    if o.judge {
        let judged = judged.into_inner().expect("no thread panicked");
        let line = |t: &Tally| format!("+{} ={} -{} of {}", t.wins, t.draws, t.losses, t.games());
        println!(
            "{} by the solver's judgement of each start: won {}, lost {}, not judged {}",
            o.bots[0],
            line(&judged[0]),
            line(&judged[1]),
            line(&judged[2])
        );
    }
}

fn main() {
    let o = options();
    with_game!(o.game, |G| run::<G>(&o));
}
