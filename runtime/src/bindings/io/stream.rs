//! Stream handles: a non-blocking fd (pipe, socket, TTY) read by a reactor task while JS
//! wants data, and written first directly from the JS thread (as libuv's `uv_try_write`:
//! most writes finish there with no task and no copy), the rest through a queue that a
//! reactor task drains when the fd is writable. Shutdown waits for that queue; with nothing
//! queued it is done by the JS thread at the end of the loop's poll phase, where libuv does
//! it ([`run_shutdown`]).
//!
//! Reading: the JS thread reads sockets and pipes itself, from the event loop's epoll set
//! (`host/io_poll.rs`, which says why), in the loop's poll phase ([`read_ready`]). A TTY is
//! read by a reactor task, whose events come through the loop's outbox.

use std::collections::VecDeque;
use std::os::fd::{AsRawFd, RawFd};
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use boa_engine::object::builtins::JsFunction;
use boa_engine::{Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};
use fs_binding::glue::view::with_view;
use rustc_hash::FxHashMap;
use tokio::io::unix::AsyncFd;
use tokio::io::Interest;
use tokio::task::JoinHandle;

use super::fd::{set_nonblocking, Fd};
use super::{arg_fn, call_method, io, post, reactor, this_id, Block, Entry, Event, Io, Kind};
use crate::host::event_loop::{guarded, host, Exit, Host};
use crate::host::io_poll::PollSet;
use crate::host::thread_pool::Poster;

/// Bytes asked of the kernel per read, as libuv's 64 KiB.
const READ_SIZE: usize = 64 << 10;

/// What the JS thread and the stream's reactor tasks share.
pub(crate) struct Shared {
    /// The fd's registration with the reactor, made the first time something has to wait
    /// (a read, a write that did not fit, a connect): a script whose stdout is a pipe and
    /// whose writes all fit never starts the reactor thread or opens its epoll fds.
    /// Declared before `owner` so that it is dropped (deregistered) before the fd closes.
    afd: OnceLock<AsyncFd<Fd>>,
    owner: Fd,
    queue: Mutex<Queue>,
    queued: AtomicUsize,
    read: AtomicU64,
    written: AtomicU64,
    /// Read by a reactor task (a TTY), not by the JS thread: the reactor registration then
    /// waits for reading too.
    reactor_reads: bool,
}

#[derive(Default)]
struct Queue {
    items: VecDeque<Item>,
    /// A writer task is draining `items`.
    writer: bool,
}

enum Item {
    Write { req: u64, data: Vec<u8>, off: usize },
    Shutdown,
}

fn lock(q: &Mutex<Queue>) -> MutexGuard<'_, Queue> {
    q.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Shared {
    pub(super) fn raw(&self) -> RawFd {
        self.owner.as_raw_fd()
    }

    /// The reactor registration, made now if it was not yet (JS thread, before any task
    /// that waits on it is spawned).
    pub(super) fn register(&self) -> Result<&AsyncFd<Fd>, i32> {
        if let Some(a) = self.afd.get() {
            return Ok(a);
        }
        let interest = if self.reactor_reads {
            Interest::READABLE | Interest::WRITABLE
        } else {
            Interest::WRITABLE
        };
        let a = reactor::register_for(Fd::borrowed(self.raw()), interest)?;
        Ok(self.afd.get_or_init(|| a))
    }

    /// The registration, for tasks (spawned only after `register` succeeded).
    pub(super) fn registered(&self) -> std::io::Result<&AsyncFd<Fd>> {
        self.afd
            .get()
            .ok_or_else(|| std::io::Error::from_raw_os_error(libc::EBADF))
    }
}

/// Who reads a stream while JS wants data.
enum Reading {
    Off,
    /// A reactor task (TTYs).
    Task(JoinHandle<()>),
    /// The JS thread, from the loop's epoll set.
    Polled(Rc<PollSet>),
}

