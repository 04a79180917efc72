'use strict';
// Signatures with asymmetric keys: crypto.sign/verify one-shots, createSign/createVerify
// streams, Ed25519 (deterministic, so the bytes are printed), ECDSA in DER and IEEE P1363,
// RSA PKCS#1 v1.5 (deterministic) and PSS, plus Node's errors for bad keys and options.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const dir = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(dir, name), 'utf8');

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
}

const data = Buffer.from('The quick brown fox jumps over the lazy dog');

// Ed25519.
const edPriv = crypto.createPrivateKey(read('ed25519_private.pem'));
const edPub = crypto.createPublicKey(read('ed25519_public.pem'));
const edSig = crypto.sign(null, data, edPriv);
console.log('ed25519 sig', edSig.toString('hex'));
console.log('ed25519 verify', crypto.verify(null, data, edPub, edSig));
console.log('ed25519 verify PEM', crypto.verify(undefined, data, read('ed25519_public.pem'), edSig));
console.log('ed25519 verify private', crypto.verify(null, data, edPriv, edSig));
console.log('ed25519 sign PEM', crypto.sign(null, data, read('ed25519_private.pem')).equals(edSig));
console.log('ed25519 tampered', crypto.verify(null, Buffer.from('x'), edPub, edSig));
console.log('ed25519 short sig', crypto.verify(null, data, edPub, edSig.subarray(0, 10)));
console.log('ed25519 string data', crypto.sign(null, 'abc', edPriv).toString('base64'));

// RSA PKCS#1 v1.5 is deterministic.
const rsaPriv = crypto.createPrivateKey(read('rsa_private.pem'));
const rsaPub = crypto.createPublicKey(read('rsa_public.pem'));
for (const alg of ['sha256', 'sha1', 'sha384', 'sha512', 'RSA-SHA256', 'sha3-256']) {
  const sig = crypto.sign(alg, data, rsaPriv);
  const streamed = crypto.createSign(alg).update(data.subarray(0, 10)).update(data.subarray(10)).sign(rsaPriv);
  console.log('rsa', alg, sig.length, sig.subarray(0, 16).toString('hex'), sig.equals(streamed),
              crypto.verify(alg, data, rsaPub, sig), crypto.createVerify(alg).update(data).verify(rsaPub, sig));
}
console.log('rsa default digest', crypto.sign(null, data, rsaPriv).equals(crypto.sign('sha256', data, rsaPriv)));
console.log('rsa hex output', crypto.createSign('sha256').update(data).sign(rsaPriv, 'hex').slice(0, 32));
console.log('rsa hex verify', crypto.createVerify('sha256').update(data).verify(rsaPub, crypto.sign('sha256', data, rsaPriv).toString('hex'), 'hex'));
console.log('rsa wrong digest', crypto.verify('sha1', data, rsaPub, crypto.sign('sha256', data, rsaPriv)));

// RSA-PSS is randomized: check verification only.
const { RSA_PKCS1_PSS_PADDING, RSA_PSS_SALTLEN_DIGEST, RSA_PSS_SALTLEN_MAX_SIGN, RSA_PSS_SALTLEN_AUTO } = crypto.constants;
for (const saltLength of [undefined, RSA_PSS_SALTLEN_DIGEST, RSA_PSS_SALTLEN_MAX_SIGN, 0, 10]) {
  const sig = crypto.sign('sha256', data, { key: rsaPriv, padding: RSA_PKCS1_PSS_PADDING, saltLength });
  console.log('pss', saltLength, sig.length,
              crypto.verify('sha256', data, { key: rsaPub, padding: RSA_PKCS1_PSS_PADDING, saltLength }, sig),
              crypto.verify('sha256', data, { key: rsaPub, padding: RSA_PKCS1_PSS_PADDING, saltLength: RSA_PSS_SALTLEN_AUTO }, sig),
              crypto.verify('sha256', data, rsaPub, sig));
}
const pssSig = crypto.sign('sha256', data, { key: rsaPriv, padding: RSA_PKCS1_PSS_PADDING, saltLength: 20 });
console.log('pss salt mismatch', crypto.verify('sha256', data, { key: rsaPub, padding: RSA_PKCS1_PSS_PADDING, saltLength: 30 }, pssSig));

// ECDSA on every curve, both encodings.
for (const curve of ['p256', 'p384', 'secp256k1']) {
  const priv = crypto.createPrivateKey(read(`ec_${curve}_private.pem`));
  const pub = crypto.createPublicKey(read(`ec_${curve}_public.pem`));
  const der = crypto.sign('sha256', data, priv);
  const p1363 = crypto.sign('sha256', data, { key: priv, dsaEncoding: 'ieee-p1363' });
  console.log('ecdsa', curve, der[0], p1363.length,
              crypto.verify('sha256', data, pub, der),
              crypto.verify('sha256', data, { key: pub, dsaEncoding: 'ieee-p1363' }, p1363),
              crypto.verify('sha256', data, pub, p1363),
              crypto.verify('sha384', data, pub, der),
              crypto.verify(null, data, pub, der));
  const s = crypto.createSign('SHA512');
  s.write(data);
  s.end();
  const sig = s.sign({ key: read(`ec_${curve}_sec1.pem`), dsaEncoding: 'der' });
  console.log('ecdsa stream', curve, crypto.createVerify('sha512').update(data).verify(pub, sig));
}

// Callbacks.
crypto.sign(null, data, edPriv, (err, sig) => {
  console.log('async sign', err, sig.equals(edSig));
  crypto.verify(null, data, edPub, sig, (err2, ok) => console.log('async verify', err2, ok));
});

// Errors.
const x25519 = crypto.createPrivateKey(read('x25519_private.pem'));
show('x25519 sign', () => crypto.sign(null, data, x25519));
show('sign with public', () => crypto.sign(null, data, edPub));
show('ed25519 with digest', () => crypto.sign('sha256', data, edPriv));
show('ed25519 stream', () => crypto.createSign('sha256').update(data).sign(edPriv));
show('bad digest', () => crypto.sign('nope', data, rsaPriv));
show('digest type', () => crypto.sign(5, data, rsaPriv));
show('data type', () => crypto.sign(null, 5, edPriv));
show('no key', () => crypto.sign(null, data));
show('bad dsaEncoding', () => crypto.sign('sha256', data, { key: rsaPriv, dsaEncoding: 'x' }));
show('bad padding', () => crypto.sign('sha256', data, { key: rsaPriv, padding: 'x' }));
show('bad saltLength', () => crypto.sign('sha256', data, { key: rsaPriv, saltLength: 1.5 }));
show('createSign bad digest', () => crypto.createSign('nope'));
show('createSign type', () => crypto.createSign(5));
show('sign twice', () => { const s = crypto.createSign('sha256'); s.update('a'); s.sign(rsaPriv); return s.sign(rsaPriv); });
show('update type', () => crypto.createSign('sha256').update(5));
show('sign no key', () => crypto.createSign('sha256').sign());
show('verify sig type', () => crypto.verify(null, data, edPub, 'abc'));
show('verify garbage sig', () => crypto.verify('sha256', data, rsaPub, Buffer.alloc(256)));
show('ecdsa garbage sig', () => crypto.verify('sha256', data, crypto.createPublicKey(read('ec_p256_public.pem')), Buffer.from('3006020101020101', 'hex')));
show('secret key', () => crypto.sign('sha256', data, crypto.createSecretKey(Buffer.alloc(8))));
show('garbage key', () => crypto.sign('sha256', data, 'not a key'));
