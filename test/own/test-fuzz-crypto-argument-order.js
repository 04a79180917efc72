// minirt's own test: three argument checks in crypto as Node 26 makes them
// (js-lib/internal/crypto/cipher.js, dh.js, keys.js): getCipherInfo reads its options before
// the name and answers undefined for a number that is no int32; createDiffieHellman with a
// prime length of 2 bits or more takes only a numeric generator; and the key functions
// destructure a null key (a TypeError without a code). Found by differential fuzzing;
// expected values are Node 26.10's.
'use strict';
const common = require('../common');
if (!common.hasCrypto) common.skip('missing crypto');
const assert = require('assert');
const crypto = require('crypto');

for (const name of [null, undefined, {}, 1.5]) {
  assert.throws(() => crypto.getCipherInfo(name, null),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"options" argument/ });
  assert.throws(() => crypto.getCipherInfo(name, { keyLength: 'x' }),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.keyLength"/ });
  assert.throws(() => crypto.getCipherInfo(name, { ivLength: 'x', keyLength: 1.5 }),
                { code: 'ERR_OUT_OF_RANGE', message: /"options\.keyLength"/ });
}
assert.throws(() => crypto.getCipherInfo(null), { code: 'ERR_INVALID_ARG_TYPE', message: /"nameOrNid"/ });
assert.throws(() => crypto.getCipherInfo(null, {}), { code: 'ERR_INVALID_ARG_TYPE', message: /"nameOrNid"/ });
assert.strictEqual(crypto.getCipherInfo(1.5), undefined);
assert.strictEqual(crypto.getCipherInfo(2 ** 31, { keyLength: 16 }), undefined);
assert.strictEqual(crypto.getCipherInfo('aes-128-cbc').keyLength, 16);

const int32Only = { name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE',
                    message: 'Second argument must be an int32' };
for (const args of [[8, 'nope'], [2, Buffer.from([2])], [8, 'hex', '02'], [8, new ArrayBuffer(1)],
                    [8, Buffer.alloc(0)], [520, new Uint8Array(1)], [10001, Buffer.from([5])]]) {
  assert.throws(() => crypto.createDiffieHellman(...args), int32Only, String(args));
}
// The generator's type is judged first, and a prime length under 2 is refused before.
assert.throws(() => crypto.createDiffieHellman(8, {}), { code: 'ERR_INVALID_ARG_TYPE', message: /"generator"/ });
assert.throws(() => crypto.createDiffieHellman(8, 1.5), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => crypto.createDiffieHellman(1, Buffer.from([5])), { code: 'ERR_OSSL_DH_MODULUS_TOO_SMALL' });
assert.throws(() => crypto.createDiffieHellman(8, ''), { code: 'ERR_INVALID_ARG_VALUE' });

for (const fn of [crypto.createPrivateKey, crypto.createPublicKey]) {
  assert.throws(() => fn(null), (err) => err instanceof TypeError && err.code === undefined);
}
for (const fn of [crypto.publicEncrypt, crypto.privateDecrypt, crypto.privateEncrypt,
                  crypto.publicDecrypt]) {
  assert.throws(() => fn(null, Buffer.from('x')),
                (err) => err instanceof TypeError && err.code === undefined);
}
assert.throws(() => crypto.createPrivateKey(undefined), { code: 'ERR_INVALID_ARG_TYPE' });
