//! `internalBinding('util')`: what `util.inspect` and `util.types` cannot learn from JS
//! (promise state, whether a value is a Proxy), Externals, and the accessors of the lazy
//! globals.

use boa_engine::builtins::promise::PromiseState;
use boa_engine::object::builtins::{JsArray, JsFunction, JsPromise, JsProxy, JsSharedArrayBuffer};
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::{PropertyDescriptor, PropertyKey};
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsString, JsValue,
    NativeFunction,
};
use boa_gc::{Finalize, Gc, GcRefCell, Trace};

use crate::host::runtime::native_object;

fn get_promise_details(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(obj) = args.get_or_undefined(0).as_object() else {
        return Ok(JsValue::undefined());
    };
    let Ok(p) = JsPromise::from_object(obj.clone()) else {
        return Ok(JsValue::undefined());
    };
    let (state, value) = match p.state() {
        PromiseState::Pending => (0, JsValue::undefined()),
        PromiseState::Fulfilled(v) => (1, v),
        PromiseState::Rejected(v) => (2, v),
    };
    Ok(JsArray::from_iter([JsValue::from(state), value], ctx).into())
}

/// Boa does not expose a proxy's target and handler, so this answers only "is a Proxy":
/// `[proxy, null]` (or the proxy itself when `showProxy` is false).
fn get_proxy_details(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let v = args.get_or_undefined(0);
    let Some(obj) = v.as_object() else {
        return Ok(JsValue::undefined());
    };
    if JsProxy::from_object(obj.clone()).is_err() {
        return Ok(JsValue::undefined());
    }
    let show = args.get(1).is_none_or(JsValue::to_boolean);
    if show {
        Ok(JsArray::from_iter([v.clone(), JsValue::null()], ctx).into())
    } else {
        Ok(v.clone())
    }
}

fn preview_entries(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    Ok(JsArray::new(ctx)?.into())
}

/// What a lazy global holds: nothing until its loader has run (or it was assigned).
type LazySlot = Gc<GcRefCell<Option<JsValue>>>;

/// `defineLazyMethod(target, name, length, load)`: a built-in-like method (writable,
/// configurable, not enumerable, not a constructor) on `target`: a native function with
/// `name` and `length` whose first call gets the implementation from `load()`; every call
/// runs it with the same `this` and arguments. Engine corrections in js-lib are installed
/// this way so that start-up compiles none of their JS. A symbol `name` keys the method by
/// the symbol and names it `[description]`, as built-ins keyed by symbols are.
fn define_lazy_method(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args
        .get_or_undefined(0)
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("target must be an object"))?;
    let (key, name): (PropertyKey, JsString) = match args.get_or_undefined(1).as_symbol() {
        Some(symbol) => {
            let description = symbol.description().unwrap_or_default();
            let shown = format!("[{}]", description.to_std_string_escaped());
            (symbol.into(), JsString::from(shown.as_str()))
        }
        None => {
            let name = args.get_or_undefined(1).to_string(ctx)?;
            (name.clone().into(), name)
        }
    };
    let length = args.get_or_undefined(2).to_u32(ctx)? as usize;
    let load = args
        .get_or_undefined(3)
        .as_callable()
        .ok_or_else(|| JsNativeError::typ().with_message("load must be a function"))?;
    let slot: LazySlot = Gc::new(GcRefCell::new(None));
    let call = NativeFunction::from_copy_closure_with_captures(
        |this, args, (load, slot): &(JsObject, LazySlot), ctx| {
            let known = slot.borrow().clone();
            let implementation = match known {
                Some(f) => f,
                None => {
                    let f = load.call(&JsValue::undefined(), &[], ctx)?;
                    *slot.borrow_mut() = Some(f.clone());
                    f
                }
            };
            let f = implementation.as_callable().ok_or_else(|| {
                JsNativeError::typ().with_message("lazy method without an implementation")
            })?;
            f.call(this, args, ctx)
        },
        (load, slot),
    );
    let f = FunctionObjectBuilder::new(ctx.realm(), call)
        .name(name)
        .length(length)
        .build();
    target.define_property_or_throw(
        key,
        PropertyDescriptor::builder()
            .value(f)
            .writable(true)
            .enumerable(false)
            .configurable(true),
        ctx,
    )?;
    Ok(JsValue::undefined())
}

