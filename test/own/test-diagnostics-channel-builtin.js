// minirt's own test: the built-in channels Node 26.10 publishes, as it does (each
// expectation here was checked against it): net.client.socket, net.server.socket and
// tracing:net.server.listen (asyncStart and asyncEnd within listen(), error on a port in
// use), the http client and server channels in their order, udp.socket, worker_threads,
// child_process with tracing:child_process.spawn (end, or error for a missing file), and
// tracing:module.require around require().
'use strict';
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');
const net = require('net');
const http = require('http');
const dgram = require('dgram');
const { Worker } = require('worker_threads');
const { spawn, ChildProcess } = require('child_process');

const seen = [];
function record(name) {
  const fn = (message) => seen.push([name, message]);
  dc.subscribe(name, fn);
  return () => dc.unsubscribe(name, fn);
}

// module.require: start and end with the result, on one context object.
{
  const events = [];
  const handlers = {
    start: (ctx) => events.push(['start', ctx, { ...ctx }]),
    end: (ctx) => events.push(['end', ctx, { ...ctx }]),
    error: (ctx) => events.push(['error', ctx, { ...ctx }]),
  };
  dc.tracingChannel('module.require').subscribe(handlers);
  const result = require('path');
  assert.throws(() => require('no-such-module-here'), { code: 'MODULE_NOT_FOUND' });
  dc.tracingChannel('module.require').unsubscribe(handlers);
  assert.deepStrictEqual(events.map((e) => e[0]), ['start', 'end', 'start', 'error', 'end']);
  assert.strictEqual(events[0][1], events[1][1]);
  assert.deepStrictEqual(events[0][2], { parentFilename: __filename, id: 'path' });
  assert.strictEqual(events[1][2].result, result);
  assert.strictEqual(events[3][2].error.code, 'MODULE_NOT_FOUND');
}

// udp.socket and worker_threads: one message per object made.
{
  const stop = [record('udp.socket'), record('worker_threads')];
  const socket = dgram.createSocket('udp4');
  socket.close();
  const worker = new Worker('0', { eval: true });
  stop.forEach((fn) => fn());
  assert.deepStrictEqual(seen.splice(0).map(([name, m]) => [name, m.socket ?? m.worker]),
                         [['udp.socket', socket], ['worker_threads', worker]]);
}

// child_process and tracing:child_process.spawn.
{
  const stop = record('child_process');
  const events = [];
  const handlers = {
    start: (ctx) => events.push(['start', ctx.options.file]),
    end: (ctx) => events.push(['end', ctx.process instanceof ChildProcess]),
    error: (ctx) => events.push(['error', ctx.error.code]),
  };
  dc.tracingChannel('child_process.spawn').subscribe(handlers);
  const child = spawn(process.execPath, ['-e', '0']);
  const missing = spawn('minirt-test-no-such-file');
  missing.on('error', common.mustCall());
  dc.tracingChannel('child_process.spawn').unsubscribe(handlers);
  stop();
  assert.deepStrictEqual(events, [
    ['start', process.execPath], ['end', true],
    ['start', 'minirt-test-no-such-file'], ['error', 'ENOENT'],
  ]);
  assert.deepStrictEqual(seen.splice(0).map(([, m]) => m.process), [child, missing]);
}

// net: the listen trace, then one client and one server socket per connection.
{
  const events = [];
  const handlers = {
    asyncStart: ({ server, options }) => events.push(['asyncStart', server, options.port]),
    asyncEnd: ({ server }) => events.push(['asyncEnd', server]),
    error: ({ server, error }) => events.push(['error', server, error.code]),
  };
  dc.tracingChannel('net.server.listen').subscribe(handlers);
  const stop = [record('net.client.socket'), record('net.server.socket')];
  const server = net.createServer((socket) => socket.destroy());
  server.listen(0, common.mustCall(() => {
    const client = net.connect(server.address().port);
    client.on('close', common.mustCall(() => {
      const second = net.createServer();
      second.on('error', common.mustCall((err) => {
        assert.strictEqual(err.code, 'EADDRINUSE');
        dc.tracingChannel('net.server.listen').unsubscribe(handlers);
        stop.forEach((fn) => fn());
        assert.deepStrictEqual(events, [
          ['asyncStart', server, 0], ['asyncEnd', server],
          ['asyncStart', second, server.address().port], ['error', second, 'EADDRINUSE'],
        ]);
        const sockets = seen.splice(0);
        assert.deepStrictEqual(sockets.map(([name]) => name),
                               ['net.client.socket', 'net.server.socket']);
        assert.strictEqual(sockets[0][1].socket, client);
        assert.ok(sockets[1][1].socket instanceof net.Socket);
        server.close(common.mustCall(testHttp));
      }));
      second.listen(server.address().port);
    }));
  }));
  assert.deepStrictEqual(events.map((e) => e[0]), ['asyncStart', 'asyncEnd']);
}

function testHttp() {
  const names = [
    'http.client.request.created', 'http.client.request.start', 'http.client.request.error',
    'http.client.response.finish', 'http.server.request.start', 'http.server.response.created',
    'http.server.response.finish',
  ];
  const stop = names.map(record);
  const server = http.createServer(common.mustCall((req, res) => res.end('done')));
  server.listen(0, common.mustCall(() => {
    const req = http.get({ port: server.address().port, agent: false }, common.mustCall((res) => {
      res.resume();
      res.on('end', common.mustCall(() => {
        server.close();
        stop.forEach((fn) => fn());
        const messages = seen.splice(0);
        assert.deepStrictEqual(messages.map(([name]) => name), [
          'http.client.request.created',
          'http.client.request.start',
          'http.server.response.created',
          'http.server.request.start',
          'http.server.response.finish',
          'http.client.response.finish',
        ]);
        const byName = Object.fromEntries(messages);
        assert.strictEqual(byName['http.client.request.created'].request, req);
        assert.strictEqual(byName['http.client.response.finish'].response, res);
        const start = byName['http.server.request.start'];
        assert.strictEqual(start.server, server);
        assert.ok(start.request instanceof http.IncomingMessage);
        assert.ok(start.response instanceof http.ServerResponse);
        assert.ok(start.socket instanceof net.Socket);
        testHttpError();
      }));
    }));
  }));
}

function testHttpError() {
  const stop = record('http.client.request.error');
  const server = net.createServer((socket) => socket.destroy());
  server.listen(0, common.mustCall(() => {
    const req = http.get({ port: server.address().port, agent: false });
    req.on('error', common.mustCall((err) => {
      stop();
      server.close();
      const messages = seen.splice(0);
      assert.strictEqual(messages.length, 1);
      assert.strictEqual(messages[0][1].request, req);
      assert.strictEqual(messages[0][1].error, err);
    }));
  }));
}
