// minirt's own test: fetch() publishes undici's request channels as Node 26.10's does, and
// none of the http.client.* ones (Node's fetch is undici, not the http module). Per request
// (a redirect hop is one): create, sendHeaders, bodyChunkSent for each chunk, bodySent,
// headers, bodyChunkReceived, trailers; or error with the abort reason. A header added with
// request.addHeader() in a create subscriber is sent.
'use strict';
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');
const http = require('http');

const names = ['undici:request:create', 'undici:client:sendHeaders',
  'undici:request:bodyChunkSent', 'undici:request:bodySent', 'undici:request:headers',
  'undici:request:bodyChunkReceived', 'undici:request:trailers', 'undici:request:error',
  'http.client.request.created', 'http.client.request.start',
  'http.client.response.finish', 'http.client.request.error'];
const log = [];
for (const name of names) {
  dc.subscribe(name, (message) => log.push([name.replace(/^undici:(request|client):/, ''), message]));
}
dc.subscribe('undici:request:create', ({ request }) => request.addHeader('x-trace-id', 'abc'));

const server = http.createServer((req, res) => {
  if (req.url === '/moved') {
    res.writeHead(302, { location: '/here' });
    res.end();
    return;
  }
  if (req.url === '/never') return;
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', () => {
    res.setHeader('X-Seen', `${req.headers['x-trace-id']}:${body}`);
    res.end('reply');
  });
});

async function main() {
  const base = `http://127.0.0.1:${server.address().port}`;

  // A redirected GET: two requests, each with its own record.
  const res = await fetch(`${base}/moved`);
  assert.strictEqual(res.headers.get('x-seen'), 'abc:');
  assert.strictEqual(await res.text(), 'reply');
  let events = log.splice(0);
  assert.deepStrictEqual(events.map(([kind]) => kind), [
    'create', 'sendHeaders', 'bodySent', 'headers', 'trailers',
    'create', 'sendHeaders', 'bodySent', 'headers', 'bodyChunkReceived', 'trailers',
  ]);
  const first = events[0][1].request;
  const second = events[5][1].request;
  assert.notStrictEqual(first, second);
  assert.strictEqual(first.method, 'GET');
  assert.strictEqual(first.path, '/moved');
  assert.strictEqual(first.origin, base);
  assert.strictEqual(second.path, '/here');
  assert.strictEqual(second.completed, true);
  assert.strictEqual(typeof first.addHeader, 'function');
  assert.deepStrictEqual(first.headers.slice(-2), ['x-trace-id', 'abc']);
  const head = events[6][1].headers;
  assert.match(head, /^GET \/here HTTP\/1\.1\r\nhost: 127\.0\.0\.1:\d+\r\nconnection: keep-alive\r\n/);
  assert.ok(head.endsWith('x-trace-id: abc\r\n'), head);
  assert.ok(events[6][1].socket instanceof require('net').Socket);
  const { response } = events[8][1];
  assert.strictEqual(response.statusCode, 200);
  assert.strictEqual(response.statusText, 'OK');
  assert.ok(response.headers.every((h) => Buffer.isBuffer(h)));
  assert.ok(response.headers.map(String).includes('X-Seen'));
  assert.strictEqual(events[3][1].response.statusCode, 302);
  assert.deepStrictEqual(events[9][1].chunk, Buffer.from('reply'));
  assert.deepStrictEqual(events[10][1].trailers, []);

  // A streamed body: one bodyChunkSent per chunk, after the head.
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode('ab'));
      controller.enqueue(encoder.encode('cd'));
      controller.close();
    },
  });
  const posted = await fetch(`${base}/post`, { method: 'POST', body: stream, duplex: 'half' });
  assert.strictEqual(posted.headers.get('x-seen'), 'abc:abcd');
  await posted.arrayBuffer();
  events = log.splice(0);
  assert.deepStrictEqual(events.map(([kind]) => kind), [
    'create', 'sendHeaders', 'bodyChunkSent', 'bodyChunkSent', 'bodySent', 'headers',
    'bodyChunkReceived', 'trailers',
  ]);
  assert.strictEqual(events[0][1].request.method, 'POST');
  assert.deepStrictEqual(events[2][1].chunk, encoder.encode('ab'));

  // An aborted request: error carries the reason.
  const controller = new AbortController();
  const reason = new Error('given up');
  const pending = fetch(`${base}/never`, { signal: controller.signal });
  setTimeout(() => controller.abort(reason), 50);
  await assert.rejects(pending, reason);
  events = log.splice(0);
  assert.deepStrictEqual(events.map(([kind]) => kind),
                         ['create', 'sendHeaders', 'bodySent', 'error']);
  assert.strictEqual(events[3][1].error, reason);
  assert.strictEqual(events[3][1].request, events[0][1].request);
}

server.listen(0, common.mustCall(() => {
  main().then(common.mustCall(() => {
    server.closeAllConnections();
    server.close();
  }));
}));
