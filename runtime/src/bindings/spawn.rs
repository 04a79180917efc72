//! `internalBinding('spawn_sync')`: run a child process to completion (what
//! `child_process.spawnSync` and friends need): argv, env, cwd, input on stdin, each of
//! stdin/stdout/stderr and any further fd as pipe, inherit, ignore or one of our fds
//! (`fd:N`), a timeout and a kill signal, output capped at `maxBuffer` per pipe. The async `exec`/`execFile` use the same routine on the pool.

use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use boa_engine::object::builtins::{JsArray, JsArrayBuffer, JsUint8Array};
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};

use crate::host::event_loop::{host, Waiter};
use crate::host::runtime::{native_object, set_prop};

/// Plain-data description of one run, built on the JS thread.
#[derive(Clone)]
pub struct SpawnRequest {
    file: String,
    /// argv[0] for the child (Node's `argv0`), when given.
    argv0: Option<String>,
    /// The user and group the child runs as (setuid/setgid in the child).
    uid: Option<u32>,
    gid: Option<u32>,
    args: Vec<String>,
    cwd: Option<String>,
    env: Option<Vec<(String, String)>>,
    input: Option<Vec<u8>>,
    /// One entry per child fd, at least three.
    stdio: Vec<String>,
    timeout: Option<Duration>,
    kill_signal: i32,
    max_buffer: usize,
}

/// Plain-data result, turned into `{status, signal, stdout, stderr, error}` on the JS thread.
pub struct SpawnResult {
    pid: u32,
    status: Option<i32>,
    signal: Option<i32>,
    stdout: Option<Vec<u8>>,
    stderr: Option<Vec<u8>>,
    /// What the child wrote to each `'pipe'` past fd 2 (None for the other kinds).
    extra: Vec<Option<Vec<u8>>>,
    errno: Option<i32>,
    timed_out: bool,
    overflow: bool,
    /// The errno of writing `input` to the child's stdin (EPIPE when it exited unread).
    input_errno: Option<i32>,
}

type InputWriter = Option<std::thread::JoinHandle<Option<i32>>>;

/// A pipe reader thread: its bytes and whether they passed the cap.
type OutputReader = Option<std::thread::JoinHandle<(Vec<u8>, bool)>>;

/// The stack of the input writer and output reader threads: they only copy bytes.
const HELPER_STACK: usize = 64 * 1024;

/// A helper thread for a running child, or EAGAIN when none can be made (a process limit
/// reached): the caller then ends the child and reports that, as Node does when it cannot
/// fork.
fn helper_thread<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<std::thread::JoinHandle<T>, i32> {
    std::thread::Builder::new()
        .stack_size(HELPER_STACK)
        .spawn(f)
        .map_err(|e| e.raw_os_error().unwrap_or(libc::EAGAIN))
}

/// Writes `input` to the child's stdin on a thread of its own; the thread's result is the
/// errno of a failed write.
fn write_input(mut stdin: impl Write + Send + 'static, input: Vec<u8>) -> Result<InputWriter, i32> {
    helper_thread(move || stdin.write_all(&input).err().and_then(|e| e.raw_os_error())).map(Some)
}

/// A child whose helper threads could not all be made: killed and reaped (the threads that
/// were made end at the pipes' EOF), and reported as not started with `errno`.
fn abandon(pid: libc::pid_t, errno: i32) -> SpawnResult {
    // SAFETY: signalling and reaping the child this call spawned and has not reaped.
    unsafe {
        libc::kill(pid, libc::SIGKILL);
        let mut status = 0;
        while libc::waitpid(pid, &mut status, 0) < 0 && fs_binding::last_errno() == libc::EINTR {}
    }
    not_started(if errno == libc::ENOMEM {
        libc::EAGAIN
    } else {
        errno
    })
}

