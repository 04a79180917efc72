// Flowing mode with an asynchronous _read: 'resume', 'data' per chunk, then 'end'
// and 'close', plus the state flags seen inside each handler.
'use strict';
const { Readable } = require('stream');
let i = 0;
const r = new Readable({
  highWaterMark: 2,
  read() {
    console.log('_read reading', this._readableState.reading);
    setImmediate(() => {
      i++;
      const more = this.push(i <= 3 ? 'x' + i : null);
      console.log('pushed', i, 'ret', more);
    });
  },
});
r.on('resume', () => console.log('event resume flowing', r.readableFlowing));
r.on('data', (c) => console.log('data', String(c), 'len', r.readableLength));
r.on('end', () => console.log('end endEmitted', r.readableEnded));
r.on('close', () => console.log('close destroyed', r.destroyed));
console.log('flowing after on(data)', r.readableFlowing);
process.nextTick(() => console.log('tick'));
Promise.resolve().then(() => console.log('micro'));
