// minirt's own test: HTTP behaviours checked against Node 26. Keep-alive sockets reused by
// an Agent keep exactly one 'error' listener while free; a server whose client hangs up
// aborts the pending request and closes; the automatic 400 (no Host) and 503
// (maxRequestsPerSocket) answers reach the client; headersTimeout answers 408 to a
// connection that sent nothing or an unfinished head, but not to an idle keep-alive one;
// closeIdleConnections closes fresh connections but not ones mid-head; uniqueHeaders are
// joined with '; ' on both sides; and the request parser refuses too many headers (431), a
// bare LF and bad URL bytes as soon as they arrive, with llhttp's codes and positions.
'use strict';

const common = require('../common');
const assert = require('assert');
const http = require('http');
const net = require('net');

// A hang (e.g. an error that only shows up at EOF) fails instead of waiting forever.
setTimeout(() => assert.fail('test timed out'), 15000).unref();

const listen = (server) => new Promise((resolve) => {
  server.listen(0, '127.0.0.1', () => resolve(server.address().port));
});
const close = (server) => new Promise((resolve) => {
  server.closeAllConnections();
  server.close(resolve);
});
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Writes `payload` on a raw connection (then half-closes it with `end`) and collects what
// comes back until the server closes it, or until `until` matches what arrived (then the
// client closes).
function exchange(port, payload, until, end = false) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (end) socket.end(payload);
      else socket.write(payload);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      data += chunk;
      if (until && until.test(data)) socket.destroy();
    });
    socket.on('close', () => resolve(data));
  });
}

const statusLines = (text) => text.match(/HTTP\/1\.1 \d+/g);

async function keepAliveErrorListeners() {
  const server = http.createServer((req, res) => res.end('ok'));
  const port = await listen(server);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  process.on('warning', common.mustNotCall('no MaxListenersExceededWarning'));
  let first;
  for (let i = 0; i < 12; i++) {
    const socket = await new Promise((resolve) => {
      http.get({ host: '127.0.0.1', port, agent }, (res) => {
        // The response lets go of the socket once it is back with the agent.
        const { socket } = res;
        res.resume();
        res.on('end', () => resolve(socket));
      });
    });
    first ??= socket;
    assert.strictEqual(socket, first, 'one socket serves every request');
    await new Promise(setImmediate);
    assert.deepStrictEqual(socket.listeners('error').map((f) => f.name),
                           ['freeSocketErrorListener'], `request ${i}`);
  }
  agent.destroy();
  await close(server);
  process.removeAllListeners('warning');
}

async function clientHangsUp() {
  // The client goes away while its request waits for an answer: the request is aborted.
  const events = [];
  let resolveClosed;
  const closed = new Promise((resolve) => { resolveClosed = resolve; });
  const server = http.createServer(common.mustCall((req, res) => {
    req.on('aborted', () => events.push('aborted'));
    req.on('close', () => {
      events.push('close');
      assert.strictEqual(req.destroyed, true);
      assert.strictEqual(req.aborted, true);
    });
    res.on('close', () => events.push('res close'));
    req.socket.on('close', resolveClosed);
    setImmediate(() => clientReq.destroy());
  }));
  const port = await listen(server);
  const clientReq = http.get({ host: '127.0.0.1', port, agent: false });
  const clientError = new Promise((resolve) => clientReq.on('error', resolve));
  await closed;
  await new Promise(setImmediate);
  assert.deepStrictEqual(events, ['aborted', 'res close', 'close']);
  assert.strictEqual((await clientError).code, 'ECONNRESET');

  // A half-closed client (request sent, then FIN) gets its connection closed, unanswered.
  server.removeAllListeners('request');
  server.on('request', common.mustCall((req, res) => {
    req.on('aborted', common.mustCall());
  }));
  const reply = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n', null, true);
  assert.strictEqual(reply, '');
  await close(server);
}

