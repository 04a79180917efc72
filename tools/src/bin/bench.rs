//! `bench`: runs the fs benchmark matrix (benchmark/fs/*.js) on minirt and on any number of
//! peer runtimes, interleaved (A B C A B C ...), and prints medians, ratios against the first
//! peer, each runtime's peak RSS, and a native floor for the readFile/writeFile rows.
//!
//! The native floor is the same job without any JS: open+fstat+read+close (reads) or
//! open+write+close (writes), once as a plain loop on one thread (`floor`) and once through
//! minirt's own `thread_pool::ThreadPool` with the same number in flight (`pool@c`), so each
//! row shows how far the runtime is from what the machine and the pool can do.
//!
//! Contention (`--busy`, `--copies`): the matrix can be run while N other processes spin
//! (`sh -c 'while :; do :; done'`, started here and stopped after the condition), and with K
//! copies of each benchmark process running at once (their ops/s summed), so that a runtime
//! is measured the way machines are used: never quite idle. Each condition prints its own
//! table; the runtimes still alternate run by run within it.
//!
//! Peak RSS comes from `wait4`'s rusage (`ru_maxrss`) of each child; start-up is timed from
//! here (spawn to reap) because a script cannot time its own start.

use std::collections::HashMap;
use std::io::Read;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use minirt::host::thread_pool::{Completion, Settle, ThreadPool, Work};

const USAGE: &str = "\
usage: cargo run -p tools --release --bin bench -- [options]
  --node PATH | --node NAME=PATH   add a peer runtime (repeatable; the first is the ratio base);
                                   a binary called deno gets `run -A`
  --minirt PATH                    minirt binary (default: target/release/minirt beside this tool)
  --filter SUBSTR                  only rows whose label contains SUBSTR (repeatable = any)
  --quick                          1 KiB and 64 KiB rows only, 0.3 s timed per run
  --reps N                         interleaved repetitions (default 3)
  --duration S / --warmup S        timed / warm-up seconds per run (default 0.5 / 0.15)
  --fsdir DIR                      fixture directory (default /dev/shm/minirt-bench)
  --no-floor                       skip the native floor rows
  --tsv FILE                       also write every single run as TSV
  --busy LIST                      competing busy loops, e.g. 0,1,2 (`cpus` = one per CPU,
                                   `half` = half the CPUs); one table per value (default 0)
  --copies LIST                    copies of each benchmark run at once, e.g. 1,2,4, ops/s
                                   summed; one table per value (default 1)
  --list                           print the row labels and exit";

#[derive(Clone)]
struct Runtime {
    name: String,
    argv: Vec<String>,
}

/// One row of the matrix: a script and its parameters.
struct Cfg {
    script: &'static str,
    params: Vec<(&'static str, String)>,
    /// The native floor that matches this row, if any.
    floor: Option<FloorJob>,
}

#[derive(Clone, Copy)]
struct FloorJob {
    write: bool,
    len: usize,
    inflight: usize,
    /// Only the callback row of each (op, len, c) runs the floor; the others show its result.
    measure: bool,
}

impl Cfg {
    fn new(script: &'static str, params: &[(&'static str, &str)]) -> Self {
        Cfg {
            script,
            params: params.iter().map(|(k, v)| (*k, v.to_string())).collect(),
            floor: None,
        }
    }
    fn label(&self) -> String {
        let mut s = self.script.trim_end_matches(".js").to_string();
        for (k, v) in &self.params {
            s.push_str(&format!(" {k}={v}"));
        }
        s
    }
}

#[derive(Default)]
struct Sample {
    ops_per_s: Option<f64>,
    rss_kb: Option<i64>,
    error: Option<String>,
}

struct Opts {
    peers: Vec<Runtime>,
    minirt: PathBuf,
    filters: Vec<String>,
    quick: bool,
    reps: usize,
    duration: f64,
    warmup: f64,
    fsdir: PathBuf,
    floor: bool,
    tsv: Option<PathBuf>,
    list: bool,
    busy: Vec<usize>,
    copies: Vec<usize>,
}

