//! `internalBinding('io')`: handles for everything that waits on the OS other than files —
//! child processes, pipes, UNIX, TCP and UDP sockets, TTYs and signals — on one tokio reactor
//! (`reactor.rs`). js-lib's net, child_process, tty and process stdio are built on it.
//!
//! The JS thread owns every handle: its JS object, its callbacks and whether it keeps the
//! process alive (ref'd and active, as libuv counts). Reactor tasks own only fds and plain
//! data; what they observe (a write finished, a connection, an exit, a signal, a datagram,
//! terminal input) they post to the event loop as a self-settling completion, which
//! [`dispatch`] turns into a call to the handle's JS callback in the loop's poll phase. The
//! data of pipes and sockets the JS thread reads itself in that phase ([`poll_reads`],
//! `host/io_poll.rs` says why). So a callback never runs inside the call that caused it,
//! and the JS thread never blocks on a socket.
//!
//! Errors are negative errno numbers, as libuv returns them; js-lib makes Node's errors.

mod fd;
mod net;
mod process;
mod reactor;
pub(crate) mod signal;
mod stream;
mod tty;
mod udp;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::{FunctionObjectBuilder, ObjectInitializer};
use boa_engine::property::Attribute;
use boa_engine::{
    js_string, Context, JsData, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};
use rustc_hash::FxHashMap;

use crate::host::event_loop::{host, Host, SELF_SETTLING};
use crate::host::thread_pool::Poster;

pub use signal::in_flight as signals_in_flight;
pub use signal::init_actions as init_signal_actions;
pub use tty::reset_mode as reset_tty_mode;

/// Bytes read from a stream, adopted by a Buffer without a copy.
pub(crate) type Block = boa_engine::object::builtins::AlignedVec<u8>;

/// libuv's end-of-stream code.
pub const UV_EOF: i32 = -4095;

