//! The Boa-facing half of `internalBinding('fs')`: argument conversion, pool dispatch and
//! result/error construction over the engine-independent jobs of this crate.
//!
//! Why it lives here and not in the runtime: the jobs, the error type and their JS shapes
//! belong together, and keeping them in one crate lets the runtime stay a thin host. The
//! crate still does not depend on the runtime: the runtime implements [`FsHost`] (submit a
//! job to its pool, say whether `MINIRT_TRACE_FS` is on) and calls [`create`].
//!
//! Layout:
//! * this file: the host trait, per-context state, the `req` convention shared by every
//!   primitive (a function = callback, `kUsePromises` = promise, anything else = sync) and
//!   the one generic dispatcher that runs a job inline or on the pool;
//! * [`error`]: the ONE place an [`FsError`] becomes a JS error;
//! * [`view`]: bytes in and out of ArrayBufferViews, paths from JS values;
//! * [`whole`]: readFile/writeFile jobs and the native fast entries (`readFile(path, cb)`
//!   does no JS work at all);
//! * [`ops`]: the fd and metadata primitives (open/close/read/write/stat/chmod/...);
//! * `dirs`: the directory, name and link primitives;
//! * `entries` + `entry_table`: the public fs functions that are native for their common
//!   argument shapes, one table row each;
//! * [`external_memory`]: the one budget for payloads the collector cannot see.
//!
//! No syscall is made here: the work itself is `crate::jobs` (through `crate::sys`).

mod dirs;
mod entries;
mod entry_table;
pub mod error;
pub mod external_memory;
mod ops;
pub mod view;
mod whole;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use boa_engine::builtins::object::OrdinaryObject;
use boa_engine::builtins::promise::ResolvingFunctions;
use boa_engine::object::builtins::{JsArray, JsArrayBuffer, JsFunction, JsPromise};
use boa_engine::object::ObjectInitializer;
use boa_engine::property::{Attribute, PropertyDescriptor, PropertyKey};
use boa_engine::{
    js_string, Context, JsArgs, JsError, JsNativeError, JsObject, JsResult, JsString, JsSymbol,
    JsValue, NativeFunction,
};

use crate::FsError;

/// Turns a worker's plain result into `Ok(value)` / `Err(error value)` on the JS thread.
/// The runtime's thread pool uses these two types too (`runtime/src/host/thread_pool.rs`).
pub type Settle = Box<dyn FnOnce(&mut Context) -> JsResult<Result<JsValue, JsValue>> + Send>;

/// A unit of blocking work for the pool.
pub type Work = Box<dyn FnOnce() -> Settle + Send>;

/// Who gets the settled value.
pub enum FsWaiter {
    /// `cb(null, value)` / `cb(err)`.
    Callback(JsFunction),
    /// A promise made in Rust.
    Promise(ResolvingFunctions),
    /// The settle closure delivers by itself (chained or multi-step operations); the host
    /// only keeps the loop alive until it has run.
    Internal,
}

/// What the runtime provides.
pub trait FsHost {
    /// Queue `work` on the pool; its settle runs in a later loop turn, never synchronously.
    fn submit(&self, ctx: &mut Context, waiter: FsWaiter, work: Work);
    /// `MINIRT_TRACE_FS`: print one stderr line per pool task.
    fn trace(&self) -> bool;
}

/// Where a request's result goes when the glue delivers it itself.
pub(crate) enum Target {
    Callback(JsFunction),
    Promise(ResolvingFunctions),
}

