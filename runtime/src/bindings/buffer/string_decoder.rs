//! The native half of `string_decoder`: write and end over a decoder state.

use super::*;

pub(super) fn concat_strings(a: Option<JsString>, b: Option<JsString>) -> Option<JsString> {
    match (a, b) {
        (Some(a), Some(b)) if a.is_empty() => Some(b),
        (Some(a), Some(b)) if b.is_empty() => Some(a),
        (Some(a), Some(b)) => {
            if a.len() + b.len() > MAX_STRING_LENGTH {
                return None;
            }
            Some(JsString::concat(a.as_str(), b.as_str()))
        }
        _ => None,
    }
}

/// `decoderWrite(state, view)`: decodes a chunk, keeping incomplete characters in
/// `state` (a 7-byte Buffer, encoding id at byte 6).
pub(super) fn decoder_write(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let st_v = args.get_or_undefined(0);
    let Some(st) = u8_view_of(st_v, ctx)? else {
        return Err(node_error(
            ctx,
            "ERR_INVALID_THIS",
            &[js_string!("StringDecoder").into()],
        ));
    };
    let v = args.get_or_undefined(1);
    let Some(data) = view_of(v, ctx)? else {
        return Err(invalid_arg_type(
            ctx,
            "buf",
            &["Buffer", "TypedArray", "DataView"],
            v,
        ));
    };
    // Copy the state out, step, and store it back: the chunk may share its memory.
    let mut state = [0u8; decoder::STATE_SIZE];
    st.read(|b| {
        let k = b.len().min(state.len());
        state[..k].copy_from_slice(&b[..k]);
    });
    let enc = decoder::enc_of_state(state[decoder::ENCODING]);
    let result = data.read(|bytes| {
        let step = decoder::write_step(enc, &mut state, bytes);
        let pre = step
            .prepend
            .map(|(c, n)| text_to_js(codec::decode(enc, &c[..n])));
        let body = text_to_js(codec::decode(enc, &bytes[step.body]));
        match pre {
            Some(p) => concat_strings(p, body),
            None => body,
        }
    });
    st.modify(ctx, |b| {
        let k = b.len().min(state.len());
        b[..k].copy_from_slice(&state[..k]);
    })?;
    string_result(ctx, result)
}

/// `decoderFlush(state)`: what `end()` emits for the buffered bytes.
pub(super) fn decoder_flush(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let st_v = args.get_or_undefined(0);
    let Some(st) = u8_view_of(st_v, ctx)? else {
        return Err(node_error(
            ctx,
            "ERR_INVALID_THIS",
            &[js_string!("StringDecoder").into()],
        ));
    };
    let s = st.modify(ctx, |b| {
        if b.len() < decoder::STATE_SIZE {
            return Some(js_string!());
        }
        let enc = decoder::enc_of_state(b[decoder::ENCODING]);
        match decoder::flush_step(enc, b) {
            Some((c, n)) => text_to_js(codec::decode(enc, &c[..n])),
            None => Some(js_string!()),
        }
    })?;
    string_result(ctx, s)
}