/// The handle id a JS handle object carries.
#[derive(Trace, Finalize, JsData)]
struct HandleId(#[unsafe_ignore_trace] u64);

/// What a handle is, with its kind's JS-thread state.
enum Kind {
    Stream(stream::StreamState),
    Server(net::ServerState),
    Process(process::ProcState),
    Signal(i32),
    Udp(udp::UdpState),
}

struct Entry {
    object: JsObject,
    refed: bool,
    /// Operations in flight that can still produce an event (reading, each queued write,
    /// a shutdown, a connect, listening, a running child, a started signal watcher).
    active: u32,
    kind: Kind,
}

impl Entry {
    fn alive(&self) -> (bool, bool) {
        (self.active > 0, self.active > 0 && self.refed)
    }
}

/// The prototypes of the five handle kinds.
struct Protos {
    stream: JsObject,
    server: JsObject,
    process: JsObject,
    signal: JsObject,
    udp: JsObject,
}

/// Per-context state of the binding (JS thread only).
pub(crate) struct Io {
    entries: RefCell<FxHashMap<u64, Entry>>,
    next_id: Cell<u64>,
    poster: Poster,
    protos: Protos,
    /// Signal number -> the signal handles watching it, in start order.
    signals: RefCell<FxHashMap<i32, Vec<u64>>>,
    /// Streams whose shutdown the next poll phase does (`stream::run_shutdown`).
    pending_shutdowns: RefCell<Vec<u64>>,
}

#[derive(Clone)]
struct IoRef(Rc<Io>);

fn io(ctx: &Context) -> JsResult<Rc<Io>> {
    ctx.get_data::<IoRef>()
        .map(|r| Rc::clone(&r.0))
        .ok_or_else(|| {
            JsNativeError::error()
                .with_message("io binding not set up")
                .into()
        })
}

impl Io {
    /// Registers a new handle of `kind` with a JS object made from `proto`.
    fn add(&self, ctx: &mut Context, kind: Kind, active: u32) -> (u64, JsObject) {
        let id = self.next_id.get();
        self.next_id.set(id + 1);
        let proto = match kind {
            Kind::Stream(_) => &self.protos.stream,
            Kind::Server(_) => &self.protos.server,
            Kind::Process(_) => &self.protos.process,
            Kind::Signal(_) => &self.protos.signal,
            Kind::Udp(_) => &self.protos.udp,
        };
        let object =
            crate::engine::shared_shape::object_with_data(proto.clone(), HandleId(id), ctx);
        let entry = Entry {
            object: object.clone(),
            refed: true,
            active,
            kind,
        };
        let h = host(ctx);
        let (a, r) = entry.alive();
        h.recount_handle((false, false), (a, r));
        self.entries.borrow_mut().insert(id, entry);
        (id, object)
    }

    /// Runs `f` on entry `id` (no JS may run inside) and keeps the loop's counts of active
    /// and ref'd handles true. `None` if the handle is gone.
    fn with<R>(&self, ctx: &Context, id: u64, f: impl FnOnce(&mut Entry) -> R) -> Option<R> {
        self.with_host(&host(ctx), id, f)
    }

    /// `with` for callers that already hold the loop's host (and no context).
    fn with_host<R>(&self, h: &Host, id: u64, f: impl FnOnce(&mut Entry) -> R) -> Option<R> {
        let mut map = self.entries.borrow_mut();
        let e = map.get_mut(&id)?;
        let before = e.alive();
        let r = f(e);
        let after = e.alive();
        h.recount_handle(before, after);
        Some(r)
    }

    /// Removes entry `id`, uncounting it.
    fn remove(&self, ctx: &Context, id: u64) -> Option<Entry> {
        let e = self.entries.borrow_mut().remove(&id)?;
        let (a, r) = e.alive();
        let h = host(ctx);
        h.recount_handle((a, r), (false, false));
        Some(e)
    }

    fn object(&self, id: u64) -> Option<JsObject> {
        self.entries.borrow().get(&id).map(|e| e.object.clone())
    }
}

/// What a reactor task observed, posted to the JS thread.
pub(crate) enum Event {
    /// Bytes read (non-empty), or Err(0) for end of stream, Err(-errno) for a read error.
    Read(Result<Block, i32>),
    WriteDone {
        req: u64,
        status: i32,
    },
    ShutdownDone {
        status: i32,
    },
    Connected {
        status: i32,
    },
    /// A listening server accepted an fd, or failed to (-errno).
    Connection(Result<fd::Fd, i32>),
    /// A child was reaped: its raw wait status.
    Exit(i32),
    Signal(i32),
    /// A datagram received with its sender's address, or -errno.
    Datagram(Result<(Block, Option<std::net::SocketAddr>), i32>),
    /// A datagram that had to wait for room was sent (bytes) or failed (-errno).
    SendDone {
        req: u64,
        status: i32,
    },
}

/// Posts `event` for handle `id` to the event loop.
pub(crate) fn post(poster: &Poster, id: u64, event: Event) {
    poster.post(
        SELF_SETTLING,
        Box::new(move |ctx: &mut Context| {
            dispatch(ctx, id, event)?;
            Ok(Ok(JsValue::undefined()))
        }),
    );
}

/// Delivers `event` to handle `id` (JS thread); events for closed handles are dropped.
fn dispatch(ctx: &mut Context, id: u64, event: Event) -> JsResult<()> {
    let io = io(ctx)?;
    match event {
        Event::Read(r) => stream::on_read(ctx, &io, id, r),
        Event::WriteDone { req, status } => stream::on_write_done(ctx, &io, id, req, status),
        Event::ShutdownDone { status } => stream::on_shutdown_done(ctx, &io, id, status),
        Event::Connected { status } => stream::on_connected(ctx, &io, id, status),
        Event::Connection(r) => net::on_connection(ctx, &io, id, r),
        Event::Exit(status) => process::on_exit(ctx, &io, id, status),
        Event::Signal(signo) => signal::on_signal_event(ctx, &io, signo),
        Event::Datagram(r) => udp::on_datagram(ctx, &io, id, r),
        Event::SendDone { req, status } => udp::on_send_done(ctx, &io, id, req, status),
    }
}

/// The streams the JS thread reads itself that are ready now (or that the loop's last park
/// saw ready): taken before the poll phase's completions run, as libuv gathers one epoll
/// batch and then runs its callbacks, so that data a callback's write makes readable in
/// this process waits for the next turn (after the check phase's immediates).
pub fn ready_reads(ctx: &mut Context) -> Vec<crate::host::io_poll::Ready> {
    let h = host(ctx);
    let mut ready = Vec::new();
    if h.reads.active() || h.reads.has_seen() {
        h.reads.ready(&mut ready);
    }
    ready
}

/// The rest of the loop's poll phase: reads each stream of `ready` (from [`ready_reads`])
/// and hands the data to its `onread`; a stream closed or paused since is skipped.
pub fn poll_reads(
    ctx: &mut Context,
    ready: Vec<crate::host::io_poll::Ready>,
) -> Result<(), crate::host::event_loop::Exit> {
    if ready.is_empty() {
        return Ok(());
    }
    let Ok(io) = io(ctx) else { return Ok(()) };
    for r in ready {
        stream::read_ready(ctx, &io, r.token, r.hangup)?;
    }
    Ok(())
}

/// The end of the loop's poll phase: the shutdowns asked for with nothing queued. libuv
/// runs them here too, as pending callbacks after its poll (up to 8 rounds, so a shutdown
/// asked for by one of them runs in this turn as well, and the rest in the next). Returns
/// whether any ran.
pub fn run_shutdowns(ctx: &mut Context) -> Result<bool, crate::host::event_loop::Exit> {
    let Ok(io) = io(ctx) else { return Ok(false) };
    let mut ran = false;
    for _ in 0..8 {
        let ids = std::mem::take(&mut *io.pending_shutdowns.borrow_mut());
        if ids.is_empty() {
            break;
        }
        ran = true;
        for id in ids {
            stream::run_shutdown(ctx, &io, id)?;
        }
    }
    Ok(ran)
}

/// Whether a shutdown waits for the next poll phase (the loop must not sleep).
pub fn shutdowns_pending(ctx: &Context) -> bool {
    io(ctx).is_ok_and(|io| !io.pending_shutdowns.borrow().is_empty())
}

/// Calls `obj[name](...args)` if it is a function.
fn call_method(ctx: &mut Context, obj: &JsObject, name: &str, args: &[JsValue]) -> JsResult<()> {
    let f = obj.get(js_string!(name), ctx)?;
    if let Some(f) = f.as_callable() {
        f.call(&obj.clone().into(), args, ctx)?;
    }
    Ok(())
}

/// The id of the handle `this` is (TypeError otherwise).
fn this_id(this: &JsValue) -> JsResult<u64> {
    this.as_object()
        .and_then(|o| o.downcast_ref::<HandleId>().map(|h| h.0))
        .ok_or_else(|| {
            JsNativeError::typ()
                .with_message("Illegal invocation")
                .into()
        })
}

fn arg_fn(args: &[JsValue], i: usize) -> Option<JsFunction> {
    args.get(i)
        .and_then(JsValue::as_object)
        .and_then(|o| JsFunction::from_object(o.clone()))
}

fn neg(e: &std::io::Error) -> i32 {
    -e.raw_os_error().unwrap_or(libc::EIO)
}

// ---------------------------------------------------------------------------------------
// Methods every handle has.

fn h_ref(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    io(ctx)?.with(ctx, id, |e| e.refed = true);
    Ok(JsValue::undefined())
}

fn h_unref(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    io(ctx)?.with(ctx, id, |e| e.refed = false);
    Ok(JsValue::undefined())
}

fn h_has_ref(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    Ok(io(ctx)?.with(ctx, id, |e| e.refed).unwrap_or(false).into())
}

/// `close(cb?)`: stops the handle's work, releases its fd, and queues `cb` for the close
/// phase (where the callbacks of one turn run newest first, as libuv's).
fn h_close(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let io = io(ctx)?;
    let Some(entry) = io.remove(ctx, id) else {
        return Ok(JsValue::undefined());
    };
    let pending = match entry.kind {
        Kind::Stream(s) => s.close(),
        Kind::Server(s) => {
            s.close();
            Vec::new()
        }
        Kind::Process(p) => {
            p.close();
            Vec::new()
        }
        Kind::Signal(signo) => {
            signal::stop(&io, signo, id);
            Vec::new()
        }
        Kind::Udp(u) => {
            u.close();
            Vec::new()
        }
    };
    // Writes still queued fail with ECANCELED, before the close callback (libuv's order).
    for cb in pending {
        cb.call(
            &JsValue::undefined(),
            &[JsValue::from(-libc::ECANCELED)],
            ctx,
        )?;
    }
    if let Some(cb) = arg_fn(args, 0) {
        host(ctx).close_queue.borrow_mut().push(cb);
    }
    Ok(JsValue::undefined())
}

/// `reset(cb)`: `close` with SO_LINGER set to {on, 0} first, so that the kernel ends a TCP
/// connection with an RST (socket.resetAndDestroy(), libuv's uv_tcp_close_reset).
fn h_reset(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let fd = io(ctx)?.with(ctx, id, |e| match &e.kind {
        Kind::Stream(s) => s.public_fd(),
        _ => -1,
    });
    if let Some(fd) = fd.filter(|fd| *fd >= 0) {
        let linger = libc::linger {
            l_onoff: 1,
            l_linger: 0,
        };
        // SAFETY: `fd` is the stream's open socket, `linger` lives across the call and its
        // size is the length passed; on a non-socket the call fails with ENOTSOCK and the
        // close below is an ordinary one.
        unsafe {
            libc::setsockopt(
                fd,
                libc::SOL_SOCKET,
                libc::SO_LINGER,
                (&linger as *const libc::linger).cast(),
                std::mem::size_of::<libc::linger>() as libc::socklen_t,
            );
        }
    }
    h_close(this, args, ctx)
}

fn h_fd(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let fd = io(ctx)?.with(ctx, id, |e| match &e.kind {
        Kind::Stream(s) => s.public_fd(),
        Kind::Server(s) => s.fd(),
        Kind::Udp(u) => u.fd(),
        Kind::Process(_) | Kind::Signal(_) => -1,
    });
    Ok(fd.unwrap_or(-1).into())
}

// ---------------------------------------------------------------------------------------
// The binding object.

type Method = (&'static str, usize, NativeFunction);
type Getter = fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>;

fn common() -> Vec<Method> {
    vec![
        ("ref", 0, NativeFunction::from_fn_ptr(h_ref)),
        ("unref", 0, NativeFunction::from_fn_ptr(h_unref)),
        ("hasRef", 0, NativeFunction::from_fn_ptr(h_has_ref)),
        ("close", 1, NativeFunction::from_fn_ptr(h_close)),
        ("reset", 1, NativeFunction::from_fn_ptr(h_reset)),
    ]
}

fn proto(ctx: &mut Context, methods: Vec<Method>, getters: &[(&str, Getter)]) -> JsObject {
    let getters: Vec<(&str, JsFunction)> = getters
        .iter()
        .map(|(name, f)| {
            let g = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(*f))
                .name(js_string!(*name))
                .build();
            (*name, g)
        })
        .collect();
    let mut init = ObjectInitializer::new(ctx);
    for (name, len, f) in common().into_iter().chain(methods) {
        init.function(f, js_string!(name), len);
    }
    for (name, g) in getters {
        init.accessor(
            js_string!(name),
            Some(g),
            None,
            Attribute::CONFIGURABLE | Attribute::ENUMERABLE,
        );
    }
    init.build()
}

pub fn create(ctx: &mut Context) -> JsResult<JsObject> {
    let stream_proto = proto(
        ctx,
        stream::methods(),
        &[
            ("fd", h_fd),
            ("writeQueueSize", stream::write_queue_size),
            ("bytesRead", stream::bytes_read),
            ("bytesWritten", stream::bytes_written),
        ],
    );
    let server_proto = proto(ctx, net::server_methods(), &[("fd", h_fd)]);
    let process_proto = proto(ctx, process::methods(), &[]);
    let signal_proto = proto(ctx, Vec::new(), &[]);
    let udp_proto = proto(ctx, udp::methods(), &[("fd", h_fd)]);
    let state = Io {
        entries: RefCell::new(FxHashMap::default()),
        next_id: Cell::new(1),
        poster: host(ctx).poster(),
        protos: Protos {
            stream: stream_proto,
            server: server_proto,
            process: process_proto,
            signal: signal_proto,
            udp: udp_proto,
        },
        signals: RefCell::new(FxHashMap::default()),
        pending_shutdowns: RefCell::new(Vec::new()),
    };
    ctx.insert_data(IoRef(Rc::new(state)));
    let fns: Vec<Method> = vec![
        ("spawn", 2, NativeFunction::from_fn_ptr(process::spawn)),
        (
            "openStream",
            1,
            NativeFunction::from_fn_ptr(stream::open_stream),
        ),
        ("openTTY", 1, NativeFunction::from_fn_ptr(tty::open_tty)),
        (
            "guessHandleType",
            1,
            NativeFunction::from_fn_ptr(tty::guess_handle_type),
        ),
        ("listenTcp", 4, NativeFunction::from_fn_ptr(net::listen_tcp)),
        (
            "listenUnix",
            2,
            NativeFunction::from_fn_ptr(net::listen_unix),
        ),
        (
            "connectTcp",
            3,
            NativeFunction::from_fn_ptr(net::connect_tcp),
        ),
        (
            "connectUnix",
            2,
            NativeFunction::from_fn_ptr(net::connect_unix),
        ),
        ("signal", 2, NativeFunction::from_fn_ptr(signal::start)),
        ("udpOpen", 1, NativeFunction::from_fn_ptr(udp::open)),
        (
            "startSigintWatchdog",
            0,
            NativeFunction::from_fn_ptr(signal::start_watchdog),
        ),
        (
            "stopSigintWatchdog",
            0,
            NativeFunction::from_fn_ptr(signal::stop_watchdog),
        ),
        (
            "watchdogHasPendingSigint",
            0,
            NativeFunction::from_fn_ptr(signal::watchdog_has_pending),
        ),
    ];
    let mut init = ObjectInitializer::new(ctx);
    for (name, len, f) in fns {
        init.function(f, js_string!(name), len);
    }
    init.property(js_string!("UV_EOF"), UV_EOF, Attribute::all());
    Ok(init.build())
}
