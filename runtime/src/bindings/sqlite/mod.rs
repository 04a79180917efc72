//! `internalBinding('sqlite')`: the native half of `node:sqlite` (js-lib/sqlite.js) on the
//! SQLite library (libsqlite3-sys, bundled). js-lib validates arguments and options with
//! Node's messages; the calls here own the connection and statement handles, move values
//! (`values`), run JS callbacks from SQLite (`callbacks`) and the session extension
//! (`session`), and throw Node's native errors (`errors`).
//!
//! A connection handle owns its `sqlite3*`; a statement handle owns its `sqlite3_stmt*`
//! and keeps its connection's state alive. Closing a connection finalizes its live
//! statements and sessions first (their handles then report it), as Node does. Everything
//! runs on the JS thread; SQLite is built thread-safe, and each worker has its own handles.

mod backup;
mod callbacks;
mod errors;
mod session;
mod values;

use std::cell::{Cell, RefCell};
use std::ffi::{c_int, CString};
use std::rc::{Rc, Weak};

use boa_engine::object::builtins::JsArray;
use boa_engine::{js_string, Context, JsArgs, JsData, JsObject, JsResult, JsValue, NativeFunction};
use boa_gc::{Finalize, Trace};
use libsqlite3_sys as ffi;

use crate::host::runtime::native_object;
use callbacks::{lend, take_pending};
use errors::{coded, finalized, not_open, sqlite_error, Kind};
use values::{bind_parameters, cstr_to_string, row_value, Modes};

unsafe extern "C" {
    /// In the library but missing from the crate's bundled bindings: closes a connection
    /// once its remaining statements, sessions and backups are finished (a "zombie"
    /// until then) instead of failing with SQLITE_BUSY.
    fn sqlite3_close_v2(db: *mut ffi::sqlite3) -> c_int;
}

/// Closes `db` (null allowed).
pub(crate) fn close_v2(db: *mut ffi::sqlite3) -> c_int {
    // SAFETY: `db` is null or a connection from sqlite3_open_v2 that the caller closes
    // once; sqlite3_close_v2 accepts null.
    unsafe { sqlite3_close_v2(db) }
}

/// One connection's state, shared by its handle and its statements.
struct Connection {
    db: Cell<*mut ffi::sqlite3>,
    statements: RefCell<Vec<Weak<Statement>>>,
    sessions: RefCell<Vec<Weak<session::Session>>>,
    authorizer: RefCell<Option<Box<callbacks::Authorizer>>>,
}

impl Connection {
    fn close(&self) {
        for s in self.statements.take() {
            if let Some(s) = s.upgrade() {
                s.finalize();
            }
        }
        for s in self.sessions.take() {
            if let Some(s) = s.upgrade() {
                s.delete();
            }
        }
        let db = self.db.replace(std::ptr::null_mut());
        if !db.is_null() {
            // Closed once (the cell is now null); its statements and sessions were
            // finished above.
            close_v2(db);
        }
        self.authorizer.take();
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.close();
    }
}

/// One prepared statement.
struct Statement {
    stmt: Cell<*mut ffi::sqlite3_stmt>,
    conn: Rc<Connection>,
}

impl Statement {
    fn finalize(&self) {
        let stmt = self.stmt.replace(std::ptr::null_mut());
        if !stmt.is_null() {
            // SAFETY: `stmt` came from sqlite3_prepare_v2 and is finalized once.
            unsafe { ffi::sqlite3_finalize(stmt) };
        }
    }
}

impl Drop for Statement {
    fn drop(&mut self) {
        self.finalize();
    }
}

#[derive(Trace, Finalize, JsData)]
struct DbHandle {
    #[unsafe_ignore_trace]
    conn: Rc<Connection>,
}

#[derive(Trace, Finalize, JsData)]
struct StmtHandle {
    #[unsafe_ignore_trace]
    stmt: Rc<Statement>,
}

fn connection(v: &JsValue, ctx: &mut Context) -> JsResult<Rc<Connection>> {
    let h = v
        .as_object()
        .and_then(|o| o.downcast_ref::<DbHandle>().map(|h| h.conn.clone()));
    h.ok_or_else(|| coded(Kind::Type, "ERR_INVALID_THIS", "Illegal invocation", ctx))
}

