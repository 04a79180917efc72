'use strict';
// ReadStream from a numeric fd: no 'open'/'ready', autoClose true/false, fd closed once.
const fs = require('fs');
const { tmpFile } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-read-fd', 'hello world, from an fd');

function run(autoClose, done) {
  const fd = fs.openSync(file, 'r');
  const rs = fs.createReadStream(null, { fd, autoClose, highWaterMark: 10, start: 6 });
  console.log(autoClose, 'sync pending', rs.pending, 'fd same', rs.fd === fd, 'autoClose', rs.autoClose, 'path', rs.path);
  rs.on('open', () => console.log('open (unexpected)'));
  rs.on('ready', () => console.log('ready (unexpected)'));
  rs.on('data', (c) => console.log(autoClose, 'data', JSON.stringify(c.toString())));
  rs.on('end', () => {
    console.log(autoClose, 'end', rs.bytesRead, 'destroyed', rs.destroyed, 'fd', rs.fd === fd ? 'same' : rs.fd);
    if (!autoClose) {
      setTimeout(() => {
        let open = true;
        try { fs.fstatSync(fd); } catch { open = false; }
        console.log(autoClose, 'after end: fd open', open, 'closed', rs.closed, 'destroyed', rs.destroyed);
        fs.closeSync(fd);
        done();
      }, 20);
    }
  });
  rs.on('close', () => {
    console.log(autoClose, 'close', 'fd', rs.fd);
    let open = true;
    try { fs.fstatSync(fd); } catch { open = false; }
    console.log(autoClose, 'fd still open', open);
    done();
  });
}

run(true, () => run(false, () => fs.unlinkSync(file)));
