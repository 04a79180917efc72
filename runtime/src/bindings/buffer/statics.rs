//! Statics and helpers called from js-lib: from, alloc, concat, compare, copy, fill, swap,
//! UTF-8/ASCII validation, base64, transcode.

use super::*;

/// `Buffer.from(value, encodingOrOffset, length)`: strings here, everything else in JS.
pub(super) fn buffer_from(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let value = args.get_or_undefined(0);
    let Some(s) = value.as_string() else {
        return call_slow(SLOW_FROM, this, args, ctx);
    };
    let enc_v = args.get_or_undefined(1);
    let enc = match enc_v.as_string() {
        Some(name) if !name.is_empty() => match enc_of_str(&name) {
            Some(e) => e,
            None => {
                return Err(node_error(
                    ctx,
                    "ERR_UNKNOWN_ENCODING",
                    std::slice::from_ref(enc_v),
                ))
            }
        },
        _ => Enc::Utf8,
    };
    from_string(ctx, &s, enc)
}

// Scratch space for UTF-16 -> UTF-8 (3 bytes per unit at most), reused across calls so
// that the exact size need not be computed in a separate pass.
thread_local! {
    static SCRATCH: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}
/// Strings longer than this (in units) are measured first instead of using the scratch,
/// which is never allowed to grow beyond three times this.
pub(super) const SCRATCH_UNITS: usize = 4 << 20;

pub(super) fn from_string(ctx: &mut Context, s: &JsString, enc: Enc) -> JsResult<JsValue> {
    let u = units(s);
    if let (Enc::Utf8, Units::Utf16(wide)) = (enc, u) {
        if wide.len() <= SCRATCH_UNITS {
            let block = SCRATCH.with(|cell| -> JsResult<Option<AlignedVec<u8>>> {
                let Ok(mut scratch) = cell.try_borrow_mut() else {
                    return Ok(None);
                };
                let need = wide.len() * 3;
                if scratch.len() < need {
                    scratch.resize(need, 0);
                }
                let n = codec::encode_into(Enc::Utf8, u, &mut scratch[..need]);
                Ok(Some(block_from(&scratch[..n], ctx)?))
            })?;
            if let Some(block) = block {
                return Ok(wrap_block(ctx, block)?.into());
            }
        }
    }
    let cap = codec::encode_capacity(enc, u);
    let mut block = zeroed_block(cap, ctx)?;
    let n = codec::encode_into(enc, u, block.as_mut_slice());
    block.truncate(n);
    Ok(wrap_block(ctx, block)?.into())
}

/// `fromString(string, encId)` for js-lib (encoding already resolved).
pub(super) fn from_string_native(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    from_string(ctx, &s, enc_arg(args.get_or_undefined(1)))
}

pub(super) fn object_arg(args: &[JsValue], i: usize) -> JsResult<JsObject> {
    args.get_or_undefined(i).as_object().ok_or_else(|| {
        JsError::from(JsNativeError::typ().with_message("buffer setup expects objects"))
    })
}

/// `setup(prototype, makeError)`, called once by internal/buffer.
pub(super) fn setup(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let st = BufferState {
        proto: object_arg(args, 0)?,
        make_error: object_arg(args, 1)?,
        slow: Vec::new(),
    };
    ctx.insert_data(st);
    Ok(JsValue::undefined())
}

/// `setSlowPaths(from, alloc, allocUnsafe)`, called by `buffer` once its JS versions of
/// those statics exist.
pub(super) fn set_slow_paths(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let slow = vec![
        object_arg(args, 0)?,
        object_arg(args, 1)?,
        object_arg(args, 2)?,
    ];
    let Some(mut st) = ctx.remove_data::<BufferState>() else {
        return Err(JsNativeError::typ()
            .with_message("buffer binding not set up")
            .into());
    };
    st.slow = slow;
    ctx.insert_data(*st);
    Ok(JsValue::undefined())
}

