// crypto.argon2 and argon2Sync: the three variants give Node 26.10's tags (strings and
// Buffers, with a secret and associated data), the callback form gives the same bytes
// from the pool, and parameters out of range fail as Node's checks do.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const vectors = [
  ['argon2d', { message: 'password', nonce: 'somesalt', parallelism: 1, tagLength: 32,
                memory: 64, passes: 2 },
   'f920d95538648465abeeba6ae06ea532ed26df314aff60150237d8fe116f62cd'],
  ['argon2i', { message: 'password', nonce: 'somesalt', parallelism: 2, tagLength: 20,
                memory: 128, passes: 1, secret: 'pepper' },
   '3e742b70b45473f813b1faa6aba747ec68cd3a86'],
  ['argon2id', { message: Buffer.from('minirt'), nonce: Buffer.alloc(16, 7), parallelism: 3,
                 tagLength: 48, memory: 96, passes: 2, associatedData: Buffer.from('ad') },
   'a4eeedd67675bac138966e71132699755e1388b045416a24ddcfc292ce078a195c48e53d6104def782534011e6470b7e'],
];

for (const [algorithm, parameters, hex] of vectors) {
  const tag = crypto.argon2Sync(algorithm, parameters);
  assert.ok(Buffer.isBuffer(tag));
  assert.strictEqual(tag.toString('hex'), hex, algorithm);
  crypto.argon2(algorithm, parameters, common.mustSucceed((async) => {
    assert.strictEqual(async.toString('hex'), hex, algorithm);
  }));
}

const base = { message: 'm', nonce: 'saltsalt', parallelism: 2, tagLength: 16, memory: 16,
               passes: 1 };
const outOfRange = [
  [{ nonce: 'short' }, 'parameters.nonce.byteLength'],
  [{ parallelism: 0 }, 'parameters.parallelism'],
  [{ tagLength: 3 }, 'parameters.tagLength'],
  [{ memory: 15 }, 'parameters.memory'],
  [{ passes: 0 }, 'parameters.passes'],
];
for (const [change, name] of outOfRange) {
  const check = { code: 'ERR_OUT_OF_RANGE', message: new RegExp(`"${name.replace(/\./g, '\\.')}"`) };
  assert.throws(() => crypto.argon2Sync('argon2id', { ...base, ...change }), check);
  assert.throws(() => crypto.argon2('argon2id', { ...base, ...change }, common.mustNotCall()), check);
}
assert.throws(() => crypto.argon2Sync('argon2', base), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => crypto.argon2Sync('argon2id', { ...base, message: 1 }), {
  code: 'ERR_INVALID_ARG_TYPE',
});
assert.throws(() => crypto.argon2('argon2id', base), { code: 'ERR_INVALID_ARG_TYPE' });
