//! The fd and path primitives behind the rest of `fs`: each is one Rust function that runs
//! inline for the Sync API or as one pool task for the callback/promise APIs (the `req`
//! argument decides, see [`super::dispatch`]), so both forms share one implementation and one
//! error shape. Arguments arrive validated by js-lib; conversions here are backstops.
//!
//! Results: fds and counts as numbers, stats as an array of 18 numbers in Node's
//! `kFsStatsFieldsNumber` order (js-lib builds the `Stats` object), directory listings as
//! names (plus a parallel array of libuv dirent types when asked).

use std::ffi::CStr;
use std::os::fd::IntoRawFd;

use boa_engine::object::builtins::{JsArray, JsDataView, JsTypedArray};
use boa_engine::{
    Context, JsArgs, JsBigInt, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};

use super::view::{
    copy_into_view, is_view, make_buffer, path_arg, pin_view, view_bytes, with_view, WriteBytes,
};
use super::{dispatch, dispatch_holding, glue, req_of, undefined_js, ToJs};
use crate::jobs::buf::shrink_aligned;
use crate::jobs::{fd_ops, meta};
pub(crate) use crate::last_errno;
use crate::{AlignedVec, FsError, Stat, SysError, Timespec};

pub(crate) fn sys(errno: i32, syscall: &'static str, path: &CStr) -> FsError {
    FsError::Sys(SysError::from_os(errno, syscall).with_path(path.to_bytes()))
}

pub(crate) fn show(p: &CStr) -> String {
    format!("'{}'", p.to_string_lossy())
}

fn num_js(n: f64, _: &mut Context) -> JsResult<JsValue> {
    Ok(JsValue::from(n))
}

fn fd_arg(v: &JsValue, ctx: &mut Context) -> JsResult<i32> {
    v.to_i32(ctx)
}

/// `null`, `undefined`, `-1` (or any negative) = current position; else an offset.
fn position_arg(v: &JsValue, ctx: &mut Context) -> JsResult<Option<u64>> {
    if v.is_null_or_undefined() {
        return Ok(None);
    }
    if let Some(b) = v.as_bigint() {
        // Exact: a bigint near 2**63 must not round up past i64 through a double.
        return Ok(u64::try_from(b.to_i128()).ok());
    }
    // As Node: anything but a safe integer >= 0 (Infinity, NaN, fractions, negatives)
    // means "at the current position".
    let n = v.to_number(ctx)?;
    Ok(
        if n >= 0.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0 {
            Some(n as u64)
        } else {
            None
        },
    )
}

fn usize_arg(v: &JsValue, ctx: &mut Context) -> JsResult<usize> {
    let n = v.to_number(ctx)?;
    Ok(if n.is_finite() && n > 0.0 {
        n as usize
    } else {
        0
    })
}

// ---------------------------------------------------------------------------------------
// stat

pub(crate) use crate::jobs::stat::stat_path;

fn stat_js(st: Stat, ctx: &mut Context) -> JsResult<JsValue> {
    let arr = st.to_node_array();
    Ok(JsArray::from_iter(arr.iter().map(|&n| JsValue::from(n)), ctx).into())
}

/// How many own properties a number `Stats` has: ten counters, four `*Ms` times and the four
/// fractional-nanosecond symbols.
pub(crate) const STATS_KEYS: usize = 18;

/// A number `Stats` object, built here rather than by js-lib's constructor: each `this.x = v`
/// there costs Boa 0.22 ~3.7k instructions (a prototype-chain walk for setters, then a
/// validated define), ~65k for the 18 fields, against ~14k for direct inserts along shared
/// shape transitions. The fields, their order, attributes and values (the `*Ms` sums in the
/// same double arithmetic) are the constructor's. Before js-lib registers the shape
/// (`setup`), the raw array is returned.
pub(crate) fn stats_js(st: Stat, ctx: &mut Context) -> JsResult<JsValue> {
    let shape = glue(ctx)?.stats_shape.borrow().clone();
    let Some((proto, keys)) = shape else {
        return stat_js(st, ctx);
    };
    let a = st.to_node_array();
    let ms = |i: usize| a[i] * 1e3 + a[i + 1] / 1e6;
    // Ten counters, then the four times in ms, then their nanosecond parts.
    let mut values = [0.0; STATS_KEYS];
    values[..10].copy_from_slice(&a[..10]);
    for t in 0..4 {
        values[10 + t] = ms(10 + 2 * t);
        values[14 + t] = a[11 + 2 * t];
    }
    Ok(super::object_with_shape(ctx, proto, &keys, values).into())
}

