// Data a callback writes to a socket of this same process is read in the next loop turn's
// poll phase, after the check phase's immediates (libuv gathers one epoll batch per poll).
'use strict';
const net = require('net');
const server = net.createServer((conn) => {
  conn.on('data', (d) => {
    console.log('server data', String(d));
    server.close();
  });
}).listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1', () => {
    client.write('x');
    setImmediate(() => {
      console.log('immediate');
      client.end();
    });
  });
});
