//! Starting a child with posix_spawn(3) instead of fork + exec, for `child_process.spawn`
//! and `spawnSync` when the child needs nothing that only code run in a forked child can do.
//!
//! glibc's posix_spawn starts the child on the parent's memory (a vfork-style clone), so
//! its cost does not grow with the parent: a fork copies the page tables of minirt's 40+ MB
//! heap and the parent then takes a copy-on-write fault on every page it touches before
//! the child has exec'd. `spawn('true')` round trips run about twice as fast this way.
//!
//! What a forked child did before exec is expressed as spawn attributes: every signal back
//! to its default action and an empty signal mask (as libuv's children start), `setsid`
//! for detached children, the stdio and extra fds placed with dup2 actions, the working
//! directory with a chdir action. [`spawn`] answers `None` for what it cannot express, and
//! the caller takes its fork path: a uid/gid change (the caller checks), a child stdio fd
//! that is non-blocking in the parent (only a forked child can clear the flag on the
//! description without touching the parent's), a PATH search through relative directories
//! from another working directory, strings with NUL bytes.

use std::ffi::{CString, OsStr};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::io::RawFd;

/// One child to start.
pub(crate) struct SpawnSpec<'a> {
    /// The program: a path, or a name looked up in the child's PATH as execvp does.
    pub(crate) file: &'a str,
    /// The whole argv, argv[0] included.
    pub(crate) argv: &'a [String],
    /// The child's environment as `KEY=value` entries; `None` for this process's own.
    pub(crate) env: Option<&'a [String]>,
    /// The child's working directory.
    pub(crate) cwd: Option<&'a str>,
    /// Start the child in a new session (`detached`).
    pub(crate) setsid: bool,
    /// `(fd in the child, fd in the parent)`: the parent's fd is dup2'ed onto the child's.
    /// Child fds 0-2 not listed are inherited as they are.
    pub(crate) fds: &'a [(RawFd, RawFd)],
}

/// Starts the child: `Some(Ok(pid))`, `Some(Err(errno))` when the program cannot be run
/// (ENOENT, EACCES, ENOEXEC, a missing cwd), `None` when the caller must fork instead.
pub(crate) fn spawn(spec: &SpawnSpec<'_>) -> Option<Result<libc::pid_t, i32>> {
    if spec.argv.is_empty() {
        return None;
    }
    // A source at or below a target could be overwritten by an earlier dup2.
    let highest_target = spec.fds.iter().map(|&(t, _)| t).max().unwrap_or(2).max(2);
    if spec.fds.iter().any(|&(_, s)| s <= highest_target) {
        return None;
    }
    for target in 0..3 {
        let seen = spec
            .fds
            .iter()
            .find(|&&(t, _)| t == target)
            .map_or(target, |&(_, s)| s);
        // SAFETY: F_GETFL only reads the flags of a descriptor (or fails with EBADF).
        let flags = unsafe { libc::fcntl(seen, libc::F_GETFL) };
        if flags >= 0 && flags & libc::O_NONBLOCK != 0 {
            return None;
        }
    }
    let program = match resolve(spec)? {
        Ok(p) => p,
        Err(errno) => return Some(Err(errno)),
    };
    let argv = cstrings(spec.argv.iter().map(|s| s.as_bytes()))?;
    let env = match spec.env {
        Some(pairs) => cstrings(pairs.iter().map(|s| s.as_bytes()))?,
        None => cstrings(std::env::vars_os().map(|(k, v)| {
            let mut pair = k.as_bytes().to_vec();
            pair.push(b'=');
            pair.extend_from_slice(v.as_bytes());
            pair
        }))?,
    };
    let cwd = match spec.cwd {
        Some(dir) => Some(CString::new(dir).ok()?),
        None => None,
    };
    match run(&program, &argv, &env, cwd.as_ref(), spec) {
        // A file without a `#!` line: execvp, which libuv calls, hands it to /bin/sh with
        // the path as $0 and the arguments after it.
        Err(libc::ENOEXEC) => {
            let shell = CString::new("/bin/sh").ok()?;
            let mut sh_argv = vec![shell.clone(), program];
            sh_argv.extend(argv.into_iter().skip(1));
            Some(run(&shell, &sh_argv, &env, cwd.as_ref(), spec))
        }
        started => Some(started),
    }
}

/// NUL-terminated copies of `items`, or `None` if one holds a NUL byte.
fn cstrings<I, B>(items: I) -> Option<Vec<CString>>
where
    I: Iterator<Item = B>,
    B: Into<Vec<u8>>,
{
    items.map(|b| CString::new(b).ok()).collect()
}

