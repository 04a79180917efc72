//! The REPL on a real pseudo-terminal: `minirt` started with no script on a terminal, keys
//! typed into the pty's master side, the screen read back. Checks what a person sees: the
//! welcome line and prompt, coloured results, multi-line input, top-level await, uncaught
//! errors that leave the REPL running, tab completion, Ctrl-C twice, Ctrl-D, history written
//! to the file, and the terminal's mode put back after exit; the grey preview of calls to the
//! session's own functions and of lazily made globals, editor mode ended on unfinished input,
//! a name declared twice in one line, Tab on a line of blanks, Ctrl-C stopping a busy loop,
//! and the hint for an npm command.

use minirt_test::child_entry;

mod pty_session;

use pty_session::{temp_home, Session};
use std::time::Duration;

fn main() {
    child_entry();
    // SAFETY: posix_openpt only returns a new fd or -1; the fd is closed right away.
    let probe = unsafe { libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY) };
    if probe < 0 {
        println!("repl_pty: skipped: this machine has no pseudo-terminals (/dev/ptmx)");
        return;
    }
    // SAFETY: closes the probe fd opened above.
    unsafe { libc::close(probe) };
    let tests: &[(&str, fn())] = &[
        (
            "evaluates_prints_and_keeps_history",
            evaluates_prints_and_keeps_history,
        ),
        ("ctrl_c_twice_exits", ctrl_c_twice_exits),
        (
            "ctrl_d_exits_and_restores_the_terminal",
            ctrl_d_exits_and_restores_the_terminal,
        ),
        (
            "history_file_is_read_back_and_keeps_failed_lines",
            history_file_is_read_back_and_keeps_failed_lines,
        ),
        (
            "dumb_terminal_only_appends_keys",
            dumb_terminal_only_appends_keys,
        ),
        (
            "keys_typed_during_top_level_await_wait",
            keys_typed_during_top_level_await_wait,
        ),
        (
            "ctrl_c_interrupts_top_level_await",
            ctrl_c_interrupts_top_level_await,
        ),
        (
            "top_level_function_call_is_previewed",
            top_level_function_call_is_previewed,
        ),
        ("console_is_previewed", console_is_previewed),
        (
            "editor_mode_ends_on_unfinished_input",
            editor_mode_ends_on_unfinished_input,
        ),
        (
            "redeclaration_in_one_line_is_marked",
            redeclaration_in_one_line_is_marked,
        ),
        ("tab_on_blanks_lists_globals", tab_on_blanks_lists_globals),
        ("ctrl_c_stops_a_busy_loop", ctrl_c_stops_a_busy_loop),
        ("npm_command_gets_a_hint", npm_command_gets_a_hint),
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
    println!("repl_pty: {} passed, {failed} failed", tests.len() - failed);
    if failed > 0 {
        std::process::exit(1);
    }
}

fn evaluates_prints_and_keeps_history() {
    let home = temp_home("eval");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "Welcome to minirt v");
    at = s.wait_for(at, "Type \".help\" for more information.");
    at = s.wait_for(at, "> ");
    // A result in the number colour (yellow), as Node's REPL shows it on a terminal.
    s.type_keys("1+2\r");
    at = s.wait_for(at, "\x1b[33m3\x1b[39m");
    at = s.wait_for(at, "> ");
    // An incomplete function continues on `| ` lines.
    s.type_keys("function f() {\r");
    at = s.wait_for(at, "| ");
    s.type_keys("return 40 + 2 }\r");
    at = s.wait_for(at, "> ");
    s.type_keys("f()\r");
    at = s.wait_for(at, "42");
    // Top-level await.
    s.type_keys("await Promise.resolve(7)\r");
    at = s.wait_for(at, "\x1b[33m7\x1b[39m");
    // A throw is reported and the REPL goes on.
    s.type_keys("throw new Error('boom')\r");
    at = s.wait_for(at, "Uncaught Error: boom");
    s.type_keys("_error.message\r");
    at = s.wait_for(at, "'boom'");
    // Tab completes a global defined in this session.
    s.type_keys("let someLongVariableName = 5\r");
    at = s.wait_for(at, "> ");
    s.type_keys("someLongVar\t");
    at = s.wait_for(at, "someLongVariableName");
    s.type_keys("\r");
    at = s.wait_for(at, "\x1b[33m5\x1b[39m");
    s.type_keys(".exit\r");
    let code = s.finish();
    assert_eq!(code, 0, "exit code; screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let history = std::fs::read_to_string(home.join(".minirt_repl_history"))
        .expect("history file written at exit");
    assert!(history.contains("1+2"), "history: {history:?}");
    assert!(history.contains("f()"), "history: {history:?}");
    let _ = std::fs::remove_dir_all(&home);
}

