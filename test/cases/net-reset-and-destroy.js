// socket.resetAndDestroy(): the peer sees ECONNRESET, the local socket closes without an
// error; before connecting the reset waits for the connection; a destroyed socket gets
// ERR_SOCKET_CLOSED.
'use strict';
const net = require('net');

const log = [];
const server = net.createServer((peer) => {
  peer.on('error', (e) => log.push(`server peer error ${e.code} ${e.syscall}`));
  peer.on('close', (hadError) => {
    log.push(`server peer close ${hadError}`);
    finish();
  });
});
let pending = 2;
function finish() {
  if (--pending > 0) return;
  server.close(() => {
    console.log(log.sort().join('\n'));
    const gone = new net.Socket();
    gone.on('error', (e) => console.log('destroyed socket:', e.code, e.message));
    gone.on('close', () => console.log('destroyed socket closed'));
    console.log('returns itself:', gone.resetAndDestroy() === gone);
  });
}
server.listen(0, '127.0.0.1', () => {
  const c = net.connect(server.address().port, '127.0.0.1');
  // Called while connecting: the reset happens once connected.
  console.log('connecting:', c.connecting, c.resetAndDestroy() === c);
  c.on('connect', () => log.push('client connect'));
  c.on('close', (hadError) => {
    log.push(`client close ${hadError}`);
    finish();
  });
});
