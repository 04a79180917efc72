//! Builds one isolate: the Boa context with our job executor, host hooks and module
//! loader, the native `internalBinding` table, then runs js-lib's bootstrap and the entry.

use std::path::Path;
use std::rc::Rc;

use boa_engine::context::ContextBuilder;
use boa_engine::object::builtins::JsFunction;
use boa_engine::object::ObjectInitializer;
use boa_engine::{
    js_string, Context, JsError, JsNativeError, JsResult, JsValue, NativeFunction, Source,
};

use crate::bindings::worker::WorkerInit;
use crate::host::event_loop::{self, Executor, Hooks, Host, JsHooks};
use crate::host::module_loader::{LoaderHooks, NodeLoader};

/// What to run.
#[derive(Debug, Clone, Default)]
pub enum Entry {
    File(String),
    Eval(String),
    Print(String),
    /// `--test`: run the test files matching the script arguments (globs).
    Test,
    /// `--run NAME`: a package.json script (js-lib internal/task_runner).
    Run(String),
    /// The interactive REPL (`-i`, or no script with stdin on a terminal).
    Repl,
    /// A worker thread's isolate: what it runs comes with its start-up record.
    Worker,
    #[default]
    Stdin,
    /// `-p` without code: stdin's code, its completion value printed.
    PrintStdin,
}

#[derive(Debug, Clone, Default)]
pub struct Options {
    pub entry: Entry,
    pub script_args: Vec<String>,
    pub exec_argv: Vec<String>,
    pub expose_gc: bool,
    pub expose_internals: bool,
    pub no_warnings: bool,
    pub no_deprecation: bool,
    /// `--input-type`: "" (not given), module, commonjs, module-typescript or
    /// commonjs-typescript.
    pub input_type: String,
    /// `--test` was given.
    pub test_runner: bool,
    /// How many of `exec_argv`'s first entries came from `NODE_OPTIONS` (they act, but
    /// `process.execArgv` leaves them out).
    pub node_options_args: usize,
}

/// Runs `opts` to completion and returns the process exit code.
pub fn run(opts: Options) -> i32 {
    run_isolate(opts, None)
}

/// Runs a worker thread's isolate to completion and returns its exit code.
pub fn run_worker(opts: Options, init: WorkerInit) -> i32 {
    run_isolate(opts, Some(init))
}

fn run_isolate(opts: Options, mut worker: Option<WorkerInit>) -> i32 {
    use crate::bindings::process::{mark_milestone, Milestone};
    mark_milestone(Milestone::NodeStart);
    crate::engine::gc_budget::raise_threshold();
    if opts
        .exec_argv
        .iter()
        .any(|a| a == "--allow-natives-syntax" || a == "--allow_natives_syntax")
    {
        crate::engine::source_pass::natives::enable();
    }
    let loader = Rc::new(NodeLoader::default());
    let executor = Rc::new(Executor::default());
    let ctx = ContextBuilder::new()
        .job_executor(executor)
        .host_hooks(Rc::new(Hooks))
        .module_loader(loader)
        // Node lets every thread, the main one included, block in Atomics.wait.
        .can_block(true)
        .build();
    let mut ctx = match ctx {
        Ok(c) => c,
        Err(e) => {
            eprintln!("minirt: cannot create the JS context: {e}");
            return 70;
        }
    };
    mark_milestone(Milestone::V8Start);
    // Deep recursion in user code must become a RangeError, not a native stack overflow.
    ctx.runtime_limits_mut().set_recursion_limit(10_000);
    // Boa 0.22 leaves the callee's value-stack slots behind when an exception thrown in a
    // callee is caught by its caller (vm::handle_throw returns before truncating); they are
    // reclaimed only when the catching function returns. A loop that catches thousands of
    // errors would hit the default 10 Ki-slot limit, so allow a far larger value stack.
    ctx.runtime_limits_mut().set_stack_size_limit(1 << 22);
    ctx.runtime_limits_mut().set_backtrace_limit(50);
    let loop_times = worker
        .as_ref()
        .map(crate::bindings::worker::WorkerInit::loop_times)
        .unwrap_or_default();
    let host = Rc::new(Host::new(opts.expose_gc, loop_times));
    if let Some(mut init) = worker.take() {
        crate::engine::source_pass::loop_checks::enable();
        crate::bindings::worker::install_env(&host, crate::bindings::worker::take_env(&mut init));
        host.ports.set_worker(init);
    } else {
        // The main thread's loop has its read set (two fds) from the start, as Node's has
        // its epoll fd: a program counting its fds sees no loop fd appear on its first
        // stream, and a stream still reads once the fd table is full. Failing here is left
        // for the first stream to report.
        let _ = host.prepare_reads();
    }
    ctx.insert_data(host);
    mark_milestone(Milestone::Environment);

    let hooks = match bootstrap(&mut ctx, &opts) {
        Ok(h) => h,
        Err(e) => {
            eprintln!(
                "minirt: bootstrap failed: {}",
                crate::host::errors::format_uncaught(&e, &mut ctx)
            );
            return 70;
        }
    };
    let run_main = hooks.1;
    *event_loop::host(&ctx).hooks.borrow_mut() = Some(hooks.0);

    let (kind, payload) = match &opts.entry {
        Entry::File(f) => ("file", f.clone()),
        Entry::Eval(c) => ("eval", c.clone()),
        Entry::Print(c) => ("print", c.clone()),
        Entry::Test => ("test", String::new()),
        Entry::Run(name) => ("run", name.clone()),
        Entry::Repl => ("repl", String::new()),
        Entry::Worker => ("worker", String::new()),
        Entry::Stdin | Entry::PrintStdin => {
            let mut code = String::new();
            if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut code) {
                eprintln!("minirt: cannot read stdin: {e}");
                return 1;
            }
            let kind = if matches!(opts.entry, Entry::PrintStdin) {
                "print-stdin"
            } else {
                "stdin"
            };
            (kind, code)
        }
    };
    let started = event_loop::guarded(&mut ctx, |ctx| {
        run_main
            .call(
                &JsValue::undefined(),
                &[js_string!(kind).into(), js_string!(payload).into()],
                ctx,
            )
            .map(|_| ())
    });
    if let Err(event_loop::Exit::Code(c)) = started {
        return c;
    }
    event_loop::run(&mut ctx)
}

