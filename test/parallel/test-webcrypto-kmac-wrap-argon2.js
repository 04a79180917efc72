// WebCrypto's newer algorithms and methods as Node 26.10 has them: KMAC128/KMAC256 (NIST
// SP 800-185 samples) and cSHAKE digests, ChaCha20-Poly1305 (RFC 8439's AEAD vector), AES-KW
// (RFC 3394) with wrapKey/unwrapKey over every wrapping algorithm, Argon2 deriveBits
// (RFC 9106 vectors), getPublicKey, SubtleCrypto.supports, and CryptoKey's internal slots.
'use strict';
const common = require('../common');
const assert = require('assert');
const util = require('util');
const { subtle } = globalThis.crypto;

const hex = (b) => Buffer.from(b).toString('hex');
const unhex = (s) => Buffer.from(s, 'hex');

async function kmac() {
  const keyBytes = Buffer.from(Array.from({ length: 32 }, (_, i) => 0x40 + i));
  const data = unhex('00010203');
  const k128 = await subtle.importKey('raw-secret', keyBytes, 'KMAC128', true,
                                      ['sign', 'verify']);
  assert.deepStrictEqual(k128.algorithm, { name: 'KMAC128', length: 256 });
  const sig = await subtle.sign({ name: 'KMAC128', outputLength: 256 }, k128, data);
  assert.strictEqual(hex(sig),
                     'e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e');
  const tagged = { name: 'KMAC128', outputLength: 256,
                   customization: Buffer.from('My Tagged Application') };
  assert.strictEqual(hex(await subtle.sign(tagged, k128, data)),
                     '3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5');
  assert.strictEqual(await subtle.verify(tagged, k128,
                                         unhex('3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a70' +
                                               '70c0979e2811324aa5'), data), true);
  assert.strictEqual(await subtle.verify(tagged, k128, sig, data), false);

  const k256 = await subtle.importKey('jwk', await subtle.exportKey('jwk', k128), 'KMAC256',
                                      false, ['sign']).catch((e) => e);
  assert.strictEqual(k256.name, 'DataError');
  const jwk = await subtle.exportKey('jwk', k128);
  assert.strictEqual(jwk.alg, 'K128');
  await assert.rejects(subtle.exportKey('raw', k128), { name: 'NotSupportedError' });
  await assert.rejects(subtle.importKey('raw', keyBytes, 'KMAC128', false, ['sign']), {
    name: 'NotSupportedError', message: 'Unable to import KMAC128 using raw format',
  });
  await assert.rejects(subtle.importKey('raw-secret', keyBytes, { name: 'KMAC128', length: 128 },
                                        false, ['sign']),
                       { name: 'DataError', message: 'Invalid key length' });
  await assert.rejects(subtle.sign({ name: 'KMAC128' }, k128, data), {
    name: 'TypeError', code: 'ERR_MISSING_OPTION',
  });
  // OpenSSL's limit on KMAC output: 0x1fffff bytes.
  const longest = await subtle.sign({ name: 'KMAC128', outputLength: 0x1fffff * 8 }, k128, data);
  assert.strictEqual(longest.byteLength, 0x1fffff);
  await assert.rejects(subtle.sign({ name: 'KMAC128', outputLength: 0x1fffff * 8 + 1 }, k128,
                                   data), { name: 'OperationError' });

  const generated = await subtle.generateKey('KMAC256', true, ['sign']);
  assert.deepStrictEqual(generated.algorithm, { name: 'KMAC256', length: 256 });
  const odd = await subtle.generateKey({ name: 'KMAC128', length: 12 }, true, ['sign']);
  const oddBytes = Buffer.from(await subtle.exportKey('raw-secret', odd));
  assert.strictEqual(oddBytes.length, 2);
  assert.strictEqual(oddBytes[1] & 0x0f, 0);

  const shake = await subtle.digest({ name: 'cSHAKE128', outputLength: 256 },
                                    Buffer.from('abc'));
  assert.strictEqual(hex(shake),
                     '5881092dd818bf5cf8a3ddb793fbcba74097d5c526a6d35f97b83351940f2cc8');
  assert.strictEqual(
    hex(await subtle.digest({ name: 'cSHAKE128', outputLength: 256,
                              customization: Buffer.from('x') }, Buffer.from('abc'))),
    'db082c5071080daf81958d69b58b9c229a262d25db92a2142e5ffe7be4f25ae5');
  await assert.rejects(
    subtle.digest({ name: 'cSHAKE256', outputLength: 8, functionName: Buffer.from('x') },
                  Buffer.from('abc')),
    { name: 'NotSupportedError', message: 'Unsupported CShakeParams functionName' });
}

