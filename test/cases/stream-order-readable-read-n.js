// read(n) in paused mode: partial reads across chunk boundaries, read(0), read of more
// than is buffered before and after the end, and highWaterMark growth.
'use strict';
const { Readable } = require('stream');
const r = new Readable({ highWaterMark: 8, read() {} });
r.push('hello');
r.push('world');
console.log('len', r.readableLength);
console.log('read(3)', String(r.read(3)));
console.log('read(4)', String(r.read(4)));
console.log('read(10)', r.read(10));
console.log('read(0)', r.read(0));
console.log('read()', String(r.read()));
console.log('len', r.readableLength, 'needReadable', r._readableState.needReadable);
r.read(20);
console.log('hwm after read(20)', r.readableHighWaterMark);
r.push('abc');
r.push(null);
console.log('read(10) after end', String(r.read(10)));
console.log('read() after drain', r.read());
r.on('end', () => console.log('end'));
r.on('close', () => console.log('close'));
console.log('endEmitted', r.readableEnded);
setImmediate(() => console.log('immediate endEmitted', r.readableEnded));
