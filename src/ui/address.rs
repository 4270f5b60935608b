//! The page's address: which screen a link (the part after `#`) leads to, so that the browser's
//! Back button, bookmarks and shared links work. Plain Rust, tested natively; a link that leads
//! nowhere is answered with a reason, never followed blindly.

use crate::catalog::games;

/// A place in the app that a link can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Home,
    /// The rules page of a game.
    Rules(&'static str),
    /// Playing a game: the game in progress, or a new one.
    Play(&'static str),
}

impl Place {
    /// The address of this place, such as `#/byte/rules`.
    pub fn hash(self) -> String {
        match self {
            Place::Home => "#/".into(),
            Place::Rules(id) => format!("#/{id}/rules"),
            Place::Play(id) => format!("#/{id}"),
        }
    }
}

/// Reads an address; says why it leads nowhere when it does not.
pub fn parse(hash: &str) -> Result<Place, String> {
    let path = hash.trim_start_matches('#').trim_matches('/');
    if path.is_empty() {
        return Ok(Place::Home);
    }
    let nowhere = || format!("the link \u{201c}#{}\u{201d} leads nowhere in Checkerbox", hash.trim_start_matches('#'));
    let mut parts = path.split('/');
    let (id, rest) = (parts.next().unwrap_or_default(), parts.collect::<Vec<_>>());
    let Some(entry) = games().into_iter().find(|g| g.info.id == id) else { return Err(nowhere()) };
    match rest.as_slice() {
        [] if entry.playable => Ok(Place::Play(entry.info.id)),
        [] => Err(format!("{} cannot be played here yet", entry.info.name)),
        ["rules"] => Ok(Place::Rules(entry.info.id)),
        _ => Err(nowhere()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_place_reads_back_from_its_address() {
        for place in [Place::Home, Place::Rules("byte"), Place::Rules("pyle"), Place::Play("byte")] {
            assert_eq!(parse(&place.hash()), Ok(place));
        }
        assert_eq!(parse(""), Ok(Place::Home));
        assert_eq!(parse("#"), Ok(Place::Home));
        assert_eq!(parse("#/byte/"), Ok(Place::Play("byte")));
    }

    #[test]
    fn a_link_that_leads_nowhere_says_so() {
        for bad in ["#/chess", "#/byte/rules/extra", "#/byte/%00", "#/\u{1F600}", "#/basic/play"] {
            let why = parse(bad).map(|p| format!("{p:?}")).unwrap_or_else(|e| e);
            assert!(why.contains("leads nowhere") || why.contains("cannot be played"), "{bad}: {why}");
        }
        assert_eq!(parse("#/basic"), Err("Basic cannot be played here yet".into()));
    }
}
