// Ecosystem check: node-fetch GETs, POSTs and streams from a local server.
const fetch = require('node-fetch');
const http = require('http');
const server = http.createServer((req, res) => {
  let b = ''; req.on('data', (c) => b += c); req.on('end', () => {
    if (req.url === '/gz') { res.setHeader('content-encoding', 'gzip'); return res.end(require('zlib').gzipSync('compressed!')); }
    if (req.url === '/r') { res.writeHead(301, { location: '/j' }); return res.end(); }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ m: req.method, u: req.url, b, ct: req.headers['content-type'], acc: req.headers['accept'], ae: req.headers['accept-encoding'] }));
  });
});
server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    let r = await fetch(base + '/j');
    console.log(r.ok, r.status, r.statusText, r.headers.get('content-type'), await r.json());
    r = await fetch(base + '/p', { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { 'Content-Type': 'application/json' } });
    console.log(await r.json());
    const { URLSearchParams } = require('url');
    const params = new URLSearchParams(); params.append('a', 1);
    r = await fetch(base + '/f', { method: 'POST', body: params });
    console.log(await r.json());
    r = await fetch(base + '/gz'); console.log(await r.text());
    r = await fetch(base + '/r'); console.log(r.url.replace(base, ''), r.redirected, await r.text());
    r = await fetch(base + '/s'); const chunks = []; for await (const c of r.body) chunks.push(c); console.log(Buffer.concat(chunks).length > 0);
    r = await fetch(base + '/b'); console.log((await r.buffer()).length > 0);
  } catch (e) { console.log('fail', e); }
  server.close(() => console.log('closed'));
});
