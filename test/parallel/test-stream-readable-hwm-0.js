// Port of nodejs/node test/parallel/test-stream-readable-hwm-0.js (rewritten for minirt).
'use strict';

// read(n) semantics: highWaterMark 0 still reads on demand; read(n) above the mark
// raises it to the next power of two; read(n) with too little data returns null until
// the end, then the rest; reading past 1 GiB is refused.
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

{
  const r = new Readable({
    read: common.mustCall(function() {
      this.push('a');
      this.push(null);
    }),
    highWaterMark: 0,
  });
  const seen = [];
  r.on('readable', () => {
    let chunk;
    while ((chunk = r.read()) !== null) seen.push(String(chunk));
  });
  r.on('end', common.mustCall(() => assert.deepStrictEqual(seen, ['a'])));
}

{
  const r = new Readable({ read() {}, highWaterMark: 16 });
  r.push('abc');
  assert.strictEqual(r.read(100), null);
  assert.strictEqual(r.readableHighWaterMark, 128);
  assert.throws(() => r.read(0x40000001), { code: 'ERR_OUT_OF_RANGE' });
}

{
  const r = new Readable({ read() {} });
  r.push('abcdef');
  assert.strictEqual(String(r.read(2)), 'ab');
  assert.strictEqual(r.read(10), null);
  r.push(null);
  assert.strictEqual(String(r.read(10)), 'cdef');
  assert.strictEqual(r.read(), null);
  r.on('end', common.mustCall());
}

{
  // read() (no size) in paused mode takes one buffered chunk at a time.
  const r = new Readable({ read() {} });
  r.push('one');
  r.push('two');
  assert.strictEqual(String(r.read()), 'one');
  assert.strictEqual(String(r.read()), 'two');
  // ...but all the text at once when decoding.
  const s = new Readable({ read() {}, encoding: 'utf8' });
  s.push('one');
  s.push('two');
  assert.strictEqual(s.read(), 'onetwo');
}

{
  // Negative, NaN and fractional highWaterMarks are refused.
  assert.throws(() => new Readable({ highWaterMark: -1 }), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: "The property 'options.highWaterMark' is invalid. Received -1",
  });
  assert.throws(() => new Readable({ highWaterMark: NaN }), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => new Readable({ highWaterMark: 1.5 }), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.strictEqual(new Readable({ highWaterMark: 0 }).readableHighWaterMark, 0);
}
