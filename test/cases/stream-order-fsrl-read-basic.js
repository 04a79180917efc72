'use strict';
// fs.ReadStream over a path: event order and bytesRead/pending/path at each event.
const fs = require('fs');
const { tmpFile } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-read-basic', 'abcdefghij'.repeat(10));

const rs = fs.createReadStream(file, { highWaterMark: 40 });
const show = (ev, extra = '') =>
  console.log(ev, 'bytesRead', rs.bytesRead, 'pending', rs.pending, 'fd', typeof rs.fd, extra);
show('sync');
console.log('path ok', rs.path === file, 'flags', rs.flags, 'mode', rs.mode, 'start', rs.start, 'end', rs.end);
rs.on('open', (fd) => show('open', typeof fd));
rs.on('ready', () => show('ready'));
rs.on('data', (c) => show('data', c.length + ' ' + c.toString().slice(0, 3)));
rs.on('end', () => show('end'));
rs.on('close', () => {
  show('close', 'destroyed ' + rs.destroyed);
  fs.unlinkSync(file);
});
process.nextTick(() => show('tick'));
