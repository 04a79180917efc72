// internal/async_hooks: the async id space and the hook machinery behind async_hooks'
// createHook: the id counter, the execution stack (executionAsyncId, triggerAsyncId,
// executionAsyncResource), the list of enabled hooks with a count per callback kind, and
// emitInit/emitBefore/emitAfter/emitDestroy/emitPromiseResolve, which timers, immediates,
// nextTick, queueMicrotask, fs requests and AsyncResource call.
//
// The emit sites check a count in `fields` first, so with no hook enabled nothing here runs
// beyond the id bookkeeping. As in Node, Timeouts, fs requests made through JS and
// AsyncResources always take an id; ticks, immediates and the fs calls a native entry
// answers take one only while a hook is enabled (a per-call cost Boa cannot hide), so
// with none, executionAsyncId() in their callbacks is the enclosing id (0 between tasks).
// Destroy events are queued and emitted at the start of the next check phase
// (internal/immediate), or before 'beforeExit', as Node's native destroy list is. Promises
// get no events: Boa reports no promise creation or settlement to the host (docs/ENGINE.md);
// a promise reaction runs with id 0, as Node's do with no hook enabled.
'use strict';

const async_id_symbol = Symbol('asyncId');
const trigger_async_id_symbol = Symbol('triggerAsyncId');
const init_symbol = Symbol('init');
const before_symbol = Symbol('before');
const after_symbol = Symbol('after');
const destroy_symbol = Symbol('destroy');
const promise_resolve_symbol = Symbol('promiseResolve');
const owner_symbol = Symbol('owner');
const resource_symbol = Symbol('resource');

// Counts of enabled hooks with each callback, and of enabled hooks at all (Node's
// async_hook_fields). Read directly by the emit sites.
const fields = { init: 0, before: 0, after: 0, destroy: 0, promiseResolve: 0, total: 0 };

// Hooks enabled, in enabling order. While a hook callback runs, enable() and disable()
// change copies, put in place once the outermost emit returns (Node's tmp_array): the hooks
// an emit calls are fixed when it starts.
let hookList = [];
let pendingList = null;
let pendingFields = null;
let callDepth = 0;

// Id 1 is the main script, whose trigger is 0; the last id given out.
let lastAsyncId = 1;
// A trigger id forced by defaultTriggerAsyncIdScope (-1: none).
let defaultTriggerId = -1;

// The execution stack: the current entry in three variables, the outer ones flattened in
// `stack` as (id, trigger, resource) triples.
const topLevelResource = {};
let execId = 1;
let execTriggerId = 0;
let execResource = topLevelResource;
const stack = [];

function newAsyncId() {
  return ++lastAsyncId;
}

function executionAsyncId() {
  return execId;
}

function triggerAsyncId() {
  return execTriggerId;
}

function executionAsyncResource() {
  return execResource;
}

function getDefaultTriggerAsyncId() {
  return defaultTriggerId < 0 ? execId : defaultTriggerId;
}

function clearDefaultTriggerAsyncId() {
  defaultTriggerId = -1;
}

function defaultTriggerAsyncIdScope(triggerAsyncId, block, ...args) {
  if (triggerAsyncId === undefined) return Reflect.apply(block, null, args);
  const old = defaultTriggerId;
  defaultTriggerId = triggerAsyncId;
  try {
    return Reflect.apply(block, null, args);
  } finally {
    defaultTriggerId = old;
  }
}

function pushAsyncContext(asyncId, triggerId, resource) {
  stack.push(execId, execTriggerId, execResource);
  execId = asyncId;
  execTriggerId = triggerId;
  execResource = resource;
}

// Node checks the id only while hooks are enabled; a mismatch then means a callback left
// the stack unbalanced, which Node treats as fatal.
function popAsyncContext(asyncId) {
  if (stack.length === 0) return false;
  if (fields.total > 0 && execId !== asyncId) {
    process._rawDebug(`Error: async hook stack has become corrupted (actual: ${execId}, ` +
      `expected: ${asyncId})`);
    process.exit(1);
  }
  execResource = stack.pop();
  execTriggerId = stack.pop();
  execId = stack.pop();
  return stack.length > 0;
}

function hasAsyncIdStack() {
  return stack.length > 0;
}

