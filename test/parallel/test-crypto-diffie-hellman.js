// Finite-field Diffie-Hellman: shared secrets against Node 26.10's, verifyError flags,
// the MODP groups, argument checks and errors. Fixed values were made by Node 26.10.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const modp14 = crypto.getDiffieHellman('modp14').getPrime();
assert.strictEqual(modp14.length, 256);

// Fixed private keys in the 2048-bit MODP group give Node's public keys and secret.
{
  const a = crypto.createDiffieHellman(modp14, 2);
  a.setPrivateKey(Buffer.from('0123456789abcdef'.repeat(4), 'hex'));
  const b = crypto.createDiffieHellman(modp14, Buffer.from([2]));
  b.setPrivateKey(Buffer.from('fedcba9876543210'.repeat(4), 'hex'), 'buffer');
  const pa = a.generateKeys('hex');
  const pb = b.generateKeys('hex');
  assert.strictEqual(pa.slice(0, 32), 'a7383dc35b35b44a7c5fbce0aac79e11');
  assert.strictEqual(pb.slice(0, 32), 'dd5d87a6f9df57f13df2c658e501abd7');
  const secret = '61fc0d4d01cee152340f52b45328aa11d86e92ce8e8f7ba29180f62d999bc7714cbb05efde22bddf6f8dbb00df4efa1c14ea5420acec51cdbdd063fc357bd9ab367f1b67c3b1514e2d190550be1d44515ffe65f8f612ad6cc58496d9c3c9397d8798a78e524d1f26be6214f466cf9a904d28dd29116e510c7b181eac5549ce1defcc6ca20e80d30d24c0776887f8a3050f8daa586bbb6bd076ea875cc33eef19669ec7d44e85df06610b949cd35823a7b1f636af6b4cf18840d45f6e9d1fa73c8bc271ba87cdc29b33cf18ee598ef66c76ccedcc09fee1f8ce5c78b3b9e3f52914aa67d0b5cb7a7ed12e8397f16bfbe4fbebdd18540d4ca765c10c11adea839f';
  assert.strictEqual(a.computeSecret(pb, 'hex', 'hex'), secret);
  assert.strictEqual(b.computeSecret(Buffer.from(pa, 'hex')).toString('hex'), secret);
  // generateKeys keeps a private key it was given.
  assert.strictEqual(a.getPrivateKey('hex'), '0123456789abcdef'.repeat(4));
}

// Random keys agree, across a group object and a plain one on the same prime; the
// secret is zero-padded to the prime's length.
{
  const group = crypto.createDiffieHellmanGroup('modp1');
  const plain = crypto.createDiffieHellman(group.getPrime(), group.getGenerator());
  const pubG = group.generateKeys();
  const pubP = plain.generateKeys();
  const s1 = group.computeSecret(pubP);
  assert.deepStrictEqual(s1, plain.computeSecret(pubG));
  assert.strictEqual(s1.length, 96);
  // OpenSSL's private key lengths: a full-length exponent for modp1, 225 bits for modp14.
  assert.strictEqual(group.getPrivateKey().length, 96);
  const g14 = crypto.getDiffieHellman('modp14');
  g14.generateKeys();
  assert.strictEqual(g14.getPrivateKey().length, 29);
  // Private key 1 makes the secret the peer's public key, here with a leading zero byte.
  const x = crypto.createDiffieHellman(group.getPrime());
  x.setPrivateKey(Buffer.from([1]));
  const y = crypto.createDiffieHellman(group.getPrime());
  y.setPrivateKey(Buffer.from([3]));
  y.generateKeys();
  const padded = x.computeSecret(y.getPublicKey());
  assert.strictEqual(padded.length, 96);
  assert.strictEqual(padded[0], 0);
}

// A prime of a given length: a safe prime, so verifyError is 0.
{
  const dh = crypto.createDiffieHellman(512);
  assert.strictEqual(dh.getPrime().length, 64);
  assert.strictEqual(dh.verifyError, 0);
  assert.strictEqual(dh.getGenerator('hex'), '02');
}

// verifyError carries OpenSSL's DH_check flags.
assert.strictEqual(crypto.createDiffieHellman('abcdef', 'hex').verifyError, 0x81);
assert.strictEqual(
  crypto.createDiffieHellman(Buffer.from('7f' + 'ff'.repeat(15), 'hex'), 3).verifyError, 0x82);
