//! Runs every file of `test/parallel/` (ports of Node's tests) and `test/own/` (minirt's
//! own tests in the same form), in parallel, and, when it exists, `test/sequential/` (one
//! at a time), each file as its own test case in a child minirt, the way
//! Node's `tools/test.py` does: cwd is the repository root, the file is passed as
//! `test/<dir>/<name>`, `// Flags:` are honoured, each test gets its own `TEST_SERIAL_ID`
//! (so its own tmpdir), 60 s timeout (a `// timeout: SECS` line in the file's leading
//! comments raises it, for ports that start many child processes), pass = exit code 0. `test/known_failures` lists
//! tests expected to fail, each with a reason; a listed test that passes fails the run,
//! so the list can only shrink.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use minirt_test::{child_entry, flags_of, list_tests, parse_args, run, run_all, test_root, Job};

const TIMEOUT: Duration = Duration::from_secs(60);

/// `test/known_failures`: one `file.js # reason` a line. The file must exist (an empty list
/// is a file with only comments), so a misnamed or missing list cannot silently mean
/// "everything must pass", and every entry must give its reason.
fn known_failures() -> BTreeMap<String, String> {
    let path = test_root().join("known_failures");
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", path.display());
            std::process::exit(2);
        }
    };
    let list: BTreeMap<String, String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once('#') {
            Some((name, reason)) => (name.trim().to_string(), reason.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect();
    if let Some((name, _)) = list.iter().find(|(_, reason)| reason.is_empty()) {
        eprintln!(
            "{}: {name} has no reason (`file.js # reason`)",
            path.display()
        );
        std::process::exit(2);
    }
    list
}

fn job_for(file: &PathBuf, serial: usize) -> Job {
    let root = test_root();
    let repo = root
        .parent()
        .map(PathBuf::from)
        .unwrap_or_else(|| root.clone());
    let rel = file
        .strip_prefix(&repo)
        .unwrap_or(file)
        .to_string_lossy()
        .into_owned();
    let source = std::fs::read_to_string(file).unwrap_or_default();
    let mut args = flags_of(&source);
    args.push(rel);
    Job {
        program: std::env::current_exe().unwrap_or_else(|_| PathBuf::from("minirt")),
        args,
        cwd: repo,
        env: vec![
            ("TEST_SERIAL_ID".into(), serial.to_string()),
            ("NODE_SKIP_FLAG_CHECK".into(), "1".into()),
        ],
        timeout: timeout_of(&source),
        self_exec: true,
    }
}

/// The file's `// timeout: SECS` from its leading comment lines, else [`TIMEOUT`].
fn timeout_of(source: &str) -> Duration {
    source
        .lines()
        .take_while(|l| l.starts_with("//") || l.trim().is_empty())
        .find_map(|l| l.strip_prefix("// timeout:"))
        .and_then(|v| v.trim().parse().ok())
        .map_or(TIMEOUT, Duration::from_secs)
}

/// `parallel/test-x.js` for `test/parallel/test-x.js`.
fn dir_and_name(p: &std::path::Path) -> String {
    let dir = p
        .parent()
        .and_then(|d| d.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!("{dir}/{}", name_of(p))
}

fn name_of(p: &std::path::Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn main() {
    child_entry();
    let args = parse_args();
    let root = test_root();
    let known = known_failures();
    let mut failures: Vec<String> = Vec::new();
    let mut passed = 0usize;
    let mut ignored = 0usize;

    // Ports of Node's tests (test/parallel) and minirt's own tests written the same way
    // (test/own) share one run, so both folders keep every core busy to the end.
    let phases: [(&[&str], usize); 2] = [
        (&["parallel", "own"], minirt_test::default_jobs()),
        (&["sequential"], 1),
    ];
    for (dirs, jobs) in phases {
        let mut files: Vec<PathBuf> = dirs
            .iter()
            .flat_map(|dir| list_tests(&root.join(dir), "test-"))
            .filter(|p| args.matches(&name_of(p)))
            .collect();
        files.sort_by_key(|p| name_of(p));
        if args.list {
            for f in &files {
                println!("{}: test", dir_and_name(f));
            }
            continue;
        }
        if files.is_empty() {
            continue;
        }
        println!(
            "running {} tests in test/{}",
            files.len(),
            dirs.join(", test/")
        );
        let serial = Arc::new(AtomicUsize::new(1));
        let items: Vec<(PathBuf, usize)> = files
            .into_iter()
            .map(|f| (f, serial.fetch_add(1, Ordering::SeqCst)))
            .collect();
        let results = run_all(
            items,
            jobs,
            |(f, id)| run(&job_for(f, *id)),
            |(f, _), r| {
                println!(
                    "test {} ... {} ({} ms)",
                    name_of(f),
                    r.verdict(),
                    r.elapsed.as_millis()
                )
            },
        );
        for ((file, _), r) in results {
            let name = name_of(&file);
            let expected_fail = known.get(&name);
            match (r.passed(), expected_fail) {
                (true, None) => passed += 1,
                (false, Some(_)) => ignored += 1,
                (true, Some(_)) => failures.push(format!(
                    "{name}: listed in test/known_failures but now passes; remove it from the list"
                )),
                (false, None) => {
                    let mut msg = format!("{name}: {}", r.verdict());
                    if r.truncated {
                        msg.push_str(" (output truncated)");
                    }
                    msg.push_str(&format!(
                        "\n--- stdout ---\n{}\n--- stderr ---\n{}",
                        tail(&r.stdout),
                        tail(&r.stderr)
                    ));
                    failures.push(msg);
                }
            }
        }
    }
    if args.list {
        return;
    }
    for f in &failures {
        println!("\nFAILED {f}");
    }
    println!(
        "\n{} passed, {} failed, {} skipped",
        passed,
        failures.len(),
        ignored
    );
    if !failures.is_empty() {
        std::process::exit(1);
    }
}

fn tail(s: &str) -> &str {
    let max = 4000;
    if s.len() <= max {
        return s;
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}
