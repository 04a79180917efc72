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