fn opt_stats_js(st: Option<Stat>, ctx: &mut Context) -> JsResult<JsValue> {
    match st {
        Some(st) => stats_js(st, ctx),
        None => Ok(JsValue::undefined()),
    }
}

/// The same 18 slots as [`stat_js`], each a BigInt: every field, including the
/// nanosecond halves of the times, is exact (js-lib builds `BigIntStats` from it).
fn stat_big_js(st: Stat, ctx: &mut Context) -> JsResult<JsValue> {
    let big = |n: i128| JsValue::from(JsBigInt::from(n));
    let t = |ts: Timespec| [big(i128::from(ts.sec)), big(i128::from(ts.nsec))];
    let mut v = vec![
        big(i128::from(st.dev)),
        big(i128::from(st.mode)),
        big(i128::from(st.nlink)),
        big(i128::from(st.uid)),
        big(i128::from(st.gid)),
        big(i128::from(st.rdev)),
        big(i128::from(st.blksize)),
        big(i128::from(st.ino)),
        big(i128::from(st.size)),
        big(i128::from(st.blocks)),
    ];
    for ts in [st.atime, st.mtime, st.ctime, st.birthtime] {
        v.extend(t(ts));
    }
    Ok(JsArray::from_iter(v, ctx).into())
}

fn opt_stat_js(st: Option<Stat>, ctx: &mut Context) -> JsResult<JsValue> {
    match st {
        Some(st) => stat_js(st, ctx),
        None => Ok(JsValue::undefined()),
    }
}

fn opt_stat_big_js(st: Option<Stat>, ctx: &mut Context) -> JsResult<JsValue> {
    match st {
        Some(st) => stat_big_js(st, ctx),
        None => Ok(JsValue::undefined()),
    }
}

/// What a stat call hands back: the raw 18-slot array (numbers or BigInts), or for numbers
/// a finished `Stats` object.
#[derive(Clone, Copy)]
enum StatResult {
    Array,
    Object,
}

fn stat_common(
    args: &[JsValue],
    ctx: &mut Context,
    follow: bool,
    result: StatResult,
) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let throw_if_no_entry = args.get_or_undefined(1).to_boolean();
    let req = req_of(args.get_or_undefined(2), &g);
    let bigint = args.get_or_undefined(3).to_boolean();
    let detail = g.trace_detail(|| show(&path));
    dispatch(
        ctx,
        req,
        if follow { "stat" } else { "lstat" },
        &detail,
        move || match stat_path(&path, follow) {
            Ok(st) => Ok(Some(st)),
            Err(FsError::Sys(e))
                if !throw_if_no_entry
                    && (e.errno == -libc::ENOENT || e.errno == -libc::ENOTDIR) =>
            {
                Ok(None)
            }
            Err(e) => Err(e),
        },
        match (bigint, result) {
            (true, _) => opt_stat_big_js,
            (false, StatResult::Array) => opt_stat_js,
            (false, StatResult::Object) => opt_stats_js,
        },
    )
}

fn stat(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat_common(args, ctx, true, StatResult::Array)
}

fn lstat(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat_common(args, ctx, false, StatResult::Array)
}

fn stat_object(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat_common(args, ctx, true, StatResult::Object)
}

fn lstat_object(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat_common(args, ctx, false, StatResult::Object)
}

fn fstat_common(args: &[JsValue], ctx: &mut Context, result: StatResult) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let req = req_of(args.get_or_undefined(1), &g);
    let to_js = match (args.get_or_undefined(2).to_boolean(), result) {
        (true, _) => stat_big_js,
        (false, StatResult::Array) => stat_js,
        (false, StatResult::Object) => stats_js,
    };
    dispatch(
        ctx,
        req,
        "fstat",
        &fd,
        move || crate::jobs::stat::fstat(fd),
        to_js,
    )
}

fn fstat(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    fstat_common(args, ctx, StatResult::Array)
}

fn fstat_object(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    fstat_common(args, ctx, StatResult::Object)
}

