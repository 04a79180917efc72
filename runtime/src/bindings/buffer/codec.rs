//! Pure byte <-> string conversions for Buffer's encodings, with Node's exact rules
//! (docs/FS-SEMANTICS.md, "Encodings"). Nothing here touches the engine: strings come in as Latin-1 bytes or
//! UTF-16 units (the two shapes of a `JsStr`) and go out as the same, so that the binding
//! can build a `JsString` with a single copy and the rules can be unit-tested.

use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::{alphabet, Engine as _};

/// The encodings Buffer understands. The discriminants are the ids shared with js-lib
/// (`buffer.js` keeps the same table), so keep them in sync.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Enc {
    Utf8 = 0,
    Ucs2 = 1,
    Latin1 = 2,
    Ascii = 3,
    Base64 = 4,
    Base64Url = 5,
    Hex = 6,
}

impl Enc {
    pub(super) fn from_id(id: i64) -> Option<Enc> {
        Some(match id {
            0 => Enc::Utf8,
            1 => Enc::Ucs2,
            2 => Enc::Latin1,
            3 => Enc::Ascii,
            4 => Enc::Base64,
            5 => Enc::Base64Url,
            6 => Enc::Hex,
            _ => return None,
        })
    }

    /// Case-insensitive lookup of a name made of UTF-16 units (any non-ASCII unit means
    /// "unknown", which is also what Node's lower-casing switch ends up with).
    pub(super) fn parse<I: IntoIterator<Item = u16>>(name: I) -> Option<Enc> {
        let mut buf = [0u8; 9];
        let mut n = 0;
        for u in name {
            if n == buf.len() || u > 0x7f {
                return None;
            }
            buf[n] = (u as u8).to_ascii_lowercase();
            n += 1;
        }
        Some(match &buf[..n] {
            b"utf8" | b"utf-8" => Enc::Utf8,
            b"ucs2" | b"ucs-2" | b"utf16le" | b"utf-16le" => Enc::Ucs2,
            b"latin1" | b"binary" => Enc::Latin1,
            b"ascii" => Enc::Ascii,
            b"base64" => Enc::Base64,
            b"base64url" => Enc::Base64Url,
            b"hex" => Enc::Hex,
            _ => return None,
        })
    }
}

/// A string's code units: the two storage shapes of a `JsStr`.
#[derive(Clone, Copy, Debug)]
pub(super) enum Units<'a> {
    Latin1(&'a [u8]),
    Utf16(&'a [u16]),
}

impl Units<'_> {
    pub(super) fn len(&self) -> usize {
        match self {
            Units::Latin1(b) => b.len(),
            Units::Utf16(u) => u.len(),
        }
    }
}

/// A decoded string, ready to become a `JsString`.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Text<'a> {
    /// Latin-1 code points borrowed from the input (ASCII-only UTF-8, latin1, ...).
    Borrowed(&'a [u8]),
    Latin1(Vec<u8>),
    Utf16(Vec<u16>),
}

