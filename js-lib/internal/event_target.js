'use strict';
// internal/event_target: the DOM `Event`, `CustomEvent` and `EventTarget` classes (globals),
// Node's `NodeEventTarget`, and the hooks other built-ins use on top of them:
//   defineEventHandler(proto, name[, type])  `on<name>` attribute (AbortSignal.prototype.onabort)
//   kTrustEvent           option key: make `event.isTrusted` true (events dispatched by Node)
//   kWeakHandler          option key: hold the listener weakly, kept alive by the option's value
//   kResistStopPropagation option key: listener still runs after stopImmediatePropagation()
//   kNewListener/kRemoveListener  overridable per-class hooks (AbortSignal uses them)
//   kEvents, kHandlers, isEventTarget(v), initEventTarget(obj), getEventListeners(target, type),
//   eventListenerCount(target, type), hasEventListeners(target, type)
//
// Semantics follow Node 26: no capture/bubble tree (events are always AT_TARGET); listener
// identity is (callback, capture); a listener that throws, or returns a promise that rejects,
// is reported as an uncaught exception on the next tick and does not stop the other listeners.
// The listener list is copy-on-write while a dispatch is running, so listeners added during a
// dispatch are not called by it and removed ones are skipped (DOM "inner invoke" behaviour).

const { codes } = require('internal/errors_lazy');

const kIsEventTarget = Symbol.for('nodejs.event_target');
const kIsNodeEventTarget = Symbol('kIsNodeEventTarget');
const kEvents = Symbol('kEvents');
const kHandlers = Symbol('kHandlers');
const kType = Symbol('type');
const kTarget = Symbol('kTarget');
const kIsBeingDispatched = Symbol('kIsBeingDispatched');
const kInPassiveListener = Symbol('kInPassiveListener');
const kStop = Symbol('kStop');
const kDetail = Symbol('detail');
const kTrustEvent = Symbol('kTrustEvent');
const kWeakHandler = Symbol('kWeak');
const kResistStopPropagation = Symbol('kResistStopPropagation');
const kIsNodeStyleListener = Symbol('kIsNodeStyleListener');
const kNewListener = Symbol('kNewListener');
const kRemoveListener = Symbol('kRemoveListener');
const kCreateEvent = Symbol('kCreateEvent');
const kHybridDispatch = Symbol.for('nodejs.internal.kHybridDispatch');
const customInspect = Symbol.for('nodejs.util.inspect.custom');

// events.js owns these symbols (events.setMaxListeners/getMaxListeners read them off
// EventTargets); fall back to private ones if it does not export them.
let kMaxEventTargetListeners;
let kMaxEventTargetListenersWarned;
let defaultMaxListenersSource;
function maxListenerSymbols() {
  if (kMaxEventTargetListeners === undefined) {
    let ee;
    try { ee = require('events'); } catch { ee = undefined; }
    kMaxEventTargetListeners = (ee && ee.kMaxEventTargetListeners) ||
      Symbol('events.maxEventTargetListeners');
    kMaxEventTargetListenersWarned = (ee && ee.kMaxEventTargetListenersWarned) ||
      Symbol('events.maxEventTargetListenersWarned');
    defaultMaxListenersSource = ee;
  }
}

// Milliseconds since process start, like performance.now().
let nowBase;
function now() {
  const perf = globalThis.performance;
  if (perf !== undefined && typeof perf.now === 'function') return perf.now();
  if (nowBase === undefined) {
    const up = typeof process === 'object' && typeof process.uptime === 'function' ?
      process.uptime() * 1000 : 0;
    nowBase = Date.now() - up;
  }
  return Date.now() - nowBase;
}

function lazyInspect(inspect) {
  return typeof inspect === 'function' ? inspect : require('util').inspect;
}

function childInspectOptions(options) {
  const depth = options.depth;
  return Object.assign({}, options, {
    depth: typeof depth === 'number' && Number.isInteger(depth) ? depth - 1 : depth,
  });
}

function invalidThis(type) {
  return new (codes.ERR_INVALID_THIS)(type);
}

function isEvent(v) {
  return v !== null && typeof v === 'object' && typeof v[kType] === 'string';
}

const trusted = new WeakSet();

// WebIDL's DOMString conversion, as Node words its refusal of a Symbol.
function toDOMString(value) {
  if (typeof value === 'symbol') {
    const err = new TypeError('Value is a Symbol and cannot be converted to a string.');
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  }
  return `${value}`;
}

