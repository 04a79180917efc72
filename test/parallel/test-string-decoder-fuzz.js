// Port of nodejs/node test/parallel/test-string-decoder-fuzz.js (rewritten for minirt).
'use strict';

// Random bytes in random chunks: the concatenated StringDecoder output equals
// Buffer#toString of all the bytes, in every encoding. A fixed-seed generator
// keeps failures reproducible.
require('../common');
const assert = require('assert');
const { StringDecoder } = require('string_decoder');

let seed = 0x2545f491;
function rand(max) {
  // xorshift32
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % max;
}

// Bytes biased towards UTF-8 lead and continuation bytes, so that characters
// are often cut.
const interesting = [0x00, 0x41, 0x7f, 0x80, 0xbf, 0xc2, 0xdf, 0xe0, 0xe2, 0xed, 0xef, 0xf0,
  0xf4, 0xf5, 0xff, 0xd8, 0xdc, 0x3d];
function randomBytes(max) {
  const out = Buffer.alloc(rand(max));
  for (let i = 0; i < out.length; i++) {
    out[i] = rand(3) === 0 ? rand(256) : interesting[rand(interesting.length)];
  }
  return out;
}

const encodings = ['utf16le', 'utf8', 'ascii', 'hex', 'base64', 'latin1', 'base64url'];
for (let round = 0; round < 600; round++) {
  const enc = encodings[round % encodings.length];
  const decoder = new StringDecoder(enc);
  const chunks = [];
  let text = '';
  for (let n = rand(10); n > 0; n--) {
    const chunk = randomBytes(24);
    chunks.push(chunk);
    text += decoder.write(chunk);
  }
  text += decoder.end();
  const all = Buffer.concat(chunks);
  assert.strictEqual(text, all.toString(enc),
                     `${enc}: ${chunks.map((c) => c.toString('hex')).join(' | ')}`);
}
