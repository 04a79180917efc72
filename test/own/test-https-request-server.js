// minirt's own test: https between an https.createServer and the https client in this
// process, with the certificates of test/fixtures/keys. A POST through https.request with
// `ca` is answered with its body echoed; a keep-alive https.Agent reuses its TLS socket
// for a second request; https.get of a URL string without the CA fails with
// UNABLE_TO_VERIFY_LEAF_SIGNATURE; the server offers ALPN 'http/1.1'. A child process
// with NODE_EXTRA_CA_CERTS naming the test CA trusts the server in fetch() and https.get
// without any `ca` option, as Node adds that file to its default store.
'use strict';
const common = require('../common');
const assert = require('assert');
const https = require('https');
const { execFile } = require('child_process');
const fixtures = require('../common/fixtures');

if (process.argv[2] === 'child') {
  const url = process.argv[3];
  fetch(`${url}/fetched`).then(async (res) => {
    console.log(`fetch ${res.status} ${await res.text()}`);
    https.get(`${url}/got`, (res2) => {
      res2.setEncoding('utf8');
      let body = '';
      res2.on('data', (d) => { body += d; });
      res2.on('end', () => console.log(`get ${res2.statusCode} ${body}`));
    });
  });
  return;
}

const ca = fixtures.readKey('tls_ca_cert.pem');
const sockets = new Set();
const server = https.createServer({
  key: fixtures.readKey('tls_server_key.pem'),
  cert: fixtures.readKey('tls_server_cert.pem'),
}, (req, res) => {
  sockets.add(req.socket);
  assert.strictEqual(req.socket.encrypted, true);
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (d) => { body += d; });
  req.on('end', () => {
    res.setHeader('x-alpn', String(req.socket.alpnProtocol));
    res.end(`${req.method} ${req.url} ${body}`);
  });
});

function request(options, body) {
  return new Promise((resolve, reject) => {
    const req = https.request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text,
                                    authorized: res.socket ? res.socket.authorized : null }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

server.listen(0, '127.0.0.1', common.mustCall(async () => {
  const port = server.address().port;
  const agent = new https.Agent({ keepAlive: true, maxSockets: 1 });
  const base = { host: 'localhost', port, ca, agent };

  const first = await request({ ...base, method: 'POST', path: '/echo?x=1' }, 'hello');
  assert.strictEqual(first.status, 200);
  assert.strictEqual(first.text, 'POST /echo?x=1 hello');
  assert.strictEqual(first.headers['x-alpn'], 'false');
  const second = await request({ ...base, path: '/again' });
  assert.strictEqual(second.text, 'GET /again ');
  // Both requests went over one kept-alive TLS connection.
  assert.strictEqual(sockets.size, 1);
  agent.destroy();

  const unknown = await new Promise((resolve) => {
    https.get(`https://localhost:${port}/`, common.mustNotCall()).on('error', resolve);
  });
  assert.strictEqual(unknown.code, 'UNABLE_TO_VERIFY_LEAF_SIGNATURE');

  const env = { ...process.env, NODE_EXTRA_CA_CERTS: fixtures.path('keys', 'tls_ca_cert.pem') };
  execFile(process.execPath, [__filename, 'child', `https://localhost:${port}`], { env },
           common.mustCall((err, stdout, stderr) => {
             assert.ifError(err);
             assert.strictEqual(stdout, 'fetch 200 GET /fetched \nget 200 GET /got \n');
             server.close();
           }));
}));
