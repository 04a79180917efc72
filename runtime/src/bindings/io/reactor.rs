//! The reactor: one current-thread tokio runtime, with its I/O driver (epoll), on a thread
//! of its own, started when the first handle needs it. Tasks spawned on it wait for
//! readiness and post what they see to the event loop (`super::post`), which wakes the JS
//! thread. A reactor thread rather than a runtime driven from the JS thread: the loop
//! already parks on the pool's condvar, so posting to it needs no second wake-up path, and
//! an idle reactor sleeps in epoll_wait without costing the JS thread anything.

use std::future::Future;
use std::sync::OnceLock;

use tokio::io::Interest;
use tokio::runtime::Handle;

static REACTOR: OnceLock<Result<Handle, i32>> = OnceLock::new();

/// The reactor's handle (started on first use), or -errno if it could not start.
pub(crate) fn handle() -> Result<&'static Handle, i32> {
    REACTOR.get_or_init(start).as_ref().map_err(|e| *e)
}

fn start() -> Result<Handle, i32> {
    let (tx, rx) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("minirt-reactor".into())
        .spawn(move || {
            match tokio::runtime::Builder::new_current_thread()
                .enable_io()
                .build()
            {
                Ok(rt) => {
                    let _ = tx.send(Ok(rt.handle().clone()));
                    rt.block_on(std::future::pending::<()>());
                }
                Err(e) => {
                    let _ = tx.send(Err(-e.raw_os_error().unwrap_or(libc::EIO)));
                }
            }
        });
    if let Err(e) = spawned {
        return Err(-e.raw_os_error().unwrap_or(libc::EAGAIN));
    }
    rx.recv().unwrap_or(Err(-libc::EIO))
}

/// Spawns `fut` on the reactor.
pub(crate) fn spawn<F>(fut: F) -> Option<tokio::task::JoinHandle<()>>
where
    F: Future<Output = ()> + Send + 'static,
{
    handle().ok().map(|h| h.spawn(fut))
}

/// Aborts `tasks` and waits until the reactor thread has dropped them, so that what they
/// held (clones of a handle's `AsyncFd`) is released when this returns. Closing a handle
/// uses it to free the fd at once, as libuv's `uv_close` does: a program at its fd limit
/// may open the next socket right after `close()`. The wait is a wake-up of the reactor
/// thread; its tasks never wait for the JS thread.
pub(crate) fn abort_and_wait(tasks: impl IntoIterator<Item = tokio::task::JoinHandle<()>>) {
    let tasks: Vec<_> = tasks.into_iter().collect();
    for t in &tasks {
        t.abort();
    }
    // Blocking needs a thread outside the runtime; the JS thread always is.
    if let (Ok(h), Err(_)) = (handle(), Handle::try_current()) {
        for t in tasks {
            let _ = h.block_on(t);
        }
    }
}

/// Wraps `fd` for readiness on the reactor (registration needs the runtime's context).
pub(crate) fn register(fd: super::fd::Fd) -> Result<tokio::io::unix::AsyncFd<super::fd::Fd>, i32> {
    register_for(fd, Interest::READABLE | Interest::WRITABLE)
}

/// [`register`] for `interest` only: a stream the JS thread reads itself registers for
/// writing alone, so data arriving on it does not wake the reactor thread too.
pub(crate) fn register_for(
    fd: super::fd::Fd,
    interest: Interest,
) -> Result<tokio::io::unix::AsyncFd<super::fd::Fd>, i32> {
    let h = handle()?;
    let _guard = h.enter();
    // SAFETY: an `Fd` holds an open descriptor for its whole life (owned ones close on
    // drop, after the AsyncFd is gone; borrowed ones are fds 0-2 or a pidfd kept open by
    // the caller for as long as the AsyncFd lives) and always returns the same number.
    unsafe { tokio::io::unix::AsyncFd::register_with_interest(fd, interest) }
        .map_err(|e| super::neg(&e.into_parts().1))
}
