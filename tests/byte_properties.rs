//! Property tests of Byte's own rules over thousands of seeded random games, on both boards, with
//! and without "merge first". Every failure names its seed: rerun the test and look for "seed".
//!
//! What every game must do (notation, position text and JSON round trips, equal hashes for equal
//! positions, games that end, records that replay) is checked in `conformance.rs`; here are
//! Byte's invariants, its near-miss moves and texts, and its corrupted records.
//!
//! The independent reference move generator is in `byte_reference/mod.rs` (shared with byte_rules.rs).

mod byte_reference;
mod seeded;

use byte_reference::{RefPos, fast_key, fast_keys, ref_move_by_key};
use checkerbox_core::rules::byte::{Byte, ByteBoard, ByteMove, ByteOptions};
use checkerbox_core::rules::saved::Earlier;
use checkerbox_core::rules::{Game, NotationError, Outcome, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use seeded::seeded;
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::ops::Range;
use std::panic::{AssertUnwindSafe, catch_unwind};

const EIGHT: ByteOptions = ByteOptions { board: ByteBoard::Eight, merge_first: false };
const TEN: ByteOptions = ByteOptions { board: ByteBoard::Ten, merge_first: false };
const EIGHT_MERGE_FIRST: ByteOptions = ByteOptions { board: ByteBoard::Eight, merge_first: true };
const TEN_MERGE_FIRST: ByteOptions = ByteOptions { board: ByteBoard::Ten, merge_first: true };

/// Each configuration with a label and a weight: 10x10 games are longer, so fewer are played.
const CONFIGS: [(&str, ByteOptions, u64); 4] = [
    ("8x8", EIGHT, 2),
    ("10x10", TEN, 1),
    ("8x8 merge first", EIGHT_MERGE_FIRST, 2),
    ("10x10 merge first", TEN_MERGE_FIRST, 1),
];

/// Far beyond any random game; a game this long is a bug.
const MAX_PLIES: usize = 20_000;

fn total_checkers(options: ByteOptions) -> u32 {
    let s = options.board.size() as u32;
    s * (s - 2) / 2
}

/// Seeds for one test and configuration: disjoint ranges, `games` of them.
fn seeds(test: u64, config: usize, games: u64) -> Range<u64> {
    let base = test * 1_000_000 + config as u64 * 100_000;
    base..base + games
}

/// What must hold in every position.
fn check_invariants(pos: &Byte) -> Result<(), String> {
    let options = pos.options();
    let g = pos.grid();
    let won = pos.stacks_won();
    let on_board = pos.checkers_on_board();
    if on_board + 8 * (won[0] as u32 + won[1] as u32) != total_checkers(options) {
        return Err(format!("checkers not conserved: {on_board} on the board, stacks won {won:?}"));
    }
    let mut counted = 0;
    for s in 0..g.count {
        let h = pos.height(s);
        if h > 7 {
            return Err(format!("a stack of {h} stands on {}", g.name(s)));
        }
        let stack = pos.stack(s);
        if stack.len() != h as usize {
            return Err(format!("stack() and height() disagree on {}", g.name(s)));
        }
        for (k, c) in stack.iter().enumerate() {
            if pos.checker(s, k as u8 + 1) != Some(*c) {
                return Err(format!("checker() and stack() disagree on {}", g.name(s)));
            }
        }
        if pos.checker(s, 0).is_some() || pos.checker(s, h + 1).is_some() {
            return Err(format!("checker() answers outside the stack on {}", g.name(s)));
        }
        if (pos.occupied() >> s & 1 == 1) != (h > 0) {
            return Err(format!("occupied() is wrong on {}", g.name(s)));
        }
        counted += h as u32;
    }
    if counted != on_board {
        return Err("checkers_on_board() miscounts".into());
    }
    let majority = options.board.majority();
    let winners: Vec<Side> = [Side::White, Side::Black].into_iter().filter(|s| won[s.index()] >= majority).collect();
    if winners.len() > 1 {
        return Err(format!("both sides have won: {won:?}"));
    }
    match (pos.result(), winners.first()) {
        (None, None) => {}
        (Some(r), Some(&w)) if r.outcome == Outcome::Win(w) && r.score == Some(won) => {}
        (r, w) => return Err(format!("result {r:?} does not match stacks won {won:?} (winner {w:?})")),
    }
    Ok(())
}

/// Plays one random game from the start, calling `visit` on every position (with its legal moves)
/// before a move is chosen, and checking the invariants after every move. Returns the final
/// position and the number of plies.
fn random_game(
    options: ByteOptions,
    seed: u64,
    mut visit: impl FnMut(&Byte, &[ByteMove], &mut SmallRng),
) -> (Byte, usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut pos = Byte::new_game(options);
    let mut moves = Vec::new();
    for ply in 0..MAX_PLIES {
        pos.legal_moves(&mut moves);
        visit(&pos, &moves, &mut rng);
        if moves.is_empty() {
            return (pos, ply);
        }
        let mv = moves[rng.random_range(0..moves.len())];
        let text = pos.move_text(mv);
        pos.play(mv);
        if let Err(e) = check_invariants(&pos) {
            panic!("after ply {ply} ({text}): {e}\nposition: {}", pos.position_text());
        }
    }
    panic!("no winner after {MAX_PLIES} plies: {}", pos.position_text());
}

// ---------------------------------------------------------------------------------------------

/// Checkers are conserved, no stack stands at 8 or more, the result matches the stacks won, after
/// every move of every game; legal_moves is never empty before the end, has no duplicates, and a
/// pass only comes alone.
#[test]
fn invariants_hold_after_every_move() {
    let mut positions = 0usize;
    let mut passes = 0usize;
    let mut games = 0;
    for (c, &(label, options, weight)) in CONFIGS.iter().enumerate() {
        seeded(label, seeds(2, c, 400 * weight), |seed| {
            let (end, _) = random_game(options, seed, |pos, moves, _| {
                positions += 1;
                if pos.result().is_none() {
                    assert!(!moves.is_empty(), "no moves before the end");
                }
                let distinct: HashSet<_> = moves.iter().collect();
                assert_eq!(distinct.len(), moves.len(), "duplicate moves");
                if moves.contains(&ByteMove::Pass) {
                    assert_eq!(moves, [ByteMove::Pass], "a pass beside other moves");
                    passes += 1;
                }
                if options.merge_first && moves.iter().any(|m| matches!(m, ByteMove::Merge { .. })) {
                    assert!(
                        moves.iter().all(|m| matches!(m, ByteMove::Merge { .. })),
                        "merge first: step beside a merge"
                    );
                }
            });
            assert!(end.result().is_some());
            games += 1;
        });
    }
    println!("{games} games, {positions} positions, {passes} forced passes");
}

/// A random candidate move: mostly near the board's real moves, sometimes nonsense.
fn random_candidate(pos: &Byte, rng: &mut SmallRng) -> ByteMove {
    let g = pos.grid();
    let count = g.count;
    let square = |rng: &mut SmallRng| {
        if rng.random_range(0..20) == 0 { rng.random_range(0..=u8::MAX) } else { rng.random_range(0..count) }
    };
    let from = square(rng);
    let to = if from < count && rng.random_range(0..4) != 0 {
        let t = g.step[from as usize][rng.random_range(0..4)];
        if t == checkerbox_core::rules::grid::OFF { square(rng) } else { t }
    } else {
        square(rng)
    };
    match rng.random_range(0..10) {
        0 => ByteMove::Pass,
        1..=4 => ByteMove::Step { from, to },
        _ => ByteMove::Merge { from, level: rng.random_range(0..=9), to },
    }
}

fn variant(m: ByteMove) -> &'static str {
    match m {
        ByteMove::Step { .. } => "Step",
        ByteMove::Merge { .. } => "Merge",
        ByteMove::Pass => "Pass",
    }
}