/// A null-terminated array of pointers into `strings`, as argv and envp are passed.
fn pointers(strings: &[CString]) -> Vec<*mut libc::c_char> {
    strings
        .iter()
        .map(|s| s.as_ptr().cast_mut())
        .chain(std::iter::once(std::ptr::null_mut()))
        .collect()
}

/// The path to execute: `file` itself when it names a path, else the first executable
/// regular file found along the child's PATH, as execvp searches (EACCES if only
/// unexecutable candidates exist, else ENOENT; an entry failing otherwise ends the search
/// with its errno). `None` when the search would depend on the
/// child's working directory.
fn resolve(spec: &SpawnSpec<'_>) -> Option<Result<CString, i32>> {
    if spec.file.is_empty() {
        return Some(Err(libc::ENOENT));
    }
    if spec.file.contains('/') {
        return Some(Ok(CString::new(spec.file).ok()?));
    }
    let path: Vec<u8> = match spec.env {
        Some(pairs) => pairs
            .iter()
            .rev()
            .find_map(|p| p.strip_prefix("PATH="))
            .map_or_else(|| b"/bin:/usr/bin".to_vec(), |p| p.as_bytes().to_vec()),
        None => std::env::var_os("PATH")
            .map_or_else(|| b"/bin:/usr/bin".to_vec(), |p| p.as_bytes().to_vec()),
    };
    let mut denied = false;
    for dir in path.split(|&b| b == b':') {
        let dir: &[u8] = if dir.is_empty() { b"." } else { dir };
        if spec.cwd.is_some() && dir.first() != Some(&b'/') {
            return None;
        }
        let mut candidate = dir.to_vec();
        candidate.push(b'/');
        candidate.extend_from_slice(spec.file.as_bytes());
        // A candidate longer than PATH_MAX is skipped, not failed (execvp's buffer check).
        if candidate.len() >= libc::PATH_MAX as usize {
            continue;
        }
        let Ok(c) = CString::new(candidate) else {
            continue;
        };
        match std::fs::metadata(OsStr::from_bytes(c.as_bytes())) {
            Ok(meta) => {
                // SAFETY: access(2) reads a NUL-terminated path.
                let executable = unsafe { libc::access(c.as_ptr(), libc::X_OK) } == 0;
                if meta.is_file() && executable {
                    return Some(Ok(c));
                }
                denied = true;
            }
            Err(e) => match e.raw_os_error() {
                Some(libc::EACCES) => denied = true,
                // execvp goes on only past these; any other failure (ELOOP from a looping
                // entry, ENAMETOOLONG from a too-long one) is the answer.
                Some(libc::ENOENT | libc::ENOTDIR) | None => {}
                Some(errno) => return Some(Err(errno)),
            },
        }
    }
    Some(Err(if denied { libc::EACCES } else { libc::ENOENT }))
}

