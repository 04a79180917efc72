// Port of nodejs/node test/parallel/test-fs-promises-file-handle-append-file.js (rewritten for minirt).
'use strict';
// FileHandle#appendFile with Buffer and string data on an 'a' handle, appending at the end
// of existing contents without truncating; an abort during a large append rejects with
// AbortError.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

async function appendBuffer() {
  const file = tmpdir.resolve('append-buffer.txt');
  const fh = await open(file, 'a');
  const data = Buffer.from('a&Dp'.repeat(100));
  await fh.appendFile(data);
  assert.deepStrictEqual(fs.readFileSync(file), data);
  await fh.appendFile(data);
  assert.deepStrictEqual(fs.readFileSync(file), Buffer.concat([data, data]));
  await fh.close();
}

async function appendString() {
  const file = tmpdir.resolve('append-string.txt');
  fs.writeFileSync(file, 'start:');
  const fh = await open(file, 'a');
  const text = 'x~yz'.repeat(100);
  await fh.appendFile(text);
  // The flag option is ignored on a handle; the encoding applies.
  await fh.appendFile('68', { encoding: 'hex', flag: 'w' });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), `start:${text}h`);
  await fh.close();
}

async function abortedAppend() {
  const file = tmpdir.resolve('dogs.txt');
  const fh = await open(file, 'w+');
  const data = Buffer.from('dogs running'.repeat(512 * 1024));
  const ac = new AbortController();
  process.nextTick(() => ac.abort());
  await assert.rejects(fh.appendFile(data, { signal: ac.signal }), { name: 'AbortError' });
  // Aborted between 512 KiB chunks: not everything was written.
  assert.ok(fs.statSync(file).size < data.length);
  await fh.close();
}

Promise.all([appendBuffer(), appendString(), abortedAppend()]).then(common.mustCall());