// Bit flags for the boolean state of an event, all kept in one property (kFlags).
const F_CANCELABLE = 1;
const F_BUBBLES = 2;
const F_COMPOSED = 4;
const F_PREVENTED = 8;
const F_STOPPED = 16;
const kFlags = Symbol('kFlags');

class Event {
  // Private so that two events made at different times still compare deep-equal, as in Node.
  #timeStamp = now();

  constructor(type, options = undefined) {
    if (arguments.length === 0) throw new (codes.ERR_MISSING_ARGS)('type');
    let flags = 0;
    if (options !== null && options !== undefined) {
      if (typeof options !== 'object' || Array.isArray(options)) {
        throw new (codes.ERR_INVALID_ARG_TYPE)('options', 'Object', options);
      }
      if (options.bubbles) flags |= F_BUBBLES;
      if (options.cancelable) flags |= F_CANCELABLE;
      if (options.composed) flags |= F_COMPOSED;
      if (options[kTrustEvent]) trusted.add(this);
    }
    this[kType] = `${type}`;
    this[kTarget] = null;
    this[kIsBeingDispatched] = false;
    this[kInPassiveListener] = false;
    this[kFlags] = flags;
  }

  initEvent(type, bubbles = false, cancelable = false) {
    if (!isEvent(this)) throw invalidThis('Event');
    if (arguments.length === 0) throw new (codes.ERR_MISSING_ARGS)('type');
    if (this[kIsBeingDispatched]) return;
    this[kType] = `${type}`;
    let flags = this[kFlags] & ~(F_BUBBLES | F_CANCELABLE);
    if (bubbles) flags |= F_BUBBLES;
    if (cancelable) flags |= F_CANCELABLE;
    this[kFlags] = flags;
  }

  [customInspect](depth, options, inspect) {
    if (!isEvent(this)) throw invalidThis('Event');
    const name = this.constructor.name;
    if (depth < 0) return name;
    const flags = this[kFlags];
    return `${name} ${lazyInspect(inspect)({
      type: this[kType],
      defaultPrevented: (flags & F_PREVENTED) !== 0,
      cancelable: (flags & F_CANCELABLE) !== 0,
      timeStamp: this.#timeStamp,
    }, childInspectOptions(options))}`;
  }

  stopImmediatePropagation() {
    if (!isEvent(this)) throw invalidThis('Event');
    this[kFlags] |= F_STOPPED;
    this[kStop] = true;
  }

  preventDefault() {
    if (!isEvent(this)) throw invalidThis('Event');
    if (this[kInPassiveListener]) return;
    this[kFlags] |= F_PREVENTED;
  }

  get target() {
    if (!isEvent(this)) throw invalidThis('Event');
    return this[kTarget];
  }

  get currentTarget() {
    if (!isEvent(this)) throw invalidThis('Event');
    return this[kIsBeingDispatched] ? this[kTarget] : null;
  }

  get srcElement() {
    if (!isEvent(this)) throw invalidThis('Event');
    return this[kTarget];
  }

  get type() {
    if (!isEvent(this)) throw invalidThis('Event');
    return this[kType];
  }

  get cancelable() {
    if (!isEvent(this)) throw invalidThis('Event');
    return (this[kFlags] & F_CANCELABLE) !== 0;
  }

  get defaultPrevented() {
    if (!isEvent(this)) throw invalidThis('Event');
    return (this[kFlags] & (F_CANCELABLE | F_PREVENTED)) === (F_CANCELABLE | F_PREVENTED);
  }

  get timeStamp() {
    if (!isEvent(this)) throw invalidThis('Event');
    return this.#timeStamp;
  }

  // There is no propagation path in Node: the path is just the target while dispatching.
  composedPath() {
    if (!isEvent(this)) throw invalidThis('Event');
    return this[kIsBeingDispatched] ? [this[kTarget]] : [];
  }

  get returnValue() {
    if (!isEvent(this)) throw invalidThis('Event');
    return !this.defaultPrevented;
  }

  set returnValue(value) {
    if (!isEvent(this)) throw invalidThis('Event');
    if (!value) this.preventDefault();
  }

  get bubbles() {
    if (!isEvent(this)) throw invalidThis('Event');
    return (this[kFlags] & F_BUBBLES) !== 0;
  }

  get composed() {
    if (!isEvent(this)) throw invalidThis('Event');
    return (this[kFlags] & F_COMPOSED) !== 0;
  }