impl Text<'_> {
    pub(super) fn len(&self) -> usize {
        match self {
            Text::Borrowed(b) => b.len(),
            Text::Latin1(b) => b.len(),
            Text::Utf16(u) => u.len(),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Decoding: bytes -> string

/// Decodes `bytes` as `enc`, with Node's `buf.toString(enc)` rules.
pub(super) fn decode(enc: Enc, bytes: &[u8]) -> Text<'_> {
    match enc {
        Enc::Utf8 => decode_utf8(bytes),
        Enc::Latin1 => Text::Borrowed(bytes),
        Enc::Ascii => {
            if bytes.is_ascii() {
                Text::Borrowed(bytes)
            } else {
                // Node clears the top bit of every byte.
                Text::Latin1(bytes.iter().map(|b| b & 0x7f).collect())
            }
        }
        Enc::Ucs2 => Text::Utf16(
            bytes
                .chunks_exact(2)
                .map(|p| u16::from_le_bytes([p[0], p[1]]))
                .collect(),
        ),
        Enc::Hex => Text::Latin1(hex_encode(bytes)),
        Enc::Base64 => Text::Latin1(BASE64_STD.encode(bytes).into_bytes()),
        Enc::Base64Url => Text::Latin1(BASE64_URL.encode(bytes).into_bytes()),
    }
}

/// Length of `decode(enc, bytes)` in code units without decoding, where that is known
/// from the byte count alone (`None` for UTF-8).
pub(super) fn decoded_len(enc: Enc, n: usize) -> Option<usize> {
    Some(match enc {
        Enc::Utf8 => return None,
        Enc::Latin1 | Enc::Ascii => n,
        Enc::Ucs2 => n / 2,
        Enc::Hex => n.saturating_mul(2),
        Enc::Base64 => n.div_ceil(3).saturating_mul(4),
        Enc::Base64Url => n / 3 * 4 + [0, 2, 3][n % 3],
    })
}

/// UTF-8 to string: every maximal invalid subsequence becomes one U+FFFD (the WHATWG
/// rule, which is V8's), and a BOM is kept. The result is Latin-1 whenever every code
/// point fits, which halves its size in the engine.
pub(super) fn decode_utf8(bytes: &[u8]) -> Text<'_> {
    if encoding_rs::mem::is_ascii(bytes) {
        return Text::Borrowed(bytes);
    }
    if encoding_rs::mem::is_utf8_latin1(bytes) {
        let mut out = vec![0u8; bytes.len()];
        let n = encoding_rs::mem::convert_utf8_to_latin1_lossy(bytes, &mut out);
        out.truncate(n);
        return Text::Latin1(out);
    }
    Text::Utf16(utf8_to_utf16_lossy(bytes))
}

/// UTF-8 to UTF-16 with replacement characters, never failing.
pub(super) fn utf8_to_utf16_lossy(bytes: &[u8]) -> Vec<u16> {
    let mut decoder = encoding_rs::UTF_8.new_decoder_without_bom_handling();
    // One unit per byte is the worst case for UTF-8 (each bad byte gives one U+FFFD).
    let cap = decoder
        .max_utf16_buffer_length(bytes.len())
        .unwrap_or(bytes.len().saturating_add(1));
    let mut out = vec![0u16; cap];
    let (_, _, written, _) = decoder.decode_to_utf16(bytes, &mut out, true);
    out.truncate(written);
    out
}

/// Two lower-case hex digits for every byte value.
static HEX_PAIRS: [[u8; 2]; 256] = {
    let digits = b"0123456789abcdef";
    let mut t = [[0u8; 2]; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = [digits[i >> 4], digits[i & 15]];
        i += 1;
    }
    t
};

fn hex_encode(bytes: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; bytes.len() * 2];
    for (pair, &b) in out.chunks_exact_mut(2).zip(bytes) {
        pair.copy_from_slice(&HEX_PAIRS[usize::from(b)]);
    }
    out
}