// Outside any callback (between macrotasks, in promise reactions Boa gives no id to) the
// current id is 0, as in Node once the main script has returned.
function clearAsyncIdStack() {
  stack.length = 0;
  execId = 0;
  execTriggerId = 0;
  execResource = topLevelResource;
}

// Once an uncaught exception was handled: the callbacks it ran out of get their after
// events, innermost first, and the stack is emptied.
function afterUncaughtException() {
  if (fields.after > 0) {
    while (stack.length > 0) {
      if (execId === 0) popAsyncContext(0);
      else emitAfter(execId);
    }
  }
  clearAsyncIdStack();
}

// An error thrown by a hook callback ends the process, as in Node: the stack is printed
// and the process exits with code 1 ('exit' listeners still run).
function fatalError(e) {
  if (typeof e?.stack === 'string') {
    process._rawDebug(e.stack);
  } else {
    process._rawDebug(`Error: ${require('internal/util/inspect').inspect(e)}`);
  }
  process.exit(1);
}

function endEmit() {
  if (--callDepth === 0 && pendingList !== null) {
    hookList = pendingList;
    Object.assign(fields, pendingFields);
    pendingList = null;
    pendingFields = null;
    hooksChanged();
  }
}

// The fs native entries call back without JS: while any hook is enabled, `fs` gives the
// JS versions, whose requests emit events (internal/fs/requests).
let fsRouted = false;
function hooksChanged() {
  const on = fields.total > 0;
  if (on !== fsRouted) {
    fsRouted = on;
    require('internal/fs/requests').routeEntries(on);
  }
}

function emitHook(symbol, asyncId) {
  callDepth++;
  const list = hookList;
  try {
    for (let i = 0; i < list.length; i++) {
      const fn = list[i][symbol];
      if (typeof fn === 'function') Reflect.apply(fn, list[i], [asyncId]);
    }
  } catch (e) {
    fatalError(e);
  } finally {
    endEmit();
  }
}

function emitInit(asyncId, type, triggerAsyncId, resource) {
  if (fields.init === 0) return;
  if (triggerAsyncId === null || triggerAsyncId === undefined) {
    triggerAsyncId = getDefaultTriggerAsyncId();
  }
  callDepth++;
  const list = hookList;
  try {
    for (let i = 0; i < list.length; i++) {
      const fn = list[i][init_symbol];
      if (typeof fn === 'function') {
        Reflect.apply(fn, list[i], [asyncId, type, triggerAsyncId, resource]);
      }
    }
  } catch (e) {
    fatalError(e);
  } finally {
    endEmit();
  }
}

function emitBefore(asyncId, triggerId, resource) {
  pushAsyncContext(asyncId, triggerId, resource);
  if (fields.before > 0) emitHook(before_symbol, asyncId);
}

function emitAfter(asyncId) {
  if (fields.after > 0) emitHook(after_symbol, asyncId);
  popAsyncContext(asyncId);
}

function emitPromiseResolve(asyncId) {
  if (fields.promiseResolve > 0) emitHook(promise_resolve_symbol, asyncId);
}

// Destroys wait in a list emitted at the next check phase, before that phase's immediates.
let destroyList = [];
let immediateLib;

// Destroys queued by destroy hooks themselves are emitted in the same pass, as in Node.
function emitDestroyList() {
  while (destroyList.length > 0) {
    const list = destroyList;
    destroyList = [];
    for (let i = 0; i < list.length; i++) emitHook(destroy_symbol, list[i]);
  }
}

function emitPendingDestroys() {
  if (destroyList.length > 0) emitDestroyList();
}

function emitDestroy(asyncId) {
  if (fields.destroy === 0 || !(asyncId > 0)) return;
  destroyList.push(asyncId);
  if (destroyList.length === 1) {
    // Through internal/timers, so that the loop's check phase reaches internal/immediate.
    if (immediateLib === undefined) {
      void require('internal/timers').Immediate;
      immediateLib = require('internal/immediate');
    }
    immediateLib.setCheckTask(emitDestroyList);
  }
}

// A handle's callback (a child's exit) run as the handle's async id.
function runInResource(resource, fn, thisArg, args) {
  const asyncId = resource[async_id_symbol];
  emitBefore(asyncId, resource[trigger_async_id_symbol], resource);
  const result = Reflect.apply(fn, thisArg, args);
  // After a throw the uncaught-exception path unwinds the stack.
  emitAfter(asyncId);
  return result;
}

