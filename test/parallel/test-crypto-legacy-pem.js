// Triple DES ciphers and OpenSSL's traditional encrypted PEM (Proc-Type/DEK-Info) for
// PKCS#1 and SEC1 keys. The fixed values were made by Node 26.10.
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

const text = 'The quick brown fox jumps over the lazy dog';

// Triple DES, two- and three-key, ECB and CBC: Node's ciphertexts, and back.
{
  const key3 = Buffer.from('0123456789abcdef01234567');
  const iv3 = Buffer.from('12345678');
  const key2 = Buffer.from('fedcba9876543210');
  const iv2 = Buffer.from('abcdefgh');
  const cases = [
    ['des-ede3-cbc', key3, iv3, '338ea8a37e15b4c5741546afd4edbc4b9d7391d52e73d881d3a1f7fdd4725fd181aedfac990be08ff54b7c8cf998a13d'],
    ['des3', key3, iv3, '338ea8a37e15b4c5741546afd4edbc4b9d7391d52e73d881d3a1f7fdd4725fd181aedfac990be08ff54b7c8cf998a13d'],
    ['des-ede3', key3, null, 'e72bba2b1fb4087092de48011dffaa1fd975fbf8dde427fbae1ba3c26f0326ef9ffde7271252386e7bdea414d4381251'],
    ['des-ede-cbc', key2, iv2, '36e05030dfb7ade9b3e7e7ecd493d7bf340ca4e21a1fe72980a721536e4258b78a31da5649544aa912a69c05beb36123'],
    ['des-ede', key2, null, 'b77dcc7c038f6d68880da206f4dbb8900e1b976142f43b1c3a99aab59f519ef149fe620d4a9d90f2de01895c7e6f34f7'],
  ];
  for (const [name, key, iv, hex] of cases) {
    const c = crypto.createCipheriv(name, key, iv);
    // Fed in odd pieces, so partial 8-byte blocks are held back between updates.
    const parts = [c.update(text.slice(0, 5)), c.update(text.slice(5, 19)), c.update(text.slice(19))];
    assert.strictEqual(Buffer.concat([...parts, c.final()]).toString('hex'), hex, name);
    const d = crypto.createDecipheriv(name, key, iv);
    assert.strictEqual(d.update(hex, 'hex', 'utf8') + d.final('utf8'), text, name);
  }
  assert.deepStrictEqual({ ...crypto.getCipherInfo('des-ede3-cbc') }, {
    mode: 'cbc', name: 'des-ede3-cbc', nid: 44, keyLength: 24, blockSize: 8, ivLength: 8,
  });
  assert.deepStrictEqual({ ...crypto.getCipherInfo('des-ede') }, {
    mode: 'ecb', name: 'des-ede', nid: 32, keyLength: 16, blockSize: 8, ivLength: undefined,
  });
  for (const name of ['des-ede3-cbc', 'des-ede3', 'des-ede-cbc', 'des-ede', 'des3']) {
    assert(crypto.getCiphers().includes(name), name);
  }
  // Padding is checked against the 8-byte block.
  const d = crypto.createDecipheriv('des-ede3-cbc', key3, iv3);
  d.update(Buffer.alloc(16));
  assert.throws(() => d.final(), { code: 'ERR_OSSL_BAD_DECRYPT' });
  const odd = crypto.createCipheriv('des-ede3-cbc', key3, iv3).setAutoPadding(false);
  odd.update(Buffer.alloc(12));
  assert.throws(() => odd.final(), { code: 'ERR_OSSL_WRONG_FINAL_BLOCK_LENGTH' });
  assert.throws(() => crypto.createCipheriv('des-ede3-cbc', key2, iv3), {
    code: 'ERR_CRYPTO_INVALID_KEYLEN',
  });
  // Single DES lives in OpenSSL's legacy provider, which Node does not load.
  assert.throws(() => crypto.createCipheriv('des-cbc', Buffer.alloc(8), iv3));
}

