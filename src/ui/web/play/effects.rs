//! What the play screen does by itself as the game goes: keeps it saved, sounds each move, and
//! turns the board to the person's colour.

use super::super::library;
use super::super::play_context::PlayContext;
use super::super::sound::{self, Cue};
use checkerbox_core::rules::{Phase, Player, Side};
use checkerbox_core::session::Seat;
use leptos::prelude::*;

/// The game is saved as soon as it starts and after every change, so that a reload, Back or a
/// closed tab loses nothing; and kept in memory, for when the browser keeps nothing. Where the
/// browser refuses to keep it, the play screen tells the player at once and offers the export.
pub fn keep_saved(ctx: PlayContext) {
    let nav = ctx.nav;
    let (game, table) = (ctx.game, ctx.table);
    Effect::new(move |_| {
        if let Ok(record) = table.with(|t| t.saved()) {
            let id = ctx.id.get_value();
            library::save(game, &id, &record);
            nav.keep(game, &id, record);
        }
    });
}

/// When another tab stores a newer state of this game, or this tab's move is refused as made on
/// an older one, the screen follows the stored game and says so.
pub fn follow_other_tabs(ctx: PlayContext) {
    let heard = library::signals().news;
    Effect::new(move |_| {
        let Some(news) = heard.get() else { return };
        if news.id != ctx.id.get_value() || news.game != ctx.game {
            return;
        }
        // Taken, so that the play screen built for it does not follow it again as it starts.
        heard.set(None);
        let told = if news.refused_here {
            "That move was not kept: this game had moved on in another tab. Here it is as it stands there."
        } else {
            "This game was played on in another tab: here it is as it stands now."
        };
        ctx.nav.told.set_value(Some(told.to_string()));
        ctx.nav.open(ctx.game, &news.id, news.record);
    });
}

/// A sound for each move played from now on (not for the game loaded, nor for an undo).
pub fn sound_each_move(ctx: PlayContext) {
    let table = ctx.table;
    let heard = StoredValue::new(table.with_untracked(|t| t.played()));
    Effect::new(move |_| {
        let (count, cue) = table.with(|t| {
            let cue = if t.over() {
                Cue::End
            } else if t.last_did_more() {
                Cue::Event
            } else {
                Cue::Move
            };
            (t.played(), cue)
        });
        let before = heard.get_value();
        heard.set_value(count);
        if count > before && ctx.prefs.get_untracked().sound {
            sound::play(cue);
        }
    });
}

/// A person playing Black against the computer or a friend by link sees the board from Black's
/// side, from the moment the colours are known (at the start, in most games).
pub fn face_the_persons_colour(ctx: PlayContext) {
    let table = ctx.table;
    let person = match ctx.seats {
        [Seat::Person, Seat::Person] => return,
        [Seat::Person, _] => Player::One,
        [_, Seat::Person] => Player::Two,
        _ => return,
    };
    let persons_colour = Memo::new(move |_| {
        table.with(|t| {
            let colours_known = t.phase() == Phase::Play;
            [Side::White, Side::Black].into_iter().find(|&side| colours_known && t.player_of(side) == person)
        })
    });
    Effect::new(move |_| ctx.flipped.set(persons_colour.get() == Some(Side::Black)));
}