/// The open connection behind handle `v`, or Node's "database is not open".
fn open_db(v: &JsValue, ctx: &mut Context) -> JsResult<(Rc<Connection>, *mut ffi::sqlite3)> {
    let conn = connection(v, ctx)?;
    let db = conn.db.get();
    if db.is_null() {
        return Err(not_open(ctx));
    }
    Ok((conn, db))
}

/// The live statement behind handle `v` and its connection.
fn live_stmt(
    v: &JsValue,
    ctx: &mut Context,
) -> JsResult<(Rc<Statement>, *mut ffi::sqlite3, *mut ffi::sqlite3_stmt)> {
    let s = v
        .as_object()
        .and_then(|o| o.downcast_ref::<StmtHandle>().map(|h| h.stmt.clone()));
    let Some(s) = s else {
        return Err(coded(
            Kind::Type,
            "ERR_INVALID_THIS",
            "Illegal invocation",
            ctx,
        ));
    };
    // Closing the connection finalizes its statements, so that is what they report.
    let stmt = s.stmt.get();
    if stmt.is_null() {
        return Err(finalized(ctx));
    }
    let db = s.conn.db.get();
    if db.is_null() {
        return Err(not_open(ctx));
    }
    Ok((s, db, stmt))
}

fn c_string(s: &str, ctx: &mut Context) -> JsResult<CString> {
    CString::new(s).map_err(|_| {
        coded(
            Kind::Type,
            "ERR_INVALID_ARG_VALUE",
            "The argument must not contain null bytes",
            ctx,
        )
    })
}

fn string_arg(args: &[JsValue], i: usize, ctx: &mut Context) -> JsResult<String> {
    Ok(args
        .get_or_undefined(i)
        .to_string(ctx)?
        .to_std_string_lossy())
}

/// A callback's exception if one is parked, else SQLite's error for `rc`.
fn failure(db: *mut ffi::sqlite3, rc: c_int, ctx: &mut Context) -> boa_engine::JsError {
    take_pending().unwrap_or_else(|| sqlite_error(db, rc, ctx))
}

fn create(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let conn = Rc::new(Connection {
        db: Cell::new(std::ptr::null_mut()),
        statements: RefCell::default(),
        sessions: RefCell::default(),
        authorizer: RefCell::default(),
    });
    Ok(crate::engine::shared_shape::handle_object(DbHandle { conn }, ctx).into())
}

/// `open(h, location, readOnly, foreignKeys, doubleQuotedStrings, timeout, defensive,
/// uri)`.
fn open(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let conn = connection(args.get_or_undefined(0), ctx)?;
    if !conn.db.get().is_null() {
        return Err(coded(
            Kind::Error,
            "ERR_INVALID_STATE",
            "database is already open",
            ctx,
        ));
    }
    let location = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    let read_only = args.get_or_undefined(2).to_boolean();
    let foreign_keys = args.get_or_undefined(3).to_boolean();
    let dqs = args.get_or_undefined(4).to_boolean();
    let timeout = args.get_or_undefined(5).to_i32(ctx)?;
    let defensive = args.get_or_undefined(6).to_boolean();
    let uri = args.get_or_undefined(7).to_boolean();
    let mut flags = if read_only {
        ffi::SQLITE_OPEN_READONLY
    } else {
        ffi::SQLITE_OPEN_READWRITE | ffi::SQLITE_OPEN_CREATE
    };
    if uri {
        flags |= ffi::SQLITE_OPEN_URI;
    }
    let mut db = std::ptr::null_mut();
    // SAFETY: `location` is NUL-terminated and `db` receives the new connection (set even
    // on failure, when it must still be closed).
    let rc =
        unsafe { ffi::sqlite3_open_v2(location.as_ptr(), &raw mut db, flags, std::ptr::null()) };
    if rc != ffi::SQLITE_OK {
        let err = sqlite_error(db, rc, ctx);
        // A failed open still allocates a connection to close.
        close_v2(db);
        return Err(err);
    }
    let config = |op: c_int, on: bool| {
        // SAFETY: `db` is open; these options take (int, int*) and the second may be null.
        unsafe { ffi::sqlite3_db_config(db, op, c_int::from(on), std::ptr::null_mut::<c_int>()) }
    };
    config(ffi::SQLITE_DBCONFIG_DQS_DML, dqs);
    config(ffi::SQLITE_DBCONFIG_DQS_DDL, dqs);
    config(ffi::SQLITE_DBCONFIG_ENABLE_FKEY, foreign_keys);
    config(ffi::SQLITE_DBCONFIG_DEFENSIVE, defensive);
    // SAFETY: `db` is open.
    unsafe { ffi::sqlite3_busy_timeout(db, timeout) };
    conn.db.set(db);
    Ok(JsValue::undefined())
}

