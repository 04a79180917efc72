//! `internalBinding('vm')`: fresh realms for `vm.createContext`, and compiling or running
//! code in one. A realm has the ECMAScript built-ins only; js-lib/vm.js decides what else
//! its global gets and keeps it in step with the sandbox object. Modules are vm_modules.rs's.

use std::path::Path;
use std::time::Duration;

use boa_engine::realm::Realm;
use boa_engine::{
    Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsValue, NativeFunction, Source,
};
use boa_gc::{Finalize, Trace};

use crate::bindings::arg_string;
use crate::host::runtime::native_object;

/// The realm behind one vm context, held by an opaque handle object.
#[derive(Trace, Finalize, JsData)]
struct VmRealm(Realm);

pub(crate) fn realm_of(handle: &JsValue) -> JsResult<Realm> {
    handle
        .as_object()
        .and_then(|o| o.downcast_ref::<VmRealm>().map(|r| r.0.clone()))
        .ok_or_else(|| {
            JsNativeError::typ()
                .with_message("not a vm context handle")
                .into()
        })
}

/// `createRealm()` → `[handle, globalObject]`. The realm gets the same engine corrections
/// as the main one (engine_fixes.rs).
fn create_realm(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let realm = ctx.create_realm()?;
    let global = in_realm(ctx, realm.clone(), |ctx| ctx.global_object());
    in_realm(ctx, realm.clone(), crate::engine::engine_fixes::install)?;
    let handle = JsObject::from_proto_and_data(None, VmRealm(realm));
    Ok(boa_engine::object::builtins::JsArray::from_iter(
        [JsValue::from(handle), JsValue::from(global)],
        ctx,
    )
    .into())
}

/// Runs `f` with `realm` as the current realm, restoring the caller's afterwards.
fn in_realm<T>(ctx: &mut Context, realm: Realm, f: impl FnOnce(&mut Context) -> T) -> T {
    let outer = ctx.enter_realm(realm);
    let result = f(ctx);
    ctx.enter_realm(outer);
    result
}

/// `runInRealm(handle, code, filename, timeoutMs, breakOnSigint)`: evaluates a script in
/// the realm; `handle` undefined means the caller's own realm (`vm.runInThisContext`). With
/// a timeout, the script's loops get stop points that end it at the deadline; with
/// `breakOnSigint`, the same stop points end it after a Ctrl-C. js-lib asks `takeTimedOut()`
/// / `takeInterrupted()` whether that is why it threw.
fn run_in_realm(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    use crate::engine::source_pass::loop_checks;
    let code = arg_string(args, 1)?;
    let filename = arg_string(args, 2)?;
    let timeout = args.get_or_undefined(3).as_number().filter(|t| *t > 0.0);
    let break_on_sigint = args.get_or_undefined(4).to_boolean();
    let path = Path::new(&filename);
    let prepare = || {
        crate::engine::source_pass::prepare_named(
            &code,
            crate::engine::source_pass::Goal::Script,
            &filename,
            0,
        )
    };
    let prepared = if timeout.is_some() || break_on_sigint {
        loop_checks::forced(prepare)
    } else {
        prepare()
    };
    let code = prepared.unwrap_or_else(|| code.clone());
    let source = Source::from_bytes(code.as_bytes()).with_path(path);
    let handle = args.get_or_undefined(0);
    let realm = if handle.is_undefined() {
        None
    } else {
        Some(realm_of(handle)?)
    };
    let run = |ctx: &mut Context| match realm {
        None => ctx.eval(source),
        Some(realm) => in_realm(ctx, realm, |ctx| ctx.eval(source)),
    };
    let timed = |ctx: &mut Context| match timeout {
        Some(ms) => {
            let (r, fired) =
                loop_checks::with_deadline(Duration::from_secs_f64(ms / 1000.0), || run(ctx));
            TIMED_OUT.with(|t| t.set(fired));
            if fired {
                // The stop point's error passes every `catch`, js-lib's too: hand js-lib a
                // catchable one, which it turns into ERR_SCRIPT_EXECUTION_TIMEOUT.
                return Err(JsNativeError::error()
                    .with_message("Script execution timed out")
                    .into());
            }
            r
        }
        None => run(ctx),
    };
    let result = if break_on_sigint {
        let watching = crate::bindings::io::signal::watchdog_start().is_ok();
        let (r, interrupted) = loop_checks::with_sigint_break(|| timed(ctx));
        if watching {
            crate::bindings::io::signal::watchdog_stop(ctx)?;
        }
        if interrupted {
            INTERRUPTED.with(|t| t.set(true));
            // As for the deadline: js-lib turns this into ERR_SCRIPT_EXECUTION_INTERRUPTED.
            return Err(JsNativeError::error()
                .with_message("Script execution interrupted")
                .into());
        }
        r
    } else {
        timed(ctx)
    };
    result.map_err(|e| crate::host::module_loader::prefix_syntax_error(e, path))
}

thread_local! {
    /// The last `runInRealm` with a timeout was ended by its deadline.
    static TIMED_OUT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The last `runInRealm` with `breakOnSigint` saw a SIGINT.
    static INTERRUPTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// `takeInterrupted()`: whether the last `breakOnSigint` run saw a SIGINT (then cleared).
fn take_interrupted(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(INTERRUPTED.with(|t| t.replace(false)).into())
}

/// `takeTimedOut()`: whether the last timed run ended at its deadline (then cleared).
fn take_timed_out(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(TIMED_OUT.with(|t| t.replace(false)).into())
}

/// `checkSyntax(code, filename)`: parses a script without running it (`new vm.Script`
/// reports syntax errors at construction, as Node does). Parsed against a global scope of
/// its own: the engine's `Script::parse` declares the script's top-level `let`, `const` and
/// `class` names in the current realm's scope as it analyses them, so the run that follows
/// would find them declared already ("duplicate lexical declaration").
fn check_syntax(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = arg_string(args, 0)?;
    let filename = arg_string(args, 1)?;
    let path = Path::new(&filename);
    let source = Source::from_bytes(code.as_bytes()).with_path(path);
    let mut parser = boa_engine::parser::Parser::new(source);
    let scope = boa_engine::ast::scope::Scope::new_global();
    parser
        .parse_script(&scope, ctx.interner_mut())
        .map(|_| JsValue::undefined())
        .map_err(|e| {
            crate::host::module_loader::prefix_syntax_error(boa_engine::JsError::from(e), path)
        })
}

pub fn create(ctx: &mut Context) -> JsObject {
    let mut fns = vec![
        ("createRealm", 0, NativeFunction::from_fn_ptr(create_realm)),
        ("runInRealm", 5, NativeFunction::from_fn_ptr(run_in_realm)),
        (
            "takeTimedOut",
            0,
            NativeFunction::from_fn_ptr(take_timed_out),
        ),
        (
            "takeInterrupted",
            0,
            NativeFunction::from_fn_ptr(take_interrupted),
        ),
        ("checkSyntax", 2, NativeFunction::from_fn_ptr(check_syntax)),
    ];
    fns.extend(super::vm_modules::functions());
    native_object(ctx, &fns)
}
