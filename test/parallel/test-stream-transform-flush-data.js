// Port of nodejs/node test/parallel/test-stream-transform-flush-data.js (rewritten for minirt).
'use strict';

// Transform: data passed to the _flush callback is pushed before 'end'; errors from
// _transform and _flush destroy the stream; calling the transform callback twice errors;
// PassThrough passes chunks through unchanged.
const common = require('../common');
const assert = require('assert');
const { Transform, PassThrough } = require('stream');

{
  const expected = 'asdf';
  const t = new Transform({
    transform(d, e, n) {
      n();
    },
    flush(n) {
      n(null, expected);
    },
  });
  t.end(Buffer.from('blerg'));
  t.on('data', common.mustCall((data) => assert.strictEqual(data.toString(), expected)));
  t.on('end', common.mustCall());
}

{
  // Uppercasing transform with flush, event order finish → end.
  const order = [];
  const t = new Transform({
    transform(chunk, enc, cb) {
      cb(null, String(chunk).toUpperCase());
    },
    flush(cb) {
      order.push('flush');
      cb(null, '!');
    },
  });
  let out = '';
  t.on('data', (d) => {
    out += d;
  });
  t.on('prefinish', () => order.push('prefinish'));
  t.on('finish', () => order.push('finish'));
  t.on('end', common.mustCall(() => {
    order.push('end');
    assert.strictEqual(out, 'ABC!');
  }));
  t.on('close', common.mustCall(() => {
    assert.deepStrictEqual(order, ['flush', 'prefinish', 'end', 'finish']);
  }));
  t.write('a');
  t.write('b');
  t.end('c');
}

{
  const t = new Transform({
    transform(chunk, enc, cb) {
      cb(new Error('transform failed'));
    },
  });
  t.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'transform failed')));
  t.on('close', common.mustCall());
  t.write('x');
}

{
  const t = new Transform({
    transform(chunk, enc, cb) {
      cb();
    },
    flush(cb) {
      cb(new Error('flush failed'));
    },
  });
  t.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'flush failed')));
  t.on('finish', common.mustNotCall());
  t.end('x');
  t.resume();
}

{
  const t = new Transform({
    transform(chunk, enc, cb) {
      cb();
      cb();
    },
  });
  t.on('error', common.mustCall((err) => assert.strictEqual(err.code, 'ERR_MULTIPLE_CALLBACK')));
  t.write('x');
}

{
  // No _transform: ERR_METHOD_NOT_IMPLEMENTED, thrown from the write.
  const t = new Transform();
  assert.throws(() => t.end(Buffer.from('blerg')), {
    code: 'ERR_METHOD_NOT_IMPLEMENTED',
    message: 'The _transform() method is not implemented',
  });
}

{
  const pt = new PassThrough();
  pt.write('foog');
  pt.write('bark');
  pt.end();
  assert.strictEqual(String(pt.read(5)), 'foogb');
  assert.strictEqual(String(pt.read(5)), 'ark');
  assert(pt instanceof Transform);
}

{
  // Object mode transform.
  const t = new Transform({
    objectMode: true,
    transform(obj, enc, cb) {
      cb(null, { n: obj.n * 2 });
    },
  });
  const got = [];
  t.on('data', (o) => got.push(o.n));
  t.on('end', common.mustCall(() => assert.deepStrictEqual(got, [2, 4])));
  t.write({ n: 1 });
  t.end({ n: 2 });
}