// A handle's native callback (a read, an accepted connection) that, while a hook is enabled,
// calls itself again through this to run as the handle's async id; during that call
// `inHandleCallback(handle)` tells it not to do so once more.
let handleInCallback = null;
function rerunInResource(handle, fn, a, b) {
  const outer = handleInCallback;
  handleInCallback = handle;
  try {
    runInResource(handle, fn, handle, [a, b]);
  } finally {
    handleInCallback = outer;
  }
}

function inHandleCallback(handle) {
  return handleInCallback === handle;
}

// A one-shot request (Node's ReqWrap: a connect, a shutdown, a lookup) whose callback a
// binding calls once: `callback` is returned wrapped so that it runs as the request's id,
// after which the request is destroyed. Made only while a hook is enabled: with none,
// `callback` itself is returned.
const kRequest = Symbol('kRequest');
function requestCallback(type, triggerAsyncId, callback, resource = {}) {
  if (fields.total === 0) return callback;
  const asyncId = newAsyncId();
  resource[async_id_symbol] = asyncId;
  resource[trigger_async_id_symbol] = triggerAsyncId ?? getDefaultTriggerAsyncId();
  if (fields.init > 0) emitInit(asyncId, type, resource[trigger_async_id_symbol], resource);
  const wrapped = function(...args) {
    emitBefore(asyncId, resource[trigger_async_id_symbol], resource);
    let result;
    try {
      result = Reflect.apply(callback, this, args);
    } finally {
      if (fields.destroy > 0) emitDestroy(asyncId);
    }
    // After a throw the uncaught-exception path unwinds the stack.
    emitAfter(asyncId);
    return result;
  };
  wrapped[kRequest] = resource;
  return wrapped;
}

// For a request the binding refused at once: its callback will never run.
function cancelRequest(wrapped) {
  const resource = wrapped[kRequest];
  if (resource !== undefined && fields.destroy > 0) emitDestroy(resource[async_id_symbol]);
}

// The arrays enable() and disable() change: the live ones, or copies while an emit runs.
function getHookArrays() {
  if (callDepth === 0) return [hookList, fields];
  if (pendingList === null) {
    pendingList = hookList.slice();
    pendingFields = { ...fields };
  }
  return [pendingList, pendingFields];
}

function enabledHooksExist() {
  return fields.total > 0;
}

function initHooksExist() {
  return fields.init > 0;
}

function afterHooksExist() {
  return fields.after > 0;
}

function destroyHooksExist() {
  return fields.destroy > 0;
}

function promiseResolveHooksExist() {
  return fields.promiseResolve > 0;
}

// An AsyncResource without requireManualDestroy emits destroy when it is collected.
let destroyRegistry;
function registerDestroyHook(resource, asyncId, destroyed) {
  if (typeof FinalizationRegistry !== 'function') return;
  destroyRegistry ??= new FinalizationRegistry((held) => {
    if (!held.destroyed.destroyed) emitDestroy(held.asyncId);
  });
  destroyRegistry.register(resource, { asyncId, destroyed });
}

module.exports = {
  symbols: {
    async_id_symbol,
    trigger_async_id_symbol,
    init_symbol,
    before_symbol,
    after_symbol,
    destroy_symbol,
    promise_resolve_symbol,
    owner_symbol,
    resource_symbol,
  },
  fields,
  newAsyncId,
  getDefaultTriggerAsyncId,
  clearDefaultTriggerAsyncId,
  defaultTriggerAsyncIdScope,
  executionAsyncId,
  triggerAsyncId,
  executionAsyncResource,
  pushAsyncContext,
  popAsyncContext,
  hasAsyncIdStack,
  clearAsyncIdStack,
  afterUncaughtException,
  getHookArrays,
  hooksChanged,
  enabledHooksExist,
  initHooksExist,
  afterHooksExist,
  destroyHooksExist,
  promiseResolveHooksExist,
  registerDestroyHook,
  emitInit,
  emitBefore,
  emitAfter,
  emitDestroy,
  emitPendingDestroys,
  requestCallback,
  cancelRequest,
  runInResource,
  rerunInResource,
  inHandleCallback,
  emitPromiseResolve,
  topLevelResource,
};
