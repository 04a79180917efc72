// Port of nodejs/node test/parallel/test-fs-empty-readStream.js (rewritten for minirt).
'use strict';

// An empty file gives 'end' with no data, in flowing and paused mode alike.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

tmpdir.refresh();
const emptyFile = tmpdir.resolve('empty.txt');
fs.writeFileSync(emptyFile, '');

fs.open(emptyFile, 'r', common.mustSucceed((fd) => {
  const read = fs.createReadStream(emptyFile, { fd });
  read.once('data', common.mustNotCall('data event on empty file'));
  read.once('end', common.mustCall());
}));

fs.open(emptyFile, 'r', common.mustSucceed((fd) => {
  const read = fs.createReadStream(emptyFile, { fd });
  read.pause();
  read.once('data', common.mustNotCall('data event on empty file'));
  read.once('end', common.mustNotCall('end event while paused'));
  setTimeout(common.mustCall(() => {
    assert.strictEqual(read.isPaused(), true);
    read.destroy();
  }), common.platformTimeout(50));
}));

{
  const read = fs.createReadStream(emptyFile);
  read.on('readable', common.mustCall(() => {
    assert.strictEqual(read.read(), null);
  }));
  read.on('end', common.mustCall(() => assert.strictEqual(read.bytesRead, 0)));
}
