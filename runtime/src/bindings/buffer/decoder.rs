//! Incremental decoding: the chunk-boundary logic of `string_decoder` (state kept in a
//! 7-byte Buffer owned by the JS object, laid out as Node's so that `lastChar`,
//! `lastNeed` and `lastTotal` read the same bytes) and the per-object `encoding_rs`
//! decoder behind `TextDecoder`.

use std::cell::RefCell;
use std::ops::Range;

use boa_engine::JsData;
use boa_gc::{Finalize, Trace};
use encoding_rs::{CoderResult, Decoder, DecoderResult, Encoding};

use super::codec::Enc;

/// Layout of the StringDecoder state buffer: bytes 0..4 hold an incomplete character.
pub(super) const MISSING: usize = 4;
pub(super) const BUFFERED: usize = 5;
pub(super) const ENCODING: usize = 6;
pub(super) const STATE_SIZE: usize = 7;

/// The encoding stored in the state's last byte, in Node's numbering of encodings
/// (which `util.inspect` of a StringDecoder shows).
pub(super) fn enc_of_state(b: u8) -> Enc {
    match b {
        0 => Enc::Ascii,
        2 => Enc::Base64,
        3 => Enc::Ucs2,
        4 => Enc::Latin1,
        5 => Enc::Hex,
        7 => Enc::Base64Url,
        _ => Enc::Utf8,
    }
}

/// What one `write` produces: a character completed from earlier chunks (the first
/// `n` bytes of the array, to decode and put in front), and the range of the new chunk
/// to decode as the body. Whatever was left over is now in the state.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Step {
    pub prepend: Option<([u8; 4], usize)>,
    pub body: Range<usize>,
}

/// Encodings whose characters can straddle chunks (the others map byte to text 1:1).
fn buffers(enc: Enc) -> bool {
    matches!(enc, Enc::Utf8 | Enc::Ucs2 | Enc::Base64 | Enc::Base64Url)
}

/// Feeds `data` through the decoder state `st` (a `STATE_SIZE` slice).
pub(super) fn write_step(enc: Enc, st: &mut [u8], data: &[u8]) -> Step {
    if !buffers(enc) || st.len() < STATE_SIZE {
        return Step {
            prepend: None,
            body: 0..data.len(),
        };
    }
    // The state bytes are reachable from JS (through `lastChar`); never trust them to be
    // consistent beyond the 4-byte array.
    let mut buffered = usize::from(st[BUFFERED]).min(4);
    let mut missing = usize::from(st[MISSING]).min(4 - buffered);
    let mut start = 0;
    let mut prepend = None;

    if missing > 0 {
        if enc == Enc::Utf8 {
            // A byte that is not a continuation ends the pending character early: it is
            // emitted as it is (one U+FFFD) and the byte starts the body.
            if let Some(i) = data.iter().take(missing).position(|b| b & 0xc0 != 0x80) {
                st[buffered..buffered + i].copy_from_slice(&data[..i]);
                buffered += i;
                start = i;
                missing = 0;
            }
        }
        let found = (data.len() - start).min(missing);
        st[buffered..buffered + found].copy_from_slice(&data[start..start + found]);
        start += found;
        missing -= found;
        buffered += found;
        if missing == 0 {
            let mut chars = [0u8; 4];
            chars.copy_from_slice(&st[..4]);
            prepend = Some((chars, buffered));
            buffered = 0;
        }
    }

    let mut end = data.len();
    if start < end {
        let d = &data[start..end];
        let n = d.len();
        match enc {
            Enc::Utf8 if d[n - 1] & 0x80 != 0 => {
                (buffered, missing) = utf8_tail(d);
            }
            Enc::Ucs2 => {
                if n % 2 == 1 {
                    (buffered, missing) = (1, 1);
                } else if d[n - 1] & 0xfc == 0xd8 {
                    // The chunk ends with a high surrogate: wait for its pair.
                    (buffered, missing) = (2, 2);
                }
            }
            Enc::Base64 | Enc::Base64Url => {
                buffered = n % 3;
                missing = if buffered > 0 { 3 - buffered } else { 0 };
            }
            _ => {}
        }
        if buffered > 0 {
            end -= buffered;
            st[..buffered].copy_from_slice(&data[end..end + buffered]);
        }
    }
    st[BUFFERED] = buffered as u8;
    st[MISSING] = missing as u8;
    Step {
        prepend,
        body: start..end,
    }
}

