// Port of nodejs/node test/parallel/test-child-process-internal.js (rewritten for minirt).
'use strict';
// Messages whose cmd starts with NODE_ are internal: the parent sees them as
// 'internalMessage', everything else as 'message'.
const common = require('../common');
const assert = require('assert');

const userMessage = { cmd: 'myNODE_cmd', n: 1 };
const internalMessage = { cmd: 'NODE_something', n: 2 };

if (process.argv[2] === 'child') {
  process.send(userMessage);
  process.send(internalMessage);
} else {
  const { fork } = require('child_process');
  const child = fork(__filename, ['child']);
  child.once('message', common.mustCall((m) => assert.deepStrictEqual(m, userMessage)));
  child.once('internalMessage', common.mustCall((m) => assert.deepStrictEqual(m, internalMessage)));
}
