// minirt's own test: the CA lists and the secure-context checks made in js-lib.
// getCACertificates() checks its type argument; 'bundled' is tls.rootCertificates, the
// same array every time. setDefaultCACertificates() takes strings and views, drops
// duplicates, returns certificates in OpenSSL's PEM form (64 columns, closing newline),
// and leaves the list as it was when an entry is refused. A context without `ca` then
// trusts exactly that list: a server whose CA is in it is authorized, and a server sends
// the issuers it finds there with its certificate (OpenSSL's automatic chain, so a client
// trusting something else sees a self-signed certificate in the chain). createSecureContext
// refuses SSLv3 methods and a key that does not match its certificate; an
// encrypted key opens with its passphrase; addCACert on a context changes what it trusts;
// `_external` is only readable on the context itself.
'use strict';
const common = require('../common');
const assert = require('assert');
const tls = require('tls');
const crypto = require('crypto');
const fixtures = require('../common/fixtures');

const caPem = fixtures.readKey('tls_ca_cert.pem', 'latin1');
const serverCert = fixtures.readKey('tls_server_cert.pem');
const serverKey = fixtures.readKey('tls_server_key.pem');
const selfCert = fixtures.readKey('tls_self_cert.pem');

for (const bad of [1, null, true, {}]) {
  assert.throws(() => tls.getCACertificates(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => tls.getCACertificates('nope'), { code: 'ERR_INVALID_ARG_VALUE' });
assert.strictEqual(tls.getCACertificates('bundled'), tls.rootCertificates);
assert.strictEqual(tls.getCACertificates('bundled'), tls.getCACertificates('bundled'));
assert.strictEqual(tls.getCACertificates(), tls.getCACertificates('default'));
assert.ok(Array.isArray(tls.getCACertificates('extra')));

assert.throws(() => tls.setDefaultCACertificates('x'), {
  code: 'ERR_INVALID_ARG_TYPE', message: /"certs" argument must be an instance of Array/,
});
assert.throws(() => tls.setDefaultCACertificates([caPem, 5]), {
  code: 'ERR_INVALID_ARG_TYPE', message: /"certs\[1\]" argument/,
});

tls.setDefaultCACertificates([caPem, Buffer.from(caPem), new TextEncoder().encode(caPem)]);
const list = tls.getCACertificates('default');
assert.strictEqual(list.length, 1);
const pemShape = new RegExp('^-----BEGIN CERTIFICATE-----\n([A-Za-z0-9+/=]{64}\n)*' +
                            '[A-Za-z0-9+/=]{1,64}\n-----END CERTIFICATE-----\n$');
assert.match(list[0], pemShape);
assert.strictEqual(new crypto.X509Certificate(list[0]).fingerprint256,
                   new crypto.X509Certificate(caPem).fingerprint256);
assert.throws(() => tls.setDefaultCACertificates(['no certificate here']), {
  code: 'ERR_CRYPTO_OPERATION_FAILED',
});
assert.throws(() => tls.setDefaultCACertificates(
  [caPem, '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----']), {
  code: 'ERR_OSSL_PEM_ASN1_LIB',
});
assert.strictEqual(tls.getCACertificates('default'), list);

assert.throws(() => tls.createSecureContext({ secureProtocol: 'SSLv3_method' }), {
  code: 'ERR_TLS_INVALID_PROTOCOL_METHOD', message: 'SSLv3 methods disabled',
});
assert.throws(() => tls.createSecureContext({ secureProtocol: 'nope' }), {
  code: 'ERR_TLS_INVALID_PROTOCOL_METHOD', message: 'Unknown method: nope',
});
assert.throws(() => tls.createSecureContext({ key: serverKey, cert: selfCert }), {
  code: 'ERR_OSSL_X509_KEY_VALUES_MISMATCH',
});
const encrypted = crypto.createPrivateKey(serverKey)
  .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pw' });
assert.throws(() => tls.createSecureContext({ key: encrypted, cert: serverCert }),
              { code: 'ERR_OSSL_BAD_DECRYPT' });
tls.createSecureContext({ key: encrypted, passphrase: 'pw', cert: serverCert });
tls.createSecureContext({ key: [{ pem: encrypted, passphrase: 'pw' }], cert: serverCert });

const native = tls.createSecureContext().context;
assert.throws(() => ({ __proto__: native })._external, TypeError);
assert.ok(native._external);

// The replaced default list is what a client without `ca` trusts.
const server = tls.createServer({ key: serverKey, cert: serverCert }, (socket) => {
  socket.end('ok');
});
server.listen(0, common.mustCall(() => {
  const { port } = server.address();
  tls.connect({ port, servername: 'localhost' }, common.mustCall(function() {
    assert.strictEqual(this.authorized, true);
    this.end();
    // A context made without `ca`, then given one by addCACert, trusts it as well.
    tls.setDefaultCACertificates([selfCert]);
    const secureContext = tls.createSecureContext();
    const client = tls.connect({ port, servername: 'localhost', secureContext });
    client.on('error', common.mustCall((err) => {
      assert.strictEqual(err.code, 'SELF_SIGNED_CERT_IN_CHAIN');
      secureContext.context.addCACert(caPem);
      tls.connect({ port, servername: 'localhost', secureContext }, common.mustCall(function() {
        assert.strictEqual(this.authorized, true);
        this.end();
        server.close();
      }));
    }));
  }));
}));
