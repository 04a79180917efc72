//! fs functions that are native entries themselves for their common argument shapes:
//! `statSync`, `lstatSync`, `existsSync`, `fstatSync`, `accessSync`, `openSync`,
//! `closeSync`, `readSync`, `writeSync`, `readdirSync`, `mkdirSync`, `rmdirSync`,
//! `unlinkSync`, `renameSync`, `realpathSync`, `stat`/`lstat`/`read`/`write` with a
//! callback, and `fsPromises.stat`/`lstat`.
//!
//! Why: each JS layer of a js-lib function (wrapper, argument validation, option objects)
//! costs Boa 0.22 a few thousand instructions, so the JS versions of these calls took ~30k
//! instructions around a syscall that costs a few hundred (`statSync`: 46.8k against 17.8k
//! here, most of it the Stats object). An entry takes only shapes whose validation cannot
//! fail or be observed (plain numbers in range, strings without NUL, views over ordinary
//! ArrayBuffers) and hands every other call, unchanged, to the JS version registered with
//! `binding.entry(id, slow)` (`entry_table.rs`), so errors and edge cases stay the JS versions'.

use std::ffi::CStr;
use std::os::fd::IntoRawFd;

use boa_engine::object::builtins::JsFunction;
use boa_engine::{Context, JsArgs, JsResult, JsValue};

use super::dirs::{self, names_sync};
use super::error::{self, Shape};
use super::ops::{last_errno, path_exists, show, stat_path, stats_js, sys};
use super::view::{
    copy_into_view, pin_view, simple_path, view_len, with_view, with_view_mut, WriteBytes,
};
use super::whole::{call_slow, is_utf8_name};
use super::{dispatch, glue, FsWaiter, Req, Work};
use crate::flags;
use crate::jobs::fd_ops;
use crate::FsError;

/// Largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// `v` when it is a Number holding an integer in `min..=max` (what the JS validators accept
/// without throwing).
fn int_in(v: &JsValue, min: f64, max: f64) -> Option<f64> {
    let n = v.as_number()?;
    (n.fract() == 0.0 && n >= min && n <= max).then_some(n)
}

/// A file descriptor as `getValidatedFd` accepts it: an int32 >= 0.
fn fd_of(v: &JsValue) -> Option<i32> {
    int_in(v, 0.0, f64::from(i32::MAX)).map(|n| n as i32)
}

/// A position: `undefined`/`null` = the current one (`Some(None)`), else an integer >= 0.
fn position_of(v: &JsValue) -> Option<Option<u64>> {
    if v.is_null_or_undefined() {
        return Some(None);
    }
    int_in(v, 0.0, MAX_SAFE).map(|n| Some(n as u64))
}

fn slow(name: &str, this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    call_slow(&g, name, this, args, ctx)
}

fn sync_result<T>(
    r: Result<T, FsError>,
    shape: Shape,
    ctx: &mut Context,
    to_js: impl FnOnce(T, &mut Context) -> JsResult<JsValue>,
) -> JsResult<JsValue> {
    match r {
        Ok(v) => to_js(v, ctx),
        Err(e) => Err(error::throw(&e, shape, ctx)),
    }
}

/// `statSync(path)` / `lstatSync(path)`.
fn stat_sync_entry(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
    follow: bool,
    slow_name: &str,
) -> JsResult<JsValue> {
    if args.get_or_undefined(1).is_undefined() {
        if let Some(path) = simple_path(args.get_or_undefined(0)) {
            return sync_result(stat_path(&path, follow), Shape::Sync, ctx, stats_js);
        }
    }
    slow(slow_name, this, args, ctx)
}

pub(crate) fn stat_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat_sync_entry(this, args, ctx, true, "statSync")
}

pub(crate) fn lstat_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat_sync_entry(this, args, ctx, false, "lstatSync")
}

