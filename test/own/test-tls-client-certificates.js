// minirt's own test: what webpki alone would refuse and OpenSSL accepts. A server with
// requestCert sees a CA-signed client certificate as authorized (with its subject), a
// client without one as unauthorized with UNABLE_TO_GET_ISSUER_CERT, and with
// rejectUnauthorized the client without a certificate is refused in the handshake; an
// X.509 version 1 server certificate signed by the CA is trusted through `ca` (the host
// name comes from its CN) and not without it; both ends derive the same keying material
// with exportKeyingMaterial, which checks its arguments and the handshake first.
'use strict';
const common = require('../common');
const assert = require('assert');
const tls = require('tls');
const fixtures = require('../common/fixtures');

const ca = fixtures.readKey('tls_ca_cert.pem');
const serverKeys = {
  key: fixtures.readKey('tls_server_key.pem'),
  cert: fixtures.readKey('tls_server_cert.pem'),
};
const clientKeys = {
  key: fixtures.readKey('tls_client_key.pem'),
  cert: fixtures.readKey('tls_client_cert.pem'),
};

function serve(options, onSecure) {
  return new Promise((resolve) => {
    const server = tls.createServer(options, onSecure);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function connect(port, options) {
  return new Promise((resolve) => {
    const socket = tls.connect({ port, host: '127.0.0.1', servername: 'localhost', ...options });
    socket.on('secureConnect', () => resolve({ socket }));
    socket.on('error', (err) => resolve({ err }));
  });
}

async function requestedCertificate() {
  const seen = [];
  const server = await serve({ ...serverKeys, ca, requestCert: true, rejectUnauthorized: false },
                             (s) => {
                               const peer = s.getPeerCertificate();
                               seen.push([s.authorized, s.authorizationError,
                                          peer.subject ? peer.subject.CN : undefined]);
                               s.end();
                             });
  const port = server.address().port;
  const a = await connect(port, { ca, ...clientKeys });
  assert.ifError(a.err);
  a.socket.resume();
  await new Promise((r) => a.socket.on('close', r));
  const b = await connect(port, { ca });
  assert.ifError(b.err);
  b.socket.resume();
  await new Promise((r) => b.socket.on('close', r));
  server.close();
  assert.deepStrictEqual(seen, [
    [true, null, 'minirt client'],
    [false, 'UNABLE_TO_GET_ISSUER_CERT', undefined],
  ]);
}

async function requiredCertificate() {
  const server = await serve({ ...serverKeys, ca, requestCert: true }, common.mustNotCall());
  const clientErrors = [];
  server.on('tlsClientError', (err) => clientErrors.push(err.code));
  const { socket, err } = await connect(server.address().port, { ca });
  // TLS 1.3 finishes the client's side first; the server's refusal arrives as an alert.
  const failure = err || await new Promise((resolve) => {
    socket.on('error', resolve);
    socket.on('close', () => resolve(null));
  });
  assert.ok(failure, 'the connection must fail');
  assert.match(failure.code, /^ERR_SSL_/);
  await new Promise((r) => setTimeout(r, 50));
  server.close();
  assert.deepStrictEqual(clientErrors, ['ERR_SSL_PEER_DID_NOT_RETURN_A_CERTIFICATE']);
}

async function versionOneCertificate() {
  const server = await serve({
    key: fixtures.readKey('tls_v1_key.pem'),
    cert: fixtures.readKey('tls_v1_cert.pem'),
  }, (s) => s.end('v1'));
  const port = server.address().port;
  const trusted = await connect(port, { ca });
  assert.ifError(trusted.err);
  assert.strictEqual(trusted.socket.authorized, true);
  assert.strictEqual(trusted.socket.getPeerCertificate().subject.O, 'minirt v1');
  let text = '';
  trusted.socket.setEncoding('utf8').on('data', (d) => { text += d; });
  await new Promise((r) => trusted.socket.on('end', r));
  assert.strictEqual(text, 'v1');
  trusted.socket.destroy();
  const untrusted = await connect(port, {});
  assert.strictEqual(untrusted.err && untrusted.err.code, 'UNABLE_TO_VERIFY_LEAF_SIGNATURE');
  server.close();
}

async function keyingMaterial() {
  let serverSide;
  const server = await serve(serverKeys, (s) => {
    serverSide = s.exportKeyingMaterial(32, 'EXPERIMENTAL minirt', Buffer.from('ctx'));
    s.end();
  });
  const { socket, err } = await connect(server.address().port, { ca });
  assert.ifError(err);
  const clientSide = socket.exportKeyingMaterial(32, 'EXPERIMENTAL minirt', Buffer.from('ctx'));
  const plain = socket.exportKeyingMaterial(32, 'EXPERIMENTAL minirt');
  assert.strictEqual(clientSide.length, 32);
  assert.notDeepStrictEqual(clientSide, plain);
  assert.throws(() => socket.exportKeyingMaterial(0, 'x'), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => socket.exportKeyingMaterial(8, null), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => socket.exportKeyingMaterial(8, 'x', 'ctx'),
                { code: 'ERR_INVALID_ARG_TYPE' });
  socket.resume();
  await new Promise((r) => socket.on('close', r));
  server.close();
  assert.deepStrictEqual(serverSide, clientSide);
  const early = new tls.TLSSocket(null);
  assert.throws(() => early.exportKeyingMaterial(8, 'x'), {
    code: 'ERR_TLS_INVALID_STATE',
    message: 'TLS socket connection must be securely established',
  });
  early.destroy();
}

(async () => {
  await requestedCertificate();
  await requiredCertificate();
  await versionOneCertificate();
  await keyingMaterial();
})().then(common.mustCall());
