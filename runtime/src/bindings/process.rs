//! `internalBinding('process')`: the OS facts and actions behind the `process` object.
//! Failing calls return a negative errno for `internal/errors` to turn into Node's error.

use std::ffi::CString;
use std::io::Write;
use std::time::Instant;

use boa_engine::object::builtins::JsArray;
use boa_engine::{
    js_string, Context, JsArgs, JsBigInt, JsObject, JsResult, JsValue, NativeFunction,
};

use super::arg_string;
use crate::bindings::worker::private_env;
use crate::host::event_loop::host;
use crate::host::runtime::{native_object, set_prop};
use fs_binding::last_errno;

thread_local! {
    static STARTED: Instant = Instant::now();
    /// performance.nodeTiming's start-up milestones (ms on the performance clock).
    static MILESTONES: std::cell::Cell<[f64; 4]> = const { std::cell::Cell::new([0.0, 0.0, 0.0, -1.0]) };
}

/// A start-up milestone of this thread's runtime, as Node's `performance.nodeTiming` names
/// them.
#[derive(Clone, Copy)]
pub enum Milestone {
    /// The runtime began (the first touch also fixes the performance clock's origin).
    NodeStart = 0,
    /// The engine's context exists.
    V8Start = 1,
    /// The host state is in place and bootstrap JS is about to run.
    Environment = 2,
    /// The event loop ran out of work ('exit' is next); -1 until then.
    LoopExit = 3,
}

/// Records `m` as now.
pub fn mark_milestone(m: Milestone) {
    let now = STARTED.with(|s| s.elapsed().as_secs_f64() * 1e3);
    MILESTONES.with(|c| {
        let mut all = c.get();
        all[m as usize] = now;
        c.set(all);
    });
}

/// `startupMilestones()` → `[nodeStart, v8Start, environment, loopExit]`.
fn startup_milestones(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let all = MILESTONES.with(std::cell::Cell::get);
    Ok(boa_engine::object::builtins::JsArray::from_iter(all.map(JsValue::from), ctx).into())
}

/// `markLoopStart()`: a worker's loop counts as started before its script runs, as Node's
/// does (the loop's own first turn comes after the script).
fn mark_loop_start(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    host(ctx).loop_times.mark_started();
    Ok(JsValue::undefined())
}

/// `loopStartTime()` → when this thread's loop started, in ms on the performance clock, or
/// -1 before it has.
fn loop_start_time(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let started = host(ctx).loop_times.started();
    Ok(match started {
        Some(at) => STARTED.with(|s| at.saturating_duration_since(*s).as_secs_f64() * 1e3),
        None => -1.0,
    }
    .into())
}

/// `loopIdleTime()` → milliseconds this thread's loop has waited for events.
fn loop_idle_time(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    Ok(host(ctx).loop_times.idle_ms().into())
}

fn cwd(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(match std::env::current_dir() {
        Ok(p) => js_string!(p.to_string_lossy().as_ref()).into(),
        Err(e) => JsValue::from(-e.raw_os_error().unwrap_or(libc::EIO)),
    })
}

fn chdir(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let dir = arg_string(args, 0)?;
    Ok(match std::env::set_current_dir(&dir) {
        Ok(()) => 0.into(),
        Err(e) => JsValue::from(-e.raw_os_error().unwrap_or(libc::EIO)),
    })
}

/// `umask(mask | undefined)` returns the old mask; without a mask it only reads it.
fn umask(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let arg = args.get_or_undefined(0);
    // SAFETY: umask cannot fail; reading it requires setting it and restoring.
    let old = unsafe {
        if arg.is_undefined() {
            let old = libc::umask(0);
            libc::umask(old);
            old
        } else {
            libc::umask(arg.to_u32(ctx)? as libc::mode_t & 0o777)
        }
    };
    Ok(JsValue::from(old as u32))
}

fn hrtime_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes into the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

fn hrtime_bigint(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(JsBigInt::from(hrtime_ns() as i64).into())
}

