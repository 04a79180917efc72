//! Moving values between JS and SQLite as Node's `node:sqlite` does: binding statement
//! parameters (named and anonymous), reading result columns and user-function arguments,
//! and setting user-function results.

use std::ffi::{c_int, CStr, CString};

use boa_engine::object::builtins::{AlignedVec, JsArrayBuffer, JsUint8Array};
use boa_engine::{js_string, Context, JsBigInt, JsResult, JsValue};
use fs_binding::glue::view::{is_view, with_view};
use libsqlite3_sys as ffi;

use super::errors::{coded, sqlite_error, Kind};

/// How a statement reads results and takes parameters (Node's per-statement settings).
#[derive(Clone, Copy, Default)]
pub(super) struct Modes {
    pub(super) read_big_ints: bool,
    pub(super) return_arrays: bool,
    pub(super) allow_bare_named: bool,
    pub(super) allow_unknown_named: bool,
}

impl Modes {
    pub(super) fn from_bits(bits: u32) -> Self {
        Self {
            read_big_ints: bits & 1 != 0,
            return_arrays: bits & 2 != 0,
            allow_bare_named: bits & 4 != 0,
            allow_unknown_named: bits & 8 != 0,
        }
    }
}

/// A 64-bit integer as JS sees it: a BigInt when asked for, else a Number when it is exact.
pub(super) fn integer_value(v: i64, big: bool, ctx: &mut Context) -> JsResult<JsValue> {
    if big {
        return Ok(JsBigInt::from(v).into());
    }
    const MAX_SAFE: i64 = (1 << 53) - 1;
    if !(-MAX_SAFE..=MAX_SAFE).contains(&v) {
        return Err(coded(
            Kind::Range,
            "ERR_OUT_OF_RANGE",
            &format!("Value is too large to be represented as a JavaScript number: {v}"),
            ctx,
        ));
    }
    Ok(JsValue::from(v as f64))
}

/// A fresh Uint8Array holding a copy of `bytes`.
pub(super) fn uint8_array(bytes: &[u8], ctx: &mut Context) -> JsResult<JsValue> {
    let block = AlignedVec::from_slice(64, bytes);
    let ab = JsArrayBuffer::from_byte_block(block, ctx)?;
    Ok(JsUint8Array::from_array_buffer(ab, ctx)?.into())
}

/// Text SQLite hands out (UTF-8, `len` bytes) as a JS string.
fn text_value(ptr: *const u8, len: c_int) -> JsValue {
    if ptr.is_null() || len <= 0 {
        return js_string!("").into();
    }
    // SAFETY: SQLite guarantees `ptr` points at `len` bytes that stay valid until the next
    // call on the same statement or value; they are copied into a JS string right here.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len as usize) };
    js_string!(String::from_utf8_lossy(bytes).as_ref()).into()
}

/// A blob SQLite hands out (`len` bytes at `ptr`) as a new Uint8Array.
fn blob_value(ptr: *const u8, len: c_int, ctx: &mut Context) -> JsResult<JsValue> {
    if ptr.is_null() || len <= 0 {
        return uint8_array(&[], ctx);
    }
    // SAFETY: SQLite guarantees `ptr` points at `len` bytes that stay valid until the next
    // call on the same statement or value; they are copied right here.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len as usize) };
    uint8_array(bytes, ctx)
}

/// Column `i` of the current row of `stmt`.
pub(super) fn column_value(
    stmt: *mut ffi::sqlite3_stmt,
    i: c_int,
    big: bool,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    // SAFETY: `stmt` is a live statement positioned on a row (the callers only read after
    // SQLITE_ROW) and `i` is below its column count.
    unsafe {
        match ffi::sqlite3_column_type(stmt, i) {
            ffi::SQLITE_INTEGER => integer_value(ffi::sqlite3_column_int64(stmt, i), big, ctx),
            ffi::SQLITE_FLOAT => Ok(JsValue::from(ffi::sqlite3_column_double(stmt, i))),
            ffi::SQLITE_TEXT => {
                let p = ffi::sqlite3_column_text(stmt, i);
                Ok(text_value(p, ffi::sqlite3_column_bytes(stmt, i)))
            }
            ffi::SQLITE_BLOB => blob_value(
                ffi::sqlite3_column_blob(stmt, i).cast(),
                ffi::sqlite3_column_bytes(stmt, i),
                ctx,
            ),
            _ => Ok(JsValue::null()),
        }
    }
}

