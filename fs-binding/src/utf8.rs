//! UTF-8 ⇄ the two string layouts Boa stores, done off the JS thread.
//!
//! Boa 0.22 keeps a `JsString` either as Latin-1 bytes (every char ≤ U+00FF) or as UTF-16.
//! Building one from `&str` on the JS thread is slow for non-ASCII text (25–45× slower than one
//! memcpy; docs/PERFORMANCE.md, "Engine costs"), so the worker does the transcoding and the JS
//! thread only does `JsString::from(JsStr::latin1(&bytes))` or `JsString::from(&units[..])`.
//!
//! Decoding follows Node's `buffer.toString('utf8')`: each *maximal subpart* of an ill-formed
//! sequence becomes one U+FFFD (the WHATWG/Unicode "substitution of maximal subparts" rule),
//! and a BOM is kept as U+FEFF. `core::str::Utf8Chunks` (what `String::from_utf8_lossy` uses)
//! splits input exactly at those subparts, so one U+FFFD per non-empty invalid chunk is the
//! same rule; the tests pin vectors produced by Node 26.
//!
//! Encoding (for writes) follows `Buffer.from(string, 'utf8')`: lone surrogates become
//! U+FFFD (`EF BF BD`).

use crate::error::{FsError, MAX_STRING_LENGTH};

/// Decoded text in the layout that is cheapest to turn into a Boa `JsString`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodedText {
    /// Every char is ≤ U+00FF: one byte per char (ASCII input is passed through untouched).
    /// → `JsString::from(JsStr::latin1(&bytes))`.
    Latin1(Vec<u8>),
    /// UTF-16 code units. → `JsString::from(&units[..])`.
    Utf16(Vec<u16>),
}

impl DecodedText {
    /// Length in UTF-16 code units (JS `length`).
    #[must_use]
    pub fn len(&self) -> usize {
        match self {
            Self::Latin1(b) => b.len(),
            Self::Utf16(u) => u.len(),
        }
    }

    /// `true` for the empty string.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// For tests and debugging: the text as a Rust string.
    #[must_use]
    pub fn to_string_lossy(&self) -> String {
        match self {
            Self::Latin1(b) => b.iter().map(|&c| char::from(c)).collect(),
            Self::Utf16(u) => String::from_utf16_lossy(u),
        }
    }
}

/// What a pass over the input found.
struct Scan {
    /// Output length in UTF-16 units.
    units: usize,
    /// Valid UTF-8 and no char above U+00FF.
    latin1: bool,
}

fn scan(bytes: &[u8]) -> Scan {
    let mut units = 0usize;
    let mut latin1 = true;
    for chunk in bytes.utf8_chunks() {
        let valid = chunk.valid().as_bytes();
        // Every char starts with a non-continuation byte; 4-byte chars (lead ≥ 0xF0) need a
        // surrogate pair, i.e. one extra unit.
        units += valid
            .iter()
            .map(|&b| usize::from(b & 0xC0 != 0x80) + usize::from(b >= 0xF0))
            .sum::<usize>();
        // A char above U+00FF has a lead byte ≥ 0xC4 (U+0100 is C4 80).
        if latin1 && valid.iter().any(|&b| b >= 0xC4) {
            latin1 = false;
        }
        if !chunk.invalid().is_empty() {
            units += 1; // U+FFFD, which is not Latin-1.
            latin1 = false;
        }
    }
    Scan { units, latin1 }
}

/// Decodes bytes that the caller owns, reusing the allocation when possible (ASCII: moved
/// as is; Latin-1 range: transcoded in place, since the output is never longer).
///
/// # Errors
/// [`FsError::StringTooLong`] if the result would exceed [`MAX_STRING_LENGTH`] units.
pub fn decode_utf8_owned(mut bytes: Vec<u8>) -> Result<DecodedText, FsError> {
    if bytes.is_ascii() {
        if bytes.len() > MAX_STRING_LENGTH {
            return Err(FsError::StringTooLong);
        }
        return Ok(DecodedText::Latin1(bytes));
    }
    let info = scan(&bytes);
    if info.units > MAX_STRING_LENGTH {
        return Err(FsError::StringTooLong);
    }
    if info.latin1 {
        // Valid UTF-8 whose chars are all < U+0100: bytes < 0x80 are themselves, and C2/C3
        // lead a two-byte char. The write index never passes the read index.
        let mut read = 0;
        let mut write = 0;
        while read < bytes.len() {
            let b = bytes[read];
            let (ch, used) = if b < 0x80 {
                (b, 1)
            } else {
                let next = bytes.get(read + 1).copied().unwrap_or(0x80);
                (((b & 0x1F) << 6) | (next & 0x3F), 2)
            };
            bytes[write] = ch;
            write += 1;
            read += used;
        }
        bytes.truncate(write);
        return Ok(DecodedText::Latin1(bytes));
    }
    Ok(DecodedText::Utf16(to_utf16(&bytes, info.units)))
}

