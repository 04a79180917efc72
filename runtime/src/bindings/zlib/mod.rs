//! `internalBinding('zlib')`: the native half of `zlib` (js-lib/zlib.js and
//! internal/zlib/*). One handle object per stream holds its engine between writes; a
//! write feeds one input chunk through the engine and hands back one new Buffer.
//!
//! * [`zstream`]: deflate/inflate/gzip/gunzip/raw/unzip over zlib-rs, Node's rules;
//! * [`brotli`]: the brotli encoder and decoder (Google's C library);
//! * [`zstd`]: the zstd compressor and decompressor (the C library);
//! * [`engine`]: the codec trait and the write loop shared by all engines.
//!
//! Calls (js-lib validates arguments first; the checks here are backstops):
//! * `crc32(data, value)` → number;
//! * `zlibInit(mode, windowBits, level, memLevel, strategy, dictionary?, oneMember?)` and
//!   `brotliInit(mode, params: Uint32Array, dictionary?)` → handle, or zlib's (negative)
//!   error number;
//!   `zstdInit(mode, [key, value, ...], pledgedSrcSize?)` → handle, or the init error message;
//! * `write(handle, flush, input|null, inOff, limit, cb?, thenFlush?, chunkSize?, outOffset?)`
//!   → without `cb` runs on the JS thread and returns `[out|null, consumed, more, err]`;
//!   with `cb` runs on the pool and calls `cb(null, [out|null, consumed, more, err])`. `err` is undefined or
//!   `[message, errno, code]`; `more`: output stopped at `limit` bytes with more pending.
//!   `thenFlush`: a second engine call with no input and this flush follows in the same
//!   job (the one-shot callback helpers: Node's stream writes the data, then ends it, and
//!   for zstd the frame header differs from a single finishing call). `chunkSize, outOffset`
//!   (streams): `out` is instead the array of Buffers a Node stream would push, cut at
//!   multiples of `chunkSize` counted from `outOffset`;
//! * `params(handle, level, strategy)`, `reset(handle)` → undefined or `err`;
//! * `close(handle)`: frees the engine (a running job keeps it until it ends).
//!
//! The input of an async write is read in place by the pool thread when it is a large
//! plain ArrayBuffer (`pin_view`), else copied once; the callback handed to the event loop
//! is a native closure that holds the pinned buffer, so it cannot be collected while the
//! job reads it. The output is written straight into the block that becomes the new
//! Buffer's store.

mod brotli;
mod engine;
mod zstd;
mod zstream;

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use boa_engine::object::builtins::{JsArray, JsFunction, JsUint8Array};
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};
use fs_binding::glue::view::{pin_view, with_view, WriteBytes};

use crate::host::event_loop::{host, Waiter};
use crate::host::runtime::native_object;
use engine::{Codec, CodecError, Outcome};

type Shared = Arc<Mutex<Box<dyn Codec>>>;

/// The JS-visible handle of one stream's engine.
#[derive(Trace, Finalize, JsData)]
struct ZHandle {
    #[unsafe_ignore_trace]
    engine: RefCell<Option<Shared>>,
}

fn engine_of(v: &JsValue) -> JsResult<Shared> {
    let closed = || -> boa_engine::JsError {
        JsNativeError::error()
            .with_message("zlib binding closed")
            .into()
    };
    let obj = v.as_object().ok_or_else(closed)?;
    let h = obj.downcast_ref::<ZHandle>().ok_or_else(closed)?;
    let e = h.engine.borrow().clone();
    e.ok_or_else(closed)
}

fn handle_for(codec: Box<dyn Codec>, ctx: &mut Context) -> JsValue {
    let h = ZHandle {
        engine: RefCell::new(Some(Arc::new(Mutex::new(codec)))),
    };
    crate::engine::shared_shape::handle_object(h, ctx).into()
}

fn int_arg(args: &[JsValue], i: usize, ctx: &mut Context) -> JsResult<i32> {
    args.get_or_undefined(i).to_i32(ctx)
}

