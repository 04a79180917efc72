// Port of nodejs/node test/parallel/test-fs-watch-recursive-delete.js (rewritten for minirt).
'use strict';

// Removing a watched subtree reports its entries to a recursive watcher (relative names)
// and leaves the watcher usable until it is closed.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const parent = tmpdir.resolve('parent');
fs.mkdirSync(path.join(parent, 'child'), { recursive: true });
fs.writeFileSync(path.join(parent, 'child', 'gone.tmp'), 'x');

const names = new Set();
const watcher = fs.watch(parent, { recursive: true }, common.mustCallAtLeast((eventType, name) => {
  names.add(name);
  // The folder's own removal comes last (after its entries'); then parent is empty.
  if (name === 'child' && fs.readdirSync(parent).length === 0) watcher.close();
}));
watcher.on('close', common.mustCall(() => {
  assert.ok(names.has('child'));
  assert.ok(names.has(path.join('child', 'gone.tmp')));
}));

setTimeout(common.mustCall(() => {
  fs.rm(path.join(parent, 'child'), { recursive: true }, common.mustSucceed());
}), common.platformTimeout(50));