/// `check_move(m)` accepts exactly the moves `legal_moves` lists: every listed move, and no other
/// of many candidates (random ones in every position, and every step and merge between neighbours
/// in sampled positions).
#[test]
fn check_move_accepts_exactly_the_legal_moves() {
    // Mismatches by kind, with the first example of each and a count.
    let mut mismatches: HashMap<String, (String, usize)> = HashMap::new();
    let mut candidates = 0usize;
    for (c, &(label, options, weight)) in CONFIGS.iter().enumerate() {
        seeded(label, seeds(4, c, 100 * weight), |seed| {
            let mut ply = 0;
            random_game(options, seed, |pos, moves, rng| {
                ply += 1;
                for &m in moves {
                    if let Err(why) = pos.check_move(m) {
                        panic!("legal move {} refused: {why}", pos.move_text(m));
                    }
                }
                let legal: HashSet<ByteMove> = moves.iter().copied().collect();
                let mut try_move = |m: ByteMove| {
                    candidates += 1;
                    let accepted = pos.check_move(m).is_ok();
                    if accepted != legal.contains(&m) {
                        let kind = match m {
                            ByteMove::Step { to, .. } if accepted && pos.height(to) > 0 => {
                                "check_move accepts a Step onto an occupied square (legal_moves lists it as a Merge)"
                                    .to_string()
                            }
                            _ if accepted => format!("check_move accepts an unlisted {}", variant(m)),
                            _ => "check_move refuses a listed move".to_string(),
                        };
                        let example = format!("seed {seed} ply {ply}: {m:?} in {}", pos.position_text());
                        mismatches.entry(kind).or_insert((example, 0)).1 += 1;
                    }
                };
                for _ in 0..12 {
                    try_move(random_candidate(pos, rng));
                }
                if ply % 25 == 1 {
                    let g = pos.grid();
                    for from in 0..g.count {
                        for to in 0..g.count {
                            try_move(ByteMove::Step { from, to });
                        }
                        for to in g.step[from as usize] {
                            if to != checkerbox_core::rules::grid::OFF {
                                for level in 0..=9 {
                                    try_move(ByteMove::Merge { from, level, to });
                                }
                            }
                        }
                    }
                    try_move(ByteMove::Pass);
                }
            });
        });
    }
    println!("{candidates} candidate moves checked");
    let mut report = String::new();
    for (kind, (example, n)) in &mismatches {
        writeln!(report, "- {kind}: {n} times; first: {example}").unwrap();
    }
    assert!(mismatches.is_empty(), "check_move and legal_moves disagree:\n{report}");
}