/// Busy loops that compete for the CPUs while a condition is measured; stopped on drop.
struct BusyLoops(Vec<std::process::Child>);

impl BusyLoops {
    fn start(n: usize) -> Self {
        let kids = (0..n)
            .filter_map(|_| {
                Command::new("sh")
                    .args(["-c", "while :; do :; done"])
                    .stdin(Stdio::null())
                    .spawn()
                    .ok()
            })
            .collect();
        BusyLoops(kids)
    }
}

impl Drop for BusyLoops {
    fn drop(&mut self) {
        // Only the loops this tool started are stopped.
        for k in &mut self.0 {
            let _ = k.kill();
            let _ = k.wait();
        }
    }
}

/// `0,1,2`, with `cpus`/`half` for CPU-relative counts.
fn count_list(v: &str) -> Result<Vec<usize>, String> {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    v.split(',')
        .map(|x| match x.trim() {
            "cpus" => Ok(cpus),
            "half" => Ok((cpus / 2).max(1)),
            n => n.parse().map_err(|_| format!("bad count {n}")),
        })
        .collect()
}

fn main() {
    // The floor runs in a child process: a child's ru_maxrss starts from its parent's RSS at
    // fork, so the tool itself must stay small, and the floor's buffers would not.
    let argv: Vec<String> = std::env::args().collect();
    if argv.get(1).map(String::as_str) == Some("--floor-child") {
        std::process::exit(floor_child(&argv[2..]));
    }
    let opts = match parse_args() {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("{msg}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let scripts = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../benchmark/fs")
        .canonicalize()
        .unwrap_or_else(|_| PathBuf::from("benchmark/fs"));
    let cfgs: Vec<Cfg> = matrix(opts.quick)
        .into_iter()
        .filter(|c| opts.filters.is_empty() || opts.filters.iter().any(|f| c.label().contains(f)))
        .collect();
    if opts.list {
        for c in &cfgs {
            println!("{}", c.label());
        }
        return;
    }
    let mut runtimes = vec![Runtime {
        name: "minirt".into(),
        argv: vec![opts.minirt.display().to_string()],
    }];
    runtimes.extend(opts.peers.iter().cloned());
    for rt in &runtimes {
        if !Path::new(&rt.argv[0]).exists() {
            eprintln!("bench: runtime {}: {} not found", rt.name, rt.argv[0]);
            std::process::exit(2);
        }
    }
    if let Err(e) = std::fs::create_dir_all(&opts.fsdir) {
        eprintln!("bench: cannot create {}: {e}", opts.fsdir.display());
        std::process::exit(2);
    }
    let mut tsv = opts.tsv.as_ref().map(|p| {
        let mut f = std::fs::File::create(p).unwrap_or_else(|e| {
            eprintln!("bench: {}: {e}", p.display());
            std::process::exit(2)
        });
        use std::io::Write;
        let _ = writeln!(f, "row\trep\truntime\tops_per_s\trss_kb\terror");
        f
    });
    eprintln!(
        "bench: {} rows x {} runtimes x {} reps ({} s timed + {} s warm-up per run), fixtures in {}",
        cfgs.len(),
        runtimes.len(),
        opts.reps,
        opts.duration,
        opts.warmup,
        opts.fsdir.display()
    );
    for &busy in &opts.busy {
        for &copies in &opts.copies {
            // The native floor describes the idle machine; it runs in the plain condition only.
            let floor = opts.floor && busy == 0 && copies == 1;
            if opts.busy.len() > 1 || opts.copies.len() > 1 || busy > 0 || copies > 1 {
                println!("\n### {busy} busy loop(s), {copies} cop(y/ies) at once\n");
                eprintln!("bench: condition busy={busy} copies={copies}");
            }
            let _loops = BusyLoops::start(busy);
            let t_start = Instant::now();
            // (row, runtime name) -> samples
            let mut results: HashMap<(usize, String), Vec<Sample>> = HashMap::new();
            for (i, cfg) in cfgs.iter().enumerate() {
                for rep in 1..=opts.reps {
                    for rt in &runtimes {
                        let s = if cfg.script == "startup.js" {
                            run_startup(rt, &scripts, cfg, &opts)
                        } else {
                            run_copies(rt, &scripts, cfg, rep, &opts, copies)
                        };
                        if let Some(e) = &s.error {
                            eprintln!("  {} {}: {}", rt.name, cfg.label(), e);
                        }
                        write_tsv(&mut tsv, cfg, rep, &rt.name, &s);
                        results.entry((i, rt.name.clone())).or_default().push(s);
                    }
                    if let (true, Some(job)) = (floor, cfg.floor.filter(|f| f.measure)) {
                        let d = opts.duration.min(1.0);
                        let mut names = vec![("pool@c", false)];
                        if job.inflight == 1 {
                            names.insert(0, ("floor", true));
                        }
                        for (name, single) in names {
                            let s = match floor_in_child(job, single, d, &opts.fsdir) {
                                Ok(v) => Sample {
                                    ops_per_s: Some(v),
                                    ..Default::default()
                                },
                                Err(e) => Sample {
                                    error: Some(e),
                                    ..Default::default()
                                },
                            };
                            write_tsv(&mut tsv, cfg, rep, name, &s);
                            results.entry((i, name.to_string())).or_default().push(s);
                        }
                    }
                }
                eprintln!(
                    "[{:5.0}s] {}/{} {}",
                    t_start.elapsed().as_secs_f64(),
                    i + 1,
                    cfgs.len(),
                    cfg.label()
                );
            }
            print_table(&cfgs, &runtimes, &results, floor);
        }
    }
}

fn parse_args() -> Result<Opts, String> {
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    let mut o = Opts {
        peers: Vec::new(),
        minirt: exe_dir.join("minirt"),
        filters: Vec::new(),
        quick: false,
        reps: 3,
        duration: 0.5,
        warmup: 0.15,
        fsdir: PathBuf::from("/dev/shm/minirt-bench"),
        floor: true,
        tsv: None,
        list: false,
        busy: vec![0],
        copies: vec![1],
    };
    let mut duration = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--node" | "--peer" => {
                let v = val(&a)?;
                o.peers.push(peer(&v));
            }
            "--minirt" => o.minirt = PathBuf::from(val(&a)?),
            "--filter" => o.filters.push(val(&a)?),
            "--quick" => o.quick = true,
            "--reps" => o.reps = val(&a)?.parse().map_err(|_| "bad --reps")?,
            "--duration" => duration = Some(val(&a)?.parse().map_err(|_| "bad --duration")?),
            "--warmup" => o.warmup = val(&a)?.parse().map_err(|_| "bad --warmup")?,
            "--fsdir" => o.fsdir = PathBuf::from(val(&a)?),
            "--no-floor" => o.floor = false,
            "--tsv" => o.tsv = Some(PathBuf::from(val(&a)?)),
            "--list" => o.list = true,
            "--busy" => o.busy = count_list(&val(&a)?)?,
            "--copies" => {
                o.copies = count_list(&val(&a)?)?
                    .into_iter()
                    .map(|k| k.max(1))
                    .collect()
            }
            "-h" | "--help" => return Err(String::new()),
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    o.duration = duration.unwrap_or(if o.quick { 0.3 } else { 0.5 });
    o.reps = o.reps.max(1);
    Ok(o)
}

