// KeyObject's raw formats ('raw-public', 'raw-private', 'raw-seed'): which key types
// write and read each, EC points in both forms, keys made from raw bytes used directly
// by sign/verify/diffieHellman, and Node 26.10's errors, in its order, for the rest.
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

const hex = (s) => Buffer.from(s, 'hex');

// RFC 8032 section 7.1 test 1, RFC 7748 section 6.1 (Alice).
{
  const seed = hex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
  const priv = crypto.createPrivateKey({ key: seed, format: 'raw-private',
                                         asymmetricKeyType: 'ed25519' });
  assert.strictEqual(crypto.createPublicKey(priv).export({ format: 'raw-public' }).toString('hex'),
                     'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
  assert.deepStrictEqual(priv.export({ format: 'raw-private' }), seed);
  // A public key can be made from private bytes; a private key never from public ones.
  const pub = crypto.createPublicKey({ key: seed.buffer.slice(seed.byteOffset, seed.byteOffset + 32),
                                       format: 'raw-private', asymmetricKeyType: 'ed25519' });
  assert.strictEqual(pub.type, 'public');
  const sig = crypto.sign(null, Buffer.from('m'), { key: seed, format: 'raw-private',
                                                    asymmetricKeyType: 'ed25519' });
  assert.ok(crypto.verify(null, Buffer.from('m'),
                          { key: pub.export({ format: 'raw-public' }), format: 'raw-public',
                            asymmetricKeyType: 'ed25519' }, sig));

  const alice = hex('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a');
  const alicePub = crypto.createPublicKey({ key: alice, format: 'raw-private',
                                            asymmetricKeyType: 'x25519' });
  assert.strictEqual(alicePub.export({ format: 'raw-public' }).toString('hex'),
                     '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a');
  const bob = crypto.generateKeyPairSync('x25519');
  const shared = crypto.diffieHellman({
    privateKey: { key: alice, format: 'raw-private', asymmetricKeyType: 'x25519' },
    publicKey: { key: bob.publicKey.export({ format: 'raw-public' }), format: 'raw-public',
                 asymmetricKeyType: 'x25519' },
  });
  assert.deepStrictEqual(shared, crypto.diffieHellman({ privateKey: bob.privateKey,
                                                        publicKey: alicePub }));
}

// EC: points uncompressed by default or compressed on request, scalars at field length.
for (const [curve, scalar] of [['P-256', 32], ['P-384', 48], ['P-521', 66], ['secp256k1', 32]]) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: curve });
  const point = publicKey.export({ format: 'raw-public' });
  const compressed = publicKey.export({ format: 'raw-public', type: 'compressed' });
  assert.strictEqual(point[0], 4);
  assert.strictEqual(point.length, 2 * scalar + 1);
  assert.strictEqual(compressed.length, scalar + 1);
  assert.deepStrictEqual(publicKey.export({ format: 'raw-public', type: 'uncompressed' }), point);
  const d = privateKey.export({ format: 'raw-private' });
  assert.strictEqual(d.length, scalar);
  const details = publicKey.asymmetricKeyDetails;
  for (const raw of [point, compressed]) {
    const back = crypto.createPublicKey({ key: raw, format: 'raw-public', asymmetricKeyType: 'ec',
                                          ...details });
    assert.ok(back.equals(publicKey));
  }
  const backPriv = crypto.createPrivateKey({ key: d, format: 'raw-private', asymmetricKeyType: 'ec',
                                             namedCurve: curve });
  assert.ok(backPriv.equals(privateKey));
  assert.throws(() => crypto.createPrivateKey({ key: d.subarray(1), format: 'raw-private',
                                                asymmetricKeyType: 'ec', namedCurve: curve }),
                { name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE', message: 'Invalid key data' });
  assert.throws(() => publicKey.export({ format: 'raw-public', type: 'spki' }), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: "The property 'options.type' must be one of: 'compressed', 'uncompressed'. " +
             "Received 'spki'",
  });
}

