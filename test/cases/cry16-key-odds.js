// Asymmetric key odds: generateKeyPair's raw encodings (raw-public with an EC point form,
// raw-private and raw-seed without encryption, the key type checked once the key exists),
// export() refusing a passphrase for raw formats, key generation failures OpenSSL reports
// from its job (a zero exponent, sizes past a C int), privateEncrypt/publicDecrypt with
// signing keys that are not RSA, and a certificate serial whose DER has a leading zero.
'use strict';
const crypto = require('crypto');

function show(label, f) {
  try {
    const r = f();
    console.log(label, JSON.stringify(r));
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
}
const desc = (k) => (Buffer.isBuffer(k) ? `bytes:${k.length}` : typeof k === 'string' ? k.split('\n')[0] : `${k.type}:${k.asymmetricKeyType}`);
const gen = (type, opts) => {
  const { publicKey, privateKey } = crypto.generateKeyPairSync(type, opts);
  return [desc(publicKey), desc(privateKey)];
};

show('ed25519 raw', () => gen('ed25519', { publicKeyEncoding: { format: 'raw-public' }, privateKeyEncoding: { format: 'raw-private' } }));
show('ec raw compressed', () => gen('ec', { namedCurve: 'secp384r1', publicKeyEncoding: { format: 'raw-public', type: 'compressed' }, privateKeyEncoding: { format: 'raw-private' } }));
show('ec raw uncompressed', () => gen('ec', { namedCurve: 'P-256', publicKeyEncoding: { format: 'raw-public', type: 'uncompressed' } }));
show('x448 raw public', () => gen('x448', { publicKeyEncoding: { format: 'raw-public' } }));
show('ml-dsa raw seed', () => gen('ml-dsa-44', { publicKeyEncoding: { format: 'raw-public' }, privateKeyEncoding: { format: 'raw-seed' } }));
show('raw public type spki', () => gen('ed25519', { publicKeyEncoding: { format: 'raw-public', type: 'spki' } }));
show('raw public type null', () => gen('ed25519', { publicKeyEncoding: { format: 'raw-public', type: null } }));
show('raw private type', () => gen('ed25519', { privateKeyEncoding: { format: 'raw-private', type: 'pkcs8' } }));
show('raw private cipher', () => gen('ed25519', { privateKeyEncoding: { format: 'raw-private', cipher: 'aes-128-cbc', passphrase: 'x' } }));
show('raw seed passphrase', () => gen('ml-dsa-44', { privateKeyEncoding: { format: 'raw-seed', passphrase: 'x' } }));
show('raw private null cipher', () => gen('ed25519', { privateKeyEncoding: { format: 'raw-private', cipher: null } }));
show('raw private as public', () => gen('ed25519', { publicKeyEncoding: { format: 'raw-private' } }));
show('raw public as private', () => gen('ed25519', { privateKeyEncoding: { format: 'raw-public' } }));
show('raw seed for ed25519', () => gen('ed25519', { privateKeyEncoding: { format: 'raw-seed' } }));
show('raw public for rsa', () => gen('rsa', { modulusLength: 512, publicKeyEncoding: { format: 'raw-public' } }));

const { privateKey: ed } = crypto.generateKeyPairSync('ed25519');
for (const o of [{ format: 'raw-private', passphrase: 'x' }, { format: 'raw-private', cipher: 'aes-128-cbc' },
  { format: 'raw-private', passphrase: undefined }, { format: 'raw-seed', passphrase: 'x' }]) {
  show(`export ${JSON.stringify(o)}`, () => desc(ed.export(o)));
}

show('rsa exponent 0', () => gen('rsa', { modulusLength: 1024, publicExponent: 0 }));
show('rsa-pss exponent 0', () => gen('rsa-pss', { modulusLength: 1024, publicExponent: 0 }));
show('rsa 2**31 bits', () => gen('rsa', { modulusLength: 2 ** 31 }));
show('rsa 2**32-1 bits', () => gen('rsa-pss', { modulusLength: 2 ** 32 - 1 }));
show('dsa 2**31 bits', () => gen('dsa', { modulusLength: 2 ** 31 }));
// The asynchronous failures, one after the other so their order is fixed.
process.on('beforeExit', function once() {
  process.removeListener('beforeExit', once);
  crypto.generateKeyPair('rsa', { modulusLength: 512, publicKeyEncoding: { format: 'raw-public' } }, (err) => {
    console.log('async raw public for rsa', err.code, err.message);
    crypto.generateKeyPair('rsa', { modulusLength: 1024, publicExponent: 0 }, (err) => {
      console.log('async exponent 0', err.code, err.message, Object.keys(err));
    });
  });
});

for (const type of ['ec', 'ed25519', 'ed448', 'dsa', 'ml-dsa-44', 'x25519']) {
  const pair = type === 'ec' ? crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }) :
    type === 'dsa' ? crypto.generateKeyPairSync('dsa', { modulusLength: 1024 }) :
      crypto.generateKeyPairSync(type);
  for (const [fn, key] of [['privateEncrypt', pair.privateKey], ['publicDecrypt', pair.publicKey]]) {
    try {
      crypto[fn](key, Buffer.alloc(16));
      console.log(type, fn, 'ok');
    } catch (e) {
      console.log(type, fn, e.code, e.message, Object.keys(e).join());
    }
  }
}

// A self-signed certificate whose serial, 0x9ABCDEF012345678, is DER-encoded with a leading zero.
const certPem = [
  '-----BEGIN CERTIFICATE-----',
  'MIIBeDCCAR6gAwIBAgIJAJq83vASNFZ4MAoGCCqGSM49BAMCMBYxFDASBgNVBAMM',
  'C3NlcmlhbC50ZXN0MCAXDTI2MTIwNzEyMTk0MloYDzIxMjYxMTEzMTIxOTQyWjAW',
  'MRQwEgYDVQQDDAtzZXJpYWwudGVzdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IA',
  'BKb7hT1KvLVJI9QvliETXx3sQFfUuAfwQcNlIY2D9pb0QP1IHMnUkEL9+z7maUcw',
  'chWQSnV9qwUTD/62may6Ad+jUzBRMB0GA1UdDgQWBBTxZLGZGSwh92ery/imhYSA',
  '35JEZTAfBgNVHSMEGDAWgBTxZLGZGSwh92ery/imhYSA35JEZTAPBgNVHRMBAf8E',
  'BTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIQDH5PeOgcF4EApQy29sYbbgi7g9BMa6',
  'y+fyts7cy2+GjgIgc18cwYyXo3RI+D5itl5My0w7Q27Tm+/dZfvJgP4nKe8=',
  '-----END CERTIFICATE-----',
].join('\n');
const cert = new crypto.X509Certificate(certPem);
console.log('serial', cert.serialNumber, cert.toLegacyObject().serialNumber);
