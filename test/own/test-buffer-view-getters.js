// minirt's own test: a Buffer's length, byteLength, byteOffset and buffer getters.
// They are the typed-array getters with their attributes, and read right at one hot access
// site for Buffers of every kind.
'use strict';
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

const typedArrayProto = Object.getPrototypeOf(Uint8Array.prototype);
const names = ['length', 'byteLength', 'byteOffset', 'buffer'];

function findGetter(proto, name) {
  for (let p = proto; p !== null; p = Object.getPrototypeOf(p)) {
    const desc = Object.getOwnPropertyDescriptor(p, name);
    if (desc !== undefined) return desc;
  }
  return undefined;
}

// The getters Buffers see are the typed-array ones, with the same attributes.
for (const name of names) {
  const desc = findGetter(Buffer.prototype, name);
  const expected = Object.getOwnPropertyDescriptor(typedArrayProto, name);
  assert.strictEqual(desc.get, expected.get, name);
  assert.strictEqual(desc.set, undefined, name);
  assert.strictEqual(desc.enumerable, false, name);
  assert.strictEqual(desc.configurable, true, name);
  // On a receiver that is not a typed array they throw, as on Node.
  assert.throws(() => Buffer.prototype[name], TypeError, name);
}
assert.ok(!Object.keys(Buffer.prototype).includes('length'));
const forIn = [];
for (const k in Buffer.from('ab')) forIn.push(k);
assert.deepStrictEqual(forIn.slice(0, 2), ['0', '1']);
assert.ok(!forIn.includes('length') && !forIn.includes('byteLength'));

// One access site sees Buffers made in every way, alternating, so a cached lookup must not
// carry one Buffer's answer to the next.
tmpdir.refresh();
const file = tmpdir.resolve('view-getters.bin');
fs.writeFileSync(file, 'x'.repeat(37));
const big = Buffer.alloc(100, 1);
const backing = new ArrayBuffer(64);
const cases = [
  [Buffer.alloc(3), 3, 0],
  [Buffer.allocUnsafe(5), 5, null],
  [Buffer.allocUnsafeSlow(7), 7, 0],
  [Buffer.from('hello world'), 11, null],
  [big.subarray(10, 30), 20, 10],
  [big.slice(95), 5, 95],
  [Buffer.from(backing, 8, 16), 16, 8],
  [fs.readFileSync(file), 37, null],
  [Buffer.concat([Buffer.from('a'), Buffer.from('bc')]), 3, null],
];
function lengths(b) {
  return [b.length, b.byteLength, b.byteOffset, b.buffer];
}
for (let round = 0; round < 50; round++) {
  for (const [buf, len, offset] of cases) {
    const [length, byteLength, byteOffset, ab] = lengths(buf);
    assert.strictEqual(length, len);
    assert.strictEqual(byteLength, len);
    if (offset !== null) assert.strictEqual(byteOffset, offset);
    assert.ok(ab instanceof ArrayBuffer);
    assert.ok(byteOffset + byteLength <= ab.byteLength);
  }
}

// A Buffer over a resizable ArrayBuffer tracks it; the getters read the current size.
if (typeof ArrayBuffer.prototype.resize === 'function') {
  const rab = new ArrayBuffer(8, { maxByteLength: 32 });
  const tracking = Buffer.from(rab);
  assert.deepStrictEqual(lengths(tracking).slice(0, 3), [8, 8, 0]);
  rab.resize(24);
  assert.deepStrictEqual(lengths(tracking).slice(0, 3), [24, 24, 0]);
  rab.resize(2);
  assert.deepStrictEqual(lengths(tracking).slice(0, 3), [2, 2, 0]);
}

// A detached Buffer reports zero.
if (typeof ArrayBuffer.prototype.transfer === 'function') {
  const ab = new ArrayBuffer(16);
  const view = Buffer.from(ab, 4, 8);
  assert.strictEqual(view.length, 8);
  ab.transfer();
  assert.deepStrictEqual(lengths(view).slice(0, 3), [0, 0, 0]);
}

// Other typed arrays are not affected.
const u16 = new Uint16Array(6);
assert.strictEqual(u16.length, 6);
assert.strictEqual(u16.byteLength, 12);
assert.strictEqual(Object.getOwnPropertyDescriptor(Uint16Array.prototype, 'length'), undefined);
