// P-521 (secp521r1) keys across the APIs: a Node 26.10 key and signature verify here, and
// what is made here has Node's shapes (signature sizes, point lengths, names).
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

const nodeKey = "-----BEGIN PUBLIC KEY-----\nMIGbMBAGByqGSM49AgEGBSuBBAAjA4GGAAQA1D6Srje5DhnYlNha2iUkNF3/j1CH\nXP6tf6u+eIoNlektY3X0E2VKEXigsh/L/l6gP7nisXsF2z/yeozEViYVAXUB8vwz\ngOwOk+RBilhYmbFgxmlMCdz5KOsWxYCJAGeGpBD//9dhyp1AY3kH45DlZZGEIjQU\nuQd6y+zjvW4mrPEvDGQ=\n-----END PUBLIC KEY-----\n";
const nodeJwk = {"kty": "EC", "x": "ANQ-kq43uQ4Z2JTYWtolJDRd_49Qh1z-rX-rvniKDZXpLWN19BNlShF4oLIfy_5eoD-54rF7Bds_8nqMxFYmFQF1", "y": "AfL8M4DsDpPkQYpYWJmxYMZpTAnc-SjrFsWAiQBnhqQQ___XYcqdQGN5B-OQ5WWRhCI0FLkHesvs471uJqzxLwxk", "crv": "P-521", "d": "AM6AWO4cXprWMi6tPL8aFEJi0AjDreQown0IbqfzQWRL3VjHrlR2YTLY8wlvGrv9f4cIHIKzc6zGMiZJ0vKyFW9w"};
const nodeSig = 'MIGIAkIBEDVrOZEO0l1MS+ufcH2FkihsGsIz2MVXpk0iQVfosUkbfKvW4u/QVPF1RI4Pg6E1xV3+DWaUza8oaItiZZ75OAgCQgE8KBUielr9WLAfFgiwy0/CgeaN6L5FDg7PeEPRBMyBAsFfQDiplbhDh5diGk8WKQ9AIXTo+QMfbzqUKCJhQ4R8JQ==';
const data = Buffer.from('minirt');

{
  const pub = crypto.createPublicKey(nodeKey);
  assert.deepStrictEqual(pub.asymmetricKeyDetails, { namedCurve: 'secp521r1' });
  assert.strictEqual(crypto.verify('sha512', data, pub, Buffer.from(nodeSig, 'base64')), true);
  assert.strictEqual(crypto.verify('sha512', Buffer.from('other'), pub, Buffer.from(nodeSig, 'base64')), false);
  // The JWK private key is the same key: it signs what the public key verifies.
  const priv = crypto.createPrivateKey({ key: nodeJwk, format: 'jwk' });
  assert.strictEqual(priv.export({ format: 'jwk' }).x, nodeJwk.x);
  const sig = crypto.sign('sha512', data, { key: priv, dsaEncoding: 'ieee-p1363' });
  assert.strictEqual(sig.length, 132);
  assert.strictEqual(crypto.verify('sha512', data, { key: pub, dsaEncoding: 'ieee-p1363' }, sig), true);
}

assert(crypto.getCurves().includes('secp521r1'));

{
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-521' });
  assert.strictEqual(publicKey.export({ format: 'jwk' }).crv, 'P-521');
  const back = crypto.createPrivateKey(privateKey.export({ type: 'sec1', format: 'pem' }));
  assert.strictEqual(back.asymmetricKeyDetails.namedCurve, 'secp521r1');

  const a = crypto.createECDH('secp521r1');
  const b = crypto.createECDH('secp521r1');
  a.generateKeys();
  b.generateKeys();
  assert.strictEqual(a.getPublicKey().length, 133);
  assert.strictEqual(a.getPublicKey(null, 'compressed').length, 67);
  assert.deepStrictEqual(a.computeSecret(b.getPublicKey()), b.computeSecret(a.getPublicKey()));
  assert.strictEqual(a.computeSecret(b.getPublicKey()).length, 66);
}

(async () => {
  const { subtle } = globalThis.crypto;
  const k = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-521' }, true, ['sign', 'verify']);
  const s = await subtle.sign({ name: 'ECDSA', hash: 'SHA-512' }, k.privateKey, data);
  assert.strictEqual(s.byteLength, 132);
  assert.strictEqual(await subtle.verify({ name: 'ECDSA', hash: 'SHA-512' }, k.publicKey, s, data), true);
  const jwk = await subtle.exportKey('jwk', k.privateKey);
  assert.strictEqual(jwk.crv, 'P-521');
  const imported = await subtle.importKey('jwk', { ...nodeJwk, alg: 'ES512' },
                                          { name: 'ECDSA', namedCurve: 'P-521' }, false, ['sign']);
  assert.strictEqual(imported.algorithm.namedCurve, 'P-521');
})().then(require('../common').mustCall());
