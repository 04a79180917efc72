// Which loop turn each step of a closing handshake lands in, counted in check phases from
// the server's first data. An end() with nothing queued completes right after the poll
// phase that asked for it (libuv runs the shutdown from its pending queue there), and a
// peer's FIN read together with data is reported in the next turn, not with the data.
'use strict';
const net = require('net');

let turn = 0;
let base = null;
(function tick() {
  turn++;
  if (turn < 1000) setImmediate(tick);
})();
const ev = (s) => {
  if (base === null) base = turn;
  console.log(turn - base, s);
};
const server = net.createServer({ allowHalfOpen: true }, (s) => {
  s.on('data', () => {
    ev('server data');
    s.write('bye-ack', () => {
      ev('server write cb');
      s.end();
    });
  });
  s.on('finish', () => ev('server finish'));
  s.on('end', () => {
    ev('server end');
    s.end();
  });
  s.on('close', () => {
    ev('server close');
    server.close();
  });
});
server.listen(0, '127.0.0.1', () => {
  const c = net.connect(server.address().port, '127.0.0.1', () => c.write('bye'));
  c.on('data', () => {
    ev('client data');
    c.end();
  });
  c.on('finish', () => ev('client finish'));
  c.on('end', () => {
    ev('client end');
    c.end();
  });
  c.on('close', () => ev('client close'));
});