fn close(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (conn, _) = open_db(args.get_or_undefined(0), ctx)?;
    conn.close();
    Ok(JsValue::undefined())
}

fn is_open(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let conn = connection(args.get_or_undefined(0), ctx)?;
    Ok(JsValue::from(!conn.db.get().is_null()))
}

fn is_transaction(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    // SAFETY: `db` is open.
    Ok(JsValue::from(
        unsafe { ffi::sqlite3_get_autocommit(db) } == 0,
    ))
}

/// `location(h, dbName)`: the file of an attached database, null for one in memory.
fn location(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let name = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    // SAFETY: `db` is open and `name` NUL-terminated; the result is copied at once.
    let file = unsafe { cstr_to_string(ffi::sqlite3_db_filename(db, name.as_ptr())) };
    Ok(match file.filter(|f| !f.is_empty()) {
        Some(f) => js_string!(f.as_str()).into(),
        None => JsValue::null(),
    })
}

fn exec(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let sql = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    let rc = lend(ctx, || {
        // SAFETY: `db` is open and `sql` NUL-terminated; no row callback.
        unsafe {
            ffi::sqlite3_exec(
                db,
                sql.as_ptr(),
                None,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        }
    });
    if rc != ffi::SQLITE_OK {
        return Err(failure(db, rc, ctx));
    }
    Ok(JsValue::undefined())
}

/// `prepare(h, sql)` → statement handle, or null when `sql` holds no statement.
fn prepare(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let sql = string_arg(args, 1, ctx)?;
    let mut stmt = std::ptr::null_mut();
    let rc = lend(ctx, || {
        // SAFETY: `db` is open; `sql` is passed with its byte length, so it needs no NUL.
        unsafe {
            ffi::sqlite3_prepare_v2(
                db,
                sql.as_ptr().cast(),
                sql.len() as c_int,
                &raw mut stmt,
                std::ptr::null_mut(),
            )
        }
    });
    if rc != ffi::SQLITE_OK {
        return Err(failure(db, rc, ctx));
    }
    if stmt.is_null() {
        return Ok(JsValue::null());
    }
    let statement = Rc::new(Statement {
        stmt: Cell::new(stmt),
        conn: conn.clone(),
    });
    {
        let mut list = conn.statements.borrow_mut();
        list.retain(|w| w.strong_count() > 0);
        list.push(Rc::downgrade(&statement));
    }
    Ok(crate::engine::shared_shape::handle_object(StmtHandle { stmt: statement }, ctx).into())
}

fn modes_arg(args: &[JsValue], ctx: &mut Context) -> JsResult<Modes> {
    Ok(Modes::from_bits(args.get_or_undefined(1).to_u32(ctx)?))
}

/// Resets `stmt` and binds `args[2..]` to it.
fn start(
    db: *mut ffi::sqlite3,
    stmt: *mut ffi::sqlite3_stmt,
    args: &[JsValue],
    modes: Modes,
    ctx: &mut Context,
) -> JsResult<()> {
    // SAFETY: `stmt` is live.
    unsafe { ffi::sqlite3_reset(stmt) };
    bind_parameters(db, stmt, args.get(2..).unwrap_or(&[]), modes, ctx)
}

fn step(stmt: *mut ffi::sqlite3_stmt, ctx: &mut Context) -> c_int {
    // SAFETY: `stmt` is live; callbacks reach the context through `lend`.
    lend(ctx, || unsafe { ffi::sqlite3_step(stmt) })
}

fn reset(stmt: *mut ffi::sqlite3_stmt) {
    // SAFETY: `stmt` is live.
    unsafe { ffi::sqlite3_reset(stmt) };
}

/// `all(s, modes, ...params)`.
fn all(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    let modes = modes_arg(args, ctx)?;
    start(db, stmt, args, modes, ctx)?;
    let mut rows = Vec::new();
    loop {
        match step(stmt, ctx) {
            ffi::SQLITE_ROW => match row_value(stmt, modes, ctx) {
                Ok(r) => rows.push(r),
                Err(e) => {
                    reset(stmt);
                    return Err(e);
                }
            },
            ffi::SQLITE_DONE => break,
            rc => {
                let err = failure(db, rc, ctx);
                reset(stmt);
                return Err(err);
            }
        }
    }
    reset(stmt);
    Ok(JsArray::from_iter(rows, ctx).into())
}

/// `get(s, modes, ...params)`: the first row or undefined.
fn get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    let modes = modes_arg(args, ctx)?;
    start(db, stmt, args, modes, ctx)?;
    let out = match step(stmt, ctx) {
        ffi::SQLITE_ROW => row_value(stmt, modes, ctx),
        ffi::SQLITE_DONE => Ok(JsValue::undefined()),
        rc => Err(failure(db, rc, ctx)),
    };
    reset(stmt);
    out
}

