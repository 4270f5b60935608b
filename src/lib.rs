//! Checkerbox: games for a checkers set, in the browser.
//!
//! - [`rules`]: every game's rules, pure Rust, shared by the page and the AI.
//! - [`ai`]: the computer opponent, generic over [`rules::Game`].
//! - [`games`]: the list of games and the one dispatch to each game's modules.
//! - [`protocol`]: the messages between the page and the AI worker.
//! - [`session`]: a game in progress: seats, moves played, undo and redo.
//! - [`record`]: a game as a plain text record and as a link, both read as untrusted input.
//! - [`tutorial`]: the lessons of every game, as data, and how a try is judged.
//! - [`ui`]: the Leptos page (wasm only), and the view logic it runs on (native too).

pub mod ai;
pub mod games;
pub mod level;
pub mod protocol;
pub mod record;
pub mod rules;
pub mod session;
pub mod tutorial;
pub mod words;

pub mod ui;

/// Sends a panic's message to the browser console, in the page and in the worker alike (release
/// builds abort on panic, which alone says only "unreachable").
#[cfg(target_arch = "wasm32")]
pub fn report_panics() {
    std::panic::set_hook(Box::new(|info| web_sys::console::error_1(&info.to_string().into())));
}
