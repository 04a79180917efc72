// A rejection left unhandled inside a domain is an 'error' of that domain (with no domain
// entered when it is emitted); one outside any domain is still an 'unhandledRejection'.
const domain = require('domain');
const d = domain.create();
d.on('error', (e) => console.log('domain error', e.message, process.domain === d));
process.on('unhandledRejection', (r) => console.log('process unhandledRejection', r.message));
d.run(() => { Promise.reject(new Error('foo')); });
Promise.reject(new Error('bar'));