/// Evaluates `internal/bootstrap/realm` (the built-in module loader) and
/// `internal/bootstrap/node` (globals, process), returning the loop hooks and `runMain`.
fn bootstrap(ctx: &mut Context, opts: &Options) -> JsResult<(JsHooks, JsFunction)> {
    crate::engine::engine_fixes::install(ctx)?;
    crate::engine::string_split::install(ctx)?;
    let natives = crate::bindings::natives(ctx, opts)?;
    let realm_src = crate::host::js_lib::source("internal/bootstrap/realm").ok_or_else(|| {
        JsNativeError::error().with_message("js-lib has no internal/bootstrap/realm")
    })?;
    let wrapped = format!("0, function (natives) {{{realm_src}\n}}");
    let f = ctx.eval(
        Source::from_bytes(wrapped.as_bytes())
            .with_path(Path::new("node:internal/bootstrap/realm")),
    )?;
    let f = as_function(&f, "bootstrap/realm")?;
    let exports = f.call(&JsValue::undefined(), &[natives.into()], ctx)?;
    let exports = exports
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("bootstrap/realm returned no object"))?;
    let get = |name: &str, ctx: &mut Context| -> JsResult<JsFunction> {
        let v = exports.get(js_string!(name), ctx)?;
        as_function(&v, name)
    };
    let optional = |name: &str, ctx: &mut Context| -> JsResult<Option<JsFunction>> {
        let v = exports.get(js_string!(name), ctx)?;
        Ok(v.as_object()
            .and_then(|o| JsFunction::from_object(o.clone())))
    };
    let hooks = JsHooks {
        run_timer: get("runTimer", ctx)?,
        run_immediates: get("runImmediates", ctx)?,
        run_ticks: get("runTicks", ctx)?,
        process_rejections: get("processRejections", ctx)?,
        fatal_exception: get("fatalException", ctx)?,
        before_exit: get("beforeExit", ctx)?,
        exit: get("emitExit", ctx)?,
        json_parse_valid: optional("jsonParseValid", ctx)?,
    };
    let loader_hooks = LoaderHooks {
        resolve: get("esmResolve", ctx)?,
        exports: get("esmExports", ctx)?,
        link: optional("esmLink", ctx)?,
        evaluate: optional("esmEvaluate", ctx)?,
        import_meta: optional("esmImportMeta", ctx)?,
        source: optional("esmSource", ctx)?,
        parse_error: optional("esmParseError", ctx)?,
    };
    if let Some(loader) = ctx.downcast_module_loader::<NodeLoader>() {
        loader.set_hooks(loader_hooks);
    }
    Ok((hooks, get("runMain", ctx)?))
}

pub fn as_function(v: &JsValue, what: &str) -> JsResult<JsFunction> {
    v.as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
        .ok_or_else(|| {
            JsError::from(JsNativeError::typ().with_message(format!("{what} is not a function")))
        })
}

/// `ObjectInitializer` shortcut used by the bindings: an object of native functions.
pub fn native_object(
    ctx: &mut Context,
    fns: &[(&str, usize, NativeFunction)],
) -> boa_engine::JsObject {
    let mut init = ObjectInitializer::new(ctx);
    for (name, len, f) in fns {
        init.function(f.clone(), js_string!(*name), *len);
    }
    init.build()
}

/// Sets a plain data property (writable, enumerable, configurable).
pub fn set_prop(
    obj: &boa_engine::JsObject,
    name: &str,
    value: JsValue,
    ctx: &mut Context,
) -> JsResult<()> {
    obj.define_property_or_throw(
        js_string!(name),
        boa_engine::property::PropertyDescriptor::builder()
            .value(value)
            .writable(true)
            .enumerable(true)
            .configurable(true),
        ctx,
    )?;
    Ok(())
}
