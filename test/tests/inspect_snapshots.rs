//! util.inspect snapshots: runs `test/inspect/catalogue.js` (about 140 values, each printed
//! after a `=== label` line) in a child minirt and compares its stdout with the pinned
//! snapshot `test/tests/snapshots/inspect_snapshots__catalogue.snap`. The pinned text is
//! Node 26.10's output for the same script (`node test/inspect/catalogue.js`), so any
//! difference is a divergence from Node. `harness = false` because the child runtime must
//! intercept `main` (the binary re-executes itself with MINIRT_CHILD=1).

use std::path::PathBuf;
use std::time::Duration;

use minirt_test::{child_entry, run, test_root, Job};

fn main() {
    child_entry();
    let root = test_root();
    let result = run(&Job {
        program: std::env::current_exe().unwrap_or_else(|_| PathBuf::from("minirt")),
        args: vec!["catalogue.js".to_string()],
        cwd: root.join("inspect"),
        env: Vec::new(),
        timeout: Duration::from_secs(60),
        self_exec: true,
    });
    assert!(
        result.passed(),
        "catalogue: {} {}",
        result.verdict(),
        result.stderr
    );
    insta::assert_snapshot!("catalogue", result.stdout);
    println!("inspect snapshot catalogue: ok");
}
