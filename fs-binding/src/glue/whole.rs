//! Whole-file reads and writes: the pool jobs (`readFileJob`, `writeFileJob`), the chunked
//! continuation for files over 512 KiB, the sync one-call paths, and the native fast
//! entries that js-lib installs as `fs.readFile` & co.
//!
//! Fast entries: `fs.readFile(path, cb)`, `fs.readFile(path, 'utf8', cb)`,
//! `fs.writeFile(path, data, cb)`, their Sync forms (and the same with `null`/`undefined`
//! options) are answered here without running any JS: the argument shapes checked below can
//! never produce a validation error, so the only errors left are the job's, which are built
//! in Rust. Every other shape is handed, unchanged, to the JS implementation registered by
//! `setup` (which produces Node's exact validation errors and then calls the raw functions
//! below).
//!
//! The readFile job delivers by itself ([`FsWaiter::Internal`]): when the job hands back a
//! big file's fd, the same request continues with one pool task per 512 KiB chunk, checking
//! `signal.aborted` before each. The reader owns the fd, so it is closed on every path
//! (done, error, abort, or the process exiting with the task queued).

use std::ffi::CString;
use std::os::fd::OwnedFd;

use boa_engine::object::builtins::{JsFunction, JsPromise};
use boa_engine::{
    js_str, js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsString, JsValue,
    NativeFunction,
};

use super::error::{self, Shape};
use super::view::{
    make_buffer, make_pooled_buffer, make_string, path_arg, pin_view, simple_path, with_view,
    WriteBytes,
};
use super::{deliver, glue, FsWaiter, Glue, Req, Target, Work};
use crate::flags::{DEFAULT_MODE, DEFAULT_READ_FLAGS, DEFAULT_WRITE_FLAGS};
use crate::jobs::FileRef;
use crate::{
    read_file_job, read_file_sync_pooled, read_file_sync_utf8, read_file_utf8_job, write_file_job,
    write_file_sync, AlignedVec, ChunkedReader, DecodedText, FsError, ReadOutcome, SyncBytes,
    Utf8Outcome, SYNC_POOLED_MAX,
};
use boa_engine::string::JsStrVariant;

/// How a read result is returned.
#[derive(Clone)]
pub(crate) enum Enc {
    Buffer,
    Utf8,
    /// Any other encoding: a Buffer, then `buffer.toString(enc)` (JS, as Node does).
    Other(JsString),
}

/// A request that delivers by itself.
pub(crate) struct Pending {
    target: Target,
    enc: Enc,
    signal: Option<JsObject>,
    /// The ArrayBuffer a write job reads from in place, held until the job is done.
    _pinned: Option<JsObject>,
}

/// The worker's answer for one read step.
enum ReadOut {
    Bytes(AlignedVec<u8>),
    Text(DecodedText),
    Large(OwnedFd, u64),
    More(ChunkedReader),
}

fn as_fn(v: &JsValue) -> Option<JsFunction> {
    v.as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
}

pub(crate) fn is_utf8_name(v: &JsValue) -> bool {
    v.as_string().is_some_and(|s| {
        let s = s.as_str();
        s == js_str!("utf8") || s == js_str!("utf-8")
    })
}

/// How a string argument of a write becomes bytes.
#[derive(Clone, Copy)]
enum TextEnc {
    Utf8,
    /// `latin1`, `binary` and `ascii`: one byte per code unit, its low eight bits (Node's
    /// `ascii` encoder is its `latin1` encoder).
    Latin1,
    /// `utf16le` / `ucs2`: each code unit as two little-endian bytes.
    Utf16Le,
}

/// The string encoding a write fast path handles for `opts` (absent, a callback, or one of
/// the common lowercase names). Anything else goes to JS, which validates and normalises.
fn text_enc_of(opts: &JsValue) -> Option<TextEnc> {
    if opts.is_null_or_undefined() || as_fn(opts).is_some() {
        return Some(TextEnc::Utf8);
    }
    let s = opts.as_string()?;
    let s = s.as_str();
    if s == js_str!("utf8") || s == js_str!("utf-8") {
        Some(TextEnc::Utf8)
    } else if s == js_str!("latin1") || s == js_str!("binary") || s == js_str!("ascii") {
        Some(TextEnc::Latin1)
    } else if s == js_str!("utf16le")
        || s == js_str!("ucs2")
        || s == js_str!("utf-16le")
        || s == js_str!("ucs-2")
    {
        Some(TextEnc::Utf16Le)
    } else {
        None
    }
}

