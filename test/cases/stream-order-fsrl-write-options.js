'use strict';
// WriteStream options: start, flags, encoding, flush, writev through cork/uncork.
const fs = require('fs');
const { tmpFile, run } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-write-opts', '..........');

const steps = [
  (done) => {
    const ws = fs.createWriteStream(file, { flags: 'r+', start: 3 });
    ws.write('AB');
    ws.end('C', () => {
      console.log('start=3', fs.readFileSync(file, 'utf8'), ws.bytesWritten, 'pos', ws.pos);
    });
    ws.on('close', done);
  },
  (done) => {
    const ws = fs.createWriteStream(file, { flags: 'a', encoding: 'hex' });
    ws.write('4142');
    ws.end();
    ws.on('finish', () => console.log('append hex finish', ws.bytesWritten));
    ws.on('close', () => { console.log('append hex', fs.readFileSync(file, 'utf8')); done(); });
  },
  (done) => {
    const ws = fs.createWriteStream(file, { flush: true });
    ws.on('open', () => {
      ws.cork();
      ws.write('one ', () => console.log('corked cb1', ws.bytesWritten));
      ws.write('two ', () => console.log('corked cb2', ws.bytesWritten));
      ws.write('three', () => console.log('corked cb3', ws.bytesWritten));
      console.log('corked len', ws.writableLength);
      ws.uncork();
      ws.end();
    });
    ws.on('finish', () => console.log('flush finish'));
    ws.on('close', () => { console.log('flush', ws.flush, fs.readFileSync(file, 'utf8')); done(); });
  },
  (done) => {
    const accepted = [];
    for (const bad of [1, 'yes', null]) {
      try {
        const ws = fs.createWriteStream(file, { flush: bad });
        accepted.push(new Promise((resolve) => ws.on('close', resolve)));
        ws.destroy();
        console.log('flush', bad, 'accepted');
      } catch (e) {
        console.log('flush', bad, e.code, e.message);
      }
    }
    try {
      fs.createWriteStream(file, { start: -2 });
    } catch (e) {
      console.log('start -2', e.code, e.message);
    }
    try {
      fs.createWriteStream(file, { fs: { open() {}, write: 1 } });
    } catch (e) {
      console.log('fs.write', e.code, e.message);
    }
    try {
      fs.createWriteStream(file, { fs: { open() {}, write() {}, writev: 1 } });
    } catch (e) {
      console.log('fs.writev', e.code, e.message);
    }
    try {
      fs.createWriteStream(file, { fs: { open() {}, write() {}, close: 1 } });
    } catch (e) {
      console.log('fs.close', e.code, e.message);
    }
    try {
      fs.createWriteStream(file, { flush: true, fs: { open() {}, write() {}, close() {} } });
    } catch (e) {
      console.log('fs.fsync', e.code, e.message);
    }
    // An accepted stream's open is a pool job still in flight: wait for its close, or a late
    // open could re-create the file after the harness removed it.
    Promise.all(accepted).then(() => done());
  },
];
run(steps, file);
