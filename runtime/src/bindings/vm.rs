//! `internalBinding('vm')`: fresh realms for `vm.createContext`, and compiling or running
//! code in one. A realm has the ECMAScript built-ins only; js-lib/vm.js decides what else
//! its global gets and keeps it in step with the sandbox object. Modules are vm_modules.rs's.

use std::path::Path;

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

/// `runInRealm(handle, code, filename)`: evaluates a script in the realm; `handle`
/// undefined means the caller's own realm (`vm.runInThisContext`).
fn run_in_realm(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = arg_string(args, 1)?;
    let filename = arg_string(args, 2)?;
    let path = Path::new(&filename);
    let code = crate::engine::source_pass::prepare_named(
        &code,
        crate::engine::source_pass::Goal::Script,
        &filename,
        0,
    )
    .unwrap_or(code);
    let source = Source::from_bytes(code.as_bytes()).with_path(path);
    let handle = args.get_or_undefined(0);
    let result = if handle.is_undefined() {
        ctx.eval(source)
    } else {
        let realm = realm_of(handle)?;
        in_realm(ctx, realm, |ctx| ctx.eval(source))
    };
    result.map_err(|e| crate::host::module_loader::prefix_syntax_error(e, path))
}

/// `checkSyntax(code, filename)`: parses a script without running it (`new vm.Script`
/// reports syntax errors at construction, as Node does).
fn check_syntax(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = arg_string(args, 0)?;
    let filename = arg_string(args, 1)?;
    let path = Path::new(&filename);
    let source = Source::from_bytes(code.as_bytes()).with_path(path);
    boa_engine::Script::parse(source, None, ctx)
        .map(|_| JsValue::undefined())
        .map_err(|e| crate::host::module_loader::prefix_syntax_error(e, path))
}

pub fn create(ctx: &mut Context) -> JsObject {
    let mut fns = vec![
        ("createRealm", 0, NativeFunction::from_fn_ptr(create_realm)),
        ("runInRealm", 3, NativeFunction::from_fn_ptr(run_in_realm)),
        ("checkSyntax", 2, NativeFunction::from_fn_ptr(check_syntax)),
    ];
    fns.extend(super::vm_modules::functions());
    native_object(ctx, &fns)
}
