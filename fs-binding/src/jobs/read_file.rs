//! Whole-file reads: the `readFile` job, its UTF-8 variant, the chunked continuation for big
//! files, and the one-call `readFileSync` paths.
//!
//! ## The job (`fs.readFile` / `fsPromises.readFile` with a path)
//! One pool task (docs/FS-SEMANTICS.md, "The read job"): `open(path, flags, 0o666)` →
//! `fstat` → then
//! * regular file, `0 < size <= 512 KiB`: allocate exactly `size`, read until `size` bytes or
//!   EOF, `close`. A 1 KiB file costs open + fstat + read + close: 4 syscalls, no EOF read
//!   (Node 26 does the same; a file that grows meanwhile is cut at the fstat size);
//! * `size == 0` or not a regular file (procfs, sysfs, FIFO, char device, a directory opened
//!   read-only): read to EOF into a 64 KiB buffer doubled as needed, `close`;
//! * regular file over 512 KiB: stop after `fstat` and return the open fd and the size
//!   ([`ReadOutcome::Large`]); JS continues with the chunked, abortable reader
//!   ([`ChunkedReader`] does the Rust half of each step). Above 2 GiB the job closes the fd and
//!   fails with `ERR_FS_FILE_TOO_LARGE` itself, which is what both Node continuations do first.
//!
//! Errors from the job carry the path, including `read` errors (`EISDIR: illegal operation on
//! a directory, read '/dir'`), as in Node 26. A read error closes the fd and wins over a close
//! error; after a successful read a close error is the result.
//!
//! ## readFileSync (docs/FS-SEMANTICS.md, "readFileSync")
//! * [`read_file_sync_buffer`] (Buffer and non-UTF-8 encodings): open → fstat → read (exactly
//!   `size` for regular files, to EOF otherwise) → close. Only `open` errors carry the path.
//!   Regular files above 2 GiB fail with `ERR_FS_FILE_TOO_LARGE` before any read.
//!   [`read_file_sync_pooled`] is the same with small regular files read into a reused
//!   scratch vector: Node 26 returns those as slices of its shared Buffer pool (its
//!   `Buffer.allocUnsafe(size)` rule), which the glue copies them into.
//! * [`read_file_sync_utf8`] (the `'utf8'` one-shot): Node's native reader reads *to EOF*
//!   without fstat. We fstat to size the buffer at `size + 1`, so an unchanged file still
//!   costs one read and a grown one is read to its end — same result, no buffer regrowth.
//!   Over-long input is `ERR_STRING_TOO_LONG`, never `ERR_FS_FILE_TOO_LARGE` (as in Node).

use std::ffi::CStr;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};

use super::buf::{
    read_known_size, read_to_eof, shrink_aligned, ReadFail, ReadTarget, UNKNOWN_SIZE_FIRST_CHUNK,
};
use super::FileRef;
use crate::error::{FsError, SysError, K_IO_MAX_LENGTH, MAX_STRING_LENGTH};
use crate::flags::DEFAULT_MODE;
use crate::sys;
use crate::utf8::{decode_utf8_owned, DecodedText};
use crate::AlignedVec;

/// `kReadFileBufferLength`: files up to this size are read inside the job; also the chunk
/// size of the continuation reader.
pub const READ_FILE_BUFFER_LENGTH: usize = 512 * 1024;

/// Limit for the UTF-8 one-shot: any input longer than this decodes to more than
/// [`MAX_STRING_LENGTH`] units (a UTF-8 sequence or an invalid subpart is at most 3 bytes per
/// UTF-16 unit), so it is `ERR_STRING_TOO_LONG` without decoding.
const UTF8_BYTE_LIMIT: usize = MAX_STRING_LENGTH * 3;

/// Result of [`read_file_job`].
#[derive(Debug)]
pub enum ReadOutcome {
    /// The whole file. Hand it to `JsArrayBuffer::from_byte_block` (no copy).
    Bytes(AlignedVec<u8>),
    /// A regular file over 512 KiB: the job stopped after `fstat`. `fd` is open at offset 0;
    /// continue with [`ChunkedReader::new`] (or `into_raw_fd()` it for a FileHandle). Dropping
    /// it closes the file.
    Large {
        /// The open descriptor (O_CLOEXEC).
        fd: OwnedFd,
        /// `st_size` at the time of the fstat, ≤ 2 GiB - 1.
        size: u64,
    },
}