/// A stream's JS-thread state.
pub(crate) struct StreamState {
    pub(super) shared: Arc<Shared>,
    /// The fd number JS sees (a TTY is read through a re-opened fd of its own).
    public_fd: RawFd,
    /// TTY output: writes go synchronously (blocking) to this fd, as libuv's TTY streams.
    pub(super) sync_fd: Option<RawFd>,
    reading: Reading,
    waiters: Vec<JoinHandle<()>>,
    write_cbs: FxHashMap<u64, JsFunction>,
    next_req: u64,
    shutdown_cb: Option<JsFunction>,
    /// A shutdown asked for while nothing was queued: the end of the loop's poll phase does
    /// it ([`run_shutdown`]).
    shutdown_pending: bool,
    pub(super) connect_cb: Option<JsFunction>,
    pub(super) is_tty: bool,
}

impl StreamState {
    pub(super) fn public_fd(&self) -> RawFd {
        self.public_fd
    }

    /// Stops reading; returns whether it was reading.
    fn stop_reading(&mut self) -> bool {
        match std::mem::replace(&mut self.reading, Reading::Off) {
            Reading::Off => false,
            Reading::Task(task) => {
                task.abort();
                true
            }
            Reading::Polled(set) => {
                set.remove(self.shared.raw());
                true
            }
        }
    }

    /// Stops the tasks; returns the callbacks of writes (and a shutdown) still pending.
    pub(super) fn close(mut self) -> Vec<JsFunction> {
        self.stop_reading();
        for w in self.waiters.drain(..) {
            w.abort();
        }
        {
            let mut q = lock(&self.shared.queue);
            q.items.clear();
        }
        if self.is_tty {
            super::tty::restore_if(self.shared.raw());
        }
        let mut cbs: Vec<(u64, JsFunction)> = self.write_cbs.drain().collect();
        cbs.sort_by_key(|(req, _)| *req);
        let mut out: Vec<JsFunction> = cbs.into_iter().map(|(_, f)| f).collect();
        out.extend(self.shutdown_cb.take());
        out.extend(self.connect_cb.take());
        out
    }
}

/// Registers a stream over `fd` (made non-blocking) and makes its JS object.
pub(super) fn new_stream(
    ctx: &mut Context,
    io: &Io,
    fd: Fd,
    public_fd: RawFd,
    sync_fd: Option<RawFd>,
    active: u32,
) -> Result<(u64, JsObject), i32> {
    set_nonblocking(fd.as_raw_fd(), true)?;
    if sync_fd.is_none() {
        // Failing here (the fd table is full already) is left for the first read to report.
        let _ = host(ctx).prepare_reads();
    }
    let shared = Arc::new(Shared {
        afd: OnceLock::new(),
        owner: fd,
        queue: Mutex::new(Queue::default()),
        queued: AtomicUsize::new(0),
        read: AtomicU64::new(0),
        written: AtomicU64::new(0),
        reactor_reads: sync_fd.is_some(),
    });
    let state = StreamState {
        shared,
        public_fd,
        sync_fd,
        reading: Reading::Off,
        waiters: Vec::new(),
        write_cbs: FxHashMap::default(),
        next_req: 1,
        shutdown_cb: None,
        shutdown_pending: false,
        connect_cb: None,
        is_tty: sync_fd.is_some(),
    };
    Ok(io.add(ctx, Kind::Stream(state), active))
}

pub(super) fn stream_of(e: &mut Entry) -> Option<&mut StreamState> {
    match &mut e.kind {
        Kind::Stream(s) => Some(s),
        _ => None,
    }
}

/// `io.openStream(fd)`: a stream over an existing pipe or socket fd of this process. Fds
/// 0-2 are borrowed (never closed by the handle).
pub(super) fn open_stream(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let fd = args.get_or_undefined(0).to_i32(ctx)?;
    if fd < 0 {
        return Ok((-libc::EBADF).into());
    }
    let io = io(ctx)?;
    let wrapped = if fd <= 2 {
        Fd::borrowed(fd)
    } else {
        Fd::owned(fd)
    };
    match new_stream(ctx, &io, wrapped, fd, None, 0) {
        Ok((_, obj)) => Ok(obj.into()),
        Err(e) => Ok(e.into()),
    }
}

// ---------------------------------------------------------------------------------------
// Reading

