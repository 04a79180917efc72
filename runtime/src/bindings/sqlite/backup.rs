//! `sqlite.backup()`: an online copy of one database of an open connection into a file,
//! a step of `rate` pages at a time (js-lib yields to the event loop between steps and
//! reports progress).

use std::cell::Cell;

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, JsArgs, JsData, JsResult, JsValue};
use boa_gc::{Finalize, Trace};
use libsqlite3_sys as ffi;

use super::errors::{coded, sqlite_error, Kind};
use super::{c_string, open_db, string_arg};

/// A running backup: the destination connection and SQLite's backup object.
struct Job {
    dest: Cell<*mut ffi::sqlite3>,
    backup: Cell<*mut ffi::sqlite3_backup>,
}

impl Job {
    fn finish(&self) -> std::ffi::c_int {
        let b = self.backup.replace(std::ptr::null_mut());
        let rc = if b.is_null() {
            ffi::SQLITE_OK
        } else {
            // SAFETY: `b` came from sqlite3_backup_init and is finished once.
            unsafe { ffi::sqlite3_backup_finish(b) }
        };
        let d = self.dest.replace(std::ptr::null_mut());
        if !d.is_null() {
            // Closed once (the cell is now null), after its backup.
            super::close_v2(d);
        }
        rc
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.finish();
    }
}

#[derive(Trace, Finalize, JsData)]
struct JobHandle {
    #[unsafe_ignore_trace]
    job: std::rc::Rc<Job>,
}

/// `backupStart(h, path, sourceName, targetName)` → job handle.
pub(super) fn start(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_conn, src) = open_db(args.get_or_undefined(0), ctx)?;
    let path = c_string(&string_arg(args, 1, ctx)?, ctx)?;
    let source = c_string(&string_arg(args, 2, ctx)?, ctx)?;
    let target = c_string(&string_arg(args, 3, ctx)?, ctx)?;
    let mut dest = std::ptr::null_mut();
    let flags = ffi::SQLITE_OPEN_READWRITE | ffi::SQLITE_OPEN_CREATE | ffi::SQLITE_OPEN_URI;
    // SAFETY: `path` is NUL-terminated; `dest` receives the connection (closed below on
    // failure).
    let rc = unsafe { ffi::sqlite3_open_v2(path.as_ptr(), &raw mut dest, flags, std::ptr::null()) };
    if rc != ffi::SQLITE_OK {
        let err = sqlite_error(dest, rc, ctx);
        // A failed open still allocates a connection to close.
        super::close_v2(dest);
        return Err(err);
    }
    // SAFETY: both connections are open and the names NUL-terminated.
    let b = unsafe { ffi::sqlite3_backup_init(dest, target.as_ptr(), src, source.as_ptr()) };
    if b.is_null() {
        let err = sqlite_error(dest, ffi::SQLITE_ERROR, ctx);
        // The destination is not kept.
        super::close_v2(dest);
        return Err(err);
    }
    let job = std::rc::Rc::new(Job {
        dest: Cell::new(dest),
        backup: Cell::new(b),
    });
    Ok(crate::engine::shared_shape::handle_object(JobHandle { job }, ctx).into())
}

fn job_of(v: &JsValue, ctx: &mut Context) -> JsResult<std::rc::Rc<Job>> {
    let j = v
        .as_object()
        .and_then(|o| o.downcast_ref::<JobHandle>().map(|h| h.job.clone()));
    j.ok_or_else(|| coded(Kind::Type, "ERR_INVALID_THIS", "Illegal invocation", ctx))
}

/// `backupStep(job, rate)` → `[done, remainingPages, totalPages]`.
pub(super) fn step(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let job = job_of(args.get_or_undefined(0), ctx)?;
    let rate = args.get_or_undefined(1).to_i32(ctx)?;
    let b = job.backup.get();
    if b.is_null() {
        return Err(coded(
            Kind::Error,
            "ERR_INVALID_STATE",
            "backup has finished",
            ctx,
        ));
    }
    // SAFETY: `b` is a live backup.
    let rc = unsafe { ffi::sqlite3_backup_step(b, rate) };
    // SAFETY: as above.
    let (remaining, total) = unsafe {
        (
            ffi::sqlite3_backup_remaining(b),
            ffi::sqlite3_backup_pagecount(b),
        )
    };
    match rc {
        ffi::SQLITE_OK | ffi::SQLITE_BUSY | ffi::SQLITE_LOCKED | ffi::SQLITE_DONE => {
            let done = rc == ffi::SQLITE_DONE;
            if done {
                let rc = job.finish();
                if rc != ffi::SQLITE_OK {
                    return Err(sqlite_error(std::ptr::null_mut(), rc, ctx));
                }
            }
            Ok(JsArray::from_iter(
                [
                    JsValue::from(done),
                    JsValue::from(remaining),
                    JsValue::from(total),
                ],
                ctx,
            )
            .into())
        }
        rc => {
            let err = sqlite_error(job.dest.get(), rc, ctx);
            job.finish();
            Err(err)
        }
    }
}

/// `backupFinish(job)`: releases the job (idempotent).
pub(super) fn finish(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    job_of(args.get_or_undefined(0), ctx)?.finish();
    Ok(JsValue::undefined())
}
