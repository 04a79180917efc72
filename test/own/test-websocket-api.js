// minirt's own test: the WebSocket interface without traffic (a local server written here
// on http 'upgrade' stands behind every URL). The constructor's checks and their
// DOMExceptions (bad URL, scheme, fragment, duplicate or invalid subprotocols), http: and
// https: URLs turned into ws: and wss: (test-websocket-wss has the traffic), the protocols argument as string, sequence or init
// dictionary, the state constants on the class and the prototype, attribute descriptors,
// binaryType's values, the onX handler attributes, send() while CONNECTING, close()'s code
// and reason checks, brand checks, and http.WebSocket being the global.
'use strict';
const common = require('../common');
const assert = require('assert');
const http = require('http');


assert.strictEqual(http.WebSocket, WebSocket);
assert.strictEqual(WebSocket.name, 'WebSocket');
assert.strictEqual(WebSocket.length, 1);
assert.strictEqual(Object.getPrototypeOf(WebSocket.prototype), EventTarget.prototype);
assert.strictEqual(Object.prototype.toString.call(WebSocket.prototype), '[object WebSocket]');

const states = ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'];
for (const target of [WebSocket, WebSocket.prototype]) {
  states.forEach((name, value) => {
    assert.deepStrictEqual(Object.getOwnPropertyDescriptor(target, name),
                           { value, writable: false, enumerable: true, configurable: false });
  });
}
assert.deepStrictEqual(Object.getOwnPropertyNames(WebSocket.prototype), [
  'constructor', 'close', 'send', 'readyState', 'bufferedAmount', 'url', 'extensions',
  'protocol', 'onopen', 'onerror', 'onclose', 'onmessage', 'binaryType', ...states,
]);
for (const name of ['url', 'readyState', 'bufferedAmount', 'extensions', 'protocol']) {
  const d = Object.getOwnPropertyDescriptor(WebSocket.prototype, name);
  assert.strictEqual(typeof d.get, 'function', name);
  assert.strictEqual(d.set, undefined, name);
  assert.strictEqual(d.enumerable, true, name);
  assert.throws(() => d.get.call({}), { name: 'TypeError', message: 'Illegal invocation' });
}
for (const name of ['onopen', 'onerror', 'onclose', 'onmessage', 'binaryType']) {
  const d = Object.getOwnPropertyDescriptor(WebSocket.prototype, name);
  assert.strictEqual(typeof d.set, 'function', name);
  assert.strictEqual(d.enumerable, true, name);
}
assert.throws(() => WebSocket.prototype.close.call({}), { message: 'Illegal invocation' });
assert.throws(() => WebSocket.prototype.send.call({}, 'x'), { message: 'Illegal invocation' });

function syntaxError(message) {
  return (err) => {
    assert.ok(err instanceof DOMException);
    assert.strictEqual(err.name, 'SyntaxError');
    assert.strictEqual(err.code, 12);
    assert.strictEqual(err.message, message);
    return true;
  };
}

assert.throws(() => new WebSocket(), {
  name: 'TypeError', message: 'WebSocket constructor: 1 argument required, but 0 found.',
});
assert.throws(() => new WebSocket('not a url'), syntaxError('TypeError: Invalid URL'));
assert.throws(() => new WebSocket('ftp://127.0.0.1/'), syntaxError('expected a ws: or wss: url'));
assert.throws(() => new WebSocket('ws://127.0.0.1/#frag'), syntaxError('hash'));
assert.throws(() => new WebSocket('ws://127.0.0.1/#'), syntaxError('hash'));
const badProtocol = syntaxError('Invalid Sec-WebSocket-Protocol value');
assert.throws(() => new WebSocket('ws://127.0.0.1/', ['chat', 'Chat']), badProtocol);
assert.throws(() => new WebSocket('ws://127.0.0.1/', ['a b']), badProtocol);
assert.throws(() => new WebSocket('ws://127.0.0.1/', ''), badProtocol);
assert.throws(() => new WebSocket('ws://127.0.0.1/', 'a,b'), badProtocol);
assert.throws(() => new WebSocket('ws://127.0.0.1/', 'é'), badProtocol);
assert.throws(() => new WebSocket('ws://127.0.0.1/', { protocols: ['x', 'x'] }), badProtocol);
// The protocol check comes before any connection attempt, also for wss:.
assert.throws(() => new WebSocket('wss://127.0.0.1/', ['{']), badProtocol);
assert.throws(() => new WebSocket(Symbol('url')), TypeError);

