//! Terminals: `io.openTTY(fd)`, raw mode, window size, and `io.guessHandleType(fd)` (what
//! kind of stream process.stdin/stdout/stderr must be). A TTY is read through a fresh
//! non-blocking open of the same terminal (as libuv does), so the shell's own descriptor is
//! never switched to non-blocking; output goes synchronously to the original fd. The mode
//! the terminal had before the first `setRawMode(true)` is put back by `setRawMode(false)`,
//! by closing the stream, at process exit (`reset_mode`), and before SIGINT, SIGTERM, SIGHUP
//! or SIGQUIT ends the process (`restore_and_reraise`).

use std::cell::UnsafeCell;
use std::ffi::CStr;
use std::mem::MaybeUninit;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Mutex;

use boa_engine::object::builtins::JsArray;
use boa_engine::{js_string, Context, JsArgs, JsResult, JsValue, NativeFunction};

use super::fd::Fd;
use super::stream::{new_stream, stream_of};
use super::{io, this_id};

/// The terminal fd whose mode was changed and its original settings.
static SAVED: Mutex<Option<(RawFd, libc::termios)>> = Mutex::new(None);

fn saved() -> std::sync::MutexGuard<'static, Option<(RawFd, libc::termios)>> {
    SAVED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The same settings for the fatal-signal handler, which cannot take a lock: the fd is
/// published (>= 0) only after the copy is written, and the copy is written only while no
/// fd is published.
static SIGNAL_FD: AtomicI32 = AtomicI32::new(-1);
static SIGNAL_TERMIOS: SignalTermios = SignalTermios(UnsafeCell::new(MaybeUninit::uninit()));

struct SignalTermios(UnsafeCell<MaybeUninit<libc::termios>>);

// SAFETY: written only by the thread that sets raw mode while SIGNAL_FD is -1, read only by
// the signal handler while it is not (see above).
unsafe impl Sync for SignalTermios {}

/// The signals whose default action (ending the process) Node precedes with putting the
/// terminal back: minirt's action for them whenever no JS listener has one.
pub(super) const RESTORING_SIGNALS: [i32; 4] =
    [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT];

/// The handler behind [`RESTORING_SIGNALS`]: the terminal's settings back, then the
/// signal's default action, so the process still ends by the signal.
pub(super) extern "C" fn restore_and_reraise(signo: libc::c_int) {
    let fd = SIGNAL_FD.load(Ordering::Acquire);
    if fd >= 0 {
        // SAFETY: the copy was written before `fd` was published; tcsetattr, signal and
        // raise are async-signal-safe.
        unsafe { libc::tcsetattr(fd, libc::TCSANOW, (*SIGNAL_TERMIOS.0.get()).as_ptr()) };
    }
    // SAFETY: as above.
    unsafe {
        libc::signal(signo, libc::SIG_DFL);
        libc::raise(signo);
    }
}

/// Puts the terminal back as it was before raw mode (no-op if it never changed).
pub fn reset_mode() {
    SIGNAL_FD.store(-1, Ordering::Release);
    if let Some((fd, orig)) = saved().take() {
        // SAFETY: tcsetattr with a termios read earlier from the same fd.
        unsafe { libc::tcsetattr(fd, libc::TCSANOW, &orig) };
    }
}

/// `reset_mode` if `fd` is the terminal whose mode was changed.
pub(super) fn restore_if(fd: RawFd) {
    let hit = saved().as_ref().is_some_and(|(f, _)| *f == fd);
    if hit {
        reset_mode();
    }
}

/// `io.openTTY(fd)` -> Stream (reads async, writes sync) | -errno.
pub(super) fn open_tty(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let fd = args.get_or_undefined(0).to_i32(ctx)?;
    // SAFETY: isatty on any fd number is harmless.
    if fd < 0 || unsafe { libc::isatty(fd) } != 1 {
        return Ok((-libc::ENOTTY).into());
    }
    let io = io(ctx)?;
    let reader = reopen(fd).unwrap_or_else(|| {
        // Could not reopen (no name for the terminal): read a duplicate, which shares the
        // file status flags, as libuv falls back to.
        // SAFETY: F_DUPFD_CLOEXEC only creates a new descriptor.
        let d = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 3) };
        if d < 0 {
            Fd::borrowed(fd)
        } else {
            Fd::owned(d)
        }
    });
    match new_stream(ctx, &io, reader, fd, Some(fd), 0) {
        Ok((_, obj)) => Ok(obj.into()),
        Err(e) => Ok(e.into()),
    }
}

fn reopen(fd: RawFd) -> Option<Fd> {
    let mut name = [0 as libc::c_char; 256];
    // SAFETY: ttyname_r writes a NUL-terminated name of at most name.len() bytes.
    if unsafe { libc::ttyname_r(fd, name.as_mut_ptr(), name.len()) } != 0 {
        return None;
    }
    // SAFETY: ttyname_r succeeded, so `name` holds a NUL-terminated string.
    let path = unsafe { CStr::from_ptr(name.as_ptr()) };
    // SAFETY: open with a valid C path; the new fd is ours.
    let r = unsafe {
        libc::open(
            path.as_ptr(),
            libc::O_RDWR | libc::O_NOCTTY | libc::O_NONBLOCK | libc::O_CLOEXEC,
        )
    };
    (r >= 0).then(|| Fd::owned(r))
}

