//! The one conversion from the kernel's stat structures to [`Stat`] (what `fs.Stats`
//! shows), for descriptors and paths alike: `statx` as libuv does, falling back to
//! `fstat`/`stat`/`lstat` where statx is refused (old kernels, seccomp filters answering
//! ENOSYS/EPERM). Also the file-type helpers the directory code shares.

use std::ffi::CStr;
use std::os::fd::RawFd;

use crate::error::{FsError, SysError};
use crate::sys;

/// Does statx's error mean "use the old call instead"?
fn statx_refused(e: i32) -> bool {
    matches!(e, libc::ENOSYS | libc::EPERM | libc::EOPNOTSUPP)
}

/// Seconds + nanoseconds, as the kernel reports them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Timespec {
    /// Seconds since the epoch (may be negative).
    pub sec: i64,
    /// 0..1e9.
    pub nsec: u32,
}

impl Timespec {
    /// Milliseconds as a double, like `Stats#atimeMs`.
    #[must_use]
    pub fn as_millis_f64(self) -> f64 {
        self.sec as f64 * 1e3 + f64::from(self.nsec) / 1e6
    }

    /// Nanoseconds as an integer, like `BigIntStats#atimeNs`.
    #[must_use]
    pub fn as_nanos(self) -> i128 {
        i128::from(self.sec) * 1_000_000_000 + i128::from(self.nsec)
    }
}

/// Everything `fs.Stats` shows, from `statx` (libuv uses statx too, which is where
/// `birthtime` comes from; it is 0 when the filesystem does not record it, as in Node).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stat {
    /// `makedev(major, minor)` of the containing device.
    pub dev: u64,
    /// Type and permission bits.
    pub mode: u32,
    /// Hard links.
    pub nlink: u64,
    /// Owner.
    pub uid: u32,
    /// Group.
    pub gid: u32,
    /// Device number for char/block devices.
    pub rdev: u64,
    /// Preferred I/O size.
    pub blksize: u64,
    /// Inode number.
    pub ino: u64,
    /// Size in bytes.
    pub size: u64,
    /// 512-byte blocks allocated.
    pub blocks: u64,
    /// Last access.
    pub atime: Timespec,
    /// Last modification.
    pub mtime: Timespec,
    /// Last status change.
    pub ctime: Timespec,
    /// Creation (0 if unknown).
    pub birthtime: Timespec,
}

impl Stat {
    /// Number of entries in [`Self::to_node_array`] (Node's `kFsStatsFieldsNumber`).
    pub const FIELDS: usize = 18;

    /// Node's stat-array layout: dev, mode, nlink, uid, gid, rdev, blksize, ino, size, blocks,
    /// then sec/nsec pairs for atime, mtime, ctime, birthtime. Values above 2**53 lose
    /// precision exactly as in Node's Float64Array.
    #[must_use]
    pub fn to_node_array(&self) -> [f64; Self::FIELDS] {
        [
            self.dev as f64,
            f64::from(self.mode),
            self.nlink as f64,
            f64::from(self.uid),
            f64::from(self.gid),
            self.rdev as f64,
            self.blksize as f64,
            self.ino as f64,
            self.size as f64,
            self.blocks as f64,
            self.atime.sec as f64,
            f64::from(self.atime.nsec),
            self.mtime.sec as f64,
            f64::from(self.mtime.nsec),
            self.ctime.sec as f64,
            f64::from(self.ctime.nsec),
            self.birthtime.sec as f64,
            f64::from(self.birthtime.nsec),
        ]
    }

    /// Is this a regular file?
    #[must_use]
    pub fn is_file(&self) -> bool {
        self.mode & libc::S_IFMT == libc::S_IFREG
    }
}

fn ts(t: libc::statx_timestamp) -> Timespec {
    Timespec {
        sec: t.tv_sec,
        nsec: t.tv_nsec,
    }
}

