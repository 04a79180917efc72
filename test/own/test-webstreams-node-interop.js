// minirt's own test: web streams where they meet Node's streams and errors, as Node 26.10
// behaves: stream.addAbortSignal() on a ReadableStream and a WritableStream, compose() that
// pulls nothing before it is read, CompressionStream refusing non-BufferSource chunks on both
// sides, pipeTo() turning Node's AbortError reason into a DOMException, a transferred stream's
// original released once the clone is read, and the brand checks of the strategy and text
// stream accessors (a missing receiver of inspect is ERR_INVALID_THIS).
'use strict';
const common = require('../common');
const assert = require('assert');
const { addAbortSignal, compose, finished, Readable } = require('stream');
const { inspect } = require('util');

const privateMember = { name: 'TypeError', message: /^Cannot read private member / };

(async () => {
  // addAbortSignal errors a web stream through its controller.
  {
    const rs = new ReadableStream({ pull(c) { c.enqueue('x'); } });
    const ac = new AbortController();
    assert.strictEqual(addAbortSignal(ac.signal, rs), rs);
    ac.abort();
    await assert.rejects(rs.getReader().read(), { name: 'AbortError' });

    const ws = new WritableStream();
    const ac2 = new AbortController();
    addAbortSignal(ac2.signal, ws);
    const writer = ws.getWriter();
    ac2.abort();
    await assert.rejects(writer.closed, { name: 'AbortError' });
    assert.throws(() => addAbortSignal(ac.signal, {}), { code: 'ERR_INVALID_ARG_TYPE' });
  }

  // compose() leaves a web TransformStream alone until the composed stream is read.
  {
    let transformed = 0;
    const d = compose(
      new ReadableStream({ start(c) { c.enqueue('a'); c.close(); } }),
      new TransformStream({
        transform(chunk, c) {
          transformed++;
          c.enqueue(chunk.toUpperCase());
        },
      }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.strictEqual(transformed, 0);
    const chunks = [];
    for await (const chunk of d) chunks.push(String(chunk));
    assert.deepStrictEqual(chunks, ['A']);
    assert.strictEqual(transformed, 1);
  }

  // A chunk the compressor refuses rejects the write and the pending read alike.
  for (const [chunk, code] of [[undefined, 'ERR_INVALID_ARG_TYPE'],
                               [null, 'ERR_STREAM_NULL_VALUES'],
                               [new SharedArrayBuffer(4), 'ERR_INVALID_ARG_TYPE']]) {
    const cs = new CompressionStream('gzip');
    const write = cs.writable.getWriter().write(chunk);
    const read = cs.readable.getReader().read();
    await assert.rejects(write, { name: 'TypeError', code });
    await assert.rejects(read, { name: 'TypeError', code });
  }

  // pipeTo() rejects with a DOMException when the signal's reason is Node's AbortError.
  {
    // A Readable destroyed by its signal ends with Node's AbortError.
    const control = new AbortController();
    const readable = new Readable({ read() {}, signal: control.signal });
    control.abort();
    const abortError = await new Promise((resolve) => finished(readable, resolve));
    assert.strictEqual(abortError.name, 'AbortError');
    assert(!(abortError instanceof DOMException));
    const ac = new AbortController();
    ac.abort(abortError);
    await assert.rejects(new ReadableStream().pipeTo(new WritableStream(), { signal: ac.signal }),
                         (err) => err instanceof DOMException && err.name === 'AbortError' &&
                                  err.message === abortError.message);
  }

  // The original of a transferred stream is released once the clone has read it all.
  {
    const original = new ReadableStream({ start(c) { c.enqueue(1); c.close(); } });
    const clone = structuredClone(original, { transfer: [original] });
    assert.strictEqual(original.locked, true);
    const seen = [];
    for await (const chunk of clone) seen.push(chunk);
    assert.deepStrictEqual(seen, [1]);
    assert.strictEqual(original.locked, false);
    assert.deepStrictEqual(await original.getReader().read(), { value: undefined, done: true });
  }

  // Brand checks speak V8's words; inspect on a foreign receiver is ERR_INVALID_THIS.
  for (const Strategy of [ByteLengthQueuingStrategy, CountQueuingStrategy]) {
    assert.throws(() => Reflect.get(Strategy.prototype, 'highWaterMark', {}), privateMember);
    assert.throws(() => Reflect.get(Strategy.prototype, 'size', {}), privateMember);
  }
  for (const Stream of [TextEncoderStream, TextDecoderStream, CompressionStream]) {
    assert.throws(() => Reflect.get(Stream.prototype, 'readable', {}), privateMember);
    assert.throws(() => Reflect.get(Stream.prototype, 'writable', 1), privateMember);
  }
  assert.throws(() => Reflect.get(TextDecoderStream.prototype, 'fatal', {}), privateMember);
  assert.throws(() => new TextEncoderStream()[inspect.custom].call(),
                { code: 'ERR_INVALID_THIS' });
  assert.throws(() => new TextDecoderStream()[inspect.custom].call({}), privateMember);
})().then(common.mustCall());
