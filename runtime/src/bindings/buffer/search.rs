//! indexOf / lastIndexOf over bytes and UTF-16 units.

use super::*;

/// Where a search starts, as Node resolves it (`-1` means "no match possible").
pub(super) fn search_start(len: i64, offset: i64, needle_len: i64, forward: bool) -> i64 {
    if offset < 0 {
        if offset + len >= 0 {
            len + offset
        } else if forward || needle_len == 0 {
            0
        } else {
            -1
        }
    } else if offset + needle_len <= len {
        offset
    } else if needle_len == 0 {
        len
    } else if forward {
        -1
    } else {
        len - 1
    }
}

/// First match at or after `from` (forward) or last match at or before `from`.
pub(super) fn find<T: PartialEq>(
    hay: &[T],
    needle: &[T],
    from: usize,
    forward: bool,
) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    let last = hay.len() - needle.len();
    if forward {
        if from > last {
            return None;
        }
        let first = &needle[0];
        let mut i = from;
        while i <= last {
            let rel = hay[i..=last].iter().position(|c| c == first)?;
            i += rel;
            if &hay[i..i + needle.len()] == needle {
                return Some(i);
            }
            i += 1;
        }
        None
    } else {
        let mut i = from.min(last);
        loop {
            if &hay[i..i + needle.len()] == needle {
                return Some(i);
            }
            if i == 0 {
                return None;
            }
            i -= 1;
        }
    }
}

/// How a search treats UCS-2: Node searches whole little-endian code units, and a string
/// needle sees the haystack without its odd trailing byte while a buffer needle only has
/// that byte cut off from the answer.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ucs2 {
    No,
    StringNeedle,
    BufferNeedle,
}

/// Node's byte search (`-1` for no match).
pub(super) fn search_bytes(
    hay: &[u8],
    needle: &[u8],
    offset: i64,
    ucs2: Ucs2,
    forward: bool,
) -> f64 {
    let hay = if ucs2 == Ucs2::StringNeedle {
        &hay[..hay.len() & !1]
    } else {
        hay
    };
    let hl = hay.len() as i64;
    let start = search_start(hl, offset, needle.len() as i64, forward);
    if needle.is_empty() {
        if ucs2 == Ucs2::BufferNeedle {
            return start.min(hl & !1) as f64;
        }
        return start as f64;
    }
    if hay.is_empty() || start < 0 {
        return -1.0;
    }
    let start = start as usize;
    // A buffer needle is measured against the whole code units only.
    let room = if ucs2 == Ucs2::BufferNeedle {
        hay.len() & !1
    } else {
        hay.len()
    };
    if (forward && needle.len() + start > room) || needle.len() > room {
        return -1.0;
    }
    if ucs2 != Ucs2::No {
        if hay.len() < 2 || needle.len() < 2 {
            return -1.0;
        }
        let h: Vec<u16> = hay
            .chunks_exact(2)
            .map(|p| u16::from_le_bytes([p[0], p[1]]))
            .collect();
        let n: Vec<u16> = needle
            .chunks_exact(2)
            .map(|p| u16::from_le_bytes([p[0], p[1]]))
            .collect();
        return find(&h, &n, start / 2, forward).map_or(-1.0, |i| (i * 2) as f64);
    }
    find(hay, needle, start, forward).map_or(-1.0, |i| i as f64)
}

/// `indexOf(buf, value, byteOffset, encId, forward)` with value a string, a number (its
/// low byte) or a Uint8Array; `byteOffset` is already a clamped number.
pub(super) fn index_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let b = args.get_or_undefined(0);
    let Some(view) = view_of(b, ctx)? else {
        return Err(invalid_arg_type(
            ctx,
            "buffer",
            &["Buffer", "Uint8Array"],
            b,
        ));
    };
    let value = args.get_or_undefined(1);
    let off = args.get_or_undefined(2).as_number().unwrap_or(0.0);
    let off = if off.is_nan() { 0 } else { off.trunc() as i64 };
    let enc = enc_arg(args.get_or_undefined(3));
    let forward = args.get_or_undefined(4).to_boolean();
    if let Some(n) = value.as_number() {
        let byte = [to_uint8(n)];
        let r = view.read(|hay| {
            let start = search_start(hay.len() as i64, off, 1, forward);
            if start < 0 || hay.is_empty() {
                return -1.0;
            }
            find(hay, &byte, start as usize, forward).map_or(-1.0, |i| i as f64)
        });
        return Ok(r.into());
    }
    let (needle, ucs2): (Vec<u8>, Ucs2) = if let Some(s) = value.as_string() {
        match enc {
            // Node searches ascii as latin1 (low byte of each unit).
            Enc::Ascii => (codec::encode(Enc::Latin1, units(&s)), Ucs2::No),
            Enc::Ucs2 => (codec::encode(Enc::Ucs2, units(&s)), Ucs2::StringNeedle),
            e => (codec::encode(e, units(&s)), Ucs2::No),
        }
    } else if let Some(v) = u8_view_of(value, ctx)? {
        let mode = if enc == Enc::Ucs2 {
            Ucs2::BufferNeedle
        } else {
            Ucs2::No
        };
        (v.to_vec(), mode)
    } else {
        return Err(invalid_arg_type(
            ctx,
            "value",
            &["number", "string", "Buffer", "Uint8Array"],
            value,
        ));
    };
    Ok(view
        .read(|hay| search_bytes(hay, &needle, off, ucs2, forward))
        .into())
}
