//! `internalBinding('wasm')`: WebAssembly modules, instances, memories, tables and globals
//! on the wasmi interpreter, for js-lib's `WebAssembly` namespace
//! (js-lib/internal/wasm/webassembly.js), which does the JS API's argument checks and
//! error classes. Handles are objects carrying the wasmi value; exported functions are
//! native JS functions that call into wasm directly.

mod binary;
mod memory;
mod store;

pub use memory::is_memory_buffer;

use boa_engine::object::builtins::{JsArray, JsArrayBuffer, JsFunction};
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};
use wasmi::{
    Extern, ExternType, Func, Global, Module, Mutability, Ref, Table, TableType, Val, ValType,
};

use crate::bindings::crypto::with_bytes;
use crate::engine::shared_shape::handle_object;
use crate::host::runtime::native_object;
use binary::{MemoryLimits, SYNTHETIC_MODULE};
use memory::MemoryHandle;

#[derive(Trace, Finalize, JsData)]
struct ModuleHandle {
    #[unsafe_ignore_trace]
    module: Module,
    /// Limits of the memories the module defines (imports of [`SYNTHETIC_MODULE`]).
    #[unsafe_ignore_trace]
    memories: Vec<MemoryLimits>,
    /// The exports in the module's order: name, kind (0 function .. 3 global), index.
    #[unsafe_ignore_trace]
    exports: Vec<(String, u8, u32)>,
}

#[derive(Trace, Finalize, JsData)]
struct TableHandle {
    #[unsafe_ignore_trace]
    table: Table,
}

#[derive(Trace, Finalize, JsData)]
struct GlobalHandle {
    #[unsafe_ignore_trace]
    global: Global,
}

pub fn create(ctx: &mut Context) -> JsObject {
    type Entry = fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>;
    let table: [(&str, usize, Entry); 21] = [
        ("validate", 1, validate),
        ("compile", 1, compile),
        ("moduleImports", 1, module_imports),
        ("moduleExports", 1, module_exports),
        ("customSections", 2, custom_sections),
        ("instantiate", 2, instantiate),
        ("memoryNew", 2, memory_new),
        ("memoryBuffer", 1, memory_buffer),
        ("memoryGrow", 2, memory_grow),
        ("tableNew", 4, table_new),
        ("tableGet", 2, table_get),
        ("tableSet", 3, table_set),
        ("tableGrow", 3, table_grow),
        ("tableLength", 1, table_length),
        ("tableType", 1, table_type),
        ("isExportedFunction", 1, is_exported_function),
        ("globalNew", 3, global_new),
        ("globalGet", 1, global_get),
        ("globalSet", 2, global_set),
        ("globalType", 1, global_type),
        ("setRuntimeError", 1, set_runtime_error),
    ];
    let fns: Vec<(&str, usize, NativeFunction)> = table
        .iter()
        .map(|(n, l, f)| (*n, *l, NativeFunction::from_fn_ptr(*f)))
        .collect();
    native_object(ctx, &fns)
}

/// V8's error for detaching a WebAssembly memory's buffer.
pub fn not_detachable() -> JsNativeError {
    JsNativeError::typ().with_message("ArrayBuffer is not detachable and could not be cloned.")
}

fn type_error(message: &str) -> boa_engine::JsError {
    JsNativeError::typ()
        .with_message(message.to_string())
        .into()
}

fn handle<T: boa_engine::NativeObject, R>(v: &JsValue, f: impl FnOnce(&T) -> R) -> JsResult<R> {
    v.as_object()
        .and_then(|o| o.downcast_ref::<T>().map(|h| f(&h)))
        .ok_or_else(|| type_error("WebAssembly: wrong handle"))
}

fn number(v: &JsValue) -> u64 {
    v.as_number().filter(|n| *n >= 0.0).map_or(0, |n| n as u64)
}

fn optional_number(v: &JsValue) -> Option<u64> {
    if v.is_undefined() {
        None
    } else {
        Some(number(v))
    }
}

fn with_wasm_bytes<R>(v: &JsValue, ctx: &mut Context, f: impl FnOnce(&[u8]) -> R) -> JsResult<R> {
    with_bytes(v, ctx, f)?.ok_or_else(|| type_error("Argument 0 must be a buffer source"))
}

