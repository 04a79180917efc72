// Ecosystem check: http-proxy forwards requests to a local target server.
const http = require('http');
const httpProxy = require('http-proxy');
const target = http.createServer((req, res) => {
  let b = ''; req.on('data', (c) => b += c); req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/plain', 'x-target': '1' });
    res.end(`target ${req.method} ${req.url} ${req.headers['x-forwarded-for']} ${req.headers.host === undefined} ${b}`);
  });
});
target.listen(0, '127.0.0.1', () => {
  const proxy = httpProxy.createProxyServer({ target: `http://127.0.0.1:${target.address().port}`, xfwd: true });
  proxy.on('proxyRes', (pr) => console.log('proxyRes', pr.statusCode));
  const front = http.createServer((req, res) => proxy.web(req, res));
  front.listen(0, '127.0.0.1', () => {
    const q = http.request({ host: '127.0.0.1', port: front.address().port, method: 'POST', path: '/some/path?x=1' }, (res) => {
      let d = ''; res.on('data', (c) => d += c); res.on('end', () => {
        console.log(res.statusCode, res.headers['x-target'], d);
        proxy.close(); front.close(); target.close(() => console.log('closed'));
      });
    });
    q.end('payload');
  });
});
