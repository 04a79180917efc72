//! Shared machinery of minirt's script-driven test suites: run one JS file in a child
//! `minirt` (the test binary re-executes itself with `MINIRT_CHILD=1`, so no separate
//! binary has to be located or built), with a timeout and capped output, several at once.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Output beyond this many bytes per stream is dropped and reported as truncated.
pub const OUTPUT_CAP: usize = 1 << 20;

/// If this process was started as a child runtime, run minirt and never return.
pub fn child_entry() {
    if std::env::var_os("MINIRT_CHILD").is_some() {
        let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
        if args.is_empty() {
            args.push("minirt".into());
        }
        std::process::exit(minirt::host::cli::main(args));
    }
}

/// The test crate's root directory (`test/`).
pub fn test_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[derive(Debug, Clone)]
pub struct RunResult {
    pub status: Option<i32>,
    pub signal: Option<i32>,
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
    pub truncated: bool,
    pub elapsed: Duration,
}

impl RunResult {
    pub fn passed(&self) -> bool {
        !self.timed_out && self.status == Some(0)
    }

    /// One word for reports: pass, fail, timeout or signal N.
    pub fn verdict(&self) -> String {
        if self.timed_out {
            "timeout".into()
        } else if let Some(s) = self.signal {
            format!("signal {s}")
        } else if self.status == Some(0) {
            "pass".into()
        } else {
            "fail".into()
        }
    }
}

/// What to run and how.
#[derive(Debug, Clone)]
pub struct Job {
    pub program: PathBuf,
    pub args: Vec<String>,
    pub cwd: PathBuf,
    pub env: Vec<(String, String)>,
    pub timeout: Duration,
    /// Run the test binary itself as minirt (sets MINIRT_CHILD=1).
    pub self_exec: bool,
}

fn read_capped(mut r: impl Read + Send + 'static) -> std::thread::JoinHandle<(Vec<u8>, bool)> {
    std::thread::spawn(move || {
        let mut out = Vec::new();
        let mut buf = [0u8; 8192];
        let mut truncated = false;
        loop {
            match r.read(&mut buf) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if out.len() < OUTPUT_CAP {
                        let take = n.min(OUTPUT_CAP - out.len());
                        out.extend_from_slice(&buf[..take]);
                        truncated |= take < n;
                    } else {
                        truncated = true;
                    }
                }
            }
        }
        (out, truncated)
    })
}

/// Runs `job`, killing it (and its process group) after the timeout.
pub fn run(job: &Job) -> RunResult {
    use std::os::unix::process::{CommandExt, ExitStatusExt};
    let started = Instant::now();
    let mut cmd = Command::new(&job.program);
    cmd.args(&job.args)
        .current_dir(&job.cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    if job.self_exec {
        cmd.env("MINIRT_CHILD", "1");
    }
    for (k, v) in &job.env {
        cmd.env(k, v);
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return RunResult {
                status: None,
                signal: None,
                timed_out: false,
                stdout: String::new(),
                stderr: format!("cannot spawn {}: {e}", job.program.display()),
                truncated: false,
                elapsed: started.elapsed(),
            }
        }
    };
    let out = child.stdout.take().map(read_capped);
    let err = child.stderr.take().map(read_capped);
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) => {}
            Err(_) => break None,
        }
        if started.elapsed() > job.timeout {
            timed_out = true;
            // SAFETY: signalling the child's own process group.
            unsafe { libc::kill(-(child.id() as i32), libc::SIGKILL) };
            break child.wait().ok();
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let (stdout, t1) = out.and_then(|h| h.join().ok()).unwrap_or_default();
    let (stderr, t2) = err.and_then(|h| h.join().ok()).unwrap_or_default();
    RunResult {
        status: status.and_then(|s| s.code()),
        signal: status.and_then(|s| s.signal()),
        timed_out,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        truncated: t1 || t2,
        elapsed: started.elapsed(),
    }
}

/// Runs `jobs` on `threads` threads; results come back in input order.
pub fn run_all<T: Send + Sync + 'static>(
    items: Vec<T>,
    threads: usize,
    f: impl Fn(&T) -> RunResult + Send + Sync + 'static,
    on_done: impl Fn(&T, &RunResult) + Send + Sync + 'static,
) -> Vec<(T, RunResult)> {
    let items = Arc::new(items);
    let next = Arc::new(AtomicUsize::new(0));
    let results: Arc<Mutex<Vec<Option<RunResult>>>> = Arc::new(Mutex::new(vec![None; items.len()]));
    let f = Arc::new(f);
    let on_done = Arc::new(on_done);
    let handles: Vec<_> = (0..threads.max(1))
        .map(|_| {
            let (items, next, results, f, on_done) = (
                Arc::clone(&items),
                Arc::clone(&next),
                Arc::clone(&results),
                Arc::clone(&f),
                Arc::clone(&on_done),
            );
            std::thread::spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                on_done(item, &r);
                if let Ok(mut res) = results.lock() {
                    res[i] = Some(r);
                }
            })
        })
        .collect();
    for h in handles {
        let _ = h.join();
    }
    let results = Arc::try_unwrap(results)
        .ok()
        .and_then(|m| m.into_inner().ok())
        .unwrap_or_default();
    let items = Arc::try_unwrap(items).unwrap_or_else(|_| Vec::new());
    items
        .into_iter()
        .zip(results)
        .filter_map(|(i, r)| r.map(|r| (i, r)))
        .collect()
}

/// Node's `// Flags: --a --b` line(s) of a test file.
pub fn flags_of(source: &str) -> Vec<String> {
    source
        .lines()
        .take(40)
        .filter_map(|l| l.trim().strip_prefix("// Flags:"))
        .flat_map(|l| l.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .collect()
}

/// Files with the given extensions directly in `dir`, sorted.
pub fn list_tests(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p| {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // TypeScript entries run too: minirt strips their types as Node does.
        name.starts_with(prefix)
            && [".js", ".mjs", ".ts", ".mts", ".cts"]
                .iter()
                .any(|ext| name.ends_with(ext))
    });
    v.sort();
    v
}

/// libtest-style arguments: positional filters; `--exact`, `--list` and harness flags.
#[derive(Debug, Default)]
pub struct Args {
    pub filters: Vec<String>,
    pub exact: bool,
    pub list: bool,
}

pub fn parse_args() -> Args {
    let mut a = Args::default();
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--exact" => a.exact = true,
            "--list" => a.list = true,
            "--test-threads" | "--skip" | "--format" | "--color" | "-Z" => {
                it.next();
            }
            s if s.starts_with('-') => {}
            s => a.filters.push(s.to_string()),
        }
    }
    a
}

impl Args {
    pub fn matches(&self, name: &str) -> bool {
        self.filters.is_empty()
            || self.filters.iter().any(|f| {
                if self.exact {
                    name == f
                } else {
                    name.contains(f.as_str())
                }
            })
    }
}

/// Worker threads for running tests: enough to overlap I/O waits on a 2-core machine.
pub fn default_jobs() -> usize {
    std::env::var("MINIRT_TEST_JOBS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get() * 2)
                .unwrap_or(4)
        })
}
