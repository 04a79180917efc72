// Port of nodejs/node test/parallel/test-fs-watchfile-ref-unref.js (rewritten for minirt).
'use strict';

// StatWatcher reference counting: each watchFile() of the same file adds a listener to the
// same StatWatcher; repeated ref()/unref() balance; unwatchFile with a listener that was
// never added changes nothing; once every user unref'd, the process exits (this script
// must end although the file is still watched).

const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const first = common.mustNotCall();
const second = common.mustNotCall();

const watcher = fs.watchFile(__filename, first);
watcher.unref();
watcher.unref();
watcher.ref();
watcher.unref();
watcher.ref();
watcher.ref();
watcher.unref();
fs.unwatchFile(__filename, first);

fs.watchFile(__filename, first);
const again = fs.watchFile(__filename, second);
assert.notStrictEqual(again, watcher);

setTimeout(common.mustCall(() => {
  fs.unwatchFile(__filename, common.mustNotCall());
  assert.strictEqual(again.listenerCount('change'), 2);
  fs.unwatchFile(__filename, first);
  assert.strictEqual(again.listenerCount('change'), 1);
  again.unref();
}), common.platformTimeout(50));
