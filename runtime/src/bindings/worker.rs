//! `internalBinding('worker')`: worker threads and the mailboxes between threads.
//!
//! A Worker is a whole second isolate (its own Boa context, event loop, module loader and
//! fs pool) on its own OS thread: Boa contexts are single-threaded, so nothing JS crosses
//! a thread. What does cross is a [`Message`]: bytes in V8's serialization format (js-lib's
//! `internal/worker/wire` writes and reads them), the ArrayBuffers of its transfer list
//! (their blocks moved, never copied) and the SharedArrayBuffers it names (the same memory
//! on both sides).
//!
//! Two threads talk over a link: two [`Mailbox`]es, one each way. Each end is an endpoint
//! id in its own thread's table ([`ThreadPorts`], reached through the loop's host). A send
//! queues the message and, if the receiving loop has not been told yet, posts one wake-up
//! to it (the pool's `Poster`, which wakes a parked loop); the receiving thread then takes
//! everything queued and hands it to js-lib's dispatcher, message by message. A listening
//! endpoint keeps its loop waiting (io_active), and keeps the process alive while ref'd.
//!
//! A link end can be parked under a token and adopted by another thread: that is how a
//! MessagePort travels inside a message to a worker.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::thread::JoinHandle;

use boa_engine::builtins::array_buffer::SharedArrayBuffer;
use boa_engine::error::RuntimeLimitError;
use boa_engine::object::builtins::{
    JsArray, JsArrayBuffer, JsFunction, JsSharedArrayBuffer, JsTypedArray,
};
use boa_engine::{
    js_string, Context, JsArgs, JsError, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use fs_binding::glue::view::make_buffer;
use fs_binding::AlignedVec;
use rustc_hash::FxHashMap;

use crate::host::event_loop::{host, Host, SELF_SETTLING};
use crate::host::loop_times::LoopTimes;
use crate::host::runtime::native_object;
use crate::host::thread_pool::Poster;

/// Message kinds the Rust side acts on; js-lib's own kinds are small non-negative numbers.
const KIND_EXIT: i32 = -1;
const KIND_TERMINATE: i32 = -2;
/// js-lib's start-up record for a worker (internal/worker/remote's INIT).
const KIND_INIT: i32 = 2;
/// A message without ports (internal/worker/remote's MESSAGE).
const KIND_MESSAGE: i32 = 0;
/// The other end closed (internal/worker/remote's CLOSE).
const KIND_CLOSE: i32 = 9;

/// One message between threads.
pub struct Message {
    kind: i32,
    data: AlignedVec<u8>,
    transferred: Vec<AlignedVec<u8>>,
    shared: Vec<SharedArrayBuffer>,
}

impl Message {
    fn signal(kind: i32, value: i32) -> Self {
        let mut data = AlignedVec::new(64);
        data.extend_from_slice(&value.to_le_bytes());
        Message {
            kind,
            data,
            transferred: Vec::new(),
            shared: Vec::new(),
        }
    }
}

/// Messages on their way to one endpoint, and how to wake the thread that owns it.
#[derive(Default)]
pub struct Mailbox {
    state: Mutex<MailboxState>,
}

#[derive(Default)]
struct MailboxState {
    queue: VecDeque<Message>,
    /// The receiving loop and its endpoint id, once an endpoint owns this mailbox.
    receiver: Option<(Poster, u64)>,
    /// A wake-up is on its way and will take everything queued.
    notified: bool,
    closed: bool,
}

fn lock(m: &Mutex<MailboxState>) -> MutexGuard<'_, MailboxState> {
    // A panic while holding the lock cannot leave the queue half-edited (push/pop only).
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Mailbox {
    /// Queues `msg`; false if the receiving end is gone.
    fn send(&self, msg: Message) -> bool {
        let mut st = lock(&self.state);
        if st.closed {
            return false;
        }
        st.queue.push_back(msg);
        Self::wake(st);
        true
    }

    /// Puts `msgs` back at the head of the queue, in order, for a later wake-up.
    fn requeue(&self, msgs: Vec<Message>) {
        let mut st = lock(&self.state);
        for m in msgs.into_iter().rev() {
            st.queue.push_front(m);
        }
        Self::wake(st);
    }

    /// Posts the wake-up for what is queued, unless one is already on its way.
    fn wake(mut st: MutexGuard<'_, MailboxState>) {
        let wake = match &st.receiver {
            Some((poster, id)) if !st.notified => Some((poster.clone(), *id)),
            _ => None,
        };
        if wake.is_some() {
            st.notified = true;
        }
        drop(st);
        if let Some((poster, id)) = wake {
            wake_endpoint(&poster, id);
        }
    }

    fn attach(&self, poster: Poster, id: u64) {
        let mut st = lock(&self.state);
        st.receiver = Some((poster.clone(), id));
        if !st.queue.is_empty() && !st.notified {
            st.notified = true;
            drop(st);
            wake_endpoint(&poster, id);
        }
    }

    fn take_all(&self) -> VecDeque<Message> {
        let mut st = lock(&self.state);
        st.notified = false;
        std::mem::take(&mut st.queue)
    }

    fn close(&self) {
        let mut st = lock(&self.state);
        st.closed = true;
        st.receiver = None;
        st.queue.clear();
    }
}

fn wake_endpoint(poster: &Poster, id: u64) {
    poster.post(
        SELF_SETTLING,
        Box::new(move |ctx: &mut Context| {
            deliver(ctx, id)?;
            Ok(Ok(JsValue::undefined()))
        }),
    );
}

/// One end of a link: what comes in, what goes out.
struct LinkEnd {
    inbox: Arc<Mailbox>,
    outbox: Arc<Mailbox>,
}

fn new_link() -> (LinkEnd, LinkEnd) {
    let a_to_b = Arc::new(Mailbox::default());
    let b_to_a = Arc::new(Mailbox::default());
    (
        LinkEnd {
            inbox: Arc::clone(&b_to_a),
            outbox: Arc::clone(&a_to_b),
        },
        LinkEnd {
            inbox: a_to_b,
            outbox: b_to_a,
        },
    )
}

/// Link ends between threads: parked by the sender of a MessagePort, adopted by the
/// receiver (tokens are process-wide).
fn parked() -> MutexGuard<'static, HashMap<u64, LinkEnd>> {
    static PARKED: OnceLock<Mutex<HashMap<u64, LinkEnd>>> = OnceLock::new();
    PARKED
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
static NEXT_TOKEN: AtomicU64 = AtomicU64::new(1);
static NEXT_THREAD_ID: AtomicU64 = AtomicU64::new(1);

struct Endpoint {
    link: LinkEnd,
    listening: bool,
    refed: bool,
    /// The worker thread this endpoint talks to (parent side of a Worker only).
    thread: Option<JoinHandle<()>>,
    /// This thread's BroadcastChannels of one name, as the other threads reach them.
    membership: Option<Membership>,
    /// The worker's stop flag (parent side of a Worker only).
    terminate: Option<Arc<AtomicBool>>,
    /// The worker's loop times (parent side of a Worker only).
    loop_times: Option<Arc<LoopTimes>>,
}

/// Every thread's broadcast mailbox, by channel name.
type Broadcasts = HashMap<String, Vec<(u64, Arc<Mailbox>)>>;

fn broadcasts() -> MutexGuard<'static, Broadcasts> {
    static BROADCASTS: OnceLock<Mutex<Broadcasts>> = OnceLock::new();
    BROADCASTS
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
static NEXT_MEMBER: AtomicU64 = AtomicU64::new(1);

/// A thread's place in a broadcast name's list; leaving it (close, or the thread's isolate
/// ending) takes the mailbox out.
struct Membership {
    name: String,
    key: u64,
}

impl Drop for Membership {
    fn drop(&mut self) {
        let mut all = broadcasts();
        if let Some(list) = all.get_mut(&self.name) {
            list.retain(|(k, _)| *k != self.key);
            if list.is_empty() {
                all.remove(&self.name);
            }
        }
    }
}

impl Endpoint {
    fn alive(&self) -> (bool, bool) {
        (self.listening, self.listening && self.refed)
    }
}

/// A worker's own environment variables, in the order they were set.
pub type PrivateEnv = Rc<RefCell<Vec<(String, String)>>>;

/// What a worker thread is told at start.
pub struct WorkerInit {
    pub thread_id: u64,
    terminate: Arc<AtomicBool>,
    /// The environment the worker sees, or `None` to share the process's (SHARE_ENV).
    pub env: Option<Vec<(String, String)>>,
    parent: LinkEnd,
    loop_times: Arc<LoopTimes>,
}

impl WorkerInit {
    /// The worker loop's times, which its parent reads too.
    pub fn loop_times(&self) -> Arc<LoopTimes> {
        Arc::clone(&self.loop_times)
    }
}

/// This thread's endpoints and the JS function that receives their messages.
#[derive(Default)]
pub struct ThreadPorts {
    endpoints: RefCell<FxHashMap<u64, Endpoint>>,
    next_id: Cell<u64>,
    dispatcher: RefCell<Option<JsFunction>>,
    /// Set in a worker: its thread id and its link to the parent until js-lib claims it.
    worker: RefCell<Option<WorkerInit>>,
    pub is_worker: Cell<bool>,
    /// `process.exit()` or `terminate()` in a worker: the code the worker ends with.
    pub forced_exit: Cell<Option<i32>>,
}

impl Drop for ThreadPorts {
    fn drop(&mut self) {
        // The isolate is ending: its ports close, so the other ends hear 'close', and what
        // other threads send from now on answers false.
        for e in self.endpoints.borrow().values() {
            e.link.inbox.close();
            if e.membership.is_none() {
                e.link.outbox.send(Message::signal(KIND_CLOSE, 0));
            }
        }
    }
}

impl ThreadPorts {
    fn add(&self, h: &Host, link: LinkEnd, thread: Option<JoinHandle<()>>) -> u64 {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        link.inbox.attach(h.poster(), id);
        h.recount_handle((false, false), (true, thread.is_some()));
        self.endpoints.borrow_mut().insert(
            id,
            Endpoint {
                link,
                // Every endpoint can receive: the loop must wait on its wake-ups.
                listening: true,
                // A Worker keeps its parent alive until unref(); ports ref through js-lib.
                refed: thread.is_some(),
                thread,
                membership: None,
                terminate: None,
                loop_times: None,
            },
        );
        id
    }

    fn with<R>(&self, h: &Host, id: u64, f: impl FnOnce(&mut Endpoint) -> R) -> Option<R> {
        let mut map = self.endpoints.borrow_mut();
        let e = map.get_mut(&id)?;
        let before = e.alive();
        let r = f(e);
        let after = e.alive();
        h.recount_handle(before, after);
        Some(r)
    }

    /// What comes in to endpoint `id`, if it is still this thread's.
    fn inbox(&self, id: u64) -> Option<Arc<Mailbox>> {
        self.endpoints
            .borrow()
            .get(&id)
            .map(|e| Arc::clone(&e.link.inbox))
    }

    /// Where endpoint `id` sends, if it is still this thread's.
    fn outbox(&self, id: u64) -> Option<Arc<Mailbox>> {
        self.endpoints
            .borrow()
            .get(&id)
            .map(|e| Arc::clone(&e.link.outbox))
    }

    fn remove(&self, h: &Host, id: u64) -> Option<Endpoint> {
        let e = self.endpoints.borrow_mut().remove(&id)?;
        let (a, r) = e.alive();
        h.recount_handle((a, r), (false, false));
        Some(e)
    }

    /// Installed by the runtime before a worker's bootstrap.
    pub fn set_worker(&self, init: WorkerInit) {
        self.is_worker.set(true);
        TERMINATE.with(|t| *t.borrow_mut() = Some(Arc::clone(&init.terminate)));
        *self.worker.borrow_mut() = Some(init);
    }
}

thread_local! {
    /// The code a worker thread is stopping with (process.exit, terminate), once known.
    static STOPPING: Cell<Option<i32>> = const { Cell::new(None) };
    /// Set by the parent's terminate(): read between jobs, so a worker busy with promise
    /// reactions or nextTicks stops without waiting to reach its event loop.
    static TERMINATE: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Whether this thread is a worker whose parent asked it to stop.
pub fn terminate_requested() -> bool {
    TERMINATE.with(|t| {
        t.borrow()
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    })
}

/// An error no JS `catch` can stop: ends the worker's script at once (the loop then sees
/// `forced_exit`).
pub fn stop_worker(ctx: &Context, code: i32) -> JsError {
    let h = host(ctx);
    if h.ports.forced_exit.get().is_none() {
        h.ports.forced_exit.set(Some(code));
        STOPPING.with(|s| s.set(Some(code)));
    }
    RuntimeLimitError::Recursion.into()
}

/// Boa 0.22 panics when an engine error leaves the synchronous part of a module with
/// top-level await ("async modules cannot directly throw"), which is what stopping a worker
/// inside such a module does. On a stopping worker thread that panic is the stop itself:
/// it is not reported, and the thread's catch turns it into the exit.
fn quiet_panics_of_stopping_workers() {
    static INSTALLED: OnceLock<()> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if STOPPING.with(Cell::get).is_none() {
                previous(info);
            }
        }));
    });
}

