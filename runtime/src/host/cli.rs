//! node's command line: `minirt [options] [FILE | -e CODE | -p CODE | -] [args...]`.

use std::ffi::OsString;

use crate::host::node_options;
use crate::host::runtime::{Entry, Options};

const HELP: &str = "Usage: minirt [options] [ script.js ] [arguments]
       minirt -e|-p \"script\" [arguments]
       minirt - [arguments]        (read the script from stdin)
       minirt [-i]                 (the REPL: with no script on a terminal, or -i)

Options:
  -e, --eval CODE          evaluate CODE as a script
  -c, --check              check the script's syntax without running it
  --run NAME [-- ARGS]     run the package.json script NAME (with ARGS appended)
  --watch                  run the script again when a file it loaded changes (also
                           --watch-path DIR, --watch-preserve-output,
                           --watch-kill-signal SIGNAL)
  -i, --interactive        start the REPL even if stdin is not a terminal
  -p, --print CODE         evaluate CODE and print the result
  -r, --require MODULE     require MODULE before the entry point (repeatable)
  -v, --version            print minirt's Node-compatible version
  -h, --help               print this help
  --expose-gc              expose globalThis.gc()
  --expose-internals       allow require('internal/...')
  --no-warnings            silence process warnings
  --no-deprecation         silence deprecation warnings
  --redirect-warnings FILE append process warnings to FILE instead of stderr
  --env-file FILE          set the variables of a .env file the environment does not
                           already have (repeatable; later files win); --env-file-if-exists
                           skips a file that is not there
  --disable-warning NAME   do not print warnings with this code or type (repeatable)
  --test [patterns...]     run the test files matching the globs (default: Node's patterns),
                           each in its own process, and report with node:test's reporters
  --test-reporter NAME     spec, tap, dot or junit (also --test-reporter-destination FILE)
  --test-name-pattern RE   run only tests whose name matches (--test-skip-pattern skips)
  --test-only              run only tests marked `only`
  --                       end of options

Environment:
  UV_THREADPOOL_SIZE       worker threads for fs jobs (1..1024, default min(4, CPUs), at least 2)
  MINIRT_JS_LIB_DIR        load built-in JS modules from this directory
  MINIRT_TRACE_FS          print one line per fs pool task to stderr
  MINIRT_FS_FAULTS         inject fs syscall faults, e.g. 'write:ENOSPC:after=4096;read:short=7'
                           (see docs/FS-SEMANTICS.md, \"Fault injection\")
";

/// Options that take no value and that minirt accepts (Node tests pass many of them in
/// `// Flags:` lines); those with an effect are handled below.
const ACCEPTED: &[&str] = &[
    "--expose-gc",
    "--expose_gc",
    "--expose-internals",
    "--expose_internals",
    // V8's string-representation test helpers (js-lib internal/engine/externalize_string).
    "--expose-externalize-string",
    "--expose_externalize_string",
    "--no-warnings",
    "--no-deprecation",
    "--pending-deprecation",
    "--throw-deprecation",
    "--trace-deprecation",
    "--trace-warnings",
    "--trace-uncaught",
    "--no-experimental-fetch",
    // js-lib's loader reads it from execArgv and hides node:sqlite.
    "--no-experimental-sqlite",
    "--experimental-sqlite",
    "--experimental-vm-modules",
    "--experimental-test-module-mocks",
    "--experimental-permission",
    "--experimental-default-type=commonjs",
    "--experimental-require-module",
    "--no-experimental-require-module",
    "--require-module",
    "--no-require-module",
    "--abort-on-uncaught-exception",
    "--abort_on_uncaught_exception",
    // js-lib's http reads it from execArgv.
    "--insecure-http-parser",
    // js-lib's net reads them from execArgv.
    "--network-family-autoselection",
    "--no-network-family-autoselection",
    "--allow-natives-syntax",
    "--allow_natives_syntax",
    "--no-force-async-hooks-checks",
    "--enable-source-maps",
    "--preserve-symlinks",
    "--preserve-symlinks-main",
    "--zero-fill-buffers",
    "--stack-trace-limit",
    // TypeScript type stripping (on by default); js-lib reads them from execArgv.
    "--strip-types",
    "--no-strip-types",
    // V8 flags for import syntax: attributes are always on in Boa; source phase imports
    // (`import source x from`) stay a SyntaxError (docs/ENGINE.md).
    "--harmony-import-attributes",
    "--js-source-phase-imports",
    // Temporal is always on in Boa, as in Node 26 (Node's Temporal tests pass it).
    "--harmony-temporal",
    // TLS defaults and CA stores; js-lib's tls and internal/tls/ca_store read them.
    "--tls-min-v1.0",
    "--tls-min-v1.1",
    "--tls-min-v1.2",
    "--tls-min-v1.3",
    "--tls-max-v1.2",
    "--tls-max-v1.3",
    "--use-system-ca",
    "--no-use-system-ca",
    // The bundled store is the default one (webpki-roots).
    "--use-bundled-ca",
    // V8 compiler and collector tuning: nothing a program can see, no engine counterpart.
    "--noconcurrent_recompilation",
    "--no-concurrent-recompilation",
    "--stress-compaction",
    "--predictable-gc-schedule",
    "--no-concurrent-array-buffer-sweeping",
];

/// `--experimental-*` options Node 26 no longer has (it rejects them as bad options).
const REMOVED: &[&str] = &["--experimental-transform-types"];

/// Stack reserved for the JS thread. Boa's parser and compiler recurse once per nesting
/// level of the source, and generated code (ajv's validators) nests deep enough to overflow
/// the 8 MiB main thread; the reservation costs address space, not memory.
const JS_STACK: usize = 512 * 1024 * 1024;

/// Runs minirt with `args` on a thread with [`JS_STACK`] of stack; the exit code.
pub fn main(args: Vec<OsString>) -> i32 {
    report_engine_limit_panics();
    let js = std::thread::Builder::new()
        .name("minirt".into())
        .stack_size(JS_STACK)
        .spawn(move || run(args));
    match js {
        Ok(handle) => handle.join().unwrap_or_else(|payload| {
            if is_engine_limit_panic(&*payload) {
                1
            } else {
                70
            }
        }),
        // No thread with that much stack: run on this one.
        Err(_) => run(std::env::args_os().collect()),
    }
}

/// Boa 0.22 panics ("async modules cannot directly throw") when the recursion or stack
/// limit is hit in the synchronous part of a module with top-level await, where any other
/// script gets V8's uncaught `RangeError: Maximum call stack size exceeded`
/// (docs/ENGINE.md). The message names the engine error it unwrapped.
fn is_engine_limit_panic(payload: &(dyn std::any::Any + Send)) -> bool {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .is_some_and(is_engine_limit_text)
}

fn is_engine_limit_text(text: &str) -> bool {
    text.starts_with("async modules cannot directly throw") && text.contains("RuntimeLimit(")
}

/// Reports that panic as Node reports an uncaught stack overflow, instead of the default
/// hook's panic message and backtrace; every other panic goes to the hook before it.
fn report_engine_limit_panics() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info.payload_as_str().is_some_and(is_engine_limit_text) {
            eprint!(
                "\n[RangeError: Maximum call stack size exceeded]\n\nNode.js {}\n",
                crate::NODE_VERSION
            );
        } else {
            previous(info);
        }
    }));
}

