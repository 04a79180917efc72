'use strict';
// SubtleCrypto converts each argument in order with WebIDL rules: a Symbol algorithm, format,
// usage or dictionary member is refused as it is converted, before later arguments are checked.
const { subtle } = globalThis.crypto;
const S = Symbol('s');

(async () => {
  const kw = await subtle.importKey('raw', new Uint8Array(16), 'AES-KW', true,
                                    ['wrapKey', 'unwrapKey']);
  const hmac = await subtle.importKey('raw', new Uint8Array(16),
                                      { name: 'HMAC', hash: 'SHA-256' }, true, ['sign']);
  const cases = {
    digest: () => subtle.digest(S, new Uint8Array(1)),
    importFormat: () => subtle.importKey(S, new Uint8Array(1), 'HMAC', true, []),
    importAlgorithm: () => subtle.importKey('raw', new Uint8Array(1), S, true, ['sign']),
    importUsage: () => subtle.importKey('raw', new Uint8Array(1), 'HMAC', true, [S]),
    exportFormat: () => subtle.exportKey(S, 1),
    generate: () => subtle.generateKey(S, true, 1),
    sign: () => subtle.sign(S, 1, 1),
    verify: () => subtle.verify(S, 1, 1, 1),
    encrypt: () => subtle.encrypt(S, 1, 1),
    decrypt: () => subtle.decrypt(S, 1, 1),
    deriveBits: () => subtle.deriveBits(S, 1, 1),
    deriveKey: () => subtle.deriveKey(S, 1, 1, true, []),
    deriveKeyDerived: () => subtle.deriveKey('HKDF', hmac, S, true, 1),
    wrapKey: () => subtle.wrapKey('raw', hmac, kw, S),
    unwrapKey: () => subtle.unwrapKey('raw', new Uint8Array(24), kw, S, 'AES-GCM', true, 1),
    unwrapKeyUnwrapped: () => subtle.unwrapKey('raw', new Uint8Array(24), kw, 'AES-KW', S, true, 1),
    memberName: () => subtle.digest({ name: S }, new Uint8Array(1)),
    memberHash: () => subtle.importKey('raw', new Uint8Array(1), { name: 'HMAC', hash: S },
                                       true, ['sign']),
    memberLengthSymbol: () => subtle.importKey(
      'raw', new Uint8Array(1), { name: 'HMAC', hash: 'SHA-256', length: S }, true, ['sign']),
    memberLengthBigInt: () => subtle.importKey(
      'raw', new Uint8Array(1), { name: 'HMAC', hash: 'SHA-256', length: 1n }, true, ['sign']),
    numberAlgorithm: () => subtle.digest(1, 1),
  };
  for (const [name, fn] of Object.entries(cases)) {
    try {
      await fn();
      console.log(name, 'resolved');
    } catch (e) {
      console.log(name, e.name, e.code, e.message);
    }
  }
})();
