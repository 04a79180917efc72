//! The native halves of the built-in modules, reached from js-lib as
//! `internalBinding(name)`. Each submodule builds one binding object; `natives` is the
//! object handed to `internal/bootstrap/realm`.

use boa_engine::object::builtins::JsArray;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsResult, JsValue, NativeFunction, Source,
};

use crate::event_loop::host;
use crate::runtime::{native_object, set_prop, Options};

pub mod buffer;
pub mod fs;
pub mod modules;
pub mod os;
pub mod process;
pub mod spawn;
pub mod timers;
pub mod util;
pub mod uv;

/// Reads argument `i` as a Rust string (JS strings only; anything else is a TypeError —
/// js-lib validates before calling, so this is a backstop).
pub fn arg_string(args: &[JsValue], i: usize) -> JsResult<String> {
    match args.get_or_undefined(i).as_string() {
        Some(s) => Ok(s.to_std_string_lossy()),
        None => Err(JsNativeError::typ()
            .with_message(format!("argument {i} must be a string"))
            .into()),
    }
}

fn internal_binding(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = arg_string(args, 0)?;
    let h = host(ctx);
    if let Some(b) = h.bindings.borrow().get(&name) {
        return Ok(b.clone().into());
    }
    let obj = match name.as_str() {
        "process" => process::create(ctx)?,
        "timers" => timers::create(ctx),
        "util" => util::create(ctx),
        "modules" => modules::create(ctx),
        "buffer" => buffer::create(ctx),
        "uv" => uv::create(ctx)?,
        "fs" => fs::create(ctx)?,
        "os" => os::create(ctx),
        "spawn_sync" => spawn::create(ctx),
        "fs_watch" => crate::watch::create(ctx),
        _ => {
            return Err(JsNativeError::error()
                .with_message(format!("No such binding: {name}"))
                .into())
        }
    };
    h.bindings.borrow_mut().insert(name, obj.clone());
    Ok(obj.into())
}

fn get_builtin_source(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let id = arg_string(args, 0)?;
    Ok(crate::js_lib::source(&id).map_or(JsValue::undefined(), |s| js_string!(s.as_ref()).into()))
}

fn builtin_ids(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let ids = crate::js_lib::ids()
        .into_iter()
        .map(|s| JsValue::from(js_string!(s)));
    Ok(JsArray::from_iter(ids, ctx).into())
}

/// `compileFunction(code, filename, params)`: wraps `code` as the body of a function with
/// the given parameter names, keeping the wrapper on the first line so that line numbers in
/// stack traces stay those of the file.
pub fn compile_function(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = args
        .get_or_undefined(0)
        .as_string()
        .ok_or_else(|| JsNativeError::typ().with_message("code must be a string"))?;
    let filename = arg_string(args, 1)?;
    let mut params = String::new();
    if let Some(list) = args.get_or_undefined(2).as_object() {
        let list = JsArray::from_object(list.clone())?;
        for i in 0..list.length(ctx)? {
            if i > 0 {
                params.push_str(", ");
            }
            params.push_str(&list.get(i, ctx)?.to_string(ctx)?.to_std_string_lossy());
        }
    }
    let code = code.to_std_string_lossy();
    // A shebang line is legal at the top of a CommonJS file.
    let body = match code.strip_prefix("#!") {
        Some(rest) => format!("//{rest}"),
        None => code,
    };
    // `0, function` rather than `(function ...)`: the parser reads a parenthesised function
    // as a cover grammar and then clones its whole AST, ~5% of start-up.
    let wrapped = format!("0, function ({params}) {{{body}\n}}");
    let path = std::path::Path::new(&filename);
    ctx.eval(Source::from_bytes(wrapped.as_bytes()).with_path(path))
        .map_err(|e| crate::module_loader::prefix_syntax_error(e, path))
}

/// The object given to `internal/bootstrap/realm`.
pub fn natives(ctx: &mut Context, opts: &Options) -> JsResult<boa_engine::JsObject> {
    let obj = native_object(
        ctx,
        &[
            (
                "internalBinding",
                1,
                NativeFunction::from_fn_ptr(internal_binding),
            ),
            (
                "getBuiltinSource",
                1,
                NativeFunction::from_fn_ptr(get_builtin_source),
            ),
            ("builtinIds", 0, NativeFunction::from_fn_ptr(builtin_ids)),
            (
                "compileFunction",
                3,
                NativeFunction::from_fn_ptr(compile_function),
            ),
        ],
    );
    let flags = [
        ("exposeInternals", opts.expose_internals),
        ("exposeGc", opts.expose_gc),
        ("noWarnings", opts.no_warnings),
        ("noDeprecation", opts.no_deprecation),
        ("inputTypeModule", opts.input_type_module),
    ];
    for (k, v) in flags {
        set_prop(&obj, k, v.into(), ctx)?;
    }
    let strs = |v: &[String], ctx: &mut Context| -> JsValue {
        JsArray::from_iter(v.iter().map(|s| JsValue::from(js_string!(s.as_str()))), ctx).into()
    };
    let script_args = strs(&opts.script_args, ctx);
    set_prop(&obj, "scriptArgs", script_args, ctx)?;
    let exec_argv = strs(&opts.exec_argv, ctx);
    set_prop(&obj, "execArgv", exec_argv, ctx)?;
    set_prop(
        &obj,
        "nodeVersion",
        js_string!(crate::NODE_VERSION).into(),
        ctx,
    )?;
    set_prop(
        &obj,
        "minirtVersion",
        js_string!(crate::MINIRT_VERSION).into(),
        ctx,
    )?;
    Ok(obj)
}