async fn read_loop(shared: Arc<Shared>, id: u64, poster: Poster) {
    let afd = match shared.registered() {
        Ok(a) => a,
        Err(e) => {
            post(&poster, id, Event::Read(Err(super::neg(&e))));
            return;
        }
    };
    loop {
        let mut guard = match afd.readable().await {
            Ok(g) => g,
            Err(e) => {
                post(&poster, id, Event::Read(Err(super::neg(&e))));
                return;
            }
        };
        loop {
            let mut block = Block::with_capacity(64, READ_SIZE);
            let got = guard.try_io(|afd| {
                let fd = afd.get_ref().as_raw_fd();
                // SAFETY: the block has READ_SIZE bytes of capacity; read writes at most that.
                let n = unsafe { libc::read(fd, block.as_mut_ptr().cast(), READ_SIZE) };
                if n < 0 {
                    Err(std::io::Error::last_os_error())
                } else {
                    Ok(n as usize)
                }
            });
            match got {
                Err(_would_block) => break,
                Ok(Ok(0)) => {
                    post(&poster, id, Event::Read(Err(0)));
                    return;
                }
                Ok(Ok(n)) => {
                    // SAFETY: the kernel initialised the first n bytes.
                    unsafe { block.set_len(n) };
                    let block = exact_if_small(block);
                    shared.read.fetch_add(n as u64, Ordering::Relaxed);
                    post(&poster, id, Event::Read(Ok(block)));
                }
                Ok(Err(e)) if e.raw_os_error() == Some(libc::EINTR) => {}
                Ok(Err(e)) => {
                    // A TTY whose other side went away reads EIO: that is its end.
                    let code = match e.raw_os_error() {
                        Some(libc::EIO) => 0,
                        _ => super::neg(&e),
                    };
                    post(&poster, id, Event::Read(Err(code)));
                    return;
                }
            }
        }
    }
}

fn read_start(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let io = io(ctx)?;
    let h = host(ctx);
    let poster = io.poster.clone();
    let r = io.with_host(&h, id, |e| {
        let Some(s) = stream_of(e) else {
            return -libc::EINVAL;
        };
        if !matches!(s.reading, Reading::Off) {
            return 0;
        }
        if !s.shared.reactor_reads {
            if let Err(err) = h.watch_read(s.shared.raw(), id) {
                return err;
            }
            s.reading = Reading::Polled(Rc::clone(&h.reads));
            e.active += 1;
            return 0;
        }
        if let Err(err) = s.shared.register() {
            return err;
        }
        let shared = Arc::clone(&s.shared);
        match reactor::spawn(read_loop(shared, id, poster)) {
            Some(task) => {
                s.reading = Reading::Task(task);
                e.active += 1;
                0
            }
            None => -libc::EIO,
        }
    });
    Ok(r.unwrap_or(-libc::EBADF).into())
}

fn stop_reading(e: &mut Entry) {
    if stream_of(e).is_some_and(StreamState::stop_reading) {
        e.active = e.active.saturating_sub(1);
    }
}

fn read_stop(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let r = io(ctx)?.with(ctx, id, |e| {
        stop_reading(e);
        0
    });
    Ok(r.unwrap_or(-libc::EBADF).into())
}

pub(super) fn on_read(ctx: &mut Context, io: &Io, id: u64, r: Result<Block, i32>) -> JsResult<()> {
    let Some(obj) = io.object(id) else {
        return Ok(());
    };
    match r {
        Ok(block) => {
            let n = block.len();
            let buf = crate::bindings::buffer::wrap_block(ctx, block)?;
            call_method(ctx, &obj, "onread", &[JsValue::from(n as f64), buf.into()])
        }
        Err(code) => {
            io.with(ctx, id, stop_reading);
            let code = if code == 0 { super::UV_EOF } else { code };
            call_method(
                ctx,
                &obj,
                "onread",
                &[JsValue::from(code), JsValue::undefined()],
            )
        }
    }
}