/// The input writer's errno, once the child is gone. A writer still blocked a moment after
/// the exit (a grandchild holds the pipe open) is left alone, as a write that did not fail.
fn input_result(w: InputWriter) -> Option<i32> {
    let w = w?;
    let until = Instant::now() + Duration::from_millis(50);
    while !w.is_finished() {
        if Instant::now() >= until {
            return None;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    w.join().ok().flatten()
}

/// `fd:N` (one of this process's fds, given to the child as it is): a close-on-exec copy
/// of N above fd 2, so that no dup2 onto the child's 0-2 can overwrite it first.
fn fd_of(kind: &str) -> Option<Result<OwnedFd, i32>> {
    let n: RawFd = kind.strip_prefix("fd:")?.parse().ok()?;
    // SAFETY: F_DUPFD_CLOEXEC makes a new descriptor or fails; N is not taken over.
    let d = unsafe { libc::fcntl(n, libc::F_DUPFD_CLOEXEC, 3) };
    if d < 0 {
        return Some(Err(fs_errno()));
    }
    // SAFETY: `d` was just made and is owned by nobody else.
    Some(Ok(unsafe { OwnedFd::from_raw_fd(d) }))
}

fn fs_errno() -> i32 {
    std::io::Error::last_os_error()
        .raw_os_error()
        .unwrap_or(libc::EBADF)
}

fn stdio_of(kind: &str) -> Result<Stdio, i32> {
    if let Some(fd) = fd_of(kind) {
        return fd.map(Stdio::from);
    }
    Ok(match kind {
        "inherit" => Stdio::inherit(),
        "ignore" => Stdio::null(),
        _ => Stdio::piped(),
    })
}

/// Tells the [`reader`]s of a killed child to stop: Node closes its ends of the pipes when
/// it kills a child for its timeout or output cap, so a grandchild that still holds them
/// (`sh -c 'node ...'`) cannot keep `execSync` waiting for its end of file.
struct ReaderStop(Option<Arc<OwnedFd>>);

impl ReaderStop {
    fn new() -> Self {
        // SAFETY: eventfd(2) takes a count and flags and returns a new fd or -1.
        let fd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC) };
        // SAFETY: a new descriptor owned by nobody else.
        ReaderStop((fd >= 0).then(|| Arc::new(unsafe { OwnedFd::from_raw_fd(fd) })))
    }

    fn fire(&self) {
        if let Some(fd) = &self.0 {
            let one: u64 = 1;
            // SAFETY: an 8-byte write from a live u64 to our own eventfd.
            unsafe { libc::write(fd.as_raw_fd(), (&one as *const u64).cast(), 8) };
        }
    }
}

/// Waits until `r` has data or an end, or `stop` fires (false).
fn readable_or_stopped(r: RawFd, stop: &OwnedFd) -> bool {
    let mut fds = [
        libc::pollfd {
            fd: r,
            events: libc::POLLIN,
            revents: 0,
        },
        libc::pollfd {
            fd: stop.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        },
    ];
    loop {
        // SAFETY: two valid pollfds in a live array.
        let n = unsafe { libc::poll(fds.as_mut_ptr(), 2, -1) };
        if n >= 0 {
            return fds[1].revents == 0;
        }
        if fs_binding::last_errno() != libc::EINTR {
            // Without poll, the read below decides (it blocks as before).
            return true;
        }
    }
}

