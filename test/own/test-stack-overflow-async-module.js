// minirt's own test: a stack overflow in the synchronous part of an ES module with
// top-level await ends the process as an uncaught RangeError does (exit code 1, V8's
// message on stderr), not with an engine panic (runtime/src/host/cli.rs). Node 26.10
// exits 1 with the same message.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = path.join(tmpdir.path, 'overflow.mjs');
fs.writeFileSync(file, 'function f() { f(); }\nf();\nawait 0;\n');
const child = spawnSync(process.execPath, [file], { encoding: 'utf8' });
assert.strictEqual(child.status, 1, child.stderr);
assert.strictEqual(child.signal, null);
assert.match(child.stderr, /RangeError: Maximum call stack size exceeded/);
assert.doesNotMatch(child.stderr, /panicked|backtrace/);
assert.strictEqual(child.stdout, '');