  get eventPhase() {
    if (!isEvent(this)) throw invalidThis('Event');
    return this[kIsBeingDispatched] ? 2 : 0;
  }

  get cancelBubble() {
    if (!isEvent(this)) throw invalidThis('Event');
    return (this[kFlags] & F_STOPPED) !== 0;
  }

  set cancelBubble(value) {
    if (!isEvent(this)) throw invalidThis('Event');
    if (value) this[kFlags] |= F_STOPPED;
  }

  stopPropagation() {
    if (!isEvent(this)) throw invalidThis('Event');
    this[kFlags] |= F_STOPPED;
  }

  // Not LegacyUnforgeable as the DOM wants: an own accessor per event costs too much.
  get isTrusted() {
    return trusted.has(this);
  }
}

const enumerable = { enumerable: true };
Object.defineProperties(Event.prototype, {
  [Symbol.toStringTag]: { value: 'Event', writable: false, enumerable: false, configurable: true },
  initEvent: enumerable,
  stopImmediatePropagation: enumerable,
  preventDefault: enumerable,
  target: enumerable,
  currentTarget: enumerable,
  srcElement: enumerable,
  type: enumerable,
  cancelable: enumerable,
  defaultPrevented: enumerable,
  timeStamp: enumerable,
  composedPath: enumerable,
  returnValue: enumerable,
  bubbles: enumerable,
  composed: enumerable,
  eventPhase: enumerable,
  cancelBubble: enumerable,
  stopPropagation: enumerable,
  isTrusted: { enumerable: true, configurable: false },
});
const phases = ['NONE', 'CAPTURING_PHASE', 'AT_TARGET', 'BUBBLING_PHASE'];
for (let i = 0; i < phases.length; i++) {
  Object.defineProperty(Event, phases[i], {
    value: i, writable: false, enumerable: true, configurable: false,
  });
}

class CustomEvent extends Event {
  constructor(type, options = undefined) {
    if (arguments.length === 0) throw new (codes.ERR_MISSING_ARGS)('type');
    super(type, options);
    const detail = options === null || options === undefined ? undefined : options.detail;
    this[kDetail] = detail === undefined ? null : detail;
  }

  get detail() {
    if (!isEvent(this) || !(kDetail in this)) throw invalidThis('CustomEvent');
    return this[kDetail];
  }
}
Object.defineProperties(CustomEvent.prototype, {
  [Symbol.toStringTag]: {
    value: 'CustomEvent', writable: false, enumerable: false, configurable: true,
  },
  detail: enumerable,
});

// One registered listener. `callback` is the function to call (null for handler objects,
// whose handleEvent is looked up at dispatch time as the DOM requires).
// A registered listener, as a plain object literal (much cheaper than a class instance in
// Boa). `ref` is set instead of `listener` for weak listeners.
function newListener(listener, capture, once, passive, nodeStyle, resist, weakOwner) {
  const entry = { listener, ref: undefined, owner: undefined, capture, once, passive, nodeStyle,
                  resist, removed: false, next: undefined };
  if (weakOwner !== undefined && typeof WeakRef === 'function') {
    // The owner keeps the listener alive; the target only references it weakly. An owner
    // may retain several listeners (one per signal-bound listener of a target).
    const retainers = weakRetainers();
    let held = retainers.get(weakOwner);
    if (held === undefined) retainers.set(weakOwner, held = []);
    held.push(listener);
    entry.ref = new WeakRef(listener);
    entry.owner = new WeakRef(weakOwner);
    entry.listener = undefined;
  }
  return entry;
}

function listenerOf(entry) {
  return entry.ref === undefined ? entry.listener : entry.ref.deref();
}

let weakRetainerMap;
function weakRetainers() {
  if (weakRetainerMap === undefined) weakRetainerMap = new WeakMap();
  return weakRetainerMap;
}

// root = { list: Listener[], size, dispatching, resist }; `size` counts live listeners that
// user code can see (an `on<event>` slot holding a non-function does not count).
// Targets start out sharing these two empty maps (never written to: addEventListener and the
// on<event> setter install a private map first), because many targets, AbortSignals above all,
// never get a listener and allocating maps is not free in Boa.
const NO_EVENTS = new Map();
const NO_HANDLERS = new Map();

