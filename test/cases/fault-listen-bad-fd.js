// server.listen({ fd }) on a descriptor no listening handle can be made of (a closed fd, a
// regular file): the server emits the listen EINVAL, with a null address, on the next tick,
// and is left not listening; listen() still returns the server.
'use strict';
const fs = require('fs');
const net = require('net');
const http = require('http');

const file = fs.openSync(__filename, 'r');
const closed = fs.openSync(__filename, 'r');
fs.closeSync(closed);

const show = (what, e) => console.log(what, e.constructor.name, e.code, e.errno, e.syscall,
                                      e.address, `[${Object.keys(e)}]`, e.message);
const tries = [['closed fd', net.createServer(), closed], ['file fd', net.createServer(), file],
               ['http file fd', http.createServer(), file]];
let i = 0;
(function next() {
  if (i === tries.length) {
    fs.closeSync(file);
    return;
  }
  const [what, server, fd] = tries[i++];
  let sameTick = true;
  server.on('error', (e) => {
    show(what, e);
    console.log(' same tick', sameTick, 'listening', server.listening, server.address());
    next();
  });
  server.on('listening', () => console.log(what, 'listening'));
  console.log(what, 'returns server', server.listen({ fd }) === server);
  sameTick = false;
})();