/// Result of [`read_file_utf8_job`].
#[derive(Debug)]
pub enum Utf8Outcome {
    /// The decoded text.
    Text(DecodedText),
    /// As [`ReadOutcome::Large`]; decode the [`ChunkedReader`] result with
    /// [`crate::utf8::decode_utf8`].
    Large {
        /// The open descriptor (O_CLOEXEC).
        fd: OwnedFd,
        /// `st_size` at the time of the fstat, ≤ 2 GiB - 1.
        size: u64,
    },
}

/// Builds a system error, with the path if the caller's policy says so.
fn sys_err(os_errno: i32, syscall: &'static str, path: Option<&CStr>) -> FsError {
    let err = SysError::from_os(os_errno, syscall);
    FsError::Sys(match path {
        Some(p) => err.with_path(p.to_bytes()),
        None => err,
    })
}

/// Closes `fd` after `result`: on success a close error becomes the result; on failure the
/// earlier error wins and the close error is dropped (the fd is released either way).
fn close_after<T>(
    fd: OwnedFd,
    result: Result<T, FsError>,
    path: Option<&CStr>,
) -> Result<T, FsError> {
    let closed = sys::close_owned(fd);
    let value = result?;
    closed.map_err(|e| sys_err(e, "close", path))?;
    Ok(value)
}

/// Regular-file size from fstat, 0 for anything else ("unknown: read to EOF").
fn known_size(st: &libc::stat) -> u64 {
    if sys::is_regular(st.st_mode) {
        u64::try_from(st.st_size).unwrap_or(0)
    } else {
        0
    }
}

enum JobRead<B> {
    Done(B),
    Large { fd: OwnedFd, size: u64 },
}

/// The shared body of both job variants.
fn job_read<B: ReadTarget>(path: &CStr, flags: i32, mut buf: B) -> Result<JobRead<B>, FsError> {
    let p = Some(path);
    let fd = sys::open(path, flags, DEFAULT_MODE).map_err(|e| sys_err(e, "open", p))?;
    let st = match sys::fstat(fd.as_raw_fd()) {
        Ok(st) => st,
        Err(e) => return close_after(fd, Err(sys_err(e, "fstat", p)), p),
    };
    let size = known_size(&st);
    if size > READ_FILE_BUFFER_LENGTH as u64 {
        if size > K_IO_MAX_LENGTH {
            return close_after(fd, Err(FsError::FileTooLarge { size }), p);
        }
        return Ok(JobRead::Large { fd, size });
    }
    let raw = fd.as_raw_fd();
    let read = if size > 0 {
        // `size` ≤ 512 KiB here, so the conversion cannot fail.
        read_known_size(raw, &mut buf, usize::try_from(size).unwrap_or(0))
    } else {
        read_to_eof(
            raw,
            &mut buf,
            UNKNOWN_SIZE_FIRST_CHUNK,
            None,
            K_IO_MAX_LENGTH as usize,
        )
    };
    let read = read.map_err(|fail| match fail {
        ReadFail::Os(e) => sys_err(e, "read", p),
        ReadFail::TooLong(n) => FsError::FileTooLarge { size: n },
    });
    close_after(fd, read.map(|()| JobRead::Done(buf)), p)
}

/// The `readFile` job: open + fstat + read-to-end + close, on the calling (pool) thread.
///
/// `flags` are Node's numeric flags (`O_CLOEXEC` is added). The bytes are read straight into
/// the 64-byte-aligned allocation Boa's ArrayBuffer adopts.
///
/// # Errors
/// System errors with `syscall` `open`/`fstat`/`read`/`close` and the path;
/// [`FsError::FileTooLarge`] for regular files over 2 GiB (and endless unknown-size sources).
pub fn read_file_job(path: &CStr, flags: i32) -> Result<ReadOutcome, FsError> {
    match job_read(path, flags, AlignedVec::<u8>::new(64))? {
        JobRead::Done(buf) => Ok(ReadOutcome::Bytes(shrink_aligned(buf))),
        JobRead::Large { fd, size } => Ok(ReadOutcome::Large { fd, size }),
    }
}

/// The `readFile(path, 'utf8')` job: [`read_file_job`] plus decoding on the pool thread, so
/// the JS thread only copies the finished units into a `JsString`.
///
/// # Errors
/// As [`read_file_job`], plus [`FsError::StringTooLong`].
pub fn read_file_utf8_job(path: &CStr, flags: i32) -> Result<Utf8Outcome, FsError> {
    match job_read(path, flags, Vec::<u8>::new())? {
        JobRead::Done(bytes) => Ok(Utf8Outcome::Text(decode_utf8_owned(bytes)?)),
        JobRead::Large { fd, size } => Ok(Utf8Outcome::Large { fd, size }),
    }
}

