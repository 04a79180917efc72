// fs.Utf8Stream#flush answers as Node's does: at once (synchronously) without a minimum
// length, since every write has gone out already, and on a destroyed stream (with
// ERR_INVALID_STATE); with a minimum length, once the waiting data is written and the
// descriptor synced, passing on that fsync's result (null, or EINVAL for a device that
// cannot be synced such as /dev/null).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-utf8stream-flush-'));
const file = path.join(dir, 'out');

const cases = [
  ['idle, no minLength', { dest: file, sync: true }, false],
  ['pending, no minLength', { dest: file }, true],
  ['pending, minLength', { dest: file, minLength: 10 }, true],
  ['pending, minLength, sync', { dest: file, minLength: 10, sync: true }, true],
  ['pending, minLength, /dev/null', { dest: '/dev/null', minLength: 10, sync: true }, true],
];

function flushNow(label, stream) {
  return new Promise((resolve) => {
    let during = true;
    stream.flush((err) => {
      console.log(label, during ? 'sync' : 'async', err === undefined ? 'undefined' :
        err === null ? 'null' : err.code);
      resolve();
    });
    during = false;
  });
}

(async () => {
  for (const [label, opts, write] of cases) {
    const stream = new fs.Utf8Stream(opts);
    stream.on('error', (err) => console.log(label, 'error', err.code));
    if (!opts.sync) await new Promise((resolve) => stream.once('ready', resolve));
    if (write) stream.write('abc');
    await flushNow(label, stream);
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await flushNow(`${label} (destroyed)`, stream);
  }
  fs.rmSync(dir, { recursive: true, force: true });
})();
