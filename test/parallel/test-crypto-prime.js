// generatePrime(Sync) and checkPrime(Sync): OpenSSL's shapes (top two bits set, add/rem
// congruences, safe primes), Node's argument errors, and the callback forms on the pool.
'use strict';
const common = require('../common');
const assert = require('assert');
const { generatePrime, generatePrimeSync, checkPrime, checkPrimeSync } = require('crypto');
const { promisify } = require('util');

// Known answers (Node 26.10): the top two bits are set, so 2 and 3 bits have one prime.
assert.strictEqual(generatePrimeSync(2, { bigint: true }), 3n);
assert.strictEqual(generatePrimeSync(3, { bigint: true }), 7n);
assert.strictEqual(generatePrimeSync(4, { add: 15n, rem: 13n, bigint: true }), 13n);

for (const n of [0n, 1n, 4n, 9n, 561n, 2n ** 61n + 1n]) assert.strictEqual(checkPrimeSync(n), false, `${n}`);
for (const n of [2n, 3n, 7919n, 2n ** 61n - 1n]) assert.strictEqual(checkPrimeSync(n), true, `${n}`);
assert.strictEqual(checkPrimeSync(Buffer.from([0x00, 0x0b])), true);
assert.strictEqual(checkPrimeSync(new ArrayBuffer(1)), false);

// Sizes, congruences and safety.
{
  const p = generatePrimeSync(80);
  assert(p instanceof ArrayBuffer);
  assert.strictEqual(p.byteLength, 10);
  assert.strictEqual(new Uint8Array(p)[0] >> 6, 3);
  assert(checkPrimeSync(p));
  for (let i = 0; i < 5; i++) {
    const q = generatePrimeSync(32, { add: Buffer.from([12]), rem: Buffer.from([11]), bigint: true });
    assert.strictEqual(q % 12n, 11n);
    assert.strictEqual(q.toString(2).length, 32);
    const s = generatePrimeSync(48, { safe: true, bigint: true });
    assert(checkPrimeSync(s) && checkPrimeSync((s - 1n) / 2n));
    assert.strictEqual(generatePrimeSync(64, { safe: true, add: 5n, bigint: true }) % 5n, 3n);
  }
}

// Errors: sizes, option types, add/rem that cannot work, OpenSSL's limits.
for (const size of [-1, 0, 2 ** 31]) {
  assert.throws(() => generatePrimeSync(size), { code: 'ERR_OUT_OF_RANGE', message: />= 1 && <= 2147483647/ });
}
for (const bad of ['x', 1, {}]) {
  assert.throws(() => generatePrimeSync(8, { safe: bad }), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => generatePrimeSync(8, { add: bad }), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => checkPrimeSync(2n, { checks: String(bad) }), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => generatePrimeSync(20, { add: -1n }), {
  code: 'ERR_OUT_OF_RANGE', message: 'The value of "options.add" is out of range. It must be >= 0. Received -1n',
});
assert.throws(() => generatePrimeSync(64, { add: 2n ** 64n }), { name: 'RangeError', code: 'ERR_OUT_OF_RANGE', message: 'invalid options.add' });
assert.throws(() => generatePrimeSync(64, { add: 7n, rem: 7n }), { code: 'ERR_OUT_OF_RANGE', message: 'invalid options.rem' });
// No prime is ≡ 2 (mod 4): OpenSSL (so Node) searches forever, minirt refuses.
if (process.versions.minirt) {
  assert.throws(() => generatePrimeSync(16, { add: 4n, rem: 2n }), { code: 'ERR_OUT_OF_RANGE', message: 'invalid options.rem' });
}
assert.throws(() => generatePrimeSync(1), { code: 'ERR_OSSL_BN_BITS_TOO_SMALL', message: 'error:01800076:bignum routines::bits too small' });
assert.throws(() => generatePrimeSync(2, { safe: true }), { code: 'ERR_OSSL_BN_BITS_TOO_SMALL' });
assert.throws(() => generatePrimeSync(8, { add: 0n }), { code: 'ERR_OSSL_BN_DIV_BY_ZERO' });
assert.throws(() => checkPrimeSync(-1n), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => checkPrimeSync('7'), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => checkPrimeSync(2n, { checks: -1 }), { code: 'ERR_OUT_OF_RANGE' });
{
  const huge = Buffer.alloc(67108857);
  huge[0] = 1;
  assert.throws(() => checkPrime(huge, common.mustNotCall()), {
    code: 'ERR_OSSL_BN_BIGNUM_TOO_LONG', message: 'error:01800072:bignum routines::bignum too long',
  });
}
assert.throws(() => generatePrime(8, {}), { code: 'ERR_INVALID_ARG_TYPE' });

// Callback and promise forms.
generatePrime(64, { bigint: true }, common.mustSucceed((p) => {
  assert.strictEqual(typeof p, 'bigint');
  checkPrime(p, common.mustSucceed((ok) => assert.strictEqual(ok, true)));
}));
generatePrime(1, common.mustCall((err) => assert.strictEqual(err.code, 'ERR_OSSL_BN_BITS_TOO_SMALL')));
checkPrime(Buffer.from([9]), common.mustSucceed((ok) => assert.strictEqual(ok, false)));
(async () => {
  const p = await promisify(generatePrime)(36);
  assert.strictEqual(await promisify(checkPrime)(p), true);
})().then(common.mustCall());
