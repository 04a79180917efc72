// Port of nodejs/node test/parallel/test-stream-readable-invalid-chunk.js (rewritten for minirt).
'use strict';

// Pushing a non-string/Buffer chunk in byte mode errors the stream with
// ERR_INVALID_ARG_TYPE; typed arrays and DataViews are accepted as bytes.
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

function check(chunk) {
  const r = new Readable({ read() {} });
  r.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_INVALID_ARG_TYPE');
    assert.strictEqual(err.name, 'TypeError');
    assert.match(err.message, /The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView/);
  }));
  assert.strictEqual(r.push(chunk), false);
  // The error destroys the stream (autoDestroy).
  r.on('close', common.mustCall(() => assert.strictEqual(r.destroyed, true)));
}

check([]);
check({});
check(0);
check(true);

{
  const r = new Readable({ read() {} });
  r.push(new Uint16Array([0x4241]));
  r.push(new DataView(new Uint8Array([0x43]).buffer));
  r.push(null);
  const parts = [];
  r.on('data', (c) => {
    assert(Buffer.isBuffer(c));
    parts.push(c);
  });
  r.on('end', common.mustCall(() => assert.strictEqual(Buffer.concat(parts).toString(), 'ABC')));
}

{
  // push(undefined) and empty chunks are no-ops that keep the stream open.
  const r = new Readable({ read() {} });
  assert.strictEqual(r.push(undefined), true);
  assert.strictEqual(r.push(''), true);
  assert.strictEqual(r.push(Buffer.alloc(0)), true);
  assert.strictEqual(r.readableLength, 0);
  assert.strictEqual(r.destroyed, false);
}

{
  // push after EOF errors.
  const r = new Readable({ read() {} });
  r.on('error', common.mustCall((err) => assert.strictEqual(err.code, 'ERR_STREAM_PUSH_AFTER_EOF')));
  r.push(null);
  r.push('late');
}
