// Ecosystem check: got requests JSON from a local server, with hooks and an HTTP error.
const got = require('got');
const http = require('http');
const server = http.createServer((req, res) => {
  let b = ''; req.on('data', (c) => b += c); req.on('end', () => {
    if (req.url === '/500') { res.statusCode = 500; return res.end('err'); }
    if (req.url === '/gz') { res.setHeader('content-encoding', 'gzip'); return res.end(require('zlib').gzipSync('zipped')); }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ m: req.method, u: req.url, b, ct: req.headers['content-type'] }));
  });
});
server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    console.log(await got(base + '/a').json());
    console.log((await got.post(base + '/p', { json: { hello: 'world' } }).json()));
    const r = await got(base + '/t', { searchParams: { q: 'x y' } }); console.log(r.statusCode, r.body);
    console.log((await got(base + '/gz')).body);
    try { await got(base + '/500', { retry: 0 }); } catch (e) { console.log(e.name, e.response.statusCode, e.message); }
    const s = await new Promise((res, rej) => { let d = ''; got.stream(base + '/s').on('data', (c) => d += c).on('end', () => res(d)).on('error', rej); });
    console.log('stream', s);
  } catch (e) { console.log('fail', e); }
  server.close(() => console.log('closed'));
});
