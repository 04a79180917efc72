//! JS code SQLite calls back while a statement runs: user functions (`db.function`),
//! aggregate and window functions (`db.aggregate`) and the authorizer
//! (`db.setAuthorizer`).
//!
//! SQLite calls these from inside `sqlite3_step`/`sqlite3_prepare`, which a binding
//! function runs with the JS context borrowed. [`lend`] parks a pointer to that context in
//! a thread-local for the length of the SQLite call, and the callbacks take it from there.
//! An exception a callback throws is parked too ([`take_pending`]) and rethrown by the
//! binding function once SQLite returns, so the program sees its own error as in Node.

use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_int, c_void};

use boa_engine::object::builtins::JsPromise;
use boa_engine::{js_string, Context, JsError, JsObject, JsResult, JsValue};
use libsqlite3_sys as ffi;
use rustc_hash::FxHashMap;

use super::values::{argument_value, cstr_to_string, uint8_array};

thread_local! {
    /// The context of the binding call SQLite is running inside, or null.
    static LENT: Cell<*mut Context> = const { Cell::new(std::ptr::null_mut()) };
    /// The first exception a callback threw during the current SQLite call.
    static PENDING: RefCell<Option<JsError>> = const { RefCell::new(None) };
    /// Aggregate accumulators by id (the id lives in SQLite's per-group context).
    static ACCUMULATORS: RefCell<FxHashMap<u64, JsValue>> = RefCell::new(FxHashMap::default());
    static NEXT_ACCUMULATOR: Cell<u64> = const { Cell::new(1) };
    /// Window groups whose value xValue already gave: their xFinal only cleans up.
    static VALUED: RefCell<rustc_hash::FxHashSet<u64>> = RefCell::new(rustc_hash::FxHashSet::default());
}

/// Runs `f` (a call into SQLite) with `ctx` available to the callbacks it may trigger.
pub(super) fn lend<R>(ctx: &mut Context, f: impl FnOnce() -> R) -> R {
    let previous = LENT.with(|l| l.replace(std::ptr::from_mut(ctx)));
    let out = f();
    LENT.with(|l| l.set(previous));
    out
}

/// Runs `f` with the lent context; `None` when SQLite calls back outside [`lend`].
fn with_context<R>(f: impl FnOnce(&mut Context) -> R) -> Option<R> {
    let ptr = LENT.with(Cell::get);
    if ptr.is_null() {
        return None;
    }
    // SAFETY: the pointer was made from the `&mut Context` of the binding call that is
    // running `lend` further up this thread's stack; that caller does not touch the
    // context until SQLite returns, so this is the only live use of it.
    Some(f(unsafe { &mut *ptr }))
}

/// Keeps the first exception of this SQLite call.
fn park(err: JsError) {
    PENDING.with(|p| {
        let mut p = p.borrow_mut();
        if p.is_none() {
            *p = Some(err);
        }
    });
}

/// The exception a callback threw during the last SQLite call, if any.
pub(super) fn take_pending() -> Option<JsError> {
    PENDING.with(|p| p.borrow_mut().take())
}

/// What a user function was registered with.
pub(super) struct UserFunction {
    pub(super) func: JsObject,
    pub(super) big_int_args: bool,
}

/// What an aggregate was registered with.
pub(super) struct Aggregate {
    pub(super) start: JsValue,
    pub(super) step: JsObject,
    pub(super) result: Option<JsObject>,
    pub(super) inverse: Option<JsObject>,
    pub(super) big_int_args: bool,
}

/// The arguments SQLite passed, as JS values.
///
/// # Safety
/// `argv` must point at `argc` values, as SQLite passes them to a function callback.
unsafe fn arguments(
    argc: c_int,
    argv: *mut *mut ffi::sqlite3_value,
    big: bool,
    ctx: &mut Context,
) -> JsResult<Vec<JsValue>> {
    let mut out = Vec::with_capacity(argc.max(0) as usize);
    for i in 0..argc.max(0) as usize {
        // SAFETY: `i < argc`, within the array by the caller's contract.
        out.push(argument_value(unsafe { *argv.add(i) }, big, ctx)?);
    }
    Ok(out)
}