/// A user function's argument.
pub(super) fn argument_value(
    v: *mut ffi::sqlite3_value,
    big: bool,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    // SAFETY: `v` is one of the argument values SQLite passed to the running callback,
    // valid for the duration of that callback.
    unsafe {
        match ffi::sqlite3_value_type(v) {
            ffi::SQLITE_INTEGER => integer_value(ffi::sqlite3_value_int64(v), big, ctx),
            ffi::SQLITE_FLOAT => Ok(JsValue::from(ffi::sqlite3_value_double(v))),
            ffi::SQLITE_TEXT => Ok(text_value(
                ffi::sqlite3_value_text(v),
                ffi::sqlite3_value_bytes(v),
            )),
            ffi::SQLITE_BLOB => blob_value(
                ffi::sqlite3_value_blob(v).cast(),
                ffi::sqlite3_value_bytes(v),
                ctx,
            ),
            _ => Ok(JsValue::null()),
        }
    }
}

/// The name of column `i` (SQLite's, or an empty string if it has none).
pub(super) fn column_name(stmt: *mut ffi::sqlite3_stmt, i: c_int) -> String {
    // SAFETY: `stmt` is a live statement and `i` below its column count; the name is copied
    // before any other call on the statement.
    unsafe { cstr_to_string(ffi::sqlite3_column_name(stmt, i)) }.unwrap_or_default()
}

