//! The native half of `vm.SourceTextModule` and `vm.SyntheticModule`
//! (js-lib/internal/vm/module.js): compiling a module's text in a realm, loading its
//! requests through the modules a linker chose (or all at once for `instantiate()`),
//! linking, evaluating, and its namespace.
//! Boa keeps a module's status and requests private, so js-lib tracks the status and
//! `engine/source_pass/module_scan.rs` reads the requests from the text.

use std::path::Path;

use boa_engine::builtins::promise::PromiseState;
use boa_engine::object::builtins::JsArray;
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsString, JsValue,
    Module, NativeFunction, Source,
};
use boa_gc::{Finalize, Trace};

use crate::bindings::arg_string;
use crate::host::module_loader::NodeLoader;

/// One compiled vm module, held by an opaque handle object.
#[derive(Trace, Finalize, JsData)]
struct VmModule(Module);

fn module_of(handle: &JsValue) -> JsResult<Module> {
    handle
        .as_object()
        .and_then(|o| o.downcast_ref::<VmModule>().map(|m| m.0.clone()))
        .ok_or_else(|| {
            JsNativeError::typ()
                .with_message("not a vm module handle")
                .into()
        })
}

fn loader(ctx: &Context) -> JsResult<std::rc::Rc<NodeLoader>> {
    ctx.downcast_module_loader::<NodeLoader>().ok_or_else(|| {
        JsNativeError::error()
            .with_message("no module loader")
            .into()
    })
}

/// `compileModule(code, identifier, realmHandle, record)` → `[handle, requests,
/// hasTopLevelAwait]`, each request `[specifier, [[key, value], ...]]`. From here on the
/// module's imports and `import.meta` are `record`'s to answer.
/// `checkModuleSyntax(code, name)` → whether `code` parses as an ES module, prepared as
/// `compileModule` prepares it; nothing is kept (the syntax detection of typeless files).
fn check_module_syntax(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = arg_string(args, 0)?;
    let identifier = arg_string(args, 1)?;
    let prepared = crate::engine::source_pass::prepare_named(
        &code,
        crate::engine::source_pass::Goal::Module,
        &identifier,
        0,
    )
    .unwrap_or(code);
    let text = crate::host::module_loader::with_closing_statement(prepared.as_bytes());
    let source = Source::from_bytes(&text).with_path(Path::new(&identifier));
    Ok(Module::parse(source, None, ctx).is_ok().into())
}

fn compile_module(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = arg_string(args, 0)?;
    let identifier = arg_string(args, 1)?;
    let realm = match args.get_or_undefined(2) {
        v if v.is_undefined() => None,
        v => Some(super::vm::realm_of(v)?),
    };
    let record = args
        .get_or_undefined(3)
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("a vm module needs its record"))?;
    let scan = crate::engine::source_pass::module_scan::scan(&code).unwrap_or_default();
    let prepared = crate::engine::source_pass::prepare_named(
        &code,
        crate::engine::source_pass::Goal::Module,
        &identifier,
        0,
    )
    .unwrap_or(code);
    let text = crate::host::module_loader::with_closing_statement(prepared.as_bytes());
    let path = Path::new(&identifier);
    let module = Module::parse(Source::from_bytes(&text).with_path(path), realm, ctx)
        .map_err(|e| crate::host::module_loader::prefix_syntax_error(e, path))?;
    loader(ctx)?.set_vm_record(module.clone(), record.clone());
    let requests = scan.requests.iter().map(|r| {
        let attributes = r.attributes.iter().map(|(k, v)| {
            JsValue::from(JsArray::from_iter(
                [js_string!(k.as_str()).into(), js_string!(v.as_str()).into()],
                ctx,
            ))
        });
        let attributes = JsArray::from_iter(attributes.collect::<Vec<_>>(), ctx);
        JsValue::from(JsArray::from_iter(
            [js_string!(r.specifier.as_str()).into(), attributes.into()],
            ctx,
        ))
    });
    let requests = JsArray::from_iter(requests.collect::<Vec<_>>(), ctx);
    let handle = JsObject::from_proto_and_data(None, VmModule(module));
    Ok(JsArray::from_iter(
        [
            handle.into(),
            requests.into(),
            JsValue::from(scan.top_level_await),
        ],
        ctx,
    )
    .into())
}

