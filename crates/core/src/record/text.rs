//! The plain text record of a game: a header of tag lines in the style of chess's PGN, which
//! people and other tools can read, then one move per line in the game's own notation.
//!
//! ```text
//! [Game "Byte"]
//! [Designer "Mark Steere"]
//! [Variant "8x8 board"]
//! [Date "2026.11.23"]
//! [White "person"]
//! [Black "computer medium"]
//! [Result "unfinished"]
//! [Start "8x8 white won:0-0 b1=w d1=w …"]
//!
//! 1. d2-e3
//! 2. c5-d4
//! ```
//!
//! One move per line, not PGN's pairs: some moves are written with a space (Pyle's arrangement,
//! Sight Reduction's `keep a1`), passes the rules force are left out (replaying plays them), and
//! in two games the players learn their colours only during the game.
//!
//! What the reader needs is `Game` (a game's name or id) and `Start` (the position text the game
//! began from); the players (`White`/`Black`, or `PlayerOne`/`PlayerTwo` where colours are chosen
//! in the game; `person`, `friend`, `computer <level>`, or anyone's name for a person) are read
//! when present. Other tags are for people (`Result` is what the moves say; the reader replays
//! them). Lines beginning with `;` or `#` are comments. A move's number, when written, must be its
//! place in the game, so that a lost or repeated line is caught where it happened.

use super::{MAX_LENGTH, MAX_MOVES};
use crate::games::GameId;
use crate::rules::{Game, GameInfo};
use crate::session::{Record, RecordError, Seat, Session};
use crate::with_game;
use crate::words::Words;

/// What a record's header holds besides the game itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Details {
    /// When the game was played, as `yyyy.mm.dd` (PGN's form); left out when unknown.
    pub date: Option<String>,
}

/// The tag naming each seat, as the game names its players: `White`, or `PlayerOne` where the
/// players learn their colours during the game.
fn seat_tags<G: Words>(options: G::Options) -> [String; 2] {
    G::seat_names(options).map(|name| name.replace(' ', ""))
}

/// Writes a header line, escaping what would end its value.
fn tag(out: &mut String, name: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{value}\"]\n"));
}

/// The record of `session` as text. Only the game's words are read here, once per game; the
/// record is written by [`write_record`], once for every game.
pub fn write<G: Words>(session: &Session<G>, details: &Details) -> String {
    let options = session.position_at(0).options();
    let heading = Heading {
        info: G::info(),
        variant: G::variant_line(options),
        seats: seat_tags::<G>(options),
        result: session.result_text().unwrap_or_else(|| "unfinished".to_string()),
    };
    write_record(&session.record(), &heading, details)
}

/// What a record's header says of the game, in its own words.
struct Heading {
    info: &'static GameInfo,
    variant: String,
    /// [`seat_tags`]
    seats: [String; 2],
    result: String,
}

fn write_record(record: &Record<String>, heading: &Heading, details: &Details) -> String {
    let mut out = String::new();
    tag(&mut out, "Game", heading.info.name);
    tag(&mut out, "Designer", heading.info.designer);
    tag(&mut out, "Variant", &heading.variant);
    if let Some(date) = &details.date {
        tag(&mut out, "Date", date);
    }
    for (name, seat) in heading.seats.iter().zip(record.seats) {
        tag(&mut out, name, &seat.word());
    }
    tag(&mut out, "Result", &heading.result);
    tag(&mut out, "Start", &record.start);
    out.push('\n');
    for (k, mv) in record.moves.iter().enumerate() {
        out.push_str(&format!("{}. {mv}\n", k + 1));
    }
    out
}

/// A record's lines, read but not yet understood as a game.
struct Lines {
    tags: Vec<(String, String)>,
    moves: Vec<String>,
}

/// "line 3 (“[Game Byte]”)": a line named for a message, cut short if long.
fn line_named(number: usize, line: &str) -> String {
    let shown: String = line.chars().take(40).collect();
    let more = if shown.len() < line.len() { "\u{2026}" } else { "" };
    format!("line {number} (\u{201c}{shown}{more}\u{201d})")
}

/// Reads `[Name "value"]`.
fn read_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

/// Splits `12. c5-d4` into its number and move; a line with no number is a move alone.
fn read_move_line(line: &str) -> (Option<&str>, &str) {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    match line[digits..].strip_prefix('.') {
        Some(rest) if digits > 0 => (Some(&line[..digits]), rest.trim_start_matches('.').trim()),
        _ => (None, line),
    }
}