/// Reads a child's pipe to the end, or until `stop` fires. Past `cap` bytes it keeps the
/// chunk that crossed the limit (as Node does) and raises `overflow` for the waiting thread
/// to kill the child. With `killer` (the child's pidfd and the kill signal), the reader
/// signals the child itself the moment the cap is crossed, as Node does from its loop,
/// instead of leaving it to the waiting thread's next look (by which time a fast child may
/// have exited).
fn reader(
    r: Option<impl Read + AsRawFd + Send + 'static>,
    cap: usize,
    overflow: Arc<AtomicBool>,
    killer: Option<(Arc<OwnedFd>, i32)>,
    stop: &ReaderStop,
) -> Result<OutputReader, i32> {
    let stop = stop.0.clone();
    r.map(|mut r| {
        helper_thread(move || {
            let mut out = Vec::new();
            // Node's sync runner reads 64 KiB at a time and keeps the whole read that
            // crossed maxBuffer, so the output kept past the limit depends on this size.
            let mut buf = vec![0u8; 65536];
            let mut over = false;
            loop {
                if let Some(stop) = &stop {
                    if !readable_or_stopped(r.as_raw_fd(), stop) {
                        break;
                    }
                }
                match r.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) if !over => {
                        out.extend_from_slice(&buf[..n]);
                        if out.len() > cap {
                            over = true;
                            overflow.store(true, Ordering::Release);
                            if let Some((pidfd, signal)) = &killer {
                                // SAFETY: pidfd_send_signal(2) on the child's own pidfd,
                                // which cannot name another process even once reaped.
                                unsafe {
                                    libc::syscall(
                                        libc::SYS_pidfd_send_signal,
                                        pidfd.as_raw_fd(),
                                        *signal,
                                        std::ptr::null::<libc::siginfo_t>(),
                                        0,
                                    )
                                };
                            }
                        }
                    }
                    // Past the cap the pipe is still drained (not closed), so the child
                    // ends by the kill signal, not by SIGPIPE.
                    Ok(_) => {}
                }
            }
            (out, over)
        })
    })
    .transpose()
}

/// In a forked child before exec: every signal back to its default action, as libuv's
/// spawn does, so a child neither inherits what the runtime ignores (SIGPIPE, SIGXFSZ) nor
/// what the runtime's own parent made it ignore (a shell's `&` ignores SIGINT and SIGQUIT).
/// Only calls signal(), which is async-signal-safe.
pub(crate) fn reset_signal_dispositions() {
    for signo in 1..32 {
        if signo != libc::SIGKILL && signo != libc::SIGSTOP {
            // SAFETY: SIG_DFL installs no handler code; a number that is no signal fails
            // harmlessly with EINVAL.
            unsafe {
                libc::signal(signo, libc::SIG_DFL);
            }
        }
    }
}

