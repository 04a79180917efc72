// Port of nodejs/node test/parallel/test-crypto-authenticated.js (rewritten for minirt).
// The GCM and ChaCha20-Poly1305 parts, without CCM and OCB.
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

// NIST GCM test vectors (gcmEncryptExtIV, "The Galois/Counter Mode of Operation", cases
// 2, 3, 4 and 6) and RFC 8439 §2.8.2.
const vectors = [
  { algo: 'aes-128-gcm', key: '00000000000000000000000000000000', iv: '000000000000000000000000',
    plain: '00000000000000000000000000000000', aad: '',
    ct: '0388dace60b6a392f328c2b971b2fe78', tag: 'ab6e47d42cec13bdf53a67b21257bddf' },
  { algo: 'aes-128-gcm', key: 'feffe9928665731c6d6a8f9467308308', iv: 'cafebabefacedbaddecaf888',
    plain: 'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255',
    aad: '',
    ct: '42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985',
    tag: '4d5c2af327cd64a62cf35abd2ba6fab4' },
  { algo: 'aes-128-gcm', key: 'feffe9928665731c6d6a8f9467308308', iv: 'cafebabefacedbaddecaf888',
    plain: 'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
    aad: 'feedfacedeadbeeffeedfacedeadbeefabaddad2',
    ct: '42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091',
    tag: '5bc94fbc3221a5db94fae95ae7121a47' },
  { algo: 'aes-128-gcm', key: 'feffe9928665731c6d6a8f9467308308',
    iv: '9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b',
    plain: 'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
    aad: 'feedfacedeadbeeffeedfacedeadbeefabaddad2',
    ct: '8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca701e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5',
    tag: '619cc5aefffe0bfa462af43c1699d050' },
  { algo: 'chacha20-poly1305',
    key: '808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f',
    iv: '070000004041424344454647',
    plain: Buffer.from("Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.").toString('hex'),
    aad: '50515253c0c1c2c3c4c5c6c7',
    ct: 'd31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116',
    tag: '1ae10b594f09e26a7e902ecbd0600691' },
];

for (const v of vectors) {
  const key = Buffer.from(v.key, 'hex');
  const iv = Buffer.from(v.iv, 'hex');
  const c = crypto.createCipheriv(v.algo, key, iv);
  if (v.aad) c.setAAD(Buffer.from(v.aad, 'hex'));
  const ct = c.update(v.plain, 'hex', 'hex') + c.final('hex');
  assert.strictEqual(ct, v.ct, `ciphertext of ${v.algo}`);
  assert.strictEqual(c.getAuthTag().toString('hex'), v.tag, `tag of ${v.algo}`);

  const d = crypto.createDecipheriv(v.algo, key, iv);
  d.setAuthTag(Buffer.from(v.tag, 'hex'));
  if (v.aad) d.setAAD(Buffer.from(v.aad, 'hex'));
  const pt = d.update(v.ct, 'hex', 'hex') + d.final('hex');
  assert.strictEqual(pt, v.plain);

  // A flipped tag bit, a flipped ciphertext bit or a changed AAD fails at final().
  for (const tamper of ['tag', 'ct', 'aad']) {
    const bad = crypto.createDecipheriv(v.algo, key, iv);
    const tag = Buffer.from(v.tag, 'hex');
    if (tamper === 'tag') tag[0] ^= 1;
    bad.setAuthTag(tag);
    bad.setAAD(tamper === 'aad' ? Buffer.from('x') : Buffer.from(v.aad, 'hex'));
    const ctBuf = Buffer.from(v.ct, 'hex');
    if (tamper === 'ct') ctBuf[0] ^= 1;
    bad.update(ctBuf);
    assert.throws(() => bad.final(), {
      message: 'Unsupported state or unable to authenticate data',
    });
  }
}

// Tag lengths.
const key = Buffer.alloc(32, 7);
const iv = Buffer.alloc(12, 1);
for (const n of [4, 8, 12, 13, 14, 15, 16]) {
  const c = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: n });
  c.update('abc');
  c.final();
  const tag = c.getAuthTag();
  assert.strictEqual(tag.length, n);
  const d = crypto.createDecipheriv('aes-256-gcm', key, iv, { authTagLength: n });
  d.setAuthTag(tag);
  d.update(crypto.createCipheriv('aes-256-gcm', key, iv).update('abc'));
  d.final();
}
for (const n of [0, 1, 2, 3, 5, 7, 9, 10, 11, 17]) {
  assert.throws(() => crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: n }), {
    code: 'ERR_CRYPTO_INVALID_AUTH_TAG', message: `Invalid authentication tag length: ${n}`,
  });
  assert.throws(() => crypto.createDecipheriv('aes-256-gcm', key, iv).setAuthTag(Buffer.alloc(n)), {
    code: 'ERR_CRYPTO_INVALID_AUTH_TAG', message: `Invalid authentication tag length: ${n}`,
  });
}
assert.throws(() => crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: 'x' }), {
  code: 'ERR_INVALID_ARG_VALUE',
});

// getAuthTag only after final(), only on a Cipheriv; setAuthTag once, only on a Decipheriv.
{
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  assert.throws(() => c.getAuthTag(), { code: 'ERR_CRYPTO_INVALID_STATE' });
  assert.strictEqual(c.setAuthTag, undefined);
  c.final();
  assert.strictEqual(c.getAuthTag().length, 16);
  const d = crypto.createDecipheriv('aes-256-gcm', key, iv);
  assert.strictEqual(d.getAuthTag, undefined);
  d.setAuthTag(Buffer.alloc(16));
  assert.throws(() => d.setAuthTag(Buffer.alloc(16)), { code: 'ERR_CRYPTO_INVALID_STATE' });
}

// AAD must come before the text.
{
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  c.update('x');
  assert.throws(() => c.setAAD(Buffer.from('late')), { code: 'ERR_CRYPTO_INVALID_STATE' });
  assert.throws(() => crypto.createCipheriv('aes-256-ctr', key, Buffer.alloc(16)).setAAD(Buffer.alloc(1)),
                { code: 'ERR_CRYPTO_INVALID_STATE' });
}

// GCM IVs of 1 to 128 bytes.
for (const n of [1, 8, 12, 16, 64, 128]) {
  const c = crypto.createCipheriv('aes-128-gcm', Buffer.alloc(16), Buffer.alloc(n, 3));
  const ct = Buffer.concat([c.update('hello'), c.final()]);
  const d = crypto.createDecipheriv('aes-128-gcm', Buffer.alloc(16), Buffer.alloc(n, 3));
  d.setAuthTag(c.getAuthTag());
  assert.strictEqual(Buffer.concat([d.update(ct), d.final()]).toString(), 'hello');
}

assert.throws(() => crypto.createCipheriv('aes-128-gcm', Buffer.alloc(16), Buffer.alloc(129)), {
  code: 'ERR_CRYPTO_INVALID_IV',
});

// ChaCha20-Poly1305 takes a 12-byte nonce only.
for (const n of [8, 11, 13, 16]) {
  assert.throws(() => crypto.createCipheriv('chacha20-poly1305', key, Buffer.alloc(n)), {
    code: 'ERR_CRYPTO_INVALID_IV',
  });
}