fn run(args: Vec<OsString>) -> i32 {
    // As Node: a write past RLIMIT_FSIZE fails with EFBIG instead of ending the process
    // (SIGXFSZ ignored, as SIGPIPE is already; SIGUSR1 ignored, as it does not end Node,
    // which starts its inspector there; children get all three back at their default),
    // signals the parent ignored are not, and the ones that end the process put a terminal
    // left in raw mode back first.
    crate::bindings::io::init_signal_actions();
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let (args, node_options_args) = match with_node_options(args) {
        Ok(v) => v,
        Err((args, msg)) => {
            eprintln!("{}: {msg}", exe_name(&args));
            return 9;
        }
    };
    match parse(&args) {
        Ok(Some(mut opts)) => {
            opts.node_options_args = node_options_args;
            // Read once, before any JS runs; a bad spec is a usage error like a bad option.
            if let Err(msg) = fs_binding::fault::init_from_env() {
                eprintln!(
                    "{}: invalid {}: {msg}",
                    exe_name(&args),
                    fs_binding::fault::ENV_VAR
                );
                return 9;
            }
            crate::host::runtime::run(opts)
        }
        Ok(None) => 0,
        Err(msg) => {
            eprintln!("{}: {msg}", exe_name(&args));
            9
        }
    }
}

