//! Proxies never share an inline-cache shape with ordinary objects. Boa 0.22 makes a proxy
//! object with the shape of an empty `{}` (prototype `Object.prototype`, no properties), so
//! a property read whose cache was filled by a plain object answers a proxy from that cache
//! and its `get` trap never runs: with `f = (v) => v.constructor.name`, `f({})` then
//! `f(new Proxy([], {}))` gives "Object" where V8 gives "Array". A proxy's own
//! [[Prototype]] slot is never read (every internal method of a proxy goes to its handler),
//! so the `Proxy` installed here puts one private object in that slot of every proxy it
//! makes: no ordinary object has that prototype, so no ordinary object's shape matches.

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsNativeError, JsObject, JsResult, NativeFunction};
use boa_gc::{Finalize, Trace};

use crate::engine::engine_fixes::define_method;

#[derive(Trace, Finalize, Clone)]
struct ProxyCaptures {
    engine: JsFunction,
    engine_revocable: JsFunction,
    /// The [[Prototype]] slot every proxy gets; never visible to a program.
    slot: JsObject,
}

/// Replaces `Proxy` (and `Proxy.revocable`) in the current realm.
///
/// # Errors
/// Engine failures while defining properties (none expected on a fresh realm).
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let engine = ctx.intrinsics().constructors().proxy().constructor();
    let engine = JsFunction::from_object(engine)
        .ok_or_else(|| JsNativeError::typ().with_message("Proxy is not a function"))?;
    let revocable = engine.get(js_string!("revocable"), ctx)?;
    let engine_revocable = crate::host::runtime::as_function(&revocable, "Proxy.revocable")?;
    let caps = ProxyCaptures {
        engine,
        engine_revocable,
        slot: JsObject::with_null_proto(),
    };
    let constructor = NativeFunction::from_copy_closure_with_captures(
        |this, args, caps: &ProxyCaptures, ctx| {
            // A native constructor gets new.target as `this`; a plain call gets its
            // receiver, and the engine's Proxy throws its TypeError for that.
            let Some(new_target) = this.as_object().filter(|o| o.is_constructor()) else {
                return caps.engine.call(this, args, ctx);
            };
            let proxy = caps.engine.construct(args, Some(&new_target), ctx)?;
            proxy.set_prototype(Some(caps.slot.clone()));
            Ok(proxy.into())
        },
        caps.clone(),
    );
    let proxy = FunctionObjectBuilder::new(ctx.realm(), constructor)
        .name(js_string!("Proxy"))
        .length(2)
        .constructor(true)
        .build();
    let revocable = NativeFunction::from_copy_closure_with_captures(
        |this, args, caps: &ProxyCaptures, ctx| {
            let result = caps.engine_revocable.call(this, args, ctx)?;
            if let Some(pair) = result.as_object() {
                let made = pair.get(js_string!("proxy"), ctx)?;
                if let Some(made) = made.as_object() {
                    made.set_prototype(Some(caps.slot.clone()));
                }
            }
            Ok(result)
        },
        caps,
    );
    let revocable = FunctionObjectBuilder::new(ctx.realm(), revocable)
        .name(js_string!("revocable"))
        .length(2)
        .build();
    define_method(&proxy, "revocable", revocable, ctx)?;
    define_method(&ctx.global_object(), "Proxy", proxy, ctx)?;
    Ok(())
}