async function chacha() {
  // RFC 8439 section 2.8.2.
  const key = await subtle.importKey(
    'raw-secret', unhex('808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f'),
    'ChaCha20-Poly1305', false, ['encrypt', 'decrypt']);
  const params = { name: 'ChaCha20-Poly1305', iv: unhex('070000004041424344454647'),
                   additionalData: unhex('50515253c0c1c2c3c4c5c6c7') };
  const text = Buffer.from('Ladies and Gentlemen of the class of \'99: If I could offer you ' +
                           'only one tip for the future, sunscreen would be it.');
  const sealed = Buffer.from(await subtle.encrypt(params, key, text));
  assert.strictEqual(hex(sealed.subarray(-16)), '1ae10b594f09e26a7e902ecbd0600691');
  assert.strictEqual(hex(sealed.subarray(0, 8)), 'd31a8d34648e60db');
  assert.deepStrictEqual(Buffer.from(await subtle.decrypt(params, key, sealed)), text);
  sealed[0] ^= 1;
  await assert.rejects(subtle.decrypt(params, key, sealed), { name: 'OperationError' });
  await assert.rejects(subtle.encrypt({ ...params, iv: Buffer.alloc(8) }, key, text), {
    name: 'OperationError', message: 'algorithm.iv must contain exactly 12 bytes',
  });
  await assert.rejects(subtle.encrypt({ ...params, tagLength: 96 }, key, text), {
    name: 'OperationError', message: '96 is not a valid ChaCha20-Poly1305 tag length',
  });
  await assert.rejects(subtle.importKey('raw-secret', Buffer.alloc(16), 'ChaCha20-Poly1305',
                                        false, ['encrypt']),
                       { name: 'DataError', message: 'Invalid key length' });
}

async function keyWrap() {
  // RFC 3394 section 4.1.
  const kek = await subtle.importKey('raw', unhex('000102030405060708090a0b0c0d0e0f'),
                                     'AES-KW', false, ['wrapKey', 'unwrapKey']);
  const inner = await subtle.importKey('raw', unhex('00112233445566778899aabbccddeeff'),
                                       'AES-CBC', true, ['encrypt']);
  const wrapped = await subtle.wrapKey('raw', inner, kek, 'AES-KW');
  assert.strictEqual(hex(wrapped), '1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5');
  const back = await subtle.unwrapKey('raw', wrapped, kek, 'AES-KW', 'AES-CBC', true,
                                      ['decrypt']);
  assert.strictEqual(hex(await subtle.exportKey('raw', back)),
                     '00112233445566778899aabbccddeeff');
  const tampered = Buffer.from(wrapped);
  tampered[5] ^= 1;
  await assert.rejects(subtle.unwrapKey('raw', tampered, kek, 'AES-KW', 'AES-CBC', true,
                                        ['decrypt']), { name: 'OperationError' });
  await assert.rejects(subtle.encrypt('AES-KW', kek, Buffer.alloc(16)),
                       { name: 'NotSupportedError' });

  // A JWK wrapped with AES-KW is padded with spaces to whole 64-bit blocks.
  const jwkWrapped = await subtle.wrapKey('jwk', inner, kek, 'AES-KW');
  assert.strictEqual(jwkWrapped.byteLength % 8, 0);

  const hmac = await subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, true, ['sign']);
  const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true,
                                        ['sign', 'verify']);
  const gcm = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false,
                                       ['wrapKey', 'unwrapKey']);
  const chachaKey = await subtle.generateKey('ChaCha20-Poly1305', false,
                                             ['wrapKey', 'unwrapKey']);
  const rsa = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048,
                                         publicExponent: new Uint8Array([1, 0, 1]),
                                         hash: 'SHA-256' }, false, ['wrapKey', 'unwrapKey']);
  const wrappers = [
    [kek, kek, { name: 'AES-KW' }],
    [gcm, gcm, { name: 'AES-GCM', iv: Buffer.alloc(12, 1) }],
    [chachaKey, chachaKey, { name: 'ChaCha20-Poly1305', iv: Buffer.alloc(12, 2) }],
    [rsa.publicKey, rsa.privateKey, { name: 'RSA-OAEP' }],
  ];
  for (const [wrapping, unwrapping, algorithm] of wrappers) {
    for (const [format, key, keyAlgorithm, usages] of [
      ['raw', hmac, { name: 'HMAC', hash: 'SHA-256' }, ['sign']],
      ['jwk', hmac, { name: 'HMAC', hash: 'SHA-256' }, ['sign']],
      ['jwk', pair.privateKey, { name: 'ECDSA', namedCurve: 'P-256' }, ['sign']],
      ['spki', pair.publicKey, { name: 'ECDSA', namedCurve: 'P-256' }, ['verify']],
    ]) {
      const exported = await subtle.exportKey(format, key);
      const size = exported.byteLength ?? JSON.stringify(exported).length;
      // AES-KW wraps whole 64-bit blocks (the 91-byte SPKI is none); RSA-OAEP with SHA-256
      // and a 2048-bit key takes at most 190 bytes.
      if ((algorithm.name === 'AES-KW' && format !== 'jwk' && size % 8) ||
          (algorithm.name === 'RSA-OAEP' && size > 190)) {
        await assert.rejects(subtle.wrapKey(format, key, wrapping, algorithm),
                             { name: 'OperationError' });
        continue;
      }
      const blob = await subtle.wrapKey(format, key, wrapping, algorithm);
      const unwrapped = await subtle.unwrapKey(format, blob, unwrapping, algorithm,
                                               keyAlgorithm, true, usages);
      assert.deepStrictEqual(await subtle.exportKey(format, unwrapped), exported);
    }
  }

  // Each method's own checks, in Node's order.
  await assert.rejects(subtle.wrapKey('raw', hmac, gcm, 'AES-GCM'), {
    name: 'TypeError', code: 'ERR_MISSING_OPTION',
  });
  const encryptOnly = await subtle.generateKey({ name: 'AES-GCM', length: 128 }, true,
                                               ['encrypt']);
  await assert.rejects(subtle.wrapKey('raw', hmac, encryptOnly,
                                      { name: 'AES-GCM', iv: Buffer.alloc(12) }),
                       { name: 'InvalidAccessError',
                         message: 'Unable to use this key to wrapKey' });
  await assert.rejects(subtle.wrapKey('raw', gcm, kek, 'AES-KW'), {
    name: 'InvalidAccessError', message: 'key is not extractable',
  });
  const garbage = await subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, encryptOnly,
                                       Buffer.from('{"kty":'));
  const decryptor = await subtle.importKey('raw', await subtle.exportKey('raw', encryptOnly),
                                           'AES-GCM', false, ['unwrapKey']);
  await assert.rejects(subtle.unwrapKey('jwk', garbage, decryptor,
                                        { name: 'AES-GCM', iv: Buffer.alloc(12) },
                                        'AES-GCM', true, ['encrypt']),
                       { name: 'DataError', message: 'Invalid wrapped JWK key' });
  await assert.rejects(subtle.unwrapKey('raw', wrapped, kek, 'AES-KW', 'HMAC', true, ['x']), {
    name: 'TypeError',
    message: "Failed to execute 'unwrapKey' on 'SubtleCrypto': 7th argument[0] 'x' is not a " +
      'valid enum value of type KeyUsage.',
  });
}

