//! Directory, name and link entries of `internalBinding('fs')`: mkdir, mkdtemp, readdir
//! (flat and recursive), the `Dir` handle table behind `fs.opendir`, rm, rename, link,
//! symlink, readlink, realpath and copyFile. Each decodes its arguments, runs the
//! engine-free operation of `crate::jobs::dirs` inline (Sync) or as ONE pool task
//! (callback/promise) through [`super::dispatch`], and converts the result.
//!
//! Names come back as strings (UTF-8, lossy like Node's decoder) or, when `asBuffer` is set,
//! as Buffers holding the raw bytes; js-lib decodes other encodings from the Buffers.

use std::collections::HashMap;
use std::ffi::CStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, JsArgs, JsNativeError, JsResult, JsString, JsValue, NativeFunction};

use super::view::{make_buffer, path_arg};
use super::{dispatch, glue, req_of, undefined_js, Req};
use crate::jobs::dirs::{self as job, Listing};
use crate::sys::DirStream;
use crate::{AlignedVec, FsError};

fn show(p: &[u8]) -> String {
    format!("'{}'", String::from_utf8_lossy(p))
}

// ---------------------------------------------------------------------------------------
// JS conversions

fn bytes_js(b: &[u8], as_buffer: bool, ctx: &mut Context) -> JsResult<JsValue> {
    if as_buffer {
        let mut block = AlignedVec::<u8>::new(64);
        block.extend_from_slice(b);
        make_buffer(block, ctx)
    } else {
        Ok(JsString::from(String::from_utf8_lossy(b).as_ref()).into())
    }
}

fn names_js(names: &[Vec<u8>], as_buffer: bool, ctx: &mut Context) -> JsResult<JsValue> {
    let mut vals = Vec::with_capacity(names.len());
    for n in names {
        vals.push(bytes_js(n, as_buffer, ctx)?);
    }
    Ok(JsArray::from_iter(vals, ctx).into())
}

fn types_js(types: &[i32], ctx: &mut Context) -> JsValue {
    JsArray::from_iter(types.iter().map(|&t| JsValue::from(t)), ctx).into()
}

/// One path result with its encoding flag.
type PathOut = (Vec<u8>, bool);

pub(crate) fn path_out_js((b, as_buffer): PathOut, ctx: &mut Context) -> JsResult<JsValue> {
    bytes_js(&b, as_buffer, ctx)
}

fn opt_path_out_js(v: Option<PathOut>, ctx: &mut Context) -> JsResult<JsValue> {
    match v {
        Some(p) => path_out_js(p, ctx),
        None => Ok(JsValue::undefined()),
    }
}

/// What a listing's name strings and array slots weigh against the collector's external
/// budget (`Glue::account_external`). Boa's collector counts neither, so without this a
/// loop of big listings piled up dead names between collections (2,000-entry recursive
/// listings: 140 MB peak RSS against Node 26.10's 51). They count 4x their size: the budget
/// is sized for file Buffers, which are freed whole, while names are thousands of small
/// allocations that keep their allocator pages resident.
fn listing_bytes(names: &[Vec<u8>]) -> usize {
    names.iter().map(|n| (n.len() + 48) * 4).sum()
}

fn listing_js((l, as_buffer): (Listing, bool), ctx: &mut Context) -> JsResult<JsValue> {
    glue(ctx)?.account_external(listing_bytes(&l.names));
    let names = names_js(&l.names, as_buffer, ctx)?;
    let Some(types) = l.types else {
        return Ok(names);
    };
    let types = types_js(&types, ctx);
    let mut parts = vec![names, types];
    if let Some(groups) = l.groups {
        let mut dirs = Vec::with_capacity(groups.len());
        let mut counts = Vec::with_capacity(groups.len());
        for (d, n) in groups {
            dirs.push(bytes_js(&d, as_buffer, ctx)?);
            counts.push(JsValue::from(n as f64));
        }
        parts.push(JsArray::from_iter(dirs, ctx).into());
        parts.push(JsArray::from_iter(counts, ctx).into());
    }
    Ok(JsArray::from_iter(parts, ctx).into())
}

// ---------------------------------------------------------------------------------------
// mkdir / mkdtemp

