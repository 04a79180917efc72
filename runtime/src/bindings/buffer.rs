//! `internalBinding('buffer')`: the native half of `buffer`, `string_decoder` and
//! `internal/encoding`. Every conversion between bytes and strings runs here, in one call
//! per operation; js-lib keeps argument handling that must call back into JS.
//!
//! Bytes are read by borrowing the viewed `ArrayBuffer` (never element by element) and
//! new Buffers are made from an `AlignedVec` with their prototype set here, which is the
//! cheapest way to make one in Boa (docs/PERFORMANCE.md, "Engine costs"). No JS runs while a buffer is
//! borrowed: every argument that may call user code (`valueOf`, getters) is converted
//! first, and byte ranges are checked again against the buffer's current length at the
//! moment of the borrow, so detached or shrunk buffers read as empty instead of panicking.
//!
//! Node errors are made by js-lib: `setup()` hands over a `makeError(code, ...args)`
//! function, so that messages come from `internal/errors` like everywhere else.

mod accessors;
mod codec;
mod decoder;

use boa_engine::builtins::typed_array::{TypedArray, TypedArrayKind};
use boa_engine::object::builtins::{
    AlignedVec, JsArray, JsArrayBuffer, JsDataView, JsSharedArrayBuffer, JsTypedArray, JsUint8Array,
};
use boa_engine::object::ObjectInitializer;
use boa_engine::property::{Attribute, PropertyKey};
use boa_engine::string::JsStrVariant;
use boa_engine::{
    js_string, Context, JsArgs, JsError, JsNativeError, JsObject, JsResult, JsString, JsValue,
    NativeFunction,
};

use codec::{Enc, Text, Units};
use decoder::{TdError, TdText, TextDecoderHandle};

/// `buffer.constants.MAX_LENGTH` (Node 26 on 64-bit: 2^53 - 1).
const MAX_LENGTH: f64 = 9_007_199_254_740_991.0;
/// `buffer.constants.MAX_STRING_LENGTH` (V8's limit, which Node reports).
const MAX_STRING_LENGTH: usize = 0x1fff_ffe8;

/// What js-lib hands over in `setup()`.
struct BufferState {
    /// `Buffer.prototype`, given to every Buffer made here.
    proto: JsObject,
    /// `(code, ...args) => new codes[code](...args)`.
    make_error: JsObject,
    /// js-lib's versions of the natives below, for the cases they do not handle (set
    /// when `buffer` loads): indexed by the `SLOW_*` constants.
    slow: Vec<JsObject>,
}

/// `Buffer.from` for everything but strings.
const SLOW_FROM: usize = 0;
/// `Buffer.alloc` with a fill value or an invalid size.
const SLOW_ALLOC: usize = 1;
/// `Buffer.allocUnsafe`/`allocUnsafeSlow` with an invalid size.
const SLOW_ALLOC_UNSAFE: usize = 2;

fn state(ctx: &Context) -> Option<(JsObject, JsObject)> {
    ctx.get_data::<BufferState>()
        .map(|s| (s.proto.clone(), s.make_error.clone()))
}

/// Hands a call over to js-lib's implementation `which`.
fn call_slow(
    which: usize,
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let slow = ctx
        .get_data::<BufferState>()
        .and_then(|s| s.slow.get(which).cloned());
    match slow {
        Some(f) => f.call(this, args, ctx),
        None => Err(JsNativeError::typ()
            .with_message("buffer binding not set up")
            .into()),
    }
}

// Bytes handed to JS in new ArrayBuffers since the last collection we forced. Boa's GC
// only counts its own heap, so without this, garbage buffers pile up (docs/PERFORMANCE.md, "Memory the collector does not see").
thread_local! {
    static EXTERNAL_BYTES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}
const EXTERNAL_BUDGET: usize = 64 << 20;

fn account_external(len: usize) {
    EXTERNAL_BYTES.with(|c| c.set(c.get().saturating_add(len)));
}

