//! A REPL session on a pseudo-terminal for the pty tests (repl_pty.rs, repl_pty_more.rs):
//! minirt started with no script on the slave side of a new pty, keys typed into the master
//! side, the screen read back; and a fresh HOME for each session.
// Each test file uses the part of this it needs.
#![allow(dead_code)]

use std::ffi::CStr;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A pty pair: the master we type into and read from, the slave's path for the child.
pub(crate) struct Pty {
    pub(crate) master: OwnedFd,
    pub(crate) slave_path: std::ffi::CString,
}

pub(crate) fn open_pty() -> Pty {
    // SAFETY: posix_openpt returns a new fd or -1; the calls after it take that fd.
    unsafe {
        let m = libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC);
        assert!(m >= 0, "posix_openpt failed");
        assert_eq!(libc::grantpt(m), 0);
        assert_eq!(libc::unlockpt(m), 0);
        let name = libc::ptsname(m);
        assert!(!name.is_null());
        let slave_path = CStr::from_ptr(name).to_owned();
        let ws = libc::winsize {
            ws_row: 24,
            ws_col: 80,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        libc::ioctl(m, libc::TIOCSWINSZ, &ws);
        Pty {
            master: OwnedFd::from_raw_fd(m),
            slave_path,
        }
    }
}

pub(crate) struct Session {
    pub(crate) pty: Pty,
    pub(crate) child: Child,
    pub(crate) screen: String,
}

impl Session {
    pub(crate) fn start(home: &std::path::Path, extra_env: &[(&str, &str)]) -> Session {
        let pty = open_pty();
        let path = pty.slave_path.clone();
        let exe = std::env::current_exe().expect("test binary path");
        let mut cmd = Command::new(exe);
        // A clean environment: CI machines set variables (`CI`, `NODE_DISABLE_COLORS`,
        // `NO_COLOR`, ...) that turn the REPL's colours off, as they would in Node.
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("MINIRT_CHILD", "1")
            .env("HOME", home)
            .env("TERM", "xterm-256color")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        for (k, v) in extra_env {
            cmd.env(k, v);
        }
        // SAFETY: runs in the forked child before exec: setsid, open, ioctl and dup2 are
        // async-signal-safe, and `path` was allocated before the fork.
        unsafe {
            cmd.pre_exec(move || {
                libc::setsid();
                let fd = libc::open(path.as_ptr(), libc::O_RDWR);
                if fd < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                libc::ioctl(fd, libc::TIOCSCTTY, 0);
                for target in 0..3 {
                    libc::dup2(fd, target);
                }
                if fd > 2 {
                    libc::close(fd);
                }
                Ok(())
            });
        }
        let child = cmd.spawn().expect("spawn minirt on a pty");
        Session {
            pty,
            child,
            screen: String::new(),
        }
    }

    pub(crate) fn fd(&self) -> RawFd {
        self.pty.master.as_raw_fd()
    }

    pub(crate) fn type_keys(&self, keys: &str) {
        let bytes = keys.as_bytes();
        // SAFETY: writes from a valid slice to the master fd.
        let n = unsafe { libc::write(self.fd(), bytes.as_ptr().cast(), bytes.len()) };
        assert_eq!(n, bytes.len() as isize, "typing into the pty");
    }

    /// Reads the screen until `want` appears in what came after `from`, or panics after a
    /// timeout with everything seen so far.
    pub(crate) fn wait_for(&mut self, from: usize, want: &str) -> usize {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(i) = self.screen[from..].find(want) {
                return from + i + want.len();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "timed out waiting for {want:?}; screen so far:\n{}",
                self.screen.escape_debug()
            );
            if !self.read_some(left.min(Duration::from_millis(500))) && self.exited() {
                assert!(
                    self.screen[from..].contains(want),
                    "minirt exited before {want:?}; screen:\n{}",
                    self.screen.escape_debug()
                );
            }
        }
    }

    /// Reads what is available within `wait`; false if nothing came.
    pub(crate) fn read_some(&mut self, wait: Duration) -> bool {
        let mut p = libc::pollfd {
            fd: self.fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd.
        let r = unsafe { libc::poll(&mut p, 1, wait.as_millis() as i32) };
        if r <= 0 {
            return false;
        }
        let mut buf = [0u8; 4096];
        // SAFETY: reads into a 4096-byte buffer.
        let n = unsafe { libc::read(self.fd(), buf.as_mut_ptr().cast(), buf.len()) };
        if n <= 0 {
            return false;
        }
        self.screen
            .push_str(&String::from_utf8_lossy(&buf[..n as usize]));
        true
    }

    pub(crate) fn exited(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(Some(_)))
    }

    /// Waits for the child to end (draining the screen); its exit code.
    pub(crate) fn finish(&mut self) -> i32 {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                while self.read_some(Duration::from_millis(50)) {}
                return status.code().unwrap_or(-1);
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!(
                    "minirt did not exit; screen:\n{}",
                    self.screen.escape_debug()
                );
            }
            self.read_some(Duration::from_millis(100));
        }
    }
}

pub(crate) fn temp_home(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("minirt-repl-pty-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp home");
    dir
}