/// Opens `src` if it is a path (error with the path) or borrows the caller's fd.
fn open_src(src: FileRef<'_>, flags: i32) -> Result<(Option<OwnedFd>, RawFd), FsError> {
    match src {
        FileRef::Path(path) => {
            let fd =
                sys::open(path, flags, DEFAULT_MODE).map_err(|e| sys_err(e, "open", Some(path)))?;
            let raw = fd.as_raw_fd();
            Ok((Some(fd), raw))
        }
        FileRef::Fd(fd) => Ok((None, fd)),
    }
}

/// Closes what [`open_src`] opened; user fds are left alone.
fn finish_src<T>(owned: Option<OwnedFd>, result: Result<T, FsError>) -> Result<T, FsError> {
    match owned {
        Some(fd) => close_after(fd, result, None),
        None => result,
    }
}

/// `readFileSync(path | fd)` for a Buffer result (and every encoding except the UTF-8
/// one-shot): open (paths only) → fstat → read → close (paths only), on the calling thread.
/// A user fd is read from its current position.
///
/// # Errors
/// `open` errors carry the path; `fstat`/`read`/`close` errors do not.
/// [`FsError::FileTooLarge`] for regular files over 2 GiB.
pub fn read_file_sync_buffer(src: FileRef<'_>, flags: i32) -> Result<AlignedVec<u8>, FsError> {
    let (owned, fd) = open_src(src, flags)?;
    let result = sync_size(fd).and_then(|size| read_sync_aligned(fd, size));
    finish_src(owned, result)
}

/// Largest regular file [`read_file_sync_pooled`] reads into the scratch vector: Node 26's
/// `Buffer.allocUnsafe` pools sizes below `Buffer.poolSize >>> 1` (64 KiB >>> 1).
pub const SYNC_POOLED_MAX: usize = (32 << 10) - 1;

/// Where [`read_file_sync_pooled`] left the bytes.
pub enum SyncBytes {
    /// The first `n` bytes of the scratch vector.
    Scratch(usize),
    /// A file too big for the scratch vector, or of unknown size (procfs, pipes).
    Owned(AlignedVec<u8>),
}

/// [`read_file_sync_buffer`], except that a regular file of at most [`SYNC_POOLED_MAX`]
/// bytes is read into `scratch` (cleared first; its capacity is kept between calls), so
/// the caller can copy it where it belongs without a heap allocation per call.
///
/// # Errors
/// As [`read_file_sync_buffer`].
pub fn read_file_sync_pooled(
    src: FileRef<'_>,
    flags: i32,
    scratch: &mut Vec<u8>,
) -> Result<SyncBytes, FsError> {
    let (owned, fd) = open_src(src, flags)?;
    let result = sync_size(fd).and_then(|size| match usize::try_from(size) {
        Ok(n) if n > 0 && n <= SYNC_POOLED_MAX => {
            scratch.clear();
            read_known_size(fd, scratch, n).map_err(sync_read_err)?;
            Ok(SyncBytes::Scratch(scratch.len()))
        }
        _ => read_sync_aligned(fd, size).map(SyncBytes::Owned),
    });
    finish_src(owned, result)
}

/// fstat's size for a regular file, 0 for "unknown, read to EOF"; over 2 GiB is an error.
fn sync_size(fd: RawFd) -> Result<u64, FsError> {
    let st = sys::fstat(fd).map_err(|e| sys_err(e, "fstat", None))?;
    let size = known_size(&st);
    if size > K_IO_MAX_LENGTH {
        return Err(FsError::FileTooLarge { size });
    }
    Ok(size)
}

fn sync_read_err(fail: ReadFail) -> FsError {
    match fail {
        ReadFail::Os(e) => sys_err(e, "read", None),
        ReadFail::TooLong(n) => FsError::FileTooLarge { size: n },
    }
}

/// Reads exactly `size` bytes (to EOF when 0) into a new engine-ready buffer.
fn read_sync_aligned(fd: RawFd, size: u64) -> Result<AlignedVec<u8>, FsError> {
    let mut buf = AlignedVec::<u8>::new(64);
    let read = if size > 0 {
        read_known_size(fd, &mut buf, usize::try_from(size).unwrap_or(0))
    } else {
        read_to_eof(
            fd,
            &mut buf,
            UNKNOWN_SIZE_FIRST_CHUNK,
            None,
            K_IO_MAX_LENGTH as usize,
        )
    };
    read.map_err(sync_read_err)?;
    Ok(shrink_aligned(buf))
}

