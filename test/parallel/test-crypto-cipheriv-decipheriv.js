// Port of nodejs/node test/parallel/test-crypto-cipheriv-decipheriv.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

function roundTrip(name, key, iv) {
  const plaintext = '32|RmVZZkFUVmpRRkp0TmJaUm56ZU9qcnJkaXNNWVNpTTU*|iXmckfRWZBGWWELw' +
    'eCBsThSsfUHLeRe0KCsK8ooHgxie0zOINpXxfZi/oNG7uq9JWFVCk70gfzQH8ZUJjAfaFg**';
  const cipher = crypto.createCipheriv(name, key, iv);
  let encrypted = cipher.update(plaintext, 'utf8', 'hex');
  encrypted += cipher.final('hex');
  const decipher = crypto.createDecipheriv(name, key, iv);
  let decrypted = decipher.update(encrypted, 'hex', 'utf8');
  decrypted += decipher.final('utf8');
  assert.strictEqual(decrypted, plaintext, `round trip of ${name}`);
  // `new` is optional for both classes.
  const c2 = crypto.Cipheriv(name, key, iv);
  assert(c2 instanceof crypto.Cipheriv);
  const d2 = crypto.Decipheriv(name, key, iv);
  assert(d2 instanceof crypto.Decipheriv);
}

function readAll(stream) {
  const parts = [];
  let chunk;
  while ((chunk = stream.read()) !== null) parts.push(chunk);
  return Buffer.concat(parts);
}

function roundTripStream(name, key, iv) {
  const plaintext = 'stream of bytes for a cipher, long enough to span blocks';
  const cipher = crypto.createCipheriv(name, key, iv);
  cipher.write(plaintext.slice(0, 10));
  cipher.end(plaintext.slice(10));
  const ciphertext = readAll(cipher);
  const decipher = crypto.createDecipheriv(name, key, iv);
  decipher.end(ciphertext);
  assert.strictEqual(readAll(decipher).toString('utf8'), plaintext);
}

const key16 = Buffer.from('0123456789abcd0123456789', 'latin1').subarray(0, 16);
const key24 = Buffer.from('0123456789abcd0123456789', 'latin1');
const key32 = Buffer.from('0123456789abcd0123456789abcdefgh', 'latin1');
const iv16 = Buffer.from('12345678abcdefgh', 'latin1');

for (const [name, key, iv] of [
  ['aes-128-cbc', key16, iv16], ['aes-192-cbc', key24, iv16], ['aes-256-cbc', key32, iv16],
  ['aes-128-ctr', key16, iv16], ['aes-256-ctr', key32, iv16], ['aes-128-ecb', key16, null],
  ['aes-192-ecb', key24, Buffer.alloc(0)],
]) {
  roundTrip(name, key, iv);
  roundTripStream(name, key, iv);
}

// Keys and IVs may be strings.
roundTrip('aes-256-cbc', '0123456789abcd0123456789abcdefgh', '12345678abcdefgh');

// Wrong key, IV and argument types.
assert.throws(() => crypto.createCipheriv(null), {
  code: 'ERR_INVALID_ARG_TYPE', message: 'The "cipher" argument must be of type string. Received null',
});
assert.throws(() => crypto.createCipheriv('aes-128-cbc', null, iv16), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.createCipheriv('aes-128-cbc', key16, 10), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "iv" argument must be of type string or an instance of ArrayBuffer, Buffer, ' +
           'TypedArray, or DataView. Received type number (10)',
});
assert.throws(() => crypto.createDecipheriv('aes-128-cbc', key16, 10), { code: 'ERR_INVALID_ARG_TYPE' });

// Every IV length except the right one is refused; ECB takes none.
for (let n = 0; n <= 40; n++) {
  const iv = Buffer.alloc(n);
  if (n === 16) continue;
  assert.throws(() => crypto.createCipheriv('aes-128-cbc', key16, iv), {
    code: 'ERR_CRYPTO_INVALID_IV', name: 'TypeError', message: 'Invalid initialization vector',
  });
  if (n !== 0) {
    assert.throws(() => crypto.createCipheriv('aes-128-ecb', key16, iv), { code: 'ERR_CRYPTO_INVALID_IV' });
  }
}
assert.throws(() => crypto.createCipheriv('aes-128-cbc', key16, null), { code: 'ERR_CRYPTO_INVALID_IV' });

// Wrong key lengths.
for (const n of [0, 15, 17, 24, 32]) {
  assert.throws(() => crypto.createCipheriv('aes-128-cbc', Buffer.alloc(n), iv16), {
    code: 'ERR_CRYPTO_INVALID_KEYLEN', name: 'RangeError', message: 'Invalid key length',
  });
}

assert.throws(() => crypto.createCipheriv('aes-127', key16, iv16), {
  code: 'ERR_CRYPTO_UNKNOWN_CIPHER', message: 'Unknown cipher',
});

// Padding off: whole blocks only.
{
  const c = crypto.createCipheriv('aes-128-cbc', key16, iv16).setAutoPadding(false);
  assert.strictEqual(Buffer.concat([c.update(Buffer.alloc(32)), c.final()]).length, 32);
  const bad = crypto.createCipheriv('aes-128-cbc', key16, iv16).setAutoPadding(false);
  bad.update('odd');
  assert.throws(() => bad.final(), { code: 'ERR_OSSL_WRONG_FINAL_BLOCK_LENGTH' });
}

// Decrypting with the wrong key fails the padding check (nearly always).
{
  const c = crypto.createCipheriv('aes-128-cbc', key16, iv16);
  const ct = Buffer.concat([c.update('secret message!'), c.final()]);
  const d = crypto.createDecipheriv('aes-128-cbc', Buffer.alloc(16, 9), iv16);
  d.update(ct);
  assert.throws(() => d.final(), { code: 'ERR_OSSL_BAD_DECRYPT', reason: 'bad decrypt' });
}

// Using a finished cipher.
{
  const c = crypto.createCipheriv('aes-128-cbc', key16, iv16);
  c.final();
  assert.throws(() => c.update('x'), { message: 'Trying to add data in unsupported state' });
  assert.throws(() => c.final(), { code: 'ERR_CRYPTO_INVALID_STATE' });
  assert.throws(() => c.setAutoPadding(true), { code: 'ERR_CRYPTO_INVALID_STATE' });
}
