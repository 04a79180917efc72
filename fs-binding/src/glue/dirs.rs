//! Directory, name and link primitives of `internalBinding('fs')`: mkdir, mkdtemp, readdir
//! (flat and recursive), the native `Dir` handle behind `fs.opendir`, rm, rename, link,
//! symlink, readlink, realpath (both Node's JS-level algorithm and the native one) and
//! copyFile. Like [`super::ops`], every primitive takes `req` last and runs inline (Sync) or
//! as ONE pool task (callback/promise) through [`super::dispatch`].
//!
//! Why whole operations are native: a recursive readdir, an `rm -r` or a realpath walk are
//! many syscalls each; doing them in one task costs one pool hand-off and no per-entry JS.
//!
//! Names come back as strings (UTF-8, lossy like Node's decoder) or, when `asBuffer` is set,
//! as Buffers holding the raw bytes; js-lib decodes other encodings from the Buffers.

use std::collections::{HashMap, HashSet, VecDeque};
use std::ffi::{CStr, CString, OsStr};
use std::mem::MaybeUninit;
use std::os::unix::ffi::OsStrExt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, JsArgs, JsNativeError, JsResult, JsString, JsValue, NativeFunction};

use super::view::{make_buffer, path_arg};
use super::{dispatch, glue, req_of, undefined_js};
use crate::last_errno;
use crate::{AlignedVec, FsError, SysError};

// libuv dirent types, as Node's `UV_DIRENT_*` constants.
const UV_DIRENT_UNKNOWN: i32 = 0;
const UV_DIRENT_FILE: i32 = 1;
const UV_DIRENT_DIR: i32 = 2;
const UV_DIRENT_LINK: i32 = 3;
const UV_DIRENT_FIFO: i32 = 4;
const UV_DIRENT_SOCKET: i32 = 5;
const UV_DIRENT_CHAR: i32 = 6;
const UV_DIRENT_BLOCK: i32 = 7;

fn sys_at(errno: i32, syscall: &'static str, path: &[u8]) -> FsError {
    FsError::Sys(SysError::from_os(errno, syscall).with_path(path))
}

fn sys2(errno: i32, syscall: &'static str, path: &[u8], dest: &[u8]) -> FsError {
    FsError::Sys(
        SysError::from_os(errno, syscall)
            .with_path(path)
            .with_dest(dest),
    )
}

fn io_errno(e: &std::io::Error) -> i32 {
    e.raw_os_error().unwrap_or(libc::EIO)
}

fn show(p: &[u8]) -> String {
    format!("'{}'", String::from_utf8_lossy(p))
}

fn cstr(bytes: &[u8], syscall: &'static str) -> Result<CString, FsError> {
    CString::new(bytes).map_err(|_| sys_at(libc::EINVAL, syscall, bytes))
}

/// Joins a directory and a name with exactly one `/`.
fn join(dir: &[u8], name: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(dir.len() + name.len() + 1);
    out.extend_from_slice(dir);
    if !dir.is_empty() && out.last() != Some(&b'/') {
        out.push(b'/');
    }
    out.extend_from_slice(name);
    out
}

/// `st_mode` of `path` (following links or not), or the OS errno.
fn mode_of(path: &CStr, follow: bool) -> Result<u32, i32> {
    let mut st = MaybeUninit::<libc::stat>::zeroed();
    // SAFETY: NUL-terminated path, valid out-pointer.
    let rc = unsafe {
        if follow {
            libc::stat(path.as_ptr(), st.as_mut_ptr())
        } else {
            libc::lstat(path.as_ptr(), st.as_mut_ptr())
        }
    };
    if rc == 0 {
        // SAFETY: the call succeeded and filled the struct.
        Ok(unsafe { st.assume_init() }.st_mode)
    } else {
        Err(last_errno())
    }
}

fn is_dir_mode(mode: u32) -> bool {
    mode & libc::S_IFMT == libc::S_IFDIR
}

