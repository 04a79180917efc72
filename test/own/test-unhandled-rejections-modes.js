// minirt's own test: each --unhandled-rejections mode (js-lib/internal/process/promises.js):
// whether the process dies, warns, sets exit code 1, or only emits the event; and an invalid
// value is refused with exit code 9. Expected behaviour is Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

const code = "Promise.reject(new Error('r')); Promise.reject(42); " +
  "setTimeout(() => console.log('alive'), 50)";
function run(mode, extra = '') {
  const r = spawnSync(process.execPath, [`--unhandled-rejections=${mode}`, '-e', extra + code],
                      { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let r = run('none');
assert.deepStrictEqual([r.status, r.stdout, r.stderr], [0, 'alive\n', '']);

for (const mode of ['warn', 'warn-with-error-code']) {
  r = run(mode);
  assert.strictEqual(r.status, mode === 'warn' ? 0 : 1, mode);
  assert.strictEqual(r.stdout, 'alive\n', mode);
  assert.match(r.stderr, /UnhandledPromiseRejectionWarning: Error: r\n/, mode);
  assert.match(r.stderr, /UnhandledPromiseRejectionWarning: 42\n/, mode);
  assert.match(r.stderr, /\(rejection id: 1\)\n/, mode);
  assert.match(r.stderr, /\(rejection id: 2\)\n/, mode);
}

for (const mode of ['throw', 'strict']) {
  r = run(mode);
  assert.strictEqual(r.status, 1, mode);
  assert.strictEqual(r.stdout, '', mode);
  assert.match(r.stderr, /Error: r\n {4}at /, mode);
}

// A listener takes the rejection in every mode but strict, which raises it first.
const listen = "process.on('unhandledRejection', (e) => console.log('event', String(e)));";
for (const mode of ['none', 'warn', 'throw']) {
  r = run(mode, listen);
  assert.deepStrictEqual([r.status, r.stdout], [0, 'event Error: r\nevent 42\nalive\n'], mode);
}
r = run('strict', listen);
assert.strictEqual(r.status, 1);

r = run('bogus');
assert.strictEqual(r.status, 9);
assert.match(r.stderr, /: invalid value for --unhandled-rejections\n$/);
