// MessageChannel, MessagePort and BroadcastChannel within the one JS thread minirt has:
// messages are structured-cloned when posted (ArrayBuffers in the transfer list are
// moved; MessagePorts in it are handed over, the old object detached; SocketAddress and
// BlockList values arrive as instances, histograms as objects over the same data) and delivered later on the event loop, port by
// port, with nextTicks and microtasks run between messages. A port starts when it gets a
// 'message' listener or start() is called, and keeps the process alive while it has one
// (ref/unref); an unref'd port's waiting messages do not. close() gives both ends a 'close'
// event (the other end only if something else keeps the loop going), and so does moving a
// port away, to its old object.
// Node delivers messages in the poll phase, before that turn's immediates; here they come
// in the check phase, in order with immediates queued before them.
'use strict';

const {
  NodeEventTarget,
  EventTarget,
  Event,
  kNewListener,
  kRemoveListener,
  kCreateEvent,
  kHybridDispatch,
  defineEventHandler,
} = require('internal/event_target');
const {
  structuredClone,
  markUncloneable,
  markUntransferable,
  isUntransferable,
  isMarkedTransferable,
  registerTransferablePrototype,
} = require('internal/structured_clone');
const { DOMException } = require('internal/dom_exception');

const kState = Symbol('kState');
const kIncrementsPortRef = Symbol('kIncrementsPortRef');
const kBroadcast = Symbol('kBroadcast');

function lazyCodes() {
  return require('internal/errors').codes;
}

// Node's C++ bindings throw plain errors with an own `code`.
function nativeTypeError(code, message) {
  const err = new TypeError(message);
  err.code = code;
  return err;
}

function dataCloneError(message) {
  return new DOMException(message, 'DataCloneError');
}

let timers;
function lazyTimers() {
  timers ??= require('internal/timers');
  return timers;
}

// ---------------------------------------------------------------------------------------
// Keeping the loop alive: one long interval, ref'd while any port or channel wants it.

let refs = 0;
let keepAlive = null;
function noop() {}
function addRef() {
  if (refs++ === 0) keepAlive = lazyTimers().setInterval(noop, lazyTimers().TIMEOUT_MAX);
}
function removeRef() {
  if (--refs === 0) {
    lazyTimers().clearInterval(keepAlive);
    keepAlive = null;
  }
}
function setRefed(state, refed) {
  if (state.refed === refed) return;
  state.refed = refed;
  if (refed) addRef();
  else removeRef();
  if (refed && deliveryScheduled && !deliveryRefed && pending.has(state)) {
    deliveryRefed = true;
    delivery.ref();
  }
}

// ---------------------------------------------------------------------------------------
// Delivery: ports (and broadcast channels) with queued messages, served in the order they
// first had something pending, each up to the messages it had when its turn came.

const pending = new Set();
let deliveryScheduled = false;
// Waiting messages keep the loop going only for a port that is ref'd, as in Node, where an
// unref'd port's messages are dropped when nothing else is left to do.
let delivery = null;
let deliveryRefed = false;

function schedule(state) {
  pending.add(state);
  if (!deliveryScheduled) {
    deliveryScheduled = true;
    delivery = lazyTimers().setImmediate(deliver);
    delivery.unref();
    deliveryRefed = false;
  }
  if (state.refed && !deliveryRefed) {
    deliveryRefed = true;
    delivery.ref();
  }
}

// Each of Node's ports and channels is a libuv async handle, and libuv serves the handles
// that were signalled in the order they were made: so are they here.
let nextSeq = 0;
const bySeq = (a, b) => a.seq - b.seq;

function deliver() {
  deliveryScheduled = false;
  delivery = null;
  const { drain } = internalBinding('timers');
  const states = [...pending].sort(bySeq);
  pending.clear();
  for (const state of states) {
    let n = state.queue.length;
    while (n-- > 0 && state.started && !state.closed && state.queue.length > 0) {
      const message = state.queue.shift();
      state.deliverOne(message);
      drain();
    }
    if (state.closed || state.finishing) continue;
    if (state.started && state.queue.length > 0) schedule(state);
    else if (state.closing) finishClose(state);
  }
}