/// From `statx`: `birthtime` is 0 when the file system does not record it, as libuv
/// reports it (its statx path copies `stx_btime`, which the kernel leaves zeroed).
fn stat_from_statx(s: &libc::statx) -> Stat {
    let birthtime = if s.stx_mask & libc::STATX_BTIME != 0 {
        ts(s.stx_btime)
    } else {
        Timespec::default()
    };
    Stat {
        dev: libc::makedev(s.stx_dev_major, s.stx_dev_minor),
        mode: u32::from(s.stx_mode),
        nlink: u64::from(s.stx_nlink),
        uid: s.stx_uid,
        gid: s.stx_gid,
        rdev: libc::makedev(s.stx_rdev_major, s.stx_rdev_minor),
        blksize: u64::from(s.stx_blksize),
        ino: s.stx_ino,
        size: s.stx_size,
        blocks: s.stx_blocks,
        atime: ts(s.stx_atime),
        mtime: ts(s.stx_mtime),
        ctime: ts(s.stx_ctime),
        birthtime,
    }
}

/// From `stat`, where statx is refused: libuv's Linux conversion gives `birthtime` the
/// ctime there.
fn stat_from_stat(s: &libc::stat) -> Stat {
    let t = |sec: i64, nsec: i64| Timespec {
        sec,
        nsec: u32::try_from(nsec).unwrap_or(0),
    };
    Stat {
        dev: s.st_dev,
        mode: s.st_mode,
        nlink: s.st_nlink,
        uid: s.st_uid,
        gid: s.st_gid,
        rdev: s.st_rdev,
        blksize: u64::try_from(s.st_blksize).unwrap_or(0),
        ino: s.st_ino,
        size: u64::try_from(s.st_size).unwrap_or(0),
        blocks: u64::try_from(s.st_blocks).unwrap_or(0),
        atime: t(s.st_atime, s.st_atime_nsec),
        mtime: t(s.st_mtime, s.st_mtime_nsec),
        ctime: t(s.st_ctime, s.st_ctime_nsec),
        birthtime: t(s.st_ctime, s.st_ctime_nsec),
    }
}

/// `fstat(fd)` via `statx(fd, "", AT_EMPTY_PATH)`, falling back to `fstat` where statx is
/// unavailable (old kernels, seccomp filters that answer ENOSYS/EPERM).
///
/// # Errors
/// `fstat` (EBADF for an fd that is not open).
pub fn fstat(fd: RawFd) -> Result<Stat, FsError> {
    match sys::statx_fd(fd) {
        Ok(s) => Ok(stat_from_statx(&s)),
        Err(libc::ENOSYS | libc::EPERM | libc::EOPNOTSUPP) => sys::fstat(fd)
            .map(|s| stat_from_stat(&s))
            .map_err(|e| FsError::os(e, "fstat")),
        Err(e) => Err(FsError::os(e, "fstat")),
    }
}

/// `stat(path)` (following links) or `lstat(path)`; errors name `stat`/`lstat` and the path.
///
/// # Errors
/// The OS error of the call.
pub fn stat_path(path: &CStr, follow: bool) -> Result<Stat, FsError> {
    let syscall = if follow { "stat" } else { "lstat" };
    let fail = |e| FsError::Sys(SysError::from_os(e, syscall).with_path(path.to_bytes()));
    match sys::statx_path(path, follow) {
        Ok(s) => Ok(stat_from_statx(&s)),
        Err(e) if statx_refused(e) => sys::stat_path(path, follow)
            .map(|s| stat_from_stat(&s))
            .map_err(fail),
        Err(e) => Err(fail(e)),
    }
}

/// `st_mode` of `path` (following links or not), or the OS errno.
pub(crate) fn mode_of(path: &CStr, follow: bool) -> Result<u32, i32> {
    match sys::statx_path(path, follow) {
        Ok(s) => Ok(u32::from(s.stx_mode)),
        Err(e) if statx_refused(e) => sys::stat_path(path, follow).map(|s| s.st_mode),
        Err(e) => Err(e),
    }
}

/// Is this mode a directory's?
pub(crate) fn is_dir_mode(mode: u32) -> bool {
    mode & libc::S_IFMT == libc::S_IFDIR
}

/// Is this mode a symbolic link's?
pub(crate) fn is_link_mode(mode: u32) -> bool {
    mode & libc::S_IFMT == libc::S_IFLNK
}

