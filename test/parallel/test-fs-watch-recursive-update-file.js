// Port of nodejs/node test/parallel/test-fs-watch-recursive-update-file.js (rewritten for minirt).
'use strict';

// A recursive watcher reports a change to a file in an existing subfolder as 'change'
// with the file's path relative to the root, and recursive must be a boolean.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const root = tmpdir.resolve('upd-root');
fs.mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
const file = path.join(root, 'a', 'b', 'data.txt');
fs.writeFileSync(file, 'v1');

assert.throws(() => fs.watch(root, { recursive: '1' }), { code: 'ERR_INVALID_ARG_TYPE' });

let timer = null;
const watcher = fs.watch(root, { recursive: true }, common.mustCallAtLeast((eventType, name) => {
  if (name === path.join('a', 'b', 'data.txt') && eventType === 'change' && timer !== null) {
    clearInterval(timer);
    timer = null;
    watcher.close();
  }
}));
watcher.on('close', common.mustCall());
timer = setInterval(() => fs.writeFileSync(file, `v${Date.now()}`), common.platformTimeout(30));
