// SubtleCrypto's ML-DSA and ML-KEM as Node 26.10 has them: generateKey, importKey and
// exportKey in spki, pkcs8, jwk, raw-public and raw-seed, sign/verify with a context,
// encapsulateBits/Key and decapsulateBits/Key, and the errors of each.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');
const { subtle } = globalThis.crypto;

async function mlDsa() {
  for (const [name, sigLen] of [['ML-DSA-44', 2420], ['ML-DSA-65', 3309], ['ML-DSA-87', 4627]]) {
    const { publicKey, privateKey } = await subtle.generateKey(name, true, ['sign', 'verify']);
    assert.deepStrictEqual(publicKey.algorithm, { name });
    assert.deepStrictEqual(publicKey.usages, ['verify']);
    assert.deepStrictEqual(privateKey.usages, ['sign']);
    const data = Buffer.from('data');
    const context = new Uint8Array([1, 2, 3]);
    const sig = await subtle.sign({ name, context }, privateKey, data);
    assert(sig instanceof ArrayBuffer);
    assert.strictEqual(sig.byteLength, sigLen);
    assert.strictEqual(await subtle.verify({ name, context }, publicKey, sig, data), true);
    assert.strictEqual(await subtle.verify({ name }, publicKey, sig, data), false);
    assert.strictEqual(await subtle.verify({ name, context }, publicKey, sig, Buffer.from('x')),
                       false);
    await assert.rejects(subtle.sign({ name, context: new Uint8Array(256) }, privateKey, data),
                         { name: 'OperationError',
                           message: 'ContextParams.context must be at most 255 bytes' });
    await assert.rejects(subtle.sign({ name }, publicKey, data), { name: 'InvalidAccessError' });

    // The key in each format, and back.
    const seed = await subtle.exportKey('raw-seed', privateKey);
    assert.strictEqual(seed.byteLength, 32);
    const raw = await subtle.exportKey('raw-public', publicKey);
    const jwk = await subtle.exportKey('jwk', privateKey);
    assert.deepStrictEqual(Object.keys(jwk), ['key_ops', 'ext', 'kty', 'alg', 'pub', 'priv']);
    assert.strictEqual(jwk.alg, name);
    assert.deepStrictEqual(Buffer.from(jwk.priv, 'base64url'), Buffer.from(seed));
    assert.deepStrictEqual(Buffer.from(jwk.pub, 'base64url'), Buffer.from(raw));
    const fromSeed = await subtle.importKey('raw-seed', seed, name, true, ['sign']);
    const fromPkcs8 = await subtle.importKey('pkcs8', await subtle.exportKey('pkcs8', privateKey),
                                             name, true, ['sign']);
    const fromJwk = await subtle.importKey('jwk', jwk, name, true, ['sign']);
    for (const key of [fromSeed, fromPkcs8, fromJwk]) {
      assert(crypto.KeyObject.from(key).equals(crypto.KeyObject.from(privateKey)));
    }
    const fromSpki = await subtle.importKey('spki', await subtle.exportKey('spki', publicKey),
                                            name, true, ['verify']);
    const fromRaw = await subtle.importKey('raw-public', raw, name, true, ['verify']);
    for (const key of [fromSpki, fromRaw]) {
      assert.strictEqual(await subtle.verify({ name, context }, key, sig, data), true);
    }
    const derived = await subtle.getPublicKey(privateKey, ['verify']);
    assert.deepStrictEqual(Buffer.from(await subtle.exportKey('raw-public', derived)),
                           Buffer.from(raw));

    await assert.rejects(subtle.importKey('raw', raw, name, true, ['verify']), {
      name: 'NotSupportedError', message: `Unable to import ${name} using raw format`,
    });
    await assert.rejects(subtle.exportKey('raw', publicKey), {
      name: 'NotSupportedError', message: `Unable to export ${name} public key using raw format`,
    });
    await assert.rejects(subtle.exportKey('raw-seed', publicKey), { name: 'NotSupportedError' });
    await assert.rejects(subtle.importKey('raw-seed', new Uint8Array(31), name, true, ['sign']),
                         { name: 'DataError', message: 'Invalid keyData' });
    await assert.rejects(subtle.importKey('raw-seed', seed, name, true, ['verify']), {
      name: 'SyntaxError', message: `Unsupported key usage for ${name} key`,
    });
    await assert.rejects(subtle.importKey('jwk', { ...jwk, alg: 'ML-DSA-0' }, name, true, ['sign']),
                         { name: 'DataError',
                           message: 'JWK "alg" Parameter and algorithm name mismatch' });
    await assert.rejects(subtle.importKey('jwk', { ...jwk, use: 'enc' }, name, true, ['sign']),
                         { name: 'DataError', message: 'Invalid JWK "use" Parameter' });
    await assert.rejects(subtle.generateKey(name, true, ['encrypt']), { name: 'SyntaxError' });
  }
}

