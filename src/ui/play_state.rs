//! The play screen's own state, whatever the game: the square selected, the move waiting for
//! Confirm, the computer's hint, the earlier position looked at, and the note under the board.
//! Plain Rust, so that every way they change is tested natively; the page keeps one of these in a
//! signal and draws from it.
//!
//! The selection, the move waiting and the hint belong to the position they were made in: each
//! is kept with the session's revision then, and lapses as soon as anything is played or undone
//! (by the person, the computer or a friend's link), without anyone clearing it. The review cursor
//! outlives a move arriving: the player keeps looking where they were.

use super::any_session::ListedMove;
use super::clicks::{Note, Reaction, Selection};
use super::move_rows::current;

/// What the player points at on the play screen, beside the game itself.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayState {
    /// The selection, and the revision it was made at.
    chosen: Option<(Selection, u64)>,
    /// A move chosen on the board that waits for Confirm (a setting), as its place among the
    /// legal moves of the revision it is for.
    pending: Option<(usize, u64)>,
    /// The computer's hint, as a move of the revision it is about.
    hint: Option<(usize, u64)>,
    /// Looking back: the board shows the position after this many moves.
    viewing: Option<usize>,
    /// What the last click led to.
    note: Option<Note>,
}

/// Why a click on the board does nothing but a note, before it reaches the clicks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aside<'a> {
    /// The game is at a step of its setup decided off the board: what it is ("choose a colour").
    Setup(&'a str),
    /// Played by link, and it is the friend's move.
    FriendsMove,
    /// Nothing stops the click.
    None,
}

impl PlayState {
    /// The selection, in the game's latest position at `revision`; none while looking back.
    pub fn selection(&self, revision: u64) -> Option<Selection> {
        self.chosen.filter(|(_, at)| *at == revision && self.viewing.is_none()).map(|(s, _)| s)
    }

    /// The move waiting for Confirm, while the position it is for lasts.
    pub fn pending(&self, revision: u64) -> Option<usize> {
        self.pending.filter(|(_, at)| *at == revision).map(|(k, _)| k)
    }

    /// The hint, while the position it is about lasts.
    pub fn hint(&self, revision: u64) -> Option<usize> {
        self.hint.filter(|(_, at)| *at == revision).map(|(k, _)| k)
    }

    /// The moves the board shows, looking back: `None` for the game itself.
    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    /// How many of the game's `played` moves the board shows.
    pub fn shown(&self, played: usize) -> usize {
        self.viewing.map_or(played, |k| k.min(played))
    }

    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// Says `note` under the board.
    pub fn tell(&mut self, note: Note) {
        self.note = Some(note);
    }

    /// Whether a click on the board goes to the game's clicks; if not, the note says why.
    pub fn lets_click(&mut self, aside: Aside) -> bool {
        let why = if let Some(k) = self.viewing {
            format!(
                "You are looking at the position after move {k}. Press \u{201c}Back to the game\u{201d} (or End) to play on."
            )
        } else {
            match aside {
                Aside::Setup(what) => format!("Nothing moves on the board yet: first, {what}."),
                Aside::FriendsMove => {
                    "It is your friend's move: send them the link, and open the one they send back.".to_string()
                }
                Aside::None => return true,
            }
        };
        self.note = Some(Note::Info(why));
        false
    }

    /// Takes what a click on the board (or a choice) led to, at `revision`. A move it plays waits
    /// for Confirm when `confirm` (the player asked for that, and the move is drawn on the
    /// board); else it is returned, to be played now.
    pub fn react(&mut self, reaction: Reaction, revision: u64, confirm: bool) -> Option<usize> {
        self.chosen = reaction.selection.map(|s| (s, revision));
        self.note = reaction.note;
        self.pending = None;
        match reaction.play {
            Some(k) if confirm => {
                self.pending = Some((k, revision));
                None
            }
            play => play,
        }
    }

    /// The move waiting, to be played now, if it is still for the position at `revision`.
    pub fn confirm(&mut self, revision: u64) -> Option<usize> {
        let k = self.pending(revision);
        self.pending = None;
        k
    }

    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// The game refused move played now, and why.
    pub fn refused(&mut self, why: String) {
        self.pending = None;
        self.note = Some(Note::Refused(why));
    }

    /// Shows the computer's hint, move `k` of the position at `revision` (or none).
    pub fn show_hint(&mut self, hint: Option<usize>, revision: u64) {
        self.hint = hint.map(|k| (k, revision));
    }