/// `statfs(path, bigint, req)` → `[type, bsize, frsize, blocks, bfree, bavail, files,
/// ffree]` (Node 26's `StatFs` has `frsize`).
fn statfs(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let bigint = args.get_or_undefined(1).to_boolean();
    let req = req_of(args.get_or_undefined(2), &g);
    let detail = g.trace_detail(|| show(&path));
    let to_js: ToJs<[i128; 8]> = if bigint {
        |v, ctx| Ok(JsArray::from_iter(v.map(|n| JsValue::from(JsBigInt::from(n))), ctx).into())
    } else {
        |v, ctx| Ok(JsArray::from_iter(v.map(|n| JsValue::from(n as f64)), ctx).into())
    };
    dispatch(
        ctx,
        req,
        "statfs",
        &detail,
        move || meta::statfs(&path),
        to_js,
    )
}

// ---------------------------------------------------------------------------------------
// fd primitives

fn open(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let flags = args.get_or_undefined(1).to_i32(ctx)?;
    let mode = args.get_or_undefined(2).to_u32(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    let detail = g.trace_detail(|| show(&path));
    dispatch(
        ctx,
        req,
        "open",
        &detail,
        move || fd_ops::open(&path, flags, mode).map(|fd| f64::from(fd.into_raw_fd())),
        num_js,
    )
}

fn close(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let req = req_of(args.get_or_undefined(1), &g);
    dispatch(
        ctx,
        req,
        "close",
        &fd,
        move || fd_ops::close(fd),
        undefined_js,
    )
}

fn fsync(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let req = req_of(args.get_or_undefined(1), &g);
    dispatch(
        ctx,
        req,
        "fsync",
        &fd,
        move || fd_ops::fsync(fd),
        undefined_js,
    )
}

fn fdatasync(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let req = req_of(args.get_or_undefined(1), &g);
    dispatch(
        ctx,
        req,
        "fdatasync",
        &fd,
        move || fd_ops::fdatasync(fd),
        undefined_js,
    )
}

/// `fchmod(fd, mode, req)`.
fn fchmod(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let mode = args.get_or_undefined(1).to_u32(ctx)?;
    let req = req_of(args.get_or_undefined(2), &g);
    dispatch(
        ctx,
        req,
        "fchmod",
        &fd,
        move || fd_ops::fchmod(fd, mode),
        undefined_js,
    )
}

/// `fchown(fd, uid, gid, req)`; -1 converts to `u32::MAX` (= keep) through ToUint32.
fn fchown(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let uid = args.get_or_undefined(1).to_u32(ctx)?;
    let gid = args.get_or_undefined(2).to_u32(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    dispatch(
        ctx,
        req,
        "fchown",
        &fd,
        move || fd_ops::fchown(fd, uid, gid),
        undefined_js,
    )
}

/// `futimes(fd, atimeSec, mtimeSec, req)`.
fn futimes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let at = args.get_or_undefined(1).to_number(ctx)?;
    let mt = args.get_or_undefined(2).to_number(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    dispatch(
        ctx,
        req,
        "futime",
        &fd,
        move || fd_ops::futimes(fd, at, mt),
        undefined_js,
    )
}

/// Byte length of an ArrayBufferView (0 for anything else).
fn view_len(v: &JsValue, ctx: &mut Context) -> JsResult<Option<usize>> {
    let Some(obj) = v.as_object() else {
        return Ok(None);
    };
    if let Ok(ta) = JsTypedArray::from_object(obj.clone()) {
        return Ok(Some(ta.byte_length(ctx).unwrap_or(0)));
    }
    if let Ok(dv) = JsDataView::from_object(obj.clone()) {
        return Ok(Some(
            usize::try_from(dv.byte_length(ctx).unwrap_or(0)).unwrap_or(0),
        ));
    }
    Ok(None)
}

/// The elements of a JS array of ArrayBufferViews.
fn views_arg(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<JsObject>> {
    let not_views = || {
        JsNativeError::typ()
            .with_message("expected an array of ArrayBufferViews")
            .into()
    };
    let arr = v
        .as_object()
        .and_then(|o| JsArray::from_object(o.clone()).ok())
        .ok_or_else(not_views)?;
    let len = arr.length(ctx)?;
    let mut out = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    for i in 0..len {
        let el = arr.get(i, ctx)?;
        match el.as_object() {
            Some(o) if is_view(&el) => out.push(o.clone()),
            _ => return Err(not_views()),
        }
    }
    Ok(out)
}

/// What an async readv hands back: the target id and one filled buffer per view.
type ReadvDone = (u64, Vec<Vec<u8>>, usize);

fn readv_done_js((id, bufs, n): ReadvDone, ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let target = g.targets.borrow_mut().remove(&id);
    if let Some(arr) = target.and_then(|o| JsArray::from_object(o).ok()) {
        let mut left = n;
        for (i, b) in bufs.iter().enumerate() {
            if left == 0 {
                break;
            }
            let take = left.min(b.len());
            if let Some(view) = arr.get(i as u32, ctx)?.as_object() {
                copy_into_view(&view, 0, &b[..take], ctx)?;
            }
            left -= take;
        }
    }
    Ok(JsValue::from(n as f64))
}

/// `readv(fd, views, position|null, req)` → bytesRead, filled into the views in order.
fn readv(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let views = views_arg(args.get_or_undefined(1), ctx)?;
    let position = position_arg(args.get_or_undefined(2), ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    let mut lens = Vec::with_capacity(views.len());
    for v in &views {
        lens.push(view_len(&v.clone().into(), ctx)?.unwrap_or(0));
    }
    // The pool thread reads into private buffers; a snapshot of the view list (not the
    // caller's array, which JS may change meanwhile) receives them on the JS thread.
    let snapshot: JsObject = JsArray::from_iter(views.into_iter().map(JsValue::from), ctx).into();
    let id = g.next_id();
    dispatch_holding(
        ctx,
        req,
        "read",
        &fd,
        Some((id, snapshot)),
        move || {
            let mut bufs = Vec::with_capacity(lens.len());
            for len in lens {
                let mut b = Vec::new();
                b.try_reserve_exact(len)
                    .map_err(|_| FsError::os(libc::ENOMEM, "read"))?;
                b.resize(len, 0);
                bufs.push(b);
            }
            let n = fd_ops::readv(fd, &mut bufs, position)?;
            Ok((id, bufs, n))
        },
        readv_done_js,
    )
}

/// `writev(fd, views, position|null, req)` → bytesWritten.
fn writev(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let views = views_arg(args.get_or_undefined(1), ctx)?;
    let position = position_arg(args.get_or_undefined(2), ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    let mut bufs = Vec::with_capacity(views.len());
    for v in views {
        bufs.push(view_bytes(&v.into(), ctx)?.unwrap_or_default());
    }
    dispatch(
        ctx,
        req,
        "write",
        &fd,
        move || fd_ops::writev(fd, &bufs, position).map(|n| n as f64),
        num_js,
    )
}

fn ftruncate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let len = args.get_or_undefined(1).to_number(ctx)?;
    let len = if len.is_finite() && len > 0.0 {
        len as i64
    } else {
        0
    };
    let req = req_of(args.get_or_undefined(2), &g);
    dispatch(
        ctx,
        req,
        "ftruncate",
        &fd,
        move || crate::sys::ftruncate(fd, len).map_err(|e| FsError::os(e, "ftruncate")),
        undefined_js,
    )
}

/// What an async read hands back: the target id, the offset in the view, the bytes.
type ReadDone = (u64, usize, Vec<u8>);

fn read_done_js((id, at, bytes): ReadDone, ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let target = g.targets.borrow_mut().remove(&id);
    let n = match target {
        Some(obj) => copy_into_view(&obj, at, &bytes, ctx)?,
        None => 0,
    };
    Ok(JsValue::from(n as f64))
}

/// `read(fd, buffer, offset, length, position, req)` → bytesRead.
fn read(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let Some(buffer) = args.get_or_undefined(1).as_object() else {
        return Ok(JsValue::from(0));
    };
    let offset = usize_arg(args.get_or_undefined(2), ctx)?;
    let length = usize_arg(args.get_or_undefined(3), ctx)?;
    let position = position_arg(args.get_or_undefined(4), ctx)?;
    let req = req_of(args.get_or_undefined(5), &g);
    let id = g.next_id();
    dispatch_holding(
        ctx,
        req,
        "read",
        &fd,
        Some((id, buffer)),
        move || {
            // Reads land in a private buffer and are copied into the view on the JS thread:
            // the pool thread must not touch JS memory. An absurd length from a raw caller
            // fails with ENOMEM instead of aborting.
            let tmp = fd_ops::read_into(fd, Vec::new(), length, position)?;
            Ok((id, offset, tmp))
        },
        read_done_js,
    )
}

/// `readNew(fd, length, position, req)` → a new Buffer of the bytes read (empty at EOF).
/// For read streams over minirt's own fs: the pool thread reads into the memory the Buffer
/// then adopts, so the bytes are neither zero-filled nor copied (`read` into a caller's
/// Buffer costs both).
fn read_new(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let length = usize_arg(args.get_or_undefined(1), ctx)?;
    let position = position_arg(args.get_or_undefined(2), ctx)?;
    let g = glue(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    dispatch(
        ctx,
        req,
        "read",
        &fd,
        move || {
            let block = fd_ops::read_into(fd, AlignedVec::<u8>::new(64), length, position)?;
            Ok(shrink_aligned(block))
        },
        make_buffer,
    )
}

/// `writeBuffer(fd, view, offset, length, position, req)` → bytesWritten (one write call).
/// Like Node, the bytes are not copied: a sync write borrows them for the syscall, an
/// async one pins the view's ArrayBuffer for the job (see [`pin_view`]; small views are
/// copied, which is cheaper than pinning).
fn write_buffer(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let fd = fd_arg(args.get_or_undefined(0), ctx)?;
    let view = args.get_or_undefined(1);
    let offset = usize_arg(args.get_or_undefined(2), ctx)?;
    let length = usize_arg(args.get_or_undefined(3), ctx)?;
    let position = position_arg(args.get_or_undefined(4), ctx)?;
    let req = req_of(args.get_or_undefined(5), &g);
    // The range inside the view's bytes, clamped as the bytes' length allows.
    let range = move |len: usize| {
        let start = offset.min(len);
        start..start + length.min(len - start)
    };
    if matches!(req, super::Req::Sync) {
        let r = with_view(view, ctx, |data| {
            fd_ops::write(fd, &data[range(data.len())], position)
        })?
        .unwrap_or_else(|| fd_ops::write(fd, &[], position));
        // Node's writeSync builds its error in JS: keys [errno, syscall, code].
        return match r {
            Ok(n) => Ok(JsValue::from(n as f64)),
            Err(e) => Err(super::error::throw(
                &e,
                super::error::Shape::SyncJsOrder,
                ctx,
            )),
        };
    }
    let (data, pinned) = pin_view(view, ctx)?.unwrap_or((WriteBytes::Owned(Vec::new()), None));
    let held = pinned.map(|buffer| (g.next_id(), buffer));
    let work = move || {
        let bytes = data.as_slice();
        fd_ops::write(fd, &bytes[range(bytes.len())], position).map(|n| n as f64)
    };
    dispatch_holding(ctx, req, "write", &fd, held, work, num_js)
}

// ---------------------------------------------------------------------------------------
// path primitives

fn simple_call(
    args: &[JsValue],
    ctx: &mut Context,
    name: &'static str,
    req_at: usize,
    f: fn(&CStr, i64) -> Result<(), i32>,
    extra: i64,
) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let req = req_of(args.get_or_undefined(req_at), &g);
    let detail = g.trace_detail(|| show(&path));
    dispatch(
        ctx,
        req,
        name,
        &detail,
        move || f(&path, extra).map_err(|e| sys(e, name, &path)),
        undefined_js,
    )
}

fn access(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mode = i64::from(args.get_or_undefined(1).to_i32(ctx)?);
    simple_call(
        args,
        ctx,
        "access",
        2,
        |p, m| meta::access(p, m as i32),
        mode,
    )
}

/// Whether `access(path, F_OK)` succeeds.
pub(crate) fn path_exists(path: &CStr) -> bool {
    meta::exists(path)
}

/// `exists(path)` → whether the (validated) path exists. `existsSync` asks this instead of
/// catching `access`'s error: a missing file is its common answer, and building a system
/// error (with its stack) for each costs ~25x the syscall.
fn exists(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    Ok(JsValue::from(path_exists(&path)))
}

fn rmdir(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    simple_call(args, ctx, "rmdir", 1, |p, _| crate::sys::rmdir(p), 0)
}

fn unlink(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    simple_call(args, ctx, "unlink", 1, |p, _| crate::sys::unlink(p), 0)
}

fn chmod(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mode = i64::from(args.get_or_undefined(1).to_u32(ctx)?);
    simple_call(args, ctx, "chmod", 2, |p, m| meta::chmod(p, m as u32), mode)
}

/// `utimes(path, atimeSec, mtimeSec, req)`.
fn utimes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let at = args.get_or_undefined(1).to_number(ctx)?;
    let mt = args.get_or_undefined(2).to_number(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    let detail = g.trace_detail(|| show(&path));
    let times = [fd_ops::utime_spec(at), fd_ops::utime_spec(mt)];
    dispatch(
        ctx,
        req,
        "utime",
        &detail,
        move || meta::utimes(&path, times, true),
        undefined_js,
    )
}

/// `chown`/`lchown(path, uid, gid, req)`.
fn chown_common(args: &[JsValue], ctx: &mut Context, follow: bool) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let uid = args.get_or_undefined(1).to_u32(ctx)?;
    let gid = args.get_or_undefined(2).to_u32(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    let detail = g.trace_detail(|| show(&path));
    let name = if follow { "chown" } else { "lchown" };
    dispatch(
        ctx,
        req,
        name,
        &detail,
        move || meta::chown(&path, uid, gid, follow),
        undefined_js,
    )
}

fn chown(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    chown_common(args, ctx, true)
}

fn lchown(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    chown_common(args, ctx, false)
}

/// `lutimes(path, atimeSec, mtimeSec, req)`: the link itself, not its target.
fn lutimes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let at = args.get_or_undefined(1).to_number(ctx)?;
    let mt = args.get_or_undefined(2).to_number(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    let detail = g.trace_detail(|| show(&path));
    let times = [fd_ops::utime_spec(at), fd_ops::utime_spec(mt)];
    dispatch(
        ctx,
        req,
        "lutime",
        &detail,
        move || meta::utimes(&path, times, false),
        undefined_js,
    )
}

pub(crate) fn functions() -> Vec<(&'static str, usize, NativeFunction)> {
    vec![
        ("open", 4, NativeFunction::from_fn_ptr(open)),
        ("close", 2, NativeFunction::from_fn_ptr(close)),
        ("read", 6, NativeFunction::from_fn_ptr(read)),
        ("readNew", 4, NativeFunction::from_fn_ptr(read_new)),
        ("writeBuffer", 6, NativeFunction::from_fn_ptr(write_buffer)),
        ("fstat", 2, NativeFunction::from_fn_ptr(fstat)),
        ("stat", 3, NativeFunction::from_fn_ptr(stat)),
        ("lstat", 3, NativeFunction::from_fn_ptr(lstat)),
        // The same, answering a `Stats` object for number results (BigInt ones stay arrays).
        ("fstatObject", 2, NativeFunction::from_fn_ptr(fstat_object)),
        ("statObject", 3, NativeFunction::from_fn_ptr(stat_object)),
        ("lstatObject", 3, NativeFunction::from_fn_ptr(lstat_object)),
        ("fsync", 2, NativeFunction::from_fn_ptr(fsync)),
        ("ftruncate", 3, NativeFunction::from_fn_ptr(ftruncate)),
        ("access", 3, NativeFunction::from_fn_ptr(access)),
        ("exists", 1, NativeFunction::from_fn_ptr(exists)),
        ("chmod", 3, NativeFunction::from_fn_ptr(chmod)),
        ("rmdir", 2, NativeFunction::from_fn_ptr(rmdir)),
        ("unlink", 2, NativeFunction::from_fn_ptr(unlink)),
        ("utimes", 4, NativeFunction::from_fn_ptr(utimes)),
        ("fchmod", 3, NativeFunction::from_fn_ptr(fchmod)),
        ("chown", 4, NativeFunction::from_fn_ptr(chown)),
        ("fchown", 4, NativeFunction::from_fn_ptr(fchown)),
        ("lchown", 4, NativeFunction::from_fn_ptr(lchown)),
        ("futimes", 4, NativeFunction::from_fn_ptr(futimes)),
        ("lutimes", 4, NativeFunction::from_fn_ptr(lutimes)),
        ("fdatasync", 2, NativeFunction::from_fn_ptr(fdatasync)),
        ("readv", 4, NativeFunction::from_fn_ptr(readv)),
        ("writev", 4, NativeFunction::from_fn_ptr(writev)),
        ("statfs", 3, NativeFunction::from_fn_ptr(statfs)),
    ]
}
