//! `internalBinding('async_context')`: the async context frame that AsyncLocalStorage keeps
//! its stores in. The frame itself is an opaque JS value owned by js-lib (an immutable Map);
//! the host only carries it across promise reactions and pool callbacks (event_loop.rs).
//! `setDeliveryHooks(enter, exit)` lets the `domain` module enter the domain a pool job's
//! frame names around the job's callback.

use boa_engine::object::builtins::JsFunction;
use boa_engine::{Context, JsArgs, JsNativeError, JsResult, JsValue, NativeFunction};

use crate::host::event_loop::host;
use crate::host::runtime::native_object;

fn get_frame(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    Ok(host(ctx).async_frame.borrow().clone())
}

fn set_frame(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    *host(ctx).async_frame.borrow_mut() = args.get_or_undefined(0).clone();
    Ok(JsValue::undefined())
}

fn set_delivery_hooks(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let function = |v: &JsValue| {
        v.as_object()
            .and_then(JsFunction::from_object)
            .ok_or_else(|| JsNativeError::typ().with_message("delivery hooks must be functions"))
    };
    let hooks = (
        function(args.get_or_undefined(0))?,
        function(args.get_or_undefined(1))?,
    );
    *host(ctx).delivery_hooks.borrow_mut() = Some(hooks);
    Ok(JsValue::undefined())
}

pub fn create(ctx: &mut Context) -> boa_engine::JsObject {
    native_object(
        ctx,
        &[
            ("getFrame", 0, NativeFunction::from_fn_ptr(get_frame)),
            ("setFrame", 1, NativeFunction::from_fn_ptr(set_frame)),
            (
                "setDeliveryHooks",
                2,
                NativeFunction::from_fn_ptr(set_delivery_hooks),
            ),
        ],
    )
}