/// `mkdir(path, mode, recursive, req)` → first created path (recursive) or undefined.
fn mkdir(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let mode = args.get_or_undefined(1).to_u32(ctx)?;
    let recursive = args.get_or_undefined(2).to_boolean();
    let req = req_of(args.get_or_undefined(3), &g);
    let detail = g.trace_detail(|| show(path.to_bytes()));
    dispatch(
        ctx,
        req,
        "mkdir",
        &detail,
        move || {
            if recursive {
                job::mkdir_recursive(&path, mode).map(|o| o.map(|p| (p, false)))
            } else {
                job::mkdir_plain(&path, mode).map(|()| None)
            }
        },
        opt_path_out_js,
    )
}

/// `mkdirSync(path)` (mode 0o777, not recursive) for the native entry.
pub(crate) fn mkdir_sync(path: &CStr) -> Result<(), FsError> {
    job::mkdir_plain(path, 0o777)
}

/// `mkdtemp(prefix, asBuffer, req)`.
fn mkdtemp(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let prefix = path_arg(args.get_or_undefined(0), ctx)?;
    let as_buffer = args.get_or_undefined(1).to_boolean();
    let req = req_of(args.get_or_undefined(2), &g);
    let detail = g.trace_detail(|| show(prefix.to_bytes()));
    dispatch(
        ctx,
        req,
        "mkdtemp",
        &detail,
        move || job::mkdtemp(&prefix).map(|p| (p, as_buffer)),
        path_out_js,
    )
}

// ---------------------------------------------------------------------------------------
// readdir

/// `readdir(path, asBuffer, withTypes, recursive, req)` → names, `[names, types]`, or for a
/// recursive listing with types `[names, types, dirs, counts]`.
fn readdir(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let as_buffer = args.get_or_undefined(1).to_boolean();
    let with_types = args.get_or_undefined(2).to_boolean();
    let recursive = args.get_or_undefined(3).to_boolean();
    let req = req_of(args.get_or_undefined(4), &g);
    let detail = g.trace_detail(|| show(path.to_bytes()));
    dispatch(
        ctx,
        req,
        "scandir",
        &detail,
        move || {
            let base = path.to_bytes();
            let listing = if recursive {
                job::walk(base, with_types)?
            } else {
                job::flat_listing(base, with_types)?
            };
            Ok((listing, as_buffer))
        },
        listing_js,
    )
}

/// `readdirSync(path)` for the native entry: the names as strings, in scandir order.
pub(crate) fn names_sync(path: &CStr, ctx: &mut Context) -> JsResult<JsValue> {
    match job::flat_listing(path.to_bytes(), false) {
        Ok(listing) => listing_js((listing, false), ctx),
        Err(e) => Err(super::error::throw(&e, super::error::Shape::Sync, ctx)),
    }
}

/// How many own properties a `Dirent` has: `name`, `parentPath` and the type symbol.
pub(crate) const DIRENT_KEYS: usize = 3;

fn array_arg(v: &JsValue, what: &str) -> JsResult<JsArray> {
    v.as_object()
        .and_then(|o| JsArray::from_object(o.clone()).ok())
        .ok_or_else(|| {
            JsNativeError::typ()
                .with_message(format!("{what} must be an array"))
                .into()
        })
}

/// `dirents(names, types, parents, counts)` → an array of `Dirent`s, the first `counts[0]`
/// with `parents[0]` as their `parentPath`, the next `counts[1]` with `parents[1]`, and so
/// on. Built here along the shape js-lib registered (`setup`'s `direntPrototype` and
/// `direntKeys`): Boa 0.22 runs `new Dirent(name, type, path)` at ~3 µs a call, which made
/// `readdir(withFileTypes)` of 2,000 entries 7x slower than Node 26.10. The objects are the
/// constructor's: same prototype, keys in the same order, writable, enumerable,
/// configurable.
fn dirents(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some((proto, keys)) = glue(ctx)?.dirent_shape.borrow().clone() else {
        return Err(JsNativeError::error()
            .with_message("Dirent shape not registered")
            .into());
    };
    let names = array_arg(args.get_or_undefined(0), "names")?;
    let types = array_arg(args.get_or_undefined(1), "types")?;
    let parents = array_arg(args.get_or_undefined(2), "parents")?;
    let counts = array_arg(args.get_or_undefined(3), "counts")?;
    let total = names.length(ctx)?;
    let mut out = Vec::with_capacity(usize::try_from(total).unwrap_or(0));
    let mut i = 0;
    for g in 0..parents.length(ctx)? {
        let parent = parents.get(g, ctx)?;
        let end = total.min(i + u64::from(counts.get(g, ctx)?.to_u32(ctx)?));
        while i < end {
            let values = [names.get(i, ctx)?, parent.clone(), types.get(i, ctx)?];
            out.push(super::object_with_shape(ctx, proto.clone(), &keys, values).into());
            i += 1;
        }
    }
    Ok(JsArray::from_iter(out, ctx).into())
}

