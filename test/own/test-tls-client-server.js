// minirt's own test: TLS between a tls.createServer and tls.connect in this process, with
// the certificates of test/fixtures/keys. A CA-signed server certificate is trusted
// through `ca` (authorized, TLSv1.3, the peer certificate's fields and chain); no `ca`
// (Mozilla's store) fails with UNABLE_TO_VERIFY_LEAF_SIGNATURE and Node's hint; a
// self-signed certificate fails with DEPTH_ZERO_SELF_SIGNED_CERT unless it is itself in
// `ca`; rejectUnauthorized: false connects unauthorized with the code kept; a name the
// certificate does not carry fails with ERR_TLS_CERT_ALTNAME_INVALID (and a custom
// checkServerIdentity is used instead); the server sees SNI only when servername is given,
// and ALPN picks the server's protocol; getCertificate() is the server's own certificate
// on its side and {} on a client without one. A rejected client never finishes the server's
// handshake, which reports 'tlsClientError'. Data flows both ways, end() closes cleanly,
// a TLS client against a plain TCP server fails with ERR_SSL_WRONG_VERSION_NUMBER, and a
// client that sends nothing meets the server's handshakeTimeout (ERR_TLS_HANDSHAKE_TIMEOUT).
'use strict';
const common = require('../common');
const assert = require('assert');
const net = require('net');
const tls = require('tls');
const fixtures = require('../common/fixtures');

const ca = fixtures.readKey('tls_ca_cert.pem');
const server = tls.createServer({
  key: fixtures.readKey('tls_server_key.pem'),
  cert: fixtures.readKey('tls_server_cert.pem'),
  ALPNProtocols: ['h2', 'x-test'],
});
const selfSigned = tls.createServer({
  key: fixtures.readKey('tls_self_key.pem'),
  cert: fixtures.readKey('tls_self_cert.pem'),
});

const seen = [];
server.on('secureConnection', (socket) => {
  // The server's own certificate, as its clients see it.
  assert.strictEqual(socket.getCertificate().subject.CN, 'localhost');
  assert.strictEqual(socket.getCertificate().issuer.CN, 'minirt test CA');
  seen.push({ servername: socket.servername, alpn: socket.alpnProtocol,
              protocol: socket.getProtocol(), encrypted: socket.encrypted });
  socket.setEncoding('utf8');
  socket.on('data', (text) => socket.end(`echo:${text}`));
  socket.on('error', () => {});
});
const clientErrors = [];
server.on('tlsClientError', (err) => clientErrors.push(err.code));
selfSigned.on('secureConnection', (socket) => socket.end('self'));
selfSigned.on('tlsClientError', () => {});

function listen(s) {
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s.address().port)));
}

function connectError(options) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(options, () => reject(new Error('connected')));
    socket.on('error', resolve);
  });
}

function exchange(options, text) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(options, () => {
      // A client without a certificate of its own.
      assert.deepStrictEqual(socket.getCertificate(), {});
      const result = {
        authorized: socket.authorized,
        authorizationError: socket.authorizationError,
        protocol: socket.getProtocol(),
        alpn: socket.alpnProtocol,
        cert: socket.getPeerCertificate(true),
        cipher: socket.getCipher(),
        received: '',
      };
      socket.setEncoding('utf8');
      socket.on('data', (d) => { result.received += d; });
      socket.on('end', () => resolve(result));
      socket.write(text);
    });
    socket.on('error', reject);
  });
}