/// Decodes borrowed bytes (e.g. an [`crate::AlignedVec`] from the chunked reader).
///
/// # Errors
/// [`FsError::StringTooLong`] if the result would exceed [`MAX_STRING_LENGTH`] units.
pub fn decode_utf8(bytes: &[u8]) -> Result<DecodedText, FsError> {
    if bytes.is_ascii() {
        if bytes.len() > MAX_STRING_LENGTH {
            return Err(FsError::StringTooLong);
        }
        return Ok(DecodedText::Latin1(bytes.to_vec()));
    }
    let info = scan(bytes);
    if info.units > MAX_STRING_LENGTH {
        return Err(FsError::StringTooLong);
    }
    if info.latin1 {
        let mut out = Vec::with_capacity(info.units);
        for chunk in bytes.utf8_chunks() {
            // `scan` proved every chunk is valid and every char ≤ U+00FF, so the `as u8`
            // keeps the whole value.
            out.extend(chunk.valid().chars().map(|c| c as u8));
        }
        return Ok(DecodedText::Latin1(out));
    }
    Ok(DecodedText::Utf16(to_utf16(bytes, info.units)))
}

fn to_utf16(bytes: &[u8], units: usize) -> Vec<u16> {
    let mut out = Vec::with_capacity(units);
    for chunk in bytes.utf8_chunks() {
        out.extend(chunk.valid().encode_utf16());
        if !chunk.invalid().is_empty() {
            out.push(0xFFFD);
        }
    }
    out
}

/// UTF-16 (a JS string's units) → UTF-8 bytes, lone surrogates as `EF BF BD`, like
/// `Buffer.from(str, 'utf8')`.
#[must_use]
pub fn encode_utf16(units: &[u16]) -> Vec<u8> {
    let mut out = Vec::with_capacity(units.len() + units.len() / 2);
    for ch in char::decode_utf16(units.iter().copied()) {
        let ch = ch.unwrap_or(char::REPLACEMENT_CHARACTER);
        let mut tmp = [0u8; 4];
        out.extend_from_slice(ch.encode_utf8(&mut tmp).as_bytes());
    }
    out
}