/// A size argument that needs no validation message: a number in `[0, MAX_LENGTH]`.
pub(super) fn plain_size(v: &JsValue) -> Option<usize> {
    let n = v.as_number()?;
    (0.0..=MAX_LENGTH).contains(&n).then_some(n as usize)
}

/// `Buffer.alloc(size[, fill[, encoding]])`: zero-filled sizes here, the rest in JS.
pub(super) fn buffer_alloc(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let fill = args.get_or_undefined(1);
    let no_fill = fill.is_undefined() || fill.as_number() == Some(0.0);
    match plain_size(args.get_or_undefined(0)) {
        Some(len) if no_fill => {
            let block = zeroed_block(len, ctx)?;
            Ok(wrap_block(ctx, block)?.into())
        }
        _ => call_slow(SLOW_ALLOC, this, args, ctx),
    }
}

/// `Buffer.allocUnsafe(size)` / `allocUnsafeSlow(size)` (zero-filled all the same).
pub(super) fn buffer_alloc_unsafe(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    match plain_size(args.get_or_undefined(0)) {
        Some(len) => {
            let block = zeroed_block(len, ctx)?;
            Ok(wrap_block(ctx, block)?.into())
        }
        None => call_slow(SLOW_ALLOC_UNSAFE, this, args, ctx),
    }
}

/// `createBuffer(size)`: a zero-filled Buffer (size validated by js-lib).
pub(super) fn create_buffer(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let n = args.get_or_undefined(0).as_number().unwrap_or(0.0);
    let len = if n.is_nan() || n <= 0.0 {
        0
    } else {
        n.min(MAX_LENGTH) as usize
    };
    let block = zeroed_block(len, ctx)?;
    Ok(wrap_block(ctx, block)?.into())
}

/// `copyBytes(view, offset?, length?)`: a new Buffer holding a copy of the view's bytes
/// (byte offsets, clamped).
pub(super) fn copy_bytes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    let Some(view) = view_of(v, ctx)? else {
        return Err(invalid_arg_type(ctx, "view", &["TypedArray"], v));
    };
    let off = index_arg(args.get_or_undefined(1), 0);
    let len = index_arg(args.get_or_undefined(2), usize::MAX);
    let bytes = view.read(|b| {
        let s = off.min(b.len());
        let e = s.saturating_add(len).min(b.len());
        b[s..e].to_vec()
    });
    buffer_from_bytes(ctx, &bytes)
}

/// `fromArrayLike(obj, length)`: `b[i] = obj[i]` for each index (ToUint8 of each value).
pub(super) fn from_array_like(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let len = index_arg(args.get_or_undefined(1), 0);
    let Some(obj) = args.get_or_undefined(0).as_object() else {
        return buffer_from_bytes(ctx, &[]);
    };
    let limit = ctx.host_hooks().max_buffer_size(ctx);
    let mut bytes = Vec::new();
    if len as u64 > limit || bytes.try_reserve_exact(len).is_err() {
        return Err(JsNativeError::range()
            .with_message("Array buffer allocation failed")
            .into());
    }
    for i in 0..len {
        let v = obj.get(i, ctx)?;
        bytes.push(match v.as_number() {
            Some(n) => to_uint8(n),
            None => v.to_uint8(ctx)?,
        });
    }
    buffer_from_bytes(ctx, &bytes)
}

/// ECMAScript ToUint8 of a number (modulo 2^8, NaN and infinities to 0).
pub(super) fn to_uint8(n: f64) -> u8 {
    if !n.is_finite() {
        return 0;
    }
    (n.trunc().rem_euclid(256.0)) as u8
}

/// `byteLength(string, encId)`: Node's `Buffer.byteLength` for a string.
pub(super) fn byte_length(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    Ok((codec::node_byte_length(enc_arg(args.get_or_undefined(1)), units(&s)) as f64).into())
}

