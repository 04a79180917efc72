// destroy() at each phase: before any read, while flowing, with an error while paused
// with buffered data, after 'end', and from inside _read.
'use strict';
const { Readable } = require('stream');
const { watcher } = require('../fixtures/stream-order-harness.js').readable;
const watch = watcher(['data', 'end', 'error', 'close', 'pause', 'resume', 'readable'],
  (x) => (x instanceof Error ? x.message : (x !== undefined ? String(x) : '')));
const mk = (name, opts) => watch(new Readable({ read() {}, ...opts }), name);
const a = mk('early');
a.removeAllListeners('data');
a.destroy();
console.log('early destroyed', a.destroyed, 'read', a.read());
const b = new Readable({ read() {} });
b.on('data', (c) => { console.log('flow data', String(c)); b.destroy(); });
b.on('close', () => console.log('flow close', b.readableAborted));
b.on('end', () => console.log('flow end'));
b.push('x');
b.push('y');
const c = new Readable({ read() {} });
c.push('buffered');
c.on('error', (e) => console.log('paused error', e.message, c.readableLength, c.errored === e));
c.on('close', () => console.log('paused close'));
c.destroy(new Error('bad'));
console.log('paused destroyed', c.destroyed, 'errored', c.errored && c.errored.message);
const d = new Readable({ read() {} });
d.on('data', () => {});
d.on('end', () => { console.log('ended then destroy'); d.destroy(new Error('late')); });
d.on('close', () => console.log('after-end close'));
d.on('error', (e) => console.log('after-end error', e.message));
d.push(null);
const e = new Readable({
  read() { console.log('in _read'); this.destroy(new Error('in read')); this.push('ignored'); },
});
e.on('error', (x) => console.log('read-destroy error', x.message));
e.on('close', () => console.log('read-destroy close'));
e.on('data', (x) => console.log('read-destroy data', String(x)));
