// Ed448, X448 and Diffie-Hellman KeyObjects: keys, signatures and shared secrets Node 26.10
// made read here and give Node's results; Ed448 contexts, X448 and DH agreement between
// keys made here, the encodings written back byte for byte, and Node's errors for what
// these keys refuse.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const data = Buffer.from('minirt');
const ed448Pem = "-----BEGIN PRIVATE KEY-----\nMEcCAQAwBQYDK2VxBDsEOfU2/to/t37Yo5SKf1DxtihDly2QglZyNAT+tO76JoD0\ne5HZU5yAN4RTEgUDBUIQeWVl6vu6IRpJEw==\n-----END PRIVATE KEY-----\n";
const ed448CtxSig = Buffer.from("Vo/QqTvanIUPHfhmLtxU+ez88QHUiHfZg+6EaZ+z338hChW2sRNqoG66kt3/ogQBua7ffYgymHcAlm23lk30bAlMcjE2YXI2FUw1z6DaOm3yNjEbJkUP51JyArd+FssuXRRzQuGMIdIGZ/++UzlaNC4A", 'base64');
const x448APem = "-----BEGIN PRIVATE KEY-----\nMEYCAQAwBQYDK2VvBDoEOMyeAw09SPv6w5v8G5B9N4ljR5uRUpq+yoZn4BGJ3M94\nAd3Jf2TdA5sM2XaaaUQJDKnYNmUTpYCa\n-----END PRIVATE KEY-----\n";
const x448BJwk = {"kty": "OKP", "crv": "X448", "x": "1sJHMyRQTyDFeZUAGGdD69vNM7xmnmzB1j7tgYK_9zNHR9J8SlCz8xdPMKbXIbUEvQf_iCEOYQs"};
const x448Secret = "2ad14288cbd0fa5492daec8b5715cdc2eacb6cd030473ec994e2ef1e0735d2659416c7a05bfae7649fadbb7ee1fbd94509a11d94b9d8d58d";
const dhAPem = "-----BEGIN PRIVATE KEY-----\nMIHcAgEAMHMGCSqGSIb3DQEDATBmAmEA///////////JD9qiIWjCNMTGYouA3BzR\nKQJOCIpnzHQCC76mOxObIlFKCHmONATd75UZs806QxswKwpt8l8UN0/hNW1tUcJF\n5IW1dmJefsb0TELppjo2IP//////////AgECBGICYDABBXOnKK52ZsDjSNuHBEow\no4/eDAD8T3rqK1JBIOgbLC/IwBUuOl6cwJ+PsMEa6uBW+v9F/EfuVsx+FYAM4cJX\n8oRR9Vu5Qcxya5qj91GBR30+lTdySwgFB5gCoP+Y/A==\n-----END PRIVATE KEY-----\n";
const dhBSpki = "-----BEGIN PUBLIC KEY-----\nMIHbMHMGCSqGSIb3DQEDATBmAmEA///////////JD9qiIWjCNMTGYouA3BzRKQJO\nCIpnzHQCC76mOxObIlFKCHmONATd75UZs806QxswKwpt8l8UN0/hNW1tUcJF5IW1\ndmJefsb0TELppjo2IP//////////AgECA2QAAmEA6HTAIvL+pGyAa6cxj7OtJIbw\nLkW1mbLKwGMZ1J/X95a4V+V7Mt5ejbDdOTyV+rJOY3alWGWWGM09hdrsAv3N8Aga\nIX+6GoIdNRnHsIQcQxrd52JZVhB1pUnVK5aKNr/Y\n-----END PUBLIC KEY-----\n";
const dhSecret = "2c0b5c20d09fe2a77ac0c8ef2c92b58244c3a4c67d5fbacac29bd681704ecf925342d29a3a48f28e7085ce2bafc182ee3caa87564c08b8361d36a91f0fa7fd390ee0e45995df4d7466bf017424e582524bcdba60bba0004f5de082c6958df459";

