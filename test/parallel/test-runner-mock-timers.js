// Port of nodejs/node test/parallel/test-runner-mock-timers.js (rewritten for minirt).
'use strict';
// MockTimers: enable() options and errors, tick() and runAll() ordering, intervals, clears,
// arguments, the timers and timers/promises modules, scheduler.wait, Date, setTime, reset.
require('../common');
const assert = require('assert');
const { describe, it, mock } = require('node:test');
const { listenerCount } = require('events');
const nodeTimers = require('timers');
const nodeTimersPromises = require('timers/promises');

describe('enable and reset', () => {
  it('fakes only the listed APIs', (t) => {
    const realImmediate = setImmediate;
    t.mock.timers.enable({ apis: ['setTimeout'] });
    assert.notStrictEqual(setTimeout, nodeTimers.setImmediate);
    assert.strictEqual(setImmediate, realImmediate);
    assert.strictEqual(globalThis.setTimeout, nodeTimers.setTimeout);
  });

  it('validates its options', (t) => {
    assert.throws(() => t.mock.timers.tick(), { code: 'ERR_INVALID_STATE' });
    assert.throws(() => t.mock.timers.runAll(), { code: 'ERR_INVALID_STATE' });
    assert.throws(() => t.mock.timers.enable({ apis: ['nextTick'] }),
                  { code: 'ERR_INVALID_ARG_VALUE' });
    assert.throws(() => t.mock.timers.enable({ apis: 'setTimeout' }),
                  { code: 'ERR_INVALID_ARG_TYPE' });
    // Each entry is type-checked before any is looked up.
    assert.throws(() => t.mock.timers.enable({ apis: ['nope', 1] }),
                  { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.apis\[1\]"/ });
    assert.throws(() => t.mock.timers.enable({ now: -1 }), { code: 'ERR_INVALID_ARG_VALUE' });
    assert.throws(() => t.mock.timers.enable({ now: NaN }), { code: 'ERR_INVALID_ARG_VALUE' });
    assert.throws(() => t.mock.timers.enable({ now: '1' }), { code: 'ERR_INVALID_ARG_TYPE' });
    t.mock.timers.enable();
    assert.throws(() => t.mock.timers.enable(), { code: 'ERR_INVALID_STATE' });
    assert.throws(() => t.mock.timers.tick(-5), { code: 'ERR_INVALID_ARG_VALUE' });
  });

  it('reset puts the real timers back', () => {
    const real = globalThis.setTimeout;
    mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    assert.notStrictEqual(globalThis.setTimeout, real);
    assert.strictEqual(Date.isMock, true);
    mock.timers.reset();
    assert.strictEqual(globalThis.setTimeout, real);
    assert.strictEqual(Date.isMock, undefined);
    mock.timers.reset();
  });
});

describe('setTimeout and setInterval', () => {
  it('runs timers that are due, in order', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const order = [];
    setTimeout(() => order.push('b'), 20);
    setTimeout(() => order.push('a'), 10);
    setTimeout(() => order.push('c'), 20);
    t.mock.timers.tick(15);
    assert.deepStrictEqual(order, ['a']);
    t.mock.timers.tick(5);
    assert.deepStrictEqual(order, ['a', 'b', 'c']);
  });

  it('passes arguments and can be cleared', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const fn = t.mock.fn();
    setTimeout(fn, 5, 'x', 2);
    const cleared = setTimeout(fn, 5);
    clearTimeout(cleared);
    nodeTimers.clearTimeout(cleared);
    t.mock.timers.tick(5);
    assert.strictEqual(fn.mock.callCount(), 1);
    assert.deepStrictEqual(fn.mock.calls[0].arguments, ['x', 2]);
    const handle = setTimeout(fn, 1);
    assert.strictEqual(handle.hasRef(), true);
    assert.strictEqual(handle.ref(), handle);
    assert.strictEqual(handle.unref(), handle);
  });

  it('repeats intervals until cleared', (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    let count = 0;
    const id = setInterval(() => count++, 10);
    t.mock.timers.tick(35);
    assert.strictEqual(count, 3);
    clearInterval(id);
    t.mock.timers.tick(100);
    assert.strictEqual(count, 3);
  });

  it('runAll runs up to the latest timer', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    const seen = [];
    setTimeout(() => seen.push(Date.now()), 1000);
    setTimeout(() => seen.push(Date.now()), 50);
    t.mock.timers.runAll();
    assert.deepStrictEqual(seen, [1000, 1000]);
    assert.strictEqual(Date.now(), 1000);
  });

  it('timers created by callbacks count from the clock after the whole tick', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const order = [];
    setTimeout(() => {
      order.push('outer');
      setTimeout(() => order.push('inner'), 5);
    }, 5);
    t.mock.timers.tick(10);
    assert.deepStrictEqual(order, ['outer']);
    t.mock.timers.tick(5);
    assert.deepStrictEqual(order, ['outer', 'inner']);
  });
});