fn type_of_mode(mode: u32) -> i32 {
    match mode & libc::S_IFMT {
        libc::S_IFREG => UV_DIRENT_FILE,
        libc::S_IFDIR => UV_DIRENT_DIR,
        libc::S_IFLNK => UV_DIRENT_LINK,
        libc::S_IFIFO => UV_DIRENT_FIFO,
        libc::S_IFSOCK => UV_DIRENT_SOCKET,
        libc::S_IFCHR => UV_DIRENT_CHAR,
        libc::S_IFBLK => UV_DIRENT_BLOCK,
        _ => UV_DIRENT_UNKNOWN,
    }
}

fn type_of_d_type(t: u8) -> i32 {
    match t {
        libc::DT_REG => UV_DIRENT_FILE,
        libc::DT_DIR => UV_DIRENT_DIR,
        libc::DT_LNK => UV_DIRENT_LINK,
        libc::DT_FIFO => UV_DIRENT_FIFO,
        libc::DT_SOCK => UV_DIRENT_SOCKET,
        libc::DT_CHR => UV_DIRENT_CHAR,
        libc::DT_BLK => UV_DIRENT_BLOCK,
        _ => UV_DIRENT_UNKNOWN,
    }
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

// ---------------------------------------------------------------------------------------
// mkdir / mkdtemp

fn mkdir_one(path: &CStr, mode: u32) -> Result<(), i32> {
    crate::sys::mkdir(path, mode)
}

/// `mkdir -p`; returns the first directory created, if any (Node's return value).
fn mkdir_recursive(path: &CStr, mode: u32) -> Result<Option<Vec<u8>>, FsError> {
    let bytes = path.to_bytes();
    match mkdir_one(path, mode) {
        Ok(()) => return Ok(Some(bytes.to_vec())),
        Err(libc::EEXIST) => {
            return match mode_of(path, true) {
                Ok(m) if is_dir_mode(m) => Ok(None),
                _ => Err(sys_at(libc::EEXIST, "mkdir", bytes)),
            }
        }
        Err(libc::ENOENT) => {}
        Err(e) => return Err(sys_at(e, "mkdir", bytes)),
    }
    let trimmed = {
        let mut end = bytes.len();
        while end > 1 && bytes[end - 1] == b'/' {
            end -= 1;
        }
        &bytes[..end]
    };
    let parent = match trimmed.iter().rposition(|&b| b == b'/') {
        Some(0) => b"/".to_vec(),
        Some(i) => trimmed[..i].to_vec(),
        None => return Err(sys_at(libc::ENOENT, "mkdir", bytes)),
    };
    let parent_c = cstr(&parent, "mkdir")?;
    let first = mkdir_recursive(&parent_c, mode).map_err(|e| match e {
        // A file in the way shows as ENOTDIR on the full path, as in Node.
        FsError::Sys(s) if s.errno == -libc::EEXIST || s.errno == -libc::ENOTDIR => {
            sys_at(libc::ENOTDIR, "mkdir", bytes)
        }
        FsError::Sys(s) => FsError::Sys(SysError {
            path: Some(bytes.to_vec()),
            ..s
        }),
        other => other,
    })?;
    match mkdir_one(path, mode) {
        Ok(()) => Ok(first.or_else(|| Some(bytes.to_vec()))),
        Err(libc::EEXIST) => Ok(first),
        Err(e) => Err(sys_at(e, "mkdir", bytes)),
    }
}

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
                mkdir_recursive(&path, mode).map(|o| o.map(|p| (p, false)))
            } else {
                mkdir_plain(&path, mode).map(|()| None)
            }
        },
        opt_path_out_js,
    )
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
        move || {
            let mut template = prefix.to_bytes().to_vec();
            template.extend_from_slice(b"XXXXXX");
            let shown = template.clone();
            template.push(0);
            // SAFETY: `template` is a writable NUL-terminated buffer ending in XXXXXX.
            let r = unsafe { libc::mkdtemp(template.as_mut_ptr().cast()) };
            if r.is_null() {
                return Err(sys_at(last_errno(), "mkdtemp", &shown));
            }
            template.pop();
            Ok((template, as_buffer))
        },
        path_out_js,
    )
}

// ---------------------------------------------------------------------------------------
// readdir

