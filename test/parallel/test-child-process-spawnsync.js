// Port of nodejs/node test/parallel/test-child-process-spawnsync.js (rewritten for minirt).
'use strict';
// spawnSync(): exit status, the ENOENT error's fields, cwd, and output as Buffers by default
// or strings with an encoding.
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const { getSystemErrorName } = require('util');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
assert.strictEqual(spawnSync('true').status, 0);
assert.strictEqual(spawnSync('false').status, 1);

const { error } = spawnSync('no_such_command_xyz', ['arg']);
assert.strictEqual(error.code, 'ENOENT');
assert.strictEqual(getSystemErrorName(error.errno), 'ENOENT');
assert.strictEqual(error.syscall, 'spawnSync no_such_command_xyz');
assert.strictEqual(error.path, 'no_such_command_xyz');
assert.deepStrictEqual(error.spawnargs, ['arg']);

const here = spawnSync(...common.pwdCommand, { cwd: tmpdir.path });
assert.strictEqual(here.stdout.toString().trim(), require('fs').realpathSync(tmpdir.path));

const plain = spawnSync(...common.pwdCommand);
const asBuffer = spawnSync(...common.pwdCommand, { encoding: 'buffer' });
assert.deepStrictEqual(plain.output, asBuffer.output);
assert.ok(Buffer.isBuffer(plain.stdout));
const asText = spawnSync(...common.pwdCommand, { encoding: 'utf8' });
assert.deepStrictEqual(asText.output, [null, plain.stdout.toString(), plain.stderr.toString()]);
assert.strictEqual(asText.stdout, asText.output[1]);