/// Per-context state, stored as `Rc<Glue>` in the context's host data.
pub(crate) struct Glue {
    host: Rc<dyn FsHost>,
    /// `Buffer.prototype`, given to every Buffer made here (set by `setup`, or fetched
    /// through `buffer_loader` when the first Buffer is made).
    buffer_proto: RefCell<Option<JsObject>>,
    /// `() => Buffer.prototype`: `buffer.js` is 47 KB of JS, and a program that reads and
    /// writes text only never needs it, so `fs` hands over a loader instead.
    buffer_loader: RefCell<Option<JsObject>>,
    /// The `new.target` that makes `Uint8Array`'s constructor give a view
    /// `Buffer.prototype` directly (see [`buffer_new_target`]).
    buffer_new_target: RefCell<Option<JsObject>>,
    /// `Stats.prototype` and the Stats own-property keys in creation order (set by `setup`),
    /// so number stats can be built without running the JS constructor (see `ops::stats_js`).
    pub(crate) stats_shape: RefCell<Option<(JsObject, Rc<[PropertyKey]>)>>,
    /// `Dirent.prototype` and the keys of one constructed `Dirent`, in order (see
    /// `dirs::dirents`).
    pub(crate) dirent_shape: RefCell<Option<(JsObject, Rc<[PropertyKey]>)>>,
    /// `(code, ...args) => new codes[code](...args)` from internal/errors (set by `setup`).
    make_error: RefCell<Option<JsObject>>,
    /// `(signal) => new AbortError(undefined, {cause: signal.reason})`.
    make_abort: RefCell<Option<JsObject>>,
    /// The JS versions of the native entries, by entry id (`entry_table`).
    slow: RefCell<HashMap<&'static str, JsObject>>,
    /// The public function objects of the native entries handed out so far, by entry id.
    entry_functions: RefCell<HashMap<&'static str, JsObject>>,
    /// The `req` marker for promise-returning calls.
    use_promises: JsSymbol,
    next_id: Cell<u64>,
    /// Requests whose settle delivers by itself, by id.
    pub(crate) pending: RefCell<FxHashMap<u64, whole::Pending>>,
    /// JS objects a pool job writes into on completion (async `read` targets), by id.
    pub(crate) targets: RefCell<FxHashMap<u64, JsObject>>,
    /// Callbacks of native `fs.write` calls and the data they echo back, by id.
    pub(crate) echo_calls: RefCell<FxHashMap<u64, (JsFunction, JsValue)>>,
    /// The shared ArrayBuffer small `readFileSync` results are sliced from, and the offset
    /// of its free space (see [`view::make_pooled_buffer`]).
    pub(crate) sync_pool: RefCell<Option<(JsArrayBuffer, usize)>>,
    /// Reused read buffer of the pooled `readFileSync` path.
    pub(crate) sync_scratch: RefCell<Vec<u8>>,
}

/// `Rc` newtype so the context data map can hold it (keyed by type).
struct GlueHandle(Rc<Glue>);

pub(crate) fn glue(ctx: &Context) -> JsResult<Rc<Glue>> {
    ctx.get_data::<GlueHandle>()
        .map(|h| Rc::clone(&h.0))
        .ok_or_else(|| {
            JsNativeError::error()
                .with_message("fs binding not initialised")
                .into()
        })
}

impl Glue {
    pub(crate) fn next_id(&self) -> u64 {
        let id = self.next_id.get();
        self.next_id.set(id + 1);
        id
    }

    /// Accounts `n` payload bytes about to be handed to JS (see [`external_memory`]).
    pub(crate) fn account_external(&self, n: usize) {
        external_memory::account(n);
    }

    /// `Buffer.prototype`, loading `buffer` through the loader `setup` gave on first need.
    ///
    /// # Errors
    /// Whatever loading the module throws.
    pub(crate) fn buffer_proto(&self, ctx: &mut Context) -> JsResult<Option<JsObject>> {
        self.load_buffer_proto(ctx)?;
        Ok(self.buffer_proto.borrow().clone())
    }

    /// The `new.target` giving views `Buffer.prototype` (see [`buffer_new_target`]).
    ///
    /// # Errors
    /// Whatever loading the module throws.
    pub(crate) fn buffer_new_target(&self, ctx: &mut Context) -> JsResult<Option<JsObject>> {
        self.load_buffer_proto(ctx)?;
        Ok(self.buffer_new_target.borrow().clone())
    }

    fn load_buffer_proto(&self, ctx: &mut Context) -> JsResult<()> {
        if self.buffer_proto.borrow().is_some() {
            return Ok(());
        }
        let Some(loader) = self.buffer_loader.borrow_mut().take() else {
            return Ok(());
        };
        if let Some(proto) = loader.call(&JsValue::undefined(), &[], ctx)?.as_object() {
            self.set_buffer_proto(proto, ctx);
        }
        Ok(())
    }

    fn set_buffer_proto(&self, proto: JsObject, ctx: &mut Context) {
        *self.buffer_new_target.borrow_mut() = Some(buffer_new_target(&proto, ctx));
        *self.buffer_proto.borrow_mut() = Some(proto);
    }

    pub(crate) fn slow(&self, name: &str) -> Option<JsObject> {
        self.slow.borrow().get(name).cloned()
    }

    pub(crate) fn set_slow(&self, id: &'static str, f: JsObject) {
        self.slow.borrow_mut().insert(id, f);
    }

