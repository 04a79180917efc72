'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, hops, tracked, series } = require('../fixtures/stream-order-harness.js').ops;
// filter, flatMap, drop, take: values, ordering and which source items get pulled.
series([
  ['filter sync', () => Readable.from([1, 2, 3, 4, 5]).filter((x) => x % 2).toArray()],
  ['filter async concurrency 2', () => Readable.from([5, 4, 3, 2, 1]).filter(async (x) => {
    await hops(x);
    log(`  checked ${x}`);
    return x > 2;
  }, { concurrency: 2 }).toArray()],
  ['flatMap arrays', () => Readable.from([1, 2]).flatMap((x) => [x, x * 10]).toArray()],
  ['flatMap generators', () => Readable.from(['a', 'b']).flatMap(async function*(x) {
    yield x;
    await hops(1);
    yield x.toUpperCase();
  }).toArray()],
  ['flatMap streams', () => Readable.from([1, 2]).flatMap((x) => Readable.from([x, -x])).toArray()],
  ['drop 2', () => tracked([1, 2, 3, 4]).drop(2).toArray()],
  ['drop 0', () => Readable.from([1, 2]).drop(0).toArray()],
  ['drop more than length', () => Readable.from([1, 2]).drop(5).toArray()],
  ['take 2 pulls', () => tracked([1, 2, 3, 4]).take(2).toArray()],
  ['take 0', () => tracked([1, 2]).take(0).toArray()],
  ['take Infinity', () => Readable.from([1, 2]).take(Infinity).toArray()],
  ['take NaN', () => Readable.from([1, 2]).take(NaN).toArray()],
  ['drop 1.5', () => Readable.from([1, 2, 3]).drop(1.5).toArray()],
  ['take "2"', () => Readable.from([1, 2, 3]).take('2').toArray()],
  ['take then drop chain', () => Readable.from([1, 2, 3, 4, 5, 6]).drop(1).take(3).map((x) => x * 2).toArray()],
  ['take with aborted signal', () => {
    const ac = new AbortController();
    ac.abort();
    return Readable.from([1]).take(1, { signal: ac.signal }).toArray();
  }],
  ['drop with aborted signal', () => {
    const ac = new AbortController();
    ac.abort();
    return Readable.from([1]).drop(1, { signal: ac.signal }).toArray();
  }],
  ['result is a Readable', () => {
    const m = Readable.from([1]).map((x) => x);
    return [m instanceof Readable, m.readableObjectMode];
  }],
]);
