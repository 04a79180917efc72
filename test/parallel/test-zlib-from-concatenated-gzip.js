// Port of nodejs/node test/parallel/test-zlib-from-concatenated-gzip.js (rewritten for minirt).
// gzip data made of several members decodes to their concatenation (Sync, callback, unzip,
// streams with a member split at every offset); zlib-format data does not chain members;
// bytes that merely look like a gzip header inside a member are data.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const first = zlib.gzipSync('abc');
const second = zlib.gzipSync('def');
const both = Buffer.concat([first, second]);

assert.strictEqual(zlib.gunzipSync(both).toString(), 'abcdef');
assert.strictEqual(zlib.unzipSync(both).toString(), 'abcdef');
zlib.gunzip(both, common.mustSucceed((out) => assert.strictEqual(out.toString(), 'abcdef')));
zlib.unzip(both, common.mustSucceed((out) => assert.strictEqual(out.toString(), 'abcdef')));

// Only gzip chains members: a second zlib stream after the first is ignored.
zlib.unzip(Buffer.concat([zlib.deflateSync('abc'), zlib.deflateSync('def')]),
           common.mustSucceed((out) => assert.strictEqual(out.toString(), 'abc')));

// A member whose compressed bytes contain 1f 8b 08 is still one member: store it so the
// magic appears verbatim in the middle.
const fake = Buffer.concat([Buffer.from('start'), Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
                            Buffer.from('end of the payload')]);
const stored = zlib.gzipSync(fake, { level: 0 });
assert.ok(stored.indexOf(Buffer.from([0x1f, 0x8b, 0x08]), 10) > 0);
const parts = [];
zlib.createGunzip()
  .on('error', common.mustNotCall())
  .on('data', (c) => parts.push(c))
  .on('finish', common.mustCall(() => assert.deepStrictEqual(Buffer.concat(parts), fake)))
  .end(stored);

// The next member may start anywhere relative to the write boundary.
for (const offset of [0, 1, 2, 3, 4, 9, 10, second.length]) {
  const out = [];
  const gunzip = zlib.createGunzip()
    .on('error', common.mustNotCall())
    .on('data', (c) => out.push(c))
    .on('finish', common.mustCall(() => {
      assert.strictEqual(Buffer.concat(out).toString(), 'abcdef', `offset ${offset}`);
    }));
  gunzip.write(Buffer.concat([first, second.subarray(0, offset)]));
  gunzip.end(second.subarray(offset));
}

// Zero bytes after a member are padding; other bytes start a (here invalid) member.
assert.strictEqual(zlib.gunzipSync(Buffer.concat([first, Buffer.alloc(16)])).toString(), 'abc');
assert.throws(() => zlib.gunzipSync(Buffer.concat([first, Buffer.from('xyz')])),
              { code: 'Z_DATA_ERROR', message: 'incorrect header check' });
