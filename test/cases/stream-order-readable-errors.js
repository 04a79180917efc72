// Errors: _read throwing, push after EOF, unshift after end, invalid chunk type,
// missing _read, and errors with autoDestroy off.
'use strict';
const { Readable } = require('stream');
function watch(name, r) {
  for (const ev of ['error', 'close', 'end']) {
    r.on(ev, (e) => console.log(name, ev, e ? `${e.code || ''} ${e.message}` : ''));
  }
  return r;
}
watch('throw', new Readable({ read() { throw new Error('oops'); } })).resume();
const p = watch('eof', new Readable({ read() {} }));
p.push(null);
p.push('late');
console.log('eof errored', p.errored && p.errored.code);
const u = watch('unshift', new Readable({ read() {} }));
u.push(null);
u.resume();
u.on('end', () => u.unshift('back'));
const bad = watch('bad', new Readable({ read() {} }));
console.log('push number', bad.push(42));
watch('noimpl', new Readable()).read();
const keep = watch('keep', new Readable({ autoDestroy: false, read() {} }));
keep.destroy(new Error('kept'));
setImmediate(() => console.log('keep closed', keep.closed, 'destroyed', keep.destroyed));