/// `concat(list, length?)`: the Buffer, or the index of the first element that is not a
/// Uint8Array (js-lib throws for it). Without a length, the sum of the elements' real
/// byte lengths; with one, missing bytes are zero.
pub(super) fn concat(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(list) = args.get_or_undefined(0).as_object() else {
        return buffer_from_bytes(ctx, &[]);
    };
    let n = list.get(js_string!("length"), ctx)?.to_length(ctx)?;
    // Gather the views first: reading elements may run getters.
    let mut views = Vec::new();
    for i in 0..n {
        let item = list.get(i, ctx)?;
        match u8_view_of(&item, ctx)? {
            Some(v) => views.push(v),
            None => return Ok(JsValue::from(i as f64)),
        }
    }
    let total_v = args.get_or_undefined(1);
    let total = if total_v.is_undefined() {
        views
            .iter()
            .map(View::len)
            .fold(0usize, usize::saturating_add)
    } else {
        index_arg(total_v, 0)
    };
    let mut block = zeroed_block(total, ctx)?;
    let out = block.as_mut_slice();
    // Node copies view by view with `%TypedArray%.prototype.set`, so a detached view it
    // reaches throws; it stops after the first view that overruns `totalLength`.
    let mut pos = 0;
    for v in &views {
        if v.detached_or_out_of_bounds() {
            return Err(JsNativeError::typ()
                .with_message(
                    "Cannot perform %TypedArray%.prototype.set on a detached or out-of-bounds \
                     ArrayBuffer",
                )
                .into());
        }
        let overruns = v.read(|b| {
            let k = b.len().min(out.len() - pos);
            out[pos..pos + k].copy_from_slice(&b[..k]);
            let overruns = pos + b.len() > out.len();
            pos += k;
            overruns
        });
        if overruns {
            break;
        }
    }
    Ok(wrap_block(ctx, block)?.into())
}

pub(super) fn two_views(args: &[JsValue], ctx: &mut Context) -> JsResult<(View, View)> {
    let a = args.get_or_undefined(0);
    let b = args.get_or_undefined(1);
    let Some(va) = view_of(a, ctx)? else {
        return Err(invalid_arg_type(ctx, "buf1", &["Buffer", "Uint8Array"], a));
    };
    let Some(vb) = view_of(b, ctx)? else {
        return Err(invalid_arg_type(ctx, "buf2", &["Buffer", "Uint8Array"], b));
    };
    Ok((va, vb))
}

pub(super) fn ordering(o: std::cmp::Ordering) -> JsValue {
    JsValue::from(o as i32)
}

/// Compares two byte ranges; a snapshot of `b` is taken when both share memory.
pub(super) fn compare_ranges(
    a: &View,
    ar: (usize, usize),
    b: &View,
    br: (usize, usize),
) -> std::cmp::Ordering {
    let clamp = |s: &[u8], (x, y): (usize, usize)| -> std::ops::Range<usize> {
        let e = y.min(s.len());
        x.min(e)..e
    };
    if a.same_memory(b) {
        let bb = b.to_vec();
        a.read(|x| x[clamp(x, ar)].cmp(&bb[clamp(&bb, br)]))
    } else {
        a.read(|x| b.read(|y| x[clamp(x, ar)].cmp(&y[clamp(y, br)])))
    }
}

/// `compare(a, b)` → -1, 0, 1.
pub(super) fn compare(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (a, b) = two_views(args, ctx)?;
    Ok(ordering(compare_ranges(
        &a,
        (0, usize::MAX),
        &b,
        (0, usize::MAX),
    )))
}

/// `compareRange(a, aStart, aEnd, b, bStart, bEnd)` → -1, 0, 1.
pub(super) fn compare_range(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let pair = [
        args.get_or_undefined(0).clone(),
        args.get_or_undefined(3).clone(),
    ];
    let (a, b) = two_views(&pair, ctx)?;
    let ar = (
        index_arg(args.get_or_undefined(1), 0),
        index_arg(args.get_or_undefined(2), 0),
    );
    let br = (
        index_arg(args.get_or_undefined(4), 0),
        index_arg(args.get_or_undefined(5), 0),
    );
    Ok(ordering(compare_ranges(&a, ar, &b, br)))
}