fn read_lines(text: &str) -> Result<Lines, RecordError> {
    let unreadable = |why: String| Err(RecordError::Unreadable(why));
    if text.len() > MAX_LENGTH {
        return unreadable(format!("it is far too long for a record ({} characters)", text.chars().count()));
    }
    let mut lines = Lines { tags: Vec::new(), moves: Vec::new() };
    for (k, raw) in text.lines().enumerate() {
        let (number, line) = (k + 1, raw.trim());
        if line.is_empty() || line.starts_with(';') || line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            if !lines.moves.is_empty() {
                return unreadable(format!(
                    "{} is a header line among the moves: the header comes first",
                    line_named(number, line)
                ));
            }
            let Some(tag) = read_tag(line) else {
                return unreadable(format!(
                    "{} is not a header line as records write them: [Name \"value\"]",
                    line_named(number, line)
                ));
            };
            lines.tags.push(tag);
            continue;
        }
        let (written, mv) = read_move_line(line);
        let expected = lines.moves.len() + 1;
        if let Some(written) = written
            && written.parse::<usize>().ok() != Some(expected)
        {
            return unreadable(format!(
                "{} is numbered {written}, but it is move {expected}: a move is missing or written twice",
                line_named(number, line)
            ));
        }
        if mv.is_empty() {
            return unreadable(format!("{} has a move number but no move", line_named(number, line)));
        }
        if expected > MAX_MOVES {
            return unreadable(format!("it has more than {MAX_MOVES} moves, more than any game"));
        }
        lines.moves.push(mv.to_string());
    }
    Ok(lines)
}

impl Lines {
    /// The value of the tag called any of `names` (case does not matter); written twice is an error.
    fn tag(&self, names: &[&str]) -> Result<Option<&str>, RecordError> {
        let mut found = self.tags.iter().filter(|(n, _)| names.iter().any(|name| n.eq_ignore_ascii_case(name)));
        let first = found.next();
        if let (Some((name, _)), Some(_)) = (first, found.next()) {
            return Err(RecordError::Unreadable(format!("its header gives [{name}] twice")));
        }
        Ok(first.map(|(_, value)| value.as_str()))
    }

    fn game(&self) -> Result<GameId, RecordError> {
        let named = self.tag(&["Game"])?.ok_or_else(|| {
            RecordError::Unreadable(
                "it does not say which game it is (a record begins with a line such as [Game \"Byte\"])".into(),
            )
        })?;
        GameId::named(named).map_err(|e| RecordError::Unreadable(e.to_string()))
    }
}