// Keys Node 26.10 encrypted: a P-256 SEC1 key under AES-256-CBC and a 512-bit RSA PKCS#1
// key under DES-EDE3-CBC, with their unencrypted PKCS#8 DER.
const ecPem = '-----BEGIN EC PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,F4A4EA375CF6CF869AD3C22103DB9FF3\n\nML2VGFGMECWgL7qKkE4HGDrcxHv76feonNGAD9YFN5mSKorcvbBWKIRJQwyKLl2Q\nK2fJQMDoFrCHf9vH6B0U9aIYKQ8y1/P+8JEzm4XoKBgwInYwrPoYzZR8KwwkF+vV\nvk0OvEU8+TtXNTfW8jM9UZIDOVTpHq14P3JO/pA2msA=\n-----END EC PRIVATE KEY-----\n';
const ecDer = '308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b02010104204864bf5026686dcdde6bcadd531ccbfbfc43a2f8d549809147bffab4a869ebf5a144034200048b9f009c89188be4b01af19d55074b423a175e99cb99258508aac28d5f9f4ab03ba84a02a40423939fc6fd7a0683eb31e30c397616302978a3ac9620b1cd5e3a';
const rsaPem = '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: DES-EDE3-CBC,312435430834FD0E\n\n90RoLLou2UepF/BUu6o4UOptt7wmsi7d2KVHZrmUsTiLfRoWAj6gVVRFJoqqv4WY\nnu6YGWtbEDH5bkBhMkVCafb97zsgPiZtgVMwX8QoAXT1tOiwEaN+M0KbQpEfVtx+\nQidXeFYAJRbYlhhmdyBu1vV9KJA2mMs4w/K7gAlykF1CNS4+S/y/mHxqpByFgTsZ\n7gM/+m7dLvDRa0ovL+rbFOqUtNPzuIoQ91XSYS5Ro6HRYv2MOlGgkp5lXJfAu9YH\nvyMPPB+4THhwv1MMvfQyZABEPDLf7iOGIOfRtDcj4mOcFFAb6MKDH2JKgbffPK6H\n/NKl7cWIPXZ6YFtA6zt976GyPdpHjjbwZPgY6na3gY7+dt/b5xMLLk+KeweW2/IZ\nz7F6ckxhyRGiEL2UswFqYZi9rYeSWll68R/uJ3HEg7e0w/fHY4xNFA==\n-----END RSA PRIVATE KEY-----\n';
const rsaDer = '30820156020100300d06092a864886f70d0101010500048201403082013c020100024100c2f70d66989c2764386633612855b3ac9525ee964d11d75c3c5075081d7c52fa1dc29aa6f9de0660756f5586ee4e40f0c9f50d9e436969e2868030523d26b34b0203010001024100a3b2f20289f2db345012a7e3550d987e39010f720da6045082a7ff8bdfce0a90568fc755e2fa6733f790d263044fa2a18bd28cf31b181cc19822cfe17b1219a9022100dfc965397efb44188329def69f7fd347c7fe0fe6c27e83db3d9f028b562b72cf022100df07921a2e08a1d33c7510b7969a07bba21ac10b2a3d826b9552dc84ea3186c5022021184b9c01276f9ea06724ce1c306f328265143cf02e7d9982b76d4ce5e56f090221008d28568139577f4c99bc220b804716d3dbe28101d7073d2f68401c900745b75d022100a1bc95f7216faa222021a0f2c794a2fc0a370cb8b29ae6126232a35ec48656d8';

const pkcs8Hex = (key) => key.export({ type: 'pkcs8', format: 'der' }).toString('hex');

for (const [pem, der, type] of [[ecPem, ecDer, 'ec'], [rsaPem, rsaDer, 'rsa']]) {
  const key = crypto.createPrivateKey({ key: pem, passphrase: 'minirt' });
  assert.strictEqual(key.asymmetricKeyType, type);
  assert.strictEqual(pkcs8Hex(key), der);
  // The public half can be asked of the encrypted private PEM too.
  const pub = crypto.createPublicKey({ key: pem, passphrase: Buffer.from('minirt') });
  assert.strictEqual(pub.type, 'public');

  // No passphrase: OpenSSL's callback gives up. A wrong one fails the padding check
  // (this key and passphrase are known to).
  assert.throws(() => crypto.createPrivateKey(pem), {
    code: 'ERR_OSSL_CRYPTO_INTERRUPTED_OR_CANCELLED',
    message: 'error:07880109:common libcrypto routines::interrupted or cancelled',
  });
  assert.throws(() => crypto.createPrivateKey({ key: pem, passphrase: 'wrong' }), {
    code: 'ERR_OSSL_BAD_DECRYPT',
    message: 'error:1C800064:Provider routines::bad decrypt',
    library: 'Provider routines',
    reason: 'bad decrypt',
  });
}

