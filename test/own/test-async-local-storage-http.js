// minirt's own test: AsyncLocalStorage stores follow HTTP traffic as in Node 26.10: a
// client's 'response', its data and end run in the store the request was made in (also
// for a request that reuses a kept-alive socket made in another store), and a server's
// 'request' handler runs in the store the connection was accepted in.
'use strict';
const common = require('../common');
const assert = require('assert');
const http = require('http');
const { AsyncLocalStorage } = require('async_hooks');

const storage = new AsyncLocalStorage();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const server = http.createServer(common.mustCall((req, res) => {
  // Accepted outside any store: the handler sees none, whatever the client's store.
  assert.strictEqual(storage.getStore(), undefined);
  storage.enterWith('handler');
  req.resume();
  req.on('end', common.mustCall(() => {
    res.end('ok');
  }));
}, 3));

function get(port, store) {
  return new Promise((resolve) => {
    storage.run(store, () => {
      http.get({ port, agent }, common.mustCall((res) => {
        assert.strictEqual(storage.getStore(), store);
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          assert.strictEqual(storage.getStore(), store);
          body += chunk;
        });
        res.on('end', common.mustCall(() => {
          assert.strictEqual(storage.getStore(), store);
          assert.strictEqual(body, 'ok');
          resolve();
        }));
      }));
    });
  });
}

server.listen(0, common.mustCall(async () => {
  const { port } = server.address();
  await get(port, 'first');
  // The kept-alive socket of the first request carries the second and third.
  await get(port, 'second');
  await Promise.all([get(port, 'third')]);
  agent.destroy();
  server.close();
}));
