//! A game as a link: the address `#/<game>/game?…` carries what a record does (the players, the
//! start, the moves), so that opening it on any device shows the game and continues it. It is how
//! two friends play by link: after each move the app offers the link to send, and the link names
//! its game (`id`) so that the other side's copy of that game is continued rather than doubled.
//!
//! `#/byte/game?id=m3x2k9&players=person,friend&start=8x8%20white%20…&moves=d2-e3;c5-d4`
//!
//! The players are written as the sender sees them; a link that names a friend is read from the
//! other side ([`Seat::across`]): the sender's friend is the person who opens it.

use super::escape::{escape, unescape};
use super::{MAX_LENGTH, MAX_MOVES};
use crate::games::GameId;
use crate::session::{Record, RecordError, Seat};

/// A game read from a link.
#[derive(Clone, Debug)]
pub struct Shared {
    /// The game, with its seats as the person who opened the link sits, and its start as its text.
    pub record: Record<String>,
    /// The game's own name across devices, when the link gives one.
    pub id: Option<String>,
}

/// The address part of a link (from `#`) to the game of `record`, called `id`: the same for every
/// game.
pub fn write(record: &Record<String>, id: &str) -> String {
    let players: Vec<String> = record.seats.iter().map(|s| escape(&s.word())).collect();
    let moves: Vec<String> = record.moves.iter().map(|m| escape(m)).collect();
    format!(
        "#/{}/game?id={}&players={}&start={}&moves={}",
        record.game,
        escape(id),
        players.join(","),
        escape(&record.start),
        moves.join(";")
    )
}

/// Whether `id` can name a game: a few letters and digits, as the app makes them.
pub fn valid_id(id: &str) -> bool {
    (1..=24).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

fn damaged(why: impl Into<String>) -> RecordError {
    RecordError::Unreadable(why.into())
}

/// Reads the part of a link after `?` as a game of `game`, its start as its text: the same for
/// every game. The moves are not played yet: give the record to [`Record::of`] and then
/// [`crate::session::Session::from_record`].
pub fn read(query: &str, game: GameId) -> Result<Shared, RecordError> {
    if query.len() > MAX_LENGTH {
        return Err(damaged("it is far too long to be a game"));
    }
    let mut fields: Vec<(&str, &str)> = Vec::new();
    for field in query.split('&').filter(|f| !f.is_empty()) {
        let (name, value) = field.split_once('=').unwrap_or((field, ""));
        if fields.iter().any(|(n, _)| *n == name) {
            return Err(damaged(format!("it gives its {name} twice")));
        }
        fields.push((name, value));
    }
    let field = |name: &str| fields.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let text = |name: &str, value: &str| {
        unescape(value).ok_or_else(|| damaged(format!("its {name} is damaged (a character was lost or changed)")))
    };
    let start = field("start")
        .ok_or_else(|| damaged("it does not say where the game starts: it may have been cut short on its way"))?;
    let start = text("start", start)?;
    let moves = match field("moves") {
        None | Some("") => Vec::new(),
        Some(list) => {
            let moves: Vec<&str> = list.split(';').collect();
            if moves.len() > MAX_MOVES {
                return Err(damaged(format!("it has more than {MAX_MOVES} moves, more than any game")));
            }
            let mut read = Vec::with_capacity(moves.len());
            for (k, mv) in moves.into_iter().enumerate() {
                let mv = text("moves", mv)?;
                if mv.trim().is_empty() {
                    return Err(damaged(format!("its move {} is missing", k + 1)));
                }
                read.push(mv);
            }
            read
        }
    };
    let seats = match field("players") {
        None => [Seat::Person; 2],
        Some(list) => {
            let words: Vec<&str> = list.split(',').collect();
            let [one, two] = words.as_slice() else {
                return Err(damaged("its players are damaged: it should name two"));
            };
            let seat =
                |word: &str| Seat::read(&text("players", word)?).map_err(|why| damaged(format!("its players: {why}")));
            [seat(one)?, seat(two)?]
        }
    };
    let id = match field("id") {
        None => None,
        Some(id) if valid_id(id) => Some(id.to_string()),
        Some(_) => return Err(damaged("its game number is damaged")),
    };
    Ok(Shared { record: Record { game, seats: seats_on_arrival(seats), start, moves }, id })
}

/// A link played between friends is read from the other side; one that names no friend (a game
/// shared to be looked at, or continued here) is read as it was written.
fn seats_on_arrival(sent: [Seat; 2]) -> [Seat; 2] {
    if sent.contains(&Seat::Friend) { Seat::across(sent) } else { sent }
}

/// What a link brings to a game already here under the same id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The link's game is this one, with as many moves or more: the friend's reply, say.
    Continues,
    /// This one is further on already (an old link opened again).
    Behind,
    /// The two went different ways (or began differently): they are two games.
    Diverges,
}

/// How a link's game `arriving` stands to the game `here` that has the same id.
pub fn arrival<S: PartialEq>(here: &Record<S>, arriving: &Record<S>) -> Arrival {
    let shared = here.moves.len().min(arriving.moves.len());
    if here.start != arriving.start || here.moves[..shared] != arriving.moves[..shared] {
        Arrival::Diverges
    } else if arriving.moves.len() >= here.moves.len() {
        Arrival::Continues
    } else {
        Arrival::Behind
    }
}

