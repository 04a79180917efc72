// Port of nodejs/node test/parallel/test-whatwg-readablestream.js (rewritten for minirt).
'use strict';

const common = require('../common');
const assert = require('assert');
const { isDisturbed, isErrored, isReadable } = require('stream');
const { isPromise } = require('util/types');
const { inspect } = require('util');
const { setImmediate: delay } = require('timers/promises');
const {
  ByteLengthQueuingStrategy,
  CountQueuingStrategy,
  ReadableStream,
  ReadableStreamDefaultReader,
  ReadableStreamDefaultController,
  ReadableByteStreamController,
  ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest,
  WritableStream,
} = require('stream/web');

// The shape of a fresh stream and getReader() argument checks.
{
  const r = new ReadableStream();
  for (const name of ['cancel', 'getReader', 'pipeThrough', 'pipeTo', 'tee', 'values']) {
    assert.strictEqual(typeof r[name], 'function');
  }
  assert.strictEqual(r.locked, false);
  for (const mode of ['', null, 'asdf']) {
    assert.throws(() => r.getReader({ mode }), { code: 'ERR_INVALID_ARG_VALUE' });
  }
  for (const options of [1, 'asdf']) {
    assert.throws(() => r.getReader(options), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  r.getReader();
  assert.strictEqual(r.locked, true);
}

// start/pull get the right controller kind; cancel is not called on its own.
new ReadableStream({
  start: common.mustCall((c) => assert(c instanceof ReadableStreamDefaultController)),
  pull: common.mustCall((c) => assert(c instanceof ReadableStreamDefaultController)),
  cancel: common.mustNotCall(),
});
new ReadableStream({
  start: common.mustCall(async (c) => assert(c instanceof ReadableStreamDefaultController)),
  pull: common.mustCall(async (c) => assert(c instanceof ReadableStreamDefaultController)),
  cancel: common.mustNotCall(),
});
// A byte stream with the default high-water mark 0 does not pull by itself.
new ReadableStream({
  type: 'bytes',
  start: common.mustCall((c) => assert(c instanceof ReadableByteStreamController)),
  pull: common.mustNotCall(),
  cancel: common.mustNotCall(),
});
new ReadableStream({
  type: 'bytes',
  start: common.mustCall(async (c) => assert(c instanceof ReadableByteStreamController)),
  pull: common.mustCall(async (c) => assert(c instanceof ReadableByteStreamController)),
  cancel: common.mustNotCall(),
}, { highWaterMark: 10 });

// Constructor argument checks (Node 26: the source must be an object).
for (const source of [1, 'hello', false, null]) {
  assert.throws(() => new ReadableStream(source), { code: 'ERR_INVALID_ARG_TYPE' });
}
new ReadableStream([]);
new ReadableStream({}, null);
for (const size of ['a', {}, false]) {
  assert.throws(() => new ReadableStream({}, { size }), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const highWaterMark of ['a', {}, -1, NaN]) {
  assert.throws(() => new ReadableStream({}, { highWaterMark }), {
    code: 'ERR_INVALID_ARG_VALUE',
    name: 'RangeError',
  });
  assert.throws(() => new ReadableStream({ type: 'bytes' }, { highWaterMark }), {
    code: 'ERR_INVALID_ARG_VALUE',
  });
}
assert.throws(() => new ReadableStream({ type: 'bytes' }, { size() { return 1; } }), {
  code: 'ERR_INVALID_ARG_VALUE',
  name: 'RangeError',
});
assert.throws(() => new ReadableStream({ type: 'other' }), { code: 'ERR_INVALID_ARG_VALUE' });
// The strategy is read before the source.
assert.throws(() => new ReadableStream({
  get start() { throw new Error('from source'); },
}, {
  get size() { throw new Error('from strategy'); },
}), /from strategy/);

new ReadableStream({}, new ByteLengthQueuingStrategy({ highWaterMark: 1 }));
new ReadableStream({}, new CountQueuingStrategy({ highWaterMark: 1 }));

// Queuing strategies.
{
  const bytes = new ByteLengthQueuingStrategy({ highWaterMark: 1 });
  assert.strictEqual(bytes.highWaterMark, 1);
  assert.strictEqual(bytes.size(new ArrayBuffer(10)), 10);
  const { size } = bytes;
  assert.strictEqual(size(new ArrayBuffer(10)), 10);
  assert.strictEqual(size, new ByteLengthQueuingStrategy({ highWaterMark: 5 }).size);

  const count = new CountQueuingStrategy({ highWaterMark: 1 });
  assert.strictEqual(count.highWaterMark, 1);
  assert.strictEqual(count.size(new ArrayBuffer(10)), 1);
  assert.strictEqual(count.size.call(undefined), 1);

  assert.throws(() => new CountQueuingStrategy(), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => new CountQueuingStrategy({}), { code: 'ERR_MISSING_OPTION' });
}

// A rejected start() errors the stream.
{
  const r = new ReadableStream({ async start() { throw new Error('boom'); } });
  r.getReader().closed.then(common.mustNotCall(), common.mustCall((err) => {
    assert.strictEqual(err.message, 'boom');
  }));
}

// One chunk then the end.
(async () => {
  const r = new ReadableStream({
    start(c) {
      c.enqueue(Buffer.from('hello'));
      c.close();
    },
  });
  const reader = r.getReader();
  const first = await reader.read();
  assert.strictEqual(Buffer.from(first.value).toString(), 'hello');
  assert.strictEqual(first.done, false);
  assert.deepStrictEqual(await reader.read(), { done: true, value: undefined });
})().then(common.mustCall());

// A locked stream; pending reads; releasing with reads pending rejects them.
{
  const stream = new ReadableStream();
  const reader = stream.getReader();
  assert(stream.locked);
  assert.throws(() => stream.getReader(), { code: 'ERR_INVALID_STATE' });
  assert(reader instanceof ReadableStreamDefaultReader);
  assert(isPromise(reader.closed));
  const read1 = reader.read();
  const read2 = reader.read();
  assert.notStrictEqual(read1, read2);
  assert.strictEqual(inspect(reader).includes('readRequests: 2'), true);
  const closed = reader.closed;
  reader.releaseLock();
  assert(!stream.locked);
  assert.rejects(read1, { code: 'ERR_INVALID_STATE', message: /Releasing reader/ })
    .then(common.mustCall());
  assert.rejects(read2, { code: 'ERR_INVALID_STATE' }).then(common.mustCall());
  assert.rejects(closed, { code: 'ERR_INVALID_STATE', message: /Reader released/ })
    .then(common.mustCall());
  assert.strictEqual(reader.closed, closed);
  assert.rejects(reader.read(), { code: 'ERR_INVALID_STATE' }).then(common.mustCall());
  assert.rejects(reader.cancel(), { code: 'ERR_INVALID_STATE' }).then(common.mustCall());
  // Releasing twice is fine.
  reader.releaseLock();
}

// An iterator whose reader was released rejects next() and return().
{
  const stream = new ReadableStream();
  const it = stream.values();
  assert(stream.locked);
  it.return().then(common.mustCall((result) => {
    assert.deepStrictEqual(result, { done: true, value: undefined });
    assert(!stream.locked);
    return it.next();
  })).then(common.mustCall((result) => {
    assert.deepStrictEqual(result, { done: true, value: undefined });
  }));
}

// cancel() on a locked stream rejects; the reader may cancel.
{
  const stream = new ReadableStream({
    start(c) { c.enqueue(Buffer.from('hello')); },
  });
  const reader = stream.getReader();
  assert.rejects(stream.cancel(), { code: 'ERR_INVALID_STATE' }).then(common.mustCall());
  reader.cancel();
  reader.read().then(common.mustCall(({ value, done }) => {
    assert.strictEqual(value, undefined);
    assert(done);
  }));
}

// Cancelling a closed stream twice gives two distinct settled promises.
{
  const stream = new ReadableStream({ start(c) { c.close(); } });
  const cancel1 = stream.cancel();
  const cancel2 = stream.cancel();
  assert.notStrictEqual(cancel1, cancel2);
  Promise.all([cancel1, cancel2]).then(common.mustCall((res) => {
    assert.deepStrictEqual(res, [undefined, undefined]);
  }));
}

// Readers come and go; a closed stream keeps answering done.
{
  const stream = new ReadableStream({ start(c) { c.close(); } });
  stream.getReader().releaseLock();
  stream.getReader().releaseLock();
  const reader = stream.getReader();
  reader.closed.then(common.mustCall());
  reader.read().then(common.mustCall(({ value, done }) => {
    assert.strictEqual(value, undefined);
    assert(done);
  }));
  const closedBefore = reader.closed;
  reader.releaseLock();
  const closedAfter = reader.closed;
  // The stream is closed: releasing replaces the closed promise with a rejected one.
  assert.notStrictEqual(closedBefore, closedAfter);
  closedBefore.then(common.mustCall());
  assert.rejects(closedAfter, { code: 'ERR_INVALID_STATE' }).then(common.mustCall());
}

// An errored stream: every read and cancel rejects with the stored error.
{
  const error = new Error('boom');
  const stream = new ReadableStream({ start(c) { c.error(error); } });
  stream.getReader().releaseLock();
  const reader = stream.getReader();
  assert.rejects(reader.closed, error).then(common.mustCall());
  assert.rejects(reader.read(), error).then(common.mustCall());
  const cancel1 = reader.cancel();
  const cancel2 = reader.cancel();
  assert.notStrictEqual(cancel1, cancel2);
  assert.rejects(cancel1, error).then(common.mustCall());
  assert.rejects(cancel2, error).then(common.mustCall());
}

// Queued chunks are read in order; the stream closes after the last one.
(async () => {
  let doClose;
  const stream = new ReadableStream({
    start(c) {
      c.enqueue('a');
      c.enqueue('b');
      doClose = () => c.close();
    },
  });
  const reader = stream.getReader();
  doClose();
  assert.deepStrictEqual(await reader.read(), { done: false, value: 'a' });
  assert.deepStrictEqual(await reader.read(), { done: false, value: 'b' });
  assert.deepStrictEqual(await reader.read(), { done: true, value: undefined });
})().then(common.mustCall());

// tee(): both branches see every chunk; cancelling both cancels the source with both reasons.
(async () => {
  const stream = new ReadableStream({
    start(c) {
      c.enqueue('a');
      c.enqueue('b');
      c.close();
    },
  });
  const branches = stream.tee();
  assert(Array.isArray(branches));
  assert(stream.locked);
  const read = async (s) => {
    const out = [];
    for await (const chunk of s) out.push(chunk);
    return out;
  };
  assert.deepStrictEqual(await Promise.all(branches.map(read)), [['a', 'b'], ['a', 'b']]);
})().then(common.mustCall());
{
  const error1 = new Error('one');
  const error2 = new Error('two');
  const stream = new ReadableStream({
    cancel: common.mustCall((reason) => assert.deepStrictEqual(reason, [error1, error2])),
  });
  const [s1, s2] = stream.tee();
  s2.cancel(error2);
  s1.cancel(error1);
}
{
  const error = new Error('pull');
  const stream = new ReadableStream({
    start(c) { c.enqueue('a'); },
    pull() { throw error; },
  });
  const [s1, s2] = stream.tee();
  assert.rejects(s1.getReader().closed, error).then(common.mustCall());
  assert.rejects(s2.getReader().closed, error).then(common.mustCall());
}
{
  const error = new Error('cancel');
  const [s1, s2] = new ReadableStream({ cancel() { throw error; } }).tee();
  assert.rejects(s1.cancel(), error).then(common.mustCall());
  assert.rejects(s2.cancel(), error).then(common.mustCall());
}

// pull() runs once at start (it enqueued nothing, so it is not repeated), then per read.
(async () => {
  let calls = 0;
  const stream = new ReadableStream({
    pull(c) {
      if (calls) c.enqueue(calls);
      calls++;
    },
  });
  const reader = stream.getReader();
  await delay();
  assert.strictEqual(calls, 1);
  assert.deepStrictEqual(await reader.read(), { done: false, value: 1 });
  assert.deepStrictEqual(await reader.read(), { done: false, value: 2 });
})().then(common.mustCall());
{
  let calls = 0;
  let filled;
  const ready = new Promise((resolve) => { filled = resolve; });
  new ReadableStream({
    pull(c) {
      c.enqueue(++calls);
      if (calls === 4) filled();
    },
  }, { highWaterMark: 4, size() { return 1; } });
  ready.then(common.mustCall(() => assert.strictEqual(calls, 4)));
}
// A pending pull promise holds the next pull back.
(async () => {
  let release;
  let calls = 0;
  const stream = new ReadableStream({
    pull(c) {
      c.enqueue(++calls);
      return new Promise((resolve) => { release = resolve; });
    },
  });
  const reader = stream.getReader();
  await reader.read();
  await delay();
  assert.strictEqual(calls, 1);
  release();
  await delay();
  assert.strictEqual(calls, 2);
})().then(common.mustCall());

// close()/error() from pull settle the reader's closed promise.
new ReadableStream({ pull: common.mustCall((c) => c.close()) })
  .getReader().closed.then(common.mustCall());
{
  const error = new Error('first');
  const reader = new ReadableStream({
    pull: common.mustCall((c) => {
      c.error(error);
      throw new Error('second');
    }),
  }).getReader();
  assert.rejects(reader.closed, error).then(common.mustCall());
}

// enqueue after close throws; desiredSize follows the queue.
new ReadableStream({
  start: common.mustCall((c) => {
    assert.strictEqual(c.desiredSize, 1);
    c.enqueue('a');
    assert.strictEqual(c.desiredSize, 0);
    c.enqueue('b');
    assert.strictEqual(c.desiredSize, -1);
    c.close();
    assert.throws(() => c.enqueue('c'), {
      code: 'ERR_INVALID_STATE',
      message: 'Invalid state: Controller is already closed',
    });
    assert.throws(() => c.close(), { code: 'ERR_INVALID_STATE' });
  }),
});
new ReadableStream({
  start: common.mustCall((c) => {
    assert.strictEqual(c.desiredSize, 10);
    c.close();
    assert.strictEqual(c.desiredSize, 0);
  }),
}, { highWaterMark: 10 });
new ReadableStream({
  start: common.mustCall((c) => {
    c.error();
    assert.strictEqual(c.desiredSize, null);
  }),
});

// The underlying source methods run with the source as `this`.
(async () => {
  class Source {
    start(c) {
      assert.strictEqual(this, source);
      c.enqueue('a');
    }

    pull() {
      assert.strictEqual(this, source);
      this.pulled = true;
    }

    cancel() {
      assert.strictEqual(this, source);
      this.canceled = true;
    }
  }
  const source = new Source();
  const stream = new ReadableStream(source);
  const reader = stream.getReader();
  await reader.read();
  reader.releaseLock();
  await stream.cancel();
  assert(source.pulled);
  assert(source.canceled);
})().then(common.mustCall());

// Subclassing works.
{
  class Sub extends ReadableStream {}
  new Sub().getReader();
}

// Async iteration: preventCancel keeps the stream readable after an early exit.
(async () => {
  const make = () => new ReadableStream({
    start(c) {
      c.enqueue('x');
      c.enqueue('y');
    },
  });
  const a = make();
  for (const options of [1, false, '']) {
    assert.throws(() => a.values(options), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for await (const chunk of a.values({ preventCancel: true })) {
    assert.strictEqual(chunk, 'x');
    break;
  }
  assert(!a.locked);
  assert.deepStrictEqual(await a.getReader().read(), { done: false, value: 'y' });

  const b = make();
  for await (const chunk of b) {
    assert.strictEqual(chunk, 'x');
    break;
  }
  assert.deepStrictEqual(await b.getReader().read(), { done: true, value: undefined });

  const c = make();
  const error = new Error('inside');
  await assert.rejects((async () => {
    for await (const chunk of c.values({ preventCancel: true })) { // eslint-disable-line no-unused-vars
      throw error;
    }
  })(), error);
  assert.deepStrictEqual(await c.getReader().read(), { done: false, value: 'y' });
})().then(common.mustCall());

// ReadableStream.from over sync and async iterables.
(async () => {
  const out = [];
  for await (const v of ReadableStream.from([1, Promise.resolve(2), 3])) out.push(v);
  assert.deepStrictEqual(out, [1, 2, 3]);
  const out2 = [];
  for await (const v of ReadableStream.from((async function*() { yield 'a'; yield 'b'; })())) {
    out2.push(v);
  }
  assert.deepStrictEqual(out2, ['a', 'b']);
  assert.throws(() => ReadableStream.from(1), { code: 'ERR_ARG_NOT_ITERABLE' });
})().then(common.mustCall());

// Brand checks.
{
  assert.throws(() => Reflect.get(ReadableStream.prototype, 'locked', {}), {
    code: 'ERR_INVALID_THIS',
  });
  assert.rejects(ReadableStream.prototype.cancel.call({}), { code: 'ERR_INVALID_THIS' })
    .then(common.mustCall());
  for (const name of ['getReader', 'tee', 'values', 'pipeThrough']) {
    assert.throws(() => ReadableStream.prototype[name].call({}), { code: 'ERR_INVALID_THIS' });
  }
  assert.rejects(ReadableStream.prototype.pipeTo.call({}), { code: 'ERR_INVALID_THIS' })
    .then(common.mustCall());
  for (const Reader of [ReadableStreamDefaultReader, ReadableStreamBYOBReader]) {
    assert.rejects(Reader.prototype.read.call({}), { code: 'ERR_INVALID_THIS' })
      .then(common.mustCall());
    assert.rejects(Reader.prototype.cancel.call({}), { code: 'ERR_INVALID_THIS' })
      .then(common.mustCall());
    assert.rejects(Reflect.get(Reader.prototype, 'closed', {}), { code: 'ERR_INVALID_THIS' })
      .then(common.mustCall());
    assert.throws(() => Reader.prototype.releaseLock.call({}), { code: 'ERR_INVALID_THIS' });
  }
  assert.throws(() => Reflect.get(ReadableStreamBYOBRequest.prototype, 'view', {}), {
    code: 'ERR_INVALID_THIS',
  });
  assert.throws(() => ReadableStreamBYOBRequest.prototype.respond.call({}), {
    code: 'ERR_INVALID_THIS',
  });
  assert.throws(() => ReadableStreamBYOBRequest.prototype.respondWithNewView.call({}), {
    code: 'ERR_INVALID_THIS',
  });
  for (const name of ['byobRequest', 'desiredSize']) {
    assert.throws(() => Reflect.get(ReadableByteStreamController.prototype, name, {}), {
      code: 'ERR_INVALID_THIS',
    });
  }
  for (const name of ['close', 'enqueue', 'error']) {
    assert.throws(() => ReadableByteStreamController.prototype[name].call({}), {
      code: 'ERR_INVALID_THIS',
    });
  }
  for (const Ctor of [ReadableStreamBYOBRequest, ReadableStreamDefaultController,
                      ReadableByteStreamController]) {
    assert.throws(() => new Ctor(), { code: 'ERR_ILLEGAL_CONSTRUCTOR' });
  }
}

// util.inspect shapes.
{
  let controller;
  const readable = new ReadableStream({ start(c) { controller = c; } });
  const text = "ReadableStream { locked: false, state: 'readable', supportsBYOB: false }";
  assert.strictEqual(inspect(readable), text);
  assert.strictEqual(inspect(readable, { depth: null }), text);
  assert.strictEqual(inspect(readable, { depth: 0 }), 'ReadableStream [Object]');
  assert.strictEqual(inspect(controller), 'ReadableStreamDefaultController {}');
  assert.strictEqual(inspect(controller, { depth: 0 }), 'ReadableStreamDefaultController {}');
  const reader = readable.getReader();
  assert.match(inspect(reader), /^ReadableStreamDefaultReader \{\n {2}stream: ReadableStream/);
  assert.match(inspect(reader, { depth: 0 }), /ReadableStreamDefaultReader \[Object\]/);
}

// pipeTo argument checks.
{
  const r = new ReadableStream();
  assert.rejects(r.pipeTo(1), { code: 'ERR_INVALID_ARG_TYPE' }).then(common.mustCall());
  assert.rejects(r.pipeTo(new WritableStream(), 1), { code: 'ERR_INVALID_ARG_TYPE' })
    .then(common.mustCall());
  assert.rejects(r.pipeTo(new WritableStream(), { signal: {} }), {
    code: 'ERR_INVALID_ARG_TYPE',
  }).then(common.mustCall());
}

// stream.isDisturbed / isErrored / isReadable understand web streams.
(async () => {
  const stream = new ReadableStream({ start(c) { c.enqueue('a'); c.close(); } });
  const reader = stream.getReader();
  assert.strictEqual(isDisturbed(stream), false);
  await reader.read();
  assert.strictEqual(isDisturbed(stream), true);

  const failing = new ReadableStream({ pull(c) { c.error(new Error('x')); } });
  assert.strictEqual(isReadable(failing), true);
  assert.strictEqual(isErrored(failing), false);
  await failing.getReader().read().catch(() => {});
  assert.strictEqual(isErrored(failing), true);
  assert.strictEqual(isReadable(failing), false);
})().then(common.mustCall());

// A BYOB read on a byte stream that is already closed answers done with an empty view.
(async () => {
  const stream = new ReadableStream({ type: 'bytes', start(c) { c.close(); } });
  const { value, done } = await stream.getReader({ mode: 'byob' }).read(new DataView(new ArrayBuffer(8)));
  assert(done);
  assert(value instanceof DataView);
  assert.strictEqual(value.byteLength, 0);
})().then(common.mustCall());
