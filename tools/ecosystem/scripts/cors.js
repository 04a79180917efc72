// Ecosystem check: cors answers preflight and simple requests with the configured headers.
const express = require('express');
const cors = require('cors');
const http = require('http');
const app = express();
app.use(cors({ origin: ['http://a.com'], credentials: true, exposedHeaders: ['X-E'] }));
app.get('/', (req, res) => res.send('hi'));
function r(port, method, headers) {
  return new Promise((resolve) => { const q = http.request({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => { res.resume(); res.on('end', () => resolve([res.statusCode, Object.entries(res.headers).filter(([k]) => k.startsWith('access-control') || k === 'vary')])); }); q.end(); });
}
const server = app.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  console.log(await r(port, 'GET', { origin: 'http://a.com' }));
  console.log(await r(port, 'GET', { origin: 'http://b.com' }));
  console.log(await r(port, 'OPTIONS', { origin: 'http://a.com', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'x-y' }));
  server.close(() => console.log('closed'));
});