/// `validate(bytes)` → whether the bytes are a valid module.
fn validate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let engine = store::engine();
    let ok = with_wasm_bytes(args.get_or_undefined(0), ctx, |b| {
        Module::validate(&engine, b).is_ok()
    })?;
    Ok(ok.into())
}

/// `compile(bytes)` → a module handle, or the compile error's message (a string).
fn compile(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let engine = store::engine();
    let built = with_wasm_bytes(args.get_or_undefined(0), ctx, |b| {
        // Errors are reported against the bytes as given, before any rewriting.
        Module::validate(&engine, b)?;
        let names = binary::exports_in_order(b);
        match binary::defined_memories_as_imports(b) {
            Some((rewritten, memories)) => {
                Module::new(&engine, rewritten).map(|m| (m, memories, names))
            }
            None => Module::new(&engine, b).map(|m| (m, Vec::new(), names)),
        }
    })?;
    match built {
        Ok((module, memories, exports)) => Ok(handle_object(
            ModuleHandle {
                module,
                memories,
                exports,
            },
            ctx,
        )
        .into()),
        Err(e) => Ok(js_string!(e.to_string()).into()),
    }
}

fn kind_name(t: &ExternType) -> &'static str {
    match t {
        ExternType::Func(_) => "function",
        ExternType::Table(_) => "table",
        ExternType::Memory(_) => "memory",
        ExternType::Global(_) => "global",
    }
}

fn export_kind_name(kind: u8) -> &'static str {
    match kind {
        0 => "function",
        1 => "table",
        2 => "memory",
        _ => "global",
    }
}

fn val_type_name(t: ValType) -> &'static str {
    match t {
        ValType::I32 => "i32",
        ValType::I64 => "i64",
        ValType::F32 => "f32",
        ValType::F64 => "f64",
        ValType::V128 => "v128",
        ValType::FuncRef => "anyfunc",
        ValType::ExternRef => "externref",
    }
}

fn val_type_of(name: &str) -> Option<ValType> {
    Some(match name {
        "i32" => ValType::I32,
        "i64" => ValType::I64,
        "f32" => ValType::F32,
        "f64" => ValType::F64,
        "anyfunc" | "funcref" => ValType::FuncRef,
        "externref" => ValType::ExternRef,
        _ => return None,
    })
}

/// The value type named by the first argument (js-lib passed one of its names).
fn val_type_arg(args: &[JsValue], ctx: &mut Context, refused: &str) -> JsResult<ValType> {
    let name = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    val_type_of(&name).ok_or_else(|| type_error(refused))
}

fn strings(items: &[&str]) -> JsValue {
    JsValue::from(js_string!(items.join("\u{0}")))
}

/// `moduleImports(module)` → `[module, name, kind, valueType, mutable]` strings joined by
/// NUL per import (the last two for globals only), leaving out the runtime's own.
fn module_imports(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let rows: Vec<JsValue> = handle(args.get_or_undefined(0), |m: &ModuleHandle| {
        m.module
            .imports()
            .filter(|i| i.module() != SYNTHETIC_MODULE)
            .map(|i| {
                let (vt, mutable) = match i.ty() {
                    ExternType::Global(g) => (
                        val_type_name(g.content()),
                        if g.mutability() == Mutability::Var {
                            "1"
                        } else {
                            "0"
                        },
                    ),
                    _ => ("", ""),
                };
                strings(&[i.module(), i.name(), kind_name(i.ty()), vt, mutable])
            })
            .collect()
    })?;
    Ok(JsArray::from_iter(rows, ctx).into())
}

/// `moduleExports(module)` → `name NUL kind` per export.
fn module_exports(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let rows: Vec<JsValue> = handle(args.get_or_undefined(0), |m: &ModuleHandle| {
        m.exports
            .iter()
            .map(|(name, kind, _)| strings(&[name, export_kind_name(*kind)]))
            .collect()
    })?;
    Ok(JsArray::from_iter(rows, ctx).into())
}

