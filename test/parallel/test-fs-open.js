// Port of nodejs/node test/parallel/test-fs-open.js (rewritten for minirt).
'use strict';

// open/openSync: default flags and mode, flag strings and numbers, ENOENT with path,
// argument validation and its order (mode and flags before the path and the callback).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

assert.throws(() => fs.openSync('/8hvftyuncxrt/path/to/file/that/does/not/exist', 'r'), {
  code: 'ENOENT', syscall: 'open', errno: -2,
  path: '/8hvftyuncxrt/path/to/file/that/does/not/exist',
  message: "ENOENT: no such file or directory, open '/8hvftyuncxrt/path/to/file/that/does/not/exist'",
});

fs.closeSync(fs.openSync(__filename));
fs.closeSync(fs.openSync(__filename, 'r'));
fs.closeSync(fs.openSync(__filename, 'rs'));
fs.closeSync(fs.openSync(__filename, 0));
fs.closeSync(fs.openSync(__filename, undefined, undefined));
fs.closeSync(fs.openSync(__filename, null, '444'));

fs.open(__filename, common.mustSucceed((fd) => fs.closeSync(fd)));
fs.open(__filename, 'r', common.mustSucceed((fd) => fs.closeSync(fd)));
fs.open(__filename, 'rs', common.mustSucceed((fd) => fs.closeSync(fd)));
fs.open(__filename, 'r', 0, common.mustSucceed((fd) => fs.closeSync(fd)));
fs.open(__filename, 'r', null, common.mustSucceed((fd) => fs.closeSync(fd)));
fs.open(__filename, 0, '644', common.mustCall((err, fd) => {
  assert.strictEqual(err, null);
  assert.strictEqual(typeof fd, 'number');
  fs.closeSync(fd);
}));
fs.open(`${__filename}.missing`, common.mustCall((err, fd) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.path, `${__filename}.missing`);
  assert.strictEqual(fd, undefined);
}));

for (const bad of [1, {}, null, undefined, true]) {
  assert.throws(() => fs.open(bad, 'r', common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE', message: /"path"/ });
  assert.throws(() => fs.openSync(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => fs.openSync('a\u0000'), { code: 'ERR_INVALID_ARG_VALUE' });
for (const bad of [{}, true, 'boom', 'rw']) {
  assert.throws(() => fs.openSync(__filename, bad), {
    code: 'ERR_INVALID_ARG_VALUE', name: 'TypeError', message: /^The argument 'flags' is invalid/,
  });
}
assert.throws(() => fs.openSync(__filename, 1.5), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => fs.openSync(__filename, 2 ** 31), { code: 'ERR_OUT_OF_RANGE' });
for (const bad of [{}, true, 'x', -1, 2 ** 32, 1.5]) {
  assert.throws(() => fs.openSync(__filename, 'r', bad), /ERR_INVALID_ARG_VALUE|ERR_OUT_OF_RANGE|ERR_INVALID_ARG_TYPE/);
  assert.throws(() => fs.open(__filename, 'r', bad, common.mustNotCall()), /ERR_INVALID_ARG_VALUE|ERR_OUT_OF_RANGE|ERR_INVALID_ARG_TYPE/);
}
// Order: mode, flags, path, then the callback.
assert.throws(() => fs.open(1, 'bad', 'x', 5), { code: 'ERR_INVALID_ARG_VALUE', message: /'mode'/ });
assert.throws(() => fs.open(1, 'bad', 5), { code: 'ERR_INVALID_ARG_VALUE', message: /'flags'/ });
assert.throws(() => fs.open(1, 'r', 5), { code: 'ERR_INVALID_ARG_TYPE', message: /"path"/ });
assert.throws(() => fs.open(__filename, 'r', 0o666), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.open(__filename), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
