//! `internalBinding('modules')`: the file-system questions the CommonJS resolver asks
//! (all synchronous, as `require` is), compiling wrappers, and running ES modules.

use std::path::Path;

use boa_engine::builtins::promise::PromiseState;
use boa_engine::object::builtins::JsPromise;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction, Script,
    Source,
};

use super::arg_string;
use crate::host::module_loader::NodeLoader;
use crate::host::runtime::native_object;

/// `readFile(path)` → string, or undefined when it cannot be read.
/// `readFile(path, reportErrors)` → the file's text, or undefined when it cannot be read.
/// With `reportErrors`, only a missing file is undefined (ENOENT, ENOTDIR, EISDIR) and any
/// other failure is `-errno`: Node reports an unreadable package.json (EACCES, ELOOP)
/// instead of treating it as absent.
fn read_file(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let path = arg_string(args, 0)?;
    let report = args.get_or_undefined(1).to_boolean();
    Ok(match std::fs::read(&path) {
        Ok(bytes) => js_string!(String::from_utf8_lossy(&bytes).as_ref()).into(),
        Err(e) => match e.raw_os_error() {
            Some(errno)
                if report && !matches!(errno, libc::ENOENT | libc::ENOTDIR | libc::EISDIR) =>
            {
                JsValue::from(-errno)
            }
            _ => JsValue::undefined(),
        },
    })
}

/// `stat(path)` → 0 file, 1 directory, -2 missing (Node's internalModuleStat).
fn stat(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let path = arg_string(args, 0)?;
    Ok(match std::fs::metadata(&path) {
        Ok(m) if m.is_dir() => 1,
        Ok(_) => 0,
        Err(_) => -2,
    }
    .into())
}

fn realpath(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let path = arg_string(args, 0)?;
    Ok(match std::fs::canonicalize(&path) {
        Ok(p) => js_string!(p.to_string_lossy().as_ref()).into(),
        Err(_) => js_string!(path).into(),
    })
}

/// `runEsm(path)` → the promise of loading, linking and evaluating the module.
fn run_esm(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let path = arg_string(args, 0)?;
    let loader = ctx
        .downcast_module_loader::<NodeLoader>()
        .ok_or_else(|| JsNativeError::error().with_message("no module loader"))?;
    let module = loader.load_esm_file(Path::new(&path), ctx)?;
    Ok(module.load_link_evaluate(ctx).into())
}

/// `requireEsm(path)` → the namespace of a synchronously evaluated ES module (Node's
/// require(esm)); a module that is still pending after the job queue drains used
/// top-level await, which require() cannot wait for.
fn require_esm(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let path = arg_string(args, 0)?;
    let loader = ctx
        .downcast_module_loader::<NodeLoader>()
        .ok_or_else(|| JsNativeError::error().with_message("no module loader"))?;
    let module = loader.load_esm_file(Path::new(&path), ctx)?;
    // Load, link and evaluate in steps, running only the module-loading jobs: draining the
    // whole job queue here would run the caller's pending promise reactions in the middle
    // of its synchronous require() (Node runs them after it returns), and the reactions
    // the module body itself queues before require() returns.
    let ignore = |ctx: &mut Context| {
        NativeFunction::from_fn_ptr(|_, _, _| Ok(JsValue::undefined())).to_js_function(ctx.realm())
    };
    let loading = module.load(ctx);
    if let Some(executor) = ctx.downcast_job_executor::<crate::host::event_loop::Executor>() {
        executor.run_module_loading_jobs(ctx)?;
    }
    match loading.state() {
        PromiseState::Fulfilled(_) => {}
        PromiseState::Rejected(e) => {
            let _ = loading.then(None, Some(ignore(ctx)), ctx);
            return Err(boa_engine::JsError::from_opaque(e));
        }
        PromiseState::Pending => {
            return Err(JsNativeError::error()
                .with_message("the module graph did not finish loading")
                .into());
        }
    }
    module.link(ctx)?;
    let promise = module.evaluate(ctx)?;
    match promise.state() {
        PromiseState::Fulfilled(_) => Ok(module.namespace(ctx).into()),
        PromiseState::Rejected(e) => {
            // The error is thrown to require()'s caller; the promise that carried it must
            // not also count as an unhandled rejection.
            let _ = promise.then(None, Some(ignore(ctx)), ctx);
            Err(boa_engine::JsError::from_opaque(e))
        }
        PromiseState::Pending => Err(JsNativeError::error()
            .with_message(format!(
                "require() cannot be used on an ESM graph with top-level await. Use import() instead. To see where the top-level await comes from, use --experimental-print-required-tla.\n  From {path}"
            ))
            .into()),
    }
}

/// `evalEsm(code, filename)` for `--input-type=module` and `.mjs` from stdin.
fn eval_esm(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = arg_string(args, 0)?;
    let filename = arg_string(args, 1)?;
    let code = crate::engine::source_pass::prepare_named(
        &code,
        crate::engine::source_pass::Goal::Module,
        &filename,
        0,
    )
    .unwrap_or(code);
    let code = crate::host::module_loader::with_closing_statement(code.as_bytes());
    let source = Source::from_bytes(&code).with_path(Path::new(&filename));
    let module = boa_engine::Module::parse(source, None, ctx)?;
    Ok(module.load_link_evaluate(ctx).into())
}

/// `evalScript(code, filename[, status])`: runs a classic script in the global scope (for
/// -e / -p). When the code does not parse, `status.parseFailed` is set before the
/// SyntaxError is thrown, so that the caller can tell it from one the code threw.
fn eval_script(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = arg_string(args, 0)?;
    let filename = arg_string(args, 1)?;
    let code = crate::engine::source_pass::prepare_named(
        &code,
        crate::engine::source_pass::Goal::Script,
        &filename,
        0,
    )
    .unwrap_or(code);
    let source = Source::from_bytes(code.as_bytes()).with_path(Path::new(&filename));
    let script = match Script::parse(source, None, ctx) {
        Ok(script) => script,
        Err(err) => {
            if let Some(status) = args.get_or_undefined(2).as_object() {
                status.set(js_string!("parseFailed"), true, false, ctx)?;
            }
            return Err(err);
        }
    };
    script.evaluate(ctx)
}

/// `promiseState(p)` → 0 pending, 1 fulfilled, 2 rejected.
fn promise_state(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let Some(obj) = args.get_or_undefined(0).as_object() else {
        return Ok((-1).into());
    };
    let p = JsPromise::from_object(obj.clone())?;
    Ok(match p.state() {
        PromiseState::Pending => 0,
        PromiseState::Fulfilled(_) => 1,
        PromiseState::Rejected(_) => 2,
    }
    .into())
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            ("readFile", 1, NativeFunction::from_fn_ptr(read_file)),
            ("stat", 1, NativeFunction::from_fn_ptr(stat)),
            ("realpath", 1, NativeFunction::from_fn_ptr(realpath)),
            (
                "compileFunction",
                3,
                NativeFunction::from_fn_ptr(super::compile_function),
            ),
            ("runEsm", 1, NativeFunction::from_fn_ptr(run_esm)),
            ("requireEsm", 1, NativeFunction::from_fn_ptr(require_esm)),
            ("evalEsm", 2, NativeFunction::from_fn_ptr(eval_esm)),
            ("evalScript", 2, NativeFunction::from_fn_ptr(eval_script)),
            (
                "promiseState",
                1,
                NativeFunction::from_fn_ptr(promise_state),
            ),
        ],
    )
}