/// Sets the function result from a JS value, as Node converts it.
fn set_result(sctx: *mut ffi::sqlite3_context, value: &JsValue, ctx: &mut Context) -> JsResult<()> {
    // SAFETY (every call below): `sctx` is the context of the running callback; text and
    // blob bytes are copied by SQLite (SQLITE_TRANSIENT) before the call returns.
    if value.is_null_or_undefined() {
        // SAFETY: `sctx` is the running callback's context (see above).
        unsafe { ffi::sqlite3_result_null(sctx) };
    } else if let Some(n) = value.as_number() {
        // SAFETY: `sctx` is the running callback's context (see above).
        unsafe { ffi::sqlite3_result_double(sctx, n) };
    } else if let Some(s) = value.as_string() {
        let text = s.to_std_string_lossy();
        // SAFETY: `sctx` is the running callback's context (see above).
        unsafe {
            ffi::sqlite3_result_text64(
                sctx,
                text.as_ptr().cast(),
                text.len() as u64,
                ffi::SQLITE_TRANSIENT(),
                ffi::SQLITE_UTF8 as u8,
            );
        }
    } else if let Some(big) = value.as_bigint() {
        match i64::try_from(big.as_inner()) {
            Ok(v) => {
                // SAFETY: `sctx` is the running callback's context (see above).
                unsafe { ffi::sqlite3_result_int64(sctx, v) }
            }
            Err(_) => {
                return Err(super::errors::coded(
                    super::errors::Kind::Range,
                    "ERR_OUT_OF_RANGE",
                    "Value is too large to be represented as a SQLite integer",
                    ctx,
                ))
            }
        }
    } else if let Some(b) = value.as_boolean() {
        // SAFETY: `sctx` is the running callback's context (see above).
        unsafe { ffi::sqlite3_result_int(sctx, c_int::from(b)) };
    } else if let Some(bytes) = fs_binding::glue::view::view_bytes(value, ctx)? {
        // SAFETY: `sctx` is the running callback's context (see above).
        unsafe {
            ffi::sqlite3_result_blob64(
                sctx,
                bytes.as_ptr().cast(),
                bytes.len() as u64,
                ffi::SQLITE_TRANSIENT(),
            );
        }
    } else {
        let msg = if value
            .as_object()
            .is_some_and(|o| JsPromise::from_object(o.clone()).is_ok())
        {
            c"Asynchronous user-defined functions are not supported"
        } else {
            c"Returned JavaScript value cannot be converted to a SQLite value"
        };
        // SAFETY: `sctx` is the running callback's context (see above).
        unsafe { ffi::sqlite3_result_error(sctx, msg.as_ptr(), -1) };
    }
    Ok(())
}

/// Reports `err` to SQLite (so the statement fails) and parks it for the binding call.
fn fail(sctx: *mut ffi::sqlite3_context, err: JsError) {
    park(err);
    // SAFETY: `sctx` is the context of the running callback.
    unsafe { ffi::sqlite3_result_error(sctx, c"JavaScript exception".as_ptr(), -1) };
}

/// `xFunc` of a user function.
pub(super) unsafe extern "C" fn call_function(
    sctx: *mut ffi::sqlite3_context,
    argc: c_int,
    argv: *mut *mut ffi::sqlite3_value,
) {
    // SAFETY: the user data is the `UserFunction` registered with this function; SQLite
    // keeps it until the destructor below runs.
    let f = unsafe { &*ffi::sqlite3_user_data(sctx).cast::<UserFunction>() };
    let outcome = with_context(|ctx| -> JsResult<()> {
        // SAFETY: `argv`/`argc` as SQLite passed them.
        let args = unsafe { arguments(argc, argv, f.big_int_args, ctx) }?;
        let value = f.func.call(&JsValue::undefined(), &args, ctx)?;
        set_result(sctx, &value, ctx)
    });
    match outcome {
        Some(Ok(())) => {}
        Some(Err(e)) => fail(sctx, e),
        None => outside(sctx),
    }
}

/// A callback reached with no JS context (cannot happen through the binding's own calls).
fn outside(sctx: *mut ffi::sqlite3_context) {
    // SAFETY: `sctx` is the context of the running callback.
    unsafe {
        ffi::sqlite3_result_error(sctx, c"no JavaScript context".as_ptr(), -1);
    }
}

/// Destructor of a `UserFunction` registered with SQLite.
pub(super) unsafe extern "C" fn drop_function(p: *mut c_void) {
    if !p.is_null() {
        // SAFETY: `p` came from `Box::into_raw` of a `UserFunction` and SQLite calls this
        // once, when the function is replaced or the connection closes.
        drop(unsafe { Box::from_raw(p.cast::<UserFunction>()) });
    }
}

/// Destructor of an `Aggregate` registered with SQLite.
pub(super) unsafe extern "C" fn drop_aggregate(p: *mut c_void) {
    if !p.is_null() {
        // SAFETY: as `drop_function`, for an `Aggregate`.
        drop(unsafe { Box::from_raw(p.cast::<Aggregate>()) });
    }
}