function initEventTarget(self) {
  maxListenerSymbols();
  self[kEvents] = NO_EVENTS;
  self[kMaxEventTargetListeners] = defaultMaxListenersSource &&
    typeof defaultMaxListenersSource.defaultMaxListeners === 'number' ?
    defaultMaxListenersSource.defaultMaxListeners : 10;
  self[kMaxEventTargetListenersWarned] = false;
  self[kHandlers] = NO_HANDLERS;
}

function isEventTarget(obj) {
  return obj !== null && (typeof obj === 'object' || typeof obj === 'function') &&
    obj[kEvents] instanceof Map;
}

function emitUncaughtException(err) {
  process.nextTick(() => { throw err; });
}

function addCatch(result) {
  let then;
  try {
    then = result.then;
  } catch (err) {
    emitUncaughtException(err);
    return;
  }
  if (typeof then === 'function') {
    then.call(result, undefined, emitUncaughtException);
  }
}

// An object listener runs inside an async function, as in Node: what its handleEvent throws
// (or a promise it returns rejects with) reaches 'uncaughtException' through the promise,
// after the errors of plain function listeners thrown in the same dispatch. handleEvent is
// tested for truthiness, then read again to call it (a getter sees both reads); a falsy one
// is skipped.
async function callHandleEvent(listener, arg) {
  if (listener.handleEvent) {
    const handleEvent = listener.handleEvent;
    if (typeof handleEvent !== 'function') throw applyNonFunction(handleEvent);
    await Reflect.apply(handleEvent, listener, [arg]);
  }
}

// The TypeError V8's Reflect.apply raises for a non-callable handleEvent, which Node reports.
function applyNonFunction(value) {
  const type = typeof value;
  const shown = require('internal/structured_clone').describe(value);
  const article = type === 'object' ? 'an' : 'a';
  return new TypeError(`Function.prototype.apply was called on ${shown}, which is ${article} ` +
    `${type} and not a function`);
}

function emitWarning(w) {
  if (typeof process === 'object' && typeof process.emitWarning === 'function') {
    process.emitWarning(w);
  }
}

// Returns false for null/undefined (ignored with a warning), throws for other non-objects.
function checkListener(listener) {
  if (typeof listener === 'function') return true;
  if (listener === null || listener === undefined) return false;
  if (typeof listener === 'object') {
    // Node's validation looks at handleEvent (a getter sees one read per call).
    listener.handleEvent; // eslint-disable-line no-unused-expressions
    return true;
  }
  throw new (codes.ERR_INVALID_ARG_TYPE)('listener', 'EventListener', listener);
}

// Drops a weak listener from its owner's retained list once it is no longer registered.
function releaseWeak(entry) {
  const owner = entry.owner.deref();
  const listener = entry.ref.deref();
  if (owner === undefined || listener === undefined || weakRetainerMap === undefined) return;
  const held = weakRetainerMap.get(owner);
  if (held === undefined) return;
  const i = held.indexOf(listener);
  if (i !== -1) held.splice(i, 1);
  if (held.length === 0) weakRetainerMap.delete(owner);
}

function removeFromRoot(target, root, type, entry, listenerValue) {
  entry.removed = true;
  if (entry.owner !== undefined) releaseWeak(entry);
  const list = root.dispatching > 0 ? (root.list = root.list.slice()) : root.list;
  const i = list.indexOf(entry);
  if (i !== -1) {
    // A dispatch positioned on this entry continues from what followed it when it left.
    entry.next = list[i + 1];
    list.splice(i, 1);
  }
  root.size--;
  if (list.length === 0 && root.dispatching === 0) target[kEvents].delete(type);
  target[kRemoveListener](root.size, type, listenerValue, entry.capture);
}

class EventTarget {
  static [kIsEventTarget] = true;

  constructor() {
    initEventTarget(this);
  }

  [kNewListener](size, type, listener, once, capture, passive, weak) {
    const max = this[kMaxEventTargetListeners];
    if (max > 0 && size > max && !this[kMaxEventTargetListenersWarned]) {
      this[kMaxEventTargetListenersWarned] = true;
      const w = new Error('Possible EventTarget memory leak detected. ' +
        `${size} ${type} listeners added to ${require('util').inspect(this, { depth: -1 })}. ` +
        `MaxListeners is ${max}. Use events.setMaxListeners() to increase limit`);
      w.name = 'MaxListenersExceededWarning';
      w.target = this;
      w.type = type;
      w.count = size;
      emitWarning(w);
    }
  }

  [kRemoveListener](size, type, listener, capture) {}