/// How many bytes at the end of a UTF-8 chunk (whose last byte is not ASCII) belong to a
/// character that the next chunk may complete, and how many more it needs.
fn utf8_tail(d: &[u8]) -> (usize, usize) {
    let mut count = 0;
    for i in (0..d.len()).rev() {
        count += 1;
        let b = d[i];
        if b & 0xc0 == 0x80 {
            // Too many continuation bytes (or the chunk starts with one): invalid anyway,
            // so decode what we have now.
            if count >= 4 || i == 0 {
                return (0, 0);
            }
            continue;
        }
        let need = if b & 0xe0 == 0xc0 {
            2
        } else if b & 0xf0 == 0xe0 {
            3
        } else if b & 0xf8 == 0xf0 {
            4
        } else {
            return (0, 0);
        };
        return if count >= need {
            (0, 0)
        } else {
            (count, need - count)
        };
    }
    (0, 0)
}

/// `end()`: the bytes still buffered, to decode as they are (an incomplete UTF-8
/// character gives U+FFFD, base64 gets its padding, a lone UCS-2 byte is dropped).
pub(super) fn flush_step(enc: Enc, st: &mut [u8]) -> Option<([u8; 4], usize)> {
    if st.len() < STATE_SIZE {
        return None;
    }
    let mut buffered = usize::from(st[BUFFERED]).min(4);
    if enc == Enc::Ucs2 && buffered % 2 == 1 {
        buffered -= 1;
        st[MISSING] = st[MISSING].saturating_sub(1);
        st[BUFFERED] = buffered as u8;
    }
    if buffered == 0 {
        return None;
    }
    st[MISSING] = 0;
    st[BUFFERED] = 0;
    let mut chars = [0u8; 4];
    chars.copy_from_slice(&st[..4]);
    Some((chars, buffered))
}

// ---------------------------------------------------------------------------------------
// TextDecoder

/// The native half of one `TextDecoder`: the encoding, its options and, between
/// `stream: true` calls, the live decoder holding a partial character.
#[derive(Trace, Finalize, JsData)]
pub(super) struct TextDecoderHandle {
    #[unsafe_ignore_trace]
    inner: RefCell<TdInner>,
}

struct TdInner {
    encoding: &'static Encoding,
    ignore_bom: bool,
    fatal: bool,
    live: Option<Decoder>,
}

/// Why a decode produced no string.
pub(super) enum TdError {
    /// `fatal: true` and the input was malformed.
    Malformed,
}

/// The result of a decode: UTF-16 units, or (fast path) the ASCII input itself.
pub(super) enum TdText<'a> {
    Ascii(&'a [u8]),
    Utf16(Vec<u16>),
}

impl TextDecoderHandle {
    /// `None` for a label the Encoding Standard does not know (or "replacement").
    pub(super) fn new(label: &str, fatal: bool, ignore_bom: bool) -> Option<Self> {
        let encoding = Encoding::for_label_no_replacement(label.as_bytes())?;
        Some(Self {
            inner: RefCell::new(TdInner {
                encoding,
                ignore_bom,
                fatal,
                live: None,
            }),
        })
    }

    /// The canonical lower-case name (`"utf-8"`, `"windows-1252"`, `"utf-16le"`);
    /// the "replacement" encoding only when `allow_replacement`.
    pub(super) fn name(label: &str, allow_replacement: bool) -> Option<String> {
        let enc = if allow_replacement {
            Encoding::for_label(label.as_bytes())
        } else {
            Encoding::for_label_no_replacement(label.as_bytes())
        };
        enc.map(|e| e.name().to_ascii_lowercase())
    }