/// Monotonic time in ms as a float (performance.now's base).
/// `performance.now()`: milliseconds since the runtime started (Node's timeOrigin).
fn performance_now(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(STARTED.with(|s| s.elapsed().as_secs_f64() * 1e3).into())
}

fn uptime(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(STARTED.with(|s| s.elapsed().as_secs_f64()).into())
}

fn get_env(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = arg_string(args, 0)?;
    if let Some(env) = private_env(ctx) {
        return Ok(env
            .borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(JsValue::undefined(), |(_, v)| js_string!(v.as_str()).into()));
    }
    Ok(std::env::var_os(&key).map_or(JsValue::undefined(), |v| {
        js_string!(v.to_string_lossy().as_ref()).into()
    }))
}

fn set_env(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = arg_string(args, 0)?;
    let value = arg_string(args, 1)?;
    if key.is_empty() || key.contains('=') || key.contains('\0') || value.contains('\0') {
        return Ok(false.into());
    }
    if let Some(env) = private_env(ctx) {
        let mut env = env.borrow_mut();
        match env.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = value,
            None => env.push((key, value)),
        }
        return Ok(true.into());
    }
    // SAFETY: after startup the environment is read and written only by JS threads (the
    // main one and SHARE_ENV workers), always through std::env, which serialises those
    // calls with its own lock; pool threads never read it.
    unsafe { std::env::set_var(&key, &value) };
    Ok(true.into())
}

fn unset_env(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let key = arg_string(args, 0)?;
    if key.is_empty() || key.contains('=') || key.contains('\0') {
        return Ok(false.into());
    }
    if let Some(env) = private_env(ctx) {
        env.borrow_mut().retain(|(k, _)| *k != key);
        return Ok(true.into());
    }
    // SAFETY: as in set_env.
    unsafe { std::env::remove_var(&key) };
    Ok(true.into())
}

fn env_keys(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    if let Some(env) = private_env(ctx) {
        let keys: Vec<JsValue> = env
            .borrow()
            .iter()
            .map(|(k, _)| JsValue::from(js_string!(k.as_str())))
            .collect();
        return Ok(JsArray::from_iter(keys, ctx).into());
    }
    let keys =
        std::env::vars_os().map(|(k, _)| JsValue::from(js_string!(k.to_string_lossy().as_ref())));
    Ok(JsArray::from_iter(keys, ctx).into())
}

fn really_exit(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = args.get_or_undefined(0).to_i32(ctx)?;
    if host(ctx).ports.is_worker.get() {
        // A worker's process.exit() ends that worker only.
        return Err(crate::bindings::worker::stop_worker(ctx, code));
    }
    let _ = std::io::stdout().flush();
    crate::bindings::io::reset_tty_mode();
    std::process::exit(code)
}

fn write_all(fd: i32, mut bytes: &[u8]) -> i32 {
    let mut progressed = false;
    while !bytes.is_empty() {
        // SAFETY: writing from a valid slice to a caller-chosen fd.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n < 0 {
            let e = last_errno();
            if e == libc::EINTR {
                continue;
            }
            if e == libc::EAGAIN {
                let mut pfd = libc::pollfd {
                    fd,
                    events: libc::POLLOUT,
                    revents: 0,
                };
                // SAFETY: one pollfd we own.
                unsafe { libc::poll(&mut pfd, 1, -1) };
                continue;
            }
            // Node writes a file stdout with one write(2) and drops what a short count left
            // (a full disk), reporting nothing; only a write that wrote nothing fails.
            if progressed && is_regular_file(fd) {
                return 0;
            }
            return -e;
        }
        progressed |= n > 0;
        bytes = &bytes[n as usize..];
    }
    0
}

fn is_regular_file(fd: i32) -> bool {
    let mut st = std::mem::MaybeUninit::<libc::stat>::zeroed();
    // SAFETY: fstat writes into a valid, zeroed stat buffer.
    let r = unsafe { libc::fstat(fd, st.as_mut_ptr()) };
    // SAFETY: fstat succeeded, so the buffer is initialised.
    r == 0 && unsafe { st.assume_init() }.st_mode & libc::S_IFMT == libc::S_IFREG
}