/// Reads a record: the game it names, and its start (as its text), players and moves. Written
/// once for every game: the start is read by its game's rules here only to learn the tags that
/// name its players. The moves are not played yet: give the record to [`Record::of`] and then
/// [`Session::from_record`], which says which move is wrong, if one is.
pub fn read(text: &str) -> Result<(GameId, Record<String>), RecordError> {
    let lines = read_lines(text)?;
    let game = lines.game()?;
    let start = lines.tag(&["Start"])?.ok_or_else(|| {
        RecordError::Unreadable("it does not say where the game starts (its [Start \"\u{2026}\"] line)".into())
    })?;
    let tags =
        with_game!(game, |G| seat_tags::<G>(G::from_position_text(start).map_err(RecordError::BadStart)?.options()));
    let mut seats = [Seat::Person; 2];
    for (k, (seat, tag)) in seats.iter_mut().zip(&tags).enumerate() {
        let numbered = format!("Player{}", k + 1);
        if let Some(word) = lines.tag(&[tag.as_str(), &numbered])? {
            *seat = Seat::read(word).map_err(|why| RecordError::Unreadable(format!("its [{tag}] line: {why}")))?;
        }
    }
    Ok((game, Record { game, seats, start: start.to_string(), moves: lines.moves }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::byte::Byte;
    use crate::rules::sight_reduction::SightReduction;

    fn byte_game() -> Session<Byte> {
        let mut session = Session::new(Byte::new_game(Default::default()), [Seat::Person, Seat::Friend]);
        let mut moves = Vec::new();
        for _ in 0..6 {
            session.position().legal_moves(&mut moves);
            session.play(moves[moves.len() / 2]).expect("a legal move");
        }
        session
    }

    #[test]
    fn a_record_reads_back_as_the_same_game() {
        let session = byte_game();
        let text = write(&session, &Details { date: Some("2026.11.23".into()) });
        assert!(text.starts_with("[Game \"Byte\"]\n[Designer \"Mark Steere\"]\n"), "{text}");
        assert!(text.contains("[White \"person\"]\n[Black \"friend\"]\n") && text.contains("\n1. "), "{text}");
        let (game, record) = read(&text).expect("the record reads back");
        assert_eq!(game, GameId::Byte);
        let again = Session::from_record(record.of::<Byte>().unwrap()).expect("and replays");
        assert_eq!(again.position(), session.position());
        assert_eq!(again.seats(), session.seats());
    }

    #[test]
    fn other_tools_records_are_read_leniently() {
        let start = Byte::new_game(Default::default()).position_text();
        let mut moves = Vec::new();
        let pos = Byte::new_game(Default::default());
        pos.legal_moves(&mut moves);
        let first = pos.move_text(moves[0]);
        let text = format!(
            "; kept by hand\n[game \"byte\"]\n[Event \"club night\"]\n[Start \"{start}\"]\n[Player1 \"Ada\"]\n\n  {first}  \n"
        );
        let (_, record) = read(&text).expect("read");
        assert_eq!(record.seats, [Seat::Person, Seat::Person]);
        assert_eq!(record.moves, vec![first]);
    }

    fn error(text: &str) -> String {
        read(text).map_or_else(|e| e.to_string(), |_| String::new())
    }

    #[test]
    fn a_bad_record_says_where_and_why_in_words() {
        let start = Byte::new_game(Default::default()).position_text();
        let head = format!("[Game \"Byte\"]\n[Start \"{start}\"]\n");
        assert!(error("").contains("does not say which game"));
        assert!(error("[Game \"Chess\"]").contains("no game called \u{201c}Chess\u{201d}"));
        assert!(error("[Game Byte]").contains("line 1 (\u{201c}[Game Byte]\u{201d}) is not a header line"));
        assert!(error("[Game \"Byte\"]\n1. d2-e3").contains("does not say where the game starts"));
        assert!(
            error(&format!("{head}1. a\n3. b"))
                .contains("line 4 (\u{201c}3. b\u{201d}) is numbered 3, but it is move 2")
        );
        assert!(error(&format!("{head}1. a\n[Date \"x\"]")).contains("header line among the moves"));
        assert!(error(&format!("{head}1.")).contains("a move number but no move"));
        assert!(error(&format!("{head}[Game \"Byte\"]")).contains("gives [Game] twice"));
        assert!(
            error(&format!("{head}[Black \"computer grandmaster\"]")).contains("no level \u{201c}grandmaster\u{201d}")
        );
        assert!(error("[Game \"Byte\"]\n[Start \"9x9\"]").contains("the position it starts from cannot be"));
        // A start is read by the rules of the game the record names.
        let sight = format!("[Game \"Sight Reduction\"]\n[Start \"{start}\"]");
        assert!(error(&sight).contains("the position it starts from cannot be"));
        assert!(error(&"1. a\n".repeat(MAX_LENGTH / 4)).contains("far too long"));
    }

    #[test]
    fn a_record_of_a_deal_out_of_range_says_what_a_deal_is() {
        use crate::rules::sight_reduction::{SightMode, SightOptions};
        let options = SightOptions { mode: SightMode::Solitaire, deal: 4242, ..SightOptions::STANDARD };
        let session = Session::new(SightReduction::new_game(options), [Seat::Person; 2]);
        let text = write(&session, &Details::default());
        assert!(text.contains(" deal:4242\""), "{text}");
        for wrong in ["0", "-5", "1.5", "99999999999999999999999"] {
            let said = error(&text.replace("deal:4242", &format!("deal:{wrong}")));
            assert!(said.contains(&format!("\u{201c}deal:{wrong}\u{201d} names no deal")), "{said}");
            assert!(said.contains("A deal is a whole number from 1 to 18,446,744,073,709,551,615."), "{said}");
        }
    }

    #[test]
    fn a_bad_move_is_named_by_its_number_and_the_moves_before_it_are_kept() {
        let text = write(&byte_game(), &Details::default());
        let broken = text.replace("\n4. ", "\n4. a1-a2 ; ");
        let record = read(&broken).expect("the lines read").1.of::<Byte>().unwrap();
        let Err(RecordError::BadMove { number: 4, .. }) = Session::from_record(record.clone()) else {
            panic!("move 4 is refused: {broken}");
        };
        let kept = Session::from_record(record.truncated(3)).expect("the first three moves replay");
        assert_eq!(kept.played().len(), 3);
    }

    #[test]
    fn seats_are_named_as_the_game_names_its_players() {
        let options = crate::rules::sight_reduction::SightOptions {
            setup: crate::rules::sight_reduction::SightSetup::Fair,
            ..Default::default()
        };
        let session = Session::new(SightReduction::new_game(options), [Seat::Person, Seat::Person]);
        let text = write(&session, &Details::default());
        assert!(text.contains("[PlayerOne \"person\"]\n[PlayerTwo \"person\"]"), "{text}");
        let (_, record) = read(&text.replace("PlayerTwo \"person\"", "PlayerTwo \"computer hard\"")).unwrap();
        assert_eq!(record.seats[1], Seat::Computer(crate::level::Strength::Hard));
    }
}
