//! Growable read targets and the two read loops every whole-file path is built from.
//!
//! The point of this module: bytes go from the kernel straight into the allocation that will
//! be handed to JS. No zero-filling (`resize(n, 0)` would touch every page twice) and no
//! staging buffer (a second copy). Both [`AlignedVec<u8>`] (adopted by
//! `JsArrayBuffer::from_byte_block` without a copy) and `Vec<u8>` (the UTF-8 decoder reuses
//! it in place) implement [`ReadTarget`].

use std::mem::MaybeUninit;
use std::os::fd::RawFd;

use crate::sys;
use crate::AlignedVec;

/// Capacity used first when the size is unknown (procfs, pipes, ...): 64 KiB, like Node's
/// `kReadFileUnknownBufferLength`; grown ×2 from there.
pub(crate) const UNKNOWN_SIZE_FIRST_CHUNK: usize = 64 * 1024;

/// Slack at or above which a finished buffer is reallocated to its length (Node does the
/// same): payloads handed to JS are invisible to Boa's GC accounting, so slack is pure waste.
pub(crate) const SHRINK_SLACK: usize = 4 * 1024;

/// A byte buffer the kernel can read into directly.
pub(crate) trait ReadTarget {
    fn filled(&self) -> usize;
    fn cap(&self) -> usize;
    /// Grows the capacity to at least `total` bytes (exactly `total` if it grows).
    fn try_grow_to(&mut self, total: usize) -> Result<(), ()>;
    /// The uninitialised tail `[len, capacity)`.
    fn spare(&mut self) -> &mut [MaybeUninit<u8>];
    /// Marks `n` more bytes as initialised.
    ///
    /// # Safety
    /// The first `n` bytes of [`Self::spare`] must have been written.
    unsafe fn commit(&mut self, n: usize);
}

impl ReadTarget for AlignedVec<u8> {
    fn filled(&self) -> usize {
        self.len()
    }
    fn cap(&self) -> usize {
        self.capacity()
    }
    fn try_grow_to(&mut self, total: usize) -> Result<(), ()> {
        let additional = total.saturating_sub(self.len());
        self.try_reserve_exact(additional).map_err(|_| ())
    }
    fn spare(&mut self) -> &mut [MaybeUninit<u8>] {
        let len = self.len();
        let spare_len = self.capacity() - len;
        // SAFETY: the allocation holds `capacity` bytes; `[len, capacity)` is inside it and
        // not aliased by the initialised part. For capacity 0 the pointer is a dangling but
        // aligned non-null pointer and the slice is empty, which is allowed.
        unsafe {
            std::slice::from_raw_parts_mut(
                self.as_mut_ptr().add(len).cast::<MaybeUninit<u8>>(),
                spare_len,
            )
        }
    }
    unsafe fn commit(&mut self, n: usize) {
        let new_len = self.len() + n;
        debug_assert!(new_len <= self.capacity());
        // SAFETY: the caller guarantees the bytes up to `new_len` are initialised, and
        // `new_len <= capacity` because they were written into `spare()`.
        unsafe { self.set_len(new_len) };
    }
}

impl ReadTarget for Vec<u8> {
    fn filled(&self) -> usize {
        self.len()
    }
    fn cap(&self) -> usize {
        self.capacity()
    }
    fn try_grow_to(&mut self, total: usize) -> Result<(), ()> {
        let additional = total.saturating_sub(self.len());
        self.try_reserve_exact(additional).map_err(|_| ())
    }
    fn spare(&mut self) -> &mut [MaybeUninit<u8>] {
        self.spare_capacity_mut()
    }
    unsafe fn commit(&mut self, n: usize) {
        let new_len = self.len() + n;
        debug_assert!(new_len <= self.capacity());
        // SAFETY: as for AlignedVec above.
        unsafe { self.set_len(new_len) };
    }
}

/// Why a read loop stopped without a result. Converted to [`crate::FsError`] by the caller,
/// which knows the syscall name policy, the path policy and which `ERR_*` a limit means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReadFail {
    /// `read` failed with this OS errno (ENOMEM is used for a failed allocation).
    Os(i32),
    /// More than the caller's limit arrived; carries the bytes read so far.
    TooLong(u64),
}

