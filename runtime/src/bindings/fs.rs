//! `internalBinding('fs')`: the runtime's side of the fs binding. All of the binding lives in
//! `fs_binding::glue`; this file only connects it to the event loop (pool submission, the
//! waiter table that keeps the process alive, `MINIRT_TRACE_FS`). It also builds
//! `internalBinding('fs_faults')`, the test handle on the fs fault layer.

use std::rc::Rc;

use boa_engine::{Context, JsNativeError, JsObject, JsResult, JsValue, NativeFunction};
use fs_binding::glue::{FsHost, FsWaiter, Work};

use crate::host::event_loop::{host, Waiter};

/// The loop-facing host. Requests whose settle closure delivers by itself (every path-based
/// whole-file job, chained reads, writes with abort checks) are registered as
/// `Waiter::Internal`: no JS call is made for them after the settle.
struct LoopHost {
    trace: bool,
}

impl FsHost for LoopHost {
    fn submit(&self, ctx: &mut Context, waiter: FsWaiter, work: Work) {
        let waiter = match waiter {
            FsWaiter::Callback(f) => Waiter::Callback(f),
            FsWaiter::Promise(r) => Waiter::Promise(r),
            FsWaiter::Internal => Waiter::Internal,
        };
        host(ctx).submit(waiter, work);
    }

    fn trace(&self) -> bool {
        self.trace
    }
}

pub fn create(ctx: &mut Context) -> JsResult<JsObject> {
    let trace = host(ctx).trace_fs;
    fs_binding::glue::create(ctx, Rc::new(LoopHost { trace }))
}

/// `internalBinding('fs_faults')`: `set(spec)` replaces the fault rules (an invalid spec
/// throws and keeps the old ones), `clear()` removes them, `fired()` counts the faults
/// injected since the last `set` (docs/FS-SEMANTICS.md, "Fault injection").
pub fn create_faults(ctx: &mut Context) -> JsObject {
    fn set(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
        let spec = super::arg_string(args, 0)?;
        fs_binding::fault::set(&spec)
            .map_err(|e| JsNativeError::error().with_message(format!("Invalid fault spec: {e}")))?;
        Ok(JsValue::undefined())
    }
    fn clear(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
        fs_binding::fault::clear();
        Ok(JsValue::undefined())
    }
    fn fired(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
        Ok(JsValue::from(fs_binding::fault::fired() as f64))
    }
    crate::host::runtime::native_object(
        ctx,
        &[
            ("set", 1, NativeFunction::from_fn_ptr(set)),
            ("clear", 0, NativeFunction::from_fn_ptr(clear)),
            ("fired", 0, NativeFunction::from_fn_ptr(fired)),
        ],
    )
}
