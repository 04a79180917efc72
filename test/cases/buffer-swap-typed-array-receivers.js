// Buffer.prototype.swap16/32/64 on other receivers: a wider typed array of up to 32
// elements has its elements swapped (Node's element loop), a longer one its bytes; a
// receiver that is no typed array fails in the TypedArray length getter. indexOf on a
// null receiver fails reading `length`.
'use strict';

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, `${e.name}|${e.code}|${e.message}`);
  }
}

const { swap16, swap32, swap64, toJSON, indexOf, includes } = Buffer.prototype;
show('u16 swap16', () => swap16.call(new Uint16Array([1, 2, 3, 4])));
show('u16 swap32', () => swap32.call(new Uint16Array([1, 2, 3, 4])));
show('u32 swap64', () => swap64.call(new Uint32Array([1, 2, 3, 4, 5, 6, 7, 8])));
show('f64 swap16', () => swap16.call(new Float64Array([1.5, 2.5])));
show('big swap16', () => swap16.call(new BigUint64Array([1n, 2n])));
show('u16 odd', () => swap16.call(new Uint16Array([1, 2, 3])));
show('u16 long', () => swap16.call(new Uint16Array(34).map((_, i) => i)).subarray(0, 3));
show('u8 short', () => swap16.call(new Uint8Array([1, 2, 3, 4])));
show('buffer', () => Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]).swap64());
show('object', () => swap16.call({}));
show('array', () => swap32.call([1, 2, 3, 4]));
show('null', () => swap64.call(null));
show('dataview', () => swap16.call(new DataView(new ArrayBuffer(2))));
show('toJSON object', () => toJSON.call({ length: 1 }));
show('toJSON map', () => toJSON.call(new Map()));
show('indexOf null', () => indexOf.call(null, 1));
show('includes undefined', () => includes.call(undefined, 'a', 0, 'hex'));
show('indexOf null, numeric end', () => indexOf.call(null, 1, 0, 1));
show('indexOf object', () => indexOf.call({}, 1));