/// `customSections(module, name)` → a new ArrayBuffer per custom section of that name.
fn custom_sections(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(1)
        .to_string(ctx)?
        .to_std_string_lossy();
    let datas: Vec<Vec<u8>> = handle(args.get_or_undefined(0), |m: &ModuleHandle| {
        m.module
            .custom_sections()
            .filter(|s| s.name() == name)
            .map(|s| s.data().to_vec())
            .collect()
    })?;
    let mut out = Vec::new();
    for d in datas {
        let mut block = boa_engine::object::builtins::AlignedVec::<u8>::new(64);
        block.extend_from_slice(&d);
        out.push(JsArrayBuffer::from_byte_block(block, ctx)?.into());
    }
    Ok(JsArray::from_iter(out, ctx).into())
}

/// `instantiate(module, values)`: `values` holds, per import `moduleImports` listed, a
/// function, a memory/table/global handle, or a number or BigInt for a global (js-lib
/// resolved and checked them). → `[0, exports]` with `name, kind, value` triples, or
/// `[1, message]` for a link error; a trap of the start function is thrown.
fn instantiate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (module, memories, export_list) = handle(args.get_or_undefined(0), |m: &ModuleHandle| {
        (m.module.clone(), m.memories.clone(), m.exports.clone())
    })?;
    let values = args
        .get_or_undefined(1)
        .as_object()
        .map(JsArray::from_object)
        .transpose()?;
    let imports: Vec<(String, ExternType)> = module
        .imports()
        .map(|i| (i.module().to_string(), i.ty().clone()))
        .collect();
    let mut externs = Vec::with_capacity(imports.len());
    let mut next_value = 0u32;
    let mut next_memory = 0usize;
    for (module_name, ty) in imports {
        if module_name == SYNTHETIC_MODULE {
            let Some(limits) = memories.get(next_memory) else {
                return Err(type_error("WebAssembly: memory import out of order"));
            };
            next_memory += 1;
            let made = memory::create(limits.initial, limits.maximum, ctx)?;
            let h = match made {
                Ok(h) => h,
                Err(message) => return Ok(link_failure(&message, ctx)),
            };
            externs.push(Extern::Memory(handle(&h.into(), |m: &MemoryHandle| {
                m.memory
            })?));
            continue;
        }
        let v = match &values {
            Some(list) => list.get(next_value, ctx)?,
            None => JsValue::undefined(),
        };
        next_value += 1;
        externs.push(match ty {
            ExternType::Func(fty) => match store::exported_func(&v) {
                Some(f) => Extern::Func(f),
                None => Extern::Func(store::host_function(fty, store::keep_value(v))?),
            },
            ExternType::Memory(_) => Extern::Memory(handle(&v, |m: &MemoryHandle| m.memory)?),
            ExternType::Table(_) => Extern::Table(handle(&v, |t: &TableHandle| t.table)?),
            ExternType::Global(gty) => {
                if let Ok(g) = handle(&v, |g: &GlobalHandle| g.global) {
                    Extern::Global(g)
                } else {
                    let value = store::to_wasm(&v, gty.content(), ctx)?;
                    Extern::Global(store::with_store(|s| {
                        Global::new(s, value, Mutability::Const)
                    })?)
                }
            }
        });
    }
    let made = store::enter(ctx, |s| wasmi::Instance::new(s, &module, &externs))?;
    let instance = match made {
        Ok(i) => i,
        Err(e) => {
            if let Some(err) = store::trap_error(&e, ctx) {
                return Err(err);
            }
            return Ok(link_failure(&e.to_string(), ctx));
        }
    };
    let exports: Vec<(String, u32, Extern)> = store::with_store(|s| {
        export_list
            .iter()
            .filter_map(|(name, _, index)| {
                let ext = instance.get_export(&s, name)?;
                Some((name.clone(), *index, ext))
            })
            .collect()
    })?;
    let mut out = Vec::with_capacity(exports.len() * 3);
    for (name, index, ext) in exports {
        let (kind, value): (&str, JsValue) = match ext {
            Extern::Func(f) => ("function", store::js_function(f, Some(index), ctx)?),
            Extern::Memory(m) => (
                "memory",
                memory::handle_of(m)?.map_or_else(JsValue::undefined, JsValue::from),
            ),
            Extern::Table(table) => ("table", handle_object(TableHandle { table }, ctx).into()),
            Extern::Global(global) => {
                ("global", handle_object(GlobalHandle { global }, ctx).into())
            }
        };
        out.push(js_string!(name).into());
        out.push(js_string!(kind).into());
        out.push(value);
    }
    let exports = JsArray::from_iter(out, ctx);
    Ok(JsArray::from_iter([JsValue::from(0), exports.into()], ctx).into())
}

