//! Signal watchers (`io.signal(signo, cb)`, behind `process.on('SIGINT')`). minirt installs
//! its own handler only while some watcher exists for that signal, and puts the default
//! action back when the last one closes, as Node does. The handler writes the signal number
//! to a self-pipe (the only async-signal-safe way out); a reactor task reads the pipe and
//! posts each delivery to the loop.
//!
//! The SIGINT watchdog (Node's contextify `startSigintWatchdog`/`stopSigintWatchdog`, which
//! vm and the REPL use to interrupt an evaluation) takes SIGINT while it is started: a
//! delivery only marks a pending interrupt, which the matching stop reports and clears.

use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::sync::OnceLock;

use boa_engine::{Context, JsArgs, JsResult, JsValue};

use super::fd::Fd;
use super::{arg_fn, call_method, io, post, reactor, Event, Io, Kind};
use crate::host::thread_pool::Poster;

/// The self-pipe's write end (-1 until the first watcher starts).
static PIPE_WRITE: AtomicI32 = AtomicI32::new(-1);
/// Signals caught but not yet posted to the loop: the loop must not end while one is on
/// its way (a process that signals itself and then has nothing else to do).
static IN_FLIGHT: AtomicUsize = AtomicUsize::new(0);

/// Whether a caught signal is still on its way to the event loop.
pub fn in_flight() -> bool {
    IN_FLIGHT.load(Ordering::Acquire) > 0
}
/// The self-pipe's reader, started once (or its -errno).
static PIPE: OnceLock<Result<(), i32>> = OnceLock::new();

/// How many watchdog starts are not yet stopped, and whether a SIGINT came meanwhile.
static WATCHDOGS: AtomicUsize = AtomicUsize::new(0);
static SIGINT_PENDING: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(signo: libc::c_int) {
    if signo == libc::SIGINT && WATCHDOGS.load(Ordering::Acquire) > 0 {
        SIGINT_PENDING.store(true, Ordering::Release);
        return;
    }
    let fd = PIPE_WRITE.load(Ordering::Relaxed);
    if fd >= 0 {
        let byte = signo as u8;
        // Atomics are async-signal-safe; counted before the write so the reader never
        // sees a byte it has not been told about.
        IN_FLIGHT.fetch_add(1, Ordering::AcqRel);
        // SAFETY: write(2) is async-signal-safe; errno is saved and restored around it so
        // the interrupted code sees its own.
        unsafe {
            let saved = *libc::__errno_location();
            if libc::write(fd, (&byte as *const u8).cast(), 1) != 1 {
                IN_FLIGHT.fetch_sub(1, Ordering::AcqRel);
            }
            *libc::__errno_location() = saved;
        }
    }
}

async fn read_pipe(fd: i32, poster: Poster) {
    let Ok(afd) = reactor::register(Fd::owned(fd)) else {
        return;
    };
    loop {
        let Ok(mut guard) = afd.readable().await else {
            return;
        };
        let mut buf = [0u8; 64];
        // SAFETY: reads at most 64 bytes into a 64-byte buffer.
        let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
        if n <= 0 {
            guard.clear_ready();
            continue;
        }
        for &signo in &buf[..n as usize] {
            post(&poster, 0, Event::Signal(i32::from(signo)));
            IN_FLIGHT.fetch_sub(1, Ordering::AcqRel);
        }
    }
}

fn start_pipe(poster: Poster) -> Result<(), i32> {
    let mut fds = [0i32; 2];
    // SAFETY: `fds` has room for both ends.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_NONBLOCK | libc::O_CLOEXEC) } < 0 {
        return Err(-fs_binding::last_errno());
    }
    PIPE_WRITE.store(fds[1], Ordering::Relaxed);
    match reactor::spawn(read_pipe(fds[0], poster)) {
        Some(_) => Ok(()),
        None => Err(-libc::EIO),
    }
}

fn set_action(signo: i32, handler: libc::sighandler_t) -> Result<(), i32> {
    // SAFETY: a zeroed sigaction with a handler that only does async-signal-safe work (or
    // SIG_DFL/SIG_IGN) and an empty mask.
    unsafe {
        let mut act: libc::sigaction = std::mem::zeroed();
        act.sa_sigaction = handler;
        act.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut act.sa_mask);
        if libc::sigaction(signo, &act, std::ptr::null_mut()) < 0 {
            return Err(-fs_binding::last_errno());
        }
    }
    Ok(())
}

/// What `signo` does when no JS listener has it: ignored (SIGPIPE, SIGXFSZ, as the runtime
/// starts with them; SIGUSR1, which Node keeps for starting its inspector and which never
/// ends a Node process, while minirt has no inspector to start), the terminal put back
/// before the default action (see `tty::RESTORING_SIGNALS`), or the default action.
pub(super) fn default_action(signo: i32) -> libc::sighandler_t {
    if signo == libc::SIGPIPE || signo == libc::SIGXFSZ || signo == libc::SIGUSR1 {
        libc::SIG_IGN
    } else if super::tty::RESTORING_SIGNALS.contains(&signo) {
        super::tty::restore_and_reraise as *const () as libc::sighandler_t
    } else {
        libc::SIG_DFL
    }
}