/// Runs a collection once the budget is spent. Only called where no ArrayBuffer is
/// borrowed; values held by Rust or by the VM stack are roots for Boa's GC, so this is
/// safe in the middle of a native call.
fn maybe_collect() {
    if EXTERNAL_BYTES.with(std::cell::Cell::get) > EXTERNAL_BUDGET {
        EXTERNAL_BYTES.with(|c| c.set(0));
        boa_gc::force_collect();
    }
}

/// Builds the Node error `code` through js-lib's factory (`new codes[code](...args)`).
fn node_error(ctx: &mut Context, code: &str, args: &[JsValue]) -> JsError {
    let Some((_, make_error)) = state(ctx) else {
        return JsNativeError::typ().with_message(code.to_string()).into();
    };
    let mut all = Vec::with_capacity(args.len() + 1);
    all.push(JsValue::from(JsString::from(code)));
    all.extend_from_slice(args);
    match make_error.call(&JsValue::undefined(), &all, ctx) {
        Ok(err) => JsError::from_opaque(err),
        Err(e) => e,
    }
}

fn strs(names: &[&str], ctx: &mut Context) -> JsValue {
    JsArray::from_iter(names.iter().map(|s| JsValue::from(JsString::from(*s))), ctx).into()
}

fn invalid_arg_type(ctx: &mut Context, name: &str, expected: &[&str], actual: &JsValue) -> JsError {
    let expected = strs(expected, ctx);
    node_error(
        ctx,
        "ERR_INVALID_ARG_TYPE",
        &[JsString::from(name).into(), expected, actual.clone()],
    )
}

// ---------------------------------------------------------------------------------------
// Views

/// The memory behind a view.
enum Backing {
    Plain(JsArrayBuffer),
    Shared(JsSharedArrayBuffer),
}

/// A TypedArray or DataView, with its buffer. Offsets are resolved at each borrow.
struct View {
    obj: JsObject,
    backing: Backing,
    /// `Some((offset, length))` for a DataView (resolved once, re-checked at borrow).
    fixed: Option<(usize, usize)>,
}

fn backing_of(v: &JsValue) -> Option<Backing> {
    let obj = v.as_object()?;
    if let Ok(ab) = JsArrayBuffer::from_object(obj.clone()) {
        return Some(Backing::Plain(ab));
    }
    JsSharedArrayBuffer::from_object(obj.clone())
        .ok()
        .map(Backing::Shared)
}

fn element_size(kind: TypedArrayKind) -> usize {
    use TypedArrayKind as K;
    match kind {
        K::Int8 | K::Uint8 | K::Uint8Clamped => 1,
        K::Int32 | K::Uint32 | K::Float32 => 4,
        K::BigInt64 | K::BigUint64 | K::Float64 => 8,
        // 16-bit kinds (Float16 exists only with boa's `float16` feature).
        _ => 2,
    }
}

/// `v` as an ArrayBufferView, or `None`.
fn view_of(v: &JsValue, ctx: &mut Context) -> JsResult<Option<View>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    if obj.is::<TypedArray>() {
        let ta = JsTypedArray::from_object(obj.clone())?;
        let Some(backing) = backing_of(&ta.buffer(ctx)?) else {
            return Ok(None);
        };
        return Ok(Some(View {
            obj: obj.clone(),
            backing,
            fixed: None,
        }));
    }
    if let Ok(dv) = JsDataView::from_object(obj.clone()) {
        let Some(backing) = backing_of(&dv.buffer(ctx)?) else {
            return Ok(None);
        };
        // The getters throw on a detached buffer; such a view has no bytes.
        let off = dv.byte_offset(ctx).unwrap_or(0) as usize;
        let len = dv.byte_length(ctx).unwrap_or(0) as usize;
        return Ok(Some(View {
            obj: obj.clone(),
            backing,
            fixed: Some((off, len)),
        }));
    }
    Ok(None)
}

/// `v` as a Uint8Array (Buffer included), or `None`.
fn u8_view_of(v: &JsValue, ctx: &mut Context) -> JsResult<Option<View>> {
    let is_u8 = v
        .as_object()
        .and_then(|o| {
            o.downcast_ref::<TypedArray>()
                .map(|ta| ta.kind() == TypedArrayKind::Uint8)
        })
        .unwrap_or(false);
    if is_u8 {
        view_of(v, ctx)
    } else {
        Ok(None)
    }
}

