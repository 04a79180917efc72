// Port of nodejs/node test/parallel/test-buffer-tojson.js (rewritten for minirt).
'use strict';

// buf.toJSON() and JSON.stringify of buffers; Buffer.from() reads the result back.
require('../common');
const assert = require('assert');

assert.strictEqual(JSON.stringify(Buffer.alloc(0)), '{"type":"Buffer","data":[]}');
assert.strictEqual(JSON.stringify(Buffer.from([1, 2, 3, 4])),
                   '{"type":"Buffer","data":[1,2,3,4]}');
assert.deepStrictEqual(Buffer.from('hi').toJSON(), { type: 'Buffer', data: [104, 105] });
assert.ok(Array.isArray(Buffer.from('x').toJSON().data));
assert.deepStrictEqual(Buffer.from('abcdef').subarray(2, 4).toJSON().data, [99, 100]);

// Round trip through JSON, with and without a reviver.
{
  const buf = Buffer.from('test');
  const json = JSON.stringify(buf);
  assert.deepStrictEqual(Buffer.from(JSON.parse(json)), buf);
  const revived = JSON.parse(json, (key, value) => {
    return value && value.type === 'Buffer' ? Buffer.from(value.data) : value;
  });
  assert.deepStrictEqual(revived, buf);
}
// Nested in other values.
assert.strictEqual(JSON.stringify({ b: Buffer.from([255]) }),
                   '{"b":{"type":"Buffer","data":[255]}}');
// A large buffer keeps every byte.
{
  const big = Buffer.alloc(70000, 7);
  const data = big.toJSON().data;
  assert.strictEqual(data.length, 70000);
  assert.ok(data.every((x) => x === 7));
}