/// Is this mode a FIFO's or a socket's (what `fs.realpath` stops after)?
pub(crate) fn is_pipe_mode(mode: u32) -> bool {
    matches!(mode & libc::S_IFMT, libc::S_IFIFO | libc::S_IFSOCK)
}

// libuv's dirent types, Node's `UV_DIRENT_*` constants.
pub(crate) const UV_DIRENT_UNKNOWN: i32 = 0;
pub(crate) const UV_DIRENT_FILE: i32 = 1;
pub(crate) const UV_DIRENT_DIR: i32 = 2;
pub(crate) const UV_DIRENT_LINK: i32 = 3;
pub(crate) const UV_DIRENT_FIFO: i32 = 4;
pub(crate) const UV_DIRENT_SOCKET: i32 = 5;
pub(crate) const UV_DIRENT_CHAR: i32 = 6;
pub(crate) const UV_DIRENT_BLOCK: i32 = 7;

/// The dirent type of a mode.
pub(crate) fn type_of_mode(mode: u32) -> i32 {
    match mode & libc::S_IFMT {
        libc::S_IFREG => UV_DIRENT_FILE,
        libc::S_IFDIR => UV_DIRENT_DIR,
        libc::S_IFLNK => UV_DIRENT_LINK,
        libc::S_IFIFO => UV_DIRENT_FIFO,
        libc::S_IFSOCK => UV_DIRENT_SOCKET,
        libc::S_IFCHR => UV_DIRENT_CHAR,
        libc::S_IFBLK => UV_DIRENT_BLOCK,
        _ => UV_DIRENT_UNKNOWN,
    }
}

/// The dirent type of a `d_type`.
pub(crate) fn type_of_d_type(t: u8) -> i32 {
    match t {
        libc::DT_REG => UV_DIRENT_FILE,
        libc::DT_DIR => UV_DIRENT_DIR,
        libc::DT_LNK => UV_DIRENT_LINK,
        libc::DT_FIFO => UV_DIRENT_FIFO,
        libc::DT_SOCK => UV_DIRENT_SOCKET,
        libc::DT_CHR => UV_DIRENT_CHAR,
        libc::DT_BLK => UV_DIRENT_BLOCK,
        _ => UV_DIRENT_UNKNOWN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{cpath, make_file};
    use std::os::fd::AsRawFd;
    use std::os::unix::fs::MetadataExt;

    #[test]
    fn path_and_fd_give_one_answer() {
        let dir = tempfile::tempdir().unwrap();
        let file = make_file(dir.path(), "a.txt", b"hello");
        let by_path = stat_path(&cpath(&file), true).unwrap();
        let f = std::fs::File::open(&file).unwrap();
        let by_fd = fstat(f.as_raw_fd()).unwrap();
        assert_eq!(by_path, by_fd);
        let meta = std::fs::metadata(&file).unwrap();
        assert_eq!(by_path.size, 5);
        assert_eq!(by_path.ino, meta.ino());
        assert_eq!(u64::from(by_path.mode), u64::from(meta.mode()));
        assert!(by_path.is_file());
    }

    #[test]
    fn lstat_sees_the_link_and_stat_its_target() {
        let dir = tempfile::tempdir().unwrap();
        let file = make_file(dir.path(), "t", b"x");
        let link = dir.path().join("l");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert!(is_link_mode(mode_of(&cpath(&link), false).unwrap()));
        assert!(stat_path(&cpath(&link), true).unwrap().is_file());
        assert_eq!(
            type_of_mode(stat_path(&cpath(&link), false).unwrap().mode),
            UV_DIRENT_LINK
        );
    }

    #[test]
    fn errors_name_the_call_and_path() {
        let err = stat_path(c"/nonexistent/x", false).unwrap_err();
        let s = err.as_sys().unwrap();
        assert_eq!(s.errno, -libc::ENOENT);
        assert_eq!(s.syscall, "lstat");
        assert_eq!(s.path.as_deref(), Some(&b"/nonexistent/x"[..]));
    }

    #[test]
    fn proc_files_have_no_birthtime() {
        // /proc records no creation time: libuv's statx path reports 0, not the ctime.
        let st = stat_path(c"/proc/self/status", true).unwrap();
        assert_eq!(st.birthtime, Timespec::default());
    }
}