/// `run(s, modes, ...params)` → `{ changes, lastInsertRowid }`.
fn run(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    let modes = modes_arg(args, ctx)?;
    start(db, stmt, args, modes, ctx)?;
    loop {
        match step(stmt, ctx) {
            ffi::SQLITE_ROW => {}
            ffi::SQLITE_DONE => break,
            rc => {
                let err = failure(db, rc, ctx);
                reset(stmt);
                return Err(err);
            }
        }
    }
    reset(stmt);
    // SAFETY: `db` is open.
    let (changes, rowid) = unsafe {
        (
            ffi::sqlite3_changes64(db),
            ffi::sqlite3_last_insert_rowid(db),
        )
    };
    let number = |v: i64| -> JsValue {
        if modes.read_big_ints {
            boa_engine::JsBigInt::from(v).into()
        } else {
            JsValue::from(v as f64)
        }
    };
    let out = JsObject::with_object_proto(ctx.intrinsics());
    out.create_data_property_or_throw(js_string!("changes"), number(changes), ctx)?;
    out.create_data_property_or_throw(js_string!("lastInsertRowid"), number(rowid), ctx)?;
    Ok(out.into())
}

/// `iterStart(s, modes, ...params)`: binds for a following series of `iterNext`.
fn iter_start(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    let modes = modes_arg(args, ctx)?;
    start(db, stmt, args, modes, ctx)?;
    Ok(JsValue::undefined())
}

/// `iterNext(s, modes)`: the next row, or undefined (and the statement reset) at the end.
fn iter_next(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    let modes = modes_arg(args, ctx)?;
    match step(stmt, ctx) {
        ffi::SQLITE_ROW => row_value(stmt, modes, ctx),
        ffi::SQLITE_DONE => {
            reset(stmt);
            Ok(JsValue::undefined())
        }
        rc => {
            let err = failure(db, rc, ctx);
            reset(stmt);
            Err(err)
        }
    }
}

fn stmt_reset(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, _db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    reset(stmt);
    Ok(JsValue::undefined())
}

