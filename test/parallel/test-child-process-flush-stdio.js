// Port of nodejs/node test/parallel/test-child-process-flush-stdio.js (rewritten for minirt).
'use strict';
// A child's output that nobody reads is drained after exit so that 'close' still comes;
// output read through 'readable' is complete.
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

const first = cp.spawn('echo', []);
first.stdout.read();
first.on('close', common.mustCall((code, signal) => {
  assert.strictEqual(code, 0);
  assert.strictEqual(signal, null);
  const second = cp.spawn('echo', ['abc']);
  const chunks = [];
  second.stdout.on('readable', () => {
    let chunk;
    while ((chunk = second.stdout.read()) !== null) chunks.push(chunk);
  });
  second.on('close', common.mustCall((code2, signal2) => {
    assert.strictEqual(code2, 0);
    assert.strictEqual(signal2, null);
    assert.strictEqual(Buffer.concat(chunks).toString(), 'abc\n');
  }));
}));
