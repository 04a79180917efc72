//! Child processes: `io.spawn(options, onexit)`. The child is started on the JS thread
//! (so a missing command is known at once, as libuv's `uv_spawn` reports it), with its stdio
//! made of socketpairs (libuv's choice for pipes), /dev/null, or fds of ours. Its exit is
//! watched through a pidfd on the reactor; the reactor reaps it (`waitpid` on that pid only),
//! so no zombie is left even when JS never listens. Signals go through
//! `pidfd_send_signal`, which cannot reach another process that reused the pid.

use std::os::fd::{AsRawFd, FromRawFd, IntoRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::Arc;

use boa_engine::object::builtins::{JsArray, JsFunction};
use boa_engine::object::ObjectInitializer;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};

use super::fd::Fd;
use super::{arg_fn, io, post, reactor, stream, this_id, Event, Io, Kind};
use crate::host::thread_pool::Poster;

/// Linux x86-64 signal names by number, as Node reports `signalCode`.
pub(crate) fn signal_name(signo: i32) -> Option<&'static str> {
    Some(match signo {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        10 => "SIGUSR1",
        11 => "SIGSEGV",
        12 => "SIGUSR2",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        16 => "SIGSTKFLT",
        17 => "SIGCHLD",
        18 => "SIGCONT",
        19 => "SIGSTOP",
        20 => "SIGTSTP",
        21 => "SIGTTIN",
        22 => "SIGTTOU",
        23 => "SIGURG",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        26 => "SIGVTALRM",
        27 => "SIGPROF",
        28 => "SIGWINCH",
        29 => "SIGIO",
        30 => "SIGPWR",
        31 => "SIGSYS",
        _ => return None,
    })
}

/// A child's JS-thread state.
pub(crate) struct ProcState {
    pid: i32,
    /// The pidfd (kept open until the handle closes, so signals stay safe), if the kernel
    /// has pidfds.
    pidfd: Option<Arc<Fd>>,
    exited: bool,
    onexit: Option<JsFunction>,
    waiter: Option<tokio::task::JoinHandle<()>>,
}

impl ProcState {
    /// Stops watching for the exit event; the reaper keeps going so no zombie stays.
    pub(super) fn close(self) {
        drop(self.waiter);
    }
}

enum StdioSpec {
    Pipe,
    Ignore,
    Inherit,
    Fd(RawFd),
}

fn get(obj: &JsObject, key: &str, ctx: &mut Context) -> JsResult<JsValue> {
    obj.get(js_string!(key), ctx)
}

fn strings(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<String>> {
    let Some(obj) = v.as_object() else {
        return Ok(Vec::new());
    };
    let arr = JsArray::from_object(obj.clone())?;
    let n = arr.length(ctx)?;
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        out.push(arr.get(i, ctx)?.to_string(ctx)?.to_std_string_lossy());
    }
    Ok(out)
}

fn stdio_specs(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<StdioSpec>> {
    let Some(obj) = v.as_object() else {
        return Ok(vec![StdioSpec::Pipe, StdioSpec::Pipe, StdioSpec::Pipe]);
    };
    let arr = JsArray::from_object(obj.clone())?;
    let n = arr.length(ctx)?;
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        let item = arr.get(i, ctx)?;
        let Some(item) = item.as_object() else {
            out.push(StdioSpec::Ignore);
            continue;
        };
        let ty = get(&item, "type", ctx)?
            .to_string(ctx)?
            .to_std_string_lossy();
        out.push(match ty.as_str() {
            "pipe" | "overlapped" | "ipc" => StdioSpec::Pipe,
            "inherit" => StdioSpec::Inherit,
            "fd" => StdioSpec::Fd(get(&item, "fd", ctx)?.to_i32(ctx)?),
            _ => StdioSpec::Ignore,
        });
    }
    Ok(out)
}

fn socketpair() -> Result<(OwnedFd, OwnedFd), i32> {
    let mut fds = [0 as RawFd; 2];
    // SAFETY: `fds` has room for the two descriptors socketpair writes.
    let r = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_STREAM | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    };
    if r < 0 {
        return Err(-fs_binding::last_errno());
    }
    // SAFETY: socketpair succeeded, so both fds are new and ours.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// A close-on-exec duplicate of `fd` numbered at least `min` (so that placing the child's