fn stmt_finalize(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (s, _db, _stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    s.finalize();
    Ok(JsValue::undefined())
}

/// `columns(s)`: per result column its name and, where SQLite knows it, the origin.
fn columns(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, _db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    // SAFETY: `stmt` is live.
    let n = unsafe { ffi::sqlite3_column_count(stmt) };
    let mut out = Vec::with_capacity(n.max(0) as usize);
    for i in 0..n {
        // SAFETY: `stmt` is live, `i` below its column count; strings are copied at once.
        let (column, database, table, decl) = unsafe {
            (
                cstr_to_string(ffi::sqlite3_column_origin_name(stmt, i)),
                cstr_to_string(ffi::sqlite3_column_database_name(stmt, i)),
                cstr_to_string(ffi::sqlite3_column_table_name(stmt, i)),
                cstr_to_string(ffi::sqlite3_column_decltype(stmt, i)),
            )
        };
        let obj = JsObject::with_null_proto();
        let text = |s: Option<String>| -> JsValue {
            s.map_or(JsValue::null(), |s| js_string!(s.as_str()).into())
        };
        obj.create_data_property_or_throw(js_string!("column"), text(column), ctx)?;
        obj.create_data_property_or_throw(js_string!("database"), text(database), ctx)?;
        let name = values::column_name(stmt, i);
        obj.create_data_property_or_throw(js_string!("name"), js_string!(name.as_str()), ctx)?;
        obj.create_data_property_or_throw(js_string!("table"), text(table), ctx)?;
        obj.create_data_property_or_throw(js_string!("type"), text(decl), ctx)?;
        out.push(JsValue::from(obj));
    }
    Ok(JsArray::from_iter(out, ctx).into())
}

/// `sql(s, expanded)`: the source text, or with `expanded` the text with bound values.
fn sql(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, _db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    let text = if args.get_or_undefined(1).to_boolean() {
        // SAFETY: `stmt` is live; the expanded text is ours to free after the copy.
        unsafe {
            let p = ffi::sqlite3_expanded_sql(stmt);
            let s = cstr_to_string(p);
            ffi::sqlite3_free(p.cast());
            s
        }
    } else {
        // SAFETY: `stmt` is live; the text is copied at once.
        unsafe { cstr_to_string(ffi::sqlite3_sql(stmt)) }
    };
    Ok(js_string!(text.unwrap_or_default().as_str()).into())
}

/// `stmtStatus(s, op, reset)`: one of SQLite's per-statement counters.
fn stmt_status(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_s, _db, stmt) = live_stmt(args.get_or_undefined(0), ctx)?;
    let op = args.get_or_undefined(1).to_i32(ctx)?;
    let reset = c_int::from(args.get_or_undefined(2).to_boolean());
    // SAFETY: `stmt` is live; SQLite returns 0 for an unknown counter.
    Ok(JsValue::from(unsafe {
        ffi::sqlite3_stmt_status(stmt, op, reset)
    }))
}

/// `function(h, name, fn, argc, deterministic, directOnly, useBigIntArguments)`.
fn function(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let name = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    let Some(func) = args.get_or_undefined(2).as_callable() else {
        return Err(coded(
            Kind::Type,
            "ERR_INVALID_ARG_TYPE",
            "function expected",
            ctx,
        ));
    };
    let argc = args.get_or_undefined(3).to_i32(ctx)?;
    let flags = function_flags(args, 4);
    let user = Box::new(callbacks::UserFunction {
        func,
        big_int_args: args.get_or_undefined(6).to_boolean(),
    });
    // SAFETY: `db` is open; the boxed user data is freed by `drop_function`, which SQLite
    // calls exactly once (also when registration fails).
    let rc = unsafe {
        ffi::sqlite3_create_function_v2(
            db,
            name.as_ptr(),
            argc,
            flags,
            Box::into_raw(user).cast(),
            Some(callbacks::call_function),
            None,
            None,
            Some(callbacks::drop_function),
        )
    };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    Ok(JsValue::undefined())
}

/// SQLite's function flags from the `deterministic`, `directOnly` arguments at `i`, `i+1`.
fn function_flags(args: &[JsValue], i: usize) -> c_int {
    let mut flags = ffi::SQLITE_UTF8;
    if args.get_or_undefined(i).to_boolean() {
        flags |= ffi::SQLITE_DETERMINISTIC;
    }
    if args.get_or_undefined(i + 1).to_boolean() {
        flags |= ffi::SQLITE_DIRECTONLY;
    }
    flags
}

/// `aggregate(h, name, argc, deterministic, directOnly, useBigIntArguments, start, step,
/// result?, inverse?)`.
fn aggregate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let name = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    let argc = args.get_or_undefined(2).to_i32(ctx)?;
    let flags = function_flags(args, 3);
    let Some(step_fn) = args.get_or_undefined(7).as_callable() else {
        return Err(coded(
            Kind::Type,
            "ERR_INVALID_ARG_TYPE",
            "step expected",
            ctx,
        ));
    };
    let inverse = args.get_or_undefined(9).as_callable();
    let windowed = inverse.is_some();
    let agg = Box::new(callbacks::Aggregate {
        start: args.get_or_undefined(6).clone(),
        step: step_fn,
        result: args.get_or_undefined(8).as_callable(),
        inverse,
        big_int_args: args.get_or_undefined(5).to_boolean(),
    });
    // SAFETY: `db` is open; the boxed aggregate is freed by `drop_aggregate`, which SQLite
    // calls exactly once (also when registration fails).
    let rc = unsafe {
        ffi::sqlite3_create_window_function(
            db,
            name.as_ptr(),
            argc,
            flags,
            Box::into_raw(agg).cast(),
            Some(callbacks::aggregate_step),
            Some(callbacks::aggregate_final),
            if windowed {
                Some(callbacks::aggregate_value)
            } else {
                None
            },
            if windowed {
                Some(callbacks::aggregate_inverse)
            } else {
                None
            },
            Some(callbacks::drop_aggregate),
        )
    };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    Ok(JsValue::undefined())
}

