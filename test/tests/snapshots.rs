//! Error snapshots of the fs whole-file family: runs every `test/snapshot/*.js` (files
//! starting with `_` are helpers) in a child minirt and compares its output with the pinned
//! snapshot in `test/tests/snapshots/`. The pinned text is Node 26.10's output for the same
//! script (temporary paths normalised to `<TMP>`); `tools/snapshot-diff.sh` re-checks that
//! against a real node. `harness = false` because the child runtime must intercept `main`
//! (the binary re-executes itself with MINIRT_CHILD=1).
//!
//! The same binary also runs the checks in `test/snapshot/checks/` that need control over
//! the child's environment: the `MINIRT_TRACE_FS` pool-task count of a small readFile /
//! writeFile (exactly one each), readFile under `ulimit -n 64` (400 small files all succeed;
//! 600 KB files fail the excess with Node's EMFILE error and leak no fd), and a fuzz run of
//! the entry points with random argument types (no panic, no hang).

use std::path::PathBuf;
use std::time::Duration;

use minirt_test::{child_entry, run, test_root, Job};

fn child(
    repo: &std::path::Path,
    args: Vec<String>,
    env: Vec<(String, String)>,
) -> minirt_test::RunResult {
    run(&Job {
        program: std::env::current_exe().unwrap_or_else(|_| PathBuf::from("minirt")),
        args,
        cwd: repo.to_path_buf(),
        env,
        timeout: Duration::from_secs(120),
        self_exec: true,
    })
}

/// Runs the child under `ulimit -n 64` (through sh, which then execs this binary).
fn child_fd_limited(repo: &std::path::Path, script: &str, arg: &str) -> minirt_test::RunResult {
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("minirt"));
    run(&Job {
        program: PathBuf::from("/bin/sh"),
        args: vec![
            "-c".into(),
            "ulimit -n 64 && exec \"$0\" \"$1\" \"$2\"".into(),
            exe.to_string_lossy().into_owned(),
            script.into(),
            arg.into(),
        ],
        cwd: repo.to_path_buf(),
        env: Vec::new(),
        timeout: Duration::from_secs(120),
        self_exec: true,
    })
}

fn checks(repo: &std::path::Path) {
    let trace = "test/snapshot/checks/trace.js".to_string();
    for mode in [
        "read",
        "read-utf8",
        "write",
        "read-promise",
        "write-promise",
    ] {
        let r = child(
            repo,
            vec![trace.clone(), mode.into()],
            vec![("MINIRT_TRACE_FS".into(), "1".into())],
        );
        assert!(r.passed(), "trace {mode}: {} {}", r.verdict(), r.stderr);
        let tasks = r
            .stderr
            .lines()
            .filter(|l| l.contains("pool task:"))
            .count();
        assert_eq!(
            tasks, 1,
            "trace {mode}: expected one pool task, stderr:\n{}",
            r.stderr
        );
        println!("check trace {mode}: 1 pool task");
    }
    for (mode, want) in [("small", "ok 400 emfile none"), ("large", "emfile some")] {
        let r = child_fd_limited(repo, "test/snapshot/checks/emfile.js", mode);
        assert!(
            r.passed(),
            "emfile {mode}: {} {} {}",
            r.verdict(),
            r.stdout,
            r.stderr
        );
        assert!(r.stdout.contains(want), "emfile {mode}: {}", r.stdout);
        println!("check emfile {mode}: {}", r.stdout.trim());
    }
    let r = child(
        repo,
        vec!["test/snapshot/checks/fuzz.js".into()],
        Vec::new(),
    );
    assert!(r.passed(), "fuzz: {} {}", r.verdict(), r.stderr);
    assert!(!r.stderr.contains("panicked"), "fuzz: {}", r.stderr);
    assert!(r.stdout.contains("ok true"), "fuzz: {}", r.stdout);
    println!("check fuzz: ok");
}

fn main() {
    child_entry();
    let root = test_root();
    let repo = root
        .parent()
        .map(PathBuf::from)
        .unwrap_or_else(|| root.clone());
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(root.join("snapshot"))
        .map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    scripts.retain(|p| {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        name.ends_with(".js") && !name.starts_with('_')
    });
    scripts.sort();
    assert!(!scripts.is_empty(), "no snapshot scripts found");
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    for script in scripts {
        let name = script
            .file_stem()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !filter.is_empty() && !filter.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let rel = script
            .strip_prefix(&repo)
            .unwrap_or(&script)
            .to_string_lossy()
            .into_owned();
        let result = child(&repo, vec![rel], Vec::new());
        assert!(
            result.passed(),
            "{name}: {} {}",
            result.verdict(),
            result.stderr
        );
        insta::assert_snapshot!(name.as_str(), result.stdout);
        println!("snapshot {name}: ok");
    }
    if filter.is_empty() || filter.iter().any(|f| f == "checks") {
        checks(&repo);
    }
}
