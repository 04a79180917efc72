// SubtleCrypto parameter dictionaries convert members in code-unit order and check each as it converts (AEAD, AES-CTR, cSHAKE, KMAC, Argon2)
'use strict';
process.removeAllListeners('warning');
process.on('warning', () => {});
const { subtle } = globalThis.crypto;
const show = async (label, fn) => {
  try {
    await fn();
    console.log(label, 'ok');
  } catch (e) {
    console.log(label, 'rejects', e.name, e.code, e.message);
  }
};
(async () => {
  const gcm = await subtle.importKey('raw', Buffer.alloc(16), 'AES-GCM', false, ['encrypt']);
  const ctr = await subtle.importKey('raw', Buffer.alloc(16), 'AES-CTR', false, ['encrypt']);
  const kmac = await subtle.importKey('raw-secret', Buffer.alloc(16), 'KMAC128', false, ['sign']);
  const argon = await subtle.importKey('raw-secret', Buffer.alloc(16), 'Argon2id', false, ['deriveBits']);
  const data = Buffer.alloc(1);
  await show('gcm additionalData before iv', () => subtle.encrypt({ name: 'AES-GCM', additionalData: 5 }, gcm, data));
  await show('gcm iv type before tagLength', () => subtle.encrypt({ name: 'AES-GCM', iv: 5, tagLength: 33 }, gcm, data));
  await show('gcm tagLength 33', () => subtle.encrypt({ name: 'AES-GCM', iv: Buffer.alloc(12), tagLength: 33 }, gcm, data));
  await show('ctr counter size before length', () => subtle.encrypt({ name: 'AES-CTR', counter: Buffer.alloc(8) }, ctr, data));
  await show('ctr length 0', () => subtle.encrypt({ name: 'AES-CTR', counter: Buffer.alloc(16), length: 0 }, ctr, data));
  await show('cshake customization before outputLength', () => subtle.digest({ name: 'cSHAKE128', customization: 5 }, data));
  await show('cshake customization before functionName', () => subtle.digest({ name: 'cSHAKE128', functionName: 5, customization: 6, outputLength: 8 }, data));
  await show('kmac customization before outputLength', () => subtle.sign({ name: 'KMAC128', customization: 5 }, kmac, data));
  const argon2 = (params) => subtle.deriveBits({ name: 'Argon2id', ...params }, argon, 128);
  await show('argon2 memory before nonce', () => argon2({ memory: 1, parallelism: 1, passes: 1, nonce: 5 }));
  await show('argon2 memory before missing passes', () => argon2({ memory: 1, parallelism: 1, nonce: Buffer.alloc(8) }));
  await show('argon2 missing parallelism', () => argon2({ memory: 1, passes: 1, nonce: Buffer.alloc(8) }));
  await show('argon2 nonce before parallelism', () => argon2({ memory: 100, parallelism: 0, passes: 1, nonce: Buffer.alloc(4) }));
  await show('argon2 passes before version', () => argon2({ memory: 64, parallelism: 1, passes: 0, nonce: Buffer.alloc(8), version: 5 }));
  await show('argon2 secretValue before version', () => argon2({ memory: 64, parallelism: 1, passes: 1, nonce: Buffer.alloc(8), version: 5, secretValue: 5 }));
})();
