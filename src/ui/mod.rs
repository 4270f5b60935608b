//! The page, in Leptos: the home screen, the new-game dialog, the play screen and the rules pages.
//! Components are named for what a player sees; all rules questions go to [`checkerbox_core::rules`].
//!
//! The view logic is plain Rust, tested natively: [`view`] (what the screen needs of a game),
//! [`clicks`] (what a click means, for every game), [`lesson`] (which clicks a lesson counts as
//! misses), [`address`] (where a link leads), [`move_rows`] (the move list's setup section and
//! numbered rows), [`play_state`] (the selection, the move waiting, the hint, the review),
//! [`board_geometry`] (where the board draws each square, and the square under a point),
//! [`decor`] (what the board shows over its squares), [`library`] (the revisions and writes of the
//! games kept), [`dispatcher`] (the policy for the
//! computer's worker), [`opinion`] (what the computer thinks of a position, in words), [`review`] and [`mistakes`] (a
//! game looked back on, and its faults tried again), [`analysis`] (the analysis board's best moves), [`editor`] (the position editor's board), and each
//! game's own view module; [`any_session`] is a game in progress as the shared screens see it,
//! whatever the game. The components themselves, in `web/`, are built for wasm only.

pub mod address;
pub mod analysis;
pub mod any_session;
pub mod basic;
pub mod board_geometry;
pub mod byte;
pub mod clicks;
pub mod cursor;
pub mod decor;
pub mod dispatcher;
pub mod editor;
pub mod ending;
pub mod lesson;
pub mod library;
pub mod mistakes;
pub mod move_rows;
pub mod number;
pub mod opinion;
pub mod play_state;
pub mod pyle;
pub mod review;
pub mod settings;
pub mod sight_reduction;
pub mod view;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{start_play, start_study};