/// A copy of a C string SQLite returned, `None` for a null pointer.
///
/// # Safety
/// `p` must be null or point at a NUL-terminated string valid for this call.
pub(super) unsafe fn cstr_to_string(p: *const std::ffi::c_char) -> Option<String> {
    if p.is_null() {
        return None;
    }
    // SAFETY: non-null and NUL-terminated by the caller's contract.
    Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// The current row as Node gives it: a null-prototype object keyed by column name, or an
/// array with `returnArrays`.
pub(super) fn row_value(
    stmt: *mut ffi::sqlite3_stmt,
    modes: Modes,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    // SAFETY: `stmt` is a live statement.
    let n = unsafe { ffi::sqlite3_column_count(stmt) };
    if modes.return_arrays {
        let mut values = Vec::with_capacity(n as usize);
        for i in 0..n {
            values.push(column_value(stmt, i, modes.read_big_ints, ctx)?);
        }
        return Ok(boa_engine::object::builtins::JsArray::from_iter(values, ctx).into());
    }
    let row = boa_engine::JsObject::with_null_proto();
    for i in 0..n {
        let name = column_name(stmt, i);
        let value = column_value(stmt, i, modes.read_big_ints, ctx)?;
        row.create_data_property_or_throw(js_string!(name.as_str()), value, ctx)?;
    }
    Ok(row.into())
}

/// Binds `value` to parameter `index` of `stmt`.
fn bind_one(
    db: *mut ffi::sqlite3,
    stmt: *mut ffi::sqlite3_stmt,
    index: c_int,
    value: &JsValue,
    ctx: &mut Context,
) -> JsResult<()> {
    // SAFETY (every call below): `stmt` is a live statement of `db`; SQLITE_TRANSIENT makes
    // SQLite copy text and blob bytes before the call returns.
    let rc = if value.is_null_or_undefined() {
        // SAFETY: `stmt` is a live statement of `db` (see above).
        unsafe { ffi::sqlite3_bind_null(stmt, index) }
    } else if let Some(n) = value.as_number() {
        // SAFETY: `stmt` is a live statement of `db` (see above).
        unsafe { ffi::sqlite3_bind_double(stmt, index, n) }
    } else if let Some(b) = value.as_boolean() {
        // SAFETY: `stmt` is a live statement of `db` (see above).
        unsafe { ffi::sqlite3_bind_int(stmt, index, c_int::from(b)) }
    } else if let Some(s) = value.as_string() {
        let text = s.to_std_string_lossy();
        // SAFETY: `stmt` is a live statement of `db` (see above).
        unsafe {
            ffi::sqlite3_bind_text64(
                stmt,
                index,
                text.as_ptr().cast(),
                text.len() as u64,
                ffi::SQLITE_TRANSIENT(),
                ffi::SQLITE_UTF8 as u8,
            )
        }
    } else if let Some(big) = value.as_bigint() {
        let Ok(v) = i64::try_from(big.as_inner()) else {
            return Err(coded(
                Kind::Type,
                "ERR_INVALID_ARG_VALUE",
                "BigInt value is too large to bind.",
                ctx,
            ));
        };
        // SAFETY: `stmt` is a live statement of `db` (see above).
        unsafe { ffi::sqlite3_bind_int64(stmt, index, v) }
    } else if let Some(rc) = bind_bytes(stmt, index, value, ctx)? {
        rc
    } else {
        return Err(coded(
            Kind::Type,
            "ERR_INVALID_ARG_TYPE",
            &format!("Provided value cannot be bound to SQLite parameter {index}."),
            ctx,
        ));
    };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    Ok(())
}

/// Binds an ArrayBufferView or ArrayBuffer as a blob; `None` if `value` is neither.
fn bind_bytes(
    stmt: *mut ffi::sqlite3_stmt,
    index: c_int,
    value: &JsValue,
    ctx: &mut Context,
) -> JsResult<Option<c_int>> {
    let bind = |bytes: &[u8]| {
        // SAFETY: `stmt` is live; SQLITE_TRANSIENT copies the bytes before returning.
        unsafe {
            ffi::sqlite3_bind_blob64(
                stmt,
                index,
                bytes.as_ptr().cast(),
                bytes.len() as u64,
                ffi::SQLITE_TRANSIENT(),
            )
        }
    };
    if let Some(rc) = with_view(value, ctx, bind)? {
        return Ok(Some(rc));
    }
    let Some(obj) = value.as_object() else {
        return Ok(None);
    };
    let Ok(ab) = JsArrayBuffer::from_object(obj.clone()) else {
        return Ok(None);
    };
    let data = ab.data();
    Ok(Some(bind(data.as_deref().unwrap_or(&[]))))
}

/// Whether `v` is taken as the object of named parameters (an object that is not bytes).
fn is_named_object(v: &JsValue) -> bool {
    let Some(obj) = v.as_object() else {
        return false;
    };
    !is_view(v) && JsArrayBuffer::from_object(obj.clone()).is_err()
}

/// The parameter index for a named key, trying SQLite's prefixes for a bare name.
fn named_index(stmt: *mut ffi::sqlite3_stmt, key: &str, bare: bool) -> c_int {
    let lookup = |name: &str| match CString::new(name) {
        // SAFETY: `stmt` is live and `c` a NUL-terminated name.
        Ok(c) => unsafe { ffi::sqlite3_bind_parameter_index(stmt, c.as_ptr()) },
        Err(_) => 0,
    };
    let idx = lookup(key);
    if idx != 0 || !bare {
        return idx;
    }
    for prefix in ['$', ':', '@'] {
        let idx = lookup(&format!("{prefix}{key}"));
        if idx != 0 {
            return idx;
        }
    }
    0
}

/// Whether parameter `i` has a name of its own (`:a`, `@a`, `$a`), not `?` or `?NNN`.
fn is_named_parameter(stmt: *mut ffi::sqlite3_stmt, i: c_int) -> bool {
    // SAFETY: `stmt` is live; the name is read before any other call on it.
    let p = unsafe { ffi::sqlite3_bind_parameter_name(stmt, i) };
    // SAFETY: a non-null name is NUL-terminated and at least one byte long.
    !p.is_null() && unsafe { *p } as u8 != b'?'
}

/// Node's refusal of a bare name two parameters share (`$k` and `@k`).
fn check_bare_conflicts(stmt: *mut ffi::sqlite3_stmt, ctx: &mut Context) -> JsResult<()> {
    // SAFETY: `stmt` is live.
    let n = unsafe { ffi::sqlite3_bind_parameter_count(stmt) };
    let mut seen: Vec<(String, String)> = Vec::new();
    for i in 1..=n {
        if !is_named_parameter(stmt, i) {
            continue;
        }
        // SAFETY: `stmt` is live and parameter `i` has a name.
        let Some(full) = (unsafe { cstr_to_string(ffi::sqlite3_bind_parameter_name(stmt, i)) })
        else {
            continue;
        };
        let bare = full.get(1..).unwrap_or_default().to_owned();
        if let Some((_, other)) = seen.iter().find(|(b, f)| *b == bare && *f != full) {
            return Err(coded(
                Kind::Error,
                "ERR_INVALID_STATE",
                &format!(
                    "Cannot create bare named parameter '{bare}' because of conflicting names '{other}' and '{full}'."
                ),
                ctx,
            ));
        }
        seen.push((bare, full));
    }
    Ok(())
}

/// Clears old bindings and binds `args` as Node does: a leading plain object gives named
/// parameters; the remaining values go, in order, to the parameters that have no name.
pub(super) fn bind_parameters(
    db: *mut ffi::sqlite3,
    stmt: *mut ffi::sqlite3_stmt,
    args: &[JsValue],
    modes: Modes,
    ctx: &mut Context,
) -> JsResult<()> {
    // SAFETY: `stmt` is a live statement of `db`.
    unsafe { ffi::sqlite3_clear_bindings(stmt) };
    let mut rest = args;
    if let Some(first) = args.first().filter(|v| is_named_object(v)) {
        rest = &args[1..];
        let Some(obj) = first.as_object() else {
            return Ok(());
        };
        // Object.keys: the own enumerable string keys, in the object's order.
        let object_ctor = ctx.intrinsics().constructors().object().constructor();
        let keys_fn = object_ctor.get(js_string!("keys"), ctx)?;
        let keys = match keys_fn.as_callable() {
            Some(f) => f.call(&JsValue::undefined(), std::slice::from_ref(first), ctx)?,
            None => return Ok(()),
        };
        let keys = boa_engine::object::builtins::JsArray::from_object(
            keys.as_object()
                .ok_or_else(boa_engine::JsNativeError::typ)?
                .clone(),
        )?;
        let count = keys.length(ctx)?;
        if count > 0 && modes.allow_bare_named {
            check_bare_conflicts(stmt, ctx)?;
        }
        for i in 0..count {
            let key = keys.get(i, ctx)?;
            let name = key.to_string(ctx)?.to_std_string_lossy();
            let idx = named_index(stmt, &name, modes.allow_bare_named);
            if idx == 0 {
                if modes.allow_unknown_named {
                    continue;
                }
                return Err(coded(
                    Kind::Error,
                    "ERR_INVALID_STATE",
                    &format!("Unknown named parameter '{name}'"),
                    ctx,
                ));
            }
            let value = obj.get(js_string!(name.as_str()), ctx)?;
            bind_one(db, stmt, idx, &value, ctx)?;
        }
    }
    let mut anon: c_int = 1;
    for value in rest {
        // Skip the named parameters; `?` and `?NNN` ones take positional values.
        while is_named_parameter(stmt, anon) {
            anon += 1;
        }
        bind_one(db, stmt, anon, value, ctx)?;
        anon += 1;
    }
    Ok(())
}