    /// Escape: ends a review, or else drops the selection, the move waiting and the note.
    pub fn escape(&mut self) {
        if self.viewing.take().is_none() {
            self.chosen = None;
            self.pending = None;
            self.note = None;
        }
    }

    /// An undo or a redo, which returns to the game; one that `changed` it clears the note.
    pub fn stepped_game(&mut self, changed: bool) {
        self.viewing = None;
        if changed {
            self.note = None;
        }
    }

    /// Looks at the position after `k` of the `played` moves (the latest is the game itself).
    pub fn show(&mut self, k: usize, played: usize) {
        self.viewing = (k < played).then_some(k);
        self.note = None;
    }

    /// Back to the game's latest position.
    pub fn back_to_game(&mut self) {
        self.viewing = None;
    }

    /// One entry of the move list on (`forward`) or back from the position shown: moves the list
    /// leaves out (a pass the app played as a turn-order device) change nothing on the board, so
    /// they are stepped over.
    pub fn step(&mut self, forward: bool, listed: &[ListedMove], played: usize) {
        let now = self.shown(played);
        let mut stops = std::iter::once(0).chain(listed.iter().map(|m| m.after));
        let to = if forward {
            stops.find(|&after| after > now).unwrap_or(played)
        } else {
            stops.take_while(|&after| after < now).last().unwrap_or(0)
        };
        self.show(to, played);
    }
}

