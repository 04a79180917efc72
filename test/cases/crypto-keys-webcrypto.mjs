// WebCrypto with asymmetric keys: generateKey, importKey/exportKey (spki, pkcs8, jwk,
// raw), sign/verify for Ed25519, ECDSA, RSASSA-PKCS1-v1_5 and RSA-PSS, RSA-OAEP
// encrypt/decrypt, ECDH/X25519 deriveBits, KeyObject <-> CryptoKey, and the
// DOMException names and messages of Node 26.
import { readFileSync } from 'node:fs';
import { createPrivateKey, KeyObject } from 'node:crypto';

const { subtle } = globalThis.crypto;
const read = (name) => readFileSync(new URL(`../fixtures/keys/${name}`, import.meta.url), 'utf8');
const der = (name, type) => createPrivateKey(read(name)).export({ format: 'der', type });
const hex = (ab) => Buffer.from(ab).toString('hex');

async function show(label, fn) {
  try {
    console.log(label, await fn());
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
}

const data = new TextEncoder().encode('hello webcrypto');

// Ed25519 from a fixed key: deterministic signature.
const edPriv = await subtle.importKey('pkcs8', der('ed25519_private.pem', 'pkcs8'), 'Ed25519', true, ['sign']);
const edJwk = await subtle.exportKey('jwk', edPriv);
const edPub = await subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: edJwk.x }, { name: 'Ed25519' }, true, ['verify']);
console.log(edPriv, edPub.algorithm, edPub.usages);
console.log('ed jwk', Object.keys(edJwk), edJwk.alg, edJwk.key_ops, edJwk.ext);
const edSig = await subtle.sign('Ed25519', edPriv, data);
console.log('ed sig', hex(edSig));
console.log('ed verify', await subtle.verify({ name: 'Ed25519' }, edPub, edSig, data));
console.log('ed verify tampered', await subtle.verify('Ed25519', edPub, edSig, new Uint8Array(3)));
console.log('ed raw', hex(await subtle.exportKey('raw', edPub)) === Buffer.from(edJwk.x, 'base64url').toString('hex'));
console.log('ed spki', hex(await subtle.exportKey('spki', edPub)));
const edRaw = await subtle.importKey('raw', await subtle.exportKey('raw', edPub), 'Ed25519', false, ['verify']);
console.log('ed raw import', edRaw.extractable, await subtle.verify('Ed25519', edRaw, edSig, data));

// ECDSA with generated and fixed keys.
for (const [namedCurve, hash, file] of [['P-256', 'SHA-256', 'ec_p256_private.pem'], ['P-384', 'SHA-384', 'ec_p384_private.pem']]) {
  const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve }, true, ['sign', 'verify']);
  console.log('ecdsa', namedCurve, pair.publicKey.algorithm, pair.privateKey.usages, pair.publicKey.extractable);
  const sig = await subtle.sign({ name: 'ECDSA', hash }, pair.privateKey, data);
  console.log('ecdsa sig', sig.byteLength, await subtle.verify({ name: 'ECDSA', hash }, pair.publicKey, sig, data));
  const fixed = await subtle.importKey('pkcs8', der(file, 'pkcs8'), { name: 'ECDSA', namedCurve }, true, ['sign']);
  const jwk = await subtle.exportKey('jwk', fixed);
  console.log('ecdsa jwk', Object.keys(jwk), jwk.crv);
  const pub = await subtle.importKey('jwk', { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y }, { name: 'ECDSA', namedCurve }, true, ['verify']);
  const raw = await subtle.exportKey('raw', pub);
  console.log('ecdsa raw', raw.byteLength, new Uint8Array(raw)[0]);
  const fsig = await subtle.sign({ name: 'ECDSA', hash }, fixed, data);
  console.log('ecdsa fixed', await subtle.verify({ name: 'ECDSA', hash }, pub, fsig, data));
  const spki = await subtle.exportKey('spki', pub);
  console.log('ecdsa spki', new Uint8Array(spki)[0], spki.byteLength);
}