/// Reads stream `id`, which the loop's epoll set reported ready, on the JS thread: as
/// libuv, up to 32 reads while each fills the buffer and JS still wants data, each handed
/// to `onread` as its own callback (ticks and microtasks drain after each). With `hangup`
/// (EPOLLHUP: nothing more can come either way) it reads on to the end, so that the end is
/// reported right after the last data, in the same turn, as libuv does.
pub(super) fn read_ready(ctx: &mut Context, io: &Io, id: u64, hangup: bool) -> Result<(), Exit> {
    for _ in 0..32 {
        let shared = io
            .with(ctx, id, |e| {
                stream_of(e)
                    .filter(|s| matches!(s.reading, Reading::Polled(_)))
                    .map(|s| Arc::clone(&s.shared))
            })
            .flatten();
        let Some(shared) = shared else { return Ok(()) };
        let mut block = Block::with_capacity(64, READ_SIZE);
        // SAFETY: the block has READ_SIZE bytes of capacity; read writes at most that.
        let n = unsafe { libc::read(shared.raw(), block.as_mut_ptr().cast(), READ_SIZE) };
        let result = if n > 0 {
            let n = n as usize;
            // SAFETY: the kernel initialised the first n bytes.
            unsafe { block.set_len(n) };
            shared.read.fetch_add(n as u64, Ordering::Relaxed);
            Ok(exact_if_small(block))
        } else if n == 0 {
            Err(0)
        } else {
            match fs_binding::last_errno() {
                libc::EAGAIN => return Ok(()),
                libc::EINTR => continue,
                e => Err(-e),
            }
        };
        let more = matches!(&result, Ok(b) if hangup || b.len() == READ_SIZE);
        guarded(ctx, |ctx| on_read(ctx, io, id, result))?;
        if !more {
            return Ok(());
        }
    }
    Ok(())
}

/// Small reads: an exact-size copy instead of holding 64 KiB each.
fn exact_if_small(block: Block) -> Block {
    let n = block.len();
    if n >= READ_SIZE / 4 {
        return block;
    }
    let mut exact = Block::with_capacity(64, n);
    exact.extend_from_slice(&block);
    exact
}

// ---------------------------------------------------------------------------------------
// Writing

/// One write(2)/send(2) on the JS thread or a task: bytes written, or the OS error.
fn write_some(fd: RawFd, data: &[u8]) -> std::io::Result<usize> {
    loop {
        // SAFETY: `data` is a valid slice for its length. MSG_NOSIGNAL keeps a closed peer
        // from raising SIGPIPE on sockets; for pipes SIGPIPE is ignored process-wide.
        let n = unsafe { libc::send(fd, data.as_ptr().cast(), data.len(), libc::MSG_NOSIGNAL) };
        if n >= 0 {
            return Ok(n as usize);
        }
        let err = std::io::Error::last_os_error();
        match err.raw_os_error() {
            Some(libc::EINTR) => continue,
            Some(libc::ENOTSOCK) => break,
            _ => return Err(err),
        }
    }
    loop {
        // SAFETY: as above, for fds that are not sockets.
        let n = unsafe { libc::write(fd, data.as_ptr().cast(), data.len()) };
        if n >= 0 {
            return Ok(n as usize);
        }
        let err = std::io::Error::last_os_error();
        if err.raw_os_error() != Some(libc::EINTR) {
            return Err(err);
        }
    }
}

/// Writes all of `data` to a blocking-style fd (TTY output), waiting with poll(2) when the
/// terminal is busy. Returns 0 or -errno.
fn write_all_sync(fd: RawFd, mut data: &[u8]) -> i32 {
    while !data.is_empty() {
        match write_some(fd, data) {
            Ok(n) => data = &data[n..],
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                let mut p = libc::pollfd {
                    fd,
                    events: libc::POLLOUT,
                    revents: 0,
                };
                // SAFETY: one valid pollfd.
                unsafe { libc::poll(&mut p, 1, -1) };
            }
            Err(e) => return super::neg(&e),
        }
    }
    0
}

