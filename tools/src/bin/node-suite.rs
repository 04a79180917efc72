//! `node-suite`: runs the files of a Node `test/` tree **unmodified** (with that tree's own
//! `test/common` and `test/fixtures`) against minirt, the way Node's `tools/test.py` does,
//! and prints pass/fail/timeout per file plus totals per area.
//!
//! Usage: `cargo run -p tools --bin node-suite -- <node>/test [--filter test-fs-]
//!         [--jobs N] [--report out.tsv] [--minirt PATH] [--timeout SECS] [--dirs parallel,sequential]`
//!
//! Environment given to each test, as Node's runner does: cwd = the tree's parent, file
//! passed as `test/<dir>/<name>`, `// Flags:` prepended, `TEST_SERIAL_ID` unique per file,
//! `NODE_SKIP_FLAG_CHECK=1`, `NODE_TEST_KNOWN_GLOBALS=0`.
//!
//! `--known FILE` (the repo keeps `test/node_known_failures`) checks the run against a list
//! of the files minirt is known to fail, `dir/name # reason` a line: a listed file that
//! passes, or a failure that is not listed, is reported and makes the exit code 1. Only the
//! listed files the run selected are checked.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use minirt_test::{flags_of, list_tests, run, run_all, Job, RunResult};

struct Opts {
    tree: PathBuf,
    filter: String,
    jobs: usize,
    report: Option<PathBuf>,
    minirt: PathBuf,
    timeout: Duration,
    dirs: Vec<String>,
    known: Option<PathBuf>,
}

fn usage() -> ! {
    eprintln!(
        "usage: node-suite <path to node's test/ dir> [--filter PREFIX] [--jobs N] \
         [--report out.tsv] [--minirt PATH] [--timeout SECS] [--dirs parallel,sequential] \
         [--known LIST]"
    );
    std::process::exit(2)
}

fn default_minirt() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for profile in ["release", "debug"] {
        let p = root.join("target").join(profile).join("minirt");
        if p.exists() {
            return p;
        }
    }
    PathBuf::from("minirt")
}

fn parse() -> Opts {
    let mut args = std::env::args().skip(1);
    let mut o = Opts {
        tree: PathBuf::new(),
        filter: "test-fs-".into(),
        jobs: std::thread::available_parallelism().map_or(2, |n| n.get() * 2),
        report: None,
        minirt: default_minirt(),
        timeout: Duration::from_secs(60),
        dirs: vec!["parallel".into(), "sequential".into()],
        known: None,
    };
    let mut tree = None;
    while let Some(a) = args.next() {
        let mut val = || args.next().unwrap_or_else(|| usage());
        match a.as_str() {
            "--filter" => o.filter = val(),
            "--jobs" => o.jobs = val().parse().unwrap_or_else(|_| usage()),
            "--report" => o.report = Some(PathBuf::from(val())),
            "--minirt" => o.minirt = PathBuf::from(val()),
            "--timeout" => {
                o.timeout = Duration::from_secs(val().parse().unwrap_or_else(|_| usage()))
            }
            "--dirs" => o.dirs = val().split(',').map(str::to_string).collect(),
            "--known" => o.known = Some(PathBuf::from(val())),
            "-h" | "--help" => usage(),
            s if s.starts_with('-') => usage(),
            s => tree = Some(PathBuf::from(s)),
        }
    }
    o.tree = tree.unwrap_or_else(|| usage());
    o.minirt = o.minirt.canonicalize().unwrap_or(o.minirt);
    o
}

/// `test-fs-read-stream-fd.js` → `fs-read`: the area used for the per-area totals.
fn area_of(name: &str) -> String {
    let stem = name
        .trim_start_matches("test-")
        .trim_end_matches(".mjs")
        .trim_end_matches(".js");
    stem.split('-').take(2).collect::<Vec<_>>().join("-")
}

