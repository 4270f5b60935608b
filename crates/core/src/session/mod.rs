//! A game in progress as the page sees it: who sits at each side, the moves played, undo and redo.
//! Pure and generic over [`Game`], so its logic is tested natively; the page holds one in a signal.

mod ending;

pub use ending::{Deed, Ending};

use crate::games::GameId;
use crate::level::Strength;
use crate::rules::{
    Game, GameEvent, GameResult, IllegalMove, NotationError, Outcome, Phase, Player, PositionError, Side, saved,
};
use crate::words::Words;
use std::fmt;

/// A game as it is saved: where it started, who sits where, and the moves chosen. Passes the app
/// played are left out: replaying the moves plays them again.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Record<G> {
    /// Its game (saved as its text id), so that a record is never read as another game.
    pub game: GameId,
    /// Indexed by [`Player::index`].
    pub seats: [Seat; 2],
    pub start: G,
    pub moves: Vec<String>,
}

impl<S> Record<S> {
    /// The same game cut after its first `moves` moves: what is kept of a record whose next move
    /// is wrong, and where a game branches off.
    pub fn truncated(mut self, moves: usize) -> Self {
        self.moves.truncate(moves);
        self
    }
}

impl Record<String> {
    /// The record of a game about to begin from `start` with these seats: no moves yet (a pass
    /// forced at the start is the app's, and records leave those out).
    pub fn new_game<G: Game>(start: &G, seats: [Seat; 2]) -> Self {
        Record { game: GameId::of::<G>(), seats, start: start.position_text(), moves: Vec::new() }
    }

    /// The record of game `G`, its start read from its text ([`RecordError::BadStart`] if it is no
    /// position of `G`). Saved games, links and text records are all read as a `Record<String>`
    /// first, the same for every game, so that the page holds one reader of each instead of one
    /// per game; [`Session::from_json`] says of a saved game's bad start that the game is damaged.
    pub fn of<G: Game>(self) -> Result<Record<G>, RecordError> {
        of_game::<G>(self.game)?;
        let start = G::from_position_text(&self.start).map_err(RecordError::BadStart)?;
        Ok(Record { game: self.game, seats: self.seats, start, moves: self.moves })
    }

    /// The record as it is saved (JSON).
    pub fn to_json(&self) -> Result<String, String> {
        serde_json::to_string(self).map_err(|e| e.to_string())
    }
}

/// Whether a record that says it is of game `game` is one of `G`'s: a record of another game
/// (a link or a file meant for another screen) is refused before anything in it is read.
fn of_game<G: Game>(game: GameId) -> Result<(), RecordError> {
    if game.id() == G::info().id {
        Ok(())
    } else {
        Err(RecordError::OtherGame { found: game, expected: G::info().name })
    }
}

/// A saved game (JSON) as this version saves it, from one kept by an earlier version, whose start
/// may be an object of its game's old shape ([`saved::Earlier`]): the same record, its start the
/// position's text. Only the record's shape and its start are read here, so that the worker,
/// which does this for the page, carries little more than the old readers; the page reads and
/// checks the whole record when it opens it, as it does every saved game.
pub fn upgraded<G: saved::Old>(json: &str) -> Result<String, String> {
    let Record { game, seats, start, moves } =
        serde_json::from_str::<Record<saved::Earlier<G>>>(json).map_err(damaged)?;
    serde_json::to_string(&Record { game, seats, start: start.0.position_text(), moves }).map_err(damaged)
}

/// Why a saved game cannot be read, in a player's words.
fn damaged(why: impl fmt::Display) -> String {
    format!("the saved game is damaged ({why})")
}

/// Who plays as one of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    /// A person at this device.
    Person,
    /// The computer (the AI worker), playing at this strength.
    Computer(Strength),
    /// A person at another device, playing by link: their moves arrive in links they send.
    Friend,
}

impl Seat {
    /// The seat as a record's header writes it: `person`, `friend`, `computer hard`.
    pub fn word(self) -> String {
        match self {
            Seat::Person => "person".into(),
            Seat::Friend => "friend".into(),
            Seat::Computer(strength) => format!("computer {}", strength.name()),
        }
    }

