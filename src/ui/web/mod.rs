//! The Leptos components and the browser glue they need (the AI worker, local storage).

mod ai;
mod app;
mod board;
mod byte_game;
mod home;
mod move_list;
mod new_game;
mod rules_page;
mod saved;
mod side_view;
mod stack;

pub use app::start;
