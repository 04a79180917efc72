// Port of nodejs/node test/parallel/test-fs-open-flags.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';

// stringToFlags maps every flag string to its open(2) bits and rejects the rest; the
// exclusive flags fail with EEXIST on an existing file.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { stringToFlags } = require('internal/fs/utils');
const tmpdir = require('../common/tmpdir');

const { O_APPEND, O_CREAT, O_EXCL, O_RDONLY, O_RDWR, O_SYNC, O_TRUNC, O_WRONLY } = fs.constants;
const table = {
  'r': O_RDONLY, 'rs': O_RDONLY | O_SYNC, 'sr': O_RDONLY | O_SYNC,
  'r+': O_RDWR, 'rs+': O_RDWR | O_SYNC, 'sr+': O_RDWR | O_SYNC,
  'w': O_TRUNC | O_CREAT | O_WRONLY, 'wx': O_TRUNC | O_CREAT | O_WRONLY | O_EXCL,
  'xw': O_TRUNC | O_CREAT | O_WRONLY | O_EXCL, 'w+': O_TRUNC | O_CREAT | O_RDWR,
  'wx+': O_TRUNC | O_CREAT | O_RDWR | O_EXCL, 'xw+': O_TRUNC | O_CREAT | O_RDWR | O_EXCL,
  'a': O_APPEND | O_CREAT | O_WRONLY, 'ax': O_APPEND | O_CREAT | O_WRONLY | O_EXCL,
  'xa': O_APPEND | O_CREAT | O_WRONLY | O_EXCL, 'as': O_APPEND | O_CREAT | O_WRONLY | O_SYNC,
  'sa': O_APPEND | O_CREAT | O_WRONLY | O_SYNC, 'a+': O_APPEND | O_CREAT | O_RDWR,
  'ax+': O_APPEND | O_CREAT | O_RDWR | O_EXCL, 'xa+': O_APPEND | O_CREAT | O_RDWR | O_EXCL,
  'as+': O_APPEND | O_CREAT | O_RDWR | O_SYNC, 'sa+': O_APPEND | O_CREAT | O_RDWR | O_SYNC,
};
for (const [s, bits] of Object.entries(table)) assert.strictEqual(stringToFlags(s), bits, s);
assert.strictEqual(stringToFlags(O_RDWR), O_RDWR);
assert.strictEqual(stringToFlags(-0), 0);
assert.ok(!Object.is(stringToFlags(-0), -0));
assert.strictEqual(stringToFlags(null), O_RDONLY);
assert.strictEqual(stringToFlags(undefined), O_RDONLY);

for (const bad of ['+', '+a', '+r', '+w', 'rw', 'wa', 'war', 'raw', 'r++', 'a++', 'w++', 'x', '+x',
                   'x+', 'rx', 'rx+', 'wxx', 'wax', 'xwx', 'xxwx', 'R', {}, true, []]) {
  assert.throws(() => stringToFlags(bad), {
    code: 'ERR_INVALID_ARG_VALUE', name: 'TypeError',
  });
}
assert.throws(() => stringToFlags('xx'), {
  message: "The argument 'flags' is invalid. Received 'xx'",
});

tmpdir.refresh();
const file = tmpdir.resolve('excl.txt');
fs.writeFileSync(file, '');
for (const f of ['wx', 'xw', 'ax', 'xa+']) {
  assert.throws(() => fs.openSync(file, f), { code: 'EEXIST', syscall: 'open', path: file });
}
fs.open(file, 'wx', common.mustCall((err) => assert.strictEqual(err.code, 'EEXIST')));
