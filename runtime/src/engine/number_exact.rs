//! Number results Boa 0.22 rounds differently from V8, in the last bits, which snapshot tests
//! and exact comparisons see.
//!
//! `Math.hypot`: Boa adds the squares as they come (about a third of its results differ:
//! `Math.hypot(2.5, 3)` is `3.905124837953327`, V8's `3.905124837953328`). V8 scales every
//! argument by the largest magnitude and adds the squares with Kahan's compensated sum.
//!
//! `parseInt`: Boa accumulates the digits in a double, so results past 2^53 drift
//! (`parseInt('123456789012345678901234567890')` is `1.2345678901234566e+29`, V8's
//! `1.2345678901234568e+29`). V8 rounds radix 10 and the power-of-two radixes exactly, and
//! folds other radixes in 32-bit chunks, one multiply-add per chunk. The engine's answer is
//! kept below 2^53, where its accumulation is exact.

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsArgs, JsData, JsResult, JsValue, NativeFunction};
use boa_gc::{Finalize, Trace};

use crate::engine::engine_fixes::define_method;

fn math_hypot(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // Every argument is converted before any is looked at: valueOf runs in order, and an
    // Infinity after a NaN still wins.
    let mut values = Vec::with_capacity(args.len());
    for arg in args {
        values.push(arg.to_number(ctx)?.abs());
    }
    let mut max = 0.0_f64;
    let mut nan = false;
    for &x in &values {
        if x.is_nan() {
            nan = true;
        } else if x > max {
            max = x;
        }
    }
    if max == f64::INFINITY {
        return Ok(JsValue::from(f64::INFINITY));
    }
    if nan {
        return Ok(JsValue::from(f64::NAN));
    }
    if max == 0.0 {
        return Ok(JsValue::from(0));
    }
    let (mut sum, mut compensation) = (0.0_f64, 0.0_f64);
    for x in values {
        let ratio = x / max;
        let summand = ratio * ratio - compensation;
        let preliminary = sum + summand;
        compensation = (preliminary - sum) - summand;
        sum = preliminary;
    }
    Ok(JsValue::from(sum.sqrt() * max))
}

/// StrWhiteSpaceChar: WhiteSpace and LineTerminator.
fn is_js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// The value of the digits V8's parseInt reads from `text` with `radix` (already ToInt32'd),
/// or `None` where it gives NaN.
fn exact_parse_int(text: &str, radix: i32) -> Option<f64> {
    let mut t = text.trim_start_matches(is_js_space);
    let negative = t.starts_with('-');
    if negative || t.starts_with('+') {
        t = &t[1..];
    }
    let mut r = radix;
    if r == 0 || r == 16 {
        if t.starts_with("0x") || t.starts_with("0X") {
            t = &t[2..];
            r = 16;
        } else if r == 0 {
            r = 10;
        }
    }
    if !(2..=36).contains(&r) {
        return None;
    }
    let r = r as u32;
    let len = t.chars().take_while(|c| c.is_digit(r)).count();
    if len == 0 {
        return None;
    }
    // The digits are ASCII, so `len` is also their byte length. Leading zeros are skipped
    // before V8's chunks are cut.
    let digits = t[..len].trim_start_matches('0');
    let value = if digits.is_empty() {
        0.0
    } else if r == 10 {
        // Rust's parse rounds exactly, as V8's Strtod does.
        digits.parse::<f64>().ok()?
    } else if r.is_power_of_two() {
        power_of_two_value(digits, r)
    } else {
        chunked_value(digits, r)
    };
    Some(if negative { -value } else { value })
}

