'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const ops = require('../fixtures/stream-order-harness.js').ops;
const { log, desc, hops, turns, series } = ops;
// forEach / some / every / find / toArray: results, early exit and source teardown.
const tracked = (values) => ops.tracked(values, 'src');
series([
  ['forEach', async () => {
    const r = await tracked([1, 2, 3]).forEach(async (x) => {
      await hops(1);
      log(`  each ${x}`);
    });
    return String(r);
  }],
  ['forEach concurrency 2', async () => {
    await Readable.from([3, 1, 2]).forEach(async (x) => {
      log(`  begin ${x}`);
      await turns(x * 2);
      log(`  end ${x}`);
    }, { concurrency: 2 });
  }],
  ['forEach throws', () => tracked([1, 2, 3]).forEach((x) => {
    if (x === 2) throw new Error('each');
  })],
  ['some true stops early', () => tracked([1, 2, 3, 4]).some((x) => x === 2)],
  ['some false', () => tracked([1, 2]).some((x) => x > 5)],
  ['every true', () => Readable.from([2, 4]).every((x) => x % 2 === 0)],
  ['every false stops early', () => tracked([2, 3, 4]).every((x) => x % 2 === 0)],
  ['every async', () => Readable.from([1, 2]).every(async (x) => { await hops(1); return x > 0; })],
  ['find', () => tracked([1, 2, 3, 4]).find((x) => x > 2)],
  ['find none', async () => String(await Readable.from([1]).find((x) => x > 2))],
  ['find async concurrency 3', () => Readable.from([1, 2, 3, 4, 5]).find(async (x) => {
    await turns(6 - x);
    log(`  tested ${x}`);
    return x >= 2;
  }, { concurrency: 3 })],
  ['toArray strings', () => Readable.from(['a', 'b']).toArray()],
  ['toArray buffers', async () => (await Readable.from([Buffer.from('hi')], { objectMode: false }).toArray()).map(String)],
  ['toArray empty', () => Readable.from([]).toArray()],
  ['toArray aborted', () => {
    const ac = new AbortController();
    ac.abort(new Error('why'));
    return Readable.from([1, 2]).toArray({ signal: ac.signal }).catch((e) => {
      log('  cause', desc(e.cause));
      throw e;
    });
  }],
  ['toArray abort midway', () => {
    const ac = new AbortController();
    const r = new Readable({ objectMode: true, read() {} });
    r.push(1);
    setImmediate(() => { ac.abort(); r.push(2); r.push(null); });
    return r.toArray({ signal: ac.signal });
  }],
  ['some with aborted signal', () => {
    const ac = new AbortController();
    ac.abort();
    return tracked([1]).some((x) => true, { signal: ac.signal });
  }],
]);
