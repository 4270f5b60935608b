//! What the game-over card says under the result: after how many moves and how long the game was.

/// When the game called `id` began, in milliseconds since 1970: the library names a game by the
/// time it was made, times a thousand, plus a random part below a thousand, in base 36. None for
/// a name not made so (a lesson's, or one from before 2020 or past 2200, which no clock gave).
pub fn started(id: &str) -> Option<u64> {
    let n = u64::from_str_radix(id, 36).ok()? / 1_000;
    const YEAR_2020: u64 = 1_577_836_800_000;
    const YEAR_2200: u64 = 7_258_118_400_000;
    (YEAR_2020..YEAR_2200).contains(&n).then_some(n)
}

/// A time taken, in a player's words: "under a minute", "12 minutes", "2 hours 5 minutes", "3 days".
pub fn how_long(ms: u64) -> String {
    let minutes = ms / 60_000;
    let (days, hours, minutes) = (minutes / 1_440, minutes / 60 % 24, minutes % 60);
    let unit = |n: u64, one: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {one}s") };
    match (days, hours, minutes) {
        (0, 0, 0) => "under a minute".into(),
        (0, 0, m) => unit(m, "minute"),
        (0, h, 0) => unit(h, "hour"),
        (0, h, m) => format!("{} {}", unit(h, "hour"), unit(m, "minute")),
        (d, _, _) => unit(d, "day"),
    }
}

/// "After 34 moves and 12 minutes.": `moves` the moves the players chose, `took` the time from the
/// game's start to its last move when known.
pub fn summary(moves: usize, took: Option<u64>) -> String {
    let moves = if moves == 1 { "1 move".to_string() } else { format!("{moves} moves") };
    match took {
        Some(ms) => format!("After {moves} and {}.", how_long(ms)),
        None => format!("After {moves}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_began_when_its_name_says() {
        // 2026-11-27 17:13:20 UTC, and 123 as the random part.
        let made: u64 = 1_795_799_600_000 * 1_000 + 123;
        let mut id = Vec::new();
        let mut n = made;
        while n > 0 {
            id.push(char::from_digit((n % 36) as u32, 36).unwrap());
            n /= 36;
        }
        let id: String = id.iter().rev().collect();
        assert_eq!(started(&id), Some(1_795_799_600_000));
        for other in ["", "lesson", "k2x9", "zzzzzzzzzzzzzzzzzzzzzzzz", "M3X2", "a-b"] {
            assert_eq!(started(other), None, "{other}");
        }
    }

    #[test]
    fn times_are_said_as_a_player_would() {
        let minute = 60_000;
        assert_eq!(how_long(59_999), "under a minute");
        assert_eq!(how_long(minute), "1 minute");
        assert_eq!(how_long(12 * minute + 30_000), "12 minutes");
        assert_eq!(how_long(60 * minute), "1 hour");
        assert_eq!(how_long(125 * minute), "2 hours 5 minutes");
        assert_eq!(how_long(3 * 1_440 * minute + 7 * minute), "3 days");
        assert_eq!(how_long(1_440 * minute), "1 day");
    }

    #[test]
    fn the_summary_counts_moves_and_time() {
        assert_eq!(summary(34, Some(12 * 60_000)), "After 34 moves and 12 minutes.");
        assert_eq!(summary(1, None), "After 1 move.");
        assert_eq!(summary(0, Some(0)), "After 0 moves and under a minute.");
    }
}
