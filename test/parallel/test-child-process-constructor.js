// Port of nodejs/node test/parallel/test-child-process-constructor.js (rewritten for minirt).
'use strict';
// ChildProcess can be constructed directly; its spawn() validates options, file, envPairs
// (when an IPC channel is asked for) and args, then starts the program.
const common = require('../common');
const assert = require('assert');
const { ChildProcess } = require('child_process');

assert.strictEqual(typeof ChildProcess, 'function');

function expectTypeError(fn, what, expected, value) {
  assert.throws(fn, {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: `The ${what} must be ${expected}.${common.invalidArgTypeHelper(value)}`,
  });
}

for (const options of [undefined, null, 'x', 0, 1, NaN, true, false]) {
  const c = new ChildProcess();
  expectTypeError(() => c.spawn(options), '"options" argument', 'of type object', options);
}
for (const file of [undefined, null, 0, 1, NaN, true, false, {}]) {
  const c = new ChildProcess();
  expectTypeError(() => c.spawn({ file }), '"options.file" property', 'of type string', file);
}
for (const envPairs of [null, 0, 1, NaN, true, false, {}, 'x']) {
  const c = new ChildProcess();
  expectTypeError(() => c.spawn({ envPairs, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }),
                  '"options.envPairs" property', 'an instance of Array', envPairs);
}
for (const args of [null, 0, 1, NaN, true, false, {}, 'x']) {
  const c = new ChildProcess();
  expectTypeError(() => c.spawn({ file: 'x', args }),
                  '"options.args" property', 'an instance of Array', args);
}

const child = new ChildProcess();
child.spawn({ file: 'sleep', args: ['sleep', '30'], cwd: process.cwd(), stdio: 'pipe' });
assert.ok(Object.hasOwn(child, 'pid'));
assert.ok(Number.isInteger(child.pid));
assert.throws(() => child.kill('NOT_A_SIGNAL'), { code: 'ERR_UNKNOWN_SIGNAL', name: 'TypeError' });
assert.strictEqual(child.kill(), true);
child.on('exit', common.mustCall((code, signal) => assert.strictEqual(signal, 'SIGTERM')));