    pub(crate) fn entry_function(&self, id: &str) -> Option<JsObject> {
        self.entry_functions.borrow().get(id).cloned()
    }

    pub(crate) fn set_entry_function(&self, id: &'static str, f: JsObject) {
        self.entry_functions.borrow_mut().insert(id, f);
    }

    /// The detail text of a trace line, built only when tracing is on (formatting it on
    /// every call costs about as much as a native call).
    pub(crate) fn trace_detail(&self, make: impl FnOnce() -> String) -> String {
        if self.host.trace() {
            make()
        } else {
            String::new()
        }
    }

    /// Queues `work`, printing the trace line first when tracing is on.
    pub(crate) fn submit(
        &self,
        ctx: &mut Context,
        waiter: FsWaiter,
        what: &str,
        detail: &dyn std::fmt::Display,
        work: Work,
    ) {
        if self.host.trace() {
            eprintln!("[minirt fs] pool task: {what} {detail}");
        }
        self.host.submit(ctx, waiter, work);
    }

    /// Builds `new codes[code](...args)` through internal/errors.
    pub(crate) fn node_error(&self, ctx: &mut Context, code: &str, args: &[JsValue]) -> JsValue {
        let f = self.make_error.borrow().clone();
        let Some(f) = f else {
            return JsNativeError::error()
                .with_message(code.to_string())
                .into_opaque(ctx)
                .into();
        };
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(JsValue::from(JsString::from(code)));
        all.extend_from_slice(args);
        match f.call(&JsValue::undefined(), &all, ctx) {
            Ok(v) => v,
            Err(e) => e.into_opaque(ctx).unwrap_or_else(|_| JsValue::undefined()),
        }
    }

    /// The AbortError for `signal` (Node: message 'The operation was aborted', cause =
    /// signal.reason).
    pub(crate) fn abort_error(&self, ctx: &mut Context, signal: &JsObject) -> JsResult<JsValue> {
        let f = self.make_abort.borrow().clone();
        match f {
            Some(f) => f.call(&JsValue::undefined(), &[signal.clone().into()], ctx),
            None => Ok(JsNativeError::error()
                .with_message("The operation was aborted")
                .into_opaque(ctx)
                .into()),
        }
    }
}

/// Delivers a final result to a callback or promise.
pub(crate) fn deliver(
    ctx: &mut Context,
    target: Target,
    result: Result<JsValue, JsValue>,
) -> JsResult<()> {
    match target {
        Target::Callback(cb) => match result {
            Ok(v) => cb.call(&JsValue::undefined(), &[JsValue::null(), v], ctx)?,
            Err(e) => cb.call(&JsValue::undefined(), &[e], ctx)?,
        },
        Target::Promise(r) => match result {
            Ok(v) => r.resolve.call(&JsValue::undefined(), &[v], ctx)?,
            Err(e) => r.reject.call(&JsValue::undefined(), &[e], ctx)?,
        },
    };
    Ok(())
}

/// How a primitive was asked to complete.
pub(crate) enum Req {
    Sync,
    Callback(JsFunction),
    Promise,
}

pub(crate) fn req_of(v: &JsValue, g: &Glue) -> Req {
    if let Some(f) = v
        .as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
    {
        return Req::Callback(f);
    }
    match v.as_symbol() {
        Some(s) if s == g.use_promises => Req::Promise,
        _ => Req::Sync,
    }
}

/// Converts a job result on the JS thread.
pub(crate) type ToJs<T> = fn(T, &mut Context) -> JsResult<JsValue>;

/// Runs `work` inline (sync: value or throw) or on the pool (callback/promise), with the
/// error built by [`error::to_js`] in every case.
pub(crate) fn dispatch<T: Send + 'static>(
    ctx: &mut Context,
    req: Req,
    what: &str,
    detail: &dyn std::fmt::Display,
    work: impl FnOnce() -> Result<T, FsError> + Send + 'static,
    to_js: ToJs<T>,
) -> JsResult<JsValue> {
    dispatch_holding(ctx, req, what, detail, None, work, to_js)
}

