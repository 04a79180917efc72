// Port of nodejs/node test/parallel/test-timers-promises.js (rewritten for minirt).
'use strict';

// timers/promises: resolution values, cancellation through AbortSignal, argument errors,
// ref: false, the setInterval async iterator and the scheduler object.
const common = require('../common');
const assert = require('assert');
const timers = require('timers');
const { setTimeout, setImmediate, setInterval, scheduler } = require('timers/promises');

assert.strictEqual(timers.promises, require('timers/promises'));

const abortError = { name: 'AbortError', code: 'ABORT_ERR' };

// Resolution values.
setTimeout(1, 'foo').then(common.mustCall((v) => assert.strictEqual(v, 'foo')));
setTimeout().then(common.mustCall((v) => assert.strictEqual(v, undefined)));
setImmediate('bar').then(common.mustCall((v) => assert.strictEqual(v, 'bar')));

// An already aborted signal rejects at once; the AbortError's cause is the signal's reason.
{
  const reason = new Error('why');
  assert.rejects(setTimeout(10, 'x', { signal: AbortSignal.abort(reason) }), (err) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(err.code, 'ABORT_ERR');
    assert.strictEqual(err.message, 'The operation was aborted');
    assert.strictEqual(err.cause, reason);
    return true;
  }).then(common.mustCall());
  assert.rejects(setImmediate('x', { signal: AbortSignal.abort() }), abortError)
    .then(common.mustCall());
}

// Aborting later clears the timer and rejects; the abort listener is removed afterwards.
{
  const ac = new AbortController();
  const p = setTimeout(1_000_000, 'never', { signal: ac.signal });
  ac.abort('stop');
  assert.rejects(p, (err) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(err.cause, 'stop');
    return true;
  }).then(common.mustCall());

  const ac2 = new AbortController();
  const p2 = setImmediate('never', { signal: ac2.signal });
  ac2.abort();
  assert.rejects(p2, abortError).then(common.mustCall());

  // A listener that calls stopImmediatePropagation first cannot keep the promise pending.
  const ac3 = new AbortController();
  ac3.signal.addEventListener('abort', (e) => e.stopImmediatePropagation());
  const p3 = setTimeout(1_000_000, undefined, { signal: ac3.signal });
  ac3.abort();
  assert.rejects(p3, abortError).then(common.mustCall());
}

// Settling first, then aborting, changes nothing.
{
  const ac = new AbortController();
  setTimeout(1, 'done', { signal: ac.signal }).then(common.mustCall((v) => {
    assert.strictEqual(v, 'done');
    ac.abort();
  }));
}

// Argument errors are rejections, not throws.
{
  const rejects = (p, code) => assert.rejects(p, { code }).then(common.mustCall());
  for (const delay of ['1', {}, null, true]) {
    rejects(setTimeout(delay), 'ERR_INVALID_ARG_TYPE');
  }
  for (const options of [1, 'x', null, true, []]) {
    rejects(setTimeout(1, undefined, options), 'ERR_INVALID_ARG_TYPE');
    rejects(setImmediate(undefined, options), 'ERR_INVALID_ARG_TYPE');
  }
  for (const signal of [1, {}, null, 'x']) {
    rejects(setTimeout(1, undefined, { signal }), 'ERR_INVALID_ARG_TYPE');
    rejects(setImmediate(undefined, { signal }), 'ERR_INVALID_ARG_TYPE');
  }
  for (const ref of [1, 'x', null, {}]) {
    rejects(setTimeout(1, undefined, { ref }), 'ERR_INVALID_ARG_TYPE');
    rejects(setImmediate(undefined, { ref }), 'ERR_INVALID_ARG_TYPE');
  }
}

// ref: false timers do not keep the process alive: this test exits without waiting for them.
setTimeout(1_000_000, undefined, { ref: false }).then(common.mustNotCall());

// setInterval yields the value on every tick until the consumer stops.
(async () => {
  let count = 0;
  for await (const value of setInterval(1, 'tick')) {
    assert.strictEqual(value, 'tick');
    if (++count === 3) break;
  }
  assert.strictEqual(count, 3);
})().then(common.mustCall());

// Aborting ends the iterator with an AbortError.
(async () => {
  const ac = new AbortController();
  const it = setInterval(1, 'v', { signal: ac.signal });
  assert.deepStrictEqual(await it.next(), { value: 'v', done: false });
  ac.abort();
  await assert.rejects(it.next(), abortError);
})().then(common.mustCall());

// setInterval validates lazily, on the first next().
(async () => {
  await assert.rejects(setInterval('1').next(), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(setInterval(1, undefined, { signal: 1 }).next(),
                       { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(setInterval(1, undefined, { signal: AbortSignal.abort() }).next(),
                       abortError);
})().then(common.mustCall());

// scheduler.wait() and scheduler.yield().
(async () => {
  let fired = 0;
  timers.setTimeout(() => fired++, 5);
  await scheduler.wait(20);
  assert.strictEqual(fired, 1);
  assert.strictEqual(await scheduler.yield(), undefined);
  await assert.rejects(scheduler.wait(1e6, { signal: AbortSignal.abort() }), abortError);
})().then(common.mustCall());

assert.throws(() => new scheduler.constructor(), { code: 'ERR_ILLEGAL_CONSTRUCTOR' });
assert.throws(() => scheduler.wait.call({}, 1), { code: 'ERR_INVALID_THIS' });
assert.throws(() => scheduler.yield.call({}), { code: 'ERR_INVALID_THIS' });