fn encode_text(s: &JsString, enc: TextEnc) -> Vec<u8> {
    match (enc, s.as_str().variant()) {
        // Lone surrogates become U+FFFD, as in Node's UTF-8 encoder.
        (TextEnc::Utf8, _) => s.to_std_string_lossy().into_bytes(),
        (TextEnc::Latin1, JsStrVariant::Latin1(b)) => b.to_vec(),
        #[allow(clippy::cast_possible_truncation)]
        (TextEnc::Latin1, JsStrVariant::Utf16(u)) => u.iter().map(|&c| c as u8).collect(),
        (TextEnc::Utf16Le, JsStrVariant::Latin1(b)) => b.iter().flat_map(|&c| [c, 0]).collect(),
        (TextEnc::Utf16Le, JsStrVariant::Utf16(u)) => {
            u.iter().flat_map(|c| c.to_le_bytes()).collect()
        }
    }
}

fn enc_of(v: &JsValue) -> Enc {
    match v.as_string() {
        Some(s) => {
            let name = s.to_std_string_escaped();
            if name == "utf8" || name == "utf-8" {
                Enc::Utf8
            } else {
                Enc::Other(s.clone())
            }
        }
        None => Enc::Buffer,
    }
}

fn aborted(signal: Option<&JsObject>, ctx: &mut Context) -> JsResult<bool> {
    match signal {
        Some(s) => Ok(s.get(js_string!("aborted"), ctx)?.to_boolean()),
        None => Ok(false),
    }
}

pub(crate) fn call_slow(
    g: &Glue,
    name: &str,
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    match g.slow(name) {
        Some(f) => f.call(this, args, ctx),
        None => Err(JsNativeError::error()
            .with_message(format!("fs.{name} is not set up"))
            .into()),
    }
}

fn target_of(req: Req, ctx: &mut Context) -> JsResult<(Target, JsValue)> {
    match req {
        Req::Callback(cb) => Ok((Target::Callback(cb), JsValue::undefined())),
        Req::Promise => {
            let (p, r) = JsPromise::new_pending(ctx);
            Ok((Target::Promise(r), p.into()))
        }
        Req::Sync => Err(JsNativeError::typ()
            .with_message("a callback or kUsePromises is required")
            .into()),
    }
}

// ---------------------------------------------------------------------------------------
// Reads

fn start_read(
    ctx: &mut Context,
    g: &Glue,
    path: CString,
    flags: i32,
    enc: Enc,
    signal: Option<JsObject>,
    target: Target,
) {
    let id = g.next_id();
    let utf8 = matches!(enc, Enc::Utf8);
    g.pending.borrow_mut().insert(
        id,
        Pending {
            target,
            enc,
            signal,
            _pinned: None,
        },
    );
    let detail = g.trace_detail(|| format!("'{}'", path.to_string_lossy()));
    let work: Work = Box::new(move || {
        let r = if utf8 {
            read_file_utf8_job(&path, flags).map(|o| match o {
                Utf8Outcome::Text(t) => ReadOut::Text(t),
                Utf8Outcome::Large { fd, size } => ReadOut::Large(fd, size),
            })
        } else {
            read_file_job(&path, flags).map(|o| match o {
                ReadOutcome::Bytes(b) => ReadOut::Bytes(b),
                ReadOutcome::Large { fd, size } => ReadOut::Large(fd, size),
            })
        };
        Box::new(move |ctx: &mut Context| {
            on_read(ctx, id, r)?;
            Ok(Ok(JsValue::undefined()))
        })
    });
    g.submit(ctx, FsWaiter::Internal, "readFile", &detail, work);
}

fn submit_chunk(ctx: &mut Context, g: &Glue, id: u64, mut reader: ChunkedReader, utf8: bool) {
    let detail = g.trace_detail(|| format!("chunk of {} bytes", reader.size()));
    let work: Work = Box::new(move || {
        let r = match reader.read_next() {
            Ok(false) => Ok(ReadOut::More(reader)),
            Ok(true) => reader.finish().and_then(|bytes| {
                if utf8 {
                    crate::utf8::decode_utf8(&bytes).map(ReadOut::Text)
                } else {
                    Ok(ReadOut::Bytes(bytes))
                }
            }),
            // Dropping the reader closes the fd.
            Err(e) => Err(e),
        };
        Box::new(move |ctx: &mut Context| {
            on_read(ctx, id, r)?;
            Ok(Ok(JsValue::undefined()))
        })
    });
    g.submit(ctx, FsWaiter::Internal, "readFile", &detail, work);
}