/// The game a link's address (`#/<game>/game?…`) leads to, and the part after `?`.
pub fn split(hash: &str) -> Option<(GameId, &str)> {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    let (path, query) = path.split_once('?')?;
    let (game, rest) = path.split_once('/')?;
    (rest.trim_end_matches('/') == "game").then_some(())?;
    Some((game.parse().ok()?, query))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Strength;
    use crate::rules::Game;
    use crate::rules::pyle::Pyle;
    use crate::session::Session;

    fn pyle_game(seats: [Seat; 2]) -> Session<Pyle> {
        let mut session = Session::new(Pyle::new_game(Default::default()), seats);
        let mut moves = Vec::new();
        for _ in 0..5 {
            session.position().legal_moves(&mut moves);
            session.play(moves[0]).expect("a legal move");
        }
        session
    }

    #[test]
    fn a_link_opens_the_same_game_with_the_friend_and_the_person_exchanged() {
        let session = pyle_game([Seat::Person, Seat::Friend]);
        let hash = write(&session.record(), "k2x9");
        let (game, query) = split(&hash).expect("a link to a game");
        assert_eq!(game, GameId::Pyle);
        assert!(!query.contains(' ') && !query.contains('#'), "{query}");
        let shared = read(query, GameId::Pyle).expect("the link reads back");
        assert_eq!(shared.id.as_deref(), Some("k2x9"));
        assert_eq!(
            shared.record.seats,
            [Seat::Friend, Seat::Person],
            "the person who opens it plays the friend's side"
        );
        let opened = Session::from_record(shared.record.of::<Pyle>().unwrap()).expect("and replays");
        assert_eq!(opened.position(), session.position());
    }

    #[test]
    fn a_shared_game_with_the_computer_is_opened_as_it_was() {
        let session = pyle_game([Seat::Computer(Strength::Hard), Seat::Person]);
        let hash = write(&session.record(), "a1");
        let shared = read(split(&hash).unwrap().1, GameId::Pyle).unwrap();
        assert_eq!(shared.record.seats, [Seat::Computer(Strength::Hard), Seat::Person]);
    }

    #[test]
    fn a_link_continues_its_game_only_along_the_same_moves() {
        let record = pyle_game([Seat::Person, Seat::Friend]).record();
        let shorter = record.clone().truncated(3);
        assert_eq!(arrival(&shorter, &record), Arrival::Continues);
        assert_eq!(arrival(&record, &record), Arrival::Continues);
        assert_eq!(arrival(&record, &shorter), Arrival::Behind);
        let mut other = shorter.clone();
        other.moves.push("x".into());
        assert_eq!(arrival(&record, &other), Arrival::Diverges);
    }

    #[test]
    fn a_link_to_a_solitaire_replays_its_deal() {
        use crate::rules::sight_reduction::{SightMode, SightOptions, SightReduction};
        let options = SightOptions { mode: SightMode::Solitaire, deal: 4242, ..SightOptions::STANDARD };
        let session = Session::new(SightReduction::new_game(options), [Seat::Person; 2]);
        let hash = write(&session.record(), "d1");
        let shared = read(split(&hash).unwrap().1, GameId::SightReduction).unwrap();
        assert_eq!(shared.record.of::<SightReduction>().unwrap().start.options().deal, 4242);
    }

    #[test]
    fn a_link_to_a_deal_out_of_range_says_what_a_deal_is() {
        use crate::rules::sight_reduction::{SightMode, SightOptions, SightReduction};
        let options = SightOptions { mode: SightMode::Solitaire, deal: 4242, ..SightOptions::STANDARD };
        let session = Session::new(SightReduction::new_game(options), [Seat::Person; 2]);
        let query = split(&write(&session.record(), "d1")).unwrap().1.replace("deal:4242", "deal:0");
        assert!(query.contains("deal:0"), "{query}");
        let said = read(&query, GameId::SightReduction)
            .and_then(|shared| shared.record.of::<SightReduction>())
            .map_or_else(|e| e.to_string(), |_| String::new());
        assert!(said.contains("A deal is a whole number from 1 to 18,446,744,073,709,551,615."), "{said}");
    }

    /// What is wrong with a link to a game of Pyle, read and its start read by Pyle's rules.
    fn error(query: &str) -> String {
        read(query, GameId::Pyle)
            .and_then(|shared| shared.record.of::<Pyle>())
            .map_or_else(|e| e.to_string(), |_| String::new())
    }

    #[test]
    fn a_damaged_link_says_what_is_wrong() {
        let start = escape(&Pyle::new_game(Default::default()).position_text());
        assert!(error("").contains("cut short"));
        assert!(error("players=person,friend&moves=a").contains("cut short"));
        assert!(error("start=%G1").contains("its start is damaged"));
        assert!(error("start=8%20x").contains("the position it starts from cannot be"));
        assert!(error(&format!("start={start}&moves=a;;b")).contains("its move 2 is missing"));
        assert!(error(&format!("start={start}&players=person")).contains("should name two"));
        assert!(error(&format!("start={start}&players=person,computer%20god")).contains("no level"));
        assert!(error(&format!("start={start}&id=../x")).contains("game number is damaged"));
        assert!(error(&format!("start={start}&start={start}")).contains("gives its start twice"));
        assert_eq!(error(&format!("start={start}&moves=&extra=1")), "");
        assert_eq!(split("#/byte/game"), None);
        assert_eq!(split("#/chess/game?start=x"), None);
        assert_eq!(split("#/byte/rules?start=x"), None);
    }
}
