// A push(null) seen by nobody leaves the end-of-stream 'readable' owed to a later
// 'readable' listener, but a read() in between settles it: the listener then only asks
// for a read (needReadable) instead of getting a 'readable' scheduled.
'use strict';
const { Readable } = require('stream');

function flags(label, r) {
  const s = r._readableState;
  console.log(label, s.needReadable, s.emittedReadable, s.endEmitted, s.readableListening);
}

const readFirst = new Readable({ objectMode: true, highWaterMark: 3, read() {} });
readFirst.push(null);
flags('pushed', readFirst);
console.log('read', readFirst.read());
readFirst.on('readable', () => flags('readFirst readable', readFirst));
flags('listening', readFirst);
readFirst.on('end', () => flags('readFirst end', readFirst));

const listenFirst = new Readable({ read() {} });
listenFirst.push(null);
listenFirst.on('readable', () => {
  flags('listenFirst readable', listenFirst);
  console.log('listenFirst read', listenFirst.read());
});
flags('listenFirst listening', listenFirst);
listenFirst.on('end', () => flags('listenFirst end', listenFirst));

const zeroRead = new Readable({ read() {} });
zeroRead.push(null);
zeroRead.read(0);
zeroRead.on('readable', () => flags('zeroRead readable', zeroRead));
flags('zeroRead listening', zeroRead);
zeroRead.on('end', () => console.log('zeroRead end'));
