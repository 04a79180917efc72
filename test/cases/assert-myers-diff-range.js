// internal/assert/myers_diff refuses inputs whose combined length reaches 2^31 (a
// RangeError with ERR_OUT_OF_RANGE) before allocating anything; ported from
// test/parallel/test-assert-myers-diff.js.
'use strict';
const { spawnSync } = require('child_process');
const code = `
const { myersDiff } = require('internal/assert/myers_diff');
try {
  myersDiff({ length: 2 ** 31 - 1 }, { length: 2 });
  console.log('no error');
} catch (e) {
  console.log(e.name, e.code, e.message);
}
`;
const r = spawnSync(process.execPath, ['--expose-internals', '-e', code], { encoding: 'utf8' });
console.log(r.status, r.stdout.trim());
