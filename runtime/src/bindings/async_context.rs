//! `internalBinding('async_context')`: the async context frame that AsyncLocalStorage keeps
//! its stores in. The frame itself is an opaque JS value owned by js-lib (an immutable Map);
//! the host only carries it across promise reactions and pool callbacks (event_loop.rs).

use boa_engine::{Context, JsArgs, JsResult, JsValue, NativeFunction};

use crate::host::event_loop::host;
use crate::host::runtime::native_object;

fn get_frame(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    Ok(host(ctx).async_frame.borrow().clone())
}

fn set_frame(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    *host(ctx).async_frame.borrow_mut() = args.get_or_undefined(0).clone();
    Ok(JsValue::undefined())
}

pub fn create(ctx: &mut Context) -> boa_engine::JsObject {
    native_object(
        ctx,
        &[
            ("getFrame", 0, NativeFunction::from_fn_ptr(get_frame)),
            ("setFrame", 1, NativeFunction::from_fn_ptr(set_frame)),
        ],
    )
}