    pub(super) fn decode<'a>(&self, input: &'a [u8], stream: bool) -> Result<TdText<'a>, TdError> {
        let Ok(mut inner) = self.inner.try_borrow_mut() else {
            return Ok(TdText::Utf16(Vec::new()));
        };
        // Fresh UTF-8 decoder and pure ASCII: the bytes are the string (no BOM possible).
        if inner.live.is_none()
            && inner.encoding == encoding_rs::UTF_8
            && encoding_rs::mem::is_ascii(input)
        {
            // A stream that has begun is past its start, where alone a BOM is removed: a
            // BOM in a later chunk is text.
            if stream && !input.is_empty() {
                inner.live = Some(encoding_rs::UTF_8.new_decoder_without_bom_handling());
            }
            return Ok(TdText::Ascii(input));
        }
        let (encoding, ignore_bom, fatal) = (inner.encoding, inner.ignore_bom, inner.fatal);
        let decoder = inner.live.get_or_insert_with(|| {
            if ignore_bom {
                encoding.new_decoder_without_bom_handling()
            } else {
                encoding.new_decoder_with_bom_removal()
            }
        });
        let last = !stream;
        let cap = decoder
            .max_utf16_buffer_length(input.len())
            .unwrap_or(input.len().saturating_mul(2).saturating_add(16));
        let mut out = vec![0u16; cap];
        let written = if fatal {
            let (res, _, written) =
                decoder.decode_to_utf16_without_replacement(input, &mut out, last);
            match res {
                DecoderResult::InputEmpty => written,
                // The buffer is sized for the worst case, so OutputFull cannot happen;
                // treat it like malformed input rather than loop.
                DecoderResult::Malformed(..) | DecoderResult::OutputFull => {
                    inner.live = None;
                    return Err(TdError::Malformed);
                }
            }
        } else {
            let (res, _, written, _) = decoder.decode_to_utf16(input, &mut out, last);
            if res == CoderResult::OutputFull {
                inner.live = None;
            }
            written
        };
        // A finished decoder must not be used again: the next call starts a new one.
        if last {
            inner.live = None;
        }
        out.truncate(written);
        Ok(TdText::Utf16(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh() -> [u8; STATE_SIZE] {
        [0; STATE_SIZE]
    }

    #[test]
    fn utf8_split_euro() {
        let mut st = fresh();
        let s = write_step(Enc::Utf8, &mut st, &[0x61, 0xe2, 0x82]);
        assert_eq!(
            s,
            Step {
                prepend: None,
                body: 0..1
            }
        );
        assert_eq!((st[MISSING], st[BUFFERED]), (1, 2));
        let s = write_step(Enc::Utf8, &mut st, &[0xac, 0x62]);
        assert_eq!(
            s,
            Step {
                prepend: Some(([0xe2, 0x82, 0xac, 0], 3)),
                body: 1..2
            }
        );
        assert_eq!((st[MISSING], st[BUFFERED]), (0, 0));
    }

    #[test]
    fn utf8_interrupted() {
        let mut st = fresh();
        write_step(Enc::Utf8, &mut st, &[0xe2]);
        let s = write_step(Enc::Utf8, &mut st, &[0x41]);
        assert_eq!(
            s,
            Step {
                prepend: Some(([0xe2, 0, 0, 0], 1)),
                body: 0..1
            }
        );
    }

    #[test]
    fn utf8_flush() {
        let mut st = fresh();
        write_step(Enc::Utf8, &mut st, &[0xf0, 0x9f]);
        assert_eq!(
            flush_step(Enc::Utf8, &mut st),
            Some(([0xf0, 0x9f, 0, 0], 2))
        );
        assert_eq!(flush_step(Enc::Utf8, &mut st), None);
    }

    #[test]
    fn ucs2_and_base64() {
        let mut st = fresh();
        let s = write_step(Enc::Ucs2, &mut st, &[0x61, 0x00, 0x3d]);
        assert_eq!(s.body, 0..2);
        let s = write_step(Enc::Ucs2, &mut st, &[0xd8, 0x00]);
        assert_eq!(s.prepend, Some(([0x3d, 0xd8, 0, 0], 2)));
        let mut st = fresh();
        let s = write_step(Enc::Base64, &mut st, b"abcd");
        assert_eq!(s.body, 0..3);
        assert_eq!(flush_step(Enc::Base64, &mut st), Some(([b'd', 0, 0, 0], 1)));
    }

    #[test]
    fn text_decoder_streams() {
        let d = TextDecoderHandle::new("utf-8", true, false).expect("label");
        let TdText::Utf16(a) = d.decode(&[0xe2, 0x82], true).ok().expect("ok") else {
            panic!("ascii")
        };
        assert!(a.is_empty());
        let TdText::Utf16(b) = d.decode(&[0xac], false).ok().expect("ok") else {
            panic!("ascii")
        };
        assert_eq!(b, vec![0x20ac]);
        assert!(d.decode(&[0xff], false).is_err());
        assert_eq!(
            TextDecoderHandle::name(" Latin1 ", false).as_deref(),
            Some("windows-1252")
        );
        assert_eq!(TextDecoderHandle::name("hz-gb-2312", false), None);
        assert_eq!(
            TextDecoderHandle::name("hz-gb-2312", true).as_deref(),
            Some("replacement")
        );
    }
}
