// Port of nodejs/node test/parallel/test-fs-watch-recursive-add-file-to-new-folder.js (rewritten for minirt).
'use strict';

// A recursive watcher follows a folder created after it started: a file written into the
// new folder (right after mkdir, before the folder's watch may exist) is reported as
// 'rename' with its path relative to the watched root.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const root = tmpdir.resolve('rec-root');
fs.mkdirSync(root);
const folder = path.join(root, 'later-folder');
const child = path.join(folder, 'inner.txt');
const expected = path.join('later-folder', 'inner.txt');

let seen = false;
const watcher = fs.watch(root, { recursive: true });
watcher.on('change', common.mustCallAtLeast((eventType, filename) => {
  assert.strictEqual(typeof filename, 'string');
  assert.ok(!path.isAbsolute(filename));
  if (filename === expected && !seen) {
    seen = true;
    assert.strictEqual(eventType, 'rename');
    watcher.close();
  }
}));

setTimeout(() => {
  fs.mkdirSync(folder);
  fs.writeFileSync(child, 'content');
}, common.platformTimeout(50));

process.once('exit', () => assert.ok(seen, 'the nested file was never reported'));
