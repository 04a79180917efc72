//! Directory and name operations, whole: mkdir (plain and `-p`), mkdtemp, listing a
//! directory (flat and Node's breadth-first recursive walk), directory streams for
//! `fs.opendir`, rm (recursive, with Node's retries), rename, link, symlink, readlink,
//! realpath (Node's JS-level walk and the kernel's) and copyFile. No JS here: inputs are
//! C paths and flags, outputs are byte strings, types and [`FsError`]s naming Node's syscall
//! and paths; every syscall goes through `sys`.
//!
//! Why whole operations: a recursive readdir, an `rm -r` or a realpath walk are many
//! syscalls each; doing them in one pool task costs one hand-off and no per-entry JS.

use std::collections::{HashMap, HashSet, VecDeque};
use std::ffi::{CStr, CString};
use std::os::fd::AsRawFd;
use std::time::Duration;

use super::stat::{
    is_dir_mode, is_link_mode, is_pipe_mode, mode_of, type_of_d_type, type_of_mode, UV_DIRENT_DIR,
    UV_DIRENT_LINK, UV_DIRENT_UNKNOWN,
};
use crate::error::{FsError, SysError};
use crate::sys::{self, DirStream};

/// A system error naming `syscall` and `path`.
pub(crate) fn sys_at(errno: i32, syscall: &'static str, path: &[u8]) -> FsError {
    FsError::Sys(SysError::from_os(errno, syscall).with_path(path))
}