/// The finished value for `enc`; a decode failure becomes the request's error.
fn read_value(ctx: &mut Context, out: ReadOut, enc: &Enc) -> JsResult<Result<JsValue, JsValue>> {
    match out {
        ReadOut::Text(t) => Ok(Ok(make_string(&t))),
        ReadOut::Bytes(b) => match enc {
            Enc::Buffer => Ok(Ok(make_buffer(b, ctx)?)),
            Enc::Utf8 => match crate::utf8::decode_utf8(&b) {
                Ok(t) => Ok(Ok(make_string(&t))),
                Err(e) => Ok(Err(error::to_js(&e, Shape::Async, ctx))),
            },
            Enc::Other(name) => {
                let buf = make_buffer(b, ctx)?;
                let Some(obj) = buf.as_object() else {
                    return Ok(Ok(buf));
                };
                let to_string = obj.get(js_string!("toString"), ctx)?;
                let Some(f) = to_string.as_object() else {
                    return Ok(Ok(buf));
                };
                match f.call(&buf, &[name.clone().into()], ctx) {
                    Ok(s) => Ok(Ok(s)),
                    Err(e) => Ok(Err(e.into_opaque(ctx)?)),
                }
            }
        },
        // Not produced by callers.
        ReadOut::Large(..) | ReadOut::More(_) => Ok(Ok(JsValue::undefined())),
    }
}

fn on_read(ctx: &mut Context, id: u64, r: Result<ReadOut, FsError>) -> JsResult<()> {
    let g = glue(ctx)?;
    let Some(p) = g.pending.borrow_mut().remove(&id) else {
        return Ok(());
    };
    let out = match r {
        Ok(out) => out,
        Err(e) => {
            let v = error::to_js(&e, Shape::Async, ctx);
            return deliver(ctx, p.target, Err(v));
        }
    };
    // An abort during flight wins over success (the data is discarded, fds closed).
    if aborted(p.signal.as_ref(), ctx)? {
        drop(out);
        let signal = p.signal.clone().unwrap_or_else(JsObject::with_null_proto);
        let e = g.abort_error(ctx, &signal)?;
        return deliver(ctx, p.target, Err(e));
    }
    let utf8 = matches!(p.enc, Enc::Utf8);
    match out {
        ReadOut::Large(fd, size) => match ChunkedReader::new(fd, size) {
            Ok(reader) => {
                g.pending.borrow_mut().insert(id, p);
                submit_chunk(ctx, &g, id, reader, utf8);
                Ok(())
            }
            Err(e) => {
                let v = error::to_js(&e, Shape::Async, ctx);
                deliver(ctx, p.target, Err(v))
            }
        },
        ReadOut::More(reader) => {
            g.pending.borrow_mut().insert(id, p);
            submit_chunk(ctx, &g, id, reader, utf8);
            Ok(())
        }
        done => {
            // Buffers are counted by make_buffer; decoded text is counted here.
            if let ReadOut::Text(t) = &done {
                g.account_external(t.len());
            }
            let v = read_value(ctx, done, &p.enc)?;
            deliver(ctx, p.target, v)
        }
    }
}

/// `fs.readFile` fast entry.
pub(crate) fn read_file(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let a1 = args.get_or_undefined(1);
    let a2 = args.get_or_undefined(2);
    let shape = match as_fn(a2) {
        Some(cb) => Some((a1.clone(), cb)),
        None if a2.is_undefined() => as_fn(a1).map(|cb| (JsValue::undefined(), cb)),
        None => None,
    };
    if let (Some((opts, cb)), Some(path)) = (shape, simple_path(args.get_or_undefined(0))) {
        let enc = if opts.is_null_or_undefined() || as_fn(&opts).is_some() {
            Some(Enc::Buffer)
        } else if is_utf8_name(&opts) {
            Some(Enc::Utf8)
        } else {
            None
        };
        if let Some(enc) = enc {
            start_read(
                ctx,
                &g,
                path,
                DEFAULT_READ_FLAGS,
                enc,
                None,
                Target::Callback(cb),
            );
            return Ok(JsValue::undefined());
        }
    }
    call_slow(&g, "readFile", this, args, ctx)
}