/// `readFileSync(path | fd, 'utf8')`: one call doing open → fstat → read → close and the
/// decode, on the calling thread.
///
/// # Errors
/// `open` errors carry the path; `read`/`close` errors do not. An fstat failure is reported
/// as `read`: Node's one-shot reader has no fstat, so for it a bad fd fails on the read
/// (`EBADF: bad file descriptor, read`), and EBADF is the only way fstat fails on an open
/// descriptor. Too much text is [`FsError::StringTooLong`].
pub fn read_file_sync_utf8(src: FileRef<'_>, flags: i32) -> Result<DecodedText, FsError> {
    let (owned, fd) = open_src(src, flags)?;
    let result = (|| {
        let st = sys::fstat(fd).map_err(|e| sys_err(e, "read", None))?;
        let size = known_size(&st);
        let mut bytes = Vec::<u8>::new();
        let read = if size > 0 {
            let size = usize::try_from(size).unwrap_or(usize::MAX);
            if size > UTF8_BYTE_LIMIT {
                return Err(FsError::StringTooLong);
            }
            read_to_eof(fd, &mut bytes, size + 1, Some(size), UTF8_BYTE_LIMIT)
        } else {
            read_to_eof(
                fd,
                &mut bytes,
                UNKNOWN_SIZE_FIRST_CHUNK,
                None,
                UTF8_BYTE_LIMIT,
            )
        };
        read.map_err(|fail| match fail {
            ReadFail::Os(e) => sys_err(e, "read", None),
            ReadFail::TooLong(_) => FsError::StringTooLong,
        })?;
        decode_utf8_owned(bytes)
    })();
    finish_src(owned, result)
}

/// The Rust half of Node's chunked reader for files over 512 KiB (docs/FS-SEMANTICS.md,
/// "Chunked reader for fds" and "FileHandle reader", known-size case): one allocation of
/// `size`, then reads of at most 512 KiB at the current position, each its own pool task so JS
/// can check `signal.aborted` in between.
///
/// Glue loop: `new` (on the JS thread or in the pool) → repeat `read_next` on the pool until it
/// returns `Ok(true)` → `finish` (close + bytes). On abort or error just drop the reader (the
/// fd is closed) or call [`Self::close`] to observe the close error.
#[derive(Debug)]
pub struct ChunkedReader {
    fd: OwnedFd,
    buf: AlignedVec<u8>,
    size: usize,
    done: bool,
}

impl ChunkedReader {
    /// Takes over `fd` (from [`ReadOutcome::Large`]) and allocates `size` bytes, uninitialised.
    ///
    /// # Errors
    /// [`FsError::FileTooLarge`] above 2 GiB; `ENOMEM` (`read`) if the allocation fails. The
    /// fd is closed in both cases.
    pub fn new(fd: OwnedFd, size: u64) -> Result<Self, FsError> {
        if size > K_IO_MAX_LENGTH {
            return close_after(fd, Err(FsError::FileTooLarge { size }), None);
        }
        let size = usize::try_from(size).unwrap_or(usize::MAX);
        let mut buf = AlignedVec::<u8>::new(64);
        if buf.try_reserve_exact(size).is_err() {
            return close_after(fd, Err(FsError::os(libc::ENOMEM, "read")), None);
        }
        Ok(Self {
            fd,
            buf,
            size,
            done: size == 0,
        })
    }

    /// One `read` of `min(512 KiB, size - bytes_read)`. `Ok(true)` once the file is complete
    /// (all `size` bytes, or a read returned 0 because the file shrank).
    ///
    /// # Errors
    /// `read` system errors, without a path (Node's continuation reads by fd).
    pub fn read_next(&mut self) -> Result<bool, FsError> {
        if self.done {
            return Ok(true);
        }
        let want = (self.size - self.buf.len()).min(READ_FILE_BUFFER_LENGTH);
        let spare = self.buf.spare();
        let take = want.min(spare.len());
        let n = sys::read_uninit(self.fd.as_raw_fd(), &mut spare[..take], None)
            .map_err(|e| FsError::os(e, "read"))?;
        // SAFETY: read_uninit wrote `n` bytes at the start of the spare capacity.
        unsafe { self.buf.commit(n) };
        if n == 0 || self.buf.len() >= self.size {
            self.done = true;
        }
        Ok(self.done)
    }

