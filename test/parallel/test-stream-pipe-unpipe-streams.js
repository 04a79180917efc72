// Port of nodejs/node test/parallel/test-stream-pipe-unpipe-streams.js (rewritten for minirt).
'use strict';

// pipe() to several destinations, unpipe() of one or all, the 'pipe'/'unpipe' events,
// pipe ending the destination, { end: false }, and resuming when the last one goes.
const common = require('../common');
const assert = require('assert');
const { Readable, Writable, PassThrough } = require('stream');

{
  const source = new Readable({ read() {} });
  const dest1 = new Writable({ write(c, e, cb) { cb(); } });
  const dest2 = new Writable({ write(c, e, cb) { cb(); } });
  source.pipe(dest1);
  source.pipe(dest2);
  dest1.on('unpipe', common.mustCall());
  dest2.on('unpipe', common.mustCall());
  assert.strictEqual(source._readableState.pipes[0], dest1);
  assert.strictEqual(source._readableState.pipes[1], dest2);
  assert.strictEqual(source._readableState.pipes.length, 2);
  // Unpiping one that is not piped does nothing.
  source.unpipe(new Writable({ write() {} }));
  assert.strictEqual(source._readableState.pipes.length, 2);
  source.unpipe(dest2);
  assert.deepStrictEqual(source._readableState.pipes, [dest1]);
  source.unpipe(dest2);
  source.unpipe(dest1);
  assert.strictEqual(source._readableState.pipes.length, 0);
  assert.strictEqual(source.isPaused(), true);
}

{
  // unpipe() with no argument removes all.
  const src = new Readable({ read() {} });
  const a = new PassThrough();
  const b = new PassThrough();
  a.on('pipe', common.mustCall((s) => assert.strictEqual(s, src)));
  src.pipe(a);
  src.pipe(b);
  a.on('unpipe', common.mustCall((s) => assert.strictEqual(s, src)));
  b.on('unpipe', common.mustCall());
  src.unpipe();
  assert.strictEqual(src._readableState.pipes.length, 0);
  assert.strictEqual(src.readableFlowing, false);
}

{
  // Data reaches every destination and both get end().
  const src = new Readable({ read() {} });
  const outs = [[], []];
  const dests = outs.map((out) => new Writable({
    write(c, e, cb) {
      out.push(String(c));
      cb();
    },
  }));
  for (const d of dests) {
    src.pipe(d);
    d.on('finish', common.mustCall());
  }
  src.push('a');
  src.push('b');
  src.push(null);
  src.on('end', common.mustCall(() => {
    setImmediate(() => assert.deepStrictEqual(outs, [['a', 'b'], ['a', 'b']]));
  }));
}

{
  // end:false leaves the destination open.
  const src = new Readable({ read() {} });
  const dst = new PassThrough();
  src.pipe(dst, { end: false });
  dst.on('finish', common.mustNotCall());
  src.push('x');
  src.push(null);
  dst.resume();
}

{
  // Back-pressure: a slow destination pauses the source until 'drain'.
  const src = new Readable({ read() {} });
  let writes = 0;
  const dst = new Writable({
    highWaterMark: 1,
    write(c, e, cb) {
      writes++;
      setTimeout(cb, 2);
    },
  });
  src.pipe(dst);
  for (let i = 0; i < 5; i++) src.push(`chunk${i}`);
  src.push(null);
  dst.on('finish', common.mustCall(() => assert.strictEqual(writes, 5)));
}

{
  // Piping a Writable is an error.
  const w = new Writable({ write() {} });
  w.on('error', common.mustCall((err) => assert.strictEqual(err.code, 'ERR_STREAM_CANNOT_PIPE')));
  w.pipe(new PassThrough());
}