/// `stat(path, callback)` / `lstat(path, callback)` and `fsPromises.stat(path)` /
/// `lstat(path)`: one pool job whose result is the finished Stats.
fn stat_async_entry(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
    follow: bool,
    promise: bool,
    slow_name: &str,
) -> JsResult<JsValue> {
    let req = if promise {
        args.get_or_undefined(1)
            .is_undefined()
            .then_some(Req::Promise)
    } else if args.len() == 2 {
        args[1]
            .as_object()
            .and_then(|o| JsFunction::from_object(o.clone()))
            .map(Req::Callback)
    } else {
        None
    };
    match (req, simple_path(args.get_or_undefined(0))) {
        (Some(req), Some(path)) => {
            let detail = glue(ctx)?.trace_detail(|| show(&path));
            dispatch(
                ctx,
                req,
                if follow { "stat" } else { "lstat" },
                &detail,
                move || stat_path(&path, follow),
                stats_js,
            )
        }
        _ => slow(slow_name, this, args, ctx),
    }
}

pub(crate) fn stat_callback(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    stat_async_entry(this, args, ctx, true, false, "stat")
}

pub(crate) fn lstat_callback(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    stat_async_entry(this, args, ctx, false, false, "lstat")
}

pub(crate) fn stat_promise(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    stat_async_entry(this, args, ctx, true, true, "promisesStat")
}

pub(crate) fn lstat_promise(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    stat_async_entry(this, args, ctx, false, true, "promisesLstat")
}

/// `existsSync(path)`.
pub(crate) fn exists_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    match simple_path(args.get_or_undefined(0)) {
        Some(path) => Ok(JsValue::from(path_exists(&path))),
        None => slow("existsSync", this, args, ctx),
    }
}

/// `fstatSync(fd)`.
pub(crate) fn fstat_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    match fd_of(args.get_or_undefined(0)) {
        Some(fd) if args.get_or_undefined(1).is_undefined() => {
            sync_result(crate::jobs::stat::fstat(fd), Shape::Sync, ctx, stats_js)
        }
        _ => slow("fstatSync", this, args, ctx),
    }
}

fn access_path(path: &CStr) -> Result<(), FsError> {
    // errno is still access's: nothing runs between the syscall and this read.
    if path_exists(path) {
        Ok(())
    } else {
        Err(sys(last_errno(), "access", path))
    }
}

/// `accessSync(path)` (mode F_OK).
pub(crate) fn access_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    match simple_path(args.get_or_undefined(0)) {
        Some(path) if args.get_or_undefined(1).is_undefined() => {
            sync_result(access_path(&path), Shape::Sync, ctx, |(), _| {
                Ok(JsValue::undefined())
            })
        }
        _ => slow("accessSync", this, args, ctx),
    }
}

/// `closeSync(fd)`.
pub(crate) fn close_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    match fd_of(args.get_or_undefined(0)) {
        Some(fd) => sync_result(fd_ops::close(fd), Shape::Sync, ctx, |(), _| {
            Ok(JsValue::undefined())
        }),
        None => slow("closeSync", this, args, ctx),
    }
}

/// `readSync(fd, view, offset, length, position)` with integers in range: the read lands
/// in the view's own memory (the JS path reads into a private buffer and copies).
pub(crate) fn read_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    if args.len() == 5 {
        if let (Some(fd), Some(offset), Some(length), Some(position)) = (
            fd_of(&args[0]),
            int_in(&args[2], 0.0, MAX_SAFE),
            int_in(&args[3], 1.0, f64::from(i32::MAX)),
            position_of(&args[4]),
        ) {
            let (offset, length) = (offset as usize, length as usize);
            let r = with_view_mut(&args[1], ctx, |bytes| {
                let end = offset.checked_add(length).filter(|&e| e <= bytes.len())?;
                Some(fd_ops::read(fd, &mut bytes[offset..end], position))
            })?;
            if let Some(Some(r)) = r {
                return sync_result(r, Shape::Sync, ctx, |n, _| Ok(JsValue::from(n as f64)));
            }
        }
    }
    slow("readSync", this, args, ctx)
}

