// Port of nodejs/node test/parallel/test-fs-watchfile.js (rewritten for minirt).
'use strict';

// fs.watchFile: argument validation; a file missing at the start reports zeroed Stats
// (curr and prev), its later creation reports real Stats with the zeroed ones as prev;
// unwatchFile plus a second stop() is a no-op; 'stop' is emitted once, on a later tick.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

assert.throws(() => fs.watchFile('./some-file'), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: /"listener" argument must be of type function/,
});
assert.throws(() => fs.watchFile('./another-file', {}, 'bad listener'), {
  code: 'ERR_INVALID_ARG_TYPE',
});
assert.throws(() => fs.watchFile(new Object(), common.mustNotCall()), {
  code: 'ERR_INVALID_ARG_TYPE',
});
assert.throws(() => fs.watchFile('./x', { interval: 'soon' }, common.mustNotCall()), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: /"interval" argument must be of type number/,
});
assert.throws(() => fs.watchFile('./x', { interval: -1 }, common.mustNotCall()), {
  code: 'ERR_OUT_OF_RANGE',
});

tmpdir.refresh();
const target = tmpdir.resolve('appears-later');

function assertZeroed(stats) {
  assert.ok(stats instanceof fs.Stats);
  for (const key of ['dev', 'mode', 'nlink', 'uid', 'gid', 'rdev', 'blksize', 'ino', 'size',
                     'blocks', 'atimeMs', 'mtimeMs', 'ctimeMs', 'birthtimeMs']) {
    assert.strictEqual(stats[key], 0, key);
  }
  assert.strictEqual(stats.mtime.getTime(), 0);
  assert.strictEqual(stats.isFile(), false);
}

let created = false;
const watcher = fs.watchFile(target, { interval: 0 }, common.mustCall((curr, prev) => {
  if (!created) {
    assertZeroed(curr);
    assertZeroed(prev);
    assert.notStrictEqual(curr, prev);
    fs.closeSync(fs.openSync(target, 'w'));
    created = true;
  } else {
    assert.ok(curr.ino > 0);
    assert.ok(curr.isFile());
    assert.strictEqual(prev.ino, 0);
    fs.unwatchFile(target);
    watcher.stop();
  }
}, 2));
assert.strictEqual(watcher.constructor.name, 'StatWatcher');
watcher.on('stop', common.mustCall());

// Only changes fire: a file that stays the same never calls its listener.
const steady = tmpdir.resolve('steady');
fs.writeFileSync(steady, 'same');
fs.watchFile(steady, { interval: 1 }, common.mustNotCall());
setTimeout(common.mustCall(() => fs.unwatchFile(steady)), common.platformTimeout(50));
