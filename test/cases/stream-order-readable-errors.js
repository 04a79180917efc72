// Errors: _read throwing, push after EOF, unshift after end, invalid chunk type,
// missing _read, and errors with autoDestroy off.
'use strict';
const { Readable } = require('stream');
const { watcher } = require('../fixtures/stream-order-harness.js').readable;
const watch = watcher(['error', 'close', 'end'], (e) => (e ? `${e.code || ''} ${e.message}` : ''));
watch(new Readable({ read() { throw new Error('oops'); } }), 'throw').resume();
const p = watch(new Readable({ read() {} }), 'eof');
p.push(null);
p.push('late');
console.log('eof errored', p.errored && p.errored.code);
const u = watch(new Readable({ read() {} }), 'unshift');
u.push(null);
u.resume();
u.on('end', () => u.unshift('back'));
const bad = watch(new Readable({ read() {} }), 'bad');
console.log('push number', bad.push(42));
watch(new Readable(), 'noimpl').read();
const keep = watch(new Readable({ autoDestroy: false, read() {} }), 'keep');
keep.destroy(new Error('kept'));
setImmediate(() => console.log('keep closed', keep.closed, 'destroyed', keep.destroyed));
