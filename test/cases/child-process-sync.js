// child_process.spawnSync / execSync / execFileSync run a real child: args, env, cwd,
// input, exit status, signals, spawn errors.
'use strict';
const assert = require('assert');
const cp = require('child_process');
const r = cp.spawnSync('/bin/sh', ['-c', 'echo "$FOO"; echo err >&2; exit 3'], { env: { FOO: 'bar' } });
assert.strictEqual(r.status, 3);
assert.strictEqual(r.signal, null);
assert.strictEqual(r.stdout.toString(), 'bar\n');
assert.strictEqual(r.stderr.toString(), 'err\n');
const cat = cp.spawnSync('cat', [], { input: 'fed via stdin', encoding: 'utf8' });
assert.strictEqual(cat.stdout, 'fed via stdin');
assert.strictEqual(cp.execSync('pwd', { cwd: '/', encoding: 'utf8' }), '/\n');
assert.strictEqual(cp.execFileSync('/bin/echo', ['a', 'b']).toString(), 'a b\n');
assert.throws(() => cp.execSync('exit 7', { stdio: 'pipe' }), (e) => e.status === 7 && /Command failed/.test(e.message));
const killed = cp.spawnSync('/bin/sh', ['-c', 'kill -9 $$']);
assert.strictEqual(killed.signal, 'SIGKILL');
const missing = cp.spawnSync('/no/such/program');
assert.strictEqual(missing.error.code, 'ENOENT');
assert.strictEqual(missing.error.syscall, 'spawnSync /no/such/program');
const self = cp.spawnSync(process.execPath, ['-e', 'console.log(40 + 2)'], { encoding: 'utf8' });
assert.strictEqual(self.stdout, '42\n');
console.log('ok');
