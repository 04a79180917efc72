//! The event loop: Boa's job queue (microtasks), Node's `process.nextTick` queue, timers,
//! immediates and thread-pool completions, run in Node's order without ever spinning.
//!
//! One turn: due timers → pool completions and reactor events (all that are ready, one
//! batch: the poll phase) → immediates (check) → close callbacks → if nothing ref'd is left,
//! `beforeExit` → otherwise park on the pool's condvar until the next timer is due, a job
//! finishes or the reactor thread (bindings/io) posts an event; what that wait brings is
//! delivered and followed by the check and close phases, as libuv's blocking poll is.
//! After every callback into JS the nextTick queue and then the microtask queue are drained (repeatedly, until both are empty), and pending
//! promise rejections are handed to JS, as Node's `processTicksAndRejections` does.
//!
//! Timers and immediates are JS objects owned by `internal/timers`; Rust keeps only the
//! schedule (a BTreeMap ordered by due time) and the ref counts that decide process exit.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context as TaskContext, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use rustc_hash::FxHashMap;

use boa_engine::builtins::promise::{OperationType, ResolvingFunctions};
use boa_engine::context::HostHooks;
use boa_engine::job::{
    GenericJob, Job, JobCallback, JobExecutor, NativeAsyncJob, PromiseJob, TimeoutJob,
};
use boa_engine::object::builtins::JsFunction;
use boa_engine::{Context, JsError, JsObject, JsResult, JsValue};

use crate::host::io_poll::PollSet;
use crate::host::loop_times::LoopTimes;
use crate::host::thread_pool::{Completion, Park, Poster, ThreadPool, Work};

/// Completion ids with this bit come from outside the pool (fs.watch events): no waiter is
/// registered for them and their settle closure delivers by itself.
pub const SELF_SETTLING: u64 = 1 << 63;

/// Boa's job queue. `run_jobs` drains microtasks only and never waits.
#[derive(Default)]
pub struct Executor {
    microtasks: RefCell<VecDeque<PromiseJob>>,
    async_jobs: RefCell<VecDeque<NativeAsyncJob>>,
    generic: RefCell<VecDeque<GenericJob>>,
    /// Async jobs still waiting after a poll (`Atomics.waitAsync`), polled again when
    /// their waker fires.
    waiting: RefCell<Vec<WaitingJob>>,
    /// Timer jobs (`Atomics.waitAsync` timeouts) and when they are due. They keep nothing
    /// alive, as V8's delayed tasks do not keep Node's loop alive.
    timeouts: RefCell<Vec<(Instant, TimeoutJob)>>,
    waker: RefCell<Option<Arc<LoopWaker>>>,
}

/// An async job's future that did not finish at its first poll, with the context cell it
/// borrows. Boa's async jobs take a `&RefCell<&mut Context>` for the whole wait, which a
/// loop that polls them one turn at a time cannot lend across turns; the cell lives on the
/// heap instead, and is filled with the loop's context again before each poll.
struct WaitingJob {
    // Declared first: dropped before the cell it borrows.
    future: Pin<Box<dyn Future<Output = JsResult<JsValue>>>>,
    cell: Pin<Box<RefCell<&'static mut Context>>>,
}

/// Wakes the loop of the thread whose async jobs it belongs to (wakers may be called from
/// any thread: `Atomics.notify` in a worker), by posting a completion that polls them.
struct LoopWaker {
    poster: Poster,
    queued: AtomicBool,
}

impl Wake for LoopWaker {
    fn wake(self: Arc<Self>) {
        self.wake_by_ref();
    }

    fn wake_by_ref(self: &Arc<Self>) {
        if self.queued.swap(true, Ordering::AcqRel) {
            return;
        }
        let me = Arc::clone(self);
        self.poster.post(
            SELF_SETTLING,
            Box::new(move |ctx: &mut Context| {
                me.queued.store(false, Ordering::Release);
                poll_waiting_jobs(ctx)?;
                Ok(Ok(JsValue::undefined()))
            }),
        );
    }
}

impl JobExecutor for Executor {
    fn enqueue_job(self: Rc<Self>, job: Job, _: &mut Context) {
        match job {
            Job::PromiseJob(j) => self.microtasks.borrow_mut().push_back(j),
            Job::AsyncJob(j) => self.async_jobs.borrow_mut().push_back(j),
            // Cleanup jobs wait for the collector; polling them would never finish, so
            // FinalizationRegistry callbacks do not run (a documented gap).
            Job::FinalizationRegistryCleanupJob(_) => {}
            Job::GenericJob(j) => self.generic.borrow_mut().push_back(j),
            Job::TimeoutJob(j) => {
                let due = Instant::now() + Duration::from_millis(j.timeout().as_millis());
                let mut list = self.timeouts.borrow_mut();
                list.retain(|(_, j)| !j.cancelled());
                list.push((due, j));
            }
            // boa_runtime's interval jobs are never created: timers are ours.
            _ => {}
        }
    }

