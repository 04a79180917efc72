// Port of nodejs/node test/parallel/test-whatwg-transformstream.js (rewritten for minirt).
'use strict';

const common = require('../common');
const assert = require('assert');
const { inspect } = require('util');
const { createReadStream, readFileSync } = require('fs');
const {
  ReadableStream,
  TransformStream,
  TransformStreamDefaultController,
} = require('stream/web');

assert.throws(() => new TransformStream({ readableType: 1 }), {
  code: 'ERR_INVALID_ARG_VALUE',
  name: 'RangeError',
});
assert.throws(() => new TransformStream({ writableType: 1 }), {
  code: 'ERR_INVALID_ARG_VALUE',
});
assert.throws(() => new TransformStream({ transform: 1 }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => new TransformStream(null), { code: 'ERR_INVALID_ARG_TYPE' });
new TransformStream({}, null, null);

// The identity transform passes chunks through.
(async () => {
  const stream = new TransformStream();
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const [, result] = await Promise.all([writer.write('hello'), reader.read()]);
  assert.strictEqual(result.value, 'hello');
})().then(common.mustCall());

class Upper {
  start() {
    this.started = true;
  }

  async transform(chunk, controller) {
    controller.enqueue(chunk.toUpperCase());
  }

  async flush() {
    this.flushed = true;
  }
}

(async () => {
  const transformer = new Upper();
  const stream = new TransformStream(transformer);
  assert(transformer.started);
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const [, result] = await Promise.all([writer.write('hello'), reader.read()]);
  assert.strictEqual(result.value, 'HELLO');
  await writer.close();
  assert(transformer.flushed);
  assert.deepStrictEqual(await reader.read(), { done: true, value: undefined });
})().then(common.mustCall());

// A file read through a ReadableStream and piped through the transform.
{
  class Source {
    start(controller) {
      this.stream = createReadStream(__filename);
      this.stream.on('data', (chunk) => controller.enqueue(chunk.toString()));
      this.stream.once('end', () => {
        if (!this.canceled) controller.close();
      });
      this.stream.once('error', (error) => controller.error(error));
    }

    cancel() {
      this.canceled = true;
    }
  }
  const out = new ReadableStream(new Source()).pipeThrough(new TransformStream(new Upper()));
  (async () => {
    let text = '';
    for await (const chunk of out) text += chunk;
    return text;
  })().then(common.mustCall((text) => {
    assert.strictEqual(text, readFileSync(__filename, 'utf8').toUpperCase());
  }));
}

// terminate() closes the readable side and errors the writable side.
(async () => {
  let controller;
  const stream = new TransformStream({ start(c) { controller = c; } });
  const writer = stream.writable.getWriter();
  controller.terminate();
  assert.deepStrictEqual(await stream.readable.getReader().read(), { done: true, value: undefined });
  await assert.rejects(writer.write('x'), { message: /TransformStream has been terminated/ });
  assert.throws(() => controller.enqueue('y'), { message: /Unable to enqueue/ });
})().then(common.mustCall());

// An error thrown by transform() errors both sides.
(async () => {
  const error = new Error('transform');
  const stream = new TransformStream({ transform() { throw error; } });
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // The write waits for the read (the readable side's high-water mark is 0).
  const read = reader.read();
  await assert.rejects(writer.write('x'), error);
  await assert.rejects(read, error);
  await assert.rejects(writer.closed, error);
})().then(common.mustCall());

// Cancelling the readable side calls the transformer's cancel and errors the writable side.
(async () => {
  const stream = new TransformStream({
    cancel: common.mustCall((reason) => assert.strictEqual(reason, 'why')),
  });
  const writer = stream.writable.getWriter();
  await stream.readable.cancel('why');
  await assert.rejects(writer.closed, (reason) => reason === 'why');
})().then(common.mustCall());

// desiredSize reflects the readable side's queue.
{
  let controller;
  new TransformStream({ start(c) { controller = c; } }, undefined, { highWaterMark: 2 });
  assert.strictEqual(controller.desiredSize, 2);
  controller.enqueue('a');
  assert.strictEqual(controller.desiredSize, 1);
}

// Brand checks.
{
  for (const name of ['readable', 'writable']) {
    assert.throws(() => Reflect.get(TransformStream.prototype, name, {}), {
      code: 'ERR_INVALID_THIS',
    });
  }
  assert.throws(() => Reflect.get(TransformStreamDefaultController.prototype, 'desiredSize', {}),
                { code: 'ERR_INVALID_THIS' });
  for (const name of ['enqueue', 'error', 'terminate']) {
    assert.throws(() => TransformStreamDefaultController.prototype[name].call({}), {
      code: 'ERR_INVALID_THIS',
    });
  }
  assert.throws(() => new TransformStreamDefaultController(), {
    code: 'ERR_ILLEGAL_CONSTRUCTOR',
  });
}

// util.inspect shapes.
{
  let controller;
  const transform = new TransformStream({ start(c) { controller = c; } });
  assert.match(inspect(transform), /^TransformStream \{\n {2}readable: ReadableStream/);
  assert.match(inspect(transform, { depth: null }), /backpressure: true/);
  assert.strictEqual(inspect(transform, { depth: 0 }), 'TransformStream [Object]');
  assert.match(inspect(controller), /TransformStreamDefaultController/);
  assert.match(inspect(controller, { depth: 0 }), /TransformStreamDefaultController \[/);
}

// The transformer's properties are read; Object.prototype.type is not.
{
  Object.defineProperty(Object.prototype, 'type', {
    configurable: true,
    get: common.mustNotCall('get %Object.prototype%.type'),
    set: common.mustNotCall('set %Object.prototype%.type'),
  });
  new TransformStream({
    transform(chunk, controller) { controller.enqueue(chunk); },
    flush(controller) { controller.terminate(); },
  });
  delete Object.prototype.type;
}