fn link_failure(message: &str, ctx: &mut Context) -> JsValue {
    JsArray::from_iter([JsValue::from(1), js_string!(message).into()], ctx).into()
}

/// What the JS function of a wasm function keeps: the function and its type, read once.
#[derive(Trace, Finalize, Clone)]
struct Exported {
    #[unsafe_ignore_trace]
    func: Func,
    #[unsafe_ignore_trace]
    ty: std::rc::Rc<wasmi::FuncType>,
}

/// Makes the JS function for an exported wasm function of type `ty`.
fn make_exported_function(
    func: Func,
    ty: wasmi::FuncType,
    name: &str,
    ctx: &mut Context,
) -> JsFunction {
    let length = ty.params().len();
    let native = NativeFunction::from_copy_closure_with_captures(
        |_, args, e: &Exported, ctx| store::call_from_js(e.func, &e.ty, args, ctx),
        Exported {
            func,
            ty: std::rc::Rc::new(ty),
        },
    );
    FunctionObjectBuilder::new(ctx.realm(), native)
        .name(js_string!(name))
        .length(length)
        .build()
}

/// `memoryNew(initial, maximum)` → a memory handle, or a RangeError's message.
fn memory_new(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let initial = number(args.get_or_undefined(0));
    let maximum = optional_number(args.get_or_undefined(1));
    Ok(match memory::create(initial, maximum, ctx)? {
        Ok(h) => h.into(),
        Err(message) => js_string!(message).into(),
    })
}

fn memory_buffer(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let m = handle(args.get_or_undefined(0), |m: &MemoryHandle| m.memory)?;
    memory::buffer(m, ctx)
}

/// `memoryGrow(memory, delta)` → the old size in pages, or -1.
fn memory_grow(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let m = handle(args.get_or_undefined(0), |m: &MemoryHandle| m.memory)?;
    let delta = number(args.get_or_undefined(1));
    Ok(match memory::grow(m, delta, ctx)? {
        Some(old) => JsValue::from(old as f64),
        None => JsValue::from(-1),
    })
}

/// `tableNew(elementType, initial, maximum, init)` → a table handle, or a RangeError's
/// message.
fn table_new(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let element = val_type_arg(args, ctx, "WebAssembly.Table(): bad element type")?;
    let initial = u32::try_from(number(args.get_or_undefined(1))).unwrap_or(u32::MAX);
    let maximum =
        optional_number(args.get_or_undefined(2)).map(|m| u32::try_from(m).unwrap_or(u32::MAX));
    if maximum.is_some_and(|m| m < initial) {
        return Ok(js_string!("maximum is below initial").into());
    }
    let init = init_value(args.get_or_undefined(3), element, ctx)?;
    let ty = TableType::new(element, initial, maximum);
    Ok(match store::with_store(|s| Table::new(s, ty, init))? {
        Ok(table) => handle_object(TableHandle { table }, ctx).into(),
        Err(e) => js_string!(e.to_string()).into(),
    })
}

/// A table slot's value, converted to the element type.
fn init_value(v: &JsValue, element: ValType, ctx: &mut Context) -> JsResult<Val> {
    // A missing value is null in a funcref table and undefined in an externref one (V8).
    if v.is_undefined() && element == ValType::FuncRef {
        return Ok(Val::FuncRef(Ref::Null));
    }
    store::to_wasm(v, element, ctx)
}

fn table_of(v: &JsValue) -> JsResult<Table> {
    handle(v, |t: &TableHandle| t.table)
}