    fn run_jobs(self: Rc<Self>, ctx: &mut Context) -> JsResult<()> {
        loop {
            if crate::bindings::worker::terminate_requested() {
                return Err(crate::bindings::worker::stop_worker(ctx, 1));
            }
            let job = self.microtasks.borrow_mut().pop_front();
            if let Some(job) = job {
                job.call(ctx)?;
                continue;
            }
            let job = self.async_jobs.borrow_mut().pop_front();
            if let Some(job) = job {
                run_async_job(job, ctx)?;
                continue;
            }
            let job = self.generic.borrow_mut().pop_front();
            if let Some(job) = job {
                job.call(ctx)?;
                continue;
            }
            ctx.clear_kept_objects();
            return Ok(());
        }
    }
}

impl Executor {
    /// Runs the queued module-loading jobs and nothing else: `vm` modules' synchronous
    /// `instantiate()` loads a graph without running any promise reaction early.
    pub(crate) fn run_module_loading_jobs(&self, ctx: &mut Context) -> JsResult<()> {
        loop {
            let job = self.async_jobs.borrow_mut().pop_front();
            match job {
                Some(job) => run_async_job(job, ctx)?,
                None => return Ok(()),
            }
        }
    }
}

impl Executor {
    /// The waker of this thread's waiting jobs (made on first use).
    fn waker(&self, ctx: &Context) -> Waker {
        let mut slot = self.waker.borrow_mut();
        let w = slot.get_or_insert_with(|| {
            Arc::new(LoopWaker {
                poster: host(ctx).poster(),
                queued: AtomicBool::new(false),
            })
        });
        Waker::from(Arc::clone(w))
    }

    /// When the earliest timer job is due.
    pub(crate) fn next_timeout(&self) -> Option<Instant> {
        self.timeouts.borrow().iter().map(|(due, _)| *due).min()
    }
}

/// Lends `ctx` to a waiting job's cell for one poll.
fn lend(ctx: &mut Context) -> &'static mut Context {
    // SAFETY: the reference goes into a `WaitingJob`'s cell, which only its future reads,
    // and only while the loop polls it (`run_async_job`, `poll_waiting_jobs`), when the
    // loop itself does not touch the context. Before every later poll the cell is filled
    // with a new loan of the loop's context, so a loan is never used after the loop used
    // the context again. The context outlives its executor and so every waiting job.
    unsafe { &mut *std::ptr::from_mut(ctx) }
}

/// Polls an async job once. Module loading finishes at once (our loader reads files
/// inline); `Atomics.waitAsync` waits for a notification or its timeout, and is kept to be
/// polled again when its waker fires.
fn run_async_job(job: NativeAsyncJob, ctx: &mut Context) -> JsResult<()> {
    let Some(executor) = ctx.downcast_job_executor::<Executor>() else {
        return Ok(());
    };
    let waker = executor.waker(ctx);
    let cell = Box::pin(RefCell::new(lend(ctx)));
    // SAFETY: the cell is pinned on the heap and dropped only after the future (field
    // order of `WaitingJob`, or this function's locals when it finished), so the borrow
    // the future keeps stays valid for the future's whole life.
    let cell_ref: &'static RefCell<&'static mut Context> = unsafe { &*std::ptr::from_ref(&*cell) };
    let mut future: Pin<Box<dyn Future<Output = JsResult<JsValue>>>> = Box::pin(job.call(cell_ref));
    match future.as_mut().poll(&mut TaskContext::from_waker(&waker)) {
        Poll::Ready(r) => r.map(|_| ()),
        Poll::Pending => {
            executor
                .waiting
                .borrow_mut()
                .push(WaitingJob { future, cell });
            Ok(())
        }
    }
}

/// Polls the waiting async jobs again (their waker fired); the unfinished ones stay.
fn poll_waiting_jobs(ctx: &mut Context) -> JsResult<()> {
    let Some(executor) = ctx.downcast_job_executor::<Executor>() else {
        return Ok(());
    };
    let waker = executor.waker(ctx);
    let jobs = std::mem::take(&mut *executor.waiting.borrow_mut());
    let mut result = Ok(());
    for mut job in jobs {
        *job.cell.borrow_mut() = lend(ctx);
        match job
            .future
            .as_mut()
            .poll(&mut TaskContext::from_waker(&waker))
        {
            Poll::Ready(Ok(_)) => {}
            Poll::Ready(Err(e)) => {
                if result.is_ok() {
                    result = Err(e);
                }
            }
            Poll::Pending => executor.waiting.borrow_mut().push(job),
        }
    }
    result
}

