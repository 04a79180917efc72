// _writableState.finalCalled is set once end() reaches prefinish, whether or not the
// stream has a _final() to call.
'use strict';
const { Writable, PassThrough } = require('stream');

const plain = new Writable({ write(chunk, enc, cb) { cb(); } });
plain.on('prefinish', () => console.log('plain prefinish', plain._writableState.finalCalled));
plain.on('finish', () => console.log('plain finish', plain._writableState.finalCalled));
console.log('plain before end', plain._writableState.finalCalled);
plain.end('x');
console.log('plain after end', plain._writableState.finalCalled, plain._writableState.prefinished);

const withFinal = new Writable({
  write(chunk, enc, cb) { cb(); },
  final(cb) { console.log('final', withFinal._writableState.finalCalled); process.nextTick(cb); },
});
withFinal.end();
console.log('withFinal after end', withFinal._writableState.finalCalled, withFinal._writableState.prefinished);

const pending = new Writable({ write(chunk, enc, cb) { setImmediate(cb); } });
pending.write('a');
pending.end();
console.log('pending write', pending._writableState.finalCalled);
pending.on('finish', () => console.log('pending finish', pending._writableState.finalCalled));

const pt = new PassThrough();
pt.resume();
pt.end('y');
pt.on('finish', () => console.log('passthrough finish', pt._writableState.finalCalled));
