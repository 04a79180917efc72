//! TextEncoder / TextDecoder.

use super::*;
use crate::engine::shared_shape;

/// `encodingName(label, allowReplacement)` → canonical lower-case name, or undefined for
/// an unknown label (and for the "replacement" labels unless allowed).
pub(super) fn encoding_name(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let label = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    let allow = args.get_or_undefined(1).to_boolean();
    Ok(match TextDecoderHandle::name(&label, allow) {
        Some(n) => JsString::from(n).into(),
        None => JsValue::undefined(),
    })
}

/// `createDecoder(label, fatal, ignoreBOM)` → handle, or undefined for an unknown label.
pub(super) fn create_decoder(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let label = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    let fatal = args.get_or_undefined(1).to_boolean();
    let ignore_bom = args.get_or_undefined(2).to_boolean();
    Ok(match TextDecoderHandle::new(&label, fatal, ignore_bom) {
        Some(h) => crate::engine::shared_shape::handle_object(h, ctx).into(),
        None => JsValue::undefined(),
    })
}

/// `decode(handle, input, stream)` → string, or null when `fatal` and the input is
/// malformed (js-lib throws ERR_ENCODING_INVALID_ENCODED_DATA).
pub(super) fn text_decode(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let handle = args.get_or_undefined(0).as_object();
    let Some(handle) = handle else {
        return Err(node_error(
            ctx,
            "ERR_INVALID_THIS",
            &[js_string!("TextDecoder").into()],
        ));
    };
    let input = args.get_or_undefined(1).clone();
    let stream = args.get_or_undefined(2).to_boolean();
    let Some(h) = handle.downcast_ref::<TextDecoderHandle>() else {
        return Err(node_error(
            ctx,
            "ERR_INVALID_THIS",
            &[js_string!("TextDecoder").into()],
        ));
    };
    let result = if input.is_undefined() {
        Some(h.decode(&[], stream).map(|t| td_text(&t)))
    } else {
        with_source_bytes(&input, ctx, |b| h.decode(b, stream).map(|t| td_text(&t)))?
    };
    drop(h);
    match result {
        None => Err(invalid_arg_type(
            ctx,
            "input",
            &["ArrayBuffer", "ArrayBufferView"],
            &input,
        )),
        Some(Err(TdError::Malformed)) => Ok(JsValue::null()),
        Some(Ok(s)) => string_result(ctx, s),
    }
}

pub(super) fn td_text(t: &TdText<'_>) -> Option<JsString> {
    match t {
        TdText::Ascii(b) => text_to_js(Text::Borrowed(b)),
        TdText::Utf16(u) => {
            if u.len() > MAX_STRING_LENGTH {
                return None;
            }
            if u.len() >= 2048 {
                account_external(u.len() * 2);
            }
            Some(JsString::from(&u[..]))
        }
    }
}

/// `encodeUtf8(string)` → Uint8Array (TextEncoder.encode).
pub(super) fn encode_utf8(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    let u = units(&s);
    let mut block = zeroed_block(codec::encoded_len(Enc::Utf8, u), ctx)?;
    let n = codec::encode_into(Enc::Utf8, u, block.as_mut_slice());
    block.truncate(n);
    account_external(n);
    maybe_collect();
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    Ok(JsUint8Array::from_array_buffer(ab, ctx)?.into())
}

/// `encodeInto(string, u8)` → `{ read, written }` (TextEncoder.encodeInto).
pub(super) fn encode_into(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    let d = args.get_or_undefined(1);
    let Some(view) = u8_view_of(d, ctx)? else {
        return Err(invalid_arg_type(ctx, "dest", &["Uint8Array"], d));
    };
    let (read, written) = view.modify(ctx, |dst| match units(&s) {
        Units::Latin1(b) => encoding_rs::mem::convert_latin1_to_utf8_partial(b, dst),
        Units::Utf16(u) => encoding_rs::mem::convert_utf16_to_utf8_partial(u, dst),
    })?;
    let obj = shared_shape::plain_object(ctx);
    shared_shape::add_fields(
        &obj,
        [
            (js_string!("read").into(), read.into()),
            (js_string!("written").into(), written.into()),
        ],
    );
    Ok(obj.into())
}