/// Runs the timer jobs that are due (a timed-out `Atomics.waitAsync` wakes its waiting job,
/// which settles its promise on the next poll).
fn run_due_timeouts(ctx: &mut Context) -> JsResult<()> {
    let Some(executor) = ctx.downcast_job_executor::<Executor>() else {
        return Ok(());
    };
    let now = Instant::now();
    let due: Vec<TimeoutJob> = {
        let mut list = executor.timeouts.borrow_mut();
        let (due, later): (Vec<_>, Vec<_>) = std::mem::take(&mut *list)
            .into_iter()
            .partition(|(at, _)| *at <= now);
        *list = later;
        due.into_iter().map(|(_, j)| j).collect()
    };
    for job in due {
        if !job.cancelled() {
            job.call(ctx)?;
        }
    }
    Ok(())
}

/// Who is waiting for a pool job.
pub enum Waiter {
    /// Node-style `cb(err, value)`.
    Callback(JsFunction),
    /// A promise made in Rust.
    Promise(ResolvingFunctions),
    /// The settle closure delivers the result itself (fs jobs with their own callbacks).
    Internal,
}

struct TimerEntry {
    key: (Instant, u64),
    object: JsObject,
    refed: bool,
}

/// JS functions of `internal/bootstrap` that the loop calls.
#[derive(Clone)]
pub struct JsHooks {
    pub run_timer: JsFunction,
    pub run_immediates: JsFunction,
    pub run_ticks: JsFunction,
    pub process_rejections: JsFunction,
    pub fatal_exception: JsFunction,
    pub before_exit: JsFunction,
    pub exit: JsFunction,
    /// `jsonParseValid(text, reviver)`: js-lib's reader for valid JSON texts the engine
    /// refuses (engine_fixes.rs, JSON.parse).
    pub json_parse_valid: Option<JsFunction>,
}

/// Per-isolate loop state, reachable from native functions through `host(ctx)`.
pub struct Host {
    pool: RefCell<ThreadPool>,
    /// The streams the JS thread reads itself; the loop parks in this set while it has any.
    pub reads: Rc<PollSet>,
    next_op: Cell<u64>,
    ops: RefCell<FxHashMap<u64, Waiter>>,
    unrefed_ops: Cell<usize>,
    timers: RefCell<FxHashMap<u64, TimerEntry>>,
    schedule: RefCell<BTreeMap<(Instant, u64), u64>>,
    timer_seq: Cell<u64>,
    refed_timers: Cell<usize>,
    pub immediates_pending: Cell<bool>,
    pub refed_immediates: Cell<usize>,
    pub tick_pending: Cell<bool>,
    /// Rejected promises not yet reported, whether each was handled late, and the async
    /// context frame current when it was rejected (its handlers run in that frame).
    rejections: RefCell<Vec<(JsObject, bool, JsValue)>>,
    pub hooks: RefCell<Option<JsHooks>>,
    pub expose_gc: bool,
    pub trace_fs: bool,
    pub bindings: RefCell<HashMap<String, JsObject>>,
    /// Open fs.watch watchers (the loop waits for their events) and how many are ref'd.
    pub watch_handles: Cell<usize>,
    pub watch_refs: Cell<usize>,
    /// Reactor handles (bindings/io) that can still produce events, and how many of those
    /// are ref'd (they keep the process alive).
    pub io_active: Cell<usize>,
    pub io_refs: Cell<usize>,
    /// Callbacks of closed handles, run in the close phase after the check phase.
    pub close_queue: RefCell<Vec<JsFunction>>,
    /// The async context frame (AsyncLocalStorage's stores) current on the JS thread;
    /// undefined until something stores a value. Promise reactions and pool callbacks run
    /// in the frame that was current when they were registered.
    pub async_frame: RefCell<JsValue>,
    /// The frame a promise reaction ran in when its handler threw: the engine rejects the
    /// derived promise after the handler's frame is gone, and an unhandled rejection is
    /// reported in the frame of the code that threw, as in Node.
    reaction_throw_frame: RefCell<Option<JsValue>>,
    /// The frame a pool callback ran in when it threw: its 'uncaughtException' listeners
    /// run in it, as a throwing timer's do (js-lib's fatalException leaves it afterwards).
    callback_throw_frame: RefCell<Option<JsValue>>,
    /// Frames of pool jobs submitted while a frame was current, by op id.
    op_frames: RefCell<FxHashMap<u64, JsValue>>,
    /// Set by the `domain` module: `enter(frame)` runs before a pool callback delivered in
    /// a frame and returns a token (undefined: nothing entered); `exit(token)` runs after
    /// the callback returns normally. A throw skips `exit`, as Node's domain after-hook is
    /// skipped: the uncaught-exception path leaves the domain.
    pub delivery_hooks: RefCell<Option<(JsFunction, JsFunction)>>,
    /// Set by js-lib (`internal/errors_wording`): rewrites the message of an error the
    /// engine made into V8's wording; `catch` blocks of user code call it
    /// (engine/source_pass/catch_errors.rs).
    pub error_wording: RefCell<Option<JsFunction>>,
    /// Which messages the wording hook may change (none given yet: every error goes to it).
    pub error_wording_filter:
        RefCell<Option<crate::engine::source_pass::catch_errors::WordingFilter>>,
    /// Links to other JS threads (bindings/worker), and whether this is a worker.
    pub ports: crate::bindings::worker::ThreadPorts,
    /// A worker's own copy of the environment (absent: the process's, shared).
    pub private_env: RefCell<Option<crate::bindings::worker::PrivateEnv>>,
    /// The loop's idle time (eventLoopUtilization); a worker's parent holds it too.
    pub loop_times: std::sync::Arc<LoopTimes>,
}

