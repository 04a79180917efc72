// Port of nodejs/node test/parallel/test-stream-ispaused.js (rewritten for minirt).
'use strict';

// isPaused() across pause/resume, the legacy Stream base (instanceof and its simple
// pipe), stream.isReadable/isWritable/isErrored/
// isDisturbed/isDestroyed, duplexPair and stream/consumers. (The legacy _stream_*
// aliases are gone in Node 26.)
const common = require('../common');
const assert = require('assert');
const stream = require('stream');
const { Readable, Writable, PassThrough, Stream } = stream;

{
  const readable = new Readable({ read() {} });
  // The stream starts neither paused nor flowing.
  assert.strictEqual(readable.isPaused(), false);
  readable.pause();
  assert.strictEqual(readable.isPaused(), true);
  readable.resume();
  assert.strictEqual(readable.isPaused(), false);
}

{
  assert.strictEqual(stream.Stream, Stream);
  assert(new Readable() instanceof Stream);
  assert(new Writable() instanceof Stream);
  // Node 26 dropped the _stream_* alias modules.
  assert.throws(() => require('_stream_readable'), { code: 'MODULE_NOT_FOUND' });

  // Old-style pipe: data and end go through, 'pipe' is emitted on the destination.
  const src = new Stream();
  const got = [];
  const dst = new Stream();
  dst.writable = true;
  dst.write = (d) => {
    got.push(d);
    return true;
  };
  dst.end = common.mustCall();
  dst.on('pipe', common.mustCall((s) => assert.strictEqual(s, src)));
  src.pipe(dst);
  src.emit('data', 'x');
  src.emit('end');
  assert.deepStrictEqual(got, ['x']);
}

{
  const r = new Readable({ read() {} });
  assert.strictEqual(stream.isReadable(r), true);
  assert.strictEqual(stream.isDisturbed(r), false);
  r.push('a');
  r.read();
  assert.strictEqual(stream.isDisturbed(r), true);
  r.destroy(new Error('x'));
  assert.strictEqual(stream.isReadable(r), false);
  assert.strictEqual(stream.isDestroyed(r), true);
  // isErrored() turns true once 'error' has been emitted.
  assert.strictEqual(stream.isErrored(r), false);
  r.on('error', common.mustCall(() => assert.strictEqual(stream.isErrored(r), true)));
  const w = new Writable({ write(c, e, cb) { cb(); } });
  assert.strictEqual(stream.isWritable(w), true);
  w.end();
  assert.strictEqual(stream.isWritable(w), false);
  assert.strictEqual(stream.isErrored(w), false);
  assert.strictEqual(stream.isReadable({}), null);
}

{
  const [a, b] = stream.duplexPair();
  b.on('data', common.mustCall((d) => assert.strictEqual(String(d), 'ping')));
  a.write('ping');
  a.on('data', common.mustCall((d) => assert.strictEqual(String(d), 'pong')));
  b.write('pong');
}

{
  const { text, json } = require('stream/consumers');
  text(Readable.from(['a', 'b'])).then(common.mustCall((t) => assert.strictEqual(t, 'ab')));
  json(Readable.from(['[1,', '2]'])).then(common.mustCall((v) => assert.deepStrictEqual(v, [1, 2])));
}

{
  assert.strictEqual(stream.getDefaultHighWaterMark(false), 65536);
  assert.strictEqual(stream.getDefaultHighWaterMark(true), 16);
  stream.setDefaultHighWaterMark(false, 1024);
  assert.strictEqual(new Readable().readableHighWaterMark, 1024);
  stream.setDefaultHighWaterMark(false, 65536);
  assert.throws(() => stream.setDefaultHighWaterMark(false, -1), { code: 'ERR_OUT_OF_RANGE' });
}
