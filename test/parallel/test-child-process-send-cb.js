// Port of nodejs/node test/parallel/test-child-process-send-cb.js (rewritten for minirt).
'use strict';
// process.send() calls its callback with null once the message is written, and the child
// may exit right after.
const common = require('../common');
const assert = require('assert');
const { fork } = require('child_process');

if (process.argv[2] === 'child') {
  process.send({ hello: 'parent' }, common.mustCall((err) => assert.strictEqual(err, null)));
} else {
  const child = fork(__filename, ['child']);
  child.on('message', common.mustCall((m) => assert.deepStrictEqual(m, { hello: 'parent' })));
  child.on('exit', common.mustCall((code, signal) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(signal, null);
  }));
}
