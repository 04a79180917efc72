'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, desc } = require('../fixtures/stream-order-harness.js').ops;
// Argument validation of the Readable operators: error classes, codes and messages.
const r = () => Readable.from([1]);
const tries = [
  ['map(null)', () => r().map(null)],
  ['map(fn, 5)', () => r().map((x) => x, 5)],
  ['map concurrency 0', () => r().map((x) => x, { concurrency: 0 })],
  ['map concurrency -1', () => r().map((x) => x, { concurrency: -1 })],
  ['map concurrency "a"', () => r().map((x) => x, { concurrency: 'a' })],
  ['map concurrency 2.7 ok', () => r().map((x) => x, { concurrency: 2.7 }).constructor.name],
  ['map concurrency Infinity', () => r().map((x) => x, { concurrency: Infinity })],
  ['map highWaterMark -1', () => r().map((x) => x, { highWaterMark: -1 })],
  ['map signal bad', () => r().map((x) => x, { signal: {} })],
  ['filter("x")', () => r().filter('x')],
  ['flatMap(1)', () => r().flatMap(1)],
  ['drop(-1)', () => r().drop(-1)],
  ['take(-2)', () => r().take(-2)],
  ['drop(1, null) ok', () => r().drop(1, null).constructor.name],
  ['drop(1, 3)', () => r().drop(1, 3)],
  ['take(1, { signal: 1 })', () => r().take(1, { signal: 1 })],
  ['new map', () => new (r().map)((x) => x)],
  ['new drop', () => new (r().drop)(1)],
];
for (const [name, fn] of tries) {
  try {
    log(name, '->', fn());
  } catch (e) {
    log(name, 'threw', desc(e));
  }
}
const promiseTries = [
  ['forEach(1)', () => r().forEach(1)],
  ['some(1)', () => r().some(1)],
  ['every(null)', () => r().every(null)],
  ['find({})', () => r().find({})],
  ['reduce(1)', () => r().reduce(1)],
  ['toArray(1)', () => r().toArray(1)],
  ['toArray({signal:2})', () => r().toArray({ signal: 2 })],
  ['forEach concurrency 0', () => r().forEach((x) => x, { concurrency: 0 })],
  ['reduce signal bad', () => r().reduce((a) => a, 0, { signal: 'x' })],
  ['reduce options bad', () => r().reduce((a) => a, 0, 7)],
  ['new forEach', () => new (r().forEach)((x) => x)],
];
(async () => {
  for (const [name, fn] of promiseTries) {
    let p;
    try {
      p = fn();
    } catch (e) {
      log(name, 'threw sync', desc(e));
      continue;
    }
    try {
      log(name, 'resolved', await p);
    } catch (e) {
      log(name, 'rejected', desc(e));
    }
  }
  const proto = Readable.prototype;
  for (const k of ['map', 'filter', 'flatMap', 'drop', 'take', 'forEach', 'some', 'every', 'find', 'reduce', 'toArray']) {
    const d = Object.getOwnPropertyDescriptor(proto, k);
    log(k, proto[k].name, proto[k].length, d.enumerable, d.writable, d.configurable);
  }
  log('asIndexedPairs', typeof proto.asIndexedPairs);
})();