/// The review bar's words for the position after `shown` moves of `listed`: the step of the
/// setup, or the move, counted as the move list counts them (not the setup's steps, nor the
/// passes the list leaves out).
pub fn review_place(listed: &[ListedMove], shown: usize) -> String {
    let total = listed.iter().filter(|m| !m.setup).count();
    let at = current(listed, Some(shown));
    match listed.iter().position(|m| Some(m.after) == at) {
        None => format!("The start \u{00b7} {total} moves"),
        Some(i) if listed[i].setup => {
            let steps = listed.iter().filter(|m| m.setup).count();
            let step = listed[..=i].iter().filter(|m| m.setup).count();
            format!("Setup, step {step} of {steps}")
        }
        Some(i) => {
            let number = listed[..=i].iter().filter(|m| !m.setup).count();
            format!("Move {number} of {total}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use checkerbox_core::rules::Side;

    fn selected(square: u8) -> Reaction {
        Reaction { selection: Some(Selection { square, picked: None }), play: None, note: None }
    }

    fn plays(k: usize) -> Reaction {
        Reaction { selection: None, play: Some(k), note: None }
    }

    fn entry(after: usize, setup: bool) -> ListedMove {
        let by = if after % 2 == 1 { Side::White } else { Side::Black };
        ListedMove { text: format!("m{after}"), after, by, setup, forced: false, events: Vec::new() }
    }

    #[test]
    fn a_selection_lasts_while_its_position_does() {
        let mut s = PlayState::default();
        assert_eq!(s.react(selected(9), 4, false), None);
        assert_eq!(s.selection(4).map(|s| s.square), Some(9));
        assert_eq!(s.selection(5), None, "a move played since (by anyone) ends it");
    }

    #[test]
    fn a_change_of_mind_replaces_the_selection_and_its_note() {
        let mut s = PlayState::default();
        s.react(selected(9), 4, false);
        let mut other = selected(12);
        other.note = Some(Note::Info("that stack cannot move".into()));
        s.react(other, 4, false);
        assert_eq!(s.selection(4).map(|s| s.square), Some(12));
        assert_eq!(s.note(), Some(&Note::Info("that stack cannot move".into())));
        s.react(Reaction { selection: None, play: None, note: None }, 4, false);
        assert_eq!((s.selection(4), s.note()), (None, None), "a click on nothing drops both");
    }

    #[test]
    fn a_move_is_played_at_once_unless_it_waits_for_confirm() {
        let mut s = PlayState::default();
        s.react(selected(9), 4, false);
        assert_eq!(s.react(plays(2), 4, false), Some(2));
        assert_eq!(s.react(plays(3), 4, true), None, "it waits");
        assert_eq!(s.pending(4), Some(3));
        assert_eq!(s.confirm(4), Some(3), "confirmed: played now");
        assert_eq!(s.pending(4), None);
        assert_eq!(s.confirm(4), None, "confirmed once");
    }

    #[test]
    fn a_move_waiting_is_cancelled_or_lapses_with_its_position() {
        let mut s = PlayState::default();
        s.react(plays(3), 4, true);
        s.cancel();
        assert_eq!(s.pending(4), None);
        s.react(plays(3), 4, true);
        assert_eq!(s.confirm(5), None, "the position changed under it: it is not played");
        s.react(plays(3), 4, true);
        s.react(selected(7), 4, true);
        assert_eq!(s.pending(4), None, "another click drops it");
    }

    #[test]
    fn a_refused_move_is_said_and_drops_the_move_waiting() {
        let mut s = PlayState::default();
        s.react(plays(3), 4, true);
        s.refused("the stack is too small".into());
        assert_eq!(s.pending(4), None);
        assert_eq!(s.note(), Some(&Note::Refused("the stack is too small".into())));
    }

    #[test]
    fn a_hint_is_shown_for_its_position_then_played_or_dropped() {
        let mut s = PlayState::default();
        s.show_hint(Some(5), 8);
        assert_eq!(s.hint(8), Some(5));
        assert_eq!(s.hint(9), None, "played (or any move): it lapses");
        s.show_hint(Some(5), 8);
        s.show_hint(None, 8);
        assert_eq!(s.hint(8), None, "dropped");
    }

    #[test]
    fn review_steps_through_the_listed_positions_and_back_to_the_game() {
        let listed = [entry(1, true), entry(3, false), entry(4, false)];
        let mut s = PlayState::default();
        s.react(selected(9), 4, false);
        s.step(false, &listed, 4);
        assert_eq!(s.viewing(), Some(3));
        assert_eq!(s.selection(4), None, "no selection while looking back");
        s.step(false, &listed, 4);
        assert_eq!(s.viewing(), Some(1), "move 2 is a pass the list leaves out: stepped over");
        s.step(false, &listed, 4);
        s.step(false, &listed, 4);
        assert_eq!(s.viewing(), Some(0), "the start, and no further");
        s.step(true, &listed, 4);
        assert_eq!(s.viewing(), Some(1));
        s.show(3, 4);
        s.step(true, &listed, 4);
        assert_eq!(s.viewing(), None, "the latest position is the game itself");
        assert_eq!(s.selection(4).map(|s| s.square), Some(9), "the selection is back with its position");
        s.show(2, 4);
        s.escape();
        assert_eq!(s.viewing(), None, "Escape ends a review first");
        assert!(s.selection(4).is_some(), "and keeps the selection");
        s.escape();
        assert_eq!(s.selection(4), None, "then drops it");
    }

    #[test]
    fn a_move_arriving_while_looking_back_keeps_the_review_where_it_is() {
        let mut s = PlayState::default();
        s.show(2, 6);
        assert_eq!(s.shown(7), 2, "the computer (or a friend's link) played");
        s.stepped_game(false);
        assert_eq!(s.viewing(), None, "an undo or a redo returns to the game");
        s.show(5, 6);
        assert_eq!(s.shown(4), 4, "two moves undone elsewhere: shown as far as they go");
    }

    #[test]
    fn clicks_are_stopped_with_a_reason_while_looking_back_in_setup_or_on_a_friends_move() {
        let mut s = PlayState::default();
        assert!(s.lets_click(Aside::None));
        assert!(!s.lets_click(Aside::Setup("choose a colour")));
        assert_eq!(s.note(), Some(&Note::Info("Nothing moves on the board yet: first, choose a colour.".into())));
        assert!(!s.lets_click(Aside::FriendsMove));
        assert!(matches!(s.note(), Some(Note::Info(t)) if t.contains("your friend's move")));
        s.show(2, 6);
        assert!(!s.lets_click(Aside::None));
        assert!(matches!(s.note(), Some(Note::Info(t)) if t.contains("after move 2")));
    }

    #[test]
    fn undo_clears_the_note_only_when_it_changed_the_game() {
        let mut s = PlayState::default();
        s.tell(Note::Info("x".into()));
        s.stepped_game(false);
        assert!(s.note().is_some());
        s.stepped_game(true);
        assert_eq!(s.note(), None);
    }

    #[test]
    fn the_review_bar_counts_moves_as_the_list_does() {
        // Two setup steps, a pass the list leaves out (3), then two moves.
        let listed = [entry(1, true), entry(2, true), entry(4, false), entry(5, false)];
        assert_eq!(review_place(&listed, 0), "The start \u{00b7} 2 moves");
        assert_eq!(review_place(&listed, 1), "Setup, step 1 of 2");
        assert_eq!(review_place(&listed, 3), "Setup, step 2 of 2", "the pass changes nothing shown");
        assert_eq!(review_place(&listed, 4), "Move 1 of 2");
        assert_eq!(review_place(&listed, 5), "Move 2 of 2");
    }
}
