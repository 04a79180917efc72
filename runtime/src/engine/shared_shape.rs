//! Objects made by native code, on the engine's shared shapes.
//!
//! Boa's public `JsObject::from_proto_and_data` and `JsObject::with_object_proto` give each
//! object a unique shape: its own property table, which every property added to it grows
//! (a hash-map insert and an allocation per property), and which the collector traces. The
//! engine's own objects start from the realm's root shape instead, so that objects filled in
//! the same order share one chain of shape transitions and keep only a slot vector. The
//! public door to that is `ObjectInitializer::with_native_data_and_proto`; these helpers
//! use it. For an object that gets three properties, the difference is most of the cost of
//! `crypto.createHash('sha256')` (docs/PERFORMANCE.md, "Crypto and zlib").

use boa_engine::builtins::object::OrdinaryObject;
use boa_engine::object::{NativeObject, ObjectInitializer};
use boa_engine::property::{PropertyDescriptor, PropertyKey};
use boa_engine::{Context, JsObject, JsValue};

/// An empty ordinary object inheriting from `Object.prototype`, like `{}`.
pub fn plain_object(ctx: &mut Context) -> JsObject {
    ObjectInitializer::with_native_data(OrdinaryObject, ctx).build()
}

/// An object carrying native `data`, inheriting from `proto`.
pub fn object_with_data<T: NativeObject>(proto: JsObject, data: T, ctx: &mut Context) -> JsObject {
    ObjectInitializer::with_native_data_and_proto(data, proto, ctx).build()
}

/// Sets writable, enumerable, configurable data properties on an object made here, adding
/// them in order or replacing ones set before. On such an object (extensible, every key
/// absent or one of these fields) this is what `CreateDataProperty` does, without the
/// descriptor validation, which cannot fail there.
pub fn add_fields<const N: usize>(obj: &JsObject, fields: [(PropertyKey, JsValue); N]) {
    for (key, value) in fields {
        let desc = PropertyDescriptor::builder()
            .value(value)
            .writable(true)
            .enumerable(true)
            .configurable(true);
        obj.insert_property(key, desc);
    }
}

/// An object carrying native `data` that JS code only passes back to native functions (a
/// handle); it inherits from `Object.prototype`, which its users never look at.
pub fn handle_object<T: NativeObject>(data: T, ctx: &mut Context) -> JsObject {
    ObjectInitializer::with_native_data(data, ctx).build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use boa_engine::js_string;

    /// Objects filled in the same order end up with equal property lists and read back
    /// what was stored; a handle keeps its data.
    #[test]
    fn objects_hold_their_properties_and_data() {
        let ctx = &mut Context::default();
        let a = plain_object(ctx);
        let b = plain_object(ctx);
        a.create_data_property_or_throw(js_string!("x"), 1, ctx)
            .unwrap();
        a.create_data_property_or_throw(js_string!("y"), 2, ctx)
            .unwrap();
        add_fields(
            &b,
            [
                (js_string!("x").into(), 1.into()),
                (js_string!("y").into(), 2.into()),
            ],
        );
        assert_eq!(a.get(js_string!("y"), ctx).unwrap(), JsValue::from(2));
        assert_eq!(b.own_property_keys(ctx).unwrap().len(), 2);
        // Both descriptors are plain writable, enumerable, configurable data properties.
        let global = ctx.global_object();
        global.set(js_string!("a"), a.clone(), false, ctx).unwrap();
        global.set(js_string!("b"), b.clone(), false, ctx).unwrap();
        let desc = ctx
            .eval(boa_engine::Source::from_bytes(
                "[a, b].map((o) => JSON.stringify(Object.getOwnPropertyDescriptor(o, 'y'))).join()",
            ))
            .unwrap();
        let want = r#"{"value":2,"writable":true,"enumerable":true,"configurable":true}"#;
        assert_eq!(
            desc.as_string().unwrap().to_std_string_escaped(),
            format!("{want},{want}")
        );
        let proto = ctx.intrinsics().constructors().object().prototype();
        assert!(a.prototype().is_some_and(|p| p == proto));
        let h = handle_object(OrdinaryObject, ctx);
        assert!(h.is::<OrdinaryObject>());
        let d = object_with_data(a.clone(), OrdinaryObject, ctx);
        assert!(d.prototype().is_some_and(|p| p == a));
        assert_eq!(d.get(js_string!("x"), ctx).unwrap(), JsValue::from(1));
    }
}
