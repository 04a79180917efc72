// minirt's own test: ClientRequest behaviours checked against Node 26. A path changed
// after construction is checked like the one given (CR, LF, NUL refused and the old path
// kept); a Host header given as an array is refused by the agent; the `timeout` option
// stays the socket's timeout until it connects, then the request's setTimeout() value
// applies; NODE_DEBUG=http logs and warns that the log can hold secrets.
'use strict';

const common = require('../common');
const assert = require('assert');
const http = require('http');
const { spawnSync } = require('child_process');

{
  const req = new http.ClientRequest({ host: '127.0.0.1', port: 1, path: '/a',
                                       createConnection: () => {} });
  for (const bad of ['/b\r\nX: y', '/b\rc', '/b\nc', '/b\0c', '/b c']) {
    assert.throws(() => { req.path = bad; }, {
      code: 'ERR_UNESCAPED_CHARACTERS',
      name: 'TypeError',
      message: 'Request path contains unescaped characters',
    });
    assert.strictEqual(req.path, '/a');
  }
  req.path = '/c?d=1';
  assert.strictEqual(req.path, '/c?d=1');
  assert.ok(!Object.keys(req).includes('path'));
  req.destroy();
}

assert.throws(() => http.request({ port: 80, headers: { host: ['a', 'b'] } }), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: /^The "options\.headers\.host" property must be of type string/,
});

{
  const server = http.createServer(common.mustCall((req, res) => {
    res.end();
  }));
  server.listen(0, '127.0.0.1', common.mustCall(() => {
    const req = http.get({ host: '127.0.0.1', port: server.address().port, timeout: 3000,
                           agent: new http.Agent() });
    req.setTimeout(2000);
    req.on('socket', common.mustCall((socket) => {
      assert.strictEqual(socket.timeout, 3000);
      socket.on('connect', common.mustCall(() => {
        assert.strictEqual(socket.timeout, 2000);
      }));
    }));
    req.on('response', common.mustCall((res) => {
      res.resume();
      res.on('end', common.mustCall(() => server.close()));
    }));
  }));
}

if (process.argv[2] === 'child') {
  const server = http.createServer((req, res) => res.end());
  server.listen(0, '127.0.0.1', () => {
    http.get({ host: '127.0.0.1', port: server.address().port }, (res) => {
      res.resume();
      res.on('end', () => server.close());
    });
  });
} else {
  const { stderr } = spawnSync(process.execPath, [__filename, 'child'], {
    encoding: 'utf8', env: { ...process.env, NODE_DEBUG: 'http' },
  });
  assert.match(stderr, /Setting the NODE_DEBUG environment variable to 'http' can expose sensitive data \(such as passwords, tokens and authentication headers\) in the resulting log\./);
  assert.match(stderr, /^HTTP \d+: /m);
}
