//! Checkerbox's core: everything but the page, in pure Rust with no web dependency, so that it
//! runs natively in tests and benchmarks and in the browser's workers alike. Floors, each using
//! only those below it:
//!
//! - [`rules`]: every game's rules behind one trait; [`level`]: the levels' names and budgets.
//! - [`words`]: what each game says of its variants, players, scores and results.
//! - [`ai`]: the computer player, generic over [`rules::Game`], and each game's knowledge.
//! - [`games`]: the list of games and the one dispatch to each game's modules.
//! - [`session`]: a game in progress; [`record`]: a game written down, as text and as a link.
//! - [`protocol`]: the page ⇄ worker messages and the worker's whole job.
//! - [`tutorial`]: the lessons' types and how a try is judged.

pub mod ai;
pub mod games;
pub mod level;
pub mod protocol;
pub mod record;
pub mod review;
pub mod rules;
pub mod session;
pub mod tutorial;
pub mod words;