/// fds with dup2 cannot overwrite a source that is still to be placed).
fn dup_above(fd: RawFd, min: RawFd) -> Result<OwnedFd, i32> {
    // SAFETY: fcntl(F_DUPFD_CLOEXEC) only creates a new descriptor.
    let r = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, min) };
    if r < 0 {
        return Err(-fs_binding::last_errno());
    }
    // SAFETY: the new fd is ours.
    Ok(unsafe { OwnedFd::from_raw_fd(r) })
}

fn dev_null() -> Result<OwnedFd, i32> {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/null")
        .map(OwnedFd::from)
        .map_err(|e| super::neg(&e))
}

/// `io.spawn(options, onexit)` -> `{pid, process, stdio}` or -errno.
pub(super) fn spawn(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let opts = args
        .get_or_undefined(0)
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("options must be an object"))?;
    let onexit = arg_fn(args, 1);
    let file = get(&opts, "file", ctx)?
        .to_string(ctx)?
        .to_std_string_lossy();
    let argv = get(&opts, "args", ctx)?;
    let argv = strings(&argv, ctx)?;
    let cwd = get(&opts, "cwd", ctx)?;
    let cwd = if cwd.is_undefined() || cwd.is_null() {
        None
    } else {
        Some(cwd.to_string(ctx)?.to_std_string_lossy())
    };
    let env = get(&opts, "envPairs", ctx)?;
    let env = if env.is_object() {
        Some(strings(&env, ctx)?)
    } else {
        None
    };
    let detached = get(&opts, "detached", ctx)?.to_boolean();
    let id_of = |v: JsValue, ctx: &mut Context| -> JsResult<Option<u32>> {
        if v.is_undefined() || v.is_null() {
            Ok(None)
        } else {
            Ok(Some(v.to_u32(ctx)?))
        }
    };
    let uid = id_of(get(&opts, "uid", ctx)?, ctx)?;
    let gid = id_of(get(&opts, "gid", ctx)?, ctx)?;
    let stdio = get(&opts, "stdio", ctx)?;
    let stdio = stdio_specs(&stdio, ctx)?;
    let io = io(ctx)?;
    match start(&file, &argv, cwd, env, detached, uid, gid, &stdio) {
        Err(e) => Ok(e.into()),
        Ok(started) => finish(ctx, &io, started, onexit),
    }
}

struct Started {
    pid: i32,
    parents: Vec<Option<OwnedFd>>,
}

