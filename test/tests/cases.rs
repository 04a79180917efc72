//! Behaviour cases for the runtime itself (event-loop order, exit codes, errors, module
//! resolution, ESM/CJS interop, CLI). Each `test/cases/NAME.{js,mjs}` runs in a child
//! minirt with cwd `test/cases`; header comments state the expectations:
//!   `// exit: N` (default 0), `// stderr: TEXT` (must appear; repeatable),
//!   `// stdout: TEXT` (must appear; repeatable), `// args: A B` (after the file),
//!   `// timeout: SECS` (default 60; for cases that start many child processes).
//! A sibling `NAME.stdout` file must equal stdout exactly. These expectations were taken
//! from Node 26.10; set `MINIRT_CASES_NODE=/path/to/node` to check them against a real
//! node too (the same expectations must hold for it).

use std::path::{Path, PathBuf};
use std::time::Duration;

use minirt_test::{child_entry, parse_args, run, run_all, test_root, Job, RunResult};

const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

struct Case {
    name: String,
    program: Option<PathBuf>,
    args: Vec<String>,
    stdin_file: Option<PathBuf>,
    exit: i32,
    stdout_exact: Option<String>,
    stdout_has: Vec<String>,
    stderr_has: Vec<String>,
    env: Vec<(String, String)>,
    timeout: Duration,
}

fn header_values(source: &str, key: &str) -> Vec<String> {
    let prefix = format!("// {key}:");
    source
        .lines()
        .take_while(|l| l.starts_with("//") || l.starts_with('#') || l.trim().is_empty())
        .filter_map(|l| l.strip_prefix(&prefix).map(|v| v.trim().to_string()))
        .collect()
}

fn script_cases(dir: &Path) -> Vec<Case> {
    let mut out = Vec::new();
    for file in minirt_test::list_tests(dir, "") {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let source = std::fs::read_to_string(&file).unwrap_or_default();
        let exit = header_values(&source, "exit")
            .first()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let mut args = vec![name.clone()];
        for a in header_values(&source, "args") {
            args.extend(a.split_whitespace().map(str::to_string));
        }
        let stem = file.with_extension("stdout");
        out.push(Case {
            name,
            program: None,
            args,
            stdin_file: None,
            exit,
            stdout_exact: std::fs::read_to_string(stem).ok(),
            stdout_has: header_values(&source, "stdout"),
            stderr_has: header_values(&source, "stderr"),
            env: Vec::new(),
            timeout: header_values(&source, "timeout")
                .first()
                .and_then(|v| v.parse().ok())
                .map_or(DEFAULT_TIMEOUT, Duration::from_secs),
        });
    }
    out
}

/// Command-line behaviour, expectations as node 26.10 prints them.
fn cli_cases() -> Vec<Case> {
    let c = |name: &str, args: &[&str], exit: i32, stdout: &[&str], stderr: &[&str]| Case {
        name: format!("cli: {name}"),
        program: None,
        args: args.iter().map(|s| s.to_string()).collect(),
        stdin_file: None,
        exit,
        stdout_exact: None,
        stdout_has: stdout.iter().map(|s| s.to_string()).collect(),
        stderr_has: stderr.iter().map(|s| s.to_string()).collect(),
        env: Vec::new(),
        timeout: DEFAULT_TIMEOUT,
    };
    let mut v = vec![
        c(
            "-e runs code",
            &["-e", "console.log(6 * 7)"],
            0,
            &["42"],
            &[],
        ),
        c(
            "-p prints the result",
            &["-p", "[1, 'a']"],
            0,
            &["[ 1, 'a' ]"],
            &[],
        ),
        c(
            "-p of a string prints it raw",
            &["-p", "'x' + 1"],
            0,
            &["x1"],
            &[],
        ),
        c(
            "-e argv has no script",
            &[
                "-e",
                "console.log(JSON.stringify(process.argv.slice(1)))",
                "a",
                "b",
            ],
            0,
            &["[\"a\",\"b\"]"],
            &[],
        ),
        c("--version", &["--version"], 0, &["v26."], &[]),
        c("-v", &["-v"], 0, &["v26."], &[]),
        c("--help", &["--help"], 0, &["Usage:"], &[]),
        c(
            "unknown option exits 9",
            &["--no-such-flag", "x.js"],
            9,
            &[],
            &["bad option: --no-such-flag"],
        ),
        c(
            "missing entry file",
            &["does-not-exist.js"],
            1,
            &[],
            &[
                "Error: Cannot find module '",
                "does-not-exist.js'",
                "code: 'MODULE_NOT_FOUND'",
            ],
        ),
        c(
            "-- ends options",
            &["--", "argv.js", "--version"],
            0,
            &["[\"--version\"]"],
            &[],
        ),
        c(
            "--expose-gc provides gc()",
            &["--expose-gc", "-e", "gc(); console.log(typeof gc)"],
            0,
            &["function"],
            &[],
        ),
        c(
            "no gc() without the flag",
            &["-e", "console.log(typeof gc)"],
            0,
            &["undefined"],
            &[],
        ),
        c(
            "syntax error names the file",
            &["syntax-error.txt"],
            1,
            &[],
            &["syntax-error.txt:2\nconst x = ;\n", "SyntaxError: "],
        ),
    ];
    let mut stdin_case = c("script from stdin", &["-"], 0, &["from stdin 3"], &[]);
    stdin_case.stdin_file = Some(test_root().join("cases/stdin-script.txt"));
    v.push(stdin_case);
    v
}

