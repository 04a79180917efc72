// Port of nodejs/node test/parallel/test-buffer-read.js (rewritten for minirt).
'use strict';

// Every number reader on one sample buffer, then the shared offset rules:
// negative or huge offsets are range errors, short buffers are bounds errors.
require('../common');
const assert = require('assert');

const buf = Buffer.from([0xa4, 0xfd, 0x48, 0xea, 0xcf, 0xff, 0xd9, 0x01, 0xde]);
const expectations = [
  ['readDoubleBE', [1], -3.1827727774563287e+295],
  ['readDoubleLE', [1], -6.966010051009108e+144],
  ['readFloatBE', [1], -1.6691549692541768e+37],
  ['readFloatLE', [1], -7861303808],
  ['readInt8', [1], -3],
  ['readInt16BE', [1], -696],
  ['readInt16LE', [1], 0x48fd],
  ['readInt32BE', [1], -45552945],
  ['readInt32LE', [1], -806729475],
  ['readIntBE', [1, 1], -3],
  ['readIntLE', [2, 1], 0x48],
  ['readUInt8', [1], 0xfd],
  ['readUInt16BE', [2], 0x48ea],
  ['readUInt16LE', [2], 0xea48],
  ['readUInt32BE', [1], 0xfd48eacf],
  ['readUInt32LE', [1], 0xcfea48fd],
  ['readUIntBE', [2, 2], 0x48ea],
  ['readUIntLE', [2, 2], 0xea48],
  ['readBigInt64BE', [1], -195648404719074850n],
  ['readBigUInt64LE', [1], 0xde01d9ffcfea48fdn],
];
for (const [name, args, want] of expectations) {
  assert.strictEqual(buf[name](...args), want, name);
  assert.throws(() => buf[name](-1, args[1]), { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' });
}

for (const name of ['readFloatBE', 'readFloatLE', 'readDoubleLE', 'readInt32BE']) {
  assert.throws(() => Buffer.alloc(8)[name](0xffffffff), { name: 'RangeError' });
  assert.throws(() => Buffer.alloc(8)[name](-1), { name: 'RangeError' });
}

// A buffer shorter than the value is a bounds error, not a range error.
const short = { name: 'RangeError', message: 'Attempt to access memory outside buffer bounds' };
assert.throws(() => Buffer.alloc(1).readUInt16LE(0), short);
assert.throws(() => Buffer.alloc(3).readInt32BE(0), short);
assert.throws(() => Buffer.alloc(0).readUInt8(0), {
  code: 'ERR_BUFFER_OUT_OF_BOUNDS',
  message: 'Attempt to access memory outside buffer bounds',
});

// Reads through a subarray see only its window.
{
  const window = buf.subarray(4, 6);
  assert.strictEqual(window.readUInt16BE(0), 0xcfff);
  assert.throws(() => window.readUInt16BE(1), { code: 'ERR_OUT_OF_RANGE' });
}
