// minirt's own test: the `options.buffer` option of readFile/readFileSync (Node 26).
'use strict';

// The result is a Buffer over the caller's memory; a function gets the size (0 when
// unknown); too-small destinations fail with ERR_INVALID_ARG_VALUE naming the option.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('ub.txt');
fs.writeFileSync(file, 'hello');

{
  const dest = Buffer.alloc(10);
  const got = fs.readFileSync(file, { buffer: dest });
  assert.strictEqual(got.buffer, dest.buffer);
  assert.strictEqual(got.toString(), 'hello');
  assert.strictEqual(fs.readFileSync(file, { buffer: dest, encoding: 'utf8' }), 'hello');
}

{
  let seen;
  const got = fs.readFileSync(file, { buffer: (size) => { seen = size; return new Uint8Array(size); } });
  assert.strictEqual(seen, 5);
  assert.strictEqual(got.toString(), 'hello');
}

assert.throws(() => fs.readFileSync(file, { buffer: Buffer.alloc(2) }), {
  code: 'ERR_INVALID_ARG_VALUE',
  message: "The property 'options.buffer.byteLength' is smaller than the file size of 5 bytes. Received 2",
});
assert.throws(() => fs.readFileSync(file, { buffer: 5 }), { code: 'ERR_INVALID_ARG_TYPE' });

fs.readFile(file, { buffer: new Uint16Array(8) }, common.mustSucceed((data) => {
  assert.strictEqual(data.toString(), 'hello');
}));
fs.readFile(file, { buffer: Buffer.alloc(3) }, common.mustCall((err) => {
  assert.strictEqual(err.code, 'ERR_INVALID_ARG_VALUE');
}));
fs.readFile('/proc/self/status', { buffer: () => Buffer.alloc(16) }, common.mustCall((err) => {
  assert.strictEqual(err.message,
                     "The property 'options.buffer().byteLength' is too small to contain the entire file. Received 16");
}));
fs.promises.readFile(file, { buffer: Buffer.alloc(8) }).then(common.mustCall((data) => {
  assert.strictEqual(data.toString(), 'hello');
}));
