//! `internalBinding('fs')`: the runtime's side of the fs binding. All of the binding lives in
//! `fs_binding::glue`; this file only connects it to the event loop (pool submission, the
//! waiter table that keeps the process alive, `MINIRT_TRACE_FS`).

use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult};
use fs_binding::glue::{FsHost, FsWaiter, Work};

use crate::event_loop::{host, Waiter};

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
