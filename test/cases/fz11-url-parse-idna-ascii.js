// url.parse() converts a non-ASCII hostname with IDNA's non-STD3 rules, which keep every
// ASCII code point (here "*", "_" and DEL) instead of refusing the host; WHATWG URL still
// refuses the ones it forbids.
'use strict';
process.noDeprecation = true;
const url = require('url');
for (const input of ['http://127.0.0.1Z\u0130*x\u007f0', 'sc://\u0130localhostx_\u007f',
  'http://a\u007fb\u00e9/', 'http://\u00e9\u007f/', 'http://a_b\u00e9/']) {
  const u = url.parse(input);
  console.log(JSON.stringify([u.hostname, u.host, u.href, url.format(u)]));
}
for (const input of ['http://\u00e9\u007f/', 'http://\u00e9\u0001/', 'http://\u00e9*x/']) {
  try {
    console.log(new URL(input).href);
  } catch (e) {
    console.log(e.code);
  }
}
