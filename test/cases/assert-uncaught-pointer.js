// An uncaught error thrown by assert is reported from the throw in Node's assert sources
// (`node:internal/assert/utils:146` for a failed comparison), not from the caller's line;
// rejections keep the promise machinery's pointer.
'use strict';
const { spawnSync } = require('child_process');
const calls = [
  'assert.strictEqual(1, 2)',
  'assert.ok(0)',
  'assert.deepStrictEqual({ a: 1 }, { a: 2 })',
  "assert.fail('x')",
  "assert.ifError(new Error('e'))",
  "assert.throws(() => { throw new Error('a'); }, /b/)",
  "assert.throws(() => { throw new Error('a'); }, { message: 'b' })",
  'assert.throws(() => { throw null; }, { message: "b" })',
  "assert.doesNotThrow(() => { throw new Error('a'); }, TypeError)",
  "assert.strictEqual(1, 2, new TypeError('own'))",
  "assert.match('a', 'a')",
  'setTimeout(() => assert.strictEqual(1, 2))',
  '(async () => { assert.strictEqual(1, 2); })()',
];
for (const call of calls) {
  const r = spawnSync(process.execPath, ['-e', `const assert = require('assert');\n${call}`],
                      { encoding: 'utf8' });
  console.log(r.status, JSON.stringify(r.stderr.split('\n').slice(0, 3).join('\n')));
}
