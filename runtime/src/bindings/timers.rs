//! `internalBinding('timers')`: the schedule of Timeout objects and the loop's view of
//! immediates and the nextTick queue. The objects themselves live in `internal/timers`.

use std::time::Instant;

use boa_engine::job::{Job, PromiseJob};
use boa_engine::{Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction};

use crate::host::event_loop::host;
use crate::host::runtime::native_object;

thread_local! {
    static START: Instant = Instant::now();
}

fn id_arg(args: &[JsValue], ctx: &mut Context) -> JsResult<u64> {
    Ok(args.get_or_undefined(0).to_number(ctx)? as u64)
}

/// `schedule(id, ms, timeout, refed)`
fn schedule(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, ctx)?;
    let ms = args.get_or_undefined(1).to_number(ctx)?;
    let obj = args
        .get_or_undefined(2)
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("timer object expected"))?;
    let refed = args.get_or_undefined(3).to_boolean();
    host(ctx).schedule_timer(id, ms, obj, refed);
    Ok(JsValue::undefined())
}

fn clear(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, ctx)?;
    host(ctx).clear_timer(id);
    Ok(JsValue::undefined())
}

fn set_ref(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, ctx)?;
    host(ctx).set_timer_ref(id, args.get_or_undefined(1).to_boolean());
    Ok(JsValue::undefined())
}

/// `setImmediateInfo(pending, refedCount)`
fn set_immediate_info(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let h = host(ctx);
    h.immediates_pending
        .set(args.get_or_undefined(0).to_boolean());
    h.refed_immediates
        .set(args.get_or_undefined(1).to_number(ctx)?.max(0.0) as usize);
    Ok(JsValue::undefined())
}

fn mark_tick(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    host(ctx).tick_pending.set(true);
    Ok(JsValue::undefined())
}

/// `enqueueMicrotask(callback, report)`: queues `callback()` as a microtask, behind the
/// promise jobs already queued (what `Promise.resolve().then(callback)` would do, without
/// the derived promise, its resolving functions and the species lookups: ~20k instructions
/// less in Boa). If the callback throws, `report(error)` runs inside the same job (Node
/// reports an uncaught exception there and then goes on with the queued microtasks), in
/// the async context frame the callback left current.
fn enqueue_microtask(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (Some(callback), Some(report)) = (
        args.get_or_undefined(0).as_callable(),
        args.get_or_undefined(1).as_callable(),
    ) else {
        return Err(JsNativeError::typ()
            .with_message("enqueueMicrotask needs two functions")
            .into());
    };
    let job = PromiseJob::new(move |ctx| {
        let outer = host(ctx).async_frame.borrow().clone();
        match callback.call(&JsValue::undefined(), &[], ctx) {
            Ok(_) => Ok(JsValue::undefined()),
            Err(err) => {
                // A throwing callback leaves its async context frame current, so the
                // 'uncaughtException' listeners see its store; the job's own comes back after.
                let value = err.into_opaque(ctx);
                let reported = value.and_then(|v| report.call(&JsValue::undefined(), &[v], ctx));
                *host(ctx).async_frame.borrow_mut() = outer;
                reported
            }
        }
    });
    ctx.enqueue_job(Job::PromiseJob(job));
    Ok(JsValue::undefined())
}

/// Milliseconds since the loop started (Node's `getLibuvNow`).
fn now(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let ms = START.with(|s| s.elapsed().as_secs_f64() * 1000.0);
    Ok(ms.floor().into())
}

/// Runs nextTicks and microtasks now (used between immediates, as Node does).
fn drain(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    crate::host::event_loop::drain(ctx)?;
    Ok(JsValue::undefined())
}

pub fn create(ctx: &mut Context) -> JsObject {
    START.with(|_| ());
    native_object(
        ctx,
        &[
            ("schedule", 4, NativeFunction::from_fn_ptr(schedule)),
            ("clear", 1, NativeFunction::from_fn_ptr(clear)),
            ("setRef", 2, NativeFunction::from_fn_ptr(set_ref)),
            (
                "setImmediateInfo",
                2,
                NativeFunction::from_fn_ptr(set_immediate_info),
            ),
            ("markTick", 0, NativeFunction::from_fn_ptr(mark_tick)),
            (
                "enqueueMicrotask",
                2,
                NativeFunction::from_fn_ptr(enqueue_microtask),
            ),
            ("now", 0, NativeFunction::from_fn_ptr(now)),
            ("drain", 0, NativeFunction::from_fn_ptr(drain)),
        ],
    )
}
