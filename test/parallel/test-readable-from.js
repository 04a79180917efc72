// Port of nodejs/node test/parallel/test-readable-from.js (rewritten for minirt).
'use strict';

// Readable.from(): sync and async iterables, generators, promises as values, strings
// and Buffers as a single chunk, option overrides, errors from the source, return()
// on destroy, null values rejected, and non-iterables refused.
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

async function collect(stream) {
  const out = [];
  for await (const v of stream) out.push(v);
  return out;
}

async function run() {
  assert.deepStrictEqual(await collect(Readable.from([1, 2, 3])), [1, 2, 3]);
  assert.deepStrictEqual(await collect(Readable.from(new Set(['a', 'b']))), ['a', 'b']);

  async function* agen() {
    yield 'x';
    await new Promise((r) => setTimeout(r, 1));
    yield 'y';
  }
  assert.deepStrictEqual(await collect(Readable.from(agen())), ['x', 'y']);

  function* gen() {
    yield Promise.resolve('p1');
    yield 'plain';
  }
  assert.deepStrictEqual(await collect(Readable.from(gen())), ['p1', 'plain']);

  // A string or Buffer is one chunk, not an iterable of characters/bytes.
  assert.deepStrictEqual(await collect(Readable.from('hello')), ['hello']);
  const buf = Buffer.from('bytes');
  const got = await collect(Readable.from(buf));
  assert.strictEqual(got.length, 1);
  assert.strictEqual(got[0], buf);

  // Options pass through: objectMode false makes a byte stream.
  const bytes = Readable.from(['ab', 'cd'], { objectMode: false });
  assert.strictEqual(bytes.readableObjectMode, false);
  assert.strictEqual(Buffer.concat(await collect(bytes)).toString(), 'abcd');
  assert.strictEqual(Readable.from([]).readableHighWaterMark, 1);
  assert.strictEqual(Readable.from([]).readableObjectMode, true);

  // Errors thrown by the source destroy the stream.
  async function* bad() {
    yield 1;
    throw new Error('source failed');
  }
  await assert.rejects(collect(Readable.from(bad())), /source failed/);

  // Destroying mid-way calls return() on the iterator.
  let finalized = false;
  function* endless() {
    try {
      for (let i = 0; ; i++) yield i;
    } finally {
      finalized = true;
    }
  }
  const r = Readable.from(endless());
  for await (const v of r) {
    if (v === 3) break;
  }
  await new Promise((resolve) => r.on('close', resolve));
  assert.strictEqual(finalized, true);

  // null is not a valid value.
  await assert.rejects(collect(Readable.from([1, null])), { code: 'ERR_STREAM_NULL_VALUES' });

  assert.throws(() => Readable.from(42), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => Readable.from(null), { code: 'ERR_INVALID_ARG_TYPE' });
}

run().then(common.mustCall());
