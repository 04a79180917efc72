//! Thin, private wrappers over the libc calls the jobs use.
//!
//! Each returns the positive OS errno on failure (callers attach syscall names and paths).
//! Why hand-rolled instead of `std::fs::File`: std has no "read into uninitialised spare
//! capacity" for a foreign buffer type, always retries in ways we want to control, and hides
//! which syscall failed — Node's errors name it.
//!
//! EINTR policy:
//! * `open`, `read`, `pread`, `write`, `pwrite`: retried. A signal arriving while a worker
//!   blocks (FIFO open, slow device, NFS) must not surface as an error; these calls either did
//!   nothing or report their partial count, so a retry is exact.
//! * `close`: never retried. Linux releases the descriptor even when close reports EINTR, and
//!   a retry could close a descriptor another thread has just been given. EINTR (and
//!   EINPROGRESS) from close count as success.

use std::ffi::CStr;
use std::mem::MaybeUninit;
use std::os::fd::{FromRawFd, IntoRawFd, OwnedFd, RawFd};

/// The calling thread's errno; EIO if the platform somehow reports none.
pub(crate) fn last_errno() -> i32 {
    std::io::Error::last_os_error()
        .raw_os_error()
        .unwrap_or(libc::EIO)
}

/// `open(path, flags | O_CLOEXEC, mode)`.
pub(crate) fn open(path: &CStr, flags: i32, mode: u32) -> Result<OwnedFd, i32> {
    loop {
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
            // SAFETY: the kernel just returned this descriptor to us; nobody else owns it.
            return Ok(unsafe { OwnedFd::from_raw_fd(fd) });
        }
        let err = last_errno();
        if err != libc::EINTR {
            return Err(err);
        }
    }
}

/// Closes a descriptor we own. See the module doc for the EINTR rule.
pub(crate) fn close_owned(fd: OwnedFd) -> Result<(), i32> {
    close_raw(fd.into_raw_fd())
}

/// Closes a raw descriptor (JS-owned fds). Never retried.
pub(crate) fn close_raw(fd: RawFd) -> Result<(), i32> {
    // SAFETY: closing an arbitrary integer is memory-safe; a bad one yields EBADF.
    let rc = unsafe { libc::close(fd) };
    if rc == 0 {
        return Ok(());
    }
    match last_errno() {
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
    loop {
        let ptr = buf.as_mut_ptr().cast::<libc::c_void>();
        // SAFETY: `ptr` is valid for writes of `buf.len()` bytes (the kernel only writes,
        // never reads, so uninitialised memory is fine) and stays borrowed for the call.
        let n = unsafe {
            match position {
                Some(pos) => libc::pread(fd, ptr, buf.len(), pos),
                None => libc::read(fd, ptr, buf.len()),
            }
        };
        if let Ok(n) = usize::try_from(n) {
            return Ok(n);
        }
        let err = last_errno();
        if err != libc::EINTR {
            return Err(err);
        }
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
    loop {
        let ptr = buf.as_ptr().cast::<libc::c_void>();
        // SAFETY: `ptr` is valid for reads of `buf.len()` bytes for the duration of the call.
        let n = unsafe {
            match position {
                Some(pos) => libc::pwrite(fd, ptr, buf.len(), pos),
                None => libc::write(fd, ptr, buf.len()),
            }
        };
        if let Ok(n) = usize::try_from(n) {
            return Ok(n);
        }
        let err = last_errno();
        if err != libc::EINTR {
            return Err(err);
        }
    }
}

/// Plain `fstat`: all the jobs need is the type and size, and it is one syscall.
pub(crate) fn fstat(fd: RawFd) -> Result<libc::stat, i32> {
    let mut st = MaybeUninit::<libc::stat>::uninit();
    // SAFETY: `st` is valid for writes of one `stat`; on success the kernel filled it.
    let rc = unsafe { libc::fstat(fd, st.as_mut_ptr()) };
    if rc == 0 {
        // SAFETY: fstat succeeded, so every field is initialised.
        Ok(unsafe { st.assume_init() })
    } else {
        Err(last_errno())
    }
}

/// `statx(fd, "", AT_EMPTY_PATH, BASIC|BTIME)`: like libuv, so `birthtime` is available.
pub(crate) fn statx_fd(fd: RawFd) -> Result<libc::statx, i32> {
    let mut st = MaybeUninit::<libc::statx>::zeroed();
    // SAFETY: the path is a static empty C string, `st` is valid for one `statx`.
    let rc = unsafe {
        libc::statx(
            fd,
            c"".as_ptr(),
            libc::AT_EMPTY_PATH,
            libc::STATX_BASIC_STATS | libc::STATX_BTIME,
            st.as_mut_ptr(),
        )
    };
    if rc == 0 {
        // SAFETY: zero-initialised, then filled by the kernel; all-zero is a valid statx.
        Ok(unsafe { st.assume_init() })
    } else {
        Err(last_errno())
    }
}

/// `fsync`, retried on EINTR.
pub(crate) fn fsync(fd: RawFd) -> Result<(), i32> {
    loop {
        // SAFETY: plain syscall on an integer descriptor.
        if unsafe { libc::fsync(fd) } == 0 {
            return Ok(());
        }
        let err = last_errno();
        if err != libc::EINTR {
            return Err(err);
        }
    }
}

/// Is this `st_mode` a regular file?
pub(crate) fn is_regular(mode: libc::mode_t) -> bool {
    mode & libc::S_IFMT == libc::S_IFREG
}