// RSA from the fixed key: PKCS#1 v1.5 is deterministic.
const rsaDer = der('rsa_private.pem', 'pkcs8');
const rsa = await subtle.importKey('pkcs8', rsaDer, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, ['sign']);
console.log('rsa', rsa.algorithm);
const rsaSig = await subtle.sign('RSASSA-PKCS1-v1_5', rsa, data);
console.log('rsa sig', hex(rsaSig).slice(0, 64));
const rsaJwk = await subtle.exportKey('jwk', rsa);
console.log('rsa jwk', Object.keys(rsaJwk), rsaJwk.alg);
const rsaPub = await subtle.importKey('jwk', { kty: 'RSA', n: rsaJwk.n, e: rsaJwk.e, alg: 'RS256' }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, ['verify']);
console.log('rsa verify', await subtle.verify('RSASSA-PKCS1-v1_5', rsaPub, rsaSig, data));
const pss = await subtle.importKey('pkcs8', rsaDer, { name: 'RSA-PSS', hash: 'SHA-512' }, false, ['sign']);
const pssPub = await subtle.importKey('jwk', { kty: 'RSA', n: rsaJwk.n, e: rsaJwk.e }, { name: 'RSA-PSS', hash: 'SHA-512' }, true, ['verify']);
const pssSig = await subtle.sign({ name: 'RSA-PSS', saltLength: 32 }, pss, data);
console.log('pss', pssSig.byteLength, await subtle.verify({ name: 'RSA-PSS', saltLength: 32 }, pssPub, pssSig, data),
            await subtle.verify({ name: 'RSA-PSS', saltLength: 0 }, pssPub, pssSig, data));
console.log('pss jwk alg', (await subtle.exportKey('jwk', pssPub)).alg);

// RSA-OAEP.
const oaepPair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt', 'wrapKey']);
console.log('oaep', oaepPair.publicKey.usages, oaepPair.privateKey.usages, oaepPair.privateKey.algorithm.modulusLength);
const ct = await subtle.encrypt({ name: 'RSA-OAEP', label: new Uint8Array([1, 2]) }, oaepPair.publicKey, data);
console.log('oaep round trip', ct.byteLength, new TextDecoder().decode(await subtle.decrypt({ name: 'RSA-OAEP', label: new Uint8Array([1, 2]) }, oaepPair.privateKey, ct)));
await show('oaep wrong label', () => subtle.decrypt({ name: 'RSA-OAEP' }, oaepPair.privateKey, ct));
console.log('oaep jwk alg', (await subtle.exportKey('jwk', oaepPair.publicKey)).alg);

// Key agreement.
const x1 = await subtle.importKey('pkcs8', der('x25519_private.pem', 'pkcs8'), 'X25519', true, ['deriveBits', 'deriveKey']);
const x2 = await subtle.importKey('pkcs8', der('x25519_private2.pem', 'pkcs8'), { name: 'X25519' }, true, ['deriveBits']);
const x2pub = await subtle.importKey('spki', createPrivateKey(read('x25519_private2.pem')).export && Buffer.from(read('x25519_public2.pem').split('\n').slice(1, -2).join(''), 'base64'), 'X25519', true, []);
console.log('x25519', x1.usages, x2pub.usages, x2pub.type);
console.log('x25519 bits', hex(await subtle.deriveBits({ name: 'X25519', public: x2pub }, x1, 256)));
console.log('x25519 null', (await subtle.deriveBits({ name: 'X25519', public: x2pub }, x1, null)).byteLength);
console.log('x25519 12 bits', hex(await subtle.deriveBits({ name: 'X25519', public: x2pub }, x1, 12)));
const aes = await subtle.deriveKey({ name: 'X25519', public: x2pub }, x1, { name: 'AES-GCM', length: 128 }, true, ['encrypt']);
console.log('x25519 deriveKey', aes.algorithm, hex(await subtle.exportKey('raw', aes)));
const e1 = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-384' }, true, ['deriveBits']);
const e2 = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-384' }, false, ['deriveBits']);
const s12 = await subtle.deriveBits({ name: 'ECDH', public: e2.publicKey }, e1.privateKey, 384);
const s21 = await subtle.deriveBits({ name: 'ECDH', public: e1.publicKey }, e2.privateKey, 384);
console.log('ecdh', s12.byteLength, hex(s12) === hex(s21), e1.publicKey.usages, e2.privateKey.extractable);