// A cipher OpenSSL does not know in DEK-Info.
assert.throws(
  () => crypto.createPrivateKey({ key: ecPem.replace('AES-256-CBC', 'AES-256-XYZ'), passphrase: 'minirt' }),
  { code: 'ERR_OSSL_PEM_UNSUPPORTED_ENCRYPTION', message: 'error:04800072:PEM routines::unsupported encryption' });

// Writing: each cipher gives OpenSSL's headers and reads back to the same key.
{
  const ec = crypto.createPrivateKey({ key: ecPem, passphrase: 'minirt' });
  const rsa = crypto.createPrivateKey({ key: rsaPem, passphrase: 'minirt' });
  for (const [key, type, label] of [[ec, 'sec1', 'EC'], [rsa, 'pkcs1', 'RSA']]) {
    for (const [cipher, dek, ivLen] of [['aes-128-cbc', 'AES-128-CBC', 16], ['des-ede3-cbc', 'DES-EDE3-CBC', 8],
                                        ['aes-192-ctr', 'AES-192-CTR', 16]]) {
      const pem = key.export({ type, format: 'pem', cipher, passphrase: 'pw' });
      const lines = pem.split('\n');
      assert.strictEqual(lines[0], `-----BEGIN ${label} PRIVATE KEY-----`);
      assert.strictEqual(lines[1], 'Proc-Type: 4,ENCRYPTED');
      assert.match(lines[2], new RegExp(`^DEK-Info: ${dek},[0-9A-F]{${ivLen * 2}}$`));
      assert.strictEqual(lines[3], '');
      const back = crypto.createPrivateKey({ key: pem, passphrase: 'pw' });
      assert.strictEqual(pkcs8Hex(back), pkcs8Hex(key));
    }
    // ECB has no IV to salt the key with.
    for (const cipher of ['aes-128-ecb']) {
      assert.throws(() => key.export({ type, format: 'pem', cipher, passphrase: 'pw' }), {
        code: 'ERR_OSSL_PEM_UNSUPPORTED_CIPHER',
        message: 'error:04800071:PEM routines::unsupported cipher',
      });
    }
    assert.throws(() => key.export({ type, format: 'pem', cipher: 'nope', passphrase: 'pw' }), {
      code: 'ERR_CRYPTO_UNKNOWN_CIPHER', message: 'Unknown cipher',
    });
  }
}

// generateKeyPair writes encrypted PKCS#1 directly, and the pair still works.
{
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 512,
    publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'secret' },
  });
  assert.match(privateKey, /^-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,/);
  const ct = crypto.publicEncrypt(publicKey, Buffer.from('hello'));
  assert.strictEqual(crypto.privateDecrypt({ key: privateKey, passphrase: 'secret' }, ct).toString(), 'hello');
}

// OpenSSL reads base64 lines of any length, not only RFC 7468's 64 (76 is common).
{
  const key = crypto.createPrivateKey({ key: ecPem, passphrase: 'minirt' });
  const pem = key.export({ type: 'pkcs8', format: 'pem' });
  const body = pem.split('\n').slice(1, -2).join('');
  for (const width of [72, 76, 1000]) {
    const lines = body.match(new RegExp(`.{1,${width}}`, 'g'));
    const rewrapped = `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`;
    assert.strictEqual(pkcs8Hex(crypto.createPrivateKey(rewrapped)), ecDer);
  }
  // Broken base64 is still a decoder error.
  assert.throws(() => crypto.createPrivateKey('-----BEGIN PRIVATE KEY-----\nMII*\n-----END PRIVATE KEY-----\n'),
                { code: 'ERR_OSSL_UNSUPPORTED' });
}