/// `copy(source, target, targetStart, sourceStart, count)` → bytes copied (clamped to
/// both views, so a shrunk buffer just copies less).
pub(super) fn copy(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (src, dst) = two_views(args, ctx)?;
    let t = index_arg(args.get_or_undefined(2), 0);
    let s = index_arg(args.get_or_undefined(3), 0);
    let n = index_arg(args.get_or_undefined(4), 0);
    // Clamp the request to a source window of `sl` bytes and a target of `dl` bytes.
    let window = |sl: usize, dl: usize| {
        let s0 = s.min(sl);
        let t0 = t.min(dl);
        (s0, t0, n.min(sl - s0).min(dl - t0))
    };
    if let (Backing::Plain(sa), Backing::Plain(da)) = (&src.backing, &dst.backing) {
        if JsObject::equals(sa, da) {
            // One store: a single mutable borrow and memmove semantics.
            let Some(mut data) = da.data_mut() else {
                return Ok(0.into());
            };
            let (so, sl) = src.range(data.len());
            let (doff, dl) = dst.range(data.len());
            let (s0, t0, k) = window(sl, dl);
            data.copy_within(so + s0..so + s0 + k, doff + t0);
            return Ok(k.into());
        }
        let (Some(sd), Some(mut dd)) = (sa.data(), da.data_mut()) else {
            return Ok(0.into());
        };
        let (so, sl) = src.range(sd.len());
        let (doff, dl) = dst.range(dd.len());
        let (s0, t0, k) = window(sl, dl);
        dd[doff + t0..doff + t0 + k].copy_from_slice(&sd[so + s0..so + s0 + k]);
        return Ok(k.into());
    }
    // Shared memory on either side: go through a snapshot of the source.
    let data = src.to_vec();
    let count = dst.modify(ctx, |d| {
        let (s0, t0, k) = window(data.len(), d.len());
        d[t0..t0 + k].copy_from_slice(&data[s0..s0 + k]);
        k
    })?;
    Ok(count.into())
}

/// `fill(buf, value, start, end, encId)`: repeats `value` (string in `encId`, bytes of a
/// view, or a number's low byte) over `[start, end)`. Returns 0, -1 when the value has
/// no bytes, -2 when the range is outside the buffer, -3 for a number over elements wider
/// than a byte (left to TypedArray fill).
pub(super) fn fill(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let b = args.get_or_undefined(0);
    let Some(view) = view_of(b, ctx)? else {
        return Err(invalid_arg_type(ctx, "buf", &["Buffer", "Uint8Array"], b));
    };
    // As Node's native fill: a negative start or end is out of range (the JS caller has
    // validated them already; this guards direct internalBinding('buffer') calls).
    if [2, 3].iter().any(|&i| {
        args.get_or_undefined(i)
            .as_number()
            .is_some_and(|n| n < 0.0)
    }) {
        return Err(index_out_of_range(ctx));
    }
    let value = args.get_or_undefined(1);
    // A number fills elements (TypedArray fill semantics): only Uint8 and Int8 store the same
    // byte (ToUint8 and ToInt8 agree on the bits); other kinds are left to the JS caller.
    if value.is_number() && !is_plain_byte_array(b) {
        return Ok((-3).into());
    }
    let pattern: Vec<u8> = if let Some(s) = value.as_string() {
        codec::encode(enc_arg(args.get_or_undefined(4)), units(&s))
    } else if let Some(v) = view_of(value, ctx)? {
        v.to_vec()
    } else {
        vec![(value.to_u32(ctx)? & 255) as u8]
    };
    let start = index_arg(args.get_or_undefined(2), 0);
    let end = index_arg(args.get_or_undefined(3), view.len());
    if pattern.is_empty() {
        return Ok((-1).into());
    }
    let ok = view.modify(ctx, |d| {
        if start > end || end > d.len() {
            return false;
        }
        fill_pattern(&mut d[start..end], &pattern);
        true
    })?;
    Ok(if ok { 0 } else { -2 }.into())
}

