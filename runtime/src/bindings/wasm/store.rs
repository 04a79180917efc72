//! The one WebAssembly store of a JS thread, and the crossings between JS and wasm code.
//!
//! Every module, instance, memory, table, global and function of a thread lives in one
//! wasmi `Store`, so that any of them can be imported into any instance, as in a browser.
//! The store is never emptied: wasmi has no collector, so what a program instantiates
//! stays until the thread ends (documented in docs/ENGINE.md).
//!
//! A call from JS into wasm holds the store for its whole length. When that wasm code calls
//! a JS import, the import may call into wasm again or read a memory's buffer; those reach
//! the store through the `Caller` the import was given, which this module keeps while the
//! import runs ([`with_store`]). JS values (import functions, externref values, the error
//! classes) sit in a per-thread list that is never dropped: the engine's collector frees
//! every JS object when the thread ends, and these must not be released after that.

use std::cell::{Cell, RefCell};
use std::mem::ManuallyDrop;

use boa_engine::object::builtins::JsArray;
use boa_engine::{
    js_string, Context, JsBigInt, JsError, JsNativeError, JsObject, JsResult, JsValue,
};
use wasmi::{
    AsContextMut, Caller, Engine, ExternRef, Func, FuncType, Ref, Store, StoreContextMut, TrapCode,
    Val, ValType,
};

/// Native stack that nested JS -> wasm entries may use, counted from the outermost one.
/// Each entry keeps interpreter frames of both engines on the native stack; without a
/// bound, mutual recursion between JS and wasm would overflow it. Workers' threads have
/// 16 MiB of stack, the main JS thread far more.
const NESTING_STACK: usize = 8 << 20;

thread_local! {
    static ENGINE: Engine = Engine::new(&config());
    static STORE: ManuallyDrop<RefCell<Option<Store<()>>>> = const {
        ManuallyDrop::new(RefCell::new(None))
    };
    /// The `Caller` of the import running now, lifetime erased (null outside imports).
    static CALLER: Cell<*mut Caller<'static, ()>> = const { Cell::new(std::ptr::null_mut()) };
    /// The context of the innermost JS -> wasm call (null outside calls).
    static CONTEXT: Cell<*mut Context> = const { Cell::new(std::ptr::null_mut()) };
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    /// Stack address at the outermost JS -> wasm entry.
    static OUTERMOST: Cell<usize> = const { Cell::new(0) };
    /// The exception a JS import threw, carried across the wasm frames above it.
    static PENDING: ManuallyDrop<RefCell<Option<JsError>>> = const {
        ManuallyDrop::new(RefCell::new(None))
    };
    /// JS values wasm holds: import functions and externref payloads, by index.
    static VALUES: ManuallyDrop<RefCell<Vec<JsValue>>> = const {
        ManuallyDrop::new(RefCell::new(Vec::new()))
    };
    /// JS functions made for wasm functions, so that one wasm function is one JS object.
    static FUNCTIONS: ManuallyDrop<RefCell<Vec<(String, JsValue, Func)>>> = const {
        ManuallyDrop::new(RefCell::new(Vec::new()))
    };
    /// js-lib's function making a WebAssembly.RuntimeError from a message.
    static RUNTIME_ERROR: ManuallyDrop<RefCell<Option<JsValue>>> = const {
        ManuallyDrop::new(RefCell::new(None))
    };
}

fn config() -> wasmi::Config {
    let mut c = wasmi::Config::default();
    // wasmi's defaults (1,000 frames, a 1 MB value stack) stop recursion V8 runs; its frames
    // and values live on the heap, so deeper costs only memory while it is used.
    c.set_max_recursion_depth(100_000)
        .set_max_stack_height(64 << 20);
    // What V8 in Node 26 accepts without flags and wasmi implements.
    c.wasm_simd(true)
        .wasm_tail_call(true)
        .wasm_extended_const(true)
        .wasm_multi_memory(true);
    c
}

/// The thread's engine (compiles modules for the thread's store).
pub(super) fn engine() -> Engine {
    ENGINE.with(Engine::clone)
}

