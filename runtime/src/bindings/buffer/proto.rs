//! Buffer.prototype natives (`this` is the buffer): toString, subarray, slice and write.

use super::*;

/// `buf.toString([encoding[, start[, end]]])`, with Node's coercions and order of checks
/// (the encoding is only looked at when the range is not empty).
pub(super) fn proto_to_string(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let view = this_view(this, ctx)?;
    if args.is_empty() {
        let s = decode_view(&view, Enc::Utf8, 0, view.elements());
        return string_result(ctx, s);
    }
    // Node compares against `this.length`: elements, not bytes, for a wider TypedArray.
    let len = view.elements() as f64;
    let start_arg = args.get_or_undefined(1);
    let start = if start_arg.is_undefined() {
        0.0
    } else {
        let s = start_arg.to_number(ctx)?;
        if s <= 0.0 {
            0.0
        } else if s >= len {
            return Ok(js_string!().into());
        } else if s.is_nan() {
            // `MathTrunc(start) || 0`: the range is checked before the encoding.
            0.0
        } else {
            s.trunc()
        }
    };
    let end_arg = args.get_or_undefined(2);
    let end = if end_arg.is_undefined() {
        len
    } else {
        let e = end_arg.to_number(ctx)?;
        if e > len {
            len
        } else if e.is_nan() {
            0.0
        } else {
            e.trunc()
        }
    };
    if end <= start {
        return Ok(js_string!().into());
    }
    let enc_v = args.get_or_undefined(0);
    let enc = if enc_v.is_undefined() {
        Enc::Utf8
    } else {
        let name = match enc_v.as_string() {
            Some(s) => s,
            None => enc_v.to_string(ctx)?,
        };
        match enc_of_str(&name) {
            Some(e) => e,
            None => {
                return Err(node_error(
                    ctx,
                    "ERR_UNKNOWN_ENCODING",
                    std::slice::from_ref(enc_v),
                ))
            }
        }
    };
    let s = decode_view(&view, enc, start as usize, end as usize);
    string_result(ctx, s)
}

/// Node's `adjustOffset`: relative offsets for subarray/slice, clamped to `[0, len]`.
pub(super) fn adjust_offset(v: &JsValue, len: usize, ctx: &mut Context) -> JsResult<usize> {
    let n = v.to_number(ctx)?.trunc();
    Ok(if n.is_nan() || n == 0.0 {
        0
    } else if n < 0.0 {
        let r = n + len as f64;
        if r > 0.0 {
            r as usize
        } else {
            0
        }
    } else if n < len as f64 {
        n as usize
    } else {
        len
    })
}

/// `buf.subarray(start, end)`: a Buffer sharing memory. As in Node, the range is in
/// elements of `this` (bytes for a Buffer) and only TypedArrays are accepted.
pub(super) fn proto_subarray(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let is_typed = this.as_object().is_some_and(|o| o.is::<TypedArray>());
    let view = match view_of(this, ctx)? {
        Some(v) if is_typed => v,
        _ => {
            return Err(JsNativeError::typ()
                .with_message(
                    "Method get TypedArray.prototype.length called on incompatible receiver",
                )
                .into())
        }
    };
    let len = view.elements();
    let start = adjust_offset(args.get_or_undefined(0), len, ctx)?;
    let end_v = args.get_or_undefined(1);
    let end = if end_v.is_undefined() {
        len
    } else {
        adjust_offset(end_v, len, ctx)?
    };
    let new_len = end.saturating_sub(start);
    // Re-read the offset after the conversions above (they may have run user code).
    let base = view
        .obj
        .downcast_ref::<TypedArray>()
        .map_or(0, |t| t.byte_offset() as usize);
    let buffer: JsValue = match &view.backing {
        Backing::Plain(ab) => JsValue::from(ab.clone()),
        Backing::Shared(sab) => JsValue::from(sab.clone()),
    };
    buffer_view(ctx, buffer, base + start, new_len)
}

/// Node's `ParseArrayIndex` for the `*Slice`/`*Write` methods: undefined gives the
/// default, negative values are out of range.
pub(super) fn array_index(
    v: &JsValue,
    default: usize,
    ctx: &mut Context,
) -> JsResult<Option<usize>> {
    if v.is_undefined() {
        return Ok(Some(default));
    }
    let n = v.to_number(ctx)?;
    let n = if n.is_nan() { 0.0 } else { n.trunc() };
    if n < 0.0 {
        return Ok(None);
    }
    Ok(Some(if n >= usize::MAX as f64 {
        usize::MAX
    } else {
        n as usize
    }))
}

