// KeyObject.toCryptoKey() converts its usages outside SubtleCrypto: WebIDL's messages start
// with "Value"; SubtleCrypto's own methods name the method and the argument.
const crypto = require('crypto');
const key = crypto.createSecretKey(Buffer.alloc(16));
const show = (label, f) => { try { console.log(label, f()); } catch (e) { console.log(label, e.name, e.code, e.message); } };
show('number', () => key.toCryptoKey('AES-CBC', true, 1));
show('string', () => key.toCryptoKey('AES-CBC', true, 'encrypt'));
show('bad usage', () => key.toCryptoKey('AES-CBC', true, ['encrypt', 'bad']));
show('symbol', () => key.toCryptoKey('AES-CBC', true, [Symbol('u')]));
show('ok', () => key.toCryptoKey('AES-CBC', true, ['encrypt']).usages);
crypto.subtle.importKey('raw', new Uint8Array(16), 'AES-CBC', true, ['bad'])
  .catch((e) => console.log('importKey', e.name, e.message));