(async () => {
  const port = await listen(server);
  const selfPort = await listen(selfSigned);

  // A trusted chain, SNI and ALPN.
  const ok = await exchange({ port, host: '127.0.0.1', servername: 'localhost', ca,
                              ALPNProtocols: ['x-test'] }, 'ping');
  assert.strictEqual(ok.authorized, true);
  assert.strictEqual(ok.authorizationError, null);
  assert.strictEqual(ok.protocol, 'TLSv1.3');
  assert.strictEqual(ok.alpn, 'x-test');
  assert.strictEqual(ok.received, 'echo:ping');
  assert.match(ok.cipher.standardName, /^TLS_(AES_(128|256)_GCM_SHA(256|384)|CHACHA20_POLY1305_SHA256)$/);
  assert.strictEqual(Object.getPrototypeOf(ok.cert.subject), null);
  assert.strictEqual(ok.cert.subject.CN, 'localhost');
  assert.strictEqual(ok.cert.subject.O, 'minirt');
  assert.strictEqual(ok.cert.issuer.CN, 'minirt test CA');
  assert.strictEqual(ok.cert.subjectaltname, 'DNS:localhost, IP Address:127.0.0.1');
  assert.strictEqual(ok.cert.ca, false);
  assert.match(ok.cert.valid_to, /^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d 2126 GMT$/);
  assert.match(ok.cert.fingerprint256, /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  assert.match(ok.cert.serialNumber, /^[0-9A-F]+$/);
  assert.ok(Buffer.isBuffer(ok.cert.raw));
  // The chain as verified: the CA from `ca`, which is its own issuer.
  assert.strictEqual(ok.cert.issuerCertificate.subject.CN, 'minirt test CA');
  assert.strictEqual(ok.cert.issuerCertificate.ca, true);
  assert.strictEqual(ok.cert.issuerCertificate.issuerCertificate, ok.cert.issuerCertificate);
  assert.deepStrictEqual(ok.cert.ext_key_usage, ['1.3.6.1.5.5.7.3.1']);
  assert.strictEqual(ok.cert.asn1Curve, 'prime256v1');
  assert.strictEqual(ok.cert.nistCurve, 'P-256');
  assert.strictEqual(ok.cert.bits, 256);
  assert.strictEqual(ok.cert.pubkey.length, 65);
  assert.deepStrictEqual(seen.shift(), { servername: 'localhost', alpn: 'x-test',
                                         protocol: 'TLSv1.3', encrypted: true });

  // The host name checked is `host` when no servername is given; no SNI is sent then.
  const byHost = await exchange({ port, host: 'localhost', ca }, 'x');
  assert.strictEqual(byHost.authorized, true);
  assert.strictEqual(byHost.alpn, false);
  assert.strictEqual(seen.shift().servername, false);

  // Mozilla's store does not know the test CA.
  const unknown = await connectError({ port, host: 'localhost' });
  assert.strictEqual(unknown.code, 'UNABLE_TO_VERIFY_LEAF_SIGNATURE');
  assert.strictEqual(unknown.message, 'unable to verify the first certificate; ' +
    'if the root CA is installed locally, try running Node.js with --use-system-ca');

  // The wrong name.
  const wrongName = await connectError({ port, host: '127.0.0.1', servername: 'example.com', ca });
  assert.strictEqual(wrongName.code, 'ERR_TLS_CERT_ALTNAME_INVALID');
  assert.strictEqual(wrongName.reason,
                     "Host: example.com. is not in the cert's altnames: DNS:localhost, IP Address:127.0.0.1");
  const custom = await exchange({
    port, host: '127.0.0.1', servername: 'example.com', ca,
    checkServerIdentity: common.mustCall((host, cert) => {
      assert.strictEqual(host, 'example.com');
      assert.strictEqual(cert.subject.CN, 'localhost');
      return undefined;
    }),
  }, 'custom');
  assert.strictEqual(custom.authorized, true);

  // Not rejecting keeps the code.
  const lax = await exchange({ port: selfPort, host: 'localhost', rejectUnauthorized: false }, '');
  assert.strictEqual(lax.authorized, false);
  assert.strictEqual(lax.authorizationError, 'DEPTH_ZERO_SELF_SIGNED_CERT');
  assert.strictEqual(lax.received, 'self');

  const self = await connectError({ port: selfPort, host: 'localhost' });
  assert.strictEqual(self.code, 'DEPTH_ZERO_SELF_SIGNED_CERT');
  const trusted = await exchange({ port: selfPort, host: 'localhost',
                                   ca: fixtures.readKey('tls_self_cert.pem') }, '');
  assert.strictEqual(trusted.authorized, true);

  // A TLS client against a server that does not speak TLS.
  const plain = net.createServer((s) => s.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  const plainPort = await listen(plain);
  const wrong = await connectError({ port: plainPort, host: '127.0.0.1' });
  assert.strictEqual(wrong.code, 'ERR_SSL_WRONG_VERSION_NUMBER');
  plain.close();

  // The rejected clients above left the server's handshakes unfinished.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(clientErrors.length >= 2, clientErrors);
  assert.ok(clientErrors.every((code) => code === 'ECONNRESET'), clientErrors);
  assert.strictEqual(seen.length, 1); // only the custom-checked connection

  // A client that never speaks runs into the server's handshakeTimeout.
  const slow = tls.createServer({
    key: fixtures.readKey('tls_server_key.pem'),
    cert: fixtures.readKey('tls_server_cert.pem'),
    handshakeTimeout: 50,
  }, common.mustNotCall());
  const slowPort = await listen(slow);
  const silent = net.connect(slowPort, '127.0.0.1');
  const [timeoutError, timedOut] = await new Promise((resolve) => {
    slow.once('tlsClientError', (...args) => resolve(args));
  });
  assert.strictEqual(timeoutError.code, 'ERR_TLS_HANDSHAKE_TIMEOUT');
  assert.strictEqual(timeoutError.message, 'TLS handshake timeout');
  assert.strictEqual(timedOut._secureEstablished, false);
  silent.destroy();
  slow.close();

  server.close();
  selfSigned.close();
})().then(common.mustCall());
