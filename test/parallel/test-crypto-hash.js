// Port of nodejs/node test/parallel/test-crypto-hash.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

// Several output encodings of the same digest agree.
const sha1hex = crypto.createHash('sha1').update('Test123').digest('hex');
assert.strictEqual(sha1hex, '8308651804facb7b9af8ffc53a33a22d6a1c8ac2');
assert.deepStrictEqual(crypto.createHash('sha1').update('Test123').digest('buffer'),
                       Buffer.from(sha1hex, 'hex'));
assert.strictEqual(crypto.createHash('sha256').update('Test123').digest('base64'),
                   '2bX1jws4GYKTlxhloUB09Z66PoJZW+y+hq5R8dnx9l4=');
assert.strictEqual(crypto.createHash('md5').update('Test123').digest('latin1'),
                   'h\u00ea\u00cb\u0097\u00d8o\fF!\u00fa+\u000e\u0017\u00ca\u00bd\u008c');
const sha512 = crypto.createHash('sha512').update('Test123').digest();
assert.strictEqual(sha512.length, 64);

// The stream interface gives the same bytes, whether written at once or in parts.
const whole = crypto.createHash('sha512');
whole.end('Test123');
assert.deepStrictEqual(whole.read(), sha512);
const parts = crypto.createHash('sha512');
parts.write('Te');
parts.write('st');
parts.write('123');
parts.end();
assert.deepStrictEqual(parts.read(), sha512);
const empty = crypto.createHash('sha512');
empty.end();
assert.deepStrictEqual(empty.read(), crypto.createHash('sha512').digest());
const emptyWrite = crypto.createHash('sha512');
emptyWrite.write('');
emptyWrite.end();
assert.notStrictEqual(emptyWrite.read(), null);

// update() may be called many times.
assert.strictEqual(crypto.createHash('sha1').update('Test').update('123').digest('hex'),
                   sha1hex);

// Hashing a file read through a stream, chunk by chunk.
const file = path.join(__dirname, '..', 'common', 'index.js');
const fileHash = crypto.createHash('sha1');
fs.createReadStream(file)
  .on('data', (chunk) => fileHash.update(chunk))
  .on('close', common.mustCall(() => {
    assert.strictEqual(fileHash.digest('hex'),
                       crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex'));
  }));

// And piped into the hash as a stream.
fs.createReadStream(file).pipe(crypto.createHash('sha256')).setEncoding('hex')
  .on('data', common.mustCall((hex) => {
    assert.strictEqual(hex, crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }));

assert.throws(() => crypto.createHash('xyzzy'), /Digest method not supported/);

// An encoding whose toString throws: the error comes through.
assert.throws(() => crypto.createHash('sha256').digest({ toString() { throw new Error('boom'); } }),
              { message: 'boom' });

// UTF-8 by default; latin1 when asked.
const utf8 = crypto.createHash('sha512').update('УТФ-8 text').digest('hex');
assert.strictEqual(utf8,
                   '4b21bbd1a68e690a730ddcb5a8bc94ead9879ffe82580767ad7ec6fa8ba2dea6' +
                   '43a821af66afa9a45b6a78c712fecf0e56dc7f43aef4bcfc8eb5b4d8dca6ea5b');
assert.notStrictEqual(utf8, crypto.createHash('sha512').update('УТФ-8 text', 'latin1').digest('hex'));

const done = crypto.createHash('sha256');
done.digest();
assert.throws(() => done.digest(), { code: 'ERR_CRYPTO_HASH_FINALIZED', name: 'Error' });
assert.throws(() => done.update('foo'), { code: 'ERR_CRYPTO_HASH_FINALIZED', name: 'Error' });

assert.throws(() => crypto.createHash(), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "algorithm" argument must be of type string. Received undefined',
});

// Calling Hash without new still makes one (with a deprecation warning).
common.expectWarning('DeprecationWarning', 'crypto.Hash constructor is deprecated.', 'DEP0179');
assert(crypto.Hash('sha256') instanceof crypto.Hash);

// SHAKE output lengths.
assert.strictEqual(crypto.createHash('shake128', { outputLength: 0 }).digest('hex'), '');
assert.strictEqual(crypto.createHash('shake256', { outputLength: 5 }).update('').digest('hex'),
                   '46b9dd2b0b');
const shake = crypto.createHash('shake128', { outputLength: 32 }).update('x');
assert.strictEqual(shake.copy({ outputLength: 4 }).digest('hex'),
                   shake.copy().digest('hex').slice(0, 8));
assert.throws(() => crypto.createHash('sha256', { outputLength: 28 }),
              { code: 'ERR_OSSL_EVP_NOT_XOF_OR_INVALID_LENGTH' });
for (const bad of [-1, 2 ** 32, 1.5]) {
  assert.throws(() => crypto.createHash('shake256', { outputLength: bad }),
                { code: 'ERR_OUT_OF_RANGE' });
}
assert.throws(() => crypto.createHash('shake256', { outputLength: null }),
              { code: 'ERR_INVALID_ARG_TYPE' });

// copy() carries the state; the copy and the original go their own ways.
const h = crypto.createHash('sha512').update('abc');
const c = h.copy().update('def');
assert.strictEqual(h.digest('hex'), crypto.createHash('sha512').update('abc').digest('hex'));
assert.strictEqual(c.digest('hex'), crypto.createHash('sha512').update('abcdef').digest('hex'));

// Every listed algorithm works.
for (const name of crypto.getHashes()) {
  const options = /shake/.test(name) ? { outputLength: 16 } : undefined;
  assert.strictEqual(typeof crypto.createHash(name, options).update('x').digest('hex'), 'string');
}