// ---------------------------------------------------------------------------------------
// Cloning. structuredClone does the work; transferred ports and the net address classes
// come out of it as plain objects, which are then swapped for the real thing.

const cloneables = [];
function registerCloneable(test, copy) {
  cloneables.push([test, copy]);
}
registerCloneable(
  (v) => require('internal/socketaddress').SocketAddress.isSocketAddress(v),
  (v) => new (require('internal/socketaddress').SocketAddress)(v.toJSON()));
registerCloneable(
  (v) => require('internal/histogram').isHistogram(v),
  (v) => require('internal/histogram').cloneHistogram(v));
registerCloneable(
  (v) => require('internal/blocklist').BlockList.isBlockList(v),
  (v) => {
    const copy = new (require('internal/blocklist').BlockList)();
    copy.fromJSON(v.rules);
    return copy;
  });

function isPlainWalkable(v) {
  return v !== null && typeof v === 'object' && !ArrayBuffer.isView(v) &&
    !(v instanceof ArrayBuffer) && !(v instanceof Date) && !(v instanceof RegExp);
}

// Finds ports and special instances reachable through objects, arrays, maps and sets.
function findSpecial(value, found) {
  const seen = new Set();
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (!isPlainWalkable(v) || seen.has(v)) continue;
    seen.add(v);
    if (v instanceof MessagePort) {
      found.ports.add(v);
      continue;
    }
    // structuredClone swaps these for their stand-ins (or refuses them when not listed).
    if (isMarkedTransferable(v)) continue;
    if (uncloneable !== undefined && uncloneable.has(v)) {
      throw dataCloneError('Cannot clone object of unsupported type.');
    }
    let special = false;
    for (let i = 0; i < cloneables.length; i++) {
      if (cloneables[i][0](v)) {
        found.objects.set(v, cloneables[i][1]);
        special = true;
        break;
      }
    }
    if (special) continue;
    if (v instanceof Map) {
      for (const [k, x] of v) stack.push(k, x);
    } else if (v instanceof Set) {
      for (const x of v) stack.push(x);
    } else {
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) stack.push(v[keys[i]]);
    }
  }
}

// Replaces every reference to a key of `swap` inside `root` by its value.
function swapIn(root, swap) {
  if (swap.has(root)) return swap.get(root);
  const seen = new Set();
  const stack = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (!isPlainWalkable(v) || seen.has(v) || swap.has(v)) continue;
    seen.add(v);
    if (v instanceof Map) {
      const entries = [...v];
      v.clear();
      for (const [k, x] of entries) {
        v.set(swap.has(k) ? swap.get(k) : k, swap.has(x) ? swap.get(x) : x);
        stack.push(k, x);
      }
    } else if (v instanceof Set) {
      const items = [...v];
      v.clear();
      for (const x of items) {
        v.add(swap.has(x) ? swap.get(x) : x);
        stack.push(x);
      }
    } else {
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) {
        const x = v[keys[i]];
        if (swap.has(x)) v[keys[i]] = swap.get(x);
        else stack.push(x);
      }
    }
  }
  return root;
}

