// minirt's own test: readFileSync returns small files as slices of a shared Buffer pool.
// The pool has Buffer.poolSize bytes, as in Node 26.10 (checked side by side with it).
'use strict';
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

// Node 26.10's pool ArrayBuffer: Buffer.poolSize (64 KiB) plus 64 bytes of alignment slack.
const POOL_BYTES = 64 * 1024 + 64;

tmpdir.refresh();
const file = (name, size) => {
  const p = path.join(tmpdir.path, name);
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 7 + size) & 0xff;
  fs.writeFileSync(p, data);
  return [p, data];
};

// Small files: correct bytes, 8-aligned slices of one shared pool.
const [p1, d1] = file('one', 1);
const [p2, d2] = file('k', 1024);
const a = fs.readFileSync(p1);
const b = fs.readFileSync(p2);
assert.deepStrictEqual(a, d1);
assert.deepStrictEqual(b, d2);
assert.strictEqual(a.buffer, b.buffer);
assert.strictEqual(a.buffer.byteLength, POOL_BYTES);
assert.strictEqual(a.byteOffset % 8, 0);
assert.strictEqual(b.byteOffset % 8, 0);
assert.ok(b.byteOffset >= a.byteOffset + a.length);
assert.ok(Buffer.isBuffer(b));

// Slices do not overlap: writing one leaves the other intact.
a.fill(0xee);
assert.deepStrictEqual(b, d2);
b.fill(0x11);
assert.strictEqual(a[0], 0xee);

// The same for fds and option objects (the JS fallback path).
const fd = fs.openSync(p2, 'r');
const viaFd = fs.readFileSync(fd);
fs.closeSync(fd);
assert.deepStrictEqual(viaFd, d2);
assert.strictEqual(viaFd.buffer.byteLength, POOL_BYTES);
const viaOpts = fs.readFileSync(p2, { flag: 'r' });
assert.deepStrictEqual(viaOpts, d2);
assert.strictEqual(viaOpts.buffer.byteLength, POOL_BYTES);

// Encodings other than utf8 decode from the pooled bytes.
assert.strictEqual(fs.readFileSync(p2, 'hex'), d2.toString('hex'));
assert.strictEqual(fs.readFileSync(p2, 'latin1'), d2.toString('latin1'));

// Size-0-in-stat files (procfs) that turn out small are pooled too.
const status = fs.readFileSync('/proc/self/status');
assert.match(status.toString(), /^Name:/);
assert.strictEqual(status.buffer.byteLength, POOL_BYTES);

// Node pools sizes below poolSize >>> 1: 32767 is pooled, 32768 owns its ArrayBuffer.
const [pMax, dMax] = file('max', 32767);
const [pBig, dBig] = file('big', 32768);
const max = fs.readFileSync(pMax);
assert.deepStrictEqual(max, dMax);
assert.strictEqual(max.buffer.byteLength, POOL_BYTES);
const big = fs.readFileSync(pBig);
assert.deepStrictEqual(big, dBig);
assert.strictEqual(big.byteOffset, 0);
assert.strictEqual(big.buffer.byteLength, 32768);

// A full pool is replaced: many reads stay correct across the boundary.
let pools = new Set();
for (let i = 0; i < 200; i++) {
  const got = fs.readFileSync(p2);
  assert.deepStrictEqual(got, d2);
  pools.add(got.buffer);
}
assert.ok(pools.size >= 3, `expected several pools, saw ${pools.size}`);
pools = null;

// Empty files stay empty (Node: a zero-length Buffer).
const [p0] = file('empty', 0);
assert.strictEqual(fs.readFileSync(p0).length, 0);

// Async reads are not pooled (Node 26 gives each its own ArrayBuffer).
fs.readFile(p2, require('../common').mustSucceed((data) => {
  assert.deepStrictEqual(data, d2);
  assert.strictEqual(data.byteOffset, 0);
  assert.strictEqual(data.buffer.byteLength, 1024);
}));
