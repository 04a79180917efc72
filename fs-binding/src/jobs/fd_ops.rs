//! Single-syscall fd operations: `fs.open/close/read/write/fstat/fsync` and their Sync forms.
//!
//! Each is a plain blocking function: the runtime runs it on its pool for the callback and
//! promise APIs, or inline for `*Sync`. JS owns the descriptors (they are plain integers
//! there), so these take [`RawFd`]; only [`open`] returns an [`OwnedFd`], so a descriptor the
//! glue fails to hand to JS is still closed (call `into_raw_fd()` to give it away).
//!
//! Syscall names in errors are Node's (`open`, `close`, `read`, `write`, `fstat`, `fsync`);
//! only `open` errors carry the path.

use std::ffi::CStr;
use std::os::fd::{OwnedFd, RawFd};

use super::buf::ReadTarget;
use crate::error::{FsError, SysError};
use crate::sys;

/// `open(path, flags | O_CLOEXEC, mode)`.
///
/// # Errors
/// `open` with the path.
pub fn open(path: &CStr, flags: i32, mode: u32) -> Result<OwnedFd, FsError> {
    sys::open(path, flags, mode)
        .map_err(|e| FsError::Sys(SysError::from_os(e, "open").with_path(path.to_bytes())))
}

/// `close(fd)`. Not retried on EINTR (Linux has released the fd by then; see `sys`).
///
/// # Errors
/// `close` (EBADF for an fd that is not open).
pub fn close(fd: RawFd) -> Result<(), FsError> {
    sys::close_raw(fd).map_err(|e| FsError::os(e, "close"))
}

fn offset(position: Option<u64>, syscall: &'static str) -> Result<Option<i64>, FsError> {
    position
        .map(|p| i64::try_from(p).map_err(|_| FsError::os(libc::EINVAL, syscall)))
        .transpose()
}

/// One `read` (position `None`: current offset, which advances) or `pread` (`Some(p)`: at
/// `p`, offset untouched) into `buf`. The glue passes `&mut data[offset..offset + length]`.
/// Returns the byte count, 0 at EOF. An empty `buf` returns 0 without a syscall.
///
/// # Errors
/// `read`. EINTR is retried.
pub fn read(fd: RawFd, buf: &mut [u8], position: Option<u64>) -> Result<usize, FsError> {
    let pos = offset(position, "read")?;
    sys::read(fd, buf, pos).map_err(|e| FsError::os(e, "read"))
}

/// One `read`/`pread` (see [`read`]) of up to `length` bytes into the empty buffer `buf`,
/// which comes back holding exactly the bytes read (its capacity stays `length`). The
/// kernel writes into the spare capacity, so the memory is neither zero-filled first nor
/// copied after.
///
/// # Errors
/// `read`; ENOMEM (syscall `read`) when `length` bytes cannot be allocated.
pub(crate) fn read_into<B: ReadTarget>(
    fd: RawFd,
    mut buf: B,
    length: usize,
    position: Option<u64>,
) -> Result<B, FsError> {
    let pos = offset(position, "read")?;
    buf.try_grow_to(length)
        .map_err(|()| FsError::os(libc::ENOMEM, "read"))?;
    let spare = buf.spare();
    let want = spare.len().min(length);
    let n = sys::read_uninit(fd, &mut spare[..want], pos).map_err(|e| FsError::os(e, "read"))?;
    // SAFETY: `read_uninit` initialised the first `n` bytes of the spare capacity.
    unsafe { buf.commit(n) };
    Ok(buf)
}

/// `write`/`pwrite` of `buf` (see [`read`] for `position`), continuing after short writes
/// until everything is written, as libuv's fs write does; if an error or a zero-byte write
/// follows a partial write, the partial count is returned (libuv again). An empty `buf` is
/// still one syscall, so a bad fd reports EBADF.
///
/// # Errors
/// `write`. EINTR is retried.
pub fn write(fd: RawFd, buf: &[u8], position: Option<u64>) -> Result<usize, FsError> {
    let mut pos = offset(position, "write")?;
    let mut total = 0usize;
    loop {
        let rest = buf.get(total..).unwrap_or_default();
        let n = match sys::write(fd, rest, pos) {
            Ok(n) => n,
            Err(_) if total > 0 => return Ok(total),
            Err(e) => return Err(FsError::os(e, "write")),
        };
        total += n;
        if let Some(p) = pos.as_mut() {
            *p += n as i64;
        }
        if n == 0 || total >= buf.len() {
            return Ok(total);
        }
    }
}