/// One directory's entries in libuv's scandir order (byte-wise sorted).
fn scan(path: &[u8], with_types: bool) -> Result<Vec<(Vec<u8>, i32)>, FsError> {
    let rd = std::fs::read_dir(OsStr::from_bytes(path))
        .map_err(|e| sys_at(io_errno(&e), "scandir", path))?;
    let mut out = Vec::new();
    for entry in rd {
        let entry = entry.map_err(|e| sys_at(io_errno(&e), "scandir", path))?;
        // std resolves DT_UNKNOWN with an lstat, as Node's getDirent does.
        let t = if with_types {
            entry.file_type().map_or(UV_DIRENT_UNKNOWN, |ft| {
                use std::os::unix::fs::FileTypeExt;
                if ft.is_file() {
                    UV_DIRENT_FILE
                } else if ft.is_dir() {
                    UV_DIRENT_DIR
                } else if ft.is_symlink() {
                    UV_DIRENT_LINK
                } else if ft.is_fifo() {
                    UV_DIRENT_FIFO
                } else if ft.is_socket() {
                    UV_DIRENT_SOCKET
                } else if ft.is_char_device() {
                    UV_DIRENT_CHAR
                } else if ft.is_block_device() {
                    UV_DIRENT_BLOCK
                } else {
                    UV_DIRENT_UNKNOWN
                }
            })
        } else {
            UV_DIRENT_UNKNOWN
        };
        out.push((entry.file_name().as_bytes().to_vec(), t));
    }
    out.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}

/// A listing: names, their types (when asked), and for a recursive listing with types the
/// directories (relative to the base; `""` = the base) with how many entries each holds.
struct Listing {
    names: Vec<Vec<u8>>,
    types: Option<Vec<i32>>,
    groups: Option<Vec<(Vec<u8>, usize)>>,
    as_buffer: bool,
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

fn listing_js(l: Listing, ctx: &mut Context) -> JsResult<JsValue> {
    glue(ctx)?.account_external(listing_bytes(&l.names));
    let names = names_js(&l.names, l.as_buffer, ctx)?;
    let Some(types) = l.types else {
        return Ok(names);
    };
    let types = types_js(&types, ctx);
    let mut parts = vec![names, types];
    if let Some(groups) = l.groups {
        let mut dirs = Vec::with_capacity(groups.len());
        let mut counts = Vec::with_capacity(groups.len());
        for (d, n) in groups {
            dirs.push(bytes_js(&d, l.as_buffer, ctx)?);
            counts.push(JsValue::from(n as f64));
        }
        parts.push(JsArray::from_iter(dirs, ctx).into());
        parts.push(JsArray::from_iter(counts, ctx).into());
    }
    Ok(JsArray::from_iter(parts, ctx).into())
}

/// Whether a walk descends into the entry: directories, and links (or unknown types) that
/// `stat` says are directories. Stat failures (dangling links, ELOOP) just mean "no", so a
/// link cycle ends where the kernel's link limit does, as in Node.
fn descend(full: &[u8], t: i32) -> bool {
    match t {
        UV_DIRENT_DIR => true,
        UV_DIRENT_LINK | UV_DIRENT_UNKNOWN => CString::new(full)
            .ok()
            .and_then(|c| mode_of(&c, true).ok())
            .is_some_and(is_dir_mode),
        _ => false,
    }
}

/// Node's recursive readdir: breadth-first over a queue of directories, each listed in
/// scandir order; without types the results are paths relative to `base`.
fn walk(base: &[u8], with_types: bool, as_buffer: bool) -> Result<Listing, FsError> {
    let mut names = Vec::new();
    let mut types = Vec::new();
    let mut groups = Vec::new();
    let mut queue: VecDeque<Vec<u8>> = VecDeque::from([Vec::new()]);
    while let Some(rel) = queue.pop_front() {
        let dir = if rel.is_empty() {
            base.to_vec()
        } else {
            join(base, &rel)
        };
        // Types are always needed to know where to descend.
        let entries = scan(&dir, true)?;
        if with_types {
            groups.push((rel.clone(), entries.len()));
        }
        for (name, t) in entries {
            let child = if rel.is_empty() {
                name.clone()
            } else {
                join(&rel, &name)
            };
            if descend(&join(&dir, &name), t) {
                queue.push_back(child.clone());
            }
            if with_types {
                names.push(name);
                types.push(t);
            } else {
                names.push(child);
            }
        }
    }
    Ok(Listing {
        names,
        types: with_types.then_some(types),
        groups: with_types.then_some(groups),
        as_buffer,
    })
}

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
            if recursive {
                return walk(base, with_types, as_buffer);
            }
            flat_listing(base, with_types, as_buffer)
        },
        listing_js,
    )
}

