// Port of nodejs/node test/parallel/test-fs-watchfile-bigint.js (rewritten for minirt).
'use strict';

// watchFile with bigint: true reports BigIntStats: all-0n for a missing file (curr and
// prev), then real ones when the file appears.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const target = tmpdir.resolve('later-bigint');

function assertZeroed(stats) {
  for (const key of ['dev', 'mode', 'nlink', 'ino', 'size', 'blocks', 'atimeMs', 'mtimeMs',
                     'ctimeMs', 'birthtimeMs', 'atimeNs', 'mtimeNs', 'ctimeNs', 'birthtimeNs']) {
    assert.strictEqual(stats[key], 0n, key);
  }
}

let created = false;
const watcher = fs.watchFile(target, { interval: 0, bigint: true }, common.mustCall((curr, prev) => {
  assert.strictEqual(typeof curr.ino, 'bigint');
  if (!created) {
    assertZeroed(curr);
    assertZeroed(prev);
    fs.closeSync(fs.openSync(target, 'w'));
    created = true;
  } else {
    assert.ok(curr.ino > 0n);
    assert.ok(prev.ino <= 0n);
    fs.unwatchFile(target);
    watcher.stop();
  }
}, 2));
watcher.on('stop', common.mustCall());
