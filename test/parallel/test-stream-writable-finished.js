// Port of nodejs/node test/parallel/test-stream-writable-finished.js (rewritten for minirt).
'use strict';

// writableFinished turns true just before 'finish'; _final runs once before 'prefinish'
// and may be async; end(cb) callbacks run with 'finish'; errors from _final stop the
// finish; construct() delays writes until it completes.
const common = require('../common');
const assert = require('assert');
const { Writable } = require('stream');

{
  const w = new Writable({ write(chunk, enc, cb) { cb(); } });
  assert.strictEqual(w.writableFinished, false);
  w.on('finish', common.mustCall(() => assert.strictEqual(w.writableFinished, true)));
  w.end('x', common.mustCall(() => assert.strictEqual(w.writableFinished, true)));
  assert.strictEqual(w.writableFinished, false);
  assert.strictEqual(w.writableEnded, true);
}

{
  // The end() callback of a stream that finishes synchronously still runs later.
  const w = new Writable({ write(chunk, enc, cb) { cb(); } });
  let sync = true;
  w.end(common.mustCall(() => assert.strictEqual(sync, false)));
  sync = false;
}

{
  const order = [];
  const w = new Writable({
    write(chunk, enc, cb) {
      order.push(`write:${chunk}`);
      cb();
    },
    final: common.mustCall((cb) => {
      order.push('final');
      setTimeout(() => {
        order.push('final-done');
        cb();
      }, 2);
    }),
  });
  w.on('prefinish', () => order.push('prefinish'));
  w.on('finish', () => order.push('finish'));
  w.on('close', common.mustCall(() => {
    assert.deepStrictEqual(order, ['write:a', 'final', 'final-done', 'prefinish', 'finish']);
  }));
  w.write('a');
  w.end();
}

{
  const w = new Writable({
    write(chunk, enc, cb) { cb(); },
    final(cb) {
      cb(new Error('final failed'));
    },
  });
  w.on('finish', common.mustNotCall());
  w.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'final failed')));
  w.end(common.mustCall((err) => assert.strictEqual(err.message, 'final failed')));
}

{
  const order = [];
  const w = new Writable({
    construct(cb) {
      order.push('construct');
      setTimeout(cb, 2);
    },
    write(chunk, enc, cb) {
      order.push(`write:${chunk}`);
      cb();
    },
  });
  w.write('early');
  assert.strictEqual(w.writableLength, 5);
  w.end();
  w.on('finish', common.mustCall(() => assert.deepStrictEqual(order, ['construct', 'write:early'])));
}

{
  // writev batches whatever queued during an async write.
  const batches = [];
  const w = new Writable({
    write(chunk, enc, cb) {
      batches.push([String(chunk)]);
      setImmediate(cb);
    },
    writev(chunks, cb) {
      batches.push(chunks.map((c) => String(c.chunk)));
      setImmediate(cb);
    },
  });
  w.write('1');
  w.write('2');
  w.write('3');
  w.end();
  w.on('finish', common.mustCall(() => assert.deepStrictEqual(batches, [['1'], ['2', '3']])));
}
