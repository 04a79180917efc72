// Port of nodejs/node test/parallel/test-fs-promises-file-handle-stream.js (rewritten for minirt).
'use strict';
// FileHandle.createWriteStream writes everything ended into it, and
// FileHandle.createReadStream yields the whole file back.

const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { finished } = require('stream/promises');
const consumers = require('stream/consumers');

tmpdir.refresh();

const payload = Buffer.from('Hello world'.repeat(100), 'utf8');

async function writeThroughHandle() {
  const target = path.join(tmpdir.path, 'handle-write.txt');
  const handle = await fs.promises.open(target, 'w');
  const ws = handle.createWriteStream();
  ws.end(payload);
  await finished(ws);
  assert.deepStrictEqual(fs.readFileSync(target), payload);
}

async function readThroughHandle() {
  const source = path.join(tmpdir.path, 'handle-read.txt');
  fs.writeFileSync(source, payload);
  const handle = await fs.promises.open(source);
  const got = await consumers.buffer(handle.createReadStream());
  assert.deepStrictEqual(got, payload);
}

Promise.all([writeThroughHandle(), readThroughHandle()]).then(common.mustCall());