/// Digits in a power-of-two radix, rounded to the nearest double (ties to even).
fn power_of_two_value(digits: &str, radix: u32) -> f64 {
    let bits_per_digit = radix.trailing_zeros();
    // The leading 64 significant bits, and whether any bit after them is set.
    let mut top: u64 = 0;
    let mut top_bits: u32 = 0;
    let mut sticky = false;
    let mut dropped: i32 = 0;
    for c in digits.chars() {
        let d = u64::from(c.to_digit(radix).unwrap_or(0));
        for i in (0..bits_per_digit).rev() {
            let bit = (d >> i) & 1;
            if top_bits == 0 && bit == 0 {
                continue;
            }
            if top_bits < 64 {
                top = (top << 1) | bit;
                top_bits += 1;
            } else {
                sticky |= bit == 1;
                dropped += 1;
            }
        }
    }
    if top_bits <= 53 {
        return top as f64;
    }
    // Keep 53 bits of `top`; the rest of `top` and the sticky bit decide the rounding.
    let shift = top_bits - 53;
    let mut mantissa = top >> shift;
    let rest = top & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rest > half || (rest == half && (sticky || mantissa & 1 == 1)) {
        mantissa += 1;
    }
    (mantissa as f64) * 2f64.powi(shift as i32 + dropped)
}

/// Other radixes as V8 folds them: runs of digits whose multiplier stays within 32 bits
/// (below 0xFFFFFFFF / 36), one double multiply-add per run.
fn chunked_value(digits: &str, radix: u32) -> f64 {
    const MAX_MULTIPLIER: u32 = u32::MAX / 36;
    let values: Vec<u32> = digits.chars().filter_map(|c| c.to_digit(radix)).collect();
    let mut result = 0.0_f64;
    let mut i = 0;
    while i < values.len() {
        let (mut part, mut multiplier) = (0u32, 1u32);
        while i < values.len() {
            let m = multiplier * radix;
            if m > MAX_MULTIPLIER {
                break;
            }
            part = part * radix + values[i];
            multiplier = m;
            i += 1;
        }
        result = result * f64::from(multiplier) + f64::from(part);
    }
    result
}

#[derive(Trace, Finalize, JsData, Clone)]
struct ParseIntCaptures {
    engine: JsFunction,
}

fn parse_int(
    this: &JsValue,
    args: &[JsValue],
    caps: &ParseIntCaptures,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    // Converted once here (ToString, then ToInt32), so user conversions run once.
    let text = args.get_or_undefined(0).to_string(ctx)?;
    let radix = args.get_or_undefined(1).to_i32(ctx)?;
    let value = caps
        .engine
        .call(this, &[text.clone().into(), radix.into()], ctx)?
        .to_number(ctx)?;
    // Below 2^53 the engine's accumulation is exact.
    if value.is_nan() || value.abs() < 9_007_199_254_740_992.0 {
        return Ok(JsValue::from(value));
    }
    let exact = exact_parse_int(&text.to_std_string_escaped(), radix).unwrap_or(value);
    Ok(JsValue::from(exact))
}

/// Replaces `Math.hypot`, and the global `parseInt` (which `Number.parseInt` also is).
///
/// # Errors
/// Engine failures while defining the properties.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let math = ctx.intrinsics().objects().math();
    let hypot = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(math_hypot))
        .name(js_string!("hypot"))
        .length(2)
        .build();
    define_method(&math, "hypot", hypot, ctx)?;

    let global = ctx.global_object();
    let engine = global.get(js_string!("parseInt"), ctx)?;
    let Some(engine) = engine
        .as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
    else {
        return Ok(());
    };
    let f = NativeFunction::from_copy_closure_with_captures(parse_int, ParseIntCaptures { engine });
    let parse_int = FunctionObjectBuilder::new(ctx.realm(), f)
        .name(js_string!("parseInt"))
        .length(2)
        .build();
    define_method(&global, "parseInt", parse_int.clone(), ctx)?;
    let number = ctx.intrinsics().constructors().number().constructor();
    define_method(&number, "parseInt", parse_int, ctx)
}

#[cfg(test)]
mod tests {
    use super::exact_parse_int;

    #[test]
    fn radixes() {
        assert_eq!(
            exact_parse_int("123456789012345678901234567890", 10),
            Some(1.234_567_890_123_456_8e29)
        );
        assert_eq!(
            exact_parse_int("  -0x20000000000001", 0),
            Some(-9_007_199_254_740_992.0)
        );
        assert_eq!(
            exact_parse_int("20000000000003", 16),
            Some(9_007_199_254_740_996.0)
        );
        assert_eq!(exact_parse_int("zz", 10), None);
        assert_eq!(exact_parse_int("0000", 7), Some(0.0));
    }
}