/// Runs `f` with the thread's store: through the running import's `Caller` when wasm code
/// is on the stack, else the store itself.
pub(super) fn with_store<R>(f: impl FnOnce(StoreContextMut<'_, ()>) -> R) -> JsResult<R> {
    let caller = CALLER.with(Cell::get);
    if !caller.is_null() {
        // SAFETY: `CALLER` is set only by `host_call` to its own `Caller`, for exactly as
        // long as that call runs (it restores the previous value before returning), and the
        // wasm code that holds the store is suspended inside that call meanwhile; nothing
        // else uses the `Caller` while `f` runs.
        return Ok(f(unsafe { (*caller).as_context_mut() }));
    }
    STORE.with(|s| {
        let Ok(mut slot) = s.try_borrow_mut() else {
            return Err(JsNativeError::error()
                .with_message("WebAssembly store is busy")
                .into());
        };
        let store = slot.get_or_insert_with(|| Store::new(&engine(), ()));
        Ok(f(store.as_context_mut()))
    })
}

/// Sets js-lib's factory of WebAssembly.RuntimeError, the class of traps.
pub(super) fn set_runtime_error(class: JsValue) {
    RUNTIME_ERROR.with(|r| *r.borrow_mut() = Some(class));
}

/// Keeps `v` for wasm; the index is how wasm refers to it.
pub(super) fn keep_value(v: JsValue) -> usize {
    VALUES.with(|list| {
        let mut list = list.borrow_mut();
        list.push(v);
        list.len() - 1
    })
}

fn kept_value(i: usize) -> JsValue {
    VALUES.with(|list| list.borrow().get(i).cloned().unwrap_or_default())
}

/// The error a failed wasm call gives JS: the exception of a JS import, a RangeError for
/// stack exhaustion, a WebAssembly.RuntimeError for any other trap.
fn call_error(e: &wasmi::Error, ctx: &mut Context) -> JsError {
    if e.downcast_ref::<JsThrew>().is_some() {
        if let Some(err) = PENDING.with(|p| p.borrow_mut().take()) {
            return err;
        }
    }
    let message = match e.as_trap_code() {
        Some(TrapCode::StackOverflow) => {
            return JsNativeError::range()
                .with_message("Maximum call stack size exceeded")
                .into()
        }
        Some(TrapCode::UnreachableCodeReached) => "unreachable".to_string(),
        Some(TrapCode::MemoryOutOfBounds) => "memory access out of bounds".to_string(),
        Some(TrapCode::TableOutOfBounds) => "table index is out of bounds".to_string(),
        Some(TrapCode::IndirectCallToNull | TrapCode::BadSignature) => {
            "null function or function signature mismatch".to_string()
        }
        Some(TrapCode::IntegerDivisionByZero) => "divide by zero".to_string(),
        Some(TrapCode::IntegerOverflow) => "divide result unrepresentable".to_string(),
        Some(TrapCode::BadConversionToInteger) => {
            "float unrepresentable in integer range".to_string()
        }
        _ => e.to_string(),
    };
    runtime_error(&message, ctx)
}

/// A WebAssembly.RuntimeError, made by js-lib's factory (a plain Error before it is set).
pub(super) fn runtime_error(message: &str, ctx: &mut Context) -> JsError {
    let make = RUNTIME_ERROR.with(|r| r.borrow().clone());
    if let Some(make) = make.as_ref().and_then(JsValue::as_callable) {
        if let Ok(err) = make.call(&JsValue::undefined(), &[js_string!(message).into()], ctx) {
            return JsError::from_opaque(err);
        }
    }
    JsNativeError::error()
        .with_message(message.to_string())
        .into()
}

/// The marker a JS import returns to wasm when it threw; the exception is in `PENDING`.
#[derive(Debug)]
struct JsThrew;

impl std::fmt::Display for JsThrew {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JavaScript import threw")
    }
}

impl wasmi::errors::HostError for JsThrew {}

