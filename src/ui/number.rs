//! Numbers as the page writes them: the board's SVG coordinates, the computer's seconds and
//! position counts. Fractions are written without Rust's float formatting: that alone, with its
//! tables, would add much to the page's wasm, for numbers that need no more than a hundredth.

/// `x` rounded to hundredths, as SVG reads it: "12", "12.5", "-3.25" (never "-0").
pub fn svg_number(x: f64) -> String {
    let hundredths = (x * 100.0).round() as i64;
    let (sign, n) = if hundredths < 0 { ("-", -hundredths) } else { ("", hundredths) };
    match n % 100 {
        0 => format!("{sign}{}", n / 100),
        f if f % 10 == 0 => format!("{sign}{}.{}", n / 100, f / 10),
        f => format!("{sign}{}.{f:02}", n / 100),
    }
}

/// `ms` in seconds, to a tenth: "2.3"; "under 0.1" for what would round to "0.0", which reads
/// as a clock that did not run.
pub fn seconds(ms: f64) -> String {
    match (ms / 100.0).round() as u64 {
        0 => "under 0.1".to_string(),
        tenths => format!("{}.{}", tenths / 10, tenths % 10),
    }
}

/// 1234567 as "1,234,567".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{seconds, svg_number, thousands};

    #[test]
    fn numbers_are_written_as_svg_reads_them() {
        for (x, text) in [
            (0.0, "0"),
            (12.0, "12"),
            (12.5, "12.5"),
            (-3.25, "-3.25"),
            (0.05, "0.05"),
            (-0.5, "-0.5"),
            (7.0 / 3.0, "2.33"),
            (1.999, "2"),
            (-0.001, "0"),
            (838.0, "838"),
        ] {
            assert_eq!(svg_number(x), text, "{x}");
        }
    }

    #[test]
    fn seconds_are_written_to_a_tenth() {
        for (ms, text) in [
            (0.0, "under 0.1"),
            (49.0, "under 0.1"),
            (50.0, "0.1"),
            (2_000.0, "2.0"),
            (2_349.0, "2.3"),
            (2_350.0, "2.4"),
            (12_345.0, "12.3"),
        ] {
            assert_eq!(seconds(ms), text, "{ms}");
        }
    }

    #[test]
    fn thousands_are_grouped_by_commas() {
        for (n, text) in [(0, "0"), (999, "999"), (1_000, "1,000"), (4_360_001, "4,360,001")] {
            assert_eq!(thousands(n), text);
        }
    }
}
