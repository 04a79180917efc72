// Port of nodejs/node test/parallel/test-child-process-fork-ref.js (rewritten for minirt).
'use strict';
// A child with a 'disconnect' listener stays alive until the parent disconnects, then
// still gets to run that listener before it exits.
const common = require('../common');
const assert = require('assert');
const { fork } = require('child_process');

if (process.argv[2] === 'child') {
  process.send('first');
  setTimeout(() => process.send('second'), 200);
  process.on('disconnect', () => process.stdout.write('bye'));
} else {
  const child = fork(__filename, ['child'], { silent: true });
  const got = [];
  let out = '';
  child.on('message', (m) => {
    got.push(m);
    if (m === 'second') child.disconnect();
  });
  child.stdout.on('data', (d) => { out += d; });
  child.once('exit', common.mustCall(() => {
    assert.deepStrictEqual(got, ['first', 'second']);
    assert.strictEqual(out, 'bye');
  }));
}