    /// Bytes read so far.
    #[must_use]
    pub fn bytes_read(&self) -> usize {
        self.buf.len()
    }

    /// The size from fstat.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether [`Self::read_next`] has reported completion.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Runs every remaining step in a row (for callers that need no abort points).
    ///
    /// # Errors
    /// As [`Self::read_next`].
    pub fn read_all(&mut self) -> Result<(), FsError> {
        while !self.read_next()? {}
        Ok(())
    }

    /// Closes the fd and returns the bytes read (shorter than `size` if the file shrank).
    ///
    /// # Errors
    /// A `close` failure.
    pub fn finish(self) -> Result<AlignedVec<u8>, FsError> {
        let Self { fd, buf, .. } = self;
        close_after(fd, Ok(shrink_aligned(buf)), None)
    }

    /// Abandons the read and closes the fd, reporting a close failure.
    ///
    /// # Errors
    /// A `close` failure.
    pub fn close(self) -> Result<(), FsError> {
        close_after(self.fd, Ok(()), None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags::{string_to_flags, O_RDONLY};
    use crate::test_util::{cpath, make_fifo, make_file, pattern};
    use std::io::Write;

    const SIZES: [usize; 6] = [0, 1, 524_287, 524_288, 524_289, 4 * 1024 * 1024];

    fn job_bytes(path: &CStr) -> Vec<u8> {
        match read_file_job(path, O_RDONLY).expect("read_file_job") {
            ReadOutcome::Bytes(b) => {
                if !b.is_empty() {
                    assert_eq!(b.as_ptr() as usize % 64, 0, "ArrayBuffer storage alignment");
                }
                b.to_vec()
            }
            ReadOutcome::Large { fd, size } => {
                let mut r = ChunkedReader::new(fd, size).expect("chunked reader");
                let mut steps = 0;
                while !r.read_next().expect("read_next") {
                    steps += 1;
                }
                assert!(steps <= size as usize / READ_FILE_BUFFER_LENGTH + 1);
                let b = r.finish().expect("finish");
                assert_eq!(b.as_ptr() as usize % 64, 0);
                b.to_vec()
            }
        }
    }

    #[test]
    fn job_sizes() {
        let dir = tempfile::tempdir().unwrap();
        for size in SIZES {
            let data = pattern(size);
            let p = cpath(&make_file(dir.path(), &format!("f{size}"), &data));
            let outcome = read_file_job(&p, O_RDONLY).unwrap();
            match (&outcome, size > READ_FILE_BUFFER_LENGTH) {
                (ReadOutcome::Bytes(b), false) => assert_eq!(b.len(), size),
                (ReadOutcome::Large { size: s, .. }, true) => assert_eq!(*s, size as u64),
                (o, _) => panic!("size {size}: unexpected outcome {o:?}"),
            }
            drop(outcome);
            assert_eq!(job_bytes(&p), data, "job, size {size}");
            assert_eq!(
                read_file_sync_buffer(FileRef::Path(&p), O_RDONLY)
                    .unwrap()
                    .to_vec(),
                data,
                "sync buffer, size {size}"
            );
            let text = read_file_sync_utf8(FileRef::Path(&p), O_RDONLY).unwrap();
            assert_eq!(text, DecodedText::Latin1(data.clone()), "sync utf8 {size}");
            match read_file_utf8_job(&p, O_RDONLY).unwrap() {
                Utf8Outcome::Text(t) => {
                    assert!(size <= READ_FILE_BUFFER_LENGTH);
                    assert_eq!(t, DecodedText::Latin1(data.clone()));
                }
                Utf8Outcome::Large { fd, size: s } => {
                    assert!(size > READ_FILE_BUFFER_LENGTH);
                    let mut r = ChunkedReader::new(fd, s).unwrap();
                    r.read_all().unwrap();
                    let bytes = r.finish().unwrap();
                    let t = crate::utf8::decode_utf8(&bytes).unwrap();
                    assert_eq!(t, DecodedText::Latin1(data.clone()));
                }
            }
        }
    }

    /// The pooled sync read: small regular files land in the reused scratch vector (the
    /// boundary is Node's pool rule), bigger and unknown-size ones own their bytes. (Its fd
    /// hygiene is checked in tests/process_state.rs, where nothing else opens files.)
    #[test]
    fn sync_pooled_uses_scratch_for_small_regular_files() {
        let dir = tempfile::tempdir().unwrap();
        let mut scratch = Vec::new();
        for size in [1, 1024, SYNC_POOLED_MAX, SYNC_POOLED_MAX + 1, 100_000] {
            let data = pattern(size);
            let p = cpath(&make_file(dir.path(), &format!("s{size}"), &data));
            match read_file_sync_pooled(FileRef::Path(&p), O_RDONLY, &mut scratch).unwrap() {
                SyncBytes::Scratch(n) => {
                    assert!(size <= SYNC_POOLED_MAX, "size {size} must own its bytes");
                    assert_eq!(&scratch[..n], &data[..], "size {size}");
                }
                SyncBytes::Owned(b) => {
                    assert!(size > SYNC_POOLED_MAX, "size {size} belongs in the scratch");
                    assert_eq!(b.to_vec(), data, "size {size}");
                }
            }
        }
        // A second small read reuses the allocation.
        let cap = scratch.capacity();
        let p = cpath(&make_file(dir.path(), "again", b"abc"));
        let SyncBytes::Scratch(3) =
            read_file_sync_pooled(FileRef::Path(&p), O_RDONLY, &mut scratch).unwrap()
        else {
            panic!("3-byte file must be read into the scratch");
        };
        assert_eq!((&scratch[..3], scratch.capacity()), (&b"abc"[..], cap));
        // procfs reports size 0: read to EOF into an owned buffer.
        let SyncBytes::Owned(b) =
            read_file_sync_pooled(FileRef::Path(c"/proc/self/status"), O_RDONLY, &mut scratch)
                .unwrap()
        else {
            panic!("unknown size must not use the scratch");
        };
        assert!(b.starts_with(b"Name:"));
        let missing = cpath(&dir.path().join("missing"));
        let err = read_file_sync_pooled(FileRef::Path(&missing), O_RDONLY, &mut scratch);
        assert!(
            matches!(err, Err(FsError::Sys(ref e)) if e.syscall == "open" && e.errno == -2),
            "{:?}",
            err.err()
        );
    }

    #[test]
    fn utf8_job_decodes() {
        let dir = tempfile::tempdir().unwrap();
        let p = cpath(&make_file(dir.path(), "bad.bin", b"a\xffb"));
        let Utf8Outcome::Text(t) = read_file_utf8_job(&p, O_RDONLY).unwrap() else {
            panic!("small file must be read in the job");
        };
        assert_eq!(t, DecodedText::Utf16(vec![0x61, 0xFFFD, 0x62]));
        let p = cpath(&make_file(dir.path(), "latin.txt", "héllo".as_bytes()));
        let t = read_file_sync_utf8(FileRef::Path(&p), O_RDONLY).unwrap();
        assert_eq!(t, DecodedText::Latin1(b"h\xe9llo".to_vec()));
        let p = cpath(&make_file(dir.path(), "bom.txt", b"\xef\xbb\xbfhi"));
        let t = read_file_sync_utf8(FileRef::Path(&p), O_RDONLY).unwrap();
        assert_eq!(t, DecodedText::Utf16(vec![0xFEFF, 0x68, 0x69]));
    }

    #[test]
    fn proc_file_with_zero_stat_size() {
        let p = c"/proc/self/status";
        let st = std::fs::metadata("/proc/self/status").unwrap();
        assert_eq!(st.len(), 0, "procfs reports size 0");
        let ReadOutcome::Bytes(b) = read_file_job(p, O_RDONLY).unwrap() else {
            panic!("procfs must be read in the job");
        };
        let text = String::from_utf8(b.to_vec()).unwrap();
        assert!(text.starts_with("Name:"), "{text}");
        assert!(text.contains("\nVmPeak:") || text.contains("\nPid:"));
        // Shrunk from the 64 KiB first chunk.
        assert!(b.capacity() - b.len() < crate::jobs::buf::SHRINK_SLACK);
        let t = read_file_sync_utf8(FileRef::Path(p), O_RDONLY).unwrap();
        assert!(t.to_string_lossy().starts_with("Name:"));
        let b = read_file_sync_buffer(FileRef::Path(p), O_RDONLY).unwrap();
        assert!(b.starts_with(b"Name:"));
    }

    #[test]
    fn directory_fails_on_read() {
        let dir = tempfile::tempdir().unwrap();
        let p = cpath(dir.path());
        let shown = dir.path().to_str().unwrap();
        // Job: open succeeds, read fails, and the path is attached (Node 26; Node 20 had none).
        let err = read_file_job(&p, O_RDONLY).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("EISDIR: illegal operation on a directory, read '{shown}'")
        );
        let sys = err.as_sys().unwrap();
        assert_eq!((sys.errno, sys.syscall), (-21, "read"));
        assert!(matches!(
            read_file_utf8_job(&p, O_RDONLY),
            Err(FsError::Sys(SysError {
                errno: -21,
                syscall: "read",
                path: Some(_),
                ..
            }))
        ));
        // Sync: no path.
        for err in [
            read_file_sync_buffer(FileRef::Path(&p), O_RDONLY).unwrap_err(),
            read_file_sync_utf8(FileRef::Path(&p), O_RDONLY).unwrap_err(),
        ] {
            assert_eq!(
                err.to_string(),
                "EISDIR: illegal operation on a directory, read"
            );
        }
    }

    #[test]
    fn missing_file() {
        let err = read_file_job(c"/nonexistent-minirt/nope", O_RDONLY).unwrap_err();
        assert_eq!(
            err.to_string(),
            "ENOENT: no such file or directory, open '/nonexistent-minirt/nope'"
        );
        assert_eq!(err.code(), "ENOENT");
        let sys = err.as_sys().unwrap();
        assert_eq!(sys.errno, -2);
        assert_eq!(sys.path.as_deref(), Some(&b"/nonexistent-minirt/nope"[..]));
        let err = read_file_sync_utf8(FileRef::Path(c"/nonexistent-minirt/nope"), 0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "ENOENT: no such file or directory, open '/nonexistent-minirt/nope'"
        );
        // ENOTDIR through a file, with the path.
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "small.txt", b"hello");
        let p = cpath(&f.join("x"));
        let err = read_file_job(&p, O_RDONLY).unwrap_err();
        assert_eq!(err.as_sys().unwrap().errno, -20);
        assert!(err
            .to_string()
            .starts_with("ENOTDIR: not a directory, open '"));
    }