// Encoding to base64 uses the crate's standard engines; decoding below is lenient and so
// hand-written, except for a strict fast path through this engine (see `base64_decode`).
const BASE64_STD: GeneralPurpose = base64::engine::general_purpose::STANDARD;
const BASE64_URL: GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;
const BASE64_LOOSE: GeneralPurpose = GeneralPurpose::new(
    &alphabet::STANDARD,
    GeneralPurposeConfig::new()
        .with_decode_allow_trailing_bits(true)
        .with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

// ---------------------------------------------------------------------------------------
// Encoding: string -> bytes

/// One code unit of a string, seen as the byte Node feeds to its hex and base64 decoders:
/// a two-byte string is first narrowed to the low byte of each unit.
trait Unit: Copy {
    fn low(self) -> u8;
}
impl Unit for u8 {
    #[inline]
    fn low(self) -> u8 {
        self
    }
}
impl Unit for u16 {
    #[inline]
    fn low(self) -> u8 {
        self as u8
    }
}

/// Bytes `Buffer.from(s, enc)` produces (exact, so the result can be allocated once).
pub(super) fn encoded_len(enc: Enc, s: Units<'_>) -> usize {
    match (enc, s) {
        (Enc::Utf8, Units::Latin1(b)) => b.len() + b.iter().filter(|&&c| c >= 0x80).count(),
        (Enc::Utf8, Units::Utf16(u)) => utf8_len_of_utf16(u),
        (Enc::Ucs2, s) => s.len() * 2,
        (Enc::Latin1 | Enc::Ascii, s) => s.len(),
        (Enc::Hex, Units::Latin1(b)) => hex_valid_pairs(b),
        (Enc::Hex, Units::Utf16(u)) => hex_valid_pairs(u),
        (Enc::Base64 | Enc::Base64Url, Units::Latin1(b)) => base64_decoded_len(b),
        (Enc::Base64 | Enc::Base64Url, Units::Utf16(u)) => base64_decoded_len(u),
    }
}

/// `Buffer.byteLength(s, enc)`: Node's answer, which for hex and base64 is an estimate
/// from the length (and trailing `=`), not the decoded size.
pub(super) fn node_byte_length(enc: Enc, s: Units<'_>) -> usize {
    let len = s.len();
    match enc {
        Enc::Utf8 | Enc::Ucs2 | Enc::Latin1 | Enc::Ascii => encoded_len(enc, s),
        Enc::Hex => len >> 1,
        Enc::Base64 | Enc::Base64Url => {
            let at = |i: usize| match s {
                Units::Latin1(b) => u16::from(b[i]),
                Units::Utf16(u) => u[i],
            };
            let mut n = len;
            if n > 0 && at(n - 1) == u16::from(b'=') {
                n -= 1;
            }
            if n > 1 && at(n - 1) == u16::from(b'=') {
                n -= 1;
            }
            // (n * 3) >>> 2 in JS is a 32-bit operation.
            ((n as u64 * 3) as u32 >> 2) as usize
        }
    }
}

/// UTF-8 length of UTF-16 text where every lone surrogate becomes EF BF BD.
pub(super) fn utf8_len_of_utf16(u: &[u16]) -> usize {
    let mut n = 0usize;
    let mut i = 0;
    while i < u.len() {
        let c = u[i];
        n += if c < 0x80 {
            1
        } else if c < 0x800 {
            2
        } else if (0xd800..0xdc00).contains(&c)
            && i + 1 < u.len()
            && (0xdc00..0xe000).contains(&u[i + 1])
        {
            i += 1;
            4
        } else {
            3
        };
        i += 1;
    }
    n
}

/// Writes `s` encoded as `enc` into `dst`, as much as fits, and returns the byte count.
/// Like Node's `buf.write`: UTF-8 never splits a character, UCS-2 writes whole units,
/// hex stops at the first invalid pair and base64 skips invalid characters.
pub(super) fn encode_into(enc: Enc, s: Units<'_>, dst: &mut [u8]) -> usize {
    match (enc, s) {
        (Enc::Utf8, Units::Latin1(b)) => encoding_rs::mem::convert_latin1_to_utf8_partial(b, dst).1,
        (Enc::Utf8, Units::Utf16(u)) => encoding_rs::mem::convert_utf16_to_utf8_partial(u, dst).1,
        (Enc::Latin1 | Enc::Ascii, Units::Latin1(b)) => {
            let n = b.len().min(dst.len());
            dst[..n].copy_from_slice(&b[..n]);
            n
        }
        (Enc::Latin1 | Enc::Ascii, Units::Utf16(u)) => {
            let n = u.len().min(dst.len());
            for (d, &c) in dst[..n].iter_mut().zip(u) {
                *d = c as u8;
            }
            n
        }
        (Enc::Ucs2, Units::Latin1(b)) => {
            let n = b.len().min(dst.len() / 2);
            for (d, &c) in dst.chunks_exact_mut(2).zip(&b[..n]) {
                d[0] = c;
                d[1] = 0;
            }
            n * 2
        }
        (Enc::Ucs2, Units::Utf16(u)) => {
            let n = u.len().min(dst.len() / 2);
            for (d, &c) in dst.chunks_exact_mut(2).zip(&u[..n]) {
                d.copy_from_slice(&c.to_le_bytes());
            }
            n * 2
        }
        (Enc::Hex, Units::Latin1(b)) => hex_decode_into(b, dst),
        (Enc::Hex, Units::Utf16(u)) => hex_decode_into(u, dst),
        (Enc::Base64 | Enc::Base64Url, Units::Latin1(b)) => {
            // Fast path: well-formed standard base64 with room to spare goes through the
            // crate (it refuses anything else, which then takes the lenient path).
            match BASE64_LOOSE.decode_slice(b, dst) {
                Ok(n) => n,
                Err(_) => base64_decode_into(b, dst),
            }
        }
        (Enc::Base64 | Enc::Base64Url, Units::Utf16(u)) => base64_decode_into(u, dst),
    }
}

/// Room `encode_into` needs to encode all of `s`: exact except for base64 and hex, where
/// it is an upper bound that needs no scan (base64: the decoder's own estimate, so that
/// its fast path has the slack it asks for).
pub(super) fn encode_capacity(enc: Enc, s: Units<'_>) -> usize {
    match enc {
        Enc::Base64 | Enc::Base64Url => s.len().div_ceil(4) * 3,
        Enc::Hex => s.len() / 2,
        _ => encoded_len(enc, s),
    }
}

/// Encodes all of `s` into a new vector.
pub(super) fn encode(enc: Enc, s: Units<'_>) -> Vec<u8> {
    let mut out = vec![0u8; encode_capacity(enc, s)];
    let n = encode_into(enc, s, &mut out);
    out.truncate(n);
    out
}

/// Value of a hex digit, or 0xff.
static HEX_VALUES: [u8; 256] = {
    let mut t = [0xffu8; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

#[inline]
fn hex_pair<T: Unit>(p: &[T]) -> Option<u8> {
    let hi = HEX_VALUES[usize::from(p[0].low())];
    let lo = HEX_VALUES[usize::from(p[1].low())];
    if (hi | lo) == 0xff || hi > 15 || lo > 15 {
        return None;
    }
    Some(hi << 4 | lo)
}

fn hex_valid_pairs<T: Unit>(s: &[T]) -> usize {
    s.chunks_exact(2)
        .take_while(|p| hex_pair(p).is_some())
        .count()
}

fn hex_decode_into<T: Unit>(s: &[T], dst: &mut [u8]) -> usize {
    let mut n = 0;
    for (d, p) in dst.iter_mut().zip(s.chunks_exact(2)) {
        match hex_pair(p) {
            Some(v) => *d = v,
            None => break,
        }
        n += 1;
    }
    n
}

/// Sextet value of a base64 character from either alphabet; 64 = skip, 65 = `=` (stop).
const B64_INVALID: u8 = 64;
const B64_PAD: u8 = 65;
static B64_TABLE: [u8; 256] = {
    let mut t = [B64_INVALID; 256];
    let mut i = 0;
    while i < 26 {
        t[b'A' as usize + i] = i as u8;
        t[b'a' as usize + i] = 26 + i as u8;
        i += 1;
    }
    let mut d = 0;
    while d < 10 {
        t[b'0' as usize + d] = 52 + d as u8;
        d += 1;
    }
    t[b'+' as usize] = 62;
    t[b'-' as usize] = 62;
    t[b'/' as usize] = 63;
    t[b'_' as usize] = 63;
    t[b'=' as usize] = B64_PAD;
    t
};

/// Bytes the lenient decoder yields: sextets up to the first `=`, invalid ones skipped.
fn base64_decoded_len<T: Unit>(s: &[T]) -> usize {
    let mut sextets = 0usize;
    for &c in s {
        match B64_TABLE[usize::from(c.low())] {
            B64_PAD => break,
            B64_INVALID => {}
            _ => sextets += 1,
        }
    }
    sextets / 4 * 3 + [0, 0, 1, 2][sextets % 4]
}

/// Node's forgiving base64: both alphabets, invalid characters skipped, decoding stops at
/// the first `=`, trailing bits ignored, a lone trailing sextet dropped.
fn base64_decode_into<T: Unit>(s: &[T], dst: &mut [u8]) -> usize {
    let mut acc: u32 = 0;
    let mut k = 0; // sextets in acc
    let mut n = 0; // bytes written
    for &c in s {
        let v = B64_TABLE[usize::from(c.low())];
        if v == B64_PAD {
            break;
        }
        if v == B64_INVALID {
            continue;
        }
        acc = acc << 6 | u32::from(v);
        k += 1;
        if k == 4 {
            let bytes = [(acc >> 16) as u8, (acc >> 8) as u8, acc as u8];
            let room = dst.len() - n;
            let take = room.min(3);
            dst[n..n + take].copy_from_slice(&bytes[..take]);
            n += take;
            if take < 3 {
                return n;
            }
            acc = 0;
            k = 0;
        }
    }
    let tail: &[u8] = match k {
        2 => &[(acc >> 4) as u8],
        3 => &[(acc >> 10) as u8, (acc >> 2) as u8],
        _ => &[],
    };
    let take = tail.len().min(dst.len() - n);
    dst[n..n + take].copy_from_slice(&tail[..take]);
    n + take
}

/// `atob` (forgiving-base64 decode of the HTML spec): strips ASCII whitespace, accepts at
/// most two trailing `=` that complete a 4-character group, rejects everything else.
/// Returns the Latin-1 bytes, or `None` for an InvalidCharacterError.
pub(super) fn atob(s: Units<'_>) -> Option<Vec<u8>> {
    let mut chars: Vec<u8> = Vec::with_capacity(s.len());
    let mut push = |c: u16| -> bool {
        match c {
            0x09 | 0x0a | 0x0c | 0x0d | 0x20 => true,
            c if c < 0x80 => {
                chars.push(c as u8);
                true
            }
            _ => false,
        }
    };
    let ok = match s {
        Units::Latin1(b) => b.iter().all(|&c| push(u16::from(c))),
        Units::Utf16(u) => u.iter().all(|&c| push(c)),
    };
    if !ok {
        return None;
    }
    if chars.len().is_multiple_of(4) {
        if chars.ends_with(b"==") {
            chars.truncate(chars.len() - 2);
        } else if chars.ends_with(b"=") {
            chars.truncate(chars.len() - 1);
        }
    }
    if chars.len() % 4 == 1 {
        return None;
    }
    let standard = |c: &u8| c.is_ascii_alphanumeric() || *c == b'+' || *c == b'/';
    if !chars.iter().all(standard) {
        return None;
    }
    let mut out = vec![0u8; chars.len() / 4 * 3 + 2];
    let n = base64_decode_into(&chars[..], &mut out);
    out.truncate(n);
    Some(out)
}

/// `btoa`: base64 of a string whose code units must all be <= 0xFF (`None` otherwise).
pub(super) fn btoa(s: Units<'_>) -> Option<Vec<u8>> {
    match s {
        Units::Latin1(b) => Some(BASE64_STD.encode(b).into_bytes()),
        Units::Utf16(u) => {
            let bytes: Option<Vec<u8>> = u.iter().map(|&c| u8::try_from(c).ok()).collect();
            Some(BASE64_STD.encode(bytes?).into_bytes())
        }
    }
}

// ---------------------------------------------------------------------------------------
// transcode (buffer.transcode): utf8, ucs2, latin1 and ascii in any direction.

fn ucs2_units(bytes: &[u8]) -> Vec<u16> {
    bytes
        .chunks_exact(2)
        .map(|p| u16::from_le_bytes([p[0], p[1]]))
        .collect()
}

fn has_lone_surrogate(u: &[u16]) -> bool {
    let mut i = 0;
    while i < u.len() {
        match u[i] {
            0xd800..=0xdbff if u.get(i + 1).is_some_and(|n| (0xdc00..0xe000).contains(n)) => i += 2,
            0xd800..=0xdfff => return true,
            _ => i += 1,
        }
    }
    false
}

/// Unicode's Default_Ignorable_Code_Point property (soft hyphen, joiners, variation
/// selectors, BOM, ...).
fn default_ignorable(cp: u32) -> bool {
    matches!(cp,
        0x00ad | 0x034f | 0x061c | 0x115f..=0x1160 | 0x17b4..=0x17b5 | 0x180b..=0x180f
        | 0x200b..=0x200f | 0x202a..=0x202e | 0x2060..=0x206f | 0x3164 | 0xfe00..=0xfe0f
        | 0xfeff | 0xffa0 | 0xfff0..=0xfff8 | 0x1bca0..=0x1bca3 | 0x1d173..=0x1d17a
        | 0xe0000..=0xe0fff)
}

/// Converts `bytes` between two of utf8, ucs2, latin1 and ascii with the results of
/// Node's ICU-based transcode: strict in the UTF-8 <-> UCS-2 directions (`None`, which
/// js-lib reports as U_INVALID_CHAR_FOUND), otherwise invalid input becomes U+FFFD and
/// characters the target cannot hold become `?`.
pub(super) fn transcode(bytes: &[u8], from: Enc, to: Enc) -> Option<Vec<u8>> {
    match (from, to) {
        (Enc::Latin1 | Enc::Ascii, Enc::Ucs2) => {
            return Some(bytes.iter().flat_map(|&b| [b, 0]).collect());
        }
        (Enc::Utf8, Enc::Ucs2) => {
            let s = std::str::from_utf8(bytes).ok()?;
            return Some(s.encode_utf16().flat_map(u16::to_le_bytes).collect());
        }
        (Enc::Ucs2, Enc::Utf8) => {
            // ICU reports an input without a single code unit as invalid.
            if bytes.len() < 2 {
                return None;
            }
            let u = ucs2_units(bytes);
            if has_lone_surrogate(&u) {
                return None;
            }
            return Some(encode(Enc::Utf8, Units::Utf16(&u)));
        }
        _ => {}
    }
    let units: Vec<u16> = match from {
        Enc::Utf8 => utf8_to_utf16_lossy(bytes),
        Enc::Ucs2 => {
            // Lone surrogates become U+FFFD, like any other invalid input; so does an odd
            // trailing byte when the target is UCS-2 again.
            let u = ucs2_units(bytes);
            let mut v: Vec<u16> = String::from_utf16_lossy(&u).encode_utf16().collect();
            // (A lone high surrogate right before that byte absorbs it: one U+FFFD.)
            let pending_high = u.last().is_some_and(|c| (0xd800..0xdc00).contains(c));
            if to == Enc::Ucs2 && bytes.len() % 2 == 1 && !pending_high {
                v.push(0xfffd);
            }
            v
        }
        Enc::Ascii => bytes
            .iter()
            .map(|&b| if b < 0x80 { u16::from(b) } else { 0xfffd })
            .collect(),
        _ => bytes.iter().map(|&b| u16::from(b)).collect(),
    };
    Some(match to {
        Enc::Utf8 => encode(Enc::Utf8, Units::Utf16(&units)),
        Enc::Ucs2 => encode(Enc::Ucs2, Units::Utf16(&units)),
        _ => {
            let limit = if to == Enc::Ascii { 0x80 } else { 0x100 };
            let mut out = Vec::with_capacity(units.len());
            for c in char::decode_utf16(units.iter().copied()) {
                let cp = c.map_or(0xfffd, u32::from);
                if cp < limit {
                    out.push(cp as u8);
                } else if !default_ignorable(cp) {
                    // ICU leaves out default-ignorable characters instead of
                    // substituting them.
                    out.push(b'?');
                }
            }
            out
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn l1(s: &str) -> Units<'_> {
        Units::Latin1(s.as_bytes())
    }
    fn text(t: Text<'_>) -> String {
        match t {
            Text::Borrowed(b) => b.iter().map(|&c| char::from(c)).collect(),
            Text::Latin1(b) => b.iter().map(|&c| char::from(c)).collect(),
            Text::Utf16(u) => String::from_utf16_lossy(&u),
        }
    }

    #[test]
    fn parse_names() {
        let p = |s: &str| Enc::parse(s.encode_utf16());
        assert_eq!(p("UTF8"), Some(Enc::Utf8));
        assert_eq!(p("Utf-16LE"), Some(Enc::Ucs2));
        assert_eq!(p("BINARY"), Some(Enc::Latin1));
        assert_eq!(p("base64URL"), Some(Enc::Base64Url));
        assert_eq!(p("utf16"), None);
        assert_eq!(p("utf-8 "), None);
        assert_eq!(p(""), None);
        assert_eq!(p("\u{130}ex"), None);
    }

    #[test]
    fn utf8_decoding() {
        assert_eq!(text(decode(Enc::Utf8, b"a\xffb")), "a\u{fffd}b");
        assert_eq!(text(decode(Enc::Utf8, b"\xef\xbb\xbfhi")), "\u{feff}hi");
        assert_eq!(text(decode(Enc::Utf8, b"\xe2\x82")), "\u{fffd}");
        assert_eq!(
            text(decode(Enc::Utf8, b"\xe0\x80\x80")),
            "\u{fffd}\u{fffd}\u{fffd}"
        );
        assert_eq!(text(decode(Enc::Utf8, b"\xf0\x9f\x98\x80")), "\u{1f600}");
        assert!(matches!(decode(Enc::Utf8, "é".as_bytes()), Text::Latin1(_)));
    }

    #[test]
    fn other_decodings() {
        assert_eq!(text(decode(Enc::Ascii, b"\xff")), "\x7f");
        assert_eq!(text(decode(Enc::Ascii, b"\xef\xbb\xbf")), "o;?");
        assert_eq!(text(decode(Enc::Latin1, b"a\xffb")), "a\u{ff}b");
        assert_eq!(text(decode(Enc::Ucs2, b"a\xffb")), "\u{ff61}");
        assert_eq!(text(decode(Enc::Hex, b"\xef\xbb\xbfhi")), "efbbbf6869");
        assert_eq!(text(decode(Enc::Base64, b"\xef\xbb\xbfhi")), "77u/aGk=");
        assert_eq!(text(decode(Enc::Base64Url, b"\xef\xbb\xbfhi")), "77u_aGk");
    }

    #[test]
    fn encodings_of_sample() {
        let s: Vec<u16> = "héllo€ 0aZ=".encode_utf16().collect();
        let u = Units::Utf16(&s);
        let hex = |v: Vec<u8>| v.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(hex(encode(Enc::Utf8, u)), "68c3a96c6c6fe282ac2030615a3d");
        assert_eq!(hex(encode(Enc::Latin1, u)), "68e96c6c6fac2030615a3d");
        assert_eq!(hex(encode(Enc::Hex, u)), "");
        assert_eq!(hex(encode(Enc::Base64, u)), "865968d1a6");
        let lone: Vec<u16> = vec![0xd800, b'x' as u16];
        assert_eq!(hex(encode(Enc::Utf8, Units::Utf16(&lone))), "efbfbd78");
        assert_eq!(hex(encode(Enc::Hex, l1("abc"))), "ab");
        assert_eq!(hex(encode(Enc::Hex, l1("12gg34"))), "12");
    }

    #[test]
    fn base64_rules() {
        let hex = |s: &str| {
            encode(Enc::Base64, l1(s))
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        };
        assert_eq!(hex("YWJj"), "616263");
        assert_eq!(hex("YW=Jj"), "61");
        assert_eq!(hex("YW Jj"), "616263");
        assert_eq!(hex("Y"), "");
        assert_eq!(hex("YWJjZA==="), "61626364");
        assert_eq!(hex("-_-_"), "fbffbf");
        assert_eq!(hex("YR"), "61");
        assert_eq!(hex("=YWJj"), "");
        let wide: Vec<u16> = "YW\u{141}j".encode_utf16().collect();
        assert_eq!(
            encode(Enc::Base64, Units::Utf16(&wide)),
            vec![0x61, 0x60, 0x23]
        );
        // Partial writes stop exactly at the room left.
        let mut d = [0u8; 2];
        assert_eq!(encode_into(Enc::Base64, l1("YWJj"), &mut d), 2);
        assert_eq!(&d, b"ab");
    }

    #[test]
    fn predicted_lengths() {
        let data = [0u8, 1, 2, 3, 4, 250, 255];
        for n in 0..data.len() {
            for enc in [
                Enc::Latin1,
                Enc::Ascii,
                Enc::Ucs2,
                Enc::Hex,
                Enc::Base64,
                Enc::Base64Url,
            ] {
                assert_eq!(decoded_len(enc, n), Some(decode(enc, &data[..n]).len()));
            }
        }
    }

    #[test]
    fn node_lengths() {
        assert_eq!(node_byte_length(Enc::Base64, l1("YWJjZA===")), 5);
        assert_eq!(node_byte_length(Enc::Base64, l1("====")), 1);
        assert_eq!(node_byte_length(Enc::Hex, l1("0g12")), 2);
        assert_eq!(node_byte_length(Enc::Utf8, Units::Latin1(&[0x68, 0xe9])), 3);
    }

    #[test]
    fn utf8_partial_writes() {
        let s: Vec<u16> = "a€b".encode_utf16().collect();
        let mut d = [0u8; 3];
        assert_eq!(encode_into(Enc::Utf8, Units::Utf16(&s), &mut d), 1);
        let mut d = [0u8; 4];
        assert_eq!(encode_into(Enc::Utf8, Units::Utf16(&s), &mut d), 4);
        let mut d = [0u8; 3];
        assert_eq!(encode_into(Enc::Utf8, l1("aaaa"), &mut d), 3);
        let mut d = [0u8; 3];
        assert_eq!(encode_into(Enc::Ucs2, l1("aaaa"), &mut d), 2);
    }

    #[test]
    fn atob_btoa() {
        assert_eq!(atob(l1(" YW Jj ")), Some(b"abc".to_vec()));
        assert_eq!(atob(l1("YQ==")), Some(b"a".to_vec()));
        assert_eq!(atob(l1("YQ=")), None);
        assert_eq!(atob(l1("YQ")), Some(b"a".to_vec()));
        assert_eq!(atob(l1("Y")), None);
        assert_eq!(atob(l1("-_")), None);
        assert_eq!(btoa(l1("abc")), Some(b"YWJj".to_vec()));
        assert_eq!(btoa(Units::Utf16(&[0x100])), None);
    }

    #[test]
    fn transcoding() {
        let t = |b: &[u8], f, to| transcode(b, f, to);
        assert_eq!(
            t("€a".as_bytes(), Enc::Utf8, Enc::Ascii),
            Some(b"?a".to_vec())
        );
        assert_eq!(
            t(b"\xe9", Enc::Latin1, Enc::Utf8),
            Some("é".as_bytes().to_vec())
        );
        assert_eq!(t(b"\xe9", Enc::Ascii, Enc::Ucs2), Some(b"\xe9\0".to_vec()));
        assert_eq!(t(b"\xe9a", Enc::Ascii, Enc::Latin1), Some(b"?a".to_vec()));
        assert_eq!(t(b"\xffa", Enc::Utf8, Enc::Ucs2), None);
        assert_eq!(
            t(b"\xffa", Enc::Utf8, Enc::Utf8),
            Some(b"\xef\xbf\xbda".to_vec())
        );
        assert_eq!(t(b"\x00\xd8a\0", Enc::Ucs2, Enc::Utf8), None);
        assert_eq!(
            t(b"\x00\xd8a\0", Enc::Ucs2, Enc::Ucs2),
            Some(b"\xfd\xffa\0".to_vec())
        );
        assert_eq!(
            t("😀a".as_bytes(), Enc::Utf8, Enc::Latin1),
            Some(b"?a".to_vec())
        );
    }
}
