// Port of nodejs/node test/parallel/test-stream2-read-sync-stack.js (rewritten for minirt).
'use strict';

// A _read() that pushes synchronously, one byte at a time, must not grow the stack:
// read(n) with n above the buffered amount keeps asking and eventually ends.
// (Smaller N than upstream: minirt runs JavaScript far slower than V8.)
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

const r = new Readable();
const N = 16 * 1024;
let reads = 0;
r._read = function(n) {
  const chunk = reads++ === N ? null : Buffer.allocUnsafe(1);
  r.push(chunk);
};
let total = 0;
r.on('readable', function onReadable() {
  const got = r.read(N * 2);
  if (got) total += got.length;
});
r.on('end', common.mustCall(() => {
  assert.strictEqual(reads, N + 1);
  assert.strictEqual(total, N);
}));
r.read(0);