    #[test]
    fn write_only_flag_truncates_then_fails_read() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "x", b"hello");
        let p = cpath(&f);
        let w = string_to_flags("w").unwrap();
        let err = read_file_job(&p, w).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("EBADF: bad file descriptor, read '{}'", f.display())
        );
        assert_eq!(std::fs::metadata(&f).unwrap().len(), 0);
        std::fs::write(&f, b"hello").unwrap();
        let err = read_file_sync_utf8(FileRef::Path(&p), w).unwrap_err();
        assert_eq!(err.to_string(), "EBADF: bad file descriptor, read");
        // 'a+' reads.
        std::fs::write(&f, b"hello").unwrap();
        let t = read_file_sync_utf8(FileRef::Path(&p), string_to_flags("a+").unwrap()).unwrap();
        assert_eq!(t.to_string_lossy(), "hello");
    }

    #[test]
    fn user_fd_reads_from_current_position() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "small.txt", b"hello");
        let file = std::fs::File::open(&f).unwrap();
        let fd = std::os::fd::AsRawFd::as_raw_fd(&file);
        let mut two = [0u8; 2];
        assert_eq!(crate::jobs::fd_ops::read(fd, &mut two, None).unwrap(), 2);
        let t = read_file_sync_utf8(FileRef::Fd(fd), 0).unwrap();
        assert_eq!(t.to_string_lossy(), "llo");
        let t = read_file_sync_utf8(FileRef::Fd(fd), 0).unwrap();
        assert!(t.is_empty());
        // Buffer path from a fresh position.
        let file2 = std::fs::File::open(&f).unwrap();
        let fd2 = std::os::fd::AsRawFd::as_raw_fd(&file2);
        let b = read_file_sync_buffer(FileRef::Fd(fd2), 0).unwrap();
        assert_eq!(&b[..], b"hello");
        // The user fds are still open (not closed by us).
        assert!(crate::jobs::stat::fstat(fd).is_ok());
        assert!(crate::jobs::stat::fstat(fd2).is_ok());
    }

    #[test]
    fn bad_user_fd() {
        // A descriptor number far above anything open.
        let fd = 1_000_000;
        // Generic path: fstat fails first (EBADF from fstat, no path).
        let err = read_file_sync_buffer(FileRef::Fd(fd), 0).unwrap_err();
        assert_eq!(err.to_string(), "EBADF: bad file descriptor, fstat");
        // UTF-8 one-shot: Node's reader fails on the read.
        let err = read_file_sync_utf8(FileRef::Fd(fd), 0).unwrap_err();
        assert_eq!(err.to_string(), "EBADF: bad file descriptor, read");
    }

    #[test]
    fn fifo_is_read_to_eof() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = make_fifo(dir.path(), "pipe");
        let data = pattern(200_000); // more than one pipe buffer and the 64 KiB first chunk
        for mode in 0..3 {
            let writer = {
                let fifo = fifo.clone();
                let data = data.clone();
                std::thread::spawn(move || {
                    // Opening for write blocks until the reader opens; write in pieces.
                    let mut f = std::fs::OpenOptions::new().write(true).open(fifo).unwrap();
                    for piece in data.chunks(10_000) {
                        f.write_all(piece).unwrap();
                    }
                })
            };
            let p = cpath(&fifo);
            let got = match mode {
                0 => match read_file_job(&p, O_RDONLY).unwrap() {
                    ReadOutcome::Bytes(b) => b.to_vec(),
                    ReadOutcome::Large { .. } => panic!("a FIFO has no size"),
                },
                1 => read_file_sync_buffer(FileRef::Path(&p), O_RDONLY)
                    .unwrap()
                    .to_vec(),
                _ => read_file_sync_utf8(FileRef::Path(&p), O_RDONLY)
                    .unwrap()
                    .to_string_lossy()
                    .into_bytes(),
            };
            writer.join().unwrap();
            assert_eq!(got.len(), data.len(), "mode {mode}");
            assert_eq!(got, data, "mode {mode}");
        }
    }

    #[test]
    fn over_2_gib() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("huge.bin");
        let file = std::fs::File::create(&f).unwrap();
        if file.set_len(3 * 1024 * 1024 * 1024).is_err() {
            return; // filesystem without sparse files: nothing to check here
        }
        drop(file);
        let p = cpath(&f);
        let err = read_file_job(&p, O_RDONLY).unwrap_err();
        assert_eq!(
            err,
            FsError::FileTooLarge {
                size: 3_221_225_472
            }
        );
        assert_eq!(
            err.to_string(),
            "File size (3221225472) is greater than 2 GiB"
        );
        assert!(matches!(
            read_file_utf8_job(&p, O_RDONLY),
            Err(FsError::FileTooLarge {
                size: 3_221_225_472
            })
        ));
        assert_eq!(
            read_file_sync_buffer(FileRef::Path(&p), O_RDONLY).unwrap_err(),
            FsError::FileTooLarge {
                size: 3_221_225_472
            }
        );
        // The UTF-8 one-shot reports the string limit instead, without reading 3 GiB.
        assert_eq!(
            read_file_sync_utf8(FileRef::Path(&p), O_RDONLY).unwrap_err(),
            FsError::StringTooLong
        );
    }

    #[test]
    fn chunked_reader_sees_shrink() {
        let dir = tempfile::tempdir().unwrap();
        let data = pattern(3 * READ_FILE_BUFFER_LENGTH);
        let f = make_file(dir.path(), "big", &data);
        let p = cpath(&f);
        let ReadOutcome::Large { fd, size } = read_file_job(&p, O_RDONLY).unwrap() else {
            panic!("expected hand-off");
        };
        let mut r = ChunkedReader::new(fd, size).unwrap();
        assert!(!r.read_next().unwrap());
        assert_eq!(r.bytes_read(), READ_FILE_BUFFER_LENGTH);
        // The file shrinks to 600000 bytes between chunks.
        std::fs::OpenOptions::new()
            .write(true)
            .open(&f)
            .unwrap()
            .set_len(600_000)
            .unwrap();
        r.read_all().unwrap();
        assert!(r.is_done());
        let b = r.finish().unwrap();
        assert_eq!(&b[..], &data[..600_000]);
        // Shrunk to fit (slack was > 4 KiB).
        assert!(b.capacity() - b.len() < crate::jobs::buf::SHRINK_SLACK);
    }

    #[test]
    fn chunked_reader_close_and_drop() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "big", &pattern(READ_FILE_BUFFER_LENGTH + 1));
        let p = cpath(&f);
        let ReadOutcome::Large { fd, size } = read_file_job(&p, O_RDONLY).unwrap() else {
            panic!("expected hand-off");
        };
        let r = ChunkedReader::new(fd, size).unwrap();
        r.close().unwrap();
        // Over the limit: refused, fd closed.
        let fd = crate::jobs::fd_ops::open(&p, O_RDONLY, 0).unwrap();
        let err = ChunkedReader::new(fd, K_IO_MAX_LENGTH + 1).unwrap_err();
        assert_eq!(err.code(), "ERR_FS_FILE_TOO_LARGE");
    }
}
