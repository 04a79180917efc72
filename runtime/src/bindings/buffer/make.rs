//! Making Buffers: new blocks with Buffer.prototype and the external-memory account.

use super::*;

/// An `AlignedVec` of `len` zero bytes, or the RangeError Node gives when allocation fails.
pub(super) fn zeroed_block(len: usize, ctx: &mut Context) -> JsResult<AlignedVec<u8>> {
    let limit = ctx.host_hooks().max_buffer_size(ctx);
    let mut block = AlignedVec::<u8>::new(64);
    if len as u64 > limit || block.try_reserve_exact(len).is_err() {
        return Err(JsNativeError::range()
            .with_message("Array buffer allocation failed")
            .into());
    }
    block.resize(len, 0);
    Ok(block)
}

pub(super) fn block_from(bytes: &[u8], ctx: &mut Context) -> JsResult<AlignedVec<u8>> {
    let mut block = zeroed_block(0, ctx)?;
    if block.try_reserve_exact(bytes.len()).is_err() {
        return Err(JsNativeError::range()
            .with_message("Array buffer allocation failed")
            .into());
    }
    block.extend_from_slice(bytes);
    Ok(block)
}

/// A plain Uint8Array over `bytes` (TextEncoder results, temporaries).
pub(super) fn plain_u8(ctx: &mut Context, bytes: Vec<u8>) -> JsResult<JsObject> {
    let block = block_from(&bytes, ctx)?;
    account_external(block.len());
    maybe_collect();
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    Ok(JsUint8Array::from_array_buffer(ab, ctx)?.into())
}

/// Wraps `block` as a Buffer (a Uint8Array whose prototype is `Buffer.prototype`). Other
/// bindings may use this to hand bytes to JS; before `buffer.js` has loaded the result is
/// a plain Uint8Array.
pub fn wrap_block(ctx: &mut Context, block: AlignedVec<u8>) -> JsResult<JsObject> {
    account_external(block.len());
    maybe_collect();
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    let obj: JsObject = JsUint8Array::from_array_buffer(ab, ctx)?.into();
    if let Some((proto, _)) = state(ctx) {
        obj.set_prototype(Some(proto));
    }
    Ok(obj)
}

pub(super) fn buffer_from_bytes(ctx: &mut Context, bytes: &[u8]) -> JsResult<JsValue> {
    let block = block_from(bytes, ctx)?;
    Ok(wrap_block(ctx, block)?.into())
}

/// A Buffer viewing `len` bytes of `backing` from `off` (shares memory).
pub(super) fn buffer_view(
    ctx: &mut Context,
    buffer: JsValue,
    off: usize,
    len: usize,
) -> JsResult<JsValue> {
    let u8ctor = ctx
        .intrinsics()
        .constructors()
        .typed_uint8_array()
        .constructor();
    let obj = u8ctor.construct(
        &[buffer, JsValue::from(off as f64), JsValue::from(len as f64)],
        None,
        ctx,
    )?;
    if let Some((proto, _)) = state(ctx) {
        obj.set_prototype(Some(proto));
    }
    Ok(obj.into())
}