pub fn spawn_blocking(req: &SpawnRequest) -> SpawnResult {
    if req.uid.is_none() && req.gid.is_none() {
        if let Some(result) = spawn_posix(req) {
            return result;
        }
    }
    let mut cmd = Command::new(&req.file);
    if let Some(argv0) = &req.argv0 {
        cmd.arg0(argv0);
    }
    let identity = match crate::bindings::spawn_identity::IdentityChange::new(
        req.cwd.as_deref(),
        req.uid,
        req.gid,
    )
    .transpose()
    {
        Ok(identity) => identity,
        Err(errno) => return not_started(errno),
    };
    let stdin = if req.input.is_some() {
        Ok(Stdio::piped())
    } else {
        stdio_of(&req.stdio[0])
    };
    let (stdin, stdout, stderr) = match (stdin, stdio_of(&req.stdio[1]), stdio_of(&req.stdio[2])) {
        (Ok(a), Ok(b), Ok(c)) => (a, b, c),
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => return not_started(e),
    };
    let (extra_child, mut extra_parent) = match stdio_ends(req, 3) {
        Ok(ends) => ends,
        Err(errno) => return not_started(errno),
    };
    let extra_parent = extra_parent.split_off(3);
    let placements: Vec<(RawFd, RawFd)> = extra_child
        .iter()
        .map(|(t, fd)| (*t, fd.as_raw_fd()))
        .collect();
    cmd.args(&req.args)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(stderr);
    if identity.is_none() {
        if let Some(cwd) = &req.cwd {
            cmd.current_dir(cwd);
        }
    }
    // SAFETY: runs in the forked child before exec and only calls signal(), dup2() and the
    // identity change's chdir/setgroups/setgid/setuid, which are async-signal-safe; every
    // dup2 source is above every target (`stdio_ends`), so none is overwritten first.
    unsafe {
        cmd.pre_exec(move || {
            reset_signal_dispositions();
            for &(target, source) in &placements {
                if libc::dup2(source, target) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            match &identity {
                Some(change) => change.apply(),
                None => Ok(()),
            }
        });
    }
    if let Some(env) = &req.env {
        cmd.env_clear();
        for (k, v) in env {
            cmd.env(k, v);
        }
    }
    let spawned = cmd.spawn();
    // The child holds its own copies now.
    drop(extra_child);
    let mut child = match spawned {
        Ok(c) => c,
        Err(e) => return not_started(e.raw_os_error().unwrap_or(libc::ENOENT)),
    };
    let pid = child.id();
    let writer = match (child.stdin.take(), req.input.clone()) {
        (Some(stdin), Some(input)) => write_input(stdin, input),
        _ => Ok(None),
    };
    let overflow = Arc::new(AtomicBool::new(false));
    let stop = ReaderStop::new();
    let out = reader(
        child.stdout.take(),
        req.max_buffer,
        Arc::clone(&overflow),
        None,
        &stop,
    );
    let err = reader(
        child.stderr.take(),
        req.max_buffer,
        Arc::clone(&overflow),
        None,
        &stop,
    );
    let extra = extra_readers(extra_parent, req.max_buffer, &overflow, None, &stop);
    let (writer, out, err, extra) = match (writer, out, err, extra) {
        (Ok(w), Ok(o), Ok(e), Ok(x)) => (w, o, e, x),
        (Err(errno), ..) | (_, Err(errno), ..) | (_, _, Err(errno), _) | (.., Err(errno)) => {
            return abandon(pid as libc::pid_t, errno);
        }
    };
    let mut killed_for_overflow = false;
    let started = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) => {}
            Err(_) => break None,
        }
        if !killed_for_overflow && overflow.load(Ordering::Acquire) {
            killed_for_overflow = true;
            // SAFETY: signalling the child we spawned and have not reaped.
            unsafe { libc::kill(pid as i32, req.kill_signal) };
        }
        if req.timeout.is_some_and(|t| started.elapsed() >= t) {
            timed_out = true;
            // SAFETY: signalling the child we spawned.
            unsafe { libc::kill(pid as i32, req.kill_signal) };
            break child.wait().ok();
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    if timed_out || killed_for_overflow {
        stop.fire();
    }
    let (stdout, o1) = collected(out);
    let (stderr, o2) = collected(err);
    let (extra, o3) = collected_all(extra);
    SpawnResult {
        pid,
        status: status.and_then(|s| s.code()),
        signal: status.and_then(|s| s.signal()),
        stdout,
        stderr,
        extra,
        errno: None,
        timed_out,
        overflow: o1 || o2 || o3,
        input_errno: input_result(writer),
    }
}

/// What a [`reader`] thread collected, and whether it crossed the cap (nothing for a pipe
/// that was not made).
fn collected(h: OutputReader) -> (Option<Vec<u8>>, bool) {
    h.and_then(|h| h.join().ok())
        .map_or((None, false), |(v, o)| (Some(v), o))
}

/// A result for a child that never started.
fn not_started(errno: i32) -> SpawnResult {
    SpawnResult {
        pid: 0,
        status: None,
        signal: None,
        stdout: None,
        stderr: None,
        extra: Vec::new(),
        errno: Some(errno),
        timed_out: false,
        overflow: false,
        input_errno: None,
    }
}

