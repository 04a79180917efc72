'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, desc, turns, series } = require('../fixtures/stream-order-harness.js').ops;
// Readable#map: how many fn calls run at once, and that results come out in source order.
function source(n) {
  let i = 0;
  return new Readable({
    objectMode: true,
    read() {
      i++;
      log(`  read ${i}`);
      this.push(i <= n ? i : null);
    },
  });
}
// Item k finishes after (n+1-k)*3 event-loop turns, so later items finish first.
const run = (n, opts) => async () => {
  const out = [];
  let active = 0;
  const mapped = source(n).map(async (x) => {
    active++;
    log(`  start ${x} active=${active}`);
    await turns((n + 1 - x) * 3);
    active--;
    log(`  done ${x}`);
    return x * 10;
  }, opts);
  for await (const v of mapped) {
    log(`  got ${v}`);
    out.push(v);
  }
  return out;
};
series([
  ['concurrency default', run(3)],
  ['concurrency 2', run(4, { concurrency: 2 })],
  ['concurrency 3', run(5, { concurrency: 3 })],
  ['concurrency 2 highWaterMark 0', run(4, { concurrency: 2, highWaterMark: 0 })],
  ['sync fn', async () => Readable.from([1, 2, 3]).map((x) => x + 1).toArray()],
  ['concurrency 10 more than items', async () =>
    Readable.from([3, 1, 2]).map(async (x) => { await turns(x * 2); return x; }, { concurrency: 10 }).toArray()],
  ['map passes signal', async () => {
    const seen = [];
    const r = await Readable.from([1, 2]).map((x, o) => {
      seen.push(o);
      return `${typeof o.signal} ${o.signal.aborted}`;
    }).toArray();
    log('  same options object', seen[0] === seen[1], Object.keys(seen[0]));
    return r;
  }],
  ['inner signal follows the outer one', async () => {
    const ac = new AbortController();
    let inner;
    const out = Readable.from([1, 2]).map((x, o) => {
      inner = o.signal;
      log('  is outer', o.signal === ac.signal, 'aborted', o.signal.aborted);
      if (x === 1) ac.abort();
      log('  after abort', o.signal.aborted);
      return x;
    }, { signal: ac.signal });
    await out.toArray().catch((e) => log('  rejected', desc(e)));
  }],
  ['signal not aborted after completion or error', async () => {
    const sigs = [];
    await Readable.from([1, 2]).map((x, o) => { sigs.push(o.signal); return x; }).toArray();
    await Readable.from([1, 2]).map((x, o) => {
      sigs.push(o.signal);
      if (x === 2) throw new Error('e');
      return x;
    }).toArray().catch(() => {});
    return sigs.map((s) => s.aborted);
  }],
]);
