'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, desc, hops, series } = require('../fixtures/stream-order-harness.js').ops;
// Readable#reduce: initial values, empty streams, errors and abort signals.
function tracked(values) {
  const r = Readable.from(values);
  r.on('close', () => log('  src close'));
  r.on('error', (e) => log('  src error', desc(e)));
  return r;
}
series([
  ['sum with initial', () => tracked([1, 2, 3]).reduce((a, b) => a + b, 10)],
  ['sum without initial', () => tracked([1, 2, 3]).reduce((a, b) => a + b)],
  ['single value no initial', () => tracked([7]).reduce(() => { throw new Error('not called'); })],
  ['empty with initial', () => tracked([]).reduce((a, b) => a + b, 'init')],
  ['empty without initial', () => tracked([]).reduce((a, b) => a + b)],
  ['explicit undefined initial', async () => String(await tracked([]).reduce((a, b) => a + b, undefined))],
  ['async reducer', () => tracked(['a', 'b', 'c']).reduce(async (a, b) => { await hops(2); return a + b; }, '')],
  ['reducer throws', () => tracked([1, 2, 3]).reduce((a, b) => {
    if (b === 2) throw new Error('red');
    return a + b;
  }, 0)],
  ['reducer sees signal', () => tracked([1, 2]).reduce((a, b, o) => `${a}|${typeof o.signal}:${o.signal.aborted}`, '')],
  ['already aborted', () => {
    const ac = new AbortController();
    ac.abort(new Error('reason'));
    return tracked([1, 2]).reduce((a, b) => a + b, 0, { signal: ac.signal }).catch((e) => {
      log('  cause', desc(e.cause));
      throw e;
    });
  }],
  ['aborted while reducing', () => {
    const ac = new AbortController();
    let inner;
    return tracked([1, 2, 3]).reduce(async (a, b, { signal }) => {
      inner = signal;
      if (b === 2) ac.abort();
      await hops(1);
      return a + b;
    }, 0, { signal: ac.signal }).finally(() => log('  inner aborted', inner.aborted));
  }],
  ['source errors', () => {
    const r = new Readable({ objectMode: true, read() {} });
    r.push(1);
    setImmediate(() => r.destroy(new Error('src')));
    return r.reduce((a, b) => a + b, 0);
  }],
  ['inner signal aborted at end', async () => {
    let s;
    await tracked([1, 2]).reduce((a, b, o) => { s = o.signal; return a + b; }, 0);
    return s.aborted;
  }],
]);
