//! Thin, private wrappers over the libc calls the jobs use.
//!
//! Each returns the positive OS errno on failure (callers attach syscall names and paths).
//! Why hand-rolled instead of `std::fs::File`: std has no "read into uninitialised spare
//! capacity" for a foreign buffer type, always retries in ways we want to control, and hides
//! which syscall failed — Node's errors name it.
//!
//! EINTR policy:
//! * everything but `close` (`open`, the reads and writes including the vectored ones,
//!   `copy_file_range`, `sendfile`, `fstat`, `fsync`, `ftruncate`, the path calls): retried. A signal arriving while a worker
//!   blocks (FIFO open, slow device, NFS) must not surface as an error; these calls either did
//!   nothing or report their partial count, so a retry is exact.
//! * `close`: never retried. Linux releases the descriptor even when close reports EINTR, and
//!   a retry could close a descriptor another thread has just been given. EINTR (and
//!   EINPROGRESS) from close count as success.
//!
//! Every wrapper first asks the fault layer ([`crate::fault`]) whether to fail or shorten the
//! call; when no faults are set that is one relaxed atomic load. Injected EINTR goes through
//! the same retry loops as a real one, which is what it is there to prove.

use std::ffi::CStr;
use std::mem::MaybeUninit;
use std::os::fd::{FromRawFd, IntoRawFd, OwnedFd, RawFd};

use crate::fault::{self, Call, Fault, Target};

/// The fault verdict for one attempt of a call moving `len` bytes: `Err(errno)` to fail
/// without issuing it, `Ok(n)` to issue it with `n ≤ len` bytes. `retry`: this attempt
/// follows an EINTR.
#[inline(always)]
fn gate(call: Call, target: Target<'_>, len: usize, retry: bool) -> Result<usize, i32> {
    if fault::on() {
        gate_slow(call, target, len, retry)
    } else {
        Ok(len)
    }
}

#[cold]
#[inline(never)]
fn gate_slow(call: Call, target: Target<'_>, len: usize, retry: bool) -> Result<usize, i32> {
    match fault::check(call, target, len, retry) {
        None => Ok(len),
        Some(Fault::Fail(e)) => Err(e),
        Some(Fault::Short(k)) => Ok(k.min(len)),
    }
}

