// Buffers over a detached ArrayBuffer: isUtf8/isAscii read them as empty input, a numeric
// fill still goes through %TypedArray%.prototype.fill (which rejects them), and a Blob part
// is copied with ArrayBuffer.prototype.slice.
'use strict';
const { isUtf8, isAscii } = require('buffer');

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, `${e.name}|${e.code}|${e.message}`);
  }
}

function detachedBuffer(offset) {
  const ab = new ArrayBuffer(8);
  const buf = Buffer.from(ab, offset);
  ab.transfer();
  return buf;
}

const ab = new ArrayBuffer(8);
const u8 = new Uint8Array(ab);
structuredClone(ab, { transfer: [ab] });

show('isUtf8 arraybuffer', () => isUtf8(ab));
show('isAscii arraybuffer', () => isAscii(ab));
show('isUtf8 view', () => isUtf8(u8));
show('isAscii buffer', () => isAscii(detachedBuffer(2)));
show('isUtf8 live', () => isUtf8(Buffer.from([0xc3])));
show('fill number', () => detachedBuffer(0).fill(1));
show('fill char', () => detachedBuffer(0).fill('a'));
show('fill empty range', () => detachedBuffer(0).fill(1, 0, 0).length);
show('fill string', () => detachedBuffer(0).fill('ab').length);
show('fill live empty', () => Buffer.alloc(0).fill(1).length);
show('blob view', () => new Blob([detachedBuffer(0)]).size);
show('blob arraybuffer', () => new Blob([ab]).size);
show('blob live view', () => new Blob([Buffer.from('hello').subarray(1, 3)]).size);
new Blob([Buffer.from('hello').subarray(1, 4)]).text().then((t) => console.log('blob text', t));
