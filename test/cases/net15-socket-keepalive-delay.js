// socket.setKeepAlive(true, ms) on a socket that already keeps alive passes a new initial
// delay (in whole seconds) to the handle, and skips the call when nothing changes.
'use strict';
const net = require('net');

const server = net.createServer({ keepAlive: true, keepAliveInitialDelay: 1000 }, (socket) => {
  const calls = [];
  const original = socket._handle.setKeepAlive;
  socket._handle.setKeepAlive = function(enable, delay) {
    calls.push([enable, delay]);
    return original.call(this, enable, delay);
  };
  socket.setKeepAlive(true, 1000);
  socket.setKeepAlive(true, 2500);
  socket.setKeepAlive(true, 2999);
  socket.setKeepAlive(true, 3000);
  socket.setKeepAlive(false);
  socket.setKeepAlive(false, 5000);
  socket.setKeepAlive(true);
  console.log(JSON.stringify(calls));
  socket.destroy();
  server.close();
});
server.listen(0, () => {
  net.connect(server.address().port).on('error', () => {});
});