    /// Reads [`Seat::word`]. A name that is neither `friend` nor the computer's is a person's (other
    /// tools write players' names there).
    pub fn read(word: &str) -> Result<Seat, String> {
        let word = word.trim().to_ascii_lowercase();
        if word == "friend" {
            return Ok(Seat::Friend);
        }
        let Some(level) = word.strip_prefix("computer") else { return Ok(Seat::Person) };
        let level = level.trim();
        match Strength::ALL.into_iter().find(|s| s.name() == level) {
            Some(strength) => Ok(Seat::Computer(strength)),
            None if level.is_empty() => Ok(Seat::Computer(Strength::default())),
            None => {
                let names: Vec<_> = Strength::ALL.iter().map(|s| s.name()).collect();
                Err(format!("the computer has no level \u{201c}{level}\u{201d} (it has {})", names.join(", ")))
            }
        }
    }

    /// Whether the computer plays both sides (a person watches it play itself).
    pub fn all_computer(seats: [Seat; 2]) -> bool {
        seats.iter().all(|s| matches!(s, Seat::Computer(_)))
    }

    /// The seats as the other device sees them: its person is this one's friend, and the other way
    /// round. What a link played between two devices carries is read this way on arrival.
    pub fn across(seats: [Seat; 2]) -> [Seat; 2] {
        seats.map(|seat| match seat {
            Seat::Person => Seat::Friend,
            Seat::Friend => Seat::Person,
            computer => computer,
        })
    }
}

/// One played move, as the move list shows it. The move itself is kept apart
/// ([`Session::moves`]), so that what the screens make of the moves played is compiled once for
/// every game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub text: String,
    pub by: Side,
    /// The player who chose it (the same as `by`'s in games whose colours are fixed).
    pub player: Player,
    /// The rules allowed nothing else, so the app played it (a pass).
    pub forced: bool,
    /// What the move did beyond moving (a stack won).
    pub events: Vec<GameEvent>,
}

