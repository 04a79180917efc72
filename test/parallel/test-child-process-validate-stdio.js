// Port of nodejs/node test/parallel/test-child-process-validate-stdio.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// getValidStdio(): string shorthands, padding to three entries, ipc rules, sync-only input
// values, and streams with an fd becoming 'fd' entries.
require('../common');
const assert = require('assert');
const { getValidStdio } = require('internal/child_process');

const invalid = { code: 'ERR_INVALID_ARG_VALUE', name: 'TypeError' };
assert.throws(() => getValidStdio('bogus'), invalid);
assert.throws(() => getValidStdio(42), invalid);
assert.throws(() => getValidStdio([{ nothing: 'useful' }]), invalid);

const padded = [];
const result = getValidStdio(padded, false);
assert.strictEqual(padded.length, 3);
for (const key of ['stdio', 'ipc', 'ipcFd']) assert.ok(Object.hasOwn(result, key), key);
assert.deepStrictEqual(result.stdio.map((s) => s.type), ['pipe', 'pipe', 'pipe']);

assert.throws(() => getValidStdio(['ipc', 'ipc', 'ipc'], true),
              { code: 'ERR_IPC_SYNC_FORK', name: 'Error' });
assert.throws(() => getValidStdio(['ipc', 'pipe', 'ipc'], false),
              { code: 'ERR_IPC_ONE_PIPE', name: 'Error' });
assert.throws(() => getValidStdio(['some input'], false),
              { code: 'ERR_INVALID_SYNC_FORK_INPUT', name: 'TypeError' });

assert.deepStrictEqual(getValidStdio([process.stdin, process.stdout, process.stderr], false), {
  stdio: [{ type: 'fd', fd: 0 }, { type: 'fd', fd: 1 }, { type: 'fd', fd: 2 }],
  ipc: undefined,
  ipcFd: undefined,
});