/// The independent reference generator (tests/byte_reference) finds the same legal moves in sampled
/// positions, and playing the same moves in both keeps the boards identical.
#[test]
fn reference_generator_agrees() {
    let mut compared = 0usize;
    for (c, &(label, options, weight)) in CONFIGS.iter().enumerate() {
        // Sampled positions of many games.
        seeded(label, seeds(5, c, 250 * weight), |seed| {
            let mut ply = 0;
            random_game(options, seed, |pos, _, _| {
                ply += 1;
                if ply % 7 == seed as usize % 7 || pos.result().is_some() {
                    assert_eq!(fast_keys(pos), RefPos::from_byte(pos).legal_keys(), "ply {ply}: {pos:?}");
                    compared += 1;
                }
            });
        });
        // Whole games played move for move by both.
        seeded(label, seeds(6, c, 25 * weight), |seed| {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut fast = Byte::new_game(options);
            let mut reference = RefPos::start(options.board.size() as i32, options.merge_first);
            let mut moves = Vec::new();
            for ply in 0..MAX_PLIES {
                assert_eq!(RefPos::from_byte(&fast), reference, "boards differ at ply {ply}");
                fast.legal_moves(&mut moves);
                let keys: Vec<String> = {
                    let mut k: Vec<String> = moves.iter().map(|&m| fast_key(&fast, m)).collect();
                    k.sort();
                    k
                };
                assert_eq!(keys, reference.legal_keys(), "ply {ply}");
                compared += 1;
                if moves.is_empty() {
                    assert!(reference.winner().is_some());
                    return;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                let ref_mv = ref_move_by_key(&reference, &fast_key(&fast, mv)).unwrap();
                fast.play(mv);
                reference.play(ref_mv);
            }
            panic!("no end after {MAX_PLIES} plies");
        });
    }
    println!("{compared} positions compared with the reference generator");
}

// ---------------------------------------------------------------------------------------------
// Garbage in

/// Parses `text`, catching panics; a successful parse must be a legal move here.
fn parse_safely(pos: &Byte, text: &str) -> Result<ByteMove, NotationError> {
    let r = catch_unwind(AssertUnwindSafe(|| pos.parse_move(text)))
        .unwrap_or_else(|_| panic!("parse_move panicked on {text:?}"));
    if let Ok(m) = r {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        assert!(moves.contains(&m), "{text:?} parsed as {m:?}, which is not legal here");
    }
    r
}

const NEAR_MISSES: &[&str] = &[
    "c3:9-d4",
    "c3:8-d4",
    "c3:0-d4",
    "c3:256-d4",
    "c3:99999999999999999999-d4",
    "c3:-1-d4",
    "c3:x-d4",
    "c3:-d4",
    "c3:2:2-d4",
    "c3:2-",
    "c3-",
    "-d4",
    "-",
    ":",
    ":-",
    "-:",
    "z9-a1",
    "c3--d4",
    "c3-d4-e5",
    "c3 d4",
    "c3d4",
    "c 3-d 4",
    "3c-4d",
    "c-3",
    "pass pass",
    "passs",
    "pas",
    "pass-",
    "pass\0",
    "\0",
    "a0-b1",
    "a99999999999999999999-b2",
    "a-1-b2",
    "ａ1-b2",
    "c３-d4",
    "c3—d4",
    "c3–d4",
    "c3：2-d4",
    "🙂",
    "c3-🙂",
    "🙂-c3",
    "\u{200b}",
    "é3-d4",
    "c3:２-d4",
    "c٣-d4",
];

#[test]
fn garbage_move_text_never_panics() {
    let mut rng = SmallRng::seed_from_u64(42);
    // Positions to parse in: the starts, mid-games, finished games.
    let mut positions: Vec<Byte> = Vec::new();
    for &(_, options, _) in &CONFIGS {
        positions.push(Byte::new_game(options));
        for seed in 0..4u64 {
            let mut visited = Vec::new();
            let (end, _) = random_game(options, 11_000_000 + seed, |pos, _, _| visited.push(pos.clone()));
            positions.push(visited[visited.len() / 2].clone());
            positions.push(visited[visited.len() * 9 / 10].clone());
            positions.push(end);
        }
    }
    let long_strings = [
        "a".repeat(100_000),
        "-".repeat(10_000),
        ":".repeat(10_000),
        "1".repeat(10_000),
        format!("c3-d{}", "4".repeat(10_000)),
        format!("c3:{}-d4", "2".repeat(10_000)),
        format!("{}c3-d4", " x".repeat(5_000)),
        "pass ".repeat(2_000),
        "🙂".repeat(10_000),
    ];
    const ALPHABET: &[char] = &[
        'a', 'b', 'c', 'd', 'h', 'i', 'j', 'k', 'z', 'A', 'C', 'P', 'p', 's', '0', '1', '2', '3', '8', '9', ':', '-',
        ' ', '\t', '\n', 'é', 'ß', 'ａ', '１', '—', '：', '\0', '\u{200b}', '🙂', '\u{3000}', '\u{feff}',
    ];
    let mut parsed = 0usize;
    let mut refused = 0usize;
    for pos in &positions {
        for text in NEAR_MISSES {
            assert!(parse_safely(pos, text).is_err(), "{text:?} was accepted");
        }
        for text in &long_strings {
            assert!(parse_safely(pos, text).is_err(), "a long string was accepted");
        }
        for _ in 0..300 {
            // Random bytes.
            let len = rng.random_range(0..24);
            let bytes: Vec<u8> = (0..len).map(|_| rng.random_range(0..=u8::MAX)).collect();
            let text = String::from_utf8_lossy(&bytes);
            if parse_safely(pos, &text).is_ok() {
                parsed += 1;
            } else {
                refused += 1;
            }
            // Random characters from a move-like alphabet.
            let len = rng.random_range(0..10);
            let text: String = (0..len).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())]).collect();
            if parse_safely(pos, &text).is_ok() {
                parsed += 1;
            } else {
                refused += 1;
            }
            // Near misses of real moves: one character inserted, deleted or replaced.
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            if let Some(&m) = moves.get(rng.random_range(0..moves.len().max(1))) {
                let mut chars: Vec<char> = pos.move_text(m).chars().collect();
                let at = rng.random_range(0..=chars.len());
                let c = ALPHABET[rng.random_range(0..ALPHABET.len())];
                match rng.random_range(0..3) {
                    0 => chars.insert(at, c),
                    1 if at < chars.len() => {
                        chars.remove(at);
                    }
                    _ if at < chars.len() => chars[at] = c,
                    _ => chars.push(c),
                }
                let text: String = chars.into_iter().collect();
                if parse_safely(pos, &text).is_ok() {
                    parsed += 1;
                } else {
                    refused += 1;
                }
            }
        }
    }
    println!("garbage: {refused} refused, {parsed} happened to be legal moves (and were)");
}