/// Runs a worker's isolate; a panic becomes an exit code (the stop's, or 70 for a bug,
/// which the default hook has reported), so the parent always hears the exit.
fn run_worker_thread(opts: crate::host::runtime::Options, init: WorkerInit) -> i32 {
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        crate::host::runtime::run_worker(opts, init)
    }));
    match run {
        Ok(code) => code,
        Err(_) => STOPPING.with(Cell::get).unwrap_or(70),
    }
}

/// Hands every queued message of endpoint `id` to js-lib (on the owning thread).
fn deliver(ctx: &mut Context, id: u64) -> JsResult<()> {
    let h = host(ctx);
    let Some(inbox) = h.ports.inbox(id) else {
        return Ok(());
    };
    let messages = inbox.take_all();
    for (i, msg) in messages.into_iter().enumerate() {
        if h.ports.forced_exit.get().is_some() {
            return Ok(());
        }
        if msg.kind == KIND_EXIT && i > 0 {
            // Taken along with earlier output: what the worker's other ports sent before it
            // ended was woken for before this batch, so the exit waits for a wake of its own.
            inbox.requeue(vec![msg]);
            return Ok(());
        }
        if msg.kind == KIND_TERMINATE {
            return Err(stop_worker(ctx, 1));
        }
        if msg.kind == KIND_EXIT {
            // The worker's thread has finished its isolate: join it so nothing is left.
            if let Some(mut e) = h.ports.remove(&h, id) {
                if let Some(t) = e.thread.take() {
                    let _ = t.join();
                }
            }
        }
        let dispatcher = h.ports.dispatcher.borrow().clone();
        let Some(dispatcher) = dispatcher else {
            continue;
        };
        let args = message_args(id, msg, ctx)?;
        dispatcher.call(&JsValue::undefined(), &args, ctx)?;
        crate::host::event_loop::drain(ctx)?;
    }
    Ok(())
}