impl View {
    /// Byte range of the view inside a buffer of `buf_len` bytes (empty when out of
    /// bounds, i.e. detached or shrunk).
    fn range(&self, buf_len: usize) -> (usize, usize) {
        let (off, len) = match self.fixed {
            Some(r) => r,
            None => match self.obj.downcast_ref::<TypedArray>() {
                Some(ta) => (ta.byte_offset() as usize, ta.byte_length(buf_len) as usize),
                None => (0, 0),
            },
        };
        match off.checked_add(len) {
            Some(end) if end <= buf_len => (off, len),
            _ => (0, 0),
        }
    }

    /// `length` of a TypedArray (bytes for a DataView).
    fn elements(&self) -> usize {
        let bytes = self.len();
        match self.obj.downcast_ref::<TypedArray>() {
            Some(ta) => bytes / element_size(ta.kind()),
            None => bytes,
        }
    }

    fn len(&self) -> usize {
        match &self.backing {
            Backing::Plain(ab) => {
                let n = ab.data().map_or(0, |d| d.len());
                self.range(n).1
            }
            Backing::Shared(sab) => self.range(sab.byte_length()).1,
        }
    }

    /// Runs `f` on the view's bytes.
    fn read<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        match &self.backing {
            Backing::Plain(ab) => match ab.data() {
                Some(data) => {
                    let (off, len) = self.range(data.len());
                    f(&data[off..off + len])
                }
                None => f(&[]),
            },
            Backing::Shared(sab) => {
                // Shared memory has no safe borrowing API in Boa: work on a snapshot.
                let data = sab.to_vec();
                let (off, len) = self.range(data.len());
                f(&data[off..off + len])
            }
        }
    }

    /// Runs `f` on the view's bytes, mutably. Shared memory is written back through the
    /// engine's own `TypedArray.prototype.set`.
    fn modify<R>(&self, ctx: &mut Context, f: impl FnOnce(&mut [u8]) -> R) -> JsResult<R> {
        match &self.backing {
            Backing::Plain(ab) => match ab.data_mut() {
                Some(mut data) => {
                    let (off, len) = self.range(data.len());
                    Ok(f(&mut data[off..off + len]))
                }
                None => Ok(f(&mut [])),
            },
            Backing::Shared(sab) => {
                let data = sab.to_vec();
                let (off, len) = self.range(data.len());
                let mut copy = data[off..off + len].to_vec();
                let r = f(&mut copy);
                shared_store(sab, off, copy, ctx)?;
                Ok(r)
            }
        }
    }

    fn to_vec(&self) -> Vec<u8> {
        self.read(<[u8]>::to_vec)
    }

    /// Whether two views share one backing store (then they must not be borrowed
    /// separately: one borrow would block the other).
    fn same_memory(&self, other: &View) -> bool {
        match (&self.backing, &other.backing) {
            (Backing::Plain(a), Backing::Plain(b)) => JsObject::equals(a, b),
            (Backing::Shared(a), Backing::Shared(b)) => JsObject::equals(a, b),
            _ => false,
        }
    }
}

/// Writes `bytes` at byte `at` of a SharedArrayBuffer (via a temporary Uint8Array).
fn shared_store(
    sab: &JsSharedArrayBuffer,
    at: usize,
    bytes: Vec<u8>,
    ctx: &mut Context,
) -> JsResult<()> {
    if bytes.is_empty() {
        return Ok(());
    }
    let u8ctor = ctx
        .intrinsics()
        .constructors()
        .typed_uint8_array()
        .constructor();
    let target = u8ctor.construct(
        &[JsValue::from(sab.clone()), JsValue::from(at as f64)],
        None,
        ctx,
    )?;
    let src = plain_u8(ctx, bytes)?;
    let set = target.get(js_string!("set"), ctx)?;
    if let Some(set) = set.as_callable() {
        set.call(&target.into(), &[src.into()], ctx)?;
    }
    Ok(())
}

