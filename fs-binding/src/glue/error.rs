//! The ONE place where an [`FsError`] from a job becomes a JS error (docs/FS-SEMANTICS.md,
//! "Error shapes").
//!
//! System errors are plain `Error`s with own properties `[stack, message, errno, code,
//! syscall, path?, dest?]` (`keys = [errno, code, syscall, path?]`), message
//! `CODE: description, syscall 'path'`. Async errors have a one-line stack (Node 26's job
//! errors have no frames); sync errors get the caller's frames. The `writeSync`-loop shape
//! (`keys = [errno, syscall, code]`) is [`Shape::SyncJsOrder`]. The `ERR_*` variants are
//! built by internal/errors' factory so that messages come from one table.

use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsError, JsString, JsValue};

use super::glue;
use crate::{FsError, SysError};

/// How the error object is shaped.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Thrown from a sync call: stack has the JS frames.
    Sync,
    /// Like `Sync`, but keys in the order Node's JS `uvException` gives writeSync errors.
    SyncJsOrder,
    /// Delivered from the pool: the stack is the message line only.
    Async,
}

fn define(
    obj: &boa_engine::JsObject,
    key: &str,
    value: JsValue,
    enumerable: bool,
    ctx: &mut Context,
) {
    let desc = PropertyDescriptor::builder()
        .value(value)
        .writable(true)
        .enumerable(enumerable)
        .configurable(true);
    // Defining on a fresh ordinary object cannot fail.
    let _ = obj.define_property_or_throw(JsString::from(key), desc, ctx);
}

/// The current JS frames (`    at ...` lines), or "" if unavailable.
fn frames(ctx: &mut Context) -> String {
    let ctor = ctx.intrinsics().constructors().error().constructor();
    let Ok(tmp) = ctor.construct(&[], None, ctx) else {
        return String::new();
    };
    let Ok(stack) = tmp.get(js_string!("stack"), ctx) else {
        return String::new();
    };
    let Some(s) = stack.as_string() else {
        return String::new();
    };
    let s = s.to_std_string_escaped();
    // Drop the header line; keep frames.
    match s.find("\n    at ") {
        Some(i) => s[i + 1..].to_string(),
        None if s.starts_with("    at ") => s,
        None => String::new(),
    }
}

/// Builds the JS value for a system error.
pub fn sys_to_js(e: &SysError, shape: Shape, ctx: &mut Context) -> JsValue {
    let message = e.to_string();
    let ctor = ctx.intrinsics().constructors().error().constructor();
    let obj = match ctor.construct(&[], None, ctx) {
        Ok(o) => o,
        Err(err) => return err.into_opaque(ctx).unwrap_or_default(),
    };
    let header = format!("Error: {message}");
    let stack = if shape == Shape::Async {
        header
    } else {
        let f = frames(ctx);
        if f.is_empty() {
            header
        } else {
            format!("{header}\n{f}")
        }
    };
    define(&obj, "stack", JsString::from(stack).into(), false, ctx);
    define(&obj, "message", JsString::from(message).into(), false, ctx);
    // The fields are assigned, as Node's uvException does, so a setter a program put on
    // Object.prototype runs, and what it throws is what the call throws.
    let assign = |key: &str, value: JsValue, ctx: &mut Context| {
        obj.set(JsString::from(key), value, true, ctx)
            .map(|_| ())
            .map_err(|err| err.into_opaque(ctx).unwrap_or_default())
    };
    let code: JsValue = JsString::from(e.code().as_ref()).into();
    let syscall: JsValue = JsString::from(e.syscall).into();
    let (first, second) = if shape == Shape::SyncJsOrder {
        (("syscall", syscall), ("code", code))
    } else {
        (("code", code), ("syscall", syscall))
    };
    let mut fields = vec![("errno", JsValue::from(e.errno)), first, second];
    if let Some(p) = e.path_lossy() {
        fields.push(("path", JsString::from(p.as_ref()).into()));
    }
    if let Some(d) = e.dest_lossy() {
        fields.push(("dest", JsString::from(d.as_ref()).into()));
    }
    for (key, value) in fields {
        if let Err(thrown) = assign(key, value, ctx) {
            return thrown;
        }
    }
    obj.into()
}

/// Any [`FsError`] as a JS value.
pub fn to_js(e: &FsError, shape: Shape, ctx: &mut Context) -> JsValue {
    match e {
        FsError::Sys(s) => sys_to_js(s, shape, ctx),
        FsError::FileTooLarge { size } => match glue(ctx) {
            // The size is printed in plain decimal (a string argument, not a number).
            Ok(g) => g.node_error(
                ctx,
                "ERR_FS_FILE_TOO_LARGE",
                &[JsString::from(size.to_string()).into()],
            ),
            Err(err) => err.into_opaque(ctx).unwrap_or_default(),
        },
        FsError::StringTooLong => match glue(ctx) {
            Ok(g) => g.node_error(ctx, "ERR_STRING_TOO_LONG", &[]),
            Err(err) => err.into_opaque(ctx).unwrap_or_default(),
        },
    }
}

/// [`to_js`] as a throwable error.
pub fn throw(e: &FsError, shape: Shape, ctx: &mut Context) -> JsError {
    JsError::from_opaque(to_js(e, shape, ctx))
}