/// The accumulator slot of the current group: SQLite's per-group memory holds an id into
/// `ACCUMULATORS` (0 until the group's first row).
fn group_slot(sctx: *mut ffi::sqlite3_context, create: bool) -> Option<*mut u64> {
    let size = if create { 8 } else { 0 };
    // SAFETY: `sctx` is an aggregate callback's context; with a non-zero size SQLite
    // returns zeroed memory that lives until xFinal, with 0 it returns that memory or null.
    let p = unsafe { ffi::sqlite3_aggregate_context(sctx, size) }.cast::<u64>();
    (!p.is_null()).then_some(p)
}

fn start_value(agg: &Aggregate, ctx: &mut Context) -> JsResult<JsValue> {
    match agg.start.as_callable() {
        Some(f) => f.call(&JsValue::undefined(), &[], ctx),
        None => Ok(agg.start.clone()),
    }
}

/// The group's accumulator, made from `start` on first use.
fn accumulator(
    sctx: *mut ffi::sqlite3_context,
    agg: &Aggregate,
    ctx: &mut Context,
) -> JsResult<(u64, JsValue)> {
    let Some(slot) = group_slot(sctx, true) else {
        return Err(boa_engine::JsNativeError::error()
            .with_message("out of memory")
            .into());
    };
    // SAFETY: `slot` points at SQLite's 8 bytes of per-group memory.
    let id = unsafe { *slot };
    if id != 0 {
        let v = ACCUMULATORS
            .with(|a| a.borrow().get(&id).cloned())
            .unwrap_or_default();
        return Ok((id, v));
    }
    let v = start_value(agg, ctx)?;
    let id = NEXT_ACCUMULATOR.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    // SAFETY: as above.
    unsafe { *slot = id };
    ACCUMULATORS.with(|a| a.borrow_mut().insert(id, v.clone()));
    Ok((id, v))
}

unsafe fn step_with(
    sctx: *mut ffi::sqlite3_context,
    argc: c_int,
    argv: *mut *mut ffi::sqlite3_value,
    inverse: bool,
) {
    // SAFETY: the user data is the `Aggregate` registered with this function.
    let agg = unsafe { &*ffi::sqlite3_user_data(sctx).cast::<Aggregate>() };
    let outcome = with_context(|ctx| -> JsResult<()> {
        let (id, acc) = accumulator(sctx, agg, ctx)?;
        let func = if inverse {
            agg.inverse.as_ref()
        } else {
            Some(&agg.step)
        };
        let Some(func) = func else {
            return Ok(());
        };
        let mut args = vec![acc];
        // SAFETY: `argv`/`argc` as SQLite passed them.
        args.extend(unsafe { arguments(argc, argv, agg.big_int_args, ctx) }?);
        let next = func.call(&JsValue::undefined(), &args, ctx)?;
        ACCUMULATORS.with(|a| a.borrow_mut().insert(id, next));
        Ok(())
    });
    match outcome {
        Some(Ok(())) => {}
        Some(Err(e)) => fail(sctx, e),
        None => outside(sctx),
    }
}

/// `xStep` of an aggregate.
pub(super) unsafe extern "C" fn aggregate_step(
    sctx: *mut ffi::sqlite3_context,
    argc: c_int,
    argv: *mut *mut ffi::sqlite3_value,
) {
    // SAFETY: forwarded as SQLite passed them.
    unsafe { step_with(sctx, argc, argv, false) }
}

/// `xInverse` of a window aggregate.
pub(super) unsafe extern "C" fn aggregate_inverse(
    sctx: *mut ffi::sqlite3_context,
    argc: c_int,
    argv: *mut *mut ffi::sqlite3_value,
) {
    // SAFETY: forwarded as SQLite passed them.
    unsafe { step_with(sctx, argc, argv, true) }
}

fn finish(sctx: *mut ffi::sqlite3_context, last: bool) {
    // SAFETY: the user data is the `Aggregate` registered with this function.
    let agg = unsafe { &*ffi::sqlite3_user_data(sctx).cast::<Aggregate>() };
    let outcome = with_context(|ctx| -> JsResult<()> {
        let id = group_slot(sctx, false).map_or(0, |slot| {
            // SAFETY: `slot` points at SQLite's per-group memory.
            unsafe { *slot }
        });
        if last && VALUED.with(|v| v.borrow_mut().remove(&id)) {
            ACCUMULATORS.with(|a| a.borrow_mut().remove(&id));
            // SAFETY: `sctx` is the context of the running callback.
            unsafe { ffi::sqlite3_result_null(sctx) };
            return Ok(());
        }
        if !last && id != 0 {
            VALUED.with(|v| v.borrow_mut().insert(id));
        }
        let acc = if id == 0 {
            start_value(agg, ctx)?
        } else if last {
            ACCUMULATORS
                .with(|a| a.borrow_mut().remove(&id))
                .unwrap_or_default()
        } else {
            ACCUMULATORS
                .with(|a| a.borrow().get(&id).cloned())
                .unwrap_or_default()
        };
        let value = match &agg.result {
            Some(f) => f.call(&JsValue::undefined(), &[acc], ctx)?,
            None => acc,
        };
        set_result(sctx, &value, ctx)
    });
    match outcome {
        Some(Ok(())) => {}
        Some(Err(e)) => fail(sctx, e),
        None => outside(sctx),
    }
}