fn run(
    program: &CString,
    argv: &[CString],
    env: &[CString],
    cwd: Option<&CString>,
    spec: &SpawnSpec<'_>,
) -> Result<libc::pid_t, i32> {
    let argv = pointers(argv);
    let envp = pointers(env);
    // SAFETY: the attribute and file-action objects are initialised before use and
    // destroyed on every path; every pointer passed (program, argv, envp, cwd) points into
    // CStrings and vectors that outlive the posix_spawn call, and argv/envp end with null.
    unsafe {
        let mut actions: libc::posix_spawn_file_actions_t = std::mem::zeroed();
        let mut attr: libc::posix_spawnattr_t = std::mem::zeroed();
        let r = libc::posix_spawn_file_actions_init(&mut actions);
        if r != 0 {
            return Err(r);
        }
        let r = libc::posix_spawnattr_init(&mut attr);
        if r != 0 {
            libc::posix_spawn_file_actions_destroy(&mut actions);
            return Err(r);
        }
        let result = (|| {
            for &(target, source) in spec.fds {
                let r = libc::posix_spawn_file_actions_adddup2(&mut actions, source, target);
                if r != 0 {
                    return Err(r);
                }
            }
            if let Some(dir) = cwd {
                let r = libc::posix_spawn_file_actions_addchdir_np(&mut actions, dir.as_ptr());
                if r != 0 {
                    return Err(r);
                }
            }
            // Every classic signal back to SIG_DFL, as the forked path's
            // `reset_signal_dispositions` does, and nothing blocked.
            let mut defaults: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut defaults);
            for signo in 1..32 {
                if signo != libc::SIGKILL && signo != libc::SIGSTOP {
                    libc::sigaddset(&mut defaults, signo);
                }
            }
            let mut mask: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut mask);
            libc::posix_spawnattr_setsigdefault(&mut attr, &defaults);
            libc::posix_spawnattr_setsigmask(&mut attr, &mask);
            let mut flags = libc::POSIX_SPAWN_SETSIGDEF | libc::POSIX_SPAWN_SETSIGMASK;
            if spec.setsid {
                flags |= libc::c_int::from(libc::POSIX_SPAWN_SETSID);
            }
            let r = libc::posix_spawnattr_setflags(&mut attr, flags as libc::c_short);
            if r != 0 {
                return Err(r);
            }
            let mut pid: libc::pid_t = 0;
            let r = libc::posix_spawn(
                &mut pid,
                program.as_ptr(),
                &actions,
                &attr,
                argv.as_ptr(),
                envp.as_ptr(),
            );
            if r != 0 {
                Err(r)
            } else {
                Ok(pid)
            }
        })();
        libc::posix_spawnattr_destroy(&mut attr);
        libc::posix_spawn_file_actions_destroy(&mut actions);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory for one test, removed by the test.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("minirt-posix-spawn-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn wait(pid: libc::pid_t) -> i32 {
        let mut status = 0;
        // SAFETY: reaps the child this test started.
        unsafe { libc::waitpid(pid, &mut status, 0) };
        status
    }

    fn spec<'a>(file: &'a str, argv: &'a [String], env: Option<&'a [String]>) -> SpawnSpec<'a> {
        SpawnSpec {
            file,
            argv,
            env,
            cwd: None,
            setsid: false,
            fds: &[],
        }
    }

    /// A PATH lookup finds `sh`; a missing program is ENOENT; a directory on the PATH
    /// named like the program is EACCES, as execvp reports.
    #[test]
    fn looks_up_the_path_like_execvp() {
        let argv = vec!["sh".to_string(), "-c".to_string(), "exit 3".to_string()];
        let env = vec!["PATH=/usr/bin:/bin".to_string()];
        let pid = spawn(&spec("sh", &argv, Some(&env))).unwrap().unwrap();
        assert_eq!(libc::WEXITSTATUS(wait(pid)), 3);
        let missing = spawn(&spec("no-such-program-here", &argv, Some(&env))).unwrap();
        assert_eq!(missing, Err(libc::ENOENT));
        let dir = scratch("path");
        std::fs::create_dir(dir.join("prog")).unwrap();
        let env = vec![format!("PATH={}", dir.display())];
        assert_eq!(
            spawn(&spec("prog", &argv, Some(&env))).unwrap(),
            Err(libc::EACCES)
        );
        // No `#!` line: run by /bin/sh, which sees the script's path as $0.
        let script = dir.join("plain");
        std::fs::write(&script, "exit 7\n").unwrap();
        std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .unwrap();
        let path = script.to_str().unwrap();
        let argv = vec![path.to_string()];
        let pid = spawn(&spec(path, &argv, None)).unwrap().unwrap();
        assert_eq!(libc::WEXITSTATUS(wait(pid)), 7);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The working directory and the fd placements reach the child.
    #[test]
    fn places_fds_and_cwd() {
        let dir = scratch("fds");
        let out = dir.join("out");
        let file = std::fs::File::create(&out).unwrap();
        // Moved above every target so that no dup2 overwrites it.
        // SAFETY: F_DUPFD_CLOEXEC creates a new descriptor that this test closes.
        let high = unsafe {
            libc::fcntl(
                std::os::fd::AsRawFd::as_raw_fd(&file),
                libc::F_DUPFD_CLOEXEC,
                10,
            )
        };
        assert!(high >= 10);
        let argv = vec!["sh".to_string(), "-c".to_string(), "pwd >&5".to_string()];
        let cwd = std::fs::canonicalize(&dir).unwrap();
        let cwd = cwd.to_str().unwrap();
        let fds = [(5, high)];
        let s = SpawnSpec {
            file: "/bin/sh",
            argv: &argv,
            env: None,
            cwd: Some(cwd),
            setsid: false,
            fds: &fds,
        };
        let pid = spawn(&s).unwrap().unwrap();
        assert_eq!(libc::WEXITSTATUS(wait(pid)), 0);
        // SAFETY: closes the descriptor made above.
        unsafe { libc::close(high) };
        assert_eq!(std::fs::read_to_string(&out).unwrap().trim(), cwd);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
