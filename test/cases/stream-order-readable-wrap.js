// wrap() of an old-style EventEmitter stream: data becomes push(), back-pressure calls
// pause()/resume() on the old stream, end and close propagate, methods are proxied.
'use strict';
const { Readable } = require('stream');
const EE = require('events');
const old = new EE();
old.pause = () => console.log('old pause');
old.resume = () => console.log('old resume');
old.custom = function() { return 'custom ' + (this === old); };
const r = new Readable({ highWaterMark: 3 }).wrap(old);
console.log('proxied', r.custom());
r.on('end', () => console.log('end'));
r.on('close', () => console.log('close'));
old.emit('data', Buffer.from('abcd'));
old.emit('data', Buffer.from('ef'));
console.log('len', r.readableLength);
setImmediate(() => {
  r.on('data', (c) => console.log('data', String(c)));
  setImmediate(() => old.emit('end'));
});
