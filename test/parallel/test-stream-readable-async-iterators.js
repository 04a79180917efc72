// Port of nodejs/node test/parallel/test-stream-readable-async-iterators.js (rewritten for minirt).
'use strict';

// for await over a Readable: values in order, errors thrown into the loop, break
// destroys the stream, destroyOnReturn:false keeps it, and iteration of an already
// ended or destroyed stream.
const common = require('../common');
const assert = require('assert');
const { Readable, PassThrough, pipeline } = require('stream');

async function basic() {
  const r = new Readable({ objectMode: true, read() {} });
  r.push(1);
  r.push(2);
  setTimeout(() => {
    r.push(3);
    r.push(null);
  }, 2);
  const seen = [];
  for await (const v of r) seen.push(v);
  assert.deepStrictEqual(seen, [1, 2, 3]);
  assert.strictEqual(r.destroyed, true);
}

async function bytes() {
  const r = new Readable({ read() {} });
  r.push('ab');
  r.push('cd');
  r.push(null);
  let text = '';
  for await (const chunk of r) {
    assert(Buffer.isBuffer(chunk));
    text += chunk;
  }
  assert.strictEqual(text, 'abcd');
}

async function errorInside() {
  const r = new Readable({ read() {} });
  r.push('x');
  setTimeout(() => r.destroy(new Error('kaboom')), 2);
  let got = 0;
  await assert.rejects(async () => {
    for await (const chunk of r) got += chunk.length;
  }, /kaboom/);
  assert.strictEqual(got, 1);
}

async function errorEmittedMidLoop() {
  // An 'error' emitted while the loop body runs surfaces once the buffered data is read.
  const r = Readable.from([1, 2, 3, 4]);
  const seen = [];
  await assert.rejects(async () => {
    for await (const v of r) {
      seen.push(v);
      if (v === 2) r.emit('error', new Error('emitted'));
    }
  }, /emitted/);
  assert.deepStrictEqual(seen, [1, 2, 3, 4]);
}

async function breakDestroys() {
  const r = Readable.from([1, 2, 3, 4]);
  const seen = [];
  for await (const v of r) {
    seen.push(v);
    if (v === 2) break;
  }
  assert.deepStrictEqual(seen, [1, 2]);
  assert.strictEqual(r.destroyed, true);
  await new Promise((resolve) => r.on('close', resolve));
}

async function throwInLoop() {
  const r = new Readable({ objectMode: true, read() {} });
  r.push('a');
  const closed = new Promise((resolve) => r.on('close', resolve));
  await assert.rejects(async () => {
    for await (const v of r) throw new Error(`stop at ${v}`);
  }, /stop at a/);
  assert.strictEqual(r.destroyed, true);
  await closed;
}

async function keepOpen() {
  const r = new Readable({ objectMode: true, read() {} });
  r.push(1);
  r.push(2);
  for await (const v of r.iterator({ destroyOnReturn: false })) {
    assert.strictEqual(v, 1);
    break;
  }
  assert.strictEqual(r.destroyed, false);
  r.push(null);
  const rest = [];
  for await (const v of r) rest.push(v);
  assert.deepStrictEqual(rest, [2]);
}

async function alreadyEnded() {
  const r = new Readable({ read() {} });
  r.push(null);
  r.resume();
  await new Promise((resolve) => r.on('end', resolve));
  let count = 0;
  for await (const x of r) count += x ? 1 : 0;
  assert.strictEqual(count, 0);
}

async function destroyedBefore() {
  const r = new Readable({ read() {} });
  r.destroy(new Error('early'));
  await assert.rejects(async () => {
    for await (const x of r) assert.fail(x);
  }, /early/);
}

async function prematureClose() {
  const r = new Readable({ read() {} });
  r.push('a');
  setTimeout(() => r.destroy(), 2);
  await assert.rejects(async () => {
    for await (const x of r) assert(x);
  }, { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

async function throughPipeline() {
  const pt = new PassThrough({ objectMode: true });
  pipeline(Readable.from(['a', 'b']), pt, common.mustSucceed());
  const out = [];
  for await (const v of pt) out.push(v);
  assert.deepStrictEqual(out, ['a', 'b']);
}

async function iteratorProtocol() {
  const r = Readable.from(['only']);
  const it = r[Symbol.asyncIterator]();
  assert.strictEqual(it[Symbol.asyncIterator](), it);
  assert.deepStrictEqual(await it.next(), { value: 'only', done: false });
  assert.deepStrictEqual(await it.next(), { value: undefined, done: true });
  assert.throws(() => r.iterator('bad'), { code: 'ERR_INVALID_ARG_TYPE' });
}

(async () => {
  for (const fn of [basic, bytes, errorInside, errorEmittedMidLoop, breakDestroys, throwInLoop, keepOpen,
    alreadyEnded, destroyedBefore, prematureClose, throughPipeline, iteratorProtocol]) {
    await fn();
  }
})().then(common.mustCall());