/// [`dispatch`] for a job that uses the JS object `held` (a buffer it reads into or
/// writes from): the object stays in [`Glue::targets`] under the given id until the job
/// completes, whatever its result, so the collector keeps it and `to_js` can find it
/// (`to_js` may take it out earlier). A sync call holds it only while it runs.
pub(crate) fn dispatch_holding<T: Send + 'static>(
    ctx: &mut Context,
    req: Req,
    what: &str,
    detail: &dyn std::fmt::Display,
    held: Option<(u64, JsObject)>,
    work: impl FnOnce() -> Result<T, FsError> + Send + 'static,
    to_js: ToJs<T>,
) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let held_id = held.map(|(id, obj)| {
        g.targets.borrow_mut().insert(id, obj);
        id
    });
    let waiter = match req {
        Req::Sync => {
            let r = match work() {
                Ok(v) => to_js(v, ctx),
                Err(e) => Err(error::throw(&e, error::Shape::Sync, ctx)),
            };
            if let Some(id) = held_id {
                g.targets.borrow_mut().remove(&id);
            }
            return r;
        }
        Req::Callback(cb) => (FsWaiter::Callback(cb), None),
        Req::Promise => {
            let (p, r) = JsPromise::new_pending(ctx);
            (FsWaiter::Promise(r), Some(p))
        }
    };
    let job: Work = Box::new(move || {
        let r = work();
        Box::new(move |ctx: &mut Context| {
            let result = match r {
                Ok(v) => to_js(v, ctx).map(Ok),
                Err(e) => Ok(Err(error::to_js(&e, error::Shape::Async, ctx))),
            };
            if let Some(id) = held_id {
                glue(ctx)?.targets.borrow_mut().remove(&id);
            }
            result
        })
    });
    g.submit(ctx, waiter.0, what, detail, job);
    Ok(waiter.1.map_or(JsValue::undefined(), JsValue::from))
}

pub(crate) fn undefined_js(_: (), _: &mut Context) -> JsResult<JsValue> {
    Ok(JsValue::undefined())
}

/// A `new.target` for `Uint8Array`'s constructor whose `prototype` is `proto`, fixed. The
/// constructor then makes its view with `Buffer.prototype` at once: changing the prototype
/// afterwards was a second shape transition per Buffer. Not a function, so nothing else
/// can construct with it; user code never sees it.
fn buffer_new_target(proto: &JsObject, ctx: &mut Context) -> JsObject {
    ObjectInitializer::new(ctx)
        .property(js_string!("prototype"), proto.clone(), Attribute::empty())
        .build()
}

/// `setup({bufferPrototype, loadBufferPrototype, makeError, makeAbortError, statsPrototype, statsKeys,
/// direntPrototype, direntKeys})`: what js-lib hands over when `fs` and `internal/fs/utils`
/// load (each field optional).
fn setup(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let g = glue(ctx)?;
    let Some(opts) = args.get_or_undefined(0).as_object() else {
        return Err(JsNativeError::typ()
            .with_message("setup needs an object")
            .into());
    };
    let obj_of = |v: JsValue| v.as_object();
    // Each field is optional, so fs/promises can add its fallbacks later without
    // clearing what fs set up.
    if let Some(o) = obj_of(opts.get(js_string!("bufferPrototype"), ctx)?) {
        g.set_buffer_proto(o, ctx);
    }
    if let Some(f) = obj_of(opts.get(js_string!("loadBufferPrototype"), ctx)?) {
        if f.is_callable() {
            *g.buffer_loader.borrow_mut() = Some(f);
        }
    }
    if let Some(o) = obj_of(opts.get(js_string!("makeError"), ctx)?) {
        *g.make_error.borrow_mut() = Some(o);
    }
    if let Some(o) = obj_of(opts.get(js_string!("makeAbortError"), ctx)?) {
        *g.make_abort.borrow_mut() = Some(o);
    }
    if let Some(proto) = obj_of(opts.get(js_string!("statsPrototype"), ctx)?) {
        let keys = shape_keys(&opts, js_string!("statsKeys"), ops::STATS_KEYS, ctx)?;
        *g.stats_shape.borrow_mut() = Some((proto, keys));
    }
    if let Some(proto) = obj_of(opts.get(js_string!("direntPrototype"), ctx)?) {
        let keys = shape_keys(&opts, js_string!("direntKeys"), dirs::DIRENT_KEYS, ctx)?;
        *g.dirent_shape.borrow_mut() = Some((proto, keys));
    }
    Ok(JsValue::undefined())
}

