// Port of nodejs/node test/parallel/test-fs-watch-recursive-watch-file.js (rewritten for minirt).
'use strict';

// recursive: true on a file (not a folder) watches that file: writes report 'change' with
// the file's base name.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dir = tmpdir.resolve('only-one');
fs.mkdirSync(dir);
const file = path.join(dir, 'lonely.txt');
fs.writeFileSync(file, 'hello');

let timer = null;
const watcher = fs.watch(file, { recursive: true });
watcher.on('change', common.mustCall((eventType, name) => {
  assert.strictEqual(eventType, 'change');
  assert.strictEqual(name, 'lonely.txt');
  clearInterval(timer);
  timer = null;
  watcher.close();
}));
timer = setInterval(() => fs.writeFileSync(file, 'world'), common.platformTimeout(20));
process.on('exit', () => assert.strictEqual(timer, null));
