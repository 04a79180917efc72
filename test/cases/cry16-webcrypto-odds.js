// WebCrypto odds: HMAC importKey keeps a length within the key's last byte as given, and
// AES-GCM takes ivs of 12 to 128 bytes, refusing shorter ones with Node's invalid-iv cause
// and longer ones with OpenSSL's.
'use strict';
const { subtle } = globalThis.crypto;

(async () => {
  const raw = new TextEncoder().encode('key');
  for (const length of [24, 20, 17, 16, 25, 0, undefined]) {
    try {
      const k = await subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256', length }, true, ['sign']);
      const sig = Buffer.from(await subtle.sign('HMAC', k, raw)).toString('hex');
      const back = Buffer.from(await subtle.exportKey('raw', k)).toString('hex');
      console.log('hmac length', length, JSON.stringify(k.algorithm), sig.slice(0, 16), back);
    } catch (e) {
      console.log('hmac length', length, e.name, e.message);
    }
  }
  const jwk = { kty: 'oct', k: Buffer.from('key').toString('base64url'), alg: 'HS256' };
  const kj = await subtle.importKey('jwk', jwk, { name: 'HMAC', hash: 'SHA-256', length: 18 }, true, ['sign']);
  console.log('hmac jwk length', kj.algorithm.length, (await subtle.exportKey('jwk', kj)).k);

  const gk = await subtle.importKey('raw', new Uint8Array(16), 'AES-GCM', false, ['encrypt', 'decrypt']);
  for (const n of [0, 1, 8, 11, 12, 16, 128, 129]) {
    for (const op of ['encrypt', 'decrypt']) {
      try {
        const out = await subtle[op]({ name: 'AES-GCM', iv: new Uint8Array(n) }, gk, new Uint8Array(20));
        console.log('gcm iv', n, op, Buffer.from(out).toString('hex'));
      } catch (e) {
        const c = e.cause;
        console.log('gcm iv', n, op, e.name, e.message, c && c.name, c && c.code, c && c.message);
      }
    }
  }
})();
