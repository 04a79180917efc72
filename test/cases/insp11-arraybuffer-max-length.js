// util.inspect of ArrayBuffer contents under unusual maxArrayLength values: a fractional
// limit is truncated, NaN shows no bytes, and a negative one is rejected with Node's native
// out-of-range error (a DataView then shows its buffer as undefined).
'use strict';
const util = require('util');

const ab = new Uint8Array([1, 2, 3, 4]).buffer;
console.log(util.inspect(ab, { maxArrayLength: 1.5 }));
console.log(util.inspect(ab, { maxArrayLength: -0.5 }));
console.log(util.inspect(ab, { maxArrayLength: NaN }));
console.log(util.inspect(new SharedArrayBuffer(3), { maxArrayLength: 2.9 }));

for (const value of [ab, { nested: ab }, new SharedArrayBuffer(2)]) {
  try {
    util.inspect(value, { maxArrayLength: -1 });
    console.log('no error');
  } catch (err) {
    console.log(err instanceof RangeError, err.code, err.message, Object.keys(err));
  }
}

console.log(util.inspect(new DataView(ab, 1), { maxArrayLength: -1 }));
console.log(util.inspect({ view: new DataView(ab), after: 'text' }, { maxArrayLength: -1, breakLength: 30 }));