/// One directory's listing (no recursion).
fn flat_listing(path: &[u8], with_types: bool, as_buffer: bool) -> Result<Listing, FsError> {
    let (names, types): (Vec<_>, Vec<_>) = scan(path, with_types)?.into_iter().unzip();
    Ok(Listing {
        names,
        types: with_types.then_some(types),
        groups: None,
        as_buffer,
    })
}

/// `readdirSync(path)` for the native entry: the names as strings, in scandir order.
pub(crate) fn names_sync(path: &CStr, ctx: &mut Context) -> JsResult<JsValue> {
    match flat_listing(path.to_bytes(), false, false) {
        Ok(listing) => listing_js(listing, ctx),
        Err(e) => Err(super::error::throw(&e, super::error::Shape::Sync, ctx)),
    }
}

/// One `mkdir`, failing with a system error named `mkdir`.
fn mkdir_plain(path: &CStr, mode: u32) -> Result<(), FsError> {
    mkdir_one(path, mode).map_err(|e| sys_at(e, "mkdir", path.to_bytes()))
}

/// `mkdirSync(path)` (mode 0o777, not recursive) for the native entry.
pub(crate) fn mkdir_sync(path: &CStr) -> Result<(), FsError> {
    mkdir_plain(path, 0o777)
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

/// An open `DIR*`. Only one operation uses it at a time (js-lib's Dir refuses concurrent
/// ones), and it is taken out of the table while a pool task works on it.
struct DirPtr(*mut libc::DIR);

// SAFETY: a DIR stream may be used from any thread as long as one thread at a time does;
// the table hands it to exactly one task.
unsafe impl Send for DirPtr {}

impl Drop for DirPtr {
    fn drop(&mut self) {
        // SAFETY: the pointer came from opendir and is closed exactly once, here.
        unsafe { libc::closedir(self.0) };
    }
}

fn dir_table() -> &'static Mutex<HashMap<u64, DirPtr>> {
    static TABLE: std::sync::OnceLock<Mutex<HashMap<u64, DirPtr>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| Mutex::new(HashMap::new()))
}

static NEXT_DIR: AtomicU64 = AtomicU64::new(1);

fn take_dir(id: u64, syscall: &'static str) -> Result<DirPtr, FsError> {
    dir_table()
        .lock()
        .map_err(|_| FsError::os(libc::EIO, syscall))?
        .remove(&id)
        .ok_or_else(|| FsError::os(libc::EBADF, syscall))
}

fn put_dir(id: u64, d: DirPtr) {
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
            // SAFETY: NUL-terminated path.
            let d = unsafe { libc::opendir(path.as_ptr()) };
            if d.is_null() {
                // Node's opendir errors carry no path.
                return Err(FsError::os(last_errno(), "opendir"));
            }
            let id = NEXT_DIR.fetch_add(1, Ordering::Relaxed);
            put_dir(id, DirPtr(d));
            Ok(id as f64)
        },
        |n, _| Ok(JsValue::from(n)),
    )
}

