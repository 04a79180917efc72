// Port of nodejs/node test/parallel/test-fs-watch-encoding.js (rewritten for minirt).
'use strict';

// The encoding option applies to the reported filename: 'hex' gives hex text, the default
// gives the UTF-8 name, 'buffer' gives a Buffer of its bytes. A non-ASCII name is used.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const name = 'wätch-文件.txt';
const file = tmpdir.resolve(name);
const hex = Buffer.from(name).toString('hex');

const open = new Set();
let timer;
const finish = common.mustCall((watcher) => {
  watcher.close();
  open.delete(watcher);
  if (open.size === 0) clearInterval(timer);
}, 3);

function track(options, matches) {
  const watcher = fs.watch(tmpdir.path, options, (eventType, filename) => {
    assert.ok(eventType === 'rename' || eventType === 'change');
    if (open.has(watcher) && matches(filename)) finish(watcher);
  });
  open.add(watcher);
}

track({ encoding: 'hex' }, (f) => {
  assert.strictEqual(typeof f, 'string');
  return f === hex;
});
track({}, (f) => f === name);
track({ encoding: 'buffer' }, (f) => {
  assert.ok(Buffer.isBuffer(f));
  return f.equals(Buffer.from(name));
});

timer = setInterval(() => {
  fs.closeSync(fs.openSync(file, 'w'));
  fs.unlinkSync(file);
}, common.platformTimeout(50));