/// `args` with the options of `NODE_OPTIONS` put first, and how many `exec_argv` entries
/// they make; or the args and why `NODE_OPTIONS` is refused.
fn with_node_options(args: Vec<String>) -> Result<(Vec<String>, usize), (Vec<String>, String)> {
    let value = match std::env::var("NODE_OPTIONS") {
        Ok(v) if !v.trim().is_empty() => v,
        _ => return Ok((args, 0)),
    };
    let mut words =
        match node_options::split(&value).and_then(|w| node_options::check(&w).map(|()| w)) {
            Ok(w) => w,
            Err(msg) => return Err((args, msg)),
        };
    let argv0 = args.first().cloned().unwrap_or_default();
    let parse_alone = |words: &[String]| {
        let mut alone = vec![argv0.clone()];
        alone.extend(words.iter().cloned());
        parse(&alone)
    };
    // As Node: a word that is no option's value ends the options; it and the rest are
    // ignored.
    let mut parsed = parse_alone(&words);
    if let Ok(Some(o)) = &parsed {
        if let Entry::File(f) = &o.entry {
            if let Some(at) = words.iter().position(|w| w == f) {
                words.truncate(at);
                parsed = parse_alone(&words);
            }
        }
    }
    let count = match parsed {
        Ok(Some(o)) => o.exec_argv.len(),
        Ok(None) => 0,
        Err(msg) => {
            let msg = match msg.strip_prefix("bad option: ") {
                Some(name) => format!("{name} is not allowed in NODE_OPTIONS"),
                None => msg,
            };
            return Err((args, msg));
        }
    };
    let mut merged = vec![args.first().cloned().unwrap_or_default()];
    merged.extend(words);
    merged.extend(args.into_iter().skip(1));
    Ok((merged, count))
}

/// The program as it was invoked (argv[0], path and all), which Node's usage errors name.
fn exe_name(args: &[String]) -> String {
    args.first()
        .filter(|a| !a.is_empty())
        .cloned()
        .unwrap_or_else(|| "minirt".into())
}

