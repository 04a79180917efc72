// The parts of http/https that work without sockets: METHODS, STATUS_CODES, header-name and
// header-value validation with Node's errors, maxHeaderSize, Agent options and pool names,
// the global agents, OutgoingMessage/ServerResponse header bookkeeping, IncomingMessage
// header folding, Server options (storeHTTPOptions checks) and close() of a server that
// never listened.
'use strict';
const http = require('http');
const https = require('https');
const { EventEmitter } = require('events');
const Stream = require('stream');

const show = (f) => {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

console.log(http.METHODS.length, http.METHODS.slice(0, 4).join(), http.METHODS.includes('QUERY'));
console.log(Object.keys(http.STATUS_CODES).length, http.STATUS_CODES[418], http.STATUS_CODES[511]);
console.log(http.maxHeaderSize, require('_http_server').STATUS_CODES === http.STATUS_CODES);

show(() => http.validateHeaderName('X-Good_Name'));
show(() => http.validateHeaderName('bad name'));
show(() => http.validateHeaderName(''));
show(() => http.validateHeaderName('x\u00e9', 'Custom label'));
show(() => http.validateHeaderValue('x', 'fine\tvalue'));
show(() => http.validateHeaderValue('x', undefined));
show(() => http.validateHeaderValue('x', 'a\nb'));
show(() => http.validateHeaderValue('x', 'a\u0100'));
const common = require('_http_common');
console.log(common._checkIsHttpToken('abc'), common._checkIsHttpToken('a b'),
  common._checkIsHttpToken('long-token-name-1234'), common._checkIsHttpToken('long token name'),
  common._checkInvalidHeaderChar('ok'), common._checkInvalidHeaderChar('\u0001'),
  common._checkInvalidHeaderChar('\u0001', true), common.CRLF === '\r\n',
  common.chunkExpression.test('gzip, chunked'), common.continueExpression.test('100-continue'));

// Agents.
const a = new http.Agent({ keepAlive: true, maxSockets: 5, custom: 1 });
console.log(a instanceof EventEmitter, a.keepAlive, a.maxSockets, a.maxFreeSockets, a.maxTotalSockets,
  a.scheduling, a.defaultPort, a.protocol, a.keepAliveMsecs, a.totalSocketCount,
  a.agentKeepAliveTimeoutBuffer, JSON.stringify(a.options), Object.keys(a).join());
console.log(http.Agent().defaultPort, http.Agent.defaultMaxSockets);
console.log(a.getName(), a.getName({ host: 'h', port: 80, localAddress: '1.2.3.4', family: 6 }),
  a.getName({ socketPath: '/s', family: 5 }));
show(() => new http.Agent({ scheduling: 'random' }));
show(() => new http.Agent({ maxTotalSockets: 0 }));
console.log(http.globalAgent instanceof http.Agent, http.globalAgent.keepAlive,
  http.globalAgent.options.timeout, http.globalAgent.options.scheduling,
  require('_http_agent').globalAgent === http.globalAgent);
const ha = new https.Agent({ rejectUnauthorized: false, servername: 'sni' });
console.log(ha instanceof http.Agent, ha.defaultPort, ha.protocol, ha.maxCachedSessions,
  JSON.stringify(ha._sessionCache), https.globalAgent.defaultPort, https.globalAgent.keepAlive);
console.log(JSON.stringify(ha.getName({ host: 'h', port: 443, servername: 'sni', ca: 'C',
  rejectUnauthorized: false, minVersion: 'TLSv1.2', sigalgs: ['a'] })));
const saved = http.globalAgent;
http.globalAgent = a;
console.log(http.globalAgent === a, require('_http_agent').globalAgent === a);
http.globalAgent = saved;

// OutgoingMessage headers.
const o = new http.OutgoingMessage();
console.log(o instanceof Stream, o.writable, o.headersSent, o.writableEnded, o.writableLength,
  o.writableHighWaterMark, o.writableObjectMode, o.writableCorked, o.socket, o.sendDate);
o.setHeader('X-Foo', 'bar').setHeader('set-cookie', ['a=1', 'b=2']);
o.appendHeader('x-foo', 'baz');
o.appendHeader('X-New', ['1', '2']);
console.log(o.getHeaders(), o.getHeaderNames(), o.getRawHeaderNames(), o.hasHeader('X-FOO'),
  o.getHeader('x-foo'), o.getHeader('missing'));
o.removeHeader('X-FOO');
o.removeHeader('Date');
console.log(o.getHeaderNames(), o.sendDate);
o.setHeaders(new Map([['a', '1'], ['set-cookie', 'c=3']]));
console.log(o.getHeaders());
show(() => o.setHeader('bad name', 'x'));
show(() => o.setHeader('x', undefined));
show(() => o.setHeader('x', 'a\rb'));
show(() => o.getHeader(5));
show(() => o.setHeaders([['a', 'b']]));
o.cork();
o.cork();
o.uncork();
console.log(o.writableCorked);
o.addTrailers({ 'X-T': 'v', 'X-L': ['1', '2'] });
console.log(JSON.stringify(o._trailer));
show(() => o.addTrailers({ 'X-T': 'a\nb' }));
o.on('error', (e) => console.log('pipe error', e.code));
o.pipe();

// ServerResponse.
const req = { method: 'HEAD', httpVersionMajor: 1, httpVersionMinor: 0, headers: { te: 'chunked' } };
const res = new http.ServerResponse(req);
console.log(res instanceof http.OutgoingMessage, res.statusCode, res.statusMessage, res.sendDate,
  res._hasBody, res.shouldKeepAlive, res.useChunkedEncodingByDefault, res.req === req,
  res._sent100, res._expect_continue);

// IncomingMessage.
const im = new http.IncomingMessage(null);
console.log(im instanceof Stream.Readable, im.url, im.method, im.statusCode, im.complete,
  im.aborted, im.httpVersion, im.socket, im.rawHeaders.length);
// Raw lists count only once the parser has recorded them.
im.rawHeaders = ['Host', 'ignored'];
console.log(im.headers);
im.headers = null;
im._addHeaderLines(['Host', 'a', 'host', 'b', 'Set-Cookie', 'x=1', 'set-cookie', 'y=2',
  'Cookie', 'c=1', 'cookie', 'd=2', 'Accept', 'text/html', 'accept', 'application/json',
  'X-Custom', 'one', 'x-custom', 'two', 'Content-Type', 'text/plain', 'content-type', 'x/y'], 24);
console.log(im.headers);
console.log(im.headersDistinct);
const im2 = new http.IncomingMessage(null);
im2.joinDuplicateHeaders = true;
im2._addHeaderLines(['Host', 'a', 'host', 'b', 'Age', '1', 'age', '2'], 8);
im2.complete = true;
im2._addHeaderLines(['X-Trailer', 't', 'x-trailer', 'u'], 4);
console.log(im2.headers, im2.trailers, im2.trailersDistinct);
im2.headers = { replaced: true };
console.log(im2.headers);

// Server objects.
const server = http.createServer({ requestTimeout: 1000, keepAliveTimeout: 10 }, () => {});
console.log(server instanceof http.Server, server instanceof EventEmitter, server.requestTimeout,
  server.headersTimeout, server.keepAliveTimeout, server.keepAliveTimeoutBuffer,
  server.connectionsCheckingInterval, server.requireHostHeader, server.timeout,
  server.maxHeadersCount, server.maxRequestsPerSocket, server.httpAllowHalfOpen,
  server.listenerCount('request'), server.listening, server.address());
console.log(server.setTimeout(5, () => {}) === server, server.timeout, server.listenerCount('timeout'));
show(() => http.createServer({ requestTimeout: 10, headersTimeout: 20 }));
show(() => http.createServer({ maxHeaderSize: -1 }));
show(() => http.createServer({ httpValidation: 'strict', insecureHTTPParser: true }));
show(() => http.createServer('options'));
server.close((err) => console.log('close callback', err && err.code, err && err.message));
server.on('close', () => console.log('close event'));
console.log(http.setGlobalProxyFromEnv({})(), typeof http.setGlobalProxyFromEnv({}));
show(() => http.setMaxIdleHTTPParsers(0));