/// Runs a call returning 0 / -1 (with errno) after the fault gate, retrying EINTR.
fn retry_call(
    call: Call,
    target: Target<'_>,
    mut f: impl FnMut() -> libc::c_int,
) -> Result<(), i32> {
    let mut retry = false;
    loop {
        let err = match gate(call, target, 0, retry) {
            Err(e) => e,
            Ok(_) if f() == 0 => return Ok(()),
            Ok(_) => last_errno(),
        };
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// The calling thread's errno; EIO if the platform somehow reports none.
pub fn last_errno() -> i32 {
    std::io::Error::last_os_error()
        .raw_os_error()
        .unwrap_or(libc::EIO)
}

/// `open(path, flags | O_CLOEXEC, mode)`.
pub(crate) fn open(path: &CStr, flags: i32, mode: u32) -> Result<OwnedFd, i32> {
    let mut retry = false;
    loop {
        if let Err(err) = gate(Call::Open, Target::Path(path.to_bytes()), 0, retry) {
            if err != libc::EINTR {
                return Err(err);
            }
            retry = true;
            continue;
        }
        // SAFETY: `path` is a valid NUL-terminated string for the duration of the call; the
        // mode argument is read by the kernel only with O_CREAT/O_TMPFILE.
        let fd = unsafe {
            libc::open(
                path.as_ptr(),
                flags | libc::O_CLOEXEC,
                libc::c_uint::from(mode),
            )
        };
        if fd >= 0 {
            if fault::on() {
                fault::opened(fd, path.to_bytes());
            }
            // SAFETY: the kernel just returned this descriptor to us; nobody else owns it.
            return Ok(unsafe { OwnedFd::from_raw_fd(fd) });
        }
        let err = last_errno();
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// Closes a descriptor we own. See the module doc for the EINTR rule.
pub(crate) fn close_owned(fd: OwnedFd) -> Result<(), i32> {
    close_raw(fd.into_raw_fd())
}

/// Closes a raw descriptor (JS-owned fds). Never retried.
pub(crate) fn close_raw(fd: RawFd) -> Result<(), i32> {
    // An injected close error still closes: Linux releases the descriptor whatever close
    // reports, so a fault must not leak it either.
    let injected = gate(Call::Close, Target::Fd(fd), 0, false).err();
    if fault::on() {
        fault::closed(fd);
    }
    // SAFETY: closing an arbitrary integer is memory-safe; a bad one yields EBADF.
    let rc = unsafe { libc::close(fd) };
    let err = match injected {
        Some(e) if rc == 0 => e,
        _ if rc == 0 => return Ok(()),
        _ => last_errno(),
    };
    match err {
        libc::EINTR | libc::EINPROGRESS => Ok(()),
        err => Err(err),
    }
}

/// `read`/`pread` into possibly uninitialised memory; returns the byte count (0 = EOF).
/// `position` is a file offset for `pread`, `None` for the current position.
pub(crate) fn read_uninit(
    fd: RawFd,
    buf: &mut [MaybeUninit<u8>],
    position: Option<i64>,
) -> Result<usize, i32> {
    if buf.is_empty() {
        // A zero-length read returns 0 without touching the fd; skip the syscall.
        return Ok(0);
    }
    let mut retry = false;
    loop {
        let err = match gate(Call::Read, Target::Fd(fd), buf.len(), retry) {
            Err(e) => e,
            Ok(len) => {
                let ptr = buf.as_mut_ptr().cast::<libc::c_void>();
                // SAFETY: `ptr` is valid for writes of `len ≤ buf.len()` bytes (the kernel only
                // writes, never reads, so uninitialised memory is fine) and stays borrowed for
                // the call.
                let n = unsafe {
                    match position {
                        Some(pos) => libc::pread(fd, ptr, len, pos),
                        None => libc::read(fd, ptr, len),
                    }
                };
                if let Ok(n) = usize::try_from(n) {
                    return Ok(n);
                }
                last_errno()
            }
        };
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// `read`/`pread` into initialised memory.
pub(crate) fn read(fd: RawFd, buf: &mut [u8], position: Option<i64>) -> Result<usize, i32> {
    // SAFETY: `[u8]` and `[MaybeUninit<u8>]` have the same layout; we only hand the slice to
    // the kernel, which writes initialised bytes, so the caller's slice stays initialised.
    let uninit = unsafe {
        std::slice::from_raw_parts_mut(buf.as_mut_ptr().cast::<MaybeUninit<u8>>(), buf.len())
    };
    read_uninit(fd, uninit, position)
}

/// One `write`/`pwrite`; returns the count written (may be short).
pub(crate) fn write(fd: RawFd, buf: &[u8], position: Option<i64>) -> Result<usize, i32> {
    let mut retry = false;
    loop {
        let err = match gate(Call::Write, Target::Fd(fd), buf.len(), retry) {
            Err(e) => e,
            Ok(len) => {
                let ptr = buf.as_ptr().cast::<libc::c_void>();
                // SAFETY: `ptr` is valid for reads of `len ≤ buf.len()` bytes for the call.
                let n = unsafe {
                    match position {
                        Some(pos) => libc::pwrite(fd, ptr, len, pos),
                        None => libc::write(fd, ptr, len),
                    }
                };
                if let Ok(n) = usize::try_from(n) {
                    return Ok(n);
                }
                last_errno()
            }
        };
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// Plain `fstat`: all the jobs need is the type and size, and it is one syscall.
pub(crate) fn fstat(fd: RawFd) -> Result<libc::stat, i32> {
    let mut st = MaybeUninit::<libc::stat>::uninit();
    // SAFETY: `st` is valid for writes of one `stat`; on success the kernel filled it.
    retry_call(Call::Fstat, Target::Fd(fd), || unsafe {
        libc::fstat(fd, st.as_mut_ptr())
    })?;
    // SAFETY: fstat succeeded, so every field is initialised.
    Ok(unsafe { st.assume_init() })
}

/// `statx(fd, "", AT_EMPTY_PATH, BASIC|BTIME)`: like libuv, so `birthtime` is available.
pub(crate) fn statx_fd(fd: RawFd) -> Result<libc::statx, i32> {
    let mut st = MaybeUninit::<libc::statx>::zeroed();
    // SAFETY: the path is a static empty C string, `st` is valid for one `statx`.
    retry_call(Call::Fstat, Target::Fd(fd), || unsafe {
        libc::statx(
            fd,
            c"".as_ptr(),
            libc::AT_EMPTY_PATH,
            libc::STATX_BASIC_STATS | libc::STATX_BTIME,
            st.as_mut_ptr(),
        )
    })?;
    // SAFETY: zero-initialised, then filled by the kernel; all-zero is a valid statx.
    Ok(unsafe { st.assume_init() })
}

/// `fsync`, retried on EINTR.
pub(crate) fn fsync(fd: RawFd) -> Result<(), i32> {
    // SAFETY: plain syscall on an integer descriptor.
    retry_call(Call::Fsync, Target::Fd(fd), || unsafe { libc::fsync(fd) })
}

/// `fdatasync`, retried on EINTR.
pub(crate) fn fdatasync(fd: RawFd) -> Result<(), i32> {
    // SAFETY: plain syscall on an integer descriptor.
    retry_call(Call::Fsync, Target::Fd(fd), || unsafe {
        libc::fdatasync(fd)
    })
}

/// `ftruncate`, retried on EINTR.
pub(crate) fn ftruncate(fd: RawFd, len: i64) -> Result<(), i32> {
    // SAFETY: plain syscall on an integer descriptor.
    retry_call(Call::Ftruncate, Target::Fd(fd), || unsafe {
        libc::ftruncate(fd, len)
    })
}

/// `mkdir(path, mode)`, retried on EINTR (like the calls below).
pub(crate) fn mkdir(path: &CStr, mode: libc::mode_t) -> Result<(), i32> {
    // SAFETY: NUL-terminated path valid for the call.
    retry_call(Call::Mkdir, Target::Path(path.to_bytes()), || unsafe {
        libc::mkdir(path.as_ptr(), mode)
    })
}

/// `rename(from, to)`.
pub(crate) fn rename(from: &CStr, to: &CStr) -> Result<(), i32> {
    let target = Target::Two(from.to_bytes(), to.to_bytes());
    // SAFETY: NUL-terminated paths valid for the call.
    retry_call(Call::Rename, target, || unsafe {
        libc::rename(from.as_ptr(), to.as_ptr())
    })
}

/// `unlink(path)`.
pub(crate) fn unlink(path: &CStr) -> Result<(), i32> {
    // SAFETY: NUL-terminated path valid for the call.
    retry_call(Call::Unlink, Target::Path(path.to_bytes()), || unsafe {
        libc::unlink(path.as_ptr())
    })
}

/// `rmdir(path)`.
pub(crate) fn rmdir(path: &CStr) -> Result<(), i32> {
    // SAFETY: NUL-terminated path valid for the call.
    retry_call(Call::Rmdir, Target::Path(path.to_bytes()), || unsafe {
        libc::rmdir(path.as_ptr())
    })
}

/// The first `len` bytes of `iov` (the fault layer's short transfers), as a new list.
fn truncate_iov(iov: &[libc::iovec], mut len: usize) -> Vec<libc::iovec> {
    let mut out = Vec::new();
    for v in iov {
        if len == 0 {
            break;
        }
        let take = v.iov_len.min(len);
        out.push(libc::iovec {
            iov_base: v.iov_base,
            iov_len: take,
        });
        len -= take;
    }
    out
}

/// One `readv`/`preadv` (EINTR retried); returns the count, 0 at EOF.
///
/// # Safety
/// Every iovec must point to memory valid for writes of its length for the call.
pub(crate) unsafe fn readv(
    fd: RawFd,
    iov: &[libc::iovec],
    position: Option<i64>,
) -> Result<usize, i32> {
    let total: usize = iov.iter().map(|v| v.iov_len).sum();
    let mut retry = false;
    loop {
        let err = match gate(Call::Read, Target::Fd(fd), total, retry) {
            Err(e) => e,
            Ok(len) => {
                let short;
                let list = if len < total {
                    short = truncate_iov(iov, len);
                    &short[..]
                } else {
                    iov
                };
                let cnt = list.len().min(libc::c_int::MAX as usize) as libc::c_int;
                // SAFETY: the caller guarantees every iovec is writable for its length; a
                // truncated list only shortens them.
                let n = unsafe {
                    match position {
                        Some(p) => libc::preadv(fd, list.as_ptr(), cnt, p),
                        None => libc::readv(fd, list.as_ptr(), cnt),
                    }
                };
                if let Ok(n) = usize::try_from(n) {
                    return Ok(n);
                }
                last_errno()
            }
        };
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// One `writev`/`pwritev` (EINTR retried); returns the count written (may be short).
///
/// # Safety
/// Every iovec must point to memory valid for reads of its length for the call.
pub(crate) unsafe fn writev(
    fd: RawFd,
    iov: &[libc::iovec],
    position: Option<i64>,
) -> Result<usize, i32> {
    let total: usize = iov.iter().map(|v| v.iov_len).sum();
    let mut retry = false;
    loop {
        let err = match gate(Call::Write, Target::Fd(fd), total, retry) {
            Err(e) => e,
            Ok(len) => {
                let short;
                let list = if len < total {
                    short = truncate_iov(iov, len);
                    &short[..]
                } else {
                    iov
                };
                let cnt = list.len().min(libc::c_int::MAX as usize) as libc::c_int;
                // SAFETY: the caller guarantees every iovec is readable for its length; a
                // truncated list only shortens them.
                let n = unsafe {
                    match position {
                        Some(p) => libc::pwritev(fd, list.as_ptr(), cnt, p),
                        None => libc::writev(fd, list.as_ptr(), cnt),
                    }
                };
                if let Ok(n) = usize::try_from(n) {
                    return Ok(n);
                }
                last_errno()
            }
        };
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// One `copy_file_range(src, NULL, dst, NULL, len, 0)` (EINTR retried); matched by the
/// fault layer as `copy` on the destination.
pub(crate) fn copy_file_range(src: RawFd, dst: RawFd, len: usize) -> Result<usize, i32> {
    let mut retry = false;
    loop {
        let err = match gate(Call::Copy, Target::Fd(dst), len, retry) {
            Err(e) => e,
            Ok(len) => {
                // SAFETY: integer descriptors; null offsets mean "use and advance the file
                // offsets", so no memory is passed.
                let n = unsafe {
                    libc::copy_file_range(
                        src,
                        std::ptr::null_mut(),
                        dst,
                        std::ptr::null_mut(),
                        len,
                        0,
                    )
                };
                if let Ok(n) = usize::try_from(n) {
                    return Ok(n);
                }
                last_errno()
            }
        };
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// One `sendfile(dst, src, NULL, len)` (EINTR retried); `copy` for the fault layer.
pub(crate) fn sendfile(dst: RawFd, src: RawFd, len: usize) -> Result<usize, i32> {
    let mut retry = false;
    loop {
        let err = match gate(Call::Copy, Target::Fd(dst), len, retry) {
            Err(e) => e,
            Ok(len) => {
                // SAFETY: integer descriptors; a null offset uses the source's file offset.
                let n = unsafe { libc::sendfile(dst, src, std::ptr::null_mut(), len) };
                if let Ok(n) = usize::try_from(n) {
                    return Ok(n);
                }
                last_errno()
            }
        };
        if err != libc::EINTR {
            return Err(err);
        }
        retry = true;
    }
}

/// Is a `copy` rule set? copyFile then skips FICLONE (all or nothing, so byte-level faults
/// could not apply) and goes straight to `copy_file_range`.
pub(crate) fn copy_faults_on() -> bool {
    fault::on() && fault::has_rules_for(Call::Copy)
}

/// Is this `st_mode` a regular file?
pub(crate) fn is_regular(mode: libc::mode_t) -> bool {
    mode & libc::S_IFMT == libc::S_IFREG
}

// ---------------------------------------------------------------------------------------
// Path metadata, names and directory streams. No fault rules apply to these (the fault
// layer covers the data and name calls above); EINTR is retried like everywhere else.

/// Runs a 0 / -1 call, retrying EINTR.
fn retry_plain(mut f: impl FnMut() -> libc::c_int) -> Result<(), i32> {
    loop {
        if f() == 0 {
            return Ok(());
        }
        let e = last_errno();
        if e != libc::EINTR {
            return Err(e);
        }
    }
}

/// `statx(AT_FDCWD, path, follow ? 0 : AT_SYMLINK_NOFOLLOW, BASIC|BTIME)`.
pub(crate) fn statx_path(path: &CStr, follow: bool) -> Result<libc::statx, i32> {
    let mut st = MaybeUninit::<libc::statx>::zeroed();
    let flags = if follow { 0 } else { libc::AT_SYMLINK_NOFOLLOW };
    // SAFETY: NUL-terminated path; `st` is valid for one `statx`.
    retry_plain(|| unsafe {
        libc::statx(
            libc::AT_FDCWD,
            path.as_ptr(),
            flags,
            libc::STATX_BASIC_STATS | libc::STATX_BTIME,
            st.as_mut_ptr(),
        )
    })?;
    // SAFETY: zero-initialised, then filled by the kernel; all-zero is a valid statx.
    Ok(unsafe { st.assume_init() })
}

/// `stat`/`lstat(path)`: the fallback where statx is refused.
pub(crate) fn stat_path(path: &CStr, follow: bool) -> Result<libc::stat, i32> {
    let mut st = MaybeUninit::<libc::stat>::zeroed();
    // SAFETY: NUL-terminated path; `st` is valid for one `stat`.
    retry_plain(|| unsafe {
        if follow {
            libc::stat(path.as_ptr(), st.as_mut_ptr())
        } else {
            libc::lstat(path.as_ptr(), st.as_mut_ptr())
        }
    })?;
    // SAFETY: the call succeeded and filled the struct.
    Ok(unsafe { st.assume_init() })
}

/// `statfs(path)`.
pub(crate) fn statfs(path: &CStr) -> Result<libc::statfs, i32> {
    let mut st = MaybeUninit::<libc::statfs>::zeroed();
    // SAFETY: NUL-terminated path; `st` is valid for one `statfs`.
    retry_plain(|| unsafe { libc::statfs(path.as_ptr(), st.as_mut_ptr()) })?;
    // SAFETY: the call succeeded and filled the struct.
    Ok(unsafe { st.assume_init() })
}

/// `access(path, mode)`.
pub(crate) fn access(path: &CStr, mode: i32) -> Result<(), i32> {
    // SAFETY: NUL-terminated path; a plain syscall.
    retry_plain(|| unsafe { libc::access(path.as_ptr(), mode) })
}

/// `chmod(path, mode)`.
pub(crate) fn chmod(path: &CStr, mode: libc::mode_t) -> Result<(), i32> {
    // SAFETY: NUL-terminated path; a plain syscall.
    retry_plain(|| unsafe { libc::chmod(path.as_ptr(), mode) })
}

/// `fchmod(fd, mode)`.
pub(crate) fn fchmod(fd: RawFd, mode: libc::mode_t) -> Result<(), i32> {
    // SAFETY: a plain syscall on an integer descriptor.
    retry_plain(|| unsafe { libc::fchmod(fd, mode) })
}

/// Whether `fd` is on a CIFS/SMB share, where `fchmod` fails with EPERM unless the share
/// is mounted `noperm` (the file-system magic numbers of CIFS, SMB2 and SMB).
pub(crate) fn on_smb_share(fd: RawFd) -> bool {
    let mut st = MaybeUninit::<libc::statfs>::uninit();
    // SAFETY: `st` is valid for writes of one `statfs`; it is read only when the call
    // succeeded and so filled it.
    let ok = unsafe { libc::fstatfs(fd, st.as_mut_ptr()) } == 0;
    if !ok {
        return false;
    }
    // SAFETY: fstatfs succeeded, so every field is initialised.
    let kind = unsafe { st.assume_init() }.f_type;
    matches!(kind, 0xFF53_4D42 | 0xFE53_4D42 | 0x517B)
}

/// `chown` (following links) or `lchown(path, uid, gid)`.
pub(crate) fn chown(path: &CStr, uid: u32, gid: u32, follow: bool) -> Result<(), i32> {
    // SAFETY: NUL-terminated path; a plain syscall.
    retry_plain(|| unsafe {
        if follow {
            libc::chown(path.as_ptr(), uid, gid)
        } else {
            libc::lchown(path.as_ptr(), uid, gid)
        }
    })
}

/// `utimensat(AT_FDCWD, path, times, follow ? 0 : AT_SYMLINK_NOFOLLOW)`.
pub(crate) fn utimensat(path: &CStr, times: &[libc::timespec; 2], follow: bool) -> Result<(), i32> {
    let flags = if follow { 0 } else { libc::AT_SYMLINK_NOFOLLOW };
    // SAFETY: NUL-terminated path and two valid timespecs.
    retry_plain(|| unsafe { libc::utimensat(libc::AT_FDCWD, path.as_ptr(), times.as_ptr(), flags) })
}

/// `link(existing, new)`.
pub(crate) fn link(existing: &CStr, new: &CStr) -> Result<(), i32> {
    // SAFETY: NUL-terminated paths; a plain syscall.
    retry_plain(|| unsafe { libc::link(existing.as_ptr(), new.as_ptr()) })
}

/// `symlink(target, path)`.
pub(crate) fn symlink(target: &CStr, path: &CStr) -> Result<(), i32> {
    // SAFETY: NUL-terminated paths; a plain syscall.
    retry_plain(|| unsafe { libc::symlink(target.as_ptr(), path.as_ptr()) })
}

/// `readlink(path)`: the link's target, however long.
pub(crate) fn readlink(path: &CStr) -> Result<Vec<u8>, i32> {
    let mut buf = vec![0u8; 256];
    loop {
        // SAFETY: NUL-terminated path; `buf` is valid for writes of its length.
        let n = unsafe { libc::readlink(path.as_ptr(), buf.as_mut_ptr().cast(), buf.len()) };
        if n < 0 {
            let e = last_errno();
            if e == libc::EINTR {
                continue;
            }
            return Err(e);
        }
        let n = n as usize;
        if n < buf.len() {
            buf.truncate(n);
            return Ok(buf);
        }
        // Possibly truncated: try again with more room.
        buf.resize(buf.len() * 2, 0);
    }
}

/// `mkdtemp(prefix + "XXXXXX")`: the created directory's path.
pub(crate) fn mkdtemp(prefix: &[u8]) -> Result<Vec<u8>, i32> {
    let mut template = Vec::with_capacity(prefix.len() + 7);
    template.extend_from_slice(prefix);
    template.extend_from_slice(b"XXXXXX\0");
    loop {
        // SAFETY: `template` is a writable NUL-terminated buffer ending in XXXXXX.
        let r = unsafe { libc::mkdtemp(template.as_mut_ptr().cast()) };
        if !r.is_null() {
            template.pop();
            return Ok(template);
        }
        let e = last_errno();
        if e != libc::EINTR {
            return Err(e);
        }
    }
}

/// `ioctl(dst, FICLONE, src)`: share the source's extents (copy-on-write file systems).
pub(crate) fn ficlone(dst: RawFd, src: RawFd) -> Result<(), i32> {
    const FICLONE: libc::c_ulong = 0x4004_9409;
    // SAFETY: FICLONE takes the source descriptor as its argument; both are integers.
    retry_plain(|| unsafe { libc::ioctl(dst, FICLONE, src) })
}

/// The current directory's path.
pub(crate) fn getcwd() -> Result<Vec<u8>, i32> {
    let mut buf = vec![0u8; 512];
    loop {
        // SAFETY: `buf` is valid for writes of its length.
        let r = unsafe { libc::getcwd(buf.as_mut_ptr().cast(), buf.len()) };
        if !r.is_null() {
            let n = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
            buf.truncate(n);
            return Ok(buf);
        }
        match last_errno() {
            libc::ERANGE => buf.resize(buf.len() * 2, 0),
            e => return Err(e),
        }
    }
}

/// `realpath(path, NULL)`: the kernel's canonical path (fs.realpath.native).
pub(crate) fn realpath(path: &CStr) -> Result<Vec<u8>, i32> {
    // SAFETY: NUL-terminated path; with a null buffer realpath allocates the result.
    let r = unsafe { libc::realpath(path.as_ptr(), std::ptr::null_mut()) };
    if r.is_null() {
        return Err(last_errno());
    }
    // SAFETY: realpath returned a NUL-terminated string it allocated with malloc.
    let out = unsafe { CStr::from_ptr(r) }.to_bytes().to_vec();
    // SAFETY: `r` came from malloc inside realpath and is freed once.
    unsafe { libc::free(r.cast()) };
    Ok(out)
}

/// An open directory stream. Used by one thread at a time; closed on drop unless
/// [`DirStream::close`] reported the close first.
pub(crate) struct DirStream(*mut libc::DIR);

// SAFETY: a DIR stream may be used from any thread as long as one thread at a time does;
// its owner (the glue's handle table) hands it to exactly one task.
unsafe impl Send for DirStream {}

/// One entry of a directory stream: the name and the `d_type` the file system reported.
pub(crate) struct RawDirent {
    pub(crate) name: Vec<u8>,
    pub(crate) d_type: u8,
}

impl DirStream {
    /// `opendir(path)`.
    pub(crate) fn open(path: &CStr) -> Result<DirStream, i32> {
        loop {
            // SAFETY: NUL-terminated path.
            let d = unsafe { libc::opendir(path.as_ptr()) };
            if !d.is_null() {
                return Ok(DirStream(d));
            }
            let e = last_errno();
            if e != libc::EINTR {
                return Err(e);
            }
        }
    }

    /// The next entry (`.` and `..` included), `None` at the end.
    pub(crate) fn next(&mut self) -> Result<Option<RawDirent>, i32> {
        // readdir signals errors only through errno.
        // SAFETY: errno is thread-local; writing it is always allowed.
        unsafe { *libc::__errno_location() = 0 };
        // SAFETY: `self.0` is a live DIR stream used by this thread only.
        let ent = unsafe { libc::readdir64(self.0) };
        if ent.is_null() {
            return match last_errno() {
                0 => Ok(None),
                e => Err(e),
            };
        }
        // SAFETY: readdir returned a valid entry whose d_name is NUL-terminated.
        let (name, d_type) = unsafe {
            let ent = &*ent;
            (CStr::from_ptr(ent.d_name.as_ptr()), ent.d_type)
        };
        Ok(Some(RawDirent {
            name: name.to_bytes().to_vec(),
            d_type,
        }))
    }

    /// `st_mode` of an entry of this directory, without following a link (`fstatat`).
    pub(crate) fn lstat_mode(&self, name: &[u8]) -> Result<u32, i32> {
        let name = std::ffi::CString::new(name).map_err(|_| libc::EINVAL)?;
        let mut st = MaybeUninit::<libc::stat>::zeroed();
        // SAFETY: the stream is live, so dirfd is valid; NUL-terminated name, valid out-pointer.
        retry_plain(|| unsafe {
            libc::fstatat(
                libc::dirfd(self.0),
                name.as_ptr(),
                st.as_mut_ptr(),
                libc::AT_SYMLINK_NOFOLLOW,
            )
        })?;
        // SAFETY: fstatat succeeded.
        Ok(unsafe { st.assume_init() }.st_mode)
    }

    /// The subdirectory `name` of this directory as a stream of its own (`openat` with
    /// `O_NOFOLLOW`, then `fdopendir`): a walk that goes down this way is not bounded by
    /// PATH_MAX, however deep the tree.
    pub(crate) fn open_child(&self, name: &[u8]) -> Result<DirStream, i32> {
        let name = std::ffi::CString::new(name).map_err(|_| libc::EINVAL)?;
        let flags = libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC;
        let fd = loop {
            // SAFETY: the stream is live, so dirfd is valid; NUL-terminated name.
            let fd = unsafe { libc::openat(libc::dirfd(self.0), name.as_ptr(), flags) };
            if fd >= 0 {
                break fd;
            }
            let e = last_errno();
            if e != libc::EINTR {
                return Err(e);
            }
        };
        // SAFETY: `fd` is an open directory fd that the new stream takes over.
        let d = unsafe { libc::fdopendir(fd) };
        if d.is_null() {
            let e = last_errno();
            // SAFETY: fdopendir failed, so `fd` is still ours to close.
            unsafe { libc::close(fd) };
            return Err(e);
        }
        Ok(DirStream(d))
    }

    /// `unlinkat` of the entry `name` of this directory (`AT_REMOVEDIR` when `dir`).
    pub(crate) fn unlink_child(&self, name: &[u8], dir: bool) -> Result<(), i32> {
        let name = std::ffi::CString::new(name).map_err(|_| libc::EINVAL)?;
        let flags = if dir { libc::AT_REMOVEDIR } else { 0 };
        // SAFETY: the stream is live, so dirfd is valid; NUL-terminated name.
        retry_plain(|| unsafe { libc::unlinkat(libc::dirfd(self.0), name.as_ptr(), flags) })
    }

    /// `closedir`, reporting its error (never retried, as `close`).
    pub(crate) fn close(self) -> Result<(), i32> {
        let raw = self.0;
        std::mem::forget(self);
        // SAFETY: `raw` came from opendir and is closed once (the stream was forgotten).
        if unsafe { libc::closedir(raw) } == 0 {
            Ok(())
        } else {
            Err(last_errno())
        }
    }
}

impl Drop for DirStream {
    fn drop(&mut self) {
        // SAFETY: the pointer came from opendir and is closed exactly once, here.
        unsafe { libc::closedir(self.0) };
    }
}