/// Whether `v` is a Uint8Array or Int8Array (a Buffer included), whose elements are bytes.
pub(super) fn is_plain_byte_array(v: &JsValue) -> bool {
    v.as_object()
        .and_then(|o| JsTypedArray::from_object(o.clone()).ok())
        .and_then(|ta| ta.kind())
        .is_some_and(|k| matches!(k, TypedArrayKind::Uint8 | TypedArrayKind::Int8))
}

/// Repeats `pattern` over `dst` (doubling copies, so it is O(log n) memcpys).
pub(super) fn fill_pattern(dst: &mut [u8], pattern: &[u8]) {
    if let [b] = pattern {
        dst.fill(*b);
        return;
    }
    let first = pattern.len().min(dst.len());
    dst[..first].copy_from_slice(&pattern[..first]);
    let mut done = first;
    while done < dst.len() {
        let k = done.min(dst.len() - done);
        dst.copy_within(..k, done);
        done += k;
    }
}

/// `swap(buf, size)`: reverses every `size`-byte group in place (size 2, 4 or 8;
/// js-lib checked that the length is a multiple).
pub(super) fn swap(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let b = args.get_or_undefined(0);
    let Some(view) = view_of(b, ctx)? else {
        return Err(invalid_arg_type(ctx, "buf", &["Buffer", "Uint8Array"], b));
    };
    let size = index_arg(args.get_or_undefined(1), 2).clamp(1, 8);
    view.modify(ctx, |d| {
        for group in d.chunks_exact_mut(size) {
            group.reverse();
        }
    })?;
    Ok(b.clone())
}

/// Whether `v` (an ArrayBuffer or a view) sits on a detached ArrayBuffer.
pub(super) fn is_detached(v: &JsValue, ctx: &mut Context) -> JsResult<bool> {
    let backing = match view_of(v, ctx)? {
        Some(view) => Some(view.backing),
        None => backing_of(v),
    };
    Ok(matches!(backing, Some(Backing::Plain(ab)) if ab.data().is_none()))
}

/// `isUtf8(source)` for an ArrayBuffer, SharedArrayBuffer or view (null if detached).
pub(super) fn is_utf8(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    if is_detached(v, ctx)? {
        return Ok(JsValue::null());
    }
    let r = with_source_bytes(v, ctx, |b| simdutf8::basic::from_utf8(b).is_ok())?;
    Ok(r.map_or(JsValue::undefined(), JsValue::from))
}

/// `isAscii(source)` for an ArrayBuffer, SharedArrayBuffer or view (null if detached).
pub(super) fn is_ascii(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    if is_detached(v, ctx)? {
        return Ok(JsValue::null());
    }
    let r = with_source_bytes(v, ctx, <[u8]>::is_ascii)?;
    Ok(r.map_or(JsValue::undefined(), JsValue::from))
}

/// Runs `f` on the bytes of an ArrayBuffer/SharedArrayBuffer/view without copying when
/// the memory is a plain ArrayBuffer; `None` if `v` is none of those.
pub(super) fn with_source_bytes<R>(
    v: &JsValue,
    ctx: &mut Context,
    f: impl FnOnce(&[u8]) -> R,
) -> JsResult<Option<R>> {
    if let Some(view) = view_of(v, ctx)? {
        return Ok(Some(view.read(f)));
    }
    Ok(match backing_of(v) {
        Some(Backing::Plain(ab)) => Some(match ab.data() {
            Some(d) => f(&d),
            None => f(&[]),
        }),
        Some(Backing::Shared(sab)) => Some(f(&sab.to_vec())),
        None => None,
    })
}

