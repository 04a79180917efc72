// Ecosystem check: axios GETs and POSTs JSON to a local server and reports an HTTP error status.
const axios = require('axios');
const http = require('http');
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => body += c);
  req.on('end', () => {
    if (req.url === '/404') { res.statusCode = 404; return res.end('nf'); }
    if (req.url === '/redirect') { res.writeHead(302, { location: '/json' }); return res.end(); }
    if (req.url === '/gzip') { const z = require('zlib'); res.setHeader('content-encoding', 'gzip'); res.setHeader('content-type', 'application/json'); return res.end(z.gzipSync(JSON.stringify({ zipped: true }))); }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, url: req.url, body, ct: req.headers['content-type'], ua: req.headers['user-agent'].split('/')[0], custom: req.headers['x-custom'] }));
  });
});
server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    let r = await axios.get(base + '/json', { params: { a: 1, b: 'x y' } });
    console.log(r.status, r.data);
    r = await axios.post(base + '/post', { hello: 'world' }, { headers: { 'X-Custom': 'c' } });
    console.log(r.status, r.data);
    r = await axios.get(base + '/redirect');
    console.log(r.status, r.data, r.request.path);
    r = await axios.get(base + '/gzip');
    console.log(r.status, r.data);
    const inst = axios.create({ baseURL: base, timeout: 1000 });
    r = await inst.put('/put', 'raw', { headers: { 'content-type': 'text/plain' } });
    console.log(r.status, r.data);
    try { await axios.get(base + '/404'); } catch (e) { console.log('err', e.name, e.code, e.response.status, e.response.data, e.message); }
    r = await axios.get(base + '/stream', { responseType: 'stream' });
    let s = ''; for await (const c of r.data) s += c; console.log('stream', s.length > 0);
  } catch (e) { console.log('fail', e); }
  server.close(() => console.log('closed'));
});
