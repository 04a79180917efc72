//! `ArrayBuffer.prototype.transfer`, `transferToFixedLength` and the `detached` getter
//! (ES2024, in V8 and so in Node 26), which Boa 0.22 builds only with its `experimental`
//! feature (that also turns on unfinished proposals Node does not have). The data moves
//! to the new buffer without a copy (Boa's detach hands the block over); a new length
//! resizes that block. Messages are V8's.

use boa_engine::object::builtins::JsArrayBuffer;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};

use crate::engine::engine_fixes::{define_getter, define_method};

/// Installs the two methods and the getter on `%ArrayBuffer.prototype%`, unless the engine
/// has them.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let proto = ctx.intrinsics().constructors().array_buffer().prototype();
    if proto.has_own_property(js_string!("transfer"), ctx)? {
        return Ok(());
    }
    for (name, f) in [
        (
            "transfer",
            transfer as fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>,
        ),
        ("transferToFixedLength", transfer_to_fixed_length),
    ] {
        let f = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(f))
            .name(js_string!(name))
            .length(0)
            .build();
        define_method(&proto, name, f, ctx)?;
    }
    define_getter(
        &proto,
        "detached",
        NativeFunction::from_fn_ptr(detached),
        ctx,
    )
}

/// V8's `#<Ctor>` (or the value itself) for a receiver in an error message.
fn describe(value: &JsValue, ctx: &mut Context) -> String {
    match value.as_object() {
        Some(obj) => {
            let name = obj
                .get(js_string!("constructor"), ctx)
                .ok()
                .and_then(|c| c.as_object())
                .and_then(|c| c.get(js_string!("name"), ctx).ok())
                .and_then(|n| n.as_string().map(|s| s.to_std_string_escaped()))
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| "Object".into());
            format!("#<{name}>")
        }
        None => value
            .to_string(ctx)
            .map(|s| s.to_std_string_escaped())
            .unwrap_or_default(),
    }
}

fn receiver(this: &JsValue, method: &str, ctx: &mut Context) -> JsResult<JsArrayBuffer> {
    this.as_object()
        .and_then(|o| JsArrayBuffer::from_object(o.clone()).ok())
        .ok_or_else(|| {
            JsNativeError::typ()
                .with_message(format!(
                    "Method {method} called on incompatible receiver {}",
                    describe(this, ctx)
                ))
                .into()
        })
}

fn detached(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let buf = receiver(this, "get ArrayBuffer.prototype.detached", ctx)?;
    let is_detached = buf.data().is_none();
    Ok(is_detached.into())
}

fn transfer(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    copy_and_detach(this, args, true, ctx)
}

fn transfer_to_fixed_length(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    copy_and_detach(this, args, false, ctx)
}

fn invalid_length() -> JsNativeError {
    JsNativeError::range().with_message("Invalid array buffer length")
}

/// The spec's ArrayBufferCopyAndDetach.
fn copy_and_detach(
    this: &JsValue,
    args: &[JsValue],
    preserve_resizability: bool,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let method = if preserve_resizability {
        "ArrayBuffer.prototype.transfer"
    } else {
        "ArrayBuffer.prototype.transferToFixedLength"
    };
    let buf = receiver(this, method, ctx)?;
    let obj = JsObject::from(buf.clone());
    let new_length = args.get_or_undefined(0);
    let requested = if new_length.is_undefined() {
        None
    } else {
        let n = new_length.to_number(ctx)?;
        let n = if n.is_nan() { 0.0 } else { n.trunc() };
        if !(0.0..=9_007_199_254_740_991.0).contains(&n) {
            return Err(invalid_length().into());
        }
        Some(n as u64)
    };
    if buf.data().is_none() {
        return Err(JsNativeError::typ()
            .with_message(format!("Cannot perform {method} on a detached ArrayBuffer"))
            .into());
    }
    let max = if preserve_resizability && obj.get(js_string!("resizable"), ctx)?.to_boolean() {
        Some(obj.get(js_string!("maxByteLength"), ctx)?.to_number(ctx)? as u64)
    } else {
        None
    };
    let new_len = requested.unwrap_or(buf.byte_length() as u64);
    if max.is_some_and(|m| new_len > m) || usize::try_from(new_len).is_err() {
        return Err(invalid_length().into());
    }
    if crate::bindings::wasm::is_memory_buffer(&obj) {
        return Err(crate::bindings::wasm::not_detachable().into());
    }
    let mut block = buf.detach(&JsValue::undefined())?;
    // The block moves; only a new length touches it (zeros after the old end).
    block.resize(new_len as usize, 0);
    let mut out = JsArrayBuffer::from_byte_block(block, ctx)?;
    if let Some(m) = max {
        out = out.with_max_byte_length(m);
    }
    Ok(JsValue::from(out))
}
