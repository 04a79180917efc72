//! The native halves of the built-in modules, reached from js-lib as
//! `internalBinding(name)`. Each submodule builds one binding object; `natives` is the
//! object handed to `internal/bootstrap/realm`.

use boa_engine::object::builtins::JsArray;
use boa_engine::optimizer::OptimizerOptions;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsResult, JsValue, NativeFunction, Source,
};

use crate::host::event_loop::host;
use crate::host::runtime::{native_object, set_prop, Options};

pub mod async_context;
pub mod buffer;
pub mod crypto;
pub mod dns;
pub mod events;
pub mod fs;
pub mod fs_watch;
pub mod intl;
pub mod io;
pub mod modules;
pub mod os;
pub(crate) mod posix_spawn;
pub mod process;
pub mod process_ids;
pub mod spawn;
pub mod spawn_identity;
pub mod sqlite;
pub mod timers;
pub mod tls;
pub mod typescript;
pub mod util;
pub mod uv;
pub mod vm;
pub mod vm_modules;
pub mod wasm;
pub mod worker;
pub mod zlib;

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

pub(crate) fn internal_binding(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let name = arg_string(args, 0)?;
    let h = host(ctx);
    if let Some(b) = h.bindings.borrow().get(&name) {
        return Ok(b.clone().into());
    }
    let obj = match name.as_str() {
        "async_context" => async_context::create(ctx),
        "process" => process::create(ctx)?,
        "timers" => timers::create(ctx),
        "util" => util::create(ctx),
        "events" => events::create(ctx),
        "modules" => modules::create(ctx),
        "buffer" => buffer::create(ctx),
        "crypto" => crypto::create(ctx)?,
        "dns" => dns::create(ctx),
        "uv" => uv::create(ctx)?,
        "fs" => fs::create(ctx)?,
        "fs_faults" => fs::create_faults(ctx),
        "os" => os::create(ctx),
        "intl" => intl::create(ctx),
        "vm" => vm::create(ctx),
        "spawn_sync" => spawn::create(ctx),
        "fs_watch" => crate::bindings::fs_watch::create(ctx),
        "io" => io::create(ctx)?,
        "zlib" => zlib::create(ctx),
        "sqlite" => sqlite::create_binding(ctx),
        "tls" => tls::create(ctx),
        "typescript" => typescript::create(ctx),
        "worker" => worker::create(ctx),
        "wasm" => wasm::create(ctx),
        _ => {
            return Err(JsNativeError::error()
                .with_message(format!("No such binding: {name}"))
                .into())
        }
    };
    h.bindings.borrow_mut().insert(name, obj.clone());
    Ok(obj.into())
}

fn builtin_ids(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let ids = crate::host::js_lib::ids()
        .into_iter()
        .map(|s| JsValue::from(js_string!(s)));
    Ok(JsArray::from_iter(ids, ctx).into())
}

/// Parameter names from a JS array, joined for a function head.
fn param_list(list: &JsValue, ctx: &mut Context) -> JsResult<String> {
    let mut params = String::new();
    if let Some(list) = list.as_object() {
        let list = JsArray::from_object(list.clone())?;
        for i in 0..list.length(ctx)? {
            if i > 0 {
                params.push_str(", ");
            }
            params.push_str(&list.get(i, ctx)?.to_string(ctx)?.to_std_string_lossy());
        }
    }
    Ok(params)
}

/// Compiles `code` as the body of a function taking `params`, keeping the wrapper on the
/// first line so that line numbers in stack traces stay those of the file.
fn compile_wrapped(
    code: &str,
    filename: &str,
    params: &str,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    // A shebang line is legal at the top of a CommonJS file.
    let (head, body) = match code.strip_prefix("#!") {
        Some(rest) => ("//", rest),
        None => ("", code),
    };
    // `0, function` rather than `(function ...)`: the parser reads a parenthesised function
    // as a cover grammar and then clones its whole AST, ~5% of start-up.
    let wrapped = format!("0, function ({params}) {{{head}{body}\n}}");
    let path = std::path::Path::new(filename);
    ctx.eval(Source::from_bytes(wrapped.as_bytes()).with_path(path))
        .map_err(|e| crate::host::module_loader::prefix_syntax_error(e, path))
}

/// `compileFunction(code, filename, params)`: a user module's wrapper function.
pub fn compile_function(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let code = args
        .get_or_undefined(0)
        .as_string()
        .ok_or_else(|| JsNativeError::typ().with_message("code must be a string"))?
        .to_std_string_lossy();
    let filename = arg_string(args, 1)?;
    let params = param_list(args.get_or_undefined(2), ctx)?;
    // What compile_wrapped puts before the file's first line.
    let head = format!("0, function ({params}) {{").chars().count();
    let code = crate::engine::source_pass::prepare_named(
        &code,
        crate::engine::source_pass::Goal::CommonJs,
        &filename,
        head,
    )
    .unwrap_or(code);
    compile_wrapped(&code, &filename, &params, ctx)
}

/// `compileBuiltin(id, params)`: built-in module `id` compiled as a function taking
/// `params` (undefined if there is no such module). The text goes from the binary to the
/// parser directly: through a JS string and back it cost ~4% of start-up. Built-ins are
/// compiled without Boa's AST optimizer, which walks every expression of every function
/// (~4% of start-up) for constant folding that js-lib has no use for.
fn compile_builtin(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = arg_string(args, 0)?;
    let Some(code) = crate::host::js_lib::source(&id) else {
        return Ok(JsValue::undefined());
    };
    let params = param_list(args.get_or_undefined(1), ctx)?;
    let saved = ctx.optimizer_options();
    ctx.set_optimizer_options(OptimizerOptions::empty());
    let compiled = compile_wrapped(&code, &format!("node:{id}"), &params, ctx);
    ctx.set_optimizer_options(saved);
    compiled
}

fn builtin_exists(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let id = arg_string(args, 0)?;
    Ok(crate::host::js_lib::exists(&id).into())
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
                "compileBuiltin",
                2,
                NativeFunction::from_fn_ptr(compile_builtin),
            ),
            (
                "builtinExists",
                1,
                NativeFunction::from_fn_ptr(builtin_exists),
            ),
            ("builtinIds", 0, NativeFunction::from_fn_ptr(builtin_ids)),
        ],
    );
    let flags = [
        ("exposeInternals", opts.expose_internals),
        ("exposeGc", opts.expose_gc),
        ("noWarnings", opts.no_warnings),
        ("noDeprecation", opts.no_deprecation),
    ];
    for (k, v) in flags {
        set_prop(&obj, k, v.into(), ctx)?;
    }
    let strs = |v: &[String], ctx: &mut Context| -> JsValue {
        JsArray::from_iter(v.iter().map(|s| JsValue::from(js_string!(s.as_str()))), ctx).into()
    };
    set_prop(
        &obj,
        "inputType",
        js_string!(opts.input_type.as_str()).into(),
        ctx,
    )?;
    let script_args = strs(&opts.script_args, ctx);
    set_prop(&obj, "scriptArgs", script_args, ctx)?;
    let exec_argv = strs(&opts.exec_argv, ctx);
    set_prop(&obj, "execArgv", exec_argv, ctx)?;
    set_prop(
        &obj,
        "nodeOptionsArgs",
        JsValue::from(opts.node_options_args as u32),
        ctx,
    )?;
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
    // The bundled SQLite's version (process.versions.sqlite), known at compile time.
    set_prop(
        &obj,
        "sqliteVersion",
        js_string!(libsqlite3_sys::SQLITE_VERSION.to_string_lossy().as_ref()).into(),
        ctx,
    )?;
    Ok(obj)
}
