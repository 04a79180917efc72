//! Path metadata calls other than stat: statfs, access/exists, chmod, chown/lchown and
//! utimes/lutimes. No JS here; errors name Node's syscall and the path, and every syscall
//! goes through `sys`.

use std::ffi::CStr;

use crate::error::{FsError, SysError};
use crate::sys;

fn fail(errno: i32, syscall: &'static str, path: &CStr) -> FsError {
    FsError::Sys(SysError::from_os(errno, syscall).with_path(path.to_bytes()))
}

/// `statfs(path)` as Node's array: type, bsize, frsize, blocks, bfree, bavail, files, ffree.
pub(crate) fn statfs(path: &CStr) -> Result<[i128; 8], FsError> {
    let s = sys::statfs(path).map_err(|e| fail(e, "statfs", path))?;
    Ok([
        i128::from(s.f_type),
        i128::from(s.f_bsize),
        i128::from(s.f_frsize),
        i128::from(s.f_blocks),
        i128::from(s.f_bfree),
        i128::from(s.f_bavail),
        i128::from(s.f_files),
        i128::from(s.f_ffree),
    ])
}

/// `access(path, mode)` as the OS errno (the glue names the call).
pub(crate) fn access(path: &CStr, mode: i32) -> Result<(), i32> {
    sys::access(path, mode)
}

/// Whether `access(path, F_OK)` succeeds.
pub(crate) fn exists(path: &CStr) -> bool {
    sys::access(path, libc::F_OK).is_ok()
}

/// `chmod(path, mode)` as the OS errno.
pub(crate) fn chmod(path: &CStr, mode: u32) -> Result<(), i32> {
    sys::chmod(path, mode)
}

/// `chown` (following links) or `lchown`.
pub(crate) fn chown(path: &CStr, uid: u32, gid: u32, follow: bool) -> Result<(), FsError> {
    let name = if follow { "chown" } else { "lchown" };
    sys::chown(path, uid, gid, follow).map_err(|e| fail(e, name, path))
}

/// `utimes` (following links, syscall `utime`) or `lutimes` (`lutime`), times as given by
/// `fd_ops::utime_spec`.
pub(crate) fn utimes(path: &CStr, times: [libc::timespec; 2], follow: bool) -> Result<(), FsError> {
    let name = if follow { "utime" } else { "lutime" };
    sys::utimensat(path, &times, follow).map_err(|e| fail(e, name, path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::fd_ops::utime_spec;
    use crate::test_util::{cpath, make_file};
    use std::os::unix::fs::{MetadataExt, PermissionsExt};

    #[test]
    fn metadata_calls_change_what_stat_shows() {
        let dir = tempfile::tempdir().unwrap();
        let f = make_file(dir.path(), "f", b"x");
        let c = cpath(&f);
        assert!(exists(&c));
        assert!(!exists(c"/nonexistent/x"));
        access(&c, libc::R_OK).unwrap();
        chmod(&c, 0o600).unwrap();
        assert_eq!(
            std::fs::metadata(&f).unwrap().permissions().mode() & 0o777,
            0o600
        );
        let meta = std::fs::metadata(&f).unwrap();
        chown(&c, meta.uid(), meta.gid(), true).unwrap();
        utimes(&c, [utime_spec(1000.5), utime_spec(2000.0)], true).unwrap();
        let meta = std::fs::metadata(&f).unwrap();
        assert_eq!(
            (meta.atime(), meta.atime_nsec(), meta.mtime()),
            (1000, 500_000_000, 2000)
        );
        let s = statfs(&c).unwrap();
        assert!(s[1] > 0, "bsize");
    }

    #[test]
    fn errors_name_node_syscalls() {
        let missing = c"/nonexistent/x";
        assert_eq!(access(missing, libc::F_OK), Err(libc::ENOENT));
        let e = utimes(missing, [utime_spec(0.0), utime_spec(0.0)], false).unwrap_err();
        assert_eq!(e.as_sys().unwrap().syscall, "lutime");
        let e = chown(missing, 0, 0, false).unwrap_err();
        assert_eq!(e.as_sys().unwrap().syscall, "lchown");
        assert_eq!(
            statfs(missing).unwrap_err().as_sys().unwrap().syscall,
            "statfs"
        );
    }
}
