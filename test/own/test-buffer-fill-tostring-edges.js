// minirt's own test: Buffer#fill with nothing to fill returns the buffer before looking at
// the value (an empty Buffer value included), and Buffer#toString checks its range before
// the encoding, a NaN start counting as 0 (js-lib/buffer.js, runtime/src/bindings/buffer/
// proto.rs). Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

assert.deepStrictEqual(Buffer.alloc(0).fill(Buffer.alloc(0)), Buffer.alloc(0));
assert.deepStrictEqual(Buffer.alloc(3).fill(Buffer.alloc(0), 1, 1), Buffer.alloc(3));
assert.deepStrictEqual(Buffer.alloc(0).fill(new Uint8Array(0)), Buffer.alloc(0));
assert.throws(() => Buffer.alloc(3).fill(Buffer.alloc(0)),
              { code: 'ERR_INVALID_ARG_VALUE', name: 'TypeError' });
assert.deepStrictEqual(Buffer.alloc(3).fill(Buffer.from([7])), Buffer.from([7, 7, 7]));

const b = Buffer.from([0x61, 0x62]);
assert.strictEqual(b.toString('bogus', NaN, 0), '');
assert.strictEqual(b.toString('bogus', 1, 1), '');
assert.strictEqual(b.toString('bogus', 2), '');
assert.strictEqual(b.toString('utf8', NaN), 'ab');
assert.strictEqual(b.toString('utf8', NaN, NaN), '');
assert.throws(() => b.toString('bogus', 0, 5), { code: 'ERR_UNKNOWN_ENCODING' });
assert.throws(() => b.toString('bogus'), { code: 'ERR_UNKNOWN_ENCODING' });
assert.strictEqual(Buffer.alloc(0).toString('bogus', 0), '');