/// `(id, kind, data, transferred ArrayBuffers, SharedArrayBuffers)` for js-lib; an exit
/// carries its code as `data`.
fn message_args(id: u64, msg: Message, ctx: &mut Context) -> JsResult<[JsValue; 5]> {
    if msg.kind == KIND_EXIT {
        let mut code = [0u8; 4];
        code.copy_from_slice(msg.data.get(..4).unwrap_or(&[0; 4]));
        return Ok([
            JsValue::from(id as f64),
            JsValue::from(KIND_EXIT),
            JsValue::from(i32::from_le_bytes(code)),
            JsValue::undefined(),
            JsValue::undefined(),
        ]);
    }
    let data = make_buffer(msg.data, ctx)?;
    let mut buffers = Vec::with_capacity(msg.transferred.len());
    for block in msg.transferred {
        buffers.push(JsValue::from(JsArrayBuffer::from_byte_block(block, ctx)?));
    }
    let mut shared = Vec::with_capacity(msg.shared.len());
    for sab in msg.shared {
        shared.push(JsValue::from(JsSharedArrayBuffer::from_buffer(sab, ctx)));
    }
    Ok([
        JsValue::from(id as f64),
        JsValue::from(msg.kind),
        data,
        JsArray::from_iter(buffers, ctx).into(),
        JsArray::from_iter(shared, ctx).into(),
    ])
}

