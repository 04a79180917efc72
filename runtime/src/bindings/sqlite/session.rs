//! SQLite's session extension behind `db.createSession()` (a Session recording the
//! changes to one table or all of them, read back as a changeset or patchset) and
//! `db.applyChangeset()` with Node's `filter` and `onConflict` callbacks.

use std::cell::Cell;
use std::ffi::{c_char, c_int, c_void};
use std::rc::Rc;

use boa_engine::{js_string, Context, JsArgs, JsData, JsObject, JsResult, JsValue};
use boa_gc::{Finalize, Trace};
use libsqlite3_sys as ffi;

use super::callbacks::{bytes_value, call_filter, call_hook, lend, take_pending};
use super::errors::{coded, not_open, sqlite_error, Kind};
use super::values::cstr_to_string;
use super::{c_string, open_db, string_arg, Connection};

/// One session; the connection deletes it first when it closes.
pub(super) struct Session {
    ptr: Cell<*mut ffi::sqlite3_session>,
    conn: Rc<Connection>,
}

impl Session {
    pub(super) fn delete(&self) {
        let p = self.ptr.replace(std::ptr::null_mut());
        if !p.is_null() {
            // SAFETY: `p` came from sqlite3session_create and is deleted once, before its
            // connection closes (Connection::close deletes live sessions first).
            unsafe { ffi::sqlite3session_delete(p) };
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.delete();
    }
}

#[derive(Trace, Finalize, JsData)]
struct SessionHandle {
    #[unsafe_ignore_trace]
    session: Rc<Session>,
}

/// `createSession(h, table|null, dbName)`.
pub(super) fn create_session(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let (conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let table = match args.get_or_undefined(1) {
        v if v.is_null_or_undefined() => None,
        _ => Some(c_string(&string_arg(args, 1, ctx)?, ctx)?),
    };
    let name = c_string(&string_arg(args, 2, ctx)?, ctx)?;
    let mut p = std::ptr::null_mut();
    // SAFETY: `db` is open and `name` NUL-terminated; `p` receives the session.
    let rc = unsafe { ffi::sqlite3session_create(db, name.as_ptr(), &raw mut p) };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    let session = Rc::new(Session {
        ptr: Cell::new(p),
        conn: conn.clone(),
    });
    // SAFETY: `p` is the new session; a null table name attaches every table.
    let rc = unsafe {
        ffi::sqlite3session_attach(p, table.as_ref().map_or(std::ptr::null(), |t| t.as_ptr()))
    };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    {
        let mut list = conn.sessions.borrow_mut();
        list.retain(|w| w.strong_count() > 0);
        list.push(Rc::downgrade(&session));
    }
    Ok(crate::engine::shared_shape::handle_object(SessionHandle { session }, ctx).into())
}

/// The open session behind handle `v`, its connection and its SQLite object.
fn live_session(
    v: &JsValue,
    ctx: &mut Context,
) -> JsResult<(Rc<Session>, *mut ffi::sqlite3, *mut ffi::sqlite3_session)> {
    let s = v
        .as_object()
        .and_then(|o| o.downcast_ref::<SessionHandle>().map(|h| h.session.clone()));
    let Some(s) = s else {
        return Err(coded(
            Kind::Type,
            "ERR_INVALID_THIS",
            "Illegal invocation",
            ctx,
        ));
    };
    let db = s.conn.db.get();
    if db.is_null() {
        return Err(not_open(ctx));
    }
    let p = s.ptr.get();
    if p.is_null() {
        return Err(coded(
            Kind::Error,
            "ERR_INVALID_STATE",
            "session is not open",
            ctx,
        ));
    }
    Ok((s, db, p))
}

/// `changeset(session, patchset)` → Uint8Array.
pub(super) fn changeset(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, db, p) = live_session(args.get_or_undefined(0), ctx)?;
    let patch = args.get_or_undefined(1).to_boolean();
    let mut n: c_int = 0;
    let mut out: *mut c_void = std::ptr::null_mut();
    // SAFETY: `p` is a live session; the buffer SQLite returns is freed after the copy.
    let rc = unsafe {
        if patch {
            ffi::sqlite3session_patchset(p, &raw mut n, &raw mut out)
        } else {
            ffi::sqlite3session_changeset(p, &raw mut n, &raw mut out)
        }
    };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    let value = bytes_value(out, n, ctx);
    // SAFETY: `out` is null or SQLite's allocation.
    unsafe { ffi::sqlite3_free(out) };
    value
}

/// `deleteSession(session)`.
pub(super) fn delete_session(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let (s, _db, _p) = live_session(args.get_or_undefined(0), ctx)?;
    s.delete();
    Ok(JsValue::undefined())
}

/// The JS callbacks of one `applyChangeset` call.
struct Handlers {
    filter: Option<JsObject>,
    conflict: Option<JsObject>,
}

unsafe extern "C" fn filter_table(user: *mut c_void, table: *const c_char) -> c_int {
    // SAFETY: `user` is the `Handlers` on `apply_changeset`'s stack for this call.
    let h = unsafe { &*user.cast::<Handlers>() };
    let Some(f) = &h.filter else {
        return 1;
    };
    // SAFETY: SQLite passes a NUL-terminated table name valid for this call.
    let name = unsafe { cstr_to_string(table) }.unwrap_or_default();
    let arg = JsValue::from(js_string!(name.as_str()));
    c_int::from(call_filter(f, &[arg]))
}

unsafe extern "C" fn on_conflict(
    user: *mut c_void,
    kind: c_int,
    _iter: *mut ffi::sqlite3_changeset_iter,
) -> c_int {
    // SAFETY: `user` is the `Handlers` on `apply_changeset`'s stack for this call.
    let h = unsafe { &*user.cast::<Handlers>() };
    match &h.conflict {
        Some(f) => call_hook(f, &[JsValue::from(kind)], ffi::SQLITE_CHANGESET_ABORT),
        None => ffi::SQLITE_CHANGESET_ABORT,
    }
}

/// `applyChangeset(h, bytes, filter?, onConflict?)` → whether it applied (false when a
/// conflict handler aborted).
pub(super) fn apply_changeset(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let mut bytes =
        fs_binding::glue::view::view_bytes(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let mut handlers = Handlers {
        filter: args.get_or_undefined(2).as_callable(),
        conflict: args.get_or_undefined(3).as_callable(),
    };
    let len = c_int::try_from(bytes.len()).unwrap_or(c_int::MAX);
    let rc = lend(ctx, || {
        // SAFETY: `db` is open; `bytes` and `handlers` outlive the call, which runs the
        // callbacks synchronously.
        unsafe {
            ffi::sqlite3changeset_apply(
                db,
                len,
                bytes.as_mut_ptr().cast(),
                Some(filter_table),
                Some(on_conflict),
                std::ptr::from_mut(&mut handlers).cast(),
            )
        }
    });
    if let Some(e) = take_pending() {
        return Err(e);
    }
    match rc {
        ffi::SQLITE_OK => Ok(JsValue::from(true)),
        ffi::SQLITE_ABORT => Ok(JsValue::from(false)),
        rc => Err(sqlite_error(db, rc, ctx)),
    }
}
