// Port of nodejs/node test/parallel/test-fs-promises-write-optional-params.js (rewritten for minirt).
'use strict';
// FileHandle#write(buffer, options) and #read(buffer, options): every non-view first
// argument rejects with ERR_INVALID_ARG_TYPE, out-of-range offset/length reject with
// ERR_OUT_OF_RANGE, and each valid options object writes and reads back the same bytes
// (options objects are never mutated).
const common = require('../common');
const assert = require('assert');
const fsp = require('fs').promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dest = tmpdir.resolve('tmp.txt');
const data = Buffer.from('zyx');

async function expectRejection(code, ...args) {
  if (args.length >= 2) args[1] = common.mustNotMutateObjectDeep(args[1]);
  const fh = await fsp.open(dest, 'w+');
  try {
    await assert.rejects(fh.write(...args), { code });
  } finally {
    await fh.close();
  }
}

async function roundTrip(buffer, options) {
  let fh = await fsp.open(dest, 'w');
  let written;
  let writtenCopy;
  try {
    written = await fh.write(buffer, options);
    writtenCopy = Uint8Array.prototype.slice.call(written.buffer);
  } finally {
    await fh.close();
  }
  fh = await fsp.open(dest, 'r');
  let got;
  let gotCopy;
  try {
    got = await fh.read(buffer, options);
    gotCopy = Uint8Array.prototype.slice.call(got.buffer);
  } finally {
    await fh.close();
  }
  assert.ok(written.bytesWritten >= got.bytesRead);
  const length = options?.length;
  if (length != null) {
    assert.strictEqual(written.bytesWritten, length);
    assert.strictEqual(got.bytesRead, length);
  }
  if (options?.offset === undefined || options?.offset === 0) {
    assert.deepStrictEqual(writtenCopy, gotCopy);
  }
  assert.deepStrictEqual(written.buffer, got.buffer);
}

(async () => {
  const notViews = [
    undefined, null, true, 42, 42n, Symbol('42'), NaN, [], () => {},
    common.mustNotCall(),
    common.mustNotMutateObjectDeep({}),
    Promise.resolve(new Uint8Array(1)),
    {},
    { buffer: 'amNotParam' },
    { string: 'amNotParam' },
    { buffer: new Uint8Array(1).buffer },
    new Date(),
    new String('notPrimitive'),
    { toString() { return 'amObject'; } },
    { [Symbol.toPrimitive]: () => 'amObject' },
  ];
  for (const value of notViews) {
    await expectRejection('ERR_INVALID_ARG_TYPE', common.mustNotMutateObjectDeep(value), {});
  }
  await expectRejection('ERR_INVALID_ARG_TYPE');

  await expectRejection('ERR_OUT_OF_RANGE', data, { length: 5 });
  await expectRejection('ERR_OUT_OF_RANGE', data, { offset: 5 });
  await expectRejection('ERR_OUT_OF_RANGE', data, { length: 1, offset: 3 });
  await expectRejection('ERR_OUT_OF_RANGE', data, { length: -1 });
  await expectRejection('ERR_OUT_OF_RANGE', data, { offset: -1 });
  await expectRejection('ERR_INVALID_ARG_TYPE', data, { offset: false });
  await expectRejection('ERR_INVALID_ARG_TYPE', data, { offset: true });

  for (const options of [
    undefined, null, {},
    { length: 1 },
    { position: 5 },
    { length: 1, position: 5 },
    { length: 1, position: -1, offset: 2 },
    { length: null },
    { position: null },
    { offset: 1 },
  ]) {
    await roundTrip(data, common.mustNotMutateObjectDeep(options));
  }
})().then(common.mustCall());