assert.strictEqual(crypto.getDiffieHellman('modp2').verifyError, 0);
assert.deepStrictEqual(Object.keys(crypto.getDiffieHellman('modp5')), ['verifyError']);

// Group objects take no keys from outside.
assert.strictEqual(crypto.DiffieHellmanGroup.prototype.setPublicKey, undefined);
assert.strictEqual(typeof crypto.DiffieHellman.prototype.setPublicKey, 'function');
assert(crypto.DiffieHellman(modp14) instanceof crypto.DiffieHellman);

// Errors.
{
  const badGenerator = { code: 'ERR_OSSL_DH_BAD_GENERATOR', name: 'Error',
                         message: 'error:02800065:Diffie-Hellman routines::bad generator' };
  for (const g of [1, -1, Buffer.from([]), Buffer.from([0, 1])]) {
    assert.throws(() => crypto.createDiffieHellman(modp14, g), badGenerator);
  }
  for (const bits of [-1, 0, 1]) {
    assert.throws(() => crypto.createDiffieHellman(bits), { code: 'ERR_OSSL_DH_MODULUS_TOO_SMALL' });
  }
  assert.throws(() => crypto.createDiffieHellman(256), {
    name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE', message: 'Invalid DH parameters',
  });
  assert.throws(() => crypto.createDiffieHellman(13.37), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => crypto.createDiffieHellman({}), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.createDiffieHellman('', 'base64', true), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.getDiffieHellman('modp3'), {
    code: 'ERR_CRYPTO_UNKNOWN_DH_GROUP', message: 'Unknown DH group',
  });

  const dh = crypto.getDiffieHellman('modp1');
  assert.throws(() => dh.getPublicKey(), {
    code: 'ERR_CRYPTO_INVALID_STATE', message: 'No public key - did you forget to generate one?',
  });
  assert.throws(() => dh.getPrivateKey(), {
    code: 'ERR_CRYPTO_INVALID_STATE', message: 'No private key - did you forget to generate one?',
  });
  assert.throws(() => dh.computeSecret(Buffer.from([5])), {
    code: 'ERR_CRYPTO_OPERATION_FAILED', message: 'Failed to compute shared secret',
  });
  dh.generateKeys();
  const p = dh.getPrime();
  const pMinus1 = Buffer.from(p);
  pMinus1[pMinus1.length - 1]--;
  const small = { name: 'RangeError', code: 'ERR_CRYPTO_INVALID_KEYLEN', message: 'Supplied key is too small' };
  const large = { name: 'RangeError', code: 'ERR_CRYPTO_INVALID_KEYLEN', message: 'Supplied key is too large' };
  assert.throws(() => dh.computeSecret(''), small);
  assert.throws(() => dh.computeSecret(Buffer.from([1])), small);
  assert.throws(() => dh.computeSecret(p), large);
  assert.throws(() => dh.computeSecret(pMinus1), large);
  assert.throws(() => dh.computeSecret(42), { code: 'ERR_INVALID_ARG_TYPE' });
  // Primes under 512 bits make no keys.
  assert.throws(() => crypto.createDiffieHellman(Buffer.from([23]), 5).generateKeys(), {
    code: 'ERR_CRYPTO_OPERATION_FAILED', message: 'Key generation failed',
  });
}

// ECDH.setPublicKey (deprecated) sets the point apart from the private key; a pair that
// no longer matches is refused when used.
{
  common.expectWarning('DeprecationWarning', 'ecdh.setPublicKey() is deprecated.', 'DEP0031');
  const a = crypto.createECDH('prime256v1');
  a.generateKeys();
  const b = crypto.createECDH('prime256v1');
  b.generateKeys();
  const own = a.getPublicKey();
  a.setPublicKey(own);
  assert.strictEqual(a.computeSecret(b.getPublicKey()).length, 32);
  a.setPublicKey(b.getPublicKey('hex'), 'hex');
  assert.deepStrictEqual(a.getPublicKey(), b.getPublicKey());
  assert.throws(() => a.computeSecret(b.getPublicKey()), {
    name: 'RangeError', code: 'ERR_CRYPTO_INVALID_KEYPAIR', message: 'Invalid key pair',
  });
  assert.throws(() => a.setPublicKey(Buffer.from([4, 1, 2])), {
    code: 'ERR_CRYPTO_OPERATION_FAILED', message: 'Failed to convert Buffer to EC_POINT',
  });
}