/// A close-on-exec channel for a child's `'pipe'` stdio: (read end, write end). A unix
/// socketpair, as libuv makes them (the child sees a socket on its fd, as under Node).
fn pipe() -> Option<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: socketpair fills two descriptors into the array on success.
    if unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_STREAM | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    } < 0
    {
        return None;
    }
    // SAFETY: both descriptors were just created and are owned by nobody else.
    Some(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// The ends of child fds `from..` as `req.stdio` asks: what each child fd gets (placed
/// with dup2, every source above the highest child fd so that no dup2 overwrites a source
/// still to be placed) and, for a pipe, the parent's end (indexed by child fd).
type StdioEnds = (Vec<(RawFd, OwnedFd)>, Vec<Option<OwnedFd>>);

fn stdio_ends(req: &SpawnRequest, from: usize) -> Result<StdioEnds, i32> {
    let highest = (req.stdio.len() - 1) as RawFd;
    let mut child_ends = Vec::with_capacity(req.stdio.len());
    let mut parent_ends: Vec<Option<OwnedFd>> = (0..req.stdio.len()).map(|_| None).collect();
    for (target, kind) in req.stdio.iter().enumerate().skip(from) {
        let kind = if target == 0 && req.input.is_some() {
            "pipe"
        } else {
            kind.as_str()
        };
        let child = match kind {
            // Fds 0-2 are inherited by not placing them. A further fd is this process's
            // own fd of that number, when it has one (ours are close-on-exec).
            "inherit" if target < 3 => continue,
            // libuv leaves an ignored fd past 2 closed in the child (0-2 get /dev/null).
            "ignore" if target >= 3 => continue,
            "inherit" => match fd_of(&format!("fd:{target}")) {
                Some(Ok(fd)) => fd,
                _ => continue,
            },
            "ignore" => std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .open("/dev/null")
                .map_err(|e| e.raw_os_error().unwrap_or(libc::EMFILE))?
                .into(),
            _ => match fd_of(kind) {
                Some(fd) => fd?,
                None => {
                    let (read, write) = pipe().ok_or_else(fs_errno)?;
                    let (child, parent) = if target == 0 {
                        (read, write)
                    } else {
                        (write, read)
                    };
                    parent_ends[target] = Some(parent);
                    child
                }
            },
        };
        child_ends.push((target as RawFd, above(child, highest)?));
    }
    Ok((child_ends, parent_ends))
}

/// `fd`, or a close-on-exec copy of it numbered above `highest` when it is not.
fn above(fd: OwnedFd, highest: RawFd) -> Result<OwnedFd, i32> {
    if fd.as_raw_fd() > highest {
        return Ok(fd);
    }
    // SAFETY: F_DUPFD_CLOEXEC makes a new descriptor or fails; `fd` stays ours and closes.
    let d = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_DUPFD_CLOEXEC, highest + 1) };
    if d < 0 {
        return Err(fs_errno());
    }
    // SAFETY: `d` was just made and is owned by nobody else.
    Ok(unsafe { OwnedFd::from_raw_fd(d) })
}

/// A [`reader`] for each pipe past fd 2 (None where the fd is no pipe).
fn extra_readers(
    ends: Vec<Option<OwnedFd>>,
    cap: usize,
    overflow: &Arc<AtomicBool>,
    killer: Option<(Arc<OwnedFd>, i32)>,
    stop: &ReaderStop,
) -> Result<Vec<OutputReader>, i32> {
    ends.into_iter()
        .map(|end| {
            reader(
                end.map(std::fs::File::from),
                cap,
                Arc::clone(overflow),
                killer.clone(),
                stop,
            )
        })
        .collect()
}

/// What the [`extra_readers`] collected, and whether any crossed the cap.
fn collected_all(readers: Vec<OutputReader>) -> (Vec<Option<Vec<u8>>>, bool) {
    let mut over = false;
    let out = readers
        .into_iter()
        .map(|r| {
            let (bytes, o) = collected(r);
            over |= o;
            bytes
        })
        .collect();
    (out, over)
}