/// `setAuthorizer(h, fn|null)`.
fn set_authorizer(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let func = args.get_or_undefined(1).as_callable();
    let mut slot = conn.authorizer.borrow_mut();
    let rc = match func {
        Some(func) => {
            let auth = Box::new(callbacks::Authorizer { func });
            let user = std::ptr::from_ref::<callbacks::Authorizer>(&auth).cast_mut();
            // SAFETY: `db` is open; the Authorizer stays in `conn.authorizer` (a stable
            // heap address) until it is replaced here or the connection closes, and it is
            // replaced only after SQLite has been given the new one.
            let rc =
                unsafe { ffi::sqlite3_set_authorizer(db, Some(callbacks::authorize), user.cast()) };
            *slot = Some(auth);
            rc
        }
        None => {
            // SAFETY: `db` is open; removing the authorizer.
            let rc = unsafe { ffi::sqlite3_set_authorizer(db, None, std::ptr::null_mut()) };
            *slot = None;
            rc
        }
    };
    drop(slot);
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    Ok(JsValue::undefined())
}

/// `limit(h, id, value)`: sets limit `id` when `value` >= 0; returns the old value.
fn limit(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let id = args.get_or_undefined(1).to_i32(ctx)?;
    let value = args.get_or_undefined(2).to_i32(ctx)?;
    // SAFETY: `db` is open; SQLite ignores unknown ids (returns -1).
    Ok(JsValue::from(unsafe { ffi::sqlite3_limit(db, id, value) }))
}

/// `serialize(h, dbName)` → Uint8Array of the database image.
fn serialize(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let name = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    let mut size: ffi::sqlite3_int64 = 0;
    // SAFETY: `db` is open; the image is malloc'd by SQLite and freed after the copy.
    let p = unsafe { ffi::sqlite3_serialize(db, name.as_ptr(), &raw mut size, 0) };
    if p.is_null() {
        if size == 0 {
            return values::uint8_array(&[], ctx);
        }
        return Err(sqlite_error(db, ffi::SQLITE_NOMEM, ctx));
    }
    // SAFETY: SQLite returned `size` bytes at `p`.
    let bytes = unsafe { std::slice::from_raw_parts(p, size.max(0) as usize) };
    let out = values::uint8_array(bytes, ctx);
    // SAFETY: `p` came from SQLite's allocator.
    unsafe { ffi::sqlite3_free(p.cast()) };
    out
}

