//! V8's limit on a string's length (2^29 - 24 UTF-16 units on 64-bit) for the built-ins
//! that make a string of a length the program asks for. Boa 0.22 has none of its own:
//! `'a'.repeat(2 ** 31)` asks the allocator for tens of gigabytes and aborts the process,
//! and `'abc'.padStart(2 ** 31)` runs for minutes, where Node throws
//! `RangeError: Invalid string length`. `String.prototype.repeat`, `padStart` and
//! `padEnd` convert their arguments once, as the engine would, throw V8's error when the
//! result would pass the limit (and V8's words for a bad count or receiver), and hand the
//! converted values to the engine's method.

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsArgs, JsNativeError, JsResult, JsValue, NativeFunction};
use boa_gc::{Finalize, Trace};

use crate::engine::engine_fixes::define_method;

/// V8's `String::kMaxLength` on 64-bit targets.
const MAX_STRING_LENGTH: f64 = ((1u64 << 29) - 24) as f64;

#[derive(Trace, Finalize, Clone)]
struct Engine {
    method: JsFunction,
    #[unsafe_ignore_trace]
    name: &'static str,
}

fn too_long() -> boa_engine::JsError {
    JsNativeError::range()
        .with_message("Invalid string length")
        .into()
}

/// V8's error for a method of `String.prototype` called on null or undefined.
fn nullish_receiver(name: &str) -> boa_engine::JsError {
    JsNativeError::typ()
        .with_message(format!(
            "String.prototype.{name} called on null or undefined"
        ))
        .into()
}

/// `repeat(count)`: a negative or infinite count, and a result past the limit, throw V8's
/// errors (with the count as given).
fn repeat(
    this: &JsValue,
    args: &[JsValue],
    engine: &Engine,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    if this.is_null_or_undefined() {
        return Err(nullish_receiver("repeat"));
    }
    let text = this.to_string(ctx)?;
    let count = args.get_or_undefined(0).to_number(ctx)?;
    let whole = if count.is_nan() { 0.0 } else { count.trunc() };
    if whole < 0.0 || whole == f64::INFINITY {
        let shown = JsValue::from(count).to_string(ctx)?.to_std_string_escaped();
        return Err(JsNativeError::range()
            .with_message(format!("Invalid count value: {shown}"))
            .into());
    }
    if whole > 0.0 && text.len() as f64 * whole > MAX_STRING_LENGTH {
        return Err(too_long());
    }
    engine.method.call(&text.into(), &[whole.into()], ctx)
}

/// `padStart`/`padEnd(maxLength, fillString)`: a target length past the limit throws
/// unless the string is already that long or the filler is empty (both return the string).
fn pad(this: &JsValue, args: &[JsValue], engine: &Engine, ctx: &mut Context) -> JsResult<JsValue> {
    if this.is_null_or_undefined() {
        return Err(nullish_receiver(engine.name));
    }
    let text = this.to_string(ctx)?;
    let target = args.get_or_undefined(0).to_length(ctx)?;
    let fill = args.get_or_undefined(1);
    let fill: JsValue = if fill.is_undefined() {
        JsValue::undefined()
    } else {
        fill.to_string(ctx)?.into()
    };
    let empty_fill = fill.as_string().is_some_and(|f| f.is_empty());
    if target as f64 > MAX_STRING_LENGTH && target > text.len() as u64 && !empty_fill {
        return Err(too_long());
    }
    engine
        .method
        .call(&text.into(), &[(target as f64).into(), fill], ctx)
}

/// Replaces the three methods on `%String.prototype%` (names and lengths kept).
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let proto = ctx.intrinsics().constructors().string().prototype();
    type Method = fn(&JsValue, &[JsValue], &Engine, &mut Context) -> JsResult<JsValue>;
    for (name, f) in [
        ("repeat", repeat as Method),
        ("padStart", pad),
        ("padEnd", pad),
    ] {
        let Some(method) = proto
            .get(js_string!(name), ctx)?
            .as_object()
            .and_then(JsFunction::from_object)
        else {
            continue;
        };
        let wrapped = NativeFunction::from_copy_closure_with_captures(f, Engine { method, name });
        let wrapped = FunctionObjectBuilder::new(ctx.realm(), wrapped)
            .name(js_string!(name))
            .length(1)
            .build();
        define_method(&proto, name, wrapped, ctx)?;
    }
    Ok(())
}