/// Known size (a regular file, `st_size > 0`): allocate exactly `size` and read until `size`
/// bytes or EOF, like Node's ReadFileJob and `readFileSync`. A file that grew after `fstat`
/// is cut at `size`; one that shrank yields what is there. For a file that did not change,
/// this is a single `read` call.
pub(crate) fn read_known_size<B: ReadTarget>(
    fd: RawFd,
    buf: &mut B,
    size: usize,
) -> Result<(), ReadFail> {
    buf.try_grow_to(size)
        .map_err(|()| ReadFail::Os(libc::ENOMEM))?;
    while buf.filled() < size {
        let want = size - buf.filled();
        let spare = buf.spare();
        let spare_len = spare.len().min(want);
        let n = sys::read_uninit(fd, &mut spare[..spare_len], None).map_err(ReadFail::Os)?;
        if n == 0 {
            break; // EOF: the file shrank.
        }
        // SAFETY: read_uninit wrote `n` bytes at the start of `spare`.
        unsafe { buf.commit(n) };
    }
    Ok(())
}

/// Unknown size, or "read to EOF" semantics: read until a `read` returns 0.
///
/// * `first_capacity`: initial allocation (the fstat size + 1 when known, so an unchanged
///   file fits with room to spare; otherwise [`UNKNOWN_SIZE_FIRST_CHUNK`]).
/// * `eof_at`: the fstat size of a regular file. When a read is *short* and the total then
///   equals exactly that size, the file is at EOF (a regular file returns less than asked
///   only at EOF), so the confirming `read` → 0 is skipped. A file that grew fills the extra
///   byte and the loop carries on to the real EOF; one that shrank misses `eof_at` and also
///   carries on to a `read` of 0. Results therefore equal Node's "read until 0".
/// * `limit`: more bytes than this is [`ReadFail::TooLong`] (protects against endless
///   sources such as `/dev/zero`).
pub(crate) fn read_to_eof<B: ReadTarget>(
    fd: RawFd,
    buf: &mut B,
    first_capacity: usize,
    eof_at: Option<usize>,
    limit: usize,
) -> Result<(), ReadFail> {
    let first = first_capacity.clamp(1, limit.saturating_add(1));
    if buf.cap() < first {
        buf.try_grow_to(first)
            .map_err(|()| ReadFail::Os(libc::ENOMEM))?;
    }
    loop {
        if buf.filled() >= buf.cap() {
            if buf.filled() > limit {
                return Err(ReadFail::TooLong(buf.filled() as u64));
            }
            // Double, but never beyond limit + 1 (one byte past is enough to detect "too long").
            let next = buf
                .cap()
                .saturating_mul(2)
                .max(UNKNOWN_SIZE_FIRST_CHUNK)
                .min(limit.saturating_add(1));
            buf.try_grow_to(next)
                .map_err(|()| ReadFail::Os(libc::ENOMEM))?;
        }
        let spare = buf.spare();
        let want = spare.len();
        let n = sys::read_uninit(fd, spare, None).map_err(ReadFail::Os)?;
        if n == 0 {
            break;
        }
        // SAFETY: read_uninit wrote `n` bytes at the start of `spare`.
        unsafe { buf.commit(n) };
        if n < want && eof_at == Some(buf.filled()) {
            break;
        }
    }
    if buf.filled() > limit {
        return Err(ReadFail::TooLong(buf.filled() as u64));
    }
    Ok(())
}

