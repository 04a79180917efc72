// fetch() adds Fetch's cache-mode request headers: a conditional request or a "no-store" or
// "reload" mode sends pragma/cache-control no-cache (so a server answers 200, not 304), and
// "no-cache" sends cache-control max-age=0; headers the caller set are kept. A Request in
// "only-if-cached" mode must be same-origin.
'use strict';
const http = require('http');

for (const init of [{ cache: 'only-if-cached' }, { cache: 'only-if-cached', mode: 'same-origin' }]) {
  try {
    console.log('request', new Request('http://example.test/', init).cache);
  } catch (err) {
    console.log(err.name, err.message);
  }
}
const sameOrigin = new Request('http://example.test/', { cache: 'only-if-cached', mode: 'same-origin' });
try {
  new Request(sameOrigin, { mode: 'cors' });
} catch (err) {
  console.log('from a request:', err.message);
}
const server = http.createServer((req, res) => {
  res.end(JSON.stringify([req.headers.pragma || null, req.headers['cache-control'] || null]));
});
server.listen(0, '127.0.0.1', async () => {
  const url = `http://127.0.0.1:${server.address().port}/`;
  const cases = [
    [{}, {}],
    [{ 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, {}],
    [{ 'if-none-match': '"x"' }, {}],
    [{ 'if-match': '"x"' }, {}],
    [{ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, {}],
    [{ 'if-range': '"x"' }, {}],
    [{}, { cache: 'no-store' }],
    [{}, { cache: 'reload' }],
    [{}, { cache: 'no-cache' }],
    [{}, { cache: 'force-cache' }],
    [{ 'cache-control': 'max-age=5' }, { cache: 'no-cache' }],
    [{ 'if-none-match': '"x"', pragma: 'keep' }, {}],
    [{ 'if-none-match': '"x"' }, { cache: 'force-cache' }],
  ];
  for (const [headers, init] of cases) {
    const res = await fetch(url, { headers, ...init });
    console.log(Object.keys(headers).join(',') || '-', init.cache || '-', await res.text());
  }
  server.close();
});