/// Parses argv; `Ok(None)` means the request was served (help, version).
pub fn parse(args: &[String]) -> Result<Option<Options>, String> {
    let mut opts = Options::default();
    let mut i = 1;
    let mut entry: Option<Entry> = None;
    let mut interactive = false;
    let mut check = false;
    let mut watch = false;
    let mut dash_dash = false;
    let mut eval: Option<String> = None;
    let mut print = false;
    while i < args.len() {
        let a = &args[i];
        if a == "--" {
            dash_dash = true;
            i += 1;
            break;
        }
        if a == "-" {
            // Left in the arguments: Node's process.argv[1] is '-' then.
            entry = Some(Entry::Stdin);
            break;
        }
        if !a.starts_with('-') {
            break;
        }
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = inline.clone() {
                // Node refuses an empty `--name=` for every option that takes a value.
                if v.is_empty() {
                    return Err(format!("{name}= requires an argument"));
                }
                return Ok(v);
            }
            // As Node: an argument that starts with `-` is never taken as a value.
            *i += 1;
            args.get(*i)
                .filter(|v| !v.starts_with('-'))
                .cloned()
                .ok_or_else(|| format!("{name} requires an argument"))
        };
        match name.as_str() {
            "-h" | "--help" => {
                print!("{HELP}");
                return Ok(None);
            }
            "-v" | "--version" => {
                println!("{}", crate::NODE_VERSION);
                return Ok(None);
            }
            "-e" | "--eval" => {
                let code = value(&mut i)?;
                opts.exec_argv.push(a.clone());
                opts.exec_argv.push(code.clone());
                eval = Some(code);
            }
            // As Node, `--print` is a flag that takes the code only when an argument that
            // is not an option follows; without code it prints what `-e` or stdin evaluates
            // to, and a script file runs as usual.
            "-p" | "--print" => {
                print = true;
                opts.exec_argv.push(a.clone());
                let next = args.get(i + 1).filter(|v| !v.starts_with('-'));
                if let (None, Some(code)) = (&inline, next) {
                    opts.exec_argv.push(code.clone());
                    eval = Some(code.clone());
                    i += 1;
                }
            }
            "-pe" => {
                let code = value(&mut i)?;
                opts.exec_argv.push(a.clone());
                opts.exec_argv.push(code.clone());
                print = true;
                eval = Some(code);
            }
            // The bootstrap parses the entry file and stops (js-lib internal/bootstrap/node.js).
            // Watch mode runs in js-lib (internal/watch_mode.js): the entry file in a child
            // process, started again when a file it loaded changes.
            "--watch" | "--watch-preserve-output" => {
                watch |= name == "--watch";
                opts.exec_argv.push(a.clone());
            }
            "--watch-path" | "--watch-kill-signal" => {
                watch |= name == "--watch-path";
                let v = value(&mut i)?;
                keep_as_given(&mut opts.exec_argv, a, &name, inline.is_some(), v);
            }
            "--run" => {
                entry = Some(Entry::Run(value(&mut i)?));
                opts.exec_argv.push(a.clone());
                if inline.is_none() {
                    opts.exec_argv.push(entry_code(&entry));
                }
            }
            "-c" | "--check" => {
                check = true;
                opts.exec_argv.push(a.clone());
            }
            "-i" | "--interactive" => {
                interactive = true;
                opts.exec_argv.push(a.clone());
            }
            "--test" => {
                opts.test_runner = true;
                opts.exec_argv.push(a.clone());
            }
            "--test-only"
            | "--test-update-snapshots"
            | "--test-force-exit"
            | "--test-coverage-include-all"
            | "--test-randomize" => {
                opts.exec_argv.push(a.clone());
            }
            // node:test reads these from process.execArgv, always as `--name=value`.
            "--test-name-pattern"
            | "--test-skip-pattern"
            | "--test-reporter"
            | "--test-reporter-destination"
            | "--test-timeout"
            | "--test-concurrency"
            | "--test-shard"
            | "--test-isolation"
            | "--test-global-setup"
            | "--test-coverage-include"
            | "--test-coverage-exclude"
            | "--test-coverage-lines"
            | "--test-coverage-branches"
            | "--test-coverage-functions"
            | "--experimental-test-tag-filter"
            | "--test-random-seed"
            | "--test-rerun-failures" => {
                let v = value(&mut i)?;
                opts.exec_argv.push(format!("{name}={v}"));
            }
            // Applied by the bootstrap before anything else runs; a missing `--env-file` is
            // a usage error, as in Node.
            "--env-file" | "--env-file-if-exists" => {
                let v = value(&mut i)?;
                if name == "--env-file" && std::fs::File::open(&v).is_err() {
                    return Err(format!("{v}: not found"));
                }
                keep_as_given(&mut opts.exec_argv, a, &name, inline.is_some(), v);
            }
            "-r"
            | "--require"
            | "--import"
            | "--loader"
            | "--experimental-loader"
            | "--disable-warning" => {
                // Kept as given, so that process.execArgv reads as Node's; the bootstrap
                // preloads them before the entry point.
                let v = value(&mut i)?;
                keep_as_given(&mut opts.exec_argv, a, &name, inline.is_some(), v);
            }
            "--unhandled-rejections"
            | "--stack-size"
            | "--max-old-space-size"
            | "--title"
            | "--input-type"
            | "--max-semi-space-size"
            | "--conditions"
            | "--redirect-warnings"
            | "--localstorage-file"
            | "--tls-cipher-list"
            // js-lib's dns, http and net read them from execArgv.
            | "--dns-result-order"
            | "--max-http-header-size"
            | "--network-family-autoselection-attempt-timeout"
            // V8 collector and thread-pool tuning: no engine counterpart.
            | "--gc-interval"
            | "--v8-pool-size"
            | "-C" => {
                let v = value(&mut i)?;
                const REJECTION_MODES: [&str; 5] =
                    ["throw", "strict", "warn", "none", "warn-with-error-code"];
                if name == "--unhandled-rejections" && !REJECTION_MODES.contains(&v.as_str()) {
                    return Err("invalid value for --unhandled-rejections".to_string());
                }
                if name == "--input-type" {
                    const TYPES: [&str; 4] = [
                        "module",
                        "commonjs",
                        "module-typescript",
                        "commonjs-typescript",
                    ];
                    if !TYPES.contains(&v.as_str()) {
                        return Err(
                            "--input-type must be \"module\",\"commonjs\", \"module-typescript\" \
                             or \"commonjs-typescript\""
                                .to_string(),
                        );
                    }
                    opts.input_type = v.clone();
                }
                opts.exec_argv.push(format!("{name}={v}"));
            }
            n if REMOVED.contains(&n) => return Err(format!("bad option: {a}")),
            n if ACCEPTED.contains(&n)
                || n.starts_with("--experimental-")
                || n.starts_with("--no-experimental-") =>
            {
                match n {
                    "--expose-gc" | "--expose_gc" => opts.expose_gc = true,
                    "--expose-internals" | "--expose_internals" => opts.expose_internals = true,
                    "--no-warnings" => opts.no_warnings = true,
                    "--no-deprecation" => opts.no_deprecation = true,
                    _ => {}
                }
                opts.exec_argv.push(a.clone());
            }
            _ => return Err(format!("bad option: {a}")),
        }
        i += 1;
    }
    let has = |flag: &str| opts.exec_argv.iter().any(|a| a == flag);
    if has("--tls-min-v1.3") && has("--tls-max-v1.2") {
        return Err("either --tls-min-v1.3 or --tls-max-v1.2 can be used, not both".to_string());
    }
    if let Some(code) = eval {
        entry = Some(if print {
            Entry::Print(code)
        } else {
            Entry::Eval(code)
        });
    }
    let evaluates = print || matches!(entry, Some(Entry::Eval(_) | Entry::Print(_)));
    if watch && evaluates {
        return Err("either --watch or --eval can be used, not both".to_string());
    }
    if watch && check {
        return Err("either --watch or --check can be used, not both".to_string());
    }
    if check && evaluates {
        return Err("either --check or --eval can be used, not both".to_string());
    }
    if opts.test_runner {
        let other = if check {
            Some("--check")
        } else if evaluates {
            Some("--eval")
        } else if interactive {
            Some("--interactive")
        } else {
            None
        };
        if let Some(other) = other {
            return Err(format!("either --test or {other} can be used, not both"));
        }
    }
    let rest: Vec<String> = args.get(i..).map(<[String]>::to_vec).unwrap_or_default();
    let entry = match entry {
        // `--test [patterns...]`: every positional argument is a glob of test files.
        None if opts.test_runner => {
            opts.script_args = rest;
            Entry::Test
        }
        // As Node, only the arguments after `--` go to the script.
        Some(e @ Entry::Run(_)) => {
            opts.script_args = if dash_dash { rest } else { Vec::new() };
            e
        }
        Some(e) => {
            opts.script_args = rest;
            e
        }
        None => match rest.split_first() {
            Some((file, more)) => {
                opts.script_args = more.to_vec();
                Entry::File(file.clone())
            }
            None if print && rest.is_empty() => {
                opts.script_args = Vec::new();
                Entry::PrintStdin
            }
            None => {
                opts.script_args = Vec::new();
                // SAFETY: isatty on fd 0 has no memory effects.
                if interactive || unsafe { libc::isatty(0) } == 1 {
                    Entry::Repl
                } else {
                    Entry::Stdin
                }
            }
        },
    };
    opts.entry = entry;
    Ok(Some(opts))
}

/// Keeps an option and its value in `exec_argv` as they were given (`--x=v` or `--x v`), so
/// that `process.execArgv` reads as Node's.
fn keep_as_given(exec_argv: &mut Vec<String>, arg: &str, name: &str, inline: bool, value: String) {
    if inline {
        exec_argv.push(arg.to_owned());
    } else {
        exec_argv.push(name.to_owned());
        exec_argv.push(value);
    }
}

fn entry_code(e: &Option<Entry>) -> String {
    match e {
        Some(Entry::Eval(c) | Entry::Print(c) | Entry::Run(c)) => c.clone(),
        _ => String::new(),
    }
}
