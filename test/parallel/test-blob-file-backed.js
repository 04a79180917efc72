// Port of nodejs/node test/parallel/test-blob-file-backed.js (rewritten for minirt).
'use strict';

const common = require('../common');
const assert = require('assert');
const { writeFileSync, openAsBlob, openAsBlobSync } = require('fs');
const { unlink } = require('fs/promises');
const { Blob } = require('buffer');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = (n) => tmpdir.resolve(`file-backed-blob-${n}.txt`);
const data = `${'a'.repeat(1000)}${'b'.repeat(2000)}`;
writeFileSync(file(1), data);
writeFileSync(file(2), data);
writeFileSync(file(3), data.repeat(100));
writeFileSync(file(4), '');
writeFileSync(file(5), '');

(async () => {
  const blob = await openAsBlob(file(1));
  assert(blob instanceof Blob);
  assert.strictEqual(blob.size, 3000);
  const decoder = new TextDecoder();
  assert.strictEqual(decoder.decode(new Uint8Array(await blob.arrayBuffer())), data);
  assert.strictEqual(await blob.text(), data);

  // Readable more than once, also as a stream.
  let text = '';
  for await (const chunk of blob.stream()) text += decoder.decode(chunk, { stream: true });
  assert.strictEqual(text, data);

  // Combined with in-memory parts.
  const combined = await new Blob(['hello', blob, 'world']).arrayBuffer();
  assert.strictEqual(decoder.decode(combined.slice(0, 5)), 'hello');
  assert.strictEqual(decoder.decode(combined.slice(5, -5)), data);
  assert.strictEqual(decoder.decode(combined.slice(-5)), 'world');

  // Once the file changed, reading fails.
  writeFileSync(file(1), data + 'abc');
  const read = async () => {
    for await (const chunk of blob.stream()); // eslint-disable-line no-unused-vars
  };
  await assert.rejects(read(), { name: 'NotReadableError', message: 'The blob could not be read' });
  await assert.rejects(blob.text(), { name: 'NotReadableError' });
  await unlink(file(1));
})().then(common.mustCall());

(async () => {
  const blob = await openAsBlob(file(2), { type: 'Text/Plain' });
  // The type is kept as given.
  assert.strictEqual(blob.type, 'Text/Plain');
  const part = blob.slice(10, 20);
  assert.strictEqual(part.size, (await part.arrayBuffer()).byteLength);
  let length = 0;
  for await (const chunk of part.stream()) length += chunk.length;
  assert.strictEqual(length, part.size);
  assert.strictEqual(await blob.slice(995, 1005).text(), data.slice(995, 1005));
  for (const slice of [
    blob.slice(995, 1005).slice(),
    blob.slice(995).slice(0, 10),
    blob.slice(0, 1005).slice(995),
  ]) {
    assert.strictEqual(await slice.text(), data.slice(995, 1005));
  }
  await unlink(file(2));
})().then(common.mustCall());

(async () => {
  // A change while a stream is being read fails the stream.
  const stream = (await openAsBlob(file(3))).stream();
  const read = async () => {
    for await (const chunk of stream) { // eslint-disable-line no-unused-vars
      writeFileSync(file(3), data + 'abc');
    }
  };
  await assert.rejects(read(), { name: 'NotReadableError' });
  await unlink(file(3));
})().then(common.mustCall());

(async () => {
  const blob = await openAsBlob(file(4));
  assert.strictEqual(blob.size, 0);
  assert.strictEqual(await blob.text(), '');
  writeFileSync(file(4), 'abc');
  await assert.rejects(blob.text(), { name: 'NotReadableError' });
  await unlink(file(4));
})().then(common.mustCall());

(async () => {
  const blob = openAsBlobSync(file(5));
  assert.strictEqual(blob.size, 0);
  writeFileSync(file(5), 'abc');
  await assert.rejects(blob.stream().getReader().read(), { name: 'NotReadableError' });
  await unlink(file(5));
})().then(common.mustCall());

// Argument checks and a missing file, all synchronous.
assert.throws(() => openAsBlob(), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => openAsBlob(1), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => openAsBlob(__filename, 1), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => openAsBlob(__filename, { type: 1 }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => openAsBlob(tmpdir.resolve('missing')), { code: 'ENOENT', syscall: 'stat' });
openAsBlob(new URL(`file://${__filename}`)).then(common.mustCall((blob) => {
  assert(blob.size > 0);
}));
