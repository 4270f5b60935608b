//! The player's settings: the look of the board and its size, the move hints, confirmation,
//! animation speed, sound, and the master's thinking. Kept in local storage as JSON and read tolerantly: a
//! setting that cannot be read (an older version's, or a damaged one) falls back to its default
//! alone, and nothing panics.

use serde::de::{IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How the board and the checkers look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// The wooden board, on light or dark paper as the device is set (`prefers-color-scheme`):
    /// what a player sees until they pick a theme.
    #[default]
    Device,
    /// The wooden board on light paper.
    Wood,
    /// The wooden board on dark paper.
    Dark,
    /// Marks and lines told apart by blue, orange and pattern, never by red against green.
    ColourBlind,
    /// Black, white and grey squares, strong outlines and bright marks.
    HighContrast,
}

impl Theme {
    pub const ALL: [Theme; 5] = [Theme::Device, Theme::Wood, Theme::Dark, Theme::ColourBlind, Theme::HighContrast];

    /// The value of the page's `data-theme`.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Device => "device",
            Theme::Wood => "wood",
            Theme::Dark => "dark",
            Theme::ColourBlind => "colour-blind",
            Theme::HighContrast => "high-contrast",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Theme::Device => "Wood, light or dark as this device is set",
            Theme::Wood => "Wood, light",
            Theme::Dark => "Wood, dark",
            Theme::ColourBlind => "Colour-blind safe",
            Theme::HighContrast => "High contrast",
        }
    }
}

/// How fast moves are animated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] =
        [AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow];

    /// What the animations' durations are multiplied by (the page's `--motion`).
    pub fn factor(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "0",
            AnimationSpeed::Fast => "0.5",
            AnimationSpeed::Normal => "1",
            AnimationSpeed::Slow => "1.7",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Slow => "slow",
        }
    }
}

/// How much of the room beside the controls the board takes on a large screen (a phone's board
/// always takes the width).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardSize {
    #[default]
    Largest,
    Large,
    Medium,
    Small,
}

impl BoardSize {
    pub const ALL: [BoardSize; 4] = [BoardSize::Largest, BoardSize::Large, BoardSize::Medium, BoardSize::Small];

    /// What the board's largest size is multiplied by (the page's `--board-scale`).
    pub fn scale(self) -> &'static str {
        match self {
            BoardSize::Largest => "1",
            BoardSize::Large => "0.88",
            BoardSize::Medium => "0.76",
            BoardSize::Small => "0.64",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            BoardSize::Largest => "largest",
            BoardSize::Large => "large",
            BoardSize::Medium => "medium",
            BoardSize::Small => "small",
        }
    }
}

/// Every setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Settings {
    pub theme: Theme,
    pub board_size: BoardSize,
    /// Where the selected checkers can go is marked.
    pub hints: bool,
    /// A move chosen on the board waits for Confirm.
    pub confirm: bool,
    pub motion: AnimationSpeed,
    pub sound: bool,
    /// Seconds the master level thinks about a move: one of [`MASTER_SECONDS`].
    pub master_seconds: u32,
    /// The master also thinks while the person does ([`checkerbox_core::session::Session::ponders`]):
    /// stronger, but the device works the whole game, which a person on a battery may not want.
    pub ponder: bool,
}

/// The master's thinking times a person may choose.
pub const MASTER_SECONDS: [u32; 4] = [1, 2, 5, 10];

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: Theme::Device,
            board_size: BoardSize::Largest,
            hints: true,
            confirm: false,
            motion: AnimationSpeed::Normal,
            sound: false,
            master_seconds: checkerbox_core::level::MASTER_MS / 1000,
            ponder: true,
        }
    }
}

impl Settings {
    /// Reads stored settings: each one readable is taken, every other keeps its default (a
    /// setting stored twice counts as the last).
    pub fn read(text: &str) -> Settings {
        let default = Settings::default();
        let Ok(Stored(stored)) = serde_json::from_str::<Stored>(text) else {
            return default;
        };
        let last = |key: &str| stored.iter().rev().find(|(k, _)| k == key).map(|(_, value)| value);
        let text = |key| last(key).and_then(Loose::text);
        let flag = |key| last(key).and_then(Loose::flag);
        let seconds = last("master_seconds").and_then(Loose::number);
        Settings {
            theme: named(Theme::ALL, Theme::id, text("theme")).unwrap_or(default.theme),
            board_size: named(BoardSize::ALL, BoardSize::name, text("board_size")).unwrap_or(default.board_size),
            hints: flag("hints").unwrap_or(default.hints),
            confirm: flag("confirm").unwrap_or(default.confirm),
            motion: named(AnimationSpeed::ALL, AnimationSpeed::name, text("motion")).unwrap_or(default.motion),
            sound: flag("sound").unwrap_or(default.sound),
            master_seconds: MASTER_SECONDS
                .into_iter()
                .find(|&s| Some(u64::from(s)) == seconds)
                .unwrap_or(default.master_seconds),
            ponder: flag("ponder").unwrap_or(default.ponder),
        }
    }

