// minirt's own test: test/common/fixtures.js and the fixture files other tests rely on.
// The fixture files' exact content is checked, since other tests depend on it.
'use strict';
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const fixtures = require('../common/fixtures');

assert.strictEqual(fixtures.fixturesDir, path.join(__dirname, '..', 'fixtures'));
assert.strictEqual(fixtures.path('x.txt'), path.join(fixtures.fixturesDir, 'x.txt'));
assert.strictEqual(fixtures.path('a', 'b'), path.join(fixtures.fixturesDir, 'a', 'b'));

assert.strictEqual(fixtures.readSync('x.txt', 'utf8'), 'xyz\n');
assert.strictEqual(fixtures.readSync(['copy', 'kitchen-sink', 'README.md'], 'utf8').trim(),
                   '# Hello');
assert.strictEqual(fs.statSync(fixtures.path('empty.txt')).size, 0);
assert.strictEqual(fs.statSync(fixtures.path('empty.js')).size, 0);

const ellipses = fs.readFileSync(fixtures.path('elipses.txt'));
assert.strictEqual(ellipses.length, 30000);
assert.strictEqual(ellipses.toString('utf8'), '\u2026'.repeat(10000));

assert.strictEqual(fs.readFileSync(fixtures.utf8TestTextPath, 'utf8'), fixtures.utf8TestText);
assert.ok(Buffer.byteLength(fixtures.utf8TestText) > fixtures.utf8TestText.length * 2);

const url = fixtures.fileURL('a.js');
assert.ok(url instanceof URL);
assert.strictEqual(url.protocol, 'file:');
assert.ok(url.pathname.endsWith('/fixtures/a.js'));

// Directories the fs tests use as targets must exist; keys/ must not be empty.
for (const dir of ['keys', 'cycles/folder', 'nested-index/one', 'nested-index/two',
                   'copy/kitchen-sink/a/c/d', 'copy/utf/新建文件夹']) {
  assert.ok(fs.statSync(fixtures.path(dir)).isDirectory(), dir);
}
assert.ok(fs.readdirSync(fixtures.path('keys')).length > 0);
