// SubtleCrypto's AES-OCB as Node 26.10 has it: keys (generate, raw-secret and jwk only),
// encrypt/decrypt with Node's bytes for several nonce and tag sizes, wrapKey/unwrapKey,
// deriveKey, and the errors for bad ivs, tag lengths, formats and tampered data.
'use strict';
const common = require('../common');
const assert = require('assert');
const { subtle } = globalThis.crypto;

const hex = (buf) => Buffer.from(buf).toString('hex');

async function main() {
  const raw = new Uint8Array(16).fill(7);
  const key = await subtle.importKey('raw-secret', raw, 'AES-OCB', true, ['encrypt', 'decrypt']);
  assert.deepStrictEqual(key.algorithm, { name: 'AES-OCB', length: 128 });
  assert.deepStrictEqual(key.usages, ['encrypt', 'decrypt']);

  // Bytes from Node 26.10 for the same calls.
  const plain = new TextEncoder().encode('hello world');
  const ct = await subtle.encrypt(
    { name: 'AES-OCB', iv: new Uint8Array(12).fill(3), additionalData: new Uint8Array([1, 2]) },
    key, plain);
  assert.strictEqual(hex(ct), 'b4ce8626b953d8f1d5416cdbfebf024c01f256f0720ece337eedfe');
  const back = await subtle.decrypt(
    { name: 'AES-OCB', iv: new Uint8Array(12).fill(3), additionalData: new Uint8Array([1, 2]) },
    key, ct);
  assert.deepStrictEqual(new Uint8Array(back), plain);
  const vectors = [
    [8, '54edfe23af0acd98537870f9cc504b513908c5c36d31568d9fe9fcb1a8e2e4ee275ba0bd3f7594994b'],
    [6, '071ba056f255667bc4898398cf442cd8f02ab4aca711c04bb49dbed71655bdb4c74b8b688a411afbf4'],
  ];
  for (const [ivLength, expected] of vectors) {
    const algorithm = { name: 'AES-OCB', iv: new Uint8Array(ivLength).fill(9), tagLength: 64 };
    const out = await subtle.encrypt(algorithm, key, new Uint8Array(33).fill(5));
    assert.strictEqual(hex(out), expected);
    assert.deepStrictEqual(new Uint8Array(await subtle.decrypt(algorithm, key, out)),
                           new Uint8Array(33).fill(5));
  }

  // Tag lengths change the output length; a wrong tag length or iv is an OperationError.
  const iv = new Uint8Array(12);
  for (const [tagLength, size] of [[undefined, 36], [64, 28], [96, 32], [128, 36]]) {
    const out = await subtle.encrypt({ name: 'AES-OCB', iv, tagLength }, key, new Uint8Array(20));
    assert.strictEqual(out.byteLength, size);
  }
  for (const tagLength of [32, 120]) {
    await assert.rejects(subtle.encrypt({ name: 'AES-OCB', iv, tagLength }, key, plain), {
      name: 'OperationError', message: `${tagLength} is not a valid AES-OCB tag length`,
    });
  }
  await assert.rejects(subtle.encrypt({ name: 'AES-OCB', iv: new Uint8Array(16) }, key, plain), {
    name: 'OperationError', message: 'AES-OCB algorithm.iv must be no more than 15 bytes',
  });
  await assert.rejects(subtle.encrypt({ name: 'AES-OCB', iv: new Uint8Array(0) }, key, plain),
                       { name: 'OperationError' });
  const tampered = new Uint8Array(ct).slice();
  tampered[0] ^= 1;
  await assert.rejects(subtle.decrypt({ name: 'AES-OCB', iv: new Uint8Array(12).fill(3),
                                        additionalData: new Uint8Array([1, 2]) }, key, tampered),
                       { name: 'OperationError' });
  // Without the additional data the tag does not match either.
  await assert.rejects(subtle.decrypt({ name: 'AES-OCB', iv: new Uint8Array(12).fill(3) }, key,
                                      ct), { name: 'OperationError' });

  // Formats: raw-secret and jwk, not raw.
  await assert.rejects(subtle.importKey('raw', raw, 'AES-OCB', true, ['encrypt']), {
    name: 'NotSupportedError', message: 'Unable to import AES-OCB using raw format',
  });
  await assert.rejects(subtle.exportKey('raw', key), { name: 'NotSupportedError' });
  assert.deepStrictEqual(new Uint8Array(await subtle.exportKey('raw-secret', key)), raw);
  const jwk = await subtle.exportKey('jwk', key);
  assert.deepStrictEqual(jwk, {
    key_ops: ['encrypt', 'decrypt'], ext: true, alg: 'A128OCB', kty: 'oct',
    k: 'BwcHBwcHBwcHBwcHBwcHBw',
  });
  const fromJwk = await subtle.importKey('jwk', jwk, 'AES-OCB', false, ['decrypt']);
  assert.deepStrictEqual(new Uint8Array(await subtle.decrypt(
    { name: 'AES-OCB', iv: new Uint8Array(12).fill(3), additionalData: new Uint8Array([1, 2]) },
    fromJwk, ct)), plain);
  await assert.rejects(subtle.importKey('jwk', { ...jwk, alg: 'A256OCB' }, 'AES-OCB', true,
                                        ['encrypt']), { name: 'DataError' });
  await assert.rejects(subtle.importKey('raw-secret', new Uint8Array(20), 'AES-OCB', true,
                                        ['encrypt']), { name: 'DataError' });
  await assert.rejects(subtle.importKey('raw-secret', raw, 'AES-OCB', true, ['sign']),
                       { name: 'SyntaxError' });

  // Generated keys of each size; usages wrapKey/unwrapKey for wrapping another key.
  for (const length of [128, 192, 256]) {
    const wrapping = await subtle.generateKey({ name: 'AES-OCB', length }, true,
                                              ['wrapKey', 'unwrapKey']);
    assert.deepStrictEqual(wrapping.algorithm, { name: 'AES-OCB', length });
    assert.strictEqual((await subtle.exportKey('jwk', wrapping)).alg, `A${length}OCB`);
    const hmac = await subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, true, ['sign']);
    const wrapIv = new Uint8Array(15).fill(1);
    const wrapped = await subtle.wrapKey('raw', hmac, wrapping, { name: 'AES-OCB', iv: wrapIv });
    assert.strictEqual(wrapped.byteLength, 64 + 16);
    const unwrapped = await subtle.unwrapKey('raw', wrapped, wrapping,
                                             { name: 'AES-OCB', iv: wrapIv },
                                             { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']);
    assert.deepStrictEqual(await subtle.exportKey('raw', unwrapped),
                           await subtle.exportKey('raw', hmac));
  }
  await assert.rejects(subtle.generateKey({ name: 'AES-OCB', length: 100 }, true, ['encrypt']),
                       { name: 'OperationError' });

  // deriveKey to an AES-OCB key.
  const secret = await subtle.importKey('raw', new Uint8Array(32).fill(1), 'HKDF', false,
                                        ['deriveKey']);
  const derived = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(8), info: new Uint8Array(0) },
    secret, { name: 'AES-OCB', length: 256 }, true, ['encrypt']);
  assert.deepStrictEqual(derived.algorithm, { name: 'AES-OCB', length: 256 });
  assert.strictEqual(hex(await subtle.exportKey('raw-secret', derived)),
                     hex(await subtle.deriveBits(
                       { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(8),
                         info: new Uint8Array(0) },
                       await subtle.importKey('raw', new Uint8Array(32).fill(1), 'HKDF', false,
                                              ['deriveBits']), 256)));
}

process.on('warning', common.mustCall((warning) => {
  assert.strictEqual(warning.name, 'ExperimentalWarning');
  assert.match(warning.message, /^The AES-OCB Web Crypto API algorithm is an experimental/);
}));
main().then(common.mustCall());