async function mlKem() {
  for (const [name, ctLen] of [['ML-KEM-512', 768], ['ML-KEM-768', 1088],
    ['ML-KEM-1024', 1568]]) {
    const all = ['encapsulateBits', 'decapsulateBits', 'encapsulateKey', 'decapsulateKey'];
    const { publicKey, privateKey } = await subtle.generateKey(name, true, all);
    assert.deepStrictEqual(publicKey.usages, ['encapsulateKey', 'encapsulateBits']);
    assert.deepStrictEqual(privateKey.usages, ['decapsulateKey', 'decapsulateBits']);

    const bits = await subtle.encapsulateBits({ name }, publicKey);
    assert.deepStrictEqual(Object.keys(bits), ['sharedKey', 'ciphertext']);
    assert(bits.sharedKey instanceof ArrayBuffer);
    assert.strictEqual(bits.sharedKey.byteLength, 32);
    assert.strictEqual(bits.ciphertext.byteLength, ctLen);
    const back = await subtle.decapsulateBits({ name }, privateKey, bits.ciphertext);
    assert.deepStrictEqual(Buffer.from(back), Buffer.from(bits.sharedKey));

    const { sharedKey, ciphertext } = await subtle.encapsulateKey(
      { name }, publicKey, { name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
    assert.deepStrictEqual(sharedKey.algorithm, { name: 'AES-GCM', length: 256 });
    const decapsulated = await subtle.decapsulateKey(
      name, privateKey, ciphertext, 'AES-GCM', true, ['decrypt']);
    assert.deepStrictEqual(decapsulated.usages, ['decrypt']);
    assert.deepStrictEqual(Buffer.from(await subtle.exportKey('raw', decapsulated)),
                           Buffer.from(await subtle.exportKey('raw', sharedKey)));
    // The shared secret works as the key it was imported as.
    const iv = new Uint8Array(12);
    const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, sharedKey, Buffer.from('hi'));
    assert.strictEqual(
      Buffer.from(await subtle.decrypt({ name: 'AES-GCM', iv }, decapsulated, sealed)).toString(),
      'hi');

    await assert.rejects(subtle.encapsulateBits({ name }, privateKey), {
      name: 'InvalidAccessError', message: 'encapsulationKey does not have encapsulateBits usage',
    });
    await assert.rejects(subtle.decapsulateBits({ name }, publicKey, ciphertext), {
      name: 'InvalidAccessError', message: 'decapsulationKey does not have decapsulateBits usage',
    });
    const other = name === 'ML-KEM-512' ? 'ML-KEM-768' : 'ML-KEM-512';
    await assert.rejects(subtle.encapsulateBits({ name: other }, publicKey), {
      name: 'InvalidAccessError', message: 'key algorithm mismatch',
    });
    await assert.rejects(subtle.decapsulateBits({ name }, privateKey, new Uint8Array(ctLen - 1)),
                         { name: 'OperationError' });
    await assert.rejects(subtle.encapsulateKey({ name }, publicKey, 'HKDF', true, ['deriveBits']),
                         { name: 'SyntaxError', message: 'HKDF keys are not extractable' });
    await assert.rejects(subtle.encapsulateBits({ name: 'ML-DSA-44' }, publicKey),
                         { name: 'NotSupportedError' });

    // Keys from KeyObjects, as Node's own tests make them.
    const pair = crypto.generateKeyPairSync(name.toLowerCase());
    const ek = pair.publicKey.toCryptoKey(name, false, ['encapsulateBits']);
    const dk = pair.privateKey.toCryptoKey(name, false, ['decapsulateBits']);
    const made = await subtle.encapsulateBits({ name }, ek);
    assert.deepStrictEqual(Buffer.from(await subtle.decapsulateBits({ name }, dk, made.ciphertext)),
                           Buffer.from(made.sharedKey));
    // ... and across the two APIs.
    assert.deepStrictEqual(crypto.decapsulate(pair.privateKey, Buffer.from(made.ciphertext)),
                           Buffer.from(made.sharedKey));

    const seed = await subtle.exportKey('raw-seed', privateKey);
    assert.strictEqual(seed.byteLength, 64);
    const imported = await subtle.importKey('raw-seed', seed, name, false, ['decapsulateBits']);
    assert.deepStrictEqual(
      Buffer.from(await subtle.decapsulateBits({ name }, imported, bits.ciphertext)),
      Buffer.from(bits.sharedKey));
  }
  assert.strictEqual(SubtleCrypto.supports('encapsulateBits', 'ML-KEM-768'), true);
  assert.strictEqual(SubtleCrypto.supports('sign', 'ML-DSA-44'), true);
}

mlDsa().then(mlKem).then(common.mustCall());