  addEventListener(type, listener, options = undefined) {
    if (!isEventTarget(this)) throw invalidThis('EventTarget');
    if (arguments.length < 2) throw new (codes.ERR_MISSING_ARGS)('type', 'listener');

    let once = false;
    let capture = false;
    let passive = false;
    let nodeStyle = false;
    let resist = false;
    let weak;
    let signal;
    if (typeof options === 'boolean') {
      capture = options;
    } else if (options !== undefined && options !== null) {
      if (typeof options !== 'object' && typeof options !== 'function') {
        throw new (codes.ERR_INVALID_ARG_TYPE)('options', 'Object', options);
      }
      // Read in the order the DOM reads them (observable through getters).
      once = !!options.once;
      capture = !!options.capture;
      passive = !!options.passive;
      signal = options.signal;
      weak = options[kWeakHandler];
      resist = !!options[kResistStopPropagation];
      nodeStyle = !!options[kIsNodeStyleListener];
      if (signal !== undefined) {
        if (signal === null || typeof signal !== 'object' || !('aborted' in signal)) {
          throw new (codes.ERR_INVALID_ARG_TYPE)('options.signal', 'AbortSignal', signal);
        }
      }
    }

    // Node checks the signal before the listener: an already-aborted signal makes even an
    // invalid listener a silent no-op.
    if (signal !== undefined) {
      if (signal.aborted) return;
      const self = this;
      signal.addEventListener('abort', () => {
        self.removeEventListener(type, listener, { capture });
      }, { once: true, [kWeakHandler]: this, [kResistStopPropagation]: true });
    }

    if (!checkListener(listener)) {
      const w = new Error(`addEventListener called with ${listener} which has no effect.`);
      w.name = 'AddEventListenerArgumentTypeWarning';
      w.target = this;
      w.type = type;
      emitWarning(w);
      return;
    }
    if (typeof type !== 'string') type = toDOMString(type);

    let events = this[kEvents];
    if (events === NO_EVENTS) events = this[kEvents] = new Map();
    let root = events.get(type);
    if (root === undefined) {
      root = { list: [], size: 0, dispatching: 0, resist: false };
      events.set(type, root);
    } else {
      const list = root.list;
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        if (e.capture === capture && listenerOf(e) === listener) return;
      }
    }
    const entry = newListener(listener, capture, once, passive, nodeStyle, resist, weak);
    if (root.dispatching > 0) root.list = root.list.slice();
    root.list.push(entry);
    root.size++;
    if (resist) root.resist = true;
    this[kNewListener](root.size, type, listener, once, capture, passive, weak);
  }

  removeEventListener(type, listener, options = undefined) {
    if (!isEventTarget(this)) throw invalidThis('EventTarget');
    if (arguments.length < 2) throw new (codes.ERR_MISSING_ARGS)('type', 'listener');
    if (!checkListener(listener)) return;
    if (typeof type !== 'string') type = toDOMString(type);
    const capture = options === true ||
      (options !== null && typeof options === 'object' && options.capture === true);
    const root = this[kEvents].get(type);
    if (root === undefined) return;
    const list = root.list;
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      if (e.capture === capture && listenerOf(e) === listener) {
        removeFromRoot(this, root, type, e, listener);
        return;
      }
    }
  }

  dispatchEvent(event) {
    if (!isEventTarget(this)) throw invalidThis('EventTarget');
    if (arguments.length < 1) throw new (codes.ERR_MISSING_ARGS)('event');
    if (!(event instanceof Event)) {
      throw new (codes.ERR_INVALID_ARG_TYPE)('event', 'Event', event);
    }
    if (event[kIsBeingDispatched]) throw new (codes.ERR_EVENT_RECURSION)(event.type);
    this[kHybridDispatch](event, event[kType], event);
    return !event.defaultPrevented;
  }

  // Shared by dispatchEvent and NodeEventTarget#emit: `event` is undefined for emit(), and is
  // then created only if a DOM-style listener needs one.
  [kHybridDispatch](nodeValue, type, event) {
    if (event !== undefined) {
      event[kTarget] = this;
      event[kIsBeingDispatched] = true;
    }
    const root = this[kEvents].get(type);
    if (root === undefined || root.size === 0 && root.list.length === 0) {
      if (event !== undefined) event[kIsBeingDispatched] = false;
      return;
    }
    root.dispatching++;
    try {
      // Node walks a linked list and reads each listener's successor just before calling it:
      // a listener appended while the last one runs is not reached, one appended earlier is.
      let i = 0;
      let next;
      for (let entry = root.list[0]; entry !== undefined; entry = next) {
        if (entry.removed) {
          next = entry.next;
          continue;
        }
        const live = root.list;
        if (live[i] !== entry) i = live.indexOf(entry);
        next = live[++i];
        if (event !== undefined && event[kStop] === true && !entry.resist) {
          if (!root.resist) break;
          continue;
        }
        const listener = entry.ref === undefined ? entry.listener : entry.ref.deref();
        if (listener === undefined) {
          // A weak listener whose owner was collected.
          removeFromRoot(this, root, type, entry, undefined);
          continue;
        }
        if (entry.once) removeFromRoot(this, root, type, entry, listener);
        let arg;
        if (entry.nodeStyle) {
          arg = nodeValue;
        } else {
          if (event === undefined) {
            event = this[kCreateEvent](nodeValue, type);
            event[kTarget] = this;
            event[kIsBeingDispatched] = true;
          }
          arg = event;
        }
        try {
          let result;
          if (entry.passive && arg === event) event[kInPassiveListener] = true;
          if (typeof listener === 'function') {
            result = listener.call(this, arg);
          } else {
            result = callHandleEvent(listener, arg);
          }
          if (result !== undefined && result !== null &&
              (typeof result === 'object' || typeof result === 'function')) {
            addCatch(result);
          }
          // Node clears the dispatch flag once a listener returns normally, so later
          // listeners see eventPhase NONE, a null currentTarget and may re-dispatch the event.
          if (event !== undefined) event[kIsBeingDispatched] = false;
        } catch (err) {
          emitUncaughtException(err);
        }
        if (event !== undefined) event[kInPassiveListener] = false;
      }
    } finally {
      root.dispatching--;
      if (root.dispatching === 0 && root.list.length === 0 &&
          this[kEvents].get(type) === root) {
        this[kEvents].delete(type);
      }
      if (event !== undefined) event[kIsBeingDispatched] = false;
    }
  }

  [kCreateEvent](nodeValue, type) {
    return new CustomEvent(type, { detail: nodeValue });
  }

  // No brand check: Node lets this run on foreign objects (inspecting a prototype copy).
  [customInspect](depth, options, inspect) {
    const name = this.constructor.name;
    if (depth < 0) return name;
    return `${name} ${lazyInspect(inspect)({}, childInspectOptions(options))}`;
  }
}

