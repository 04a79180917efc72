//! The error objects `node:sqlite`'s native half throws: Node's coded errors (a `code` own
//! property on an Error, TypeError or RangeError) and SQLite's own failures
//! (`ERR_SQLITE_ERROR` with `errcode` and `errstr`).

use std::ffi::c_int;

use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsError, JsNativeError, JsValue};
use libsqlite3_sys as ffi;

use super::values::cstr_to_string;

/// The class of a coded error.
#[derive(Clone, Copy)]
pub(super) enum Kind {
    Error,
    Type,
    Range,
}

/// `message` as an error of `kind` whose own `code` is `code`, as Node's C++ throws them.
pub(super) fn coded(kind: Kind, code: &str, message: &str, ctx: &mut Context) -> JsError {
    let native = match kind {
        Kind::Error => JsNativeError::error(),
        Kind::Type => JsNativeError::typ(),
        Kind::Range => JsNativeError::range(),
    }
    .with_message(message.to_owned());
    let obj = native.into_opaque(ctx);
    add_prop(&obj, "code", js_string!(code).into(), ctx);
    JsError::from_opaque(obj.into())
}

fn add_prop(obj: &boa_engine::JsObject, name: &str, value: JsValue, ctx: &mut Context) {
    // Defining a fresh data property on a new ordinary error object cannot fail; if the
    // engine ever refused, the error would still carry its message.
    let _ = obj.define_property_or_throw(
        js_string!(name),
        PropertyDescriptor::builder()
            .value(value)
            .writable(true)
            .enumerable(true)
            .configurable(true),
        ctx,
    );
}

/// SQLite's text for result code `rc`.
pub(super) fn errstr(rc: c_int) -> String {
    // SAFETY: sqlite3_errstr returns a static string for any code.
    unsafe { cstr_to_string(ffi::sqlite3_errstr(rc)) }.unwrap_or_default()
}

/// The failure `rc` of a call on `db`: SQLite's message for the connection, its extended
/// code as `errcode` and that code's text as `errstr`.
pub(super) fn sqlite_error(db: *mut ffi::sqlite3, rc: c_int, ctx: &mut Context) -> JsError {
    let (message, code) = if db.is_null() {
        (errstr(rc), rc)
    } else {
        // SAFETY: `db` is an open connection; the message is copied at once.
        unsafe {
            (
                cstr_to_string(ffi::sqlite3_errmsg(db)).unwrap_or_else(|| errstr(rc)),
                ffi::sqlite3_extended_errcode(db),
            )
        }
    };
    // A failure reported by the connection's last call, or the one this code stands for.
    let code = if code == ffi::SQLITE_OK { rc } else { code };
    with_details(&message, code, ctx)
}

/// An `ERR_SQLITE_ERROR` with the given message and SQLite code.
pub(super) fn with_details(message: &str, code: c_int, ctx: &mut Context) -> JsError {
    let obj = JsNativeError::error()
        .with_message(message.to_owned())
        .into_opaque(ctx);
    add_prop(&obj, "code", js_string!("ERR_SQLITE_ERROR").into(), ctx);
    add_prop(&obj, "errcode", JsValue::from(code), ctx);
    add_prop(
        &obj,
        "errstr",
        js_string!(errstr(code).as_str()).into(),
        ctx,
    );
    JsError::from_opaque(obj.into())
}

/// Node's error for a call on a closed database.
pub(super) fn not_open(ctx: &mut Context) -> JsError {
    coded(
        Kind::Error,
        "ERR_INVALID_STATE",
        "database is not open",
        ctx,
    )
}

/// Node's error for a call on a finalized statement.
pub(super) fn finalized(ctx: &mut Context) -> JsError {
    coded(
        Kind::Error,
        "ERR_INVALID_STATE",
        "statement has been finalized",
        ctx,
    )
}