// Reads a transfer list (an iterable, or { transfer } options) into ports and the items
// structuredClone takes over (ArrayBuffers, objects marked transferable).
function readTransferList(transferList, source) {
  if (transferList === undefined || transferList === null) return { ports: [], buffers: [], handles: [] };
  let list = transferList;
  let what = 'transferList';
  if (typeof list === 'object' && typeof list[Symbol.iterator] !== 'function') {
    list = list.transfer;
    what = 'options.transfer';
    if (list === undefined) return { ports: [], buffers: [], handles: [] };
  }
  const ports = [];
  const buffers = [];
  const handles = [];
  for (const item of iterableItems(list, what)) {
    if (item instanceof MessagePort) {
      if (item === source) throw dataCloneError('Transfer list contains source port');
      if (isUntransferable(item)) throw dataCloneError('Cannot transfer object of unsupported type.');
      if (ports.includes(item)) throw dataCloneError('Transfer list contains duplicate MessagePort');
      ports.push(item);
    } else if (item instanceof ArrayBuffer) {
      if (buffers.includes(item)) throw dataCloneError('Transfer list contains duplicate ArrayBuffer');
      if (isUntransferable(item)) throw dataCloneError('Cannot transfer object of unsupported type.');
      buffers.push(item);
    } else if (item !== null && typeof item === 'object' && isMarkedTransferable(item)) {
      // Handed to structuredClone with the buffers; it makes the stand-in.
      buffers.push(item);
    } else if (isFileHandle(item)) {
      if (handles.includes(item)) throw dataCloneError('Transfer list contains duplicate FileHandle');
      handles.push(item);
    } else {
      throw dataCloneError('Found invalid value in transferList.');
    }
  }
  return { ports, buffers, handles };
}

// The items of a WebIDL sequence argument; anything that does not iterate properly is the
// one TypeError Node's binding gives.
function iterableItems(list, what) {
  const notIterable = () =>
    nativeTypeError('ERR_INVALID_ARG_TYPE', `Optional ${what} argument must be an iterable`);
  if ((typeof list !== 'object' && typeof list !== 'function') || list === null) {
    throw notIterable();
  }
  const method = list[Symbol.iterator];
  if (typeof method !== 'function') throw notIterable();
  const iterator = method.call(list);
  if ((typeof iterator !== 'object' && typeof iterator !== 'function') || iterator === null) {
    throw notIterable();
  }
  const next = iterator.next;
  if (typeof next !== 'function') throw notIterable();
  const items = [];
  for (;;) {
    const step = next.call(iterator);
    if ((typeof step !== 'object' && typeof step !== 'function') || step === null) {
      throw notIterable();
    }
    if (step.done) return items;
    items.push(step.value);
  }
}

function isFileHandle(v) {
  return v !== null && typeof v === 'object' &&
    require('internal/fs/filehandle').FileHandle.isFileHandle(v);
}

// While cloneMessage clones ports as placeholders (the global structuredClone would move them).
let placeholderPorts = false;

// The clone of `value` as the receiving side gets it, plus the ports it carries.
function cloneMessage(value, transferList, source) {
  const { ports, buffers, handles } = readTransferList(transferList, source);
  // A FileHandle moves only to another thread (its fd then belongs to that thread's handle).
  if (handles.length > 0) throw dataCloneError('Found invalid value in transferList.');
  const found = { ports: new Set(), objects: new Map() };
  findSpecial(value, found);
  for (const port of found.ports) {
    if (!ports.includes(port)) {
      throw dataCloneError('Object that needs transfer was found in message but not listed in ' +
        'transferList');
    }
  }
  for (const port of ports) {
    if (portGone(port)) throw dataCloneError('MessagePort in transfer list is already detached');
  }
  if (found.ports.size === 0 && found.objects.size === 0 && ports.length === 0) {
    return { data: structuredClone(value, { transfer: buffers }), ports: [], transferred: ports };
  }
  // Clone the special objects alongside the value: their clones are then the placeholders
  // to swap out wherever they ended up.
  const specials = [...found.ports, ...found.objects.keys()];
  let cloned;
  // The ports are cloned as placeholders here and moved below, not by the clone.
  placeholderPorts = true;
  try {
    cloned = structuredClone([value, ...specials], { transfer: buffers });
  } finally {
    placeholderPorts = false;
  }
  const swap = new Map();
  const movedPorts = [];
  for (let i = 0; i < specials.length; i++) {
    const original = specials[i];
    let replacement;
    if (original instanceof MessagePort) {
      replacement = transferPort(original);
      movedPorts.push(replacement);
    } else {
      replacement = found.objects.get(original)(original);
    }
    swap.set(cloned[i + 1], replacement);
  }
  // Ports only listed in the transfer list move too, even when the value does not hold them.
  for (const port of ports) {
    if (!found.ports.has(port)) movedPorts.push(transferPort(port));
  }
  return { data: swapIn(cloned[0], swap), ports: movedPorts, transferred: ports };
}

