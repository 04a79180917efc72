'use strict';
// internal/test_runner/mock/mock_timers: MockTimers (t.mock.timers). enable() swaps the
// chosen APIs (setTimeout, setInterval, setImmediate and their clear* twins on globalThis,
// `timers` and `timers/promises`, `scheduler.wait` of `timers/promises`, and Date) for
// fakes driven by a virtual clock; tick(ms) and runAll() advance it and run what came due,
// in due-time then creation order.

const {
  AbortError,
  codes: { ERR_INVALID_ARG_VALUE, ERR_INVALID_STATE },
} = require('internal/errors');
const {
  validateAbortSignal,
  validateArray,
  validateNumber,
  validateStringArray,
  validateUint32,
} = require('internal/validators');
const { TIMEOUT_MAX } = require('internal/timers');

const SUPPORTED_APIS = [
  'setTimeout', 'setInterval', 'setImmediate', 'Date', 'scheduler.wait', 'AbortSignal.timeout',
];
const kImmediateDelay = -1;
const kInitialEpoch = 0;
let kMock;

function abortIt(signal) {
  return new AbortError(undefined, { __proto__: null, cause: signal.reason });
}

class Timeout {
  #clear;

  constructor(opts) {
    this.id = opts.id;
    this.callback = opts.callback;
    this.runAt = opts.runAt;
    this.interval = opts.interval;
    this.args = opts.args;
    this.#clear = opts.clear;
  }

  hasRef() {
    return true;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  refresh() {
    return this;
  }

  close() {
    this.#clear(this);
    return this;
  }

  [Symbol.dispose]() {
    this.#clear(this);
  }
}

function compareTimers(a, b) {
  return (a.runAt - b.runAt) || (a.id - b.id);
}

// A binary min-heap (1-based) of timers by due time, then creation. Each queued timer
// carries its slot in `priorityQueuePosition`, which is how clearing finds it. The layout
// is observable: runAll() advances to the timer in the heap's last slot, which is not
// always the latest one, and Node's mock does the same.
class TimerQueue {
  #heap = [undefined];
  #size = 0;

  #place(timer, pos) {
    this.#heap[pos] = timer;
    timer.priorityQueuePosition = pos;
  }

