//! `internalBinding('fs')`: the runtime's side of the fs binding. All of the binding lives in
//! `fs_binding::glue`; this file only connects it to the event loop (pool submission, the
//! waiter table that keeps the process alive, `MINIRT_TRACE_FS`).

use std::rc::Rc;

use boa_engine::object::builtins::JsFunction;
use boa_engine::{Context, JsObject, JsResult, JsValue, NativeFunction};
use fs_binding::glue::{FsHost, FsWaiter, Work};

use crate::event_loop::{host, Waiter};

/// The loop-facing host. `noop` is the callback registered for requests whose settle
/// closure delivers by itself (chained reads, writes with abort checks).
struct LoopHost {
    noop: JsFunction,
    trace: bool,
}

impl FsHost for LoopHost {
    fn submit(&self, ctx: &mut Context, waiter: FsWaiter, work: Work) {
        let waiter = match waiter {
            FsWaiter::Callback(f) => Waiter::Callback(f),
            FsWaiter::Promise(r) => Waiter::Promise(r),
            FsWaiter::Internal => Waiter::Callback(self.noop.clone()),
        };
        host(ctx).submit(waiter, work);
    }

    fn trace(&self) -> bool {
        self.trace
    }
}

fn noop(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(JsValue::undefined())
}

pub fn create(ctx: &mut Context) -> JsResult<JsObject> {
    let noop = NativeFunction::from_fn_ptr(noop).to_js_function(ctx.realm());
    let trace = host(ctx).trace_fs;
    fs_binding::glue::create(ctx, Rc::new(LoopHost { noop, trace }))
}