async function argon2() {
  // RFC 9106 section 5.
  const password = Buffer.alloc(32, 0x01);
  const params = { memory: 32, passes: 3, parallelism: 4, nonce: Buffer.alloc(16, 0x02),
                   secretValue: Buffer.alloc(8, 0x03), associatedData: Buffer.alloc(12, 0x04) };
  const tags = {
    Argon2d: '512b391b6f1162975371d30919734294f868e3be3984f3c1a13a4db9fabe4acb',
    Argon2i: 'c814d9d1dc7f37aa13f0d77f2494bda1c8de6b016dd388d29952a4c4672b6ce8',
    Argon2id: '0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659',
  };
  for (const [name, tag] of Object.entries(tags)) {
    const key = await subtle.importKey('raw-secret', password, name, false,
                                       ['deriveBits', 'deriveKey']);
    assert.deepStrictEqual(key.algorithm, { name });
    assert.strictEqual(hex(await subtle.deriveBits({ name, ...params }, key, 256)), tag);
    const hmac = await subtle.deriveKey({ name, ...params }, key,
                                        { name: 'HMAC', hash: 'SHA-256', length: 256 }, true,
                                        ['sign']);
    assert.strictEqual(hex(await subtle.exportKey('raw', hmac)), tag);
    await assert.rejects(subtle.exportKey('raw-secret', key), {
      name: 'NotSupportedError', message: `${name} key export is not supported`,
    });
  }
  const key = await subtle.importKey('raw-secret', password, 'Argon2id', false, ['deriveBits']);
  const base = { name: 'Argon2id', ...params };
  for (const [algorithm, length, message] of [
    [{ ...base, version: 0x10 }, 256, '16 is not a valid Argon2 version'],
    [base, null, 'length cannot be null'],
    [base, 100, 'length must be a multiple of 8'],
    [base, 24, 'length must be >= 32'],
    [{ ...base, nonce: Buffer.alloc(7) }, 256, 'nonce must be at least 8 bytes'],
    [{ ...base, parallelism: 0 }, 256, 'parallelism must be > 0 and <= 16777215'],
    [{ ...base, memory: 31 }, 256, 'memory must be at least 8 times the degree of parallelism'],
    [{ ...base, passes: 0 }, 256, 'passes must be > 0'],
  ]) {
    await assert.rejects(subtle.deriveBits(algorithm, key, length),
                         { name: 'OperationError', message });
  }
  await assert.rejects(subtle.importKey('raw', password, 'Argon2id', false, ['deriveBits']), {
    name: 'NotSupportedError', message: 'Unable to import Argon2id using raw format',
  });
  await assert.rejects(subtle.importKey('raw-secret', password, 'Argon2id', false, ['sign']), {
    name: 'SyntaxError', message: 'Unsupported key usage for a Argon2id key',
  });
}