// ---------------------------------------------------------------------------------------
// Ports whose other end is on another thread: messages go through internal/worker/wire.

let remoteModule;
function remote() {
  remoteModule ??= require('internal/worker/remote');
  return remoteModule;
}

const portHooks = {
  isPort(v) {
    return v instanceof MessagePort || isFileHandle(v);
  },
};

// Checks and serializes a message for another thread, then moves the ports and file
// handles it carries.
function serializeForThread(message, transferList, source) {
  const { ports, buffers, handles } = readTransferList(transferList, source);
  for (let i = 0; i < buffers.length; i++) {
    if (!(buffers[i] instanceof ArrayBuffer)) {
      throw dataCloneError('Cannot transfer object of unsupported type.');
    }
  }
  for (const port of ports) {
    if (portGone(port)) throw dataCloneError('MessagePort in transfer list is already detached');
  }
  const { kTransferOut } = require('internal/fs/filehandle');
  for (const handle of handles) handle[kTransferOut](true);
  const wire = require('internal/worker/wire');
  const out = wire.serialize(message, buffers, { ports, handles }, portHooks);
  out.tokens = ports.map((port) => exportPort(port));
  out.fds = handles.map((handle) => handle[kTransferOut](false));
  return out;
}

function postRemote(state, message, transferList, source) {
  const out = serializeForThread(message, transferList, source);
  return remote().send(state.remote, out);
}

// Hands `port`'s end of its channel to another thread: returns the token it is adopted by.
// A port whose peer is in this thread first becomes one end of a link between threads;
// messages queued on it travel ahead.
function exportPort(port) {
  const state = port[kState];
  let token;
  if (state.remote !== undefined) {
    token = remote().park(state);
  } else {
    const [here, there] = remote().newLink();
    const peer = state.peer;
    if (peer !== null && !peer.closed) {
      peer.peer = null;
      remote().attach(peer, here);
    } else {
      remote().closeId(here);
    }
    for (const queued of state.queue) {
      const out = serializeForThread(queued.data, queued.ports, undefined);
      remote().send(here, out);
    }
    token = remote().parkId(there);
  }
  state.queue = [];
  state.peer = null;
  state.detached = true;
  state.closed = true;
  pending.delete(state);
  setRefed(state, false);
  queueClose(() => port[kHybridDispatch](undefined, 'close', undefined));
  return token;
}

// A port for a link end adopted from another thread.
function adoptPort(token) {
  const port = createPort();
  remote().adopt(port[kState], token);
  return port;
}

// A port over an endpoint this thread already owns (a worker's parentPort, a Worker's
// own channel).
function portForEndpoint(id) {
  const port = createPort();
  remote().attach(port[kState], id);
  return port;
}

// Called by internal/worker/remote with what came in for a port.
// A started port with nothing waiting gets the message at once (in the poll phase, as Node
// delivers); otherwise it queues behind the others. receiveMessageOnPort pulls into the
// queue.
function queueRemote(state, message) {
  if (state.started && !state.pulling && !state.closed && !state.closing &&
      state.queue.length === 0 && !pending.has(state)) {
    state.deliverOne(message);
    return;
  }
  state.queue.push(message);
  if (state.started) schedule(state);
}

function remoteClosed(state) {
  if (state.closed || state.closing) return;
  peerClosed(state);
}

// ---------------------------------------------------------------------------------------
// MessagePort

let constructing = false;