describe('setImmediate and timers/promises', () => {
  it('immediates run on tick', (t) => {
    t.mock.timers.enable({ apis: ['setImmediate'] });
    const fn = t.mock.fn();
    setImmediate(fn, 'arg');
    const other = nodeTimers.setImmediate(fn);
    clearImmediate(other);
    t.mock.timers.tick(0);
    assert.strictEqual(fn.mock.callCount(), 1);
    assert.deepStrictEqual(fn.mock.calls[0].arguments, ['arg']);
  });

  it('promise timers resolve on tick', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'setImmediate'] });
    const timeout = nodeTimersPromises.setTimeout(100, 'later');
    const immediate = nodeTimersPromises.setImmediate('now');
    t.mock.timers.tick(100);
    assert.strictEqual(await timeout, 'later');
    assert.strictEqual(await immediate, 'now');
  });

  it('promise timers honour abort signals', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const controller = new AbortController();
    const pending = nodeTimersPromises.setTimeout(100, 'x', { signal: controller.signal });
    controller.abort();
    await assert.rejects(pending, { name: 'AbortError' });
    const aborted = AbortSignal.abort();
    await assert.rejects(nodeTimersPromises.setTimeout(1, 'x', { signal: aborted }),
                         { name: 'AbortError' });
  });

  it('setInterval from timers/promises yields on each tick', async (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    const iterator = nodeTimersPromises.setInterval(10, 'v')[Symbol.asyncIterator]();
    const first = iterator.next();
    t.mock.timers.tick(10);
    assert.deepStrictEqual(await first, { done: false, value: 'v' });
    const second = iterator.next();
    t.mock.timers.tick(10);
    assert.deepStrictEqual(await second, { done: false, value: 'v' });
    await iterator.return();
  });
});

describe('Date', () => {
  it('starts at the given time and follows ticks', (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: new Date('2020-01-01T00:00:00.000Z') });
    assert.strictEqual(new Date().toISOString(), '2020-01-01T00:00:00.000Z');
    t.mock.timers.tick(1500);
    assert.strictEqual(Date.now(), 1577836801500);
    assert.strictEqual(typeof Date(), 'string');
    assert.strictEqual(new Date(0).getTime(), 0);
    assert.strictEqual(new Date(2000, 1, 2).getMonth(), 1);
    assert.ok(new Date() instanceof Date);
    assert.strictEqual(Date.UTC(1970, 0, 1), 0);
    assert.strictEqual(Date.parse('1970-01-01T00:00:00.001Z'), 1);
  });

  it('setTime moves the clock without running timers', (t) => {
    t.mock.timers.enable({ apis: ['Date', 'setTimeout'] });
    const fn = t.mock.fn();
    setTimeout(fn, 10);
    t.mock.timers.setTime(5000);
    assert.strictEqual(Date.now(), 5000);
    assert.strictEqual(fn.mock.callCount(), 0);
    assert.throws(() => t.mock.timers.setTime(-1), { code: 'ERR_INVALID_ARG_VALUE' });
  });
});

describe('edge cases', () => {
  it('an interval cleared by its own callback does not come back', (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    const calls = [];
    setInterval(() => calls.push('a'), 5);
    const id = setInterval(() => {
      calls.push('b');
      clearInterval(id);
    }, 5);
    t.mock.timers.tick(5);
    t.mock.timers.tick(5);
    t.mock.timers.tick(5);
    assert.deepStrictEqual(calls, ['a', 'b', 'a', 'a']);
  });

  it('an interval whose callback throws stays scheduled', (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    let n = 0;
    setInterval(() => {
      n++;
      throw new Error('boom');
    }, 3);
    assert.throws(() => t.mock.timers.tick(3), /boom/);
    assert.throws(() => t.mock.timers.tick(3), /boom/);
    assert.strictEqual(n, 2);
  });

  it('a delay beyond TIMEOUT_MAX becomes one millisecond', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const fn = t.mock.fn();
    setTimeout(fn, 2 ** 31);
    t.mock.timers.tick(1);
    assert.strictEqual(fn.mock.callCount(), 1);
  });

  it('a resolved promised timeout leaves no abort listener behind', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { signal } = new AbortController();
    const p = nodeTimersPromises.setTimeout(20, 'v', { signal });
    assert.strictEqual(listenerCount(signal, 'abort'), 1);
    t.mock.timers.tick(20);
    assert.strictEqual(await p, 'v');
    assert.strictEqual(listenerCount(signal, 'abort'), 0);
  });

  it('a mocked Date cannot be mocked again', (t) => {
    t.mock.timers.enable({ apis: ['Date'] });
    const other = new (t.mock.timers.constructor)();
    assert.throws(() => other.enable({ apis: ['Date'] }),
                  { code: 'ERR_INVALID_STATE', message: /Date is already being mocked/ });
    assert.strictEqual(Date.isMock, true);
  });
});

describe('scheduler.wait', () => {
  it('resolves when the clock reaches the delay', async (t) => {
    t.mock.timers.enable({ apis: ['scheduler.wait'] });
    const fn = t.mock.fn();
    const p = nodeTimersPromises.scheduler.wait(1000).then(fn);
    t.mock.timers.tick(999);
    await nodeTimersPromises.setImmediate();
    assert.strictEqual(fn.mock.callCount(), 0);
    t.mock.timers.tick(1);
    await p;
    assert.strictEqual(fn.mock.callCount(), 1);
    assert.deepStrictEqual(fn.mock.calls[0].arguments, [undefined]);
  });

  it('is faked by enable() with no apis', async (t) => {
    const proto = Object.getPrototypeOf(nodeTimersPromises.scheduler);
    t.mock.timers.enable();
    assert.notStrictEqual(nodeTimersPromises.scheduler.wait, proto.wait);
    const p = nodeTimersPromises.scheduler.wait(30);
    t.mock.timers.tick(30);
    assert.strictEqual(await p, undefined);
  });

  it('honours an abort signal and validates it', async (t) => {
    t.mock.timers.enable({ apis: ['scheduler.wait'] });
    const controller = new AbortController();
    const p = nodeTimersPromises.scheduler.wait(50, { signal: controller.signal });
    t.mock.timers.tick(10);
    controller.abort();
    await assert.rejects(p, { name: 'AbortError' });
    await assert.rejects(nodeTimersPromises.scheduler.wait(50, { signal: {} }),
                         { code: 'ERR_INVALID_ARG_TYPE' });
  });
});

it('real timers work again after the tests above', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1));
  assert.strictEqual(Date.isMock, undefined);
});
