// setEncoding() after push(null) converts the buffered bytes including the decoder's
// held-back tail, since no later write would flush it.
'use strict';
const { Readable } = require('stream');

const r = new Readable({ read() {} });
r.push('hello');
r.push(null);
r.setEncoding('base64');
console.log(r.readableLength, JSON.stringify(r.read()));

const open = new Readable({ read() {} });
open.push('hello');
open.setEncoding('base64');
console.log(open.readableLength, JSON.stringify(open.read()));

const utf = new Readable({ read() {} });
utf.push(Buffer.from([0xe2, 0x82]));
utf.push(null);
utf.setEncoding('utf8');
console.log(utf.readableLength, JSON.stringify(utf.read()));
