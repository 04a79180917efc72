// Port of nodejs/node test/parallel/test-crypto-scrypt.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

// RFC 7914 §12 vectors (the last one, N=2^20, needs 1 GiB and is left out).
const good = [
  { pass: '', salt: '', keylen: 64, N: 16, r: 1, p: 1,
    expected: '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442' +
              'fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906' },
  { pass: 'password', salt: 'NaCl', keylen: 64, N: 1024, r: 8, p: 16,
    expected: 'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162' +
              '2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640' },
  { pass: 'pleaseletmein', salt: 'SodiumChloride', keylen: 64, N: 16384, r: 8, p: 1,
    expected: '7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2' +
              'd5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887' },
];
for (const { pass, salt, keylen, N, r, p, expected } of good) {
  assert.strictEqual(crypto.scryptSync(pass, salt, keylen, { N, r, p }).toString('hex'), expected);
  assert.strictEqual(crypto.scryptSync(pass, salt, keylen,
                                       { cost: N, blockSize: r, parallelization: p }).toString('hex'),
                     expected);
  crypto.scrypt(pass, salt, keylen, { N, r, p }, common.mustSucceed((key) => {
    assert.strictEqual(key.toString('hex'), expected);
  }));
}

// Defaults, and zero meaning the default.
const dflt = crypto.scryptSync('pw', 'salt', 16);
assert.deepStrictEqual(crypto.scryptSync('pw', 'salt', 16, { N: 0, r: 0, p: 0, maxmem: 0 }), dflt);
crypto.scrypt('pw', 'salt', 16, common.mustSucceed((key) => assert.deepStrictEqual(key, dflt)));
assert.deepStrictEqual(crypto.scryptSync('pw', 'salt', 0), Buffer.alloc(0));

// Parameters OpenSSL refuses.
for (const options of [{ N: 1 }, { N: 3 }, { N: 2 ** 20 }, { p: 2 ** 30 }, { maxmem: 1 },
  { N: 2 ** 16, r: 8, maxmem: 2 ** 20 }]) {
  assert.throws(() => crypto.scryptSync('pw', 'salt', 16, options), {
    code: 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS', name: 'RangeError',
  });
  assert.throws(() => crypto.scrypt('pw', 'salt', 16, options, common.mustNotCall()), {
    code: 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS',
  });
}
// Raising maxmem lets a bigger N through.
assert.strictEqual(crypto.scryptSync('pw', 'salt', 8, { N: 2 ** 16, maxmem: 2 ** 27 }).length, 8);

// Option pairs and types.
for (const [a, b] of [['N', 'cost'], ['r', 'blockSize'], ['p', 'parallelization']]) {
  assert.throws(() => crypto.scryptSync('pw', 'salt', 8, { [a]: 16, [b]: 16 }), {
    code: 'ERR_INCOMPATIBLE_OPTION_PAIR',
    message: `Option "${a}" cannot be used in combination with option "${b}"`,
  });
}
for (const key of ['N', 'r', 'p', 'cost', 'blockSize', 'parallelization']) {
  assert.throws(() => crypto.scryptSync('pw', 'salt', 8, { [key]: '16' }), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.scryptSync('pw', 'salt', 8, { [key]: -1 }), { code: 'ERR_OUT_OF_RANGE' });
}
assert.throws(() => crypto.scryptSync('pw', 'salt', 8, { maxmem: -1 }), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => crypto.scryptSync('pw', 'salt', -1), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => crypto.scryptSync(1, 'salt', 8), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.scrypt('pw', 'salt', 8), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.scrypt('pw', 'salt', 8, {}), { code: 'ERR_INVALID_ARG_TYPE' });