    pub fn write(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The one of `all` whose `name` is `text` (as the derived `Serialize` writes it).
fn named<T: Copy, const N: usize>(all: [T; N], name: fn(T) -> &'static str, text: Option<&str>) -> Option<T> {
    all.into_iter().find(|&t| Some(name(t)) == text)
}

/// Stored settings as read: an object's keys and values, in order, each value read loosely so
/// that one of the wrong kind costs only its own setting. (Read without `serde_json::Value`,
/// whose parser and map the page would otherwise carry for this alone.)
struct Stored(Vec<(String, Loose)>);

/// A stored value, of the kinds a setting can take; anything else is `Other`.
enum Loose {
    Text(String),
    Flag(bool),
    Number(u64),
    Other,
}

impl Loose {
    fn text(&self) -> Option<&str> {
        if let Loose::Text(t) = self { Some(t) } else { None }
    }

    fn flag(&self) -> Option<bool> {
        if let Loose::Flag(f) = self { Some(*f) } else { None }
    }

    fn number(&self) -> Option<u64> {
        if let Loose::Number(n) = self { Some(*n) } else { None }
    }
}

impl<'de> Deserialize<'de> for Stored {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Object;
        impl<'de> Visitor<'de> for Object {
            type Value = Stored;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of settings")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Stored, A::Error> {
                let mut values = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    values.push(entry);
                }
                Ok(Stored(values))
            }
        }
        deserializer.deserialize_map(Object)
    }
}

impl<'de> Deserialize<'de> for Loose {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Any;
        impl<'de> Visitor<'de> for Any {
            type Value = Loose;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a value")
            }
            fn visit_str<E>(self, text: &str) -> Result<Loose, E> {
                Ok(Loose::Text(text.into()))
            }
            fn visit_bool<E>(self, flag: bool) -> Result<Loose, E> {
                Ok(Loose::Flag(flag))
            }
            fn visit_u64<E>(self, n: u64) -> Result<Loose, E> {
                Ok(Loose::Number(n))
            }
            fn visit_i64<E>(self, _: i64) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_unit<E>(self) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Loose, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Loose::Other)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Loose, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(Loose::Other)
            }
        }
        deserializer.deserialize_any(Any)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_back_and_damage_costs_only_what_is_damaged() {
        let mine = Settings {
            theme: Theme::HighContrast,
            board_size: BoardSize::Medium,
            hints: false,
            confirm: true,
            motion: AnimationSpeed::Slow,
            sound: true,
            master_seconds: 5,
            ponder: false,
        };
        assert_eq!(Settings::read(&mine.write()), mine);
        assert_eq!(Settings::read(""), Settings::default());
        assert_eq!(Settings::read("}{"), Settings::default());
        assert_eq!(Settings::read("[1,2]"), Settings::default());
        let partial = Settings::read(r#"{"theme":"colour-blind","hints":"maybe","motion":"warp","extra":1}"#);
        assert_eq!(partial, Settings { theme: Theme::ColourBlind, ..Settings::default() });
        assert_eq!(Settings::read(r#"{"theme":"neon","sound":true}"#), Settings { sound: true, ..Settings::default() });
        assert_eq!(
            Settings::read(r#"{"board_size":"small"}"#),
            Settings { board_size: BoardSize::Small, ..Settings::default() }
        );
        assert_eq!(
            Settings::read(r#"{"board_size":"huge","theme":"dark"}"#),
            Settings { theme: Theme::Dark, ..Settings::default() }
        );
        assert_eq!(Settings::read(r#"{"ponder":"yes","sound":true}"#), Settings { sound: true, ..Settings::default() });
        // A thinking time the app does not offer is not taken.
        assert_eq!(Settings::read(r#"{"master_seconds":3600}"#), Settings::default());
        assert_eq!(Settings::read(r#"{"master_seconds":5.0}"#), Settings::default());
        // A setting stored twice counts as the last, readable or not; values of other kinds are
        // passed over whole.
        assert_eq!(Settings::read(r#"{"sound":true,"sound":false}"#), Settings::default());
        assert_eq!(Settings::read(r#"{"theme":"dark","theme":7}"#), Settings::default());
        let odd = r#"{"theme":{"wood":[1,{"a":null}]},"hints":null,"confirm":-1,"sound":true}"#;
        assert_eq!(Settings::read(odd), Settings { sound: true, ..Settings::default() });
    }

    #[test]
    fn every_choice_is_read_back_by_the_name_it_is_written_with() {
        for theme in Theme::ALL {
            assert_eq!(Settings::read(&Settings { theme, ..Settings::default() }.write()).theme, theme);
        }
        for board_size in BoardSize::ALL {
            assert_eq!(Settings::read(&Settings { board_size, ..Settings::default() }.write()).board_size, board_size);
        }
        for motion in AnimationSpeed::ALL {
            assert_eq!(Settings::read(&Settings { motion, ..Settings::default() }.write()).motion, motion);
        }
        for master_seconds in MASTER_SECONDS {
            let written = Settings { master_seconds, ..Settings::default() }.write();
            assert_eq!(Settings::read(&written).master_seconds, master_seconds);
        }
    }
}
