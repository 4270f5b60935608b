//! The Leptos components and the browser glue they need (the AI worker, local storage).
//!
//! Shared by every game: the root (`app`), navigation (`nav`, a leaf), the home screen, the
//! new-game dialog, the play screen and its board, move list and side view, the rules page frame
//! (the rules themselves are in `assets/rules/`), the library of games played (`library`, its
//! screen `library_page`) and records and links in and out (`share`). The lessons, the library's
//! screen, the study's tools, the new-game dialog and the settings are the study page's rooms
//! (`study`): the play page leaves them out.
//! Each game's own parts are in its module (`byte/`).

mod ai;
mod app;
mod basic;
mod beside;
mod board;
mod byte;
mod computer_panel;
mod dialog;
mod earlier_games;
mod home;
mod lesson;
mod library;
mod library_page;
mod make_room;
mod move_list;
mod nav;
mod new_game;
mod offline;
mod options;
mod play;
mod play_context;
mod pyle;
mod remembered;
mod reviewer;
mod rules_page;
mod settings;
mod share;
mod side_view;
mod sight_reduction;
mod sound;
mod stack;
mod study;

pub use app::{start_play, start_study};
