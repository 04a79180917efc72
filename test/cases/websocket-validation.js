// WebSocket without traffic: constructor, send() and close() argument errors, the URL
// and protocols conversions, constants, handler attributes and close() while connecting.
'use strict';
const http = require('http');
const show = (label, fn) => {
  try {
    const r = fn();
    console.log(label, 'ok', r);
  } catch (e) {
    console.log(label, e.constructor.name, e.name, e.code, JSON.stringify(e.message));
  }
};
console.log(Object.getOwnPropertyNames(WebSocket.prototype).join());
console.log(WebSocket.CONNECTING, WebSocket.OPEN, WebSocket.CLOSING, WebSocket.CLOSED,
            WebSocket.prototype.CLOSED, String(WebSocket.prototype));
show('no args', () => new WebSocket());
show('bad url', () => new WebSocket('nope'));
show('scheme', () => new WebSocket('file:///x'));
show('fragment', () => new WebSocket('ws://127.0.0.1/#x'));
show('empty fragment', () => new WebSocket('ws://127.0.0.1/#'));
show('dup', () => new WebSocket('ws://127.0.0.1/', ['x', 'X']));
show('space', () => new WebSocket('ws://127.0.0.1/', 'a b'));
show('empty', () => new WebSocket('ws://127.0.0.1/', ['']));
show('slash', () => new WebSocket('ws://127.0.0.1/', { protocols: ['a/b'] }));
show('getter', () => WebSocket.prototype.readyState);

const server = http.createServer();
server.listen(0, '127.0.0.1', () => {
  const base = `127.0.0.1:${server.address().port}`;
  const ws = new WebSocket(`http://${base}/path?q#`.slice(0, -1), ['p1', 'p2']);
  console.log(ws.url.replace(base, 'HOST'), ws.readyState, JSON.stringify(ws.protocol),
              JSON.stringify(ws.extensions), ws.binaryType, ws.bufferedAmount);
  ws.binaryType = 'nodebuffer';
  console.log(ws.binaryType);
  ws.binaryType = 'arraybuffer';
  console.log(ws.binaryType);
  show('send connecting', () => ws.send('x'));
  show('send none', () => ws.send());
  for (const code of [1001, 2999, 5000, 'x', 4999.6, -0.4]) {
    show(`close ${code}`, () => ws.close(code));
  }
  show('long reason', () => ws.close(1000, 'ü'.repeat(62)));
  ws.onopen = {};
  console.log(typeof ws.onopen, ws.onerror);
  ws.onopen = 'x';
  console.log(ws.onopen);
  ws.onerror = (e) => console.log('error', e.constructor.name, e.error.constructor.name,
                                  JSON.stringify(e.message), ws.readyState);
  ws.onclose = (e) => console.log('close', e.code, e.wasClean, JSON.stringify(e.reason),
                                  ws.readyState);
  console.log('closing');
  ws.close(3000.5, 'bye');
  console.log('closed', ws.readyState);
  ws.close();
  ws.send('ignored');
  console.log(ws.readyState, ws.bufferedAmount);
  server.close();
});
