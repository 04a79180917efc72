//! `internalBinding('util')`: what `util.inspect` and `util.types` cannot learn from JS:
//! promise state and whether a value is a Proxy.

use boa_engine::builtins::promise::PromiseState;
use boa_engine::object::builtins::{JsArray, JsPromise, JsProxy};
use boa_engine::{Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};

use crate::runtime::native_object;

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

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
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
        ],
    )
}
