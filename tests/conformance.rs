//! The laws every game of the app obeys, checked for each game through the registry
//! ([`GameId::ALL`] and [`with_game!`]) on every variant it offers, over thousands of
//! seeded random games. This file names no game: a game registered in `src/games.rs` is checked
//! here as it is. Every failure names the game, its options and the seed: rerun and look for
//! "seed".
//!
//! In every position of every random game (forced passes included):
//! 1. there is no legal move exactly when the game is over (and no move is listed twice);
//! 2. `check_move` accepts every legal move, and of the moves seen legal in other positions of the
//!    same variant, refuses exactly those not legal here (where [`Phase::Arrange`] lists only a
//!    sample, it may accept more);
//! 3. every legal move's text reads back as that move;
//! 4. the position text reads back as an equal position, with the same hash, legal moves and text;
//! 5. so does a record that starts from the position, as the library keeps it (JSON, its start the
//!    position text);
//! 6. equal positions hash equal, however they were reached (across all the games of a variant),
//!    and the distinct positions met hash differently;
//! 9. the events of every legal move happen on squares of the board;
//! 10. (the view) a legal move is made by pointing exactly when it is a move on the board
//!     ([`Phase::Play`]) and not a pass: its gesture lifts checkers that are there (or puts one
//!     down), pointing at it makes that very move, a move that travels is seen travelling, and no
//!     two moves share one gesture.
//!
//! And of every game:
//! 7. it ends, and the session's record, as JSON, as a plain text record and as a link, replays to
//!    the same end with the same move texts; the session's move list tells the truth about every
//!    move.
//! 8. (its own test) mutated move texts, position texts, records, text records and links never
//!    make a reader panic (each says what is wrong with a typed error), and a position a reader
//!    accepts is sound (laws 1, 4 and 5 hold in it).

use checkerbox::ui::view::{GameView, Spot, motion};
use checkerbox_core::games::GameId;
use checkerbox_core::record::{link, text};
use checkerbox_core::rules::{Game, Phase};
use checkerbox_core::session::{Record, Seat, Session};
use checkerbox_core::with_game;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::any::Any;
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::fmt::Debug;
use std::hash::{Hash, Hasher};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

/// Random games played to the end for each variant of each game (laws 1 to 7, 9 and 10), and
/// short openings, which meet the same positions by other move orders (law 6).
const GAMES_PER_VARIANT: u64 = 600;
const OPENINGS_PER_VARIANT: u64 = 500;
const OPENING_PLIES: usize = 6;
/// Openings choose among the first few legal moves only, so that they often meet.
const OPENING_WIDTH: usize = 3;
/// Random games per variant whose texts are mutated (law 8), and mutations per game.
const GARBAGE_GAMES_PER_VARIANT: u64 = 8;
const MUTATIONS_PER_GAME: usize = 1_000;
/// Far beyond any random game of any game; a game this long does not end.
const MAX_PLIES: usize = 10_000;
/// How long a random game of a variant that may go on for ever is followed: long enough to pass
/// through repeated positions many times, short enough for the suite's time.
const ENDLESS_PLIES: usize = 600;
/// Moves of the pool tried in each position, and how often the whole pool is tried instead.
const CANDIDATES_PER_POSITION: usize = 12;
const WHOLE_POOL_EVERY: usize = 40;

// ---------------------------------------------------------------------------------------------
// Naming failures

fn panic_message(e: &(dyn Any + Send)) -> String {
    e.downcast_ref::<String>()
        .cloned()
        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "(no message)".into())
}

/// Runs `f`; a panic is raised again with `what` (the game, options and seed) in front.
fn named<T>(what: &str, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|e| panic!("{what}: {}", panic_message(&*e)))
}

/// The game and variant, as a failure names them.
fn variant_name<G: Game + GameView>(game: GameId, options: G::Options) -> String {
    format!("{game} [{}] {options:?}", G::variant_line(options))
}

/// A seed of its own for each test, game, variant and game played.
fn seed(test: u64, game: GameId, variant: usize, k: u64) -> u64 {
    test * 100_000_000 + game as u64 * 10_000_000 + variant as u64 * 1_000_000 + k
}

/// The app's name for game `G`.
fn game_id<G: Game>() -> GameId {
    GameId::named(G::info().id).expect("every game is the app's")
}

