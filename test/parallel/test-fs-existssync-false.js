// Port of nodejs/node test/parallel/test-fs-existssync-false.js (rewritten for minirt).
'use strict';

// existsSync answers false (never throws) for missing paths, paths through a file, very
// long paths and invalid arguments.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('a');
fs.writeFileSync(file, '');
assert.strictEqual(fs.existsSync(file), true);
assert.strictEqual(fs.existsSync(tmpdir.path), true);
assert.strictEqual(fs.existsSync(`${file}/b`), false, 'ENOTDIR');
assert.strictEqual(fs.existsSync(tmpdir.resolve('missing')), false);
assert.strictEqual(fs.existsSync(`${tmpdir.path}/${'x'.repeat(5000)}`), false, 'ENAMETOOLONG');
let deep = tmpdir.path;
for (let i = 0; i < 50; i++) deep += '/d'.repeat(30);
assert.strictEqual(fs.existsSync(deep), false);
assert.strictEqual(fs.existsSync('a\u0000b'), false);
assert.strictEqual(fs.existsSync(Buffer.from(file)), true);
assert.strictEqual(fs.existsSync(new URL(`file://${file}`)), true);