/// `PATH` or `NAME=PATH`; an unnamed peer is called after its binary and major version
/// (node26, bun1, deno2).
fn peer(spec: &str) -> Runtime {
    let (name, path) = match spec.split_once('=') {
        Some((n, p)) if !n.contains('/') => (Some(n.to_string()), p.to_string()),
        _ => (None, spec.to_string()),
    };
    let base = Path::new(&path)
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut argv = vec![path.clone()];
    if base == "deno" {
        argv.extend(["run".to_string(), "-A".to_string()]);
    }
    let name = name.unwrap_or_else(|| {
        let out = Command::new(&path)
            .arg("--version")
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default();
        let major: String = out
            .chars()
            .skip_while(|c| !c.is_ascii_digit())
            .take_while(|c| c.is_ascii_digit())
            .collect();
        format!("{base}{major}")
    });
    Runtime { name, argv }
}

fn matrix(quick: bool) -> Vec<Cfg> {
    let mut v = Vec::new();
    let read_lens: &[usize] = if quick {
        &[1024, 65536]
    } else {
        &[1024, 65536, 524288, 4194304]
    };
    let write_sizes: &[usize] = if quick {
        &[1024, 65536]
    } else {
        &[2, 1024, 65536, 1048576]
    };
    for &len in read_lens {
        for api in ["cb", "promise", "sync"] {
            let cs: &[usize] = if api == "sync" { &[1] } else { &[1, 10, 64] };
            for &c in cs {
                let mut cfg = Cfg::new(
                    "readfile.js",
                    &[
                        ("api", api),
                        ("len", &len.to_string()),
                        ("concurrent", &c.to_string()),
                        ("encoding", "buffer"),
                    ],
                );
                cfg.floor = Some(FloorJob {
                    write: false,
                    len,
                    inflight: c,
                    measure: api == "cb",
                });
                v.push(cfg);
            }
        }
    }
    // Peak RSS with 10,000 small reads in flight (issue #9 asks for <= Node's).
    for api in ["cb", "promise"] {
        v.push(Cfg::new(
            "readfile.js",
            &[
                ("api", api),
                ("len", "1024"),
                ("concurrent", "10000"),
                ("encoding", "buffer"),
            ],
        ));
    }
    // Decoding to a string costs differently from handing over bytes.
    for (api, c) in [("cb", "10"), ("sync", "1")] {
        v.push(Cfg::new(
            "readfile.js",
            &[
                ("api", api),
                ("len", "1024"),
                ("concurrent", c),
                ("encoding", "utf8"),
            ],
        ));
    }
    for &size in write_sizes {
        for api in ["cb", "promise", "sync"] {
            let cs: &[usize] = if api == "sync" { &[1] } else { &[1, 10] };
            for &c in cs {
                let mut cfg = Cfg::new(
                    "writefile.js",
                    &[
                        ("api", api),
                        ("size", &size.to_string()),
                        ("concurrent", &c.to_string()),
                        ("encoding", "buf"),
                    ],
                );
                cfg.floor = Some(FloorJob {
                    write: true,
                    len: size,
                    inflight: c,
                    measure: api == "cb",
                });
                v.push(cfg);
            }
        }
    }
    for enc in ["asc", "utf"] {
        v.push(Cfg::new(
            "writefile.js",
            &[
                ("api", "cb"),
                ("size", "1024"),
                ("concurrent", "10"),
                ("encoding", enc),
            ],
        ));
    }
    for api in ["cb", "promise"] {
        v.push(Cfg::new(
            "readfile-mixed.js",
            &[("api", api), ("len", "4096"), ("concurrent", "64")],
        ));
    }
    v.push(Cfg::new("readdir-recursive.js", &[("entries", "2000")]));
    v.push(Cfg::new(
        "readdir-recursive.js",
        &[("entries", "2000"), ("withFileTypes", "1")],
    ));
    for call in ["statSync", "readSync", "existsMissing"] {
        v.push(Cfg::new("small-calls.js", &[("call", call)]));
    }
    for call in ["stat", "statPromise"] {
        v.push(Cfg::new(
            "small-calls.js",
            &[("call", call), ("concurrent", "10")],
        ));
    }
    if !quick {
        v.push(Cfg::new(
            "read-stream.js",
            &[("size", "67108864"), ("hwm", "65536")],
        ));
        v.push(Cfg::new(
            "write-stream.js",
            &[("size", "67108864"), ("chunk", "65536")],
        ));
    }
    v.push(Cfg::new("startup.js", &[("load", "fs")]));
    v.push(Cfg::new("startup.js", &[("load", "none")]));
    v
}

