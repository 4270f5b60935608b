//! The page, in Leptos: the home screen, the new-game dialog, the play screen and the rules pages.
//! Components are named for what a player sees; all rules questions go to [`crate::rules`].
//!
//! Only [`address`] (where a link leads) and [`byte_clicks`] (what a click means) are plain Rust,
//! tested natively; the rest is the web page and is built for wasm only.

pub mod address;
pub mod byte_clicks;

#[cfg(target_arch = "wasm32")]
mod ai;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod byte_game;
#[cfg(target_arch = "wasm32")]
mod home;
#[cfg(target_arch = "wasm32")]
mod move_list;
#[cfg(target_arch = "wasm32")]
mod new_game;
#[cfg(target_arch = "wasm32")]
mod rules_page;
#[cfg(target_arch = "wasm32")]
mod saved;
#[cfg(target_arch = "wasm32")]
mod side_view;
#[cfg(target_arch = "wasm32")]
mod stack;
#[cfg(target_arch = "wasm32")]
pub use app::start;
