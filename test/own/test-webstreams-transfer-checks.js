// Flags: --expose-internals
// minirt's own test: the transfer steps of ReadableStream, WritableStream and TransformStream
// under internal/worker/js_transferable's kTransfer: a foreign receiver is ERR_INVALID_THIS, a
// locked stream a DataCloneError (code 25), in both kTransfer and structuredClone. An object
// marked cloneable (markTransferMode) clones through its kClone record, and one whose record
// names no class fails the clone with Node's errors, and a transferred stream's chunk with
// the DataCloneError Node's cross-realm streams report. Every expectation here is what Node
// 26.10 gives.
'use strict';
const common = require('../common');
const assert = require('assert');
const {
  kTransfer, kClone, kDeserialize, markTransferMode,
} = require('internal/worker/js_transferable');

const dataCloneError = { name: 'DataCloneError', code: 25 };

for (const Stream of [ReadableStream, WritableStream, TransformStream]) {
  assert.strictEqual(typeof Stream.prototype[kTransfer], 'function');
  assert(!Object.keys(Stream.prototype).includes(String(kTransfer)));
  assert.throws(() => Stream.prototype[kTransfer].call({}), { code: 'ERR_INVALID_THIS' });
  assert.throws(() => Stream.prototype[kTransfer](), { code: 'ERR_INVALID_THIS' });
}

const readable = new ReadableStream();
readable.getReader();
assert.throws(() => readable[kTransfer](), dataCloneError);
assert.throws(() => structuredClone(readable, { transfer: [readable] }), dataCloneError);

const writable = new WritableStream();
writable.getWriter();
assert.throws(() => writable[kTransfer](), dataCloneError);
assert.throws(() => structuredClone(writable, { transfer: [writable] }), dataCloneError);

const transform = new TransformStream();
transform.readable.getReader();
assert.throws(() => transform[kTransfer](), dataCloneError);

// A record naming a module that does not exist.
let records = 0;
const broken = {
  [kClone]() {
    records++;
    return { data: {}, deserializeInfo: 'no such module:Nothing' };
  },
  [kDeserialize]: common.mustNotCall(),
};
markTransferMode(broken, true, false);
assert.throws(() => structuredClone({ inner: broken }),
              { name: 'TypeError', message: "Missing internal module 'no such module'" });
assert.strictEqual(records, 1);
// Unmarked, the same object is a plain object (its symbol keys are not cloned).
assert.deepStrictEqual(structuredClone({ ...broken }), {});

const internalError = {
  name: 'DataCloneError', code: 25, message: 'Internal transferred ReadableStream error',
};
{
  let controller;
  const original = new ReadableStream({
    start(c) { controller = c; },
    cancel: common.mustCall((reason) => assert.strictEqual(reason.code, 25)),
  });
  const clone = structuredClone(original, { transfer: [original] });
  controller.enqueue(broken);
  assert.rejects(clone.getReader().read(), internalError).then(common.mustCall());
}
{
  const original = new WritableStream({
    write: common.mustNotCall(),
    abort: common.mustCall((reason) => assert.strictEqual(reason.code, 25)),
  });
  const clone = structuredClone(original, { transfer: [original] });
  const writer = clone.getWriter();
  writer.write(broken).then(common.mustCall());
  assert.rejects(writer.closed, internalError).then(common.mustCall());
}