/// Up to `n` entries of a DIR stream (no `.`/`..`), types resolved with `fstatat` when the
/// file system does not report them. Empty = end of directory.
fn read_batch(d: &DirPtr, n: usize) -> Result<Vec<(Vec<u8>, i32)>, FsError> {
    let mut out = Vec::new();
    while out.len() < n {
        // readdir signals errors only through errno.
        // SAFETY: errno is thread-local; writing it is always allowed.
        unsafe { *libc::__errno_location() = 0 };
        // SAFETY: `d.0` is a live DIR stream owned by this task.
        let ent = unsafe { libc::readdir64(d.0) };
        if ent.is_null() {
            let e = last_errno();
            if e != 0 {
                return Err(FsError::os(e, "scandir"));
            }
            break;
        }
        // SAFETY: readdir returned a valid entry whose d_name is NUL-terminated.
        let (name, d_type) = unsafe {
            let ent = &*ent;
            (CStr::from_ptr(ent.d_name.as_ptr()), ent.d_type)
        };
        let bytes = name.to_bytes();
        if bytes == b"." || bytes == b".." {
            continue;
        }
        let mut t = type_of_d_type(d_type);
        if t == UV_DIRENT_UNKNOWN {
            let mut st = MaybeUninit::<libc::stat>::zeroed();
            // SAFETY: valid dir fd, NUL-terminated name, valid out-pointer.
            let rc = unsafe {
                libc::fstatat(
                    libc::dirfd(d.0),
                    name.as_ptr(),
                    st.as_mut_ptr(),
                    libc::AT_SYMLINK_NOFOLLOW,
                )
            };
            if rc == 0 {
                // SAFETY: fstatat succeeded.
                t = type_of_mode(unsafe { st.assume_init() }.st_mode);
            }
        }
        out.push((bytes.to_vec(), t));
    }
    Ok(out)
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
            let d = take_dir(id, "scandir")?;
            let r = read_batch(&d, count);
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
        move || {
            let d = take_dir(id, "closedir")?;
            let raw = d.0;
            std::mem::forget(d);
            // SAFETY: `raw` came from opendir and is closed once (the DirPtr was forgotten).
            if unsafe { libc::closedir(raw) } == 0 {
                Ok(())
            } else {
                Err(FsError::os(last_errno(), "closedir"))
            }
        },
        undefined_js,
    )
}

// ---------------------------------------------------------------------------------------
// rm

fn remove_tree(path: &[u8]) -> Result<(), FsError> {
    let c = cstr(path, "rm")?;
    let mode = mode_of(&c, false).map_err(|e| sys_at(e, "lstat", path))?;
    if is_dir_mode(mode) {
        for (name, _) in scan(path, false)? {
            remove_tree(&join(path, &name))?;
        }
        crate::sys::rmdir(&c).map_err(|e| sys_at(e, "rmdir", path))?;
    } else {
        crate::sys::unlink(&c).map_err(|e| sys_at(e, "unlink", path))?;
    }
    Ok(())
}

/// Node retries these (they can be transient on busy or slow file systems).
fn retryable(e: &FsError) -> bool {
    e.as_sys().is_some_and(|s| {
        [
            libc::EBUSY,
            libc::EMFILE,
            libc::ENFILE,
            libc::ENOTEMPTY,
            libc::EPERM,
        ]
        .iter()
        .any(|&n| s.errno == -n)
    })
}

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
    let detail = g.trace_detail(|| show(path.to_bytes()));
    dispatch(
        ctx,
        req,
        "rm",
        &detail,
        move || {
            let bytes = path.to_bytes();
            match mode_of(&path, false) {
                Err(libc::ENOENT) if force => return Ok(false),
                Err(e) => return Err(sys_at(e, "lstat", bytes)),
                Ok(m) if is_dir_mode(m) && !recursive => return Ok(true),
                Ok(_) => {}
            }
            let mut attempt = 0;
            loop {
                match remove_tree(bytes) {
                    Ok(()) => return Ok(false),
                    // Gone meanwhile (a concurrent rm): done when forced.
                    Err(FsError::Sys(s)) if force && s.errno == -libc::ENOENT => return Ok(false),
                    Err(e) if retryable(&e) && attempt < retries => {
                        attempt += 1;
                        std::thread::sleep(Duration::from_secs_f64(
                            delay * f64::from(attempt) / 1000.0,
                        ));
                    }
                    Err(e) => return Err(e),
                }
            }
        },
        |refused, _| Ok(JsValue::from(refused)),
    )
}

// ---------------------------------------------------------------------------------------
// names and links

/// A 0 / -1 syscall result as `Ok` / the errno.
fn rc_result(rc: libc::c_int) -> Result<(), i32> {
    if rc == 0 {
        Ok(())
    } else {
        Err(last_errno())
    }
}

fn two_paths(
    args: &[JsValue],
    ctx: &mut Context,
    syscall: &'static str,
    f: fn(&CStr, &CStr) -> Result<(), i32>,
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
        move || f(&from, &to).map_err(|e| sys2(e, syscall, from.to_bytes(), to.to_bytes())),
        undefined_js,
    )
}

