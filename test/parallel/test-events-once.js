// Port of nodejs/node test/parallel/test-events-once.js (rewritten for minirt).
'use strict';
const common = require('../common');
const { once, EventEmitter } = require('events');
const assert = require('assert');

async function onceAnEvent() {
  const ee = new EventEmitter();
  process.nextTick(() => ee.emit('myevent', 42));
  const [value] = await once(ee, 'myevent');
  assert.strictEqual(value, 42);
  assert.strictEqual(ee.listenerCount('error'), 0);
  assert.strictEqual(ee.listenerCount('myevent'), 0);
}

async function onceAnEventWithInvalidOptions() {
  const ee = new EventEmitter();
  await Promise.all([1, 'hi', null, false, () => {}, Symbol(), 1n].map((options) => {
    return assert.rejects(once(ee, 'myevent', options), { code: 'ERR_INVALID_ARG_TYPE' });
  }));
}

async function onceAnEventWithTwoArgs() {
  const ee = new EventEmitter();
  process.nextTick(() => ee.emit('myevent', 42, 24));
  const value = await once(ee, 'myevent');
  assert.deepStrictEqual(value, [42, 24]);
}

async function catchesErrors() {
  const ee = new EventEmitter();
  const expected = new Error('kaboom');
  let err;
  process.nextTick(() => ee.emit('error', expected));
  try {
    await once(ee, 'myevent');
  } catch (_e) {
    err = _e;
  }
  assert.strictEqual(err, expected);
  assert.strictEqual(ee.listenerCount('error'), 0);
  assert.strictEqual(ee.listenerCount('myevent'), 0);
}

async function catchesErrorsWithAbortSignal() {
  const ee = new EventEmitter();
  const ac = new AbortController();
  const expected = new Error('boom');
  let err;
  process.nextTick(() => ee.emit('error', expected));
  try {
    const promise = once(ee, 'myevent', { signal: ac.signal });
    assert.strictEqual(ee.listenerCount('error'), 1);
    await promise;
  } catch (e) {
    err = e;
  }
  assert.strictEqual(err, expected);
  assert.strictEqual(ee.listenerCount('error'), 0);
  assert.strictEqual(ee.listenerCount('myevent'), 0);
}

async function stopListeningAfterCatchingError() {
  const ee = new EventEmitter();
  const expected = new Error('kaboom');
  let err;
  process.nextTick(() => {
    ee.emit('error', expected);
    ee.emit('myevent', 42, 24);
  });
  try {
    await once(ee, 'myevent');
  } catch (_e) {
    err = _e;
  }
  assert.strictEqual(err, expected);
  assert.strictEqual(ee.listenerCount('error'), 0);
  assert.strictEqual(ee.listenerCount('myevent'), 0);
}

async function onceError() {
  // Waiting for 'error' itself resolves with the error.
  const ee = new EventEmitter();
  const expected = new Error('kaboom');
  process.nextTick(() => ee.emit('error', expected));
  const promise = once(ee, 'error');
  assert.strictEqual(ee.listenerCount('error'), 1);
  const [err] = await promise;
  assert.strictEqual(err, expected);
  assert.strictEqual(ee.listenerCount('error'), 0);
}

async function onceWithEventTarget() {
  const et = new EventTarget();
  const event = new Event('myevent');
  process.nextTick(() => et.dispatchEvent(event));
  const [value] = await once(et, 'myevent');
  assert.strictEqual(value, event);
}

async function abortSignalBefore() {
  const ee = new EventEmitter();
  ee.on('error', common.mustNotCall());
  const abortedSignal = AbortSignal.abort();
  await Promise.all([1, {}, 'hi', null, false].map((signal) => {
    return assert.rejects(once(ee, 'foo', { signal }), { code: 'ERR_INVALID_ARG_TYPE' });
  }));
  return assert.rejects(once(ee, 'foo', { signal: abortedSignal }), { name: 'AbortError' });
}

async function abortSignalAfter() {
  const ee = new EventEmitter();
  const ac = new AbortController();
  ee.on('error', common.mustNotCall());
  const r = assert.rejects(once(ee, 'foo', { signal: ac.signal }), { name: 'AbortError' });
  process.nextTick(() => ac.abort());
  return r;
}

async function abortSignalAfterEvent() {
  const ee = new EventEmitter();
  const ac = new AbortController();
  process.nextTick(() => {
    ee.emit('foo');
    ac.abort();
  });
  const promise = once(ee, 'foo', { signal: ac.signal });
  await promise;
}

async function abortSignalRemoveListener() {
  const ee = new EventEmitter();
  const ac = new AbortController();
  try {
    process.nextTick(() => ac.abort());
    await once(ee, 'test', { signal: ac.signal });
  } catch {
    assert.strictEqual(ee.listeners('test').length, 0);
    assert.strictEqual(ee.listeners('error').length, 0);
  }
}

Promise.all([
  onceAnEvent(),
  onceAnEventWithInvalidOptions(),
  onceAnEventWithTwoArgs(),
  catchesErrors(),
  catchesErrorsWithAbortSignal(),
  stopListeningAfterCatchingError(),
  onceError(),
  onceWithEventTarget(),
  abortSignalBefore(),
  abortSignalAfter(),
  abortSignalAfterEvent(),
  abortSignalRemoveListener(),
]).then(common.mustCall());