pub fn host(ctx: &Context) -> Rc<Host> {
    match ctx.get_data::<Rc<Host>>() {
        Some(h) => Rc::clone(h),
        // The host is inserted before any JS runs; a context without one is a bug in setup.
        None => unreachable_host(),
    }
}

#[cold]
fn unreachable_host() -> Rc<Host> {
    eprintln!("minirt: internal error: no event loop host");
    std::process::exit(70)
}

impl Host {
    pub fn new(expose_gc: bool, loop_times: std::sync::Arc<LoopTimes>) -> Self {
        Host {
            pool: RefCell::new(ThreadPool::new()),
            reads: Rc::new(PollSet::default()),
            next_op: Cell::new(1),
            ops: RefCell::new(FxHashMap::default()),
            unrefed_ops: Cell::new(0),
            timers: RefCell::new(FxHashMap::default()),
            schedule: RefCell::new(BTreeMap::new()),
            timer_seq: Cell::new(0),
            refed_timers: Cell::new(0),
            immediates_pending: Cell::new(false),
            refed_immediates: Cell::new(0),
            tick_pending: Cell::new(false),
            rejections: RefCell::new(Vec::new()),
            hooks: RefCell::new(None),
            expose_gc,
            trace_fs: std::env::var_os("MINIRT_TRACE_FS").is_some_and(|v| v != "0"),
            bindings: RefCell::new(HashMap::new()),
            watch_handles: Cell::new(0),
            watch_refs: Cell::new(0),
            io_active: Cell::new(0),
            io_refs: Cell::new(0),
            close_queue: RefCell::new(Vec::new()),
            async_frame: RefCell::new(JsValue::undefined()),
            reaction_throw_frame: RefCell::new(None),
            callback_throw_frame: RefCell::new(None),
            op_frames: RefCell::new(FxHashMap::default()),
            delivery_hooks: RefCell::new(None),
            error_wording: RefCell::new(None),
            error_wording_filter: RefCell::new(None),
            ports: crate::bindings::worker::ThreadPorts::default(),
            private_env: RefCell::new(None),
            loop_times,
        }
    }

    pub fn poster(&self) -> Poster {
        self.pool.borrow().poster()
    }

    /// Makes the set of streams the JS thread reads (an epoll fd and the pool's wake
    /// eventfd) if it is not there yet. Called when a stream is made, so that a stream that
    /// starts reading after the fd table filled up needs no new fd then (Node's loop has its
    /// epoll fd from the start).
    pub fn prepare_reads(&self) -> Result<(), i32> {
        self.reads.prepare(|| self.pool.borrow().wake_fd())
    }

    /// Adds `fd` to the streams the JS thread reads itself, under `token` (a handle id).
    pub fn watch_read(&self, fd: std::os::fd::RawFd, token: u64) -> Result<(), i32> {
        self.reads.add(fd, token, || self.pool.borrow().wake_fd())
    }

    /// Registers `waiter` and ships `work` to the pool; the completion is delivered by the
    /// loop in a later turn, never synchronously.
    pub fn submit(&self, waiter: Waiter, work: Work) -> u64 {
        let id = self.next_op.get();
        self.next_op.set(id + 1);
        self.ops.borrow_mut().insert(id, waiter);
        let frame = self.async_frame.borrow();
        if !frame.is_undefined() {
            self.op_frames.borrow_mut().insert(id, frame.clone());
        }
        drop(frame);
        self.pool.borrow_mut().submit(id, work);
        id
    }

