//! The library's bookkeeping, apart from the browser's database that holds it (`web/library`):
//! what this tab knows of every game kept, the revision each is stored at, and the one write of
//! each game in flight at a time.
//!
//! Every write names the revision it was made on, and the database takes it only if that is
//! still the stored one ([`check_base`], in the write's own transaction). A tab that played on an
//! older state, or two tabs answering the computer's move at once, thus never write over a newer
//! state: the later write is refused, and that tab follows the stored game.

use checkerbox_core::games::GameId;

/// A game as the database keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    pub game: GameId,
    /// When it last changed, in milliseconds since 1970.
    pub updated: u64,
    /// How many times it has been written: what the next write must name.
    pub revision: u32,
    /// The session's record, as JSON.
    pub record: String,
}

/// A write to make: `kept` in place of the stored revision `base`, and, if `current`, as its
/// game's game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Write {
    pub id: String,
    pub kept: Kept,
    pub base: u32,
    pub current: bool,
}

/// Why the database did not take a write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The game is stored at a later revision than the write was made on: another tab moved on.
    Stale,
    /// The browser's storage is full.
    Full,
    /// The browser refused for another reason (storage turned off, private browsing), as it said.
    Refused(String),
    /// The id is another game's here: the write would put this game over that one.
    Taken,
}

impl WriteError {
    /// What the play screen tells the player of a game this browser is not keeping.
    pub fn said(&self) -> &'static str {
        match self {
            WriteError::Full => {
                "This browser's storage is full, so this game is not being kept: it is here until you close the page. Save it as a file or keep its link, or make room by deleting old games."
            }
            WriteError::Taken => {
                "This browser keeps another game under this game's name, so this one is not being kept: it is here until you close the page. Save it as a file or keep its link, so that it is not lost."
            }
            WriteError::Stale | WriteError::Refused(_) => {
                "This browser would not keep this game: its storage is turned off. The game is here until you close the page; save it as a file or keep its link, so that it is not lost."
            }
        }
    }
}

/// The revision a write made on `base` stores, if the stored revision is still `base`; a game no
/// longer stored (deleted in another tab, while this one plays it) is kept again.
pub fn check_base(stored: Option<u32>, base: u32) -> Result<u32, WriteError> {
    match stored {
        Some(stored) if stored != base => Err(WriteError::Stale),
        _ => Ok(base + 1),
    }
}

/// Whether the error a browser gave a write (its `DOMException`'s name and code) means the
/// storage is full: each browser has its own name for it.
pub fn is_full(name: &str, code: u16) -> bool {
    matches!(name, "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" | "NS_ERROR_FILE_NO_DEVICE_SPACE")
        || code == 22
        || code == 1014
}

/// A game of this tab's library, and where its writes stand.
#[derive(Clone, Debug)]
struct Entry {
    id: String,
    kept: Kept,
    /// The revision the database holds, as far as this tab knows.
    stored: u32,
    writing: bool,
    /// Changed again while a write was in flight: written once that one is done.
    waiting: bool,
    /// The database refused its last write (full, or turned off): written again even unchanged.
    refused: bool,
}

impl Entry {
    /// A game as the database holds it.
    fn stored(id: String, kept: Kept) -> Entry {
        Entry { id, stored: kept.revision, kept, writing: false, waiting: false, refused: false }
    }
}

/// What this tab knows of the library: every game (read once when the app starts, then kept up
/// to date by its own writes and the other tabs' news) and each game's game in progress.
#[derive(Clone, Debug, Default)]
pub struct Library {
    entries: Vec<Entry>,
    current: Vec<(GameId, String)>,
}

/// What news of a game from another tab did here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The game is newer there: this tab now has that state.
    Followed,
    /// A game this tab did not have.
    Added,
    /// Deleted there.
    Removed,
    /// Nothing new, or a write of this tab's is in flight and will learn of it.
    Unchanged,
}

impl Library {
    /// The library as stored: its games by id, and each game's game in progress.
    pub fn load(games: Vec<(String, Kept)>, current: Vec<(GameId, String)>) -> Library {
        let entries = games.into_iter().map(|(id, kept)| Entry::stored(id, kept)).collect();
        Library { entries, current }
    }

    fn entry(&self, id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }

    fn entry_mut(&mut self, id: &str) -> Option<&mut Entry> {
        self.entries.iter_mut().find(|e| e.id == id)
    }

    /// The game `id`, as this tab last had it.
    pub fn get(&self, id: &str) -> Option<&Kept> {
        self.entry(id).map(|e| &e.kept)
    }

