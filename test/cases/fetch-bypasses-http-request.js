// fetch() does not go through the public http.request (a patched one is not called).
'use strict';
const http = require('http');
const srv = http.createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', async () => {
  const orig = http.request;
  http.request = (...a) => { console.log('patched http.request called'); return orig(...a); };
  const r = await fetch('http://127.0.0.1:' + srv.address().port + '/');
  console.log(r.status, await r.text());
  srv.close();
});
