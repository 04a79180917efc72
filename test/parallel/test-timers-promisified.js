// Port of nodejs/node test/parallel/test-timers-timeout-promisified.js, test/parallel/test-timers-immediate-promisified.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const { promisify } = require('util');
const timerPromises = require('timers/promises');

const setPromiseTimeout = promisify(setTimeout);
const setPromiseImmediate = promisify(setImmediate);

// util.promisify of the timer functions yields the timers/promises versions.
assert.strictEqual(setPromiseTimeout, timerPromises.setTimeout);
assert.strictEqual(setPromiseImmediate, timerPromises.setImmediate);

(async () => {
  assert.strictEqual(await setPromiseTimeout(1, 'foobar'), 'foobar');
  assert.strictEqual(await setPromiseTimeout(1), undefined);
  assert.strictEqual(await setPromiseImmediate('foobar'), 'foobar');
  assert.strictEqual(await setPromiseImmediate(), undefined);

  // Aborting rejects with an AbortError carrying the signal's reason as cause.
  const ac = new AbortController();
  const p = setPromiseTimeout(10, 'x', { signal: ac.signal });
  ac.abort();
  await assert.rejects(p, { name: 'AbortError', code: 'ABORT_ERR' });
  await assert.rejects(setPromiseImmediate(10, { signal: AbortSignal.abort() }), { name: 'AbortError' });

  // Invalid options are rejected, not thrown.
  await assert.rejects(setPromiseTimeout(10, null, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(setPromiseTimeout(10, null, { signal: 'x' }), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(setPromiseTimeout(10, null, { ref: 'x' }), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(setPromiseImmediate(10, { ref: 0 }), { code: 'ERR_INVALID_ARG_TYPE' });

  // ref: false still resolves while something else keeps the loop alive.
  const keep = setTimeout(() => {}, 1000);
  assert.strictEqual(await setPromiseTimeout(1, 'unref', { ref: false }), 'unref');
  clearTimeout(keep);
})().then(common.mustCall());