/// Latin-1 (a JS string whose chars are all ≤ U+00FF) → UTF-8 bytes.
#[must_use]
pub fn encode_latin1(chars: &[u8]) -> Vec<u8> {
    let extra = chars.iter().filter(|&&c| c >= 0x80).count();
    let mut out = Vec::with_capacity(chars.len() + extra);
    for &c in chars {
        if c < 0x80 {
            out.push(c);
        } else {
            out.push(0xC0 | (c >> 6));
            out.push(0x80 | (c & 0x3F));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(text: &DecodedText) -> Vec<u16> {
        match text {
            DecodedText::Latin1(b) => b.iter().map(|&c| u16::from(c)).collect(),
            DecodedText::Utf16(u) => u.clone(),
        }
    }

    /// Both decoders agree and give these UTF-16 units.
    fn check(input: &[u8], want: &[u16]) {
        let a = decode_utf8(input).unwrap();
        let b = decode_utf8_owned(input.to_vec()).unwrap();
        assert_eq!(a, b, "decoders disagree on {input:02x?}");
        assert_eq!(units(&a), want, "input {input:02x?}");
        // Cross-check against std's lossy decoder (same maximal-subpart rule).
        let std: Vec<u16> = String::from_utf8_lossy(input).encode_utf16().collect();
        assert_eq!(std, want, "std disagrees on {input:02x?}");
    }

    #[test]
    fn spec_examples() {
        // Node 26.10: a maximal invalid subsequence is one U+FFFD; a BOM is kept.
        check(b"a\xffb", &[0x61, 0xFFFD, 0x62]);
        check(b"\xef\xbb\xbfhi", &[0xFEFF, 0x68, 0x69]);
        check(b"", &[]);
        check(b"hello", &[0x68, 0x65, 0x6c, 0x6c, 0x6f]);
    }

    #[test]
    fn node_replacement_vectors() {
        // Expected values printed by Node 26.10 `Buffer.from(hex,'hex').toString('utf8')`.
        check(b"\xf0\x80\x80", &[0xFFFD, 0xFFFD, 0xFFFD]);
        check(b"\xe1\x80", &[0xFFFD]);
        check(b"\xe1\x80a", &[0xFFFD, 0x61]);
        check(b"\xed\xa0\x80", &[0xFFFD, 0xFFFD, 0xFFFD]);
        check(b"\xf4\x90\x80\x80", &[0xFFFD, 0xFFFD, 0xFFFD, 0xFFFD]);
        check(b"\xc0\xaf", &[0xFFFD, 0xFFFD]);
        check(b"\xf0\x9f\x98", &[0xFFFD]);
        check(b"\xf0\x9f\x98\x80", &[0xD83D, 0xDE00]);
        check(b"\x80\x80", &[0xFFFD, 0xFFFD]);
        check(b"\xc3", &[0xFFFD]);
        check(b"\xc3\xa9\xff", &[0xE9, 0xFFFD]);
    }

    #[test]
    fn layouts() {
        assert_eq!(
            decode_utf8(b"abc").unwrap(),
            DecodedText::Latin1(b"abc".to_vec())
        );
        // é ï ü stay Latin-1, one byte each.
        assert_eq!(
            decode_utf8_owned("é ï ü".as_bytes().to_vec()).unwrap(),
            DecodedText::Latin1(vec![0xE9, 0x20, 0xEF, 0x20, 0xFC])
        );
        assert_eq!(
            decode_utf8("\u{ff}".as_bytes()).unwrap(),
            DecodedText::Latin1(vec![0xFF])
        );
        // U+0100 and above → UTF-16.
        assert_eq!(
            decode_utf8("\u{100}".as_bytes()).unwrap(),
            DecodedText::Utf16(vec![0x100])
        );
        assert_eq!(
            decode_utf8("€".as_bytes()).unwrap(),
            DecodedText::Utf16(vec![0x20AC])
        );
        let t = decode_utf8("x😀".as_bytes()).unwrap();
        assert_eq!(t.len(), 3);
        assert_eq!(t.to_string_lossy(), "x😀");
    }

    #[test]
    fn exhaustive_short_sequences_match_std() {
        // Every 1- and 2-byte input plus every 3-byte input over an interesting byte set.
        let interesting: Vec<u8> = vec![
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xC4,
            0xDF, 0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF,
        ];
        for a in 0..=255u8 {
            check(
                &[a],
                &String::from_utf8_lossy(&[a])
                    .encode_utf16()
                    .collect::<Vec<_>>(),
            );
            for b in 0..=255u8 {
                let v = [a, b];
                let want: Vec<u16> = String::from_utf8_lossy(&v).encode_utf16().collect();
                check(&v, &want);
            }
        }
        for &a in &interesting {
            for &b in &interesting {
                for &c in &interesting {
                    for &d in &[0x41u8, 0x80, 0xBF, 0xF0] {
                        let v = [a, b, c, d];
                        let want: Vec<u16> = String::from_utf8_lossy(&v).encode_utf16().collect();
                        check(&v, &want);
                    }
                }
            }
        }
    }

    #[test]
    fn encoders() {
        assert_eq!(encode_utf16(&[0xD800, 0x78]), b"\xef\xbf\xbdx");
        assert_eq!(encode_utf16(&[0xD83D, 0xDE00]), "😀".as_bytes());
        assert_eq!(encode_utf16(&[0xDE00, 0xD83D]), b"\xef\xbf\xbd\xef\xbf\xbd");
        assert_eq!(encode_latin1(&[0x68, 0xE9]), "hé".as_bytes());
        assert_eq!(encode_latin1(&[0xFF, 0x80]), "\u{ff}\u{80}".as_bytes());
    }
}
