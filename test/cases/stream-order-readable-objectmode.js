// objectMode: falsy values as chunks, length counting objects, read(n) returning one
// object, highWaterMark default, and push() return values.
'use strict';
const { Readable } = require('stream');
const r = new Readable({ objectMode: true, read() {} });
console.log('hwm', r.readableHighWaterMark);
for (const v of [0, '', false, { a: 1 }, [2]]) console.log('push', JSON.stringify(v), r.push(v));
console.log('length', r.readableLength);
console.log('read(5)', JSON.stringify(r.read(5)));
console.log('read()', JSON.stringify(r.read()));
r.on('data', (c) => console.log('data', JSON.stringify(c)));
r.on('end', () => console.log('end'));
r.on('close', () => console.log('close'));
setImmediate(() => {
  for (let i = 0; i < 17; i++) r.push(i);
  r.pause();
  console.log('after 17 pushes, paused length', r.readableLength);
  for (let i = 0; i < 17; i++) if (!r.push(i)) { console.log('push false at', i); break; }
  r.resume();
  r.push(null);
});
