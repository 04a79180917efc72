//! The JS thread's own epoll set: the fds of the streams it reads itself (sockets and pipes,
//! `bindings/io/stream.rs`), plus the thread pool's wake eventfd.
//!
//! Why not the reactor thread: a byte that arrives on a socket the reactor reads costs two
//! thread wake-ups before JS sees it (the kernel wakes the reactor, the reactor wakes the JS
//! thread), and on a loopback round trip both sides pay them. Measured with 1 KiB TCP echo
//! round trips in one process (`benchmark/process`), that held minirt to 0.06x Node. With
//! the reads here, the JS thread parks in this set whenever it has readers, so data that is
//! already there when it would park costs no wake-up at all, and data that arrives later
//! wakes it directly, as libuv's loop does. Pool completions and reactor events still come
//! through the pool's outbox; the pool writes the eventfd instead of notifying its condvar
//! while the JS thread is parked here (`thread_pool::Park`).
//!
//! With no reader registered the set is not used and the loop parks on the pool's condvar as
//! before, so file I/O pays nothing for it.

use std::cell::{Cell, OnceCell, RefCell};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::time::Duration;

use crate::host::thread_pool::Park;

/// The epoll token of the pool's wake eventfd (handle ids start at 1 and never reach it).
const WAKE: u64 = u64::MAX;

/// Events taken per epoll_wait.
const MAX_EVENTS: usize = 64;

/// A watched fd that is ready: its token, and whether it hung up (EPOLLHUP: both directions
/// are closed, so the data before the end is read, then the end reported, in one go, as
/// libuv does). A peer that only closed its own side (EPOLLRDHUP) is not a hang-up: as in
/// libuv, a read that does not fill the buffer ends the turn's reads, and the end comes
/// with the next turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ready {
    pub token: u64,
    pub hangup: bool,
}

#[derive(Default)]
pub struct PollSet {
    /// The epoll fd, with the pool's wake fd inside it, made on first registration.
    epoll: OnceCell<Result<OwnedFd, i32>>,
    /// Registered fds.
    count: Cell<usize>,
    /// What a park saw ready, for the next [`PollSet::ready`].
    seen: RefCell<Vec<Ready>>,
    /// The pool's wake eventfd (in the set; the pool owns it and outlives the set).
    wake_fd: Cell<RawFd>,
}

impl PollSet {
    /// The epoll fd, made now (holding the pool's wake fd, from `wake_fd`) if it was not.
    fn epfd_or_make(&self, wake_fd: impl FnOnce() -> Result<RawFd, i32>) -> Result<RawFd, i32> {
        self.epoll
            .get_or_init(|| {
                let wake_fd = wake_fd()?;
                self.wake_fd.set(wake_fd);
                // SAFETY: epoll_create1 takes no pointers; a non-negative result is a new fd
                // that nothing else owns.
                let fd = unsafe { libc::epoll_create1(libc::EPOLL_CLOEXEC) };
                if fd < 0 {
                    return Err(-fs_binding::last_errno());
                }
                // SAFETY: as above, `fd` is ours alone.
                let owned = unsafe { OwnedFd::from_raw_fd(fd) };
                ctl(fd, libc::EPOLL_CTL_ADD, wake_fd, WAKE)?;
                Ok(owned)
            })
            .as_ref()
            .map(AsRawFd::as_raw_fd)
            .map_err(|e| *e)
    }

    /// The epoll fd, if it was made.
    fn epfd(&self) -> Result<RawFd, i32> {
        match self.epoll.get() {
            Some(Ok(fd)) => Ok(fd.as_raw_fd()),
            Some(Err(e)) => Err(*e),
            None => Err(-libc::EBADF),
        }
    }

    /// Makes the epoll fd now, if it was not (see `Host::prepare_reads`).
    pub fn prepare(&self, wake_fd: impl FnOnce() -> Result<RawFd, i32>) -> Result<(), i32> {
        self.epfd_or_make(wake_fd).map(|_| ())
    }

    /// Watches `fd` for reading under `token` (level-triggered), or -errno (EPERM for a
    /// regular file, EEXIST for an fd already in the set).
    /// `wake_fd` gives the pool's wake eventfd the first time.
    pub fn add(
        &self,
        fd: RawFd,
        token: u64,
        wake_fd: impl FnOnce() -> Result<RawFd, i32>,
    ) -> Result<(), i32> {
        ctl(self.epfd_or_make(wake_fd)?, libc::EPOLL_CTL_ADD, fd, token)?;
        self.count.set(self.count.get() + 1);
        Ok(())
    }

    /// Stops watching `fd`. Must come before the fd closes: a registration lives as long as
    /// the open file does, and a child process may hold a copy of it.
    /// (Called once per successful [`PollSet::add`]; a registration the kernel dropped
    /// already, because the fd was closed behind the handle's back, still counts down.)
    pub fn remove(&self, fd: RawFd) {
        if let Ok(ep) = self.epfd() {
            let _ = ctl(ep, libc::EPOLL_CTL_DEL, fd, 0);
        }
        self.count.set(self.count.get().saturating_sub(1));
    }

    /// Whether any fd is watched (then the loop parks here and polls the set each turn).
    pub fn active(&self) -> bool {
        self.count.get() > 0
    }

