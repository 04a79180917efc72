// Port of nodejs/node test/parallel/test-child-process-send-utf8.js (rewritten for minirt).
'use strict';
// A long message of two-byte UTF-8 characters crosses the channel intact (it arrives in
// many reads, split inside characters).
const common = require('../common');
const assert = require('assert');
const { fork } = require('child_process');

const text = '\u00df\u00e9\u20ac'.repeat(60000);
if (process.argv[2] === 'child') {
  process.send(text);
} else {
  const child = fork(__filename, ['child']);
  child.on('message', common.mustCall((m) => {
    assert.strictEqual(m.length, text.length);
    assert.strictEqual(m, text);
  }));
}
