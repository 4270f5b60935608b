//! The play screen's words: whose turn it is or how the game ended, what the last moves did,
//! what a screen reader hears, and who plays each colour.

use super::super::ai::Computer;
use super::super::play_context::PlayContext;
use checkerbox_core::rules::{Player, Side};
use checkerbox_core::session::Seat;
use leptos::prelude::*;

/// Whose turn it is, and what they do now; or how the game ended. While another board stands in
/// the game's board's place, said as the game's: "In the game: White to move".
pub fn status(ctx: PlayContext) -> String {
    let said = game_status(ctx);
    if ctx.board_aside() { format!("In the game: {said}") } else { said }
}

fn game_status(ctx: PlayContext) -> String {
    if let Some(text) = ctx.over.get() {
        return text;
    }
    let computer = ctx.computer;
    ctx.table.with(|t| {
        let name = t.side_name(t.to_move());
        let seats = t.seats();
        match (seats[t.player_to_move().index()], seats, computer.state.get()) {
            (Seat::Computer(_), _, Computer::Failed(_)) => format!("{name} (computer) could not move"),
            (Seat::Computer(_), _, _) if computer.held() => format!("Paused: {name} (computer) to move"),
            (Seat::Computer(_), _, _) => format!("{name} (computer) is thinking\u{2026}"),
            (Seat::Friend, _, _) => format!("Waiting for your friend's move ({name}): send them the link."),
            (Seat::Person, seats, _) => t.persons_turn(seats == [Seat::Person; 2]),
        }
    })
}

/// Said to a screen reader after each move: who played what (the last move a player chose), and
/// how the game ended.
pub fn announce(ctx: PlayContext) -> Option<String> {
    let mut said = ctx.table.with(|t| t.last_played())?;
    if let Some(end) = ctx.over.get() {
        said.push(' ');
        said.push_str(&end);
    }
    Some(said)
}

/// The player called `name`, in `player`'s seat, as the players panel names them, and a detail in
/// smaller print.
pub fn seat_label(seats: [Seat; 2], player: Player, name: String) -> (String, Option<&'static str>) {
    match (seats[player.index()], seats) {
        (Seat::Computer(strength), _) => (format!("{name} \u{00b7} computer"), Some(strength.name())),
        (Seat::Friend, _) => (format!("{name} \u{00b7} friend"), Some("by link")),
        (Seat::Person, [Seat::Person, Seat::Person]) => (name, None),
        (Seat::Person, _) => (format!("{name} \u{00b7} you"), None),
    }
}

/// The words on the button that swaps the seats: where the players learn their colours in the
/// game, a swap trades the roles.
pub fn swap_label(ctx: PlayContext) -> &'static str {
    if ctx.table.with_untracked(|t| t.seat_names()[0] == Side::White.name()) { "Swap colours" } else { "Swap roles" }
}
