//! Whole-buffer writes: the `writeFile` job and the write-all loop for user fds.
//!
//! The job (`fs.writeFile` with a path and no `flush`, `fsPromises.writeFile` ≤ 512 KiB, and
//! the `writeFileSync` UTF-8 fast path) is one task: `open(path, flags, mode)` → `write` until
//! every byte is out → `close` (docs/FS-SEMANTICS.md, "The write job"). For 1 KiB that is 3
//! syscalls. Empty data still opens (and, with `'w'`, truncates) but issues no `write`, so
//! `writeFile(f, '', {flag: 'r'})` succeeds as in Node.
//!
//! Error shapes: `open` errors carry the path; `write` and `close` errors do not
//! (`EBADF: bad file descriptor, write`). If a write fails the fd is still closed and the
//! write error is reported.
//!
//! The data slice is only read. The glue may pass a borrow of the JS buffer's bytes if it
//! keeps the buffer alive and unshrinkable for the duration of the job (Node shares the
//! memory too; resizable buffers must be copied first).

use std::ffi::CStr;
use std::os::fd::{AsRawFd, RawFd};

use super::FileRef;
use crate::error::{FsError, SysError};
use crate::sys;

/// Position argument → `off_t`; offsets beyond `i64::MAX` cannot exist (EINVAL, as pwrite
/// would say).
fn to_offset(position: u64, syscall: &'static str) -> Result<i64, FsError> {
    i64::try_from(position).map_err(|_| FsError::os(libc::EINVAL, syscall))
}

/// Writes all of `data` to `fd`, looping on short writes (EINTR is retried inside the
/// syscall wrapper). `position`: `None` writes at the current offset (and advances it);
/// `Some(p)` uses `pwrite` starting at `p` and advancing by what each call wrote.
///
/// # Errors
/// `write` system errors without a path. A `write` that makes no progress on a non-empty
/// buffer is reported as `EIO` instead of looping forever.
pub fn write_all_fd(fd: RawFd, data: &[u8], position: Option<u64>) -> Result<(), FsError> {
    let mut rest = data;
    let mut pos = position;
    while !rest.is_empty() {
        let offset = match pos {
            Some(p) => Some(to_offset(p, "write")?),
            None => None,
        };
        let n = sys::write(fd, rest, offset).map_err(|e| FsError::os(e, "write"))?;
        if n == 0 {
            return Err(FsError::os(libc::EIO, "write"));
        }
        // The kernel never reports more than it was given; `get` keeps this panic-free anyway.
        rest = rest.get(n..).unwrap_or_default();
        pos = pos.map(|p| p.saturating_add(n as u64));
    }
    Ok(())
}

/// The `writeFile` job: open + write-all + close.
///
/// `flags` are Node's numeric flags (`O_CLOEXEC` is added); `mode` applies only when the
/// file is created (the umask still applies).
///
/// # Errors
/// `open` errors with the path; `write`/`close` errors without.
pub fn write_file_job(path: &CStr, data: &[u8], flags: i32, mode: u32) -> Result<(), FsError> {
    let fd = sys::open(path, flags, mode)
        .map_err(|e| FsError::Sys(SysError::from_os(e, "open").with_path(path.to_bytes())))?;
    let written = write_all_fd(fd.as_raw_fd(), data, None);
    let closed = sys::close_owned(fd);
    written?;
    closed.map_err(|e| FsError::os(e, "close"))
}