#[allow(clippy::too_many_arguments)]
fn start(
    file: &str,
    argv: &[String],
    cwd: Option<String>,
    env: Option<Vec<String>>,
    detached: bool,
    uid: Option<u32>,
    gid: Option<u32>,
    stdio: &[StdioSpec],
) -> Result<Started, i32> {
    let mut cmd = Command::new(file);
    if let Some((first, rest)) = argv.split_first() {
        cmd.arg0(first);
        cmd.args(rest);
    }
    if let Some(env) = &env {
        cmd.env_clear();
        for pair in env {
            if let Some((k, v)) = pair.split_once('=') {
                cmd.env(k, v);
            }
        }
    }
    let identity = crate::bindings::spawn_identity::IdentityChange::new(cwd.as_deref(), uid, gid)
        .transpose()
        .map_err(|e| -e)?;
    if identity.is_none() {
        if let Some(dir) = &cwd {
            cmd.current_dir(dir);
        }
    }
    let count = stdio.len().max(3) as RawFd;
    let mut parents: Vec<Option<OwnedFd>> = Vec::with_capacity(stdio.len());
    // The child's ends of its fds 0-2 (absent: inherited), kept here until the spawn.
    let mut std_ends: [Option<OwnedFd>; 3] = [None, None, None];
    // Sources for child fds 3 and up: (target, fd placed above every target).
    let mut extra: Vec<(RawFd, OwnedFd)> = Vec::new();
    for (i, spec) in stdio.iter().enumerate() {
        let i = i as RawFd;
        let child_end: Option<OwnedFd> = match spec {
            StdioSpec::Pipe => {
                let (parent, child) = socketpair()?;
                parents.push(Some(parent));
                Some(child)
            }
            StdioSpec::Ignore => {
                parents.push(None);
                Some(dev_null()?)
            }
            StdioSpec::Inherit => {
                parents.push(None);
                if i <= 2 {
                    None
                } else {
                    Some(dup_above(i, count)?)
                }
            }
            StdioSpec::Fd(fd) => {
                parents.push(None);
                Some(dup_above(*fd, count)?)
            }
        };
        match (i, child_end) {
            (0..=2, end) => std_ends[i as usize] = end,
            (_, Some(fd)) => extra.push((i, dup_above(fd.as_raw_fd(), count)?)),
            (_, None) => {}
        }
    }
    let placements: Vec<(RawFd, RawFd)> =
        extra.iter().map(|(t, fd)| (*t, fd.as_raw_fd())).collect();
    if uid.is_none() && gid.is_none() {
        let mut fds: Vec<(RawFd, RawFd)> = std_ends
            .iter()
            .enumerate()
            .filter_map(|(t, end)| end.as_ref().map(|fd| (t as RawFd, fd.as_raw_fd())))
            .collect();
        fds.extend_from_slice(&placements);
        let spec = crate::bindings::posix_spawn::SpawnSpec {
            file,
            argv,
            env: env.as_deref(),
            cwd: cwd.as_deref(),
            setsid: detached,
            fds: &fds,
        };
        // The child's ends (in `std_ends` and `extra`) close when this returns.
        if let Some(started) = crate::bindings::posix_spawn::spawn(&spec) {
            return started.map(|pid| Started { pid, parents }).map_err(|e| -e);
        }
    }
    let [stdin, stdout, stderr] = std_ends;
    cmd.stdin(stdin.map_or_else(Stdio::inherit, Stdio::from));
    cmd.stdout(stdout.map_or_else(Stdio::inherit, Stdio::from));
    cmd.stderr(stderr.map_or_else(Stdio::inherit, Stdio::from));
    // SAFETY: the closure runs in the forked child before exec and calls only
    // async-signal-safe functions (signal, setsid, dup2, fcntl, and the identity change's
    // chdir/setgroups/setgid/setuid) on fds that exist in the child.
    unsafe {
        cmd.pre_exec(move || {
            crate::bindings::spawn::reset_signal_dispositions();
            if detached && libc::setsid() < 0 {
                return Err(std::io::Error::last_os_error());
            }
            for (target, src) in &placements {
                if libc::dup2(*src, *target) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            // The child's stdio is blocking, as libuv leaves it: a pipe end the parent
            // made non-blocking (another child's stdout handed over as an fd, our own
            // stdin) would otherwise give the child EAGAIN.
            for fd in 0..3 {
                let flags = libc::fcntl(fd, libc::F_GETFL);
                if flags >= 0 && flags & libc::O_NONBLOCK != 0 {
                    libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
                }
            }
            match &identity {
                Some(change) => change.apply(),
                None => Ok(()),
            }
        });
    }
    let child = cmd.spawn().map_err(|e| super::neg(&e))?;
    let pid = child.id() as i32;
    // The child's ends (held by `cmd` and `extra`) close here, in the parent.
    drop(cmd);
    drop(extra);
    drop(child);
    Ok(Started { pid, parents })
}

fn pidfd_open(pid: i32) -> Option<Fd> {
    // SAFETY: pidfd_open(2) takes a pid and flags and returns a new fd or -1.
    let r = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    if r < 0 {
        None
    } else {
        Some(Fd::owned(r as RawFd))
    }
}

/// Waits for child `pid` to end and reaps it; posts its raw wait status.
async fn reap(pid: i32, pidfd: Option<Arc<Fd>>, id: u64, poster: Poster) {
    let try_wait = move |flags: i32| -> Option<i32> {
        let mut status = 0;
        loop {
            // SAFETY: waits for our own child only; `status` is a valid out-pointer.
            let r = unsafe { libc::waitpid(pid, &mut status, flags) };
            if r == pid {
                return Some(status);
            }
            if r == 0 {
                return None;
            }
            if fs_binding::last_errno() != libc::EINTR {
                // ECHILD: someone else reaped it; report a plain exit.
                return Some(0);
            }
        }
    };
    if let Some(pidfd) = pidfd {
        let raw = pidfd.as_raw_fd();
        // The pidfd stays open through `pidfd` (held by the handle); borrow it here.
        if let Ok(afd) = reactor::register(Fd::borrowed(raw)) {
            loop {
                if let Some(status) = try_wait(libc::WNOHANG) {
                    post(&poster, id, Event::Exit(status));
                    return;
                }
                match afd.readable().await {
                    Ok(mut g) => g.clear_ready(),
                    Err(_) => break,
                }
            }
        }
    }
    // No pidfd: a blocking wait on a thread of tokio's blocking pool.
    let status = tokio::task::spawn_blocking(move || try_wait(0).unwrap_or(0)).await;
    post(&poster, id, Event::Exit(status.unwrap_or(0)));
}

fn finish(
    ctx: &mut Context,
    io: &Io,
    started: Started,
    onexit: Option<JsFunction>,
) -> JsResult<JsValue> {
    let pid = started.pid;
    let pidfd = pidfd_open(pid).map(Arc::new);
    let state = ProcState {
        pid,
        pidfd: pidfd.clone(),
        exited: false,
        onexit,
        waiter: None,
    };
    let (id, process) = io.add(ctx, Kind::Process(state), 1);
    let task = reactor::spawn(reap(pid, pidfd, id, io.poster.clone()));
    io.with(ctx, id, |e| {
        if let Kind::Process(p) = &mut e.kind {
            p.waiter = task;
        }
    });
    let mut streams = Vec::with_capacity(started.parents.len());
    for parent in started.parents {
        match parent {
            None => streams.push(JsValue::null()),
            Some(fd) => {
                let raw = fd.into_raw_fd();
                match stream::new_stream(ctx, io, Fd::owned(raw), raw, None, 0) {
                    Ok((_, obj)) => streams.push(obj.into()),
                    Err(_) => streams.push(JsValue::null()),
                }
            }
        }
    }
    let stdio = JsArray::from_iter(streams, ctx);
    let out = ObjectInitializer::new(ctx)
        .property(
            js_string!("pid"),
            pid,
            boa_engine::property::Attribute::all(),
        )
        .property(
            js_string!("process"),
            process,
            boa_engine::property::Attribute::all(),
        )
        .property(
            js_string!("stdio"),
            stdio,
            boa_engine::property::Attribute::all(),
        )
        .build();
    Ok(out.into())
}

pub(super) fn on_exit(ctx: &mut Context, io: &Io, id: u64, status: i32) -> JsResult<()> {
    let cb = io
        .with(ctx, id, |e| {
            e.active = e.active.saturating_sub(1);
            match &mut e.kind {
                Kind::Process(p) => {
                    p.exited = true;
                    p.onexit.take()
                }
                _ => None,
            }
        })
        .flatten();
    let (code, signal) = if libc::WIFSIGNALED(status) {
        let sig = libc::WTERMSIG(status);
        (
            JsValue::null(),
            signal_name(sig).map_or(JsValue::from(sig), |n| js_string!(n).into()),
        )
    } else {
        (JsValue::from(libc::WEXITSTATUS(status)), JsValue::null())
    };
    if let Some(cb) = cb {
        let this = io.object(id).map_or(JsValue::undefined(), JsValue::from);
        cb.call(&this, &[code, signal], ctx)?;
    }
    Ok(())
}

/// `process.kill(signo)` -> 0 | -errno (ESRCH once the child has exited).
fn kill(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let sig = args.get_or_undefined(0).to_i32(ctx)?;
    let io = io(ctx)?;
    let target = io
        .with(ctx, id, |e| match &e.kind {
            Kind::Process(p) if !p.exited => Some((p.pid, p.pidfd.clone())),
            _ => None,
        })
        .flatten();
    let Some((pid, pidfd)) = target else {
        return Ok((-libc::ESRCH).into());
    };
    let r = match pidfd {
        // SAFETY: pidfd_send_signal(2) with a pidfd we own, no siginfo, no flags.
        Some(fd) => unsafe {
            libc::syscall(
                libc::SYS_pidfd_send_signal,
                fd.as_raw_fd(),
                sig,
                std::ptr::null::<libc::siginfo_t>(),
                0,
            ) as i32
        },
        // SAFETY: signals the child this handle started and has not yet reaped (pid > 0).
        None if pid > 0 => unsafe { libc::kill(pid, sig) },
        None => return Ok((-libc::ESRCH).into()),
    };
    Ok(if r < 0 { -fs_binding::last_errno() } else { 0 }.into())
}

fn pid(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let pid = io(ctx)?
        .with(ctx, id, |e| match &e.kind {
            Kind::Process(p) => Some(p.pid),
            _ => None,
        })
        .flatten();
    Ok(pid.map_or(JsValue::undefined(), JsValue::from))
}

pub(super) fn methods() -> Vec<super::Method> {
    vec![
        ("kill", 1, NativeFunction::from_fn_ptr(kill)),
        ("getPid", 0, NativeFunction::from_fn_ptr(pid)),
    ]
}
