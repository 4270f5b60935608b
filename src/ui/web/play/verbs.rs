//! What a player can do on the play screen, as methods of its context: click the board, pick a
//! level, choose, confirm or cancel a move, undo and redo, and look back through the game. What
//! each leads to is decided natively, by [`crate::ui::clicks`] and [`PlayState`].

use super::super::library;
use super::super::play_context::{OtherBoard, PlayContext};
use crate::ui::address::{Place, Tool};
use crate::ui::any_session::AnySession;
use crate::ui::clicks::{Note, Reaction};
use crate::ui::play_state::{Aside, PlayState};
use crate::ui::view::Spot;
use checkerbox_core::rules::{Phase, Side};
use checkerbox_core::session::{Deed, Seat};
use leptos::prelude::*;

impl PlayContext {
    /// A click (or a press, or a drop) on a square or a tray of the board.
    pub fn click(self, spot: Spot) {
        let decision = (self.phase.get_untracked() != Phase::Play)
            .then(|| self.table.with_untracked(|t| t.decision()).unwrap_or_default());
        let aside = match &decision {
            Some(what) => Aside::Setup(what),
            None if untrack(|| self.friends_move()) => Aside::FriendsMove,
            None => Aside::None,
        };
        if self.screen.try_update(|s| s.lets_click(aside)) == Some(true) {
            let (selection, mine) = (self.selection.get_untracked(), self.mine.get_untracked());
            self.react(self.table.with_untracked(|t| t.click(selection, spot, mine)));
        }
    }

    /// Lift from this layer of the selected square (Byte's side view).
    pub fn pick_layer(self, layer: u8) {
        let (selection, mine) = (self.selection.get_untracked(), self.mine.get_untracked());
        self.react(self.table.with_untracked(|t| t.pick_layer(selection, layer, mine)));
    }

    /// Takes choice `k` of a decision off the board (choice k is legal move k), when the person
    /// at the screen has that decision to make.
    pub fn choose(self, k: usize) {
        let theirs = self.mine.get_untracked() && self.phase.get_untracked() == Phase::Choose;
        if theirs && self.table.with_untracked(|t| k < t.choices().len()) {
            self.react(Reaction { selection: None, play: Some(k), note: None });
        }
    }

    /// What a click led to: a move made on the board waits for Confirm when the player asked for
    /// that; else it is played now.
    fn react(self, reaction: Reaction) {
        if let Some(judge) = self.judge {
            return judge.run(reaction);
        }
        let confirm = reaction.play.is_some_and(|k| {
            self.prefs.get_untracked().confirm && self.table.with_untracked(|t| t.gesture(k)).is_some()
        });
        let revision = self.revision.get_untracked();
        if let Some(k) = self.screen.try_update(|s| s.react(reaction, revision, confirm)).flatten() {
            self.play_now(k);
        }
    }

    /// Plays legal move `k`; the screen hears why if the game refuses it.
    fn play_now(self, k: usize) {
        self.change(|t| t.play(k));
    }

    /// Resigns, or offers or accepts a draw, for the person to move; the screen hears why not if
    /// the game refuses.
    pub fn act(self, deed: Deed) {
        self.change(|t| t.act(deed));
    }

    /// Changes the game by `f`, which says why not if the game refuses; the screen hears it.
    /// Notifies only when the game changed.
    fn change(self, f: impl FnOnce(&mut dyn AnySession) -> Result<(), String>) {
        self.screen.update(PlayState::cancel);
        let refused = self.table.try_maybe_update(|t| {
            let done = f(t.as_mut());
            (done.is_ok(), done.err())
        });
        if let Some(why) = refused.flatten() {
            self.screen.update(|s| s.refused(why));
        }
    }

    /// Plays the move waiting for Confirm, if it is still for the position shown.
    pub fn confirm(self) {
        let revision = self.revision.get_untracked();
        if let Some(k) = self.screen.try_update(|s| s.confirm(revision)).flatten() {
            self.play_now(k);
        }
    }

    pub fn cancel(self) {
        self.screen.update(PlayState::cancel);
    }

    /// Undo (or, `forth`, redo); `try_maybe_update` notifies only when something changed, so a
    /// no-op asks the computer nothing.
    pub fn undo(self, forth: bool) {
        let changed = self.table.try_maybe_update(|t| {
            let changed = if forth { t.redo() } else { t.undo() };
            (changed, changed)
        });
        self.screen.update(|s| s.stepped_game(changed == Some(true)));
    }

    /// Looks at the position after `k` moves; the latest is the game itself.
    pub fn show(self, k: usize) {
        let played = self.played.get_untracked();
        self.screen.update(|s| s.show(k, played));
    }

    /// One entry of the move list on (`forward`) or back.
    pub fn step(self, forward: bool) {
        let played = self.played.get_untracked();
        self.listed.with_untracked(|listed| self.screen.update(|s| s.step(forward, listed, played)));
    }

    pub fn back_to_game(self) {
        self.screen.update(PlayState::back_to_game);
    }

    /// A new game with these seats, from the start.
    pub fn restart(self, seats: [Seat; 2]) {
        if let Ok(record) = self.table.with_untracked(|t| t.restarted(seats)) {
            self.nav.start(self.game, record);
        }
    }

    /// Puts `board` in the game's board's place (closing the practice board).
    pub fn open_board(self, board: OtherBoard) {
        if let Some(reviewer) = self.review {
            reviewer.practice.set(None);
        }
        self.other_board.set(Some(board));
    }

    /// Opens a study `tool` on this game: on the study page, here; on the play page, by loading
    /// the study page at the tool's address (the game is kept at each move), unless the browser
    /// is not keeping the game, which the study page would then not find.
    pub fn study(self, tool: Tool) {
        if !self.nav.studies {
            // The study page reads the game from the browser's storage.
            if library::signals().refused.with_untracked(Option::is_some) {
                let why = "The study page opens the games this browser keeps, and it is not keeping this one: save it as a file, or make room, first.";
                return self.screen.update(|s| s.tell(Note::Refused(why.into())));
            }
            return self.nav.visit_study(Place::Study(self.game, tool), false);
        }
        let at = |k: Option<usize>| k.unwrap_or(usize::MAX).min(self.played.get_untracked());
        match tool {
            Tool::Review => {
                if let Some(reviewer) = self.review {
                    reviewer.start();
                    reveal_review();
                }
            }
            Tool::Analyse(k) => self.open_board(OtherBoard::Analysis(at(k))),
            Tool::SetUp(k) => self.open_board(OtherBoard::Editor(at(k))),
            Tool::NewGame => self.nav.new_game(self.game),
            Tool::Settings => self.nav.open_settings(),
        }
    }

    /// Closes the board in the game's board's place, and shows the position after `k` moves.
    pub fn close_board(self, k: usize) {
        self.other_board.set(None);
        self.show(k);
    }

    /// Starts trying `side`'s faults of the review again, on the practice board (closing any
    /// other board in the game's board's place).
    pub fn practise(self, side: Side) {
        self.other_board.set(None);
        if let Some(reviewer) = self.review {
            reviewer.practise(side);
        }
    }

    /// A new game from the position looked at: its moves so far, then the players' own.
    pub fn branch(self) {
        if let Ok(record) = self.table.with_untracked(|t| t.branched(self.shown.get_untracked())) {
            self.nav.start(self.game, record);
        }
    }
}

/// Brings the review's panel into view, where a phone has it below the board.
fn reveal_review() {
    if let Some(panel) = document().get_element_by_id("review-panel") {
        panel.scroll_into_view();
    }
}