    pub fn schedule_timer(&self, id: u64, ms: f64, object: JsObject, refed: bool) {
        self.clear_timer(id);
        let ms = if ms.is_finite() && ms >= 1.0 { ms } else { 1.0 };
        let due = Instant::now() + Duration::from_micros((ms * 1000.0) as u64);
        let seq = self.timer_seq.get();
        self.timer_seq.set(seq + 1);
        let key = (due, seq);
        self.schedule.borrow_mut().insert(key, id);
        self.timers
            .borrow_mut()
            .insert(id, TimerEntry { key, object, refed });
        if refed {
            self.refed_timers.set(self.refed_timers.get() + 1);
        }
    }

    pub fn clear_timer(&self, id: u64) {
        if let Some(entry) = self.timers.borrow_mut().remove(&id) {
            self.schedule.borrow_mut().remove(&entry.key);
            if entry.refed {
                self.refed_timers.set(self.refed_timers.get() - 1);
            }
        }
    }

    pub fn set_timer_ref(&self, id: u64, refed: bool) {
        if let Some(entry) = self.timers.borrow_mut().get_mut(&id) {
            if entry.refed != refed {
                entry.refed = refed;
                let n = self.refed_timers.get();
                self.refed_timers.set(if refed { n + 1 } else { n - 1 });
            }
        }
    }

    pub fn track_rejection(&self, promise: JsObject, op: OperationType) {
        let mut list = self.rejections.borrow_mut();
        match op {
            OperationType::Reject => {
                let frame = self
                    .reaction_throw_frame
                    .take()
                    .unwrap_or_else(|| self.async_frame.borrow().clone());
                list.push((promise, false, frame));
            }
            OperationType::Handle => {
                if let Some(pos) = list
                    .iter()
                    .position(|(p, ..)| JsObject::equals(p, &promise))
                {
                    list.remove(pos);
                } else {
                    // Handled after it was already reported: Node emits 'rejectionHandled'.
                    list.push((promise, true, JsValue::undefined()));
                }
            }
        }
    }

    /// Keeps the counts of reactor handles true when one goes from `before` to `after`,
    /// each `(can still produce events, keeps the process alive)`.
    pub fn recount_handle(&self, before: (bool, bool), after: (bool, bool)) {
        fn step(cell: &Cell<usize>, before: bool, after: bool) {
            match (before, after) {
                (false, true) => cell.set(cell.get() + 1),
                (true, false) => cell.set(cell.get().saturating_sub(1)),
                _ => {}
            }
        }
        step(&self.io_active, before.0, after.0);
        step(&self.io_refs, before.1, after.1);
    }

    fn alive(&self) -> bool {
        self.ops.borrow().len() > self.unrefed_ops.get()
            || self.refed_timers.get() > 0
            || (self.immediates_pending.get() && self.refed_immediates.get() > 0)
            || self.watch_refs.get() > 0
            || self.io_refs.get() > 0
            || !self.close_queue.borrow().is_empty()
    }

    fn next_deadline(&self) -> Option<Instant> {
        self.schedule.borrow().keys().next().map(|k| k.0)
    }

    fn hooks(&self) -> Option<JsHooks> {
        self.hooks.borrow().clone()
    }
}

/// Connects Boa's promise-rejection tracking to the host.
pub struct Hooks;

/// The async context frame a promise reaction was registered in (absent: none was current).
#[derive(boa_gc::Trace, boa_gc::Finalize, boa_engine::JsData)]
struct ReactionFrame(JsValue);

impl HostHooks for Hooks {
    fn make_job_callback(&self, callback: JsFunction, ctx: &mut Context) -> JobCallback {
        let frame = host(ctx).async_frame.borrow().clone();
        if frame.is_undefined() {
            JobCallback::new(callback, ())
        } else {
            JobCallback::new(callback, ReactionFrame(frame))
        }
    }

    fn call_job_callback(
        &self,
        job: &JobCallback,
        this: &JsValue,
        args: &[JsValue],
        ctx: &mut Context,
    ) -> JsResult<JsValue> {
        // A rejection's reason (or a value) that the engine made as an error gets V8's
        // wording before the handler or the resumed `await` sees it.
        if let Some(value) = args.first() {
            crate::engine::source_pass::catch_errors::reword(value, ctx);
        }
        let frame = job
            .host_defined()
            .as_any()
            .downcast_ref::<ReactionFrame>()
            .map(|f| f.0.clone());
        let h = host(ctx);
        h.reaction_throw_frame.take();
        if frame.is_none() && h.async_frame.borrow().is_undefined() {
            return job.callback().call(this, args, ctx);
        }
        let outer = h
            .async_frame
            .replace(frame.unwrap_or_else(JsValue::undefined));
        let result = job.callback().call(this, args, ctx);
        let inner = std::mem::replace(&mut *h.async_frame.borrow_mut(), outer);
        if result.is_err() {
            *h.reaction_throw_frame.borrow_mut() = Some(inner);
        }
        result
    }