/// [`spawn_blocking`] through posix_spawn (`bindings/posix_spawn.rs`); `None` when the
/// child needs the forked path.
fn spawn_posix(req: &SpawnRequest) -> Option<SpawnResult> {
    let (child_ends, mut parent_ends) = match stdio_ends(req, 0) {
        Ok(ends) => ends,
        Err(errno) => return Some(not_started(errno)),
    };
    let mut argv = Vec::with_capacity(req.args.len() + 1);
    argv.push(req.argv0.clone().unwrap_or_else(|| req.file.clone()));
    argv.extend(req.args.iter().cloned());
    let env: Option<Vec<String>> = req
        .env
        .as_ref()
        .map(|pairs| pairs.iter().map(|(k, v)| format!("{k}={v}")).collect());
    let fds: Vec<(RawFd, RawFd)> = child_ends
        .iter()
        .map(|(t, fd)| (*t, fd.as_raw_fd()))
        .collect();
    let spec = crate::bindings::posix_spawn::SpawnSpec {
        file: &req.file,
        argv: &argv,
        env: env.as_deref(),
        cwd: req.cwd.as_deref(),
        setsid: false,
        fds: &fds,
    };
    let pid = match crate::bindings::posix_spawn::spawn(&spec)? {
        Ok(pid) => pid,
        Err(errno) => return Some(not_started(errno)),
    };
    // The child holds its own copies now.
    drop(child_ends);
    let extra_ends = parent_ends.split_off(3);
    let mut parent_ends = parent_ends.into_iter();
    let (stdin, stdout, stderr) = (
        parent_ends.next().flatten(),
        parent_ends.next().flatten(),
        parent_ends.next().flatten(),
    );
    let writer = match (stdin, req.input.clone()) {
        (Some(stdin), Some(input)) => write_input(std::fs::File::from(stdin), input),
        _ => Ok(None),
    };
    // SAFETY: pidfd_open(2) takes a pid and flags and returns a new fd or -1.
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    // SAFETY: a successful pidfd_open returns a new descriptor owned by nobody else.
    let pidfd = (pidfd >= 0).then(|| Arc::new(unsafe { OwnedFd::from_raw_fd(pidfd as RawFd) }));
    let killer = pidfd.clone().map(|fd| (fd, req.kill_signal));
    let overflow = Arc::new(AtomicBool::new(false));
    let stop = ReaderStop::new();
    let out = reader(
        stdout.map(std::fs::File::from),
        req.max_buffer,
        Arc::clone(&overflow),
        killer.clone(),
        &stop,
    );
    let err = reader(
        stderr.map(std::fs::File::from),
        req.max_buffer,
        Arc::clone(&overflow),
        killer.clone(),
        &stop,
    );
    let extra = extra_readers(extra_ends, req.max_buffer, &overflow, killer, &stop);
    let (writer, out, err, extra) = match (writer, out, err, extra) {
        (Ok(w), Ok(o), Ok(e), Ok(x)) => (w, o, e, x),
        (Err(errno), ..) | (_, Err(errno), ..) | (_, _, Err(errno), _) | (.., Err(errno)) => {
            return Some(abandon(pid, errno));
        }
    };
    let (status, timed_out) = wait_child(pid, pidfd.as_deref(), req, &overflow);
    if timed_out || overflow.load(Ordering::Acquire) {
        stop.fire();
    }
    let (stdout, o1) = collected(out);
    let (stderr, o2) = collected(err);
    let (extra, o3) = collected_all(extra);
    Some(SpawnResult {
        pid: pid as u32,
        status: status.and_then(|s| libc::WIFEXITED(s).then(|| libc::WEXITSTATUS(s))),
        signal: status.and_then(|s| libc::WIFSIGNALED(s).then(|| libc::WTERMSIG(s))),
        stdout,
        stderr,
        extra,
        errno: None,
        timed_out,
        overflow: o1 || o2 || o3,
        input_errno: input_result(writer),
    })
}