/// `writeSync(fd, view[, offset[, length[, position]]])` with integers in range, and
/// `writeSync(fd, string)` (UTF-8): written from the view's memory in place.
pub(crate) fn write_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(fd) = fd_of(args.get_or_undefined(0)) else {
        return slow("writeSync", this, args, ctx);
    };
    let data = args.get_or_undefined(1);
    if let Some(s) = data.as_string() {
        if args.len() == 2 {
            let bytes = s.to_std_string_lossy();
            let r = fd_ops::write(fd, bytes.as_bytes(), None);
            return sync_result(r, Shape::SyncJsOrder, ctx, |n, _| {
                Ok(JsValue::from(n as f64))
            });
        }
        return slow("writeSync", this, args, ctx);
    }
    let offset = args.get_or_undefined(2);
    let length = args.get_or_undefined(3);
    let offset = if offset.is_undefined() {
        Some(0.0)
    } else {
        int_in(offset, 0.0, MAX_SAFE)
    };
    let length = if length.is_undefined() {
        Some(None)
    } else {
        int_in(length, 0.0, f64::from(i32::MAX)).map(Some)
    };
    if let (Some(offset), Some(length), Some(position)) =
        (offset, length, position_of(args.get_or_undefined(4)))
    {
        let offset = offset as usize;
        let r = with_view(data, ctx, |bytes| {
            let end = match length {
                Some(len) => offset.checked_add(len as usize)?,
                None => bytes.len(),
            };
            if offset > bytes.len() || end > bytes.len() || end < offset {
                return None;
            }
            Some(fd_ops::write(fd, &bytes[offset..end], position))
        })?;
        if let Some(Some(r)) = r {
            return sync_result(r, Shape::SyncJsOrder, ctx, |n, _| {
                Ok(JsValue::from(n as f64))
            });
        }
    }
    slow("writeSync", this, args, ctx)
}

/// `openSync(path[, flags[, mode]])` with flags absent, a common flag string or an int32,
/// and mode absent or a uint32.
pub(crate) fn open_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let flags = args.get_or_undefined(1);
    let flags = if flags.is_null_or_undefined() {
        Some(flags::O_RDONLY)
    } else if let Some(s) = flags.as_string() {
        match s.to_std_string_escaped().as_str() {
            "r" => Some(flags::O_RDONLY),
            "r+" => Some(flags::O_RDWR),
            "w" => Some(flags::O_TRUNC | flags::O_CREAT | flags::O_WRONLY),
            "w+" => Some(flags::O_TRUNC | flags::O_CREAT | flags::O_RDWR),
            "a" => Some(flags::O_APPEND | flags::O_CREAT | flags::O_WRONLY),
            "a+" => Some(flags::O_APPEND | flags::O_CREAT | flags::O_RDWR),
            _ => None,
        }
    } else {
        int_in(flags, f64::from(i32::MIN), f64::from(i32::MAX)).map(|n| n as i32)
    };
    let mode = args.get_or_undefined(2);
    let mode = if mode.is_undefined() {
        Some(0o666)
    } else {
        int_in(mode, 0.0, f64::from(i32::MAX)).map(|n| n as u32)
    };
    match (simple_path(args.get_or_undefined(0)), flags, mode) {
        (Some(path), Some(flags), Some(mode)) => {
            let r = fd_ops::open(&path, flags, mode).map(|fd| f64::from(fd.into_raw_fd()));
            sync_result(r, Shape::Sync, ctx, |n, _| Ok(JsValue::from(n)))
        }
        _ => slow("openSync", this, args, ctx),
    }
}

/// `readdirSync(path)`: names as strings.
pub(crate) fn readdir_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    match simple_path(args.get_or_undefined(0)) {
        Some(path) if args.get_or_undefined(1).is_undefined() => names_sync(&path, ctx),
        _ => slow("readdirSync", this, args, ctx),
    }
}

/// A path call taking no options: `unlinkSync`, `rmdirSync`, `mkdirSync`.
fn path_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
    slow_name: &str,
    work: fn(&CStr) -> Result<(), FsError>,
) -> JsResult<JsValue> {
    match simple_path(args.get_or_undefined(0)) {
        Some(path) if args.get_or_undefined(1).is_undefined() => {
            sync_result(work(&path), Shape::Sync, ctx, |(), _| {
                Ok(JsValue::undefined())
            })
        }
        _ => slow(slow_name, this, args, ctx),
    }
}

/// One path syscall returning 0 or -1 with errno, as an `FsError` named `syscall`.
fn path_call(path: &CStr, syscall: &'static str, r: Result<(), i32>) -> Result<(), FsError> {
    r.map_err(|e| sys(e, syscall, path))
}

pub(crate) fn unlink_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    path_sync(this, args, ctx, "unlinkSync", |p| {
        path_call(p, "unlink", crate::sys::unlink(p))
    })
}

