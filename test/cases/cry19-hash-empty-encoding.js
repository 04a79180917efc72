// crypto.hash() takes the empty output encoding for UTF-8, as Buffer encodings do.
const crypto = require('crypto');
const viaEmpty = crypto.hash('sha256', 'abc', '');
console.log(typeof viaEmpty, viaEmpty === crypto.hash('sha256', 'abc', 'utf8'));
console.log(crypto.hash('md5', '', { outputEncoding: '' }) === crypto.hash('md5', '', 'utf8'));
// The algorithm is still checked after the encoding passes.
try { crypto.hash('no-such-digest', 'abc', ''); } catch (e) { console.log(e.name, e.message); }
try { crypto.hash('sha256', 'abc', 'nope'); } catch (e) { console.log(e.name, e.code); }