/// Reaps child `pid`: its raw wait status (None if it could not be waited for) and whether
/// the timeout killed it. Sleeps on a pidfd between checks of the timeout and of the
/// output cap, so the exit is seen at once rather than at the next tick of a poll loop.
fn wait_child(
    pid: libc::pid_t,
    pidfd: Option<&OwnedFd>,
    req: &SpawnRequest,
    overflow: &AtomicBool,
) -> (Option<i32>, bool) {
    let started = Instant::now();
    let mut killed = false;
    let mut timed_out = false;
    loop {
        let mut status = 0;
        // SAFETY: waits for our own child only; `status` is a valid out-pointer.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            return (Some(status), timed_out);
        }
        if r < 0 && fs_binding::last_errno() != libc::EINTR {
            return (None, timed_out);
        }
        // With a pidfd the reader that crossed the cap has signalled the child already.
        if pidfd.is_none() && !killed && overflow.load(Ordering::Acquire) {
            killed = true;
            // SAFETY: signalling the child we spawned and have not reaped.
            unsafe { libc::kill(pid, req.kill_signal) };
        }
        let mut wait_ms: i64 = 50;
        if let Some(limit) = req.timeout {
            let left = limit.saturating_sub(started.elapsed());
            if left.is_zero() && !timed_out {
                timed_out = true;
                killed = true;
                // SAFETY: signalling the child we spawned and have not reaped.
                unsafe { libc::kill(pid, req.kill_signal) };
            }
            wait_ms = wait_ms.min(left.as_millis() as i64 + 1);
        }
        match pidfd {
            Some(fd) => {
                let mut p = libc::pollfd {
                    fd: fd.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                };
                // SAFETY: one valid pollfd; the result only decides when to look again.
                unsafe { libc::poll(&mut p, 1, wait_ms as libc::c_int) };
            }
            None => std::thread::sleep(Duration::from_millis(1)),
        }
    }
}

fn strings(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<String>> {
    let Some(o) = v.as_object() else {
        return Ok(Vec::new());
    };
    let arr = JsArray::from_object(o.clone())?;
    let n = arr.length(ctx)?;
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        out.push(arr.get(i, ctx)?.to_string(ctx)?.to_std_string_lossy());
    }
    Ok(out)
}

fn bytes_of(v: &JsValue, ctx: &mut Context) -> JsResult<Option<Vec<u8>>> {
    let Some(o) = v.as_object() else {
        if let Some(s) = v.as_string() {
            return Ok(Some(s.to_std_string_lossy().into_bytes()));
        }
        return Ok(None);
    };
    let view = boa_engine::object::builtins::JsTypedArray::from_object(o.clone())?;
    let off = view.byte_offset(ctx)?;
    let len = view.byte_length(ctx)?;
    let buf = view.buffer(ctx)?;
    let Some(buf) = buf.as_object() else {
        return Ok(None);
    };
    let ab = JsArrayBuffer::from_object(buf.clone())?;
    Ok(ab
        .data()
        .and_then(|d| d.get(off..off + len).map(<[u8]>::to_vec)))
}

/// Reads `{file, args, cwd, envPairs, input, stdio: [a,b,c], timeout, killSignal, maxBuffer}`.
fn request_of(v: &JsValue, ctx: &mut Context) -> JsResult<SpawnRequest> {
    let o = v
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("spawn options must be an object"))?;
    let get = |k: &str, ctx: &mut Context| o.get(js_string!(k), ctx);
    let file = get("file", ctx)?.to_string(ctx)?.to_std_string_lossy();
    let args = strings(&get("args", ctx)?, ctx)?;
    let argv0 = get("argv0", ctx)?;
    let argv0 = if argv0.is_string() {
        Some(argv0.to_string(ctx)?.to_std_string_lossy())
    } else {
        None
    };
    let id = |v: JsValue, ctx: &mut Context| -> JsResult<Option<u32>> {
        if v.is_null_or_undefined() {
            Ok(None)
        } else {
            Ok(Some(v.to_u32(ctx)?))
        }
    };
    let uid = id(get("uid", ctx)?, ctx)?;
    let gid = id(get("gid", ctx)?, ctx)?;
    let cwd_v = get("cwd", ctx)?;
    let cwd = if cwd_v.is_null_or_undefined() {
        None
    } else {
        Some(cwd_v.to_string(ctx)?.to_std_string_lossy())
    };
    let env_v = get("envPairs", ctx)?;
    let env = if env_v.is_null_or_undefined() {
        None
    } else {
        Some(
            strings(&env_v, ctx)?
                .into_iter()
                .map(|kv| match kv.split_once('=') {
                    Some((k, v)) => (k.to_string(), v.to_string()),
                    None => (kv, String::new()),
                })
                .collect(),
        )
    };
    let input = bytes_of(&get("input", ctx)?, ctx)?;
    let stdio_list = strings(&get("stdio", ctx)?, ctx)?;
    let mut stdio = stdio_list;
    if stdio.len() < 3 {
        stdio.resize(3, "pipe".into());
    }
    let timeout_ms = get("timeout", ctx)?.to_number(ctx)?;
    let kill = get("killSignal", ctx)?.to_number(ctx)?;
    let max_buffer = get("maxBuffer", ctx)?.to_number(ctx)?;
    Ok(SpawnRequest {
        file,
        argv0,
        uid,
        gid,
        args,
        cwd,
        env,
        input,
        stdio,
        timeout: (timeout_ms.is_finite() && timeout_ms > 0.0)
            .then(|| Duration::from_secs_f64(timeout_ms / 1000.0)),
        kill_signal: if kill.is_finite() && kill > 0.0 {
            kill as i32
        } else {
            libc::SIGTERM
        },
        max_buffer: if max_buffer.is_finite() && max_buffer > 0.0 {
            max_buffer as usize
        } else {
            usize::MAX
        },
    })
}

