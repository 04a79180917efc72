// Port of nodejs/node test/parallel/test-stream-promises.js (rewritten for minirt).
'use strict';

// stream/promises: pipeline() resolves with the destination's value or rejects with
// the first error, accepts { signal } and { end: false }; it is also util.promisify's
// result for stream.pipeline and stream.finished.
const common = require('../common');
const assert = require('assert');
const stream = require('stream');
const { Readable, Writable, PassThrough } = stream;
const { promisify } = require('util');
const { pipeline, finished } = require('stream/promises');

assert.strictEqual(stream.promises.pipeline, pipeline);
assert.strictEqual(stream.promises.finished, finished);
assert.strictEqual(promisify(stream.pipeline), pipeline);
assert.strictEqual(promisify(stream.finished), finished);

async function run() {
  {
    const processed = [];
    const read = new Readable({ read() {} });
    const write = new Writable({
      write(data, enc, cb) {
        processed.push(String(data));
        cb();
      },
    });
    read.push('a');
    read.push('b');
    read.push(null);
    const value = await pipeline(read, write);
    assert.strictEqual(value, undefined);
    assert.deepStrictEqual(processed, ['a', 'b']);
  }
  {
    const read = new Readable({ read() {} });
    const write = new Writable({ write(data, enc, cb) { cb(); } });
    read.push('data');
    setImmediate(() => read.destroy(new Error('kaboom')));
    await assert.rejects(pipeline(read, write), /kaboom/);
  }
  {
    const value = await pipeline(Readable.from(['x']), async (src) => {
      let s = '';
      for await (const c of src) s += c;
      return s + '!';
    });
    assert.strictEqual(value, 'x!');
  }
  {
    const ac = new AbortController();
    const read = new Readable({ read() {} });
    const write = new Writable({ write(data, enc, cb) { cb(); } });
    const p = pipeline(read, write, { signal: ac.signal });
    ac.abort();
    await assert.rejects(p, { name: 'AbortError' });
    assert.strictEqual(read.destroyed, true);
    assert.strictEqual(write.destroyed, true);
  }
  {
    // end:false leaves the destination open.
    const dst = new PassThrough();
    await pipeline(Readable.from(['a']), dst, { end: false });
    assert.strictEqual(dst.writableEnded, false);
    dst.end();
  }
}

run().then(common.mustCall());
