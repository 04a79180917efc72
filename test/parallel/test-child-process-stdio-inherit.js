// Port of nodejs/node test/parallel/test-child-process-stdio-inherit.js (rewritten for minirt).
'use strict';
// A grandchild started with stdio: 'inherit' reads and writes the pipes its parent got.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (process.argv[2] === 'middle') {
  spawn('cat', [], { stdio: 'inherit' });
} else {
  const middle = spawn(process.execPath, [__filename, 'middle']);
  middle.stderr.pipe(process.stderr);
  let out = '';
  middle.stdout.setEncoding('utf8');
  middle.stdout.on('data', (d) => { out += d; });
  middle.stdin.end('passed down and back');
  middle.on('close', common.mustCall((code, signal) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(signal, null);
    assert.strictEqual(out, 'passed down and back');
  }));
}
