// minirt's own test: an async writeFile reads the caller's bytes in place, kept alive.
// No copy at call time: the bytes are kept alive until the job is done; resizable buffers
// are copied up front.
// Flags: --expose-gc
'use strict';

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

function pattern(n, seed) {
  const b = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) b[i] = (i * 7 + seed) & 0xff;
  return b;
}

// The only reference to the data is the in-flight job: collecting garbage while many writes
// are queued must not lose or corrupt any of them.
{
  const expected = [];
  for (let i = 0; i < 64; i++) {
    const file = tmpdir.resolve(`gc-${i}`);
    expected.push([file, pattern(4096 + i, i)]);
    const view = new Uint8Array(pattern(4096 + i, i));
    fs.writeFile(file, i % 2 ? view : new DataView(view.buffer), common.mustSucceed(() => {
      assert.ok(fs.readFileSync(file).equals(expected[i][1]), file);
    }));
  }
  globalThis.gc();
  globalThis.gc();
}

// Promise form, offset views of a larger ArrayBuffer.
{
  const whole = pattern(1 << 16, 3);
  const ab = new ArrayBuffer(whole.length);
  new Uint8Array(ab).set(whole);
  const file = tmpdir.resolve('offset');
  fs.promises.writeFile(file, new Uint8Array(ab, 100, 5000)).then(common.mustCall(() => {
    assert.ok(fs.readFileSync(file).equals(whole.subarray(100, 5100)));
  }));
}

// A resizable buffer is copied when the job is created: growing or shrinking it right after
// the call changes neither the written bytes nor their length. Both sizes matter: small
// payloads are always copied, larger ones are pinned unless the buffer is resizable.
for (const size of [4096, 1 << 16]) {
  for (const newSize of [0, 3, 1 << 20]) {
    const ab = new ArrayBuffer(size, { maxByteLength: 1 << 20 });
    const before = pattern(size, 11);
    new Uint8Array(ab).set(before);
    const file = tmpdir.resolve(`resizable-${size}-${newSize}`);
    fs.writeFile(file, new Uint8Array(ab), common.mustSucceed(() => {
      assert.ok(fs.readFileSync(file).equals(before), `${size} resized to ${newSize}`);
    }));
    ab.resize(newSize);
    new Uint8Array(ab).fill(0xee);
  }
}

// Whether a buffer is resizable is an internal question, as in Node: a replaced
// `ArrayBuffer.prototype.resizable` getter is neither called nor trusted, and asking leaves a
// fixed-length buffer's length alone.
{
  const desc = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'resizable');
  Object.defineProperty(ArrayBuffer.prototype, 'resizable', {
    configurable: true,
    get() { throw new Error('resizable getter called'); },
  });
  const data = pattern(1 << 16, 5);
  const file = tmpdir.resolve('getter-replaced');
  fs.writeFile(file, data, common.mustSucceed(() => {
    assert.ok(fs.readFileSync(file).equals(pattern(1 << 16, 5)));
  }));
  assert.strictEqual(data.buffer.byteLength, 1 << 16);
  Object.defineProperty(ArrayBuffer.prototype, 'resizable', desc);
  assert.strictEqual(data.buffer.resizable, false);
}

// Sync forms borrow in place; the result equals the source.
{
  const data = pattern(100000, 5);
  const file = tmpdir.resolve('sync');
  fs.writeFileSync(file, new Uint16Array(data.buffer, data.byteOffset, data.length / 2));
  assert.ok(fs.readFileSync(file).equals(data));
  fs.appendFileSync(file, data.subarray(0, 10));
  assert.strictEqual(fs.statSync(file).size, data.length + 10);
}
