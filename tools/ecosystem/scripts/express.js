// Ecosystem check: express routes, middleware, params, JSON bodies and error handlers on a local server.
const express = require('express');
const http = require('http');
const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: true }));
app.get('/', (req, res) => res.send('Hello World!'));
app.get('/json', (req, res) => res.json({ a: 1, q: req.query }));
app.get('/user/:id', (req, res) => res.status(201).set('X-Id', req.params.id).send(`user ${req.params.id}`));
app.post('/echo', (req, res) => res.json({ body: req.body, type: req.get('content-type') }));
app.get('/redir', (req, res) => res.redirect('/json'));
app.get('/err', () => { throw new Error('boom'); });
app.use((err, req, res, next) => res.status(500).send('caught ' + err.message));
function req(port, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const r = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let d = '';
      res.setEncoding('utf8');
      res.on('data', (c) => d += c);
      res.on('end', () => resolve({ status: res.statusCode, ct: res.headers['content-type'], xid: res.headers['x-id'], loc: res.headers.location, len: res.headers['content-length'], etag: res.headers.etag, body: d }));
    });
    r.on('error', reject);
    if (body) r.write(body);
    r.end();
  });
}
const server = app.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  console.log(await req(port, 'GET', '/'));
  console.log(await req(port, 'GET', '/json?x=1&y[z]=2'));
  console.log(await req(port, 'GET', '/user/42'));
  console.log(await req(port, 'POST', '/echo', JSON.stringify({ hi: 'there' }), { 'content-type': 'application/json' }));
  console.log(await req(port, 'POST', '/echo', 'a=1&b[c]=2', { 'content-type': 'application/x-www-form-urlencoded' }));
  console.log(await req(port, 'GET', '/redir'));
  console.log(await req(port, 'GET', '/err'));
  console.log(await req(port, 'GET', '/nope'));
  console.log(await req(port, 'HEAD', '/'));
  server.close(() => console.log('closed'));
});
