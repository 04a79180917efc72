// Buffer.from(arrayBuffer, byteOffset, length) with a negative offset fails in the typed
// array constructor, with V8's RangeError wording and no code; the range checks on the
// length still come first.
'use strict';
const ab = new ArrayBuffer(6);
const cases = [[-1, undefined], [-1.5, 2], [-0.5, 1], [-Infinity, 1], ['-2', 1],
  [-1, 'x'], [-1, 8], [-1, 7], [7, undefined], [NaN, 3]];
for (const [offset, length] of cases) {
  try {
    const b = Buffer.from(ab, offset, length);
    console.log(offset, length, 'ok', b.byteOffset, b.length);
  } catch (e) {
    console.log(offset, length, e.name, e.code, e.message);
  }
}