    /// Every game, with its id.
    pub fn games(&self) -> impl Iterator<Item = (&str, &Kept)> {
        self.entries.iter().map(|e| (e.id.as_str(), &e.kept))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The id of `game`'s game in progress.
    pub fn current(&self, game: GameId) -> Option<&str> {
        self.current.iter().find(|(g, _)| *g == game).map(|(_, id)| id.as_str())
    }

    /// Whether `id` is its game's game in progress.
    pub fn is_current(&self, id: &str) -> bool {
        self.current.iter().any(|(_, c)| c == id)
    }

    /// The game `id` of `game` is now `record`, at `now`, and its game's game in progress: the
    /// write to make, unless one of this game is in flight (then it follows that one).
    /// A game opened as it is kept, already in progress, needs no write. Refused
    /// ([`WriteError::Taken`]) where `id` is another game's: an id is one game's.
    pub fn change(&mut self, game: GameId, id: &str, record: String, now: u64) -> Result<Option<Write>, WriteError> {
        if self.get(id).is_some_and(|kept| kept.game != game) {
            return Err(WriteError::Taken);
        }
        let was_current = self.current(game) == Some(id);
        self.make_current(game, id);
        let entry = match self.entries.iter().position(|e| e.id == id) {
            Some(k) if was_current && !self.entries[k].refused && self.entries[k].kept.record == record => {
                return Ok(None);
            }
            Some(k) => &mut self.entries[k],
            None => {
                let kept = Kept { game, updated: now, revision: 0, record: String::new() };
                self.entries.push(Entry::stored(id.to_string(), kept));
                let last = self.entries.len() - 1;
                &mut self.entries[last]
            }
        };
        entry.kept.record = record;
        entry.kept.updated = now;
        if entry.writing {
            entry.waiting = true;
            return Ok(None);
        }
        entry.writing = true;
        Ok(Some(Self::write_of(entry)))
    }

    fn write_of(entry: &Entry) -> Write {
        let kept = Kept { revision: entry.stored + 1, ..entry.kept.clone() };
        Write { id: entry.id.clone(), kept, base: entry.stored, current: true }
    }

    /// The games whose latest state the database does not hold yet (a write in flight or
    /// waiting for one, or refused), each with its id and whether it is its game's game in
    /// progress: what a page leaving now would lose, were they not put somewhere at once.
    pub fn unsettled(&self) -> Vec<(&str, &Kept, bool)> {
        self.entries
            .iter()
            .filter(|e| e.writing || e.waiting || e.refused)
            .map(|e| (e.id.as_str(), &e.kept, self.is_current(&e.id)))
            .collect()
    }

    /// The write of `id` is done, with `outcome`: the next write of it, if it changed meanwhile
    /// (after a refusal too, so that a game is tried again as it goes on). After
    /// [`WriteError::Stale`] there is none: the tab follows the stored game ([`Library::arrived`]).
    pub fn written(&mut self, id: &str, outcome: &Result<(), WriteError>) -> Option<Write> {
        let entry = self.entry_mut(id)?;
        entry.writing = false;
        match outcome {
            Ok(()) => {
                entry.stored += 1;
                entry.kept.revision = entry.stored;
                entry.refused = false;
            }
            Err(WriteError::Stale) => {
                entry.waiting = false;
                return None;
            }
            Err(_) => entry.refused = true,
        }
        if std::mem::take(&mut entry.waiting) {
            entry.writing = true;
            return Some(Self::write_of(entry));
        }
        None
    }

    /// News of game `id` from the database (`None`: no longer there), read after another tab
    /// wrote it or after a write of this tab's was refused as stale.
    pub fn arrived(&mut self, id: &str, stored: Option<Kept>) -> Arrival {
        let at = self.entries.iter().position(|e| e.id == id);
        match (at, stored) {
            (Some(k), _) if self.entries[k].writing => Arrival::Unchanged,
            (Some(k), None) => {
                self.entries.remove(k);
                self.current.retain(|(_, c)| c != id);
                Arrival::Removed
            }
            (Some(k), Some(kept)) => {
                let entry = &mut self.entries[k];
                if kept.record == entry.kept.record {
                    // Written again as it was (a tab opening it): nothing to follow, but the next
                    // write is made on that revision.
                    entry.stored = entry.stored.max(kept.revision);
                    entry.kept.revision = entry.stored;
                    return Arrival::Unchanged;
                }
                if kept.revision <= entry.stored {
                    return Arrival::Unchanged;
                }
                entry.stored = kept.revision;
                entry.kept = kept;
                entry.refused = false;
                Arrival::Followed
            }
            (None, Some(kept)) => {
                self.entries.push(Entry::stored(id.to_string(), kept));
                Arrival::Added
            }
            (None, None) => Arrival::Unchanged,
        }
    }

    /// Makes `id` the game in progress of `game`.
    pub fn make_current(&mut self, game: GameId, id: &str) {
        self.current.retain(|(g, _)| *g != game);
        self.current.push((game, id.to_string()));
    }

    /// Forgets game `id`, and that it was in progress.
    pub fn remove(&mut self, id: &str) {
        self.entries.retain(|e| e.id != id);
        self.current.retain(|(_, c)| c != id);
    }
}

/// A game as kept in local storage before the database (and by tests seeding it, and by a page
/// leaving with a write in flight): its game and when it last changed on a first line, then its
/// record.
pub fn write_local(kept: &Kept) -> String {
    format!("{} {}\n{}", kept.game, kept.updated, kept.record)
}

/// A game as [`write_local`] keeps it.
pub fn read_local(text: &str) -> Result<(GameId, u64, &str), String> {
    let damaged = || "the saved game is damaged".to_string();
    let (head, record) = text.split_once('\n').ok_or_else(damaged)?;
    let (game, updated) = head.split_once(' ').ok_or_else(damaged)?;
    let game = GameId::named(game).map_err(|e| e.to_string())?;
    // Whole milliseconds; a fraction, which no version wrote, is dropped rather than refused.
    let updated = updated.split('.').next().and_then(|ms| ms.parse().ok()).ok_or_else(damaged)?;
    Ok((game, updated, record))
}

/// How far back "delete finished games older than …" may reach, in days, with its words.
pub const AGES: [(u64, &str); 4] = [(7, "a week"), (30, "a month"), (91, "three months"), (365, "a year")];

const DAY_MS: u64 = 24 * 60 * 60 * 1000;

/// The finished games of `games` (id, finished, last changed) last changed more than `days` before
/// `now`: those "delete finished games older than …" deletes.
pub fn finished_before(games: &[(String, bool, u64)], days: u64, now: u64) -> Vec<&str> {
    let cutoff = now.saturating_sub(days * DAY_MS);
    games.iter().filter(|(_, finished, updated)| *finished && *updated < cutoff).map(|(id, _, _)| id.as_str()).collect()
}

/// "2.4 MB": a size in bytes, as a player reads it (in whole numbers: no float formatting is
/// compiled into the page for it).
pub fn size_words(bytes: f64) -> String {
    let bytes = bytes.max(0.0) as u64;
    let units = [("KB", 1_000), ("MB", 1_000_000), ("GB", 1_000_000_000), ("TB", 1_000_000_000_000)];
    match units.iter().rev().find(|(_, size)| bytes >= *size) {
        Some((unit, size)) if bytes < 10 * size => {
            let tenths = bytes * 10 / size;
            format!("{}.{} {unit}", tenths / 10, tenths % 10)
        }
        Some((unit, size)) => format!("{} {unit}", (bytes + size / 2) / size),
        None => format!("{bytes} bytes"),
    }
}

/// What Settings says of the storage: the games kept, the space used and free where the browser
/// says, and whether it keeps them for good.
pub fn space_words(games: usize, used: Option<f64>, quota: Option<f64>, persisted: bool) -> Vec<String> {
    let mut said = vec![match games {
        0 => "No games are kept in this browser yet.".to_string(),
        1 => "1 game is kept in this browser.".to_string(),
        n => format!("{n} games are kept in this browser."),
    }];
    if let (Some(used), Some(quota)) = (used, quota) {
        let free = (quota - used).max(0.0);
        said.push(format!("Checkerbox uses {} of its storage; {} is free.", size_words(used), size_words(free)));
    }
    said.push(if persisted {
        "The browser keeps them for good: it will not clear them to make room.".to_string()
    } else {
        "The browser may clear them if it runs short of space, or after weeks without a visit: save the games you care for as files.".to_string()
    });
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(revision: u32, record: &str) -> Kept {
        Kept { game: GameId::Byte, updated: 1, revision, record: record.into() }
    }

    #[test]
    fn a_write_is_taken_only_on_the_stored_revision() {
        assert_eq!(check_base(None, 0), Ok(1));
        assert_eq!(check_base(Some(3), 3), Ok(4));
        assert_eq!(check_base(Some(4), 3), Err(WriteError::Stale));
        assert_eq!(check_base(Some(2), 3), Err(WriteError::Stale));
        // Deleted in another tab while played here: kept again.
        assert_eq!(check_base(None, 5), Ok(6));
    }

    #[test]
    fn every_browsers_name_for_a_full_storage_is_known() {
        assert!(is_full("QuotaExceededError", 22));
        assert!(is_full("NS_ERROR_DOM_QUOTA_REACHED", 1014));
        assert!(is_full("UnknownName", 22));
        assert!(!is_full("InvalidStateError", 11));
        assert!(!is_full("UnknownError", 0));
    }

    #[test]
    fn one_write_of_a_game_is_in_flight_and_the_latest_follows_it() {
        let mut library = Library::default();
        let first = library.change(GameId::Byte, "a", "r1".into(), 10).ok().flatten().expect("nothing in flight");
        assert_eq!((first.base, first.kept.revision, first.kept.record.as_str()), (0, 1, "r1"));
        assert_eq!(library.current(GameId::Byte), Some("a"));
        assert_eq!(library.change(GameId::Byte, "a", "r2".into(), 11), Ok(None));
        assert_eq!(library.change(GameId::Byte, "a", "r3".into(), 12), Ok(None));
        assert_eq!(library.get("a").map(|k| k.record.as_str()), Some("r3"));
        let next = library.written("a", &Ok(())).expect("changed meanwhile");
        assert_eq!((next.base, next.kept.revision, next.kept.record.as_str()), (1, 2, "r3"));
        assert_eq!(library.written("a", &Ok(())), None);
        assert_eq!(library.get("a").map(|k| k.revision), Some(2));
    }

    #[test]
    fn a_game_not_yet_in_the_database_is_known_until_its_write_lands_and_keeps_locally() {
        let mut library = Library::load(vec![("old".into(), kept(4, "kept"))], Vec::new());
        assert!(library.unsettled().is_empty());
        library.change(GameId::Byte, "a", "r1".into(), 10).expect("a write");
        library.change(GameId::Byte, "a", "r2".into(), 11).expect("waits for it");
        let unsettled: Vec<_> =
            library.unsettled().into_iter().map(|(id, k, now)| (id, k.record.as_str(), now)).collect();
        assert_eq!(unsettled, vec![("a", "r2", true)], "the latest state, and that it is in progress");
        library.written("a", &Ok(()));
        assert_eq!(library.unsettled().len(), 1, "its next write is in flight");
        library.written("a", &Ok(()));
        assert!(library.unsettled().is_empty());
        library.change(GameId::Byte, "a", "r3".into(), 12).expect("a write");
        library.written("a", &Err(WriteError::Full));
        assert_eq!(library.unsettled().len(), 1, "refused: the database still has r2");
        let local = write_local(library.get("a").unwrap());
        assert_eq!(read_local(&local), Ok((GameId::Byte, 12, "r3")));
    }

    #[test]
    fn a_game_is_never_written_over_by_another_games_record_under_its_id() {
        let mut library = Library::load(vec![("a".into(), kept(4, "mine"))], vec![(GameId::Byte, "a".into())]);
        assert_eq!(library.change(GameId::Basic, "a", "theirs".into(), 10), Err(WriteError::Taken));
        assert_eq!(library.get("a").map(|k| (k.game, k.record.as_str())), Some((GameId::Byte, "mine")));
        assert_eq!(library.current(GameId::Basic), None);
        assert!(WriteError::Taken.said().contains("another game"), "the player is told why");
    }

    #[test]
    fn a_stale_write_leaves_the_tab_to_follow_the_stored_game() {
        let mut library = Library::load(vec![("a".into(), kept(4, "mine"))], vec![(GameId::Byte, "a".into())]);
        let write = library.change(GameId::Byte, "a", "mine+1".into(), 10).ok().flatten().expect("a write");
        assert_eq!(write.base, 4);
        // Another tab's news arrives while the write is in flight: the write will tell.
        assert_eq!(library.arrived("a", Some(kept(5, "theirs"))), Arrival::Unchanged);
        assert_eq!(library.change(GameId::Byte, "a", "mine+2".into(), 11), Ok(None));
        assert_eq!(library.written("a", &Err(WriteError::Stale)), None);
        assert_eq!(library.arrived("a", Some(kept(5, "theirs"))), Arrival::Followed);
        assert_eq!(library.get("a"), Some(&kept(5, "theirs")));
        // The next move here is made on that state.
        assert_eq!(library.change(GameId::Byte, "a", "theirs+1".into(), 12).map(|w| w.map(|w| w.base)), Ok(Some(5)));
    }

    #[test]
    fn a_refused_write_is_tried_again_as_the_game_goes_on() {
        let mut library = Library::default();
        assert!(library.change(GameId::Basic, "b", "r1".into(), 1).is_ok_and(|w| w.is_some()));
        assert_eq!(library.written("b", &Err(WriteError::Full)), None);
        // Tried again as it is, once there is room.
        assert_eq!(library.change(GameId::Basic, "b", "r1".into(), 2).map(|w| w.map(|w| w.base)), Ok(Some(0)));
        library.written("b", &Err(WriteError::Full));
        let again = library.change(GameId::Basic, "b", "r2".into(), 2).ok().flatten().expect("tried again");
        assert_eq!((again.base, again.kept.record.as_str()), (0, "r2"));
    }

    #[test]
    fn a_game_opened_as_kept_is_not_written_again() {
        let mut library = Library::load(vec![("a".into(), kept(2, "x"))], vec![(GameId::Byte, "b".into())]);
        // Made the game in progress: written, so that the database says so too.
        assert_eq!(library.change(GameId::Byte, "a", "x".into(), 5).map(|w| w.map(|w| w.base)), Ok(Some(2)));
        // Asked again while that write is in flight, and after.
        assert_eq!(library.change(GameId::Byte, "a", "x".into(), 6), Ok(None));
        assert_eq!(library.written("a", &Ok(())), None);
        assert_eq!(library.change(GameId::Byte, "a", "x".into(), 6), Ok(None));
        assert_eq!(library.change(GameId::Byte, "a", "y".into(), 7).map(|w| w.map(|w| w.base)), Ok(Some(3)));
    }

    #[test]
    fn news_from_another_tab() {
        let mut library = Library::load(vec![("a".into(), kept(2, "x"))], vec![(GameId::Byte, "a".into())]);
        assert_eq!(library.arrived("a", Some(kept(2, "x"))), Arrival::Unchanged);
        // Written again as it was: nothing to follow, but the next write names that revision.
        assert_eq!(library.arrived("a", Some(kept(4, "x"))), Arrival::Unchanged);
        assert_eq!(library.get("a").map(|k| k.revision), Some(4));
        assert_eq!(library.arrived("a", Some(kept(3, "old"))), Arrival::Unchanged, "older news");
        assert_eq!(library.arrived("a", Some(kept(5, "y"))), Arrival::Followed);
        assert_eq!(library.arrived("b", Some(kept(1, "z"))), Arrival::Added);
        assert_eq!(library.len(), 2);
        assert_eq!(library.arrived("a", None), Arrival::Removed);
        assert_eq!(library.current(GameId::Byte), None);
        assert_eq!(library.arrived("a", None), Arrival::Unchanged);
    }

    #[test]
    fn local_storage_entries_of_every_version_read() {
        assert_eq!(read_local("byte 1700000000000\n{\"x\":1}"), Ok((GameId::Byte, 1_700_000_000_000, "{\"x\":1}")));
        assert_eq!(
            read_local("sight-reduction 5.75\n{}"),
            Ok((GameId::SightReduction, 5, "{}")),
            "a fraction is dropped"
        );
        assert_eq!(read_local("pyle 12\n"), Ok((GameId::Pyle, 12, "")));
        assert!(read_local("byte 12").is_err());
        assert!(read_local("byte\n{}").is_err());
        assert!(read_local("chess 12\n{}").is_err());
        assert!(read_local("byte soon\n{}").is_err());
    }

    #[test]
    fn old_finished_games_are_counted_by_age() {
        let now = 400 * DAY_MS;
        let games = vec![
            ("old-done".to_string(), true, now - 40 * DAY_MS),
            ("old-going".to_string(), false, now - 400 * DAY_MS),
            ("new-done".to_string(), true, now - DAY_MS),
            ("ancient-done".to_string(), true, 0),
        ];
        assert_eq!(finished_before(&games, 30, now), vec!["old-done", "ancient-done"]);
        assert_eq!(finished_before(&games, 365, now), vec!["ancient-done"]);
        assert!(finished_before(&games, 7, 0).is_empty());
    }

    #[test]
    fn the_storage_in_words() {
        assert_eq!(size_words(512.0), "512 bytes");
        assert_eq!(size_words(2_400_000.0), "2.4 MB");
        assert_eq!(size_words(56_000_000_000.0), "56 GB");
        let said = space_words(3, Some(2_400_000.0), Some(10_002_400_000.0), false);
        assert_eq!(said[0], "3 games are kept in this browser.");
        assert_eq!(said[1], "Checkerbox uses 2.4 MB of its storage; 10 GB is free.");
        assert!(said[2].starts_with("The browser may clear them"));
        let said = space_words(1, None, None, true);
        assert_eq!(said.len(), 2);
        assert!(said[1].contains("for good"));
    }
}
