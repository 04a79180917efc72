// `diagnostics_channel`: named pub/sub channels (channel, subscribe, publish, bound
// AsyncLocalStorage-like stores, runStores), bounded start/end channel pairs and tracing
// channels (traceSync, tracePromise, traceCallback) with Node 26.10's semantics: a throwing
// subscriber or store transform is reported as an uncaught exception on the next tick and
// the other subscribers still run; validation errors use Node's codes and messages.
//
// A channel without subscribers or stores has Channel.prototype, whose publish is a no-op;
// its first subscriber switches it to ActiveChannel.prototype and the last one back, so an
// idle channel costs one property lookup per publish. As in Node, a channel is held
// strongly only while it has subscribers or bound stores; an idle one can be collected, so
// making channels for ever new names (subscribe, then unsubscribe) does not pile them up.
'use strict';

const { codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');
const { validateFunction } = require('internal/validators');

const kDispose = typeof Symbol.dispose === 'symbol' ? Symbol.dispose : Symbol('Symbol.dispose');
const kEmptyObject = Object.freeze({ __proto__: null });

function reportLater(err) {
  process.nextTick(() => {
    require('internal/process/execution').triggerUncaughtException(err, false);
  });
}

// The value a bound store gets for `data`, or `undefined` plus a deferred report when the
// transform throws (that store is then skipped).
const kSkip = Symbol('skip');
function storeValue(transform, data) {
  if (transform === undefined) return data;
  try {
    return transform(data);
  } catch (err) {
    reportLater(err);
    return kSkip;
  }
}

// Enters `store` with `value` until the returned disposer runs. Stores with withScope()
// (Node 26's AsyncLocalStorage) use it; older ones fall back to enterWith/getStore.
function enterStore(store, value) {
  if (typeof store.withScope === 'function') return store.withScope(value);
  const previous = store.getStore();
  store.enterWith(value);
  return { [kDispose]() { store.enterWith(previous); } };
}

// Disposable form of runStores: stores entered, data published; dispose restores stores.
function storeScope(channel, data) {
  const scopes = [];
  const stores = channel._stores;
  if (stores !== undefined) {
    for (const [store, transform] of stores) {
      const value = storeValue(transform, data);
      if (value !== kSkip) scopes.push(enterStore(store, value));
    }
  }
  channel.publish(data);
  return {
    [kDispose]() {
      for (let i = scopes.length - 1; i >= 0; i--) scopes[i][kDispose]();
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      scopes['length'] = 0;
    },
  };
}

// runStores for an active channel: each bound store is entered with `store.run(value, ...)`
// (nested, in binding order), then the data is published and `fn` runs innermost.
function runInStores(channel, entries, index, data, fn, thisArg, args) {
  while (index < entries.length) {
    const store = entries[index][0];
    const value = storeValue(entries[index][1], data);
    index++;
    if (value === kSkip) continue;
    const next = index;
    return store.run(value, () => runInStores(channel, entries, next, data, fn, thisArg, args));
  }
  channel.publish(data);
  return Reflect.apply(fn, thisArg, args);
}

// name -> WeakRef of its channel; `held` keeps the active ones alive. Entries whose channel
// was collected are swept whenever the map has doubled since the last sweep (the engine
// runs no FinalizationRegistry callbacks to tell us sooner).
const channels = new Map();
const held = new Set();
let sweepAt = 64;

function lookup(name) {
  const ref = channels.get(name);
  return ref === undefined ? undefined : ref.deref();
}

function remember(name, channel) {
  channels.set(name, new WeakRef(channel));
  if (channels.size < sweepAt) return;
  for (const [key, ref] of channels) {
    if (ref.deref() === undefined) channels.delete(key);
  }
  sweepAt = Math.max(64, channels.size * 2);
}

class Channel {
  constructor(name) {
    this._subscribers = undefined;
    this._stores = undefined;
    this.name = name;
    this._index = undefined;
    remember(name, this);
  }

  static [Symbol.hasInstance](instance) {
    const proto = Object.getPrototypeOf(instance);
    return proto === Channel.prototype || proto === ActiveChannel.prototype;
  }

  subscribe(subscription) {
    validateFunction(subscription, 'subscription');
    activate(this);
    this.subscribe(subscription);
  }

  unsubscribe() {
    return false;
  }

  bindStore(store, transform) {
    activate(this);
    this.bindStore(store, transform);
  }

  unbindStore() {
    return false;
  }

  get hasSubscribers() {
    return false;
  }

  publish() {}

  runStores(data, fn, thisArg, ...args) {
    return Reflect.apply(fn, thisArg, args);
  }

  withStoreScope() {
    return { [kDispose]() {} };
  }
}

class ActiveChannel {
  subscribe(subscription) {
    validateFunction(subscription, 'subscription');
    // Copy on write: a publish in progress keeps iterating the list it started with.
    this._subscribers = [...this._subscribers, subscription];
  }

  unsubscribe(subscription) {
    const list = this._subscribers;
    const index = list.indexOf(subscription);
    if (index === -1) return false;
    this._subscribers = list.slice(0, index).concat(list.slice(index + 1));
    deactivateIfIdle(this);
    return true;
  }

  bindStore(store, transform) {
    this._stores.set(store, transform);
  }

  unbindStore(store) {
    if (!this._stores.delete(store)) return false;
    deactivateIfIdle(this);
    return true;
  }

  get hasSubscribers() {
    return true;
  }

  publish(data) {
    const subscribers = this._subscribers;
    if (subscribers === undefined) return;
    for (let i = 0; i < subscribers.length; i++) {
      try {
        const onMessage = subscribers[i];
        onMessage(data, this.name);
      } catch (err) {
        reportLater(err);
      }
    }
  }

  withStoreScope(data) {
    return storeScope(this, data);
  }

  runStores(data, fn, thisArg, ...args) {
    const stores = this._stores;
    if (stores === undefined || stores.size === 0) {
      this.publish(data);
      return Reflect.apply(fn, thisArg, args);
    }
    return runInStores(this, [...stores], 0, data, fn, thisArg, args);
  }
}

function activate(channel) {
  held.add(channel);
  Object.setPrototypeOf(channel, ActiveChannel.prototype);
  channel._subscribers = [];
  channel._stores = new Map();
}

function deactivateIfIdle(channel) {
  if (channel._subscribers.length === 0 && channel._stores.size === 0) {
    held.delete(channel);
    Object.setPrototypeOf(channel, Channel.prototype);
    channel._subscribers = undefined;
    channel._stores = undefined;
  }
}

function channel(name) {
  const existing = lookup(name);
  if (existing !== undefined) return existing;
  if (typeof name !== 'string' && typeof name !== 'symbol') {
    throw new ERR_INVALID_ARG_TYPE('channel', ['string', 'symbol'], name);
  }
  return new Channel(name);
}

function subscribe(name, subscription) {
  return channel(name).subscribe(subscription);
}

function unsubscribe(name, subscription) {
  return channel(name).unsubscribe(subscription);
}

function hasSubscribers(name) {
  const existing = lookup(name);
  return existing !== undefined && existing.hasSubscribers;
}

// Node checks with `instanceof Channel`, whose hasInstance reads the prototype: a missing
// entry therefore fails with the TypeError of Object.getPrototypeOf(undefined).
function assertChannel(value, name) {
  if (value === undefined || value === null) {
    throw new TypeError('Cannot convert undefined or null to object');
  }
  if (!(value instanceof Channel)) throw new ERR_INVALID_ARG_TYPE(name, ['Channel'], value);
}

function channelFromMap(nameOrChannels, name, className) {
  if (typeof nameOrChannels === 'string') return channel(`tracing:${nameOrChannels}:${name}`);
  if (typeof nameOrChannels === 'object' && nameOrChannels !== null) {
    const found = nameOrChannels[name];
    assertChannel(found, `nameOrChannels.${name}`);
    return found;
  }
  throw new ERR_INVALID_ARG_TYPE('nameOrChannels', ['string', 'object', className],
    nameOrChannels);
}

function readOwn(nameOrChannels, key) {
  if (nameOrChannels === null) {
    throw new TypeError(`Cannot read properties of null (reading '${key}')`);
  }
  return nameOrChannels[key];
}

// A start/end pair: `run` publishes start (with start's stores entered) before the call
// and end after it, whether it returns or throws.
class BoundedChannel {
  constructor(nameOrChannels) {
    Object.defineProperty(this, 'start', {
      __proto__: null, value: channelFromMap(nameOrChannels, 'start', 'BoundedChannel'),
    });
    Object.defineProperty(this, 'end', {
      __proto__: null, value: channelFromMap(nameOrChannels, 'end', 'BoundedChannel'),
    });
  }

  get hasSubscribers() {
    return this.start.hasSubscribers || this.end.hasSubscribers;
  }

  subscribe(handlers) {
    if (handlers.start) this.start.subscribe(handlers.start);
    if (handlers.end) this.end.subscribe(handlers.end);
  }

  unsubscribe(handlers) {
    let done = true;
    if (handlers.start && !this.start.unsubscribe(handlers.start)) done = false;
    if (handlers.end && !this.end.unsubscribe(handlers.end)) done = false;
    return done;
  }

  withScope(context = kEmptyObject) {
    if (!this.hasSubscribers) return { [kDispose]() {} };
    const { end } = this;
    let scope = storeScope(this.start, context);
    return {
      [kDispose]() {
        if (scope === undefined) return;
        end.publish(context);
        scope[kDispose]();
        scope = undefined;
      },
    };
  }

  run(context, fn, thisArg, ...args) {
    if (context === undefined || context === null) context = {};
    return runBounded(this.start, this.end, context, fn, thisArg, args);
  }
}

// The callback-shaped BoundedChannel window: start's stores entered around fn, start
// published before it and end after it (end still inside the stores).
function runBounded(start, end, context, fn, thisArg, args) {
  if (!start.hasSubscribers && !end.hasSubscribers) return Reflect.apply(fn, thisArg, args);
  return start.runStores(context, () => {
    try {
      return Reflect.apply(fn, thisArg, args);
    } finally {
      end.publish(context);
    }
  });
}

function boundedChannel(nameOrChannels) {
  return new BoundedChannel(nameOrChannels);
}

function emitNonThenableWarning(fn) {
  process.emitWarning(`tracePromise was called with the function '${fn.name || '<anonymous>'}', ` +
    'which returned a non-thenable.');
}

class TracingChannel {
  #call;
  #continuation;

  constructor(nameOrChannels) {
    if (typeof nameOrChannels === 'string') {
      this.#call = new BoundedChannel(nameOrChannels);
      this.#continuation = new BoundedChannel({
        start: channel(`tracing:${nameOrChannels}:asyncStart`),
        end: channel(`tracing:${nameOrChannels}:asyncEnd`),
      });
    } else if (typeof nameOrChannels === 'object') {
      this.#call = new BoundedChannel({
        start: readOwn(nameOrChannels, 'start'),
        end: nameOrChannels.end,
      });
      this.#continuation = new BoundedChannel({
        start: nameOrChannels.asyncStart,
        end: nameOrChannels.asyncEnd,
      });
    }
    Object.defineProperty(this, 'error', {
      __proto__: null, value: channelFromMap(nameOrChannels, 'error', 'TracingChannel'),
    });
  }

  get start() {
    return this.#call.start;
  }

  get end() {
    return this.#call.end;
  }

  get asyncStart() {
    return this.#continuation.start;
  }

  get asyncEnd() {
    return this.#continuation.end;
  }

  get hasSubscribers() {
    return this.#call.hasSubscribers || this.#continuation.hasSubscribers ||
      this.error.hasSubscribers;
  }

  subscribe(handlers) {
    if (handlers.start || handlers.end) {
      this.#call.subscribe({ start: handlers.start, end: handlers.end });
    }
    if (handlers.asyncStart || handlers.asyncEnd) {
      this.#continuation.subscribe({ start: handlers.asyncStart, end: handlers.asyncEnd });
    }
    if (handlers.error) this.error.subscribe(handlers.error);
  }

  unsubscribe(handlers) {
    let done = true;
    if ((handlers.start || handlers.end) &&
        !this.#call.unsubscribe({ start: handlers.start, end: handlers.end })) {
      done = false;
    }
    if ((handlers.asyncStart || handlers.asyncEnd) &&
        !this.#continuation.unsubscribe({ start: handlers.asyncStart, end: handlers.asyncEnd })) {
      done = false;
    }
    if (handlers.error && !this.error.unsubscribe(handlers.error)) done = false;
    return done;
  }

  traceSync(fn, context = undefined, thisArg, ...args) {
    if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
    if (context === undefined) context = { __proto__: null };
    const { start, end, error } = this;
    return runBounded(start, end, context, () => {
      try {
        const result = Reflect.apply(fn, thisArg, args);
        context.result = result;
        return result;
      } catch (err) {
        context.error = err;
        error.publish(context);
        throw err;
      }
    }, undefined, []);
  }

  tracePromise(fn, context = undefined, thisArg, ...args) {
    if (!this.hasSubscribers) {
      const result = Reflect.apply(fn, thisArg, args);
      if (result === undefined || result === null || typeof result.then !== 'function') {
        emitNonThenableWarning(fn);
      }
      return result;
    }
    if (context === undefined) context = { __proto__: null };
    const { start, end, error, asyncStart, asyncEnd } = this;

    // asyncStart and asyncEnd are both published when the promise settles.
    const settled = () => runBounded(asyncStart, asyncEnd, context, () => {}, undefined, []);
    function onResolve(result) {
      context.result = result;
      settled();
      return result;
    }
    function onReject(err) {
      context.error = err;
      error.publish(context);
      settled();
    }
    function onRejectAndRethrow(err) {
      onReject(err);
      throw err;
    }

    return runBounded(start, end, context, () => {
      try {
        const result = Reflect.apply(fn, thisArg, args);
        if (result === undefined || result === null || typeof result.then !== 'function') {
          emitNonThenableWarning(fn);
          context.result = result;
          return result;
        }
        // A native promise is chained with the real then (subclasses and other thenables
        // are observed, and the caller keeps the original object).
        if (result instanceof Promise && Object.getPrototypeOf(result) === Promise.prototype) {
          return Promise.prototype.then.call(result, onResolve, onRejectAndRethrow);
        }
        result.then(onResolve, onReject);
        return result;
      } catch (err) {
        context.error = err;
        error.publish(context);
        throw err;
      }
    }, undefined, []);
  }

  traceCallback(fn, position = -1, context = kEmptyObject, thisArg, ...args) {
    if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
    const { start, end, error, asyncStart, asyncEnd } = this;

    const callback = args.at(position);
    validateFunction(callback, 'callback');
    function wrappedCallback(err, res) {
      if (err) {
        context.error = err;
        error.publish(context);
      } else {
        context.result = res;
      }
      return runBounded(asyncStart, asyncEnd, context, callback, this, [...arguments]);
    }
    args.splice(position, 1, wrappedCallback);

    return runBounded(start, end, context, () => {
      try {
        return Reflect.apply(fn, thisArg, args);
      } catch (err) {
        context.error = err;
        error.publish(context);
        throw err;
      }
    }, undefined, []);
  }
}

function tracingChannel(nameOrChannels) {
  return new TracingChannel(nameOrChannels);
}

module.exports = {
  channel,
  hasSubscribers,
  subscribe,
  tracingChannel,
  unsubscribe,
  boundedChannel,
  Channel,
  BoundedChannel,
};

// Built-in modules publish their channels through internal/diagnostics_channel/builtin.
require('internal/diagnostics_channel/builtin').attach(module.exports);
