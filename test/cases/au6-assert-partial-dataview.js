// assert.partialDeepStrictEqual: a DataView actual against non-view objects, compared as Node does.
'use strict';
const assert = require('assert');
const dv = new DataView(new Uint8Array([1, 2, 3]).buffer);
const expecteds = [
  {}, new Error('e'), { byteLength: 5 }, { buffer: new Uint8Array([2, 3]).buffer, byteOffset: 0, byteLength: 2 },
  { buffer: new Uint8Array([3, 2]).buffer, byteOffset: 0, byteLength: 2 }, new Set([1]), [], { a: 1 },
  new DataView(new Uint8Array([1, 3]).buffer), new DataView(new Uint8Array([3, 1]).buffer), new Uint8Array([1, 2, 3]),
];
for (const e of expecteds) {
  let res;
  try { assert.partialDeepStrictEqual(dv, e); res = 'pass'; } catch (err) { res = err.code; }
  console.log(Object.prototype.toString.call(e), res);
}
