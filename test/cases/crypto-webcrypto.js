// WebCrypto (globalThis.crypto.subtle): digest, HMAC, AES-GCM, PBKDF2 and HKDF with raw
// and JWK keys, secret KeyObjects and CryptoKeys, and the rejection for each kind of
// bad argument.
'use strict';
const { subtle } = globalThis.crypto;
const nodeCrypto = require('crypto');

function out(v) {
  if (v instanceof ArrayBuffer) return `ArrayBuffer ${Buffer.from(v).toString('hex')}`;
  if (v && typeof v === 'object' && v.constructor && v.constructor.name === 'CryptoKey') {
    return `CryptoKey ${v.type} ${v.extractable} ${JSON.stringify(v.algorithm)} ${v.usages}`;
  }
  return typeof v === 'object' ? JSON.stringify(v) : v;
}

async function show(label, fn) {
  try {
    console.log(label, out(await fn()));
  } catch (e) {
    console.log(label, 'rejected', e.name, e.code, JSON.stringify(e.message));
  }
}

(async () => {
  const data = Buffer.from('abc');
  for (const name of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'sha-256']) {
    await show(`digest ${name}`, () => subtle.digest(name, data));
  }
  await show('digest object', () => subtle.digest({ name: 'SHA-256' }, new Uint8Array(data).buffer));
  await show('digest unknown', () => subtle.digest('SHA-7', data));
  await show('digest number', () => subtle.digest(1, data));
  await show('digest no name', () => subtle.digest({}, data));
  await show('digest string data', () => subtle.digest('SHA-256', 'abc'));
  await show('digest one arg', () => subtle.digest('SHA-256'));
  await show('digest this', () => subtle.digest.call({}, 'SHA-256', data));

  const hk = await subtle.importKey('raw', Buffer.from('key'), { name: 'HMAC', hash: 'SHA-256' },
                                    true, ['verify', 'sign']);
  await show('hmac key', () => hk);
  await show('hmac sign', () => subtle.sign('HMAC', hk, data));
  const sig = await subtle.sign({ name: 'hmac' }, hk, data);
  await show('hmac verify', () => subtle.verify('HMAC', hk, sig, data));
  await show('hmac verify wrong', () => subtle.verify('HMAC', hk, new Uint8Array(32), data));
  await show('hmac verify short', () => subtle.verify('HMAC', hk, new Uint8Array(3), data));
  await show('hmac export raw', () => subtle.exportKey('raw', hk));
  await show('hmac export jwk', () => subtle.exportKey('jwk', hk));
  await show('hmac export spki', () => subtle.exportKey('spki', hk));
  await show('hmac jwk import', () => subtle.importKey('jwk', { kty: 'oct', k: 'AQI' },
    { name: 'HMAC', hash: 'SHA-1' }, true, ['sign', 'verify']));
  await show('hmac jwk alg', () => subtle.importKey('jwk', { kty: 'oct', k: 'AQI', alg: 'HS512' },
    { name: 'HMAC', hash: 'SHA-1' }, true, ['sign']));
  await show('hmac no hash', () => subtle.importKey('raw', data, { name: 'HMAC' }, true, ['sign']));
  await show('hmac bad hash', () => subtle.importKey('raw', data, { name: 'HMAC', hash: 'SHA-7' }, true, ['sign']));
  await show('hmac bad usage', () => subtle.importKey('raw', data, { name: 'HMAC', hash: 'SHA-256' }, true, ['encrypt']));
  await show('hmac no usages', () => subtle.importKey('raw', data, { name: 'HMAC', hash: 'SHA-256' }, true, []));
  await show('hmac empty key', () => subtle.importKey('raw', Buffer.alloc(0), { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']));
  await show('hmac length', () => subtle.importKey('raw', Buffer.alloc(16), { name: 'HMAC', hash: 'SHA-256', length: 100 }, true, ['sign']));
  await show('bad format', () => subtle.importKey('foo', data, { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']));
  await show('string key data', () => subtle.importKey('raw', 'key', { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']));
  const vk = await subtle.importKey('raw', Buffer.from('key'), { name: 'HMAC', hash: 'SHA-256' }, true, ['verify']);
  await show('sign without usage', () => subtle.sign('HMAC', vk, data));
  await show('sign not a key', () => subtle.sign('HMAC', 1, data));
  await show('sign two args', () => subtle.sign('HMAC', hk));
  await show('hmac generate', async () => {
    const k = await subtle.generateKey({ name: 'HMAC', hash: 'SHA-512' }, true, ['sign']);
    return `${JSON.stringify(k.algorithm)} ${(await subtle.exportKey('raw', k)).byteLength}`;
  });

  const ak = await subtle.importKey('raw', Buffer.alloc(16, 1), 'AES-GCM', true, ['encrypt', 'decrypt']);
  await show('aes key', () => ak);
  await show('aes encrypt', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, ak, Buffer.from('hello')));
  await show('aes encrypt aad 96', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(12),
    additionalData: Buffer.from('x'), tagLength: 96 }, ak, Buffer.from('hello')));
  await show('aes round trip', async () => {
    const ct = await subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(16, 2) }, ak, Buffer.from('hello'));
    return Buffer.from(await subtle.decrypt({ name: 'AES-GCM', iv: Buffer.alloc(16, 2) }, ak, ct)).toString();
  });
  await show('aes bad tag length', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(12), tagLength: 100 }, ak, data));
  await show('aes no iv', () => subtle.encrypt({ name: 'AES-GCM' }, ak, data));
  await show('aes empty iv', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(0) }, ak, data));
  await show('aes decrypt bad', () => subtle.decrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, ak, Buffer.alloc(20)));
  await show('aes decrypt short', () => subtle.decrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, ak, Buffer.alloc(5)));
  await show('aes with hmac key', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, hk, data));
  await show('aes export jwk', () => subtle.exportKey('jwk', ak));
  await show('aes key length', () => subtle.importKey('raw', Buffer.alloc(15), 'AES-GCM', true, ['encrypt']));
  await show('aes generate', async () => JSON.stringify((await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])).algorithm));
  await show('aes generate bad', () => subtle.generateKey({ name: 'AES-GCM', length: 100 }, true, ['encrypt']));
  await show('aes jwk', () => subtle.importKey('jwk', { kty: 'oct', k: Buffer.alloc(16).toString('base64url'), alg: 'A128GCM' }, 'AES-GCM', true, ['encrypt']));
  await show('aes jwk bad', () => subtle.importKey('jwk', Buffer.alloc(1), 'AES-GCM', true, ['encrypt']));

  const pk = await subtle.importKey('raw', Buffer.from('pw'), 'PBKDF2', false, ['deriveBits', 'deriveKey']);
  await show('pbkdf2 key', () => pk);
  await show('pbkdf2 extractable', () => subtle.importKey('raw', Buffer.from('pw'), 'PBKDF2', true, ['deriveBits']));
  await show('pbkdf2 bits', () => subtle.deriveBits({ name: 'PBKDF2', salt: Buffer.from('salt'), iterations: 2, hash: 'SHA-1' }, pk, 160));
  await show('pbkdf2 zero iterations', () => subtle.deriveBits({ name: 'PBKDF2', salt: Buffer.from('salt'), iterations: 0, hash: 'SHA-1' }, pk, 160));
  await show('pbkdf2 length 7', () => subtle.deriveBits({ name: 'PBKDF2', salt: Buffer.from('salt'), iterations: 1, hash: 'SHA-1' }, pk, 7));
  await show('pbkdf2 length null', () => subtle.deriveBits({ name: 'PBKDF2', salt: Buffer.from('salt'), iterations: 1, hash: 'SHA-1' }, pk, null));
  await show('pbkdf2 length 0', () => subtle.deriveBits({ name: 'PBKDF2', salt: Buffer.from('salt'), iterations: 1, hash: 'SHA-1' }, pk, 0));
  await show('pbkdf2 no salt', () => subtle.deriveBits({ name: 'PBKDF2', iterations: 1, hash: 'SHA-1' }, pk, 8));
  await show('pbkdf2 as hkdf', () => subtle.deriveBits({ name: 'HKDF', salt: Buffer.from('salt'), info: Buffer.alloc(0), hash: 'SHA-1' }, pk, 8));
  await show('pbkdf2 deriveKey', () => subtle.deriveKey({ name: 'PBKDF2', salt: Buffer.from('salt'), iterations: 2, hash: 'SHA-1' }, pk, { name: 'AES-GCM', length: 128 }, true, ['encrypt']));
  const hkdfKey = await subtle.importKey('raw', Buffer.from('key'), 'HKDF', false, ['deriveBits']);
  await show('hkdf bits', () => subtle.deriveBits({ name: 'HKDF', salt: Buffer.from('salt'), info: Buffer.from('info'), hash: 'SHA-256' }, hkdfKey, 128));
  await show('hkdf no info', () => subtle.deriveBits({ name: 'HKDF', salt: Buffer.from('salt'), hash: 'SHA-256' }, hkdfKey, 128));
  await show('hkdf 0', () => subtle.deriveBits({ name: 'HKDF', salt: Buffer.from('salt'), info: Buffer.from('info'), hash: 'SHA-256' }, hkdfKey, 0));

  // KeyObject and CryptoKey meet.
  const sk = nodeCrypto.createSecretKey(Buffer.from('key'));
  await show('toCryptoKey', () => sk.toCryptoKey({ name: 'HMAC', hash: 'SHA-256' }, true, ['sign']));
  await show('KeyObject.from', () => nodeCrypto.KeyObject.from(hk).export().toString());
  await show('hmac with CryptoKey', () => nodeCrypto.createHmac('sha256', hk).update('abc').digest('hex'));
  await show('CryptoKey ctor', () => new CryptoKey());
  await show('SubtleCrypto ctor', () => new SubtleCrypto());
  await show('subtle tag', () => Object.prototype.toString.call(subtle));
})();
