// SubtleCrypto failures as Node 26 reports them: an OperationError carries the failed job's
// error as `cause` (AES-GCM/CTR job failures, CBC padding and block-length errors, AES-KW
// length and integrity errors, RSA-OAEP), a DataError from a key parser carries the parser's
// error, JWK imports judge the usages before the JWK members, HKDF refuses more than 255
// hash lengths, deriveBits converts its length as an [EnforceRange] unsigned long before it
// normalizes the algorithm, and KeyObject#toCryptoKey on a secret key knows no asymmetric
// algorithm. A JWK's required public members (OKP crv/x, EC crv/x/y, RSA n/e, AKP alg/pub)
// are checked right after "kty", before "crv", "alg", "use", "key_ops" and "ext";
// ChaCha20-Poly1305 judges "alg" before the key length. unwrapKey('jwk') gives the text,
// JSON or dictionary error as the cause of its DataError, and refuses a JWK without "kty";
// a cSHAKE functionName is refused before a missing outputLength. HMAC over a SHA-3 hash has
// no default length (generateKey and deriveKey need one) and ignores a JWK's "alg".
'use strict';
const crypto = require('crypto');
const { subtle } = globalThis.crypto;

function describe(e) {
  const out = [e.name, e.message];
  if (e.cause) {
    out.push('cause:', e.cause.name, e.cause.code, e.cause.message,
             Object.keys(e.cause).filter((k) => k !== 'opensslErrorStack').join());
  }
  return out.join(' | ');
}

async function attempt(label, fn) {
  try {
    const r = await fn();
    console.log(label, 'ok', typeof r === 'number' ? r : r && r.byteLength);
  } catch (e) {
    console.log(label, describe(e));
  }
}

const secret = (alg, n, usages = ['encrypt', 'decrypt']) =>
  subtle.importKey('raw', Buffer.alloc(n, 1), alg, true, usages);

