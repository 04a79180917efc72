// minirt's own test: how an Agent hands sockets to queued requests, checked against Node 26.
// A socket that closes while requests wait makes a new socket, handed over through 'free';
// requests for a second origin waiting on maxTotalSockets get a socket once the first
// origin's sockets go idle; and a keep-alive socket whose request 'finish' comes after the
// response's 'end' goes back to the pool once, so the next request keeps its listeners.
'use strict';

const common = require('../common');
const assert = require('assert');
const http = require('http');

const listen = (server) => new Promise((resolve) => {
  server.listen(0, '127.0.0.1', () => resolve(server.address().port));
});

function get(port, agent, path = '/') {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, agent, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(req));
    });
    req.on('error', reject);
  });
}

async function closedSocketMakesRoom() {
  const server = http.createServer((req, res) => res.end('ok'));
  const port = await listen(server);
  const agent = new http.Agent({ maxSockets: 1 });
  let frees = 0;
  agent.on('free', () => frees++);
  const first = http.get({ host: '127.0.0.1', port, agent });
  const second = get(port, agent);
  await new Promise((resolve) => {
    first.on('response', (res) => {
      res.resume();
      // The first socket dies with a request still queued behind it.
      res.on('end', () => {
        first.socket.destroy();
        first.socket.on('close', resolve);
      });
    });
  });
  const req2 = await second;
  assert.notStrictEqual(req2.socket, first.socket);
  // One 'free' for each response, and one for the socket made for the queued request.
  await new Promise(setImmediate);
  assert.strictEqual(frees, 3);
  server.close();
}

async function totalLimitAcrossOrigins() {
  const serverA = http.createServer((req, res) => res.end('a'));
  const serverB = http.createServer((req, res) => res.end('b'));
  serverA.keepAliveTimeout = 0;
  serverB.keepAliveTimeout = 0;
  const portA = await listen(serverA);
  const portB = await listen(serverB);
  const agent = new http.Agent({ keepAlive: true, maxTotalSockets: 2, maxSockets: 2 });
  const all = [];
  // The first origin takes both sockets; the second waits until they go idle.
  for (let i = 0; i < 4; i++) all.push(get(portA, agent));
  for (let i = 0; i < 4; i++) all.push(get(portB, agent));
  await Promise.all(all);
  assert.deepStrictEqual(Object.keys(agent.requests), []);
  agent.destroy();
  serverA.close();
  serverB.close();
}

async function lateFinish() {
  const server = http.createServer((req, res) => res.end());
  const port = await listen(server);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, agent, method: 'POST',
                                 headers: { 'Content-Length': '0', 'Expect': '100-continue' } },
                               (res) => {
        res.resume();
        res.on('end', resolve);
      });
      // The request's write callbacks (and so its 'finish') come late, after the
      // response has ended.
      req.on('socket', (socket) => {
        if (socket.delayed) return;
        socket.delayed = true;
        const write = socket.write;
        socket.write = function(chunk, encoding, cb) {
          if (typeof encoding === 'function') {
            cb = encoding;
            encoding = null;
          }
          const late = typeof cb === 'function' ? (...args) => setTimeout(cb, 5, ...args) : cb;
          return write.call(this, chunk, encoding, late);
        };
      });
      req.on('error', reject);
      const timer = setTimeout(() => reject(new Error(`request ${i} hung`)), 3000);
      req.on('close', () => clearTimeout(timer));
      setTimeout(() => req.end(), 0);
    });
  }
  agent.destroy();
  server.close();
}

(async () => {
  await closedSocketMakesRoom();
  await totalLimitAcrossOrigins();
  await lateFinish();
})().then(common.mustCall());