// ---------------------------------------------------------------------------------------------
// Corrupted records

/// Reads a record, catching panics.
fn read_safely(value: &Value) -> Result<Byte, String> {
    let text = value.to_string();
    catch_unwind(AssertUnwindSafe(|| serde_json::from_str::<Earlier<Byte>>(&text)))
        .unwrap_or_else(|_| panic!("deserialising panicked on {text}"))
        .map(|e| e.0)
        .map_err(|e| e.to_string())
}

fn assert_refused(value: &Value, what: &str) {
    if let Ok(pos) = read_safely(value) {
        panic!("{what}: the record was accepted: {value} → {pos:?}");
    }
}

/// A square name that is a light square of this board, next to a dark `name`.
fn light_neighbour(name: &str, size: u32) -> String {
    let file = name.as_bytes()[0];
    let rank: u32 = name[1..].parse().unwrap();
    let rank = if rank < size { rank + 1 } else { rank - 1 };
    format!("{}{rank}", file as char)
}

/// The position as it was saved before positions were saved as their text: an object of Byte's
/// shape, which saved games still hold and which is still read, checked.
fn old_object(pos: &Byte) -> Value {
    let text = pos.position_text();
    let mut words = text.split_whitespace();
    let board = if words.next() == Some("10x10") { "Ten" } else { "Eight" };
    let mut word = words.next().unwrap();
    let merge_first = word == "merge-first";
    if merge_first {
        word = words.next().unwrap();
    }
    let to_move = if word == "white" { "White" } else { "Black" };
    let (w, b) = words.next().unwrap().strip_prefix("won:").unwrap().split_once('-').unwrap();
    let stacks: serde_json::Map<String, Value> =
        words.map(|s| s.split_once('=').unwrap()).map(|(square, stack)| (square.into(), json!(stack))).collect();
    let won: [u8; 2] = [w.parse().unwrap(), b.parse().unwrap()];
    json!({
        "options": { "board": board, "merge_first": merge_first },
        "to_move": to_move,
        "stacks_won": won,
        "stacks": stacks,
    })
}