/// `transcode(view, fromId, toId)` → Buffer, or null for invalid input in a strict
/// direction (js-lib restricts the encodings and throws U_INVALID_CHAR_FOUND).
pub(super) fn transcode(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    let from = enc_arg(args.get_or_undefined(1));
    let to = enc_arg(args.get_or_undefined(2));
    let Some(out) = with_source_bytes(v, ctx, |b| codec::transcode(b, from, to))? else {
        return Err(invalid_arg_type(
            ctx,
            "source",
            &["Buffer", "Uint8Array"],
            v,
        ));
    };
    match out {
        Some(bytes) => buffer_from_bytes(ctx, &bytes),
        None => Ok(JsValue::null()),
    }
}

/// `atob(string)` → string, or null for an InvalidCharacterError.
pub(super) fn atob(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    Ok(match codec::atob(units(&s)) {
        Some(b) => JsString::from(boa_engine::JsStr::latin1(&b)).into(),
        None => JsValue::null(),
    })
}

/// `btoa(string)` → string, or null when a code unit is above 0xFF.
pub(super) fn btoa(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    Ok(match codec::btoa(units(&s)) {
        Some(b) => JsString::from(boa_engine::JsStr::latin1(&b)).into(),
        None => JsValue::null(),
    })
}

/// `getOwnNonIndexProperties(obj)`: own keys that are not array indices (for `inspect`
/// of Buffers, without materialising one string per byte; js-lib filters enumerability).
pub(super) fn own_non_index_properties(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let Some(obj) = args.get_or_undefined(0).as_object() else {
        return Ok(JsArray::new(ctx)?.into());
    };
    let keys = obj.own_property_keys(ctx)?;
    let mut out = Vec::new();
    for key in keys {
        let value: JsValue = match &key {
            PropertyKey::Index(_) => continue,
            PropertyKey::String(s) => s.clone().into(),
            PropertyKey::Symbol(s) => s.clone().into(),
        };
        out.push(value);
    }
    Ok(JsArray::from_iter(out, ctx).into())
}

/// `toArray(view)`: the bytes as a plain Array of numbers (`toJSON`).
pub(super) fn to_array(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    let bytes = match view_of(v, ctx)? {
        Some(view) => view.to_vec(),
        None => Vec::new(),
    };
    Ok(JsArray::from_iter(bytes.into_iter().map(JsValue::from), ctx).into())
}

/// `write(buf, string, offset, length, encId)` → bytes written (arguments validated).
pub(super) fn write(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let b = args.get_or_undefined(0);
    let Some(view) = view_of(b, ctx)? else {
        return Err(invalid_arg_type(ctx, "buf", &["Buffer", "Uint8Array"], b));
    };
    let s_v = args.get_or_undefined(1);
    let Some(s) = s_v.as_string() else {
        return Err(invalid_arg_type(ctx, "string", &["string"], s_v));
    };
    let offset = index_arg(args.get_or_undefined(2), 0);
    let max = index_arg(args.get_or_undefined(3), usize::MAX);
    let enc = enc_arg(args.get_or_undefined(4));
    Ok(write_into(&view, enc, &s, offset, max, ctx)?.into())
}

/// `slice(view, encId, start, end)` → string (arguments validated; clamped).
pub(super) fn slice(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    let Some(view) = view_of(v, ctx)? else {
        return Err(invalid_arg_type(ctx, "buf", &["Buffer", "Uint8Array"], v));
    };
    let enc = enc_arg(args.get_or_undefined(1));
    let start = index_arg(args.get_or_undefined(2), 0);
    let end = index_arg(args.get_or_undefined(3), usize::MAX);
    let s = decode_view(&view, enc, start, end);
    string_result(ctx, s)
}

/// `decodeBytes(source, encId)`: any ArrayBuffer/SharedArrayBuffer/view as a string.
pub(super) fn decode_bytes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    let enc = enc_arg(args.get_or_undefined(1));
    let Some(s) = with_source_bytes(v, ctx, |b| text_to_js(codec::decode(enc, b)))? else {
        return Err(invalid_arg_type(
            ctx,
            "buf",
            &["Buffer", "TypedArray", "DataView"],
            v,
        ));
    };
    string_result(ctx, s)
}
