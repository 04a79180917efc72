// Port of nodejs/node test/parallel/test-child-process-silent.js (rewritten for minirt).
'use strict';
// fork(..., { silent: true }) pipes the child's stdout/stderr to the parent instead of
// sharing them, while the IPC channel still works both ways.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

const role = process.argv[2];
if (role === 'writer') {
  process.stdout.write('out text');
  process.stderr.write('err text');
} else if (role === 'talker') {
  process.send('hello from child');
  process.on('message', (m) => process.send(`echo: ${m}`));
} else if (role === 'middle') {
  // Its silent child writes to pipes nobody reads, so nothing reaches our stdout/stderr.
  const child = cp.fork(__filename, ['writer'], { silent: true });
  child.disconnect();
  child.on('exit', common.mustCall());
} else {
  const middle = cp.spawn(process.execPath, [__filename, 'middle']);
  let middleOut = '';
  middle.stdout.on('data', (d) => { middleOut += d; });
  middle.stderr.on('data', (d) => { middleOut += d; });
  middle.on('close', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(middleOut, '');
  }));

  const talker = cp.fork(__filename, ['talker'], { silent: true });
  assert.notStrictEqual(talker.stdout, null);
  assert.notStrictEqual(talker.stderr, null);
  const got = [];
  talker.on('message', (m) => {
    got.push(m);
    if (got.length === 2) talker.kill();
  });
  talker.send('ping');
  talker.on('exit', common.mustCall(() => {
    assert.deepStrictEqual(got.sort(), ['echo: ping', 'hello from child']);
  }));
}
