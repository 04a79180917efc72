// SubtleCrypto.importKey() refuses an Argon2 key in any format but raw-secret before its
// extractable and usage checks (PBKDF2 and HKDF check those first).
process.removeAllListeners('warning');
process.on('warning', () => {});
const { subtle } = globalThis.crypto;
(async () => {
  for (const name of ['Argon2id', 'PBKDF2']) {
    for (const format of ['raw', 'jwk', 'raw-secret']) {
      for (const extractable of [true, false]) {
        try {
          const key = await subtle.importKey(format, format === 'jwk' ? { kty: 'oct', k: 'AAAA' } : new Uint8Array(4), name, extractable, ['deriveBits']);
          console.log(name, format, extractable, 'ok', key.type);
        } catch (e) {
          console.log(name, format, extractable, e.name, e.message);
        }
      }
    }
  }
})();
