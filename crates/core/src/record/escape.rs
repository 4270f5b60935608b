//! Percent escaping for the values a link carries: what is not plain in an address is written as
//! `%XX` (its UTF-8 bytes), so that spaces, `&` and `;` inside a value cannot split it.

/// Characters kept as they are: letters, digits, and the punctuation move and position texts use
/// that addresses leave alone.
fn plain(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"-._~:,=!*'()@/".contains(&byte)
}

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if plain(byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Reads what [`escape`] wrote (and any other valid escaping of the same text); `None` for a `%`
/// not followed by two hex digits, or bytes that are not text.
pub fn unescape(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_text_reads_back_and_keeps_no_separator() {
        for text in ["", "8x8 white won:0-0 b1=w", "W:f1,c2 B:d1", "a1+b2;c3&d=%", "é 🙂", "keep a1"] {
            let escaped = escape(text);
            assert!(!escaped.contains([' ', '&', ';', '#', '?', '+']), "{escaped}");
            assert_eq!(unescape(&escaped).as_deref(), Some(text));
        }
        assert_eq!(unescape("a%20b").as_deref(), Some("a b"));
        assert_eq!(unescape("a%2"), None);
        assert_eq!(unescape("a%zz"), None);
        assert_eq!(unescape("%FF"), None, "not text");
        assert_eq!(unescape("%C3%A9").as_deref(), Some("é"));
    }
}
