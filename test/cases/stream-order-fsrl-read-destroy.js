'use strict';
// ReadStream destroyed before open, right after open, mid-read, and with an error.
const fs = require('fs');
const os = require('os');
const path = require('path');

const file = path.join(os.tmpdir(), `fsrl-read-destroy-${process.pid}.txt`);
fs.writeFileSync(file, 'x'.repeat(1000));

function watch(name, rs) {
  for (const ev of ['open', 'ready', 'end', 'close', 'error']) {
    rs.on(ev, (a) => console.log(name, ev, ev === 'error' ? a.message : '',
      'pending', rs.pending, 'bytesRead', rs.bytesRead, 'fd', rs.fd === null ? null : typeof rs.fd));
  }
}

const steps = [
  (done) => {
    const rs = fs.createReadStream(file);
    watch('sync', rs);
    rs.destroy();
    console.log('sync destroyed', rs.destroyed, 'closed', rs.closed);
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file);
    watch('onopen', rs);
    rs.on('open', () => rs.destroy());
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file, { highWaterMark: 100 });
    watch('middata', rs);
    let n = 0;
    rs.on('data', () => {
      n++;
      if (n === 3) { rs.destroy(); console.log('middata destroyed at', rs.bytesRead); }
    });
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file, { highWaterMark: 100 });
    watch('witherr', rs);
    rs.once('data', () => rs.destroy(new Error('boom')));
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file, { highWaterMark: 300 });
    watch('close()', rs);
    rs.once('data', () => rs.close((err) => console.log('close() cb', err && err.code)));
    rs.on('close', done);
  },
  (done) => {
    const rs = fs.createReadStream(file);
    watch('paused', rs);
    rs.on('ready', () => setTimeout(() => rs.destroy(), 5));
    rs.on('close', done);
  },
];
let i = 0;
(function next() {
  if (i < steps.length) steps[i++](next);
  else fs.unlinkSync(file);
})();
