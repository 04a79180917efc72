//! `internalBinding('uv')`: libuv's error names and descriptions, from the one errno table
//! that fs-binding owns (`fs_binding::errno`), plus a `UV_<CODE>` constant per entry.

use boa_engine::object::builtins::{JsArray, JsMap};
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use fs_binding::errno::{errname, strerror, ERROR_MAP};

use crate::host::runtime::{native_object, set_prop};

fn errno_arg(args: &[JsValue], ctx: &mut Context) -> JsResult<i32> {
    let n = args.get_or_undefined(0).to_number(ctx)?;
    if !n.is_finite() || n.fract() != 0.0 || n >= 0.0 || n < f64::from(i32::MIN) {
        return Err(JsNativeError::range()
            .with_message(format!(
                "The value of \"err\" is out of range. It must be a negative integer. Received {n}"
            ))
            .into());
    }
    Ok(n as i32)
}

fn js_errname(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let errno = errno_arg(args, ctx)?;
    Ok(js_string!(errname(errno).as_ref()).into())
}

fn js_message(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let errno = errno_arg(args, ctx)?;
    Ok(js_string!(strerror(errno).as_ref()).into())
}

fn js_error_map(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let map = JsMap::new(ctx);
    for info in ERROR_MAP {
        let pair = JsArray::from_iter(
            [
                js_string!(info.code).into(),
                js_string!(info.description).into(),
            ],
            ctx,
        );
        map.set(JsValue::from(info.errno), pair, ctx)?;
    }
    Ok(map.into())
}

pub fn create(ctx: &mut Context) -> JsResult<JsObject> {
    let obj = native_object(
        ctx,
        &[
            ("errname", 1, NativeFunction::from_fn_ptr(js_errname)),
            (
                "getErrorMessage",
                1,
                NativeFunction::from_fn_ptr(js_message),
            ),
            ("getErrorMap", 0, NativeFunction::from_fn_ptr(js_error_map)),
        ],
    );
    for info in ERROR_MAP {
        set_prop(&obj, &format!("UV_{}", info.code), info.errno.into(), ctx)?;
    }
    Ok(obj)
}