    fn promise_rejection_tracker(
        &self,
        promise: &JsObject<boa_engine::builtins::promise::Promise>,
        operation: OperationType,
        ctx: &mut Context,
    ) {
        host(ctx).track_rejection(promise.clone().upcast(), operation);
    }
}

/// How the process ends.
pub enum Exit {
    Code(i32),
}

/// Drains nextTicks, microtasks and rejections until all are empty; a JS error escaping
/// them goes to `fatal_exception`.
pub fn drain(ctx: &mut Context) -> JsResult<()> {
    let h = host(ctx);
    loop {
        if h.tick_pending.get() {
            h.tick_pending.set(false);
            if let Some(hooks) = h.hooks() {
                hooks.run_ticks.call(&JsValue::undefined(), &[], ctx)?;
            }
        }
        ctx.run_jobs()?;
        // A throw whose rejection was handled leaves nothing for later rejections to take.
        h.reaction_throw_frame.take();
        // As Node's processTicksAndRejections: rejections are looked at only once the
        // ticks that microtasks queued have run too (a tick may still handle one).
        if h.tick_pending.get() {
            continue;
        }
        let rejections = std::mem::take(&mut *h.rejections.borrow_mut());
        if !rejections.is_empty() {
            if let Some(hooks) = h.hooks() {
                let mut args = Vec::with_capacity(rejections.len() * 3);
                for (p, handled_late, frame) in rejections {
                    args.push(JsValue::from(p));
                    args.push(JsValue::from(handled_late));
                    args.push(frame);
                }
                let list = boa_engine::object::builtins::JsArray::from_iter(args, ctx);
                hooks
                    .process_rejections
                    .call(&JsValue::undefined(), &[list.into()], ctx)?;
            }
        }
        if !h.tick_pending.get() && h.rejections.borrow().is_empty() {
            return Ok(());
        }
    }
}

/// Runs a macrotask callback, then drains; uncaught errors are routed to JS's
/// `process._fatalException` equivalent, which either handles them or ends the process.
pub fn guarded(
    ctx: &mut Context,
    f: impl FnOnce(&mut Context) -> JsResult<()>,
) -> Result<(), Exit> {
    let result = f(ctx).and_then(|()| drain(ctx));
    match result {
        Ok(()) => Ok(()),
        Err(err) => handle_uncaught(ctx, err),
    }
}

/// Gives an uncaught error to JS; returns Err(Exit) when the process must end.
pub fn handle_uncaught(ctx: &mut Context, err: JsError) -> Result<(), Exit> {
    report_uncaught(ctx, err, true)
}

/// [`handle_uncaught`], with the drain of what the handler queued left to the caller when
/// `drain_after` is false.
fn report_uncaught(ctx: &mut Context, err: JsError, drain_after: bool) -> Result<(), Exit> {
    // A worker told to stop (process.exit, terminate) ends with no further JS.
    if let Some(code) = host(ctx).ports.forced_exit.get() {
        return Err(Exit::Code(code));
    }
    if let Some(frame) = host(ctx).callback_throw_frame.take() {
        *host(ctx).async_frame.borrow_mut() = frame;
    }
    let mut err = crate::host::errors::stack_overflow_as_range_error(err, ctx);
    // An error thrown by an 'uncaughtException' handler itself is fatal, as in Node; errors
    // thrown by the ticks and microtasks drained after a handled one are handled in turn.
    loop {
        let value = match err.into_opaque(ctx) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("{e}");
                return Err(Exit::Code(7));
            }
        };
        let Some(hooks) = host(ctx).hooks() else {
            eprintln!("Uncaught {}", value.display());
            return Err(Exit::Code(1));
        };
        match hooks
            .fatal_exception
            .call(&JsValue::undefined(), &[value], ctx)
        {
            Ok(v) => {
                if let Some(n) = v.as_number() {
                    // JS returns the exit code when nothing handled the error.
                    return Err(Exit::Code(n as i32));
                }
                if !drain_after {
                    return Ok(());
                }
                return match drain(ctx) {
                    Ok(()) => Ok(()),
                    Err(e) => {
                        err = crate::host::errors::stack_overflow_as_range_error(e, ctx);
                        continue;
                    }
                };
            }
            Err(e) => {
                if let Some(code) = host(ctx).ports.forced_exit.get() {
                    return Err(Exit::Code(code));
                }
                eprintln!("{}", crate::host::errors::format_uncaught(&e, ctx));
                return Err(Exit::Code(7));
            }
        }
    }
}