/// `renameSync(from, to)` for the native entry.
pub(crate) fn rename_sync(from: &CStr, to: &CStr) -> Result<(), FsError> {
    crate::sys::rename(from, to).map_err(|e| sys2(e, "rename", from.to_bytes(), to.to_bytes()))
}

/// `rename(from, to, req)`.
fn rename(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    two_paths(args, ctx, "rename", crate::sys::rename)
}

/// `link(existing, new, req)`.
fn link(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    two_paths(args, ctx, "link", |a, b| {
        // SAFETY: NUL-terminated paths owned by the caller; a plain syscall.
        rc_result(unsafe { libc::link(a.as_ptr(), b.as_ptr()) })
    })
}

/// `symlink(target, path, req)`.
fn symlink(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    two_paths(args, ctx, "symlink", |a, b| {
        // SAFETY: NUL-terminated paths owned by the caller; a plain syscall.
        rc_result(unsafe { libc::symlink(a.as_ptr(), b.as_ptr()) })
    })
}

fn read_link(path: &[u8]) -> Result<Vec<u8>, i32> {
    std::fs::read_link(OsStr::from_bytes(path))
        .map(|p| p.as_os_str().as_bytes().to_vec())
        .map_err(|e| io_errno(&e))
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
        move || {
            read_link(path.to_bytes())
                .map(|t| (t, as_buffer))
                .map_err(|e| sys_at(e, "readlink", path.to_bytes()))
        },
        path_out_js,
    )
}

// ---------------------------------------------------------------------------------------
// realpath

/// POSIX `path.resolve(base, p)`: absolute, normalized, no trailing slash.
fn resolve(base: &[u8], p: &[u8]) -> Vec<u8> {
    let mut parts: Vec<&[u8]> = Vec::new();
    let start: &[u8] = if p.first() == Some(&b'/') { b"" } else { base };
    for seg in start.split(|&b| b == b'/').chain(p.split(|&b| b == b'/')) {
        match seg {
            b"" | b"." => {}
            b".." => {
                parts.pop();
            }
            s => parts.push(s),
        }
    }
    let mut out = Vec::new();
    for s in parts {
        out.push(b'/');
        out.extend_from_slice(s);
    }
    if out.is_empty() {
        out.push(b'/');
    }
    out
}

fn cwd() -> Result<Vec<u8>, FsError> {
    std::env::current_dir()
        .map(|p| p.as_os_str().as_bytes().to_vec())
        .map_err(|e| FsError::os(io_errno(&e), "uv_cwd"))
}

/// Node's JS `fs.realpath`: walks the absolute path one component at a time with `lstat`,
/// replacing each symlink by its (stat-checked) target and starting over, so errors name
/// the component that failed (`lstat '/abs/missing'`) rather than the whole argument.
/// Node's walk also stops, returning the path as resolved so far, when it meets again a
/// component known not to be a link while the last link's target was a FIFO or a socket:
/// `/dev/stdin` on a pipe gives `/proc/PID/fd/pipe:[N]`, which exists nowhere to lstat.
pub(crate) fn realpath_js(input: &[u8]) -> Result<Vec<u8>, FsError> {
    let mut p = resolve(&cwd()?, input);
    let mut known: HashMap<Vec<u8>, Vec<u8>> = HashMap::new();
    let mut known_hard: HashSet<Vec<u8>> = HashSet::new();
    let mut last_target_is_pipe = false;
    let mut pos = 1;
    let mut current = b"/".to_vec();
    while pos < p.len() {
        let next = p[pos..].iter().position(|&b| b == b'/').map(|i| i + pos);
        let previous = current.clone();
        let base = match next {
            None => {
                let last = p[pos..].to_vec();
                current.extend_from_slice(&last);
                pos = p.len();
                join(&previous, &last)
            }
            Some(i) => {
                current.extend_from_slice(&p[pos..=i]);
                let b = join(&previous, &p[pos..i]);
                pos = i + 1;
                b
            }
        };
        if known_hard.contains(&base) {
            if last_target_is_pipe {
                break;
            }
            continue;
        }
        let c = cstr(&base, "lstat")?;
        let mode = mode_of(&c, false).map_err(|e| sys_at(e, "lstat", &base))?;
        if mode & libc::S_IFMT != libc::S_IFLNK {
            known_hard.insert(base);
            continue;
        }
        let target = match known.get(&base) {
            Some(t) => t.clone(),
            None => {
                let target_mode = mode_of(&c, true).map_err(|e| sys_at(e, "stat", &base))?;
                let kind = target_mode & libc::S_IFMT;
                last_target_is_pipe = kind == libc::S_IFIFO || kind == libc::S_IFSOCK;
                let t = read_link(&base).map_err(|e| sys_at(e, "readlink", &base))?;
                known.insert(base.clone(), t.clone());
                t
            }
        };
        let resolved = resolve(&previous, &target);
        p = resolve(&resolved, &p[pos..]);
        current = b"/".to_vec();
        pos = 1;
    }
    Ok(p)
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
                std::fs::canonicalize(OsStr::from_bytes(path.to_bytes()))
                    .map(|p| p.as_os_str().as_bytes().to_vec())
                    .map_err(|e| sys_at(io_errno(&e), "realpath", path.to_bytes()))?
            } else {
                realpath_js(path.to_bytes())?
            };
            Ok((out, as_buffer))
        },
        path_out_js,
    )
}