fn legal<G: Game>(pos: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

/// Plays random legal moves through `session` until the game is over (the session plays forced
/// passes by itself), or until `plies` moves have been played, choosing each time among the first
/// `width` legal moves.
fn play_randomly<G: Game>(session: &mut Session<G>, rng: &mut SmallRng, plies: usize, width: usize) {
    let mut moves = Vec::new();
    while session.position().result().is_none() && session.played().len() < plies {
        let pos = session.position();
        pos.legal_moves(&mut moves);
        assert!(!moves.is_empty(), "law 1: no legal move, but the game is not over: {}", pos.position_text());
        let mv = moves[rng.random_range(0..moves.len().min(width))];
        let text = pos.move_text(mv);
        if let Err(why) = session.play(mv) {
            panic!(
                "law 2: the session refuses the legal move {text} ({why}) in {}",
                session.position().position_text()
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The laws of one position

/// Law 1: no legal move exactly when the game is over, and no move listed twice.
fn law_1<G: Game>(pos: &G, legal: &[G::Move]) {
    assert_eq!(
        legal.is_empty(),
        pos.result().is_some(),
        "law 1: {} legal moves and result {:?} in {}",
        legal.len(),
        pos.result(),
        pos.position_text()
    );
    let distinct: HashSet<_> = legal.iter().collect();
    assert_eq!(distinct.len(), legal.len(), "law 1: a move is listed twice in {}", pos.position_text());
}

/// `back`, read back from `text` by law `law`, has the same legal moves as the original.
fn same_moves<G: Game>(back: &G, moves: &[G::Move], law: &str, text: &str) {
    let again = legal(back);
    assert!(again == moves || legal_set(&again) == legal_set(moves), "{law}: {text} reads back with other legal moves");
}

fn legal_set<M: Copy + Eq + Hash>(moves: &[M]) -> HashSet<M> {
    moves.iter().copied().collect()
}

/// Law 4: the position text reads back as an equal position with the same hash, legal moves and
/// text.
fn law_4<G: Game>(pos: &G, legal: &[G::Move], text: &str) {
    let back = G::from_position_text(text).unwrap_or_else(|e| panic!("law 4: {text:?} does not read back: {e}"));
    assert!(back == *pos, "law 4: {text:?} reads back as another position: {back:?}");
    assert_eq!(back.position_hash(), pos.position_hash(), "law 4: {text:?} reads back with another hash");
    assert_eq!(back.position_text(), text, "law 4: {text:?} is written again differently");
    same_moves(&back, legal, "law 4", text);
}

/// Law 5: a record that starts from the position, as the library keeps it (JSON), reads back as an
/// equal position with the same hash and legal moves.
fn law_5<G: Game>(pos: &G, legal: &[G::Move]) {
    let json = Session::as_given(pos.clone(), [Seat::Person; 2]).record().to_json();
    let json = json.unwrap_or_else(|e| panic!("law 5: {pos:?} cannot be written: {e}"));
    let back = serde_json::from_str::<Record<String>>(&json).map_err(|e| e.to_string());
    let back = back.and_then(|record| record.of::<G>().map_err(|e| e.to_string()));
    let back = back.unwrap_or_else(|e| panic!("law 5: {json} does not read back: {e}")).start;
    assert!(back == *pos, "law 5: {json} reads back as another position: {back:?}");
    assert_eq!(back.position_hash(), pos.position_hash(), "law 5: {json} reads back with another hash");
    same_moves(&back, legal, "law 5", &json);
}

/// Laws 1, 4 and 5: what must hold of any position, however it was made.
fn sound<G: Game>(pos: &G) {
    let legal = legal(pos);
    law_1(pos, &legal);
    law_4(pos, &legal, &pos.position_text());
    law_5(pos, &legal);
}

/// What one variant remembers across its games.
struct Variant<G: Game> {
    options: G::Options,
    /// Every move seen legal somewhere (law 2's candidates).
    pool: Vec<G::Move>,
    in_pool: HashSet<G::Move>,
    /// Position text → (hash, fingerprint of the moves that first reached it) (law 6).
    seen: HashMap<String, (u64, u64)>,
    by_hash: HashMap<u64, String>,
    /// Positions checked so far.
    visited: usize,
}

/// What the suite went through, for the summary line.
#[derive(Default)]
struct Tally {
    games: usize,
    openings: usize,
    positions: usize,
    longest: usize,
    candidates: usize,
    moves_read_back: usize,
    events: usize,
    transpositions: usize,
    distinct: usize,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.games += other.games;
        self.openings += other.openings;
        self.positions += other.positions;
        self.longest = self.longest.max(other.longest);
        self.candidates += other.candidates;
        self.moves_read_back += other.moves_read_back;
        self.events += other.events;
        self.transpositions += other.transpositions;
        self.distinct += other.distinct;
    }
}

/// Every law of one position; `path` fingerprints the moves that reached it.
fn check_position<G: Game + GameView>(
    pos: &G,
    legal: &[G::Move],
    path: u64,
    v: &mut Variant<G>,
    rng: &mut SmallRng,
    tally: &mut Tally,
) {
    tally.positions += 1;
    let text = pos.position_text();
    assert_eq!(pos.options(), v.options, "the options changed during the game: {text}");
    law_1(pos, legal);

    // Law 2: every legal move is accepted; moves seen elsewhere are accepted exactly when legal.
    for &mv in legal {
        if let Err(why) = pos.check_move(mv) {
            panic!("law 2: the legal move {} ({mv:?}) is refused ({why}) in {text}", pos.move_text(mv));
        }
    }
    let sampled = pos.phase() == Phase::Arrange;
    let candidate = |mv: G::Move| {
        let accepted = pos.check_move(mv).is_ok();
        let listed = legal.contains(&mv);
        assert!(
            accepted == listed || (sampled && accepted),
            "law 2: check_move {} {mv:?}, but legal_moves {} in {text}",
            if accepted { "accepts" } else { "refuses" },
            if listed { "lists it" } else { "does not" },
        );
    };
    v.visited += 1;
    if v.visited.is_multiple_of(WHOLE_POOL_EVERY) {
        v.pool.iter().for_each(|&mv| candidate(mv));
        tally.candidates += v.pool.len();
    } else if !v.pool.is_empty() {
        for _ in 0..CANDIDATES_PER_POSITION {
            candidate(v.pool[rng.random_range(0..v.pool.len())]);
        }
        tally.candidates += CANDIDATES_PER_POSITION;
    }
    for &mv in legal {
        if v.in_pool.insert(mv) {
            v.pool.push(mv);
        }
    }

    // Law 3: every legal move's text reads back as that move.
    for &mv in legal {
        let mv_text = pos.move_text(mv);
        assert_eq!(pos.parse_move(&mv_text), Ok(mv), "law 3: {mv_text:?} does not read back in {text}");
    }
    tally.moves_read_back += legal.len();

    law_4(pos, legal, &text);
    law_5(pos, legal);

    // Law 6: equal positions hash equal; distinct ones met hash differently.
    let hash = pos.position_hash();
    assert_eq!(pos.clone().position_hash(), hash, "law 6: a clone hashes differently: {text}");
    match v.seen.get(&text) {
        Some(&(first, first_path)) => {
            assert_eq!(first, hash, "law 6: {text} hashes to {first:#x} and to {hash:#x}");
            if first_path != path {
                tally.transpositions += 1;
            }
        }
        None => {
            if let Some(other) = v.by_hash.insert(hash, text.clone()) {
                panic!("law 6: {other} and {text} hash the same, {hash:#x}");
            }
            v.seen.insert(text.clone(), (hash, path));
        }
    }

    // Law 9: events happen on the board.
    let count = pos.shape().count();
    for &mv in legal {
        for event in pos.events(mv) {
            tally.events += 1;
            if let Some(square) = event.square {
                assert!(square < count, "law 9: {event:?} of {} is off the board in {text}", pos.move_text(mv));
            }
        }
    }

    // Law 10: legal moves are made by pointing, unambiguously.
    let mut gestures = HashMap::new();
    for &mv in legal {
        let mv_text = pos.move_text(mv);
        let Some(g) = G::gesture(mv) else {
            let by_pointing = pos.phase() == Phase::Play && !G::is_pass(mv);
            assert!(!by_pointing, "law 10: {mv_text} cannot be made by pointing, but is no pass, in {text}");
            continue;
        };
        assert_eq!(pos.phase(), Phase::Play, "law 10: {mv_text} is made by pointing, in a setup phase, in {text}");
        assert!(!G::is_pass(mv), "law 10: the pass {mv_text} has a gesture {g:?} in {text}");
        let on_board = match g.to {
            Spot::Square(to) => to < count,
            Spot::Off => true,
        };
        assert!(g.from < count && on_board, "law 10: {mv_text} points off the board ({g:?}) in {text}");
        let height = pos.stack_at(g.from).len();
        // A checker put down where the player points lifts nothing.
        let placement = height == 0 && g.to == Spot::Square(g.from) && !G::travels(mv);
        assert!(
            placement || (g.layer >= 1 && g.layer as usize <= height),
            "law 10: {mv_text} lifts from layer {} of a stack of {height} in {text}",
            g.layer
        );
        assert_eq!(pos.attempt(g.from, g.layer, g.to), Some(mv), "law 10: pointing at {g:?} does not make {mv_text}");
        let shown = motion(pos, mv).is_some() || g.to == Spot::Off || !G::travels(mv);
        assert!(shown, "law 10: {mv_text} moves no checker on screen in {text}");
        if let Some(other) = gestures.insert((g.from, g.layer, g.to), mv) {
            panic!("law 10: {mv_text} and {} are both made by {g:?} in {text}", pos.move_text(other));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Random games

/// One random game through a session, played to its end or for `plies` moves (an opening, among
/// few moves so that openings meet): every law in each of its positions, then law 7.
fn random_game<G: Game + GameView>(seed: u64, plies: usize, v: &mut Variant<G>, tally: &mut Tally) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let start = G::new_game(v.options);
    let mut session = Session::new(start.clone(), [Seat::Person; 2]);
    // A new game's screen opens the record of its start, which must be what its session saves.
    assert_eq!(Record::new_game(&start, session.seats()).to_json(), session.record().to_json(), "a new game's record");
    let endless = G::may_go_on_forever(v.options);
    let whole = plies == MAX_PLIES;
    let plies = if whole && endless { ENDLESS_PLIES } else { plies };
    play_randomly(&mut session, &mut rng, plies, if whole { usize::MAX } else { OPENING_WIDTH });
    // A variant that may go on for ever is only asked to save and replay what was played.
    if whole && !endless {
        let end = session.position();
        assert!(end.result().is_some(), "law 7: no end after {MAX_PLIES} plies: {}", end.position_text());
    }

    let played = session.played();
    assert!(*session.position_at(0) == start, "the session does not start from its start position");
    assert_eq!(played.len(), session.moves().len(), "law 7: the session tells of other moves than it played");
    let mut path = DefaultHasher::new();
    for k in 0..=played.len() {
        let pos = session.position_at(k);
        let legal = legal(pos);
        check_position(pos, &legal, path.finish(), v, &mut rng, tally);
        // The session's move list tells the truth.
        let (Some(p), Some(&mv)) = (played.get(k), session.moves().get(k)) else { continue };
        assert!(legal.contains(&mv), "law 7: move {} ({}) of the session is not legal", k + 1, p.text);
        assert_eq!(p.text, pos.move_text(mv), "law 7: move {} is written wrong", k + 1);
        assert_eq!(p.by, pos.to_move(), "law 7: move {} ({}) is credited to the wrong side", k + 1, p.text);
        assert_eq!(p.events, pos.events(mv), "law 7: move {} ({}) has other events", k + 1, p.text);
        if p.forced {
            assert!(G::is_pass(mv) && legal == [mv], "law 7: move {} ({}) is forced, but not alone", k + 1, p.text);
        }
        let mut next = pos.clone();
        next.play(mv);
        let after = session.position_at(k + 1);
        assert!(next == *after && next.position_hash() == after.position_hash(), "law 7: move {} differs", k + 1);
        p.text.hash(&mut path);
    }

    // Law 7: the record replays to the same end, move for move.
    let json = serde_json::to_string(&session.record()).expect("a record is written");
    let replayed =
        Session::<G>::from_json(&json).unwrap_or_else(|e| panic!("law 7: the record does not replay: {e}\n{json}"));
    let end = session.position();
    assert!(*replayed.position() == *end, "law 7: the record replays to another end: {json}");
    assert_eq!(replayed.position().position_hash(), end.position_hash(), "law 7: the replayed end hashes differently");
    let texts = |s: &Session<G>| s.played().iter().map(|p| (p.text.clone(), p.forced)).collect::<Vec<_>>();
    assert_eq!(texts(&replayed), texts(&session), "law 7: the record replays other moves: {json}");
    assert_eq!(replayed.seats(), session.seats());
    // … and so do its text record and its link.
    let written = text::write(&session, &text::Details::default());
    let read = text::read(&written).and_then(|(_, record)| record.of::<G>()).and_then(Session::from_record);
    let from_text = read.unwrap_or_else(|e| panic!("law 7: the text record does not replay: {e}\n{written}"));
    assert_eq!(texts(&from_text), texts(&session), "law 7: the text record replays other moves: {written}");
    assert_eq!(from_text.seats(), session.seats());
    let address = link::write(&session.record(), "law7");
    let query =
        link::split(&address).map(|(_, q)| q).unwrap_or_else(|| panic!("law 7: {address} is no link to a game"));
    let shared =
        link::read(query, game_id::<G>()).unwrap_or_else(|e| panic!("law 7: the link cannot be read: {e}\n{address}"));
    let from_link = shared
        .record
        .of::<G>()
        .and_then(Session::from_record)
        .unwrap_or_else(|e| panic!("law 7: the link does not replay: {e}\n{address}"));
    assert_eq!(texts(&from_link), texts(&session), "law 7: the link replays other moves: {address}");

    if whole {
        tally.games += 1;
        tally.longest = tally.longest.max(played.len());
    } else {
        tally.openings += 1;
    }
}

/// Whole games and openings of the variant `k` of `G` (the options are taken inside the thread).
fn random_variant<G: Game + GameView>(game: GameId, k: usize) -> Tally {
    let options = G::variants()[k];
    let name = variant_name::<G>(game, options);
    let mut v = Variant::<G> {
        options,
        pool: Vec::new(),
        in_pool: HashSet::new(),
        seen: HashMap::new(),
        by_hash: HashMap::new(),
        visited: 0,
    };
    let mut tally = Tally::default();
    // Many short openings first: the same positions reached by other move orders (law 6).
    for g in 0..OPENINGS_PER_VARIANT {
        let seed = seed(1, game, k, g);
        named(&format!("{name}, opening seed {seed}"), || random_game(seed, OPENING_PLIES, &mut v, &mut tally));
    }
    for g in 0..GAMES_PER_VARIANT {
        let seed = seed(2, game, k, g);
        named(&format!("{name}, seed {seed}"), || random_game(seed, MAX_PLIES, &mut v, &mut tally));
    }
    tally.distinct = v.seen.len();
    tally
}

/// Every variant of `G`, side by side on threads of their own.
fn random_games<G: Game + GameView>(game: GameId, tally: &mut Tally) {
    let variants = G::variants().len();
    assert!(variants > 0, "{game} offers no variant");
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..variants).map(|k| scope.spawn(move || random_variant::<G>(game, k))).collect();
        for thread in threads {
            tally.add(thread.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        }
    });
}

#[test]
fn random_games_obey_the_laws() {
    let clock = Instant::now();
    let mut tally = Tally::default();
    let mut games = 0;
    for game in GameId::ALL {
        with_game!(game, |G| random_games::<G>(game, &mut tally));
        games += 1;
    }
    assert!(games > 0, "no game can be played");
    let t = tally;
    println!(
        "{} games ({games} kinds, longest {} plies) and {} openings, {} positions ({} distinct, {} transpositions), \
         {} candidate moves checked, {} moves read back, {} events, in {:.1?}",
        t.games,
        t.longest,
        t.openings,
        t.positions,
        t.distinct,
        t.transpositions,
        t.candidates,
        t.moves_read_back,
        t.events,
        clock.elapsed()
    );
}

// ---------------------------------------------------------------------------------------------
// Law 8: garbage in

/// Odd things to put in a text.
const ODD: &[&str] = &[
    "🙂", "\u{200b}", "é", "e\u{301}", "\u{202e}", "ａ", "１", "٣", "\0", "\u{feff}", "\u{3000}", "—", "：", "ß", "İ",
    "\n", "\t", " ", "  ", "\"", "\\", "\\u0000", "{", "}", "[", "]", ",", ":", "-", "=", "x", "null",
];
/// Numbers that do not fit, or are not numbers of any count.
const HUGE: &[&str] = &[
    "99999999999999999999",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "4294967296",
    "65536",
    "256",
    "255",
    "128",
    "-1",
    "-0",
    "0",
    "00",
    "1e400",
    "1.5",
    "NaN",
];

fn random_char(rng: &mut SmallRng) -> char {
    if rng.random_range(0..4) == 0 {
        ODD[rng.random_range(0..ODD.len())].chars().next().unwrap_or('x')
    } else {
        rng.random_range(b' '..=b'~') as char
    }
}

/// `text` changed in one to three places: characters deleted, inserted, replaced, swapped or
/// duplicated, the text cut short, numbers made huge, odd unicode put in; or its words changed
/// ([`mutate_words`]); now and then the empty text, or the text many times over.
fn mutate(text: &str, rng: &mut SmallRng) -> String {
    match rng.random_range(0..100) {
        0 => return String::new(),
        1 => return text.repeat(200),
        2..30 => return mutate_words(text, rng),
        _ => {}
    }
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..=3) {
        let len = chars.len();
        let at = rng.random_range(0..=len);
        let end = rng.random_range(at..=len);
        match rng.random_range(0..10) {
            0 if at < len => {
                chars.remove(at);
            }
            1 => chars.insert(at, random_char(rng)),
            2 if at < len => chars[at] = random_char(rng),
            3 => chars.truncate(at),
            4 => {
                let copy: Vec<char> = chars[at..end].to_vec();
                chars.splice(end..end, copy);
            }
            5 if at < len => {
                let other = rng.random_range(0..len);
                chars.swap(at, other);
            }
            6 => {
                // The digits around or after `at` made huge.
                let huge: Vec<char> = HUGE[rng.random_range(0..HUGE.len())].chars().collect();
                match (at..len).find(|&i| chars[i].is_ascii_digit()) {
                    Some(first) => {
                        let last = (first..len).find(|&i| !chars[i].is_ascii_digit()).unwrap_or(len);
                        chars.splice(first..last, huge);
                    }
                    None => {
                        chars.splice(at..at, huge);
                    }
                }
            }
            7 => {
                let odd: Vec<char> = ODD[rng.random_range(0..ODD.len())].chars().collect();
                chars.splice(at..at, odd);
            }
            8 => {
                chars.drain(at..end);
            }
            _ => {
                for c in &mut chars[at..end] {
                    *c = if c.is_ascii_lowercase() { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() };
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// `text` with its words (between spaces) changed: two swapped, one dropped or repeated, or what
/// follows the `=` of two words swapped. These keep a text well formed more often than changes to
/// characters do, so that readers accept some and law 8 checks what they accept.
fn mutate_words(text: &str, rng: &mut SmallRng) -> String {
    let mut words: Vec<String> = text.split(' ').map(String::from).collect();
    for _ in 0..rng.random_range(1..=2) {
        let (a, b) = (rng.random_range(0..words.len()), rng.random_range(0..words.len()));
        match rng.random_range(0..4) {
            0 => words.swap(a, b),
            1 if words.len() > 1 => {
                words.remove(a);
            }
            2 => words.insert(b, words[a].clone()),
            _ => {
                if let (Some((ka, va)), Some((kb, vb))) = (words[a].split_once('='), words[b].split_once('=')) {
                    let (na, nb) = (format!("{ka}={vb}"), format!("{kb}={va}"));
                    words[a] = na;
                    words[b] = nb;
                }
            }
        }
    }
    words.join(" ")
}

/// A text short enough for a failure message.
fn shown(text: &str) -> String {
    if text.chars().count() <= 300 {
        format!("{text:?}")
    } else {
        let head: String = text.chars().take(300).collect();
        format!("{head:?}… ({} characters)", text.chars().count())
    }
}

/// What the readers made of the garbage.
#[derive(Default)]
struct Garbage {
    texts: usize,
    moves: usize,
    positions: usize,
    records: usize,
}

/// Runs a reader on `text`, failing (law 8) if it panics.
fn unpanicking<T: Debug>(reader: &str, text: &str, read: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(read))
        .unwrap_or_else(|e| panic!("law 8: {reader} panicked on {}: {}", shown(text), panic_message(&*e)))
}

/// Feeds `text` to every reader; `pos` is where it is read as a move.
fn feed<G: Game + GameView>(text: &str, pos: &G, tally: &mut Garbage) {
    tally.texts += 1;
    if let Ok(mv) = unpanicking("parse_move", text, || pos.parse_move(text)) {
        assert!(
            legal(pos).contains(&mv),
            "law 8: parse_move reads {} as {mv:?}, which is not legal in {}",
            shown(text),
            pos.position_text()
        );
        tally.moves += 1;
    }
    if let Ok(p) = unpanicking("from_position_text", text, || G::from_position_text(text)) {
        named(&format!("law 8: from_position_text accepts {} but", shown(text)), || sound(&p));
        tally.positions += 1;
    }
    if let Ok(s) = unpanicking("Session::from_json", text, || Session::<G>::from_json(text)) {
        named(&format!("law 8: Session::from_json accepts {} but", shown(text)), || {
            law_1(s.position(), &legal(s.position()))
        });
        tally.records += 1;
    }
    let from_text = unpanicking("text::read", text, || {
        text::read(text).and_then(|(_, record)| record.of::<G>()).and_then(Session::from_record)
    });
    let from_link = unpanicking("link::read", text, || {
        link::read(text, game_id::<G>()).and_then(|l| l.record.of::<G>()).and_then(Session::from_record)
    });
    for (reader, read) in [("a text record", from_text), ("a link", from_link)] {
        if let Ok(s) = read {
            named(&format!("law 8: {} is read as {reader} but", shown(text)), || {
                law_1(s.position(), &legal(s.position()))
            });
            tally.records += 1;
        }
    }
}

/// One random game, and its move texts, position texts and records mutated and read.
fn garbage_game<G: Game + GameView>(options: G::Options, seed: u64, tally: &mut Garbage) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut session = Session::new(G::new_game(options), [Seat::Person; 2]);
    let plies = if G::may_go_on_forever(options) { ENDLESS_PLIES } else { MAX_PLIES };
    play_randomly(&mut session, &mut rng, plies, usize::MAX);
    let plies = session.played().len();
    let positions: Vec<&G> = (0..=plies).map(|k| session.position_at(k)).collect();
    let record = session.record();
    let mut records = vec![serde_json::to_string(&record).expect("a record is written")];
    for _ in 0..3 {
        let cut = rng.random_range(0..=record.moves.len());
        let prefix = Record { moves: record.moves[..cut].to_vec(), ..record.clone() };
        records.push(serde_json::to_string(&prefix).expect("a record is written"));
    }
    records.push(text::write(&session, &text::Details { date: Some("2026.11.23".into()) }));
    let address = link::write(&record, "garbage");
    records.push(link::split(&address).map_or(address.clone(), |(_, query)| query.to_string()));
    for _ in 0..MUTATIONS_PER_GAME {
        let k = rng.random_range(0..=plies);
        let pos = positions[k];
        let source = match rng.random_range(0..3) {
            0 => match session.played().get(k) {
                Some(p) => p.text.clone(),
                None => pos.position_text(),
            },
            1 => pos.position_text(),
            _ => records[rng.random_range(0..records.len())].clone(),
        };
        let text = mutate(&source, &mut rng);
        feed(&text, pos, tally);
    }
}

fn garbage<G: Game + GameView>(game: GameId, tally: &mut Garbage) {
    let fixed = [
        String::new(),
        " ".into(),
        "null".into(),
        "{}".into(),
        "[]".into(),
        "0".into(),
        "\"\"".into(),
        "pass".into(),
        "a".repeat(100_000),
        "9".repeat(10_000),
        "🙂".repeat(10_000),
        "[".repeat(10_000),
        "{\"a\":".repeat(10_000),
        "-".repeat(10_000),
        ":".repeat(10_000),
    ];
    for (k, options) in G::variants().into_iter().enumerate() {
        let name = variant_name::<G>(game, options);
        let start = G::new_game(options);
        named(&name, || fixed.iter().for_each(|text| feed(text, &start, tally)));
        for g in 0..GARBAGE_GAMES_PER_VARIANT {
            let seed = seed(3, game, k, g);
            named(&format!("{name}, seed {seed}"), || garbage_game::<G>(options, seed, tally));
        }
    }
}

#[test]
fn garbage_never_panics() {
    let clock = Instant::now();
    let mut tally = Garbage::default();
    for game in GameId::ALL {
        with_game!(game, |G| garbage::<G>(game, &mut tally));
    }
    assert!(tally.texts > 0, "no game can be played");
    println!(
        "{} garbage texts, each read as a move, a position text, a saved record (JSON), a text record and a link: \
         none panicked; {} read as legal moves, {} as sound positions, {} as records, in {:.1?}",
        tally.texts,
        tally.moves,
        tally.positions,
        tally.records,
        clock.elapsed()
    );
}