/// The terminal fd behind stream `this` (its original fd), if it is a TTY stream.
fn tty_fd(this: &JsValue, ctx: &mut Context) -> JsResult<Option<RawFd>> {
    let id = this_id(this)?;
    Ok(io(ctx)?
        .with(ctx, id, |e| stream_of(e).and_then(|s| s.sync_fd))
        .flatten())
}

fn set_raw_mode(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let raw = args.get_or_undefined(0).to_boolean();
    let Some(fd) = tty_fd(this, ctx)? else {
        return Ok((-libc::ENOTTY).into());
    };
    if !raw {
        restore_if(fd);
        return Ok(0.into());
    }
    // SAFETY: termios is plain data; tcgetattr fills it for a terminal fd.
    let mut cur: libc::termios = unsafe { std::mem::zeroed() };
    // SAFETY: as above.
    if unsafe { libc::tcgetattr(fd, &mut cur) } < 0 {
        return Ok((-fs_binding::last_errno()).into());
    }
    {
        let mut s = saved();
        if s.is_none() {
            *s = Some((fd, cur));
            // SAFETY: no fd is published (reset_mode cleared it with the saved settings),
            // so the signal handler does not read the copy while it is written.
            unsafe { (*SIGNAL_TERMIOS.0.get()).write(cur) };
            SIGNAL_FD.store(fd, Ordering::Release);
        }
    }
    // libuv's raw mode: no echo, no canonical lines, no signals from keys, 8-bit chars.
    let mut t = cur;
    t.c_iflag &= !(libc::BRKINT | libc::ICRNL | libc::INPCK | libc::ISTRIP | libc::IXON);
    t.c_oflag |= libc::ONLCR;
    t.c_cflag |= libc::CS8;
    t.c_lflag &= !(libc::ECHO | libc::ICANON | libc::IEXTEN | libc::ISIG);
    t.c_cc[libc::VMIN] = 1;
    t.c_cc[libc::VTIME] = 0;
    // SAFETY: a termios derived from the fd's own settings.
    if unsafe { libc::tcsetattr(fd, libc::TCSADRAIN, &t) } < 0 {
        return Ok((-fs_binding::last_errno()).into());
    }
    Ok(0.into())
}

fn get_window_size(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(fd) = tty_fd(this, ctx)? else {
        return Ok((-libc::ENOTTY).into());
    };
    // SAFETY: winsize is plain data filled by TIOCGWINSZ.
    let mut ws: libc::winsize = unsafe { std::mem::zeroed() };
    // SAFETY: TIOCGWINSZ writes one winsize.
    if unsafe { libc::ioctl(fd, libc::TIOCGWINSZ, &mut ws) } < 0 {
        return Ok((-fs_binding::last_errno()).into());
    }
    let arr = JsArray::from_iter([JsValue::from(ws.ws_col), JsValue::from(ws.ws_row)], ctx);
    Ok(arr.into())
}

/// `io.guessHandleType(fd)`: Node's names for what an fd is.
pub(super) fn guess_handle_type(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let fd = args.get_or_undefined(0).to_i32(ctx)?;
    Ok(js_string!(guess(fd)).into())
}

fn guess(fd: RawFd) -> &'static str {
    if fd < 0 {
        return "INVALID";
    }
    // SAFETY: stat is plain data filled by fstat.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: fstat on an fd number; a bad fd gives EBADF.
    if unsafe { libc::fstat(fd, &mut st) } < 0 {
        return "UNKNOWN";
    }
    // SAFETY: isatty on an fd number.
    if unsafe { libc::isatty(fd) } == 1 {
        return "TTY";
    }
    match st.st_mode & libc::S_IFMT {
        libc::S_IFREG | libc::S_IFCHR => "FILE",
        libc::S_IFIFO => "PIPE",
        libc::S_IFSOCK => {
            let mut ty: libc::c_int = 0;
            let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
            // SAFETY: SO_TYPE writes one int.
            let ok = unsafe {
                libc::getsockopt(
                    fd,
                    libc::SOL_SOCKET,
                    libc::SO_TYPE,
                    (&mut ty as *mut libc::c_int).cast(),
                    &mut len,
                )
            } == 0;
            // SAFETY: sockaddr_storage is plain data; getsockname fills at most its size.
            let mut ss: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
            let mut slen = std::mem::size_of::<libc::sockaddr_storage>() as libc::socklen_t;
            // SAFETY: as above.
            let named = unsafe {
                libc::getsockname(
                    fd,
                    (&mut ss as *mut libc::sockaddr_storage).cast(),
                    &mut slen,
                )
            } == 0;
            if !ok || !named {
                return "UNKNOWN";
            }
            match (i32::from(ss.ss_family), ty) {
                (libc::AF_UNIX, _) => "PIPE",
                (libc::AF_INET | libc::AF_INET6, libc::SOCK_STREAM) => "TCP",
                (libc::AF_INET | libc::AF_INET6, libc::SOCK_DGRAM) => "UDP",
                _ => "UNKNOWN",
            }
        }
        _ => "UNKNOWN",
    }
}

pub(super) fn stream_methods() -> Vec<super::Method> {
    vec![
        ("setRawMode", 1, NativeFunction::from_fn_ptr(set_raw_mode)),
        (
            "getWindowSize",
            0,
            NativeFunction::from_fn_ptr(get_window_size),
        ),
    ]
}
