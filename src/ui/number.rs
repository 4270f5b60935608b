//! Numbers for the board's SVG and styles, written to two decimals without Rust's float
//! formatting: that alone, with its tables, would add some 10 KB to the page's wasm, for
//! coordinates that need no more than a hundredth of a unit.

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

#[cfg(test)]
mod tests {
    use super::svg_number;

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
}