pub(crate) fn rmdir_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    path_sync(this, args, ctx, "rmdirSync", |p| {
        path_call(p, "rmdir", crate::sys::rmdir(p))
    })
}

pub(crate) fn mkdir_sync(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    path_sync(this, args, ctx, "mkdirSync", dirs::mkdir_sync)
}

/// `renameSync(oldPath, newPath)` with two string paths.
pub(crate) fn rename_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let from = simple_path(args.get_or_undefined(0));
    let to = simple_path(args.get_or_undefined(1));
    match (from, to) {
        (Some(from), Some(to)) => {
            sync_result(dirs::rename_sync(&from, &to), Shape::Sync, ctx, |(), _| {
                Ok(JsValue::undefined())
            })
        }
        _ => slow("renameSync", this, args, ctx),
    }
}

/// `realpathSync(path)`: Node's component-by-component walk (`dirs::realpath_js`), without
/// the JS layers around it. The empty path keeps the JS version.
pub(crate) fn realpath_sync(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    if args.get_or_undefined(1).is_undefined() {
        if let Some(path) = simple_path(args.get_or_undefined(0)).filter(|p| !p.is_empty()) {
            let r = dirs::realpath_js(path.to_bytes());
            // Without a working directory the JS version throws process.cwd()'s error.
            if r.as_ref()
                .is_err_and(|e| e.as_sys().is_some_and(|s| s.syscall == "uv_cwd"))
            {
                return slow("realpathSync", this, args, ctx);
            }
            return sync_result(r, Shape::Sync, ctx, |out, ctx| {
                dirs::path_out_js((out, false), ctx)
            });
        }
    }
    slow("realpathSync", this, args, ctx)
}

/// An `fs.write` the entry answers: the bytes (with the part to write), where, and whom to
/// tell.
struct FdWrite {
    fd: i32,
    bytes: WriteBytes,
    /// `(offset, length)` inside `bytes`; `None` = all of them.
    range: Option<(usize, usize)>,
    position: Option<u64>,
    callback: JsFunction,
}

/// A string write's position as the JS version reads it: a Number is a position, anything
/// else but a function (an encoding name in its place, null) means the current one.
/// `None` for the shapes left to the JS version (functions, other numbers).
fn loose_position(v: &JsValue) -> Option<Option<u64>> {
    if v.is_string() {
        return Some(None);
    }
    position_of(v)
}

/// The `fs.write` argument shapes whose JS version cannot throw and goes straight to the
/// write job: `(fd, view, cb)`, `(fd, view, offset, length, position, cb)` with integers
/// in range, `(fd, string, cb)`, `(fd, string, position, cb)` and
/// `(fd, string, position, 'utf8', cb)` (strings written as UTF-8).
fn fd_write_of(args: &[JsValue], ctx: &mut Context) -> JsResult<Option<FdWrite>> {
    let (Some(fd), Some(callback)) = (
        fd_of(args.get_or_undefined(0)),
        args.last()
            .and_then(JsValue::as_object)
            .and_then(|o| JsFunction::from_object(o.clone())),
    ) else {
        return Ok(None);
    };
    let data = args.get_or_undefined(1);
    if let Some(s) = data.as_string() {
        let position = match args.len() {
            3 => Some(None),
            4 => loose_position(&args[2]),
            5 if is_utf8_name(&args[3]) => loose_position(&args[2]),
            _ => None,
        };
        return Ok(position.map(|position| FdWrite {
            fd,
            bytes: WriteBytes::Owned(s.to_std_string_lossy().into_bytes()),
            range: None,
            position,
            callback,
        }));
    }
    let (range, position) = match args.len() {
        3 => (None, None),
        6 => match (
            int_in(&args[2], 0.0, MAX_SAFE),
            int_in(&args[3], 0.0, f64::from(i32::MAX)),
            position_of(&args[4]),
        ) {
            (Some(offset), Some(length), Some(position)) => {
                (Some((offset as usize, length as usize)), position)
            }
            _ => return Ok(None),
        },
        _ => return Ok(None),
    };
    let Some((bytes, _pinned)) = pin_view(data, ctx)? else {
        return Ok(None);
    };
    // The view's own object keeps a pinned ArrayBuffer alive: it is echoed to the callback.
    let len = bytes.as_slice().len();
    let fits = match range {
        Some((offset, length)) => offset <= len && length <= len - offset,
        None => i32::try_from(len).is_ok(),
    };
    Ok(fits.then_some(FdWrite {
        fd,
        bytes,
        range,
        position,
        callback,
    }))
}

