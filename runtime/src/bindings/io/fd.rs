//! A file descriptor for the reactor: closed on drop when owned, left open when borrowed
//! (fds 0-2 wrapped as streams stay open for the rest of the process).

use std::os::fd::{AsFd, AsRawFd, BorrowedFd, RawFd};

pub(crate) struct Fd {
    raw: RawFd,
    owned: bool,
}

impl Fd {
    pub(crate) fn owned(raw: RawFd) -> Self {
        Fd { raw, owned: true }
    }

    pub(crate) fn borrowed(raw: RawFd) -> Self {
        Fd { raw, owned: false }
    }
}

impl AsRawFd for Fd {
    fn as_raw_fd(&self) -> RawFd {
        self.raw
    }
}

impl AsFd for Fd {
    fn as_fd(&self) -> BorrowedFd<'_> {
        // SAFETY: the fd stays open for as long as this Fd (the borrow's lifetime).
        unsafe { BorrowedFd::borrow_raw(self.raw) }
    }
}

impl Drop for Fd {
    fn drop(&mut self) {
        if self.owned {
            // SAFETY: `raw` was handed to this Fd to own and nothing else closes it.
            unsafe { libc::close(self.raw) };
        }
    }
}

/// Sets or clears O_NONBLOCK on `fd`; returns -errno on failure.
pub(crate) fn set_nonblocking(fd: RawFd, on: bool) -> Result<(), i32> {
    // SAFETY: fcntl on an fd number has no memory effects; a bad fd gives EBADF.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    if flags < 0 {
        return Err(-fs_binding::last_errno());
    }
    let next = if on {
        flags | libc::O_NONBLOCK
    } else {
        flags & !libc::O_NONBLOCK
    };
    // SAFETY: as above.
    if next != flags && unsafe { libc::fcntl(fd, libc::F_SETFL, next) } < 0 {
        return Err(-fs_binding::last_errno());
    }
    Ok(())
}
