// Deep equality of crypto keys: KeyObjects compare by key material (equals()), CryptoKeys by
// extractability, algorithm, usages and the key they wrap.
const assert = require('assert');
const util = require('util');
const { createSecretKey, generateKeyPairSync, KeyObject, webcrypto: { subtle } } = require('crypto');
const a = createSecretKey(Buffer.alloc(1, 0)), b = createSecretKey(Buffer.alloc(1, 1)), c = createSecretKey(Buffer.alloc(1, 0));
const { publicKey: p1, privateKey: k1 } = generateKeyPairSync('ed25519');
const { publicKey: p2 } = generateKeyPairSync('ed25519');
const r = (x, y) => [util.isDeepStrictEqual(x, y), (() => { try { assert.deepEqual(x, y); return 'L=' } catch (e) { return 'L!' } })(), (() => { try { assert.partialDeepStrictEqual(x, y); return 'P=' } catch (e) { return 'P!' } })()].join(' ');
for (const [x, y] of [[a, b], [a, c], [a, a], [p1, p2], [p1, p1], [p1, k1], [a, {}], [{ k: a }, { k: b }], [Object.assign(createSecretKey(Buffer.alloc(1)), { x: 1 }), createSecretKey(Buffer.alloc(1))]]) {
  console.log(r(x, y));
}
(async () => {
  const alg = { name: 'HMAC', hash: 'SHA-256', length: 256 };
  const raw = new Uint8Array(32);
  const k1 = await subtle.importKey('raw', raw, alg, true, ['sign']);
  const k2 = await subtle.importKey('raw', raw, alg, true, ['sign']);
  const k3 = await subtle.importKey('raw', raw, alg, false, ['sign']);
  const k4 = await subtle.importKey('raw', raw, alg, true, ['verify']);
  const k5 = await subtle.importKey('raw', new Uint8Array(32).fill(1), alg, true, ['sign']);
  const k6 = await subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-384', length: 256 }, true, ['sign']);
  for (const [x, y] of [[k1, k2], [k1, k3], [k1, k4], [k1, k5], [k1, k6], [k1, KeyObject.from(k1)]]) console.log(r(x, y));
  try { assert.deepStrictEqual(a, b); } catch (e) { console.log(e.message); }
})();
