// Port of nodejs/node test/parallel/test-async-hooks-http-agent-destroy.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
const common = require('../common');
const assert = require('assert');
const { createHook } = require('async_hooks');
const { symbols: { async_id_symbol } } = require('internal/async_hooks');
const http = require('http');

// A keep-alive agent that hands the same socket to a second request first destroys the
// socket's old async id and gives it a new one; while it waits in the pool its id is -1.
const destroyed = new Set();
createHook({
  destroy: common.mustCallAtLeast((asyncId) => destroyed.add(asyncId), 1),
}).enable();

const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: Infinity, maxSockets: 1 });

const server = http.createServer(common.mustCall((req, res) => {
  req.resume();
  req.on('end', common.mustCall(() => res.end('ok')));
}, 2));

server.listen(0, common.mustCall(() => {
  const { port } = server.address();
  const first = http.request({ agent, port, method: 'POST' }, common.mustCall((res) => {
    const socket = res.socket;
    const firstId = socket[async_id_symbol];
    assert.ok(firstId > 0, `${firstId} > 0`);
    assert.strictEqual(first.socket, socket);
    res.resume();
    res.on('end', common.mustCall(() => {
      setImmediate(common.mustCall(() => {
        assert.strictEqual(socket[async_id_symbol], -1);
        const second = http.request({ agent, port, method: 'POST' }, common.mustCall((res) => {
          assert.strictEqual(res.socket, socket);
          const secondId = socket[async_id_symbol];
          assert.ok(secondId > 0 && secondId !== firstId, `${secondId} is a new id`);
          assert.ok(destroyed.has(firstId));
          res.resume();
          res.on('end', common.mustCall(() => {
            server.close();
            agent.destroy();
          }));
        }));
        second.end('second');
      }));
    }));
  }));
  first.end('first');
}));