/// `writeString(fd, string)`: synchronous, as Node's stdout/stderr for files and pipes.
fn write_string(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let fd = args.get_or_undefined(0).to_i32(ctx)?;
    let s = args.get_or_undefined(1).to_string(ctx)?;
    let text = s.to_std_string_lossy();
    Ok(write_all(fd, text.as_bytes()).into())
}

/// `writeBytes(fd, view)`
fn write_bytes(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let fd = args.get_or_undefined(0).to_i32(ctx)?;
    let Some(obj) = args.get_or_undefined(1).as_object() else {
        return Ok((-libc::EINVAL).into());
    };
    let view = boa_engine::object::builtins::JsTypedArray::from_object(obj.clone())?;
    let bytes = view.to_vec_u8(ctx)?;
    Ok(write_all(fd, &bytes).into())
}

trait ToVecU8 {
    fn to_vec_u8(&self, ctx: &mut Context) -> JsResult<Vec<u8>>;
}

impl ToVecU8 for boa_engine::object::builtins::JsTypedArray {
    fn to_vec_u8(&self, ctx: &mut Context) -> JsResult<Vec<u8>> {
        let off = self.byte_offset(ctx)?;
        let len = self.byte_length(ctx)?;
        let buf = self.buffer(ctx)?;
        let Some(buf) = buf.as_object() else {
            return Ok(Vec::new());
        };
        let ab = boa_engine::object::builtins::JsArrayBuffer::from_object(buf.clone())?;
        Ok(ab
            .data()
            .map(|d| {
                d.get(off..off + len)
                    .map(<[u8]>::to_vec)
                    .unwrap_or_default()
            })
            .unwrap_or_default())
    }
}

fn is_tty(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let fd = args.get_or_undefined(0).to_i32(ctx)?;
    // SAFETY: isatty only inspects the fd.
    Ok((unsafe { libc::isatty(fd) } == 1).into())
}

fn kill(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let pid = args.get_or_undefined(0).to_i32(ctx)?;
    let sig = args.get_or_undefined(1).to_i32(ctx)?;
    // SAFETY: getpid has no preconditions.
    if sig != 0 && pid == unsafe { libc::getpid() } {
        // To this process: sent to the JS thread itself, so that a handler has run before
        // kill returns, as when JS runs on the main thread (Node). kill(2) would hand the
        // signal to the main thread, which runs the handler later, and a loop that is about
        // to end could miss it.
        // SAFETY: pthread_kill on the calling thread with a caller-validated signal.
        let r = unsafe { libc::pthread_kill(libc::pthread_self(), sig) };
        return Ok(if r == 0 { 0 } else { -r }.into());
    }
    // SAFETY: kill(2) with caller-validated numbers.
    let r = unsafe { libc::kill(pid, sig) };
    Ok(if r == 0 { 0 } else { -last_errno() }.into())
}

fn memory_usage(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let mut it = statm.split_whitespace();
    let _size = it.next();
    let rss_pages: f64 = it.next().and_then(|s| s.parse().ok()).unwrap_or(0.0);
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) } as f64;
    let arr = JsArray::from_iter([JsValue::from(rss_pages * page)], ctx);
    Ok(arr.into())
}

fn cpu_usage(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // SAFETY: getrusage fills a struct we own.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage fills `ru`, which we own.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    let user = ru.ru_utime.tv_sec as f64 * 1e6 + ru.ru_utime.tv_usec as f64;
    let sys = ru.ru_stime.tv_sec as f64 * 1e6 + ru.ru_stime.tv_usec as f64;
    // The two CPU times first (process.cpuUsage), then the rest of the struct in Node's
    // process.resourceUsage() order.
    let rest = [
        ru.ru_maxrss,
        ru.ru_ixrss,
        ru.ru_idrss,
        ru.ru_isrss,
        ru.ru_minflt,
        ru.ru_majflt,
        ru.ru_nswap,
        ru.ru_inblock,
        ru.ru_oublock,
        ru.ru_msgsnd,
        ru.ru_msgrcv,
        ru.ru_nsignals,
        ru.ru_nvcsw,
        ru.ru_nivcsw,
    ];
    let all = [user, sys]
        .into_iter()
        .chain(rest.into_iter().map(|v| v as f64))
        .map(JsValue::from);
    Ok(JsArray::from_iter(all, ctx).into())
}

