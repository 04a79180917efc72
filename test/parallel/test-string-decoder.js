// Port of nodejs/node test/parallel/test-string-decoder.js (rewritten for minirt).
'use strict';

// StringDecoder: every way of splitting an input into write() calls gives the
// same text, incomplete characters are held back (lastChar/lastNeed/lastTotal)
// and flushed by end(), plus construction and argument errors.
const common = require('../common');
const assert = require('assert');
const { inspect } = require('util');
const { StringDecoder } = require('string_decoder');

// All ways to cut [0, n) into consecutive non-empty pieces: bit i of `mask`
// set means "cut after byte i".
function* splits(n) {
  const cuts = Math.max(n - 1, 0);
  for (let mask = 0; mask < (1 << cuts); mask++) {
    const pieces = [];
    let start = 0;
    for (let i = 0; i < cuts; i++) {
      if (mask & (1 << i)) {
        pieces.push([start, i + 1]);
        start = i + 1;
      }
    }
    pieces.push([start, n]);
    yield pieces;
  }
}

function decodeEveryWay(encoding, input, expected) {
  for (const pieces of splits(input.length)) {
    const decoder = new StringDecoder(encoding);
    let out = '';
    for (const [from, to] of pieces) out += decoder.write(input.subarray(from, to));
    out += decoder.end();
    if (out !== expected) {
      assert.fail(`${encoding} ${input.toString('hex')} split ${JSON.stringify(pieces)}: ` +
                  `${JSON.stringify(out)} !== ${JSON.stringify(expected)} ${inspect(decoder)}`);
    }
  }
}

// Construction.
assert.strictEqual(new StringDecoder().encoding, 'utf8');
{
  const target = {};
  StringDecoder.call(target, 'hex');
  assert.strictEqual(target.encoding, 'hex');
}
for (const [given, normalized] of [['utf-8', 'utf8'], ['UTF8', 'utf8'], [null, 'utf8'],
  ['', 'utf8'], ['ucs2', 'utf16le'], ['UCS-2', 'utf16le'], ['utf-16le', 'utf16le'],
  ['binary', 'latin1'], ['Latin1', 'latin1'], ['ASCII', 'ascii'], ['base64', 'base64'],
  ['BASE64URL', 'base64url'], ['Hex', 'hex']]) {
  assert.strictEqual(new StringDecoder(given).encoding, normalized);
}
for (const bad of [1, 'test', 'utf16', true]) {
  assert.throws(() => new StringDecoder(bad), {
    code: 'ERR_UNKNOWN_ENCODING',
    name: 'TypeError',
    message: `Unknown encoding: ${bad}`,
  });
}

// UTF-8, valid and invalid (each maximal invalid sequence gives one U+FFFD,
// however the input is split).
decodeEveryWay('utf-8', Buffer.from('$'), '$');
decodeEveryWay('utf-8', Buffer.from('¢'), '¢');
decodeEveryWay('utf-8', Buffer.from('€'), '€');
decodeEveryWay('utf-8', Buffer.from('𤭢'), '𤭢');
decodeEveryWay('utf-8', Buffer.from('\u02e4d\u12e40\u3045'), '\u02e4d\u12e40\u3045');
const invalid = [
  ['C9B5A941', '\u0275\ufffdA'], ['E2', '\ufffd'], ['E241', '\ufffdA'],
  ['CCCCB8', '\ufffd\u0338'], ['F0B841', '\ufffdA'], ['F1CCB8', '\ufffd\u0338'],
  ['F0FB00', '\ufffd\ufffd\0'], ['CCE2B8B8', '\ufffd\u2e38'], ['E2B8CCB8', '\ufffd\u0338'],
  ['E2FBCC01', '\ufffd\ufffd\ufffd\u0001'], ['CCB8CDB9', '\u0338\u0379'],
  ['EDA0B5EDB08D', '\ufffd'.repeat(6)], ['F4908080', '\ufffd'.repeat(4)],
  ['80808080', '\ufffd'.repeat(4)], ['EFBBBF41', '\ufeffA'],
];
for (const [hex, text] of invalid) decodeEveryWay('utf8', Buffer.from(hex, 'hex'), text);

// UTF-16LE, including surrogate pairs cut in every place.
decodeEveryWay('ucs2', Buffer.from('ababc', 'ucs2'), 'ababc');
decodeEveryWay('utf16le', Buffer.from('3DD84DDC', 'hex'), '\ud83d\udc4d');
decodeEveryWay('utf16le', Buffer.from('a\ud83d\udc4db', 'utf16le'), 'a\ud83d\udc4db');
decodeEveryWay('utf16le', Buffer.from('610062', 'hex'), 'a');

// The single-byte and hex encodings.
decodeEveryWay('latin1', Buffer.from([0x61, 0xe9, 0xff]), 'a\u00e9\u00ff');
decodeEveryWay('ascii', Buffer.from([0x61, 0xe9, 0xff]), 'ai\u007f');
decodeEveryWay('hex', Buffer.from([0x01, 0xab, 0xff]), '01abff');
decodeEveryWay('base64', Buffer.from('hello'), 'aGVsbG8=');
decodeEveryWay('base64url', Buffer.from('hello'), 'aGVsbG8');

