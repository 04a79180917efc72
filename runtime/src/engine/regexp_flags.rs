//! The `RegExp.prototype.flags` getter as V8 has it. Boa 0.22 reads the flag getters in
//! the spec's order (`unicodeSets` before `sticky`) where V8 reads `sticky` first, which a
//! program sees through getters on the receiver, and its error for a primitive receiver
//! does not name the value (`... getter called on non-object 1` on V8).

use boa_engine::{js_string, Context, JsNativeError, JsResult, JsValue, NativeFunction};

use crate::engine::engine_fixes::define_getter;

/// The flag getters in the order V8 reads them, with each one's letter.
const READ_ORDER: [(&str, char); 8] = [
    ("hasIndices", 'd'),
    ("global", 'g'),
    ("ignoreCase", 'i'),
    ("multiline", 'm'),
    ("dotAll", 's'),
    ("unicode", 'u'),
    ("sticky", 'y'),
    ("unicodeSets", 'v'),
];

/// The order the letters are written in.
const WRITE_ORDER: &str = "dgimsuvy";

fn flags(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(object) = this.as_object() else {
        let shown = match this.as_symbol() {
            Some(sym) => sym.descriptive_string().to_std_string_escaped(),
            None => this.to_string(ctx)?.to_std_string_escaped(),
        };
        return Err(JsNativeError::typ()
            .with_message(format!(
                "RegExp.prototype.flags getter called on non-object {shown}"
            ))
            .into());
    };
    let mut set = [false; 8];
    for (name, letter) in READ_ORDER {
        if object.get(js_string!(name), ctx)?.to_boolean() {
            if let Some(i) = WRITE_ORDER.find(letter) {
                set[i] = true;
            }
        }
    }
    let text: String = WRITE_ORDER
        .chars()
        .zip(set)
        .filter_map(|(c, on)| on.then_some(c))
        .collect();
    Ok(js_string!(text.as_str()).into())
}

/// Replaces the getter on the realm's `RegExp.prototype`.
///
/// # Errors
/// Engine failures while defining the property.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let proto = ctx.intrinsics().constructors().regexp().prototype();
    define_getter(&proto, "flags", NativeFunction::from_fn_ptr(flags), ctx)
}