Object.defineProperties(EventTarget.prototype, {
  addEventListener: enumerable,
  removeEventListener: enumerable,
  dispatchEvent: enumerable,
  [Symbol.toStringTag]: {
    value: 'EventTarget', writable: false, enumerable: false, configurable: true,
  },
});

function isNodeEventTarget(obj) {
  return obj !== null && obj !== undefined && obj.constructor !== undefined &&
    obj.constructor !== null && obj.constructor[kIsNodeEventTarget] === true;
}

// An EventTarget with an EventEmitter-like surface (Node uses it for MessagePort). Listeners
// added with on/once receive the raw emitted value instead of an Event.
class NodeEventTarget extends EventTarget {
  static [kIsNodeEventTarget] = true;
  static defaultMaxListeners = 10;

  setMaxListeners(n) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    require('events').setMaxListeners(n, this);
  }

  getMaxListeners() {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    return this[kMaxEventTargetListeners];
  }

  eventNames() {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    return Array.from(this[kEvents].keys());
  }

  listenerCount(type) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    const root = this[kEvents].get(String(type));
    return root !== undefined ? root.size : 0;
  }

  off(type, listener, options) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    this.removeEventListener(type, listener, options);
    return this;
  }

  removeListener(type, listener, options) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    this.removeEventListener(type, listener, options);
    return this;
  }

  on(type, listener) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    this.addEventListener(type, listener, { [kIsNodeStyleListener]: true });
    return this;
  }

  addListener(type, listener) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    this.addEventListener(type, listener, { [kIsNodeStyleListener]: true });
    return this;
  }

  emit(type, arg) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    if (typeof type !== 'string') {
      throw new (codes.ERR_INVALID_ARG_TYPE)('type', 'string', type);
    }
    const hadListeners = this.listenerCount(type) > 0;
    this[kHybridDispatch](arg, type, undefined);
    return hadListeners;
  }

  once(type, listener) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    this.addEventListener(type, listener, { once: true, [kIsNodeStyleListener]: true });
    return this;
  }

  removeAllListeners(type) {
    if (!isNodeEventTarget(this)) throw invalidThis('NodeEventTarget');
    if (type !== undefined) {
      this[kEvents].delete(String(type));
    } else {
      this[kEvents].clear();
    }
    return this;
  }
}
for (const name of ['setMaxListeners', 'getMaxListeners', 'eventNames', 'listenerCount', 'off',
  'removeListener', 'on', 'addListener', 'emit', 'once', 'removeAllListeners']) {
  Object.defineProperty(NodeEventTarget.prototype, name, enumerable);
}

