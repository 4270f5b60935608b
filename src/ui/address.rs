//! The page's address: which screen a link (the part after `#`) leads to, so that the browser's
//! Back button, bookmarks and shared links work. Plain Rust, tested natively; a link that leads
//! nowhere is answered with a reason, never followed blindly.

use checkerbox_core::games::GameId;

/// The study page's file, beside the play page (`index.html`, or its folder's address).
pub const STUDY_PAGE: &str = "study.html";

/// The play page's address, from the address of this page (`href`, either page's): what a link
/// to a game is built on, so that a friend opens it on the small page, whichever page sent it.
pub fn play_page(href: &str) -> &str {
    let page = href.split('#').next().unwrap_or_default();
    page.strip_suffix(STUDY_PAGE).unwrap_or(page)
}

/// A place in the app that a link can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Home,
    /// The rules page of a game.
    Rules(GameId),
    /// Playing a game: the game in progress, or a new one.
    Play(GameId),
    /// A lesson of a game's tutorial, counted from 0 (from 1 in the address).
    Lesson(GameId, usize),
    /// The library of games played here.
    Library,
    /// A game sent as a link ([`checkerbox_core::record::link`]): opened, then the address becomes the
    /// game's own.
    Link(GameId),
    /// The game in progress, with one of the study's tools open on it; then the address becomes
    /// the game's own.
    Study(GameId, Tool),
    /// The settings, over the home screen (over a game's screen, they are its [`Tool::Settings`]).
    Settings,
}

/// What an address opens on a game's screen, on the study page: a study tool, or a dialog that
/// only the study page holds. The play page's buttons lead to these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// The game's review, begun or taken up where it stopped.
    Review,
    /// The analysis board, at a position of the game (counted in plies; the latest if none).
    Analyse(Option<usize>),
    /// The position editor, from a position of the game (the latest if none).
    SetUp(Option<usize>),
    /// The new-game dialog of the game (over the home screen where it has no game in progress).
    NewGame,
    /// The settings.
    Settings,
}

impl Tool {
    fn path(self) -> String {
        let at = |k: Option<usize>| k.map(|k| format!("/{k}")).unwrap_or_default();
        match self {
            Tool::Review => "review".into(),
            Tool::Analyse(k) => format!("analyse{}", at(k)),
            Tool::SetUp(k) => format!("set-up{}", at(k)),
            Tool::NewGame => "new".into(),
            Tool::Settings => "settings".into(),
        }
    }
}

impl Place {
    /// The address of this place, such as `#/byte/rules`.
    pub fn hash(self) -> String {
        match self {
            Place::Home => "#/".into(),
            Place::Rules(game) => format!("#/{game}/rules"),
            Place::Play(game) => format!("#/{game}"),
            Place::Lesson(game, k) => format!("#/{game}/learn/{}", k + 1),
            Place::Library => "#/library".into(),
            Place::Link(game) => format!("#/{game}/game"),
            Place::Study(game, tool) => format!("#/{game}/{}", tool.path()),
            Place::Settings => "#/settings".into(),
        }
    }

    /// Whether only the study page holds this place: the play page, which a visitor loads
    /// first, leaves the lessons, the library, the study's tools, the new-game dialog and the
    /// settings out, to be small.
    pub fn studied(self) -> bool {
        matches!(self, Place::Lesson(..) | Place::Library | Place::Study(..) | Place::Settings)
    }
}

