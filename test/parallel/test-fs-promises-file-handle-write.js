// Port of nodejs/node test/parallel/test-fs-promises-file-handle-write.js (rewritten for minirt).
'use strict';
// FileHandle#write with Buffers (including empty ones), with strings (the second and
// third arguments are position and encoding), and its ERR_INVALID_ARG_TYPE for every
// value that is neither (String objects and objects with toString included); writev.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

async function writeBuffer() {
  const file = tmpdir.resolve('buffer.txt');
  const fh = await open(file, 'w+');
  const data = Buffer.from('Hello world'.repeat(100));
  const res = await fh.write(data, 0, data.length);
  assert.strictEqual(res.bytesWritten, data.length);
  assert.strictEqual(res.buffer, data);
  assert.deepStrictEqual(fs.readFileSync(file), data);
  await fh.close();
}

async function writeEmpty() {
  const file = tmpdir.resolve('empty.txt');
  const fh = await open(file, 'w+');
  const res = await fh.write(Buffer.alloc(0), 0, 0);
  assert.strictEqual(res.bytesWritten, 0);
  assert.strictEqual(fs.readFileSync(file).length, 0);
  await fh.close();
}

async function writeStrings() {
  const file = tmpdir.resolve('string.txt');
  const fh = await open(file, 'w+');
  const text = Buffer.from('Hello world').toString('base64');
  // Numbers after a string are a position and an encoding name, not offset/length.
  const res = await fh.write(text, 0, text.length);
  assert.strictEqual(res.bytesWritten, text.length);
  assert.strictEqual(res.buffer, text);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), text);
  await fh.write('XY', 1);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), `S${'XY'}${text.slice(3)}`);
  await fh.write('6869', 0, 'hex');
  assert.strictEqual(fs.readFileSync(file, 'latin1').slice(0, 3), 'hiY');
  await assert.rejects(fh.write('abc', 0, 'hex'), { code: 'ERR_INVALID_ARG_VALUE' });
  await fh.close();
}

async function badValues() {
  const fh = await open(tmpdir.resolve('bad.txt'), 'w+');
  const values = [
    123, {}, new Map(), null, undefined, 0n, () => {}, Symbol(), true,
    new String('notPrimitive'),
    { toString() { return 'amObject'; } },
    { [Symbol.toPrimitive]: () => 'amObject' },
  ];
  for (const value of values) {
    await assert.rejects(fh.write(value), { message: /"buffer"/, code: 'ERR_INVALID_ARG_TYPE' });
  }
  await fh.close();
}

// writev writes the views in order, at a position or at the current one.
async function vectored() {
  const file = tmpdir.resolve('writev.txt');
  const fh = await open(file, 'w+');
  const parts = [Buffer.from('ab'), new Uint8Array([0x63]), Buffer.from('de')];
  const res = await fh.writev(parts);
  assert.strictEqual(res.bytesWritten, 5);
  assert.strictEqual(res.buffers, parts);
  await fh.writev([Buffer.from('XY')], 1);
  await fh.writev([Buffer.from('!')]);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'aXYde!');
  assert.strictEqual((await fh.writev([])).bytesWritten, 0);
  await assert.rejects(fh.writev(['str']), { code: 'ERR_INVALID_ARG_TYPE' });
  await fh.close();
}

Promise.all([writeBuffer(), writeEmpty(), writeStrings(), badValues(), vectored()]).then(common.mustCall());