/// Bytes of an optional ArrayBufferView argument.
fn bytes_arg(v: &JsValue, ctx: &mut Context) -> JsResult<Option<Vec<u8>>> {
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    with_view(v, ctx, <[u8]>::to_vec)
}

fn zlib_init(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mode = int_arg(args, 0, ctx)?;
    let window_bits = int_arg(args, 1, ctx)?;
    let level = int_arg(args, 2, ctx)?;
    let mem_level = int_arg(args, 3, ctx)?;
    let strategy = int_arg(args, 4, ctx)?;
    let dictionary = bytes_arg(args.get_or_undefined(5), ctx)?;
    let single_member = args.get_or_undefined(6).to_boolean();
    match zstream::ZStream::new(
        mode,
        window_bits,
        level,
        mem_level,
        strategy,
        dictionary,
        single_member,
    ) {
        Ok(s) => Ok(handle_for(Box::new(s), ctx)),
        Err(code) => Ok(code.into()),
    }
}

fn brotli_init(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mode = int_arg(args, 0, ctx)?;
    let raw = bytes_arg(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let params: Vec<u32> = raw
        .chunks_exact(4)
        .map(|c| u32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let dictionary = bytes_arg(args.get_or_undefined(2), ctx)?;
    let codec: Option<Box<dyn Codec>> = match mode {
        9 => brotli::Encoder::new(&params, dictionary).map(|c| Box::new(c) as Box<dyn Codec>),
        8 => brotli::Decoder::new(&params, dictionary).map(|c| Box::new(c) as Box<dyn Codec>),
        _ => None,
    };
    Ok(codec.map_or_else(|| JsValue::from(-2), |c| handle_for(c, ctx)))
}

fn zstd_init(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mode = int_arg(args, 0, ctx)?;
    let mut params = Vec::new();
    if let Some(list) = args.get_or_undefined(1).as_object() {
        let list = JsArray::from_object(list.clone())?;
        let n = list.length(ctx)?;
        let mut i = 0;
        while i + 1 < n {
            let key = list.get(i, ctx)?.to_u32(ctx)?;
            let value = list.get(i + 1, ctx)?.to_i32(ctx)?;
            params.push((key, value));
            i += 2;
        }
    }
    let pledged = args.get_or_undefined(2);
    let pledged = if pledged.is_undefined() {
        None
    } else {
        Some(pledged.to_number(ctx)?.max(0.0) as u64)
    };
    let codec: Result<Box<dyn Codec>, &str> = match mode {
        10 => zstd::Compressor::new(&params, pledged).map(|c| Box::new(c) as Box<dyn Codec>),
        11 => zstd::Decompressor::new(&params).map(|c| Box::new(c) as Box<dyn Codec>),
        _ => Err("Initialization failed"),
    };
    Ok(match codec {
        Ok(c) => handle_for(c, ctx),
        Err(msg) => js_string!(msg).into(),
    })
}

fn error_value(e: &CodecError, ctx: &mut Context) -> JsValue {
    JsArray::from_iter(
        [
            JsValue::from(js_string!(e.message.as_str())),
            JsValue::from(e.errno),
            JsValue::from(js_string!(e.code.as_str())),
        ],
        ctx,
    )
    .into()
}

/// How a stream wants its output: cut at multiples of `chunk` counted from `offset`.
#[derive(Clone, Copy)]
struct Split {
    chunk: usize,
    offset: usize,
}

/// `Split` from the `chunkSize, outOffset` arguments (none when `chunkSize` is not > 0).
fn split_args(args: &[JsValue], i: usize, ctx: &mut Context) -> JsResult<Option<Split>> {
    let chunk = args.get_or_undefined(i).to_length(ctx)? as usize;
    if chunk == 0 {
        return Ok(None);
    }
    let offset = args.get_or_undefined(i + 1).to_length(ctx)? as usize;
    Ok(Some(Split {
        chunk,
        offset: offset.min(chunk - 1),
    }))
}

/// The pieces a Node stream would push for `len` output bytes: views of `buffer` ending at
/// each `chunk` boundary (counted from `offset`) and at the end. Made here because a
/// Buffer view costs JS 20-60 µs in Boa (a derived-class construction or a prototype
/// change), a plain view plus a native prototype switch a few.
fn pieces(buffer: &JsObject, len: usize, split: Split, ctx: &mut Context) -> JsResult<JsValue> {
    if split.offset + len <= split.chunk {
        return Ok(JsArray::from_iter([JsValue::from(buffer.clone())], ctx).into());
    }
    let backing = JsUint8Array::from_object(buffer.clone())?.buffer(ctx)?;
    let proto = buffer.prototype();
    let ctor = ctx
        .intrinsics()
        .constructors()
        .typed_uint8_array()
        .constructor();
    let mut list = Vec::with_capacity(len / split.chunk + 2);
    let mut at = 0usize;
    let mut room = split.chunk - split.offset;
    while at < len {
        let take = room.min(len - at);
        let view = ctor.construct(
            &[
                backing.clone(),
                JsValue::from(at as f64),
                JsValue::from(take as f64),
            ],
            None,
            ctx,
        )?;
        view.set_prototype(proto.clone());
        list.push(JsValue::from(view));
        at += take;
        room = split.chunk;
    }
    Ok(JsArray::from_iter(list, ctx).into())
}

/// `[out|null, consumed, more, err]` on the JS thread; with `split`, `out` is the array of
/// pieces (see [`pieces`]).
fn outcome_value(o: Outcome, split: Option<Split>, ctx: &mut Context) -> JsResult<JsValue> {
    let err = match &o.error {
        Some(e) => error_value(e, ctx),
        None => JsValue::undefined(),
    };
    let out: JsValue = if o.error.is_some() || o.out.is_empty() {
        JsValue::null()
    } else {
        let len = o.out.len();
        let buffer = crate::bindings::buffer::wrap_block(ctx, o.out)?;
        match split {
            Some(split) => pieces(&buffer, len, split, ctx)?,
            None => buffer.into(),
        }
    };
    Ok(JsArray::from_iter(
        [
            out,
            JsValue::from(o.consumed as f64),
            JsValue::from(o.more),
            err,
        ],
        ctx,
    )
    .into())
}

fn limit_arg(v: &JsValue, ctx: &mut Context) -> JsResult<usize> {
    let n = v.to_number(ctx)?;
    Ok(if n.is_finite() && n >= 1.0 {
        n.min(usize::MAX as f64) as usize
    } else {
        usize::MAX
    })
}

fn busy() -> boa_engine::JsError {
    JsNativeError::error()
        .with_message("zlib: write already in progress")
        .into()
}

fn write(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let shared = engine_of(args.get_or_undefined(0))?;
    let flush = int_arg(args, 1, ctx)?;
    let input = args.get_or_undefined(2).clone();
    let in_off = args.get_or_undefined(3).to_length(ctx)? as usize;
    let limit = limit_arg(args.get_or_undefined(4), ctx)?;
    let cb = args
        .get_or_undefined(5)
        .as_object()
        .and_then(|o| JsFunction::from_object(o.clone()));
    let then_flush = match args.get_or_undefined(6) {
        v if v.is_undefined() => None,
        v => Some(v.to_i32(ctx)?),
    };
    let split = split_args(args, 7, ctx)?;

    let Some(cb) = cb else {
        // Sync: the JS thread does the work, reading the input in place.
        let mut guard = shared.try_lock().map_err(|_| busy())?;
        let codec: &mut dyn Codec = &mut **guard;
        let outcome = if input.is_null() || input.is_undefined() {
            engine::run(codec, &[], flush, limit, 0)
        } else {
            with_view(&input, ctx, |b| {
                engine::run(codec, b.get(in_off..).unwrap_or(&[]), flush, limit, 0)
            })?
            .ok_or_else(|| JsNativeError::typ().with_message("input must be a view"))?
        };
        drop(guard);
        return outcome_value(outcome, split, ctx);
    };

    let (bytes, pinned) = if input.is_null() || input.is_undefined() {
        (WriteBytes::Owned(Vec::new()), None)
    } else {
        pin_view(&input, ctx)?
            .ok_or_else(|| JsNativeError::typ().with_message("input must be a view"))?
    };
    // The loop calls this with the result; it holds the pinned ArrayBuffer (if any) so the
    // pool thread's view of it stays valid until then.
    let keep = pinned.map_or(JsValue::undefined(), JsValue::from);
    let deliver = NativeFunction::from_copy_closure_with_captures(
        |_, args, (cb, _keep): &(JsFunction, JsValue), ctx| {
            cb.call(&JsValue::undefined(), args, ctx)
        },
        (cb, keep),
    );
    let deliver = deliver.to_js_function(ctx.realm());
    host(ctx).submit(
        Waiter::Callback(deliver),
        Box::new(move || -> crate::host::thread_pool::Settle {
            let outcome = match shared.lock() {
                Ok(mut guard) => {
                    let codec: &mut dyn Codec = &mut **guard;
                    let data = bytes.as_slice();
                    let first =
                        engine::run(codec, data.get(in_off..).unwrap_or(&[]), flush, limit, 0);
                    match then_flush {
                        Some(f) if first.error.is_none() && !first.more => {
                            let second = engine::run_into(codec, &[], f, limit, first.out);
                            Outcome {
                                consumed: first.consumed,
                                ..second
                            }
                        }
                        _ => first,
                    }
                }
                Err(_) => Outcome {
                    out: boa_engine::object::builtins::AlignedVec::new(64),
                    consumed: 0,
                    more: false,
                    error: Some(CodecError {
                        message: "Zlib error".into(),
                        errno: -2,
                        code: "Z_STREAM_ERROR".into(),
                    }),
                },
            };
            drop(bytes);
            Box::new(move |ctx: &mut Context| Ok(Ok(outcome_value(outcome, split, ctx)?)))
        }),
    );
    Ok(JsValue::undefined())
}

fn params(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let shared = engine_of(args.get_or_undefined(0))?;
    let level = int_arg(args, 1, ctx)?;
    let strategy = int_arg(args, 2, ctx)?;
    let r = shared
        .try_lock()
        .map_err(|_| busy())?
        .params(level, strategy);
    Ok(match r {
        Ok(()) => JsValue::undefined(),
        Err(e) => error_value(&e, ctx),
    })
}

fn reset(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let shared = engine_of(args.get_or_undefined(0))?;
    let r = shared.try_lock().map_err(|_| busy())?.reset();
    Ok(match r {
        Ok(()) => JsValue::undefined(),
        Err(e) => error_value(&e, ctx),
    })
}

fn close(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    if let Some(obj) = args.get_or_undefined(0).as_object() {
        if let Some(h) = obj.downcast_ref::<ZHandle>() {
            h.engine.borrow_mut().take();
        }
    }
    Ok(JsValue::undefined())
}

fn crc32(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let data = args.get_or_undefined(0);
    let value = args.get_or_undefined(1).to_u32(ctx)?;
    let crc = if let Some(s) = data.as_string() {
        // Strings are hashed as UTF-8 (lone surrogates as U+FFFD), as Node does.
        zstream::crc32(value, s.to_std_string_lossy().as_bytes())
    } else {
        with_view(data, ctx, |b| zstream::crc32(value, b))?
            .ok_or_else(|| JsNativeError::typ().with_message("data must be a string or view"))?
    };
    Ok(JsValue::from(crc))
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            ("crc32", 2, NativeFunction::from_fn_ptr(crc32)),
            ("zlibInit", 7, NativeFunction::from_fn_ptr(zlib_init)),
            ("brotliInit", 2, NativeFunction::from_fn_ptr(brotli_init)),
            ("zstdInit", 3, NativeFunction::from_fn_ptr(zstd_init)),
            ("write", 9, NativeFunction::from_fn_ptr(write)),
            ("params", 3, NativeFunction::from_fn_ptr(params)),
            ("reset", 1, NativeFunction::from_fn_ptr(reset)),
            ("close", 1, NativeFunction::from_fn_ptr(close)),
        ],
    )
}
