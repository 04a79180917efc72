'use strict';
// WriteStream errors: open failure, write to a read-only fd, destroy while writing.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { tmpFile, run, watcher } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-write-err', 'data');

const watch = watcher(['open', 'ready', 'finish', 'close', 'error'], (a, ev) => (ev === 'error' ? `${a.code} ${a.syscall}` : ''),
  (ws) => ['bytesWritten', ws.bytesWritten, 'pending', ws.pending, 'destroyed', ws.destroyed]);

const steps = [
  (done) => {
    const ws = fs.createWriteStream(path.join(os.tmpdir(), `fsrl-nodir-${process.pid}`, 'f'));
    watch(ws, 'nodir');
    console.log('nodir write ret', ws.write('x', (err) => console.log('nodir write cb', err && err.code)));
    ws.on('close', done);
  },
  (done) => {
    const fd = fs.openSync(file, 'r');
    const ws = fs.createWriteStream(null, { fd });
    watch(ws, 'rofd');
    ws.write('abc', (err) => console.log('rofd write cb', err && err.code));
    ws.write('def', (err) => console.log('rofd write2 cb', err && err.code));
    ws.on('close', () => {
      let open = true;
      try { fs.fstatSync(fd); } catch { open = false; }
      console.log('rofd fd open after close', open);
      done();
    });
  },
  (done) => {
    const ws = fs.createWriteStream(file);
    watch(ws, 'destroywrite');
    ws.on('open', () => {
      ws.write('abc', (err) => console.log('destroywrite cb', err && err.code));
      ws.destroy();
      console.log('destroywrite after destroy', ws.destroyed);
    });
    ws.on('close', done);
  },
  (done) => {
    const ws = fs.createWriteStream(file);
    watch(ws, 'destroyerr');
    ws.write('abc');
    ws.destroy(new Error('bang'));
    ws.on('close', done);
  },
  (done) => {
    const ws = fs.createWriteStream(file);
    watch(ws, 'writeafterend');
    ws.end('z');
    ws.write('y', (err) => console.log('writeafterend cb', err && err.code));
    ws.on('close', done);
  },
];
run(steps, file);