    /// The tokens of the fds ready now: what the last park saw, or a poll that does not
    /// block.
    pub fn ready(&self, into: &mut Vec<Ready>) {
        let seen = std::mem::take(&mut *self.seen.borrow_mut());
        if !seen.is_empty() {
            into.extend(seen);
            return;
        }
        if self.active() {
            self.wait(0, into);
        }
    }

    /// Whether the last park saw a watched fd ready (not yet taken by [`PollSet::ready`]).
    pub fn has_seen(&self) -> bool {
        !self.seen.borrow().is_empty()
    }

    fn wait(&self, timeout_ms: i32, into: &mut Vec<Ready>) {
        let Ok(ep) = self.epfd() else { return };
        let mut events = [libc::epoll_event { events: 0, u64: 0 }; MAX_EVENTS];
        let n = loop {
            // SAFETY: `events` has room for MAX_EVENTS entries, the count passed.
            let n =
                unsafe { libc::epoll_wait(ep, events.as_mut_ptr(), MAX_EVENTS as i32, timeout_ms) };
            if n >= 0 || fs_binding::last_errno() != libc::EINTR || timeout_ms != 0 {
                break n.max(0) as usize;
            }
        };
        for e in &events[..n] {
            let token = e.u64;
            if token == WAKE {
                self.clear_wake();
            } else {
                let hangup = e.events & libc::EPOLLHUP as u32 != 0;
                into.push(Ready { token, hangup });
            }
        }
    }
}

impl PollSet {
    /// Empties the pool's wake eventfd once it has been seen (it is level-triggered).
    fn clear_wake(&self) {
        let mut n = 0u64;
        // SAFETY: reads 8 bytes into `n`, which has room for them; the fd is the pool's
        // non-blocking eventfd, so an empty counter returns EAGAIN.
        unsafe { libc::read(self.wake_fd.get(), (&mut n as *mut u64).cast(), 8) };
    }
}

impl Park for PollSet {
    fn park(&self, timeout: Option<Duration>) {
        // Milliseconds, rounded up so that a timer is never woken for early.
        let ms = match timeout {
            None => -1,
            Some(t) => t
                .as_micros()
                .div_ceil(1000)
                .min(i32::MAX as u128)
                .try_into()
                .unwrap_or(i32::MAX),
        };
        let mut seen = std::mem::take(&mut *self.seen.borrow_mut());
        self.wait(ms, &mut seen);
        *self.seen.borrow_mut() = seen;
    }
}

fn ctl(ep: RawFd, op: i32, fd: RawFd, token: u64) -> Result<(), i32> {
    let mut ev = libc::epoll_event {
        events: (libc::EPOLLIN | libc::EPOLLRDHUP) as u32,
        u64: token,
    };
    // SAFETY: `ev` lives across the call (the kernel copies it; DEL ignores it).
    if unsafe { libc::epoll_ctl(ep, op, fd, &mut ev) } < 0 {
        return Err(-fs_binding::last_errno());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::thread_pool::ThreadPool;
    use boa_engine::JsValue;
    use std::time::Instant;

    fn pipe() -> (OwnedFd, OwnedFd) {
        let mut fds = [0; 2];
        // SAFETY: `fds` has room for the two fds pipe2 writes.
        assert_eq!(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) }, 0);
        // SAFETY: both fds are new and ours alone.
        unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) }
    }

    fn at(token: u64, hangup: bool) -> Ready {
        Ready { token, hangup }
    }

    #[test]
    fn a_ready_fd_is_reported_under_its_token_until_removed() {
        let pool = ThreadPool::new();
        let set = PollSet::default();
        let (r, w) = pipe();
        set.add(r.as_raw_fd(), 7, || pool.wake_fd()).unwrap();
        assert!(set.active());
        let mut ready = Vec::new();
        set.ready(&mut ready);
        assert!(ready.is_empty());
        // SAFETY: writes one byte from a live buffer.
        let wrote = unsafe { libc::write(w.as_raw_fd(), b"x".as_ptr().cast(), 1) };
        assert_eq!(wrote, 1);
        set.ready(&mut ready);
        assert_eq!(ready, [at(7, false)]);
        // Level-triggered: still ready while unread.
        ready.clear();
        set.park(Some(Duration::from_secs(5)));
        assert!(set.has_seen());
        set.ready(&mut ready);
        assert_eq!(ready, [at(7, false)]);
        // The writer closing shows as a hang-up beside the data still unread.
        drop(w);
        ready.clear();
        set.ready(&mut ready);
        assert_eq!(ready, [at(7, true)]);
        set.remove(r.as_raw_fd());
        assert!(!set.active());
    }

    #[test]
    fn a_post_wakes_a_js_thread_parked_in_the_set() {
        let pool = ThreadPool::new();
        let set = PollSet::default();
        let (r, _w) = pipe();
        set.add(r.as_raw_fd(), 1, || pool.wake_fd()).unwrap();
        let poster = pool.poster();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            poster.post(9, Box::new(|_| Ok(Ok(JsValue::undefined()))));
        });
        let start = Instant::now();
        let mut batch = Vec::new();
        while batch.is_empty() && start.elapsed() < Duration::from_secs(20) {
            pool.wait(None, &mut batch, Some(&set));
        }
        t.join().unwrap();
        assert_eq!(batch.len(), 1);
        let mut ready = Vec::new();
        set.ready(&mut ready);
        assert!(ready.is_empty(), "the wake fd is not a reader's token");
    }
}
