// Port of nodejs/node test/parallel/test-child-process-advanced-serialization-splitted-length-field.js (rewritten for minirt).
'use strict';
// Messages whose sizes make the 4-byte length prefix straddle two reads are still framed
// correctly by the 'advanced' channel reader.
const common = require('../common');
const cp = require('child_process');

const size = 65521;
const count = 10;

if (process.argv[2] === 'child') {
  const payload = Buffer.alloc(size, 7);
  let left = count;
  (function next() {
    if (left-- > 0) process.send(payload, next);
    else process.disconnect();
  })();
} else {
  const child = cp.spawn(process.execPath, [__filename, 'child'], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  child.on('message', common.mustCall((m) => {
    if (m.length !== size || m[0] !== 7 || m[size - 1] !== 7) throw new Error('bad message');
  }, count));
}
