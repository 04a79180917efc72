// Flags: --expose-internals
// minirt's own test: Blob#stream() on Node's schedule: a BYOB read is answered with one
// part; the next part is read ahead a loop turn later (so an immediate right after the read
// still sees an empty queue) and then reading stops at the high-water mark (0); reading on
// gives every byte in order. Every expectation here is what Node 26.10 gives.
'use strict';
const common = require('../common');
const assert = require('assert');
const { kState } = require('internal/webstreams/util');

(async () => {
  const blob = new Blob(Array(4).fill('hello'));
  const stream = blob.stream();
  const reader = stream.getReader({ mode: 'byob' });
  const { value } = await reader.read(new Uint8Array(100));
  assert.strictEqual(Buffer.from(value).toString(), 'hello');
  const desiredSize = () => stream[kState].controller.desiredSize;
  await new Promise((resolve) => setImmediate(resolve));
  assert.strictEqual(desiredSize(), 0);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.strictEqual(desiredSize(), -5);
  let text = 'hello';
  for (;;) {
    const { value: chunk, done } = await reader.read(new Uint8Array(3));
    if (done) break;
    text += Buffer.from(chunk).toString();
  }
  assert.strictEqual(text, 'hello'.repeat(4));

  const chunks = [];
  for await (const chunk of new Blob(['ab', 'cd']).stream()) {
    chunks.push(Buffer.from(chunk).toString());
  }
  assert.strictEqual(chunks.join(''), 'abcd');
})().then(common.mustCall());
