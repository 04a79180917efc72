// Port of nodejs/node test/parallel/test-stream-readable-event.js (rewritten for minirt).
'use strict';

// 'readable' fires once data is buffered (not before), at end, and after setEncoding the
// buffered bytes come out decoded; a stream ended before a listener is added still fires.
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

{
  // Data pushed below the highWaterMark: 'readable' comes on a later tick.
  const r = new Readable({ highWaterMark: 3 });
  r._read = common.mustNotCall();
  r.push(Buffer.from('blerg'));
  setTimeout(() => {
    assert(!r._readableState.reading);
    r.on('readable', common.mustCall());
  }, 1);
}

{
  // Above the mark _read is still called once to fill up.
  const r = new Readable({ highWaterMark: 3 });
  r._read = common.mustCall();
  r.push(Buffer.from('bl'));
  setTimeout(() => {
    assert(r._readableState.reading);
    r.on('readable', common.mustCall());
  }, 1);
}

{
  // A stream that has ended but still holds data emits 'readable'.
  const r = new Readable({ highWaterMark: 30 });
  r._read = common.mustNotCall();
  r.push(Buffer.from('blerg'));
  r.push(null);
  setTimeout(() => {
    assert(!r._readableState.reading);
    r.on('readable', common.mustCall());
  }, 1);
}

{
  // setEncoding after the data is buffered still returns decoded text.
  const underlying = ['foo', 'bar', 'baz'];
  const expected = ['foo', 'bar', 'baz'];
  const r = new Readable({ read() {} });
  const out = [];
  r.setEncoding('utf8');
  for (const s of underlying) r.push(s);
  r.on('readable', () => {
    let chunk;
    while ((chunk = r.read()) !== null) out.push(chunk);
  });
  r.push(null);
  r.on('end', common.mustCall(() => {
    assert.strictEqual(out.join(''), expected.join(''));
    for (const c of out) assert.strictEqual(typeof c, 'string');
  }));
}

{
  // The readable flowing state: null, then false once a 'readable' listener exists.
  const r = new Readable({ read() {} });
  assert.strictEqual(r.readableFlowing, null);
  r.on('readable', () => {});
  assert.strictEqual(r.readableFlowing, false);
  r.push('x');
  r.push(null);
  // Adding 'data' after 'readable' does not start flowing.
  r.on('data', common.mustCall());
  assert.strictEqual(r.readableFlowing, false);
  // Removing the 'readable' listener lets 'data' take over.
  r.removeAllListeners('readable');
  process.nextTick(common.mustCall(() => {
    assert.strictEqual(r.readableFlowing, true);
  }));
}

{
  // 'end' listeners added late (after 'readable') still get called once the data is read.
  const r = new Readable({ read() {} });
  r.push('abc');
  r.push(null);
  r.once('readable', common.mustCall(() => {
    assert.strictEqual(String(r.read()), 'abc');
    r.on('end', common.mustCall());
    assert.strictEqual(r.read(), null);
  }));
}