pub(super) fn index_out_of_range(ctx: &mut Context) -> JsError {
    raw_error(ctx, "ERR_OUT_OF_RANGE", "RangeError", "Index out of range")
}

/// `buf.<enc>Slice(start, end)`.
pub(super) fn slice_method(
    enc: Enc,
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let view = this_view(this, ctx)?;
    let len = view.len();
    if len == 0 {
        return Ok(js_string!().into());
    }
    let Some(start) = array_index(args.get_or_undefined(0), 0, ctx)? else {
        return Err(index_out_of_range(ctx));
    };
    let Some(end) = array_index(args.get_or_undefined(1), len, ctx)? else {
        return Err(index_out_of_range(ctx));
    };
    // An empty range is empty wherever it lies, past the end included (Node 26).
    if end <= start {
        return Ok(js_string!().into());
    }
    if end > len {
        return Err(index_out_of_range(ctx));
    }
    let s = decode_view(&view, enc, start, end);
    string_result(ctx, s)
}

/// Encodes `s` into the view's bytes `[offset, offset + max)`; returns bytes written.
pub(super) fn write_into(
    view: &View,
    enc: Enc,
    s: &JsString,
    offset: usize,
    max: usize,
    ctx: &mut Context,
) -> JsResult<usize> {
    view.modify(ctx, |all| {
        let start = offset.min(all.len());
        let end = start.saturating_add(max).min(all.len());
        codec::encode_into(enc, units(s), &mut all[start..end])
    })
}

/// `buf.<enc>Write(string, offset, length)`. Node 26 has two generations of these: for
/// utf8, latin1 and ascii the bounds are checked on the numbers as given (NaN passes,
/// -0.5 does not) and only then truncated; the others truncate first, reject negatives
/// as "Index out of range" and clamp the length.
pub(super) fn write_method(
    enc: Enc,
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let view = this_view(this, ctx)?;
    let s_v = args.get_or_undefined(0);
    let Some(s) = s_v.as_string() else {
        return Err(raw_error(
            ctx,
            "ERR_INVALID_ARG_TYPE",
            "TypeError",
            "argument must be a string",
        ));
    };
    if !matches!(enc, Enc::Utf8 | Enc::Latin1 | Enc::Ascii) {
        let Some(offset) = array_index(args.get_or_undefined(1), 0, ctx)? else {
            return Err(index_out_of_range(ctx));
        };
        let len = view.len();
        if offset > len {
            // Thrown by the binding in Node: the code is a property, not in the name.
            return Err(raw_error(
                ctx,
                "ERR_BUFFER_OUT_OF_BOUNDS",
                "RangeError",
                "\"offset\" is outside of buffer bounds",
            ));
        }
        let Some(max) = array_index(args.get_or_undefined(2), len - offset, ctx)? else {
            return Err(index_out_of_range(ctx));
        };
        let max = max.min(len - offset);
        if max == 0 {
            return Ok(0.into());
        }
        return Ok(write_into(&view, enc, &s, offset, max, ctx)?.into());
    }
    let offset_v = args.get_or_undefined(1);
    let offset = if offset_v.is_undefined() {
        0.0
    } else {
        offset_v.to_number(ctx)?
    };
    let length_v = args.get_or_undefined(2);
    let length = if length_v.is_undefined() {
        None
    } else {
        Some(length_v.to_number(ctx)?)
    };
    // Measured after the conversions above, which may have run user code.
    let len = view.len() as f64;
    if offset < 0.0 || offset > len {
        return Err(node_error(
            ctx,
            "ERR_BUFFER_OUT_OF_BOUNDS",
            &[js_string!("offset").into()],
        ));
    }
    let length = length.unwrap_or(len - offset);
    if length < 0.0 || length > len - offset {
        return Err(node_error(
            ctx,
            "ERR_BUFFER_OUT_OF_BOUNDS",
            &[js_string!("length").into()],
        ));
    }
    let int = |n: f64| if n.is_nan() { 0 } else { n.trunc() as usize };
    let (offset, length) = (int(offset), int(length));
    if length == 0 {
        return Ok(0.into());
    }
    Ok(write_into(&view, enc, &s, offset, length, ctx)?.into())
}
