// pause()/resume(): the 'pause'/'resume' events (once per change), isPaused(),
// readableFlowing transitions, and data buffered while paused coming out on resume.
'use strict';
const { Readable } = require('stream');
const r = new Readable({ read() {} });
r.on('pause', () => console.log('pause event'));
r.on('resume', () => console.log('resume event'));
console.log('start', r.readableFlowing, r.isPaused());
r.pause();
r.pause();
console.log('paused', r.readableFlowing, r.isPaused());
r.on('data', (c) => console.log('data', String(c), 'flowing', r.readableFlowing));
console.log('after on(data) while paused', r.readableFlowing);
r.push('a');
r.push('b');
console.log('len', r.readableLength);
r.resume();
r.resume();
console.log('resumed', r.readableFlowing, r.isPaused());
process.nextTick(() => {
  console.log('tick len', r.readableLength);
  r.pause();
  r.push('c');
  setImmediate(() => {
    console.log('imm len', r.readableLength);
    r.resume();
    r.push(null);
    r.on('end', () => console.log('end'));
  });
});
