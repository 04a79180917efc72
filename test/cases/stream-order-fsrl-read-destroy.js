'use strict';
// ReadStream destroyed before open, right after open, mid-read, and with an error.
const fs = require('fs');
const { tmpFile, run, watcher } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-read-destroy', 'x'.repeat(1000));

const watch = watcher(['open', 'ready', 'end', 'close', 'error'], (a, ev) => (ev === 'error' ? a.message : ''),
  (rs) => ['pending', rs.pending, 'bytesRead', rs.bytesRead, 'fd', rs.fd === null ? null : typeof rs.fd]);

const steps = [
  (done) => {
    const rs = fs.createReadStream(file);
    watch(rs, 'sync');
    rs.destroy();
    console.log('sync destroyed', rs.destroyed, 'closed', rs.closed);
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file);
    watch(rs, 'onopen');
    rs.on('open', () => rs.destroy());
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file, { highWaterMark: 100 });
    watch(rs, 'middata');
    let n = 0;
    rs.on('data', () => {
      n++;
      if (n === 3) { rs.destroy(); console.log('middata destroyed at', rs.bytesRead); }
    });
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file, { highWaterMark: 100 });
    watch(rs, 'witherr');
    rs.once('data', () => rs.destroy(new Error('boom')));
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file, { highWaterMark: 300 });
    watch(rs, 'close()');
    rs.once('data', () => rs.close((err) => console.log('close() cb', err && err.code)));
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file);
    watch(rs, 'paused');
    rs.on('ready', () => setTimeout(() => rs.destroy(), 5));
    rs.on('close', done);
  },
];
run(steps, file);
