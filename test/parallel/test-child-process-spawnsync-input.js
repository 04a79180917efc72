// Port of nodejs/node test/parallel/test-child-process-spawnsync-input.js (rewritten for minirt).
'use strict';
// spawnSync(): inherited stdio from a nested child, and options.input as a string, Buffer or
// any ArrayBufferView (other types rejected), with output as Buffers or decoded text.
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

const script = ['-e', 'console.log("out line"); console.error("err line");'];
const ok = (r) => {
  assert.strictEqual(r.status, 0);
  assert.strictEqual(r.error, undefined);
};

if (process.argv[2] === 'nested') {
  const stdio = process.argv[3] === 'string' ? 'inherit' : ['inherit', 'inherit', 'inherit'];
  ok(spawnSync(process.execPath, script, { stdio }));
  return;
}

for (const form of ['string', 'array']) {
  const r = spawnSync(process.execPath, [__filename, 'nested', form]);
  ok(r);
  assert.deepStrictEqual(r.stdout, Buffer.from('out line\n'));
  assert.deepStrictEqual(r.stderr, Buffer.from('err line\n'));
}

assert.throws(() => spawnSync('cat', [], { input: 1234 }),
              { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });

let r = spawnSync('cat', [], { input: 'text in' });
ok(r);
assert.strictEqual(r.stdout.toString(), 'text in');
assert.strictEqual(r.stderr.toString(), '');

r = spawnSync('cat', [], { input: Buffer.from('bytes in') });
ok(r);
assert.deepStrictEqual(r.stdout, Buffer.from('bytes in'));

const payload = Buffer.from('0123456789abcdef'.repeat(4));
for (const view of common.getArrayBufferViews(payload)) {
  r = spawnSync('cat', [], { input: view });
  ok(r);
  assert.deepStrictEqual(r.stdout, payload);
  assert.deepStrictEqual(r.stderr, Buffer.alloc(0));
}

r = spawnSync(process.execPath, script, { encoding: 'utf8' });
ok(r);
assert.strictEqual(r.stdout, 'out line\n');
assert.strictEqual(r.stderr, 'err line\n');