/// `fs.readFileSync` fast entry.
pub(crate) fn read_file_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let opts = args.get_or_undefined(1);
    if let Some(path) = simple_path(args.get_or_undefined(0)) {
        if opts.is_null_or_undefined() {
            return sync_buffer_result(FileRef::Path(&path), DEFAULT_READ_FLAGS, ctx);
        }
        if is_utf8_name(opts) {
            return match read_file_sync_utf8(FileRef::Path(&path), DEFAULT_READ_FLAGS) {
                Ok(t) => Ok(make_string(&t)),
                Err(e) => Err(error::throw(&e, Shape::Sync, ctx)),
            };
        }
    }
    let g = glue(ctx)?;
    call_slow(&g, "readFileSync", this, args, ctx)
}

/// `readFileJob(path, flags, encoding, signal, req)`: the job for validated arguments.
fn read_file_job_js(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let flags = args.get_or_undefined(1).to_i32(ctx)?;
    let enc = enc_of(args.get_or_undefined(2));
    let signal = args.get_or_undefined(3).as_object();
    let (target, ret) = target_of(super::req_of(args.get_or_undefined(4), &g), ctx)?;
    start_read(ctx, &g, path, flags, enc, signal, target);
    Ok(ret)
}

/// A fd number or a path.
enum Src {
    Fd(i32),
    Path(CString),
}

fn src_arg(v: &JsValue, ctx: &mut Context) -> JsResult<Src> {
    if let Some(n) = v.as_number() {
        return Ok(Src::Fd(n as i32));
    }
    path_arg(v, ctx).map(Src::Path)
}

/// `readFileSyncRaw(pathOrFd, flags, utf8)`.
fn read_file_sync_raw(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let src = src_arg(args.get_or_undefined(0), ctx)?;
    let flags = args.get_or_undefined(1).to_i32(ctx)?;
    let utf8 = args.get_or_undefined(2).to_boolean();
    let file = match &src {
        Src::Fd(fd) => FileRef::Fd(*fd),
        Src::Path(p) => FileRef::Path(p),
    };
    if utf8 {
        match read_file_sync_utf8(file, flags) {
            Ok(t) => Ok(make_string(&t)),
            Err(e) => Err(error::throw(&e, Shape::Sync, ctx)),
        }
    } else {
        sync_buffer_result(file, flags, ctx)
    }
}

/// A `readFileSync` Buffer: small results (below `Buffer.poolSize >>> 1`, whatever the file
/// kind) are slices of the shared pool, as in Node 26; bigger ones own their bytes.
fn sync_buffer_result(file: FileRef<'_>, flags: i32, ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let mut scratch = std::mem::take(&mut *g.sync_scratch.borrow_mut());
    let read = read_file_sync_pooled(file, flags, &mut scratch);
    let result = match read {
        Ok(SyncBytes::Scratch(n)) => make_pooled_buffer(&scratch[..n], ctx),
        Ok(SyncBytes::Owned(b)) if b.len() <= SYNC_POOLED_MAX => make_pooled_buffer(&b, ctx),
        Ok(SyncBytes::Owned(b)) => make_buffer(b, ctx),
        Err(e) => Err(error::throw(&e, Shape::Sync, ctx)),
    };
    *g.sync_scratch.borrow_mut() = scratch;
    result
}

// ---------------------------------------------------------------------------------------
// Writes

/// String data as UTF-8 (lone surrogates become U+FFFD, as `Buffer.from(s)` does), or the
/// bytes of a view pinned in place (see [`pin_view`]) with the ArrayBuffer to keep alive.
fn write_source(
    v: &JsValue,
    enc: TextEnc,
    ctx: &mut Context,
) -> JsResult<Option<(WriteBytes, Option<JsObject>)>> {
    if let Some(s) = v.as_string() {
        return Ok(Some((WriteBytes::Owned(encode_text(&s, enc)), None)));
    }
    pin_view(v, ctx)
}

/// Runs a sync write on string data or a view's bytes borrowed in place; `None` if `v` is
/// neither. `f` gets the bytes and whether they came from a string.
fn with_sync_data<R>(
    v: &JsValue,
    enc: TextEnc,
    ctx: &mut Context,
    f: impl FnOnce(&[u8], bool) -> R,
) -> JsResult<Option<R>> {
    if let Some(s) = v.as_string() {
        return Ok(Some(f(&encode_text(&s, enc), true)));
    }
    with_view(v, ctx, |b| f(b, false))
}

