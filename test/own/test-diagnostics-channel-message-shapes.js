// minirt's own test: message details of built-in channels, as Node 26.10 publishes them.
// tracing:child_process.spawn sends three separate objects (start { process, options },
// end { process }, error { process, error }), not one shared context; an http client
// request connects before 'http.client.request.created', so net.client.socket comes first.
'use strict';
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');
const http = require('http');
const net = require('net');
const { spawn } = require('child_process');

{
  const events = [];
  const handlers = {};
  for (const kind of ['start', 'end', 'asyncStart', 'asyncEnd', 'error']) {
    handlers[kind] = (message) => events.push([kind, message, Reflect.ownKeys(message)]);
  }
  const trace = dc.tracingChannel('child_process.spawn');
  trace.subscribe(handlers);
  const ok = spawn(process.execPath, ['-e', '0']);
  const missing = spawn('minirt-test-no-such-command');
  missing.on('error', common.mustCall((err) => {
    assert.strictEqual(events[3][1].error.code, err.code);
  }));
  trace.unsubscribe(handlers);

  assert.deepStrictEqual(events.map(([kind, , keys]) => [kind, keys]), [
    ['start', ['process', 'options']],
    ['end', ['process']],
    ['start', ['process', 'options']],
    ['error', ['process', 'error']],
  ]);
  assert.notStrictEqual(events[0][1], events[1][1]);
  assert.strictEqual(events[0][1].process, ok);
  assert.strictEqual(events[1][1].process, ok);
  assert.strictEqual(events[0][1].options.file, process.execPath);
  assert.deepStrictEqual(events[0][1].options.args, [process.execPath, '-e', '0']);
  assert.strictEqual(events[3][1].process, missing);
  assert.strictEqual(events[3][1].error.code, 'ENOENT');
  // Its own error, made for the channel: the syscall is 'spawn' alone.
  assert.strictEqual(events[3][1].error.syscall, 'spawn');
}

{
  const order = [];
  const names = ['net.client.socket', 'http.client.request.created',
                 'http.client.request.start'];
  const subscribers = names.map((name) => {
    const fn = (message) => order.push([name, message]);
    dc.subscribe(name, fn);
    return fn;
  });
  const server = http.createServer(common.mustCall((req, res) => res.end()));
  server.listen(0, common.mustCall(() => {
    const req = http.get({ port: server.address().port }, common.mustCall((res) => {
      res.resume();
      res.on('end', common.mustCall(() => {
        names.forEach((name, i) => dc.unsubscribe(name, subscribers[i]));
        server.close();
        assert.deepStrictEqual(order.map(([name]) => name), names);
        assert.ok(order[0][1].socket instanceof net.Socket);
        assert.strictEqual(order[0][1].socket, req.socket);
        assert.strictEqual(order[1][1].request, req);
      }));
    }));
    // Published inside the constructor, before request() returned.
    assert.deepStrictEqual(order.map(([name]) => name), names.slice(0, 2));
  }));
}