/// `writeFileSync` fast path / `writeFile` to a path or user fd. A path is opened, written
/// and closed ([`write_file_job`]); a user fd is written at its current position and left
/// open (`flags`/`mode` are ignored then).
///
/// # Errors
/// As [`write_file_job`] / [`write_all_fd`].
pub fn write_file_sync(
    target: FileRef<'_>,
    data: &[u8],
    flags: i32,
    mode: u32,
) -> Result<(), FsError> {
    match target {
        FileRef::Path(path) => write_file_job(path, data, flags, mode),
        FileRef::Fd(fd) => write_all_fd(fd, data, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags::{string_to_flags, DEFAULT_MODE};
    use crate::test_util::{cpath, make_file, pattern};
    use std::os::unix::fs::PermissionsExt;

    fn flag(s: &str) -> i32 {
        string_to_flags(s).unwrap()
    }

    #[test]
    fn write_job_sizes_and_flags() {
        let dir = tempfile::tempdir().unwrap();
        for size in [0usize, 1, 1024, 524_288, 4 * 1024 * 1024] {
            let f = dir.path().join(format!("w{size}"));
            let p = cpath(&f);
            let data = pattern(size);
            write_file_job(&p, &data, flag("w"), DEFAULT_MODE).unwrap();
            assert_eq!(std::fs::read(&f).unwrap(), data, "size {size}");
        }
        // r+ overwrites in place, a appends, w truncates.
        let f = make_file(dir.path(), "h", b"hello");
        let p = cpath(&f);
        write_file_job(&p, b"XY", flag("r+"), DEFAULT_MODE).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"XYllo");
        std::fs::write(&f, b"hello").unwrap();
        write_file_job(&p, b"XY", flag("a"), DEFAULT_MODE).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"helloXY");
        write_file_job(&p, b"", flag("w"), DEFAULT_MODE).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"");
    }

    #[test]
    fn wx_on_existing_file() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "small.txt", b"hello");
        let p = cpath(&f);
        for s in ["wx", "xw", "ax", "wx+"] {
            let err = write_file_job(&p, b"x", flag(s), DEFAULT_MODE).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!("EEXIST: file already exists, open '{}'", f.display())
            );
            let sys = err.as_sys().unwrap();
            assert_eq!((sys.errno, sys.syscall), (-17, "open"));
        }
        assert_eq!(std::fs::read(&f).unwrap(), b"hello");
        // 'wx' on a new file creates it.
        let g = dir.path().join("new.txt");
        write_file_job(&cpath(&g), b"x", flag("wx"), DEFAULT_MODE).unwrap();
        assert_eq!(std::fs::read(&g).unwrap(), b"x");
    }

    #[test]
    fn write_errors_have_no_path() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "small.txt", b"hello");
        let p = cpath(&f);
        // A read-only flag: EBADF from write, without the path.
        let err = write_file_job(&p, b"x", flag("r"), DEFAULT_MODE).unwrap_err();
        assert_eq!(err.to_string(), "EBADF: bad file descriptor, write");
        assert_eq!(err.as_sys().unwrap().path, None);
        // Empty data never writes, so the same call succeeds (observed in Node 26).
        write_file_job(&p, b"", flag("r"), DEFAULT_MODE).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"hello");
        // A directory fails on open, with the path.
        let err = write_file_job(&cpath(dir.path()), b"x", flag("w"), DEFAULT_MODE).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "EISDIR: illegal operation on a directory, open '{}'",
                dir.path().display()
            )
        );
        // procfs refuses the write (EIO).
        let err = write_file_job(c"/proc/version", b"x", flag("w"), DEFAULT_MODE).unwrap_err();
        assert_eq!(err.as_sys().unwrap().syscall, "write");
        assert_eq!(err.as_sys().unwrap().path, None);
    }

    #[test]
    fn mode_applies_on_create_only() {
        let dir = tempfile::tempdir().unwrap();
        // Read the umask without changing it (other tests create files concurrently).
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let umask = status
            .lines()
            .find_map(|l| l.strip_prefix("Umask:"))
            .map(|v| u32::from_str_radix(v.trim(), 8).unwrap())
            .unwrap();
        let f = dir.path().join("m");
        write_file_job(&cpath(&f), b"x", flag("w"), 0o640).unwrap();
        let mode = std::fs::metadata(&f).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640 & !umask);
        write_file_job(&cpath(&f), b"y", flag("w"), 0o777).unwrap();
        let mode2 = std::fs::metadata(&f).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode2, mode, "existing file keeps its mode");
    }

    #[test]
    fn write_all_fd_positions() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "p", b"hello world");
        let file = std::fs::OpenOptions::new().write(true).open(&f).unwrap();
        let fd = std::os::fd::AsRawFd::as_raw_fd(&file);
        write_all_fd(fd, b"HE", None).unwrap();
        write_all_fd(fd, b"LL", None).unwrap();
        write_all_fd(fd, b"WOR", Some(6)).unwrap();
        // pwrite did not move the offset.
        write_all_fd(fd, b"O", None).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"HELLO WORld");
        assert_eq!(
            write_all_fd(fd, b"x", Some(u64::MAX))
                .unwrap_err()
                .to_string(),
            "EINVAL: invalid argument, write"
        );
        assert_eq!(
            write_all_fd(-1, b"x", None).unwrap_err().to_string(),
            "EBADF: bad file descriptor, write"
        );
        write_file_sync(FileRef::Fd(fd), b"!", 0, 0).unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"HELLO!WORld");
    }

    #[test]
    fn short_writes_are_continued() {
        // A blocking pipe may take a big buffer in several pieces; every byte must arrive
        // in order. (A deterministic short write is forced in tests/process_state.rs.)
        let mut fds = [0; 2];
        // SAFETY: fds is a valid 2-element array.
        assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
        let (r, w) = (fds[0], fds[1]);
        let data = pattern(1 << 20);
        let reader = std::thread::spawn(move || {
            let mut got = Vec::new();
            let mut chunk = vec![0u8; 7000];
            loop {
                let n = crate::jobs::fd_ops::read(r, &mut chunk, None).unwrap();
                if n == 0 {
                    break;
                }
                got.extend_from_slice(&chunk[..n]);
            }
            crate::jobs::fd_ops::close(r).unwrap();
            got
        });
        write_all_fd(w, &data, None).unwrap();
        crate::jobs::fd_ops::close(w).unwrap();
        assert_eq!(reader.join().unwrap(), data);
    }
}