// ---------------------------------------------------------------------------------------
// copyFile

const COPYFILE_EXCL: i32 = 1;
const COPYFILE_FICLONE: i32 = 2;
const COPYFILE_FICLONE_FORCE: i32 = 4;
const FICLONE: libc::c_ulong = 0x4004_9409;

/// libuv's copyfile: open both, keep the source's mode, clone when asked, else copy with
/// `copy_file_range` (falling back to `sendfile`). Copying a file onto itself is a no-op.
/// Descriptors are `OwnedFd`s, so every early return closes them.
fn copy_file(src: &CStr, dest: &CStr, flags: i32) -> Result<(), i32> {
    use crate::sys;
    use std::os::fd::AsRawFd;
    let s = sys::open(src, libc::O_RDONLY, 0)?;
    let sst = sys::fstat(s.as_raw_fd())?;
    if is_dir_mode(sst.st_mode) {
        return Err(libc::EISDIR);
    }
    let mut oflags = libc::O_WRONLY | libc::O_CREAT;
    if flags & COPYFILE_EXCL != 0 {
        oflags |= libc::O_EXCL;
    }
    let d = sys::open(dest, oflags, sst.st_mode)?;
    let (s, d) = (s.as_raw_fd(), d.as_raw_fd());
    let dst = sys::fstat(d)?;
    if sst.st_dev == dst.st_dev && sst.st_ino == dst.st_ino {
        return Ok(());
    }
    sys::ftruncate(d, 0)?;
    // SAFETY: plain syscall on an fd this job owns.
    if unsafe { libc::fchmod(d, sst.st_mode) } != 0 && last_errno() != libc::EPERM {
        return Err(last_errno());
    }
    // With a `copy` fault rule set, cloning is skipped: a clone is all or nothing, so the
    // byte-level faults could not apply to it.
    if flags & (COPYFILE_FICLONE | COPYFILE_FICLONE_FORCE) != 0 && !sys::copy_faults_on() {
        // SAFETY: FICLONE takes the source fd as its argument; both fds are ours.
        if unsafe { libc::ioctl(d, FICLONE, s) } == 0 {
            return Ok(());
        }
        if flags & COPYFILE_FICLONE_FORCE != 0 {
            return Err(last_errno());
        }
    }
    let mut left = sst.st_size;
    let mut use_range = true;
    loop {
        let chunk = if left > 0 { left as usize } else { 1 << 20 };
        let n = if use_range {
            match sys::copy_file_range(s, d, chunk) {
                Ok(n) => n,
                Err(libc::EXDEV | libc::ENOSYS | libc::EINVAL | libc::EOPNOTSUPP) => {
                    use_range = false;
                    continue;
                }
                Err(e) => return Err(e),
            }
        } else {
            sys::sendfile(d, s, chunk)?
        };
        if n == 0 {
            break;
        }
        left -= n as libc::off_t;
    }
    Ok(())
}

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
        move || {
            copy_file(&src, &dest, flags)
                .map_err(|e| sys2(e, "copyfile", src.to_bytes(), dest.to_bytes()))
        },
        undefined_js,
    )
}

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
