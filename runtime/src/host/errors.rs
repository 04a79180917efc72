//! Turning engine errors into the text Node prints, for the cases Rust has to print itself
//! (syntax errors in the entry file, failures before the JS error machinery is up).

use boa_engine::{js_string, Context, JsError, JsValue};

/// `Name: message\n    at ...` for an error value, or `Uncaught <value>` for a non-error.
pub fn format_uncaught(err: &JsError, ctx: &mut Context) -> String {
    let value = match err.clone().into_opaque(ctx) {
        Ok(v) => v,
        Err(e) => return e.to_string(),
    };
    format_value(&value, ctx)
}

pub fn format_value(value: &JsValue, ctx: &mut Context) -> String {
    if let Some(obj) = value.as_object() {
        if let Ok(stack) = obj.get(js_string!("stack"), ctx) {
            if let Some(s) = stack.as_string() {
                return s.to_std_string_escaped();
            }
        }
        let name = obj
            .get(js_string!("name"), ctx)
            .ok()
            .and_then(|v| v.as_string().map(|s| s.to_std_string_escaped()));
        let message = obj
            .get(js_string!("message"), ctx)
            .ok()
            .and_then(|v| v.as_string().map(|s| s.to_std_string_escaped()));
        if let (Some(n), Some(m)) = (name, message) {
            return format!("{n}: {m}");
        }
    }
    format!("Uncaught {}", value.display())
}

/// Whether `err` is Boa's recursion or stack limit, or an engine panic caused by one: an
/// async function called just below the limit fails to make its promise, and Boa turns
/// that failure into a panic error ("cannot fail per spec") whose source is the limit.
fn is_stack_overflow(err: &JsError) -> bool {
    use boa_engine::error::{EngineError, RuntimeLimitError};
    match err.as_engine() {
        Some(EngineError::RuntimeLimit(
            RuntimeLimitError::Recursion | RuntimeLimitError::StackSize,
        )) => true,
        Some(EngineError::Panic(panic)) => std::error::Error::source(panic).is_some_and(|source| {
            source
                .downcast_ref::<JsError>()
                .or_else(|| source.downcast_ref::<Box<JsError>>().map(|b| &**b))
                .is_some_and(is_stack_overflow)
        }),
        _ => false,
    }
}

/// Boa ends a run that passes its recursion or stack limit with an engine error that no
/// `catch` sees; V8 throws `RangeError: Maximum call stack size exceeded`, which programs
/// (and Node's tests) catch. Where the runtime gets control back (an uncaught error, the
/// block assert.throws runs), the engine error becomes that RangeError. A worker being
/// stopped travels as a recursion error too and stays one.
pub fn stack_overflow_as_range_error(err: JsError, ctx: &mut Context) -> JsError {
    let overflow = is_stack_overflow(&err);
    let stopping = crate::bindings::worker::terminate_requested()
        || crate::host::event_loop::host(ctx)
            .ports
            .forced_exit
            .get()
            .is_some();
    if overflow && !stopping {
        boa_engine::JsNativeError::range()
            .with_message("Maximum call stack size exceeded")
            .into()
    } else {
        err
    }
}
