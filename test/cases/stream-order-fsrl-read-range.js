'use strict';
// ReadStream start/end ranges and highWaterMark chunking.
const fs = require('fs');
const { tmpFile } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-read-range', '0123456789abcdefghijklmnopqrstuvwxyz');

const cases = [
  { start: 0, end: 0 },
  { start: 5, end: 14, highWaterMark: 3 },
  { start: 30 },
  { end: 4, highWaterMark: 2 },
  { start: 100 },
  { start: 3, end: 3, highWaterMark: 1 },
  { highWaterMark: 7, encoding: 'utf8' },
  { start: 0, end: Infinity, highWaterMark: 16 },
];

let i = 0;
function next() {
  if (i === cases.length) {
    fs.unlinkSync(file);
    return;
  }
  const opts = cases[i++];
  const rs = fs.createReadStream(file, opts);
  const chunks = [];
  rs.on('data', (c) => chunks.push(typeof c === 'string' ? 's:' + c : c.toString()));
  rs.on('end', () => console.log(JSON.stringify(opts), chunks.join('|'), 'bytesRead', rs.bytesRead, 'pos', rs.pos));
  rs.on('close', next);
}
next();
