// minirt's own test: the Web Storage flags. --no-experimental-webstorage removes Storage,
// sessionStorage and localStorage (as in Node); --localstorage-file is accepted, and reading
// localStorage then throws ERR_METHOD_NOT_IMPLEMENTED (Node keeps the items in SQLite,
// which minirt does not build) instead of giving a store that would not persist.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

const off = spawnSync(process.execPath, ['--no-experimental-webstorage', '-e',
  'console.log(typeof Storage, typeof sessionStorage, typeof localStorage)'],
{ encoding: 'utf8' });
assert.strictEqual(off.status, 0, off.stderr);
assert.strictEqual(off.stdout, 'undefined undefined undefined\n');

const file = spawnSync(process.execPath, ['--localstorage-file=/nonexistent/ls.db', '-e',
  'try { localStorage; } catch (e) { console.log(e.code); }' +
  ' console.log(typeof sessionStorage.setItem)'], { encoding: 'utf8' });
assert.strictEqual(file.status, 0, file.stderr);
assert.strictEqual(file.stdout, 'ERR_METHOD_NOT_IMPLEMENTED\nfunction\n');

const missing = spawnSync(process.execPath, ['--localstorage-file'], { encoding: 'utf8' });
assert.notStrictEqual(missing.status, 0);
