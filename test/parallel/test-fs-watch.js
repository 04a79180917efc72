// Port of nodejs/node test/parallel/test-fs-watch.js (rewritten for minirt).
'use strict';

// fs.watch on a file and on its directory: rewriting the file reports 'change' with the
// file's own name in both cases, close() is idempotent and emits 'close' once, and a
// filename that is not a path is an ERR_INVALID_ARG_TYPE.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

function watchAndRewrite(dirName, fileName, watchTheDir) {
  const dir = tmpdir.resolve(dirName);
  const file = path.join(dir, fileName);
  fs.mkdirSync(dir);
  fs.writeFileSync(file, `${fileName} first version `.repeat(500));

  const watcher = fs.watch(watchTheDir ? dir : file);
  let timer = null;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  watcher.on('error', (err) => {
    stop();
    assert.fail(err);
  });
  watcher.on('change', common.mustCall((eventType, name) => {
    stop();
    assert.strictEqual(eventType, 'change');
    assert.strictEqual(name, fileName);
    watcher.close();
    watcher.close();
  }));
  watcher.on('close', common.mustCall(() => {
    // A closed watcher stays closed; closing again emits nothing.
    watcher.close();
  }));
  // Truncate and refill (content of another case) until the watcher reports.
  timer = setInterval(() => {
    fs.writeFileSync(file, '');
    fs.writeFileSync(file, `${fileName} SECOND VERSION `.repeat(500));
  }, 50);
}

watchAndRewrite('as-file', 'alpha', false);
watchAndRewrite('as-dir', 'beta', true);

for (const bad of [false, 1, {}, [], null, undefined]) {
  assert.throws(() => fs.watch(bad, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
  });
}
