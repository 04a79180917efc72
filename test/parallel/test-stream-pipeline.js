// Port of nodejs/node test/parallel/test-stream-pipeline.js (rewritten for minirt).
'use strict';

// pipeline(): data flows through every stage, the callback runs once after the last
// stage finishes, the first error destroys all stages, generators and async functions
// work as stages, argument errors, and the returned stream is the last stage.
const common = require('../common');
const assert = require('assert');
const { Readable, Writable, Transform, PassThrough, pipeline } = require('stream');

{
  // Many chunks, in order.
  let finished = false;
  const processed = [];
  const expected = [Buffer.from('a'), Buffer.from('b'), Buffer.from('c')];
  const read = new Readable({ read() {} });
  const write = new Writable({
    write(data, enc, cb) {
      processed.push(data);
      cb();
    },
  });
  write.on('finish', () => {
    finished = true;
  });
  for (const b of expected) read.push(b);
  read.push(null);
  pipeline(read, write, common.mustSucceed(() => {
    assert.ok(finished);
    assert.deepStrictEqual(processed, expected);
  }));
}

{
  // Argument checks.
  const read = new Readable({ read() {} });
  assert.throws(() => pipeline(read, () => {}), { code: 'ERR_MISSING_ARGS' });
  assert.throws(() => pipeline(() => {}), { code: 'ERR_MISSING_ARGS' });
  assert.throws(() => pipeline(read, new PassThrough()), { code: 'ERR_INVALID_ARG_TYPE' });
  read.destroy();
}

{
  // An error in the source destroys the destination; callback gets it once.
  const read = new Readable({ read() {} });
  const write = new Writable({ write(data, enc, cb) { cb(); } });
  read.push('data');
  setImmediate(() => read.destroy(new Error('kaboom')));
  const dst = pipeline(read, write, common.mustCall((err) => {
    assert.strictEqual(err.message, 'kaboom');
    assert.strictEqual(write.destroyed, true);
  }));
  assert.strictEqual(dst, write);
}

{
  // An error in the middle stage.
  const read = new Readable({ read() {} });
  const transform = new Transform({
    transform(data, enc, cb) {
      cb(new Error('kaboom'));
    },
  });
  const write = new Writable({ write(data, enc, cb) { cb(); } });
  read.on('close', common.mustCall());
  transform.on('close', common.mustCall());
  write.on('close', common.mustCall());
  const dst = pipeline(read, transform, write, common.mustCall((err) => {
    assert.strictEqual(err.message, 'kaboom');
  }));
  assert.strictEqual(dst, write);
  read.push('hello');
}

{
  // A destination closing early is a premature close.
  const read = new Readable({ read() {} });
  const write = new Writable({ write(data, enc, cb) { cb(); } });
  read.push('x');
  pipeline(read, write, common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_STREAM_PREMATURE_CLOSE');
    assert.strictEqual(read.destroyed, true);
  }));
  setImmediate(() => write.destroy());
}

{
  // Generators as source and transform, async function as destination.
  pipeline(
    function* () {
      yield 'a';
      yield 'b';
    },
    async function* (source) {
      for await (const chunk of source) yield chunk.toUpperCase();
    },
    async function(source) {
      let out = '';
      for await (const chunk of source) out += chunk;
      return out;
    },
    common.mustSucceed((value) => assert.strictEqual(value, 'AB')),
  );
}

{
  // A plain iterable source piped into a stream.
  const got = [];
  pipeline(['x', 'y'], new Writable({
    objectMode: true,
    write(c, e, cb) {
      got.push(c);
      cb();
    },
  }), common.mustSucceed(() => assert.deepStrictEqual(got, ['x', 'y'])));
}

{
  // A transform function must return an async iterable.
  assert.throws(() => pipeline(['a'], () => 42, new PassThrough(), () => {}), {
    code: 'ERR_INVALID_RETURN_VALUE',
  });
}

{
  // A throwing generator stage rejects through the callback.
  pipeline(
    Readable.from([1, 2]),
    async function* (src) {
      for await (const v of src) {
        if (v === 2) throw new Error('stage failed');
        yield v;
      }
    },
    new PassThrough({ objectMode: true }).resume(),
    common.mustCall((err) => assert.strictEqual(err.message, 'stage failed')),
  );
}

{
  // The streams array form and back-pressure through a slow writer.
  let writes = 0;
  const src = Readable.from(Array.from({ length: 20 }, (_, i) => `${i}`), { objectMode: false });
  const slow = new Writable({
    highWaterMark: 1,
    write(chunk, enc, cb) {
      writes++;
      setImmediate(cb);
    },
  });
  pipeline([src, new PassThrough(), slow], common.mustSucceed(() => {
    assert(writes > 0);
  }));
}

{
  // Callback runs on a later tick, never synchronously.
  let sync = true;
  pipeline(Readable.from([]), new PassThrough().resume(), common.mustSucceed(() => {
    assert.strictEqual(sync, false);
  }));
  sync = false;
}