  #up(pos) {
    const heap = this.#heap;
    const timer = heap[pos];
    while (pos > 1) {
      const parent = heap[pos >> 1];
      if (compareTimers(parent, timer) <= 0) break;
      this.#place(parent, pos);
      pos >>= 1;
    }
    this.#place(timer, pos);
  }

  #down(pos) {
    const heap = this.#heap;
    const size = this.#size;
    const timer = heap[pos];
    while (pos <= size >> 1) {
      let child = pos << 1;
      if (child + 1 <= size && compareTimers(heap[child + 1], heap[child]) < 0) child++;
      if (compareTimers(timer, heap[child]) <= 0) break;
      this.#place(heap[child], pos);
      pos = child;
    }
    this.#place(timer, pos);
  }

  insert(timer) {
    this.#heap[++this.#size] = timer;
    this.#up(this.#size);
  }

  removeAt(pos) {
    const heap = this.#heap;
    heap[pos] = heap[this.#size];
    heap[this.#size] = undefined;
    const size = --this.#size;
    if (size > 0 && pos <= size) {
      if (pos > 1 && compareTimers(heap[pos >> 1], heap[pos]) > 0) this.#up(pos);
      else this.#down(pos);
    }
  }

  peek() {
    return this.#heap[1];
  }

  peekBottom() {
    return this.#heap[this.#size];
  }

  shift() {
    const timer = this.#heap[1];
    if (timer !== undefined) this.removeAt(1);
    return timer;
  }
}

// Property descriptors of the real APIs, per object, for restoring.
function saveDescriptors(target, names) {
  const saved = [];
  for (const name of names) {
    saved.push([name, Object.getOwnPropertyDescriptor(target, name)]);
  }
  return saved;
}

function restoreDescriptors(target, saved) {
  for (const { 0: name, 1: descriptor } of saved) {
    if (descriptor === undefined) delete target[name];
    else Object.defineProperty(target, name, descriptor);
  }
}

class MockTimers {
  #saved = new Map();
  #nativeDateDescriptor;
  #timersInContext = [];
  #isEnabled = false;
  #currentTimer = 1;
  #now = kInitialEpoch;
  #executionQueue = new TimerQueue();

  #setTimeout = (callback, delay, ...args) => this.#createTimer(false, callback, delay, args);
  #clearTimeout = (timer) => this.#clearTimer(timer);
  #setInterval = (callback, delay, ...args) => this.#createTimer(true, callback, delay, args);
  #clearInterval = (timer) => this.#clearTimer(timer);
  #setImmediate = (callback, ...args) =>
    this.#createTimer(false, callback, kImmediateDelay, args);

  #clearImmediate = (timer) => this.#clearTimer(timer);

  #createTimer(isInterval, callback, delay, args) {
    // As with real timers, a delay too long for them fires after one millisecond.
    if (delay > TIMEOUT_MAX) delay = 1;
    const timer = new Timeout({
      __proto__: null,
      id: this.#currentTimer++,
      callback,
      runAt: this.#now + delay,
      interval: isInterval ? delay : undefined,
      args,
      clear: this.#clearTimeout,
    });
    this.#executionQueue.insert(timer);
    return timer;
  }

  #clearTimer(timer) {
    if (timer?.priorityQueuePosition === undefined) return;
    this.#executionQueue.removeAt(timer.priorityQueuePosition);
    timer.priorityQueuePosition = undefined;
    // Cleared from its own callback, an interval must not be queued again.
    timer.interval = undefined;
  }

  #createDate() {
    kMock ??= Symbol('MockTimers');
    const NativeDate = this.#nativeDateDescriptor.value;
    const timers = this;
    function MockDate(year, month, date, hours, minutes, seconds, ms) {
      // Called as a function, Date() gives the current time as a string.
      if (!new.target) return new NativeDate(timers.#now).toString();
      switch (arguments.length) {
        case 0: return new NativeDate(timers.#now);
        case 1: return new NativeDate(year);
        case 2: return new NativeDate(year, month);
        case 3: return new NativeDate(year, month, date);
        case 4: return new NativeDate(year, month, date, hours);
        case 5: return new NativeDate(year, month, date, hours, minutes);
        case 6: return new NativeDate(year, month, date, hours, minutes, seconds);
        default: return new NativeDate(year, month, date, hours, minutes, seconds, ms);
      }
    }
    const { prototype, ...dateProps } = Object.getOwnPropertyDescriptors(NativeDate);
    Object.defineProperties(MockDate, dateProps);
    MockDate.now = function now() {
      return timers.#now;
    };
    // Printing the mock shows the native Date's source.
    MockDate.toString = function toString() {
      return Function.prototype.toString.call(NativeDate);
    };
    Object.defineProperties(MockDate, {
      __proto__: null,
      [kMock]: { __proto__: null, enumerable: false, configurable: false, writable: false,
                 value: this },
      isMock: { __proto__: null, enumerable: true, configurable: false, writable: false,
                value: true },
    });
    MockDate.prototype = prototype.value;
    MockDate.parse = NativeDate.parse;
    MockDate.UTC = NativeDate.UTC;
    return MockDate;
  }

  #promisifyTimer(timerFn, clearFn, ms, result, options) {
    return new Promise((resolve, reject) => {
      if (options?.signal) {
        try {
          validateAbortSignal(options.signal, 'options.signal');
        } catch (err) {
          return reject(err);
        }
        if (options.signal.aborted) return reject(abortIt(options.signal));
      }
      const signal = options?.signal;
      let onAbort;
      const timer = timerFn(() => {
        // A settled timer must not keep a listener on a signal that may live much longer.
        if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
        resolve(result);
      }, ms);
      if (signal) {
        onAbort = () => {
          clearFn(timer);
          reject(abortIt(signal));
        };
        signal.addEventListener('abort', onAbort, { __proto__: null, once: true });
      }
    });
  }

  #setTimeoutPromisified(ms, result, options) {
    return this.#promisifyTimer(this.#setTimeout, this.#clearTimeout, ms, result, options);
  }

  #setImmediatePromisified(result, options) {
    return this.#promisifyTimer((cb) => this.#setImmediate(cb), this.#clearImmediate,
                                kImmediateDelay, result, options);
  }

  async* #setIntervalPromisified(interval, result, options) {
    const signal = options?.signal;
    if (signal) {
      validateAbortSignal(signal, 'options.signal');
      if (signal.aborted) throw abortIt(signal);
    }
    // Ticks queue up until the consumer asks for them.
    const pending = [];
    let wake = null;
    const push = (item) => {
      pending.push(item);
      if (wake !== null) {
        const w = wake;
        wake = null;
        w();
      }
    };
    const onAbort = () => push({ __proto__: null, aborted: true });
    signal?.addEventListener('abort', onAbort, { __proto__: null, once: true });
    const timer = this.#createTimer(true, () => push({ __proto__: null, value: result }),
                                    interval, []);
    try {
      while (true) {
        if (pending.length === 0) await new Promise((resolve) => { wake = resolve; });
        const item = pending.shift();
        if (item.aborted) throw abortIt(signal);
        yield item.value;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      this.#clearTimer(timer);
    }
  }

  #assertTimersAreEnabled() {
    if (!this.#isEnabled) {
      throw new ERR_INVALID_STATE(
        'You should enable MockTimers first by calling the .enable function');
    }
  }

  #assertTimeArg(time) {
    if (time < 0) throw new ERR_INVALID_ARG_VALUE('time', 'positive integer', time);
  }

  #fake(api) {
    const timers = require('timers');
    const timersPromises = require('timers/promises');
    const pairs = {
      __proto__: null,
      setTimeout: ['setTimeout', 'clearTimeout'],
      setInterval: ['setInterval', 'clearInterval'],
      setImmediate: ['setImmediate', 'clearImmediate'],
    };
    if (api === 'Date') {
      // Mocking a mock would tie this clock to another MockTimers' Date.
      if (globalThis.Date?.isMock) throw new ERR_INVALID_STATE('Date is already being mocked!');
      this.#nativeDateDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'Date');
      globalThis.Date = this.#createDate();
      return;
    }
    if (api === 'scheduler.wait') {
      // Node keeps the real `wait` bound to the MockTimers object and puts that back on
      // reset, so scheduler.wait() afterwards fails its receiver check.
      const { scheduler } = timersPromises;
      this.#saved.set(api, [Function.prototype.bind.call(scheduler.wait, this)]);
      scheduler.wait = (delay, options) =>
        this.#setTimeoutPromisified(delay, undefined, options);
      return;
    }
    if (api === 'AbortSignal.timeout') {
      const { AbortController, AbortSignal } = require('internal/abort_controller');
      this.#saved.set(api, [saveDescriptors(AbortSignal, ['timeout'])]);
      const setTimeoutMock = this.#setTimeout;
      Object.defineProperty(AbortSignal, 'timeout', {
        __proto__: null,
        configurable: true,
        writable: true,
        value: function timeout(delay) {
          validateUint32(delay, 'delay', false);
          const controller = new AbortController();
          // Aborted without a reason, as Node's mock does: the signal gets an AbortError.
          setTimeoutMock(() => controller.abort(), delay);
          return controller.signal;
        },
      });
      return;
    }
    const names = pairs[api];
    this.#saved.set(api, [
      saveDescriptors(globalThis, names),
      saveDescriptors(timers, names),
      saveDescriptors(timersPromises, [api]),
    ]);
    let set;
    let clear;
    let promised;
    if (api === 'setTimeout') {
      set = this.#setTimeout;
      clear = this.#clearTimeout;
      promised = (ms, result, options) => this.#setTimeoutPromisified(ms, result, options);
    } else if (api === 'setInterval') {
      set = this.#setInterval;
      clear = this.#clearInterval;
      promised = (ms, result, options) => this.#setIntervalPromisified(ms, result, options);
    } else {
      set = this.#setImmediate;
      clear = this.#clearImmediate;
      promised = (result, options) => this.#setImmediatePromisified(result, options);
    }
    globalThis[names[0]] = set;
    globalThis[names[1]] = clear;
    timers[names[0]] = set;
    timers[names[1]] = clear;
    timersPromises[api] = promised;
  }

  #real(api) {
    if (api === 'Date') {
      Object.defineProperty(globalThis, 'Date', this.#nativeDateDescriptor);
      return;
    }
    const saved = this.#saved.get(api);
    if (saved === undefined) return;
    this.#saved.delete(api);
    if (api === 'scheduler.wait') {
      require('timers/promises').scheduler.wait = saved[0];
      return;
    }
    if (api === 'AbortSignal.timeout') {
      restoreDescriptors(require('internal/abort_controller').AbortSignal, saved[0]);
      return;
    }
    restoreDescriptors(globalThis, saved[0]);
    restoreDescriptors(require('timers'), saved[1]);
    restoreDescriptors(require('timers/promises'), saved[2]);
  }

  #toggleEnableTimers(activate) {
    for (const api of this.#timersInContext) {
      if (activate) this.#fake(api);
      else this.#real(api);
    }
    this.#isEnabled = activate;
  }

  tick(time = 1) {
    this.#assertTimersAreEnabled();
    this.#assertTimeArg(time);
    this.#now += time;
    let timer = this.#executionQueue.peek();
    while (timer) {
      if (timer.runAt > this.#now) break;
      // The timer stays queued while its callback runs (a throw leaves it there, as in
      // Node), and a callback that cleared it has already taken it out.
      Reflect.apply(timer.callback, undefined, timer.args);
      if (this.#executionQueue.peek()?.id === timer.id) {
        this.#executionQueue.shift();
        timer.priorityQueuePosition = undefined;
      }
      if (timer.interval !== undefined) {
        timer.runAt += timer.interval;
        this.#executionQueue.insert(timer);
      }
      timer = this.#executionQueue.peek();
    }
  }

  enable(options = { __proto__: null, apis: SUPPORTED_APIS, now: 0 }) {
    const internalOptions = { __proto__: null, ...options };
    if (this.#isEnabled) throw new ERR_INVALID_STATE('MockTimers is already enabled!');
    if (Number.isNaN(internalOptions.now)) {
      throw new ERR_INVALID_ARG_VALUE('now', internalOptions.now,
                                      `epoch must be a positive integer received ` +
                                      `${internalOptions.now}`);
    }
    if (!internalOptions.now) internalOptions.now = 0;
    if (!internalOptions.apis) internalOptions.apis = SUPPORTED_APIS;
    validateArray(internalOptions.apis, 'options.apis');
    // Every entry must be a string before any is checked against the supported list.
    validateStringArray(internalOptions.apis, 'options.apis');
    for (const api of internalOptions.apis) {
      if (!SUPPORTED_APIS.includes(api)) {
        throw new ERR_INVALID_ARG_VALUE('options.apis', api, `option ${api} is not supported`);
      }
    }
    this.#timersInContext = internalOptions.apis;
    if (isDate(internalOptions.now)) {
      this.#now = Date.prototype.getTime.call(internalOptions.now);
    } else {
      validateNumber(internalOptions.now, 'initialTime');
      this.#assertTimeArg(internalOptions.now);
      this.#now = internalOptions.now;
    }
    this.#toggleEnableTimers(true);
  }

  setTime(time = kInitialEpoch) {
    validateNumber(time, 'time');
    this.#assertTimeArg(time);
    this.#assertTimersAreEnabled();
    this.#now = time;
  }

  [Symbol.dispose]() {
    this.reset();
  }

  reset() {
    if (!this.#isEnabled) return;
    this.#toggleEnableTimers(false);
    this.#timersInContext = [];
    this.#now = kInitialEpoch;
    while (this.#executionQueue.peek()) this.#executionQueue.shift();
  }

  runAll() {
    this.#assertTimersAreEnabled();
    const longestTimer = this.#executionQueue.peekBottom();
    if (!longestTimer) return;
    this.tick(longestTimer.runAt - this.#now);
  }
}

function isDate(value) {
  try {
    Date.prototype.getTime.call(value);
    return true;
  } catch {
    return false;
  }
}

module.exports = { MockTimers };
