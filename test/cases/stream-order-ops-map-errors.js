'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, hops, series } = require('../fixtures/stream-order-harness.js').ops;
// Readable#map/filter failures: fn throws or rejects, source errors, abort signals.
function counted(values) {
  const r = Readable.from(values);
  r.on('close', () => log('  source close'));
  return r;
}
const drain = async (s) => {
  const got = [];
  try {
    for await (const v of s) got.push(v);
  } finally {
    log('  got', JSON.stringify(got));
  }
};
series([
  ['fn throws sync on 2', () => drain(counted([1, 2, 3]).map((x) => {
    if (x === 2) throw new Error('boom2');
    return x;
  }))],
  ['fn rejects on 3 with concurrency 2', () => drain(counted([1, 2, 3, 4]).map(async (x) => {
    await hops(2);
    if (x === 3) throw new Error('boom3');
    return x;
  }, { concurrency: 2 }))],
  ['source errors', () => {
    const r = new Readable({ objectMode: true, read() {} });
    r.push(1);
    process.nextTick(() => r.destroy(new Error('src')));
    return drain(r.map((x) => x * 2));
  }],
  ['signal aborted before start', () => {
    const ac = new AbortController();
    ac.abort();
    return drain(counted([1, 2]).map((x) => x, { signal: ac.signal }));
  }],
  ['signal aborted during fn', () => {
    const ac = new AbortController();
    return drain(counted([1, 2, 3]).map(async (x, { signal }) => {
      if (x === 2) {
        ac.abort();
        log('  inner signal aborted', signal.aborted);
      }
      await hops(1);
      return x;
    }, { signal: ac.signal }));
  }],
  ['filter rejects', () => drain(counted([1, 2, 3]).filter(async (x) => {
    if (x === 2) throw new Error('pred');
    return true;
  }))],
  ['break out of map early', async () => {
    const src = counted([1, 2, 3, 4]);
    for await (const v of src.map((x) => x)) {
      log('  v', v);
      if (v === 2) break;
    }
    log('  destroyed', src.destroyed);
  }],
]);
