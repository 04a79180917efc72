// Port of nodejs/node test/parallel/test-buffer-tostring.js (rewritten for minirt).
'use strict';

// buf.toString(encoding) in every encoding and letter case, with Node's
// decoding rules (replacement characters, BOM, ascii masking, odd UCS-2 bytes)
// and the error for unknown encodings.
const common = require('../common');
const assert = require('assert');

const names = ['utf8', 'utf-8', 'ucs2', 'ucs-2', 'ascii', 'latin1', 'binary', 'utf16le',
  'utf-16le'];
for (const enc of names.flatMap((e) => [e, e.toUpperCase(), e[0].toUpperCase() + e.slice(1)])) {
  assert.strictEqual(Buffer.from('foo', enc).toString(enc), 'foo');
  assert.ok(Buffer.isEncoding(enc));
}
for (const enc of ['base64', 'BASE64', 'Base64']) {
  assert.strictEqual(Buffer.from('Zm9v', enc).toString(enc), 'Zm9v');
}
for (const enc of ['base64url', 'BASE64URL']) {
  assert.strictEqual(Buffer.from('Zm9vYQ', enc).toString(enc), 'Zm9vYQ');
}
for (const enc of ['hex', 'HEX', 'Hex']) {
  assert.strictEqual(Buffer.from('666f6f', enc).toString(enc), '666f6f');
}

// The same bytes in each encoding.
const sample = Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0x69, 0xff, 0x00, 0x80]);
assert.strictEqual(sample.toString('utf8'), '\ufeffhi\ufffd\u0000\ufffd');
assert.strictEqual(sample.toString('latin1'), '\u00ef\u00bb\u00bfhi\u00ff\u0000\u0080');
assert.strictEqual(sample.toString('binary'), '\u00ef\u00bb\u00bfhi\u00ff\u0000\u0080');
assert.strictEqual(sample.toString('ascii'), 'o;?hi\u007f\u0000\u0000');
assert.strictEqual(sample.toString('hex'), 'efbbbf6869ff0080');
assert.strictEqual(sample.toString('base64'), '77u/aGn/AIA=');
assert.strictEqual(sample.toString('base64url'), '77u_aGn_AIA');
assert.strictEqual(sample.toString('ucs2'), '\ubbef\u68bf\uff69\u8000');
// An odd trailing byte is dropped in UCS-2.
assert.strictEqual(Buffer.from([0x61, 0xff, 0x62]).toString('utf16le'), '\uff61');
assert.strictEqual(Buffer.from([0x61]).toString('ucs2'), '');

// UTF-8: each maximal invalid subsequence becomes one U+FFFD.
const utf8Cases = [
  [[0x61, 0xff, 0x62], 'a\ufffdb'],
  [[0xe2, 0x82], '\ufffd'],
  [[0xe2, 0x82, 0x61], '\ufffda'],
  [[0xe2, 0x82, 0xac], '\u20ac'],
  [[0xf0, 0x9f, 0x98, 0x80], '\ud83d\ude00'],
  [[0xf0, 0x9f, 0x98], '\ufffd'],
  [[0xe0, 0x80, 0x80], '\ufffd\ufffd\ufffd'],
  [[0xed, 0xa0, 0x80], '\ufffd\ufffd\ufffd'],
  [[0xc0, 0xaf], '\ufffd\ufffd'],
  [[0xf4, 0x90, 0x80, 0x80], '\ufffd\ufffd\ufffd\ufffd'],
  [[0x80, 0x80], '\ufffd\ufffd'],
  [[0xc3, 0xa9, 0xc3], '\u00e9\ufffd'],
  [[0xef, 0xbf, 0xbd], '\ufffd'],
];
for (const [bytes, text] of utf8Cases) {
  assert.strictEqual(Buffer.from(bytes).toString(), text, `utf8 ${bytes}`);
  assert.strictEqual(Buffer.from(bytes).toString('utf-8'), text);
}

// Round trips of text through every text encoding.
const texts = ['', 'plain ascii', 'caf\u00e9', '\u00ff\u00fe', '\u20ac uro', '\u65e5\u672c',
  '\ud83d\ude00 smile', 'a\u0000b'];
for (const text of texts) {
  assert.strictEqual(Buffer.from(text).toString(), text);
  assert.strictEqual(Buffer.from(text, 'utf16le').toString('utf16le'), text);
  assert.strictEqual(Buffer.from(text).toString('hex'),
                     [...Buffer.from(text)].map((b) => b.toString(16).padStart(2, '0')).join(''));
  assert.deepStrictEqual(Buffer.from(Buffer.from(text).toString('base64'), 'base64'),
                         Buffer.from(text));
  assert.deepStrictEqual(Buffer.from(Buffer.from(text).toString('base64url'), 'base64url'),
                         Buffer.from(text));
}
// Latin-1 text survives latin1; ascii keeps the low 7 bits.
{
  const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const latin1 = all.toString('latin1');
  assert.strictEqual(latin1.length, 256);
  assert.ok([...latin1].every((ch, i) => ch.charCodeAt(0) === i));
  assert.deepStrictEqual(Buffer.from(latin1, 'latin1'), all);
  const ascii = all.toString('ascii');
  assert.ok([...ascii].every((ch, i) => ch.charCodeAt(0) === (i & 0x7f)));
}

// A large buffer decodes in one piece.
{
  const big = Buffer.alloc(1 << 20, 'é');
  const text = big.toString();
  assert.strictEqual(text.length, 1 << 19);
  assert.strictEqual(text, 'é'.repeat(1 << 19));
}

// No argument means UTF-8 of the whole buffer; undefined means UTF-8 too.
assert.strictEqual(Buffer.from('é').toString(), 'é');
assert.strictEqual(Buffer.from('é').toString(undefined), 'é');
// The encoding is converted to a string.
assert.strictEqual(Buffer.from('abc').toString({ toString() { return 'hex'; } }), '616263');

// Unknown encodings.
for (let i = 1; i < 10; i++) {
  const enc = String(i).repeat(i);
  assert.ok(!Buffer.isEncoding(enc));
  assert.throws(() => Buffer.from('foo').toString(enc), common.expectsError({
    code: 'ERR_UNKNOWN_ENCODING',
    name: 'TypeError',
    message: `Unknown encoding: ${enc}`,
  }));
}
for (const enc of [null, 'utf16', 'utf-16', 'buffer', 'latin-1', ' utf8', '']) {
  assert.throws(() => Buffer.from('foo').toString(enc), {
    code: 'ERR_UNKNOWN_ENCODING',
    message: `Unknown encoding: ${enc}`,
  });
}
// isEncoding only accepts non-empty strings.
for (const value of ['', null, undefined, 8, {}, []]) {
  assert.strictEqual(Buffer.isEncoding(value), false);
}

// toString works on other typed arrays (by `length` elements) through the prototype.
assert.strictEqual(Buffer.prototype.toString.call(new Uint8Array([0x68, 0x69])), 'hi');
assert.throws(() => Buffer.prototype.toString.call({}), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
});