const server = http.createServer(common.mustNotCall());
// Holds every connection open without answering; the sockets end with the server.
const sockets = [];
server.on('upgrade', (req, socket) => sockets.push(socket));

server.listen(0, '127.0.0.1', common.mustCall(() => {
  const { port } = server.address();
  const base = `127.0.0.1:${port}`;
  const made = [];
  const make = (...args) => {
    const ws = new WebSocket(...args);
    ws.onerror = () => {};
    made.push(ws);
    return ws;
  };

  assert.strictEqual(make(`http://${base}/a?b=c`).url, `ws://${base}/a?b=c`);
  assert.strictEqual(make(`HTTP://${base}`).url, `ws://${base}/`);
  assert.strictEqual(make(`ws://${base}/p`, 'chat').url, `ws://${base}/p`);
  assert.strictEqual(make(`ws://${base}/`, ['a', 'b']).protocol, '');
  assert.strictEqual(make(`ws://${base}/`, { protocols: 'x' }).readyState, 0);
  assert.strictEqual(make(`ws://${base}/`, {}).readyState, 0);
  assert.strictEqual(make(`ws://${base}/`, 5).readyState, 0);
  assert.strictEqual(make(new URL(`ws://${base}/u`)).url, `ws://${base}/u`);

  const ws = make(`ws://${base}/`);
  assert.strictEqual(ws.readyState, WebSocket.CONNECTING);
  assert.strictEqual(ws.bufferedAmount, 0);
  assert.strictEqual(ws.extensions, '');
  assert.strictEqual(ws.protocol, '');
  assert.strictEqual(ws.binaryType, 'blob');
  for (const value of ['arraybuffer', 'nodebuffer', 'ARRAYBUFFER', 'blob', 'arraybuffer', 7]) {
    ws.binaryType = value;
    assert.strictEqual(ws.binaryType, value === 'arraybuffer' ? 'arraybuffer' : 'blob');
  }

  assert.strictEqual(ws.onopen, null);
  const fn = () => {};
  ws.onopen = fn;
  assert.strictEqual(ws.onopen, fn);
  const obj = {};
  ws.onopen = obj;
  assert.strictEqual(ws.onopen, obj);
  ws.onopen = 5;
  assert.strictEqual(ws.onopen, null);
  let calls = 0;
  ws.onmessage = () => calls++;
  ws.onmessage = () => { calls += 10; };
  ws.dispatchEvent(new Event('message'));
  assert.strictEqual(calls, 10);
  ws.onmessage = null;
  ws.dispatchEvent(new Event('message'));
  assert.strictEqual(calls, 10);

  assert.throws(() => ws.send('x'), (err) => {
    assert.ok(err instanceof DOMException);
    assert.strictEqual(err.name, 'InvalidStateError');
    assert.strictEqual(err.message, 'Sent before connected.');
    return true;
  });
  assert.throws(() => ws.send(), { name: 'TypeError',
                                   message: 'WebSocket.send: 1 argument required, but 0 found.' });
  assert.strictEqual(ws.bufferedAmount, 0);

  const invalidCode = (err) => {
    assert.ok(err instanceof DOMException);
    assert.strictEqual(err.name, 'InvalidAccessError');
    assert.strictEqual(err.code, 15);
    assert.strictEqual(err.message, 'invalid code');
    return true;
  };
  for (const code of [0, 999, 1001, 1005, 2999, 5000, 'abc', NaN, -1, 70000]) {
    assert.throws(() => ws.close(code), invalidCode, String(code));
  }
  assert.throws(() => ws.close(1000, 'é'.repeat(62)),
                syntaxError('Reason must be less than 123 bytes; received 124'));
  assert.throws(() => ws.close(Symbol('code')), TypeError);
  // The checks left the connection alone.
  assert.strictEqual(ws.readyState, WebSocket.CONNECTING);

  let closes = 0;
  for (const each of made) {
    each.onclose = common.mustCall((event) => {
      assert.strictEqual(event.code, 1006);
      closes++;
    });
  }
  // 4999.5 clamps and rounds to 5000: invalid; 2999.5 rounds to 3000 (even): valid.
  assert.throws(() => ws.close(4999.5), invalidCode);
  ws.close(2999.5, 'x'.repeat(123));
  assert.strictEqual(ws.readyState, WebSocket.CLOSING);
  for (const each of made) each.close();
  assert.strictEqual(closes, made.length);
  server.close();
  for (const socket of sockets) socket.destroy();
}));