fn ids(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // SAFETY: these getters cannot fail.
    let v = unsafe {
        [
            libc::getuid() as f64,
            libc::geteuid() as f64,
            libc::getgid() as f64,
            libc::getegid() as f64,
            libc::getpid() as f64,
            libc::getppid() as f64,
        ]
    };
    Ok(JsArray::from_iter(v.into_iter().map(JsValue::from), ctx).into())
}

fn gc(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    boa_gc::force_collect();
    Ok(JsValue::undefined())
}

pub fn create(ctx: &mut Context) -> JsResult<JsObject> {
    STARTED.with(|_| ());
    let mut functions = vec![
        ("cwd", 0, NativeFunction::from_fn_ptr(cwd)),
        ("chdir", 1, NativeFunction::from_fn_ptr(chdir)),
        ("umask", 1, NativeFunction::from_fn_ptr(umask)),
        (
            "hrtimeBigint",
            0,
            NativeFunction::from_fn_ptr(hrtime_bigint),
        ),
        ("uptime", 0, NativeFunction::from_fn_ptr(uptime)),
        (
            "performanceNow",
            0,
            NativeFunction::from_fn_ptr(performance_now),
        ),
        (
            "startupMilestones",
            0,
            NativeFunction::from_fn_ptr(startup_milestones),
        ),
        (
            "loopIdleTime",
            0,
            NativeFunction::from_fn_ptr(loop_idle_time),
        ),
        (
            "loopStartTime",
            0,
            NativeFunction::from_fn_ptr(loop_start_time),
        ),
        (
            "markLoopStart",
            0,
            NativeFunction::from_fn_ptr(mark_loop_start),
        ),
        ("getEnv", 1, NativeFunction::from_fn_ptr(get_env)),
        ("setEnv", 2, NativeFunction::from_fn_ptr(set_env)),
        ("unsetEnv", 1, NativeFunction::from_fn_ptr(unset_env)),
        ("envKeys", 0, NativeFunction::from_fn_ptr(env_keys)),
        ("reallyExit", 1, NativeFunction::from_fn_ptr(really_exit)),
        ("writeString", 2, NativeFunction::from_fn_ptr(write_string)),
        ("writeBytes", 2, NativeFunction::from_fn_ptr(write_bytes)),
        ("isatty", 1, NativeFunction::from_fn_ptr(is_tty)),
        ("kill", 2, NativeFunction::from_fn_ptr(kill)),
        ("memoryUsage", 0, NativeFunction::from_fn_ptr(memory_usage)),
        ("cpuUsage", 0, NativeFunction::from_fn_ptr(cpu_usage)),
        ("ids", 0, NativeFunction::from_fn_ptr(ids)),
        ("gc", 0, NativeFunction::from_fn_ptr(gc)),
    ];
    functions.extend(super::process_ids::functions());
    let obj = native_object(ctx, &functions);
    let exe = std::env::current_exe()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_else(|_| "minirt".into());
    set_prop(&obj, "execPath", js_string!(exe).into(), ctx)?;
    let argv0 = std::env::args_os()
        .next()
        .map(|a| a.to_string_lossy().into_owned())
        .unwrap_or_default();
    set_prop(&obj, "argv0", js_string!(argv0).into(), ctx)?;
    set_prop(&obj, "exposeGc", host(ctx).expose_gc.into(), ctx)?;
    let _ = CString::new("");
    Ok(obj)
}