// KeyObject <-> CryptoKey.
const ko = createPrivateKey(read('ed25519_private.pem'));
const ck = ko.toCryptoKey('Ed25519', false, ['sign']);
console.log('toCryptoKey', ck.type, ck.algorithm, ck.extractable, hex(await subtle.sign('Ed25519', ck, data)) === hex(edSig));
console.log('KeyObject.from', KeyObject.from(rsa).asymmetricKeyDetails.modulusLength, KeyObject.from(edPub).type);

// Errors.
await show('raw private', () => subtle.exportKey('raw', edPriv));
await show('pkcs8 public', () => subtle.exportKey('pkcs8', edPub));
await show('spki private', () => subtle.exportKey('spki', edPriv));
await show('not extractable', () => subtle.exportKey('jwk', pss));
await show('bad usage', () => subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['encrypt']));
await show('empty usage', () => subtle.generateKey({ name: 'Ed25519' }, true, ['verify']));
await show('bad curve', () => subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-999' }, true, ['sign']));
await show('no curve', () => subtle.generateKey({ name: 'ECDSA' }, true, ['sign']));
await show('curve mismatch', () => subtle.importKey('pkcs8', der('ec_p256_private.pem', 'pkcs8'), { name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign']));
await show('wrong key type', () => subtle.importKey('pkcs8', der('ec_p256_private.pem', 'pkcs8'), 'Ed25519', true, ['sign']));
await show('garbage spki', () => subtle.importKey('spki', new Uint8Array(4), 'Ed25519', true, ['verify']));
await show('garbage raw', () => subtle.importKey('raw', new Uint8Array(5), { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']));
await show('private usage', () => subtle.importKey('pkcs8', der('ed25519_private.pem', 'pkcs8'), 'Ed25519', true, ['verify']));
await show('sign with public', () => subtle.sign('Ed25519', edPub, data));
await show('wrong algorithm', () => subtle.sign('Ed25519', rsa, data));
await show('ecdsa no hash', () => subtle.sign({ name: 'ECDSA' }, edPriv, data));
await show('pss no salt', () => subtle.sign({ name: 'RSA-PSS' }, pss, data));
await show('derive too long', () => subtle.deriveBits({ name: 'X25519', public: x2pub }, x1, 512));
await show('derive not key', () => subtle.deriveBits({ name: 'X25519', public: 5 }, x1, 256));
await show('derive private', () => subtle.deriveBits({ name: 'X25519', public: x2 }, x1, 256));
await show('derive other alg', () => subtle.deriveBits({ name: 'X25519', public: edPub }, x1, 256));
await show('derive no usage', () => subtle.deriveBits({ name: 'X25519', public: x2pub }, oaepPair.privateKey, 256));
await show('jwk kty', () => subtle.importKey('jwk', { kty: 'EC', crv: 'Ed25519', x: edJwk.x }, 'Ed25519', true, ['verify']));
await show('jwk alg', () => subtle.importKey('jwk', { kty: 'RSA', n: rsaJwk.n, e: rsaJwk.e, alg: 'RS384' }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, ['verify']));
await show('exponent type', () => subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 1024, publicExponent: [1, 0, 1], hash: 'SHA-256' }, true, ['encrypt']));
