// Flags: --expose-gc
// minirt's own test: signals made by AbortSignal.any() can be collected. A long-lived
// source's set of dependants loses the collected ones; a composite signal with an 'abort'
// listener lives as long as one of its sources can still abort it, and no longer; V8's
// gc({ execution: 'async' }) returns a promise.
'use strict';
const common = require('../common');
const assert = require('assert');

const kDependants = (signal) => Object.getOwnPropertySymbols(signal)
  .find((s) => s.toString() === 'Symbol(kDependantSignals)');

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function main() {
  assert.ok(gc({ execution: 'async' }) instanceof Promise);
  assert.strictEqual(gc(), undefined);

  // Dependants nobody holds are dropped from the long-lived source's set.
  const longLived = new AbortController();
  for (let i = 0; i < 200; i++) AbortSignal.any([longLived.signal]);
  const key = kDependants(longLived.signal);
  assert.ok(key, 'the source keeps its dependants under kDependantSignals');
  await nextTurn();
  gc();
  await nextTurn();
  assert.strictEqual(longLived.signal[key].size, 0);

  // Held ones stay.
  const held = [];
  for (let i = 0; i < 5; i++) held.push(AbortSignal.any([longLived.signal]));
  await nextTurn();
  gc();
  await nextTurn();
  assert.strictEqual(longLived.signal[key].size, 5);

  // A composite with a listener outlives the caller's reference while its source lives,
  // and still hears the abort.
  const source = new AbortController();
  let ref;
  (() => {
    const composite = AbortSignal.any([source.signal]);
    composite.addEventListener('abort', common.mustCall());
    ref = new WeakRef(composite);
  })();
  await nextTurn();
  gc();
  await nextTurn();
  assert.notStrictEqual(ref.deref(), undefined);
  source.abort();
  assert.strictEqual(ref.deref().aborted, true);

  // Once its sources are gone, a composite with a listener is collected too.
  const refs = [];
  (() => {
    for (let i = 0; i < 20; i++) {
      const ac = new AbortController();
      const composite = AbortSignal.any([ac.signal]);
      composite.addEventListener('abort', () => {});
      refs.push(new WeakRef(composite));
    }
  })();
  for (let i = 0; i < 5 && refs.some((r) => r.deref() !== undefined); i++) {
    await nextTurn();
    gc();
  }
  assert.strictEqual(refs.filter((r) => r.deref() !== undefined).length, 0);
}

main().then(common.mustCall());