fn check(case: &Case, r: &RunResult) -> Result<(), String> {
    let mut problems = Vec::new();
    if r.timed_out {
        problems.push("timed out".to_string());
    }
    if r.status != Some(case.exit) {
        problems.push(format!("exit code {:?}, expected {}", r.status, case.exit));
    }
    if let Some(exact) = &case.stdout_exact {
        if &r.stdout != exact {
            problems.push(format!(
                "stdout differs\n--- expected ---\n{exact}--- actual ---\n{}",
                r.stdout
            ));
        }
    }
    for s in &case.stdout_has {
        if !r.stdout.contains(s.as_str()) {
            problems.push(format!("stdout lacks {s:?}"));
        }
    }
    for s in &case.stderr_has {
        if !r.stderr.contains(s.as_str()) {
            problems.push(format!("stderr lacks {s:?}"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n--- stdout ---\n{}\n--- stderr ---\n{}",
            problems.join("\n"),
            r.stdout,
            r.stderr
        ))
    }
}

fn run_case(case: &Case, node: Option<&PathBuf>) -> RunResult {
    let dir = test_root().join("cases");
    let program = node
        .cloned()
        .or_else(|| case.program.clone())
        .unwrap_or_else(|| std::env::current_exe().unwrap_or_else(|_| PathBuf::from("minirt")));
    let job = Job {
        program,
        args: case.args.clone(),
        cwd: dir,
        env: case.env.clone(),
        timeout: case.timeout,
        self_exec: node.is_none(),
    };
    match &case.stdin_file {
        Some(f) => run_with_stdin(&job, f),
        None => run(&job),
    }
}

fn run_with_stdin(job: &Job, file: &Path) -> RunResult {
    let started = std::time::Instant::now();
    let mut cmd = std::process::Command::new(&job.program);
    cmd.args(&job.args).current_dir(&job.cwd);
    if job.self_exec {
        cmd.env("MINIRT_CHILD", "1");
    }
    let stdin = std::fs::File::open(file).map(std::process::Stdio::from);
    let out = stdin.and_then(|s| cmd.stdin(s).output());
    match out {
        Ok(o) => RunResult {
            status: o.status.code(),
            signal: None,
            timed_out: false,
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
            truncated: false,
            elapsed: started.elapsed(),
        },
        Err(e) => RunResult {
            status: None,
            signal: None,
            timed_out: false,
            stdout: String::new(),
            stderr: e.to_string(),
            truncated: false,
            elapsed: started.elapsed(),
        },
    }
}

fn main() {
    child_entry();
    let args = parse_args();
    let node = std::env::var_os("MINIRT_CASES_NODE").map(PathBuf::from);
    let mut cases = script_cases(&test_root().join("cases"));
    cases.extend(cli_cases());
    cases.retain(|c| args.matches(&c.name));
    if args.list {
        for c in &cases {
            println!("{}: test", c.name);
        }
        return;
    }
    println!("running {} cases", cases.len());
    let node2 = node.clone();
    let results = run_all(
        cases,
        minirt_test::default_jobs(),
        move |c| run_case(c, node2.as_ref()),
        |_, _| {},
    );
    let mut passed = 0;
    let mut failed = Vec::new();
    for (case, r) in &results {
        match check(case, r) {
            Ok(()) => {
                passed += 1;
                println!("test {} ... ok", case.name);
            }
            Err(e) => {
                println!("test {} ... FAILED", case.name);
                failed.push(format!("{}: {e}", case.name));
            }
        }
    }
    for f in &failed {
        println!("\nFAILED {f}");
    }
    println!("\n{} passed, {} failed", passed, failed.len());
    if !failed.is_empty() {
        std::process::exit(1);
    }
}