fn deliver(ctx: &mut Context, c: Completion) -> JsResult<()> {
    let h = host(ctx);
    let frame = h.op_frames.borrow_mut().remove(&c.id);
    match frame {
        None => deliver_in_frame(ctx, &h, c),
        Some(frame) => {
            let hooks = h.delivery_hooks.borrow().clone();
            let outer = h.async_frame.replace(frame.clone());
            let result = match hooks {
                None => deliver_in_frame(ctx, &h, c),
                Some((enter, exit)) => enter
                    .call(&JsValue::undefined(), std::slice::from_ref(&frame), ctx)
                    .and_then(|token| {
                        deliver_in_frame(ctx, &h, c)?;
                        if !token.is_undefined() {
                            exit.call(&JsValue::undefined(), &[token], ctx)?;
                        }
                        Ok(())
                    }),
            };
            *h.async_frame.borrow_mut() = outer;
            if result.is_err() {
                *h.callback_throw_frame.borrow_mut() = Some(frame);
            }
            result
        }
    }
}

fn deliver_in_frame(ctx: &mut Context, h: &Host, c: Completion) -> JsResult<()> {
    let waiter = h.ops.borrow_mut().remove(&c.id);
    let Some(waiter) = waiter else {
        if c.id & SELF_SETTLING != 0 {
            let _ = (c.settle)(ctx)?;
        }
        return Ok(());
    };
    let outcome = (c.settle)(ctx)?;
    match waiter {
        Waiter::Callback(cb) => {
            match outcome {
                Ok(v) => cb.call(&JsValue::undefined(), &[JsValue::null(), v], ctx)?,
                Err(e) => cb.call(&JsValue::undefined(), &[e], ctx)?,
            };
        }
        Waiter::Promise(r) => {
            match outcome {
                Ok(v) => r.resolve.call(&JsValue::undefined(), &[v], ctx)?,
                Err(e) => r.reject.call(&JsValue::undefined(), &[e], ctx)?,
            };
        }
        Waiter::Internal => {}
    }
    Ok(())
}

/// Hands a batch of completions to JS, telling the pool how many are still to come (it
/// wakes no extra worker while the JS thread is behind).
fn deliver_batch(ctx: &mut Context, batch: &mut Vec<Completion>) -> Result<(), Exit> {
    let h = host(ctx);
    let n = batch.len();
    for (i, c) in batch.drain(..).enumerate() {
        h.pool.borrow().set_backlog(n - 1 - i);
        guarded(ctx, |ctx| deliver(ctx, c))?;
    }
    Ok(())
}

/// Runs the loop until nothing ref'd is left; returns the exit code.
pub fn run(ctx: &mut Context) -> i32 {
    match run_inner(ctx) {
        Ok(code) | Err(Exit::Code(code)) => code,
    }
}

/// When nothing ref'd is left: 'beforeExit', and the exit code if that scheduled nothing.
/// A signal caught but still on its way from the reactor is delivered first.
fn exit_if_idle(ctx: &mut Context) -> Result<Option<i32>, Exit> {
    let h = host(ctx);
    if h.alive() || crate::bindings::io::signals_in_flight() {
        return Ok(None);
    }
    if let Some(hooks) = h.hooks() {
        guarded(ctx, |ctx| {
            hooks
                .before_exit
                .call(&JsValue::undefined(), &[], ctx)
                .map(|_| ())
        })?;
    }
    Ok((!h.alive()).then(|| emit_exit(ctx)))
}

