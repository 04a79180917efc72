// Port of nodejs/node test/parallel/test-buffer-equals.js (rewritten for minirt).
'use strict';

// buf.equals(other): same bytes and same length; other must be a Uint8Array.
require('../common');
const assert = require('assert');

const abcdf = Buffer.from('abcdf');
assert.ok(abcdf.equals(Buffer.from('abcdf')));
assert.ok(abcdf.equals(abcdf));
assert.ok(!abcdf.equals(Buffer.from('abcde')));
assert.ok(!Buffer.from('abcde').equals(Buffer.from('abcdef')));
assert.ok(Buffer.from('abcde').equals(new Uint8Array([0x61, 0x62, 0x63, 0x64, 0x65])));
assert.ok(Buffer.alloc(0).equals(new Uint8Array(0)));
assert.ok(abcdf.subarray(1, 3).equals(Buffer.from('bc')));
assert.ok(!abcdf.subarray(1, 3).equals(abcdf.subarray(2, 4)));

for (const other of ['abc', [0x61], new Uint16Array(1), undefined, null,
  new DataView(new ArrayBuffer(1))]) {
  assert.throws(() => Buffer.alloc(1).equals(other), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The "otherBuffer" argument must be an instance of Buffer or Uint8Array.' +
             require('../common').invalidArgTypeHelper(other),
  });
}
