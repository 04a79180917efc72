'use strict';
// ReadStream over a FileHandle, and FileHandle.createReadStream / readLines.
const fs = require('fs');
const fsp = require('fs/promises');
const { tmpFile } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-read-fh', 'line one\nline two\r\nline three');

(async () => {
  let fh = await fsp.open(file, 'r');
  const rs = fs.createReadStream(null, { fd: fh, highWaterMark: 8 });
  console.log('fd is number', typeof rs.fd, 'pending', rs.pending);
  fh.on('close', () => console.log('filehandle close event'));
  rs.on('open', () => console.log('open (unexpected)'));
  const parts = [];
  rs.on('data', (c) => parts.push(c.length));
  await new Promise((resolve) => {
    rs.on('end', () => console.log('end', parts.join(','), rs.bytesRead));
    rs.on('close', () => { console.log('close'); resolve(); });
  });
  console.log('handle fd after', fh.fd);

  fh = await fsp.open(file, 'r');
  const rs2 = fh.createReadStream({ start: 5, end: 11, encoding: 'utf8' });
  rs2.on('data', (c) => console.log('rs2 data', JSON.stringify(c)));
  await new Promise((r) => rs2.on('close', r));
  console.log('rs2 closed, fd', fh.fd);

  fh = await fsp.open(file, 'r');
  for await (const line of fh.readLines()) console.log('readLines', JSON.stringify(line));
  console.log('readLines done, fd', fh.fd);

  fh = await fsp.open(file, 'r');
  const rs3 = fh.createReadStream({ highWaterMark: 4 });
  rs3.once('data', (c) => {
    console.log('rs3 first', c.toString());
    fh.close().then(() => console.log('fh.close resolved'));
  });
  rs3.on('error', (e) => console.log('rs3 error', e.code));
  rs3.on('close', () => {
    console.log('rs3 close', rs3.destroyed);
    fs.unlinkSync(file);
  });
})();
