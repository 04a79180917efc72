// fetch() of an https: URL whose host is an IP address sends no server name (as the https
// Agent does; tls.connect refuses an address as servername): the handshake runs, and a
// certificate the process does not trust fails with its own verify code.
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');
const { spawnSync } = require('child_process');

const keys = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(keys, name));

if (process.argv[2] === 'child') {
  const url = process.argv[3];
  fetch(url).then(async (r) => console.log('child', r.status, await r.text()),
    (e) => console.log('child', e.name, e.message, e.cause && e.cause.code));
  return;
}

const server = https.createServer({ key: read('tls_server_key.pem'), cert: read('tls_server_cert.pem') },
  (req, res) => res.end('served ' + req.url + ' sni=' + req.socket.servername));
server.listen(0, '127.0.0.1', async () => {
  const url = `https://127.0.0.1:${server.address().port}/ip`;
  const err = await fetch(url).then(() => null, (e) => e);
  console.log(err.name, err.message, err.cause.code, err.cause.message);
  const child = (extra) => new Promise((resolve) => {
    const { spawn } = require('child_process');
    const c = spawn(process.execPath, [__filename, 'child', url],
      { env: { ...process.env, ...extra }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    c.stdout.on('data', (d) => { out += d; });
    c.on('close', () => resolve(out.trim()));
  });
  console.log(await child({ NODE_EXTRA_CA_CERTS: path.join(keys, 'tls_ca_cert.pem') }));
  server.close();
});