/// Runs `work` as one pool job for an fd call whose callback gets Node's `(err, count,
/// data)`: `data` is the caller's own argument, echoed back (and kept alive, with the memory
/// of a view being written, until the callback), and `count_of` turns the job's result into
/// the count on the JS thread.
fn submit_echo<T: Send + 'static>(
    ctx: &mut Context,
    what: &'static str,
    fd: i32,
    (callback, data): (JsFunction, JsValue),
    work: impl FnOnce() -> Result<T, FsError> + Send + 'static,
    count_of: fn(T, &JsValue, &mut Context) -> JsResult<f64>,
) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let id = g.next_id();
    g.echo_calls.borrow_mut().insert(id, (callback, data));
    let detail = g.trace_detail(|| format!("fd {fd}"));
    let job: Work = Box::new(move || {
        let r = work();
        Box::new(move |ctx: &mut Context| {
            let g = glue(ctx)?;
            let Some((cb, data)) = g.echo_calls.borrow_mut().remove(&id) else {
                return Ok(Ok(JsValue::undefined()));
            };
            let (err, n) = match r {
                Ok(v) => (JsValue::null(), count_of(v, &data, ctx)?),
                Err(e) => (error::to_js(&e, Shape::Async, ctx), 0.0),
            };
            cb.call(&JsValue::undefined(), &[err, JsValue::from(n), data], ctx)?;
            Ok(Ok(JsValue::undefined()))
        })
    });
    g.submit(ctx, FsWaiter::Internal, what, &detail, job);
    Ok(JsValue::undefined())
}

/// `fs.write(...)` with a callback: the shapes of [`fd_write_of`] go to the pool as one job
/// and the callback gets Node's `(err, bytesWritten, data)`; other calls go to the JS
/// version.
pub(crate) fn write_callback(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let Some(w) = fd_write_of(args, ctx)? else {
        return slow("write", this, args, ctx);
    };
    let FdWrite {
        fd,
        bytes,
        range,
        position,
        callback,
    } = w;
    let work = move || {
        let all = bytes.as_slice();
        let part = match range {
            // Checked against the bytes on the JS thread; `get` keeps it panic-free anyway.
            Some((offset, length)) => all.get(offset..offset + length).unwrap_or_default(),
            None => all,
        };
        fd_ops::write(fd, part, position)
    };
    let echo = (callback, args[1].clone());
    submit_echo(ctx, "write", fd, echo, work, |n, _, _| Ok(n as f64))
}

/// `fs.read(fd, view, offset, length, position, callback)` with integers in range (length
/// at least 1, position null/undefined or >= 0): one pool job reads into its own buffer,
/// copied into the view on the JS thread (a pool thread never touches JS memory); the
/// callback gets Node's `(err, bytesRead, view)`. Other calls go to the JS version.
pub(crate) fn read_callback(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    if let [fd, view, offset, length, position, callback] = args {
        if let (Some(fd), Some(offset), Some(length), Some(position), Some(callback)) = (
            fd_of(fd),
            int_in(offset, 0.0, MAX_SAFE),
            int_in(length, 1.0, f64::from(i32::MAX)),
            position_of(position),
            callback
                .as_object()
                .and_then(|o| JsFunction::from_object(o.clone())),
        ) {
            let (offset, length) = (offset as usize, length as usize);
            let fits = view_len(view, ctx)?
                .is_some_and(|len| offset.checked_add(length).is_some_and(|end| end <= len));
            if fits {
                let work = move || {
                    fd_ops::read_into(fd, Vec::new(), length, position).map(|b| (offset, b))
                };
                return submit_echo(ctx, "read", fd, (callback, view.clone()), work, read_count);
            }
        }
    }
    slow("read", this, args, ctx)
}

/// Copies a finished read into the caller's view: the bytes that fit are the count.
fn read_count((at, bytes): (usize, Vec<u8>), view: &JsValue, ctx: &mut Context) -> JsResult<f64> {
    let n = match view.as_object() {
        Some(obj) => copy_into_view(&obj, at, &bytes, ctx)?,
        None => 0,
    };
    Ok(n as f64)
}
