// Port of nodejs/node test/parallel/test-webcrypto-sign-verify.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const { subtle } = globalThis.crypto;

const data = new TextEncoder().encode('hello world');

async function roundTrip(genAlg, signAlg, usages = ['sign', 'verify']) {
  const { publicKey, privateKey } = await subtle.generateKey(genAlg, true, usages);
  const sig = await subtle.sign(signAlg, privateKey, data);
  assert(sig instanceof ArrayBuffer);
  assert.strictEqual(await subtle.verify(signAlg, publicKey, sig, data), true);
  // A flipped bit in the signature or the data fails verification.
  const bad = new Uint8Array(sig.slice(0));
  bad[0] ^= 1;
  assert.strictEqual(await subtle.verify(signAlg, publicKey, bad, data), false);
  assert.strictEqual(await subtle.verify(signAlg, publicKey, sig, new Uint8Array(3)), false);
  // The private key cannot verify and the public key cannot sign.
  await assert.rejects(subtle.sign(signAlg, publicKey, data), {
    name: 'InvalidAccessError', message: 'Unable to use this key to sign',
  });
  await assert.rejects(subtle.verify(signAlg, privateKey, sig, data), {
    name: 'InvalidAccessError', message: 'Unable to use this key to verify',
  });
  // Exported and re-imported public keys still verify.
  const spki = await subtle.exportKey('spki', publicKey);
  const imported = await subtle.importKey('spki', spki, genAlg, false, ['verify']);
  assert.strictEqual(await subtle.verify(signAlg, imported, sig, data), true);
  const jwk = await subtle.exportKey('jwk', publicKey);
  const fromJwk = await subtle.importKey('jwk', jwk, genAlg, false, ['verify']);
  assert.strictEqual(await subtle.verify(signAlg, fromJwk, sig, data), true);
  return sig;
}

(async () => {
  const ed = await roundTrip({ name: 'Ed25519' }, { name: 'Ed25519' });
  assert.strictEqual(ed.byteLength, 64);
  const p256 = await roundTrip({ name: 'ECDSA', namedCurve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
  assert.strictEqual(p256.byteLength, 64);
  const p384 = await roundTrip({ name: 'ECDSA', namedCurve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-512' });
  assert.strictEqual(p384.byteLength, 96);
  const rsaGen = { modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
  const pkcs1 = await roundTrip({ name: 'RSASSA-PKCS1-v1_5', ...rsaGen }, 'RSASSA-PKCS1-v1_5');
  assert.strictEqual(pkcs1.byteLength, 128);
  await roundTrip({ name: 'RSA-PSS', ...rsaGen }, { name: 'RSA-PSS', saltLength: 32 });

  // PKCS#1 v1.5 and Ed25519 are deterministic.
  const { privateKey } = await subtle.generateKey({ name: 'Ed25519' }, true, ['sign']);
  assert.deepStrictEqual(await subtle.sign('Ed25519', privateKey, data),
                         await subtle.sign('Ed25519', privateKey, data));

  // The algorithm named in sign() must be the key's.
  await assert.rejects(subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, data), {
    name: 'InvalidAccessError', message: 'Key algorithm mismatch',
  });
  // ECDSA needs a hash, RSA-PSS a salt length.
  await assert.rejects(subtle.sign({ name: 'ECDSA' }, privateKey, data), { code: 'ERR_MISSING_OPTION' });
  await assert.rejects(subtle.sign({ name: 'RSA-PSS' }, privateKey, data), { code: 'ERR_MISSING_OPTION' });
})().then(common.mustCall());
