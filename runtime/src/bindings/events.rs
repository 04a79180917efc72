//! `internalBinding('events')`: a native `EventEmitter.prototype.emit` for the common case.
//!
//! `emit(type, ...args)` with one listener function is the hottest call in most programs
//! (every stream chunk, socket read, readline line and HTTP message goes through it). In
//! Boa the JS version costs ~2.2 µs, mostly the rest-parameter array and the generic call
//! machinery around the listener; done here it is one native call that passes the
//! arguments straight on. Anything else (an `'error'` event, a listener array, an emitter
//! without `_events`, a `this` that is not an object) is js-lib's JS `emit`
//! (`js-lib/events.js`), which keeps Node's semantics for it.

use boa_engine::object::builtins::JsArray;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};

use crate::host::runtime::native_object;

/// What the native emit falls back to.
#[derive(Trace, Finalize, Clone)]
struct EmitCaptures {
    /// js-lib's `emit`, for every case but one listener function.
    slow_emit: JsObject,
    /// js-lib's `addCatch(emitter, result, type, args)`, for a listener that returned a
    /// value (a promise is watched when the emitter captures rejections).
    add_catch: JsObject,
}

fn emit(
    this: &JsValue,
    args: &[JsValue],
    caps: &EmitCaptures,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let slow = |ctx: &mut Context| caps.slow_emit.call(this, args, ctx);
    let Some(emitter) = this.as_object() else {
        return slow(ctx);
    };
    let event = args.get_or_undefined(0);
    if event.as_string().is_some_and(|s| s == js_string!("error")) {
        return slow(ctx);
    }
    if !(event.is_string() || event.is_symbol()) {
        return slow(ctx);
    }
    let events = emitter.get(js_string!("_events"), ctx)?;
    if events.is_undefined() {
        return Ok(false.into());
    }
    let Some(events) = events.as_object() else {
        return slow(ctx);
    };
    let key = event.to_property_key(ctx)?;
    let handler = events.get(key, ctx)?;
    if handler.is_undefined() {
        return Ok(false.into());
    }
    let Some(listener) = handler.as_callable() else {
        return slow(ctx);
    };
    let rest = args.get(1..).unwrap_or(&[]);
    let result = listener.call(this, rest, ctx)?;
    if !result.is_null_or_undefined() {
        let list = JsArray::from_iter(rest.iter().cloned(), ctx);
        caps.add_catch.call(
            &JsValue::undefined(),
            &[this.clone(), result, event.clone(), list.into()],
            ctx,
        )?;
    }
    Ok(true.into())
}

/// `fastEmit(slowEmit, addCatch)` → the native `emit`.
fn fast_emit(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let object = |i: usize| -> JsResult<JsObject> {
        args.get_or_undefined(i)
            .as_object()
            .filter(JsObject::is_callable)
            .ok_or_else(|| {
                JsNativeError::typ()
                    .with_message("fastEmit: expected a function")
                    .into()
            })
    };
    let caps = EmitCaptures {
        slow_emit: object(0)?,
        add_catch: object(1)?,
    };
    let native = NativeFunction::from_copy_closure_with_captures(emit, caps);
    Ok(FunctionObjectBuilder::new(ctx.realm(), native)
        .name(js_string!("emit"))
        .length(1)
        .build()
        .into())
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[("fastEmit", 2, NativeFunction::from_fn_ptr(fast_emit))],
    )
}
