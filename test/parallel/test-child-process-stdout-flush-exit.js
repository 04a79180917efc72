// Port of nodejs/node test/parallel/test-child-process-stdout-flush-exit.js (rewritten for minirt).
'use strict';
// Everything a child prints right before it exits reaches the parent, first line to last.
const common = require('../common');
const assert = require('assert');

if (process.argv[2] === 'child') {
  console.log('first');
  for (let i = 0; i < 200; i++) console.log(`line ${i}`);
  console.log('last');
} else {
  const { spawn } = require('child_process');
  const child = spawn(process.execPath, [__filename, 'child']);
  let out = '';
  child.stderr.on('data', common.mustNotCall());
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', common.mustCallAtLeast((d) => { out += d; }));
  child.on('close', common.mustCall(() => {
    assert.ok(out.startsWith('first\n'));
    assert.ok(out.endsWith('line 199\nlast\n'));
    assert.strictEqual(out.split('\n').length, 203);
  }));
}