async fn write_loop(shared: Arc<Shared>, id: u64, poster: Poster) {
    let afd = match shared.registered() {
        Ok(a) => a,
        Err(e) => {
            fail_queue(&shared, id, &poster, super::neg(&e));
            return;
        }
    };
    loop {
        let mut guard = match afd.writable().await {
            Ok(g) => g,
            Err(e) => {
                fail_queue(&shared, id, &poster, super::neg(&e));
                return;
            }
        };
        loop {
            let mut q = lock(&shared.queue);
            let Some(front) = q.items.front_mut() else {
                q.writer = false;
                return;
            };
            match front {
                Item::Write { req, data, off } => {
                    let req = *req;
                    let res =
                        guard.try_io(|afd| write_some(afd.get_ref().as_raw_fd(), &data[*off..]));
                    match res {
                        Err(_would_block) => break,
                        Ok(Ok(n)) => {
                            *off += n;
                            shared.queued.fetch_sub(n, Ordering::Relaxed);
                            shared.written.fetch_add(n as u64, Ordering::Relaxed);
                            if *off >= data.len() {
                                q.items.pop_front();
                                post(&poster, id, Event::WriteDone { req, status: 0 });
                            }
                        }
                        Ok(Err(e)) => {
                            drop(q);
                            fail_queue(&shared, id, &poster, super::neg(&e));
                            return;
                        }
                    }
                }
                Item::Shutdown => {
                    q.items.pop_front();
                    let status = shutdown_now(shared.raw());
                    post(&poster, id, Event::ShutdownDone { status });
                }
            }
        }
    }
}

/// Fails every queued request with `status` (libuv fails the rest of the queue after a
/// write error).
fn fail_queue(shared: &Shared, id: u64, poster: &Poster, status: i32) {
    let mut q = lock(&shared.queue);
    for item in q.items.drain(..) {
        match item {
            Item::Write { req, data, off } => {
                shared.queued.fetch_sub(data.len() - off, Ordering::Relaxed);
                post(poster, id, Event::WriteDone { req, status });
            }
            Item::Shutdown => post(poster, id, Event::ShutdownDone { status }),
        }
    }
    q.writer = false;
}

fn shutdown_now(fd: RawFd) -> i32 {
    // SAFETY: shutdown on an fd number has no memory effects.
    if unsafe { libc::shutdown(fd, libc::SHUT_WR) } == 0 {
        return 0;
    }
    match fs_binding::last_errno() {
        // A pipe has no half-close: its write end closes with the handle.
        libc::ENOTSOCK | libc::ENOTCONN => 0,
        e => -e,
    }
}

/// Queues `item` and makes sure a writer task drains the queue.
fn enqueue(s: &mut StreamState, id: u64, poster: Poster, item: Item) -> Result<(), i32> {
    let mut q = lock(&s.shared.queue);
    q.items.push_back(item);
    if !q.writer {
        if let Err(err) = s.shared.register() {
            q.items.pop_back();
            return Err(err);
        }
        q.writer = true;
        drop(q);
        match reactor::spawn(write_loop(Arc::clone(&s.shared), id, poster)) {
            Some(t) => {
                s.waiters.retain(|t| !t.is_finished());
                s.waiters.push(t);
            }
            None => {
                let mut q = lock(&s.shared.queue);
                q.items.pop_back();
                q.writer = false;
                return Err(-libc::EIO);
            }
        }
    }
    Ok(())
}

/// Writes `data` (0: all written now; 1: queued, `cb` later; <0: -errno).
fn write_data(h: &Host, io: &Io, id: u64, data: &[u8], cb: Option<JsFunction>) -> i32 {
    let poster = io.poster.clone();
    io.with_host(h, id, |e| {
        let Some(s) = stream_of(e) else {
            return -libc::EINVAL;
        };
        if let Some(fd) = s.sync_fd {
            let r = write_all_sync(fd, data);
            if r == 0 {
                s.shared
                    .written
                    .fetch_add(data.len() as u64, Ordering::Relaxed);
            }
            return r;
        }
        let mut done = 0;
        let idle = lock(&s.shared.queue).items.is_empty();
        if idle {
            match write_some(s.shared.raw(), data) {
                Ok(n) => done = n,
                Err(err) if err.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(err) => return super::neg(&err),
            }
            s.shared.written.fetch_add(done as u64, Ordering::Relaxed);
            if done == data.len() {
                return 0;
            }
        }
        let req = s.next_req;
        s.next_req += 1;
        let rest = data[done..].to_vec();
        s.shared.queued.fetch_add(rest.len(), Ordering::Relaxed);
        let len = rest.len();
        if let Err(err) = enqueue(
            s,
            id,
            poster,
            Item::Write {
                req,
                data: rest,
                off: 0,
            },
        ) {
            s.shared.queued.fetch_sub(len, Ordering::Relaxed);
            return err;
        }
        if let Some(cb) = cb {
            s.write_cbs.insert(req, cb);
        }
        e.active += 1;
        1
    })
    .unwrap_or(-libc::EBADF)
}

