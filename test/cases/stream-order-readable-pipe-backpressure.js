// pipe() into a slow Writable: 'pipe', 'pause' when write() returns false, 'drain' and
// 'resume', awaitDrainWriters, then 'end', 'finish', 'unpipe', and both 'close' events.
'use strict';
const { Readable, Writable } = require('stream');
let n = 0;
const r = new Readable({
  highWaterMark: 4,
  read() {
    n++;
    this.push(n <= 4 ? 'chunk' + n : null);
  },
});
const w = new Writable({
  highWaterMark: 6,
  write(chunk, enc, cb) {
    console.log('write', String(chunk), 'awaitDrain', r._readableState.awaitDrainWriters === w);
    setImmediate(cb);
  },
});
for (const ev of ['pause', 'resume', 'end', 'close']) r.on(ev, () => console.log('r', ev));
for (const ev of ['drain', 'finish', 'close']) w.on(ev, () => console.log('w', ev));
w.on('pipe', (src) => console.log('w pipe', src === r));
w.on('unpipe', (src) => console.log('w unpipe', src === r, r._readableState.pipes.length));
console.log('pipe returns dest', r.pipe(w) === w);
console.log('flowing', r.readableFlowing);
