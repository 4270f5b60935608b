//! A game written down to be kept or sent: as a plain text record that people and other tools can
//! read ([`text`]), and as a link ([`link`]) that opens the game on another device, which is how
//! two friends play by link with no server. Both are read as untrusted input: every reader returns
//! a typed [`RecordError`](crate::session::RecordError) in a player's words and never panics, and a
//! record is accepted only once its moves replay through the rules
//! ([`Session::from_record`](crate::session::Session::from_record)).

mod escape;
pub mod link;
pub mod text;

/// The most moves a record or link may hold: far beyond any real game, small enough that a
/// hostile text cannot keep the page replaying for long.
pub const MAX_MOVES: usize = 20_000;

/// The longest record or link read, in bytes: many times the record of a long 10x10 game.
pub const MAX_LENGTH: usize = 400_000;
