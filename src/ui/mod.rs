//! The page, in Leptos: the home screen, the new-game dialog, the play screen and the rules pages.
//! Components are named for what a player sees; all rules questions go to [`crate::rules`].
//!
//! [`address`] (where a link leads) and [`byte_clicks`] (what a click means) are plain Rust, tested
//! natively; the components themselves, in `web/`, are built for wasm only.

pub mod address;
pub mod byte_clicks;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::start;
