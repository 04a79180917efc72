//! More of the REPL on a real pseudo-terminal, each checked against what Node 26 shows for
//! the same keys: a run stopped by
//! Ctrl+C reported with its frames, stack positions of a `let` line, the grey preview of
//! shape reads (`Reflect.ownKeys`, `Object.keys(globalThis)`, `this`), `.load` and `.save`,
//! the editing keys (Ctrl-W, Ctrl-U, Ctrl-K, Home, End), editor mode's result, Ctrl+C on a
//! line being typed, core modules by bare name, completion after a dot, a long result and
//! `process.exit(3)`.

use minirt_test::child_entry;

mod pty_session;

use pty_session::{temp_home, Session};
use std::time::Duration;
fn main() {
    child_entry();
    // SAFETY: posix_openpt only returns a new fd or -1; the fd is closed right away.
    let probe = unsafe { libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY) };
    if probe < 0 {
        println!("repl_pty_more: skipped: this machine has no pseudo-terminals (/dev/ptmx)");
        return;
    }
    // SAFETY: closes the probe fd opened above.
    unsafe { libc::close(probe) };
    let tests: &[(&str, fn())] = &[
        (
            "ctrl_c_in_a_busy_loop_reports_the_error_with_frames",
            ctrl_c_in_a_busy_loop_reports_the_error_with_frames,
        ),
        ("let_line_keeps_its_columns", let_line_keeps_its_columns),
        ("shape_reads_are_previewed", shape_reads_are_previewed),
        ("load_and_save", load_and_save),
        ("editing_keys", editing_keys),
        (
            "editor_mode_prints_the_result",
            editor_mode_prints_the_result,
        ),
        (
            "ctrl_c_on_a_typed_line_clears_it",
            ctrl_c_on_a_typed_line_clears_it,
        ),
        (
            "core_module_by_bare_name_and_completion_after_a_dot",
            core_module_by_bare_name_and_completion_after_a_dot,
        ),
        ("long_result_and_exit_code", long_result_and_exit_code),
    ];
    let mut failed = 0;
    for (name, t) in tests {
        match std::panic::catch_unwind(t) {
            Ok(()) => println!("test {name} ... ok"),
            Err(_) => {
                println!("test {name} ... FAILED");
                failed += 1;
            }
        }
    }
    println!(
        "repl_pty_more: {} passed, {failed} failed",
        tests.len() - failed
    );
    if failed > 0 {
        std::process::exit(1);
    }
}

