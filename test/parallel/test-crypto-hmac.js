// Port of nodejs/node test/parallel/test-crypto-hmac.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

assert.throws(() => crypto.createHmac(null), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "hmac" argument must be of type string. Received null',
});
assert.throws(() => crypto.createHmac('sha256', 'key', { encoding: 1 }), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "options.encoding" property must be of type string. Received type number (1)',
});
assert.throws(() => crypto.createHmac('sha1', null), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "key" argument must be of type string or an instance of ArrayBuffer, Buffer, ' +
           'TypedArray, DataView, KeyObject, or CryptoKey. Received null',
});
assert.throws(() => crypto.createHmac('xyzzy', 'key'), {
  code: 'ERR_CRYPTO_INVALID_DIGEST', message: 'Invalid digest: xyzzy',
});

// Key as an encoded string.
assert.strictEqual(
  crypto.createHmac('sha256', '4a656665', { encoding: 'hex' }).update('abc').digest('hex'),
  crypto.createHmac('sha256', 'Jefe').update('abc').digest('hex'));

// RFC 4231 vectors (SHA-224/256/384/512), with the truncated output of case 5.
const rfc4231 = [
  {
    key: Buffer.alloc(20, 0x0b),
    data: Buffer.from('Hi There'),
    hmac: {
      sha224: '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22',
      sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      sha384: 'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
      sha512: '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    },
  },
  {
    key: Buffer.from('Jefe'),
    data: Buffer.from('what do ya want for nothing?'),
    hmac: {
      sha224: 'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44',
      sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      sha384: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
      sha512: '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    },
  },
  {
    key: Buffer.alloc(20, 0x0c),
    data: Buffer.from('Test With Truncation'),
    hmac: {
      sha224: '0e2aea68a90c8d37c988bcdb9fca6fa8',
      sha256: 'a3b6167473100ee06e0c796c2955552b',
    },
    truncate: true,
  },
  {
    key: Buffer.alloc(131, 0xaa),
    data: Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First'),
    hmac: {
      sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
      sha512: '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
    },
  },
];
for (const { key, data, hmac, truncate } of rfc4231) {
  for (const [hash, expected] of Object.entries(hmac)) {
    let out = crypto.createHmac(hash, key).update(data).digest('hex');
    if (truncate) out = out.slice(0, 32);
    assert.strictEqual(out, expected, `${hash}`);
    // The stream interface agrees.
    const s = crypto.createHmac(hash, key);
    s.end(data);
    let streamed = s.read().toString('hex');
    if (truncate) streamed = streamed.slice(0, 32);
    assert.strictEqual(streamed, expected);
  }
}

// RFC 2202 vectors (MD5, SHA-1).
assert.strictEqual(crypto.createHmac('md5', Buffer.alloc(16, 0x0b)).update('Hi There').digest('hex'),
                   '9294727a3638bb1c13f48ef8158bfc9d');
assert.strictEqual(crypto.createHmac('sha1', 'Jefe').update('what do ya want for nothing?').digest('hex'),
                   'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
assert.strictEqual(crypto.createHmac('md5', Buffer.alloc(80, 0xaa))
  .update('Test Using Larger Than Block-Size Key - Hash Key First').digest('hex'),
                   '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd');

// update() after digest() throws; a second digest() returns an empty result and warns.
const h = crypto.createHmac('sha256', 'k');
assert.strictEqual(h.digest('hex').length, 64);
assert.throws(() => h.update('x'), { code: 'ERR_CRYPTO_HASH_FINALIZED' });
assert.strictEqual(h.digest('hex'), '');
assert.deepStrictEqual(h.digest(), Buffer.alloc(0));

// Empty keys and data; keys from KeyObjects.
assert.strictEqual(crypto.createHmac('sha256', '').digest('hex'),
                   'b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad');
const keyObject = crypto.createSecretKey(Buffer.from('Jefe'));
assert.strictEqual(crypto.createHmac('sha256', keyObject).update('what do ya want for nothing?')
  .digest('hex'), rfc4231[1].hmac.sha256);
