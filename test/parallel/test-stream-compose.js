// Port of nodejs/node test/parallel/test-stream-compose.js (rewritten for minirt).
'use strict';

const common = require('../common');
const assert = require('assert');
const { compose, Readable, Transform, Writable, PassThrough, finished } = require('stream');

function upper(chunk) {
  return String(chunk).toUpperCase();
}

function collect(stream, done) {
  let out = '';
  stream.on('data', (chunk) => { out += chunk; });
  stream.on('end', common.mustCall(() => done(out)));
}

// Two Transforms: what is written goes through both.
collect(compose(
  new Transform({ transform: common.mustCall((c, e, cb) => cb(null, c + c)) }),
  new Transform({ transform: common.mustCall((c, e, cb) => cb(null, upper(c))) }),
).end('xyz'), (out) => assert.strictEqual(out, 'XYZXYZ'));

// Two async generator functions.
collect(compose(
  async function*(source) { for await (const c of source) yield c + c; },
  async function*(source) { for await (const c of source) yield upper(c); },
).end('abc'), (out) => assert.strictEqual(out, 'ABCABC'));

// A single async generator function becomes a transform Duplex.
collect(compose(async function*(source) {
  for await (const c of source) yield c + '!';
}).end('hi'), (out) => assert.strictEqual(out, 'hi!'));

// A readable first stage gives a readable-only Duplex.
{
  const d = compose(Readable.from(['one']), new Transform({
    transform: common.mustCall((c, e, cb) => cb(null, upper(c))),
  }));
  assert.strictEqual(d.writable, false);
  collect(d, (out) => assert.strictEqual(out, 'ONE'));
}

// An async iterable (not a function) as the first stage.
collect(compose(async function*() { yield 'gen'; }(), new Transform({
  transform: common.mustCall((c, e, cb) => cb(null, upper(c))),
})), (out) => assert.strictEqual(out, 'GEN'));

// A Writable last stage: the Duplex finishes once everything reached it.
{
  let seen = '';
  compose(
    new Transform({ transform: common.mustCall((c, e, cb) => cb(null, upper(c))) }),
    async function*(source) { for await (const c of source) yield c; },
    new Writable({ write: common.mustCall((c, e, cb) => { seen += c; cb(); }) }),
  ).end('end').on('finish', common.mustCall(() => assert.strictEqual(seen, 'END')));
}

// An async function (not a generator) as the last stage consumes everything.
{
  let seen = '';
  compose(
    new Transform({ transform: common.mustCall((c, e, cb) => cb(null, upper(c))) }),
    async function(source) { for await (const c of source) seen += c; },
  ).end('fin').on('finish', common.mustCall(() => assert.strictEqual(seen, 'FIN')));
}

// Object mode flows through every stage.
{
  let last;
  compose(
    new Transform({ objectMode: true, transform: (c, e, cb) => cb(null, { c }) }),
    async function*(source) { for await (const c of source) yield c; },
    new Transform({ objectMode: true, transform: (c, e, cb) => cb(null, { c }) }),
  ).end(42).on('data', (v) => { last = v; }).on('end', common.mustCall(() => {
    assert.strictEqual(last.c.c, 42);
  }));
}

// An error in the first stage reaches the composed Duplex; later stages see nothing.
{
  const boom = new Error('first');
  compose(
    new Transform({ objectMode: true, transform: (c, e, cb) => cb(boom) }),
    async function*(source) { for await (const c of source) yield c; },
    new Transform({ objectMode: true, transform: common.mustNotCall() }),
  ).end(1).on('data', common.mustNotCall()).on('end', common.mustNotCall())
    .on('error', common.mustCall((err) => assert.strictEqual(err, boom)));
}

// An error thrown by a middle generator.
{
  const boom = new Error('middle');
  compose(
    new Transform({ objectMode: true, transform: (c, e, cb) => cb(null, c) }),
    async function*(source) {
      for await (const c of source) { // eslint-disable-line no-unused-vars
        throw boom;
      }
    },
    new Transform({ objectMode: true, transform: common.mustNotCall() }),
  ).end(1).on('data', common.mustNotCall())
    .on('error', common.mustCall((err) => assert.strictEqual(err, boom)));
}

// Source + transform + sink: neither readable nor writable, finishes cleanly.
{
  let seen = '';
  const d = compose(async function*() {
    yield 'a';
    yield 'b';
  }(), async function*(source) {
    for await (const c of source) yield upper(c);
  }, async function(source) {
    for await (const c of source) seen += c;
  });
  assert.strictEqual(d.readable, false);
  assert.strictEqual(d.writable, false);
  finished(d.resume(), common.mustCall((err) => {
    assert.ifError(err);
    assert.strictEqual(seen, 'AB');
  }));
}

// Composed Duplexes compose again.
{
  let seen = '';
  const source = compose(async function*() { yield 'x'; yield 'y'; }());
  const middle = compose(async function*(s) { for await (const c of s) yield upper(c); });
  const sink = compose(async function(s) { for await (const c of s) seen += c; });
  finished(compose(source, middle, sink), common.mustCall((err) => {
    assert.ifError(err);
    assert.strictEqual(seen, 'XY');
  }));
}

// A string as the first stage is one chunk.
{
  let seen = '';
  finished(compose('str', async function*(s) {
    for await (const c of s) yield upper(c);
  }, async function(s) {
    for await (const c of s) seen += c;
  }), common.mustCall((err) => {
    assert.ifError(err);
    assert.strictEqual(seen, 'STR');
  }));
}

// Argument checks.
assert.throws(() => compose(), { code: 'ERR_MISSING_ARGS', name: 'TypeError' });
assert.throws(() => compose(new Writable(), new PassThrough()), {
  code: 'ERR_INVALID_ARG_VALUE',
  message: /streams\[0\].*must be readable/,
});
assert.throws(() => compose(new PassThrough(), new Readable({ read() {} }), new PassThrough()), {
  code: 'ERR_INVALID_ARG_VALUE',
  message: /streams\[1\].*must be writable/,
});
assert.throws(() => compose(1), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });

// Web streams as stages.
{
  const chunks = [];
  const d = compose(
    new ReadableStream({ start(c) { c.enqueue('w'); c.enqueue('s'); c.close(); } }),
    new TransformStream({ transform(c, ctl) { ctl.enqueue(upper(c)); } }),
  );
  assert.strictEqual(d.writable, false);
  d.on('data', (c) => chunks.push(String(c)));
  d.on('end', common.mustCall(() => assert.deepStrictEqual(chunks, ['W', 'S'])));
}
{
  const written = [];
  const d = compose(
    new TransformStream({ transform(c, ctl) { ctl.enqueue(String(c) + '+'); } }),
    new WritableStream({ write(c) { written.push(c); } }),
  );
  assert.strictEqual(d.readable, false);
  d.end('k');
  d.on('finish', common.mustCall(() => assert.deepStrictEqual(written, ['k+'])));
}
