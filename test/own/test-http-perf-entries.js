// minirt's own test: perf_hooks 'http' entries, checked against Node 26. With an observer
// on 'http' (set up after http was loaded), each client response makes an HttpClient entry
// and each answered server request an HttpRequest entry, with the request's and the
// response's method, URL, status and headers as detail; without one, nothing is recorded.
'use strict';

const common = require('../common');
const assert = require('assert');
const http = require('http');

const entries = [];
let observer = null;

function roundTrip(server) {
  return new Promise((resolve) => {
    http.get({ host: '127.0.0.1', port: server.address().port, path: '/p?q=1' }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
  });
}

const server = http.createServer((req, res) => {
  res.setHeader('x-answer', '42');
  res.end('ok');
});

server.listen(0, '127.0.0.1', common.mustCall(async () => {
  // Not observed yet.
  await roundTrip(server);
  const { PerformanceObserver } = require('perf_hooks');
  observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'http' });
  await roundTrip(server);
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  server.close();

  assert.deepStrictEqual(entries.map((e) => e.name).sort(), ['HttpClient', 'HttpRequest']);
  for (const entry of entries) {
    assert.strictEqual(entry.entryType, 'http');
    assert.strictEqual(typeof entry.startTime, 'number');
    assert.ok(entry.duration >= 0);
    const { req, res } = entry.detail;
    assert.strictEqual(req.method, 'GET');
    assert.match(req.url, /\/p\?q=1$/);
    assert.strictEqual(typeof req.headers, 'object');
    assert.strictEqual(res.statusCode, 200);
    assert.strictEqual(res.statusMessage, 'OK');
    assert.strictEqual(res.headers['x-answer'], '42');
  }
}));
