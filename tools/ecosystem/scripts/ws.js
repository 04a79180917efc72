// Ecosystem check: ws server and client exchange messages over a local socket and close.
const { WebSocketServer, WebSocket } = require('ws');
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
wss.on('connection', (ws, req) => {
  console.log('server: connection', req.url, req.headers['sec-websocket-protocol']);
  ws.on('message', (data, isBinary) => {
    console.log('server got', isBinary, data.length);
    ws.send(isBinary ? data : 'echo:' + data);
  });
  ws.on('close', (code, reason) => { console.log('server close', code, reason.toString()); wss.close(() => console.log('wss closed')); });
});
wss.on('listening', () => {
  const ws = new WebSocket(`ws://127.0.0.1:${wss.address().port}/path?x=1`, 'proto1');
  let n = 0;
  ws.on('open', () => { console.log('client open', ws.protocol); ws.send('hello'); ws.send(Buffer.from([1, 2, 3])); ws.send('x'.repeat(70000)); });
  ws.on('message', (d, bin) => {
    console.log('client got', bin, bin ? [...d] : String(d).slice(0, 20), d.length);
    if (++n === 3) ws.ping('pp');
  });
  ws.on('pong', (d) => { console.log('pong', d.toString()); ws.close(1000, 'bye'); });
  ws.on('close', (code, reason) => console.log('client close', code, reason.toString()));
});