fn write_buffer(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let io = io(ctx)?;
    let cb = arg_fn(args, 1);
    // The bytes are borrowed from the caller's buffer; only what cannot be written now is
    // copied into the queue.
    let view = args.get_or_undefined(0).clone();
    let h = host(ctx);
    let out = with_view(&view, ctx, |bytes| write_data(&h, &io, id, bytes, cb))?;
    Ok(out.unwrap_or(-libc::EINVAL).into())
}

/// `tryWrite(view)`: writes what fits now and queues nothing: the bytes written (0 when
/// the fd is full or writes are already queued), or -errno. js-lib's direct socket write
/// hands the rest to the Writable, which keeps its own accounting of it.
fn try_write(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let io = io(ctx)?;
    let h = host(ctx);
    let view = args.get_or_undefined(0).clone();
    let out = with_view(&view, ctx, |data| {
        io.with_host(&h, id, |e| {
            let Some(s) = stream_of(e) else {
                return -libc::EINVAL as isize;
            };
            if s.sync_fd.is_some() || !lock(&s.shared.queue).items.is_empty() {
                return 0;
            }
            match write_some(s.shared.raw(), data) {
                Ok(n) => {
                    s.shared.written.fetch_add(n as u64, Ordering::Relaxed);
                    n as isize
                }
                Err(err) if err.kind() == std::io::ErrorKind::WouldBlock => 0,
                Err(err) => super::neg(&err) as isize,
            }
        })
        .unwrap_or(-libc::EBADF as isize)
    })?;
    Ok((out.unwrap_or(-libc::EINVAL as isize) as f64).into())
}

fn write_string(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let io = io(ctx)?;
    let s = args.get_or_undefined(0).to_string(ctx)?;
    let enc = args.get_or_undefined(1);
    let bytes = if enc.is_undefined() || enc.is_null() {
        s.to_std_string_lossy().into_bytes()
    } else {
        let enc = enc.to_string(ctx)?;
        match crate::bindings::buffer::encode_string(&s, &enc) {
            Some(b) => b,
            None => return Ok((-libc::EINVAL).into()),
        }
    };
    let cb = arg_fn(args, 2);
    Ok(write_data(&host(ctx), &io, id, &bytes, cb).into())
}

pub(super) fn on_write_done(
    ctx: &mut Context,
    io: &Io,
    id: u64,
    req: u64,
    status: i32,
) -> JsResult<()> {
    let cb = io
        .with(ctx, id, |e| {
            e.active = e.active.saturating_sub(1);
            stream_of(e).and_then(|s| s.write_cbs.remove(&req))
        })
        .flatten();
    if let Some(cb) = cb {
        cb.call(&JsValue::undefined(), &[status.into()], ctx)?;
    }
    Ok(())
}

fn shutdown(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let io = io(ctx)?;
    let poster = io.poster.clone();
    let cb = arg_fn(args, 0);
    let r = io.with(ctx, id, |e| {
        let Some(s) = stream_of(e) else {
            return -libc::EINVAL;
        };
        if s.shutdown_cb.is_some() || s.shutdown_pending {
            return -libc::EALREADY;
        }
        let idle = {
            let q = lock(&s.shared.queue);
            q.items.is_empty() && !q.writer
        };
        if idle {
            // As libuv, which feeds the shutdown to its pending queue: it completes right
            // after this turn's poll phase, on the JS thread, in order with the other
            // streams' callbacks, however busy the reactor thread is.
            s.shutdown_pending = true;
            io.pending_shutdowns.borrow_mut().push(id);
        } else if let Err(err) = enqueue(s, id, poster, Item::Shutdown) {
            return err;
        }
        s.shutdown_cb = cb;
        e.active += 1;
        0
    });
    Ok(r.unwrap_or(-libc::EBADF).into())
}