#[test]
fn corrupted_records_are_refused() {
    let mut rng = SmallRng::seed_from_u64(2005);
    let mut records = 0usize;
    let mut mutations = 0usize;
    for (c, &(label, options, _)) in CONFIGS.iter().enumerate() {
        let size = options.board.size() as u32;
        seeded(label, seeds(12, c, 12), |seed| {
            let mut samples = Vec::new();
            random_game(options, seed, |pos, _, _| samples.push(pos.clone()));
            let step = (samples.len() / 12).max(1);
            for pos in samples.iter().step_by(step).chain(samples.last()) {
                records += 1;
                let good = old_object(pos);
                assert_eq!(read_safely(&good).unwrap(), *pos);
                let stacks = good["stacks"].as_object().unwrap().clone();
                let names: Vec<String> = stacks.keys().cloned().collect();
                let mut bad = |f: &dyn Fn(&mut Value), what: &str| {
                    let mut v = good.clone();
                    f(&mut v);
                    assert_refused(&v, what);
                    mutations += 1;
                };

                if let Some(name) = names.get(rng.random_range(0..names.len().max(1))).cloned() {
                    let h = stacks[&name].as_str().unwrap().len();
                    // A stack moved to a light square, off the board, or to a name that is none.
                    let light = light_neighbour(&name, size);
                    let off_board =
                        [format!("{}{}", (b'a' + size as u8) as char, 1), format!("a{}", size + 1), "a0".into()];
                    let mut targets = vec![light];
                    targets.extend(off_board);
                    targets.extend(["", "c", "3", "cc", "c3 ", " c3", "c-3", "3c", "🙂", "c3c3"].map(String::from));
                    for target in targets {
                        bad(
                            &|v| {
                                let map = v["stacks"].as_object_mut().unwrap();
                                let s = map.remove(&name).unwrap();
                                map.insert(target.clone(), s);
                            },
                            &format!("stack moved from {name} to {target:?}"),
                        );
                    }
                    // A stack moved onto another stack's square: checkers are lost.
                    if let Some(other) = names.iter().find(|n| **n != name) {
                        bad(
                            &|v| {
                                let map = v["stacks"].as_object_mut().unwrap();
                                let s = map.remove(&name).unwrap();
                                map.insert(other.clone(), s);
                            },
                            "stack moved onto another",
                        );
                    }
                    // One checker more, one fewer.
                    bad(
                        &|v| {
                            let s = format!("{}w", v["stacks"][&name].as_str().unwrap());
                            v["stacks"][&name] = json!(s);
                        },
                        "one checker added",
                    );
                    bad(
                        &|v| {
                            let s = v["stacks"][&name].as_str().unwrap();
                            let shorter = s[1..].to_string();
                            if shorter.is_empty() {
                                v["stacks"].as_object_mut().unwrap().remove(&name);
                            } else {
                                v["stacks"][&name] = json!(shorter);
                            }
                        },
                        "one checker removed",
                    );
                    // An empty stack.
                    bad(&|v| v["stacks"][&name] = json!(""), "empty stack");
                    // A bad character in a stack.
                    for ch in ['W', 'B', 'x', ' ', '0', '🙂', '\0', 'ｗ', '-'] {
                        bad(
                            &|v| {
                                let mut s: Vec<char> = v["stacks"][&name].as_str().unwrap().chars().collect();
                                let at = h / 2;
                                s[at] = ch;
                                v["stacks"][&name] = json!(s.into_iter().collect::<String>());
                            },
                            &format!("character {ch:?} in a stack"),
                        );
                    }
                    // Wrong types for a stack.
                    for wrong in [json!(3), json!(null), json!(["w"]), json!({"w": 1}), json!(true)] {
                        bad(&|v| v["stacks"][&name] = wrong.clone(), &format!("stack written as {wrong}"));
                    }
                }

                // Stacks of 8 or more, with the checker total kept right: all the checkers on the
                // board relaid in stacks, the first one 8 to 12 high.
                let all: String = stacks.values().map(|s| s.as_str().unwrap()).collect();
                for first in 8..=12usize {
                    if all.len() < first {
                        break;
                    }
                    let mut squares: Vec<String> = (0..options.board.size() as u32 * options.board.size() as u32 / 2)
                        .map(|s| pos.grid().name(s as u8))
                        .collect();
                    // Shuffle the squares a little.
                    for i in (1..squares.len()).rev() {
                        squares.swap(i, rng.random_range(0..=i));
                    }
                    let mut relaid = serde_json::Map::new();
                    let mut rest = all.as_str();
                    let mut k = 0;
                    let mut take = first;
                    while !rest.is_empty() {
                        let n = take.min(rest.len());
                        relaid.insert(squares[k].clone(), json!(rest[..n]));
                        rest = &rest[n..];
                        k += 1;
                        take = rng.random_range(1..=7);
                    }
                    bad(&|v| v["stacks"] = Value::Object(relaid.clone()), &format!("a stack of {first}"));
                }

                // Stacks won that do not add up.
                let won = pos.stacks_won();
                for delta in [[1i32, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [8, 0]] {
                    let w = [won[0] as i32 + delta[0], won[1] as i32 + delta[1]];
                    bad(&|v| v["stacks_won"] = json!(w), &format!("stacks won {w:?}"));
                }
                // Wrong types and values elsewhere.
                for wrong in [
                    json!("1,1"),
                    json!([1]),
                    json!([0, 0, 0]),
                    json!([-1, 0]),
                    json!([256, 0]),
                    json!([1.5, 0]),
                    json!(null),
                    json!({}),
                ] {
                    bad(&|v| v["stacks_won"] = wrong.clone(), &format!("stacks_won = {wrong}"));
                }
                for wrong in [json!("Green"), json!("white"), json!(0), json!(null), json!(["White"])] {
                    bad(&|v| v["to_move"] = wrong.clone(), &format!("to_move = {wrong}"));
                }
                for wrong in [
                    json!({"board": "Nine", "merge_first": false}),
                    json!({"board": 8, "merge_first": false}),
                    json!({"board": "Eight"}),
                    json!({"board": "Eight", "merge_first": "yes"}),
                    json!("Eight"),
                    json!(null),
                ] {
                    bad(&|v| v["options"] = wrong.clone(), &format!("options = {wrong}"));
                }
                for wrong in [json!([]), json!("c3"), json!(null), json!(7)] {
                    bad(&|v| v["stacks"] = wrong.clone(), &format!("stacks = {wrong}"));
                }
                for field in ["options", "to_move", "stacks_won", "stacks"] {
                    bad(
                        &|v| {
                            v.as_object_mut().unwrap().remove(field);
                        },
                        &format!("no {field}"),
                    );
                }
                // The other board's options: the checkers no longer add up (24 vs 40), or the
                // squares do not exist.
                let other_board = if options.board == ByteBoard::Eight { "Ten" } else { "Eight" };
                bad(&|v| v["options"]["board"] = json!(other_board), "the other board size");

                // The text itself: every proper prefix is refused; random byte changes never
                // panic, and whatever is accepted is a possible position.
                let text = good.to_string();
                for cut in (0..text.len()).step_by(7) {
                    if text.is_char_boundary(cut) {
                        let prefix = &text[..cut];
                        let r = catch_unwind(AssertUnwindSafe(|| serde_json::from_str::<Earlier<Byte>>(prefix)));
                        assert!(matches!(r, Ok(Err(_))), "prefix accepted or panicked: {prefix}");
                    }
                }
                for _ in 0..20 {
                    let mut bytes = text.clone().into_bytes();
                    let at = rng.random_range(0..bytes.len());
                    bytes[at] = rng.random_range(0..=u8::MAX);
                    let r = catch_unwind(AssertUnwindSafe(|| serde_json::from_slice::<Earlier<Byte>>(&bytes)))
                        .unwrap_or_else(|_| panic!("deserialising panicked on {}", String::from_utf8_lossy(&bytes)));
                    if let Ok(Earlier(p)) = r {
                        check_invariants(&p).unwrap_or_else(|e| {
                            panic!("accepted an impossible record ({e}): {}", String::from_utf8_lossy(&bytes))
                        });
                    }
                }
            }
        });
    }
    println!("{records} records, {mutations} corrupted versions refused");
}

/// The game ends the moment a side wins the majority (2 of 3 on 8x8, 3 of 5 on 10x10), so no
/// side ever holds more: a record claiming 3 stacks won on 8x8 (or 4 on 10x10) is impossible.
#[test]
fn records_with_more_stacks_won_than_a_game_allows_are_refused() {
    let eight = json!({"options": {"board": "Eight", "merge_first": false}, "to_move": "Black", "stacks_won": [3, 0], "stacks": {}});
    let ten = json!({"options": {"board": "Ten", "merge_first": false}, "to_move": "Black", "stacks_won": [0, 4], "stacks": {"c3": "wwwwwww", "h8": "b"}});
    // Sanity: the same totals, reachable, are accepted.
    let fine = json!({"options": {"board": "Eight", "merge_first": false}, "to_move": "Black", "stacks_won": [2, 1], "stacks": {}});
    assert!(read_safely(&fine).is_ok());
    let accepted: Vec<String> = [eight, ten].iter().filter(|v| read_safely(v).is_ok()).map(|v| v.to_string()).collect();
    assert!(accepted.is_empty(), "impossible records accepted:\n{}", accepted.join("\n"));
}
