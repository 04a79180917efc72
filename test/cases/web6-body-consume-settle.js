// Body methods settle as undici's do: a refused call (wrong receiver, used body) returns an
// already rejected promise and a null body an already resolved one.
'use strict';
const util = require('util');
let n = 0;
const tick = () => Promise.resolve().then(() => { n++; if (n < 10) tick(); });
tick();
const used = new Response('x');
used.body.getReader();
const refused = used.text();
console.log(util.inspect(refused).split('\n').slice(0, 2).join(' / '));
refused.catch((e) => console.log('used body rejected after', n, e.message));
Response.prototype.json.call({}).catch((e) => console.log('receiver rejected after', n, e.message, e.code));
new Response(null).text().then((t) => console.log('null body resolved after', n, JSON.stringify(t)));
new Request('http://a.test').arrayBuffer().then((b) => console.log('GET body resolved after', n, b.byteLength));