/// `tableGet(table, index)` → the element (js-lib checked the index).
fn table_get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let t = table_of(args.get_or_undefined(0))?;
    let i = number(args.get_or_undefined(1));
    match store::with_store(|s| t.get(&s, i))? {
        Some(v) => store::from_wasm(&v, ctx),
        None => Err(JsNativeError::range()
            .with_message("table index is out of bounds")
            .into()),
    }
}

fn table_set(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let t = table_of(args.get_or_undefined(0))?;
    let i = number(args.get_or_undefined(1));
    let element = store::with_store(|s| t.ty(&s).element())?;
    let v = init_value(args.get_or_undefined(2), element, ctx)?;
    match store::with_store(|s| t.set(s, i, v))? {
        Ok(()) => Ok(JsValue::undefined()),
        Err(e) => Err(JsNativeError::range().with_message(e.to_string()).into()),
    }
}

/// `tableGrow(table, delta, init)` → the old length, or -1.
fn table_grow(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let t = table_of(args.get_or_undefined(0))?;
    let delta = number(args.get_or_undefined(1));
    let element = store::with_store(|s| t.ty(&s).element())?;
    let init = init_value(args.get_or_undefined(2), element, ctx)?;
    Ok(match store::with_store(|s| t.grow(s, delta, init))? {
        Ok(old) => JsValue::from(old as f64),
        Err(_) => JsValue::from(-1),
    })
}

fn table_length(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let t = table_of(args.get_or_undefined(0))?;
    Ok(JsValue::from(store::with_store(|s| t.size(&s))? as f64))
}

/// `tableType(table)` → `'funcref'` or `'externref'`.
fn table_type(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let t = table_of(args.get_or_undefined(0))?;
    let element = store::with_store(|s| t.ty(&s).element())?;
    Ok(js_string!(if element == ValType::FuncRef {
        "funcref"
    } else {
        "externref"
    })
    .into())
}

/// `isExportedFunction(value)` → whether `value` is the JS function of a wasm function.
fn is_exported_function(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(store::exported_func(args.get_or_undefined(0))
        .is_some()
        .into())
}

/// `globalNew(valueType, mutable, value)` → a global handle (js-lib converted `value`
/// only when given; a missing one is the type's zero).
fn global_new(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let ty = val_type_arg(args, ctx, "WebAssembly.Global(): bad value type")?;
    let mutability = if args.get_or_undefined(1).to_boolean() {
        Mutability::Var
    } else {
        Mutability::Const
    };
    let v = args.get_or_undefined(2);
    let value = if v.is_undefined() {
        match ty {
            ValType::ExternRef => store::to_wasm(v, ty, ctx)?,
            _ => Val::default(ty),
        }
    } else {
        store::to_wasm(v, ty, ctx)?
    };
    let global = store::with_store(|s| Global::new(s, value, mutability))?;
    Ok(handle_object(GlobalHandle { global }, ctx).into())
}

fn global_of(v: &JsValue) -> JsResult<Global> {
    handle(v, |g: &GlobalHandle| g.global)
}

fn global_get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = global_of(args.get_or_undefined(0))?;
    let v = store::with_store(|s| g.get(&s))?;
    store::from_wasm(&v, ctx)
}

fn global_set(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = global_of(args.get_or_undefined(0))?;
    let ty = store::with_store(|s| g.ty(&s).content())?;
    let v = store::to_wasm(args.get_or_undefined(1), ty, ctx)?;
    match store::with_store(|s| g.set(s, v))? {
        Ok(()) => Ok(JsValue::undefined()),
        Err(e) => Err(type_error(&e.to_string())),
    }
}

/// `globalType(global)` → `valueType NUL mutable(0|1)`.
fn global_type(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let g = global_of(args.get_or_undefined(0))?;
    let ty = store::with_store(|s| g.ty(&s))?;
    let mutable = if ty.mutability() == Mutability::Var {
        "1"
    } else {
        "0"
    };
    Ok(strings(&[val_type_name(ty.content()), mutable]))
}

fn set_runtime_error(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    store::set_runtime_error(args.get_or_undefined(0).clone());
    Ok(JsValue::undefined())
}