/// `xFinal` of an aggregate.
pub(super) unsafe extern "C" fn aggregate_final(sctx: *mut ffi::sqlite3_context) {
    finish(sctx, true);
}

/// `xValue` of a window aggregate.
pub(super) unsafe extern "C" fn aggregate_value(sctx: *mut ffi::sqlite3_context) {
    finish(sctx, false);
}

/// The authorizer's JS function, owned by the connection state.
pub(super) struct Authorizer {
    pub(super) func: JsObject,
}

/// SQLite's authorizer callback: calls the JS function with the action code and its four
/// strings (null where SQLite gives none); the result must be one of SQLITE_OK,
/// SQLITE_DENY or SQLITE_IGNORE.
pub(super) unsafe extern "C" fn authorize(
    user: *mut c_void,
    action: c_int,
    a: *const c_char,
    b: *const c_char,
    c: *const c_char,
    d: *const c_char,
) -> c_int {
    // SAFETY: `user` is the `Authorizer` the connection state owns while it is installed.
    let auth = unsafe { &*user.cast::<Authorizer>() };
    let text = |p: *const c_char| -> JsValue {
        // SAFETY: SQLite passes null or NUL-terminated strings valid for this call.
        match unsafe { cstr_to_string(p) } {
            Some(s) => js_string!(s.as_str()).into(),
            None => JsValue::null(),
        }
    };
    let args = [JsValue::from(action), text(a), text(b), text(c), text(d)];
    let outcome = with_context(|ctx| -> JsResult<c_int> {
        let r = auth.func.call(&JsValue::undefined(), &args, ctx)?;
        let Some(n) = r.as_number().filter(|n| n.fract() == 0.0) else {
            return Err(super::errors::coded(
                super::errors::Kind::Type,
                "ERR_INVALID_RETURN_VALUE",
                "Authorizer callback must return an integer authorization code",
                ctx,
            ));
        };
        let n = n as c_int;
        if n != ffi::SQLITE_OK && n != ffi::SQLITE_DENY && n != ffi::SQLITE_IGNORE {
            return Err(super::errors::coded(
                super::errors::Kind::Range,
                "ERR_INVALID_RETURN_VALUE",
                "Authorizer callback returned a invalid authorization code",
                ctx,
            ));
        }
        Ok(n)
    });
    match outcome {
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            park(e);
            ffi::SQLITE_DENY
        }
        None => ffi::SQLITE_DENY,
    }
}

/// A changeset's bytes as a Uint8Array (used by the session calls).
pub(super) fn bytes_value(p: *const c_void, n: c_int, ctx: &mut Context) -> JsResult<JsValue> {
    let bytes = if p.is_null() || n <= 0 {
        &[][..]
    } else {
        // SAFETY: SQLite returned `n` bytes at `p`, valid until the caller frees them.
        unsafe { std::slice::from_raw_parts(p.cast::<u8>(), n as usize) }
    };
    uint8_array(bytes, ctx)
}

/// Runs a JS callback from a SQLite hook that returns an int, parking its exception.
pub(super) fn call_hook(func: &JsObject, args: &[JsValue], on_error: c_int) -> c_int {
    let outcome = with_context(|ctx| -> JsResult<c_int> {
        let r = func.call(&JsValue::undefined(), args, ctx)?;
        r.to_i32(ctx)
    });
    match outcome {
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            park(e);
            on_error
        }
        None => on_error,
    }
}

/// Runs a JS filter from a SQLite hook and reads its result for truthiness; an
/// exception is parked and counts as false.
pub(super) fn call_filter(func: &JsObject, args: &[JsValue]) -> bool {
    let outcome = with_context(|ctx| -> JsResult<bool> {
        Ok(func.call(&JsValue::undefined(), args, ctx)?.to_boolean())
    });
    match outcome {
        Some(Ok(b)) => b,
        Some(Err(e)) => {
            park(e);
            false
        }
        None => false,
    }
}
