//! A game in progress as the page sees it: who sits at each side, the moves played, undo and redo.
//! Pure and generic over [`Game`], so its logic is tested natively; the page holds one in a signal.

use crate::ai::search::Strength;
use crate::rules::{Game, IllegalMove, Side};

/// A game as it is saved: where it started, who sits where, and the moves chosen. Passes the app
/// played are left out: replaying the moves plays them again.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Record<G> {
    /// [`crate::rules::GameInfo::id`], so that a record is never read as another game.
    pub game: String,
    pub seats: [Seat; 2],
    pub start: G,
    pub moves: Vec<String>,
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    /// A person at this device.
    Person,
    /// The computer (the AI worker), playing at this strength.
    Computer(Strength),
}

/// One played move, as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played<M> {
    pub mv: M,
    pub text: String,
    pub by: Side,
    /// The rules allowed nothing else, so the app played it (a pass).
    pub forced: bool,
}

/// The moves of a game from its start, with undo and redo.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    seats: [Seat; 2],
    /// `positions[k]` is the position after `k` moves; never empty.
    positions: Vec<G>,
    played: Vec<Played<G::Move>>,
    /// Undone moves, the next one to redo last.
    undone: Vec<G::Move>,
    /// Bumped on every change, so that an answer computed for an older position is recognised.
    revision: u64,
}

impl<G: Game> Session<G> {
    /// A new game from `start`; forced passes at the start are played at once.
    pub fn new(start: G, seats: [Seat; 2]) -> Self {
        let mut s = Session { seats, positions: vec![start], played: Vec::new(), undone: Vec::new(), revision: 0 };
        s.play_forced();
        s
    }

    pub fn position(&self) -> &G {
        self.positions.last().expect("a session always has its start position")
    }

    pub fn seats(&self) -> [Seat; 2] {
        self.seats
    }

    pub fn played(&self) -> &[Played<G::Move>] {
        &self.played
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// How strong the computer is, when it is its turn in a game that goes on.
    pub fn computer_strength(&self) -> Option<Strength> {
        match self.seats[self.position().to_move().index()] {
            Seat::Computer(strength) if self.position().result().is_none() => Some(strength),
            _ => None,
        }
    }

    /// Whether a person may move now.
    pub fn person_to_move(&self) -> bool {
        self.position().result().is_none() && self.seats[self.position().to_move().index()] == Seat::Person
    }

    /// Plays a move if it is legal, then any forced passes after it. Clears the redo list.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        self.position().check_move(mv)?;
        self.push(mv, false);
        self.undone.clear();
        self.play_forced();
        Ok(())
    }

    /// Plays the move written as `text` (the computer's answer, or typed notation).
    pub fn play_text(&mut self, text: &str) -> Result<(), crate::rules::NotationError> {
        let mv = self.position().parse_move(text)?;
        self.play(mv).map_err(Into::into)
    }

    fn push(&mut self, mv: G::Move, forced: bool) {
        let mut next = self.position().clone();
        let text = next.move_text(mv);
        let by = next.to_move();
        next.play(mv);
        self.positions.push(next);
        self.played.push(Played { mv, text, by, forced });
        self.revision += 1;
    }

    /// Plays passes while a pass is the only legal move: players never have to click "pass".
    fn play_forced(&mut self) {
        let mut moves = Vec::new();
        loop {
            self.position().legal_moves(&mut moves);
            match moves.as_slice() {
                [only] if G::is_pass(*only) => self.push(*only, true),
                _ => return,
            }
        }
    }

    /// The game as it is saved.
    pub fn record(&self) -> Record<G> {
        Record {
            game: G::info().id.to_string(),
            seats: self.seats,
            start: self.positions[0].clone(),
            moves: self.played.iter().filter(|p| !p.forced).map(|p| p.text.clone()).collect(),
        }
    }

    /// Replays a saved game, checking every move; says which move is wrong if one is.
    pub fn from_record(record: Record<G>) -> Result<Self, String> {
        if record.game != G::info().id {
            return Err(format!("it is a game of {:?}, not {}", record.game, G::info().name));
        }
        let mut session = Session::new(record.start, record.seats);
        for (k, text) in record.moves.iter().enumerate() {
            session.play_text(text).map_err(|e| format!("move {} ({text}) cannot be played: {e}", k + 1))?;
        }
        Ok(session)
    }

    fn pop(&mut self) -> Option<G::Move> {
        let played = self.played.pop()?;
        self.positions.pop();
        self.revision += 1;
        Some(played.mv)
    }