/// An ordinary object with prototype `proto` and the data properties `keys` = `values`
/// (writable, enumerable, configurable), inserted in order along shared shape transitions,
/// so every object built from the same keys ends on one cached shape. This is what a JS
/// constructor doing `this.key = value` makes, at a fraction of Boa's cost for the JS.
pub(crate) fn object_with_shape<V: Into<JsValue>>(
    ctx: &Context,
    proto: JsObject,
    keys: &[PropertyKey],
    values: impl IntoIterator<Item = V>,
) -> JsObject {
    let obj = JsObject::new(ctx.root_shape(), proto, OrdinaryObject).upcast();
    for (key, value) in keys.iter().zip(values) {
        obj.insert_property(
            key.clone(),
            PropertyDescriptor::builder()
                .value(value)
                .writable(true)
                .enumerable(true)
                .configurable(true),
        );
    }
    obj
}

/// The array `opts[field]` of exactly `want` property keys (the own keys of one object
/// built by a js-lib constructor, in order).
fn shape_keys(
    opts: &JsObject,
    field: JsString,
    want: usize,
    ctx: &mut Context,
) -> JsResult<Rc<[PropertyKey]>> {
    let bad = || -> JsError {
        JsNativeError::typ()
            .with_message(format!(
                "{} must be an array of {want} keys",
                field.to_std_string_escaped()
            ))
            .into()
    };
    let keys = opts.get(field.clone(), ctx)?;
    let keys = keys
        .as_object()
        .and_then(|o| JsArray::from_object(o.clone()).ok())
        .ok_or_else(bad)?;
    let mut list = Vec::with_capacity(want);
    for i in 0..keys.length(ctx)? {
        list.push(keys.get(i, ctx)?.to_property_key(ctx)?);
    }
    if list.len() != want {
        return Err(bad());
    }
    Ok(list.into())
}

/// Builds the binding object and installs the per-context state. Call once per context.
///
/// # Errors
/// Only if the engine fails to create objects.
pub fn create(ctx: &mut Context, host: Rc<dyn FsHost>) -> JsResult<JsObject> {
    let use_promises = JsSymbol::new(Some(js_string!("fs_use_promises_symbol")))
        .ok_or_else(|| JsError::from(JsNativeError::error().with_message("symbol limit")))?;
    let g = Rc::new(Glue {
        host,
        buffer_proto: RefCell::new(None),
        buffer_loader: RefCell::new(None),
        buffer_new_target: RefCell::new(None),
        stats_shape: RefCell::new(None),
        dirent_shape: RefCell::new(None),
        make_error: RefCell::new(None),
        make_abort: RefCell::new(None),
        slow: RefCell::new(HashMap::new()),
        entry_functions: RefCell::new(HashMap::new()),
        use_promises: use_promises.clone(),
        next_id: Cell::new(1),
        pending: RefCell::new(FxHashMap::default()),
        targets: RefCell::new(FxHashMap::default()),
        echo_calls: RefCell::new(FxHashMap::default()),
        sync_pool: RefCell::new(None),
        sync_scratch: RefCell::new(Vec::new()),
    });
    ctx.insert_data(GlueHandle(g));
    let mut fns: Vec<(&str, usize, NativeFunction)> = vec![
        ("setup", 1, NativeFunction::from_fn_ptr(setup)),
        ("entry", 2, NativeFunction::from_fn_ptr(entry_table::entry)),
        (
            "missingEntries",
            0,
            NativeFunction::from_fn_ptr(entry_table::missing_entries),
        ),
        (
            "assertEntriesClaimed",
            0,
            NativeFunction::from_fn_ptr(entry_table::assert_entries_claimed),
        ),
    ];
    fns.extend(whole::functions());
    fns.extend(ops::functions());
    fns.extend(dirs::functions());
    let mut init = ObjectInitializer::new(ctx);
    for (name, len, f) in fns {
        init.function(f, JsString::from(name), len);
    }
    init.property(
        js_string!("kUsePromises"),
        use_promises,
        Attribute::READONLY | Attribute::NON_ENUMERABLE,
    );
    let obj = init.build();
    // Node's fs.constants: a null-prototype object of read-only, non-configurable values.
    let consts = JsObject::with_null_proto();
    for (name, value) in crate::flags::FS_CONSTANTS {
        consts.define_property_or_throw(
            JsString::from(*name),
            PropertyDescriptor::builder()
                .value(*value)
                .writable(false)
                .enumerable(true)
                .configurable(false),
            ctx,
        )?;
    }
    obj.set(js_string!("constants"), consts, false, ctx)?;
    Ok(obj)
}