#[allow(clippy::too_many_arguments)]
fn start_write(
    ctx: &mut Context,
    g: &Glue,
    path: CString,
    (data, pinned): (WriteBytes, Option<JsObject>),
    flags: i32,
    mode: u32,
    signal: Option<JsObject>,
    target: Target,
) {
    let id = g.next_id();
    g.pending.borrow_mut().insert(
        id,
        Pending {
            target,
            enc: Enc::Buffer,
            signal,
            _pinned: pinned,
        },
    );
    let detail = g.trace_detail(|| format!("'{}'", path.to_string_lossy()));
    let work: Work = Box::new(move || {
        let r = write_file_job(&path, data.as_slice(), flags, mode);
        Box::new(move |ctx: &mut Context| {
            on_write(ctx, id, r)?;
            Ok(Ok(JsValue::undefined()))
        })
    });
    g.submit(ctx, FsWaiter::Internal, "writeFile", &detail, work);
}

fn on_write(ctx: &mut Context, id: u64, r: Result<(), FsError>) -> JsResult<()> {
    let g = glue(ctx)?;
    let Some(p) = g.pending.borrow_mut().remove(&id) else {
        return Ok(());
    };
    let result = match r {
        Err(e) => Err(error::to_js(&e, Shape::Async, ctx)),
        // The data is written; an abort that came meanwhile is still reported (Node 26).
        Ok(()) if aborted(p.signal.as_ref(), ctx)? => {
            let signal = p.signal.clone().unwrap_or_else(JsObject::with_null_proto);
            Err(g.abort_error(ctx, &signal)?)
        }
        Ok(()) => Ok(JsValue::undefined()),
    };
    match (p.target, result) {
        // Node calls the writeFile callback with exactly one argument.
        (Target::Callback(cb), Ok(_)) => {
            cb.call(&JsValue::undefined(), &[JsValue::null()], ctx)?;
            Ok(())
        }
        (target, result) => deliver(ctx, target, result),
    }
}

/// `fs.writeFile` fast entry.
pub(crate) fn write_file(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let a2 = args.get_or_undefined(2);
    let a3 = args.get_or_undefined(3);
    let shape = match as_fn(a3) {
        Some(cb) => Some((a2.clone(), cb)),
        None if a3.is_undefined() => as_fn(a2).map(|cb| (JsValue::undefined(), cb)),
        None => None,
    };
    if let (Some((opts, cb)), Some(path)) = (shape, simple_path(args.get_or_undefined(0))) {
        if let Some(enc) = text_enc_of(&opts) {
            if let Some(data) = write_source(args.get_or_undefined(1), enc, ctx)? {
                start_write(
                    ctx,
                    &g,
                    path,
                    data,
                    DEFAULT_WRITE_FLAGS,
                    DEFAULT_MODE,
                    None,
                    Target::Callback(cb),
                );
                return Ok(JsValue::undefined());
            }
        }
    }
    call_slow(&g, "writeFile", this, args, ctx)
}

/// The JS result of a sync write; `js_order` gives write errors the writeSync-loop key order.
fn sync_result(r: Result<(), FsError>, js_order: bool, ctx: &mut Context) -> JsResult<JsValue> {
    match r {
        Ok(()) => Ok(JsValue::undefined()),
        Err(e) => {
            let write_err = e.as_sys().is_some_and(|s| s.syscall == "write");
            let shape = if js_order && write_err {
                Shape::SyncJsOrder
            } else {
                Shape::Sync
            };
            Err(error::throw(&e, shape, ctx))
        }
    }
}

/// `fs.writeFileSync` fast entry.
pub(crate) fn write_file_sync_fast(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    // A function is no option for the Sync form: JS reports it.
    let opts = args.get_or_undefined(2);
    if let Some(enc) = text_enc_of(opts).filter(|_| as_fn(opts).is_none()) {
        if let Some(path) = simple_path(args.get_or_undefined(0)) {
            let done = with_sync_data(args.get_or_undefined(1), enc, ctx, |data, is_string| {
                (
                    write_file_sync(
                        FileRef::Path(&path),
                        data,
                        DEFAULT_WRITE_FLAGS,
                        DEFAULT_MODE,
                    ),
                    is_string,
                )
            })?;
            if let Some((r, is_string)) = done {
                return sync_result(r, !is_string, ctx);
            }
        }
    }
    let g = glue(ctx)?;
    call_slow(&g, "writeFileSync", this, args, ctx)
}

