// OpenSSL's quirks that Node shows: unauthenticated ChaCha20-Poly1305 without a tag length ends without a check, digest names with trailing spaces resolve, 'sha3_224' does not, a truncated PEM END line is no key, and DER typed 'sec1' still reads a PKCS#8 key.
const crypto = require('crypto');
try { const d=crypto.createDecipheriv('chacha20-poly1305',Buffer.alloc(32),Buffer.alloc(12)); d.update(Buffer.alloc(5)); console.log(d.final().length); } catch (e) { console.log(e.message); }
try { console.log(crypto.createHash('sha256 ').update('a').digest('hex')); } catch (e) { console.log(e.message); }
try { console.log(crypto.createHash('sha3_224')); } catch (e) { console.log(e.message); }
const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
try { crypto.createPrivateKey(pem.slice(0, -3)); console.log('accepted'); } catch (e) { console.log(e.code, e.message); }
const der = privateKey.export({ type: 'pkcs8', format: 'der' });
try { console.log(crypto.createPrivateKey({ key: der, format: 'der', type: 'sec1' }).asymmetricKeyType); } catch (e) { console.log(e.code, e.message); }