// ---------------------------------------------------------------------------------------
// Dir handles (fs.opendir)

/// Open directory streams by handle id. Only one operation uses a stream at a time
/// (js-lib's Dir refuses concurrent ones): it is taken out of the table while a pool task
/// works on it.
fn dir_table() -> &'static Mutex<HashMap<u64, DirStream>> {
    static TABLE: std::sync::OnceLock<Mutex<HashMap<u64, DirStream>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| Mutex::new(HashMap::new()))
}

static NEXT_DIR: AtomicU64 = AtomicU64::new(1);

fn take_dir(id: u64, syscall: &'static str) -> Result<DirStream, FsError> {
    dir_table()
        .lock()
        .map_err(|_| FsError::os(libc::EIO, syscall))?
        .remove(&id)
        .ok_or_else(|| FsError::os(libc::EBADF, syscall))
}

fn put_dir(id: u64, d: DirStream) {
    if let Ok(mut t) = dir_table().lock() {
        t.insert(id, d);
    }
}

/// `opendir(path, req)` → a handle id.
fn opendir(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let req = req_of(args.get_or_undefined(1), &g);
    let detail = g.trace_detail(|| show(path.to_bytes()));
    dispatch(
        ctx,
        req,
        "opendir",
        &detail,
        move || {
            let d = job::open_dir(&path)?;
            let id = NEXT_DIR.fetch_add(1, Ordering::Relaxed);
            put_dir(id, d);
            Ok(id as f64)
        },
        |n, _| Ok(JsValue::from(n)),
    )
}

type Batch = (Vec<(Vec<u8>, i32)>, bool);

fn batch_js((entries, as_buffer): Batch, ctx: &mut Context) -> JsResult<JsValue> {
    if entries.is_empty() {
        return Ok(JsValue::null());
    }
    let (names, types): (Vec<_>, Vec<_>) = entries.into_iter().unzip();
    let names = names_js(&names, as_buffer, ctx)?;
    let types = types_js(&types, ctx);
    Ok(JsArray::from_iter([names, types], ctx).into())
}

/// `dirRead(id, count, asBuffer, req)` → `[names, types]`, or null at the end.
fn dir_read(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let id = args.get_or_undefined(0).to_number(ctx)? as u64;
    let count = args.get_or_undefined(1).to_number(ctx)?;
    let count = if count.is_finite() && count >= 1.0 {
        count.min(1e6) as usize
    } else {
        1
    };
    let as_buffer = args.get_or_undefined(2).to_boolean();
    let req = req_of(args.get_or_undefined(3), &g);
    dispatch(
        ctx,
        req,
        "readdir",
        &id,
        move || {
            let mut d = take_dir(id, "scandir")?;
            let r = job::read_dir_batch(&mut d, count);
            put_dir(id, d);
            r.map(|e| (e, as_buffer))
        },
        batch_js,
    )
}

/// `dirClose(id, req)`.
fn dir_close(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let id = args.get_or_undefined(0).to_number(ctx)? as u64;
    let req = req_of(args.get_or_undefined(1), &g);
    dispatch(
        ctx,
        req,
        "closedir",
        &id,
        move || job::close_dir(take_dir(id, "closedir")?),
        undefined_js,
    )
}

// ---------------------------------------------------------------------------------------
// rm

/// `rm(path, recursive, force, maxRetries, retryDelay, req)` → true when refused because
/// the path is a directory and `recursive` is off (js-lib turns that into ERR_FS_EISDIR).
fn rm(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let recursive = args.get_or_undefined(1).to_boolean();
    let force = args.get_or_undefined(2).to_boolean();
    let retries = args.get_or_undefined(3).to_u32(ctx)?;
    let delay = args.get_or_undefined(4).to_number(ctx)?;
    let delay = if delay.is_finite() && delay > 0.0 {
        delay
    } else {
        0.0
    };
    let req = req_of(args.get_or_undefined(5), &g);
    let sync = matches!(req, Req::Sync);
    let detail = g.trace_detail(|| show(path.to_bytes()));
    dispatch(
        ctx,
        req,
        "rm",
        &detail,
        move || job::rm(&path, recursive, force, retries, delay, sync),
        |refused, _| Ok(JsValue::from(refused)),
    )
}

// ---------------------------------------------------------------------------------------
// names and links