/// Runs `f` on the store as a call from JS into wasm: JS imports that wasm calls meanwhile
/// run in `ctx`, nesting is bounded, and memories that grew get new buffers afterwards.
/// The outer `Err` is a JS error of the crossing itself; `f`'s own result is returned as is.
pub(super) fn enter<R>(
    ctx: &mut Context,
    f: impl FnOnce(StoreContextMut<'_, ()>) -> R,
) -> JsResult<R> {
    let depth = DEPTH.with(Cell::get);
    let here = std::ptr::from_ref(&depth) as usize;
    if depth == 0 {
        OUTERMOST.with(|o| o.set(here));
    } else if OUTERMOST.with(Cell::get).abs_diff(here) > NESTING_STACK {
        return Err(JsNativeError::range()
            .with_message("Maximum call stack size exceeded")
            .into());
    }
    DEPTH.with(|d| d.set(depth + 1));
    let outer = CONTEXT.with(|c| c.replace(std::ptr::from_mut(ctx)));
    let r = with_store(f);
    CONTEXT.with(|c| c.set(outer));
    DEPTH.with(|d| d.set(depth));
    super::memory::refresh_all(ctx)?;
    r
}

/// The JS error for a failed call or start function (see `call_error`); `None` when the
/// failure is not a trap or a JS exception (a link error of instantiation).
pub(super) fn trap_error(e: &wasmi::Error, ctx: &mut Context) -> Option<JsError> {
    if e.as_trap_code().is_some() || e.downcast_ref::<JsThrew>().is_some() {
        Some(call_error(e, ctx))
    } else {
        None
    }
}

/// Calls `func`, of type `ty`, from JS with `args` converted to its parameter types; its
/// results converted back (none: undefined, one: the value, more: an array).
pub(super) fn call_from_js(
    func: Func,
    ty: &FuncType,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let mut params = Vec::with_capacity(ty.params().len());
    for (i, t) in ty.params().iter().enumerate() {
        let v = args.get(i).cloned().unwrap_or_default();
        params.push(to_wasm(&v, *t, ctx)?);
    }
    let mut results: Vec<Val> = ty.results().iter().map(|t| Val::default(*t)).collect();
    if let Err(e) = enter(ctx, |s| func.call(s, &params, &mut results))? {
        return Err(call_error(&e, ctx));
    }
    match results.len() {
        0 => Ok(JsValue::undefined()),
        1 => from_wasm(&results[0], ctx),
        _ => {
            let mut out = Vec::with_capacity(results.len());
            for r in &results {
                out.push(from_wasm(r, ctx)?);
            }
            Ok(JsArray::from_iter(out, ctx).into())
        }
    }
}

/// A wasm function that calls the JS function kept at `index` (see [`keep_value`]).
pub(super) fn host_function(ty: wasmi::FuncType, index: usize) -> JsResult<Func> {
    let results: Vec<ValType> = ty.results().to_vec();
    with_store(|s| {
        Func::new(s, ty, move |mut caller, params, out| {
            host_call(&mut caller, index, params, &results, out)
        })
    })
}

fn host_call(
    caller: &mut Caller<'_, ()>,
    index: usize,
    params: &[Val],
    result_types: &[ValType],
    out: &mut [Val],
) -> Result<(), wasmi::Error> {
    let ctx = CONTEXT.with(Cell::get);
    if ctx.is_null() {
        return Err(wasmi::Error::new(
            "JavaScript import called outside a JS call",
        ));
    }
    let erased = std::ptr::from_mut(caller).cast::<Caller<'static, ()>>();
    let outer = CALLER.with(|c| c.replace(erased));
    // SAFETY: `CONTEXT` was set by `call_from_js` from its `&mut Context`, which that
    // function does not use again until the wasm call it made returns, and this import runs
    // inside that call.
    let ctx = unsafe { &mut *ctx };
    let r = call_import(index, params, result_types, out, ctx);
    CALLER.with(|c| c.set(outer));
    r.map_err(|e| {
        PENDING.with(|p| *p.borrow_mut() = Some(e));
        wasmi::Error::host(JsThrew)
    })
}

fn call_import(
    index: usize,
    params: &[Val],
    result_types: &[ValType],
    out: &mut [Val],
    ctx: &mut Context,
) -> JsResult<()> {
    super::memory::refresh_all(ctx)?;
    let mut args = Vec::with_capacity(params.len());
    for p in params {
        args.push(from_wasm(p, ctx)?);
    }
    let f = kept_value(index);
    let Some(f) = f.as_callable() else {
        return Err(JsNativeError::typ()
            .with_message("WebAssembly import is not callable")
            .into());
    };
    let ret = f.call(&JsValue::undefined(), &args, ctx)?;
    match result_types.len() {
        0 => {}
        1 => out[0] = to_wasm(&ret, result_types[0], ctx)?,
        n => {
            let values = iterate(&ret, ctx)?;
            if values.len() != n {
                return Err(JsNativeError::typ()
                    .with_message("multi-return length mismatch")
                    .into());
            }
            for ((slot, v), t) in out.iter_mut().zip(&values).zip(result_types) {
                *slot = to_wasm(v, *t, ctx)?;
            }
        }
    }
    Ok(())
}

/// The values of an iterable (for an import returning several results).
fn iterate(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<JsValue>> {
    if !v.is_object() {
        return Err(JsNativeError::typ()
            .with_message("multi-return value must be iterable")
            .into());
    }
    let array_from = ctx
        .intrinsics()
        .constructors()
        .array()
        .constructor()
        .get(js_string!("from"), ctx)?;
    let Some(from) = array_from.as_callable() else {
        return Err(JsNativeError::typ().with_message("Array.from").into());
    };
    let arr = from.call(
        &ctx.intrinsics().constructors().array().constructor().into(),
        std::slice::from_ref(v),
        ctx,
    )?;
    let Some(arr) = arr.as_object() else {
        return Ok(Vec::new());
    };
    let arr = JsArray::from_object(arr.clone())?;
    let mut out = Vec::new();
    for i in 0..arr.length(ctx)? {
        out.push(arr.get(i, ctx)?);
    }
    Ok(out)
}

/// ToWebAssemblyValue: a JS value as a wasm value of type `t`.
pub(super) fn to_wasm(v: &JsValue, t: ValType, ctx: &mut Context) -> JsResult<Val> {
    Ok(match t {
        ValType::I32 => Val::I32(v.to_i32(ctx)?),
        ValType::I64 => Val::I64(v.to_big_int64(ctx)?),
        ValType::F32 => Val::F32((v.to_number(ctx)? as f32).into()),
        ValType::F64 => Val::F64(v.to_number(ctx)?.into()),
        ValType::FuncRef => {
            if v.is_null() {
                Val::FuncRef(Ref::Null)
            } else if let Some(f) = exported_func(v) {
                Val::FuncRef(Ref::Val(f))
            } else {
                return Err(JsNativeError::typ()
                    .with_message("type incompatibility when transforming from/to JS")
                    .into());
            }
        }
        ValType::ExternRef => {
            if v.is_null() {
                Val::ExternRef(Ref::Null)
            } else {
                let i = keep_value(v.clone());
                Val::ExternRef(Ref::Val(with_store(|s| ExternRef::new(s, i))?))
            }
        }
        ValType::V128 => {
            return Err(JsNativeError::typ()
                .with_message("type incompatibility when transforming from/to JS")
                .into())
        }
    })
}

/// ToJSValue: a wasm value as a JS value.
pub(super) fn from_wasm(v: &Val, ctx: &mut Context) -> JsResult<JsValue> {
    Ok(match v {
        Val::I32(i) => JsValue::from(*i),
        Val::I64(i) => JsBigInt::from(*i).into(),
        Val::F32(f) => JsValue::from(f64::from(f32::from(*f))),
        Val::F64(f) => JsValue::from(f64::from(*f)),
        Val::FuncRef(Ref::Val(f)) => js_function(*f, None, ctx)?,
        Val::ExternRef(Ref::Val(r)) => {
            let index = with_store(|s| r.data(&s).downcast_ref::<usize>().copied())?;
            index.map_or_else(JsValue::undefined, kept_value)
        }
        Val::FuncRef(Ref::Null) | Val::ExternRef(Ref::Null) => JsValue::null(),
        Val::V128(_) => {
            return Err(JsNativeError::typ()
                .with_message("type incompatibility when transforming from/to JS")
                .into())
        }
    })
}

/// The one JS function for wasm function `f` (made on first use). Its `name` is the
/// function's index in its module, as V8 names exported functions, when known (`index`);
/// else its place among the functions made so far.
pub(super) fn js_function(f: Func, index: Option<u32>, ctx: &mut Context) -> JsResult<JsValue> {
    // wasmi's functions have no public identity other than their debug form.
    let key = format!("{f:?}");
    if let Some(v) = FUNCTIONS.with(|m| {
        m.borrow()
            .iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, v, _)| v.clone())
    }) {
        return Ok(v);
    }
    let ty = with_store(|s| f.ty(&s))?;
    let name = index.map_or_else(|| FUNCTIONS.with(|m| m.borrow().len()), |i| i as usize);
    let v: JsValue = super::make_exported_function(f, ty, &name.to_string(), ctx).into();
    FUNCTIONS.with(|m| m.borrow_mut().push((key, v.clone(), f)));
    Ok(v)
}

/// The wasm function behind a JS function made by [`js_function`].
pub(super) fn exported_func(v: &JsValue) -> Option<Func> {
    let obj = v.as_object()?;
    FUNCTIONS.with(|m| {
        m.borrow()
            .iter()
            .find(|(_, f, _)| f.as_object().is_some_and(|o| JsObject::equals(&o, &obj)))
            .map(|(_, _, func)| *func)
    })
}