/// `defineLazyGlobal(name, load, enumerable)`: a configurable accessor on the global object
/// whose value is `load()`, called on first read. Globals such as `Buffer` and `performance`
/// are read on hot paths and stay accessors for good (Boa 0.22's global lookup cache calls a
/// stale slot if one turns into a data property from inside its getter), so the getter is
/// native: a JS getter made every `performance.now()` or `Buffer.from()` pay a JS call.
fn define_lazy_global(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args.get_or_undefined(0).to_string(ctx)?;
    let load = args
        .get_or_undefined(1)
        .as_callable()
        .ok_or_else(|| JsNativeError::typ().with_message("load must be a function"))?;
    let enumerable = args.get_or_undefined(2).to_boolean();
    let slot: LazySlot = Gc::new(GcRefCell::new(None));
    let get = NativeFunction::from_copy_closure_with_captures(
        |_, _, (load, slot): &(JsObject, LazySlot), ctx| {
            if let Some(v) = slot.borrow().as_ref() {
                return Ok(v.clone());
            }
            let v = load.call(&JsValue::undefined(), &[], ctx)?;
            *slot.borrow_mut() = Some(v.clone());
            Ok(v)
        },
        (load, slot.clone()),
    );
    let set = NativeFunction::from_copy_closure_with_captures(
        |_, args, slot: &LazySlot, _| {
            *slot.borrow_mut() = Some(args.get_or_undefined(0).clone());
            Ok(JsValue::undefined())
        },
        slot,
    );
    let realm = ctx.realm().clone();
    let shown = name.to_std_string_escaped();
    let get = FunctionObjectBuilder::new(&realm, get)
        .name(js_string!(format!("get {shown}").as_str()))
        .length(0)
        .build();
    let set = FunctionObjectBuilder::new(&realm, set)
        .name(js_string!(format!("set {shown}").as_str()))
        .length(1)
        .build();
    ctx.global_object().define_property_or_throw(
        name,
        PropertyDescriptor::builder()
            .get(get)
            .set(set)
            .enumerable(enumerable)
            .configurable(true),
        ctx,
    )?;
    Ok(JsValue::undefined())
}

/// `isError(v)`: whether `v` has an [[ErrorData]] slot (Error.isError), whatever its
/// prototype or Symbol.toStringTag say.
fn is_error(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(args
        .get_or_undefined(0)
        .as_object()
        .is_some_and(|o| o.is::<boa_engine::builtins::error::Error>())
        .into())
}

/// `setErrorWordingHook(fn)`: the function user code's `catch` blocks hand engine errors
/// to (engine/source_pass/catch_errors.rs).
fn set_error_wording_hook(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let hook = args
        .get_or_undefined(0)
        .as_object()
        .and_then(JsFunction::from_object)
        .ok_or_else(|| JsNativeError::typ().with_message("the wording hook must be a function"))?;
    *crate::host::event_loop::host(ctx)
        .error_wording
        .borrow_mut() = Some(hook);
    Ok(JsValue::undefined())
}

/// `setErrorWordingFilter(exact, prefixes, suffixes, parts)`: the messages the wording hook
/// may change, as four arrays of strings.
fn set_error_wording_filter(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mut lists: [Vec<String>; 4] = Default::default();
    for (i, list) in lists.iter_mut().enumerate() {
        let Some(array) = args.get_or_undefined(i).as_object() else {
            continue;
        };
        let array = JsArray::from_object(array)?;
        for j in 0..array.length(ctx)? {
            if let Some(s) = array.get(j, ctx)?.as_string() {
                list.push(s.to_std_string_lossy());
            }
        }
    }
    let filter = crate::engine::source_pass::catch_errors::WordingFilter::from_lists(lists);
    *crate::host::event_loop::host(ctx)
        .error_wording_filter
        .borrow_mut() = Some(filter);
    Ok(JsValue::undefined())
}

/// `mapStackColumns(frames)`: the frames' text with columns of sources the pre-pass
/// rewrote given in the user's text (engine/source_pass/columns.rs); the same string when
/// nothing moves.
fn map_stack_columns(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let text = args.get_or_undefined(0);
    let Some(s) = text.as_string() else {
        return Ok(text.clone());
    };
    Ok(
        match crate::engine::source_pass::map_frames(&s.to_std_string_lossy()) {
            Some(mapped) => JsString::from(mapped.as_str()).into(),
            None => text.clone(),
        },
    )
}

/// `setBacktraceLimit(n)`: how many frames the engine records when an error is made or
/// thrown, as `Error.stackTraceLimit` decides in V8 at that moment (internal/errors_stack's
/// setter calls this); returns the previous count so internal callers that need frames
/// whatever the program set can raise it for one capture.
fn set_backtrace_limit(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let previous = ctx.runtime_limits().backtrace_limit();
    let wanted = args.get_or_undefined(0).as_number().unwrap_or(0.0);
    // NaN and negatives record nothing; huge counts (Infinity) are bounded by the stack's depth.
    let frames = if wanted.is_nan() || wanted <= 0.0 {
        0
    } else if wanted >= 1e9 {
        1_000_000_000
    } else {
        wanted.ceil() as usize
    };
    ctx.runtime_limits_mut().set_backtrace_limit(frames);
    Ok(JsValue::from(previous as f64))
}

/// `sleep(msec)`: blocks the JS thread in the OS (internal/util's `sleep`, which Node's tests
/// use to let wall time pass without burning a CPU).
fn sleep(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let msec = args.get_or_undefined(0).to_u32(ctx)?;
    std::thread::sleep(std::time::Duration::from_millis(u64::from(msec)));
    Ok(JsValue::undefined())
}

