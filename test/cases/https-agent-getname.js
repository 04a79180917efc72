// https.Agent pool names: every TLS option that changes the handshake is part of the name,
// a pfx as its text like the others, servername only when it differs from host.
const https = require('https');
const a = new https.Agent();
console.log(a.getName({ host: 'h', port: 1, pfx: Buffer.from('abc'), ca: 'c' }));
console.log(a.getName({ host: 'h', pfx: 'p', rejectUnauthorized: false, servername: 'x' }));
