'use strict';
// fs.WriteStream over a path: event order and bytesWritten/pending at each event.
const fs = require('fs');
const { tmpFile } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-write-basic');
const ws = fs.createWriteStream(file, { highWaterMark: 4 });
const show = (ev, extra = '') =>
  console.log(ev, 'bytesWritten', ws.bytesWritten, 'pending', ws.pending, extra);
show('sync', 'flags ' + ws.flags + ' mode ' + ws.mode + ' start ' + ws.start + ' flush ' + ws.flush);
console.log('write1', ws.write('abc', () => show('cb1')));
console.log('write2', ws.write(Buffer.from('defgh'), () => show('cb2')));
console.log('write3', ws.write('ij', 'utf8', () => show('cb3')));
show('after writes', 'wlen ' + ws.writableLength);
for (const ev of ['open', 'ready', 'drain', 'prefinish', 'finish', 'close', 'error']) {
  ws.on(ev, () => show(ev));
}
ws.end('k', () => show('end cb'));
ws.on('close', () => {
  console.log('content', fs.readFileSync(file, 'utf8'));
  fs.unlinkSync(file);
});
