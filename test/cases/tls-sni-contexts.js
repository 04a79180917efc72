// A TLS server picks its certificate by the name the client sends: with addContext()
// entries (a `*` stands for one label, the last matching entry wins), and with an
// SNICallback answering later. No name, or an answer of null, keeps the server's own
// context; an error, or something that is no SecureContext, ends the handshake with a
// 'tlsClientError' that knows the name.
'use strict';
const fs = require('fs');
const path = require('path');
const tls = require('tls');

const keys = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(keys, name));
const own = { key: read('tls_self_key.pem'), cert: read('tls_self_cert.pem') };
const server = { key: read('tls_server_key.pem'), cert: read('tls_server_cert.pem') };
const v1 = { key: read('tls_v1_key.pem'), cert: read('tls_v1_cert.pem') };

function connect(port, servername) {
  return new Promise((resolve) => {
    const options = { port, host: '127.0.0.1', rejectUnauthorized: false };
    if (servername !== undefined) options.servername = servername;
    const client = tls.connect(options, () => {
      const subject = client.getPeerCertificate().subject;
      client.end();
      resolve(`${servername} -> ${subject.CN}/${subject.O ?? '-'}`);
    });
    client.on('error', (e) => resolve(`${servername} -> client error ${e.code ?? e.message}`));
  });
}

async function run(label, options, setup, names) {
  // The server's side is printed once the server has closed: its events and the client's
  // may come in either order.
  const seen = [];
  const srv = tls.createServer({ ...own, ...options }, (s) => {
    seen.push(`server socket servername ${s.servername}`);
    s.end();
  });
  srv.on('tlsClientError', (e, s) => seen.push(`tlsClientError ${e.message} (${s.servername})`));
  setup(srv);
  await new Promise((resolve) => srv.listen(0, '127.0.0.1', resolve));
  for (const name of names) console.log(`${label}: ${await connect(srv.address().port, name)}`);
  await new Promise((resolve) => srv.close(resolve));
  for (const line of seen) console.log(`  ${label}: ${line}`);
}

(async () => {
  await run('addContext', {}, (srv) => {
    srv.addContext('*.example.com', server);
    srv.addContext('old.example.com', tls.createSecureContext(v1));
  }, ['a.example.com', 'old.example.com', 'a.b.example.com', 'other.test', undefined]);

  await run('SNICallback', {
    SNICallback(name, cb) {
      setTimeout(() => {
        if (name === 'bad.test') cb(new Error('refused'));
        else if (name === 'odd.test') cb(null, {});
        else if (name === 'own.test') cb(null, null);
        else cb(null, tls.createSecureContext(server));
      }, 10);
    },
  }, () => {}, ['x.test', 'own.test', 'bad.test', 'odd.test']);

  // A server-side TLSSocket that writes before its SNICallback has answered: the bytes go
  // out once the handshake allows.
  await new Promise((resolve) => {
    const ctx = tls.createSecureContext(server);
    const plain = require('net').createServer((raw) => {
      const s = new tls.TLSSocket(raw, {
        isServer: true, secureContext: ctx, SNICallback: (n, cb) => setTimeout(() => cb(null, ctx), 10),
      });
      s.write('early hello');
      s.on('error', () => {});
    });
    plain.listen(0, '127.0.0.1', () => {
      const c = tls.connect({ port: plain.address().port, host: '127.0.0.1',
                              servername: 'early.test', rejectUnauthorized: false });
      c.on('data', (d) => {
        console.log('early write:', String(d));
        c.destroy();
        plain.close(resolve);
      });
    });
  });

  try {
    tls.createServer({ SNICallback: 'not a function' });
  } catch (e) {
    console.log('bad SNICallback:', e.code);
  }
  try {
    tls.createServer().addContext('', own);
  } catch (e) {
    console.log('empty servername:', e.code, e.message);
  }
})();