fn ctrl_c_twice_exits() {
    let home = temp_home("ctrlc");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("\x03");
    at = s.wait_for(at, "(To exit, press Ctrl+C again or Ctrl+D or type .exit)");
    s.type_keys("\x03");
    let code = s.finish();
    assert_eq!(code, 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn ctrl_d_exits_and_restores_the_terminal() {
    let home = temp_home("ctrld");
    let mut s = Session::start(&home, &[]);
    s.wait_for(0, "> ");
    s.type_keys("\x04");
    let code = s.finish();
    assert_eq!(code, 0, "screen:\n{}", s.screen.escape_debug());
    // The slave side of the terminal is back in cooked mode with echo.
    // SAFETY: opens the pty's slave by its path; termios is filled by tcgetattr.
    unsafe {
        let fd = libc::open(s.pty.slave_path.as_ptr(), libc::O_RDWR | libc::O_NOCTTY);
        assert!(fd >= 0);
        let mut t: libc::termios = std::mem::zeroed();
        assert_eq!(libc::tcgetattr(fd, &mut t), 0);
        libc::close(fd);
        assert!(t.c_lflag & libc::ECHO != 0, "echo restored");
        assert!(t.c_lflag & libc::ICANON != 0, "canonical mode restored");
    }
    let _ = std::fs::remove_dir_all(&home);
}

fn history_file_is_read_back_and_keeps_failed_lines() {
    let home = temp_home("histfile");
    let file = home.join("hist");
    let file_env = file.to_str().expect("utf-8 temp path").to_owned();
    // First run: a line that throws while running stays in the history (Node reports it
    // through the REPL's domain; only lines that fail to compile are replaced).
    let mut s = Session::start(&home, &[("NODE_REPL_HISTORY", &file_env)]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("40+2\r");
    at = s.wait_for(at, "42");
    at = s.wait_for(at, "> ");
    s.type_keys("null.x\r");
    at = s.wait_for(at, "Uncaught TypeError");
    at = s.wait_for(at, "> ");
    s.type_keys("let q = ;\r");
    at = s.wait_for(at, "Uncaught SyntaxError");
    at = s.wait_for(at, "> ");
    s.type_keys("6*7\r");
    at = s.wait_for(at, "42");
    s.type_keys("\x04");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let history = std::fs::read_to_string(&file).expect("history file written at exit");
    assert_eq!(
        history, "6*7\nnull.x\n40+2",
        "newest first, the syntax error replaced"
    );
    // Second run: Up brings the newest line back from the file.
    let mut s = Session::start(&home, &[("NODE_REPL_HISTORY", &file_env)]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("\x1b[A");
    // The recalled line, coloured as it is typed.
    at = s.wait_for(at, "\x1b[33m6\x1b[39m*\x1b[33m7\x1b[39m");
    s.type_keys("\r");
    at = s.wait_for(at, "\x1b[33m42\x1b[39m");
    s.type_keys("\x04");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn dumb_terminal_only_appends_keys() {
    let home = temp_home("dumb");
    let mut s = Session::start(&home, &[("TERM", "dumb")]);
    let mut at = s.wait_for(0, "> ");
    // No completion, no cursor keys, no redrawing: Tab and the arrow's sequence are not
    // editing keys, the tab is part of the line and the arrow is dropped.
    s.type_keys("1+\t");
    s.type_keys("\x1b[D");
    s.type_keys("2\r");
    at = s.wait_for(at, "1+\t2\r\r\n3\r\n> ");
    assert!(
        !s.screen.contains("\x1b["),
        "no escape sequences on a dumb terminal:\n{}",
        s.screen.escape_debug()
    );
    s.type_keys("\x04");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn keys_typed_during_top_level_await_wait() {
    let home = temp_home("tlakeys");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    // The second line is typed while the first awaits: it is held back (not even echoed)
    // and runs after the awaited result is shown, as in Node.
    s.type_keys("await new Promise(r => setTimeout(() => r(5), 300))\r");
    s.type_keys("1+1\r");
    at = s.wait_for(at, "\x1b[33m5\x1b[39m");
    at = s.wait_for(at, "1\x1b[39m+\x1b[33m1");
    at = s.wait_for(at, "\x1b[33m2\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn ctrl_c_interrupts_top_level_await() {
    let home = temp_home("tlactrlc");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("await new Promise(() => {})\r");
    s.type_keys("\x03");
    at = s.wait_for(
        at,
        "Uncaught:\r\n[Error [ERR_SCRIPT_EXECUTION_INTERRUPTED]: Script execution was interrupted by `SIGINT`] {",
    );
    at = s.wait_for(at, "> ");
    // The REPL takes input again.
    s.type_keys("6*7\r");
    at = s.wait_for(at, "\x1b[33m42\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn top_level_function_call_is_previewed() {
    let home = temp_home("fnpreview");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("function add(a, b) { return a + b }\r");
    at = s.wait_for(at, "undefined");
    at = s.wait_for(at, "> ");
    // The call's value shows grey under the line while it is typed, as V8's
    // side-effect-free evaluation gives it in Node.
    s.type_keys("add(1, 2)");
    at = s.wait_for(at, "\r\n\x1b[90m3\x1b[39m");
    s.type_keys("\r");
    at = s.wait_for(at, "\x1b[33m3\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn console_is_previewed() {
    let home = temp_home("consolepreview");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("console");
    at = s.wait_for(at, "\x1b[90mObject [console] { log: [Function: log]");
    s.type_keys("\x15.exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn editor_mode_ends_on_unfinished_input() {
    let home = temp_home("editorend");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys(".editor\r");
    at = s.wait_for(
        at,
        "// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)",
    );
    s.type_keys("let x = (\r");
    s.type_keys("\x04");
    // V8's error at the end of the input: an empty last line, an empty mark, a blank line.
    at = s.wait_for(
        at,
        "\r\n\r\n\r\nUncaught SyntaxError: Unexpected end of input\r\n",
    );
    at = s.wait_for(at, "> ");
    s.type_keys("6*7\r");
    at = s.wait_for(at, "\x1b[33m42\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn redeclaration_in_one_line_is_marked() {
    let home = temp_home("redeclare");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    // Not unfinished input (no `| ` row): the repeated name is marked and the REPL goes on.
    s.type_keys("const c = 1; var c = 2\r");
    at = s.wait_for(
        at,
        "\r\n                 ^\r\n\r\nUncaught SyntaxError: Identifier 'c' has already been declared\r\n",
    );
    at = s.wait_for(at, "> ");
    s.type_keys("6*7\r");
    at = s.wait_for(at, "\x1b[33m42\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn tab_on_blanks_lists_globals() {
    let home = temp_home("tabblank");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    // Leading blanks are ignored: the listing is the one of an empty line, ending with the
    // global object's inherited `constructor`.
    s.type_keys(" ");
    s.type_keys("\t");
    s.type_keys("\t");
    at = s.wait_for(at, "globalThis");
    at = s.wait_for(at, "\r\nconstructor\r");
    s.type_keys("\x15.exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn ctrl_c_stops_a_busy_loop() {
    let home = temp_home("busyloop");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("while (true) {}\r");
    at = s.wait_for(at, "{}");
    // Time for the loop to start: the terminal is out of raw mode while code runs, so
    // Ctrl+C is then a SIGINT that ends the run.
    std::thread::sleep(Duration::from_millis(1000));
    s.type_keys("\x03");
    at = s.wait_for(at, "Script execution was interrupted by `SIGINT`");
    at = s.wait_for(at, "> ");
    s.type_keys("6*7\r");
    at = s.wait_for(at, "\x1b[33m42\x1b[39m");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}

fn npm_command_gets_a_hint() {
    let home = temp_home("npm");
    let mut s = Session::start(&home, &[]);
    let mut at = s.wait_for(0, "> ");
    s.type_keys("npm install left-pad\r");
    at = s.wait_for(
        at,
        "npm should be run outside of the Node.js REPL, in your normal shell.\r\n(Press Ctrl+D to exit.)\r\n",
    );
    at = s.wait_for(at, "> ");
    s.type_keys(".exit\r");
    assert_eq!(s.finish(), 0, "screen:\n{}", s.screen.escape_debug());
    let _ = at;
    let _ = std::fs::remove_dir_all(&home);
}