/// An error with Node's C++ shape: a bare message and a `code` property.
fn raw_error(ctx: &mut Context, code: &str, kind: &str, message: &str) -> JsError {
    let code = format!("!{code}");
    node_error(
        ctx,
        &code,
        &[JsString::from(kind).into(), JsString::from(message).into()],
    )
}

fn this_view(this: &JsValue, ctx: &mut Context) -> JsResult<View> {
    match view_of(this, ctx)? {
        Some(v) => Ok(v),
        None => Err(raw_error(
            ctx,
            "ERR_INVALID_ARG_TYPE",
            "TypeError",
            "argument must be a buffer",
        )),
    }
}

// ---------------------------------------------------------------------------------------
// Making Buffers

/// An `AlignedVec` of `len` zero bytes, or the RangeError Node gives when allocation fails.
fn zeroed_block(len: usize, ctx: &mut Context) -> JsResult<AlignedVec<u8>> {
    let limit = ctx.host_hooks().max_buffer_size(ctx);
    let mut block = AlignedVec::<u8>::new(64);
    if len as u64 > limit || block.try_reserve_exact(len).is_err() {
        return Err(JsNativeError::range()
            .with_message("Array buffer allocation failed")
            .into());
    }
    block.resize(len, 0);
    Ok(block)
}

fn block_from(bytes: &[u8], ctx: &mut Context) -> JsResult<AlignedVec<u8>> {
    let mut block = zeroed_block(0, ctx)?;
    if block.try_reserve_exact(bytes.len()).is_err() {
        return Err(JsNativeError::range()
            .with_message("Array buffer allocation failed")
            .into());
    }
    block.extend_from_slice(bytes);
    Ok(block)
}

/// A plain Uint8Array over `bytes` (TextEncoder results, temporaries).
fn plain_u8(ctx: &mut Context, bytes: Vec<u8>) -> JsResult<JsObject> {
    let block = block_from(&bytes, ctx)?;
    account_external(block.len());
    maybe_collect();
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    Ok(JsUint8Array::from_array_buffer(ab, ctx)?.into())
}

/// Wraps `block` as a Buffer (a Uint8Array whose prototype is `Buffer.prototype`). Other
/// bindings may use this to hand bytes to JS; before `buffer.js` has loaded the result is
/// a plain Uint8Array.
pub fn wrap_block(ctx: &mut Context, block: AlignedVec<u8>) -> JsResult<JsObject> {
    account_external(block.len());
    maybe_collect();
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    let obj: JsObject = JsUint8Array::from_array_buffer(ab, ctx)?.into();
    if let Some((proto, _)) = state(ctx) {
        obj.set_prototype(Some(proto));
    }
    Ok(obj)
}

fn buffer_from_bytes(ctx: &mut Context, bytes: &[u8]) -> JsResult<JsValue> {
    let block = block_from(bytes, ctx)?;
    Ok(wrap_block(ctx, block)?.into())
}

/// A Buffer viewing `len` bytes of `backing` from `off` (shares memory).
fn buffer_view(ctx: &mut Context, buffer: JsValue, off: usize, len: usize) -> JsResult<JsValue> {
    let u8ctor = ctx
        .intrinsics()
        .constructors()
        .typed_uint8_array()
        .constructor();
    let obj = u8ctor.construct(
        &[buffer, JsValue::from(off as f64), JsValue::from(len as f64)],
        None,
        ctx,
    )?;
    if let Some((proto, _)) = state(ctx) {
        obj.set_prototype(Some(proto));
    }
    Ok(obj.into())
}

// ---------------------------------------------------------------------------------------
// Strings

/// `s` encoded as `Buffer.from(s, encoding)` would (`None`: unknown encoding name). For
/// other bindings that write strings (sockets, pipes).
pub(crate) fn encode_string(s: &JsString, encoding: &JsString) -> Option<Vec<u8>> {
    let enc = Enc::parse(encoding.iter())?;
    Some(codec::encode(enc, units(s)))
}

fn units(s: &JsString) -> Units<'_> {
    match s.as_str().variant() {
        JsStrVariant::Latin1(b) => Units::Latin1(b),
        JsStrVariant::Utf16(u) => Units::Utf16(u),
    }
}

