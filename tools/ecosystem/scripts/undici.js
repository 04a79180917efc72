// Ecosystem check: undici (the npm package, with its WebAssembly HTTP parser) makes requests to a local server.
'use strict';
const http = require('node:http');
const { request, Agent, fetch } = require('undici');

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-seen', req.headers['x-test'] || 'none');
    res.end(JSON.stringify({ method: req.method, url: req.url, body }));
  });
});
server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  const agent = new Agent({ keepAliveTimeout: 10 });
  try {
    const r1 = await request(`${base}/a?x=1`, { dispatcher: agent, headers: { 'x-test': 'yes' } });
    console.log(r1.statusCode, r1.headers['x-seen'], await r1.body.json());
    const r2 = await request(`${base}/post`, { method: 'POST', body: 'hello', dispatcher: agent });
    console.log(r2.statusCode, await r2.body.text());
    const r3 = await fetch(`${base}/fetched`, { dispatcher: agent });
    console.log(r3.status, r3.headers.get('content-type'), (await r3.json()).url);
  } finally {
    await agent.close();
    server.close();
  }
});
