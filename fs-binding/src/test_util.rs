//! Helpers shared by the unit tests.

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// A C path for the API under test.
pub(crate) fn cpath(p: &Path) -> CString {
    CString::new(p.as_os_str().as_bytes()).expect("test paths have no NUL")
}

/// Deterministic printable content: `a`..`z` repeated, so UTF-8 paths can use it too.
pub(crate) fn pattern(len: usize) -> Vec<u8> {
    (0..len).map(|i| b'a' + (i % 26) as u8).collect()
}

/// Writes `data` to `dir/name` and returns the path.
pub(crate) fn make_file(dir: &Path, name: &str, data: &[u8]) -> std::path::PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, data).expect("write test file");
    p
}

/// `mkfifo dir/name`.
pub(crate) fn make_fifo(dir: &Path, name: &str) -> std::path::PathBuf {
    let p = dir.join(name);
    let c = cpath(&p);
    // SAFETY: valid C string.
    let rc = unsafe { libc::mkfifo(c.as_ptr(), 0o600) };
    assert_eq!(rc, 0, "mkfifo failed");
    p
}