/// `loadModule(handle)` → the promise of loading every request (each answered by the
/// module's record).
fn load_module(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    Ok(module_of(args.get_or_undefined(0))?.load(ctx).into())
}

/// `instantiateModule(handle)`: loads (the loader answers at once from the records) and
/// links a module graph before returning, running no promise reaction on the way.
fn instantiate_module(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let module = module_of(args.get_or_undefined(0))?;
    let loading = module.load(ctx);
    if let Some(executor) = ctx.downcast_job_executor::<crate::host::event_loop::Executor>() {
        executor.run_module_loading_jobs(ctx)?;
    }
    match loading.state() {
        PromiseState::Fulfilled(_) => {
            module.link(ctx)?;
            Ok(JsValue::undefined())
        }
        PromiseState::Rejected(e) => {
            // Thrown to the caller here; the promise that carried it is not unhandled.
            let ignore = NativeFunction::from_fn_ptr(|_, _, _| Ok(JsValue::undefined()))
                .to_js_function(ctx.realm());
            let _ = loading.then(None, Some(ignore), ctx);
            Err(boa_engine::JsError::from_opaque(e))
        }
        PromiseState::Pending => Err(JsNativeError::error()
            .with_message("the module graph did not finish loading")
            .into()),
    }
}

/// `linkModule(handle)`: instantiates a loaded module graph.
fn link_module(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    module_of(args.get_or_undefined(0))?.link(ctx)?;
    Ok(JsValue::undefined())
}

/// `evaluateModule(handle)` → `[promise, state, outcome]`: the promise of evaluating a
/// linked module, and what it already holds (state 0 pending, 1 fulfilled, 2 rejected),
/// since a module without top-level await has finished when this returns.
fn evaluate_module(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let promise = module_of(args.get_or_undefined(0))?.evaluate(ctx)?;
    let (state, outcome) = match promise.state() {
        PromiseState::Pending => (0, JsValue::undefined()),
        PromiseState::Fulfilled(v) => (1, v),
        PromiseState::Rejected(e) => (2, e),
    };
    Ok(JsArray::from_iter([promise.into(), state.into(), outcome], ctx).into())
}

/// `moduleNamespace(handle)` → the module namespace object of a linked module.
fn module_namespace(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    Ok(module_of(args.get_or_undefined(0))?.namespace(ctx).into())
}

/// Answers an import of a vm module: `record.resolve(specifier, attributes)` gives the
/// handle of the module the linker chose.
pub(crate) fn resolve_request(
    record: &JsObject,
    specifier: JsString,
    attributes: JsObject,
    ctx: &mut Context,
) -> JsResult<Module> {
    let resolve = record.get(js_string!("resolve"), ctx)?;
    let resolve = resolve
        .as_callable()
        .ok_or_else(|| JsNativeError::typ().with_message("vm module record has no resolve"))?;
    let handle = resolve.call(
        &record.clone().into(),
        &[specifier.into(), attributes.into()],
        ctx,
    )?;
    module_of(&handle)
}

/// Fills `import.meta` of a vm module through its record (the `initializeImportMeta`
/// option). There is no caller to report an error to, so one leaves `meta` as it got.
pub(crate) fn init_import_meta(record: &JsObject, meta: &JsObject, ctx: &mut Context) {
    if let Ok(f) = record.get(js_string!("importMeta"), ctx) {
        if let Some(f) = f.as_callable() {
            let _ = f.call(&record.clone().into(), &[meta.clone().into()], ctx);
        }
    }
}

/// The functions `internalBinding('vm')` adds for modules.
pub(crate) fn functions() -> [(&'static str, usize, NativeFunction); 7] {
    [
        (
            "instantiateModule",
            1,
            NativeFunction::from_fn_ptr(instantiate_module),
        ),
        (
            "checkModuleSyntax",
            2,
            NativeFunction::from_fn_ptr(check_module_syntax),
        ),
        (
            "compileModule",
            4,
            NativeFunction::from_fn_ptr(compile_module),
        ),
        ("loadModule", 1, NativeFunction::from_fn_ptr(load_module)),
        ("linkModule", 1, NativeFunction::from_fn_ptr(link_module)),
        (
            "evaluateModule",
            1,
            NativeFunction::from_fn_ptr(evaluate_module),
        ),
        (
            "moduleNamespace",
            1,
            NativeFunction::from_fn_ptr(module_namespace),
        ),
    ]
}