fn ctrl_c_in_a_busy_loop_reports_the_error_with_frames() {
    let home = temp_home("more-busy");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("while (true) {}\r");
    at = s.wait_for(at, "{}");
    std::thread::sleep(Duration::from_millis(1000));
    s.type_keys("\x03");
    // An error with a stack (not `[Error: ...]`), then its code.
    at = s.wait_for(
        at,
        "Uncaught Error: Script execution was interrupted by `SIGINT`\r\n",
    );
    at = s.wait_for(at, "    at ");
    at = s.wait_for(
        at,
        "code: \x1b[32m'ERR_SCRIPT_EXECUTION_INTERRUPTED'\x1b[39m",
    );
    at = s.wait_for(at, "> ");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn let_line_keeps_its_columns() {
    let home = temp_home("more-columns");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("let x = (() => { throw new Error(\"a\") })()\r");
    at = s.wait_for(at, "Uncaught Error: a\r\n    at REPL1:1:24\r\n");
    at = s.wait_for(at, "> ");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn shape_reads_are_previewed() {
    let home = temp_home("more-shape");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("Reflect.ownKeys({b:1})");
    at = s.wait_for(at, "\r\n\x1b[90m[ 'b' ]\x1b[39m");
    s.type_keys("\x15");
    at = s.wait_for(at, "> ");
    s.type_keys("Object.keys(globalThis).length >= 0");
    at = s.wait_for(at, "\r\n\x1b[90mtrue\x1b[39m");
    s.type_keys("\x15");
    at = s.wait_for(at, "> ");
    s.type_keys("this");
    at = s.wait_for(at, "\r\n\x1b[90m<ref *1> Object [global] {");
    s.type_keys("\x15.exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn load_and_save() {
    let home = temp_home("more-load");
    let input = home.join("inp.js");
    std::fs::write(
        &input,
        "const loaded = 41\nfunction lf() {\n  return loaded + 1\n}\nlf()\n",
    )
    .expect("write the file to load");
    let saved = home.join("out.js");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys(&format!(".load {}\r", input.display()));
    at = s.wait_for(at, "lf()");
    at = s.wait_for(at, "\x1b[33m42\x1b[39m");
    at = s.wait_for(at, "> ");
    s.type_keys(&format!(".save {}\r", saved.display()));
    at = s.wait_for(at, &format!("Session saved to: {}\r\n", saved.display()));
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let text = std::fs::read_to_string(&saved).expect("saved file");
    assert_eq!(
        text,
        "const loaded = 41\nfunction lf() {\n  return loaded + 1\n}\nlf()\n"
    );
    let _ = std::fs::remove_dir_all(&home);
}

fn editing_keys() {
    let home = temp_home("more-editing");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    // Ctrl-W removes the word before the cursor.
    s.type_keys("let w = 12 34");
    s.type_keys("\x17");
    s.type_keys("\r");
    at = s.wait_for(at, "\x1b[90mundefined\x1b[39m");
    s.type_keys("w\r");
    at = s.wait_for(at, "\x1b[33m12\x1b[39m");
    // Ctrl-U empties the line.
    s.type_keys("abc");
    s.type_keys("\x15");
    s.type_keys("5\r");
    at = s.wait_for(at, "\x1b[33m5\x1b[39m");
    // Ctrl-K removes what follows the cursor.
    s.type_keys("7+1");
    s.type_keys("\x1b[D");
    s.type_keys("\x1b[D");
    s.type_keys("\x0b");
    s.type_keys("\r");
    at = s.wait_for(at, "\x1b[33m7\x1b[39m\r\n");
    // Home and End.
    s.type_keys("2*3");
    s.type_keys("\x1b[H");
    s.type_keys("1");
    s.type_keys("\x1b[F");
    s.type_keys("0\r");
    at = s.wait_for(at, "\x1b[33m360\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn editor_mode_prints_the_result() {
    let home = temp_home("more-editor");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys(".editor\r");
    at = s.wait_for(
        at,
        "// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)",
    );
    s.type_keys("function g() {\r");
    s.type_keys("return 9\r");
    s.type_keys("}\r");
    s.type_keys("g()");
    s.type_keys("\x04");
    at = s.wait_for(at, "\x1b[33m9\x1b[39m");
    at = s.wait_for(at, "> ");
    s.type_keys("g() + 1\r");
    at = s.wait_for(at, "\x1b[33m10\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn ctrl_c_on_a_typed_line_clears_it() {
    let home = temp_home("more-ctrlc-line");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("12");
    at = s.wait_for(at, "\x1b[33m12\x1b[39m");
    // The first Ctrl+C only drops the line; the message comes on an empty line.
    s.type_keys("\x03");
    at = s.wait_for(at, "\r\r\n\x1b[1G\x1b[0J> ");
    assert!(
        !s.screen[at..].contains("To exit"),
        "screen:\n{}",
        s.screen.escape_debug()
    );
    s.type_keys("\x03");
    at = s.wait_for(at, "(To exit, press Ctrl+C again or Ctrl+D or type .exit)");
    s.type_keys("\x03");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn core_module_by_bare_name_and_completion_after_a_dot() {
    let home = temp_home("more-core");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("typeof fs.readFileSync\r");
    at = s.wait_for(at, "\x1b[32m'function'\x1b[39m");
    s.type_keys("let obj = {alpha: 1, beta: 2}\r");
    at = s.wait_for(at, "> ");
    s.type_keys("obj.al");
    // Tab on its own: in the same read as the letters it would be pasted text.
    at = s.wait_for(at, "obj.al");
    s.type_keys("\t");
    at = s.wait_for(at, "obj.alpha");
    s.type_keys("\r");
    at = s.wait_for(at, "\x1b[33m1\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn long_result_and_exit_code() {
    let home = temp_home("more-long");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    // Wider than the 80 columns: written whole, the terminal wraps it.
    s.type_keys("\"x\".repeat(100)\r");
    let long = format!("\x1b[32m'{}'\x1b[39m", "x".repeat(100));
    at = s.wait_for(at, &long);
    at = s.wait_for(at, "> ");
    s.type_keys("process.exit(3)\r");
    assert_eq!(s.finish(), 3, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}
