// Buffer.prototype.toJSON on other receivers: a typed array that is not a Uint8Array gives
// its elements (not its bytes); a receiver that is no typed array throws a TypeError.
'use strict';
const toJSON = Buffer.prototype.toJSON;
console.log(JSON.stringify(toJSON.call(new Float64Array([1.5, -2]))));
console.log(JSON.stringify(toJSON.call(new Uint16Array([300, 1]))));
console.log(JSON.stringify(toJSON.call(Buffer.from('abc').subarray(1))));
console.log(JSON.stringify(toJSON.call(new Uint8Array([7]))));
for (const bad of [{}, { length: 2, 0: 1 }, new DataView(new ArrayBuffer(2)), null, 'str']) {
  try {
    toJSON.call(bad);
    console.log('no throw');
  } catch (err) {
    console.log(err.constructor.name);
  }
}