/// Why a saved game, a record or a link could not be read: the kinds are told apart so that the
/// app can say "another game", "damaged" or "move 12 is illegal", each in a player's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not a record at all: says what is wrong, and where, in a player's words.
    Unreadable(String),
    /// A record of another game.
    OtherGame { found: GameId, expected: &'static str },
    /// The position the game started from is not one the game can have.
    BadStart(PositionError),
    /// Move `number` (from 1) cannot be played; the moves before it can.
    BadMove { number: usize, text: String, why: NotationError },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Unreadable(why) => f.write_str(why),
            RecordError::OtherGame { found, expected } => write!(f, "it is a game of {:?}, not {expected}", found.id()),
            RecordError::BadStart(why) => write!(f, "the position it starts from cannot be: {why}"),
            RecordError::BadMove { number, text, why } => write!(f, "move {number} ({text}) cannot be played: {why}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// The moves of a game from its start, with undo and redo.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// Indexed by [`Player::index`].
    seats: [Seat; 2],
    /// `positions[k]` is the position after `k` moves; never empty.
    positions: Vec<G>,
    played: Vec<Played>,
    /// `moves[k]` is the move `played[k]` tells of.
    moves: Vec<G::Move>,
    /// Undone moves, the next one to redo last.
    undone: Vec<G::Move>,
    /// Where a draw was offered: the number of moves played when it was, each.
    offers: Vec<usize>,
    /// How the game ended, when a player resigned or a draw was agreed.
    ending: Option<Ending>,
    /// Bumped on every change, so that an answer computed for an older position is recognised.
    revision: u64,
}

impl<G: Game> Session<G> {
    /// A new game from `start`; forced passes at the start are played at once.
    pub fn new(start: G, seats: [Seat; 2]) -> Self {
        let mut s = Session::as_given(start, seats);
        s.play_forced();
        s
    }

    /// A game from `start` exactly as given, a forced pass at the start not played: a lesson shows
    /// its step's position as written, even one where the player to move can only pass.
    pub fn as_given(start: G, seats: [Seat; 2]) -> Self {
        Session {
            seats,
            positions: vec![start],
            played: Vec::new(),
            moves: Vec::new(),
            undone: Vec::new(),
            offers: Vec::new(),
            ending: None,
            revision: 0,
        }
    }

    pub fn position(&self) -> &G {
        self.positions.last().expect("a session always has its start position")
    }

    pub fn seats(&self) -> [Seat; 2] {
        self.seats
    }

    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// The moves played, as [`Session::played`] tells of them.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The position after the first `moves` moves (the start for 0; the latest if past the end).
    pub fn position_at(&self, moves: usize) -> &G {
        &self.positions[moves.min(self.played.len())]
    }

    /// The legal moves of the position, in the rules' order (the order the screens number them
    /// by).
    pub fn legal_moves(&self) -> Vec<G::Move> {
        let mut moves = Vec::new();
        self.position().legal_moves(&mut moves);
        moves
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The player whose turn it is.
    pub fn player_to_move(&self) -> Player {
        let pos = self.position();
        pos.player_of(pos.to_move())
    }

    /// How strong the computer is, when it is its turn in a game that goes on.
    pub fn computer_strength(&self) -> Option<Strength> {
        match self.seats[self.player_to_move().index()] {
            Seat::Computer(strength) if self.result().is_none() => Some(strength),
            _ => None,
        }
    }

    /// Whether the computer may think on the person's time now: a person is to move on the board
    /// against the master, which keeps what it learns from move to move (the levels below start
    /// each move afresh, and while a person sets out men or chooses, the moves are too many or
    /// too few for thinking ahead to help).
    pub fn ponders(&self) -> bool {
        // The person is in the seat to move, so the master can only be in the other.
        self.person_to_move()
            && self.seats.contains(&Seat::Computer(Strength::Master))
            && self.position().phase() == Phase::Play
    }

    /// Whether a person may move now.
    pub fn person_to_move(&self) -> bool {
        self.result().is_none() && self.seats[self.player_to_move().index()] == Seat::Person
    }

    /// How the game ended, if it has: by its rules, or by a resignation or a draw agreed.
    pub fn result(&self) -> Option<GameResult> {
        let Some(ending) = self.ending else { return self.position().result() };
        let outcome = match ending {
            Ending::Resigned(player) => Outcome::Win(self.side_of(other(player))),
            Ending::Agreed => Outcome::Draw,
        };
        Some(GameResult { outcome, score: None })
    }

    /// How the game ended, when not by its rules.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The player who offered a draw that the player to move may now accept.
    pub fn draw_offered(&self) -> Option<Player> {
        let &at = self.offers.last()?;
        let offerer = self.played.get(at)?.player;
        (self.ending.is_none() && self.played.len() == at + 1 && self.player_to_move() != offerer).then_some(offerer)
    }

    /// Whether the player to move has offered a draw before this move.
    pub fn offering_draw(&self) -> bool {
        self.ending.is_none() && self.offers.last() == Some(&self.played.len())
    }

    /// The side `player` plays now.
    pub fn side_of(&self, player: Player) -> Side {
        let pos = self.position();
        if pos.player_of(Side::White) == player { Side::White } else { Side::Black }
    }

    /// Plays a move if it is legal, then any forced passes after it. Clears the redo list.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        if self.ending.is_some() {
            return Err(IllegalMove("the game is over".into()));
        }
        self.position().check_move(mv)?;
        self.push(mv, false);
        self.undone.clear();
        self.play_forced();
        Ok(())
    }

    fn push(&mut self, mv: G::Move, forced: bool) {
        let mut next = self.position().clone();
        let text = next.move_text(mv);
        let by = next.to_move();
        let player = next.player_of(by);
        let events = next.events(mv);
        next.play(mv);
        self.positions.push(next);
        self.played.push(Played { text, by, player, forced, events });
        self.moves.push(mv);
        self.revision += 1;
    }

    /// The pass the rules force now, if a pass is the only legal move.
    fn forced_pass(&self) -> Option<G::Move> {
        match self.legal_moves().as_slice() {
            [only] if G::is_pass(*only) => Some(*only),
            _ => None,
        }
    }

    /// Plays passes while a pass is the only legal move: players never have to click "pass".
    /// A game where both sides can only pass is over by the trait's contract; two passes in a row
    /// end the loop all the same, so that a game breaking it cannot hang the page.
    fn play_forced(&mut self) {
        for _ in 0..2 {
            let Some(pass) = self.forced_pass() else { return };
            self.push(pass, true);
        }
    }

    /// The game as it is saved, its start the position's text: the same for every game. A draw
    /// offered, a resignation and a draw agreed are written among the moves ([`Deed::word`]).
    pub fn record(&self) -> Record<String> {
        let mut record = self.record_to(self.played.len());
        if self.offering_draw() {
            record.moves.push(Deed::OfferDraw.word().into());
        }
        match self.ending {
            Some(Ending::Resigned(_)) => record.moves.push(Deed::Resign.word().into()),
            Some(Ending::Agreed) => record.moves.push(Deed::AcceptDraw.word().into()),
            None => {}
        }
        record
    }

    /// The record of the game's first `k` moves, and the draws offered before them: where a new
    /// game branches off.
    pub fn record_to(&self, k: usize) -> Record<String> {
        let mut moves = Vec::new();
        for (j, played) in self.played.iter().enumerate().take(k) {
            if self.offers.contains(&j) {
                moves.push(Deed::OfferDraw.word().into());
            }
            if !played.forced {
                moves.push(played.text.clone());
            }
        }
        Record { moves, ..Record::new_game(&self.positions[0], self.seats) }
    }

    /// The same game, begun afresh from its start with these seats: a rematch, or colours swapped.
    pub fn restarted(&self, seats: [Seat; 2]) -> Self {
        Session::new(self.positions[0].clone(), seats)
    }

    fn pop(&mut self) -> Option<G::Move> {
        self.played.pop()?;
        let left = self.played.len();
        self.offers.retain(|&at| at < left);
        self.positions.pop();
        self.revision += 1;
        self.moves.pop()
    }

    /// Whether [`Session::undo`] would change anything: a person here chose a move since the last
    /// move a friend sent (a friend's move is theirs, and is never taken back here).
    pub fn can_undo(&self) -> bool {
        if self.ending.is_some() {
            return false;
        }
        let chosen = self.played.iter().filter(|p| !p.forced).map(|p| self.seats[p.player.index()]);
        chosen.rev().take_while(|seat| *seat != Seat::Friend).any(|seat| seat == Seat::Person)
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
            let by_person = !last.forced && self.seats[last.player.index()] == Seat::Person;
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
            // A pass is forced only when it is the only move; one a person chose is theirs to redo.
            let forced = self.forced_pass() == Some(mv);
            if self.seats[self.player_to_move().index()] == Seat::Person && !forced {
                break;
            }
            self.undone.pop();
            self.push(mv, forced);
        }
        self.play_forced();
        true
    }
}