/// The entries of a JS array as strings (absent or not an object: none).
fn string_list(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<String>> {
    let mut out = Vec::new();
    if let Some(obj) = v.as_object() {
        let arr = JsArray::from_object(obj.clone())?;
        for i in 0..arr.length(ctx)? {
            out.push(arr.get(i, ctx)?.to_string(ctx)?.to_std_string_lossy());
        }
    }
    Ok(out)
}

fn id_arg(args: &[JsValue], i: usize, ctx: &mut Context) -> JsResult<u64> {
    let n = args.get_or_undefined(i).to_number(ctx)?;
    if n.is_finite() && n >= 0.0 {
        Ok(n as u64)
    } else {
        Err(JsNativeError::typ()
            .with_message("invalid endpoint id")
            .into())
    }
}

/// The bytes a Uint8Array shows; when `owned` and it spans its whole (plain, fixed-length)
/// ArrayBuffer, moved out without a copy (that buffer then reads as detached).
fn take_bytes(v: &JsValue, owned: bool, ctx: &mut Context) -> JsResult<AlignedVec<u8>> {
    let obj = v
        .as_object()
        .ok_or_else(|| JsNativeError::typ().with_message("data must be a Uint8Array"))?;
    let ta = JsTypedArray::from_object(obj.clone())?;
    let offset = ta.byte_offset(ctx)?;
    let len = ta.byte_length(ctx)?;
    let buffer = ta.buffer(ctx)?;
    if let Some(ab) = buffer
        .as_object()
        .and_then(|b| JsArrayBuffer::from_object(b.clone()).ok())
    {
        if owned
            && offset == 0
            && ab.byte_length() == len
            && !crate::bindings::wasm::is_memory_buffer(&ab.clone().into())
        {
            return ab.detach(&JsValue::undefined());
        }
    }
    let bytes = fs_binding::glue::view::view_bytes(v, ctx)?.unwrap_or_default();
    let mut block = AlignedVec::new(64);
    block.extend_from_slice(&bytes);
    Ok(block)
}

/// The ArrayBuffers of a transfer list, detached here and moved into the message.
fn take_transferred(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<AlignedVec<u8>>> {
    let mut transferred = Vec::new();
    if let Some(list) = v.as_object() {
        let list = JsArray::from_object(list.clone())?;
        for i in 0..list.length(ctx)? {
            let item = list.get(i, ctx)?;
            let ab = item
                .as_object()
                .and_then(|o| JsArrayBuffer::from_object(o.clone()).ok())
                .ok_or_else(|| JsNativeError::typ().with_message("not an ArrayBuffer"))?;
            if crate::bindings::wasm::is_memory_buffer(&ab.clone().into()) {
                return Err(crate::bindings::wasm::not_detachable().into());
            }
            transferred.push(ab.detach(&JsValue::undefined())?);
        }
    }
    Ok(transferred)
}

/// The SharedArrayBuffers a message names (their memory is shared, not copied).
fn take_shared(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<SharedArrayBuffer>> {
    let mut shared = Vec::new();
    if let Some(list) = v.as_object() {
        let list = JsArray::from_object(list.clone())?;
        for i in 0..list.length(ctx)? {
            let item = list.get(i, ctx)?;
            let sab = item
                .as_object()
                .and_then(|o| JsSharedArrayBuffer::from_object(o.clone()).ok())
                .ok_or_else(|| JsNativeError::typ().with_message("not a SharedArrayBuffer"))?;
            shared.push(sab.inner());
        }
    }
    Ok(shared)
}

/// `post(id, kind, data, transferList, sharedList, owned)`: false when the other end is
/// gone. `owned`: `data` is a fresh buffer nobody else holds, so its block may be moved.
fn post(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // A worker posting in a loop is stopped here once its parent terminates it.
    if terminate_requested() {
        return Err(stop_worker(ctx, 1));
    }
    let id = id_arg(args, 0, ctx)?;
    let kind = args.get_or_undefined(1).to_i32(ctx)?.max(0);
    let owned = args.get_or_undefined(5).to_boolean();
    let data = take_bytes(args.get_or_undefined(2), owned, ctx)?;
    let transferred = take_transferred(args.get_or_undefined(3), ctx)?;
    let shared = take_shared(args.get_or_undefined(4), ctx)?;
    let h = host(ctx);
    let Some(outbox) = h.ports.outbox(id) else {
        return Ok(false.into());
    };
    Ok(outbox
        .send(Message {
            kind,
            data,
            transferred,
            shared,
        })
        .into())
}

/// `receive(id)`: what is queued for endpoint `id` right now, as argument lists for the
/// dispatcher (receiveMessageOnPort, or a worker waiting in Atomics.wait).
fn receive(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let h = host(ctx);
    let Some(inbox) = h.ports.inbox(id) else {
        return Ok(JsArray::new(ctx)?.into());
    };
    let mut queue = inbox.take_all();
    let mut out = Vec::new();
    while let Some(msg) = queue.pop_front() {
        if msg.kind < 0 {
            // Exit and terminate wait for the loop; put them (and what follows) back.
            inbox.requeue(std::iter::once(msg).chain(queue).collect());
            break;
        }
        let a = message_args(id, msg, ctx)?;
        out.push(JsValue::from(JsArray::from_iter(a, ctx)));
    }
    Ok(JsArray::from_iter(out, ctx).into())
}

/// `listen(id, on)`: whether the endpoint's messages are wanted (keeps the loop waiting).
fn listen(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let on = args.get_or_undefined(1).to_boolean();
    let h = host(ctx);
    h.ports.with(&h, id, |e| e.listening = on);
    Ok(JsValue::undefined())
}

/// `setRef(id, refed)`.
fn set_ref(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let on = args.get_or_undefined(1).to_boolean();
    let h = host(ctx);
    h.ports.with(&h, id, |e| e.refed = on);
    Ok(JsValue::undefined())
}

/// `close(id)`: the endpoint stops receiving; the other end's sends answer false from now
/// on (js-lib tells it with a CLOSE message first; a worker's exit still gets through).
fn close(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let h = host(ctx);
    if let Some(e) = h.ports.remove(&h, id) {
        e.link.inbox.close();
        if let Some(t) = e.thread {
            // The worker still runs: it ends on its own; dropping the handle detaches it.
            drop(t);
        }
    }
    Ok(JsValue::undefined())
}

/// `setDispatcher(fn)`: the function every incoming message is given to.
fn set_dispatcher(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let f = args
        .get_or_undefined(0)
        .as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
        .ok_or_else(|| JsNativeError::typ().with_message("dispatcher must be a function"))?;
    *host(ctx).ports.dispatcher.borrow_mut() = Some(f);
    Ok(JsValue::undefined())
}

/// `newLink()`: `[a, b]`, two connected endpoints in this thread (a MessageChannel whose
/// port is about to leave for another thread).
fn link(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let h = host(ctx);
    let (a, b) = new_link();
    let a = h.ports.add(&h, a, None);
    let b = h.ports.add(&h, b, None);
    Ok(JsArray::from_iter([JsValue::from(a as f64), JsValue::from(b as f64)], ctx).into())
}

/// `park(id)`: takes endpoint `id` out of this thread; returns the token another thread
/// adopts it by.
fn park(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let h = host(ctx);
    let Some(e) = h.ports.remove(&h, id) else {
        return Ok(JsValue::undefined());
    };
    lock(&e.link.inbox.state).receiver = None;
    let token = NEXT_TOKEN.fetch_add(1, Ordering::Relaxed);
    parked().insert(token, e.link);
    Ok(JsValue::from(token as f64))
}

/// `adopt(token)`: the parked endpoint as one of this thread's; undefined if unknown.
fn adopt(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let token = id_arg(args, 0, ctx)?;
    let Some(end) = parked().remove(&token) else {
        return Ok(JsValue::undefined());
    };
    let h = host(ctx);
    {
        let mut st = lock(&end.inbox.state);
        st.notified = false;
    }
    Ok(JsValue::from(h.ports.add(&h, end, None) as f64))
}

/// Options that belong to the whole process, which Node refuses in a worker's execArgv.
const PER_PROCESS: &[&str] = &["--title", "--redirect-warnings"];

/// `checkExecArgv(list)`: the entries a worker cannot take (options minirt does not know,
/// or per-process ones), in order; empty when all are fine.
fn check_exec_argv(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let list = string_list(args.get_or_undefined(0), ctx)?;
    let accepts = |flags: &[String]| {
        let mut argv = vec!["minirt".to_string()];
        argv.extend_from_slice(flags);
        argv.extend(["-e".to_string(), "0".to_string()]);
        crate::host::cli::parse(&argv).is_ok()
    };
    let mut bad = Vec::new();
    let mut i = 0;
    while i < list.len() {
        let flag = &list[i];
        let name = flag.split('=').next().unwrap_or_default();
        // Help and version print instead of failing; neither means anything to a worker.
        if PER_PROCESS.contains(&name) || ["-h", "--help", "-v", "--version"].contains(&name) {
            bad.push(JsValue::from(js_string!(flag.as_str())));
        } else if !accepts(&list[i..=i]) {
            // A valued option may have its value as the next entry.
            if i + 1 < list.len() && accepts(&list[i..=i + 1]) {
                i += 1;
            } else {
                bad.push(JsValue::from(js_string!(flag.as_str())));
            }
        }
        i += 1;
    }
    Ok(JsArray::from_iter(bad, ctx).into())
}

/// `joinBroadcast(name)`: an endpoint that hears what other threads post to BroadcastChannels
/// of `name`.
fn join_broadcast(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = super::arg_string(args, 0)?;
    let inbox = Arc::new(Mailbox::default());
    let key = NEXT_MEMBER.fetch_add(1, Ordering::Relaxed);
    broadcasts()
        .entry(name.clone())
        .or_default()
        .push((key, Arc::clone(&inbox)));
    let h = host(ctx);
    let link = LinkEnd {
        inbox,
        // Nothing is sent through the link itself: posts fan out by name.
        outbox: Arc::new(Mailbox::default()),
    };
    let id = h.ports.add(&h, link, None);
    if let Some(e) = h.ports.endpoints.borrow_mut().get_mut(&id) {
        e.membership = Some(Membership { name, key });
    }
    Ok(JsValue::from(id as f64))
}

/// `broadcast(id, data, sharedList)`: a copy of the message to every other thread that has
/// channels of the endpoint's name.
fn broadcast(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let data = take_bytes(args.get_or_undefined(1), true, ctx)?;
    let shared = take_shared(args.get_or_undefined(2), ctx)?;
    let h = host(ctx);
    let (name, key) = match h.ports.endpoints.borrow().get(&id) {
        Some(Endpoint {
            membership: Some(m),
            ..
        }) => (m.name.clone(), m.key),
        _ => return Ok(JsValue::undefined()),
    };
    let members: Vec<Arc<Mailbox>> = broadcasts()
        .get(&name)
        .map(|list| {
            list.iter()
                .filter(|(k, _)| *k != key)
                .map(|(_, m)| Arc::clone(m))
                .collect()
        })
        .unwrap_or_default();
    for m in members {
        let mut copy = AlignedVec::new(64);
        copy.extend_from_slice(&data);
        m.send(Message {
            kind: KIND_MESSAGE,
            data: copy,
            transferred: Vec::new(),
            shared: shared.clone(),
        });
    }
    Ok(JsValue::undefined())
}

/// `spawn(config, execArgv, env, transferList, sharedList)`: starts a worker thread;
/// returns `[endpoint, threadId]`. `config` (owned, serialized) is the worker's first
/// message, waiting for it before its thread starts; `env` is an array of `[name, value]`
/// pairs, or null to share the process environment.
fn spawn(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let config = take_bytes(args.get_or_undefined(0), true, ctx)?;
    let transferred = take_transferred(args.get_or_undefined(3), ctx)?;
    let shared = take_shared(args.get_or_undefined(4), ctx)?;
    // As on a command line, `--` ends the options: it and what follows are not execArgv.
    let exec_argv: Vec<String> = string_list(args.get_or_undefined(1), ctx)?
        .into_iter()
        .take_while(|a| a != "--")
        .collect();
    let env = match args.get_or_undefined(2).as_object() {
        None => None,
        Some(list) => {
            let list = JsArray::from_object(list.clone())?;
            let mut pairs = Vec::new();
            for i in 0..list.length(ctx)? {
                let pair = list.get(i, ctx)?;
                let pair = pair
                    .as_object()
                    .ok_or_else(|| JsNativeError::typ().with_message("env entry"))?;
                let k = pair.get(0, ctx)?.to_string(ctx)?.to_std_string_lossy();
                let v = pair.get(1, ctx)?.to_string(ctx)?.to_std_string_lossy();
                pairs.push((k, v));
            }
            Some(pairs)
        }
    };
    quiet_panics_of_stopping_workers();
    let thread_id = NEXT_THREAD_ID.fetch_add(1, Ordering::Relaxed);
    let (ours, theirs) = new_link();
    let to_parent = Arc::clone(&theirs.outbox);
    theirs.inbox.send(Message {
        kind: KIND_INIT,
        data: config,
        transferred,
        shared,
    });
    let stop = Arc::new(AtomicBool::new(false));
    let loop_times = Arc::new(LoopTimes::default());
    let init = WorkerInit {
        thread_id,
        terminate: Arc::clone(&stop),
        env,
        parent: theirs,
        loop_times: Arc::clone(&loop_times),
    };
    let opts = crate::host::runtime::Options {
        entry: crate::host::runtime::Entry::Worker,
        expose_gc: exec_argv
            .iter()
            .any(|a| a == "--expose-gc" || a == "--expose_gc"),
        no_warnings: exec_argv.iter().any(|a| a == "--no-warnings"),
        exec_argv,
        ..Default::default()
    };
    let spawned = std::thread::Builder::new()
        .name(format!("minirt-worker-{thread_id}"))
        // Boa recurses on the native stack: as much room as the main thread has.
        .stack_size(16 << 20)
        .spawn(move || {
            let code = run_worker_thread(opts, init);
            to_parent.send(Message::signal(KIND_EXIT, code));
        });
    let thread = match spawned {
        Ok(t) => t,
        Err(e) => {
            // As Node: the message is the errno's name (libuv's numbers are negative).
            let errno = e.raw_os_error().unwrap_or(libc::EAGAIN);
            let name = fs_binding::errno::errname(-errno);
            let err = JsNativeError::error()
                .with_message(name.to_string())
                .into_opaque(ctx);
            crate::host::runtime::set_prop(
                &err,
                "code",
                js_string!("ERR_WORKER_INIT_FAILED").into(),
                ctx,
            )?;
            return Err(boa_engine::JsError::from_opaque(err.into()));
        }
    };
    let h = host(ctx);
    let id = h.ports.add(&h, ours, Some(thread));
    if let Some(e) = h.ports.endpoints.borrow_mut().get_mut(&id) {
        e.terminate = Some(stop);
        e.loop_times = Some(loop_times);
    }
    Ok(JsArray::from_iter(
        [JsValue::from(id as f64), JsValue::from(thread_id as f64)],
        ctx,
    )
    .into())
}

/// `terminate(id)`: asks the worker to stop (it does at its next return to the loop).
fn terminate(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let h = host(ctx);
    let outbox = match h.ports.endpoints.borrow().get(&id) {
        Some(e) => {
            if let Some(flag) = &e.terminate {
                flag.store(true, Ordering::Relaxed);
            }
            Arc::clone(&e.link.outbox)
        }
        None => return Ok(false.into()),
    };
    // The message wakes a worker waiting in its loop; the flag reaches one running jobs.
    Ok(outbox.send(Message::signal(KIND_TERMINATE, 1)).into())
}

/// `loopTimes(id)` → `[idle, active]` milliseconds of the worker's loop since it started, or
/// undefined before it starts and once the worker is gone.
fn loop_times(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = id_arg(args, 0, ctx)?;
    let h = host(ctx);
    let split = h
        .ports
        .endpoints
        .borrow()
        .get(&id)
        .and_then(|e| e.loop_times.as_ref().and_then(|t| t.split_ms()));
    Ok(match split {
        Some((idle, active)) => {
            JsArray::from_iter([JsValue::from(idle), JsValue::from(active)], ctx).into()
        }
        None => JsValue::undefined(),
    })
}

/// `workerInit()`: in a worker, `{ threadId, parent }` (once); else undefined.
fn worker_init(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let h = host(ctx);
    let Some(init) = h.ports.worker.borrow_mut().take() else {
        return Ok(JsValue::undefined());
    };
    let parent = h.ports.add(&h, init.parent, None);
    let obj = JsObject::with_object_proto(ctx.intrinsics());
    obj.set(js_string!("threadId"), init.thread_id as f64, false, ctx)?;
    obj.set(js_string!("parent"), parent as f64, false, ctx)?;
    Ok(obj.into())
}

/// A worker's private environment (not SHARE_ENV), read by the process binding.
pub fn private_env(ctx: &Context) -> Option<PrivateEnv> {
    host(ctx).private_env.borrow().clone()
}

/// Installs the worker's environment copy before bootstrap.
pub fn install_env(h: &Host, env: Option<Vec<(String, String)>>) {
    *h.private_env.borrow_mut() = env.map(|e| Rc::new(RefCell::new(e)));
}

/// Splits the init record: the environment goes to the host now, the rest to js-lib.
pub fn take_env(init: &mut WorkerInit) -> Option<Vec<(String, String)>> {
    init.env.take()
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            ("spawn", 5, NativeFunction::from_fn_ptr(spawn)),
            ("post", 6, NativeFunction::from_fn_ptr(post)),
            ("receive", 1, NativeFunction::from_fn_ptr(receive)),
            ("listen", 2, NativeFunction::from_fn_ptr(listen)),
            ("setRef", 2, NativeFunction::from_fn_ptr(set_ref)),
            ("close", 1, NativeFunction::from_fn_ptr(close)),
            ("terminate", 1, NativeFunction::from_fn_ptr(terminate)),
            ("loopTimes", 1, NativeFunction::from_fn_ptr(loop_times)),
            ("newLink", 0, NativeFunction::from_fn_ptr(link)),
            (
                "joinBroadcast",
                1,
                NativeFunction::from_fn_ptr(join_broadcast),
            ),
            ("broadcast", 3, NativeFunction::from_fn_ptr(broadcast)),
            (
                "checkExecArgv",
                1,
                NativeFunction::from_fn_ptr(check_exec_argv),
            ),
            ("park", 1, NativeFunction::from_fn_ptr(park)),
            ("adopt", 1, NativeFunction::from_fn_ptr(adopt)),
            (
                "setDispatcher",
                1,
                NativeFunction::from_fn_ptr(set_dispatcher),
            ),
            ("workerInit", 0, NativeFunction::from_fn_ptr(worker_init)),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::thread_pool::ThreadPool;

    fn message(byte: u8) -> Message {
        let mut data = AlignedVec::new(64);
        data.push(byte);
        Message {
            kind: KIND_MESSAGE,
            data,
            transferred: Vec::new(),
            shared: Vec::new(),
        }
    }

    #[test]
    fn sends_before_attach_wait_and_one_wake_covers_a_burst() {
        let pool = ThreadPool::new();
        let mailbox = Mailbox::default();
        assert!(mailbox.send(message(1)));
        let mut done = Vec::new();
        pool.take_done(&mut done);
        assert!(
            done.is_empty(),
            "nobody to wake before an endpoint owns the mailbox"
        );
        mailbox.attach(pool.poster(), 7);
        assert!(mailbox.send(message(2)));
        assert!(mailbox.send(message(3)));
        pool.take_done(&mut done);
        assert_eq!(done.len(), 1, "one wake-up for everything queued");
        let got: Vec<u8> = mailbox.take_all().iter().map(|m| m.data[0]).collect();
        assert_eq!(got, [1, 2, 3]);
        // Taking resets the wake-up: the next send posts again.
        assert!(mailbox.send(message(4)));
        done.clear();
        pool.take_done(&mut done);
        assert_eq!(done.len(), 1);
    }

    #[test]
    fn a_closed_mailbox_refuses_and_drops_its_queue() {
        let mailbox = Mailbox::default();
        assert!(mailbox.send(message(1)));
        mailbox.close();
        assert!(!mailbox.send(message(2)));
        assert!(mailbox.take_all().is_empty());
    }

    #[test]
    fn a_link_crosses_its_mailboxes() {
        let (a, b) = new_link();
        assert!(a.outbox.send(message(9)));
        assert_eq!(b.inbox.take_all().len(), 1);
        assert!(b.outbox.send(message(8)));
        assert_eq!(a.inbox.take_all()[0].data[0], 8);
    }

    #[test]
    fn leaving_a_broadcast_name_removes_the_mailbox() {
        let name = "minirt-test-broadcast-leave".to_string();
        let key = NEXT_MEMBER.fetch_add(1, Ordering::Relaxed);
        broadcasts()
            .entry(name.clone())
            .or_default()
            .push((key, Arc::new(Mailbox::default())));
        let member = Membership {
            name: name.clone(),
            key,
        };
        assert!(broadcasts().contains_key(&name));
        drop(member);
        assert!(!broadcasts().contains_key(&name));
    }

    #[test]
    fn signals_carry_their_value() {
        let m = Message::signal(KIND_EXIT, -3);
        assert_eq!(m.kind, KIND_EXIT);
        assert_eq!(
            i32::from_le_bytes([m.data[0], m.data[1], m.data[2], m.data[3]]),
            -3
        );
    }
}