fn to_buffer(bytes: Vec<u8>, ctx: &mut Context) -> JsResult<JsValue> {
    let block = boa_engine::object::builtins::AlignedVec::from_slice(64, &bytes);
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    Ok(JsUint8Array::from_array_buffer(ab, ctx)?.into())
}

fn result_object(r: SpawnResult, ctx: &mut Context) -> JsResult<JsObject> {
    let o = native_object(ctx, &[]);
    set_prop(&o, "pid", r.pid.into(), ctx)?;
    set_prop(
        &o,
        "status",
        r.status.map_or(JsValue::null(), JsValue::from),
        ctx,
    )?;
    let sig = r.signal.map_or(JsValue::null(), JsValue::from);
    set_prop(&o, "signal", sig, ctx)?;
    let out = match r.stdout {
        Some(b) => to_buffer(b, ctx)?,
        None => JsValue::null(),
    };
    set_prop(&o, "stdout", out, ctx)?;
    let err = match r.stderr {
        Some(b) => to_buffer(b, ctx)?,
        None => JsValue::null(),
    };
    set_prop(&o, "stderr", err, ctx)?;
    let extra = r
        .extra
        .into_iter()
        .map(|b| b.map_or(Ok(JsValue::null()), |b| to_buffer(b, ctx)))
        .collect::<JsResult<Vec<_>>>()?;
    let extra = JsArray::from_iter(extra, ctx);
    set_prop(&o, "extra", extra.into(), ctx)?;
    set_prop(
        &o,
        "errno",
        r.errno.map_or(JsValue::undefined(), |e| JsValue::from(-e)),
        ctx,
    )?;
    set_prop(&o, "timedOut", r.timed_out.into(), ctx)?;
    set_prop(&o, "overflow", r.overflow.into(), ctx)?;
    set_prop(
        &o,
        "inputErrno",
        r.input_errno
            .map_or(JsValue::undefined(), |e| JsValue::from(-e)),
        ctx,
    )?;
    Ok(o)
}

fn spawn_sync(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let req = request_of(args.get_or_undefined(0), ctx)?;
    let r = spawn_blocking(&req);
    Ok(result_object(r, ctx)?.into())
}

/// `spawnAsync(options, callback)`: the same run on the pool; `callback(null, result)`.
fn spawn_async(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let req = request_of(args.get_or_undefined(0), ctx)?;
    let cb = crate::host::runtime::as_function(args.get_or_undefined(1), "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let r = spawn_blocking(&req);
            Box::new(move |ctx: &mut Context| Ok(Ok(result_object(r, ctx)?.into())))
        }),
    );
    Ok(JsValue::undefined())
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            ("spawnSync", 1, NativeFunction::from_fn_ptr(spawn_sync)),
            ("spawnAsync", 2, NativeFunction::from_fn_ptr(spawn_async)),
        ],
    )
}