// A port that can no longer be transferred: moved away, closed or closing.
function portGone(port) {
  const state = port[kState];
  return state.detached || state.closed || state.closing;
}

function newPortState(port) {
  return {
    port,
    seq: nextSeq++,
    peer: null,
    queue: [],
    started: false,
    closing: false,
    closed: false,
    finishing: false,
    peerGone: false,
    detached: false,
    refed: false,
    // The endpoint id when the other end lives on another thread (internal/worker/remote).
    remote: undefined,
    // receiveMessageOnPort is taking messages from the other thread into the queue.
    pulling: false,
    deliverOne(message) {
      dispatchMessage(port, message);
    },
  };
}

function createPort() {
  constructing = true;
  try {
    return new MessagePort();
  } finally {
    constructing = false;
  }
}

function entangle(a, b) {
  a[kState].peer = b[kState];
  b[kState].peer = a[kState];
}

// A new port object taking over `port`'s end of its channel (and its queued messages);
// `port` is left detached, as a transferred port is.
function transferPort(port) {
  const from = port[kState];
  const moved = createPort();
  const to = moved[kState];
  to.queue = from.queue;
  from.queue = [];
  to.peer = from.peer;
  if (to.peer !== null) to.peer.peer = to;
  from.peer = null;
  from.detached = true;
  from.closed = true;
  pending.delete(from);
  setRefed(from, false);
  // The old object's handle is closed, which it hears as 'close'.
  queueClose(() => port[kHybridDispatch](undefined, 'close', undefined));
  return moved;
}

function dispatchMessage(port, { data, ports }) {
  port[kHybridDispatch](data, 'message', undefined, ports);
}

// Node closes a port's handle at the end of a loop turn and tells the other end after
// that; the 'close' events come in that order here too, a turn apart.
function later(fn) {
  lazyTimers().setImmediate(() => lazyTimers().setImmediate(fn));
}

// Handle closes asked for before the end of a turn complete together, the latest first, as
// libuv runs its closing handles.
let closing = [];
function queueClose(fn) {
  if (closing.length === 0) later(flushCloses);
  closing.push(fn);
}
function flushCloses() {
  const list = closing;
  closing = [];
  for (let i = list.length - 1; i >= 0; i--) list[i]();
}

function finishClose(state) {
  if (state.closed || state.finishing) return;
  state.finishing = true;
  pending.delete(state);
  queueClose(() => {
    state.closed = true;
    state.closing = false;
    const peer = state.peer;
    state.peer = null;
    setRefed(state, false);
    if (state.remote !== undefined) remote().closeEndpoint(state, true);
    state.port[kHybridDispatch](undefined, 'close', undefined);
    if (peer !== null && !peer.closed) {
      peer.peer = null;
      // The other end hears of it as a handle event, which alone does not keep the loop
      // going: an end nothing keeps alive never sees its 'close'. (An unref'd immediate
      // would not end a wait in the poll phase, so a ref'd end gets a ref'd one.)
      const notice = lazyTimers().setImmediate(() => peerClosed(peer));
      if (!peer.refed) notice.unref();
    }
  });
}

// The other end went away: this end stops keeping the process alive and hears 'close',
// but stays open (posting to it answers false).
function peerClosed(state) {
  if (state.closed || state.peerGone) return;
  state.peerGone = true;
  setRefed(state, false);
  state.port[kHybridDispatch](undefined, 'close', undefined);
}

function closePort(state) {
  if (state.closed || state.closing) return;
  state.closing = true;
  if (state.started && state.queue.length > 0) schedule(state);
  else finishClose(state);
}

class MessagePortCloseEvent extends Event {
  constructor() {
    super('close');
  }
}

class MessagePort extends NodeEventTarget {
  constructor() {
    if (!constructing) throw nativeTypeError('ERR_CONSTRUCT_CALL_INVALID', 'Constructor cannot be called');
    super();
    Object.defineProperty(this, kState, { __proto__: null, value: newPortState(this) });
  }