// `on<name>` attribute: one wrapper listener is registered the first time a handler is set and
// keeps its place in the listener order; later assignments only swap the function inside it.
function defineEventHandler(emitter, name, type = name) {
  const propName = `on${name}`;
  function get() {
    if (this === null || typeof this !== 'object' || !(this[kHandlers] instanceof Map)) {
      throw invalidThis('EventTarget');
    }
    const wrapper = this[kHandlers].get(type);
    return wrapper !== undefined && wrapper.handler !== undefined ? wrapper.handler : null;
  }
  function set(value) {
    if (this === null || typeof this !== 'object' || !(this[kHandlers] instanceof Map)) {
      throw invalidThis('EventTarget');
    }
    let wrapper = this[kHandlers].get(type);
    const root = this[kEvents].get(type);
    if (wrapper !== undefined && root !== undefined && root.list.some((e) => listenerOf(e) === wrapper)) {
      const wasFn = typeof wrapper.handler === 'function';
      const isFn = typeof value === 'function';
      wrapper.handler = value;
      if (wasFn && !isFn) {
        root.size--;
        this[kRemoveListener](root.size, type, wrapper, false);
      } else if (!wasFn && isFn) {
        root.size++;
        this[kNewListener](root.size, type, value, false, false, false, undefined);
      }
    } else {
      wrapper = function eventHandler(...args) {
        const h = wrapper.handler;
        if (typeof h !== 'function') return undefined;
        return Reflect.apply(h, this, args);
      };
      wrapper.handler = value;
      if (this[kHandlers] === NO_HANDLERS) this[kHandlers] = new Map();
      this[kHandlers].set(type, wrapper);
      this.addEventListener(type, wrapper);
      if (typeof value !== 'function') {
        const r = this[kEvents].get(type);
        if (r !== undefined) r.size--;
      }
    }
  }
  Object.defineProperty(get, 'name', { value: `get ${propName}` });
  Object.defineProperty(set, 'name', { value: `set ${propName}` });
  Object.defineProperty(emitter, propName, { get, set, configurable: true, enumerable: true });
}

// For events.getEventListeners / listenerCount on EventTargets.
// Node looks the type up as given: only a string can name listeners here.
function getEventListeners(target, type) {
  const root = target[kEvents].get(type);
  const out = [];
  if (root === undefined) return out;
  const list = root.list;
  for (let i = 0; i < list.length; i++) {
    const l = listenerOf(list[i]);
    if (l !== undefined && !list[i].removed) out.push(l);
  }
  return out;
}

// Cheap test used before building an event nobody would see.
function hasEventListeners(target, type) {
  const events = target[kEvents];
  return events !== NO_EVENTS && events !== undefined && events.has(type);
}

function eventListenerCount(target, type) {
  const root = target[kEvents].get(type);
  return root === undefined ? 0 : root.size;
}

module.exports = {
  Event,
  CustomEvent,
  EventTarget,
  NodeEventTarget,
  defineEventHandler,
  initEventTarget,
  isEventTarget,
  getEventListeners,
  eventListenerCount,
  hasEventListeners,
  kCreateEvent,
  kEvents,
  kHandlers,
  kHybridDispatch,
  kIsBeingDispatched,
  kNewListener,
  kRemoveListener,
  kResistStopPropagation,
  kTarget,
  kTrustEvent,
  kWeakHandler,
};
// Resolved lazily: requiring events at load time could see a half-initialised events.js.
Object.defineProperties(module.exports, {
  kMaxEventTargetListeners: {
    enumerable: true,
    get() { maxListenerSymbols(); return kMaxEventTargetListeners; },
  },
  kMaxEventTargetListenersWarned: {
    enumerable: true,
    get() { maxListenerSymbols(); return kMaxEventTargetListenersWarned; },
  },
});
