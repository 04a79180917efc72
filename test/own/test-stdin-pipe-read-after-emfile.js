// minirt's own test: a piped stdin that starts reading after the fd table filled up still
// reads (runtime/src/bindings/io/stream.rs makes the loop's read set with the stream, as
// Node's loop has its epoll fd from the start), and its data and end arrive. Needs `sh`
// with `ulimit`.
'use strict';
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const fs = require('fs');
  // Made now, while fds are free; reading starts below, once none are left.
  const stdin = process.stdin;
  const held = [];
  for (;;) {
    try {
      held.push(fs.openSync(__filename, 'r'));
    } catch {
      break;
    }
  }
  let text = '';
  stdin.setEncoding('utf8');
  stdin.on('data', (d) => { text += d; });
  stdin.on('end', () => {
    for (const fd of held) fs.closeSync(fd);
    console.log(`read ${JSON.stringify(text)} with ${held.length > 0} fds held`);
  });
  return;
}

const r = spawnSync('sh', ['-c', 'ulimit -n 64 && exec "$0" "$@"', process.execPath, __filename,
                           'child'], { encoding: 'utf8', input: 'line one\nline two\n' });
if (r.error) common.skip(`cannot run sh: ${r.error.message}`);
assert.strictEqual(r.stderr, '');
assert.strictEqual(r.status, 0);
assert.strictEqual(r.stdout, 'read "line one\\nline two\\n" with true fds held\n');
