//! `String.prototype.split` with a string separator, natively. Boa 0.22's builtin is
//! quadratic in the number of pieces: splitting a 1.6 MB file into its 100,000 lines took
//! 40 s (Node: a few ms), and `readFileSync(f, 'utf8').split('\n')` is what scripts do.
//! The replacement follows the spec steps for a primitive string `this` and a primitive
//! string separator and a `limit` that is undefined or a Number (no user code can run in
//! between); every other call goes to the original builtin, so RegExp and object
//! separators and other receivers behave exactly as before.

use boa_engine::object::builtins::JsArray;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::string::{JsStr, JsStrVariant};
use boa_engine::{
    js_string, Context, JsArgs, JsObject, JsResult, JsString, JsValue, NativeFunction,
};

/// Replaces `String.prototype.split`, keeping the builtin as the fallback.
///
/// # Errors
/// Only engine failures while reading or defining the property.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let proto = ctx.intrinsics().constructors().string().prototype();
    let original = proto.get(js_string!("split"), ctx)?;
    let Some(original) = original.as_callable() else {
        return Ok(());
    };
    let f = NativeFunction::from_copy_closure_with_captures(
        |this, args, original: &JsObject, ctx| match fast_split(this, args, ctx)? {
            Some(v) => Ok(v),
            None => original.call(this, args, ctx),
        },
        original.clone(),
    );
    let realm = ctx.realm().clone();
    let f = FunctionObjectBuilder::new(&realm, f)
        .name(js_string!("split"))
        .length(2)
        .build();
    proto.define_property_or_throw(
        js_string!("split"),
        PropertyDescriptor::builder()
            .value(f)
            .writable(true)
            .enumerable(false)
            .configurable(true),
        ctx,
    )?;
    Ok(())
}

/// The split, or `None` when the builtin must handle the call.
fn fast_split(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<Option<JsValue>> {
    let (Some(s), Some(sep)) = (this.as_string(), args.get_or_undefined(0).as_string()) else {
        return Ok(None);
    };
    let limit = args.get_or_undefined(1);
    let lim = if limit.is_undefined() {
        u32::MAX
    } else if let Some(n) = limit.as_number() {
        // ToUint32 of a Number runs no user code.
        JsValue::from(n).to_u32(ctx)?
    } else {
        return Ok(None);
    };
    // A primitive separator has no @@split lookup (only objects are asked, as in Node 26).
    if lim == 0 {
        return Ok(Some(JsArray::from_iter(Vec::new(), ctx).into()));
    }
    let lim = lim as usize;
    let pieces: Vec<JsValue> = match (s.as_str().variant(), sep.as_str().variant()) {
        (JsStrVariant::Latin1(h), JsStrVariant::Latin1(n)) => {
            split_units(h, n, lim, |p| JsString::from(JsStr::latin1(p)))
        }
        _ => {
            let h: Vec<u16> = s.iter().collect();
            let n: Vec<u16> = sep.iter().collect();
            split_units(&h, &n, lim, |p: &[u16]| JsString::from(p))
        }
    };
    Ok(Some(JsArray::from_iter(pieces, ctx).into()))
}

/// Spec steps 9-13 of `String.prototype.split` over code units.
fn split_units<T: PartialEq + Copy>(
    hay: &[T],
    sep: &[T],
    lim: usize,
    make: impl Fn(&[T]) -> JsString,
) -> Vec<JsValue> {
    if sep.is_empty() {
        return hay[..hay.len().min(lim)]
            .iter()
            .map(|u| make(std::slice::from_ref(u)).into())
            .collect();
    }
    if hay.is_empty() {
        return vec![make(hay).into()];
    }
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i + sep.len() <= hay.len() {
        if hay[i] == sep[0] && hay[i..i + sep.len()] == *sep {
            out.push(make(&hay[start..i]).into());
            if out.len() == lim {
                return out;
            }
            i += sep.len();
            start = i;
        } else {
            i += 1;
        }
    }
    out.push(make(&hay[start..]).into());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(h: &str, s: &str, lim: usize) -> Vec<String> {
        let h: Vec<u16> = h.encode_utf16().collect();
        let s: Vec<u16> = s.encode_utf16().collect();
        split_units(&h, &s, lim, |p: &[u16]| JsString::from(p))
            .iter()
            .map(|v| v.as_string().unwrap().to_std_string_escaped())
            .collect()
    }

    #[test]
    fn follows_the_spec_steps() {
        assert_eq!(pieces("a\nb\n", "\n", usize::MAX), ["a", "b", ""]);
        assert_eq!(pieces("aXXbXXXc", "XX", usize::MAX), ["a", "b", "Xc"]);
        assert_eq!(pieces("a,b,c", ",", 2), ["a", "b"]);
        assert_eq!(pieces("", ",", usize::MAX), [""]);
        assert_eq!(pieces("abc", "", 2), ["a", "b"]);
        assert_eq!(pieces("", "", usize::MAX), Vec::<String>::new());
        assert_eq!(pieces("abc", "abcd", usize::MAX), ["abc"]);
    }
}