  postMessage(message, transferList) {
    if (arguments.length === 0) {
      throw nativeTypeError('ERR_MISSING_ARGS', 'Not enough arguments to MessagePort.postMessage');
    }
    const state = this[kState];
    if (state.closed || state.closing || state.detached) {
      // Nothing is sent, but a closed port in the transfer list is still refused (closing
      // is synchronous as far as a program can see).
      if (transferList !== undefined && transferList !== null) {
        for (const port of readTransferList(transferList, this).ports) {
          if (portGone(port)) throw dataCloneError('MessagePort in transfer list is already detached');
        }
      }
      return undefined;
    }
    if (state.remote !== undefined) return postRemote(state, message, transferList, this);
    const target = state.peer === null ? undefined : state.peer.port;
    const cloned = cloneMessage(message, transferList, this);
    if (target !== undefined && cloned.transferred.includes(target)) {
      // The receiving end travels inside its own message: nothing can ever read it, so the
      // message is dropped and the channel closes.
      process.emitWarning('The target port was posted to itself, and the communication ' +
        'channel was lost');
      for (const port of cloned.ports) {
        const moved = port[kState];
        moved.closed = true;
        if (moved.peer !== null) {
          const peer = moved.peer;
          moved.peer = null;
          peer.peer = null;
          queueClose(() => peerClosed(peer));
        }
      }
      return true;
    }
    const peer = state.peer;
    if (peer === null || peer.closed) return false;
    // A closing end still counts as there until its close is done; it just drops this.
    if (peer.closing) return true;
    peer.queue.push(cloned);
    if (peer.started) schedule(peer);
    return true;
  }

  start() {
    const state = this[kState];
    if (state.closed || state.started) return;
    state.started = true;
    if (state.queue.length > 0) schedule(state);
  }

  ref() {
    const state = this[kState];
    if (!state.closed && !state.closing && !state.peerGone) setRefed(state, true);
  }

  unref() {
    setRefed(this[kState], false);
  }

  hasRef() {
    return this[kState].refed;
  }

  close(callback) {
    if (typeof callback === 'function') this.once('close', callback);
    closePort(this[kState]);
  }

  [kNewListener](size, type, listener, once, capture, passive, weak) {
    super[kNewListener](size, type, listener, once, capture, passive, weak);
    if (type === 'message') {
      this.ref();
      this.start();
    }
  }

  [kRemoveListener](size, type, listener, capture) {
    super[kRemoveListener](size, type, listener, capture);
    if (type === 'message' && size === 0) {
      // With nobody listening, messages wait for the next listener rather than being lost.
      this.unref();
      this[kState].started = false;
    }
  }

  [kCreateEvent](data, type, ports) {
    if (type === 'close') return new MessagePortCloseEvent();
    // Other events emitted on a port are plain custom events carrying the value as detail.
    if (type !== 'message' && type !== 'messageerror') return super[kCreateEvent](data, type);
    const MessageEvent = require('internal/http').webClass('MessageEvent');
    return new MessageEvent(type, { data, ports: ports === undefined ? [] : ports });
  }

  [kHybridDispatch](nodeValue, type, event, ports) {
    if (event === undefined && ports !== undefined && ports.length > 0) {
      // DOM listeners need the ports on the event; build it up front.
      event = this[kCreateEvent](nodeValue, type, ports);
    }
    return super[kHybridDispatch](nodeValue, type, event);
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options) {
    const state = this[kState];
    if (depth < 0) return 'MessagePort';
    const { inspect } = require('internal/util/inspect');
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    // An end whose other end went away has had its handle closed too.
    const active = !state.closed && !state.peerGone;
    return `MessagePort [EventTarget] ${inspect({ active, refed: state.refed }, opts)}`;
  }
}
defineEventHandler(MessagePort.prototype, 'message');
defineEventHandler(MessagePort.prototype, 'messageerror');