/// The poll phase's part of a shutdown asked for with nothing queued (see [`shutdown`]):
/// shuts stream `id`'s write side and calls back, or queues the shutdown behind writes made
/// since. Skipped when the stream was closed meanwhile (close() has called back already).
pub(super) fn run_shutdown(ctx: &mut Context, io: &Io, id: u64) -> Result<(), Exit> {
    let poster = io.poster.clone();
    let status = io.with(ctx, id, |e| {
        let s = stream_of(e).filter(|s| s.shutdown_pending)?;
        s.shutdown_pending = false;
        // Writes queued since (by other callbacks of this phase) go out first, as libuv
        // drains its write queue before it shuts down.
        let busy = {
            let q = lock(&s.shared.queue);
            !q.items.is_empty() || q.writer
        };
        if busy {
            return enqueue(s, id, poster, Item::Shutdown).err();
        }
        Some(shutdown_now(s.shared.raw()))
    });
    match status.flatten() {
        Some(status) => guarded(ctx, |ctx| on_shutdown_done(ctx, io, id, status)),
        None => Ok(()),
    }
}

pub(super) fn on_shutdown_done(ctx: &mut Context, io: &Io, id: u64, status: i32) -> JsResult<()> {
    let cb = io
        .with(ctx, id, |e| {
            e.active = e.active.saturating_sub(1);
            stream_of(e).and_then(|s| s.shutdown_cb.take())
        })
        .flatten();
    if let Some(cb) = cb {
        cb.call(&JsValue::undefined(), &[status.into()], ctx)?;
    }
    Ok(())
}

/// A connect finished (`net.rs` starts it).
pub(super) fn on_connected(ctx: &mut Context, io: &Io, id: u64, status: i32) -> JsResult<()> {
    let cb = io
        .with(ctx, id, |e| {
            e.active = e.active.saturating_sub(1);
            stream_of(e).and_then(|s| s.connect_cb.take())
        })
        .flatten();
    if let (Some(cb), Some(obj)) = (cb, io.object(id)) {
        cb.call(&JsValue::undefined(), &[status.into(), obj.into()], ctx)?;
    }
    Ok(())
}

/// Keeps a connect task with the stream so that close() stops it.
pub(super) fn add_waiter(s: &mut StreamState, t: JoinHandle<()>) {
    s.waiters.push(t);
}

// ---------------------------------------------------------------------------------------
// Getters

fn stat(this: &JsValue, ctx: &mut Context, f: impl FnOnce(&Shared) -> f64) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let v = io(ctx)?
        .with(ctx, id, |e| stream_of(e).map(|s| f(&s.shared)))
        .flatten();
    Ok(v.unwrap_or(0.0).into())
}

pub(super) fn write_queue_size(
    this: &JsValue,
    _: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    stat(this, ctx, |s| s.queued.load(Ordering::Relaxed) as f64)
}

pub(super) fn bytes_read(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat(this, ctx, |s| s.read.load(Ordering::Relaxed) as f64)
}

pub(super) fn bytes_written(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    stat(this, ctx, |s| s.written.load(Ordering::Relaxed) as f64)
}

pub(super) fn methods() -> Vec<super::Method> {
    let mut m: Vec<super::Method> = vec![
        ("readStart", 0, NativeFunction::from_fn_ptr(read_start)),
        ("readStop", 0, NativeFunction::from_fn_ptr(read_stop)),
        ("writeBuffer", 2, NativeFunction::from_fn_ptr(write_buffer)),
        ("tryWrite", 1, NativeFunction::from_fn_ptr(try_write)),
        ("writeString", 3, NativeFunction::from_fn_ptr(write_string)),
        ("shutdown", 1, NativeFunction::from_fn_ptr(shutdown)),
    ];
    m.extend(super::net::stream_methods());
    m.extend(super::tty::stream_methods());
    m
}
