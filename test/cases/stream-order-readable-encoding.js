// setEncoding: multi-byte characters split over pushes, a decoder set after data is
// buffered, read(n) counting characters, and the decoder tail flushed at end.
'use strict';
const { Readable } = require('stream');
const euro = Buffer.from('\u20ac');
const r = new Readable({ read() {} });
r.push(euro.subarray(0, 1));
r.setEncoding('utf8');
console.log('encoding', r.readableEncoding, 'len', r.readableLength);
r.push(euro.subarray(1));
console.log('len after 2nd byte', r.readableLength);
r.push(euro.subarray(2));
console.log('len after 3rd byte', r.readableLength);
r.push('abc\u00e9');
console.log('read(2)', JSON.stringify(r.read(2)));
console.log('read()', JSON.stringify(r.read()));
r.push(Buffer.from([0xe2, 0x82]));
r.push(null);
r.on('data', (c) => console.log('data', JSON.stringify(c)));
r.on('end', () => console.log('end'));

const h = new Readable({ encoding: 'hex', read() {} });
h.push(Buffer.from([1, 2, 255]));
h.push('zz', 'latin1');
h.push(null);
h.on('data', (c) => console.log('hex data', c));
h.on('end', () => console.log('hex end'));
