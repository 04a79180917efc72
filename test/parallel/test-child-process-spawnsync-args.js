// Port of nodejs/node test/parallel/test-child-process-spawnsync-args.js (rewritten for minirt).
'use strict';
// spawnSync(file, args, options) accepts undefined, null or [] as args with options in
// third place.
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const tmpdir = require('../common/tmpdir');

if (common.isWindows) common.skip('uses pwd');
tmpdir.refresh();

const outputs = new Set();
for (const args of [undefined, null, []]) {
  const { stdout, stderr, error, status } = spawnSync('pwd', args, { cwd: tmpdir.path });
  assert.ifError(error);
  assert.strictEqual(status, 0);
  assert.deepStrictEqual(stderr, Buffer.alloc(0));
  outputs.add(stdout.toString().trim());
}
assert.deepStrictEqual([...outputs], [require('fs').realpathSync(tmpdir.path)]);