    /// Whether [`Session::undo`] would change anything.
    pub fn can_undo(&self) -> bool {
        self.played.iter().any(|p| !p.forced && self.seats[p.by.index()] == Seat::Person)
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back moves to the last point where a person chose a move: that move, the computer's
    /// replies after it and any forced passes. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        while let Some(last) = self.played.last() {
            let by_person = !last.forced && self.seats[last.by.index()] == Seat::Person;
            let mv = self.pop().expect("a move was just seen");
            self.undone.push(mv);
            if by_person {
                break;
            }
        }
        true
    }

    /// Plays again what the last [`Session::undo`] took back.
    pub fn redo(&mut self) -> bool {
        let Some(first) = self.undone.pop() else { return false };
        self.push(first, false);
        while let Some(&mv) = self.undone.last() {
            let by = self.position().to_move();
            if self.seats[by.index()] == Seat::Person && !G::is_pass(mv) {
                break;
            }
            self.undone.pop();
            self.push(mv, G::is_pass(mv));
        }
        self.play_forced();
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::byte::{Byte, ByteOptions};

    fn text_moves(s: &Session<Byte>) -> Vec<&str> {
        s.played().iter().map(|p| p.text.as_str()).collect()
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_reply_too() {
        let mut s =
            Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person, Seat::Computer(Strength::Hard)]);
        assert!(!s.can_undo());
        s.play_text("d2-c3").unwrap();
        assert!(s.computer_strength().is_some());
        s.play_text("a3-b4").unwrap();
        assert!(s.person_to_move());
        assert!(s.undo());
        assert!(s.played().is_empty());
        assert_eq!(s.position(), &Byte::new_game(ByteOptions::default()));
        assert!(s.redo());
        assert_eq!(text_moves(&s), ["d2-c3", "a3-b4"]);
        assert!(s.person_to_move());
    }

    #[test]
    fn undo_between_people_is_one_move_and_a_new_move_clears_redo() {
        let mut s = Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person; 2]);
        s.play_text("d2-c3").unwrap();
        s.play_text("a3-b4").unwrap();
        let rev = s.revision();
        assert!(s.undo());
        assert!(s.revision() > rev);
        assert_eq!(text_moves(&s), ["d2-c3"]);
        s.play_text("e3-d4").unwrap();
        assert!(!s.can_redo());
        assert!(!s.redo());
    }

    #[test]
    fn forced_passes_are_played_and_undone_with_the_move_before_them() {
        use crate::rules::Side::{Black, White};
        let g = &crate::rules::grid::GRID_8;
        let sq = |name| g.parse(name).unwrap();
        // Black's only checker sits on a White-bottomed stack that touches nothing: Black can
        // neither merge nor make a basic move, so after any White move Black must pass.
        let stacks: [(u8, &[Side]); 3] = [(sq("a1"), &[White]), (sq("e5"), &[White, Black]), (sq("h8"), &[White; 5])];
        let start = Byte::from_stacks(ByteOptions::default(), &stacks, White, [1, 1]).unwrap();
        let mut s = Session::new(start.clone(), [Seat::Person; 2]);
        s.play_text("a1-b2").unwrap();
        assert_eq!(text_moves(&s), ["a1-b2", "pass"]);
        assert!(s.played()[1].forced && s.played()[1].by == Black);
        assert_eq!(s.position().to_move(), White);
        assert!(s.undo());
        assert_eq!(s.position(), &start);
        assert!(s.redo());
        assert_eq!(text_moves(&s), ["a1-b2", "pass"]);
    }

    #[test]
    fn a_record_replays_to_the_same_game_and_a_bad_one_says_why() {
        let mut s =
            Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person, Seat::Computer(Strength::Hard)]);
        for text in ["d2-c3", "a3-b4", "f2-e3"] {
            s.play_text(text).unwrap();
        }
        let json = serde_json::to_string(&s.record()).unwrap();
        let back = Session::<Byte>::from_record(serde_json::from_str(&json).unwrap()).unwrap();
        assert_eq!(back.position(), s.position());
        assert_eq!(text_moves(&back), text_moves(&s));
        assert_eq!(back.seats(), s.seats());

        let mut bad = s.record();
        bad.moves[1] = "a3-a4".into();
        let why = Session::<Byte>::from_record(bad).unwrap_err();
        assert!(why.starts_with("move 2 (a3-a4)"), "{why}");
        let mut other = s.record();
        other.game = "pyle".into();
        assert!(Session::<Byte>::from_record(other).unwrap_err().contains("pyle"));
    }

    #[test]
    fn an_illegal_move_changes_nothing() {
        let mut s = Session::new(Byte::new_game(ByteOptions::default()), [Seat::Person; 2]);
        s.play_text("d2-c3").unwrap();
        let before = (s.position().clone(), s.played().len(), s.revision());
        assert!(s.play_text("d2-c3").is_err());
        assert!(s.play_text("nonsense").is_err());
        assert_eq!((s.position().clone(), s.played().len(), s.revision()), before);
    }
}