async function publicKeys() {
  const { privateKey } = await subtle.generateKey('Ed25519', false, ['sign']);
  const publicKey = await subtle.getPublicKey(privateKey, ['verify', 'verify']);
  assert.strictEqual(publicKey.type, 'public');
  assert.strictEqual(publicKey.extractable, true);
  assert.deepStrictEqual(publicKey.usages, ['verify']);
  const data = Buffer.from('data');
  assert.strictEqual(await subtle.verify('Ed25519', publicKey,
                                         await subtle.sign('Ed25519', privateKey, data), data),
                     true);
  await assert.rejects(subtle.getPublicKey(privateKey, ['sign']), { name: 'SyntaxError' });
  await assert.rejects(subtle.getPublicKey(publicKey, ['verify']), {
    name: 'InvalidAccessError', message: 'key must be a private key',
  });
  const secret = await subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  await assert.rejects(subtle.getPublicKey(secret, []), {
    name: 'NotSupportedError', message: 'key must be a private key',
  });

  // The algorithm and usages a program sees are copies; the key's own slots stay.
  const pair = await subtle.generateKey('Ed25519', true, ['sign', 'verify']);
  pair.publicKey.algorithm.name = 'changed';
  pair.publicKey.usages.push('nonsense');
  assert.strictEqual(pair.publicKey.algorithm.name, 'changed');
  assert.strictEqual(pair.publicKey.algorithm, pair.publicKey.algorithm);
  assert.match(util.inspect(pair.publicKey), /algorithm: \{ name: 'Ed25519' \}/);
  assert.match(util.inspect(pair.publicKey), /usages: \[ 'verify' \]/);
  const signature = await subtle.sign('Ed25519', pair.privateKey, data);
  assert.strictEqual(await subtle.verify('Ed25519', pair.publicKey, signature, data), true);
}

function supports() {
  const { SubtleCrypto } = globalThis;
  assert.throws(() => SubtleCrypto.supports.call(undefined, 'digest', 'SHA-256'), {
    name: 'TypeError', code: 'ERR_INVALID_THIS',
  });
  assert.throws(() => SubtleCrypto.supports('digest'), { code: 'ERR_MISSING_ARGS' });
  const hkdf = { name: 'HKDF', hash: 'SHA-256', salt: Buffer.alloc(0), info: Buffer.alloc(0) };
  for (const [expected, ...args] of [
    [true, 'digest', 'SHA-256'],
    [false, 'digest', 'SHA-257'],
    [false, 'foo', 'SHA-256'],
    [true, 'sign', { name: 'KMAC128', outputLength: 256 }],
    [false, 'sign', 'KMAC128'],
    [true, 'generateKey', { name: 'AES-KW', length: 128 }],
    [false, 'generateKey', { name: 'AES-GCM', length: 100 }],
    [true, 'generateKey', { name: 'KMAC128', length: 0 }],
    [false, 'importKey', { name: 'HMAC', hash: 'SHA-256', length: 0 }],
    [true, 'importKey', 'Argon2id'],
    [true, 'deriveBits', hkdf, 256],
    [false, 'deriveBits', hkdf, 255],
    [false, 'deriveBits', hkdf],
    [true, 'deriveKey', hkdf, { name: 'AES-GCM', length: 256 }],
    [false, 'deriveKey', hkdf, 'AES-GCM'],
    [true, 'wrapKey', 'AES-KW', 'HMAC'],
    [false, 'wrapKey', 'AES-KW'],
    [false, 'wrapKey', 'AES-KW', 'PBKDF2'],
    [true, 'unwrapKey', 'AES-KW', { name: 'HMAC', hash: 'SHA-256' }],
    [false, 'encrypt', { name: 'AES-CBC', iv: Buffer.alloc(12) }],
    [true, 'getPublicKey', 'X25519'],
    [false, 'getPublicKey', 'AES-GCM'],
    [true, 'exportKey', 'Ed25519'],
    [false, 'exportKey', 'PBKDF2'],
  ]) {
    assert.strictEqual(SubtleCrypto.supports(...args), expected, JSON.stringify(args));
  }
}

(async () => {
  await kmac();
  await chacha();
  await keyWrap();
  await argon2();
  await publicKeys();
  supports();
})().then(common.mustCall());