/// The other player.
fn other(player: Player) -> Player {
    match player {
        Player::One => Player::Two,
        Player::Two => Player::One,
    }
}

/// What needs the game's words: whether it is a solitaire, and how it ended, said.
impl<G: Words> Session<G> {
    /// Plays the move written as `text` (the computer's answer, typed notation, a record's move),
    /// or does the deed it names ([`Deed::word`]).
    pub fn play_text(&mut self, text: &str) -> Result<(), NotationError> {
        if let Some(deed) = Deed::read(text) {
            return self.act(deed).map_err(|why| NotationError::Illegal(IllegalMove(why)));
        }
        let mv = self.position().parse_move(text)?;
        self.play(mv).map_err(Into::into)
    }

    /// Replays a saved game, checking every move; says which move is wrong if one is.
    pub fn from_record(record: Record<G>) -> Result<Self, RecordError> {
        of_game::<G>(record.game)?;
        let mut session = Session::new(record.start, record.seats);
        for (k, text) in record.moves.iter().enumerate() {
            session.play_text(text).map_err(|why| RecordError::BadMove { number: k + 1, text: text.clone(), why })?;
        }
        Ok(session)
    }

    /// Reads a record written as JSON (a saved game): [`Session::from_record`] after the parse.
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        let saved: Record<String> = serde_json::from_str(text).map_err(|e| RecordError::Unreadable(damaged(e)))?;
        let record = saved.of().map_err(|e| match e {
            RecordError::BadStart(why) => RecordError::Unreadable(damaged(why)),
            e => e,
        })?;
        Self::from_record(record)
    }

    /// Why the player to move may not do `deed` now, in a player's words; whoever sits in their
    /// seat (a friend's deed arrives in a link). [`Session::may`] asks the person here.
    pub fn check(&self, deed: Deed) -> Result<(), String> {
        if self.result().is_some() {
            return Err("the game is over".into());
        }
        if G::solitaire(self.position().options()) {
            return Err("a solitaire has no one to resign to or agree a draw with".into());
        }
        if self.position().phase() != Phase::Play {
            return Err("the setup is not over yet".into());
        }
        let computer = self.seats.iter().any(|s| matches!(s, Seat::Computer(_)));
        match deed {
            Deed::Resign => Ok(()),
            Deed::OfferDraw if computer => Err("the computer plays on: draws are offered between people".into()),
            Deed::OfferDraw if self.offering_draw() => Err("a draw is offered already".into()),
            Deed::OfferDraw if self.draw_offered().is_some() => {
                Err("a draw is offered to you: accept it, or move to play on".into())
            }
            Deed::OfferDraw => Ok(()),
            Deed::AcceptDraw if self.draw_offered().is_some() => Ok(()),
            Deed::AcceptDraw => Err("no draw is offered".into()),
        }
    }

    /// Whether the person here, the player to move, may do `deed` now.
    pub fn may(&self, deed: Deed) -> bool {
        self.seats[self.player_to_move().index()] == Seat::Person && self.check(deed).is_ok()
    }

    /// Does `deed` for the player to move ([`Session::check`]).
    pub fn act(&mut self, deed: Deed) -> Result<(), String> {
        self.check(deed)?;
        match deed {
            Deed::Resign => self.ending = Some(Ending::Resigned(self.player_to_move())),
            Deed::OfferDraw => self.offers.push(self.played.len()),
            Deed::AcceptDraw => self.ending = Some(Ending::Agreed),
        }
        self.undone.clear();
        self.revision += 1;
        Ok(())
    }

    /// How the game ended, in words: the game's own, or who resigned or that a draw was agreed.
    pub fn result_text(&self) -> Option<String> {
        let result = self.result()?;
        Some(match (self.ending, result.outcome) {
            (Some(Ending::Resigned(_)), Outcome::Win(side)) => {
                let pos = self.position();
                format!("{} resigned: {} wins", pos.side_name(side.other()), pos.side_name(side))
            }
            (Some(_), _) => "Drawn by agreement".into(),
            (None, _) => self.position().result_text(result),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::link;
    use crate::rules::byte::Byte;
    use crate::rules::pyle::{Pyle, PyleOptions, PyleStart};
    use crate::rules::sight_reduction::{SightMode, SightOptions, SightReduction};

    /// A game of Byte between `seats`, `moves` moves in.
    fn byte(seats: [Seat; 2], moves: usize) -> Session<Byte> {
        let mut session = Session::new(Byte::new_game(Default::default()), seats);
        for _ in 0..moves {
            let mv = session.legal_moves()[0];
            session.play(mv).expect("a legal move");
        }
        session
    }

    fn replayed(session: &Session<Byte>) -> Session<Byte> {
        Session::from_json(&session.record().to_json().unwrap()).expect("the saved game reads back")
    }

    #[test]
    fn a_player_who_resigns_loses_and_the_record_says_so() {
        let mut session = byte([Seat::Person, Seat::Computer(Strength::Hard)], 2);
        assert!(session.may(Deed::Resign));
        assert!(!session.may(Deed::OfferDraw), "the computer is offered no draw");
        assert_eq!(session.check(Deed::AcceptDraw), Err("no draw is offered".into()));
        session.act(Deed::Resign).unwrap();
        let won = GameResult { outcome: Outcome::Win(Side::Black), score: None };
        assert_eq!(session.result(), Some(won));
        assert_eq!(session.result_text().as_deref(), Some("White resigned: Black wins"));
        assert!(!session.person_to_move() && session.computer_strength().is_none() && !session.can_undo());
        let mv = session.legal_moves()[0];
        assert!(session.play(mv).is_err(), "no move after the end");
        assert_eq!(session.check(Deed::Resign), Err("the game is over".into()));
        assert_eq!(session.record().moves.last().map(String::as_str), Some("resign"));
        let again = replayed(&session);
        assert_eq!((again.result(), again.ending()), (Some(won), Some(Ending::Resigned(Player::One))));
        assert_eq!(again.record().moves, session.record().moves);
        assert_eq!(session.record_to(2).moves.len(), 2, "a branch leaves the resignation out");
    }

    #[test]
    fn a_draw_offered_with_a_move_is_accepted_across_a_link() {
        let mut here = byte([Seat::Person, Seat::Friend], 2);
        assert!(here.may(Deed::OfferDraw));
        here.act(Deed::OfferDraw).unwrap();
        assert!(here.offering_draw() && !here.may(Deed::OfferDraw));
        assert_eq!(here.draw_offered(), None, "the offer is answered on the other player's turn");
        let mv = here.legal_moves()[0];
        here.play(mv).unwrap();
        assert_eq!(here.draw_offered(), Some(Player::One));
        assert!(!here.may(Deed::AcceptDraw), "the friend answers on their device");
        let record = here.record();
        assert_eq!(record.moves[2..], ["offer draw".to_string(), record.moves[3].clone()]);

        let hash = link::write(&record, "k2x9");
        let (_, query) = link::split(&hash).unwrap();
        let shared = link::read(query, GameId::Byte).unwrap().record;
        let mut there = Session::from_record(shared.of::<Byte>().unwrap()).unwrap();
        assert_eq!(there.draw_offered(), Some(Player::One));
        assert!(there.may(Deed::AcceptDraw) && !there.may(Deed::OfferDraw));
        there.act(Deed::AcceptDraw).unwrap();
        assert_eq!(there.result(), Some(GameResult { outcome: Outcome::Draw, score: None }));
        assert_eq!(there.result_text().as_deref(), Some("Drawn by agreement"));
        let back = link::read(link::split(&link::write(&there.record(), "k2x9")).unwrap().1, GameId::Byte).unwrap();
        let back = Session::from_record(back.record.of::<Byte>().unwrap()).unwrap();
        assert_eq!(back.ending(), Some(Ending::Agreed));
    }

    #[test]
    fn a_move_declines_a_draw_and_an_undone_move_takes_its_offer_back() {
        let mut session = byte([Seat::Person, Seat::Person], 2);
        session.act(Deed::OfferDraw).unwrap();
        let mv = session.legal_moves()[0];
        session.play(mv).unwrap();
        assert!(session.may(Deed::AcceptDraw));
        let mv = session.legal_moves()[0];
        session.play(mv).unwrap();
        assert_eq!(session.draw_offered(), None, "a move declined it");
        assert_eq!(session.check(Deed::AcceptDraw), Err("no draw is offered".into()));
        assert_eq!(replayed(&session).record().moves, session.record().moves);
        session.undo();
        session.undo();
        assert!(!session.offering_draw() && session.record().moves.len() == 2, "{:?}", session.record().moves);
    }

    #[test]
    fn a_record_with_a_deed_out_of_place_says_which_and_why() {
        let mut record = byte([Seat::Person, Seat::Friend], 2).record();
        record.moves.push("accept draw".into());
        let Err(RecordError::BadMove { number: 3, why, .. }) = Session::<Byte>::from_record(record.of().unwrap())
        else {
            panic!("an accepted draw no one offered is refused")
        };
        assert_eq!(why.to_string(), "no draw is offered");
    }

    #[test]
    fn no_one_resigns_a_solitaire_or_before_the_setup_is_done() {
        let options = SightOptions { mode: SightMode::Solitaire, ..Default::default() };
        let solitaire = Session::new(SightReduction::new_game(options), [Seat::Person; 2]);
        assert!(solitaire.check(Deed::Resign).unwrap_err().contains("solitaire"));
        let options = PyleOptions { start: PyleStart::Protocol, ..Default::default() };
        let setup = Session::new(Pyle::new_game(options), [Seat::Person; 2]);
        assert_eq!(setup.check(Deed::Resign), Err("the setup is not over yet".into()));
    }

    #[test]
    fn a_record_names_its_game_by_its_id_as_it_always_did() {
        for game in GameId::ALL {
            let saved = format!(
                r#"{{"game":"{}","seats":["Person",{{"Computer":"Hard"}}],"start":"a start","moves":["a move"]}}"#,
                game.id()
            );
            let record: Record<String> = serde_json::from_str(&saved).unwrap();
            assert_eq!(record.game, game);
            assert_eq!(record.to_json(), Ok(saved));
        }
        let chess = r#"{"game":"chess","seats":["Person","Person"],"start":"","moves":[]}"#;
        let why = serde_json::from_str::<Record<String>>(chess).unwrap_err().to_string();
        assert!(why.starts_with("Checkerbox has no game called \u{201c}chess\u{201d}"), "{why}");
    }
}