fn run_inner(ctx: &mut Context) -> Result<i32, Exit> {
    let h = host(ctx);
    let mut batch: Vec<Completion> = Vec::new();
    // As uv_run: a loop with nothing ref'd runs no phase at all (a lone unref'd immediate
    // never runs).
    if let Some(code) = exit_if_idle(ctx)? {
        return Ok(code);
    }
    // Set when an uncaught error in a timer left the handler's ticks for the next timer.
    let mut deferred_drain = false;
    h.loop_times.mark_started();
    loop {
        guarded(ctx, run_due_timeouts)?;
        // Timers whose time has come, in due order.
        let now = Instant::now();
        loop {
            let next = h.schedule.borrow().iter().next().map(|(k, id)| (*k, *id));
            let Some((key, id)) = next else { break };
            if key.0 > now {
                break;
            }
            let obj = h.timers.borrow().get(&id).map(|e| e.object.clone());
            h.clear_timer(id);
            if let (Some(obj), Some(hooks)) = (obj, h.hooks()) {
                match hooks
                    .run_timer
                    .call(&JsValue::undefined(), &[obj.into()], ctx)
                {
                    Ok(_) => {
                        if let Err(e) = drain(ctx) {
                            handle_uncaught(ctx, e)?;
                        }
                    }
                    // As Node, whose timer processing is entered again at once after an
                    // uncaught exception: the next due timer runs before the ticks and
                    // microtasks the 'uncaughtException' handler queued (they drain after
                    // it, or now if no other timer is due).
                    Err(e) => {
                        let another_due = h
                            .schedule
                            .borrow()
                            .iter()
                            .next()
                            .is_some_and(|(k, _)| k.0 <= now);
                        report_uncaught(ctx, e, !another_due)?;
                        deferred_drain |= another_due;
                    }
                }
            }
        }
        // The handler may have cleared the timer that was due after it.
        if std::mem::take(&mut deferred_drain) {
            if let Err(e) = drain(ctx) {
                handle_uncaught(ctx, e)?;
            }
        }

        // Pool completions: everything finished so far, as one batch; then the streams
        // the JS thread reads itself.
        h.pool.borrow().take_done(&mut batch);
        let ready = crate::bindings::io::ready_reads(ctx);
        deliver_batch(ctx, &mut batch)?;
        crate::bindings::io::poll_reads(ctx, ready)?;
        crate::bindings::io::run_shutdowns(ctx)?;

        check_and_close(ctx)?;

        if let Some(code) = exit_if_idle(ctx)? {
            return Ok(code);
        }

        if h.immediates_pending.get()
            || !h.close_queue.borrow().is_empty()
            || crate::bindings::io::shutdowns_pending(ctx)
        {
            continue;
        }
        let native = ctx
            .downcast_job_executor::<Executor>()
            .and_then(|e| e.next_timeout());
        let deadline = match (h.next_deadline(), native) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        if h.ops.borrow().is_empty() && h.watch_handles.get() == 0 && h.io_active.get() == 0 {
            match deadline {
                Some(d) => {
                    let parked = h.loop_times.park();
                    h.pool.borrow().sleep_until(d);
                    h.loop_times.unpark(parked);
                }
                None => continue,
            }
        } else {
            let park = h.reads.active().then_some(&*h.reads as &dyn Park);
            let parked = h.loop_times.park();
            h.pool.borrow().wait(deadline, &mut batch, park);
            h.loop_times.unpark(parked);
            let ready = crate::bindings::io::ready_reads(ctx);
            let delivered = !batch.is_empty() || !ready.is_empty();
            deliver_batch(ctx, &mut batch)?;
            crate::bindings::io::poll_reads(ctx, ready)?;
            let delivered = crate::bindings::io::run_shutdowns(ctx)? || delivered;
            // As libuv: the check phase follows the poll phase, so an immediate set from a
            // completion's callback runs before the next timers, and a completion that comes
            // in while these callbacks run waits for the next turn's poll.
            if delivered {
                check_and_close(ctx)?;
            }
        }
    }
}

/// The check phase (immediates), then the close callbacks.
fn check_and_close(ctx: &mut Context) -> Result<(), Exit> {
    let h = host(ctx);
    if h.immediates_pending.get() {
        if let Some(hooks) = h.hooks() {
            guarded(ctx, |ctx| {
                hooks
                    .run_immediates
                    .call(&JsValue::undefined(), &[], ctx)
                    .map(|_| ())
            })?;
        }
    }
    // Close callbacks of handles closed so far, newest first: libuv keeps the handles
    // closing in one turn on a stack (ws relies on the server socket's 'close' coming
    // before the client's when the client was destroyed first).
    let closed = std::mem::take(&mut *h.close_queue.borrow_mut());
    for cb in closed.into_iter().rev() {
        guarded(ctx, |ctx| {
            cb.call(&JsValue::undefined(), &[], ctx).map(|_| ())
        })?;
    }
    Ok(())
}

/// Emits 'exit' through JS and returns the final exit code. As Node, the microtasks the
/// listeners queue run before the code is read (nextTicks do not), so a promise callback
/// there still runs and may still set `process.exitCode`.
pub fn emit_exit(ctx: &mut Context) -> i32 {
    let Some(hooks) = host(ctx).hooks() else {
        return 0;
    };
    crate::bindings::process::mark_milestone(crate::bindings::process::Milestone::LoopExit);
    let emitted = hooks
        .exit
        .call(&JsValue::undefined(), &[], ctx)
        .and_then(|_| ctx.run_jobs())
        // emitExit emits once; called again it only reads the code.
        .and_then(|()| hooks.exit.call(&JsValue::undefined(), &[], ctx));
    match emitted {
        Ok(v) => v.as_number().map_or(0, |n| n as i32),
        // A throwing 'exit' listener is an ordinary uncaught exception: unhandled, it ends
        // the process with code 1; an 'uncaughtException' listener that takes it leaves
        // the code `process.exitCode` says (0 when unset), as Node.
        Err(e) => match handle_uncaught(ctx, e) {
            Ok(()) => hooks
                .exit
                .call(&JsValue::undefined(), &[], ctx)
                .ok()
                .and_then(|v| v.as_number())
                .map_or(1, |n| n as i32),
            Err(Exit::Code(c)) => c,
        },
    }
}