/// `fsync(fd)` (for `flush: true`).
///
/// # Errors
/// `fsync`.
pub fn fsync(fd: RawFd) -> Result<(), FsError> {
    sys::fsync(fd).map_err(|e| FsError::os(e, "fsync"))
}

/// `fdatasync(fd)`.
///
/// # Errors
/// `fdatasync`.
pub fn fdatasync(fd: RawFd) -> Result<(), FsError> {
    sys::fdatasync(fd).map_err(|e| FsError::os(e, "fdatasync"))
}

/// Runs a syscall returning 0 / -1 until it does not fail with EINTR.
fn retry_eintr(mut f: impl FnMut() -> libc::c_int) -> Result<(), i32> {
    loop {
        if f() == 0 {
            return Ok(());
        }
        let err = sys::last_errno();
        if err != libc::EINTR {
            return Err(err);
        }
    }
}

/// `fchmod(fd, mode)`.
///
/// # Errors
/// `fchmod`.
pub fn fchmod(fd: RawFd, mode: u32) -> Result<(), FsError> {
    // SAFETY: a plain syscall on an integer fd.
    retry_eintr(|| unsafe { libc::fchmod(fd, mode) }).map_err(|e| FsError::os(e, "fchmod"))
}

/// `fchown(fd, uid, gid)`; `u32::MAX` (JS `-1`) leaves that id unchanged, as in chown(2).
///
/// # Errors
/// `fchown`.
pub fn fchown(fd: RawFd, uid: u32, gid: u32) -> Result<(), FsError> {
    // SAFETY: a plain syscall on an integer fd.
    retry_eintr(|| unsafe { libc::fchown(fd, uid, gid) }).map_err(|e| FsError::os(e, "fchown"))
}

/// `futimens(fd, [atime, mtime])` (see [`utime_spec`] for the conversion).
///
/// # Errors
/// `futime` (Node's syscall name).
pub fn futimes(fd: RawFd, atime: f64, mtime: f64) -> Result<(), FsError> {
    let times = [utime_spec(atime), utime_spec(mtime)];
    // SAFETY: a plain syscall on an integer fd; `times` outlives it.
    retry_eintr(|| unsafe { libc::futimens(fd, times.as_ptr()) })
        .map_err(|e| FsError::os(e, "futime"))
}

/// Seconds as a double → `timespec`, as Node 26's libuv converts them: the fraction is
/// kept to the nanosecond the double holds (truncated), negative fractions borrow a
/// second, `+Infinity` = now and `NaN` = leave unchanged (libuv's UV_FS_UTIME_NOW/OMIT).
#[must_use]
pub fn utime_spec(t: f64) -> libc::timespec {
    if t.is_nan() {
        return libc::timespec {
            tv_sec: 0,
            tv_nsec: libc::UTIME_OMIT,
        };
    }
    if t == f64::INFINITY {
        return libc::timespec {
            tv_sec: 0,
            tv_nsec: libc::UTIME_NOW,
        };
    }
    // `as` saturates, so huge values cannot wrap.
    let mut sec = t as i64;
    let mut nsec = ((t - sec as f64) * 1e9) as i64;
    if nsec < 0 {
        nsec += 1_000_000_000;
        sec -= 1;
    }
    libc::timespec {
        tv_sec: sec as libc::time_t,
        tv_nsec: nsec as libc::c_long,
    }
}

/// libuv reads/writes at most this many buffers per call.
const IOV_MAX: usize = 1024;

/// One `readv`/`preadv` into `bufs` (at most [`IOV_MAX`] of them, the rest are left
/// untouched as libuv does). Returns the total count, 0 at EOF. An empty list is EINVAL.
///
/// # Errors
/// `read` (Node's syscall name for readv too). EINTR is retried.
pub fn readv(fd: RawFd, bufs: &mut [Vec<u8>], position: Option<u64>) -> Result<usize, FsError> {
    let pos = offset(position, "read")?;
    let iov: Vec<libc::iovec> = bufs
        .iter_mut()
        .take(IOV_MAX)
        .map(|b| libc::iovec {
            iov_base: b.as_mut_ptr().cast(),
            iov_len: b.len(),
        })
        .collect();
    if iov.is_empty() {
        // libuv refuses an empty buffer list (Node: EINVAL, read).
        return Err(FsError::os(libc::EINVAL, "read"));
    }
    // SAFETY: every iovec points into a live, exclusively borrowed Vec of its length.
    unsafe { sys::readv(fd, &iov, pos) }.map_err(|e| FsError::os(e, "read"))
}