// Lattice keys: the public key and the seed; SLH-DSA: the public and the whole private key.
for (const [type, pubLength, privFormat, privLength] of [
  ['ml-dsa-44', 1312, 'raw-seed', 32], ['ml-kem-768', 1184, 'raw-seed', 64],
  ['slh-dsa-shake-128f', 32, 'raw-private', 64],
]) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync(type);
  const pub = publicKey.export({ format: 'raw-public' });
  assert.strictEqual(pub.length, pubLength);
  const priv = privateKey.export({ format: privFormat });
  assert.strictEqual(priv.length, privLength);
  const other = privFormat === 'raw-seed' ? 'raw-private' : 'raw-seed';
  assert.throws(() => privateKey.export({ format: other }),
                { name: 'Error', code: 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS' });
  assert.ok(crypto.createPrivateKey({ key: priv, format: privFormat, asymmetricKeyType: type })
    .equals(privateKey));
  assert.ok(crypto.createPublicKey({ key: priv, format: privFormat, asymmetricKeyType: type })
    .equals(publicKey));
  assert.ok(crypto.createPublicKey({ key: pub, format: 'raw-public', asymmetricKeyType: type })
    .equals(publicKey));
  assert.throws(() => crypto.createPublicKey({ key: pub.subarray(1), format: 'raw-public',
                                               asymmetricKeyType: type }),
                { code: 'ERR_INVALID_ARG_VALUE', message: 'Invalid key data' });
}

// Types without raw forms, formats on the wrong kind of key, and the checks' order.
{
  const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
  assert.throws(() => rsa.publicKey.export({ format: 'raw-public' }),
                { code: 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS' });
  assert.throws(() => rsa.privateKey.export({ format: 'raw-private' }),
                { code: 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS' });
  assert.throws(() => rsa.privateKey.export({ format: 'raw-public' }),
                { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => rsa.publicKey.export({ format: 'raw-private' }),
                { code: 'ERR_INVALID_ARG_VALUE' });
  const ed = crypto.generateKeyPairSync('ed25519');
  assert.throws(() => ed.privateKey.export({ format: 'raw-seed' }),
                { code: 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS' });
  assert.throws(() => ed.publicKey.export('raw-public'), { code: 'ERR_INVALID_ARG_TYPE' });

  const raw = Buffer.alloc(32);
  const pub = (options) => () => crypto.createPublicKey({ format: 'raw-public', ...options });
  // The bytes are checked before the type, and must not be a string.
  assert.throws(pub({ key: 'x', asymmetricKeyType: 5 }), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "key.key" property must be an instance of ArrayBuffer, Buffer, TypedArray, ' +
             "or DataView. Received type string ('x')",
  });
  assert.throws(pub({ key: raw }), { code: 'ERR_INVALID_ARG_TYPE',
                                     message: /"key\.asymmetricKeyType" property must be of type string/ });
  assert.throws(pub({ key: raw, asymmetricKeyType: 'foo' }),
                { name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE',
                  message: 'Invalid asymmetricKeyType: foo' });
  assert.throws(pub({ key: raw, asymmetricKeyType: 'dh' }),
                { name: 'Error', code: 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS' });
  assert.throws(pub({ key: raw, asymmetricKeyType: 'ec' }),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"key\.namedCurve" property/ });
  assert.throws(pub({ key: raw, asymmetricKeyType: 'ec', namedCurve: 'bogus' }),
                { code: 'ERR_CRYPTO_INVALID_CURVE' });
  assert.throws(pub({ key: new Uint8Array(32), asymmetricKeyType: 'x448' }),
                { code: 'ERR_INVALID_ARG_VALUE', message: 'Invalid key data' });
  assert.throws(() => crypto.createPrivateKey({ key: raw, format: 'raw-public',
                                                asymmetricKeyType: 'ed25519' }),
                { code: 'ERR_INVALID_ARG_VALUE',
                  message: "The property 'key.format' is invalid. Received 'raw-public'" });
  assert.throws(() => crypto.sign(null, raw, { key: raw, format: 'raw-public',
                                               asymmetricKeyType: 'ed25519' }),
                { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => crypto.createPrivateKey({ key: raw, format: 'raw-seed',
                                                asymmetricKeyType: 'slh-dsa-sha2-128f' }),
                { code: 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS' });
}