// lastChar, lastNeed and lastTotal describe the character being assembled.
{
  const d = new StringDecoder('utf8');
  assert.strictEqual(d.write(Buffer.from('E1', 'hex')), '');
  assert.ok(d.lastChar.equals(new Uint8Array([0xe1, 0, 0, 0])));
  assert.ok(Buffer.isBuffer(d.lastChar));
  assert.strictEqual(d.lastNeed, 2);
  assert.strictEqual(d.lastTotal, 3);
  assert.strictEqual(d.write(Buffer.from('8B', 'hex')), '');
  assert.strictEqual(d.lastNeed, 1);
  assert.strictEqual(d.lastTotal, 3);
  assert.strictEqual(d.end(), '\ufffd');
  assert.strictEqual(d.lastNeed, 0);
  assert.strictEqual(d.lastTotal, 0);
  // After end() the decoder can be used again.
  assert.strictEqual(d.write(Buffer.from('€')), '€');
}
{
  const d = new StringDecoder('utf16le');
  assert.strictEqual(d.write(Buffer.from([0x3d, 0xd8, 0x4d])), '\ud83d');
  assert.strictEqual(d.lastNeed, 1);
  assert.strictEqual(d.lastTotal, 2);
  assert.strictEqual(d.end(), '');
}

// Chunks that end inside a character.
{
  const d = new StringDecoder('utf8');
  assert.strictEqual(d.write(Buffer.from('EFBFBDE2', 'hex')), '\ufffd');
  assert.strictEqual(d.end(), '\ufffd');
  assert.strictEqual(d.write(Buffer.from('F1', 'hex')), '');
  assert.strictEqual(d.write(Buffer.from('41F2', 'hex')), '\ufffdA');
  assert.strictEqual(d.end(), '\ufffd');
  assert.strictEqual(d.write(Buffer.from('f69b', 'hex')), '');
  assert.strictEqual(d.write(Buffer.from('d1', 'hex')), '\ufffd\ufffd');
  assert.strictEqual(d.end(), '\ufffd');
  assert.strictEqual(d.write(Buffer.from('f4', 'hex')), '');
  assert.strictEqual(d.write(Buffer.from('bde5', 'hex')), '\ufffd\ufffd');
  assert.strictEqual(d.end(), '\ufffd');
}
{
  const d = new StringDecoder('utf16le');
  assert.strictEqual(d.write(Buffer.from('3DD8', 'hex')), '');
  assert.strictEqual(d.write(Buffer.from('4D', 'hex')), '');
  assert.strictEqual(d.write(Buffer.from('DC', 'hex')), '\ud83d\udc4d');
  assert.strictEqual(d.end(), '');
  assert.strictEqual(d.write(Buffer.from('3DD8', 'hex')), '');
  assert.strictEqual(d.end(), '\ud83d');
  // Odd alignment across many chunks.
  assert.strictEqual(d.write(Buffer.alloc(1)), '');
  assert.strictEqual(d.write(Buffer.alloc(20)), '\0'.repeat(10));
  assert.strictEqual(d.write(Buffer.alloc(48)), '\0'.repeat(24));
  assert.strictEqual(d.end(), '');
}

// text(buf, offset) decodes from an offset and forgets pending bytes.
{
  const d = new StringDecoder('utf8');
  assert.strictEqual(d.text(Buffer.from([0x41]), 2), '');
  d.write(Buffer.from([0xe2]));
  assert.strictEqual(d.text(Buffer.from('xyz'), 1), 'yz');
  assert.strictEqual(d.end(), '');
}

// Any ArrayBufferView is accepted; strings pass through.
{
  const text = 'String for ArrayBufferView tests\n'.repeat(8);
  const bytes = Buffer.from(text);
  const d = new StringDecoder('utf8');
  for (const view of common.getArrayBufferViews(bytes)) {
    assert.strictEqual(d.write(view), text);
    assert.strictEqual(d.end(), '');
  }
  assert.strictEqual(d.write('already text'), 'already text');
  assert.strictEqual(d.end('tail'), 'tail');
}

// Argument and receiver errors.
for (const bad of [null, undefined, 1, {}, new ArrayBuffer(2)]) {
  assert.throws(() => new StringDecoder('utf8').write(bad), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The "buf" argument must be an instance of Buffer, TypedArray, or DataView.' +
             common.invalidArgTypeHelper(bad),
  });
}
assert.throws(() => Object.getPrototypeOf(new StringDecoder('utf8')).write(Buffer.from('abc')), {
  code: 'ERR_INVALID_THIS',
});

// What util.inspect shows: the encoding and the native state buffer.
assert.strictEqual(inspect(new StringDecoder('utf8')),
                   "StringDecoder {\n  encoding: 'utf8',\n" +
                   '  Symbol(kNativeDecoder): <Buffer 00 00 00 00 00 00 01>\n}');
