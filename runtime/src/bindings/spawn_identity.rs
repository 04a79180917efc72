//! A child started with `uid` or `gid` changes directory and identity in libuv's order:
//! `chdir` to its `cwd` first, still with the parent's rights, then drop supplementary
//! groups, then `setgid`, then `setuid`. std's `Command` changes identity before its own
//! `chdir`, so as root `spawn('/bin/pwd', { uid: 12345, cwd: '/root' })` failed with EACCES
//! where Node runs it, and as another user the error was the setuid's EPERM instead of the
//! chdir's EACCES. Both `child_process.spawn` (`io/process.rs`) and the sync family
//! (`spawn.rs`) use it; without uid and gid they keep std's or posix_spawn's own `cwd`.

use std::ffi::CString;

pub(crate) struct IdentityChange {
    cwd: Option<CString>,
    uid: Option<u32>,
    gid: Option<u32>,
}

impl IdentityChange {
    /// The change for a child with `uid` or `gid`, `None` without either; `Err(errno)` for
    /// a `cwd` that cannot be a path (js-lib refuses NUL bytes before this).
    pub(crate) fn new(
        cwd: Option<&str>,
        uid: Option<u32>,
        gid: Option<u32>,
    ) -> Option<Result<Self, i32>> {
        if uid.is_none() && gid.is_none() {
            return None;
        }
        let cwd = match cwd.map(CString::new).transpose() {
            Ok(cwd) => cwd,
            Err(_) => return Some(Err(libc::EINVAL)),
        };
        Some(Ok(IdentityChange { cwd, uid, gid }))
    }

    /// Runs the four steps in the child; the first failure is the spawn's error.
    ///
    /// # Safety
    /// Only in a forked child before exec: it calls chdir, setgroups, setgid and setuid,
    /// which are async-signal-safe, and allocates nothing.
    pub(crate) unsafe fn apply(&self) -> std::io::Result<()> {
        // SAFETY: the caller runs this in the forked child; the path is NUL-terminated and
        // outlives the call; setgroups with a null list and zero length reads no memory.
        unsafe {
            if let Some(dir) = &self.cwd {
                if libc::chdir(dir.as_ptr()) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            // As libuv: failure is ignored (an unprivileged caller cannot drop groups, and
            // setgid/setuid then decide).
            libc::setgroups(0, std::ptr::null());
            if let Some(gid) = self.gid {
                if libc::setgid(gid) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            if let Some(uid) = self.uid {
                if libc::setuid(uid) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
        }
        Ok(())
    }
}
