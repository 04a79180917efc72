//! `BigInt.asIntN` and `BigInt.asUintN` as V8 has them. Boa 0.22 builds `2 ** bits` on every
//! call, so a width past its size limit throws even when the value fits (`BigInt.asIntN(2 **
//! 53 - 1, 5n)` is `5n` on V8, a RangeError on Boa), and its conversion errors are worded
//! its own way (`Index must be between 0 and  2^53 - 1` for V8's `Invalid value: not
//! (convertible to) a safe integer`, `cannot convert Number to a BigInt` for `Cannot convert
//! 1 to a BigInt`). These convert with V8's messages, answer from the value's bit length when
//! the width is wider than the value, and wrap by shifting otherwise.

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::value::PreferredType;
use boa_engine::{
    js_string, Context, JsArgs, JsBigInt, JsError, JsNativeError, JsResult, JsValue, NativeFunction,
};

use crate::engine::engine_fixes::define_method;

/// V8's largest BigInt, in bits (`kMaxLengthBits`): a result wider than this is a RangeError.
const MAX_BITS: u64 = 1 << 30;

/// ToIndex with V8's message.
fn to_index(value: &JsValue, ctx: &mut Context) -> JsResult<u64> {
    let n = value.to_number(ctx)?;
    let n = if n.is_nan() { 0.0 } else { n.trunc() };
    if !(0.0..=9_007_199_254_740_991.0).contains(&n) {
        return Err(JsNativeError::range()
            .with_message("Invalid value: not (convertible to) a safe integer")
            .into());
    }
    Ok(n as u64)
}

/// The text V8 puts in a conversion error: the value as `String()` would give it, a
/// symbol's description form included.
fn display(value: &JsValue, ctx: &mut Context) -> String {
    match value.as_symbol() {
        Some(sym) => sym.descriptive_string().to_std_string_escaped(),
        None => value
            .to_string(ctx)
            .map(|s| s.to_std_string_escaped())
            .unwrap_or_default(),
    }
}

/// ToBigInt with V8's messages.
fn to_bigint(value: &JsValue, ctx: &mut Context) -> JsResult<JsBigInt> {
    let prim = value.to_primitive(ctx, PreferredType::Number)?;
    if let Some(b) = prim.as_bigint() {
        return Ok(b.clone());
    }
    if let Some(b) = prim.as_boolean() {
        return Ok(JsBigInt::new(i64::from(b)));
    }
    if let Some(s) = prim.as_string() {
        let text = s.to_std_string_escaped();
        // Boa accepts numeric separators here; StringToBigInt does not.
        let parsed = if text.contains('_') {
            None
        } else {
            prim.to_bigint(ctx).ok()
        };
        return parsed.ok_or_else(|| {
            JsNativeError::syntax()
                .with_message(format!("Cannot convert {text} to a BigInt"))
                .into()
        });
    }
    Err(JsNativeError::typ()
        .with_message(format!(
            "Cannot convert {} to a BigInt",
            display(&prim, ctx)
        ))
        .into())
}

fn is_negative(x: &JsBigInt) -> bool {
    x.to_f64() < 0.0
}

/// `2 ** bits`; `bits` is at most the bit length of a value that exists.
fn power_of_two(bits: u64) -> JsResult<JsBigInt> {
    JsBigInt::shift_left(&JsBigInt::one(), &JsBigInt::new(bits as i64))
}

fn too_big() -> JsError {
    JsNativeError::range()
        .with_message("Maximum BigInt size exceeded")
        .into()
}

fn as_int_n(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let bits = to_index(args.get_or_undefined(0), ctx)?;
    let x = to_bigint(args.get_or_undefined(1), ctx)?;
    if bits == 0 {
        return Ok(JsBigInt::zero().into());
    }
    // |x| < 2 ** (bits - 1): x is its own wrap.
    if x.as_inner().bits() < bits {
        return Ok(x.into());
    }
    let modulo = JsBigInt::mod_floor(&x, &power_of_two(bits)?);
    let half = power_of_two(bits - 1)?;
    let wrapped = if JsBigInt::sub(&modulo, &half).to_f64() >= 0.0 {
        JsBigInt::sub(&modulo, &power_of_two(bits)?)
    } else {
        modulo
    };
    Ok(wrapped.into())
}

fn as_uint_n(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let bits = to_index(args.get_or_undefined(0), ctx)?;
    let x = to_bigint(args.get_or_undefined(1), ctx)?;
    let negative = is_negative(&x);
    if !negative && x.as_inner().bits() <= bits {
        return Ok(x.into());
    }
    // A negative value wraps to 2 ** bits minus its magnitude: `bits` bits wide.
    if negative && bits > MAX_BITS {
        return Err(too_big());
    }
    Ok(JsBigInt::mod_floor(&x, &power_of_two(bits)?).into())
}

/// Replaces the two statics on the realm's `BigInt`.
///
/// # Errors
/// Engine failures while defining the properties.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let bigint = ctx.intrinsics().constructors().bigint().constructor();
    for (name, f) in [
        (
            "asIntN",
            as_int_n as fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>,
        ),
        ("asUintN", as_uint_n),
    ] {
        let f = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(f))
            .name(js_string!(name))
            .length(2)
            .build();
        define_method(&bigint, name, f, ctx)?;
    }
    Ok(())
}
