// The public fs functions keep Node's name and length whether they are native entries or
// JS (fs-binding's glue/entry_table.rs). Under minirt, every entry of the table is claimed
// by js-lib once fs and fs/promises have loaded, and a bad id or fallback throws.
'use strict';
if (!process.execArgv.includes('--expose-internals')) {
  const r = require('child_process').spawnSync(process.execPath,
    ['--expose-internals', '--no-warnings', __filename], { stdio: 'inherit' });
  process.exit(r.status);
}
const assert = require('assert');
const fs = require('fs');
const fsp = require('fs/promises');

for (const [label, api] of [['fs', fs], ['fs.promises', fsp]]) {
  const rows = Object.keys(api).filter((k) => typeof api[k] === 'function' && /^[a-z]/.test(k)).sort()
    .map((k) => `${k}:${api[k].name}/${api[k].length}`);
  console.log(label, rows.join(' '));
}
console.log('promises is fs.promises', fs.promises === fsp);

if (process.versions.minirt) {
  const { internalBinding } = require('internal/test/binding');
  const binding = internalBinding('fs');
  assert.deepStrictEqual(binding.missingEntries(), []);
  assert.throws(() => binding.entry('noSuchEntry', () => {}), TypeError);
  assert.throws(() => binding.entry('readFile', 42), TypeError);
  assert.throws(() => binding.entry(), TypeError);
  // An entry exists only through binding.entry: the binding has no property for it.
  assert.strictEqual(binding.promisesReadFile, undefined);
  assert.strictEqual(binding.statSync, undefined);
}
console.log('done');