/// Reads an address; says why it leads nowhere when it does not.
pub fn parse(hash: &str) -> Result<Place, String> {
    let path = hash.trim_start_matches('#').trim_matches('/');
    if path.is_empty() {
        return Ok(Place::Home);
    }
    if path == "library" {
        return Ok(Place::Library);
    }
    if path == "settings" {
        return Ok(Place::Settings);
    }
    if let Some((game, _)) = checkerbox_core::record::link::split(hash) {
        return Ok(Place::Link(game));
    }
    let nowhere = || format!("the link \u{201c}#{}\u{201d} leads nowhere in Checkerbox", hash.trim_start_matches('#'));
    let mut parts = path.split('/');
    let (id, rest) = (parts.next().unwrap_or_default(), parts.collect::<Vec<_>>());
    let Ok(game) = id.parse::<GameId>() else { return Err(nowhere()) };
    match rest.as_slice() {
        [] => Ok(Place::Play(game)),
        ["rules"] => Ok(Place::Rules(game)),
        ["review"] => Ok(Place::Study(game, Tool::Review)),
        ["new"] => Ok(Place::Study(game, Tool::NewGame)),
        ["settings"] => Ok(Place::Study(game, Tool::Settings)),
        [tool @ ("analyse" | "set-up"), at @ ..] => {
            let at = match at {
                [] => None,
                [k] => Some(k.parse::<usize>().map_err(|_| nowhere())?),
                _ => return Err(nowhere()),
            };
            Ok(Place::Study(game, if *tool == "analyse" { Tool::Analyse(at) } else { Tool::SetUp(at) }))
        }
        ["learn"] => Ok(Place::Lesson(game, 0)),
        ["learn", n] => {
            let count = checkerbox_core::tutorial::lesson_ids(game).len();
            match n.parse::<usize>() {
                Ok(k) if (1..=count).contains(&k) => Ok(Place::Lesson(game, k - 1)),
                _ => Err(format!("{} has no lesson {n}: its lessons are numbered 1 to {count}", game.info().name)),
            }
        }
        _ => Err(nowhere()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_place_reads_back_from_its_address() {
        for place in [
            Place::Home,
            Place::Rules(GameId::Byte),
            Place::Rules(GameId::Pyle),
            Place::Play(GameId::Byte),
            Place::Lesson(GameId::SightReduction, 0),
            Place::Library,
            Place::Study(GameId::Basic, Tool::Review),
            Place::Study(GameId::Byte, Tool::Analyse(None)),
            Place::Study(GameId::Byte, Tool::Analyse(Some(12))),
            Place::Study(GameId::Pyle, Tool::SetUp(Some(0))),
            Place::Study(GameId::Pyle, Tool::SetUp(None)),
            Place::Study(GameId::Basic, Tool::NewGame),
            Place::Study(GameId::SightReduction, Tool::Settings),
            Place::Settings,
        ] {
            assert_eq!(parse(&place.hash()), Ok(place));
        }
        assert_eq!(parse(""), Ok(Place::Home));
        assert_eq!(parse("#"), Ok(Place::Home));
        assert_eq!(parse("#/byte/"), Ok(Place::Play(GameId::Byte)));
        assert_eq!(parse("#/pyle/learn"), Ok(Place::Lesson(GameId::Pyle, 0)));
        assert_eq!(parse("#/pyle/learn/1"), Ok(Place::Lesson(GameId::Pyle, 0)));
        assert_eq!(parse("#/basic/game?start=x&moves="), Ok(Place::Link(GameId::Basic)));
        for bad in ["#/pyle/learn/0", "#/pyle/learn/999", "#/pyle/learn/x", "#/pyle/learn/-1"] {
            assert!(parse(bad).unwrap_err().contains("Pyle has no lesson"), "{bad}");
        }
    }

    #[test]
    fn a_link_that_leads_nowhere_says_so() {
        for bad in [
            "#/chess",
            "#/byte/rules/extra",
            "#/byte/analyse/x",
            "#/byte/analyse/1/2",
            "#/byte/review/3",
            "#/byte/%00",
            "#/\u{1F600}",
            "#/sight-reduction/play",
        ] {
            let why = parse(bad).map(|p| format!("{p:?}")).unwrap_or_else(|e| e);
            assert!(why.contains("leads nowhere"), "{bad}: {why}");
        }
        assert_eq!(parse("#/sight-reduction"), Ok(Place::Play(GameId::SightReduction)));
    }

    #[test]
    fn links_are_built_on_the_play_page_from_either_page() {
        for (href, page) in [
            ("https://example.org/games/", "https://example.org/games/"),
            ("https://example.org/games/#/byte", "https://example.org/games/"),
            ("https://example.org/games/index.html#/byte", "https://example.org/games/index.html"),
            ("https://example.org/games/study.html#/byte/review", "https://example.org/games/"),
            ("https://example.org/study.html", "https://example.org/"),
        ] {
            assert_eq!(play_page(href), page, "{href}");
        }
    }

    #[test]
    fn the_play_page_holds_playing_and_the_rules() {
        let game = GameId::Byte;
        for place in [Place::Home, Place::Rules(game), Place::Play(game), Place::Link(game)] {
            assert!(!place.studied(), "{place:?}");
        }
        for place in [
            Place::Library,
            Place::Lesson(game, 1),
            Place::Study(game, Tool::Review),
            Place::Study(game, Tool::NewGame),
            Place::Settings,
        ] {
            assert!(place.studied(), "{place:?}");
        }
    }
}
