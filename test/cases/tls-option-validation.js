// tls option checks in Node's order and words: createSecureContext's string options and
// protocol versions, tls.Server's handshakeTimeout and ticketKeys, tls.connect's
// checkServerIdentity (an explicit null or undefined replaces the default and is refused).
const tls = require('tls');
const tryIt = (f) => { try { f(); console.log('ok'); } catch (e) { console.log(e.code, e.name, e.message); } };
tryIt(() => tls.createSecureContext({ ciphers: 1 }));
tryIt(() => tls.createSecureContext({ minVersion: 'x' }));
tryIt(() => tls.createSecureContext({ maxVersion: 'TLSv9' }));
tryIt(() => tls.createServer({ handshakeTimeout: 'abcd' }));
tryIt(() => tls.createServer({ ticketKeys: Buffer.alloc(3) }));
tryIt(() => tls.createServer({ ticketKeys: 'x' }));
tryIt(() => tls.connect({ checkServerIdentity: null }));
tryIt(() => tls.createSecureContext({ key: 'k', passphrase: 1 }));
tryIt(() => tls.createSecureContext({ ecdhCurve: 1 }));
