// Port of nodejs/node test/parallel/test-fs-watch-ref-unref.js (rewritten for minirt).
'use strict';

// An unref'd watcher does not keep the process alive (this script must exit once the
// timer has run even though the watcher is never closed), and ref()/unref() chain.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const watcher = fs.watch(__filename, common.mustNotCall());
assert.strictEqual(watcher.unref(), watcher);

setTimeout(common.mustCall(() => {
  assert.strictEqual(watcher.ref(), watcher);
  assert.strictEqual(watcher.unref(), watcher);
}), common.platformTimeout(50));
