//! The player's settings: the look of the board and its size, the move hints, confirmation,
//! animation speed, sound, and the master's thinking. Kept in local storage as JSON and read tolerantly: a
//! setting that cannot be read (an older version's, or a damaged one) falls back to its default
//! alone, and nothing panics.

use serde::{Deserialize, Serialize};

/// How the board and the checkers look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Reads stored settings: each one readable is taken, every other keeps its default.
    pub fn read(text: &str) -> Settings {
        let mut settings = Settings::default();
        let Ok(serde_json::Value::Object(map)) = serde_json::from_str::<serde_json::Value>(text) else {
            return settings;
        };
        fn take<T: serde::de::DeserializeOwned>(
            map: &serde_json::Map<String, serde_json::Value>,
            key: &str,
            into: &mut T,
        ) {
            if let Some(value) = map.get(key).and_then(|v| serde_json::from_value(v.clone()).ok()) {
                *into = value;
            }
        }
        take(&map, "theme", &mut settings.theme);
        take(&map, "board_size", &mut settings.board_size);
        take(&map, "hints", &mut settings.hints);
        take(&map, "confirm", &mut settings.confirm);
        take(&map, "motion", &mut settings.motion);
        take(&map, "sound", &mut settings.sound);
        take(&map, "ponder", &mut settings.ponder);
        let mut seconds = 0;
        take(&map, "master_seconds", &mut seconds);
        if MASTER_SECONDS.contains(&seconds) {
            settings.master_seconds = seconds;
        }
        settings
    }

    pub fn write(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
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
    }
}
