//! Strings: bytes to JS strings and back, by encoding.

use super::*;

/// `s` encoded as `Buffer.from(s, encoding)` would (`None`: unknown encoding name). For
/// other bindings that write strings (sockets, pipes).
pub(crate) fn encode_string(s: &JsString, encoding: &JsString) -> Option<Vec<u8>> {
    let enc = Enc::parse(encoding.iter())?;
    Some(codec::encode(enc, units(s)))
}

pub(super) fn units(s: &JsString) -> Units<'_> {
    match s.as_str().variant() {
        JsStrVariant::Latin1(b) => Units::Latin1(b),
        JsStrVariant::Utf16(u) => Units::Utf16(u),
    }
}

/// A decoded text as a JsString (one copy), or `None` if it exceeds V8's string limit
/// (js-lib then throws ERR_STRING_TOO_LONG).
pub(super) fn text_to_js(t: Text<'_>) -> Option<JsString> {
    if t.len() > MAX_STRING_LENGTH {
        return None;
    }
    // Large strings made inside a called function can stay referenced from the engine
    // until its next collection, so they count against the same budget as buffers.
    if t.len() >= 4096 {
        account_external(match t {
            Text::Utf16(ref u) => u.len() * 2,
            _ => t.len(),
        });
    }
    Some(match t {
        Text::Borrowed(b) => JsString::from(boa_engine::JsStr::latin1(b)),
        Text::Latin1(b) => JsString::from(boa_engine::JsStr::latin1(&b)),
        Text::Utf16(u) => JsString::from(&u[..]),
    })
}

pub(super) fn decode_view(view: &View, enc: Enc, start: usize, end: usize) -> Option<JsString> {
    view.read(|all| {
        let end = end.min(all.len());
        let start = start.min(end);
        // Refuse a string that is bound to be too long before allocating it.
        if codec::decoded_len(enc, end - start).is_some_and(|n| n > MAX_STRING_LENGTH) {
            return None;
        }
        text_to_js(codec::decode(enc, &all[start..end]))
    })
}

pub(super) fn string_result(ctx: &mut Context, s: Option<JsString>) -> JsResult<JsValue> {
    maybe_collect();
    match s {
        Some(s) => Ok(s.into()),
        None => Err(node_error(ctx, "ERR_STRING_TOO_LONG", &[])),
    }
}

/// The encoding named by a JS string (case-insensitive), if Buffer knows it.
pub(super) fn enc_of_str(s: &JsString) -> Option<Enc> {
    if s.len() > 9 {
        return None;
    }
    Enc::parse(s.iter())
}

/// An encoding id passed by js-lib (already validated there); utf8 otherwise.
pub(super) fn enc_arg(v: &JsValue) -> Enc {
    v.as_number()
        .and_then(|n| Enc::from_id(n as i64))
        .unwrap_or(Enc::Utf8)
}

/// Number argument as a byte index (js-lib validated it; NaN and negatives become 0).
pub(super) fn index_arg(v: &JsValue, default: usize) -> usize {
    match v.as_number() {
        Some(n) if n.is_nan() || n <= 0.0 => 0,
        Some(n) if n >= usize::MAX as f64 => usize::MAX,
        Some(n) => n as usize,
        None => default,
    }
}