// Ed448: Node's key and signature under a context.
{
  const priv = crypto.createPrivateKey(ed448Pem);
  const pub = crypto.createPublicKey(priv);
  assert.strictEqual(priv.asymmetricKeyType, 'ed448');
  assert.deepStrictEqual(pub.asymmetricKeyDetails, {});
  assert.strictEqual(priv.export({ type: 'pkcs8', format: 'pem' }), ed448Pem);
  const context = Buffer.from('ctx');
  assert.strictEqual(crypto.verify(null, data, { key: pub, context }, ed448CtxSig), true);
  assert.strictEqual(crypto.verify(null, data, pub, ed448CtxSig), false);
  assert.strictEqual(crypto.verify(null, data, { key: pub, context: Buffer.from('ctY') }, ed448CtxSig), false);
  // Ed448 is deterministic: signing again gives Node's bytes.
  assert.deepStrictEqual(crypto.sign(null, data, { key: priv, context }), ed448CtxSig);
  // An empty context is plain Ed448.
  const plain = crypto.sign(null, data, priv);
  assert.strictEqual(plain.length, 114);
  assert.deepStrictEqual(crypto.sign(null, data, { key: priv, context: new Uint8Array(0) }), plain);
  assert.strictEqual(crypto.verify(null, data, pub, plain), true);

  const jwk = priv.export({ format: 'jwk' });
  assert.strictEqual(jwk.crv, 'Ed448');
  assert.strictEqual(Buffer.from(jwk.d, 'base64url').length, 57);
  assert.ok(crypto.createPrivateKey({ key: jwk, format: 'jwk' }).equals(priv));
  assert.ok(crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed448', x: jwk.x }, format: 'jwk' })
    .equals(pub));

  assert.throws(() => crypto.sign('sha256', data, priv), { code: 'ERR_OSSL_INVALID_DIGEST' });
  assert.throws(() => crypto.sign(null, data, { key: priv, context: Buffer.alloc(256) }), {
    name: 'RangeError', code: 'ERR_OUT_OF_RANGE', message: 'context string must be at most 255 bytes',
  });
  assert.throws(() => crypto.sign(null, data, { key: priv, context: 'ctx' }), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
  assert.throws(() => crypto.createSign('sha256').update(data).sign(priv), {
    code: 'ERR_CRYPTO_UNSUPPORTED_OPERATION',
  });
}

// Ed448 keys made here, through the callback form too.
crypto.generateKeyPair('ed448', {
  publicKeyEncoding: { type: 'spki', format: 'der' },
}, common.mustSucceed((publicDer, privateKey) => {
  assert.strictEqual(publicDer.length, 69);
  const sig = crypto.sign(null, data, privateKey);
  assert.strictEqual(crypto.verify(null, data, { key: publicDer, format: 'der', type: 'spki' }, sig),
                     true);
}));

// X448: Node's keys give Node's secret; keys made here agree with each other.
{
  const a = crypto.createPrivateKey(x448APem);
  const b = crypto.createPublicKey({ key: x448BJwk, format: 'jwk' });
  assert.strictEqual(a.asymmetricKeyType, 'x448');
  assert.strictEqual(crypto.diffieHellman({ privateKey: a, publicKey: b }).toString('hex'), x448Secret);
  assert.strictEqual(a.export({ type: 'pkcs8', format: 'pem' }), x448APem);
  assert.deepStrictEqual(b.export({ format: 'jwk' }), x448BJwk);

  const c = crypto.generateKeyPairSync('x448');
  const d = crypto.generateKeyPairSync('x448');
  const s1 = crypto.diffieHellman({ privateKey: c.privateKey, publicKey: d.publicKey });
  assert.strictEqual(s1.length, 56);
  assert.deepStrictEqual(crypto.diffieHellman({ privateKey: d.privateKey, publicKey: c.publicKey }), s1);

  const zero = crypto.createPublicKey({
    key: { kty: 'OKP', crv: 'X448', x: Buffer.alloc(56).toString('base64url') }, format: 'jwk',
  });
  assert.throws(() => crypto.diffieHellman({ privateKey: a, publicKey: zero }), {
    code: 'ERR_OSSL_FAILED_DURING_DERIVATION',
  });
  const x25519 = crypto.generateKeyPairSync('x25519');
  assert.throws(() => crypto.diffieHellman({ privateKey: a, publicKey: x25519.publicKey }), {
    code: 'ERR_CRYPTO_INCOMPATIBLE_KEY',
    message: 'Incompatible key types for Diffie-Hellman: x448 and x25519',
  });
  assert.throws(() => crypto.sign(null, data, a), {
    code: 'ERR_OSSL_EVP_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE',
  });
}

// Diffie-Hellman KeyObjects on the modp1 group.
{
  const a = crypto.createPrivateKey(dhAPem);
  const b = crypto.createPublicKey(dhBSpki);
  assert.strictEqual(a.asymmetricKeyType, 'dh');
  assert.deepStrictEqual(a.asymmetricKeyDetails, {});
  assert.strictEqual(crypto.diffieHellman({ privateKey: a, publicKey: b }).toString('hex'), dhSecret);
  assert.strictEqual(a.export({ type: 'pkcs8', format: 'pem' }), dhAPem);
  assert.strictEqual(b.export({ type: 'spki', format: 'pem' }), dhBSpki);
  assert.throws(() => a.export({ format: 'jwk' }), { code: 'ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE' });

  // Keys made here on the same group agree with Node's.
  const c = crypto.generateKeyPairSync('dh', { group: 'modp1' });
  assert.deepStrictEqual(crypto.diffieHellman({ privateKey: c.privateKey, publicKey: b }),
                         crypto.diffieHellman({ privateKey: c.privateKey, publicKey: b }));
  const fromA = crypto.diffieHellman({ privateKey: a, publicKey: c.publicKey });
  assert.deepStrictEqual(crypto.diffieHellman({ privateKey: c.privateKey, publicKey: a }), fromA);

  const other = crypto.generateKeyPairSync('dh', { group: 'modp2' });
  assert.throws(() => crypto.diffieHellman({ privateKey: a, publicKey: other.publicKey }), {
    code: 'ERR_OSSL_MISMATCHING_DOMAIN_PARAMETERS',
  });
  assert.throws(() => crypto.generateKeyPairSync('dh', { primeLength: 256 }), {
    code: 'ERR_OSSL_DH_MODULUS_TOO_SMALL',
    message: 'error:0280007E:Diffie-Hellman routines::modulus too small',
  });
  assert.throws(() => crypto.generateKeyPairSync('dh', { primeLength: 512, generator: 1 }), {
    code: 'ERR_OSSL_DH_BAD_GENERATOR',
  });
  assert.throws(() => crypto.generateKeyPairSync('dh', { group: 'modp1', generator: 2 }), {
    code: 'ERR_INCOMPATIBLE_OPTION_PAIR',
  });
  assert.throws(() => crypto.diffieHellman({ privateKey: a }), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: "The property 'options.publicKey' is invalid. Received undefined",
  });
  // A given prime, generated on the pool.
  crypto.generateKeyPair('dh', { prime: crypto.getDiffieHellman('modp1').getPrime() },
                         common.mustSucceed((pub, priv) => {
                           const s = crypto.diffieHellman({ privateKey: priv, publicKey: b });
                           assert.strictEqual(s.length, 96);
                         }));
}