// Node's MessagePort is a native constructor that programs can neither call nor construct,
// both refused with one code; a class would refuse a call in the engine's words instead.
const PublicMessagePort = {
  MessagePort: function() {
    throw nativeTypeError('ERR_CONSTRUCT_CALL_INVALID', 'Constructor cannot be called');
  },
}.MessagePort;
PublicMessagePort.prototype = MessagePort.prototype;
Object.setPrototypeOf(PublicMessagePort, NodeEventTarget);
Object.defineProperty(MessagePort.prototype, 'constructor', {
  __proto__: null, value: PublicMessagePort, writable: true, configurable: true, enumerable: false,
});

// A function rather than a class, so that a call without `new` fails with Node's code.
function MessageChannel() {
  if (new.target === undefined) {
    throw new (lazyCodes().ERR_CONSTRUCT_CALL_REQUIRED)('MessageChannel');
  }
  const port1 = createPort();
  const port2 = createPort();
  entangle(port1, port2);
  this.port1 = port1;
  this.port2 = port2;
}

function receiveMessageOnPort(port) {
  if (port instanceof BroadcastChannel) {
    // Node takes a channel too: its next message, from this thread or another.
    const state = port[kBroadcast];
    const id = broadcastEndpoints.get(state.name);
    if (id !== undefined) remote().handle(id, remote().binding.receive(id));
    if (state.queue.length === 0) return undefined;
    return { message: state.queue.shift().data };
  }
  if (!(port instanceof MessagePort)) {
    throw nativeTypeError('ERR_INVALID_ARG_TYPE', 'The "port" argument must be a MessagePort instance');
  }
  const state = port[kState];
  if (state.remote !== undefined) remote().pull(state);
  if (state.queue.length === 0) return undefined;
  return { message: state.queue.shift().data };
}

function moveMessagePortToContext(port, contextifiedSandbox) {
  if (!(port instanceof MessagePort)) {
    throw nativeTypeError('ERR_INVALID_ARG_TYPE', 'The "port" argument must be a MessagePort instance');
  }
  if (portGone(port)) {
    const err = new Error('Cannot send data on closed MessagePort');
    err.code = 'ERR_CLOSED_MESSAGE_PORT';
    throw err;
  }
  if (contextifiedSandbox === null || typeof contextifiedSandbox !== 'object' ||
      !require('vm').isContext(contextifiedSandbox)) {
    throw nativeTypeError('ERR_INVALID_ARG_TYPE', 'Invalid context argument');
  }
  throw new (lazyCodes().ERR_METHOD_NOT_IMPLEMENTED)('moveMessagePortToContext()');
}

// ---------------------------------------------------------------------------------------
// BroadcastChannel: every open channel of a name hears what the others of that name post.

const channelsByName = new Map();
// The endpoint through which other threads' channels of a name reach this thread's.
const broadcastEndpoints = new Map();

function joinOtherThreads(name) {
  const r = remote();
  const id = r.binding.joinBroadcast(name);
  broadcastEndpoints.set(name, id);
  r.register(id, (kind, data, buffers, shared) => {
    const set = channelsByName.get(name);
    if (set === undefined) return;
    const { deserialize } = require('internal/worker/wire');
    for (const state of set) {
      let value;
      try {
        value = deserialize(data, buffers, shared, []);
      } catch (err) {
        state.deliverError?.(err);
        continue;
      }
      state.queue.push({ data: value, ports: [] });
      schedule(state);
    }
  });
}

// A BroadcastChannel's state; anything else is refused as Node refuses it.
function broadcastState(self) {
  const state = self !== null && typeof self === 'object' ? self[kBroadcast] : undefined;
  if (state === undefined) throw new (lazyCodes().ERR_INVALID_THIS)('BroadcastChannel');
  return state;
}