fn two_paths(
    args: &[JsValue],
    ctx: &mut Context,
    syscall: &'static str,
    f: fn(&CStr, &CStr) -> Result<(), FsError>,
) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let from = path_arg(args.get_or_undefined(0), ctx)?;
    let to = path_arg(args.get_or_undefined(1), ctx)?;
    let req = req_of(args.get_or_undefined(2), &g);
    let detail = g.trace_detail(|| format!("{} -> {}", show(from.to_bytes()), show(to.to_bytes())));
    dispatch(
        ctx,
        req,
        syscall,
        &detail,
        move || f(&from, &to),
        undefined_js,
    )
}

/// `renameSync(from, to)` for the native entry.
pub(crate) fn rename_sync(from: &CStr, to: &CStr) -> Result<(), FsError> {
    job::rename(from, to)
}

/// `rename(from, to, req)`.
fn rename(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    two_paths(args, ctx, "rename", job::rename)
}

/// `link(existing, new, req)`.
fn link(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    two_paths(args, ctx, "link", job::link)
}

/// `symlink(target, path, req)`.
fn symlink(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    two_paths(args, ctx, "symlink", job::symlink)
}

/// `readlink(path, asBuffer, req)`.
fn readlink(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let as_buffer = args.get_or_undefined(1).to_boolean();
    let req = req_of(args.get_or_undefined(2), &g);
    let detail = g.trace_detail(|| show(path.to_bytes()));
    dispatch(
        ctx,
        req,
        "readlink",
        &detail,
        move || job::readlink(&path).map(|t| (t, as_buffer)),
        path_out_js,
    )
}

// ---------------------------------------------------------------------------------------
// realpath

/// Node's JS-level realpath walk (the native `realpathSync` entry uses it too).
pub(crate) fn realpath_js(input: &[u8]) -> Result<Vec<u8>, FsError> {
    job::realpath_js(input)
}

/// `realpath(path, native, asBuffer, req)`.
fn realpath(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let path = path_arg(args.get_or_undefined(0), ctx)?;
    let native = args.get_or_undefined(1).to_boolean();
    let as_buffer = args.get_or_undefined(2).to_boolean();
    let req = req_of(args.get_or_undefined(3), &g);
    let detail = g.trace_detail(|| show(path.to_bytes()));
    dispatch(
        ctx,
        req,
        "realpath",
        &detail,
        move || {
            let out = if native {
                job::realpath_native(&path)?
            } else {
                job::realpath_js(path.to_bytes())?
            };
            Ok((out, as_buffer))
        },
        path_out_js,
    )
}

// ---------------------------------------------------------------------------------------
// copyFile

/// `copyFile(src, dest, mode, req)`.
fn copy_file_js(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let src = path_arg(args.get_or_undefined(0), ctx)?;
    let dest = path_arg(args.get_or_undefined(1), ctx)?;
    let flags = args.get_or_undefined(2).to_i32(ctx)?;
    let req = req_of(args.get_or_undefined(3), &g);
    let detail =
        g.trace_detail(|| format!("{} -> {}", show(src.to_bytes()), show(dest.to_bytes())));
    dispatch(
        ctx,
        req,
        "copyfile",
        &detail,
        move || job::copy_file(&src, &dest, flags),
        undefined_js,
    )
}

// ---------------------------------------------------------------------------------------
pub(crate) fn functions() -> Vec<(&'static str, usize, NativeFunction)> {
    vec![
        ("mkdir", 4, NativeFunction::from_fn_ptr(mkdir)),
        ("mkdtemp", 3, NativeFunction::from_fn_ptr(mkdtemp)),
        ("readdir", 5, NativeFunction::from_fn_ptr(readdir)),
        ("dirents", 4, NativeFunction::from_fn_ptr(dirents)),
        ("opendir", 2, NativeFunction::from_fn_ptr(opendir)),
        ("dirRead", 4, NativeFunction::from_fn_ptr(dir_read)),
        ("dirClose", 2, NativeFunction::from_fn_ptr(dir_close)),
        ("rm", 6, NativeFunction::from_fn_ptr(rm)),
        ("rename", 3, NativeFunction::from_fn_ptr(rename)),
        ("link", 3, NativeFunction::from_fn_ptr(link)),
        ("symlink", 3, NativeFunction::from_fn_ptr(symlink)),
        ("readlink", 3, NativeFunction::from_fn_ptr(readlink)),
        ("realpath", 4, NativeFunction::from_fn_ptr(realpath)),
        ("copyFile", 4, NativeFunction::from_fn_ptr(copy_file_js)),
    ]
}
