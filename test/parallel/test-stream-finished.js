// Port of nodejs/node test/parallel/test-stream-finished.js (rewritten for minirt).
'use strict';

// finished(): callback on end/finish/close, errors, premature close, the returned
// cleanup, opts.readable/writable, AbortSignal handling and the promise form.
const common = require('../common');
const assert = require('assert');
const { Writable, Readable, Transform, Duplex, PassThrough, finished } = require('stream');
const { finished: finishedPromise } = require('stream/promises');

{
  const rs = new Readable({ read() {} });
  finished(rs, common.mustSucceed());
  rs.push(null);
  rs.resume();
}

{
  const ws = new Writable({ write(data, enc, cb) { cb(); } });
  finished(ws, common.mustSucceed());
  ws.end();
}

{
  const tr = new Transform({ transform(data, enc, cb) { cb(); } });
  let finish = false;
  let ended = false;
  tr.on('end', () => {
    ended = true;
  });
  tr.on('finish', () => {
    finish = true;
  });
  finished(tr, common.mustSucceed(() => {
    assert(finish);
    assert(ended);
  }));
  tr.end();
  tr.resume();
}

{
  // Premature close of a readable.
  const rs = new Readable({ read() {} });
  finished(rs, common.mustCall((err) => assert.strictEqual(err.code, 'ERR_STREAM_PREMATURE_CLOSE')));
  rs.destroy();
}

{
  // Errors are passed through.
  const ws = new Writable({ write(data, enc, cb) { cb(new Error('nope')); } });
  ws.on('error', () => {});
  finished(ws, common.mustCall((err) => assert.strictEqual(err.message, 'nope')));
  ws.write('x');
}

{
  // The cleanup function detaches the listeners.
  const rs = new Readable({ read() {} });
  const before = rs.listenerCount('end');
  const cleanup = finished(rs, common.mustNotCall());
  assert(rs.listenerCount('end') > before);
  cleanup();
  assert.strictEqual(rs.listenerCount('end'), before);
  rs.destroy();
}

{
  // readable:false on a Duplex waits only for the writable side.
  const d = new Duplex({ read() {}, write(c, e, cb) { cb(); } });
  finished(d, { readable: false }, common.mustSucceed());
  d.end();
}

{
  // An already finished stream calls back on a later tick.
  const rs = new Readable({ read() {} });
  rs.push(null);
  rs.resume();
  rs.on('close', common.mustCall(() => {
    let sync = true;
    finished(rs, common.mustSucceed(() => assert.strictEqual(sync, false)));
    sync = false;
  }));
}

{
  // Aborting the signal calls back with an AbortError and keeps the stream alive.
  const ac = new AbortController();
  const rs = new Readable({ read() {} });
  finished(rs, { signal: ac.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(rs.destroyed, false);
  }));
  ac.abort();
}

{
  // Argument validation.
  assert.throws(() => finished(new PassThrough(), 'not a function'), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => finished(new PassThrough(), { signal: 'bad' }, () => {}), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
  assert.throws(() => finished({}, () => {}), { code: 'ERR_INVALID_ARG_TYPE' });
}

{
  // Promise form.
  const ws = new Writable({ write(c, e, cb) { cb(); } });
  finishedPromise(ws).then(common.mustCall((v) => assert.strictEqual(v, undefined)));
  ws.end('x');

  const rs = new Readable({ read() {} });
  assert.rejects(finishedPromise(rs), { code: 'ERR_STREAM_PREMATURE_CLOSE' }).then(common.mustCall());
  rs.destroy();
}

{
  // A legacy (non-streams2) stream with only 'end'/'close' events.
  const EE = require('events');
  const legacy = new EE();
  legacy.readable = true;
  legacy.pipe = () => {};
  finished(legacy, common.mustSucceed());
  legacy.emit('end');
}
