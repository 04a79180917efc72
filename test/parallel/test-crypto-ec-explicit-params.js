// EC keys with explicit curve parameters, as Node 26.10 (OpenSSL 3) writes and reads them:
// generateKeyPair's paramEncoding: 'explicit' for SPKI, PKCS#8 and SEC1 (plain and
// encrypted), keys read with explicit parameters keep them when exported again, and equal
// the same key read by name.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

// The prime-field OID (1.2.840.10045.1.1) appears only in explicit parameters.
const primeField = Buffer.from('06072a8648ce3d0101', 'hex');
const isExplicit = (der) => der.includes(primeField);

// A P-256 key Node 26.10 wrote with paramEncoding: 'explicit' (SEC1 DER), and its JWK.
const nodeSec1 = Buffer.from(
  'MIIBaAIBAQQgCsJQm/oNQjfCBiwBNw+w+UrzCmH6aCpTIlHBmfBK6eCggfowgfcCAQEwLAYHKoZIzj0BAQIhAP///' +
  '/8AAAABAAAAAAAAAAAAAAAA////////////////MFsEIP////8AAAABAAAAAAAAAAAAAAAA///////////////8BC' +
  'BaxjXYqjqT57PrvVV2mIa8ZR0GsMxTsPY7zjw+J9JgSwMVAMSdNgiG5wSTamZ44ROdJreBn36QBEEEaxfR8uEsQkf4' +
  'vOblY6RA8ncDfYEt6zOg9KE5RdiYwpZP40Li/hp/m47n60p8D54WK84zV2sxXs7LtkBoN79R9QIhAP////8AAAAA//' +
  '////////+85vqtpxeehPO5ysL8YyVRAgEBoUQDQgAEMXwRgQIYkuchaQCST47L4cmPE27mwTdOPbiJxxEIpvkQNlrj' +
  'ZULw1H6+BZc9sZ+eNYCMT39r+PoazXIL8CspwQ==', 'base64');
const nodeJwk = {
  kty: 'EC', x: 'MXwRgQIYkuchaQCST47L4cmPE27mwTdOPbiJxxEIpvk',
  y: 'EDZa42VC8NR-vgWXPbGfnjWAjE9_a_j6Gs1yC_ArKcE', crv: 'P-256',
  d: 'CsJQm_oNQjfCBiwBNw-w-UrzCmH6aCpTIlHBmfBK6eA',
};

{
  const key = crypto.createPrivateKey({ key: nodeSec1, format: 'der', type: 'sec1' });
  assert.strictEqual(key.asymmetricKeyType, 'ec');
  assert.deepStrictEqual(key.asymmetricKeyDetails, { namedCurve: 'prime256v1' });
  assert.deepStrictEqual(key.export({ format: 'jwk' }), nodeJwk);
  // Exported again with the parameters it was read with.
  assert.deepStrictEqual(key.export({ type: 'sec1', format: 'der' }), nodeSec1);
  const pkcs8 = key.export({ type: 'pkcs8', format: 'der' });
  assert(isExplicit(pkcs8));
  const spki = crypto.createPublicKey(key).export({ type: 'spki', format: 'der' });
  assert(isExplicit(spki));
  // The same key by name: equal, and signatures cross over.
  const named = crypto.createPrivateKey({ key: nodeJwk, format: 'jwk' });
  assert(!isExplicit(named.export({ type: 'pkcs8', format: 'der' })));
  assert(key.equals(named));
  const pub = crypto.createPublicKey({ key: spki, format: 'der', type: 'spki' });
  assert(pub.equals(crypto.createPublicKey(named)));
  const sig = crypto.sign('sha256', Buffer.from('message'), key);
  assert(crypto.verify('sha256', Buffer.from('message'), crypto.createPublicKey(named), sig));
  const back = crypto.createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
  assert.deepStrictEqual(back.export({ type: 'sec1', format: 'der' }), nodeSec1);
}

// Parameters that are not those of a known curve (one byte of b changed) are refused.
{
  const bad = Buffer.from(nodeSec1);
  const at = bad.indexOf(Buffer.from('5ac635d8', 'hex'));
  assert(at > 0);
  bad[at] ^= 1;
  assert.throws(() => crypto.createPrivateKey({ key: bad, format: 'der', type: 'sec1' }),
                { code: 'ERR_OSSL_UNSUPPORTED' });
}

for (const namedCurve of ['P-256', 'secp256k1', 'P-384', 'P-521']) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', {
    namedCurve, paramEncoding: 'explicit',
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'sec1', format: 'der' },
  });
  assert(isExplicit(publicKey));
  assert(isExplicit(privateKey));
  const priv = crypto.createPrivateKey({ key: privateKey, format: 'der', type: 'sec1' });
  const pub = crypto.createPublicKey({ key: publicKey, format: 'der', type: 'spki' });
  assert(crypto.createPublicKey(priv).equals(pub));
  const sig = crypto.sign('sha384', Buffer.from('x'), priv);
  assert(crypto.verify('sha384', Buffer.from('x'), pub, sig));
}

// Encrypted outputs carry the parameters too; JWK outputs cannot and do not.
crypto.generateKeyPair('ec', {
  namedCurve: 'P-256', paramEncoding: 'explicit',
  publicKeyEncoding: { type: 'spki', format: 'jwk' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pw' },
}, common.mustSucceed((publicKey, privateKey) => {
  assert.strictEqual(publicKey.kty, 'EC');
  assert.strictEqual(publicKey.crv, 'P-256');
  assert.match(privateKey, /^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
  const key = crypto.createPrivateKey({ key: privateKey, passphrase: 'pw' });
  assert(isExplicit(key.export({ type: 'pkcs8', format: 'der' })));
  assert.strictEqual(key.export({ format: 'jwk' }).x, publicKey.x);
}));