(async () => {
  await attempt('gcm bad tag', async () =>
    subtle.decrypt({ name: 'AES-GCM', iv: Buffer.alloc(12) }, await secret('AES-GCM', 16),
                   Buffer.alloc(16)));
  await attempt('gcm empty iv', async () =>
    subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(0) }, await secret('AES-GCM', 16),
                   Buffer.alloc(3)));
  await attempt('cbc partial block', async () =>
    subtle.decrypt({ name: 'AES-CBC', iv: Buffer.alloc(16) }, await secret('AES-CBC', 16),
                   Buffer.alloc(5)));
  await attempt('cbc bad padding', async () =>
    subtle.decrypt({ name: 'AES-CBC', iv: Buffer.alloc(16) }, await secret('AES-CBC', 16),
                   Buffer.alloc(16)));
  await attempt('ctr counter exhausted', async () =>
    subtle.encrypt({ name: 'AES-CTR', counter: Buffer.alloc(16), length: 1 },
                   await secret('AES-CTR', 16), Buffer.alloc(48)));

  const kw = await secret('AES-KW', 16, ['wrapKey', 'unwrapKey']);
  for (const n of [0, 8, 16, 20, 24]) {
    await attempt(`kw unwrap ${n}`, () =>
      subtle.unwrapKey('raw', Buffer.alloc(n), kw, 'AES-KW', 'AES-GCM', true, ['encrypt']));
  }
  for (const n of [5, 8, 12, 16]) {
    await attempt(`kw wrap ${n}`, async () => {
      const hk = await subtle.importKey('raw', Buffer.alloc(n, 2),
                                        { name: 'HMAC', hash: 'SHA-256', length: n * 8 },
                                        true, ['sign']);
      return subtle.wrapKey('raw', hk, kw, 'AES-KW');
    });
  }

  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
  const oaep = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const pub = publicKey.toCryptoKey(oaep, true, ['encrypt']);
  const priv = privateKey.toCryptoKey(oaep, true, ['decrypt']);
  await attempt('oaep decrypt', () => subtle.decrypt({ name: 'RSA-OAEP' }, priv, Buffer.alloc(128)));
  await attempt('oaep too long', () => subtle.encrypt({ name: 'RSA-OAEP' }, pub, Buffer.alloc(128)));

  await attempt('spki junk', () => subtle.importKey('spki', Buffer.alloc(32), 'Ed25519', false,
                                                   ['verify']));
  await attempt('raw short', () => subtle.importKey('raw', Buffer.alloc(5), 'Ed25519', true, []));

  for (const [jwk, alg, usages] of [
    [{ kty: 'oct' }, 'Ed25519', ['sign']],
    [{ kty: 'oct' }, 'Ed25519', ['verify']],
    [{ kty: 'oct', d: 'AA' }, 'Ed25519', ['verify']],
    [{ kty: 'oct' }, { name: 'ECDSA', namedCurve: 'P-256' }, ['encrypt']],
    [{ kty: 'oct' }, 'X25519', ['deriveBits']],
    [{ kty: 'oct' }, { name: 'RSA-PSS', hash: 'SHA-256' }, ['sign']],
  ]) {
    await attempt(`jwk ${JSON.stringify(alg)} ${usages}`, () =>
      subtle.importKey('jwk', jwk, alg, true, usages));
  }

  const hkdf = await subtle.importKey('raw', Buffer.from('pw'), 'HKDF', false, ['deriveBits']);
  const params = (hash) => ({ name: 'HKDF', salt: Buffer.alloc(1), info: Buffer.alloc(1), hash });
  await attempt('hkdf max', () => subtle.deriveBits(params('SHA-256'), hkdf, 255 * 256));
  await attempt('hkdf over', () => subtle.deriveBits(params('SHA-256'), hkdf, 255 * 256 + 8));
  await attempt('hkdf over sha1', () => subtle.deriveBits(params('SHA-1'), hkdf, 255 * 160 + 8));
  for (const length of [-8, '256', 8.9, NaN, Infinity, 2 ** 32, {}, Symbol('s'), 10n, '',
    null, undefined, [16]]) {
    await attempt(`length ${typeof length === 'symbol' ? 'symbol' : String(length)}`, () =>
      subtle.deriveBits(params('SHA-256'), hkdf, length));
  }
  await attempt('length before algorithm', () => subtle.deriveBits(1, hkdf, -8));
  await attempt('key before length', () => subtle.deriveBits(params('SHA-256'), 1, -8));

  const x = 'fh5zLGbEU7zL5ne-Ap252N1c6bftvhNp1BIriE4bl0w';
  const ecdsa = { name: 'ECDSA', namedCurve: 'P-256' };
  const pss = { name: 'RSA-PSS', hash: 'SHA-256' };
  for (const [jwk, alg, usages] of [
    [{ kty: 'OKP', crv: 'X25519', x }, 'Ed25519', []],
    [{ kty: 'OKP', crv: null, x }, 'Ed25519', []],
    [{ kty: 'OKP', x }, 'Ed25519', []],
    [{ crv: 'Ed25519', x }, 'Ed25519', []],
    [{ kty: '', crv: 'Ed25519', x }, 'Ed25519', []],
    [{ kty: 'OKP', crv: 'X25519' }, 'Ed25519', []],
    [{ kty: 'OKP', crv: 'Ed25519', ext: false }, 'Ed25519', ['verify']],
    [{ kty: 'EC', crv: 'P-384' }, ecdsa, []],
    [{ kty: 'EC', crv: '', x, y: x }, ecdsa, []],
    [{ kty: 'EC', crv: 'P-256', x, use: 'enc' }, ecdsa, ['verify']],
    [{ kty: 'EC', crv: 'P-256', x, y: x, use: 'enc' }, ecdsa, ['verify']],
    [{ kty: 'RSA', n: x, alg: 'x' }, pss, ['verify']],
    [{ kty: 'RSA', n: x, e: 'AQAB', alg: 'x' }, pss, ['verify']],
    [{ kty: 'AKP', pub: 'AA' }, 'ML-DSA-44', ['verify']],
    [{ kty: 'AKP', alg: 'ML-DSA-44', key_ops: ['sign'] }, 'ML-DSA-44', ['verify']],
    [{ kty: 'AKP', alg: 'ML-DSA-65', pub: 'AA' }, 'ML-DSA-44', ['verify']],
    [{ kty: 'oct', k: 'AAAA', alg: 'HS256' }, 'ChaCha20-Poly1305', ['encrypt']],
    [{ kty: 'oct', k: 'AAAA', alg: 'C20P' }, 'ChaCha20-Poly1305', ['encrypt']],
    [{ kty: 'oct', k: 'AAAA', alg: 'HS256' }, 'AES-GCM', ['encrypt']],
  ]) {
    await attempt(`jwk ${JSON.stringify(jwk)} ${JSON.stringify(alg)}`, () =>
      subtle.importKey('jwk', jwk, alg, true, usages));
  }

  const wrapper = await subtle.importKey('raw', Buffer.alloc(16, 1), 'AES-GCM', true,
                                        ['wrapKey', 'unwrapKey', 'encrypt']);
  const gcm = { name: 'AES-GCM', iv: Buffer.alloc(12) };
  for (const text of ['{"a":', '1', 'null', '"str"', Buffer.from([0xff, 0xfe]), '[]', '{}',
    '{"kty":1}', '{"kty":"oct"}']) {
    await attempt(`unwrap jwk ${JSON.stringify(String(text))}`, async () => {
      const wrapped = await subtle.encrypt(gcm, wrapper, Buffer.from(text));
      return subtle.unwrapKey('jwk', wrapped, wrapper, gcm, 'AES-GCM', true, ['encrypt']);
    });
  }

  for (const alg of [
    { name: 'cSHAKE128', length: 256, functionName: Buffer.from('x') },
    { name: 'cSHAKE128', outputLength: 256, functionName: Buffer.from('x') },
    { name: 'cSHAKE128', length: 256, functionName: Buffer.alloc(0) },
  ]) {
    await attempt(`digest ${JSON.stringify(alg)}`, () => subtle.digest(alg, Buffer.from('abc')));
  }

  for (const hash of ['SHA3-256', 'SHA3-512', 'SHA-256']) {
    const hmac = { name: 'HMAC', hash };
    await attempt(`hmac ${hash} generate`, async () =>
      (await subtle.generateKey(hmac, true, ['sign'])).algorithm.length);
    await attempt(`hmac ${hash} generate 256`, async () =>
      (await subtle.generateKey({ ...hmac, length: 256 }, true, ['sign'])).algorithm.length);
    for (const alg of [undefined, 'HS256', 'HS3-256', 'x']) {
      await attempt(`hmac ${hash} jwk alg ${alg}`, async () =>
        (await subtle.importKey('jwk', { kty: 'oct', k: 'AAAAAAAAAAAAAAAAAAAAAA', alg }, hmac,
                                true, ['sign'])).algorithm.length);
    }
    await attempt(`hmac ${hash} deriveKey`, async () =>
      (await subtle.deriveKey(params('SHA-256'), await subtle.importKey(
        'raw', Buffer.from('pw'), 'HKDF', false, ['deriveKey']), hmac, true, ['sign']))
        .algorithm.length);
  }
  console.log('supports', SubtleCrypto.supports('generateKey', { name: 'HMAC', hash: 'SHA3-256' }),
              SubtleCrypto.supports('importKey', { name: 'HMAC', hash: 'SHA3-256' }));

  for (const alg of ['Ed25519', { name: 'ECDSA', namedCurve: 'P-256' }, 'X25519', 'nope']) {
    try {
      crypto.createSecretKey(Buffer.alloc(16)).toCryptoKey(alg, true, ['sign']);
      console.log('toCryptoKey ok');
    } catch (e) {
      console.log('toCryptoKey', JSON.stringify(alg), describe(e));
    }
  }
})();
