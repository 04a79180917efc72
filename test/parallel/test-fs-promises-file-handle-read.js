// Port of nodejs/node test/parallel/test-fs-promises-file-handle-read.js (rewritten for minirt).
'use strict';
// FileHandle#read in all its forms: (buffer, offset, length, position), (options),
// (buffer, options) and no arguments; explicit positions (including past 4 GiB), the
// current position when position is null, zero lengths, empty files, the 'close' event,
// and readv. The fixture x.txt holds "xyz\n".
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { open } = fs.promises;
const fixtures = require('../common/fixtures');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const xyz = fixtures.path('x.txt');

function readWith(fh, form, buffer, offset, length, position) {
  switch (form) {
    case 'args': return fh.read(buffer, offset, length, position);
    case 'options': return fh.read({ buffer, offset, length, position });
    case 'buffer+options': return fh.read(buffer, { offset, length, position });
  }
}
const forms = ['args', 'options', 'buffer+options'];

async function readBack(text, form) {
  const file = tmpdir.resolve(`read-${form}-${text.length}`);
  const data = Buffer.from(text);
  fs.writeFileSync(file, data);
  const fh = await open(file, 'r');
  fh.on('close', common.mustCall());
  const res = await readWith(fh, form, Buffer.alloc(11), 0, 11, 0);
  assert.strictEqual(res.bytesRead, data.length);
  assert.deepStrictEqual(res.buffer.subarray(0, res.bytesRead), data);
  await fh.close();
}

async function farPosition(form) {
  const fh = await open(xyz, 'r');
  try {
    const res = await readWith(fh, form, Buffer.alloc(1), 0, 1, 2 ** 32);
    assert.strictEqual(res.bytesRead, 0);
    const big = await readWith(fh, form, Buffer.alloc(1), 0, 1, 2n ** 32n);
    assert.strictEqual(big.bytesRead, 0);
  } finally {
    await fh.close();
  }
}

async function noArguments() {
  const fh = await open(xyz, 'r');
  try {
    const res = await fh.read();
    assert.strictEqual(res.bytesRead, 4);
    assert.strictEqual(res.buffer.length, 16384);
    assert.strictEqual(res.buffer.toString('latin1', 0, 4), 'xyz\n');
    // The position advanced: the next read is at EOF.
    assert.strictEqual((await fh.read()).bytesRead, 0);
    assert.strictEqual((await fh.read(null)).bytesRead, 0);
  } finally {
    await fh.close();
  }
}

async function explicitPositions() {
  const fh = await open(xyz, 'r');
  try {
    for (let i = 0; i < 6; i++) {
      const buf = Buffer.alloc(1);
      const { bytesRead } = await fh.read({ buffer: buf, offset: 0, length: 1, position: i % 3 });
      assert.strictEqual(bytesRead, 1);
      assert.strictEqual(buf.toString(), 'xyz'[i % 3]);
    }
    // Explicit positions do not move the current position: a null position reads from 0.
    const buf = Buffer.alloc(2);
    assert.strictEqual((await fh.read(buf, 0, 2, null)).bytesRead, 2);
    assert.strictEqual(buf.toString(), 'xy');
  } finally {
    await fh.close();
  }
}

async function lengths() {
  const fh = await open(xyz, 'r');
  try {
    for (const len of [0, 1]) {
      const { bytesRead } = await fh.read({ buffer: Buffer.alloc(4), offset: 0, length: len, position: 0 });
      assert.strictEqual(bytesRead, len);
    }
    for (const size of [0, 1]) {
      const buf = Buffer.alloc(size);
      assert.strictEqual((await fh.read(buf)).bytesRead, size);
      assert.strictEqual((await fh.read(buf, 0, undefined, 0)).bytesRead, size);
      assert.strictEqual((await fh.read(buf, 0, null, 0)).bytesRead, size);
      assert.strictEqual((await fh.read({ buffer: buf, offset: 0, length: undefined, position: 0 })).bytesRead, size);
      assert.strictEqual((await fh.read({ buffer: buf, offset: 0, length: null, position: 0 })).bytesRead, size);
    }
  } finally {
    await fh.close();
  }
}

async function badArguments() {
  const fh = await open(xyz, 'r');
  try {
    const buf = Buffer.alloc(4);
    await assert.rejects(fh.read(buf, -1), { code: 'ERR_OUT_OF_RANGE' });
    await assert.rejects(fh.read(buf, 0, 5), { code: 'ERR_OUT_OF_RANGE' });
    await assert.rejects(fh.read(buf, 0, 1, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
    await assert.rejects(fh.read(buf, 0, 1, -2), { code: 'ERR_OUT_OF_RANGE' });
    await assert.rejects(fh.read(Buffer.alloc(0), 0, 1), { code: 'ERR_INVALID_ARG_VALUE' });
    await assert.rejects(fh.read('not options'), { code: 'ERR_INVALID_ARG_TYPE' });
    await assert.rejects(fh.read({ buffer: 'no' }), { code: 'ERR_INVALID_ARG_TYPE' });
  } finally {
    await fh.close();
  }
}

// readv fills the views in order, from a position or from the current one.
async function vectored() {
  const fh = await open(xyz, 'r');
  try {
    const a = Buffer.alloc(1);
    const b = Buffer.alloc(8);
    const res = await fh.readv([a, b], 1);
    assert.strictEqual(res.bytesRead, 3);
    assert.deepStrictEqual(res.buffers, [a, b]);
    assert.strictEqual(a.toString(), 'y');
    assert.strictEqual(b.toString('latin1', 0, 2), 'z\n');
    const c = Buffer.alloc(2);
    assert.strictEqual((await fh.readv([c])).bytesRead, 2);
    assert.strictEqual(c.toString(), 'xy');
    await assert.rejects(fh.readv('x'), { code: 'ERR_INVALID_ARG_TYPE', message: /ArrayBufferView\[\]/ });
    await assert.rejects(fh.readv([Buffer.alloc(1), 1]), { code: 'ERR_INVALID_ARG_TYPE' });
  } finally {
    await fh.close();
  }
}

(async () => {
  await vectored();
  for (const form of forms) {
    await readBack('Hello world', form);
    await readBack('', form);
    await farPosition(form);
  }
  await noArguments();
  await explicitPositions();
  await lengths();
  await badArguments();
})().then(common.mustCall());