/// Gives every signal its action for a process no JS listener has asked for yet. As Node,
/// a signal the parent left ignored is not ignored here (`minirt app.js &` in a script
/// still ends on SIGINT); handlers already installed (the Rust runtime's stack-overflow
/// ones) are left alone.
pub fn init_actions() {
    for signo in 1..32 {
        if signo == libc::SIGKILL || signo == libc::SIGSTOP {
            continue;
        }
        // SAFETY: reads the current action into a zeroed sigaction.
        let current = unsafe {
            let mut old: libc::sigaction = std::mem::zeroed();
            libc::sigaction(signo, std::ptr::null(), &mut old);
            old.sa_sigaction
        };
        let wanted = default_action(signo);
        if current == libc::SIG_IGN || current == libc::SIG_DFL {
            let _ = set_action(signo, wanted);
        }
    }
}

/// `io.signal(signo, cb)` -> Signal handle | -errno (EINVAL for SIGKILL/SIGSTOP or a
/// number that is no signal).
pub(super) fn start(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let signo = args.get_or_undefined(0).to_i32(ctx)?;
    if !(1..=64).contains(&signo) || signo == libc::SIGKILL || signo == libc::SIGSTOP {
        return Ok((-libc::EINVAL).into());
    }
    let io = io(ctx)?;
    let poster = io.poster.clone();
    if let Err(e) = PIPE.get_or_init(|| start_pipe(poster)) {
        return Ok((*e).into());
    }
    let first = io.signals.borrow().get(&signo).is_none_or(Vec::is_empty);
    if first {
        if let Err(e) = set_action(signo, on_signal as *const () as libc::sighandler_t) {
            return Ok(e.into());
        }
    }
    let (id, obj) = io.add(ctx, Kind::Signal(signo), 1);
    if let Some(cb) = arg_fn(args, 1) {
        let _ = obj.set(boa_engine::js_string!("onsignal"), cb, false, ctx);
    }
    io.signals.borrow_mut().entry(signo).or_default().push(id);
    Ok(obj.into())
}

/// A signal handle closed: the last one for `signo` puts back the system's default action.
/// As libuv's does, even for SIGPIPE, SIGXFSZ and SIGUSR1, which the runtime starts with
/// ignored: Node dies of the next such signal once a listener has come and gone.
pub(super) fn stop(io: &Io, signo: i32, id: u64) {
    let mut map = io.signals.borrow_mut();
    let Some(list) = map.get_mut(&signo) else {
        return;
    };
    list.retain(|x| *x != id);
    if list.is_empty() {
        map.remove(&signo);
        let default = if super::tty::RESTORING_SIGNALS.contains(&signo) {
            super::tty::restore_and_reraise as *const () as libc::sighandler_t
        } else {
            libc::SIG_DFL
        };
        // A started watchdog keeps SIGINT until it stops.
        if !(signo == libc::SIGINT && WATCHDOGS.load(Ordering::Acquire) > 0) {
            let _ = set_action(signo, default);
        }
    }
}

/// `io.startSigintWatchdog()`: from now until the matching stop, SIGINT only marks a
/// pending interrupt. Starts nest.
pub(super) fn start_watchdog(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(watchdog_start().err().unwrap_or(0).into())
}

/// Starts the SIGINT watchdog (see [`start_watchdog`]); Err(-errno) if SIGINT could not be
/// taken, and then there is nothing to stop.
pub(crate) fn watchdog_start() -> Result<(), i32> {
    if WATCHDOGS.fetch_add(1, Ordering::AcqRel) == 0 {
        if let Err(e) = set_action(libc::SIGINT, on_signal as *const () as libc::sighandler_t) {
            WATCHDOGS.fetch_sub(1, Ordering::AcqRel);
            return Err(e);
        }
    }
    Ok(())
}

/// `io.stopSigintWatchdog()` -> whether a SIGINT came since the last stop (clearing it). The
/// last stop gives SIGINT back to the JS watchers, or to its default action.
pub(super) fn stop_watchdog(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    Ok(watchdog_stop(ctx)?.into())
}

/// Stops one watchdog start (see [`stop_watchdog`]): whether a SIGINT came meanwhile.
pub(crate) fn watchdog_stop(ctx: &mut Context) -> JsResult<bool> {
    let running = WATCHDOGS.load(Ordering::Acquire);
    if running == 0 {
        return Ok(false);
    }
    let had = SIGINT_PENDING.swap(false, Ordering::AcqRel);
    if WATCHDOGS.fetch_sub(1, Ordering::AcqRel) == 1 {
        // No io binding yet means no JS watcher either.
        let watched = io(ctx).is_ok_and(|io| {
            io.signals
                .borrow()
                .get(&libc::SIGINT)
                .is_some_and(|l| !l.is_empty())
        });
        if !watched {
            let _ = set_action(libc::SIGINT, libc::SIG_DFL);
        }
    }
    Ok(had)
}

/// `io.watchdogHasPendingSigint()`: whether a SIGINT came while a watchdog runs.
pub(super) fn watchdog_has_pending(
    _: &JsValue,
    _: &[JsValue],
    _: &mut Context,
) -> JsResult<JsValue> {
    Ok(sigint_pending().into())
}

/// Whether a SIGINT came while a watchdog runs (the stop points of a `breakOnSigint` run
/// ask; the watchdog's stop clears it).
pub(crate) fn sigint_pending() -> bool {
    SIGINT_PENDING.load(Ordering::Acquire)
}

pub(super) fn on_signal_event(ctx: &mut Context, io: &Io, signo: i32) -> JsResult<()> {
    let ids = io.signals.borrow().get(&signo).cloned().unwrap_or_default();
    for id in ids {
        if let Some(obj) = io.object(id) {
            call_method(ctx, &obj, "onsignal", &[signo.into()])?;
        }
    }
    Ok(())
}