fn mode_arg(v: &JsValue, ctx: &mut Context) -> JsResult<u32> {
    if v.is_null_or_undefined() {
        return Ok(DEFAULT_MODE);
    }
    v.to_u32(ctx)
}

/// `writeFileJob(path, data, flags, mode, signal, req)`.
fn write_file_job_js(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let Some(data) = write_source(args.get_or_undefined(1), TextEnc::Utf8, ctx)? else {
        return Err(JsNativeError::typ()
            .with_message("data must be a string or view")
            .into());
    };
    let flags = args.get_or_undefined(2).to_i32(ctx)?;
    let mode = mode_arg(args.get_or_undefined(3), ctx)?;
    let signal = args.get_or_undefined(4).as_object();
    let (target, ret) = target_of(super::req_of(args.get_or_undefined(5), &g), ctx)?;
    start_write(ctx, &g, path, data, flags, mode, signal, target);
    Ok(ret)
}

/// `writeFileSyncRaw(pathOrFd, data, flags, mode, jsOrder)`.
fn write_file_sync_raw(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let src = src_arg(args.get_or_undefined(0), ctx)?;
    let flags = args.get_or_undefined(2).to_i32(ctx)?;
    let mode = mode_arg(args.get_or_undefined(3), ctx)?;
    let js_order = args.get_or_undefined(4).to_boolean();
    let file = match &src {
        Src::Fd(fd) => FileRef::Fd(*fd),
        Src::Path(p) => FileRef::Path(p),
    };
    let Some(r) = with_sync_data(args.get_or_undefined(1), TextEnc::Utf8, ctx, |data, _| {
        write_file_sync(file, data, flags, mode)
    })?
    else {
        return Err(JsNativeError::typ()
            .with_message("data must be a string or view")
            .into());
    };
    sync_result(r, js_order, ctx)
}

/// `fsPromises.readFile` fast entry: the promise is made here and settled by the job.
pub(crate) fn read_file_promise(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let opts = args.get_or_undefined(1);
    if let Some(path) = simple_path(args.get_or_undefined(0)) {
        let enc = if opts.is_null_or_undefined() {
            Some(Enc::Buffer)
        } else if is_utf8_name(opts) {
            Some(Enc::Utf8)
        } else {
            None
        };
        if let Some(enc) = enc {
            let (p, r) = JsPromise::new_pending(ctx);
            start_read(
                ctx,
                &g,
                path,
                DEFAULT_READ_FLAGS,
                enc,
                None,
                Target::Promise(r),
            );
            return Ok(p.into());
        }
    }
    call_slow(&g, "promisesReadFile", this, args, ctx)
}

/// `fsPromises.writeFile` fast entry.
pub(crate) fn write_file_promise(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let opts = args.get_or_undefined(2);
    if let Some(enc) = text_enc_of(opts).filter(|_| as_fn(opts).is_none()) {
        if let Some(path) = simple_path(args.get_or_undefined(0)) {
            // Node writes more than 512 KiB through a FileHandle in 512 KiB chunks so that an
            // AbortSignal is looked at between them; without a signal (this entry never has
            // one) the chunks are not observable, so any size is one job.
            if let Some(data) = write_source(args.get_or_undefined(1), enc, ctx)? {
                let (p, r) = JsPromise::new_pending(ctx);
                start_write(
                    ctx,
                    &g,
                    path,
                    data,
                    DEFAULT_WRITE_FLAGS,
                    DEFAULT_MODE,
                    None,
                    Target::Promise(r),
                );
                return Ok(p.into());
            }
        }
    }
    call_slow(&g, "promisesWriteFile", this, args, ctx)
}

pub(crate) fn functions() -> Vec<(&'static str, usize, NativeFunction)> {
    vec![
        (
            "readFileJob",
            5,
            NativeFunction::from_fn_ptr(read_file_job_js),
        ),
        (
            "writeFileJob",
            6,
            NativeFunction::from_fn_ptr(write_file_job_js),
        ),
        (
            "readFileSyncRaw",
            3,
            NativeFunction::from_fn_ptr(read_file_sync_raw),
        ),
        (
            "writeFileSyncRaw",
            5,
            NativeFunction::from_fn_ptr(write_file_sync_raw),
        ),
    ]
}