class BroadcastChannel extends EventTarget {
  constructor(name) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('name');
    super();
    if (typeof name === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
    const state = {
      name: `${name}`,
      seq: nextSeq++,
      queue: [],
      started: true,
      closing: false,
      closed: false,
      refed: false,
      deliverOne: (message) => {
        this[kHybridDispatch](message.data, 'message', undefined);
      },
    };
    Object.defineProperty(this, kBroadcast, { __proto__: null, value: state });
    let set = channelsByName.get(state.name);
    if (set === undefined) {
      channelsByName.set(state.name, set = new Set());
      joinOtherThreads(state.name);
    }
    set.add(state);
    setRefed(state, true);
  }

  get name() {
    return broadcastState(this).name;
  }

  close() {
    const state = broadcastState(this);
    if (state.closed) return;
    state.closed = true;
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    state.queue['length'] = 0;
    pending.delete(state);
    setRefed(state, false);
    const set = channelsByName.get(state.name);
    set.delete(state);
    if (set.size === 0) {
      channelsByName.delete(state.name);
      const id = broadcastEndpoints.get(state.name);
      broadcastEndpoints.delete(state.name);
      remote().closeId(id);
    }
  }

  postMessage(message) {
    const state = broadcastState(this);
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('message');
    if (state.closed) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    // Cloned once up front so an uncloneable message throws even with nobody listening;
    // every further receiver gets a copy of its own.
    let first = cloneMessage(message, undefined, undefined);
    for (const other of channelsByName.get(state.name)) {
      if (other === state) continue;
      other.queue.push(first ?? cloneMessage(message, undefined, undefined));
      first = undefined;
      schedule(other);
    }
    // Channels of the name on other threads get the message through the runtime.
    const { serialize } = require('internal/worker/wire');
    const out = serialize(message, [], [], undefined);
    remote().binding.broadcast(broadcastEndpoints.get(state.name), out.data, out.shared);
  }

  ref() {
    const state = broadcastState(this);
    if (!state.closed) setRefed(state, true);
    return this;
  }

  unref() {
    setRefed(broadcastState(this), false);
    return this;
  }

  [kCreateEvent](data, type) {
    const MessageEvent = require('internal/http').webClass('MessageEvent');
    return new MessageEvent(type, { data });
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options) {
    const state = broadcastState(this);
    if (depth < 0) return 'BroadcastChannel';
    const { inspect } = require('internal/util/inspect');
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `BroadcastChannel ${inspect({ name: state.name, active: !state.closed }, opts)}`;
  }
}
defineEventHandler(BroadcastChannel.prototype, 'message');
defineEventHandler(BroadcastChannel.prototype, 'messageerror');

// ---------------------------------------------------------------------------------------

// Kept here as well: structuredClone only consults its own mark for objects with a
// prototype of their own, and a message may hold a marked plain object.
let uncloneable;
function markAsUncloneable(obj) {
  if ((typeof obj !== 'object' && typeof obj !== 'function') || obj === null) return;
  markUncloneable(obj);
  uncloneable ??= new WeakSet();
  uncloneable.add(obj);
}

function markAsUntransferable(obj) {
  if ((typeof obj !== 'object' && typeof obj !== 'function') || obj === null) return;
  markUntransferable(obj);
}

function isMarkedAsUntransferable(obj) {
  if (obj === null || (typeof obj !== 'object' && typeof obj !== 'function')) return false;
  return isUntransferable(obj);
}

// The global structuredClone moves a port listed in `transfer` as postMessage does, and
// refuses one that is not listed.
registerTransferablePrototype(MessagePort.prototype,
                              (v) => !placeholderPorts && v instanceof MessagePort, transferPort);

module.exports = {
  kState,
  serializeForThread,
  adoptPort,
  portForEndpoint,
  queueRemote,
  remoteClosed,
  dispatchMessage,
  MessagePort: PublicMessagePort,
  MessageChannel,
  BroadcastChannel,
  receiveMessageOnPort,
  moveMessagePortToContext,
  markAsUncloneable,
  markAsUntransferable,
  isMarkedAsUntransferable,
  kIncrementsPortRef,
};
