// process: env is live and string-coercing, hrtime, nextTick arguments, emitWarning
// output and event, cwd/chdir, umask, memoryUsage, versions.
// stderr: Warning: careful
// stderr: [DEP0999] DeprecationWarning: old api
'use strict';
const assert = require('assert');
process.env.MINIRT_TEST_VAR = 42;
assert.strictEqual(process.env.MINIRT_TEST_VAR, '42');
assert.ok('MINIRT_TEST_VAR' in process.env);
assert.ok(Object.keys(process.env).includes('MINIRT_TEST_VAR'));
delete process.env.MINIRT_TEST_VAR;
assert.strictEqual(process.env.MINIRT_TEST_VAR, undefined);
const [s, ns] = process.hrtime();
assert.ok(Number.isInteger(s) && Number.isInteger(ns));
assert.strictEqual(typeof process.hrtime.bigint(), 'bigint');
const d = process.hrtime([s, ns]);
assert.ok(d[0] >= 0 && d[1] >= 0);
assert.strictEqual(typeof process.pid, 'number');
assert.strictEqual(process.platform, 'linux');
assert.strictEqual(process.arch, 'x64');
assert.match(process.version, /^v\d+\.\d+\.\d+$/);
assert.strictEqual(typeof process.config.variables, 'object');
assert.strictEqual(typeof process.features, 'object');
assert.ok(process.memoryUsage().rss > 0);
const cwd = process.cwd();
process.chdir('..');
assert.notStrictEqual(process.cwd(), cwd);
process.chdir(cwd);
assert.throws(() => process.chdir('/no/such/dir'), { code: 'ENOENT', syscall: 'chdir' });
const old = process.umask(0o022);
assert.strictEqual(process.umask(), 0o022);
process.umask(old);
assert.strictEqual(Object.prototype.toString.call(process), '[object process]');
assert.throws(() => process.nextTick(42), { code: 'ERR_INVALID_ARG_TYPE' });
process.on('warning', (w) => console.log('warning event', w.name, w.message));
process.emitWarning('careful');
process.emitWarning('old api', 'DeprecationWarning', 'DEP0999');
process.nextTick((a, b) => console.log('tick', a, b), 1, 2);
