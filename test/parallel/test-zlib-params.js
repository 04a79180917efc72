// Port of nodejs/node test/parallel/test-zlib-params.js (rewritten for minirt).
// params() switching a level-9 deflate stream to level 0 flushes what came before; what is
// written afterwards comes out as a stored block: its 5-byte header, then the bytes as is.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

// Incompressible input of a fixed size (the stored block length is in the header below).
const data = Buffer.alloc(45658);
let x = 0x2545f491;
for (let i = 0; i < data.length; i++) {
  x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
  data[i] = x & 0xff;
}
const split = 12 * 1024;
const head = data.subarray(0, split);
const tail = data.subarray(split);
assert.strictEqual(tail.length, 0x825a);
// BFINAL 0, BTYPE 00, then LEN and NLEN little-endian.
const expected = Buffer.concat([Buffer.from([0x00, 0x5a, 0x82, 0xa5, 0x7d]), tail]);

const deflater = zlib.createDeflate({ level: 9, strategy: zlib.constants.Z_DEFAULT_STRATEGY });
let actual;
deflater.write(head, common.mustCall(() => {
  deflater.params(0, zlib.constants.Z_DEFAULT_STRATEGY, common.mustCall(() => {
    while (deflater.read());
    deflater.end(tail, common.mustCall(() => {
      const bufs = [];
      let buf;
      while ((buf = deflater.read()) !== null) bufs.push(buf);
      actual = Buffer.concat(bufs);
    }));
  }));
  while (deflater.read());
}));

process.once('exit', () => {
  assert.deepStrictEqual(actual, expected);
});

// Invalid arguments.
const d = zlib.createDeflate();
assert.throws(() => d.params(10, 0), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => d.params(1, 5), { code: 'ERR_OUT_OF_RANGE' });
d.close();