/// A V8 External: an opaque object standing for a native pointer (Node hands them out as
/// a stream handle's `_externalStream`). Its address is a number no other External has.
#[derive(Trace, Finalize, JsData)]
struct External {
    #[unsafe_ignore_trace]
    address: u64,
}

/// `createExternal([of])` → a new External: no prototype, no properties, not extensible;
/// with the address of External `of` (V8 hands out a new wrapper of the same pointer on
/// every read of a handle's `_externalStream`), else a new address.
fn create_external(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    use std::sync::atomic::{AtomicU64, Ordering};
    // Shaped like the heap addresses V8 prints; only uniqueness matters.
    static NEXT: AtomicU64 = AtomicU64::new(0x5581_0000_0000);
    let same = args
        .get_or_undefined(0)
        .as_object()
        .and_then(|o| o.downcast_ref::<External>().map(|e| e.address));
    let address = same.unwrap_or_else(|| NEXT.fetch_add(0x20, Ordering::Relaxed));
    let external = JsObject::from_proto_and_data(None, External { address });
    // Sealing an object with no properties only makes it non-extensible.
    external.set_integrity_level(boa_engine::object::IntegrityLevel::Sealed, ctx)?;
    Ok(external.into())
}

/// `shareSharedArrayBuffer(sab)`: a second SharedArrayBuffer object over the same memory,
/// which is what structured cloning gives in Node (a new object, the same bytes); JS alone
/// cannot make one. Anything else is returned as it came.
fn share_shared_array_buffer(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let value = args.first().cloned().unwrap_or_default();
    let shared = value
        .as_object()
        .and_then(|o| JsSharedArrayBuffer::from_object(o.clone()).ok());
    Ok(match shared {
        Some(sab) => JsSharedArrayBuffer::from_buffer(sab.inner(), ctx).into(),
        None => value,
    })
}

/// `isExternal(value)`.
fn is_external(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(args
        .get_or_undefined(0)
        .as_object()
        .is_some_and(|o| o.downcast_ref::<External>().is_some())
        .into())
}

/// `getExternalValue(external)` → its address as a BigInt (what util.inspect prints in hex).
fn get_external_value(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let address = args
        .get_or_undefined(0)
        .as_object()
        .and_then(|o| o.downcast_ref::<External>().map(|e| e.address))
        .ok_or_else(|| JsNativeError::typ().with_message("value is not an External"))?;
    Ok(JsValue::from(boa_engine::JsBigInt::from(address)))
}

/// `callCatchingStackOverflow(fn)` calls `fn()`; running past the engine's recursion
/// limit comes out as a RangeError the caller can catch (host/errors.rs), as it would from
/// V8. assert.throws and assert.rejects run their block through it.
fn call_catching_stack_overflow(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let f = args
        .get_or_undefined(0)
        .as_callable()
        .ok_or_else(|| JsNativeError::typ().with_message("fn must be a function"))?;
    f.call(&JsValue::undefined(), &[], ctx)
        .map_err(|e| crate::host::errors::stack_overflow_as_range_error(e, ctx))
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            (
                "createExternal",
                1,
                NativeFunction::from_fn_ptr(create_external),
            ),
            ("isExternal", 1, NativeFunction::from_fn_ptr(is_external)),
            (
                "shareSharedArrayBuffer",
                1,
                NativeFunction::from_fn_ptr(share_shared_array_buffer),
            ),
            (
                "getExternalValue",
                1,
                NativeFunction::from_fn_ptr(get_external_value),
            ),
            (
                "callCatchingStackOverflow",
                1,
                NativeFunction::from_fn_ptr(call_catching_stack_overflow),
            ),
            (
                "getPromiseDetails",
                1,
                NativeFunction::from_fn_ptr(get_promise_details),
            ),
            (
                "getProxyDetails",
                2,
                NativeFunction::from_fn_ptr(get_proxy_details),
            ),
            (
                "previewEntries",
                1,
                NativeFunction::from_fn_ptr(preview_entries),
            ),
            ("isError", 1, NativeFunction::from_fn_ptr(is_error)),
            (
                "setErrorWordingHook",
                1,
                NativeFunction::from_fn_ptr(set_error_wording_hook),
            ),
            (
                "setErrorWordingFilter",
                4,
                NativeFunction::from_fn_ptr(set_error_wording_filter),
            ),
            (
                "mapStackColumns",
                1,
                NativeFunction::from_fn_ptr(map_stack_columns),
            ),
            ("sleep", 1, NativeFunction::from_fn_ptr(sleep)),
            (
                "setBacktraceLimit",
                1,
                NativeFunction::from_fn_ptr(set_backtrace_limit),
            ),
            (
                "defineLazyGlobal",
                3,
                NativeFunction::from_fn_ptr(define_lazy_global),
            ),
            (
                "defineLazyMethod",
                4,
                NativeFunction::from_fn_ptr(define_lazy_method),
            ),
        ],
    )
}
