// Port of nodejs/node test/parallel/test-fs-read-stream-fd-leak.js (rewritten for minirt).
'use strict';

// Opening, erroring and destroying read/write streams (also in the middle of a read
// or before the open completes) never leaks a file descriptor, closes each fd once,
// and emits nothing after 'close'. Counted through /proc/self/fd.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

if (!fs.existsSync('/proc/self/fd')) common.skip('needs /proc/self/fd');

tmpdir.refresh();
const file = tmpdir.resolve('leak.txt');
fs.writeFileSync(file, Buffer.alloc(1024 * 1024, 'a'));
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const before = openFds();

function noEventsAfterClose(stream) {
  let closed = false;
  stream.on('close', () => {
    closed = true;
  });
  for (const ev of ['data', 'end', 'error', 'open', 'ready', 'finish']) {
    stream.on(ev, () => assert(!closed, `'${ev}' after 'close'`));
  }
}

const cases = [
  // Destroyed right away, before the open finished.
  () => fs.createReadStream(file),
  // Destroyed after the first chunk, while the next read is in flight.
  (done) => {
    const rs = fs.createReadStream(file, { highWaterMark: 4096 });
    rs.once('data', () => rs.destroy());
    return rs;
  },
  // Destroyed with an error mid-way.
  () => {
    const rs = fs.createReadStream(file);
    rs.once('data', () => rs.destroy(new Error('stop')));
    rs.on('error', (err) => assert.strictEqual(err.message, 'stop'));
    return rs;
  },
  // Open fails.
  () => {
    const rs = fs.createReadStream(tmpdir.resolve('missing'));
    rs.on('error', (err) => assert.strictEqual(err.code, 'ENOENT'));
    return rs;
  },
  // Reading a directory fails after the open (EISDIR): the fd must still be closed.
  () => {
    const rs = fs.createReadStream(tmpdir.path);
    rs.on('error', (err) => {
      assert.strictEqual(err.code, 'EISDIR');
      assert.strictEqual(err.syscall, 'read');
    });
    return rs;
  },
  // close() while reading.
  () => {
    const rs = fs.createReadStream(file);
    rs.once('data', () => rs.close());
    return rs;
  },
  // A write stream destroyed before opening and one that ends normally.
  () => fs.createWriteStream(tmpdir.resolve('w1.txt')),
  () => {
    const ws = fs.createWriteStream(tmpdir.resolve('w2.txt'));
    ws.end('data');
    return ws;
  },
];

let pending = cases.length * 5;
for (let round = 0; round < 5; round++) {
  cases.forEach((make, i) => {
    const stream = make();
    noEventsAfterClose(stream);
    if (i === 0 || i === 6) stream.destroy();
    stream.on('close', common.mustCall(() => {
      assert.strictEqual(stream.fd, null);
      if (--pending === 0) {
        setImmediate(common.mustCall(() => assert.strictEqual(openFds(), before)));
      }
    }));
    stream.resume?.();
  });
}