/// Result of one child: its stdout and peak RSS (KiB), or why it failed.
fn spawn_measured(argv: &[String], cwd: &Path, timeout: Duration) -> Result<(String, i64), String> {
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("spawn: {e}"))?;
    let pid = child.id() as libc::pid_t;
    // Until we reap it, the pid cannot be reused, so the watchdog may kill it safely.
    let (stop_tx, stop_rx) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if let Err(mpsc::RecvTimeoutError::Timeout) = stop_rx.recv_timeout(timeout) {
            // SAFETY: plain syscall on a child that has not been reaped yet.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            return true;
        }
        false
    });
    let mut stderr = child.stderr.take();
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(e) = stderr.as_mut() {
            let _ = e.read_to_string(&mut s);
        }
        s
    });
    let mut out = String::new();
    if let Some(mut o) = child.stdout.take() {
        let _ = o.read_to_string(&mut out);
    }
    let err = err_reader.join().unwrap_or_default();
    let _ = stop_tx.send(());
    let killed = watchdog.join().unwrap_or(false);
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data; wait4 fills it for our own child.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 on our own child fills `status` and `ru`, which we own.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut ru) };
    if r != pid {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    if killed {
        return Err("timeout".into());
    }
    let ok = libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0;
    if !ok {
        let tail: String = (out + &err)
            .chars()
            .rev()
            .take(300)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        return Err(format!(
            "exit status {status}: {}",
            tail.replace('\n', " | ")
        ));
    }
    Ok((out, ru.ru_maxrss))
}