/// `deserialize(h, bytes, dbName)`: replaces the database with an image.
fn deserialize(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let bytes =
        fs_binding::glue::view::view_bytes(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let name = c_string(&string_arg(args, 2, ctx)?, ctx)?;
    let len = bytes.len();
    // SAFETY: a fresh SQLite allocation of `len` bytes (at least 1), filled below.
    let p = unsafe { ffi::sqlite3_malloc64(len.max(1) as u64) }.cast::<u8>();
    if p.is_null() {
        return Err(sqlite_error(db, ffi::SQLITE_NOMEM, ctx));
    }
    // SAFETY: `p` holds at least `len` bytes and does not overlap `bytes`.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, len) };
    let flags = ffi::SQLITE_DESERIALIZE_FREEONCLOSE | ffi::SQLITE_DESERIALIZE_RESIZEABLE;
    let (size, name_ptr) = (len as i64, name.as_ptr());
    // SAFETY: `db` is open; with FREEONCLOSE SQLite owns `p` from here, even on failure.
    let rc = unsafe { ffi::sqlite3_deserialize(db, name_ptr, p, size, size, flags) };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    Ok(JsValue::undefined())
}

/// `enableLoadExtension(h, on)`.
fn enable_load_extension(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let on = c_int::from(args.get_or_undefined(1).to_boolean());
    // SAFETY: `db` is open; this option takes (int, int*), the second may be null.
    let rc = unsafe {
        ffi::sqlite3_db_config(
            db,
            ffi::SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION,
            on,
            std::ptr::null_mut::<c_int>(),
        )
    };
    if rc != ffi::SQLITE_OK {
        return Err(sqlite_error(db, rc, ctx));
    }
    Ok(JsValue::undefined())
}

/// `enableDefensive(h, on)`.
fn enable_defensive(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let on = c_int::from(args.get_or_undefined(1).to_boolean());
    // SAFETY: `db` is open; this option takes (int, int*), the second may be null.
    unsafe {
        ffi::sqlite3_db_config(
            db,
            ffi::SQLITE_DBCONFIG_DEFENSIVE,
            on,
            std::ptr::null_mut::<c_int>(),
        )
    };
    Ok(JsValue::undefined())
}

/// `loadExtension(h, path, entryPoint?)`.
fn load_extension(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, db) = open_db(args.get_or_undefined(0), ctx)?;
    let path = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    let entry = match args.get_or_undefined(2) {
        v if v.is_undefined() => None,
        _ => Some(c_string(&string_arg(args, 2, ctx)?, ctx)?),
    };
    let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
    // SAFETY: `db` is open, the strings NUL-terminated; `msg` receives an error text we
    // free after copying it.
    let rc = unsafe {
        ffi::sqlite3_load_extension(
            db,
            path.as_ptr(),
            entry.as_ref().map_or(std::ptr::null(), |e| e.as_ptr()),
            &raw mut msg,
        )
    };
    if rc != ffi::SQLITE_OK {
        // SAFETY: `msg` is null or SQLite's allocation.
        let text = unsafe {
            let t = cstr_to_string(msg);
            ffi::sqlite3_free(msg.cast());
            t
        };
        return Err(errors::with_details(
            &text.unwrap_or_else(|| errors::errstr(rc)),
            rc,
            ctx,
        ));
    }
    Ok(JsValue::undefined())
}

/// `version()`: the SQLite library's version string.
fn version(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    // SAFETY: a static string.
    let v = unsafe { cstr_to_string(ffi::sqlite3_libversion()) }.unwrap_or_default();
    Ok(js_string!(v.as_str()).into())
}

pub fn create_binding(ctx: &mut Context) -> JsObject {
    let f = NativeFunction::from_fn_ptr;
    native_object(
        ctx,
        &[
            ("create", 0, f(create)),
            ("open", 8, f(open)),
            ("close", 1, f(close)),
            ("isOpen", 1, f(is_open)),
            ("isTransaction", 1, f(is_transaction)),
            ("location", 2, f(location)),
            ("exec", 2, f(exec)),
            ("prepare", 2, f(prepare)),
            ("all", 2, f(all)),
            ("get", 2, f(get)),
            ("run", 2, f(run)),
            ("iterStart", 2, f(iter_start)),
            ("iterNext", 2, f(iter_next)),
            ("reset", 1, f(stmt_reset)),
            ("finalize", 1, f(stmt_finalize)),
            ("columns", 1, f(columns)),
            ("sql", 2, f(sql)),
            ("stmtStatus", 3, f(stmt_status)),
            ("function", 7, f(function)),
            ("aggregate", 10, f(aggregate)),
            ("setAuthorizer", 2, f(set_authorizer)),
            ("limit", 3, f(limit)),
            ("serialize", 2, f(serialize)),
            ("deserialize", 3, f(deserialize)),
            ("enableLoadExtension", 2, f(enable_load_extension)),
            ("loadExtension", 3, f(load_extension)),
            ("createSession", 3, f(session::create_session)),
            ("changeset", 2, f(session::changeset)),
            ("deleteSession", 1, f(session::delete_session)),
            ("applyChangeset", 4, f(session::apply_changeset)),
            ("enableDefensive", 2, f(enable_defensive)),
            ("backupStart", 4, f(backup::start)),
            ("backupStep", 2, f(backup::step)),
            ("backupFinish", 1, f(backup::finish)),
            ("version", 0, f(version)),
        ],
    )
}