/// `writev`/`pwritev` of `bufs` in order, continuing after short writes until everything
/// is written, as libuv's fs write does (so a regular file gets all bytes). If an error
/// follows a partial write the partial count is returned, like libuv.
///
/// # Errors
/// `write`. EINTR is retried.
pub fn writev(fd: RawFd, bufs: &[Vec<u8>], position: Option<u64>) -> Result<usize, FsError> {
    let mut pos = offset(position, "write")?;
    // (buffer index, offset inside it) of the first unwritten byte.
    let mut first = 0usize;
    let mut skip = 0usize;
    let mut total = 0usize;
    while first < bufs.len() {
        let iov: Vec<libc::iovec> = bufs[first..]
            .iter()
            .take(IOV_MAX)
            .enumerate()
            .map(|(i, b)| {
                let from = if i == 0 { skip } else { 0 };
                libc::iovec {
                    iov_base: b[from..].as_ptr().cast_mut().cast(),
                    iov_len: b.len() - from,
                }
            })
            .collect();
        let want: usize = iov.iter().map(|v| v.iov_len).sum();
        // Only empty buffers left: stop, unless nothing was written yet, so that one
        // syscall still reports a bad fd (EBADF) as Node does for a list of empty buffers.
        if want == 0 && first + iov.len() >= bufs.len() && total > 0 {
            break;
        }
        // SAFETY: every iovec points into a live Vec; the kernel only reads them.
        let mut n = match unsafe { sys::writev(fd, &iov, pos) } {
            Ok(n) => n,
            Err(_) if total > 0 => return Ok(total),
            Err(err) => return Err(FsError::os(err, "write")),
        };
        if n == 0 && want > 0 {
            break;
        }
        total += n;
        if let Some(p) = pos.as_mut() {
            *p += n as i64;
        }
        // Advance past what was written.
        while first < bufs.len() {
            let left = bufs[first].len() - skip;
            if n >= left {
                n -= left;
                first += 1;
                skip = 0;
            } else {
                skip += n;
                break;
            }
        }
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags::{string_to_flags, O_RDONLY};
    use crate::jobs::stat::{fstat, Stat};
    use crate::test_util::{cpath, make_file};
    use std::os::fd::{AsRawFd, IntoRawFd};
    use std::os::unix::fs::MetadataExt;

    /// A descriptor number above any RLIMIT_NOFILE, so no thread's open can return it.
    const NEVER_OPEN: i32 = i32::MAX;

    #[test]
    fn open_read_write_close() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("rw");
        let p = cpath(&f);
        let fd = open(&p, string_to_flags("w+").unwrap(), 0o666)
            .unwrap()
            .into_raw_fd();
        assert_eq!(write(fd, b"hello", None).unwrap(), 5);
        let mut buf = [0u8; 8];
        // pread at 1 leaves the offset at 5.
        assert_eq!(read(fd, &mut buf[2..5], Some(1)).unwrap(), 3);
        assert_eq!(&buf[2..5], b"ell");
        assert_eq!(read(fd, &mut buf, None).unwrap(), 0, "offset is at EOF");
        assert_eq!(write(fd, b"!", Some(0)).unwrap(), 1);
        assert_eq!(read(fd, &mut [], None).unwrap(), 0);
        fsync(fd).unwrap();
        close(fd).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"!ello");
        // Tests run on parallel threads, so the number just closed may already name another
        // test's file: the bad-descriptor checks use one that can never be open.
        assert_eq!(
            close(NEVER_OPEN).unwrap_err().to_string(),
            "EBADF: bad file descriptor, close"
        );
        let err = read(NEVER_OPEN, &mut buf, None).unwrap_err();
        assert_eq!(err.to_string(), "EBADF: bad file descriptor, read");
        let err = open(c"/nonexistent-minirt/x", O_RDONLY, 0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "ENOENT: no such file or directory, open '/nonexistent-minirt/x'"
        );
    }

    #[test]
    fn vectored_io_and_meta() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("v");
        let fd = open(&cpath(&f), string_to_flags("w+").unwrap(), 0o666)
            .unwrap()
            .into_raw_fd();
        let parts = vec![b"ab".to_vec(), Vec::new(), b"cde".to_vec()];
        assert_eq!(writev(fd, &parts, None).unwrap(), 5);
        assert_eq!(writev(fd, &[b"XY".to_vec()], Some(1)).unwrap(), 2);
        let mut bufs = vec![vec![0u8; 1], vec![0u8; 3], vec![0u8; 9]];
        assert_eq!(readv(fd, &mut bufs, Some(0)).unwrap(), 5);
        assert_eq!((&bufs[0][..], &bufs[1][..]), (&b"a"[..], &b"XYd"[..]));
        assert_eq!(bufs[2][0], b'e');
        assert_eq!(
            readv(fd, &mut [], None).unwrap_err().to_string(),
            "EINVAL: invalid argument, read"
        );
        // More buffers than one writev call takes: all of them are still written.
        let many: Vec<Vec<u8>> = (0..3000).map(|i| vec![b'a' + (i % 26) as u8]).collect();
        assert_eq!(writev(fd, &many, Some(0)).unwrap(), 3000);
        assert_eq!(std::fs::metadata(&f).unwrap().len(), 3000);
        fchmod(fd, 0o600).unwrap();
        assert_eq!(std::fs::metadata(&f).unwrap().mode() & 0o777, 0o600);
        fchown(fd, u32::MAX, u32::MAX).unwrap();
        futimes(fd, 1000.5, f64::NAN).unwrap();
        let st = fstat(fd).unwrap();
        assert_eq!((st.atime.sec, st.atime.nsec), (1000, 500_000_000));
        fdatasync(fd).unwrap();
        close(fd).unwrap();
        let fd = NEVER_OPEN;
        assert_eq!(
            fchmod(fd, 0o600).unwrap_err().to_string(),
            "EBADF: bad file descriptor, fchmod"
        );
        assert_eq!(
            futimes(fd, 1.0, 1.0).unwrap_err().to_string(),
            "EBADF: bad file descriptor, futime"
        );
        assert_eq!(
            writev(fd, &parts, None).unwrap_err().to_string(),
            "EBADF: bad file descriptor, write"
        );
    }

    #[test]
    fn utime_spec_matches_libuv() {
        let s = utime_spec(1.25);
        assert_eq!((s.tv_sec, s.tv_nsec), (1, 250_000_000));
        // Nanoseconds as far as the double holds them (Node 26: 1e9 + 0.654321 → ...320955).
        let s = utime_spec(1e9 + 0.654_321);
        assert_eq!((s.tv_sec, s.tv_nsec), (1_000_000_000, 654_320_955));
        let s = utime_spec(-1.5);
        assert_eq!((s.tv_sec, s.tv_nsec), (-2, 500_000_000));
        assert_eq!(utime_spec(f64::NAN).tv_nsec, libc::UTIME_OMIT);
        assert_eq!(utime_spec(f64::INFINITY).tv_nsec, libc::UTIME_NOW);
        // Y2038 and beyond.
        assert_eq!(utime_spec(4_294_967_296.0).tv_sec, 4_294_967_296);
    }

    #[test]
    fn opened_fds_are_cloexec() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "c", b"x");
        let fd = open(&cpath(&f), O_RDONLY, 0).unwrap();
        // SAFETY: F_GETFD on a descriptor we own.
        let fl = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_GETFD) };
        assert_eq!(fl & libc::FD_CLOEXEC, libc::FD_CLOEXEC);
    }

    #[test]
    fn fstat_matches_std() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "s", &[7u8; 1234]);
        let file = std::fs::File::open(&f).unwrap();
        let st = fstat(file.as_raw_fd()).unwrap();
        let md = std::fs::metadata(&f).unwrap();
        assert_eq!(st.size, 1234);
        assert_eq!(st.mode, md.mode());
        assert_eq!(st.ino, md.ino());
        assert_eq!(st.dev, md.dev());
        assert_eq!(st.nlink, md.nlink());
        assert_eq!(st.uid, md.uid());
        assert_eq!(st.gid, md.gid());
        assert_eq!(st.blocks, md.blocks());
        assert_eq!(st.blksize, md.blksize());
        assert_eq!(st.mtime.sec, md.mtime());
        assert_eq!(i64::from(st.mtime.nsec), md.mtime_nsec());
        assert_eq!(st.atime.sec, md.atime());
        assert_eq!(st.ctime.sec, md.ctime());
        assert!(st.is_file());
        let arr = st.to_node_array();
        assert_eq!(arr.len(), Stat::FIELDS);
        assert_eq!(arr[8], 1234.0);
        assert_eq!(arr[1], f64::from(md.mode()));
        assert!((st.mtime.as_millis_f64() - md.mtime() as f64 * 1e3).abs() < 1e3);
        assert_eq!(
            st.mtime.as_nanos(),
            i128::from(md.mtime()) * 1_000_000_000 + i128::from(md.mtime_nsec())
        );
        // procfs: no birth time → 0 (as Node shows).
        let proc_file = std::fs::File::open("/proc/self/status").unwrap();
        let st = fstat(proc_file.as_raw_fd()).unwrap();
        assert_eq!(st.size, 0);
        assert!(st.is_file());
        assert_eq!(
            fstat(-1).unwrap_err().to_string(),
            "EBADF: bad file descriptor, fstat"
        );
    }
}
