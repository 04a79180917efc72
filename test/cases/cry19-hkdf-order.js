// hkdf() checks its callback before the output length against the digest's limit.
const crypto = require('crypto');
const show = (f) => { try { f(); console.log('ok'); } catch (e) { console.log(e.name, e.code, e.message); } };
show(() => crypto.hkdf('sha256', 'key', 'salt', 'info', 255 * 32 + 1, 'not a function'));
show(() => crypto.hkdf('sha256', 'key', 'salt', 'info', 255 * 32 + 1, () => {}));
show(() => crypto.hkdfSync('sha256', 'key', 'salt', 'info', 255 * 32 + 1));
show(() => crypto.hkdf('sha256', 'key', 'salt', 'info', 16, undefined));