/// A decoded text as a JsString (one copy), or `None` if it exceeds V8's string limit
/// (js-lib then throws ERR_STRING_TOO_LONG).
fn text_to_js(t: Text<'_>) -> Option<JsString> {
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

fn decode_view(view: &View, enc: Enc, start: usize, end: usize) -> Option<JsString> {
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

fn string_result(ctx: &mut Context, s: Option<JsString>) -> JsResult<JsValue> {
    maybe_collect();
    match s {
        Some(s) => Ok(s.into()),
        None => Err(node_error(ctx, "ERR_STRING_TOO_LONG", &[])),
    }
}

/// The encoding named by a JS string (case-insensitive), if Buffer knows it.
fn enc_of_str(s: &JsString) -> Option<Enc> {
    if s.len() > 9 {
        return None;
    }
    Enc::parse(s.iter())
}

/// An encoding id passed by js-lib (already validated there); utf8 otherwise.
fn enc_arg(v: &JsValue) -> Enc {
    v.as_number()
        .and_then(|n| Enc::from_id(n as i64))
        .unwrap_or(Enc::Utf8)
}

/// Number argument as a byte index (js-lib validated it; NaN and negatives become 0).
fn index_arg(v: &JsValue, default: usize) -> usize {
    match v.as_number() {
        Some(n) if n.is_nan() || n <= 0.0 => 0,
        Some(n) if n >= usize::MAX as f64 => usize::MAX,
        Some(n) => n as usize,
        None => default,
    }
}

// ---------------------------------------------------------------------------------------
// Buffer.prototype natives (`this` is the buffer)

/// `buf.toString([encoding[, start[, end]]])`, with Node's coercions and order of checks
/// (the encoding is only looked at when the range is not empty).
fn proto_to_string(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn adjust_offset(v: &JsValue, len: usize, ctx: &mut Context) -> JsResult<usize> {
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
fn proto_subarray(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn array_index(v: &JsValue, default: usize, ctx: &mut Context) -> JsResult<Option<usize>> {
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

fn index_out_of_range(ctx: &mut Context) -> JsError {
    raw_error(ctx, "ERR_OUT_OF_RANGE", "RangeError", "Index out of range")
}

/// `buf.<enc>Slice(start, end)`.
fn slice_method(
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
    let Some(mut end) = array_index(args.get_or_undefined(1), len, ctx)? else {
        return Err(index_out_of_range(ctx));
    };
    if end < start {
        end = start;
    }
    if end > len {
        return Err(index_out_of_range(ctx));
    }
    let s = decode_view(&view, enc, start, end);
    string_result(ctx, s)
}

/// Encodes `s` into the view's bytes `[offset, offset + max)`; returns bytes written.
fn write_into(
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
fn write_method(
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
            return Err(node_error(
                ctx,
                "ERR_BUFFER_OUT_OF_BOUNDS",
                &[js_string!("offset").into()],
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

// ---------------------------------------------------------------------------------------
// Statics and helpers called from js-lib

/// `Buffer.from(value, encodingOrOffset, length)`: strings here, everything else in JS.
fn buffer_from(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
const SCRATCH_UNITS: usize = 4 << 20;

fn from_string(ctx: &mut Context, s: &JsString, enc: Enc) -> JsResult<JsValue> {
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
fn from_string_native(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    from_string(ctx, &s, enc_arg(args.get_or_undefined(1)))
}

fn object_arg(args: &[JsValue], i: usize) -> JsResult<JsObject> {
    args.get_or_undefined(i).as_object().ok_or_else(|| {
        JsError::from(JsNativeError::typ().with_message("buffer setup expects objects"))
    })
}

/// `setup(prototype, makeError)`, called once by internal/buffer.
fn setup(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn set_slow_paths(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn plain_size(v: &JsValue) -> Option<usize> {
    let n = v.as_number()?;
    (0.0..=MAX_LENGTH).contains(&n).then_some(n as usize)
}

/// `Buffer.alloc(size[, fill[, encoding]])`: zero-filled sizes here, the rest in JS.
fn buffer_alloc(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn buffer_alloc_unsafe(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    match plain_size(args.get_or_undefined(0)) {
        Some(len) => {
            let block = zeroed_block(len, ctx)?;
            Ok(wrap_block(ctx, block)?.into())
        }
        None => call_slow(SLOW_ALLOC_UNSAFE, this, args, ctx),
    }
}

/// `createBuffer(size)`: a zero-filled Buffer (size validated by js-lib).
fn create_buffer(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn copy_bytes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn from_array_like(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn to_uint8(n: f64) -> u8 {
    if !n.is_finite() {
        return 0;
    }
    (n.trunc().rem_euclid(256.0)) as u8
}

/// `byteLength(string, encId)`: Node's `Buffer.byteLength` for a string.
fn byte_length(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    Ok((codec::node_byte_length(enc_arg(args.get_or_undefined(1)), units(&s)) as f64).into())
}

/// `concat(list, length?)`: the Buffer, or the index of the first element that is not a
/// Uint8Array (js-lib throws for it). Without a length, the sum of the elements' real
/// byte lengths; with one, missing bytes are zero.
fn concat(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
    let mut pos = 0;
    for v in &views {
        if pos >= out.len() {
            break;
        }
        v.read(|b| {
            let k = b.len().min(out.len() - pos);
            out[pos..pos + k].copy_from_slice(&b[..k]);
            pos += k;
        });
    }
    Ok(wrap_block(ctx, block)?.into())
}

fn two_views(args: &[JsValue], ctx: &mut Context) -> JsResult<(View, View)> {
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

fn ordering(o: std::cmp::Ordering) -> JsValue {
    JsValue::from(o as i32)
}

/// Compares two byte ranges; a snapshot of `b` is taken when both share memory.
fn compare_ranges(
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
fn compare(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (a, b) = two_views(args, ctx)?;
    Ok(ordering(compare_ranges(
        &a,
        (0, usize::MAX),
        &b,
        (0, usize::MAX),
    )))
}

/// `compareRange(a, aStart, aEnd, b, bStart, bEnd)` → -1, 0, 1.
fn compare_range(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn copy(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn fill(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn is_plain_byte_array(v: &JsValue) -> bool {
    v.as_object()
        .and_then(|o| JsTypedArray::from_object(o.clone()).ok())
        .and_then(|ta| ta.kind())
        .is_some_and(|k| matches!(k, TypedArrayKind::Uint8 | TypedArrayKind::Int8))
}

/// Repeats `pattern` over `dst` (doubling copies, so it is O(log n) memcpys).
fn fill_pattern(dst: &mut [u8], pattern: &[u8]) {
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

// ---------------------------------------------------------------------------------------
// indexOf / lastIndexOf

/// Where a search starts, as Node resolves it (`-1` means "no match possible").
fn search_start(len: i64, offset: i64, needle_len: i64, forward: bool) -> i64 {
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
fn find<T: PartialEq>(hay: &[T], needle: &[T], from: usize, forward: bool) -> Option<usize> {
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
enum Ucs2 {
    No,
    StringNeedle,
    BufferNeedle,
}

/// Node's byte search (`-1` for no match).
fn search_bytes(hay: &[u8], needle: &[u8], offset: i64, ucs2: Ucs2, forward: bool) -> f64 {
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
fn index_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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

/// `swap(buf, size)`: reverses every `size`-byte group in place (size 2, 4 or 8;
/// js-lib checked that the length is a multiple).
fn swap(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn is_detached(v: &JsValue, ctx: &mut Context) -> JsResult<bool> {
    let backing = match view_of(v, ctx)? {
        Some(view) => Some(view.backing),
        None => backing_of(v),
    };
    Ok(matches!(backing, Some(Backing::Plain(ab)) if ab.data().is_none()))
}

/// `isUtf8(source)` for an ArrayBuffer, SharedArrayBuffer or view (null if detached).
fn is_utf8(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    if is_detached(v, ctx)? {
        return Ok(JsValue::null());
    }
    let r = with_source_bytes(v, ctx, |b| simdutf8::basic::from_utf8(b).is_ok())?;
    Ok(r.map_or(JsValue::undefined(), JsValue::from))
}

/// `isAscii(source)` for an ArrayBuffer, SharedArrayBuffer or view (null if detached).
fn is_ascii(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    if is_detached(v, ctx)? {
        return Ok(JsValue::null());
    }
    let r = with_source_bytes(v, ctx, <[u8]>::is_ascii)?;
    Ok(r.map_or(JsValue::undefined(), JsValue::from))
}

/// Runs `f` on the bytes of an ArrayBuffer/SharedArrayBuffer/view without copying when
/// the memory is a plain ArrayBuffer; `None` if `v` is none of those.
fn with_source_bytes<R>(
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
fn transcode(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn atob(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    Ok(match codec::atob(units(&s)) {
        Some(b) => JsString::from(boa_engine::JsStr::latin1(&b)).into(),
        None => JsValue::null(),
    })
}

/// `btoa(string)` → string, or null when a code unit is above 0xFF.
fn btoa(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    Ok(match codec::btoa(units(&s)) {
        Some(b) => JsString::from(boa_engine::JsStr::latin1(&b)).into(),
        None => JsValue::null(),
    })
}

/// `getOwnNonIndexProperties(obj)`: own keys that are not array indices (for `inspect`
/// of Buffers, without materialising one string per byte; js-lib filters enumerability).
fn own_non_index_properties(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn to_array(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    let bytes = match view_of(v, ctx)? {
        Some(view) => view.to_vec(),
        None => Vec::new(),
    };
    Ok(JsArray::from_iter(bytes.into_iter().map(JsValue::from), ctx).into())
}

/// `write(buf, string, offset, length, encId)` → bytes written (arguments validated).
fn write(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn slice(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn decode_bytes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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

// ---------------------------------------------------------------------------------------
// string_decoder

fn concat_strings(a: Option<JsString>, b: Option<JsString>) -> Option<JsString> {
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
fn decoder_write(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn decoder_flush(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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

// ---------------------------------------------------------------------------------------
// TextEncoder / TextDecoder

/// `encodingName(label, allowReplacement)` → canonical lower-case name, or undefined for
/// an unknown label (and for the "replacement" labels unless allowed).
fn encoding_name(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn create_decoder(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let label = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    let fatal = args.get_or_undefined(1).to_boolean();
    let ignore_bom = args.get_or_undefined(2).to_boolean();
    Ok(match TextDecoderHandle::new(&label, fatal, ignore_bom) {
        Some(h) => JsObject::from_proto_and_data(None, h).into(),
        None => JsValue::undefined(),
    })
}

/// `decode(handle, input, stream)` → string, or null when `fatal` and the input is
/// malformed (js-lib throws ERR_ENCODING_INVALID_ENCODED_DATA).
fn text_decode(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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

fn td_text(t: &TdText<'_>) -> Option<JsString> {
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
fn encode_utf8(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
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
fn encode_into(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let s = args.get_or_undefined(0).to_string(ctx)?;
    let d = args.get_or_undefined(1);
    let Some(view) = u8_view_of(d, ctx)? else {
        return Err(invalid_arg_type(ctx, "dest", &["Uint8Array"], d));
    };
    let (read, written) = view.modify(ctx, |dst| match units(&s) {
        Units::Latin1(b) => encoding_rs::mem::convert_latin1_to_utf8_partial(b, dst),
        Units::Utf16(u) => encoding_rs::mem::convert_utf16_to_utf8_partial(u, dst),
    })?;
    let obj = JsObject::with_object_proto(ctx.intrinsics());
    obj.create_data_property_or_throw(js_string!("read"), read, ctx)?;
    obj.create_data_property_or_throw(js_string!("written"), written, ctx)?;
    Ok(obj.into())
}

// ---------------------------------------------------------------------------------------
// The binding object

fn method(
    f: fn(Enc, &JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>,
    enc: Enc,
) -> NativeFunction {
    NativeFunction::from_copy_closure(move |this, args, ctx| f(enc, this, args, ctx))
}

/// The methods js-lib installs on `Buffer.prototype`.
fn proto_methods(ctx: &mut Context) -> JsObject {
    let mut init = ObjectInitializer::new(ctx);
    init.function(
        NativeFunction::from_fn_ptr(proto_to_string),
        js_string!("toString"),
        3,
    );
    init.function(
        NativeFunction::from_fn_ptr(proto_subarray),
        js_string!("subarray"),
        2,
    );
    let encs = [
        ("utf8", Enc::Utf8),
        ("ucs2", Enc::Ucs2),
        ("latin1", Enc::Latin1),
        ("ascii", Enc::Ascii),
        ("base64", Enc::Base64),
        ("base64url", Enc::Base64Url),
        ("hex", Enc::Hex),
    ];
    for (name, enc) in encs {
        init.function(
            method(slice_method, enc),
            JsString::from(format!("{name}Slice")),
            2,
        );
        init.function(
            method(write_method, enc),
            JsString::from(format!("{name}Write")),
            3,
        );
    }
    init.build()
}

/// A native function as `NativeFunction::from_fn_ptr` takes it.
type NativeFnPtr = fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>;

/// Keeps glibc from handing freed multi-megabyte blocks back to the OS. By default it
/// unmaps (or trims) them and page-faults fresh pages in on the next allocation; for
/// Buffers and strings of a few MiB made in a loop that cost several times the
/// conversion itself (about 5 ms instead of 0.7 ms per MiB in benchmark/buffer). The
/// setting is process-wide, so it belongs at startup; it is made here, once, because
/// Buffer is what allocates such blocks. Blocks of 64 MiB and more are still mapped.
fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only adjusts allocator parameters; it takes the allocator's own
    // lock and has no memory-safety preconditions.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 64 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 256 << 20);
    }
}

pub fn create(ctx: &mut Context) -> JsObject {
    tune_allocator();
    let fns: &[(&str, usize, NativeFnPtr)] = &[
        ("setup", 2, setup),
        ("setSlowPaths", 3, set_slow_paths),
        ("alloc", 3, buffer_alloc),
        ("allocUnsafe", 1, buffer_alloc_unsafe),
        ("from", 3, buffer_from),
        ("fromString", 2, from_string_native),
        ("createBuffer", 1, create_buffer),
        ("copyBytes", 3, copy_bytes),
        ("fromArrayLike", 2, from_array_like),
        ("byteLength", 2, byte_length),
        ("concat", 2, concat),
        ("compare", 2, compare),
        ("compareRange", 6, compare_range),
        ("copy", 5, copy),
        ("fill", 5, fill),
        ("fastAccessor", 1, accessors::fast_accessor),
        ("indexOf", 5, index_of),
        ("swap", 2, swap),
        ("isUtf8", 1, is_utf8),
        ("isAscii", 1, is_ascii),
        ("transcode", 3, transcode),
        ("atob", 1, atob),
        ("btoa", 1, btoa),
        ("getOwnNonIndexProperties", 1, own_non_index_properties),
        ("toArray", 1, to_array),
        ("write", 5, write),
        ("slice", 4, slice),
        ("decodeBytes", 2, decode_bytes),
        ("decoderWrite", 2, decoder_write),
        ("decoderFlush", 1, decoder_flush),
        ("encodingName", 2, encoding_name),
        ("createDecoder", 3, create_decoder),
        ("decode", 3, text_decode),
        ("encodeUtf8", 1, encode_utf8),
        ("encodeInto", 2, encode_into),
    ];
    let protos = proto_methods(ctx);
    let mut init = ObjectInitializer::new(ctx);
    for &(name, len, f) in fns {
        init.function(NativeFunction::from_fn_ptr(f), js_string!(name), len);
    }
    init.property(js_string!("protoMethods"), protos, Attribute::all());
    init.property(js_string!("kMaxLength"), MAX_LENGTH, Attribute::all());
    init.property(
        js_string!("kStringMaxLength"),
        MAX_STRING_LENGTH as f64,
        Attribute::all(),
    );
    init.property(
        js_string!("kStateSize"),
        decoder::STATE_SIZE as f64,
        Attribute::all(),
    );
    init.build()
}