/// Gives back large slack (see [`SHRINK_SLACK`]) by moving the bytes into an exact-size
/// allocation. Done by hand because aligned-vec's own `shrink_to` reallocates without a
/// null check (and with size 0 for an empty vector). If the new allocation fails, the old
/// buffer is kept: slack is better than an error.
pub(crate) fn shrink_aligned(buf: AlignedVec<u8>) -> AlignedVec<u8> {
    if buf.capacity() - buf.len() < SHRINK_SLACK {
        return buf;
    }
    let mut exact = AlignedVec::<u8>::new(64);
    if buf.is_empty() {
        return exact;
    }
    if exact.try_reserve_exact(buf.len()).is_err() {
        return buf;
    }
    exact.extend_from_slice(&buf);
    exact
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{make_file, pattern};
    use std::os::fd::AsRawFd;

    fn open(p: &std::path::Path) -> std::fs::File {
        std::fs::File::open(p).unwrap()
    }

    #[test]
    fn known_size_cuts_at_size_like_node() {
        // The file "grew" after fstat: fstat said 1000, there are 2000 bytes.
        let dir = tempfile::tempdir().unwrap();
        let data = pattern(2000);
        let f = open(&make_file(dir.path(), "f", &data));
        let mut buf = AlignedVec::<u8>::new(64);
        read_known_size(f.as_raw_fd(), &mut buf, 1000).unwrap();
        assert_eq!(&buf[..], &data[..1000]);
        assert_eq!(buf.capacity(), 1000, "exact allocation");
        // "Shrank": fstat said 3000, there are 2000 bytes.
        let f = open(&make_file(dir.path(), "g", &data));
        let mut buf = AlignedVec::<u8>::new(64);
        read_known_size(f.as_raw_fd(), &mut buf, 3000).unwrap();
        assert_eq!(&buf[..], &data[..]);
    }

    #[test]
    fn to_eof_with_size_hint_follows_growth_and_shrink() {
        let dir = tempfile::tempdir().unwrap();
        let data = pattern(2000);
        // Grew after fstat (hint 1000, capacity 1001): reads on to the real EOF.
        let f = open(&make_file(dir.path(), "f", &data));
        let mut buf = Vec::new();
        read_to_eof(f.as_raw_fd(), &mut buf, 1001, Some(1000), usize::MAX / 2).unwrap();
        assert_eq!(buf, data);
        // Shrank after fstat (hint 3000): the short read misses the hint, so a read of 0
        // confirms EOF.
        let f = open(&make_file(dir.path(), "g", &data));
        let mut buf = Vec::new();
        read_to_eof(f.as_raw_fd(), &mut buf, 3001, Some(3000), usize::MAX / 2).unwrap();
        assert_eq!(buf, data);
        // Unchanged: one read, capacity untouched.
        let f = open(&make_file(dir.path(), "h", &data));
        let mut buf = Vec::new();
        read_to_eof(f.as_raw_fd(), &mut buf, 2001, Some(2000), usize::MAX / 2).unwrap();
        assert_eq!(buf, data);
        assert_eq!(buf.capacity(), 2001);
    }

    #[test]
    fn to_eof_grows_and_enforces_limit() {
        let dir = tempfile::tempdir().unwrap();
        let data = pattern(300_000);
        let f = open(&make_file(dir.path(), "f", &data));
        let mut buf = AlignedVec::<u8>::new(64);
        read_to_eof(
            f.as_raw_fd(),
            &mut buf,
            UNKNOWN_SIZE_FIRST_CHUNK,
            None,
            1 << 30,
        )
        .unwrap();
        assert_eq!(&buf[..], &data[..]);
        let shrunk = shrink_aligned(buf);
        assert_eq!(shrunk.capacity(), data.len());
        assert_eq!(&shrunk[..], &data[..]);
        // Limit: exactly the limit is fine, one more byte is TooLong.
        let f = open(&make_file(dir.path(), "g", &data));
        let mut buf = Vec::new();
        read_to_eof(f.as_raw_fd(), &mut buf, 1000, None, 300_000).unwrap();
        assert_eq!(buf.len(), 300_000);
        let f = open(&make_file(dir.path(), "h", &data));
        let mut buf = Vec::new();
        assert_eq!(
            read_to_eof(f.as_raw_fd(), &mut buf, 1000, None, 299_999),
            Err(ReadFail::TooLong(300_000))
        );
        // An endless source stops at the limit.
        let zero = std::fs::File::open("/dev/zero").unwrap();
        let mut buf = Vec::new();
        assert_eq!(
            read_to_eof(zero.as_raw_fd(), &mut buf, 10, None, 100_000),
            Err(ReadFail::TooLong(100_001))
        );
    }

    #[test]
    fn shrink_edge_cases() {
        let empty = AlignedVec::<u8>::with_capacity(64, 1 << 16);
        let s = shrink_aligned(empty);
        assert_eq!((s.len(), s.capacity()), (0, 0));
        let mut small = AlignedVec::<u8>::with_capacity(64, 100);
        small.extend_from_slice(b"abc");
        let s = shrink_aligned(small);
        assert_eq!(s.capacity(), 100, "small slack is kept");
    }

    #[test]
    fn read_errors_are_os_errors() {
        let dir = tempfile::tempdir().unwrap();
        let d = std::fs::File::open(dir.path()).unwrap();
        let mut buf = Vec::new();
        assert_eq!(
            read_to_eof(d.as_raw_fd(), &mut buf, 10, None, 100),
            Err(ReadFail::Os(libc::EISDIR))
        );
        let mut buf = AlignedVec::<u8>::new(64);
        assert_eq!(
            read_known_size(-1, &mut buf, 10),
            Err(ReadFail::Os(libc::EBADF))
        );
    }
}
