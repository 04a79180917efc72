// Port of nodejs/node test/parallel/test-crypto-pbkdf2.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

function check(password, salt, iterations, keylen, digest, expectedHex) {
  assert.strictEqual(crypto.pbkdf2Sync(password, salt, iterations, keylen, digest).toString('hex'),
                     expectedHex);
  crypto.pbkdf2(password, salt, iterations, keylen, digest, common.mustSucceed((key) => {
    assert(Buffer.isBuffer(key));
    assert.strictEqual(key.toString('hex'), expectedHex);
  }));
}

// RFC 6070 (HMAC-SHA1).
check('password', 'salt', 1, 20, 'sha1', '0c60c80f961f0e71f3a9b524af6012062fe037a6');
check('password', 'salt', 2, 20, 'sha1', 'ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957');
check('password', 'salt', 4096, 20, 'sha1', '4b007901b765489abead49d926f721d065a429c1');
check('passwordPASSWORDpassword', 'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25, 'sha1',
      '3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038');
check('pass\0word', 'sa\0lt', 4096, 16, 'sha1', '56fa6aa75548099dcc37d7f03425e0c3');
// SHA-256 (RFC 7914 §11).
check('passwd', 'salt', 1, 64, 'sha256',
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc' +
      '49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783');
// Byte sources of every kind give the same key as the string.
const expected = crypto.pbkdf2Sync('pass', 'salt', 8, 32, 'sha512');
for (const input of [Buffer.from('pass'), new Uint8Array(Buffer.from('pass')),
  new DataView(new Uint8Array(Buffer.from('pass')).buffer),
  new Uint8Array(Buffer.from('pass')).buffer]) {
  assert.deepStrictEqual(crypto.pbkdf2Sync(input, 'salt', 8, 32, 'sha512'), expected);
}

// Argument errors.
assert.throws(() => crypto.pbkdf2('password', 'salt', 1, 20, 'sha1'), {
  code: 'ERR_INVALID_ARG_TYPE', message: 'The "callback" argument must be of type function. Received undefined',
});
for (const it of [-1, 0, 2 ** 31]) {
  assert.throws(() => crypto.pbkdf2Sync('p', 's', it, 8, 'sha256'), {
    code: 'ERR_OUT_OF_RANGE',
    message: `The value of "iterations" is out of range. It must be >= 1 && <= 2147483647. Received ${it === 2 ** 31 ? '2147483648' : it}`,
  });
}
for (const len of [-1, 2 ** 31, 1.5]) {
  assert.throws(() => crypto.pbkdf2Sync('p', 's', 1, len, 'sha256'), { code: 'ERR_OUT_OF_RANGE' });
}
for (const bad of ['1', {}, null, true]) {
  assert.throws(() => crypto.pbkdf2Sync('p', 's', bad, 8, 'sha256'), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.pbkdf2Sync('p', 's', 1, bad, 'sha256'), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bad of [1, {}, [], true, null]) {
  assert.throws(() => crypto.pbkdf2Sync(bad, 's', 1, 8, 'sha256'), {
    code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError',
  });
  assert.throws(() => crypto.pbkdf2Sync('p', bad, 1, 8, 'sha256'), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => crypto.pbkdf2Sync('p', 's', 1, 8, null), {
  code: 'ERR_INVALID_ARG_TYPE', message: 'The "digest" argument must be of type string. Received null',
});
assert.throws(() => crypto.pbkdf2('p', 's', 8, 8, 'md55', common.mustNotCall()), {
  code: 'ERR_CRYPTO_INVALID_DIGEST', name: 'TypeError', message: 'Invalid digest: md55',
});
assert.throws(() => crypto.pbkdf2Sync('p', 's', 8, 8, 'md55'), { code: 'ERR_CRYPTO_INVALID_DIGEST' });

// A zero-length key fails in the derivation (OpenSSL refuses it).
assert.throws(() => crypto.pbkdf2Sync('p', 's', 1, 0, 'sha1'), { message: 'PBKDF2 derivation failed' });
crypto.pbkdf2('p', 's', 1, 0, 'sha1', common.mustCall((err, key) => {
  assert.strictEqual(err.message, 'PBKDF2 derivation failed');
  assert.strictEqual(key, undefined);
}));

// Every fixed-length digest works; an XOF is refused.
for (const name of crypto.getHashes()) {
  if (/shake|kmac/.test(name)) {
    assert.throws(() => crypto.pbkdf2Sync('p', 's', 1, 8, name), { code: 'ERR_OSSL_XOF_DIGESTS_NOT_ALLOWED' });
  } else {
    assert.strictEqual(crypto.pbkdf2Sync('p', 's', 1, 8, name).length, 8);
  }
}