/// `copies` processes of one run at once: ops/s summed, RSS the largest, the first error.
fn run_copies(
    rt: &Runtime,
    scripts: &Path,
    cfg: &Cfg,
    rep: usize,
    o: &Opts,
    copies: usize,
) -> Sample {
    if copies <= 1 {
        return run_script(rt, scripts, cfg, rep, o, 0);
    }
    let samples: Vec<Sample> = std::thread::scope(|sc| {
        let handles: Vec<_> = (0..copies)
            .map(|k| sc.spawn(move || run_script(rt, scripts, cfg, rep, o, k)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut total = Sample::default();
    for s in samples {
        if total.error.is_none() {
            total.error = s.error;
        }
        total.rss_kb = total.rss_kb.max(s.rss_kb);
        total.ops_per_s = match (total.ops_per_s, s.ops_per_s) {
            (Some(a), Some(b)) => Some(a + b),
            (a, b) => a.or(b),
        };
    }
    if total.error.is_some() {
        total.ops_per_s = None;
    }
    total
}

fn run_script(
    rt: &Runtime,
    scripts: &Path,
    cfg: &Cfg,
    rep: usize,
    o: &Opts,
    copy: usize,
) -> Sample {
    let dir = o.fsdir.join(format!(
        "{}-{}-{rep}-{copy}",
        rt.name,
        cfg.script.trim_end_matches(".js")
    ));
    let mut argv = rt.argv.clone();
    argv.push(scripts.join(cfg.script).display().to_string());
    for (k, v) in &cfg.params {
        argv.push(format!("{k}={v}"));
    }
    argv.push(format!("duration={}", o.duration));
    argv.push(format!("warmup={}", o.warmup));
    argv.push(format!("dir={}", dir.display()));
    let timeout = Duration::from_secs_f64(o.duration * 20.0 + 60.0);
    let r = spawn_measured(&argv, scripts, timeout);
    // A crashed script may leave fixtures behind.
    let _ = std::fs::remove_dir_all(&dir);
    match r {
        Ok((out, rss)) => {
            let line = out.lines().rev().find(|l| l.starts_with('{')).unwrap_or("");
            match json_number(line, "ops_per_s") {
                Some(v) => Sample {
                    ops_per_s: Some(v),
                    rss_kb: Some(rss),
                    error: None,
                },
                None => Sample {
                    rss_kb: Some(rss),
                    error: Some(format!(
                        "no result: {}",
                        line.chars().take(300).collect::<String>()
                    )),
                    ..Default::default()
                },
            }
        }
        Err(e) => Sample {
            error: Some(e),
            ..Default::default()
        },
    }
}

/// Start-up: spawn `rt startup.js child=1` (load `fs`, exit), or with load=none the bare
/// `rt -e 0` (`deno eval 0`), a few times; ops/s = starts/s from the median wall time.
fn run_startup(rt: &Runtime, scripts: &Path, cfg: &Cfg, o: &Opts) -> Sample {
    let n = if o.quick { 5 } else { 10 };
    let bare = cfg.params.iter().any(|(k, v)| *k == "load" && v == "none");
    let mut times = Vec::new();
    let mut rss = 0;
    for _ in 0..n {
        let mut argv = rt.argv.clone();
        if bare {
            if argv.get(1).is_some_and(|a| a == "run") {
                // deno: `run -A` becomes `eval`.
                argv.truncate(1);
                argv.push("eval".into());
            } else {
                argv.push("-e".into());
            }
            argv.push("0".into());
        } else {
            argv.push(scripts.join("startup.js").display().to_string());
            argv.push("child=1".into());
        }
        let t = Instant::now();
        match spawn_measured(&argv, scripts, Duration::from_secs(60)) {
            Ok((_, r)) => {
                times.push(t.elapsed().as_secs_f64());
                rss = rss.max(r);
            }
            Err(e) => {
                return Sample {
                    error: Some(e),
                    ..Default::default()
                }
            }
        }
    }
    Sample {
        ops_per_s: Some(1.0 / median(&mut times)),
        rss_kb: Some(rss),
        error: None,
    }
}

/// Minimal `"key": number` extraction from the scripts' one-line JSON (avoids a JSON crate).
fn json_number(line: &str, key: &str) -> Option<f64> {
    let pat = format!("\"{key}\":");
    let at = line.find(&pat)? + pat.len();
    let rest = line[at..].trim_start();
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E')))
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

fn write_tsv(tsv: &mut Option<std::fs::File>, cfg: &Cfg, rep: usize, rt: &str, s: &Sample) {
    use std::io::Write;
    if let Some(f) = tsv {
        let _ = writeln!(
            f,
            "{}\t{rep}\t{rt}\t{}\t{}\t{}",
            cfg.label(),
            s.ops_per_s.map_or("nan".into(), |v| format!("{v:.1}")),
            s.rss_kb.map_or(String::new(), |v| v.to_string()),
            s.error.as_deref().unwrap_or("").replace(['\t', '\n'], " ")
        );
    }
}

// ------------------------------------------------------------------ native floor

/// Runs `native_floor` in a fresh copy of this tool (`--floor-child`).
fn floor_in_child(job: FloorJob, single: bool, secs: f64, fsdir: &Path) -> Result<f64, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let argv = vec![
        exe.display().to_string(),
        "--floor-child".into(),
        u8::from(job.write).to_string(),
        job.len.to_string(),
        job.inflight.to_string(),
        u8::from(single).to_string(),
        secs.to_string(),
        fsdir.display().to_string(),
    ];
    let (out, _) = spawn_measured(&argv, fsdir, Duration::from_secs_f64(secs * 20.0 + 60.0))?;
    out.trim()
        .parse()
        .map_err(|_| format!("floor: {}", out.trim()))
}

fn floor_child(a: &[String]) -> i32 {
    let num = |i: usize| a.get(i).and_then(|s| s.parse::<f64>().ok()).unwrap_or(0.0);
    let job = FloorJob {
        write: num(0) != 0.0,
        len: num(1) as usize,
        inflight: (num(2) as usize).max(1),
        measure: true,
    };
    let dir = PathBuf::from(a.get(5).cloned().unwrap_or_else(|| "/dev/shm".into()));
    match native_floor(job, num(3) != 0.0, num(4), &dir) {
        Ok(v) => {
            println!("{v}");
            0
        }
        Err(e) => {
            println!("{e}");
            1
        }
    }
}

/// The readFile job as a runtime's pool would do it: open, fstat, one exact-size buffer,
/// read to the size, close. Returns the bytes so the consumer frees them, as JS would.
fn read_job(path: &std::ffi::CStr) -> std::io::Result<Vec<u8>> {
    // SAFETY: raw syscalls on a NUL-terminated path and an fd we own and close.
    unsafe {
        let fd = libc::open(path.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let mut st: libc::stat = std::mem::zeroed();
        if libc::fstat(fd, &mut st) != 0 {
            let e = std::io::Error::last_os_error();
            libc::close(fd);
            return Err(e);
        }
        let size = st.st_size.max(0) as usize;
        let mut buf: Vec<u8> = Vec::with_capacity(size);
        let mut got = 0;
        while got < size {
            let n = libc::read(fd, buf.as_mut_ptr().add(got).cast(), size - got);
            if n <= 0 {
                break;
            }
            got += n as usize;
        }
        buf.set_len(got);
        libc::close(fd);
        Ok(buf)
    }
}

fn write_job(path: &std::ffi::CStr, data: &[u8]) -> std::io::Result<()> {
    // SAFETY: as in read_job.
    unsafe {
        let fd = libc::open(
            path.as_ptr(),
            libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC | libc::O_CLOEXEC,
            0o666,
        );
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let mut off = 0;
        while off < data.len() {
            let n = libc::write(fd, data.as_ptr().add(off).cast(), data.len() - off);
            if n <= 0 {
                let e = std::io::Error::last_os_error();
                libc::close(fd);
                return Err(e);
            }
            off += n as usize;
        }
        libc::close(fd);
        Ok(())
    }
}

/// Ops/s of `job`: single=true on this thread in a loop; otherwise through minirt's
/// ThreadPool with `inflight` jobs outstanding, completions consumed here (no JS).
fn native_floor(job: FloorJob, single: bool, secs: f64, fsdir: &Path) -> Result<f64, String> {
    use std::ffi::CString;
    use std::sync::Arc;
    let dir = fsdir.join(format!("floor-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let nfiles = if job.write {
        (268_435_456 / job.len.max(1)).clamp(job.inflight + 1, 4096)
    } else {
        16
    };
    let paths: Vec<CString> = (0..nfiles)
        .map(|i| CString::new(dir.join(format!("f{i}")).as_os_str().as_bytes()).unwrap_or_default())
        .collect();
    let data = Arc::new(vec![b'a'; job.len]);
    if !job.write {
        for p in &paths {
            write_job(p, &data).map_err(|e| e.to_string())?;
        }
    }
    let paths = Arc::new(paths);
    let one = {
        let paths = Arc::clone(&paths);
        let data = Arc::clone(&data);
        move |seq: usize| -> std::io::Result<Vec<u8>> {
            let p = &paths[seq % paths.len()];
            if job.write {
                write_job(p, &data).map(|()| Vec::new())
            } else {
                read_job(p)
            }
        }
    };
    let result = if single {
        let end = Instant::now() + Duration::from_secs_f64(secs);
        let t0 = Instant::now();
        let mut n = 0usize;
        let mut err = None;
        while Instant::now() < end {
            if let Err(e) = one(n) {
                err = Some(e.to_string());
                break;
            }
            n += 1;
        }
        match err {
            Some(e) => Err(e),
            None => Ok(n as f64 / t0.elapsed().as_secs_f64()),
        }
    } else {
        let one = Arc::new(one);
        let mut pool = ThreadPool::new();
        let submit = |pool: &mut ThreadPool, seq: usize| {
            let one = Arc::clone(&one);
            let work: Work = Box::new(move || {
                let r = one(seq);
                // The settle closure carries the result back and is dropped here, unrun:
                // the floor stops where JS would start.
                let settle: Settle = Box::new(move |_ctx| {
                    drop(r);
                    Ok(Ok(boa_undefined()))
                });
                settle
            });
            pool.submit(seq as u64, work);
        };
        let t0 = Instant::now();
        let end = t0 + Duration::from_secs_f64(secs);
        let mut seq = 0;
        for _ in 0..job.inflight {
            submit(&mut pool, seq);
            seq += 1;
        }
        let mut outstanding = job.inflight;
        let mut n = 0usize;
        let mut batch: Vec<Completion> = Vec::new();
        while outstanding > 0 {
            pool.wait(None, &mut batch, None);
            for c in batch.drain(..) {
                drop(c);
                n += 1;
                outstanding -= 1;
                if Instant::now() < end {
                    submit(&mut pool, seq);
                    seq += 1;
                    outstanding += 1;
                }
            }
        }
        Ok(n as f64 / t0.elapsed().as_secs_f64())
    };
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn boa_undefined() -> boa_engine::JsValue {
    boa_engine::JsValue::undefined()
}

// ------------------------------------------------------------------ report

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn med_of(results: &HashMap<(usize, String), Vec<Sample>>, row: usize, name: &str) -> Option<f64> {
    let mut v: Vec<f64> = results
        .get(&(row, name.to_string()))?
        .iter()
        .filter_map(|s| s.ops_per_s)
        .collect();
    if v.is_empty() {
        None
    } else {
        Some(median(&mut v))
    }
}

fn fmt_ops(v: Option<f64>) -> String {
    match v {
        None => "err".into(),
        Some(x) if x >= 100.0 => {
            let s = format!("{:.0}", x);
            let mut out = String::new();
            for (i, ch) in s.chars().enumerate() {
                if i > 0 && (s.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(ch);
            }
            out
        }
        Some(x) => format!("{x:.1}"),
    }
}

fn fmt_ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
        _ => "-".into(),
    }
}

fn print_table(
    cfgs: &[Cfg],
    runtimes: &[Runtime],
    results: &HashMap<(usize, String), Vec<Sample>>,
    floor: bool,
) {
    let names: Vec<&str> = runtimes.iter().map(|r| r.name.as_str()).collect();
    let base = names.get(1).copied();
    let mut h: Vec<String> = vec!["row".into()];
    h.extend(names.iter().map(|n| n.to_string()));
    if let Some(b) = base {
        for n in names.iter().filter(|n| **n != b) {
            h.push(format!("{n}/{b}"));
        }
    }
    if floor {
        h.extend(["floor".into(), "pool@c".into(), "minirt/pool@c".into()]);
    }
    h.extend(names.iter().map(|n| format!("RSS MB {n}")));
    println!("| {} |", h.join(" | "));
    println!("|{}", "---|".repeat(h.len()));
    for (i, cfg) in cfgs.iter().enumerate() {
        let meds: Vec<Option<f64>> = names.iter().map(|n| med_of(results, i, n)).collect();
        let mut cells = vec![cfg.label()];
        cells.extend(meds.iter().map(|m| fmt_ops(*m)));
        if let Some(b) = base {
            let bm = meds[1];
            for (j, n) in names.iter().enumerate() {
                if *n != b {
                    cells.push(fmt_ratio(meds[j], bm));
                }
            }
        }
        if floor {
            // Floors are measured on the callback row with the same op, size and in-flight
            // count; the single-thread loop only on c=1.
            let find = |inflight: usize, name: &str| {
                let f = cfg.floor?;
                let row = cfgs.iter().position(|c2| {
                    c2.floor.is_some_and(|g| {
                        g.measure && g.write == f.write && g.len == f.len && g.inflight == inflight
                    })
                })?;
                med_of(results, row, name)
            };
            let fl = find(1, "floor");
            let pool = cfg.floor.and_then(|f| find(f.inflight, "pool@c"));
            let dash = |v: Option<f64>| match v {
                Some(_) => fmt_ops(v),
                None => "-".into(),
            };
            cells.push(dash(fl));
            cells.push(dash(pool));
            cells.push(fmt_ratio(meds[0], pool));
        }
        for n in &names {
            let rss = results
                .get(&(i, n.to_string()))
                .map(|v| v.iter().filter_map(|s| s.rss_kb).max().unwrap_or(0))
                .unwrap_or(0);
            cells.push(if rss > 0 {
                format!("{:.0}", rss as f64 / 1024.0)
            } else {
                "-".into()
            });
        }
        println!("| {} |", cells.join(" | "));
    }
}
