// Port of nodejs/node test/parallel/test-whatwg-writablestream.js (rewritten for minirt).
'use strict';

const common = require('../common');
const assert = require('assert');
const { isPromise } = require('util/types');
const { inspect } = require('util');
const {
  WritableStream,
  WritableStreamDefaultController,
  WritableStreamDefaultWriter,
  CountQueuingStrategy,
} = require('stream/web');

class Sink {
  constructor() {
    this.chunks = [];
  }

  start(controller) {
    this.started = true;
    this.controller = controller;
  }

  write(chunk) {
    this.chunks.push(chunk);
  }

  close() {
    this.closed = true;
  }

  abort(reason) {
    this.aborted = reason;
  }
}

{
  const stream = new WritableStream();
  assert.strictEqual(stream.locked, false);
  for (const name of ['abort', 'close', 'getWriter']) {
    assert.strictEqual(typeof stream[name], 'function');
  }
}

// Argument checks (Node 26 requires an object strategy).
for (const type of [1, false, '']) {
  assert.throws(() => new WritableStream({ type }), {
    code: 'ERR_INVALID_ARG_VALUE',
    name: 'RangeError',
  });
}
for (const highWaterMark of ['a', {}, -1]) {
  assert.throws(() => new WritableStream({}, { highWaterMark }), {
    code: 'ERR_INVALID_ARG_VALUE',
  });
}
for (const size of ['a', false, {}]) {
  assert.throws(() => new WritableStream({}, { size }), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const strategy of [1, 'a']) {
  assert.throws(() => new WritableStream({}, strategy), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => new WritableStream(null), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => new WritableStream({ write: 1 }), { code: 'ERR_INVALID_ARG_TYPE' });
new WritableStream({}, null);

// A writer: its members, release and a second writer closing the stream.
{
  const sink = new Sink();
  const stream = new WritableStream(sink, new CountQueuingStrategy({ highWaterMark: 1 }));
  const writer = stream.getWriter();
  assert(stream.locked);
  assert(writer instanceof WritableStreamDefaultWriter);
  assert(isPromise(writer.closed));
  assert(isPromise(writer.ready));
  assert.strictEqual(typeof writer.desiredSize, 'number');
  assert.throws(() => stream.getWriter(), { code: 'ERR_INVALID_STATE' });
  writer.releaseLock();
  assert(!stream.locked);
  assert.throws(() => writer.desiredSize, { code: 'ERR_INVALID_STATE' });
  assert.rejects(writer.write('x'), { code: 'ERR_INVALID_STATE' }).then(common.mustCall());
  assert.rejects(writer.closed, { message: /Writer has been released/ }).then(common.mustCall());

  const writer2 = stream.getWriter();
  assert(sink.started);
  assert(sink.controller instanceof WritableStreamDefaultController);
  writer2.closed.then(common.mustCall());
  writer2.ready.then(common.mustCall());
  writer2.close().then(common.mustCall(() => {
    assert(sink.closed);
    assert.rejects(writer2.write('late'), { message: /WritableStream is closed/ })
      .then(common.mustCall());
  }));
  assert.rejects(writer2.close(), { code: 'ERR_INVALID_STATE' }).then(common.mustCall());
}

// abort() errors the stream, calls the sink's abort and aborts the controller's signal.
{
  const sink = new Sink();
  const stream = new WritableStream(sink);
  const error = new Error('boom');
  const writer = stream.getWriter();
  assert.rejects(writer.closed, error).then(common.mustCall());
  assert.strictEqual(sink.controller.signal.aborted, false);
  writer.abort(error).then(common.mustCall(() => {
    assert.strictEqual(sink.aborted, error);
    assert.strictEqual(sink.controller.signal.aborted, true);
    assert.strictEqual(sink.controller.signal.reason, error);
    assert.strictEqual(writer.desiredSize, null);
  }));
  assert.strictEqual(writer.desiredSize, null);
}

// desiredSize and ready follow the queue.
(async () => {
  const sink = new Sink();
  const writer = new WritableStream(sink, { highWaterMark: 1 }).getWriter();
  const p = writer.write('hello');
  assert.strictEqual(writer.desiredSize, 0);
  await p;
  assert.strictEqual(writer.desiredSize, 1);
  assert.deepStrictEqual(sink.chunks, ['hello']);
  writer.write('a');
  writer.write('b');
  assert.strictEqual(writer.desiredSize, -1);
  await writer.ready;
  assert.deepStrictEqual(sink.chunks, ['hello', 'a', 'b']);
})().then(common.mustCall());

// A failing write errors the stream; later writes reject with that error.
(async () => {
  const error = new Error('write failed');
  const writer = new WritableStream({ write() { throw error; } }).getWriter();
  await assert.rejects(writer.write('x'), error);
  await assert.rejects(writer.write('y'), error);
  await assert.rejects(writer.closed, error);
})().then(common.mustCall());

// controller.error() errors the stream.
(async () => {
  const error = new Error('from controller');
  let controller;
  const writer = new WritableStream({ start(c) { controller = c; } }).getWriter();
  controller.error(error);
  await assert.rejects(writer.ready, error);
  await assert.rejects(writer.closed, error);
})().then(common.mustCall());

// Brand checks.
{
  assert.throws(() => Reflect.get(WritableStream.prototype, 'locked', {}), {
    code: 'ERR_INVALID_THIS',
  });
  assert.rejects(WritableStream.prototype.abort.call({}), { code: 'ERR_INVALID_THIS' })
    .then(common.mustCall());
  assert.rejects(WritableStream.prototype.close.call({}), { code: 'ERR_INVALID_THIS' })
    .then(common.mustCall());
  assert.throws(() => WritableStream.prototype.getWriter.call(), { code: 'ERR_INVALID_THIS' });
  for (const name of ['closed', 'ready']) {
    assert.rejects(Reflect.get(WritableStreamDefaultWriter.prototype, name, {}), {
      code: 'ERR_INVALID_THIS',
    }).then(common.mustCall());
  }
  assert.throws(() => Reflect.get(WritableStreamDefaultWriter.prototype, 'desiredSize', {}), {
    code: 'ERR_INVALID_THIS',
  });
  for (const name of ['abort', 'close', 'write']) {
    assert.rejects(WritableStreamDefaultWriter.prototype[name].call({}), {
      code: 'ERR_INVALID_THIS',
    }).then(common.mustCall());
  }
  assert.throws(() => WritableStreamDefaultWriter.prototype.releaseLock.call({}), {
    code: 'ERR_INVALID_THIS',
  });
  assert.throws(() => Reflect.get(WritableStreamDefaultController.prototype, 'signal', {}), {
    code: 'ERR_INVALID_THIS',
  });
  assert.throws(() => WritableStreamDefaultController.prototype.error.call({}), {
    code: 'ERR_INVALID_THIS',
  });
  assert.throws(() => new WritableStreamDefaultController(), {
    code: 'ERR_ILLEGAL_CONSTRUCTOR',
  });
  assert.throws(() => new WritableStreamDefaultWriter(1), { code: 'ERR_INVALID_ARG_TYPE' });
}

// util.inspect shapes.
{
  let controller;
  const writable = new WritableStream({ start(c) { controller = c; } });
  const text = "WritableStream { locked: false, state: 'writable' }";
  assert.strictEqual(inspect(writable), text);
  assert.strictEqual(inspect(writable, { depth: null }), text);
  assert.strictEqual(inspect(writable, { depth: 0 }), 'WritableStream [Object]');
  const writer = writable.getWriter();
  assert.match(inspect(writer), /WritableStreamDefaultWriter/);
  assert.match(inspect(writer, { depth: 0 }), /WritableStreamDefaultWriter \[/);
  assert.match(inspect(controller), /WritableStreamDefaultController/);
  assert.match(inspect(controller, { depth: 0 }), /WritableStreamDefaultController \[/);
  writer.abort(new Error('boom'));
  assert.strictEqual(writer.desiredSize, null);
  setImmediate(common.mustCall(() => assert.strictEqual(writer.desiredSize, null)));
}
