// Paused mode driven by 'readable' + read() with a _read that pushes synchronously:
// order of _read calls, 'readable', read() results, 'end' and 'close'.
'use strict';
const { Readable } = require('stream');
let n = 0;
const r = new Readable({
  highWaterMark: 4,
  read(size) {
    console.log('_read', size, 'len', this.readableLength);
    n++;
    if (n <= 3) this.push('ab' + n);
    else this.push(null);
  },
});
for (const ev of ['end', 'close', 'pause', 'resume']) r.on(ev, () => console.log('event', ev));
r.on('readable', () => {
  console.log('readable len', r.readableLength, 'ended', r._readableState.ended);
  let c;
  while ((c = r.read()) !== null) console.log('read', String(c));
  console.log('read -> null, flowing', r.readableFlowing);
});
process.nextTick(() => console.log('tick after on(readable)'));
console.log('sync end');
