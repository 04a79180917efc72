//! Native `crypto.createHash`, `Hash.prototype.update` and `Hash.prototype.digest` for
//! the common case (a known, fixed-length digest; string or view input; string or no
//! output encoding), each falling back to js-lib's JS function for everything else.
//!
//! `createHash(a).update(b).digest(c)` made in JS costs ~8 µs on Boa, almost all of it
//! interpreter work around three native calls: an object allocation, five property
//! stores, two symbol lookups per method, argument checks. Done here it is one native call
//! per step. The objects are the same as js-lib's `new Hash()` makes (prototype, own
//! `_options`, `[kHandle]`, `[kState]` with `[kFinalized]`), and additionally carry their
//! handle and state as native data so that update/digest reach them without a lookup.
//! Objects made by `new Hash()` (options given, SHAKE, subclasses) have no native data
//! and always take the JS path.

use boa_engine::object::builtins::JsDataView;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{
    builtins::typed_array::TypedArray, js_string, Context, JsArgs, JsData, JsObject, JsResult,
    JsSymbol, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};

use super::hash::{new_hash_handle, HashHandle};
use super::{encode_output, out_enc_of, update_input};
use crate::engine::shared_shape::{add_fields, object_with_data, plain_object};

/// The handle and state objects of a Hash made by the native `createHash`.
#[derive(Trace, Finalize, JsData)]
struct HashOwner {
    handle: JsObject,
    state: JsObject,
}

/// What the three functions need from js-lib.
#[derive(Trace, Finalize, Clone)]
struct Captures {
    proto: JsObject,
    #[unsafe_ignore_trace]
    k_handle: JsSymbol,
    #[unsafe_ignore_trace]
    k_state: JsSymbol,
    #[unsafe_ignore_trace]
    k_finalized: JsSymbol,
    slow_create: JsObject,
    slow_update: JsObject,
    slow_digest: JsObject,
}

fn owner_of(this: &JsValue) -> Option<(JsObject, JsObject)> {
    let obj = this.as_object()?;
    let owner = obj.downcast_ref::<HashOwner>()?;
    Some((owner.handle.clone(), owner.state.clone()))
}

/// Whether `v` is a TypedArray or DataView (Node's update takes no bare ArrayBuffer).
fn is_view(v: &JsValue) -> bool {
    v.as_object()
        .is_some_and(|o| o.is::<TypedArray>() || JsDataView::from_object(o.clone()).is_ok())
}

fn create(_: &JsValue, args: &[JsValue], caps: &Captures, ctx: &mut Context) -> JsResult<JsValue> {
    let slow = |ctx: &mut Context| caps.slow_create.call(&JsValue::undefined(), args, ctx);
    if !args.get_or_undefined(1).is_undefined() {
        return slow(ctx);
    }
    // Unknown names (errors) and XOFs (DEP0198 warning) are js-lib's.
    let Some(handle) = args
        .get_or_undefined(0)
        .as_string()
        .and_then(|s| new_hash_handle(&s.to_std_string_lossy(), ctx))
    else {
        return slow(ctx);
    };
    let state = plain_object(ctx);
    add_fields(&state, [(caps.k_finalized.clone().into(), false.into())]);
    let owner = HashOwner {
        handle: handle.clone(),
        state: state.clone(),
    };
    let obj = object_with_data(caps.proto.clone(), owner, ctx);
    add_fields(
        &obj,
        [
            (js_string!("_options").into(), JsValue::undefined()),
            (caps.k_handle.clone().into(), handle.into()),
            (caps.k_state.clone().into(), state.into()),
        ],
    );
    Ok(obj.into())
}

fn update(
    this: &JsValue,
    args: &[JsValue],
    caps: &Captures,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    if let Some((handle, _)) = owner_of(this) {
        let data = args.get_or_undefined(0);
        // A string in an explicit encoding is checked and converted by js-lib.
        let plain = if data.is_string() {
            args.get_or_undefined(1).is_undefined()
        } else {
            is_view(data)
        };
        if plain {
            let done = update_input(data, ctx, |bytes| {
                handle
                    .downcast_ref::<HashHandle>()
                    .is_some_and(|h| h.update(bytes))
            })?;
            if done == Some(true) {
                return Ok(this.clone());
            }
        }
    }
    caps.slow_update.call(this, args, ctx)
}

fn digest(
    this: &JsValue,
    args: &[JsValue],
    caps: &Captures,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let enc = args.get_or_undefined(0);
    if enc.is_undefined() || enc.is_string() {
        if let Some((handle, state)) = owner_of(this) {
            let taken = handle.downcast_ref::<HashHandle>().and_then(|h| h.finish());
            if let Some(out) = taken {
                let ret = encode_output(ctx, out, out_enc_of(enc))?;
                // The state object is js-lib's, made by `create` with this one writable
                // field, so a store is a plain overwrite.
                add_fields(&state, [(caps.k_finalized.clone().into(), true.into())]);
                return Ok(ret);
            }
        }
    }
    caps.slow_digest.call(this, args, ctx)
}

/// `hashFastPaths(HashPrototype, kHandle, kState, kFinalized, createHash, update, digest)`
/// → `[createHash, update, digest]`, native versions of the three JS functions given.
pub(super) fn hash_fast_paths(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let object = |i: usize| -> JsResult<JsObject> {
        args.get_or_undefined(i).as_object().ok_or_else(|| {
            boa_engine::JsNativeError::typ()
                .with_message("hashFastPaths: expected an object")
                .into()
        })
    };
    let symbol = |i: usize| -> JsResult<JsSymbol> {
        args.get_or_undefined(i).as_symbol().ok_or_else(|| {
            boa_engine::JsNativeError::typ()
                .with_message("hashFastPaths: expected a symbol")
                .into()
        })
    };
    let caps = Captures {
        proto: object(0)?,
        k_handle: symbol(1)?,
        k_state: symbol(2)?,
        k_finalized: symbol(3)?,
        slow_create: object(4)?,
        slow_update: object(5)?,
        slow_digest: object(6)?,
    };
    type Entry = fn(&JsValue, &[JsValue], &Captures, &mut Context) -> JsResult<JsValue>;
    let table: [(&str, usize, Entry); 3] = [
        ("createHash", 2, create),
        ("update", 2, update),
        ("digest", 1, digest),
    ];
    let fns = table.map(|(name, length, f)| {
        let native = NativeFunction::from_copy_closure_with_captures(f, caps.clone());
        JsValue::from(
            FunctionObjectBuilder::new(ctx.realm(), native)
                .name(js_string!(name))
                .length(length)
                .build(),
        )
    });
    Ok(boa_engine::object::builtins::JsArray::from_iter(fns, ctx).into())
}