async function automaticResponses() {
  const server = http.createServer((req, res) => res.end('ok'));
  server.maxRequestsPerSocket = 1;
  server.on('dropRequest', common.mustCall((req, socket) => {
    assert.strictEqual(req.url, '/2');
    assert.ok(socket instanceof net.Socket);
  }));
  const port = await listen(server);

  const noHost = await exchange(port, 'GET / HTTP/1.1\r\n\r\n', null);
  assert.deepStrictEqual(statusLines(noHost), ['HTTP/1.1 400']);
  assert.match(noHost, /\r\nConnection: close\r\n/);

  const twice = await exchange(
    port, 'GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\n',
    /HTTP\/1\.1 503 [^]*\r\n0\r\n\r\n$/);
  assert.deepStrictEqual(statusLines(twice), ['HTTP/1.1 200', 'HTTP/1.1 503']);
  // The last request the socket may serve says so.
  assert.match(twice.slice(0, twice.indexOf('HTTP/1.1 503')), /\r\nConnection: close\r\n/);
  await close(server);

  // Without requireHostHeader the request is served.
  const lax = http.createServer({ requireHostHeader: false }, (req, res) => res.end('ok'));
  const laxPort = await listen(lax);
  const served = await exchange(laxPort, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', null);
  assert.deepStrictEqual(statusLines(served), ['HTTP/1.1 200']);
  await close(lax);
}

async function headersTimeout() {
  const server = http.createServer({
    headersTimeout: 200,
    requestTimeout: 400,
    connectionsCheckingInterval: 25,
  }, (req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  const port = await listen(server);
  const timeoutReply = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

  const [unfinished, nothing, noBody] = await Promise.all([
    exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n', null),
    exchange(port, '', null),
    exchange(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nab', null),
  ]);
  assert.strictEqual(unfinished, timeoutReply);
  assert.strictEqual(nothing, timeoutReply);
  // The head arrived in time: the request timeout ends it.
  assert.strictEqual(noBody, timeoutReply);

  // Between keep-alive requests no timer runs.
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('latin1');
  let data = '';
  let waiting = null;
  socket.on('data', (chunk) => {
    data += chunk;
    if (waiting && (data.match(/\r\n\r\nok/g) || []).length >= waiting.n) waiting.resolve();
  });
  const responses = (n) => new Promise((resolve) => { waiting = { n, resolve }; });
  socket.write('GET /1 HTTP/1.1\r\nHost: x\r\n\r\n');
  await responses(1);
  await delay(600);
  socket.write('GET /2 HTTP/1.1\r\nHost: x\r\n\r\n');
  await responses(2);
  assert.deepStrictEqual(statusLines(data), ['HTTP/1.1 200', 'HTTP/1.1 200']);
  socket.destroy();
  await close(server);
}

async function closeIdleConnections() {
  const server = http.createServer((req, res) => res.end('ok'));
  const port = await listen(server);
  let connections = 0;
  const connected = new Promise((resolve) => {
    server.on('connection', () => { if (++connections === 2) resolve(); });
  });
  const closedFirst = [];
  const open = (payload, name) => {
    const socket = net.connect(port, '127.0.0.1', () => payload && socket.write(payload));
    socket.on('error', () => {});
    socket.on('close', () => closedFirst.push(name));
    return socket;
  };
  const fresh = open('', 'fresh');
  const midHead = open('GET / HTTP/1.1\r\n', 'mid-head');
  await connected;
  await delay(100);
  server.closeIdleConnections();
  await new Promise((resolve) => fresh.on('close', resolve));
  await delay(50);
  assert.deepStrictEqual(closedFirst, ['fresh']);
  assert.strictEqual(midHead.destroyed, false);
  await close(server);
}

async function uniqueHeaders() {
  const server = http.createServer({ uniqueHeaders: ['x-srv'] }, (req, res) => {
    res.setHeader('X-Srv', ['a', 'b']);
    res.setHeader('X-Many', ['1', '2']);
    res.end(JSON.stringify(req.rawHeaders.slice(0, 4)));
  });
  const port = await listen(server);
  const [body, rawHeaders] = await new Promise((resolve) => {
    http.request({
      host: '127.0.0.1', port, agent: false,
      uniqueHeaders: ['X-CLI'],
      headers: { 'X-Cli': ['1', '2'], 'Cookie': ['c=1', 'd=2'] },
    }, (res) => {
      let d = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { d += c; });
      res.on('end', () => resolve([d, res.rawHeaders]));
    }).end();
  });
  assert.deepStrictEqual(JSON.parse(body), ['X-Cli', '1; 2', 'Cookie', 'c=1; d=2']);
  assert.deepStrictEqual(rawHeaders.slice(0, 6), ['X-Srv', 'a; b', 'X-Many', '1', 'X-Many', '2']);
  await close(server);
}

// Sends `payload` without ending the connection and reports the server's 'clientError'.
async function parserError(server, port, payload) {
  const error = new Promise((resolve) => {
    server.once('clientError', (err, socket) => {
      resolve(err);
      socket.destroy();
    });
  });
  const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(payload, 'latin1')));
  socket.on('error', () => {});
  const err = await error;
  socket.destroy();
  return { code: err.code, reason: err.reason, bytesParsed: err.bytesParsed };
}

async function requestParser() {
  const server = http.createServer((req, res) => res.end('ok'));
  server.maxHeadersCount = 2;
  const port = await listen(server);

  // Too many headers: answered with 431 (no clientError listener yet).
  const many = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nA: 1\r\nB: 2\r\n\r\n', null);
  assert.strictEqual(many,
                     'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n');
  const two = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nA: 1\r\n\r\n', /\r\n\r\nok/);
  assert.deepStrictEqual(statusLines(two), ['HTTP/1.1 200']);
  server.maxHeadersCount = null;

  const cases = [
    ['GET / HTTP/1.1\r\nHost: x\r\nA: 1\r\nB: 2\r\n', // Counted at the third header's colon.
     { code: 'HPE_HEADER_OVERFLOW', reason: 'Header overflow', bytesParsed: 33 }, 2],
    ['GET /lf HTTP/1.1\nHost: x\n\n',
     { code: 'HPE_INVALID_VERSION', reason: 'Expected CRLF after version', bytesParsed: 17 }],
    ['GET /lf HTTP/1.1\r\nHost: x\n',
     { code: 'HPE_CR_EXPECTED', reason: 'Missing expected CR after header value',
       bytesParsed: 25 }],
    ['GET /lf HTTP/1.1\r\nHost: x\r\n\n',
     { code: 'HPE_INVALID_HEADER_TOKEN', reason: 'Invalid header field char', bytesParsed: 28 }],
    ['GET /\xe9 HTTP/1.1\r\n',
     { code: 'HPE_INVALID_URL', reason: 'Invalid char in url path', bytesParsed: 5 }],
    ['GET /a?\x01',
     { code: 'HPE_INVALID_URL', reason: 'Invalid char in url query', bytesParsed: 7 }],
    ['GET /a#\x7f',
     { code: 'HPE_INVALID_URL', reason: 'Invalid char in url fragment start', bytesParsed: 7 }],
    ['GET /a\t',
     { code: 'HPE_INVALID_URL', reason: 'Invalid characters in url', bytesParsed: 7 }],
    ['GET http://h\x01',
     { code: 'HPE_INVALID_URL', reason: 'Unexpected char in url server', bytesParsed: 12 }],
    ['GET ?x',
     { code: 'HPE_INVALID_URL', reason: 'Unexpected start char in url', bytesParsed: 4 }],
    ['GETX',
     { code: 'HPE_INVALID_METHOD', reason: 'Expected space after method', bytesParsed: 3 }],
    ['GET /a HTTP/1.2\r',
     { code: 'HPE_INVALID_VERSION', reason: 'Invalid HTTP version', bytesParsed: 15 }],
    ['GET /a HTTP/1.1\r\nHo st',
     { code: 'HPE_INVALID_HEADER_TOKEN', reason: 'Invalid header token', bytesParsed: 19 }],
  ];
  for (const [payload, expected, max] of cases) {
    server.maxHeadersCount = max ?? null;
    assert.deepStrictEqual(await parserError(server, port, payload), expected,
                           JSON.stringify(payload));
  }
  server.maxHeadersCount = null;

  // Still accepted: RFC 3986 bytes llhttp allows, an absolute URL, extra spaces.
  const urls = [];
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    urls.push(req.url);
    res.end('ok');
  });
  for (const line of ['GET /a"b<>{}|\\^`?x?y#z#w HTTP/1.1', 'GET http://u:p@h:80/p?q HTTP/1.1',
                      'GET  /spaced  HTTP/1.1', 'GET * HTTP/1.1']) {
    const reply = await exchange(port, `${line}\r\nHost: x\r\n\r\n`, /\r\n\r\nok/);
    assert.deepStrictEqual(statusLines(reply), ['HTTP/1.1 200'], line);
  }
  assert.deepStrictEqual(urls, ['/a"b<>{}|\\^`?x?y#z#w', 'http://u:p@h:80/p?q', '/spaced', '*']);
  await close(server);
}

(async () => {
  await keepAliveErrorListeners();
  await clientHangsUp();
  await automaticResponses();
  await headersTimeout();
  await closeIdleConnections();
  await uniqueHeaders();
  await requestParser();
})().then(common.mustCall());