fn main() {
    let o = parse();
    let tree = o.tree.canonicalize().unwrap_or_else(|_| {
        eprintln!("node-suite: no such directory {}", o.tree.display());
        std::process::exit(2)
    });
    let repo = tree
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| tree.clone());
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    for dir in &o.dirs {
        for f in list_tests(&tree.join(dir), &o.filter) {
            files.push((dir.clone(), f));
        }
    }
    if files.is_empty() {
        eprintln!(
            "node-suite: no test files match {} under {}",
            o.filter,
            tree.display()
        );
        std::process::exit(2);
    }
    eprintln!(
        "node-suite: {} files, minirt = {}, {} jobs",
        files.len(),
        o.minirt.display(),
        o.jobs
    );
    let items: Vec<(usize, String, PathBuf)> = files
        .into_iter()
        .enumerate()
        .map(|(i, (d, f))| (i + 1, d, f))
        .collect();
    let minirt = o.minirt.clone();
    let timeout = o.timeout;
    let repo2 = repo.clone();
    let job = move |(id, _dir, file): &(usize, String, PathBuf)| -> RunResult {
        let rel = file
            .strip_prefix(&repo2)
            .unwrap_or(file)
            .to_string_lossy()
            .into_owned();
        let src = std::fs::read_to_string(file).unwrap_or_default();
        let mut args = flags_of(&src);
        args.push(rel);
        run(&Job {
            program: minirt.clone(),
            args,
            cwd: repo2.clone(),
            env: vec![
                ("TEST_SERIAL_ID".into(), id.to_string()),
                ("NODE_SKIP_FLAG_CHECK".into(), "1".into()),
                ("NODE_TEST_KNOWN_GLOBALS".into(), "0".into()),
            ],
            timeout,
            self_exec: false,
        })
    };
    // Sequential tests must not overlap; run them after the parallel ones, one at a time.
    let (seq, par): (Vec<_>, Vec<_>) = items.into_iter().partition(|(_, d, _)| d == "sequential");
    let show = |(_, d, f): &(usize, String, PathBuf), r: &RunResult| {
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let extra = if r.truncated {
            " (output truncated)"
        } else {
            ""
        };
        println!(
            "{:<8} {d}/{name} {} ms{extra}",
            r.verdict(),
            r.elapsed.as_millis()
        );
    };
    let mut results = run_all(par, o.jobs, job.clone(), show);
    results.extend(run_all(seq, 1, job, show));

    let mut areas: BTreeMap<String, [usize; 3]> = BTreeMap::new();
    let mut tsv = String::from("file\tverdict\tms\texit\tfirst_error_line\n");
    let (mut pass, mut fail, mut timeout_n) = (0, 0, 0);
    for ((_, dir, file), r) in &results {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let a = areas.entry(area_of(&name)).or_default();
        if r.passed() {
            pass += 1;
            a[0] += 1;
        } else if r.timed_out {
            timeout_n += 1;
            a[2] += 1;
        } else {
            fail += 1;
            a[1] += 1;
        }
        let first_err = r
            .stderr
            .lines()
            .find(|l| l.contains("Error") || l.contains("error"))
            .unwrap_or("")
            .replace('\t', " ");
        tsv.push_str(&format!(
            "{dir}/{name}\t{}\t{}\t{}\t{}\n",
            r.verdict(),
            r.elapsed.as_millis(),
            r.status.map_or_else(|| "-".into(), |c| c.to_string()),
            first_err
        ));
    }
    println!(
        "\n{:<20} {:>5} {:>5} {:>8}",
        "area", "pass", "fail", "timeout"
    );
    for (area, [p, f, t]) in &areas {
        println!("{area:<20} {p:>5} {f:>5} {t:>8}");
    }
    println!(
        "\nnode-suite: {} files: {pass} passed, {fail} failed, {timeout_n} timed out",
        results.len()
    );
    if let Some(path) = &o.report {
        if let Err(e) = std::fs::write(path, tsv) {
            eprintln!("node-suite: cannot write {}: {e}", path.display());
        }
    }
    if let Some(path) = &o.known {
        let Ok(text) = std::fs::read_to_string(path) else {
            eprintln!("node-suite: cannot read {}", path.display());
            std::process::exit(2);
        };
        let known = parse_known(&text);
        let outcomes = results.iter().map(|((_, dir, file), r)| {
            let name = file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            (format!("{dir}/{name}"), r.passed())
        });
        let surprises = check_known(&known, outcomes);
        for s in &surprises {
            println!("{s}");
        }
        println!(
            "node-suite: known failures ({}): {} surprise(s)",
            path.display(),
            surprises.len()
        );
        if !surprises.is_empty() {
            std::process::exit(1);
        }
    }
}

/// The `dir/name` of each line of a known-failures list (`# reason` after it; blank lines
/// and lines starting with `#` skipped).
fn parse_known(text: &str) -> BTreeMap<String, String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once('#') {
            Some((file, reason)) => (file.trim().to_string(), reason.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

/// What disagrees with the list: listed files that passed, failures that are not listed.
fn check_known(
    known: &BTreeMap<String, String>,
    outcomes: impl Iterator<Item = (String, bool)>,
) -> Vec<String> {
    let mut out = Vec::new();
    for (file, passed) in outcomes {
        match (known.contains_key(&file), passed) {
            (true, true) => out.push(format!(
                "now passes, remove it from the known failures: {file}"
            )),
            (false, false) => out.push(format!("fails and is not a known failure: {file}")),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{check_known, parse_known};

    #[test]
    fn known_failures_are_checked_both_ways() {
        let known =
            parse_known("# header\n\nparallel/test-a.js # needs a thing\nparallel/test-b.js\n");
        assert_eq!(known.len(), 2);
        assert_eq!(known["parallel/test-a.js"], "needs a thing");
        let got = check_known(
            &known,
            [
                ("parallel/test-a.js".to_string(), true),
                ("parallel/test-b.js".to_string(), false),
                ("parallel/test-c.js".to_string(), false),
                ("parallel/test-d.js".to_string(), true),
            ]
            .into_iter(),
        );
        assert_eq!(
            got,
            vec![
                "now passes, remove it from the known failures: parallel/test-a.js",
                "fails and is not a known failure: parallel/test-c.js",
            ]
        );
    }
}
