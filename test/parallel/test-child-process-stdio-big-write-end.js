// Port of nodejs/node test/parallel/test-child-process-stdio-big-write-end.js (rewritten for minirt).
'use strict';
// Writes that go on after write() returned false are queued, not lost: the child counts
// every byte before the parent's end() reaches it.
const common = require('../common');
const assert = require('assert');

if (process.argv[2] === 'child') {
  let total = 0;
  process.stdin.on('data', common.mustCallAtLeast((chunk) => { total += chunk.length; }));
  process.stdin.on('end', common.mustCall(() => console.log(total)));
} else {
  const { spawn } = require('child_process');
  const child = spawn(process.execPath, [__filename, 'child']);
  let reply = '';
  child.stdout.setEncoding('ascii');
  child.stdout.on('data', (d) => { reply += d; });

  let sent = 0;
  let size = 0;
  let accepted;
  do {
    size += 1024;
    accepted = child.stdin.write(Buffer.alloc(size, 'x'));
    sent += size;
  } while (accepted);
  for (let i = 0; i < 50; i++) {
    child.stdin.write(Buffer.alloc(size, 'y'));
    sent += size;
  }
  child.stdin.end();
  child.stdout.on('end', common.mustCall(() => assert.strictEqual(Number(reply), sent)));
}