/// A system error naming `syscall`, `path` and `dest`.
pub(crate) fn sys2(errno: i32, syscall: &'static str, path: &[u8], dest: &[u8]) -> FsError {
    FsError::Sys(
        SysError::from_os(errno, syscall)
            .with_path(path)
            .with_dest(dest),
    )
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

// ---------------------------------------------------------------------------------------
// mkdir / mkdtemp

/// One `mkdir`, failing with a system error named `mkdir`.
pub(crate) fn mkdir_plain(path: &CStr, mode: u32) -> Result<(), FsError> {
    sys::mkdir(path, mode).map_err(|e| sys_at(e, "mkdir", path.to_bytes()))
}

/// `mkdir -p`; returns the first directory created, if any (Node's return value).
pub(crate) fn mkdir_recursive(path: &CStr, mode: u32) -> Result<Option<Vec<u8>>, FsError> {
    let bytes = path.to_bytes();
    match sys::mkdir(path, mode) {
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
    match sys::mkdir(path, mode) {
        Ok(()) => Ok(first.or_else(|| Some(bytes.to_vec()))),
        Err(libc::EEXIST) => Ok(first),
        Err(e) => Err(sys_at(e, "mkdir", bytes)),
    }
}

/// `mkdtemp(prefix)`: the new directory's path (prefix + 6 random characters).
pub(crate) fn mkdtemp(prefix: &CStr) -> Result<Vec<u8>, FsError> {
    sys::mkdtemp(prefix.to_bytes()).map_err(|e| {
        let mut shown = prefix.to_bytes().to_vec();
        shown.extend_from_slice(b"XXXXXX");
        sys_at(e, "mkdtemp", &shown)
    })
}

// ---------------------------------------------------------------------------------------
// listing

/// The entries of an open stream (no `.`/`..`), up to `limit`, each with its dirent type;
/// types the file system does not report are found with an `lstat` of the entry, as
/// libuv's scandir users (Node's getDirent) do. Errors are the OS errno.
fn read_entries(d: &mut DirStream, limit: usize) -> Result<Vec<(Vec<u8>, i32)>, i32> {
    let mut out = Vec::new();
    while out.len() < limit {
        let Some(ent) = d.next()? else { break };
        if ent.name == b"." || ent.name == b".." {
            continue;
        }
        let mut t = type_of_d_type(ent.d_type);
        if t == UV_DIRENT_UNKNOWN {
            if let Ok(mode) = d.lstat_mode(&ent.name) {
                t = type_of_mode(mode);
            }
        }
        out.push((ent.name, t));
    }
    Ok(out)
}

/// One directory's entries in libuv's scandir order (byte-wise sorted), with their types.
pub(crate) fn scan(path: &[u8]) -> Result<Vec<(Vec<u8>, i32)>, FsError> {
    let c = cstr(path, "scandir")?;
    let fail = |e| sys_at(e, "scandir", path);
    let mut d = DirStream::open(&c).map_err(fail)?;
    let mut out = read_entries(&mut d, usize::MAX).map_err(fail)?;
    // A close error after a complete listing changes nothing the caller could use.
    let _ = d.close();
    out.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}

/// A listing: names, their types (when asked), and for a recursive listing with types the
/// directories (relative to the base; `""` = the base) with how many entries each holds.
pub(crate) struct Listing {
    pub(crate) names: Vec<Vec<u8>>,
    pub(crate) types: Option<Vec<i32>>,
    pub(crate) groups: Option<Vec<(Vec<u8>, usize)>>,
}

/// One directory's listing (no recursion).
pub(crate) fn flat_listing(path: &[u8], with_types: bool) -> Result<Listing, FsError> {
    let (names, types): (Vec<_>, Vec<_>) = scan(path)?.into_iter().unzip();
    Ok(Listing {
        names,
        types: with_types.then_some(types),
        groups: None,
    })
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
pub(crate) fn walk(base: &[u8], with_types: bool) -> Result<Listing, FsError> {
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
        let entries = scan(&dir)?;
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
    })
}

// ---------------------------------------------------------------------------------------
// directory streams (fs.opendir)

/// `opendir(path)`; Node's opendir errors carry no path.
pub(crate) fn open_dir(path: &CStr) -> Result<DirStream, FsError> {
    DirStream::open(path).map_err(|e| FsError::os(e, "opendir"))
}

/// Up to `n` entries of a stream (no `.`/`..`), with types. Empty = end of directory.
pub(crate) fn read_dir_batch(d: &mut DirStream, n: usize) -> Result<Vec<(Vec<u8>, i32)>, FsError> {
    read_entries(d, n).map_err(|e| FsError::os(e, "scandir"))
}

/// `closedir`, reporting its error.
pub(crate) fn close_dir(d: DirStream) -> Result<(), FsError> {
    d.close().map_err(|e| FsError::os(e, "closedir"))
}

// ---------------------------------------------------------------------------------------
// rm

/// The callback and promise forms' removal, path by path as Node's rimraf: a failure below
/// a directory does not stop its other entries from going; the first failure is the answer
/// and the directories above it stay.
fn remove_tree(path: &[u8]) -> Result<(), FsError> {
    let c = cstr(path, "rm")?;
    let mode = mode_of(&c, false).map_err(|e| sys_at(e, "lstat", path))?;
    if is_dir_mode(mode) {
        // As Node's rimraf: `rmdir` first, and into the directory only when it is not empty
        // (EPERM included, which some systems give for that); any other refusal (EACCES,
        // EBUSY, EROFS) leaves its contents alone.
        match sys::rmdir(&c) {
            Ok(()) => return Ok(()),
            Err(libc::ENOTEMPTY | libc::EEXIST | libc::EPERM) => {}
            Err(e) => return Err(sys_at(e, "rmdir", path)),
        }
        let mut first = None;
        for (name, _) in scan(path)? {
            if let Err(e) = remove_tree(&join(path, &name)) {
                first.get_or_insert(e);
            }
        }
        if let Some(e) = first {
            return Err(e);
        }
        sys::rmdir(&c).map_err(|e| sys_at(e, "rmdir", path))?;
    } else {
        sys::unlink(&c).map_err(|e| sys_at(e, "unlink", path))?;
    }
    Ok(())
}

/// rmSync's removal, as the `std::filesystem::remove_all` Node's C++ uses: entries in
/// directory order, through directory fds (so no depth is too deep for PATH_MAX), stopping
/// at the first failure.
fn remove_tree_sync(path: &[u8]) -> Result<(), FsError> {
    let c = cstr(path, "rm")?;
    let mode = mode_of(&c, false).map_err(|e| sys_at(e, "lstat", path))?;
    if !is_dir_mode(mode) {
        return sys::unlink(&c).map_err(|e| sys_at(e, "unlink", path));
    }
    let mut d = DirStream::open(&c).map_err(|e| sys_at(e, "scandir", path))?;
    empty_dir(&mut d, path)?;
    drop(d);
    sys::rmdir(&c).map_err(|e| sys_at(e, "rmdir", path))
}

/// Removes everything in the open directory `d` (whose path, for errors, is `path`).
fn empty_dir(d: &mut DirStream, path: &[u8]) -> Result<(), FsError> {
    let entries = read_entries(d, usize::MAX).map_err(|e| sys_at(e, "scandir", path))?;
    for (name, t) in entries {
        let child = join(path, &name);
        let is_dir = t == UV_DIRENT_DIR;
        if is_dir {
            match d.open_child(&name) {
                Ok(mut sub) => empty_dir(&mut sub, &child)?,
                // Replaced by a non-directory meanwhile: unlinked below like one.
                Err(libc::ENOTDIR | libc::ELOOP) => {
                    d.unlink_child(&name, false)
                        .map_err(|e| sys_at(e, "unlink", &child))?;
                    continue;
                }
                Err(e) => return Err(sys_at(e, "scandir", &child)),
            }
        }
        d.unlink_child(&name, is_dir)
            .map_err(|e| sys_at(e, if is_dir { "rmdir" } else { "unlink" }, &child))?;
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

/// `fs.rm`'s work: `Ok(true)` when refused because the path is a directory and `recursive`
/// is off (js-lib turns that into ERR_FS_EISDIR). `retries` attempts more after a
/// transient error, waiting `delay_ms * attempt` before each.
pub(crate) fn rm(
    path: &CStr,
    recursive: bool,
    force: bool,
    retries: u32,
    delay_ms: f64,
    sync: bool,
) -> Result<bool, FsError> {
    let bytes = path.to_bytes();
    match mode_of(path, false) {
        Err(libc::ENOENT) if force => return Ok(false),
        Err(e) => return Err(sys_at(e, "lstat", bytes)),
        Ok(m) if is_dir_mode(m) && !recursive => return Ok(true),
        Ok(_) => {}
    }
    let mut attempt = 0;
    loop {
        let removed = if sync {
            remove_tree_sync(bytes)
        } else {
            remove_tree(bytes)
        };
        match removed {
            Ok(()) => return Ok(false),
            // Gone meanwhile (a concurrent rm): done when forced.
            Err(FsError::Sys(s)) if force && s.errno == -libc::ENOENT => return Ok(false),
            Err(e) if retryable(&e) && attempt < retries => {
                attempt += 1;
                std::thread::sleep(Duration::from_secs_f64(
                    delay_ms * f64::from(attempt) / 1000.0,
                ));
            }
            Err(e) => return Err(e),
        }
    }
}

// ---------------------------------------------------------------------------------------
// names and links

/// `rename(from, to)`; errors carry both paths.
pub(crate) fn rename(from: &CStr, to: &CStr) -> Result<(), FsError> {
    sys::rename(from, to).map_err(|e| sys2(e, "rename", from.to_bytes(), to.to_bytes()))
}

/// `link(existing, new)`; errors carry both paths.
pub(crate) fn link(existing: &CStr, new: &CStr) -> Result<(), FsError> {
    sys::link(existing, new).map_err(|e| sys2(e, "link", existing.to_bytes(), new.to_bytes()))
}

/// `symlink(target, path)`; errors carry both paths.
pub(crate) fn symlink(target: &CStr, path: &CStr) -> Result<(), FsError> {
    sys::symlink(target, path).map_err(|e| sys2(e, "symlink", target.to_bytes(), path.to_bytes()))
}

/// `readlink(path)`: the link's target.
pub(crate) fn readlink(path: &CStr) -> Result<Vec<u8>, FsError> {
    sys::readlink(path).map_err(|e| sys_at(e, "readlink", path.to_bytes()))
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

/// Node's JS `fs.realpath`: walks the absolute path one component at a time with `lstat`,
/// replacing each symlink by its (stat-checked) target and starting over, so errors name
/// the component that failed (`lstat '/abs/missing'`) rather than the whole argument.
/// Node's walk also stops, returning the path as resolved so far, when it meets again a
/// component known not to be a link while the last link's target was a FIFO or a socket:
/// `/dev/stdin` on a pipe gives `/proc/PID/fd/pipe:[N]`, which exists nowhere to lstat.
pub(crate) fn realpath_js(input: &[u8]) -> Result<Vec<u8>, FsError> {
    // An absolute path needs no working directory (which may have been removed).
    let cwd = if input.first() == Some(&b'/') {
        Vec::new()
    } else {
        sys::getcwd().map_err(|e| FsError::os(e, "uv_cwd"))?
    };
    let mut p = resolve(&cwd, input);
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
        if !is_link_mode(mode) {
            known_hard.insert(base);
            continue;
        }
        let target = match known.get(&base) {
            Some(t) => t.clone(),
            None => {
                let target_mode = mode_of(&c, true).map_err(|e| sys_at(e, "stat", &base))?;
                last_target_is_pipe = is_pipe_mode(target_mode);
                let t = sys::readlink(&c).map_err(|e| sys_at(e, "readlink", &base))?;
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

/// `fs.realpath.native`: the kernel's answer (`realpath(3)`).
pub(crate) fn realpath_native(path: &CStr) -> Result<Vec<u8>, FsError> {
    sys::realpath(path).map_err(|e| sys_at(e, "realpath", path.to_bytes()))
}

// ---------------------------------------------------------------------------------------
// copyFile

/// `fs.constants.COPYFILE_*`.
const COPYFILE_EXCL: i32 = 1;
const COPYFILE_FICLONE: i32 = 2;
const COPYFILE_FICLONE_FORCE: i32 = 4;

/// libuv's copyfile: open both, keep the source's mode, clone when asked, else copy with
/// `copy_file_range` (falling back to `sendfile`). Copying a file onto itself is a no-op.
/// Descriptors are `OwnedFd`s, so every early return closes them. Errors carry both paths
/// and the syscall name `copyfile`, as Node's.
pub(crate) fn copy_file(src: &CStr, dest: &CStr, flags: i32) -> Result<(), FsError> {
    copy_file_errno(src, dest, flags)
        .map_err(|e| sys2(e, "copyfile", src.to_bytes(), dest.to_bytes()))
}

fn copy_file_errno(src: &CStr, dest: &CStr, flags: i32) -> Result<(), i32> {
    let s = sys::open(src, libc::O_RDONLY, 0)?;
    let sst = sys::fstat(s.as_raw_fd())?;
    // A directory source is not refused here: as in libuv, the destination is opened (so a
    // missing parent is ENOENT) and the copy's read then fails with EISDIR, which removes
    // the destination.
    let mut oflags = libc::O_WRONLY | libc::O_CREAT;
    if flags & COPYFILE_EXCL != 0 {
        oflags |= libc::O_EXCL;
    }
    let d = sys::open(dest, oflags, sst.st_mode)?;
    let copied = copy_open_files(s.as_raw_fd(), d.as_raw_fd(), &sst, flags);
    drop(d);
    if copied.is_err() {
        // As libuv: a failed copy (a full disk, say) leaves no partial destination behind,
        // even where one existed before.
        let _ = sys::unlink(dest);
    }
    copied
}

/// The copy once both files are open: `s` the source (whose stat is `sst`), `d` the
/// destination.
fn copy_open_files(s: i32, d: i32, sst: &libc::stat, flags: i32) -> Result<(), i32> {
    let dst = sys::fstat(d)?;
    if sst.st_dev == dst.st_dev && sst.st_ino == dst.st_ino {
        return Ok(());
    }
    sys::ftruncate(d, 0)?;
    // As libuv: the mode is best effort only on a CIFS/SMB share; anywhere else a refusal
    // (another user's file) fails the copy, and the caller removes the destination.
    match sys::fchmod(d, sst.st_mode) {
        Ok(()) => {}
        Err(libc::EPERM) if sys::on_smb_share(d) => {}
        Err(e) => return Err(e),
    }
    // With a `copy` fault rule set, cloning is skipped: a clone is all or nothing, so the
    // byte-level faults could not apply to it.
    if flags & (COPYFILE_FICLONE | COPYFILE_FICLONE_FORCE) != 0 && !sys::copy_faults_on() {
        match sys::ficlone(d, s) {
            Ok(()) => return Ok(()),
            Err(e) if flags & COPYFILE_FICLONE_FORCE != 0 => return Err(e),
            Err(_) => {}
        }
    }
    // libuv copies st_size bytes: a special file that reports size 0 (/proc files) gives
    // an empty copy, and bytes appended meanwhile are not copied.
    let mut left = sst.st_size;
    let mut how = CopyWay::Range;
    while left > 0 {
        let chunk = usize::try_from(left).unwrap_or(usize::MAX);
        let n = match how {
            CopyWay::Range => match sys::copy_file_range(s, d, chunk) {
                Ok(n) => n,
                Err(libc::EXDEV | libc::ENOSYS | libc::EINVAL | libc::EOPNOTSUPP) => {
                    how = CopyWay::Sendfile;
                    continue;
                }
                Err(e) => return Err(e),
            },
            CopyWay::Sendfile => match sys::sendfile(d, s, chunk) {
                Ok(n) => n,
                // libuv's uv__fs_sendfile_emul takes over for what sendfile refuses.
                Err(libc::EINVAL | libc::EIO | libc::ENOTSOCK | libc::EXDEV) => {
                    how = CopyWay::ReadWrite;
                    continue;
                }
                Err(e) => return Err(e),
            },
            CopyWay::ReadWrite => copy_by_read_write(s, d, chunk)?,
        };
        if n == 0 {
            break;
        }
        left -= n as libc::off_t;
    }
    Ok(())
}

/// How `copy_open_files` moves the bytes: the kernel's copy, sendfile, or plain reads
/// and writes.
#[derive(Clone, Copy)]
enum CopyWay {
    Range,
    Sendfile,
    ReadWrite,
}

/// One read of up to `max` bytes (64 KiB at most) from `s` at its offset, written whole
/// to `d`; how many bytes were copied (0 at end of file).
fn copy_by_read_write(s: i32, d: i32, max: usize) -> Result<usize, i32> {
    let mut buf = vec![0u8; max.min(64 * 1024)];
    let n = sys::read(s, &mut buf, None)?;
    let mut done = 0;
    while done < n {
        let w = sys::write(d, &buf[done..n], None)?;
        if w == 0 {
            return Err(libc::EIO);
        }
        done += w;
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::stat::UV_DIRENT_FILE;
    use crate::test_util::{cpath, make_file};
    use std::os::unix::fs::PermissionsExt;
    use std::path::Path;

    fn errno_of(e: &FsError) -> i32 {
        e.as_sys().map_or(0, |s| -s.errno)
    }

    #[test]
    fn mkdir_p_returns_the_first_directory_made() {
        let dir = tempfile::tempdir().unwrap();
        let deep = dir.path().join("a/b/c");
        let first = mkdir_recursive(&cpath(&deep), 0o777).unwrap();
        assert_eq!(
            first.as_deref(),
            Some(cpath(&dir.path().join("a")).as_bytes())
        );
        assert!(deep.is_dir());
        assert_eq!(mkdir_recursive(&cpath(&deep), 0o777).unwrap(), None);
        let file = make_file(dir.path(), "f", b"");
        let under_file = mkdir_recursive(&cpath(&file.join("x/y")), 0o777).unwrap_err();
        assert_eq!(errno_of(&under_file), libc::ENOTDIR);
        assert_eq!(
            errno_of(&mkdir_plain(&cpath(&deep), 0o777).unwrap_err()),
            libc::EEXIST
        );
    }

    #[test]
    fn mkdtemp_makes_a_fresh_directory() {
        let dir = tempfile::tempdir().unwrap();
        let prefix = cpath(&dir.path().join("t-"));
        let a = mkdtemp(&prefix).unwrap();
        let b = mkdtemp(&prefix).unwrap();
        assert_ne!(a, b);
        assert_eq!(a.len(), prefix.as_bytes().len() + 6);
        let missing = mkdtemp(c"/nonexistent/dir/t-").unwrap_err();
        assert_eq!(
            missing.as_sys().unwrap().path.as_deref(),
            Some(&b"/nonexistent/dir/t-XXXXXX"[..])
        );
    }

    #[test]
    fn listings_are_sorted_and_typed() {
        let dir = tempfile::tempdir().unwrap();
        make_file(dir.path(), "b", b"");
        make_file(dir.path(), "a", b"");
        std::fs::create_dir(dir.path().join("c")).unwrap();
        make_file(&dir.path().join("c"), "d", b"");
        let base = cpath(dir.path());
        let flat = flat_listing(base.as_bytes(), true).unwrap();
        assert_eq!(
            flat.names,
            vec![b"a".to_vec(), b"b".to_vec(), b"c".to_vec()]
        );
        assert_eq!(
            flat.types.unwrap(),
            vec![UV_DIRENT_FILE, UV_DIRENT_FILE, UV_DIRENT_DIR]
        );
        let rec = walk(base.as_bytes(), false).unwrap();
        assert_eq!(
            rec.names,
            vec![b"a".to_vec(), b"b".to_vec(), b"c".to_vec(), b"c/d".to_vec()]
        );
        let err = flat_listing(b"/nonexistent", false).err().unwrap();
        assert_eq!(err.as_sys().unwrap().syscall, "scandir");
    }

    #[test]
    fn dir_streams_read_in_batches_and_close_once() {
        let dir = tempfile::tempdir().unwrap();
        for n in ["x", "y", "z"] {
            make_file(dir.path(), n, b"");
        }
        let mut d = open_dir(&cpath(dir.path())).unwrap();
        let mut seen = read_dir_batch(&mut d, 2).unwrap();
        assert_eq!(seen.len(), 2);
        seen.extend(read_dir_batch(&mut d, 10).unwrap());
        assert!(read_dir_batch(&mut d, 10).unwrap().is_empty());
        close_dir(d).unwrap();
        seen.sort();
        assert_eq!(
            seen.iter().map(|e| e.0.clone()).collect::<Vec<_>>(),
            vec![b"x".to_vec(), b"y".to_vec(), b"z".to_vec()]
        );
        let err = open_dir(c"/nonexistent").err().unwrap();
        assert_eq!(err.as_sys().unwrap().path, None);
    }

    #[test]
    fn rm_refuses_a_directory_unless_recursive() {
        let dir = tempfile::tempdir().unwrap();
        let tree = dir.path().join("t");
        std::fs::create_dir_all(tree.join("in/deeper")).unwrap();
        make_file(&tree.join("in"), "f", b"1");
        for sync in [false, true] {
            std::fs::create_dir_all(tree.join("in/deeper")).unwrap();
            make_file(&tree.join("in"), "f", b"1");
            assert!(rm(&cpath(&tree), false, false, 0, 0.0, sync).unwrap());
            assert!(!rm(&cpath(&tree), true, false, 0, 0.0, sync).unwrap());
            assert!(!tree.exists());
            assert!(!rm(&cpath(&tree), true, true, 0, 0.0, sync).unwrap());
            let err = rm(&cpath(&tree), true, false, 0, 0.0, sync).unwrap_err();
            assert_eq!(
                (errno_of(&err), err.as_sys().unwrap().syscall),
                (libc::ENOENT, "lstat")
            );
        }
    }

    /// Makes `levels` nested 200-byte directory names below `top`, level by level through
    /// directory fds (their full paths exceed PATH_MAX from about 20 levels).
    fn make_deep_chain(top: &Path, levels: usize) {
        let name = std::ffi::CString::new(vec![b'd'; 200]).unwrap();
        let mut fd = std::fs::File::open(top).unwrap();
        for _ in 0..levels {
            // SAFETY: a valid directory fd and a NUL-terminated name.
            let made = unsafe { libc::mkdirat(fd.as_raw_fd(), name.as_ptr(), 0o755) };
            assert_eq!(made, 0);
            // SAFETY: as above.
            let sub = unsafe {
                libc::openat(
                    fd.as_raw_fd(),
                    name.as_ptr(),
                    libc::O_RDONLY | libc::O_DIRECTORY,
                )
            };
            assert!(sub >= 0);
            // SAFETY: `sub` is a fresh fd that nothing else owns.
            fd = unsafe { std::os::fd::FromRawFd::from_raw_fd(sub) };
        }
    }

    #[test]
    fn rm_sync_removes_a_tree_deeper_than_path_max() {
        let dir = tempfile::tempdir().unwrap();
        let top = dir.path().join("deep");
        std::fs::create_dir(&top).unwrap();
        make_deep_chain(&top, 30);
        let err = rm(&cpath(&top), true, false, 0, 0.0, false).unwrap_err();
        assert_eq!(errno_of(&err), libc::ENAMETOOLONG);
        assert!(!rm(&cpath(&top), true, false, 0, 0.0, true).unwrap());
        assert!(!top.exists());
    }

    #[test]
    fn rm_async_goes_on_past_a_failure() {
        let dir = tempfile::tempdir().unwrap();
        let top = dir.path().join("t");
        std::fs::create_dir_all(top.join("a")).unwrap();
        make_file(&top, "b", b"1");
        make_file(&top, "c", b"1");
        // The path-by-path walk cannot reach the bottom of `a`: its one failure.
        make_deep_chain(&top.join("a"), 30);
        let err = rm(&cpath(&top), true, false, 0, 0.0, false).unwrap_err();
        assert_eq!(errno_of(&err), libc::ENAMETOOLONG);
        assert!(!top.join("b").exists() && !top.join("c").exists());
        assert!(top.join("a").exists());
        assert!(!rm(&cpath(&top), true, false, 0, 0.0, true).unwrap());
    }

    #[test]
    fn names_errors_carry_both_paths() {
        let dir = tempfile::tempdir().unwrap();
        let a = make_file(dir.path(), "a", b"x");
        let b = dir.path().join("b");
        link(&cpath(&a), &cpath(&b)).unwrap();
        let e = link(&cpath(&a), &cpath(&b)).unwrap_err();
        let s = e.as_sys().unwrap();
        assert_eq!((s.syscall, -s.errno), ("link", libc::EEXIST));
        assert_eq!(s.dest.as_deref(), Some(cpath(&b).as_bytes()));
        let l = dir.path().join("l");
        symlink(c"a", &cpath(&l)).unwrap();
        assert_eq!(readlink(&cpath(&l)).unwrap(), b"a".to_vec());
        assert_eq!(errno_of(&readlink(&cpath(&a)).unwrap_err()), libc::EINVAL);
        let c = dir.path().join("c");
        rename(&cpath(&b), &cpath(&c)).unwrap();
        assert_eq!(
            rename(&cpath(&b), &cpath(&c))
                .unwrap_err()
                .as_sys()
                .unwrap()
                .syscall,
            "rename"
        );
    }

    #[test]
    fn realpath_walks_links_and_names_the_failing_component() {
        let dir = tempfile::tempdir().unwrap();
        let real = std::fs::canonicalize(dir.path()).unwrap();
        std::fs::create_dir(real.join("d")).unwrap();
        std::os::unix::fs::symlink("d", real.join("l1")).unwrap();
        std::os::unix::fs::symlink("l1", real.join("l2")).unwrap();
        let got = realpath_js(cpath(&real.join("l2/./")).as_bytes()).unwrap();
        assert_eq!(got, cpath(&real.join("d")).as_bytes());
        assert_eq!(realpath_native(&cpath(&real.join("l2"))).unwrap(), got);
        let missing = real.join("l2/nope/x");
        let e = realpath_js(cpath(&missing).as_bytes()).unwrap_err();
        let s = e.as_sys().unwrap();
        assert_eq!((s.syscall, -s.errno), ("lstat", libc::ENOENT));
        assert_eq!(
            s.path.as_deref(),
            Some(cpath(&real.join("d/nope")).as_bytes())
        );
    }

    #[test]
    fn copy_file_keeps_bytes_and_mode() {
        let dir = tempfile::tempdir().unwrap();
        let src = make_file(dir.path(), "s", &crate::test_util::pattern(300_000));
        std::fs::set_permissions(&src, std::fs::Permissions::from_mode(0o640)).unwrap();
        let dst = dir.path().join("d");
        copy_file(&cpath(&src), &cpath(&dst), 0).unwrap();
        assert_eq!(std::fs::read(&dst).unwrap(), std::fs::read(&src).unwrap());
        assert_eq!(
            std::fs::metadata(&dst).unwrap().permissions().mode() & 0o777,
            0o640
        );
        let e = copy_file(&cpath(&src), &cpath(&dst), COPYFILE_EXCL).unwrap_err();
        let s = e.as_sys().unwrap();
        assert_eq!((s.syscall, -s.errno), ("copyfile", libc::EEXIST));
        copy_file(&cpath(&src), &cpath(&src), 0).unwrap();
        assert_eq!(std::fs::read(&src).unwrap().len(), 300_000);
        assert_eq!(
            errno_of(&copy_file(&cpath(dir.path()), &cpath(&dst), 0).unwrap_err()),
            libc::EISDIR
        );
    }
}
