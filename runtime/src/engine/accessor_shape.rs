//! An accessor turned into a data property moves its object to a shape of its own.
//!
//! Boa 0.22 fills a property read's inline cache after the getter it found has run, pairing
//! the object's shape *after* the getter with the accessor slot found *before* it. A getter
//! that replaces itself with a data property (`get() { Object.defineProperty(o, 'k',
//! { value: v }); return v; }`, zod's object shapes do it) leaves the read site mapping the
//! converted shape to "call the getter", and the engine calls the stored value instead:
//! `TypeError: not a callable function`, or a function value run by mistake. Converting the
//! same property of another object of the same kind lands on the same shared shape, so
//! every such object read later at that site fails.
//!
//! `Object.defineProperty` and `Reflect.defineProperty` are replaced by natives that call
//! the engine's, and when that turned an own accessor into a data property, give the object
//! a fresh shape by setting its [[Prototype]] to a throwaway object and back (the
//! transition from a new prototype is new, so no other object, and no read site, has the
//! result). The prototype and every property stay as they were. What remains (the same
//! object read again at the very site whose getter converted it) is in docs/ENGINE.md.

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyKey;
use boa_engine::{js_string, Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};
use boa_gc::{Finalize, Trace};

use crate::engine::engine_fixes::define_method;

#[derive(Trace, Finalize, Clone)]
struct Captures {
    engine: JsFunction,
}

/// Replaces `Object.defineProperty` and `Reflect.defineProperty` in the current realm.
///
/// # Errors
/// Engine failures while defining properties (none expected on a fresh realm).
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let object = ctx.intrinsics().constructors().object().constructor();
    let reflect = ctx.intrinsics().objects().reflect();
    for holder in [object, reflect] {
        let engine = holder.get(js_string!("defineProperty"), ctx)?;
        let engine = crate::host::runtime::as_function(&engine, "defineProperty")?;
        let f = NativeFunction::from_copy_closure_with_captures(
            |this, args, caps: &Captures, ctx| {
                let converting = own_accessor(args.get_or_undefined(0), args.get_or_undefined(1));
                let result = caps.engine.call(this, args, ctx)?;
                if let Some((object, key)) = converting {
                    let now_data = object
                        .borrow()
                        .properties()
                        .get(&key)
                        .is_some_and(|d| d.is_data_descriptor());
                    if now_data {
                        fresh_shape(&object);
                    }
                }
                Ok(result)
            },
            Captures { engine },
        );
        let f = FunctionObjectBuilder::new(ctx.realm(), f)
            .name(js_string!("defineProperty"))
            .length(3)
            .build();
        define_method(&holder, "defineProperty", f, ctx)?;
    }
    Ok(())
}

/// The object and key when `target` has an own accessor property `key` in its shape. Only
/// primitive keys are looked at: converting an object key runs its `toString`, which the
/// engine's `defineProperty` must be the one to do.
fn own_accessor(target: &JsValue, key: &JsValue) -> Option<(JsObject, PropertyKey)> {
    let object = target.as_object()?;
    let key = if let Some(s) = key.as_string() {
        PropertyKey::from(s.clone())
    } else if let Some(sym) = key.as_symbol() {
        PropertyKey::from(sym)
    } else {
        return None;
    };
    // Index keys live outside the shape.
    if matches!(key, PropertyKey::Index(_)) {
        return None;
    }
    let accessor = object
        .borrow()
        .properties()
        .get(&key)
        .is_some_and(|d| d.is_accessor_descriptor());
    accessor.then_some((object, key))
}

/// Moves `object` to a shape no other object has, keeping its prototype. A non-extensible
/// object refuses the first step and keeps its shape.
fn fresh_shape(object: &JsObject) {
    let prototype = object.prototype();
    if object.set_prototype(Some(JsObject::with_null_proto())) {
        object.set_prototype(prototype);
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::engine_fixes::eval_fixed as run;

    #[test]
    fn converted_accessors_do_not_poison_other_objects() {
        let src = "function make() { const o = { type: 1 }; \
            Object.defineProperty(o, 'shape', { configurable: true, get() { \
              const v = { n: 1 }; Object.defineProperty(o, 'shape', { value: v }); return v; } }); \
            return o; } \
            function read(x) { return x.shape; } \
            const a = make(), b = make(); read(a); b.shape; \
            [read(b).n, Object.getPrototypeOf(b) === Object.prototype, \
             JSON.stringify(Object.getOwnPropertyDescriptor(b, 'shape'))].join()";
        assert_eq!(
            run(src),
            "1,true,{\"value\":{\"n\":1},\"writable\":false,\"enumerable\":false,\"configurable\":true}"
        );
    }

    #[test]
    fn reflect_and_frozen_objects() {
        let src = "const o = Object.defineProperty({}, 'k', { configurable: true, get() { return 1 } }); \
            Object.preventExtensions(o); \
            [Reflect.defineProperty(o, 'k', { value: 2 }), o.k, Object.isExtensible(o), \
             Object.defineProperty.name, Object.defineProperty.length].join()";
        assert_eq!(run(src), "true,2,false,defineProperty,3");
    }
}
